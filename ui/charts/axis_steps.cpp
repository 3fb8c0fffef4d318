#include "charts/axis_steps.h"

#include <algorithm>
#include <cmath>

namespace smui {

double niceStep(double v)
{
    const double p = std::pow(10.0, std::floor(std::log10(v)));
    for (double m : {1.0, 2.0, 5.0})
        if (m * p >= v * (1 - 1e-9))
            return m * p;
    return 10 * p;
}

int decimalsFor(double step) { return std::clamp(static_cast<int>(-std::floor(std::log10(step) + 1e-9)), 0, 6); }

QString labelFormatFor(double step) { return QStringLiteral("%.%1f").arg(decimalsFor(step)); }

}  // namespace smui
