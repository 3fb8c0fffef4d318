#pragma once
// CrystalDiskMark-style presets on the queue-depth engine: each test is a
// block size, sequential or random, a queue depth and a thread count, run
// for read then write, `passes` times for `seconds` each. The Peak profile
// reports the best pass (CrystalDiskMark's default), Real the mean of the
// passes. Speeds are decimal MB/s (10^6 bytes/s), as CrystalDiskMark and
// KDiskMark print them; AS SSD's suite prints MiB/s, so every table and
// export names its unit.
#include "device/device_info.h"
#include "engine/workload.h"
#include "run/progress.h"
#include "util/cancel.h"

#include <cstdint>
#include <filesystem>
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

// "default": SEQ1M Q8T1, SEQ1M Q1T1, RND4K Q32T1, RND4K Q1T1 (CrystalDiskMark's
// default set). "nvme": SEQ1M Q8T1, SEQ128K Q32T1, RND4K Q32T16, RND4K Q1T1
// (its NVMe SSD set). Throws Error(InvalidInput) for another name.
std::vector<PresetTest> preset_tests(const std::string& preset);
// "SEQ1M Q8T1" / "seq1m-q8t1" / "RND4K Q32T16": parses one test. Throws Error(InvalidInput).
PresetTest parse_preset_test(const std::string& text);
std::string preset_test_name(const PresetTest& t);

enum class PresetProfile { Peak, Real };

struct PresetRequest {
    std::filesystem::path target;
    std::uint64_t size_bytes = 1024ull * 1024 * 1024;
    std::string preset = "default";
    std::vector<PresetTest> tests;  // empty: the preset's
    PresetProfile profile = PresetProfile::Peak;
    unsigned passes = 5;
    double seconds = 5;
    QueueEngine engine = QueueEngine::Auto;
    bool allow_buffered = false;
    std::string app_version;
};

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

struct PresetResult {
    static constexpr const char* kSchema = "solidmark.preset/1";

    std::string app_version;
    std::string started_at;
    std::string target;
    DeviceInfo device;
    std::string preset;
    PresetProfile profile = PresetProfile::Peak;
    unsigned passes = 0;
    double seconds = 0;
    std::uint64_t size_bytes = 0;
    std::string engine;  // what ran the QD > 1 tests: io_uring, threads
    bool buffered = false;
    std::vector<PresetRow> rows;
};

// Progress: PhaseStarted/Progress/Finished per pass, step = row index, text
// "SEQ1M Q8T1 read, pass 2/5". Throws Error like run_suite; the test folder
// is gone when it returns or throws.
PresetResult run_preset(const PresetRequest& request, const CancelToken& cancel, const ProgressFn& progress = {});

std::string to_json_text(const PresetResult& r);
PresetResult preset_result_from_json_text(const std::string& text);
// test,direction,mb_s,iops,mean_us,p99_us,block_bytes,queue_depth,threads,passes
std::string csv_report(const PresetResult& r);
// The table solidmark-cli prints.
std::string console_table(const PresetResult& r);

}  // namespace sm
