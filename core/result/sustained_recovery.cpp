// The cache recovery of a sustained write (docs/methodology.md §13, "Cache
// recovery"): the samples' JSON, shared by the first write and every rest,
// the `recovery` object of solidmark.sustained/2 and its table.
#include "result/sustained_result.h"

#include "util/error.h"
#include "util/units.h"

#include <cmath>
#include <fmt/format.h>

namespace sm {
namespace {

constexpr double kGiB = 1073741824.0;

std::string gib(std::uint64_t bytes) { return fmt::format("{:.3f}", static_cast<double>(bytes) / kGiB); }

}  // namespace

std::string rest_label(double seconds)
{
    if (seconds >= 3600 && std::fmod(seconds, 3600) == 0)
        return fmt::format("{:g} h", seconds / 3600);
    if (seconds >= 60 && std::fmod(seconds, 60) == 0)
        return fmt::format("{:g} min", seconds / 60);
    return fmt::format("{:g} s", seconds);
}

Json samples_to_json(const std::vector<SustainedSample>& samples)
{
    return json_list(samples, [](const SustainedSample& s) -> Json {
        return {{"t_s", s.t_s},
                {"written_bytes", s.written_bytes},
                {"mib_s", s.mib_s},
                {"temperature_c", opt_num(s.temperature_c)}};
    });
}

std::vector<SustainedSample> samples_from_json(const Json& j, std::string_view key, std::string_view where)
{
    const std::string list_place = path_of(where, key);
    const Json& a = as_array(at(j, key, where), list_place);
    std::vector<SustainedSample> out;
    out.reserve(a.size());
    for (std::size_t i = 0; i < a.size(); ++i) {
        const std::string place = fmt::format("{}[{}]", list_place, i);
        const Json& o = as_object(a[i], place);
        SustainedSample x;
        x.t_s = num(o, "t_s", place, 0, 1e8);
        x.written_bytes = whole(o, "written_bytes", place);
        x.mib_s = num(o, "mib_s", place, 0, 1e9);
        if (const Json* t = find(o, "temperature_c"); t && !t->is_null())
            x.temperature_c = num(o, "temperature_c", place, -273.15, 1000);
        if (!out.empty() && (x.t_s < out.back().t_s || x.written_bytes < out.back().written_bytes))
            throw Error(ErrorKind::Malformed, fmt::format("'{}' goes back in time or in bytes", place));
        out.push_back(x);
    }
    return out;
}

Json recovery_to_json(const SustainedResult& r)
{
    if (r.rests_asked_s.empty())
        return Json();
    const CacheVerdict c = r.cache();
    Json rests = json_list(r.rests, [&r](const RecoveryRest& rest) -> Json {
        const RecoveryVerdict v = r.recovery(rest);
        return {{"rest_s", rest.rest_s},
                {"idle_s", rest.idle_s},
                {"recovered_bytes", v.recovered_bytes},
                {"fell", v.fell},
                {"fast_s", opt_num(v.fall_t_s)},
                {"cache_mib_s", opt_num(v.cache_mib_s)},
                {"after_mib_s", opt_num(v.after_mib_s)},
                {"written_bytes", rest.written_bytes},
                {"seconds", rest.seconds},
                {"samples", samples_to_json(rest.samples)}};
    });
    return {{"reason", opt_str(r.recovery_reason)},
            {"cache_bytes", opt_num(c.bytes)},
            {"cache_mib_s", c.detected ? Json(c.initial_mib_s) : Json()},
            {"after_mib_s", opt_num(c.after_mib_s)},
            {"rests", rests}};
}

void recovery_from_json(const Json& j, SustainedResult& r)
{
    r.rests_asked_s.clear();
    r.rests.clear();
    r.recovery_reason.clear();
    const Json& settings = at(j, "settings", "");
    if (const Json* asked = find(settings, "rests_s"); asked && !asked->is_null()) {
        const Json& a = as_array(*asked, "settings.rests_s");
        for (std::size_t i = 0; i < a.size(); ++i) {
            const std::string place = fmt::format("settings.rests_s[{}]", i);
            const double v = as_number(a[i], place);
            if (!(v > 0 && v <= 86400))
                throw Error(ErrorKind::Malformed, fmt::format("'{}' is out of range ({})", place, v));
            r.rests_asked_s.push_back(v);
        }
    }
    const Json* rec = find(j, "recovery");
    if (!rec || rec->is_null())
        return;
    as_object(*rec, "recovery");
    r.recovery_reason = str_or_empty(*rec, "reason", "recovery");
    const Json& list = as_array(at(*rec, "rests", "recovery"), "recovery.rests");
    for (std::size_t i = 0; i < list.size(); ++i) {
        const std::string where = fmt::format("recovery.rests[{}]", i);
        const Json& e = as_object(list[i], where);
        RecoveryRest rest;
        rest.rest_s = num(e, "rest_s", where, 0, 86400);
        rest.idle_s = num(e, "idle_s", where, 0, 1e8);
        rest.written_bytes = whole(e, "written_bytes", where);
        rest.seconds = num(e, "seconds", where, 0, 1e8);
        rest.samples = samples_from_json(e, "samples", where);
        // recovered_bytes, fell, fast_s and the speeds are derived from the samples: recomputed, never read.
        r.rests.push_back(std::move(rest));
    }
    if (r.rests.size() > r.rests_asked_s.size())
        throw Error(ErrorKind::Malformed, "'recovery.rests' has more rests than 'settings.rests_s' asked for");
}

std::string recovery_table(const SustainedResult& r)
{
    if (r.rests_asked_s.empty())
        return {};
    std::string out = "\nCache recovery";
    const CacheVerdict c = r.cache();
    if (!r.recovery_reason.empty())
        return out + ": " + r.recovery_reason + "\n";
    out +=
        fmt::format(" (the cache held {} GiB at {} MB/s, then {} MB/s): what each rest brought back\n",
                    gib(c.bytes.value_or(0)), format_mib_s(c.initial_mib_s), format_mib_s(c.after_mib_s.value_or(0)));
    out +=
        fmt::format("{:>10}{:>10}{:>16}{:>14}{:>14}\n", "rest", "idle s", "recovered GiB", "cache MB/s", "then MB/s");
    for (const RecoveryRest& rest : r.rests) {
        const RecoveryVerdict v = r.recovery(rest);
        out += fmt::format("{:>10}{:>10.1f}{:>16}{:>14}{:>14}{}\n", rest_label(rest.rest_s), rest.idle_s,
                           gib(v.recovered_bytes), v.cache_mib_s ? format_mib_s(*v.cache_mib_s) : "-",
                           v.after_mib_s ? format_mib_s(*v.after_mib_s) : "-",
                           v.fell ? "" : "  (did not fall: at least this much)");
    }
    if (r.rests.size() < r.rests_asked_s.size())
        out += fmt::format("{} of {} rests measured: the run ended before the others.\n", r.rests.size(),
                           r.rests_asked_s.size());
    return out;
}

}  // namespace sm
