#pragma once
// Tools → Condition drive…: random 128 KiB writes over a conditioning file
// for a time or an amount, with a live chart of MB/s over time, progress and
// ETA; the file can be kept for the next run.
#include "run/condition.h"
#include "tools/tool_dialog.h"

class QCheckBox;
class QComboBox;
class QDoubleSpinBox;
class QLineSeries;
class QValueAxis;

namespace smui {

class ConditionDialog : public ResultDialog<sm::ConditionResult, sm::ConditionRequest> {
    Q_OBJECT
public:
    ConditionDialog(const QString& target, std::uint64_t size_bytes, QWidget* parent = nullptr);

    // Scripting and tests: the same values the controls hold.
    void setPlan(double size_percent, std::uint64_t size_bytes, double minutes, std::uint64_t written_bytes, bool fill,
                 bool keep);
    const QLineSeries* series() const { return m_series; }

protected:
    SM_RESULT_DIALOG_PARTS(sm::ConditionResult, sm::ConditionRequest);
    void onPhaseProgress(const sm::ProgressEvent& ev) override;

private:
    void fitAxes(double seconds);
    QString summary(const sm::ConditionResult& r) const;

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
