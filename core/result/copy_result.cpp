#include "result/copy_result.h"

#include "util/error.h"
#include "util/units.h"

#include <charconv>
#include <fmt/format.h>

namespace sm {

const CopySetResult* CopyResult::find(CopySet s) const noexcept
{
    for (const CopySetResult& c : sets)
        if (c.set == s)
            return &c;
    return nullptr;
}

void write_body(const CopyResult& r, Json& j)
{
    Json list = Json::array();
    for (const CopySetResult& c : r.sets)
        list.push_back(copy_set_key(c.set));
    j["settings"] = {{"scale", r.scale}, {"seed", r.seed}, {"sets", list}, {"cache_eviction", r.cache_eviction}};
    j["device"] = device_to_json(r.device);
    Json sets = Json::object();
    for (const CopySetResult& c : r.sets)
        sets[copy_set_key(c.set)] = {{"mib_s", c.mib_s()},    {"seconds", c.seconds},
                                     {"files", c.files},      {"bytes", c.bytes},
                                     {"folders", c.folders},  {"flush_seconds", c.flush_seconds},
                                     {"verified", c.verified}};
    j["sets"] = sets;
}

namespace {

// A number now; documents written before 0.2 carry it as a string of digits.
std::uint64_t seed_from_json(const Json& s)
{
    const Json& v = at(s, "seed", "settings");
    if (!v.is_string())
        return whole(s, "seed", "settings");
    const std::string& seed = v.get_ref<const std::string&>();
    std::uint64_t out = 0;
    const auto [end, ec] = std::from_chars(seed.data(), seed.data() + seed.size(), out);
    if (ec != std::errc() || end != seed.data() + seed.size() || seed.empty())
        throw Error(ErrorKind::Malformed, fmt::format("'settings.seed' is not a whole number: '{}'", seed));
    return out;
}

}  // namespace

void read_body(const Json& j, CopyResult& r)
{
    const Json& s = as_object(at(j, "settings", ""), "settings");
    r.scale = num(s, "scale", "settings", kMinCopyScale, kMaxCopyScale);
    r.seed = seed_from_json(s);
    r.cache_eviction = str_or_empty(s, "cache_eviction", "settings");
    const Json& sets = as_object(at(j, "sets", ""), "sets");
    r.sets.clear();
    for (CopySet set : kAllCopySets) {
        const Json* o = sm::find(sets, copy_set_key(set));
        if (!o || o->is_null())
            continue;
        const std::string where = std::string("sets.") + copy_set_key(set);
        as_object(*o, where);
        CopySetResult c;
        c.set = set;
        c.seconds = num(*o, "seconds", where, 0, 1e7);
        check_derived(*o, "mib_s", where);
        c.files = whole(*o, "files", where);
        c.bytes = whole(*o, "bytes", where);
        c.folders = opt_whole<std::uint64_t>(*o, "folders", where).value_or(0);
        if (const Json* f = sm::find(*o, "flush_seconds"); f && !f->is_null())
            c.flush_seconds = num(*o, "flush_seconds", where, 0, 1e7);
        c.verified = bool_or(*o, "verified", where, false);
        r.sets.push_back(c);
    }
    if (r.sets.empty())
        throw Error(ErrorKind::Malformed, "'sets' holds none of iso, program, game");
}

std::string console_table(const CopyResult& r)
{
    std::string out = table_header(r);
    out +=
        fmt::format("Copy benchmark: scale {}, seed {}, source evicted by {}\n\n", r.scale, r.seed, r.cache_eviction);
    out += fmt::format("{:<9}{:>16}{:>11}{:>8}{:>13}\n", "", "Speed", "Time", "Files", "Size");
    for (const CopySetResult& c : r.sets)
        out += fmt::format("{:<9}{:>16}{:>11}{:>8}{:>13}{}\n", copy_set_label(c.set), format_mib_s(c.mib_s()) + " MB/s",
                           fmt::format("{:.2f} s", c.seconds), c.files, format_bytes(c.bytes),
                           c.verified ? "  verified" : "");
    return out;
}

std::string csv_report(const CopyResult& r)
{
    std::string out = "set,mib_s,seconds,flush_seconds,files,folders,bytes,verified,scale\n";
    for (const CopySetResult& c : r.sets)
        out += fmt::format("{},{:.2f},{:.3f},{:.3f},{},{},{},{},{}\n", copy_set_key(c.set), c.mib_s(), c.seconds,
                           c.flush_seconds, c.files, c.folders, c.bytes, c.verified ? "yes" : "no", r.scale);
    return out;
}

std::vector<MetricValue> compare_metrics(const CopyResult& r)
{
    std::vector<MetricValue> out;
    for (const CopySetResult& c : r.sets) {
        out.push_back({copy_set_label(c.set), std::string(kMibSMetric), c.mib_s(), true});
        out.push_back({copy_set_label(c.set), "seconds", c.seconds, false});
    }
    return out;
}

std::vector<HeadlineValue> headline(const CopyResult& r)
{
    std::vector<HeadlineValue> out;
    for (const CopySetResult& c : r.sets)
        out.push_back({copy_set_label(c.set), c.mib_s(), "MB/s"});
    return out;
}

std::uint64_t history_size(const CopyResult& r)
{
    std::uint64_t bytes = 0;
    for (const CopySetResult& c : r.sets)
        bytes += c.bytes;
    return bytes;
}

}  // namespace sm
