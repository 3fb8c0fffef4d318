#pragma once
// ATTO-style block-size sweep: sequential writes then reads at each power of
// two from 512 B to 64 MiB, at one queue depth, over the test file (one pass
// or the time bound per size, whichever ends first). Sizes the target's
// direct I/O cannot do (below its alignment) are skipped with a note.
#include "engine/workload.h"
#include "result/sweep_result.h"
#include "run/command.h"
#include "run/pipeline.h"

namespace sm {

struct SweepRequest : CommonRequest {
    std::uint64_t size_bytes = 1024ull * 1024 * 1024;
    std::uint32_t min_block = 512;
    std::uint32_t max_block = 64u << 20;
    unsigned queue_depth = 4;  // ATTO's default
    double seconds = 2;        // per size and direction
    QueueEngine engine = QueueEngine::Auto;

    SM_BENCHMARK_REQUEST(SweepRequest);
    static constexpr CommandText kCommand{
        "sweep", "ATTO-style sweep of block sizes, write then read",
        "ATTO-style block sizes, powers of two; sequential write then read of each size at one queue depth, one "
        "pass or --seconds per size"};
};

// Progress: a phase per size and direction (PhaseKind::SweepBlock). Throws
// Error like run_suite; the folder is gone afterwards.
SweepResult run_sweep(const SweepRequest& request, const RunEnv& env);

}  // namespace sm
