#pragma once
// Drive conditioning (docs/methodology.md §8): random 128 KiB incompressible writes over a
// conditioning file for a chosen time or amount, to bring a drive from its
// fresh-out-of-box state to the state it has after long use, before a
// "conditioned" run. Optionally one sequential fill first. The file is
// removed afterwards, or kept (keep) until the next run ends.
#include "result/condition_result.h"
#include "run/command.h"
#include "run/pipeline.h"

namespace sm {

struct ConditionRequest : CommonRequest {
    std::uint64_t size_bytes = 0;  // 0: size_percent of the free space
    double size_percent = 50;
    double seconds = 0;               // stop after this long …
    std::uint64_t written_bytes = 0;  // … or after this much (one of the two, > 0)
    bool sequential_fill = false;
    bool keep = false;

    // plan(): the file is size_bytes, or size_percent of the free space; whole
    // MiB, never leaving less than kConditionReserve. Error(InvalidInput / NoSpace).
    SM_BENCHMARK_REQUEST(ConditionRequest);
    static constexpr CommandText kCommand{
        "condition", "bring a drive to its used state with random 128 KiB writes",
        "random 128 KiB incompressible writes over a conditioning file, for a time or an amount, to bring a "
        "drive to its used state before a run labelled \"conditioned\"; leaves at least 2 GiB free"};
};

// The file size a request asks for, given the free space (plan's rule).
std::uint64_t condition_file_size(const ConditionRequest& req, std::uint64_t free_bytes);

// Progress: PhaseKind::ConditionFill, then PhaseKind::Conditioning whose
// PhaseProgress events carry the last second (`interval`) and `eta_s`.
// Throws Error like run_suite; the folder is gone afterwards unless keep.
ConditionResult run_condition(const ConditionRequest& req, const RunEnv& env);

}  // namespace sm
