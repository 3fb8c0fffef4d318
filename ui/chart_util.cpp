#include "chart_util.h"

#include <QValueAxis>
#include <algorithm>
#include <cmath>

namespace smui {

void fitValueAxis(QValueAxis* axis, double top)
{
    const double raw = std::max(top * 1.05, 1.0) / 4;
    const double p = std::pow(10.0, std::floor(std::log10(raw)));
    double step = 10 * p;
    for (double m : {1.0, 2.0, 2.5, 5.0})
        if (m * p >= raw) {
            step = m * p;
            break;
        }
    const int intervals = std::max(1, static_cast<int>(std::ceil(top * 1.05 / step)));
    axis->setRange(0, step * intervals);
    axis->setTickCount(intervals + 1);
}

void fitPairedValueAxis(QValueAxis* axis, double top, double floor)
{
    const double v = std::max(top * 1.05, floor);
    const double p = std::pow(10.0, std::floor(std::log10(v)));
    double nice = 10 * p;
    for (double m : {1.0, 2.0, 2.5, 5.0})
        if (m * p >= v) {
            nice = m * p;
            break;
        }
    axis->setRange(0, nice);
    axis->setTickCount(6);
}

}  // namespace smui
