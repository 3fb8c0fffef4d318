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
#include "util/translatable.h"

#include <optional>
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

// The unit tables and the GUI show (CrystalDiskMark's choice); exports keep every unit.
enum class PresetUnit { MBs, GBs, Iops, Us };
const char* preset_unit_key(PresetUnit u);  // "MB/s", "GB/s", "IOPS", "us"
// "MB/s", "GB/s", "IOPS", "us" (also "µs", any case): Error(InvalidInput) for another.
PresetUnit parse_preset_unit(const std::string& text);

struct PresetDirection {
    std::vector<Measurement> passes;
    // The reported pass: the best (Peak), or the passes' mean (Real: bytes,
    // I/Os and time summed, latency means and p99 averaged).
    Measurement reported;
    double mb_s() const noexcept { return reported.mb_s(); }
    // The reported figure in `u`: decimal MB/s or GB/s, IOPS, mean latency in µs.
    double value(PresetUnit u) const noexcept;
};

struct PresetRow {
    PresetTest test;
    PresetDirection read, write;
    // CrystalDiskMark's +Mix: reads and writes interleaved at the result's
    // mix_read_percent, on the test's block size, queue depth and threads.
    std::optional<PresetDirection> mix;
};

struct PresetResult : ResultHeader {
    static constexpr std::string_view kKey = "preset";
    static constexpr std::string_view kSchema = "solidmark.preset/1";
    static constexpr std::string_view kTitle = translatable("sm::kind", "Queue-depth presets (CrystalDiskMark-style)");
    static constexpr std::string_view kChartMetric = kDecimalMbSMetric;
    static constexpr std::string_view kTextHelp =
        "write the result as text in CrystalDiskMark 8's layout (UTF-8, CRLF), headed as SolidMark's";

    std::string preset;  // default, nvme, custom
    PresetProfile profile = PresetProfile::Peak;
    unsigned passes = 0;
    double seconds = 0;
    double interval_s = 0;              // rest before each pass after the first (thermal rest)
    unsigned mix_read_percent = 0;      // 0: no mix measurement
    PresetUnit unit = PresetUnit::MBs;  // the tables' unit (the document keeps every unit)
    std::uint64_t size_bytes = 0;
    std::string engine;  // what ran the QD > 1 tests: io_uring, threads
    std::vector<PresetRow> rows;
};

// CSV: test,direction (read, write, mix),mb_s,iops,mean_us,p99_us,block_bytes,queue_depth,threads,passes,gb_s
SM_RESULT_HOOKS(PresetResult);
// CrystalDiskMark 8's text save (its SaveText: the same rows, sections and
// footer, UTF-8 with CRLF), headed with SolidMark and its version so it is
// never taken for CrystalDiskMark's output; result/peer_import.h reads it
// back as a `peer` result with the same numbers (result/preset_text.cpp).
std::string text_report(const PresetResult& r);

}  // namespace sm
