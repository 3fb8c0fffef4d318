#pragma once
// Tools → Sustained write…: sequential writes until the drive's write cache
// is full (docs/methodology.md §13). Charts MB/s against GiB written live,
// the drive's temperature on a second axis and, from the result, a line
// where the cache filled; states the verdict and warns of throttling.
#include "run/sustained.h"
#include "tools/tool_dialog.h"

class QChart;
class QComboBox;
class QLabel;
class QLineEdit;
class QLineSeries;
class QValueAxis;

namespace smui {

class SustainedDialog : public ResultDialog<sm::SustainedResult, sm::SustainedRequest> {
    Q_OBJECT
public:
    SustainedDialog(const QString& target, std::uint64_t size_bytes, QWidget* parent = nullptr);

    // Scripting and tests: block size and queue depth, the amount (0: a share
    // of the free space in percent) and the sample interval.
    void setPlan(std::uint32_t block_bytes, unsigned queue_depth, std::uint64_t amount_bytes, double percent = 85,
                 unsigned sample_ms = 500);
    QString verdictText() const;
    QString temperatureText() const;
    QString throttleText() const;
    // Cache recovery (--rest): the rests typed ("30s, 2m, 10m"; "" for none), what came back.
    void setRests(const QString& text);
    QString recoveryText() const;
    QWidget* recoveryView() const { return m_recoveryChart; }
    const QLineSeries* speedSeries() const { return m_speed; }
    const QLineSeries* cacheLine() const { return m_cache; }

protected:
    SM_RESULT_DIALOG_PARTS(sm::SustainedResult, sm::SustainedRequest);
    void onPhaseProgress(const sm::ProgressEvent& ev) override;

private:
    void fitAxes();
    void showRecovery(const sm::SustainedResult& r);

    QComboBox* m_method = nullptr;
    QComboBox* m_amount = nullptr;
    QLabel* m_verdict = nullptr;
    QLabel* m_temperature = nullptr;
    QLabel* m_throttle = nullptr;
    QLineEdit* m_rests = nullptr;
    QLabel* m_recovery = nullptr;
    QWidget* m_recoveryChart = nullptr;
    QLineSeries* m_speed = nullptr;
    QLineSeries* m_cache = nullptr;
    QValueAxis* m_x = nullptr;
    QValueAxis* m_y = nullptr;
    std::uint64_t m_customAmount = 0;
    unsigned m_sampleMs = 500;
};

}  // namespace smui
