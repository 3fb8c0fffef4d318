#include "run/profile.h"

#include "result/json_fields.h"
#include "run/phase.h"
#include "run/runner.h"
#include "util/error.h"
#include "util/units.h"

#include <algorithm>
#include <chrono>
#include <fmt/format.h>
#include <map>

namespace sm {

const std::vector<std::string>& workload_profile_names()
{
    static const std::vector<std::string> names = {"database", "fileserver", "webserver", "workstation"};
    return names;
}

WorkloadProfile workload_profile(const std::string& name)
{
    WorkloadProfile p;
    p.name = name;
    constexpr std::uint32_t K = 1024;
    if (name == "database") {
        p.mix.read_percent = 67;
        p.mix.sizes = {{8 * K, 100}};
    } else if (name == "fileserver") {
        p.mix.read_percent = 80;
        p.mix.sizes = {{512, 10}, {1 * K, 5}, {2 * K, 5}, {4 * K, 60}, {8 * K, 2}, {16 * K, 4}, {32 * K, 4}, {64 * K, 10}};
    } else if (name == "webserver") {
        p.mix.read_percent = 100;
        p.mix.sizes = {{512, 22},    {1 * K, 15},  {2 * K, 8},  {4 * K, 23},   {8 * K, 15},
                       {16 * K, 2},  {32 * K, 6},  {64 * K, 7}, {128 * K, 1}, {512 * K, 1}};
    } else if (name == "workstation") {
        p.mix.read_percent = 80;
        p.mix.random_percent = 80;
        p.mix.sizes = {{8 * K, 100}};
    } else {
        throw Error(ErrorKind::InvalidInput,
                    fmt::format("unknown profile '{}': use database, fileserver, webserver or workstation", name));
    }
    return p;
}

std::vector<std::string> align_profile_sizes(Mix& mix, std::uint32_t align)
{
    std::vector<std::string> notes;
    std::map<std::uint32_t, unsigned> merged;
    for (const SizeShare& s : mix.sizes) {
        std::uint32_t b = s.bytes;
        if (b % align != 0) {
            const std::uint32_t up = (b + align - 1) / align * align;
            notes.push_back(fmt::format("{} requests ({} %) run as {}: the target's direct I/O needs {}-byte "
                                        "alignment",
                                        format_bytes(b), s.percent, format_bytes(up), align));
            b = up;
        }
        merged[b] += s.percent;
    }
    mix.sizes.clear();
    for (const auto& [b, pct] : merged)
        mix.sizes.push_back({b, pct});
    mix.offset_align = align;
    return notes;
}

ProfileResult run_profile(const ProfileRequest& req, const CancelToken& cancel, const ProgressFn& progress)
{
    const auto run_start = std::chrono::steady_clock::now();
    WorkloadProfile profile = workload_profile(req.profile);
    if (req.size_bytes < kMinTestSize)
        throw Error(ErrorKind::InvalidInput,
                    fmt::format("The test size {} is too small: use at least 16MiB.", format_bytes(req.size_bytes)));
    if (req.queue_depths.empty())
        throw Error(ErrorKind::InvalidInput, "The queue-depth ramp is empty.");
    for (unsigned qd : req.queue_depths)
        if (qd < 1 || qd > 256)
            throw Error(ErrorKind::InvalidInput, "Queue depths must be from 1 to 256.");
    if (req.threads < 1 || req.threads > 64)
        throw Error(ErrorKind::InvalidInput, "The thread count must be from 1 to 64.");
    if (!(req.seconds > 0) || req.seconds > 3600)
        throw Error(ErrorKind::InvalidInput, "The seconds per step must be more than 0 and at most 3600.");

    ProfileResult r;
    r.app_version = req.app_version;
    r.started_at = iso8601_now();
    std::error_code ec;
    const std::filesystem::path target = std::filesystem::absolute(req.target, ec);
    r.target = target.string();
    r.threads = req.threads;
    r.seconds = req.seconds;
    r.size_bytes = req.size_bytes / (16ull << 20) * (16ull << 20);

    TestFile test = open_test_file(target, r.size_bytes, req.allow_buffered, req.app_version, progress);
    r.buffered = test.buffered;
    r.device = query_device_info(target);
    r.notes = align_profile_sizes(profile.mix, std::max<std::uint32_t>(test.offset_alignment, 512));
    r.profile = profile;
    const std::uint64_t seed = fresh_seed();
    fill_test_file(test, r.size_bytes, seed, cancel, progress, run_start);

    EngineNames engines;
    for (std::size_t i = 0; i < req.queue_depths.size(); ++i) {
        Workload w;
        w.mix = profile.mix;
        w.block_bytes = profile.mix.largest(4096);
        w.threads = req.threads;
        w.queue_depth = req.queue_depths[i];
        w.queue_engine = req.engine;
        w.span_end = r.size_bytes;
        w.max_seconds = req.seconds;
        w.alignment = test.memory_alignment;
        w.seed = seed + (i + 1) * 0x1000193ULL;
        ProgressEvent ev;
        ev.step = static_cast<int>(i);
        ev.text = fmt::format("{} QD {}", profile.name, w.queue_depth);
        const char* used = nullptr;
        ProfileStep step;
        step.queue_depth = w.queue_depth;
        step.m = measure_reported_phase(test.file, w, ev, "the " + ev.text + " step", cancel, progress, run_start, &used);
        engines.add(w.queue_depth, used);
        r.steps.push_back(step);
    }
    r.engine = engines.text();
    report_status(progress, "Removing the test folder");
    test.remove();
    return r;
}

std::string to_json_text(const ProfileResult& r)
{
    Json j = Json::object();
    write_header(j, ProfileResult::kSchema, {r.app_version, r.started_at, r.target});
    Json s = Json::object();
    s["profile"] = r.profile.name;
    s["read_percent"] = r.profile.mix.read_percent;
    s["random_percent"] = r.profile.mix.random_percent;
    Json sizes = Json::array();
    for (const SizeShare& z : r.profile.mix.sizes) {
        Json o = Json::object();
        o["bytes"] = z.bytes;
        o["percent"] = z.percent;
        sizes.push_back(o);
    }
    s["sizes"] = sizes;
    s["threads"] = r.threads;
    s["seconds"] = r.seconds;
    s["size_bytes"] = r.size_bytes;
    s["engine"] = r.engine;
    j["settings"] = s;
    Json notes = Json::array();
    for (const std::string& n : r.notes)
        notes.push_back(n);
    j["notes"] = notes;
    j["units"] = "mb_s: decimal MB/s = 10^6 bytes/s";
    j["device"] = device_to_json(r.device);
    Json steps = Json::array();
    for (const ProfileStep& st : r.steps) {
        Json o = measurement_to_json(st.m);
        o["queue_depth"] = st.queue_depth;
        o["mb_s"] = st.mb_s();
        steps.push_back(o);
    }
    j["steps"] = steps;
    j["flags"] = flags_json(r.buffered);
    return j.dump(2) + "\n";
}

std::string csv_report(const ProfileResult& r)
{
    std::string out = "profile,queue_depth,threads,iops,mb_s,mean_us,p99_us,ios,elapsed_s\n";
    for (const ProfileStep& st : r.steps)
        out += fmt::format("{},{},{},{:.1f},{:.3f},{:.2f},{:.2f},{},{:.6f}\n", r.profile.name, st.queue_depth,
                           r.threads, st.m.iops(), st.mb_s(), st.m.latency.mean_us, st.m.latency.p99_us, st.m.ios,
                           st.m.elapsed_s);
    return out;
}

std::string console_table(const ProfileResult& r)
{
    std::string sizes;
    for (const SizeShare& z : r.profile.mix.sizes)
        sizes += fmt::format("{}{} {}%", sizes.empty() ? "" : ", ", format_bytes(z.bytes), z.percent);
    std::string out = fmt::format("SolidMark {}  {}  {}\n", r.app_version, r.target, r.started_at);
    out += fmt::format("Profile {}: {} % read, {} % random, sizes {}; {} thread{}, {:g} s per step, test size {}, "
                       "queue engine {}{}\n",
                       r.profile.name, r.profile.mix.read_percent, r.profile.mix.random_percent, sizes, r.threads,
                       r.threads == 1 ? "" : "s", r.seconds, format_bytes(r.size_bytes), r.engine,
                       r.buffered ? "  [BUFFERED: cached, not comparable]" : "");
    for (const std::string& n : r.notes)
        out += "Note: " + n + "\n";
    out += fmt::format("\n{:>6}{:>12}{:>12}{:>12}{:>12}\n", "QD", "IOPS", "MB/s", "mean us", "p99 us");
    for (const ProfileStep& st : r.steps)
        out += fmt::format("{:>6}{:>12.0f}{:>12.2f}{:>12.1f}{:>12.1f}\n", st.queue_depth, st.m.iops(), st.mb_s(),
                           st.m.latency.mean_us, st.m.latency.p99_us);
    out += "\nMB/s = 10^6 bytes/s. Latency: per request, from queueing to completion.\n";
    return out;
}

}  // namespace sm
