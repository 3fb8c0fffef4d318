#include "result/document.h"

#include <algorithm>

#include "result/health_json.h"

#include "util/error.h"

#include <cmath>
#include <fmt/format.h>
#include <iterator>
#include <unordered_set>
#include <vector>

namespace sm {
namespace {

constexpr int kMaxDepth = 64;

// Walks the text for nlohmann's lexer and remembers how far it has read, so
// an error raised from the parser callback (duplicate key, nesting too deep)
// can say where it is, as the parser's own errors do.
class CountingIterator {
public:
    using iterator_category = std::input_iterator_tag;
    using value_type = char;
    using difference_type = std::ptrdiff_t;
    using pointer = const char*;
    using reference = const char&;

    CountingIterator(const char* p, std::size_t* read) : m_p(p), m_read(read) { }
    reference operator*() const { return *m_p; }
    CountingIterator& operator++()
    {
        ++m_p;
        ++*m_read;
        return *this;
    }
    CountingIterator operator++(int)
    {
        CountingIterator old = *this;
        ++*this;
        return old;
    }
    bool operator==(const CountingIterator& o) const { return m_p == o.m_p; }
    bool operator!=(const CountingIterator& o) const { return m_p != o.m_p; }

private:
    const char* m_p;
    std::size_t* m_read;
};

std::string position_text(std::string_view text, std::size_t offset)
{
    offset = std::min(offset, text.size());
    std::size_t line = 1, column = 1;
    for (std::size_t i = 0; i < offset; ++i) {
        if (text[i] == '\n') {
            ++line;
            column = 1;
        } else {
            ++column;
        }
    }
    return fmt::format("invalid JSON at line {}, column {}", line, column);
}

struct CallbackProblem {
    std::string what;
};

// nlohmann's message is "[json.exception.parse_error.101] parse error at line 1,
// column 2: syntax error …"; keep what follows the position.
std::string parser_reason(const std::string& message)
{
    const auto colon = message.find(": ");
    return colon == std::string::npos ? message : message.substr(colon + 2);
}

}  // namespace

Json parse_json(std::string_view text) { return parse_json(text, DuplicateKeys::Reject); }

Json parse_json(std::string_view text, DuplicateKeys duplicates)
{
    std::size_t read = 0;
    std::vector<std::unordered_set<std::string>> keys;  // one set per open object
    const Json::parser_callback_t check = [&](int depth, Json::parse_event_t event, Json& parsed) {
        using E = Json::parse_event_t;
        if ((event == E::object_start || event == E::array_start) && depth >= kMaxDepth)
            throw CallbackProblem{fmt::format("nesting deeper than {} levels", kMaxDepth)};
        if (event == E::object_start)
            keys.emplace_back();
        else if (event == E::object_end)
            keys.pop_back();
        else if (event == E::key && !keys.empty() && !keys.back().insert(parsed.get<std::string>()).second &&
                 duplicates == DuplicateKeys::Reject)
            throw CallbackProblem{fmt::format("duplicate key '{}'", parsed.get<std::string>())};
        return true;
    };
    try {
        const char* begin = text.data();
        return Json::parse(CountingIterator(begin, &read), CountingIterator(begin + text.size(), &read), check,
                           /*allow_exceptions=*/true, /*ignore_comments=*/false);
    } catch (const CallbackProblem& p) {
        throw Error(ErrorKind::Malformed, fmt::format("{}: {}", position_text(text, read), p.what));
    } catch (const Json::parse_error& e) {
        // e.byte counts from 1 and points at the character that stopped the parser.
        const std::size_t at = e.byte > 0 ? e.byte - 1 : 0;
        throw Error(ErrorKind::Malformed, fmt::format("{}: {}", position_text(text, at), parser_reason(e.what())));
    } catch (const Json::exception& e) {  // number out of range and the like
        throw Error(ErrorKind::Malformed, fmt::format("{}: {}", position_text(text, read), parser_reason(e.what())));
    }
}

std::string dump_json(const Json& j) { return j.dump(2) + "\n"; }

// ---- typed access -----------------------------------------------------------

namespace {

[[noreturn]] void wrong_type(const Json& j, std::string_view where, const char* wanted)
{
    throw Error(ErrorKind::Malformed, fmt::format("'{}' must be {} (found {})", where, wanted, j.type_name()));
}

}  // namespace

const Json& as_object(const Json& j, std::string_view where)
{
    if (!j.is_object())
        wrong_type(j, where, "an object");
    return j;
}

const Json& as_array(const Json& j, std::string_view where)
{
    if (!j.is_array())
        wrong_type(j, where, "an array");
    return j;
}

const std::string& as_string(const Json& j, std::string_view where)
{
    if (!j.is_string())
        wrong_type(j, where, "a string");
    return j.get_ref<const std::string&>();
}

bool as_bool(const Json& j, std::string_view where)
{
    if (!j.is_boolean())
        wrong_type(j, where, "true or false");
    return j.get<bool>();
}

double as_number(const Json& j, std::string_view where)
{
    if (!j.is_number())
        wrong_type(j, where, "a number");
    return j.get<double>();
}

const Json* find(const Json& j, std::string_view key)
{
    if (!j.is_object())
        return nullptr;
    const auto it = j.find(key);
    return it == j.end() ? nullptr : &*it;
}

std::string path_of(std::string_view where, std::string_view key)
{
    return where.empty() ? std::string(key) : fmt::format("{}.{}", where, key);
}

const Json& at(const Json& j, std::string_view key, std::string_view where)
{
    if (const Json* v = find(j, key))
        return *v;
    throw Error(ErrorKind::Malformed, fmt::format("missing field '{}'", path_of(where, key)));
}

double num(const Json& j, std::string_view key, std::string_view where, double lo, double hi)
{
    const std::string name = path_of(where, key);
    const double d = as_number(at(j, key, where), name);
    if (!(d >= lo && d <= hi))
        throw Error(ErrorKind::Malformed, fmt::format("'{}' is out of range ({})", name, d));
    return d;
}

const Json& read_numbers(const Json& j, std::string_view key, std::string_view where, double hi,
                         std::initializer_list<NumberField> fields)
{
    const std::string w = path_of(where, key);
    const Json& o = as_object(at(j, key, where), w);
    for (const NumberField& f : fields)
        *f.out = num(o, f.key, w, 0, hi);
    return o;
}

std::uint64_t whole(const Json& j, std::string_view key, std::string_view where, double hi)
{
    const std::string name = path_of(where, key);
    const Json& v = at(j, key, where);
    if (v.is_number_unsigned()) {
        const std::uint64_t u = v.get<std::uint64_t>();
        if (static_cast<double>(u) > hi)
            throw Error(ErrorKind::Malformed, fmt::format("'{}' is out of range ({})", name, u));
        return u;
    }
    const double d = num(j, key, where, 0, hi);
    if (d != std::floor(d))
        throw Error(ErrorKind::Malformed, fmt::format("'{}' must be a whole number", name));
    if (d >= 18446744073709551616.0)  // 2^64: beyond every unsigned 64-bit value
        throw Error(ErrorKind::Malformed, fmt::format("'{}' is out of range ({})", name, d));
    return static_cast<std::uint64_t>(d);
}

void check_derived(const Json& j, std::string_view key, std::string_view where, double lo, double hi)
{
    if (const Json* v = find(j, key); v && !v->is_null())
        num(j, key, where, lo, hi);
}

std::string str_or_empty(const Json& j, std::string_view key, std::string_view where)
{
    const Json* v = find(j, key);
    if (!v || v->is_null())
        return {};
    return as_string(*v, path_of(where, key));
}

std::vector<std::string> string_list(const Json& j, std::string_view key)
{
    std::vector<std::string> out;
    if (const Json* v = find(j, key); v && !v->is_null())
        for (const Json& s : as_array(*v, key))
            out.push_back(as_string(s, element_place(key, out.size())));
    return out;
}

std::string element_place(std::string_view key, std::size_t i) { return fmt::format("{}[{}]", key, i); }

bool bool_or(const Json& j, std::string_view key, std::string_view where, bool fallback)
{
    const Json* v = find(j, key);
    if (!v || v->is_null())
        return fallback;
    return as_bool(*v, path_of(where, key));
}

Json opt_str(const std::string& s) { return s.empty() ? Json() : Json(s); }

// ---- header, flags, device, measurement -----------------------------------------

void expect_schema(const Json& j, std::string_view expected)
{
    as_object(j, "document");
    const std::string& schema = as_string(at(j, "schema", ""), "schema");
    if (schema != expected)
        throw Error(ErrorKind::Malformed, fmt::format("unsupported schema '{}' (this reads '{}')", schema, expected));
}

void write_header(Json& j, std::string_view schema, const ResultHeader& h)
{
    j["schema"] = schema;
    j["app_version"] = h.app_version;
    j["started_at"] = h.started_at;
    j["target"] = h.target;
}

void read_header(const Json& j, std::string_view expected, ResultHeader& h, std::span<const std::string_view> older)
{
    const std::string& schema = as_string(at(as_object(j, "document"), "schema", ""), "schema");
    const bool earlier = std::find(older.begin(), older.end(), schema) != older.end();
    read_header(j, earlier ? std::string_view(schema) : expected, h);
}

void read_header(const Json& j, std::string_view expected, ResultHeader& h)
{
    expect_schema(j, expected);
    h.app_version = str_or_empty(j, "app_version", "");
    h.started_at = str_or_empty(j, "started_at", "");
    h.target = str_or_empty(j, "target", "");
    if (const Json* d = find(j, "device"); d && !d->is_null())
        h.device = device_from_json(*d);
    h.flags.clear();
    if (const Json* flags = find(j, "flags"))
        for (const Json& f : as_array(*flags, "flags"))
            h.set_flag(as_string(f, "flags[]"));  // a flag a later version knows is kept, unexplained
    h.alignment_source = str_or_empty(j, "alignment_source", "");
    h.temperature = {};
    if (const Json* t = find(j, "temperature"); t && !t->is_null())
        h.temperature = temperature_from_json(*t);
    h.health = run_health_from_json(j);
    h.left_behind.clear();
    if (const Json* left = find(j, "left_behind"))
        for (const Json& f : as_array(*left, "left_behind"))
            h.left_behind.push_back(as_string(f, "left_behind[]"));
    h.write_through = write_through_of(j);
    h.device_open.reset();
    h.span_reason.clear();
    h.page_cache.clear();
    h.file_preparation.clear();
    if (const Json* s = find(j, "settings"); s && s->is_object()) {
        if (const Json* d = find(*s, "device_open"); d && !d->is_null())
            h.device_open = as_string(*d, "settings.device_open");
        if (const Json* w = find(*s, "span_reason"); w && !w->is_null())
            h.span_reason = as_string(*w, "settings.span_reason");
        h.page_cache = str_or_empty(*s, "page_cache", "settings");
        h.file_preparation = str_or_empty(*s, "file_preparation", "settings");
    }
}

std::optional<bool> write_through_of(const Json& doc)
{
    if (const Json* s = find(doc, "settings"); s && s->is_object())
        if (const Json* w = find(*s, "write_through"); w && !w->is_null())
            return as_bool(*w, "settings.write_through");
    return std::nullopt;
}

void write_flags(Json& j, const ResultHeader& h)
{
    j["flags"] = h.flags;
    j["alignment_source"] = opt_str(h.alignment_source);
    j["temperature"] = temperature_to_json(h.temperature);
    write_run_health(j, h.health);
    // After the kind's body: its settings object gains the header's setting.
    j["settings"]["write_through"] = h.write_through ? Json(*h.write_through) : Json();
    j["settings"]["device_open"] = h.device_open ? Json(*h.device_open) : Json();
    j["settings"]["span_reason"] = h.span_reason.empty() ? Json() : Json(h.span_reason);
    j["settings"]["page_cache"] = opt_str(h.page_cache);
    j["settings"]["file_preparation"] = opt_str(h.file_preparation);
    if (!h.left_behind.empty())
        j["left_behind"] = h.left_behind;
}

Json temperature_to_json(const TemperatureRecord& t)
{
    const bool known = t.known();
    Json samples = Json::array();
    for (const TemperatureSample& s : t.samples)
        samples.push_back({{"t_s", std::round(s.t_s * 1000) / 1000}, {"c", s.c}});
    // A document written before temperatures were recorded says so.
    const std::string reason = t.source.empty() && t.reason.empty() ? "not recorded" : t.reason;
    return {{"source", opt_str(t.source)},
            {"reason", opt_str(reason)},
            {"warning_c", opt_num(t.warning_c)},
            {"critical_c", opt_num(t.critical_c)},
            {"start_c", known ? Json(t.start_c()) : Json()},
            {"end_c", known ? Json(t.end_c()) : Json()},
            {"min_c", known ? Json(t.min_c()) : Json()},
            {"max_c", known ? Json(t.max_c()) : Json()},
            {"samples", samples}};
}

TemperatureRecord temperature_from_json(const Json& j)
{
    const char* w = "temperature";
    as_object(j, w);
    TemperatureRecord t;
    t.source = str_or_empty(j, "source", w);
    t.reason = str_or_empty(j, "reason", w);
    const auto degrees = [&](const char* key) -> std::optional<double> {
        const Json* v = find(j, key);
        if (!v || v->is_null())
            return std::nullopt;
        return num(j, key, w, -273.15, 1000);
    };
    t.warning_c = degrees("warning_c");
    t.critical_c = degrees("critical_c");
    for (const char* key : {"start_c", "end_c", "min_c", "max_c"})
        degrees(key);  // derived from the samples, checked only
    if (const Json* samples = find(j, "samples"); samples && !samples->is_null()) {
        const Json& list = as_array(*samples, "temperature.samples");
        for (std::size_t i = 0; i < list.size(); ++i) {
            const std::string where = fmt::format("temperature.samples[{}]", i);
            as_object(list[i], where);
            t.samples.push_back({num(list[i], "t_s", where, 0, 1e9), num(list[i], "c", where, -273.15, 1000)});
        }
    }
    return t;
}

Json device_to_json(const DeviceInfo& d)
{
    Json dev = Json::object();
    dev["model"] = opt_str(d.model);
    dev["firmware"] = opt_str(d.firmware);
    dev["serial"] = opt_str(d.serial);
    dev["driver"] = opt_str(d.driver);
    dev["driver_note"] = opt_str(d.driver_note);
    dev["bus"] = opt_str(d.bus);
    dev["transport"] = opt_str(d.transport);
    dev["device_node"] = opt_str(d.device_node);
    dev["volume_disk_node"] = opt_str(d.volume_disk_node);
    dev["partition_node"] = opt_str(d.partition_node);
    dev["stack"] = opt_str(d.stack);
    dev["filesystem"] = opt_str(d.filesystem);
    dev["fuse_type"] = opt_str(d.fuse_type);
    dev["underlying_filesystem"] = opt_str(d.underlying_filesystem);
    dev["mount_point"] = opt_str(d.mount_point);
    dev["mount_options"] = opt_str(d.mount_options);
    dev["capacity_bytes"] = opt_num(d.capacity_bytes);
    dev["volume_size_bytes"] = opt_num(d.volume_size_bytes);
    dev["free_bytes"] = opt_num(d.free_bytes);
    dev["logical_block_bytes"] = opt_num(d.logical_block_bytes);
    dev["physical_block_bytes"] = opt_num(d.physical_block_bytes);
    dev["disk_logical_block_bytes"] = opt_num(d.disk_logical_block_bytes);
    dev["disk_physical_block_bytes"] = opt_num(d.disk_physical_block_bytes);
    dev["partition_offset_bytes"] = opt_num(d.partition_offset_bytes);
    dev["partition_offset"] = d.partition_offset_text();
    dev["rotational"] = opt_num(d.rotational);
    dev["write_cache"] = opt_str(d.write_cache);
    dev["stack_layers"] = json_list(d.stack_layers, [&](const StackLayer& l) -> Json {
        return {{"kind", l.kind},
                {"node", l.node},
                {"name", opt_str(l.name)},
                {"level", opt_str(l.level)},
                {"raid_disks", opt_num(l.raid_disks)},
                {"members", l.members},
                {"backing_file", opt_str(l.backing_file)},
                {"backing_filesystem", opt_str(l.backing_filesystem)}};
    });
    return dev;
}

namespace {

StackLayer stack_layer_from_json(const Json& j)
{
    const char* w = "device.stack_layers[]";
    as_object(j, w);
    StackLayer l;
    l.kind = as_string(at(j, "kind", w), "device.stack_layers[].kind");
    l.node = str_or_empty(j, "node", w);
    l.name = str_or_empty(j, "name", w);
    l.level = str_or_empty(j, "level", w);
    l.raid_disks = opt_whole<std::uint32_t>(j, "raid_disks", w);
    if (const Json* m = find(j, "members"))
        for (const Json& n : as_array(*m, "device.stack_layers[].members"))
            l.members.push_back(as_string(n, "device.stack_layers[].members[]"));
    l.backing_file = str_or_empty(j, "backing_file", w);
    l.backing_filesystem = str_or_empty(j, "backing_filesystem", w);
    return l;
}

}  // namespace

DeviceInfo device_from_json(const Json& d)
{
    as_object(d, "device");
    const char* w = "device";
    DeviceInfo di;
    di.model = str_or_empty(d, "model", w);
    di.firmware = str_or_empty(d, "firmware", w);
    di.serial = str_or_empty(d, "serial", w);
    di.driver = str_or_empty(d, "driver", w);
    di.driver_note = str_or_empty(d, "driver_note", w);
    di.bus = str_or_empty(d, "bus", w);
    di.transport = str_or_empty(d, "transport", w);
    di.device_node = str_or_empty(d, "device_node", w);
    di.volume_disk_node = str_or_empty(d, "volume_disk_node", w);
    di.partition_node = str_or_empty(d, "partition_node", w);
    di.stack = str_or_empty(d, "stack", w);
    di.filesystem = str_or_empty(d, "filesystem", w);
    di.fuse_type = str_or_empty(d, "fuse_type", w);
    di.underlying_filesystem = str_or_empty(d, "underlying_filesystem", w);
    di.mount_point = str_or_empty(d, "mount_point", w);
    di.mount_options = str_or_empty(d, "mount_options", w);
    di.capacity_bytes = opt_whole<std::uint64_t>(d, "capacity_bytes", w);
    di.volume_size_bytes = opt_whole<std::uint64_t>(d, "volume_size_bytes", w);
    di.free_bytes = opt_whole<std::uint64_t>(d, "free_bytes", w);
    di.logical_block_bytes = opt_whole<std::uint32_t>(d, "logical_block_bytes", w);
    di.physical_block_bytes = opt_whole<std::uint32_t>(d, "physical_block_bytes", w);
    di.disk_logical_block_bytes = opt_whole<std::uint32_t>(d, "disk_logical_block_bytes", w);
    di.disk_physical_block_bytes = opt_whole<std::uint32_t>(d, "disk_physical_block_bytes", w);
    di.partition_offset_bytes = opt_whole<std::uint64_t>(d, "partition_offset_bytes", w);
    if (const Json* rot = find(d, "rotational"); rot && !rot->is_null())
        di.rotational = as_bool(*rot, "device.rotational");
    di.write_cache = str_or_empty(d, "write_cache", w);
    if (const Json* layers = find(d, "stack_layers"))
        for (const Json& l : as_array(*layers, "device.stack_layers"))
            di.stack_layers.push_back(stack_layer_from_json(l));
    return di;
}

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
    if (m.other_cpu_s)
        j["other_cpu_s"] = *m.other_cpu_s;
    if (m.verify_s > 0) {
        j["verify_s"] = m.verify_s;
        j["verify_us_per_io"] = m.verify_us_per_io();
    }
    j["latency_us"] = {{"mean", m.latency.mean_us}, {"min", m.latency.min_us}, {"p50", m.latency.p50_us},
                       {"p90", m.latency.p90_us},   {"p99", m.latency.p99_us}, {"p999", m.latency.p999_us},
                       {"max", m.latency.max_us}};
    if (!m.series.empty()) {
        Json& series = j["series"] = Json::array();
        for (const SpeedPoint& s : m.series)
            series.push_back({{"t_s", s.t_s}, {"mib_s", s.mib_s}});
    }
    if (m.start_s)
        j["start_s"] = *m.start_s;
    return j;
}

