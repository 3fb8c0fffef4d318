#pragma once
// The result of CrystalDiskMark-style presets on the queue-depth engine:
// each test (block size, sequential or random, queue depth, threads) read
// then write, `passes` times. Speeds are decimal MB/s (10^6 bytes/s), as
// CrystalDiskMark and KDiskMark print them; AS SSD's suite prints MiB/s, so
// every table and export names its unit.
#include "result/header.h"
#include "result/kind.h"
#include "result/measurement.h"
#include "util/limits.h"

#include <string>
#include <vector>

namespace sm {

struct PresetTest {
    std::string name;  // "SEQ1M Q8T1"
    bool random = false;
    std::uint32_t block_bytes = 0;
    unsigned queue_depth = 1;
    unsigned threads = 1;
};

// "SEQ1M Q8T1" / "seq1m-q8t1" / "RND4K Q32T16": parses one test. Throws Error(InvalidInput).
PresetTest parse_preset_test(const std::string& text);
std::string preset_test_name(const PresetTest& t);
PresetTest make_preset_test(bool random, std::uint32_t block_bytes, unsigned queue_depth, unsigned threads);

enum class PresetProfile { Peak, Real };
const char* preset_profile_key(PresetProfile p);  // "peak" / "real"

struct PresetDirection {
    std::vector<Measurement> passes;
    // The reported pass: the best (Peak), or the passes' mean (Real: bytes,
    // I/Os and time summed, latency means and p99 averaged).
    Measurement reported;
    double mb_s() const noexcept { return reported.mb_s(); }
};

struct PresetRow {
    PresetTest test;
    PresetDirection read, write;
};

struct PresetResult : ResultHeader {
    static constexpr std::string_view kKey = "preset";
    static constexpr std::string_view kSchema = "solidmark.preset/1";
    static constexpr std::string_view kTitle = "Queue-depth presets (CrystalDiskMark-style)";
    static constexpr std::string_view kChartMetric = kDecimalMbSMetric;

    std::string preset;  // default, nvme, custom
    PresetProfile profile = PresetProfile::Peak;
    unsigned passes = 0;
    double seconds = 0;
    std::uint64_t size_bytes = 0;
    std::string engine;  // what ran the QD > 1 tests: io_uring, threads
    std::vector<PresetRow> rows;
};

// CSV: test,direction,mb_s,iops,mean_us,p99_us,block_bytes,queue_depth,threads,passes
SM_RESULT_HOOKS(PresetResult);

}  // namespace sm
