#pragma once
#include "run/valid_data.h"

#include <cstdint>

namespace sm {

// What a benchmark needs on the target, decided from the free space
// (run/pipeline.h; with --fill, the free space at the fill level: run/fill.h).
struct AreaPlan {
    std::uint64_t file_bytes = 0;  // the one test file; 0: none up front (see Bench::open_file)
    bool fill = true;              // write the file once before the phases, so no read meets a hole
    bool folder = true;            // create the SolidMark-<random> folder even without a file (copy)
    bool remove_kept = false;      // the suite: remove a conditioning file kept for it, however it ends
    bool preallocate = true;       // reserve the file's space up front (sustained: the filesystem allocates as it goes)
    // Windows, where the test file's valid data length cannot be set
    // (docs/methodology.md §29): write it first, or flag the result. A plan
    // with `fill` fills it before any timed write anyway.
    WhenUnprepared unprepared = WhenUnprepared::WriteFirst;
};

// What a plan does where the valid data length cannot be set.
inline WhenUnprepared when_unprepared(const AreaPlan& p)
{
    return p.fill ? WhenUnprepared::FilledAnyway : p.unprepared;
}

}  // namespace sm
