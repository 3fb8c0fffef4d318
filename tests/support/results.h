#pragma once
// Results built by hand for the tests of what a view or report says about them.
#include "result/preset_result.h"
#include "result/run_result.h"

#include <cmath>
#include <initializer_list>
#include <string>
#include <tuple>

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

// A preset result of one 1-second pass per test: {"SEQ1M Q8T1", read MB/s,
// write MB/s} (decimal), every mean latency 100.25 µs; with a Mix of
// `mix_read_percent`, each test's Mix runs at its read speed.
inline sm::PresetResult preset_of(std::initializer_list<std::tuple<const char*, double, double>> tests,
                                  unsigned mix_read_percent = 0)
{
    using namespace sm;
    PresetResult r;
    r.app_version = "test";
    r.started_at = "2026-11-29T09:05:07Z";
    r.target = "/mnt/test";
    r.device.model = "Test SSD 1TB";
    r.preset = "custom";
    r.passes = 1;
    r.seconds = 5;
    r.size_bytes = 1ull << 30;
    r.engine = "io_uring";
    r.mix_read_percent = mix_read_percent;
    const auto direction = [](const PresetTest& t, double mb_s) {
        Measurement m;
        m.block_bytes = t.block_bytes;
        m.threads = t.threads;
        m.queue_depth = t.queue_depth;
        m.elapsed_s = 1;
        m.bytes = static_cast<std::uint64_t>(std::llround(mb_s * 1e6));
        m.ios = m.bytes / t.block_bytes;
        m.latency.mean_us = 100.25;
        PresetDirection d;
        d.passes = {m};
        d.reported = m;
        return d;
    };
    for (const auto& [name, read, write] : tests) {
        PresetRow row;
        row.test = parse_preset_test(name);
        row.read = direction(row.test, read);
        row.write = direction(row.test, write);
        if (mix_read_percent)
            row.mix = direction(row.test, read);
        r.rows.push_back(row);
    }
    return r;
}

}  // namespace smtest
