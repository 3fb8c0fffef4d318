#include "run/steady.h"

#include "result/json_fields.h"
#include "run/phase.h"
#include "run/runner.h"
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

SteadyResult run_steady(const SteadyRequest& req, const CancelToken& cancel, const ProgressFn& progress)
{
    const auto run_start = std::chrono::steady_clock::now();
    if (req.size_bytes < kMinTestSize)
        throw Error(ErrorKind::InvalidInput,
                    fmt::format("The test size {} is too small: use at least 16MiB.", format_bytes(req.size_bytes)));
    if (!(req.round_seconds > 0) || req.round_seconds > 3600 || !(req.max_seconds >= req.round_seconds) ||
        req.max_seconds > 7 * 86400)
        throw Error(ErrorKind::InvalidInput,
                    "Rounds must last more than 0 s and at most an hour, and the cap must be at least one round and "
                    "at most a week.");
    if (req.read_percent > 100)
        throw Error(ErrorKind::InvalidInput, "The read share must be from 0 to 100 %.");
    if (req.criteria.window < 2 || req.criteria.window > 100)
        throw Error(ErrorKind::InvalidInput, "The steady-state window must be 2 to 100 rounds.");

    SteadyResult r;
    r.app_version = req.app_version;
    r.started_at = iso8601_now();
    std::error_code ec;
    const std::filesystem::path target = std::filesystem::absolute(req.target, ec);
    r.target = target.string();
    r.test = req.test;
    r.read_percent = req.read_percent;
    r.round_seconds = req.round_seconds;
    r.max_seconds = req.max_seconds;
    r.criteria = req.criteria;
    r.size_bytes = req.size_bytes / (16ull << 20) * (16ull << 20);

    TestFile test = open_test_file(target, r.size_bytes, req.allow_buffered, req.app_version, progress);
    r.buffered = test.buffered;
    r.device = query_device_info(target);
    if (req.test.block_bytes % test.offset_alignment != 0)
        throw Error(ErrorKind::InvalidInput,
                    fmt::format("{}: the block size is not a multiple of the target's direct-I/O alignment ({} B).",
                                req.test.name, test.offset_alignment));
    const std::uint64_t seed = fresh_seed();
    fill_test_file(test, r.size_bytes, seed, cancel, progress, run_start);

    std::vector<double> iops;
    EngineNames engines;
    double spent = 0;
    for (unsigned round = 0; spent + req.round_seconds <= req.max_seconds + 1e-9; ++round) {
        Workload w;
        w.block_bytes = req.test.block_bytes;
        w.random = req.test.random;
        w.threads = req.test.threads;
        w.queue_depth = req.test.queue_depth;
        w.queue_engine = req.engine;
        w.span_end = r.size_bytes;
        w.max_seconds = req.round_seconds;
        w.alignment = test.memory_alignment;
        w.seed = seed + (round + 1) * 0x1000193ULL;
        if (req.read_percent == 100) {
            w.direction = Direction::Read;
        } else if (req.read_percent == 0) {
            w.direction = Direction::Write;
        } else {
            w.mix.read_percent = req.read_percent;
            w.mix.random_percent = req.test.random ? 100 : 0;
            w.mix.offset_align = std::max<std::uint32_t>(test.offset_alignment, 512);
        }
        ProgressEvent ev;
        ev.step = static_cast<int>(round);
        ev.write = req.read_percent < 100;
        ev.text = fmt::format("round {}", round + 1);
        const char* used = nullptr;
        const Measurement m =
            measure_reported_phase(test.file, w, ev, "steady-state " + ev.text, cancel, progress, run_start, &used);
        engines.add(req.test.queue_depth, used);
        spent += m.elapsed_s;
        r.rounds.push_back(m);
        iops.push_back(m.iops());
        r.check = check_steady(iops, req.criteria);
        if (r.check.reached)
            break;
    }
    r.engine = engines.text();
    report_status(progress, "Removing the test folder");
    test.remove();
    return r;
}

std::string to_json_text(const SteadyResult& r)
{
    Json j = Json::object();
    write_header(j, SteadyResult::kSchema, {r.app_version, r.started_at, r.target});
    Json s = Json::object();
    s["test"] = r.test.name;
    s["read_percent"] = r.read_percent;
    s["round_seconds"] = r.round_seconds;
    s["max_seconds"] = r.max_seconds;
    s["window"] = r.criteria.window;
    s["range"] = r.criteria.range;
    s["slope"] = r.criteria.slope;
    s["size_bytes"] = r.size_bytes;
    s["engine"] = r.engine;
    j["settings"] = s;
    j["device"] = device_to_json(r.device);
    j["steady"] = r.check.reached;
    j["steady_iops"] = r.check.reached ? Json(r.check.mean) : Json();
    j["window_mean_iops"] = r.check.mean;
    j["max_excursion"] = r.check.max_excursion;
    j["slope_change"] = r.check.slope_change;
    Json rounds = Json::array();
    for (const Measurement& m : r.rounds)
        rounds.push_back(measurement_to_json(m));
    j["rounds"] = rounds;
    j["flags"] = flags_json(r.buffered);
    return j.dump(2) + "\n";
}

std::string csv_report(const SteadyResult& r)
{
    std::string out = "round,iops,mib_s,mean_us,p99_us,elapsed_s\n";
    for (std::size_t i = 0; i < r.rounds.size(); ++i) {
        const Measurement& m = r.rounds[i];
        out += fmt::format("{},{:.1f},{:.3f},{:.2f},{:.2f},{:.6f}\n", i + 1, m.iops(), m.mib_s(), m.latency.mean_us,
                           m.latency.p99_us, m.elapsed_s);
    }
    return out;
}

std::string console_table(const SteadyResult& r)
{
    std::string out = fmt::format("SolidMark {}  {}  {}\n", r.app_version, r.target, r.started_at);
    out += fmt::format("Steady state: {} at {} % read, {:g} s rounds, cap {:g} s; steady when the last {} rounds "
                       "stay within ±{:g} % of their mean and their fitted slope within ±{:g} %; queue engine {}{}\n\n",
                       r.test.name, r.read_percent, r.round_seconds, r.max_seconds, r.criteria.window,
                       r.criteria.range * 100, r.criteria.slope * 100, r.engine,
                       r.buffered ? "  [BUFFERED: cached, not comparable]" : "");
    out += fmt::format("{:>6}{:>12}{:>12}{:>12}\n", "Round", "IOPS", "mean us", "p99 us");
    for (std::size_t i = 0; i < r.rounds.size(); ++i)
        out += fmt::format("{:>6}{:>12.0f}{:>12.1f}{:>12.1f}\n", i + 1, r.rounds[i].iops(), r.rounds[i].latency.mean_us,
                           r.rounds[i].latency.p99_us);
    if (r.check.reached)
        out += fmt::format("\nSteady state after {} rounds: {:.0f} IOPS (largest excursion {:.1f} %, slope {:+.1f} %)\n",
                           r.rounds.size(), r.check.mean, r.check.max_excursion * 100, r.check.slope_change * 100);
    else
        out += fmt::format("\nNo steady state within the cap: the last rounds averaged {:.0f} IOPS (largest excursion "
                           "{:.1f} %, slope {:+.1f} %)\n",
                           r.check.mean, r.check.max_excursion * 100, r.check.slope_change * 100);
    return out;
}

}  // namespace sm
