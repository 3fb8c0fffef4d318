#pragma once
// Tools → Condition drive…: random 128 KiB writes over a conditioning file
// for a time or an amount, with a live chart of MB/s over time, progress and
// ETA; the file can be kept for the next run.
#include "run/condition.h"
#include "tool_dialog.h"

#include <optional>

class QCheckBox;
class QComboBox;
class QDoubleSpinBox;
class QLineSeries;
class QValueAxis;

namespace smui {

class ConditionDialog : public ToolDialog {
    Q_OBJECT
public:
    ConditionDialog(const QString& target, std::uint64_t size_bytes, QWidget* parent = nullptr);

    // Scripting and tests: the same values the controls hold.
    void setPlan(double size_percent, std::uint64_t size_bytes, double minutes, std::uint64_t written_bytes,
                 bool fill, bool keep);
    const std::optional<sm::ConditionResult>& result() const { return m_result; }
    const QLineSeries* series() const { return m_series; }

protected:
    void resetView() override;
    void startJob(JobController* controller) override;
    void onPhaseFinished(int, bool, const sm::Measurement&) override {}
    void onInterval(int index, const sm::Measurement& m, double elapsed) override;
    void onFinished(const QVariant& result) override;
    bool hasResult() const override { return m_result.has_value(); }
    std::string exportText(const QString& kind) const override;
    QString baseFileName() const override;

private:
    sm::ConditionRequest request() const;

    std::optional<sm::ConditionResult> m_result;
    QComboBox* m_size = nullptr;
    QComboBox* m_stop = nullptr;
    QDoubleSpinBox* m_amount = nullptr;
    QCheckBox* m_fill = nullptr;
    QCheckBox* m_keep = nullptr;
    QLineSeries* m_series = nullptr;
    QValueAxis* m_x = nullptr;
    QValueAxis* m_y = nullptr;
    double m_t0 = -1;
    std::uint64_t m_customBytes = 0;
    std::uint64_t m_customWritten = 0;  // exact amount from setPlan (the spin box rounds)
};

}  // namespace smui
