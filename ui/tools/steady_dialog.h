#pragma once
// Tools → Steady state…: one workload repeated in rounds until the last five
// rounds' IOPS stay within ±10 % of their mean with a fitted slope within
// ±5 % (SNIA PTS style), or until the time cap. Charts IOPS per round with
// the window's mean and ±10 % band, tabulates every round, and states the
// steady-state IOPS or that the cap came first.
#include "run/steady.h"
#include "tools/tool_dialog.h"

class QComboBox;
class QDoubleSpinBox;
class QLabel;
class QLineSeries;
class QSpinBox;
class QTableWidget;
class QValueAxis;

namespace smui {

class SteadyDialog : public ResultDialog<sm::SteadyResult, sm::SteadyRequest> {
    Q_OBJECT
public:
    SteadyDialog(const QString& target, std::uint64_t size_bytes, QWidget* parent = nullptr);

    // Scripting and tests: the workload ("RND4K Q32T1"), share of reads,
    // seconds per round, cap in seconds and rounds in the window.
    void setPlan(const QString& test, unsigned read_percent, double round_seconds, double max_seconds,
                 unsigned window = 5);
    QString cellText(int row, int column) const;  // columns: 0 IOPS, 1 MB/s, 2 mean µs, 3 p99 µs
    QString verdictText() const;
    const QLineSeries* iopsSeries() const { return m_iops; }
    const QLineSeries* meanSeries() const { return m_mean; }

protected:
    SM_RESULT_DIALOG_PARTS(sm::SteadyResult, sm::SteadyRequest);
    void onPhaseFinished(const sm::PhaseRef& phase, const sm::Measurement& m) override;

private:
    void showRound(const sm::Measurement& m);
    // The window's mean and ±range band over its last rounds, and the verdict.
    void showCheck(const sm::SteadyCheck& check, bool finished);
    void fitAxes();

    sm::SteadyCriteria m_criteria;
    QComboBox* m_test = nullptr;
    QSpinBox* m_readPercent = nullptr;
    QDoubleSpinBox* m_roundSeconds = nullptr;
    QDoubleSpinBox* m_capMinutes = nullptr;
    QLabel* m_verdict = nullptr;
    QTableWidget* m_table = nullptr;
    QLineSeries* m_iops = nullptr;
    QLineSeries* m_mean = nullptr;
    QLineSeries* m_upper = nullptr;
    QLineSeries* m_lower = nullptr;
    QValueAxis* m_x = nullptr;
    QValueAxis* m_y = nullptr;
    std::vector<double> m_values;  // IOPS per round, as shown
};

}  // namespace smui
