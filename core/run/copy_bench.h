#pragma once
// The copy benchmark (SPEC §7): each data set is created in the test
// folder, flushed and evicted from the page cache where the platform allows,
// then copied folder to folder on the same volume with an ordinary buffered
// copy. The timed window runs from the first folder created to the flush of
// the last copied file. Source and copy are removed after each set.
#include "data/copy_sets.h"
#include "device/device_info.h"
#include "run/progress.h"
#include "util/cancel.h"

#include <cstdint>
#include <filesystem>
#include <string>
#include <vector>

namespace sm {

struct CopyRequest {
    std::filesystem::path target;
    std::vector<CopySet> sets{kAllCopySets.begin(), kAllCopySets.end()};
    double scale = 1.0;
    std::uint64_t seed = 0;  // 0: a fresh seed per run
    bool verify = false;     // after timing, check the copy equals the source byte for byte
    std::string app_version;
};

struct CopySetResult {
    CopySet set = CopySet::Iso;
    std::uint64_t files = 0;
    std::uint64_t folders = 0;  // not counting the set's root
    std::uint64_t bytes = 0;
    double seconds = 0;         // copy plus final flush
    double flush_seconds = 0;   // part of `seconds` spent flushing
    bool verified = false;      // the copy was compared with the source and matched

    double mib_s() const noexcept { return seconds > 0 ? static_cast<double>(bytes) / 1048576.0 / seconds : 0; }
};

struct CopyResult {
    static constexpr const char* kSchema = "solidmark.copy/1";

    std::string app_version;
    std::string started_at;
    std::string target;
    double scale = 1.0;
    std::uint64_t seed = 0;
    std::string cache_eviction;  // how the source left the page cache
    DeviceInfo device;
    std::vector<CopySetResult> sets;

    const CopySetResult* find(CopySet s) const noexcept;
};

// Progress: a Status event while a source set is made, then PhaseStarted /
// PhaseProgress / PhaseFinished for its copy with step = set index (0 ISO,
// 1 Program, 2 Game) and text "ISO copy"; the finished event's result has
// bytes, elapsed_s and ios = files copied. Throws Error (InvalidInput,
// NotFound, NotWritable, NoSpace, Io, Cancelled); the test folder is gone
// when it returns or throws.
CopyResult run_copy(const CopyRequest& request, const CancelToken& cancel, const ProgressFn& progress = {});

}  // namespace sm

namespace sm {

// Writes the plan's folders and files under `root` (which must not exist):
// buffered writes, then every file flushed and evicted from the page cache
// where the platform allows. Throws Error (NoSpace, NotWritable, Io, Cancelled).
void write_copy_tree(const CopyPlan& plan, const std::filesystem::path& root, const CancelToken& cancel);

// Compares the tree under `root` with the plan: every folder, every file's
// size and bytes, and nothing else there. Returns the first difference as a
// sentence, or an empty string when the tree matches.
std::string check_copy_tree(const CopyPlan& plan, const std::filesystem::path& root);

}  // namespace sm
