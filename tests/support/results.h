#pragma once
// Results built by hand for the tests of what a view or report says about them.
#include "result/run_result.h"

namespace smtest {

// A suite run whose 4K write (started 20 s into the run, 5 s long) slows
// from 100 to 60 MiB/s at `fall_at_run_s`; the drive, sampled every second,
// warms 1 °C per second from 60 °C and warns at 70 °C (reached 10 s into the
// run). Its 4K read, 2 s into the run, is steady.
inline sm::RunResult hot_suite(double fall_at_run_s)
{
    using namespace sm;
    RunResult r;
    r.temperature.source = "test";
    r.temperature.warning_c = 70;
    for (int t = 0; t <= 30; ++t)
        r.temperature.samples.push_back({static_cast<double>(t), 60.0 + t});
    Measurement m;
    m.block_bytes = 4096;
    m.start_s = 20;
    for (int i = 1; i <= 20; ++i) {
        const double t = i * kSeriesIntervalS;
        m.series.push_back({t, 20 + t >= fall_at_run_s ? 60.0 : 100.0});
    }
    m.bytes = 400ull << 20;
    m.ios = m.bytes / 4096;
    m.elapsed_s = 5;
    r.get(TestId::Rand4K, true) = m;
    Measurement cool = m;  // 4K read, before the drive got hot: steady
    cool.start_s = 2;
    for (SpeedPoint& p : cool.series)
        p.mib_s = 100;
    r.get(TestId::Rand4K, false) = cool;
    return r;
}

}  // namespace smtest
