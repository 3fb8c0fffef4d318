#pragma once
// Tools → Queue-depth presets…: CrystalDiskMark-style tests (default or NVMe
// set, Peak or Real, 1–9 passes, an interval between passes, an optional
// +Mix measurement) on the queue-depth engine: a table of read, write and
// mix figures per test in the chosen unit (decimal MB/s or GB/s, as
// CrystalDiskMark prints them, IOPS or mean latency in µs) and a bar chart
// of the same, both filled as passes finish and re-rendered from the result
// at the end. The exports keep every unit.
#include "run/preset.h"
#include "tools/tool_dialog.h"

#include <array>

class QBarSeries;
class QBarSet;
class QChart;
class QBarCategoryAxis;
class QCheckBox;
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
    // 0: no +Mix measurement; else its read share.
    void setMix(unsigned read_percent);
    void setUnit(sm::PresetUnit unit);
    QString cellText(int row, int column) const;  // columns: 0 read, 1 write, 2 mix, in the chosen unit
    const QBarSet* readBars() const { return m_bars[0]; }
    const QBarSet* writeBars() const { return m_bars[1]; }
    const QBarSet* mixBars() const { return m_bars[2]; }

protected:
    SM_RESULT_DIALOG_PARTS(sm::PresetResult, sm::PresetRequest);
    void onPhaseFinished(const sm::PhaseRef& phase, const sm::Measurement& m) override;

private:
    // What a cell shows, kept in every unit so the unit can change afterwards.
    struct Figure {
        double mb_s = 0, iops = 0, us = 0;
        bool measured = false;
    };
    void buildControls();
    std::vector<sm::PresetTest> tests() const;
    sm::PresetUnit unit() const;
    // Empty table and bars, one row per test (the plan's, or a result's).
    void layoutRows(const std::vector<sm::PresetTest>& list);
    void showCell(int row, int column, const Figure& f);
    void renderUnit();  // headers, axis title and every cell in the chosen unit
    void fitY();

    std::vector<sm::PresetTest> m_customTests;
    double m_seconds = 5;
    QComboBox* m_preset = nullptr;
    QComboBox* m_profile = nullptr;
    QSpinBox* m_passes = nullptr;
    QSpinBox* m_interval = nullptr;
    QCheckBox* m_mixOn = nullptr;
    QSpinBox* m_mixRead = nullptr;
    QComboBox* m_unit = nullptr;
    QTableWidget* m_table = nullptr;
    std::array<QBarSet*, 3> m_bars{};  // read, write, mix
    QChart* m_chart = nullptr;
    QBarSeries* m_series = nullptr;
    QBarCategoryAxis* m_x = nullptr;
    QValueAxis* m_y = nullptr;
    // Per row and column (read, write, mix): the shown figure, and as passes
    // finish the best (Peak) or running sums (Real) and their count.
    std::vector<std::array<Figure, 3>> m_shown, m_sum;
    std::vector<std::array<int, 3>> m_count;
};

}  // namespace smui
