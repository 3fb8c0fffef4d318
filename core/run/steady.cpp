#include "run/steady.h"

#include "run/preset.h"
#include "util/limits.h"
#include "util/error.h"
#include "util/units.h"

#include <algorithm>
#include <chrono>
#include <cmath>
#include <fmt/format.h>

namespace sm {

SteadyCheck check_steady(const std::vector<double>& iops, const SteadyCriteria& c)
{
    SteadyCheck out;
    const std::size_t n = c.window;
    if (n < 2 || iops.size() < n)
        return out;
    const auto first = iops.end() - static_cast<std::ptrdiff_t>(n);
    double sum = 0;
    for (auto it = first; it != iops.end(); ++it)
        sum += *it;
    out.mean = sum / static_cast<double>(n);
    if (out.mean <= 0)
        return out;
    // Least-squares slope over x = 0..n-1.
    const double xm = static_cast<double>(n - 1) / 2;
    double sxy = 0, sxx = 0;
    for (std::size_t i = 0; i < n; ++i) {
        const double v = *(first + static_cast<std::ptrdiff_t>(i));
        out.max_excursion = std::max(out.max_excursion, std::abs(v - out.mean) / out.mean);
        sxy += (static_cast<double>(i) - xm) * (v - out.mean);
        sxx += (static_cast<double>(i) - xm) * (static_cast<double>(i) - xm);
    }
    out.slope_change = sxy / sxx * static_cast<double>(n - 1) / out.mean;
    out.reached = out.max_excursion <= c.range && std::abs(out.slope_change) <= c.slope;
    return out;
}

void SteadyRequest::validate() const
{
    if (size_bytes < kMinTestSize)
        throw Error(ErrorKind::InvalidInput,
                    fmt::format("The test size {} is too small: use at least 16MiB.", format_bytes(size_bytes)));
    if (!(round_seconds > 0) || round_seconds > kMaxPassSeconds || !(max_seconds >= round_seconds) ||
        max_seconds > kMaxRunSeconds)
        throw Error(ErrorKind::InvalidInput,
                    "Rounds must last more than 0 s and at most an hour, and the cap must be at least one round and "
                    "at most a week.");
    if (read_percent > 100)
        throw Error(ErrorKind::InvalidInput, "The read share must be from 0 to 100 %.");
    if (criteria.window < kMinSteadyWindow || criteria.window > kMaxSteadyWindow)
        throw Error(
            ErrorKind::InvalidInput,
            fmt::format("The steady-state window must be {} to {} rounds.", kMinSteadyWindow, kMaxSteadyWindow));
}

AreaPlan SteadyRequest::plan(std::uint64_t) const
{
    AreaPlan p;
    p.file_bytes = size_bytes / kSizeGranularity * kSizeGranularity;
    return p;
}

int SteadyRequest::phase_count() const
{
    return static_cast<int>(std::min(1000.0, std::floor(max_seconds / round_seconds + 1e-9)));
}

namespace {

Workload round_workload(const SteadyRequest& req, const Bench& bench, unsigned round)
{
    Workload w = bench.workload(req.read_percent == 100 ? Direction::Read : Direction::Write, req.test.block_bytes,
                                req.test.random, round + 1);
    w.threads = req.test.threads;
    w.queue_depth = req.test.queue_depth;
    w.queue_engine = req.engine;
    w.max_seconds = req.round_seconds;
    if (req.read_percent > 0 && req.read_percent < 100) {
        w.mix.read_percent = req.read_percent;
        w.mix.random_percent = req.test.random ? 100 : 0;
        w.mix.offset_align = std::max<std::uint32_t>(bench.file().offset_alignment, 512);
    }
    return w;
}

}  // namespace

SteadyResult run_steady(const SteadyRequest& req, const RunEnv& env)
{
    return run_benchmark<SteadyResult>(req, env, [&](Bench& bench, SteadyResult& r) {
        r.test = req.test;
        r.read_percent = req.read_percent;
        r.round_seconds = req.round_seconds;
        r.max_seconds = req.max_seconds;
        r.criteria = req.criteria;
        r.size_bytes = bench.file().bytes;
        check_block_alignment(req.test, bench.file().offset_alignment);
        std::vector<double> iops;
        double spent = 0;
        for (unsigned round = 0; spent + req.round_seconds <= req.max_seconds + 1e-9; ++round) {
            PhaseRef phase;
            phase.kind = PhaseKind::SteadyRound;
            phase.step = static_cast<int>(round);
            phase.write = req.read_percent < 100;
            const Measurement m = bench.measure(round_workload(req, bench, round), phase);
            spent += m.elapsed_s;
            r.rounds.push_back(m);
            iops.push_back(m.iops());
            r.check = check_steady(iops, req.criteria);
            if (r.check.reached)
                break;
        }
        r.engine = bench.engines();
    });
}

std::vector<Option<SteadyRequest>> SteadyRequest::options()
{
    auto o = common_options<R>();
    o.push_back({{"--test", "TEST", "a preset test, e.g. RND4K-Q32T1", "RND4K-Q32T1"},
                 [](R& r, const std::string& v) { r.test = parse_preset_test(v); }});
    o.push_back(count_option<R>("--read-percent", "N", &R::read_percent, 0, 100, "read share",
                                "share of reads, 0 (all writes) to 100"));
    o.push_back(seconds_option<R>("--round-seconds", &R::round_seconds, "length of a round"));
    o.push_back({{"--max-minutes", "N", "cap on all rounds", "30"},
                 [](R& r, const std::string& v) { r.max_seconds = parse_number(v, "number of minutes") * 60; }});
    o.push_back(size_option<R>("--size", &R::size_bytes, 0, "test file size"));
    o.push_back(engine_option<R>());
    return o;
}

}  // namespace sm
