#pragma once
// The charts of full and rested drives (docs/methodology.md §2 "Filling the
// volume", §13 "Cache recovery"), for any dialog and the main window:
//   * a fill series: each headline number over the fill level, one plot per
//     unit (the suite: its scores, its rows in MB/s, Acc.time in ms; a
//     sustained write: the cache's size), x the share full during the run;
//   * cache recovery: what came back against the rest's length, with the
//     whole cache the first write found as a dashed line.
#include "result/fill.h"
#include "result/sustained_result.h"

#include <QString>
#include <vector>

class QChart;
class QWidget;

namespace smui {

// One plot per unit of the figures (none when there are fewer than two
// levels); its charts are named for tests ("fillChart:MB/s").
QWidget* fillSeriesChart(const std::vector<sm::FillLevel>& levels, const std::vector<sm::FillFigures>& figures,
                         QWidget* parent);

// Recovered GiB over the rest (seconds, logarithmic), from the rests a
// sustained result measured; nullptr without rests.
QWidget* recoveryChart(const sm::SustainedResult& r, QWidget* parent);

// A figure's name and unit in the GUI's words ("Total score", "Seq read", "Write cache").
QString fillFigureName(const sm::FillFigure& f);

}  // namespace smui
