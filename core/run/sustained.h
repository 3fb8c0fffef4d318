#pragma once
// Sustained write (docs/methodology.md §13): sequential incompressible
// writes of one block size at one queue depth into one test file until an
// amount is written (by default 85 % of the free space, always leaving
// 2 GiB free), sampled every sample_ms, then one flush inside the timed
// total. The verdict on the drive's write cache comes from the samples
// (result/sustained_result.h). A full disk ends it early: the samples so far
// are recorded as a partial result and PartialResult is thrown.
#include "result/sustained_result.h"
#include "run/command.h"
#include "run/pipeline.h"

namespace sm {

inline constexpr std::uint64_t kSustainedReserve = 2ull << 30;  // never leave less than this free

struct SustainedRequest : CommonRequest {
    std::uint64_t amount_bytes = 0;  // 0: amount_percent of the free space
    double amount_percent = 85;
    std::uint64_t block_bytes = 1ull << 20;
    unsigned queue_depth = 1;
    unsigned sample_ms = 500;
    // --rest: cache recovery, the rests in seconds (§13, "Cache recovery").
    std::vector<double> rest_s;

    // plan(): the file is the amount, not preallocated, not filled.
    SM_BENCHMARK_REQUEST(SustainedRequest);
    static constexpr CommandText kCommand{
        "sustained", "write sequentially until the drive's write cache is full: speed over GiB written",
        "sequential incompressible writes into one test file until --amount is written (default 85 % of the free "
        "space, always leaving 2 GiB free), sampled every --sample-ms, with one flush at the end; reports whether a "
        "write cache (SLC cache) was found, its size, the mean speed before and after it, the slowest second and the "
        "drive's temperature"};
};

// The amount a request writes given the free space: whole blocks, leaving at
// least kSustainedReserve free. Error(NoSpace) when that leaves too little.
std::uint64_t sustained_amount(const SustainedRequest& req, std::uint64_t free_bytes);

// --rest's list: "30s,2m,10m" in seconds; Error(InvalidInput) for a bad item,
// none, or more than kMaxRests.
std::vector<double> parse_rests(const std::string& text);

// Progress: PhaseKind::SustainedWrite, a PhaseProgress per sample with the
// interval (`interval`), `done_bytes` and `eta_s`. Throws Error like
// run_suite, and PartialResult (NoSpace) after recording a partial result.
SustainedResult run_sustained(const SustainedRequest& req, const RunEnv& env);

}  // namespace sm
