#pragma once
// The copy benchmark (docs/methodology.md §7): each data set is created in the test
// folder, flushed and evicted from the page cache where the platform allows,
// then copied folder to folder on the same volume with an ordinary buffered
// copy. The timed window runs from the first folder created to the flush of
// the last copied file. Source and copy are removed after each set.
#include "data/copy_sets.h"
#include "result/copy_result.h"
#include "run/command.h"
#include "io/folder.h"
#include "run/pipeline.h"

#include <cstdint>
#include <filesystem>
#include <string>
#include <vector>

namespace sm {

struct CopyRequest : CommonRequest {
    std::vector<CopySet> sets{kAllCopySets.begin(), kAllCopySets.end()};
    double scale = 1.0;
    std::uint64_t seed = 0;  // 0: a fresh seed per run
    bool verify = false;     // after timing, check the copy equals the source byte for byte

    // A folder, no test file; free space for the largest set and its copy.
    SM_BENCHMARK_REQUEST(CopyRequest);
    static constexpr CommandText kCommand{
        "copy", "time the ISO, Program and Game copies on one volume",
        "creates the ISO (2 files, 1 GiB), Program (~5,000 files, 512 MiB) and Game (~800 files, 1 GiB) sets, "
        "evicts them from the page cache, then times an ordinary buffered copy on the same volume through the "
        "final flush"};
};

// Progress: a Status event while a source set is made, then a phase
// (PhaseKind::CopySet, step = set index 0 ISO, 1 Program, 2 Game) for its
// copy; the finished event's result has bytes, elapsed_s and ios = files
// copied. Throws Error (InvalidInput, NotFound, NotWritable, NoSpace, Io,
// Cancelled); the test folder is gone when it returns or throws.
CopyResult run_copy(const CopyRequest& request, const RunEnv& env);

}  // namespace sm

namespace sm {

// Writes the plan's folders and files under `root`, a name in `dir` (the
// test folder) that must not exist, everything created through `dir`:
// buffered writes, then every file flushed and evicted from the page cache
// where the platform allows. Throws Error (NoSpace, NotWritable, Io, Cancelled).
void write_copy_tree(const CopyPlan& plan, const Folder& dir, const std::string& root, const CancelToken& cancel);

// Compares the tree `root` in `dir` with the plan: every folder, every
// file's size and bytes, and nothing else there (links never followed).
// Returns the first difference as a sentence, or an empty string when the
// tree matches.
std::string check_copy_tree(const CopyPlan& plan, const Folder& dir, const std::string& root);

}  // namespace sm
