#pragma once
// Tools → Workload profiles…: an IOMeter-style profile across a queue-depth
// ramp, with a table (IOPS, MB/s, mean and p99 latency per step) and a chart
// of IOPS and p99 latency against queue depth (log2 axis), filled as steps
// finish and re-rendered from the result at the end.
#include "run/profile.h"
#include "tools/tool_dialog.h"

class QComboBox;
class QLineSeries;
class QLogValueAxis;
class QSpinBox;
class QTableWidget;
class QValueAxis;

namespace smui {

class ProfileDialog : public ResultDialog<sm::ProfileResult, sm::ProfileRequest> {
    Q_OBJECT
public:
    ProfileDialog(const QString& target, std::uint64_t size_bytes, QWidget* parent = nullptr);

    // Scripting and tests: profile name, queue depths and seconds per step.
    void setPlan(const QString& profile, const std::vector<unsigned>& queue_depths, double seconds);
    QString cellText(int row, int column) const;  // columns: 0 IOPS, 1 MB/s, 2 mean µs, 3 p99 µs
    const QLineSeries* iopsSeries() const { return m_iops; }
    const QLineSeries* latencySeries() const { return m_p99; }

protected:
    SM_RESULT_DIALOG_PARTS(sm::ProfileResult, sm::ProfileRequest);
    void onPhaseFinished(const sm::PhaseRef& phase, const sm::Measurement& m) override;

private:
    void showStep(int row, const sm::Measurement& m);
    void fitAxes();

    std::vector<unsigned> m_depths{1, 2, 4, 8, 16, 32, 64};
    double m_seconds = 5;
    QComboBox* m_profile = nullptr;
    QSpinBox* m_threads = nullptr;
    QTableWidget* m_table = nullptr;
    QLineSeries* m_iops = nullptr;
    QLineSeries* m_p99 = nullptr;
    QLogValueAxis* m_x = nullptr;
    QValueAxis* m_yIops = nullptr;
    QValueAxis* m_yLat = nullptr;
};

}  // namespace smui
