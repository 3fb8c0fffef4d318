#pragma once
// Shared chart helpers for the Tools dialogs.
class QValueAxis;

namespace smui {

// A value axis from 0 to a round top just above `top` (5 % headroom), in
// about four intervals of 1, 2, 2.5 or 5 times a power of ten.
void fitValueAxis(QValueAxis* axis, double top);

}  // namespace smui
