#include "result/report.h"

#include "result/json_fields.h"

#include "util/error.h"
#include "util/units.h"

#include <cmath>
#include <filesystem>
#include <fmt/format.h>
#include <fstream>
#include <sstream>

namespace sm {
namespace {

std::string mbs(double v) { return format_mib_s(v) + " MB/s"; }

}  // namespace

Json opt_str(const std::string& s) { return s.empty() ? Json() : Json(s); }

Json measurement_to_json(const Measurement& m, bool access, AccessSpan span)
{
    Json j = Json::object();
    if (access) {
        j["ms"] = m.access_ms();
        j["iops"] = m.access_iops();
        j["span"] = span == AccessSpan::Device ? "device" : "file";
    } else {
        j["mib_s"] = m.mib_s();
        j["iops"] = m.iops();
    }
    j["block_bytes"] = m.block_bytes;
    j["threads"] = m.threads;
    if (m.queue_depth > 1)
        j["queue_depth"] = m.queue_depth;  // requests in flight per thread (presets, profiles)
    j["bytes"] = m.bytes;
    j["ios"] = m.ios;
    j["elapsed_s"] = m.elapsed_s;
    j["flush_s"] = m.flush_s;
    j["cpu_s"] = m.cpu_s;
    j["cpu_us_per_io"] = m.cpu_us_per_io();
    if (m.verify_s > 0) {
        j["verify_s"] = m.verify_s;
        j["verify_us_per_io"] = m.verify_us_per_io();
    }
    Json lat = Json::object();
    lat["mean"] = m.latency.mean_us;
    lat["min"] = m.latency.min_us;
    lat["p50"] = m.latency.p50_us;
    lat["p90"] = m.latency.p90_us;
    lat["p99"] = m.latency.p99_us;
    lat["p999"] = m.latency.p999_us;
    lat["max"] = m.latency.max_us;
    j["latency_us"] = lat;
    return j;
}


double num(const Json& j, std::string_view key, const std::string& where, double lo, double hi)
{
    const Json& v = j.at(key);
    const std::string name = where + "." + std::string(key);
    const double d = v.as_number(name);
    if (!(d >= lo && d <= hi))
        throw Error(ErrorKind::Malformed, fmt::format("'{}' is out of range ({})", name, d));
    return d;
}

std::uint64_t whole(const Json& j, std::string_view key, const std::string& where, double hi)
{
    const double d = num(j, key, where, 0, hi);
    if (d != std::floor(d))
        throw Error(ErrorKind::Malformed, fmt::format("'{}.{}' must be a whole number", where, key));
    return static_cast<std::uint64_t>(d);
}

std::string str_or_empty(const Json& j, std::string_view key, const std::string& where)
{
    const Json* v = j.find(key);
    if (!v || v->is_null())
        return {};
    return v->as_string(where + "." + std::string(key));
}


Measurement measurement_from_json(const Json& j, const std::string& where)
{
    j.as_object(where);
    Measurement m;
    m.block_bytes = static_cast<std::uint32_t>(whole(j, "block_bytes", where, 1u << 30));
    m.threads = static_cast<std::uint32_t>(whole(j, "threads", where, 4096));
    m.queue_depth = opt_whole<std::uint32_t>(j, "queue_depth", where).value_or(1);
    if (m.queue_depth < 1 || m.queue_depth > 4096)
        throw Error(ErrorKind::Malformed, fmt::format("{}.queue_depth is out of range", where));
    m.bytes = whole(j, "bytes", where);
    m.ios = whole(j, "ios", where);
    m.elapsed_s = num(j, "elapsed_s", where, 0, 1e7);
    if (const Json* f = j.find("flush_s"))
        if (!f->is_null())
            m.flush_s = num(j, "flush_s", where, 0, 1e7);
    if (const Json* c = j.find("cpu_s"))
        if (!c->is_null())
            m.cpu_s = num(j, "cpu_s", where, 0, 1e9);
    if (const Json* v = j.find("verify_s"))
        if (!v->is_null())
            m.verify_s = num(j, "verify_s", where, 0, 1e9);
    const std::string lw = where + ".latency_us";
    const Json& lat = j.at("latency_us");
    lat.as_object(lw);
    m.latency.mean_us = num(lat, "mean", lw, 0, 1e12);
    m.latency.min_us = num(lat, "min", lw, 0, 1e12);
    m.latency.p50_us = num(lat, "p50", lw, 0, 1e12);
    m.latency.p90_us = num(lat, "p90", lw, 0, 1e12);
    m.latency.p99_us = num(lat, "p99", lw, 0, 1e12);
    m.latency.p999_us = num(lat, "p999", lw, 0, 1e12);
    m.latency.max_us = num(lat, "max", lw, 0, 1e12);
    return m;
}


std::string n_a(const std::string& s) { return s.empty() ? "n/a" : s; }

std::string score_text(const std::optional<long>& s) { return s ? fmt::format("{}", *s) : "----"; }

std::string cell_text(const RunResult& r, TestId t, bool write, bool iops_view)
{
    const auto& m = r.get(t, write);
    if (t == TestId::Access) {
        if (!m)
            return iops_view ? "---- IOPS" : "-.--- ms";
        return iops_view ? format_iops(m->access_iops()) + " IOPS" : format_ms(m->access_ms()) + " ms";
    }
    if (!m)
        return iops_view ? "---- IOPS" : "---- MB/s";
    return iops_view ? format_iops(m->iops()) + " IOPS" : mbs(m->mib_s());
}

void write_header(Json& j, const char* schema, const DocHeader& h)
{
    j["schema"] = schema;
    j["app_version"] = h.app_version;
    j["started_at"] = h.started_at;
    j["target"] = h.target;
}

DocHeader read_header(const Json& j, const char* expected)
{
    expect_schema(j, expected);
    return {str_or_empty(j, "app_version", ""), str_or_empty(j, "started_at", ""), str_or_empty(j, "target", "")};
}

Json flags_json(bool buffered)
{
    Json flags = Json::array();
    if (buffered)
        flags.push_back("buffered");
    return flags;
}

bool has_buffered_flag(const Json& j)
{
    if (const Json* flags = j.find("flags"))
        for (const Json& f : flags->as_array("flags"))
            if (f.as_string("flags[]") == "buffered")
                return true;
    return false;
}

void expect_schema(const Json& j, const char* expected)
{
    j.as_object("document");
    const std::string& schema = j.at("schema").as_string("schema");
    if (schema != expected)
        throw Error(ErrorKind::Malformed,
                    fmt::format("unsupported schema '{}' (this reads '{}')", schema, expected));
}

Json device_to_json(const DeviceInfo& d)
{
    Json dev = Json::object();
    dev["model"] = opt_str(d.model);
    dev["firmware"] = opt_str(d.firmware);
    dev["serial"] = opt_str(d.serial);
    dev["driver"] = opt_str(d.driver);
    dev["bus"] = opt_str(d.bus);
    dev["device_node"] = opt_str(d.device_node);
    dev["volume_disk_node"] = opt_str(d.volume_disk_node);
    dev["partition_node"] = opt_str(d.partition_node);
    dev["stack"] = opt_str(d.stack);
    dev["filesystem"] = opt_str(d.filesystem);
    dev["mount_point"] = opt_str(d.mount_point);
    dev["mount_options"] = opt_str(d.mount_options);
    dev["capacity_bytes"] = opt_num(d.capacity_bytes);
    dev["volume_size_bytes"] = opt_num(d.volume_size_bytes);
    dev["free_bytes"] = opt_num(d.free_bytes);
    dev["logical_block_bytes"] = opt_num(d.logical_block_bytes);
    dev["physical_block_bytes"] = opt_num(d.physical_block_bytes);
    dev["partition_offset_bytes"] = opt_num(d.partition_offset_bytes);
    dev["partition_offset"] = d.partition_offset_text();
    dev["rotational"] = d.rotational ? Json(*d.rotational) : Json();
    dev["write_cache"] = opt_str(d.write_cache);
    return dev;
}

DeviceInfo device_from_json(const Json& json)
{
    const Json& d = json;
    d.as_object("device");
    DeviceInfo di;
    di.model = str_or_empty(d, "model", "device");
    di.firmware = str_or_empty(d, "firmware", "device");
    di.serial = str_or_empty(d, "serial", "device");
    di.driver = str_or_empty(d, "driver", "device");
    di.bus = str_or_empty(d, "bus", "device");
    di.device_node = str_or_empty(d, "device_node", "device");
    di.volume_disk_node = str_or_empty(d, "volume_disk_node", "device");
    di.partition_node = str_or_empty(d, "partition_node", "device");
    di.stack = str_or_empty(d, "stack", "device");
    di.filesystem = str_or_empty(d, "filesystem", "device");
    di.mount_point = str_or_empty(d, "mount_point", "device");
    di.mount_options = str_or_empty(d, "mount_options", "device");
    di.capacity_bytes = opt_whole<std::uint64_t>(d, "capacity_bytes", "device");
    di.volume_size_bytes = opt_whole<std::uint64_t>(d, "volume_size_bytes", "device");
    di.free_bytes = opt_whole<std::uint64_t>(d, "free_bytes", "device");
    di.logical_block_bytes = opt_whole<std::uint32_t>(d, "logical_block_bytes", "device");
    di.physical_block_bytes = opt_whole<std::uint32_t>(d, "physical_block_bytes", "device");
    di.partition_offset_bytes = opt_whole<std::uint64_t>(d, "partition_offset_bytes", "device");
    if (const Json* rot = d.find("rotational"); rot && !rot->is_null())
        di.rotational = rot->as_bool("device.rotational");
    di.write_cache = str_or_empty(d, "write_cache", "device");
    return di;
}

Json to_json(const RunResult& r)
{
    Json j = Json::object();
    write_header(j, RunResult::kSchema, {r.app_version, r.started_at, r.target});

    Json s = Json::object();
    s["size_bytes"] = r.settings.size_bytes;
    Json tests = Json::array();
    for (TestId t : kAllTests)
        if (r.settings.selected(t))
            tests.push_back(test_key(t));
    s["tests"] = tests;
    Json data = Json::object();
    data["mode"] = r.settings.data.mode == DataSpec::Mode::Incompressible ? "incompressible" : "compressible";
    data["zero_percent"] =
        r.settings.data.mode == DataSpec::Mode::Incompressible ? Json() : Json(r.settings.data.zero_percent);
    s["data"] = data;
    s["random_seconds"] = r.settings.random_seconds;
    s["access_seconds"] = r.settings.access_seconds;
    s["seq_max_seconds"] = r.settings.seq_max_seconds;
    s["threads_4k64"] = r.settings.threads_4k64;
    s["allow_buffered"] = r.settings.allow_buffered;
    s["verify"] = r.settings.verify;
    j["settings"] = s;

    j["device"] = device_to_json(r.device);

    Json t = Json::object();
    for (TestId id : kAllTests) {
        Json pair = Json::object();
        for (bool w : {false, true}) {
            const auto& m = r.get(id, w);
            const AccessSpan span = w ? AccessSpan::File : r.access_read_span;
            pair[direction_key(w)] = m ? measurement_to_json(*m, id == TestId::Access, span) : Json();
        }
        t[test_key(id)] = pair;
    }
    if (!r.access_span_note.empty())
        t["access"]["span_note"] = r.access_span_note;
    j["tests"] = t;

    const Scores sc = compute_scores(r);
    Json scores = Json::object();
    scores["read"] = sc.read ? Json(*sc.read) : Json();
    scores["write"] = sc.write ? Json(*sc.write) : Json();
    scores["total"] = sc.total ? Json(*sc.total) : Json();
    j["scores"] = scores;

    j["flags"] = flags_json(r.buffered);
    j["alignment_source"] = opt_str(r.alignment_source);
    return j;
}

std::string to_json_text(const RunResult& r) { return to_json(r).dump(2) + "\n"; }

RunResult run_result_from_json(const Json& j)
{
    RunResult r;
    const DocHeader h = read_header(j, RunResult::kSchema);
    r.app_version = h.app_version;
    r.started_at = h.started_at;
    r.target = h.target;

    const Json& s = j.at("settings");
    s.as_object("settings");
    r.settings.size_bytes = whole(s, "size_bytes", "settings");
    r.settings.tests = {false, false, false, false};
    for (const Json& t : s.at("tests").as_array("settings.tests")) {
        const std::string& key = t.as_string("settings.tests[]");
        bool known = false;
        for (TestId id : kAllTests)
            if (key == test_key(id)) {
                r.settings.tests[static_cast<int>(id)] = true;
                known = true;
            }
        if (!known)
            throw Error(ErrorKind::Malformed, fmt::format("unknown test '{}' in settings.tests", key));
    }
    const Json& data = s.at("data");
    const std::string& mode = data.at("mode").as_string("settings.data.mode");
    if (mode == "incompressible") {
        r.settings.data = DataSpec{};
    } else if (mode == "compressible") {
        r.settings.data.mode = DataSpec::Mode::Compressible;
        r.settings.data.zero_percent = static_cast<int>(whole(data, "zero_percent", "settings.data", 100));
    } else {
        throw Error(ErrorKind::Malformed, fmt::format("unknown data mode '{}'", mode));
    }
    r.settings.random_seconds = num(s, "random_seconds", "settings", 0, 86400);
    r.settings.access_seconds = num(s, "access_seconds", "settings", 0, 86400);
    r.settings.seq_max_seconds = num(s, "seq_max_seconds", "settings", 0, 86400);
    if (s.find("threads_4k64"))
        r.settings.threads_4k64 = static_cast<unsigned>(whole(s, "threads_4k64", "settings", 4096));
    if (const Json* ab = s.find("allow_buffered"))
        r.settings.allow_buffered = ab->as_bool("settings.allow_buffered");
    if (const Json* v = s.find("verify"); v && !v->is_null())
        r.settings.verify = v->as_bool("settings.verify");

    if (const Json* dp = j.find("device"); dp && !dp->is_null())
        r.device = device_from_json(*dp);

    const Json& tests = j.at("tests");
    tests.as_object("tests");
    for (TestId id : kAllTests) {
        const Json* pair = tests.find(test_key(id));
        if (!pair || pair->is_null())
            continue;
        const std::string where = std::string("tests.") + test_key(id);
        pair->as_object(where);
        for (bool w : {false, true}) {
            const Json* m = pair->find(direction_key(w));
            if (!m || m->is_null())
                continue;
            r.get(id, w) = measurement_from_json(*m, where + "." + direction_key(w));
            if (id == TestId::Access && !w) {
                const std::string& span = m->at("span").as_string(where + ".read.span");
                if (span != "device" && span != "file")
                    throw Error(ErrorKind::Malformed, fmt::format("unknown span '{}' in {}.read", span, where));
                r.access_read_span = span == "device" ? AccessSpan::Device : AccessSpan::File;
            }
        }
        if (id == TestId::Access)
            r.access_span_note = str_or_empty(*pair, "span_note", where);
    }
    r.buffered = has_buffered_flag(j);
    r.alignment_source = str_or_empty(j, "alignment_source", "");
    return r;
}

RunResult run_result_from_json_text(std::string_view text) { return run_result_from_json(Json::parse(text)); }

std::string text_report(const RunResult& r)
{
    const DeviceInfo& d = r.device;
    const std::string rule = "------------------------------\n";
    std::string out;
    out += fmt::format("SolidMark {}\n", r.app_version);
    out += rule;
    out += fmt::format("Name: {}\n", n_a(d.model));
    out += fmt::format("Firmware: {}\n", n_a(d.firmware));
    out += fmt::format("Controller: {}\n", n_a(d.driver));
    out += fmt::format("Offset: {}\n", d.partition_offset_text());
    out += fmt::format("Size: {}\n", d.capacity_bytes ? format_bytes(*d.capacity_bytes) : "n/a");
    out += fmt::format("Target: {} ({})\n", r.target, n_a(d.filesystem));
    out += fmt::format("Test size: {}  Data: {}{}\n", format_bytes(r.settings.size_bytes), r.settings.data.label(),
                       r.buffered ? "  BUFFERED (cached, not comparable)" : "");
    out += fmt::format("Date: {}\n", r.started_at);
    const auto block = [&](const char* title, TestId t) {
        out += rule + title + ":\n" + rule;
        out += fmt::format("Read: {}\n", cell_text(r, t, false, false));
        out += fmt::format("Write: {}\n", cell_text(r, t, true, false));
    };
    block("Sequential", TestId::Seq);
    block("4K", TestId::Rand4K);
    block("4K-64Threads", TestId::Rand4K64);
    block("Acc.time", TestId::Access);
    const Scores s = compute_scores(r);
    out += rule + "Score:\n" + rule;
    out += fmt::format("Read: {}\nWrite: {}\nTotal: {}\n", score_text(s.read), score_text(s.write),
                       score_text(s.total));
    out += rule;
    return out;
}

std::string csv_report(const RunResult& r)
{
    std::string out = "test,direction,mib_s,iops,access_ms,block_bytes,threads,bytes,ios,elapsed_s,"
                      "lat_mean_us,lat_min_us,lat_p50_us,lat_p90_us,lat_p99_us,lat_p999_us,lat_max_us,span,flags\n";
    const std::string flags = r.buffered ? "buffered" : "";
    for (TestId id : kAllTests) {
        for (bool w : {false, true}) {
            const auto& m = r.get(id, w);
            if (!m)
                continue;
            const bool acc = id == TestId::Access;
            const std::string span = acc ? (!w && r.access_read_span == AccessSpan::Device ? "device" : "file") : "";
            out += fmt::format("{},{},{:.2f},{:.0f},{},{},{},{},{},{:.6f},{:.3f},{:.3f},{:.3f},{:.3f},{:.3f},{:.3f},{:.3f},{},{}\n",
                               test_key(id), direction_key(w), acc ? 0.0 : m->mib_s(),
                               acc ? m->access_iops() : m->iops(), acc ? format_ms(m->access_ms()) : "",
                               m->block_bytes, m->threads, m->bytes, m->ios, m->elapsed_s, m->latency.mean_us,
                               m->latency.min_us, m->latency.p50_us, m->latency.p90_us, m->latency.p99_us,
                               m->latency.p999_us, m->latency.max_us, span, flags);
        }
    }
    const Scores s = compute_scores(r);
    out += fmt::format("score,read,,,,,,,,,,,,,,,,,{}\n", score_text(s.read));
    out += fmt::format("score,write,,,,,,,,,,,,,,,,,{}\n", score_text(s.write));
    out += fmt::format("score,total,,,,,,,,,,,,,,,,,{}\n", score_text(s.total));
    return out;
}

std::string console_table(const RunResult& r)
{
    std::string out;
    const DeviceInfo& d = r.device;
    out += fmt::format("SolidMark {}  {}  {}\n", r.app_version, r.target, r.started_at);
    out += fmt::format("Drive: {}  Firmware: {}  Controller: {}  Offset: {}\n", n_a(d.model), n_a(d.firmware),
                       n_a(d.driver), d.partition_offset_text());
    out += fmt::format("Test size: {}  Data: {}{}\n\n", format_bytes(r.settings.size_bytes),
                       r.settings.data.label(), r.buffered ? "  [BUFFERED: cached results, not comparable]" : "");
    out += fmt::format("{:<11}{:>16}{:>16}\n", "", "Read", "Write");
    for (TestId id : kAllTests)
        out += fmt::format("{:<11}{:>16}{:>16}\n", test_label(id), cell_text(r, id, false, false),
                           cell_text(r, id, true, false));
    const Scores s = compute_scores(r);
    out += fmt::format("{:<11}{:>16}{:>16}\n", "Score", score_text(s.read), score_text(s.write));
    out += fmt::format("{:<11}{:>16}\n", "Total", score_text(s.total));
    if (r.get(TestId::Access, false) && r.access_read_span == AccessSpan::File && !r.access_span_note.empty())
        out += fmt::format("\nAcc.time read span: test file ({})\n", r.access_span_note);
    if (r.settings.verify) {
        std::string cost;
        for (TestId id : kAllTests)
            for (bool w : {false, true})
                if (const auto& m = r.get(id, w); m && m->verify_s > 0)
                    cost += fmt::format("{}{} {} {:.2f}", cost.empty() ? "" : ", ", test_label(id), direction_key(w), m->verify_us_per_io());
        out += fmt::format("\nVerify: every block read back matched what was written (offset, run id, checksum).\n"
                           "Verify cost in us per I/O: {}\n",
                           cost.empty() ? "n/a" : cost);
    }
    return out;
}

std::string read_text_file(const std::string& path)
{
    std::error_code ec;
    if (!std::filesystem::is_regular_file(path, ec))
        throw Error(ErrorKind::NotFound, fmt::format("Cannot read '{}': no such file.", path));
    const auto size = std::filesystem::file_size(path, ec);
    if (ec || size > 64 * MiB)
        throw Error(ErrorKind::Malformed, fmt::format("Cannot read '{}': not a result file (too large).", path));
    std::ifstream in(path, std::ios::binary);
    if (!in)
        throw Error(ErrorKind::NotFound, fmt::format("Cannot open '{}' for reading.", path));
    std::ostringstream ss;
    ss << in.rdbuf();
    return ss.str();
}

void write_text_file(const std::string& path, const std::string& text)
{
    const std::string tmp = path + ".tmp";
    {
        std::ofstream out(tmp, std::ios::binary | std::ios::trunc);
        if (!out)
            throw Error(ErrorKind::NotWritable, fmt::format("Cannot write '{}': check the folder exists and is writable.", path));
        out << text;
        if (!out.flush())
            throw Error(ErrorKind::Io, fmt::format("Cannot write '{}': the disk may be full.", path));
    }
    std::error_code ec;
    std::filesystem::rename(tmp, path, ec);
    if (ec) {
        std::filesystem::remove(tmp, ec);
        throw Error(ErrorKind::NotWritable, fmt::format("Cannot write '{}': {}.", path, ec.message()));
    }
}

}  // namespace sm
