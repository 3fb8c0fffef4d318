#pragma once
// Filling the volume before a benchmark (--fill, docs/methodology.md §2,
// "Filling the volume"): the levels as asked, the plan that decides the
// ballast and refuses a level that leaves the benchmark too little, and the
// ballast itself: incompressible files inside SolidMark's own test folder,
// written untimed with direct I/O and removed with the folder.
#include "io/direct_file.h"
#include "io/folder.h"
#include "run/area_plan.h"
#include "run/progress.h"
#include "util/cancel.h"

#include <chrono>
#include <cstdint>
#include <filesystem>
#include <functional>
#include <string>
#include <vector>

namespace sm {

// One level of --fill: a share of the volume's size, or the bytes it holds.
struct FillLevelSpec {
    double percent = 0;       // when !is_size
    std::uint64_t bytes = 0;  // when is_size
    bool is_size = false;
};

// "80%", "0,25,50,75%" (a '%' at the end applies to the whole list),
// "0%,40%", "300GiB", "100GiB,200GiB". Error(InvalidInput) for an empty
// item, a share outside 0-95 %, a list that does not increase, more than
// kMaxFillLevels levels, or shares and sizes mixed.
std::vector<FillLevelSpec> parse_fill_levels(const std::string& text);
// The list as --fill takes it back: "0,25,50,75%", "300GiB".
std::string fill_levels_text(const std::vector<FillLevelSpec>& levels);
// The level as a share of the volume: a size becomes bytes / size.
// Error(InvalidInput) when a size is more than 95 % of the volume.
double level_percent(const FillLevelSpec& level, const VolumeSpace& v);

// What the volume holds at a level and what is left for the benchmark.
struct FillPlan {
    double target_pct = 0;
    std::uint64_t target_used_bytes = 0;  // used (size - free) at the level: the ballast's goal
    std::uint64_t free_at_level = 0;      // available to the benchmark while its phases run
    std::uint64_t ballast_bytes = 0;      // the ballast to write, the reserved test file counted in the level
    AreaPlan area;                        // the benchmark's plan for free_at_level
};

// The level `pct` on a volume as it is now (the test file not yet made):
// used grows to pct % of the size, a test file reserved up front counting in
// it; the benchmark plans with the space left (`plan`, which throws
// Error(NoSpace) when that is too little), and the level must leave its
// headroom (kFreeSpaceHeadroom beyond a file the writes grow). A volume
// already fuller than the level writes no ballast. Throws Error: NotWritable
// for a read-only volume, NoSpace naming the largest fill that fits (or that
// none does), with nothing written.
FillPlan plan_fill(const VolumeSpace& v, double pct, const std::function<AreaPlan(std::uint64_t)>& plan,
                   const std::filesystem::path& target);
// The largest whole percentage from 0 to 95 that plan_fill accepts, or -1.
int largest_fill(const VolumeSpace& v, const std::function<AreaPlan(std::uint64_t)>& plan,
                 const std::filesystem::path& target);

// The ballast files in the test folder, grown level by level. They are
// created and removed through the folder held open (`dir`, the TestArea's
// dir()), by name relative to it, as every file in it is.
class Ballast {
public:
    // `allow_buffered`: where the filesystem refuses direct I/O, write
    // buffered and flush each file (the run's --allow-buffered). `dir` must
    // outlive it.
    Ballast(const Folder& dir, bool allow_buffered);

    // Writes files (ballast-NNNNNN.bin, at most kBallastFileBytes each,
    // 16 MiB blocks of fresh incompressible data, sequential from offset 0,
    // each ended by a flush) until the volume holds `target_used_bytes`
    // (Folder::space, read again after every file), reported as PhaseKind::Ballast
    // with its time left. Returns the seconds it took. Throws Error:
    // NoSpace (the volume filled up under it: another writer), Io,
    // NoDirectIo, Cancelled.
    double grow_to(std::uint64_t target_used_bytes, double target_pct, const CancelToken& cancel,
                   const ProgressFn& progress, std::chrono::steady_clock::time_point run_start, std::uint64_t seed);
    std::uint64_t bytes() const noexcept { return m_bytes; }
    unsigned files() const noexcept { return m_files; }
    // Removes the ballast files now (a folder kept for the next run keeps
    // none of them); 0 or the first errno value.
    int remove() noexcept;

private:
    // Writes one file of `bytes`; adds to `done` as blocks complete.
    void write_file(std::uint64_t bytes, std::uint64_t& done, std::uint64_t total, double target_pct,
                    const CancelToken& cancel, const ProgressFn& progress,
                    std::chrono::steady_clock::time_point run_start, std::uint64_t seed);

    const Folder& m_dir;
    bool m_allow_buffered;
    unsigned m_files = 0;
    std::uint64_t m_bytes = 0;
};

}  // namespace sm
