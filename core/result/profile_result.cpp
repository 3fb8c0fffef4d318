#include "result/profile_result.h"

#include "util/error.h"
#include "util/units.h"

#include <algorithm>
#include <fmt/format.h>

namespace sm {

void write_body(const ProfileResult& r, Json& j)
{
    Json sizes = Json::array();
    for (const SizeShare& z : r.profile.mix.sizes)
        sizes.push_back({{"bytes", z.bytes}, {"percent", z.percent}});
    j["settings"] = {{"profile", r.profile.name},
                     {"read_percent", r.profile.mix.read_percent},
                     {"random_percent", r.profile.mix.random_percent},
                     {"sizes", sizes},
                     {"threads", r.threads},
                     {"seconds", r.seconds},
                     {"size_bytes", r.size_bytes},
                     {"engine", r.engine}};
    j["notes"] = r.notes;
    j["units"] = "mb_s: decimal MB/s = 10^6 bytes/s";
    j["device"] = device_to_json(r.device);
    Json steps = Json::array();
    for (const ProfileStep& st : r.steps) {
        Measurement m = st.m;
        m.queue_depth = st.queue_depth;  // one value, in the measurement's place
        Json o = measurement_to_json(m);
        o["queue_depth"] = st.queue_depth;
        o["mb_s"] = st.mb_s();
        steps.push_back(o);
    }
    j["steps"] = steps;
}

void read_body(const Json& j, ProfileResult& r)
{
    const char* w = "settings";
    const Json& s = as_object(at(j, "settings", ""), w);
    r.profile.name = as_string(at(s, "profile", w), "settings.profile");
    r.profile.mix.read_percent = static_cast<unsigned>(whole(s, "read_percent", w, 100));
    r.profile.mix.random_percent = static_cast<unsigned>(whole(s, "random_percent", w, 100));
    r.profile.mix.sizes.clear();
    for (const Json& z : as_array(at(s, "sizes", w), "settings.sizes"))
        r.profile.mix.sizes.push_back({static_cast<std::uint32_t>(whole(z, "bytes", "settings.sizes[]", 1u << 30)),
                                       static_cast<unsigned>(whole(z, "percent", "settings.sizes[]", 100))});
    r.threads = static_cast<unsigned>(whole(s, "threads", w, 4096));
    r.seconds = num(s, "seconds", w, 0, 86400);
    r.size_bytes = whole(s, "size_bytes", w);
    r.engine = str_or_empty(s, "engine", w);
    r.notes = string_list(j, "notes");
    read_list(j, "steps", r.steps, [](const Json& o, const std::string& where) {
        ProfileStep st;
        st.m = measurement_from_json(o, where);
        st.queue_depth = static_cast<unsigned>(whole(o, "queue_depth", where, 4096));
        check_derived(o, "mb_s", where);
        return st;
    });
}

std::string csv_report(const ProfileResult& r)
{
    std::string out = "profile,queue_depth,threads,iops,mb_s,mean_us,p99_us,ios,elapsed_s\n";
    for (const ProfileStep& st : r.steps)
        out +=
            fmt::format("{},{},{},{:.1f},{:.3f},{:.2f},{:.2f},{},{:.6f}\n", r.profile.name, st.queue_depth, r.threads,
                        st.m.iops(), st.mb_s(), st.m.latency.mean_us, st.m.latency.p99_us, st.m.ios, st.m.elapsed_s);
    return out;
}

std::string console_table(const ProfileResult& r)
{
    std::string sizes;
    for (const SizeShare& z : r.profile.mix.sizes)
        sizes += fmt::format("{}{} {}%", sizes.empty() ? "" : ", ", format_bytes(z.bytes), z.percent);
    std::string out = table_header(r);
    out += fmt::format("Profile {}: {} % read, {} % random, sizes {}; {} thread{}, {:g} s per step, test size {}, "
                       "queue engine {}{}\n",
                       r.profile.name, r.profile.mix.read_percent, r.profile.mix.random_percent, sizes, r.threads,
                       r.threads == 1 ? "" : "s", r.seconds, format_bytes(r.size_bytes), r.engine, buffered_note(r));
    for (const std::string& n : r.notes)
        out += "Note: " + n + "\n";
    out += fmt::format("\n{:>6}{:>12}{:>12}{:>12}{:>12}\n", "QD", "IOPS", "MB/s", "mean us", "p99 us");
    for (const ProfileStep& st : r.steps)
        out += fmt::format("{:>6}{:>12.0f}{:>12.2f}{:>12.1f}{:>12.1f}\n", st.queue_depth, st.m.iops(), st.mb_s(),
                           st.m.latency.mean_us, st.m.latency.p99_us);
    out += "\nMB/s = 10^6 bytes/s. Latency: per request, from queueing to completion.\n";
    return out;
}

std::vector<MetricValue> compare_metrics(const ProfileResult& r)
{
    std::vector<MetricValue> out;
    for (const ProfileStep& st : r.steps) {
        const std::string item = fmt::format("{} QD {}", r.profile.name, st.queue_depth);
        out.push_back({item, "IOPS", st.m.iops(), true});
        out.push_back({item, std::string(kDecimalMbSMetric), st.mb_s(), true});
        out.push_back({item, "mean us", st.m.latency.mean_us, false});
        out.push_back({item, "p99 us", st.m.latency.p99_us, false});
    }
    return out;
}

std::vector<HeadlineValue> headline(const ProfileResult& r)
{
    if (r.steps.empty())
        return {};
    const auto best = std::max_element(r.steps.begin(), r.steps.end(), [](const ProfileStep& a, const ProfileStep& b) {
        return a.m.iops() < b.m.iops();
    });
    return {{fmt::format("{} best QD {}", r.profile.name, best->queue_depth), best->m.iops(), "IOPS"}};
}

std::uint64_t history_size(const ProfileResult& r) { return r.size_bytes; }

}  // namespace sm