Measurement measurement_from_json(const Json& j, std::string_view where)
{
    as_object(j, where);
    Measurement m;
    m.block_bytes = static_cast<std::uint32_t>(whole(j, "block_bytes", where, 1u << 30));
    m.threads = static_cast<std::uint32_t>(whole(j, "threads", where, 4096));
    m.queue_depth = opt_whole<std::uint32_t>(j, "queue_depth", where).value_or(1);
    if (m.queue_depth < 1 || m.queue_depth > 4096)
        throw Error(ErrorKind::Malformed, fmt::format("'{}' is out of range", path_of(where, "queue_depth")));
    m.bytes = whole(j, "bytes", where);
    m.ios = whole(j, "ios", where);
    m.elapsed_s = num(j, "elapsed_s", where, 0, 1e7);
    const auto optional_seconds = [&](const char* key, double hi) {
        const Json* v = find(j, key);
        return v && !v->is_null() ? num(j, key, where, 0, hi) : 0.0;
    };
    m.flush_s = optional_seconds("flush_s", 1e7);
    m.cpu_s = optional_seconds("cpu_s", 1e9);
    m.verify_s = optional_seconds("verify_s", 1e9);
    if (const Json* other = find(j, "other_cpu_s"); other && !other->is_null())
        m.other_cpu_s = num(j, "other_cpu_s", where, 0, 1e9);
    // What the writer derives (speeds, IOPS, CPU per I/O) is recomputed, but must still be a number.
    for (const char* key : {"mib_s", "iops", "ms", "cpu_us_per_io", "verify_us_per_io", "mb_s"})
        check_derived(j, key, where, 0, 1e15);
    LatencyStats& l = m.latency;
    read_numbers(j, "latency_us", where, 1e12,
                 {{"mean", &l.mean_us},
                  {"min", &l.min_us},
                  {"p50", &l.p50_us},
                  {"p90", &l.p90_us},
                  {"p99", &l.p99_us},
                  {"p999", &l.p999_us},
                  {"max", &l.max_us}});
    if (const Json* series = find(j, "series"); series && !series->is_null()) {
        const std::string sw = path_of(where, "series");
        for (const Json& point : as_array(*series, sw))
            m.series.push_back({num(point, "t_s", sw, 0, 1e7), num(point, "mib_s", sw, 0, 1e9)});
    }
    if (const Json* start = find(j, "start_s"); start && !start->is_null())
        m.start_s = num(j, "start_s", where, 0, 1e7);
    return m;
}

}  // namespace sm
