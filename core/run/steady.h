#pragma once
// Steady state (SNIA PTS style): one workload repeated in rounds until the
// last `window` rounds' IOPS stay within ±range of their mean and the
// least-squares line through them changes by at most ±slope of the mean
// across the window, or until a time cap. Reports the steady-state IOPS
// (the window's mean) and every round's IOPS.
#include "engine/workload.h"
#include "result/steady_result.h"
#include "run/command.h"
#include "run/pipeline.h"

#include <vector>

namespace sm {

// The criteria on the last `window` values (not reached with fewer).
SteadyCheck check_steady(const std::vector<double>& iops, const SteadyCriteria& c = {});

struct SteadyRequest : CommonRequest {
    std::uint64_t size_bytes = 1024ull * 1024 * 1024;
    PresetTest test = parse_preset_test("RND4K-Q32T1");
    unsigned read_percent = 0;  // 0: all writes (the usual conditioning workload)
    double round_seconds = 10;
    double max_seconds = 1800;  // cap on the rounds in all
    SteadyCriteria criteria;
    QueueEngine engine = QueueEngine::Auto;

    SM_BENCHMARK_REQUEST(SteadyRequest);
    static constexpr CommandText kCommand{
        "steady", "repeat one test in rounds until its IOPS are steady (SNIA-style)",
        "repeats one test in rounds until the last 5 rounds' IOPS stay within ±10 % of their mean and their "
        "fitted slope within ±5 % (SNIA-style steady state), or until the cap; prints IOPS per round and the "
        "steady-state IOPS"};
};

// Progress: a phase per round (PhaseKind::SteadyRound). Throws Error like
// run_suite; the folder is gone afterwards.
SteadyResult run_steady(const SteadyRequest& request, const RunEnv& env);

}  // namespace sm
