#pragma once
// The steps of a value axis, shared by the Qt Charts of the dialogs
// (chart_util.h) and the compare charts (compare_chart.h).
#include <QString>

namespace smui {

// 1, 2 or 5 times a power of ten: the smallest at least `v` (v > 0).
double niceStep(double v);
// The printf format of labels `step` apart: "%.0f", "%.1f", "%.2f" …
QString labelFormatFor(double step);
// The decimals labels `step` apart need (0 to 6).
int decimalsFor(double step);

}  // namespace smui
