#pragma once
// Made-up suite results at a fill level, and fill series of them, for the
// tests of compare's pairing by fill (core and GUI): Seq read and 4K read
// at a speed, the volume a share full during the run.
#include "result/fill.h"
#include "result/run_result.h"
#include "util/units.h"

#include <initializer_list>
#include <utility>
#include <vector>

namespace smtest {

// A suite result with only Seq read and 4K read at `mib_s` (4K read's p50
// latency to match, for its latency curve), at the fill `pct`.
inline sm::RunResult filled_run(double mib_s, double pct)
{
    sm::RunResult r;
    sm::Measurement x;
    x.block_bytes = 16u << 20;
    x.elapsed_s = 1;
    x.bytes = static_cast<std::uint64_t>(mib_s * 1048576);
    x.ios = x.bytes / x.block_bytes;
    r.get(sm::TestId::Seq, false) = x;
    x.latency.p50_us = 1e6 / mib_s;
    r.get(sm::TestId::Rand4K, false) = x;
    r.fill = sm::FillRecord{pct, std::nullopt, 5, pct, 0, 1, 100 * sm::GiB};
    return r;
}

// A fill series of filled_run results ({level %, MiB/s} each), the last level the result itself.
inline sm::RunResult filled_series(std::initializer_list<std::pair<double, double>> levels)
{
    std::vector<sm::FillLevel> out;
    sm::RunResult last;
    for (const auto& [pct, speed] : levels) {
        last = filled_run(speed, pct);
        out.push_back({*last.fill, sm::to_json(last)});
    }
    out.back().document.reset();
    last.fill_series = out;
    return last;
}

}  // namespace smtest
