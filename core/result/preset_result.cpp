#include "result/preset_result.h"

#include "util/error.h"
#include "util/units.h"

#include <cctype>
#include <fmt/format.h>
#include <regex>
#include <utility>

namespace sm {

std::string preset_test_name(const PresetTest& t)
{
    return fmt::format("{}{} Q{}T{}", t.random ? "RND" : "SEQ", block_label(t.block_bytes), t.queue_depth, t.threads);
}

PresetTest make_preset_test(bool random, std::uint32_t block_bytes, unsigned queue_depth, unsigned threads)
{
    PresetTest t{std::string(), random, block_bytes, queue_depth, threads};
    t.name = preset_test_name(t);
    return t;
}

PresetTest parse_preset_test(const std::string& text)
{
    std::string t;
    for (char c : text)
        if (c != ' ' && c != '-' && c != '_')
            t += static_cast<char>(std::toupper(static_cast<unsigned char>(c)));
    static const std::regex re("^(SEQ|RND)(\\d{1,9})([KM]?)Q(\\d{1,6})T(\\d{1,6})$");
    std::smatch m;
    if (!std::regex_match(t, m, re))
        throw Error(ErrorKind::InvalidInput, fmt::format("'{}' is not a test like SEQ1M-Q8T1 or RND4K-Q32T16", text));
    const unsigned long long n = std::stoull(m[2].str());
    const unsigned long long unit = m[3] == "M" ? 1024 * 1024 : m[3] == "K" ? 1024 : 1;
    const unsigned long long qd = std::stoull(m[4].str()), th = std::stoull(m[5].str());
    if (n == 0 || n * unit < kSweepMinBlock || n * unit > kSweepMaxBlock || (n * unit) % 512 != 0)
        throw Error(ErrorKind::InvalidInput,
                    fmt::format("'{}': the block size must be a multiple of 512 B from 512 B to 64 MiB", text));
    if (qd < 1 || qd > kMaxQueueDepth || th < 1 || th > kMaxToolThreads)
        throw Error(ErrorKind::InvalidInput,
                    fmt::format("'{}': the queue depth must be 1 to {} and the threads 1 to {}", text, kMaxQueueDepth,
                                kMaxToolThreads));
    return make_preset_test(m[1] == "RND", static_cast<std::uint32_t>(n * unit), static_cast<unsigned>(qd),
                            static_cast<unsigned>(th));
}

const char* preset_profile_key(PresetProfile p) { return p == PresetProfile::Peak ? "peak" : "real"; }

const char* preset_unit_key(PresetUnit u)
{
    static constexpr const char* kKeys[] = {"MB/s", "GB/s", "IOPS", "us"};  // PresetUnit's order
    return kKeys[static_cast<std::size_t>(u)];
}

PresetUnit parse_preset_unit(const std::string& text)
{
    std::string t;
    for (char c : text)
        t += static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
    for (PresetUnit u : {PresetUnit::MBs, PresetUnit::GBs, PresetUnit::Iops, PresetUnit::Us}) {
        std::string key = preset_unit_key(u);
        for (char& c : key)
            c = static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
        if (t == key)
            return u;
    }
    if (t == "mbs")
        return PresetUnit::MBs;
    if (t == "gbs")
        return PresetUnit::GBs;
    if (t == "\xc2\xb5s")  // "µs" in UTF-8
        return PresetUnit::Us;
    throw Error(ErrorKind::InvalidInput, fmt::format("unknown unit '{}': use MB/s, GB/s, IOPS or us", text));
}

double PresetDirection::value(PresetUnit u) const noexcept
{
    switch (u) {
    case PresetUnit::GBs:
        return reported.mb_s() / 1000;
    case PresetUnit::Iops:
        return reported.iops();
    case PresetUnit::Us:
        return reported.latency.mean_us;
    case PresetUnit::MBs:
        break;
    }
    return reported.mb_s();
}

namespace {

Json direction_json(const PresetDirection& d)
{
    Json o = measurement_to_json(d.reported);
    o["mb_s"] = d.mb_s();
    o["gb_s"] = d.value(PresetUnit::GBs);
    o["passes"] = json_list(d.passes, [&](const Measurement& m) -> Json { return measurement_to_json(m); });
    return o;
}

PresetDirection direction_from_json(const Json& j, const std::string& where)
{
    PresetDirection d;
    d.reported = measurement_from_json(j, where);
    check_derived(j, "mb_s", where);
    check_derived(j, "gb_s", where);
    if (const Json* p = find(j, "passes"))
        for (const Json& m : as_array(*p, where + ".passes"))
            d.passes.push_back(measurement_from_json(m, where + ".passes[]"));
    return d;
}

}  // namespace

void write_body(const PresetResult& r, Json& j)
{
    j["settings"] = {{"preset", r.preset},
                     {"profile", preset_profile_key(r.profile)},
                     {"passes", r.passes},
                     {"seconds", r.seconds},
                     {"size_bytes", r.size_bytes},
                     {"engine", r.engine},
                     {"interval_s", r.interval_s},
                     {"mix_read_percent", r.mix_read_percent ? Json(r.mix_read_percent) : Json()},
                     {"display_unit", preset_unit_key(r.unit)}};
    j["units"] = {{"mb_s", "decimal MB/s = 10^6 bytes/s (CrystalDiskMark's unit)"},
                  {"gb_s", "decimal GB/s = 10^9 bytes/s"},
                  {"mib_s", "MiB/s = 2^20 bytes/s (AS SSD's unit)"}};
    j["device"] = device_to_json(r.device);
    j["rows"] = json_list(r.rows, [&](const PresetRow& row) -> Json {
        Json o = {{"test", row.test.name},
                  {"random", row.test.random},
                  {"block_bytes", row.test.block_bytes},
                  {"queue_depth", row.test.queue_depth},
                  {"threads", row.test.threads},
                  {"read", direction_json(row.read)},
                  {"write", direction_json(row.write)}};
        if (row.mix)
            o["mix"] = direction_json(*row.mix);
        return o;
    });
}

void read_body(const Json& j, PresetResult& r)
{
    const Json& s = as_object(at(j, "settings", ""), "settings");
    r.preset = as_string(at(s, "preset", "settings"), "settings.preset");
    const std::string& profile = as_string(at(s, "profile", "settings"), "settings.profile");
    if (profile != "peak" && profile != "real")
        throw Error(ErrorKind::Malformed, "settings.profile must be peak or real");
    r.profile = profile == "peak" ? PresetProfile::Peak : PresetProfile::Real;
    r.passes = static_cast<unsigned>(whole(s, "passes", "settings", 100));
    r.seconds = num(s, "seconds", "settings", 0, 3600);
    r.size_bytes = whole(s, "size_bytes", "settings");
    r.engine = str_or_empty(s, "engine", "settings");
    // Absent in documents before the +Mix, units and interval settings: their defaults.
    r.interval_s = find(s, "interval_s") ? num(s, "interval_s", "settings", 0, kMaxPresetInterval) : 0;
    const Json* mix = find(s, "mix_read_percent");
    r.mix_read_percent =
        mix && !mix->is_null() ? static_cast<unsigned>(whole(s, "mix_read_percent", "settings", 100)) : 0;
    const std::string unit = str_or_empty(s, "display_unit", "settings");
    try {
        r.unit = unit.empty() ? PresetUnit::MBs : parse_preset_unit(unit);
    } catch (const Error& e) {
        throw Error(ErrorKind::Malformed, fmt::format("settings.display_unit: {}", e.what()));
    }
    read_list(j, "rows", r.rows, [](const Json& e, const std::string& where) {
        const Json& o = as_object(e, where);
        PresetRow row;
        try {
            row.test = parse_preset_test(as_string(at(o, "test", where), where + ".test"));
        } catch (const Error& e) {
            throw Error(ErrorKind::Malformed, fmt::format("'{}.test': {}", where, e.what()));
        }
        row.read = direction_from_json(at(o, "read", where), where + ".read");
        row.write = direction_from_json(at(o, "write", where), where + ".write");
        if (const Json* m = find(o, "mix"); m && !m->is_null())
            row.mix = direction_from_json(*m, where + ".mix");
        return row;
    });
}

namespace {

// The row's measured directions in table order: read, write, then mix when measured.
std::vector<std::pair<const char*, const PresetDirection*>> directions(const PresetRow& row)
{
    std::vector<std::pair<const char*, const PresetDirection*>> out = {{"read", &row.read}, {"write", &row.write}};
    if (row.mix)
        out.emplace_back("mix", &*row.mix);
    return out;
}

}  // namespace

std::string csv_report(const PresetResult& r)
{
    std::string out = "test,direction,mb_s,iops,mean_us,p99_us,block_bytes,queue_depth,threads,passes,gb_s\n";
    for (const PresetRow& row : r.rows)
        for (const auto& [key, d] : directions(row))
            out += fmt::format("{},{},{:.3f},{:.1f},{:.2f},{:.2f},{},{},{},{},{:.6f}\n", row.test.name, key, d->mb_s(),
                               d->reported.iops(), d->reported.latency.mean_us, d->reported.latency.p99_us,
                               row.test.block_bytes, row.test.queue_depth, row.test.threads, d->passes.size(),
                               d->value(PresetUnit::GBs));
    return out;
}

std::string console_table(const PresetResult& r)
{
    std::string out = table_header(r);
    const bool peak = r.profile == PresetProfile::Peak;
    out += fmt::format("Preset {} (CrystalDiskMark-style), {}: {} of {} pass{} of {:g} s, test size {}, queue "
                       "engine {}{}\n",
                       r.preset, peak ? "Peak" : "Real", peak ? "best" : "mean", r.passes, r.passes == 1 ? "" : "es",
                       r.seconds, format_bytes(r.size_bytes), r.engine, buffered_note(r));
    if (r.interval_s > 0 || r.mix_read_percent)
        out += fmt::format("Interval {:g} s between passes{}\n", r.interval_s,
                           r.mix_read_percent ? fmt::format("; Mix: {} % reads, {} % writes", r.mix_read_percent,
                                                            100 - r.mix_read_percent)
                                              : "");
    out += fmt::format("Drive: {}  Firmware: {}\n\n", r.device.model.empty() ? "n/a" : r.device.model,
                       r.device.firmware.empty() ? "n/a" : r.device.firmware);
    // CrystalDiskMark's grid in the chosen unit; the exports keep every unit.
    const PresetUnit u = r.unit;
    const std::string unit = preset_unit_key(u);
    const int decimals = u == PresetUnit::GBs ? 3 : u == PresetUnit::Iops ? 0 : u == PresetUnit::Us ? 1 : 2;
    out += fmt::format("{:<16}{:>14}{:>14}", "", "Read " + unit, "Write " + unit);
    if (r.mix_read_percent)
        out += fmt::format("{:>14}", "Mix " + unit);
    out += "\n";
    for (const PresetRow& row : r.rows) {
        out += fmt::format("{:<16}", row.test.name);
        for (const auto& [key, d] : directions(row))
            out += fmt::format("{:>14.{}f}", d->value(u), decimals);
        out += "\n";
    }
    out += "\nMB/s = 10^6 bytes/s and GB/s = 10^9 bytes/s, as CrystalDiskMark and KDiskMark print them (the AS SSD "
           "suite prints MiB/s); us = mean latency per request, from queueing to completion. The JSON and CSV "
           "exports keep every unit.\n";
    return out;
}

std::vector<MetricValue> compare_metrics(const PresetResult& r)
{
    // Preset rows in decimal MB/s, as the preset reports them.
    std::vector<MetricValue> out;
    for (const PresetRow& row : r.rows)
        for (const auto& [key, d] : directions(row)) {
            const std::string item = row.test.name + " " + key;
            out.push_back({item, std::string(kDecimalMbSMetric), d->mb_s(), true});
            out.push_back({item, "IOPS", d->reported.iops(), true});
            out.push_back({item, "mean us", d->reported.latency.mean_us, false});
        }
    return out;
}

std::vector<HeadlineValue> headline(const PresetResult& r)
{
    if (r.rows.empty())
        return {};
    const PresetRow& first = r.rows.front();
    return {{first.test.name + " read", first.read.mb_s(), "MB (10^6)/s"},
            {first.test.name + " write", first.write.mb_s(), "MB (10^6)/s"}};
}

std::uint64_t history_size(const PresetResult& r) { return r.size_bytes; }

}  // namespace sm
