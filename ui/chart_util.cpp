#include "chart_util.h"

#include <QValueAxis>
#include <algorithm>
#include <cmath>

namespace smui {
namespace {

// The smallest of 1, 2, 2.5 or 5 times a power of ten that is at least v (v > 0).
double round_up_nice(double v)
{
    const double p = std::pow(10.0, std::floor(std::log10(v)));
    for (double m : {1.0, 2.0, 2.5, 5.0})
        if (m * p >= v)
            return m * p;
    return 10 * p;
}

}  // namespace

void fitValueAxis(QValueAxis* axis, double top)
{
    const double step = round_up_nice(std::max(top * 1.05, 1.0) / 4);
    const int intervals = std::max(1, static_cast<int>(std::ceil(top * 1.05 / step)));
    axis->setRange(0, step * intervals);
    axis->setTickCount(intervals + 1);
}

void fitPairedValueAxis(QValueAxis* axis, double top, double floor)
{
    axis->setRange(0, round_up_nice(std::max(top * 1.05, floor)));
    axis->setTickCount(6);
}

}  // namespace smui
