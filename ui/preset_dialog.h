#pragma once
// Tools → Queue-depth presets…: CrystalDiskMark-style tests (default or NVMe
// set, Peak or Real) on the queue-depth engine: a table of read/write MB/s
// (decimal, as CrystalDiskMark prints them) and IOPS per test, and a bar
// chart of the same, both filled as passes finish and re-rendered from the
// result at the end.
#include "run/preset.h"
#include "tool_dialog.h"

#include <array>

class QBarSet;
class QBarCategoryAxis;
class QComboBox;
class QSpinBox;
class QTableWidget;
class QValueAxis;

namespace smui {

class PresetDialog : public ResultDialog<sm::PresetResult, sm::PresetRequest> {
    Q_OBJECT
public:
    PresetDialog(const QString& target, std::uint64_t size_bytes, QWidget* parent = nullptr);

    // Scripting and tests: the tests (empty: the chosen preset's), passes and seconds per pass.
    void setPlan(const std::vector<sm::PresetTest>& tests, unsigned passes, double seconds);
    QString cellText(int row, int column) const;  // columns: 0 read MB/s, 1 write MB/s, 2 read IOPS, 3 write IOPS
    const QBarSet* readBars() const { return m_readBars; }
    const QBarSet* writeBars() const { return m_writeBars; }

protected:
    SM_RESULT_DIALOG_PARTS(sm::PresetResult, sm::PresetRequest);
    void onPhaseFinished(const sm::PhaseRef& phase, const sm::Measurement& m) override;

private:
    std::vector<sm::PresetTest> tests() const;
    // Empty table and bars, one row per test (the plan's, or a result's).
    void layoutRows(const std::vector<sm::PresetTest>& list);
    void showCell(int row, bool write, double mb_s, double iops);
    void fitY();

    std::vector<sm::PresetTest> m_customTests;
    double m_seconds = 5;
    QComboBox* m_preset = nullptr;
    QComboBox* m_profile = nullptr;
    QSpinBox* m_passes = nullptr;
    QTableWidget* m_table = nullptr;
    QBarSet* m_readBars = nullptr;
    QBarSet* m_writeBars = nullptr;
    QBarCategoryAxis* m_x = nullptr;
    QValueAxis* m_y = nullptr;
    // Best (Peak) or running sum (Real) of each row and direction as passes finish.
    std::vector<std::array<double, 2>> m_best, m_sum;
    std::vector<std::array<int, 2>> m_count;
};

}  // namespace smui
