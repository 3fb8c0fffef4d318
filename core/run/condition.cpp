#include "run/condition.h"

#include "data/pattern.h"
#include "io/direct_file.h"
#include "util/error.h"
#include "util/limits.h"
#include "util/units.h"

#include <chrono>
#include <cmath>
#include <fmt/format.h>

namespace sm {

std::uint64_t condition_file_size(const ConditionRequest& req, std::uint64_t free_bytes)
{
    if (free_bytes <= kConditionReserve + kMinTestSize)
        throw Error(ErrorKind::NoSpace,
                    fmt::format("Conditioning leaves at least {} free, and only {} is free. Free some space first.",
                                format_bytes(kConditionReserve), format_bytes(free_bytes)));
    const std::uint64_t cap = free_bytes - kConditionReserve;
    std::uint64_t size = req.size_bytes;
    if (!size)
        size = static_cast<std::uint64_t>(static_cast<double>(free_bytes) * req.size_percent / 100.0);
    if (size > cap)
        throw Error(ErrorKind::NoSpace,
                    fmt::format("A {} conditioning file would leave less than {} free ({} is free). Choose at most {}.",
                                format_bytes(size), format_bytes(kConditionReserve), format_bytes(free_bytes),
                                format_bytes(cap / MiB * MiB)));
    size = size / MiB * MiB;
    if (size < kMinTestSize)
        throw Error(ErrorKind::InvalidInput, "The conditioning file must be at least 16MiB.");
    return size;
}

void ConditionRequest::validate() const
{
    if ((seconds > 0) == (written_bytes > 0))
        throw Error(ErrorKind::InvalidInput,
                    "Conditioning needs exactly one of a duration (--minutes) or an amount to write (--written).");
    if (seconds > kMaxRunSeconds)
        throw Error(ErrorKind::InvalidInput, "Conditioning runs for at most 7 days.");
    if (!size_bytes && !(size_percent > 0 && size_percent <= 100))
        throw Error(ErrorKind::InvalidInput, "The conditioning size in percent must be more than 0 and at most 100.");
}

int ConditionRequest::phase_count() const { return sequential_fill ? 2 : 1; }

AreaPlan ConditionRequest::plan(std::uint64_t free_bytes) const
{
    AreaPlan p;
    p.file_bytes = condition_file_size(*this, free_bytes);
    p.fill = false;  // the optional sequential fill is a timed phase of its own
    // Windows without SE_MANAGE_VOLUME_NAME (docs/methodology.md §29): one
    // random write far into a fresh file would zero-fill all before it
    // inside a single timed request, so the file is written once first.
    p.unprepared = WhenUnprepared::WriteFirst;
    return p;
}

namespace {

PhaseRef condition_phase(PhaseKind kind, int step)
{
    PhaseRef p;
    p.kind = kind;
    p.write = true;
    p.step = step;
    return p;
}

// The random writes in chunks of about a second, each reported as an
// interval with the ETA; one flush at the end, inside the timed total.
void condition_writes(const ConditionRequest& req, Bench& bench, ConditionResult& r)
{
    using Clock = std::chrono::steady_clock;
    ProgressEvent ev;
    ev.phase = condition_phase(PhaseKind::Conditioning, req.sequential_fill ? 1 : 0);
    ev.kind = ProgressEvent::Kind::PhaseStarted;
    bench.report(ev);
    const auto t0 = Clock::now();
    r.writes_start_s = bench.elapsed_s();
    for (std::uint64_t chunk = 0;; ++chunk) {
        const double elapsed = std::chrono::duration<double>(Clock::now() - t0).count();
        const double time_left = req.seconds > 0 ? req.seconds - elapsed : 1e18;
        if (time_left < 0.01 || (req.written_bytes && r.written_bytes >= req.written_bytes))
            break;
        Workload w = bench.workload(Direction::Write, kConditionBlock, true, 0x9e37 + chunk);
        w.flush_at_end = false;  // one flush at the end
        w.max_seconds = std::min(1.0, std::max(time_left, 0.2));
        w.max_bytes = req.written_bytes ? req.written_bytes - r.written_bytes : 0;
        const Measurement m = bench.measure_quiet(w, ev.phase);
        r.written_bytes += m.bytes;
        const double t = std::chrono::duration<double>(Clock::now() - t0).count();
        r.samples.push_back({t, m.mib_s()});
        const double f = req.seconds > 0
            ? t / req.seconds
            : static_cast<double>(r.written_bytes) / static_cast<double>(req.written_bytes);
        ProgressEvent p = ev;
        p.kind = ProgressEvent::Kind::PhaseProgress;
        p.fraction = std::min(f, 1.0);
        p.done_bytes = r.written_bytes;
        p.eta_s = f > 0 ? t / std::min(f, 1.0) - t : 0;
        p.interval = m;  // this second, for a live chart
        bench.report(p);
    }
    if (const int rc = bench.file().file.flush(); rc < 0)
        throw Error(ErrorKind::Io,
                    fmt::format("Flushing the conditioning file '{}' failed: {}.", bench.file().file.path().string(),
                                errno_text(-rc)));
    r.seconds = std::chrono::duration<double>(Clock::now() - t0).count();
    ev.kind = ProgressEvent::Kind::PhaseFinished;
    ev.fraction = 1;
    Measurement m;
    m.bytes = r.written_bytes;
    m.ios = r.written_bytes / kConditionBlock;
    m.elapsed_s = r.seconds;
    m.block_bytes = kConditionBlock;
    ev.result = m;
    bench.report(ev);
}

}  // namespace

ConditionResult run_condition(const ConditionRequest& req, const RunEnv& env)
{
    return run_benchmark<ConditionResult>(req, env, [&](Bench& bench, ConditionResult& r) {
        r.size_bytes = bench.file().bytes;
        if (req.sequential_fill) {
            Workload fill = bench.workload(Direction::Write, kFillBlock, false, 0xf111);
            fill.max_bytes = r.size_bytes;
            r.fill_seconds = bench.measure(fill, condition_phase(PhaseKind::ConditionFill, 0)).elapsed_s;
        }
        condition_writes(req, bench, r);
        if (req.keep) {
            r.kept_folder = bench.keep_folder();
            r.kept = true;
        }
    });
}

std::vector<Option<ConditionRequest>> ConditionRequest::options()
{
    auto o = common_options<R>(false);
    o.push_back(
        {{"--size", "SIZE|PCT%", "file size, or a share of the free space", "50%"}, [](R& r, const std::string& v) {
             if (!v.empty() && v.back() == '%') {
                 r.size_percent = parse_number(v.substr(0, v.size() - 1), "size percent");
                 if (!(r.size_percent > 0 && r.size_percent <= 100))
                     throw Error(ErrorKind::InvalidInput, "--size in percent must be more than 0 and at most 100%");
             } else {
                 r.size_bytes = parse_size(v);
             }
         }});
    o.push_back({{"--minutes", "N", "how long to write (give this or --written)", ""}, [](R& r, const std::string& v) {
                     r.seconds = parse_number(v, "minutes value") * 60;
                     if (!(r.seconds > 0) || r.seconds > kMaxRunSeconds)
                         throw Error(ErrorKind::InvalidInput, "--minutes must be more than 0 and at most 7 days");
                 }});
    o.push_back({{"--written", "SIZE", "how much to write (give this or --minutes)", ""},
                 [](R& r, const std::string& v) { r.written_bytes = parse_size(v); }});
    o.push_back(flag_option<R>("--prefill", &R::sequential_fill,
                               "one sequential pass over the file first (this was --fill before --fill filled the "
                               "volume)"));
    o.push_back(flag_option<R>("--keep", &R::keep, "keep the file until the next 'run' on DIR ends"));
    return o;
}

}  // namespace sm
