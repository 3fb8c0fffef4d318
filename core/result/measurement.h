#pragma once
// One measured phase: what happened inside its timed window.
#include "engine/latency_histogram.h"

#include <cstdint>
#include <memory>
#include <optional>
#include <vector>

namespace sm {

// What an access-time read spanned: the test file, or the whole device.
enum class AccessSpan { File, Device };

// A phase's speed over time (issue 19): the MiB/s of the interval that ended
// t_s seconds after the phase's start line. Shows how steady a phase ran.
struct SpeedPoint {
    double t_s = 0;
    double mib_s = 0;
};

// How often a phase's speed is sampled for its series and the live chart.
inline constexpr double kSeriesIntervalS = 0.25;

struct Measurement {
    std::uint64_t bytes = 0;  // bytes completed inside the window
    std::uint64_t ios = 0;    // I/Os completed inside the window
    double elapsed_s = 0;     // window length, including the final flush of a write phase
    std::uint32_t block_bytes = 0;
    std::uint32_t threads = 1;
    std::uint32_t queue_depth = 1;  // requests in flight per thread
    LatencyStats latency;           // per-I/O completion latency
    double cpu_s = 0;               // CPU time (user + system) of the I/O threads in the window
    // CPU time of the rest of the process while the phase ran (its progress
    // monitor, the temperature sampler, a window): the process's CPU time
    // from the phase's start to its end less cpu_s. What the program itself
    // took beside the I/O; unknown in documents older than it.
    std::optional<double> other_cpu_s;
    double flush_s = 0;              // part of elapsed_s spent in the final flush (writes)
    double verify_s = 0;             // verify mode: thread time spent stamping / checking blocks
    std::vector<SpeedPoint> series;  // every 250 ms of a reported phase; empty for shorter or quiet ones
    // When the phase started, in seconds since the benchmark started: the
    // clock of the temperature samples (ResultHeader::temperature). Unknown
    // for passes combined (the pauses between them are not in the series)
    // and in documents older than it.
    std::optional<double> start_s;
    // The phase's latency histogram, all threads merged: in memory only (a
    // document keeps the stats), so that passes combine exactly.
    std::shared_ptr<const LatencyHistogram> histogram;

    double mib_s() const noexcept { return elapsed_s > 0 ? static_cast<double>(bytes) / 1048576.0 / elapsed_s : 0; }
    // Decimal MB/s (10^6 B/s), as CrystalDiskMark, ATTO and HD Tach print it.
    double mb_s() const noexcept { return elapsed_s > 0 ? static_cast<double>(bytes) / 1e6 / elapsed_s : 0; }
    double iops() const noexcept { return elapsed_s > 0 ? static_cast<double>(ios) / elapsed_s : 0; }
    double cpu_us_per_io() const noexcept { return ios ? cpu_s * 1e6 / static_cast<double>(ios) : 0; }
    double verify_us_per_io() const noexcept { return ios ? verify_s * 1e6 / static_cast<double>(ios) : 0; }
    // Access time (docs/methodology.md §1): mean latency in ms, IOPS = 1 / mean latency.
    double access_ms() const noexcept { return latency.mean_us / 1000.0; }
    double access_iops() const noexcept { return latency.mean_us > 0 ? 1e6 / latency.mean_us : 0; }
};

// Passes of one test combined into one figure (methodology §16): bytes, I/Os,
// window, CPU, flush and verify time summed, so the speed and IOPS are the
// passes' time-weighted mean; the latency of all their I/Os: percentiles of
// the passes' histograms merged (when a pass has none, as one read from a
// document, each percentile is the I/O-weighted mean of the passes'), mean
// weighted by I/Os, `min` the lowest, `max` the highest; the series run on,
// pass after pass. One pass is returned as it is; none gives {}.
Measurement mean_of_passes(const std::vector<Measurement>& passes);

}  // namespace sm
