#include "run/condition.h"

#include "data/pattern.h"
#include "io/direct_file.h"
#include "result/json_fields.h"
#include "result/run_result.h"
#include "run/phase.h"
#include "run/runner.h"
#include "util/error.h"
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
    if (!size) {
        if (!(req.size_percent > 0 && req.size_percent <= 100))
            throw Error(ErrorKind::InvalidInput, "The conditioning size in percent must be more than 0 and at most 100.");
        size = static_cast<std::uint64_t>(static_cast<double>(free_bytes) * req.size_percent / 100.0);
    }
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

ConditionResult run_condition(const ConditionRequest& req, const CancelToken& cancel, const ProgressFn& progress)
{
    using Clock = std::chrono::steady_clock;
    const auto run_start = Clock::now();
    if ((req.seconds > 0) == (req.written_bytes > 0))
        throw Error(ErrorKind::InvalidInput, "Conditioning needs either a duration or an amount to write (not both).");
    if (req.seconds > 7 * 86400)
        throw Error(ErrorKind::InvalidInput, "Conditioning runs for at most 7 days.");
    ConditionResult r;
    r.app_version = req.app_version;
    r.started_at = iso8601_now();
    std::error_code ec;
    const std::filesystem::path target = std::filesystem::absolute(req.target, ec);
    r.target = target.string();
    check_target_folder(target);
    r.size_bytes = condition_file_size(req, free_space_bytes(target));

    TestFile tf = open_test_file(target, r.size_bytes, false, req.app_version, progress);
    r.device = query_device_info(target);
    const std::uint64_t seed = fresh_seed();

    Workload base;
    base.direction = Direction::Write;
    base.alignment = tf.memory_alignment;
    base.span_end = r.size_bytes;
    base.data = DataSpec{};  // incompressible
    if (req.sequential_fill) {
        Workload fill = base;
        fill.block_bytes = 16u * 1024 * 1024;
        fill.random = false;
        fill.max_bytes = r.size_bytes;
        fill.seed = seed ^ 0xf111;
        ProgressEvent ev;
        ev.step = 0;
        ev.text = "Sequential fill";
        r.fill_seconds = measure_reported_phase(tf.file, fill, ev, ev.text, cancel, progress, run_start).elapsed_s;
    }

    ProgressEvent ev;
    ev.step = req.sequential_fill ? 1 : 0;
    ev.text = "Conditioning";
    const auto since_start = [&] { return std::chrono::duration<double>(Clock::now() - run_start).count(); };
    if (progress) {
        ev.kind = ProgressEvent::Kind::PhaseStarted;
        ev.run_elapsed_s = since_start();
        progress(ev);
    }
    const auto t0 = Clock::now();
    for (std::uint64_t chunk = 0;; ++chunk) {
        const double elapsed = std::chrono::duration<double>(Clock::now() - t0).count();
        double time_left = req.seconds > 0 ? req.seconds - elapsed : 1e18;
        if (time_left < 0.01 || (req.written_bytes && r.written_bytes >= req.written_bytes))
            break;
        Workload w = base;
        w.block_bytes = kConditionBlock;
        w.random = true;
        w.flush_at_end = false;  // one flush at the end
        w.max_seconds = std::min(1.0, std::max(time_left, 0.2));
        w.max_bytes = req.written_bytes ? req.written_bytes - r.written_bytes : 0;
        w.seed = seed + chunk * 0x9e3779b97f4a7c15ULL;
        const Measurement m = measure_phase(tf.file, w, "conditioning", cancel);
        r.written_bytes += m.bytes;
        const double t = std::chrono::duration<double>(Clock::now() - t0).count();
        r.samples.push_back({t, m.mib_s()});
        if (progress) {
            const double f = req.seconds > 0 ? t / req.seconds
                                             : static_cast<double>(r.written_bytes) / static_cast<double>(req.written_bytes);
            const double eta = f > 0 ? t / std::min(f, 1.0) - t : 0;
            ProgressEvent p = ev;
            p.kind = ProgressEvent::Kind::PhaseProgress;
            p.fraction = std::min(f, 1.0);
            p.run_elapsed_s = since_start();
            p.result = m;  // this interval, for a live chart
            p.text = fmt::format("Conditioning {} MB/s, {} written, ETA {:02}:{:02}", format_mib_s(m.mib_s()),
                                 format_bytes(r.written_bytes), static_cast<int>(eta) / 60, static_cast<int>(eta) % 60);
            progress(p);
        }
    }
    if (const int rc = tf.file.flush(); rc < 0)
        throw Error(ErrorKind::Io, fmt::format("Flushing the conditioning file '{}' failed: {}.",
                                               tf.file.path().string(), errno_text(-rc)));
    r.seconds = std::chrono::duration<double>(Clock::now() - t0).count();
    if (progress) {
        ev.kind = ProgressEvent::Kind::PhaseFinished;
        ev.fraction = 1;
        ev.run_elapsed_s = since_start();
        Measurement m;
        m.bytes = r.written_bytes;
        m.ios = r.written_bytes / kConditionBlock;
        m.elapsed_s = r.seconds;
        m.block_bytes = kConditionBlock;
        ev.result = m;
        progress(ev);
    }
    if (req.keep) {
        tf.file.close();
        r.kept_folder = tf.area->folder().string();
        tf.area->keep();
        r.kept = true;
    } else {
        report_status(progress, "Removing the conditioning file");
        tf.remove();
    }
    return r;
}

std::string to_json_text(const ConditionResult& r)
{
    Json j = Json::object();
    write_header(j, ConditionResult::kSchema, {r.app_version, r.started_at, r.target});
    j["device"] = device_to_json(r.device);
    j["size_bytes"] = r.size_bytes;
    j["block_bytes"] = kConditionBlock;
    j["written_bytes"] = r.written_bytes;
    j["seconds"] = r.seconds;
    j["fill_seconds"] = r.fill_seconds;
    j["mib_s"] = r.mib_s();
    j["kept"] = r.kept;
    Json samples = Json::array();
    for (const ConditionSample& s : r.samples) {
        Json o = Json::array();
        o.push_back(std::round(s.t_s * 1000) / 1000);
        o.push_back(std::round(s.mib_s * 100) / 100);
        samples.push_back(o);
    }
    j["samples_t_s_mib_s"] = samples;
    return j.dump(2) + "\n";
}

std::string console_table(const ConditionResult& r)
{
    std::string out = fmt::format("Conditioned '{}': {} file, {} of random 128 KiB writes in {:.1f} s = {} MB/s{}\n",
                                  r.target, format_bytes(r.size_bytes), format_bytes(r.written_bytes), r.seconds,
                                  format_mib_s(r.mib_s()),
                                  r.fill_seconds > 0 ? fmt::format(" (after a {:.1f} s sequential fill)", r.fill_seconds)
                                                     : std::string());
    if (!r.samples.empty()) {
        double lo = r.samples.front().mib_s, hi = lo;
        for (const auto& s : r.samples)
            lo = std::min(lo, s.mib_s), hi = std::max(hi, s.mib_s);
        out += fmt::format("MB/s per second: first {}, last {}, min {}, max {} ({} samples)\n",
                           format_mib_s(r.samples.front().mib_s), format_mib_s(r.samples.back().mib_s),
                           format_mib_s(lo), format_mib_s(hi), r.samples.size());
    }
    if (r.kept)
        out += fmt::format("The file is kept in {} until the next run on this target ends.\n", r.kept_folder);
    return out;
}

}  // namespace sm
