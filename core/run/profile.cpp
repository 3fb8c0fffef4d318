#include "run/profile.h"

#include "util/limits.h"
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
        p.mix.sizes = {{512, 10},  {1 * K, 5},  {2 * K, 5},  {4 * K, 60},
                       {8 * K, 2}, {16 * K, 4}, {32 * K, 4}, {64 * K, 10}};
    } else if (name == "webserver") {
        p.mix.read_percent = 100;
        p.mix.sizes = {{512, 22},   {1 * K, 15}, {2 * K, 8},  {4 * K, 23},  {8 * K, 15},
                       {16 * K, 2}, {32 * K, 6}, {64 * K, 7}, {128 * K, 1}, {512 * K, 1}};
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

std::vector<unsigned> parse_queue_depths(const std::string& list)
{
    std::vector<unsigned> out;
    for (const std::string& item : split_list(list))
        out.push_back(static_cast<unsigned>(parse_int(item, 1, kMaxQueueDepth, "queue depth")));
    return out;
}

void ProfileRequest::validate() const
{
    (void)workload_profile(profile);
    if (size_bytes < kMinTestSize)
        throw Error(ErrorKind::InvalidInput,
                    fmt::format("The test size {} is too small: use at least 16MiB.", format_bytes(size_bytes)));
    if (queue_depths.empty())
        throw Error(ErrorKind::InvalidInput, "The queue-depth ramp is empty.");
    for (unsigned qd : queue_depths)
        if (qd < 1 || qd > kMaxQueueDepth)
            throw Error(ErrorKind::InvalidInput, fmt::format("Queue depths must be from 1 to {}.", kMaxQueueDepth));
    if (threads < 1 || threads > kMaxToolThreads)
        throw Error(ErrorKind::InvalidInput, fmt::format("The thread count must be from 1 to {}.", kMaxToolThreads));
    if (!(seconds > 0) || seconds > kMaxPassSeconds)
        throw Error(ErrorKind::InvalidInput, "The seconds per step must be more than 0 and at most 3600.");
}

int ProfileRequest::phase_count() const { return static_cast<int>(queue_depths.size()); }

AreaPlan ProfileRequest::plan(std::uint64_t) const
{
    AreaPlan p;
    p.file_bytes = size_bytes / kSizeGranularity * kSizeGranularity;
    return p;
}

ProfileResult run_profile(const ProfileRequest& req, const RunEnv& env)
{
    return run_benchmark<ProfileResult>(req, env, [&](Bench& bench, ProfileResult& r) {
        WorkloadProfile profile = workload_profile(req.profile);
        r.threads = req.threads;
        r.seconds = req.seconds;
        r.size_bytes = bench.file().bytes;
        r.notes = align_profile_sizes(profile.mix, std::max<std::uint32_t>(bench.file().offset_alignment, 512));
        r.profile = profile;
        for (std::size_t i = 0; i < req.queue_depths.size(); ++i) {
            Workload w = bench.workload(Direction::Read, profile.mix.largest(4096), true, i + 1);
            w.mix = profile.mix;
            w.threads = req.threads;
            w.queue_depth = req.queue_depths[i];
            w.queue_engine = req.engine;
            w.max_seconds = req.seconds;
            PhaseRef phase;
            phase.kind = PhaseKind::ProfileStep;
            phase.name = profile.name;
            phase.value = w.queue_depth;
            phase.step = static_cast<int>(i);
            phase.steps = static_cast<int>(req.queue_depths.size());
            ProfileStep step;
            step.queue_depth = w.queue_depth;
            step.m = bench.measure(w, phase);
            r.steps.push_back(step);
        }
        r.engine = bench.engines();
    });
}

std::vector<Option<ProfileRequest>> ProfileRequest::options()
{
    auto o = common_options<R>();
    o.push_back({{"--profile", "NAME",
                  "database (8K, 67% read, random), fileserver (80% read, 512B-64K mix), webserver (100% read, "
                  "512B-512K mix), workstation (8K, 80% read, 80% random)",
                  "database"},
                 [](R& r, const std::string& v) {
                     (void)workload_profile(v);
                     r.profile = v;
                 }});
    o.push_back({{"--qd", "LIST", "queue depths of the ramp", "1,2,4,8,16,32,64"},
                 [](R& r, const std::string& v) { r.queue_depths = parse_queue_depths(v); }});
    o.push_back(count_option<R>("--threads", "N", &R::threads, 1, kMaxToolThreads, "thread count",
                                "threads, each with the step's queue depth"));
    o.push_back(seconds_option<R>("--seconds", &R::seconds, "time bound of each step"));
    o.push_back(size_option<R>("--size", &R::size_bytes, 0, "test file size"));
    o.push_back(engine_option<R>());
    return o;
}

}  // namespace sm
