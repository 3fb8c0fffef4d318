#pragma once
// Shared chart helpers for the Tools dialogs.
class QValueAxis;

namespace smui {

// A value axis from 0 to a round top just above `top` (5 % headroom), in
// about four intervals of 1, 2, 2.5 or 5 times a power of ten.
void fitValueAxis(QValueAxis* axis, double top);
// For a chart with a second value axis: 0 to 1, 2, 2.5 or 5 times a power of
// ten just above `top` (5 % headroom, at least `floor`), always five
// intervals, so both axes' grid lines coincide.
void fitPairedValueAxis(QValueAxis* axis, double top, double floor = 1.0);

}  // namespace smui
