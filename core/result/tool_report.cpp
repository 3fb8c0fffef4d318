#include "result/tool_report.h"

#include "result/json_fields.h"
#include "result/report.h"
#include "util/error.h"
#include "util/units.h"

#include <fmt/format.h>

namespace sm {
namespace {

std::string header(const std::string& version, const std::string& target, const std::string& started,
                   const DeviceInfo& d)
{
    return fmt::format("SolidMark {}  {}  {}\nDrive: {}  Firmware: {}  Controller: {}  Offset: {}\n", version, target,
                       started, n_a(d.model), n_a(d.firmware), n_a(d.driver), d.partition_offset_text());
}

}  // namespace

// ---- compression -----------------------------------------------------------

Json to_json(const CompressionResult& r)
{
    Json j = Json::object();
    write_header(j, CompressionResult::kSchema, {r.app_version, r.started_at, r.target});
    Json s = Json::object();
    s["size_bytes"] = r.size_bytes;
    s["region_bytes"] = r.region_bytes;
    s["block_bytes"] = kCompressionBlock;
    s["queue_depth"] = 1;
    j["settings"] = s;
    j["device"] = device_to_json(r.device);
    Json points = Json::array();
    for (const CompressionPoint& p : r.points) {
        Json o = Json::object();
        o["percent"] = p.percent;
        o["write_mib_s"] = p.write.mib_s();
        o["read_mib_s"] = p.read.mib_s();
        o["write"] = measurement_to_json(p.write);
        o["read"] = measurement_to_json(p.read);
        points.push_back(o);
    }
    j["points"] = points;
    j["flags"] = flags_json(r.buffered);
    j["alignment_source"] = opt_str(r.alignment_source);
    return j;
}

std::string to_json_text(const CompressionResult& r) { return to_json(r).dump(2) + "\n"; }

CompressionResult compression_result_from_json(const Json& j)
{
    CompressionResult r;
    const DocHeader h = read_header(j, CompressionResult::kSchema);
    r.app_version = h.app_version;
    r.started_at = h.started_at;
    r.target = h.target;
    const Json& s = j.at("settings");
    s.as_object("settings");
    r.size_bytes = whole(s, "size_bytes", "settings");
    r.region_bytes = whole(s, "region_bytes", "settings");
    if (const Json* d = j.find("device"); d && !d->is_null())
        r.device = device_from_json(*d);
    const auto& points = j.at("points").as_array("points");
    if (points.size() != kCompressionPoints)
        throw Error(ErrorKind::Malformed,
                    fmt::format("'points' has {} entries; a compression result has {}", points.size(), kCompressionPoints));
    for (std::size_t i = 0; i < points.size(); ++i) {
        const std::string where = fmt::format("points[{}]", i);
        const Json& o = points[i];
        o.as_object(where);
        CompressionPoint p;
        p.percent = static_cast<int>(whole(o, "percent", where, 100));
        if (p.percent != static_cast<int>(i) * 10)
            throw Error(ErrorKind::Malformed, fmt::format("'{}.percent' is {}; expected {}", where, p.percent, i * 10));
        p.write = measurement_from_json(o.at("write"), where + ".write");
        p.read = measurement_from_json(o.at("read"), where + ".read");
        r.points.push_back(p);
    }
    r.buffered = has_buffered_flag(j);
    r.alignment_source = str_or_empty(j, "alignment_source", "");
    return r;
}

std::string console_table(const CompressionResult& r)
{
    std::string out = header(r.app_version, r.target, r.started_at, r.device);
    out += fmt::format("Compression benchmark: {} per point, 1 MB blocks, QD1{}\n\n", format_bytes(r.region_bytes),
                       r.buffered ? "  [BUFFERED: cached results, not comparable]" : "");
    out += fmt::format("{:<16}{:>16}{:>16}\n", "Compressibility", "Read", "Write");
    for (const CompressionPoint& p : r.points)
        out += fmt::format("{:<16}{:>16}{:>16}\n", fmt::format("{:>3} %", p.percent),
                           format_mib_s(p.read.mib_s()) + " MB/s", format_mib_s(p.write.mib_s()) + " MB/s");
    return out;
}

std::string csv_report(const CompressionResult& r)
{
    std::string out = "percent,read_mib_s,write_mib_s,read_iops,write_iops,read_lat_mean_us,write_lat_mean_us,"
                      "read_lat_p99_us,write_lat_p99_us,region_bytes\n";
    for (const CompressionPoint& p : r.points)
        out += fmt::format("{},{:.2f},{:.2f},{:.1f},{:.1f},{:.1f},{:.1f},{:.1f},{:.1f},{}\n", p.percent, p.read.mib_s(),
                           p.write.mib_s(), p.read.iops(), p.write.iops(), p.read.latency.mean_us,
                           p.write.latency.mean_us, p.read.latency.p99_us, p.write.latency.p99_us, r.region_bytes);
    return out;
}

// ---- copy --------------------------------------------------------------------

Json to_json(const CopyResult& r)
{
    Json j = Json::object();
    write_header(j, CopyResult::kSchema, {r.app_version, r.started_at, r.target});
    Json s = Json::object();
    s["scale"] = r.scale;
    s["seed"] = std::to_string(r.seed);  // 64-bit: a string, since JSON numbers are doubles
    Json list = Json::array();
    for (const CopySetResult& c : r.sets)
        list.push_back(copy_set_key(c.set));
    s["sets"] = list;
    s["cache_eviction"] = r.cache_eviction;
    j["settings"] = s;
    j["device"] = device_to_json(r.device);
    Json sets = Json::object();
    for (const CopySetResult& c : r.sets) {
        Json o = Json::object();
        o["mib_s"] = c.mib_s();
        o["seconds"] = c.seconds;
        o["files"] = c.files;
        o["bytes"] = c.bytes;
        o["folders"] = c.folders;
        o["flush_seconds"] = c.flush_seconds;
        o["verified"] = c.verified;
        sets[copy_set_key(c.set)] = o;
    }
    j["sets"] = sets;
    return j;
}

std::string to_json_text(const CopyResult& r) { return to_json(r).dump(2) + "\n"; }

CopyResult copy_result_from_json(const Json& j)
{
    CopyResult r;
    const DocHeader h = read_header(j, CopyResult::kSchema);
    r.app_version = h.app_version;
    r.started_at = h.started_at;
    r.target = h.target;
    const Json& s = j.at("settings");
    s.as_object("settings");
    r.scale = num(s, "scale", "settings", kMinCopyScale, kMaxCopyScale);
    const std::string seed = s.at("seed").as_string("settings.seed");
    try {
        std::size_t used = 0;
        r.seed = std::stoull(seed, &used);
        if (used != seed.size())
            throw std::invalid_argument("trailing");
    } catch (const std::exception&) {
        throw Error(ErrorKind::Malformed, fmt::format("'settings.seed' is not a whole number: '{}'", seed));
    }
    r.cache_eviction = str_or_empty(s, "cache_eviction", "settings");
    if (const Json* d = j.find("device"); d && !d->is_null())
        r.device = device_from_json(*d);
    const Json& sets = j.at("sets");
    sets.as_object("sets");
    for (CopySet set : kAllCopySets) {
        const Json* o = sets.find(copy_set_key(set));
        if (!o || o->is_null())
            continue;
        const std::string where = std::string("sets.") + copy_set_key(set);
        o->as_object(where);
        CopySetResult c;
        c.set = set;
        c.seconds = num(*o, "seconds", where, 0, 1e7);
        c.files = whole(*o, "files", where);
        c.bytes = whole(*o, "bytes", where);
        c.folders = opt_whole<std::uint64_t>(*o, "folders", where).value_or(0);
        if (const Json* f = o->find("flush_seconds"); f && !f->is_null())
            c.flush_seconds = num(*o, "flush_seconds", where, 0, 1e7);
        if (const Json* v = o->find("verified"); v && !v->is_null())
            c.verified = v->as_bool(where + ".verified");
        r.sets.push_back(c);
    }
    if (r.sets.empty())
        throw Error(ErrorKind::Malformed, "'sets' holds none of iso, program, game");
    return r;
}

std::string console_table(const CopyResult& r)
{
    std::string out = header(r.app_version, r.target, r.started_at, r.device);
    out += fmt::format("Copy benchmark: scale {}, seed {}, source evicted by {}\n\n", r.scale, r.seed, r.cache_eviction);
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

}  // namespace sm
