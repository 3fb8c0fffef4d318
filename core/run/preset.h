#pragma once
// CrystalDiskMark-style presets on the queue-depth engine: each test is a
// block size, sequential or random, a queue depth and a thread count, run
// for read then write (then, with a mix share, mixed), `passes` times for
// `seconds` each, with an optional rest between passes. The Peak profile
// reports the best pass (CrystalDiskMark's default), Real the mean of the
// passes.
#include "engine/workload.h"
#include "result/preset_result.h"
#include "run/command.h"
#include "run/pipeline.h"

#include <string>
#include <vector>

namespace sm {

// "default": SEQ1M Q8T1, SEQ1M Q1T1, RND4K Q32T1, RND4K Q1T1 (CrystalDiskMark's
// default set). "nvme": SEQ1M Q8T1, SEQ128K Q32T1, RND4K Q32T16, RND4K Q1T1
// (its NVMe SSD set). Throws Error(InvalidInput) for another name.
std::vector<PresetTest> preset_tests(const std::string& preset);
// "SEQ1M-Q8T1,RND4K-Q32T1": Error(InvalidInput) naming a bad item.
std::vector<PresetTest> parse_preset_tests(const std::string& list);
// Error(InvalidInput) when a test's block is not a multiple of the target's direct-I/O alignment.
void check_block_alignment(const PresetTest& t, std::uint32_t offset_alignment);

struct PresetRequest : CommonRequest {
    std::uint64_t size_bytes = 1024ull * 1024 * 1024;
    std::string preset = "default";
    std::vector<PresetTest> tests;  // empty: the preset's
    PresetProfile profile = PresetProfile::Peak;
    unsigned passes = 5;
    double seconds = 5;
    double interval_s = 0;          // rest before every pass but the first
    unsigned mix_read_percent = 0;  // 0: no +Mix measurement; else its read share
    PresetUnit unit = PresetUnit::MBs;
    QueueEngine engine = QueueEngine::Auto;

    SM_BENCHMARK_REQUEST(PresetRequest);
    static constexpr CommandText kCommand{
        "preset", "CrystalDiskMark-style queue-depth tests (decimal MB/s)",
        "CrystalDiskMark-style tests on the queue-depth engine (io_uring on Linux, else one thread per request in "
        "flight), each read then write, --passes times for --seconds each; speeds in decimal MB/s (10^6 B/s, as "
        "CrystalDiskMark prints them; the run suite prints MiB/s)"};
    std::vector<PresetTest> plan_tests() const;  // `tests`, or the preset's
};

// Progress: a phase per pass (PhaseKind::PresetPass, step = row index, value =
// the read share of a +Mix pass), Stage::Resting before a pass after an interval.
// Throws Error like run_suite; the test folder is gone when it returns or throws.
PresetResult run_preset(const PresetRequest& request, const RunEnv& env);

}  // namespace sm
