#include "result/preset_result.h"

#include "util/error.h"
#include "util/units.h"

#include <cctype>
#include <fmt/format.h>
#include <regex>

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

namespace {

Json direction_json(const PresetDirection& d)
{
    Json o = measurement_to_json(d.reported);
    o["mb_s"] = d.mb_s();
    o["passes"] = json_list(d.passes, [&](const Measurement& m) -> Json { return measurement_to_json(m); });
    return o;
}

PresetDirection direction_from_json(const Json& j, const std::string& where)
{
    PresetDirection d;
    d.reported = measurement_from_json(j, where);
    check_derived(j, "mb_s", where);
    if (const Json* p = find(j, "passes"))
        for (const Json& m : as_array(*p, where + ".passes"))
            d.passes.push_back(measurement_from_json(m, where + ".passes[]"));
    return d;
}

}  // namespace

void write_body(const PresetResult& r, Json& j)
{
    j["settings"] = {{"preset", r.preset},         {"profile", preset_profile_key(r.profile)},
                     {"passes", r.passes},         {"seconds", r.seconds},
                     {"size_bytes", r.size_bytes}, {"engine", r.engine}};
    j["units"] = {{"mb_s", "decimal MB/s = 10^6 bytes/s (CrystalDiskMark's unit)"},
                  {"mib_s", "MiB/s = 2^20 bytes/s (AS SSD's unit)"}};
    j["device"] = device_to_json(r.device);
    j["rows"] = json_list(r.rows, [&](const PresetRow& row) -> Json {
        return {{"test", row.test.name},
                {"random", row.test.random},
                {"block_bytes", row.test.block_bytes},
                {"queue_depth", row.test.queue_depth},
                {"threads", row.test.threads},
                {"read", direction_json(row.read)},
                {"write", direction_json(row.write)}};
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
        return row;
    });
}

std::string csv_report(const PresetResult& r)
{
    std::string out = "test,direction,mb_s,iops,mean_us,p99_us,block_bytes,queue_depth,threads,passes\n";
    for (const PresetRow& row : r.rows)
        for (bool w : {false, true}) {
            const PresetDirection& d = w ? row.write : row.read;
            out += fmt::format("{},{},{:.3f},{:.1f},{:.2f},{:.2f},{},{},{},{}\n", row.test.name, w ? "write" : "read",
                               d.mb_s(), d.reported.iops(), d.reported.latency.mean_us, d.reported.latency.p99_us,
                               row.test.block_bytes, row.test.queue_depth, row.test.threads, d.passes.size());
        }
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
    out += fmt::format("Drive: {}  Firmware: {}\n\n", r.device.model.empty() ? "n/a" : r.device.model,
                       r.device.firmware.empty() ? "n/a" : r.device.firmware);
    out += fmt::format("{:<16}{:>12}{:>12}{:>12}{:>12}{:>12}{:>12}\n", "", "Read MB/s", "Write MB/s", "Read IOPS",
                       "Write IOPS", "Read us", "Write us");
    for (const PresetRow& row : r.rows)
        out += fmt::format("{:<16}{:>12.2f}{:>12.2f}{:>12.0f}{:>12.0f}{:>12.1f}{:>12.1f}\n", row.test.name,
                           row.read.mb_s(), row.write.mb_s(), row.read.reported.iops(), row.write.reported.iops(),
                           row.read.reported.latency.mean_us, row.write.reported.latency.mean_us);
    out += "\nMB/s = 10^6 bytes/s, as CrystalDiskMark and KDiskMark print them (the AS SSD suite prints MiB/s).\n"
           "Latency: mean per request, from queueing to completion.\n";
    return out;
}

std::vector<MetricValue> compare_metrics(const PresetResult& r)
{
    // Preset rows in decimal MB/s, as the preset reports them.
    std::vector<MetricValue> out;
    for (const PresetRow& row : r.rows)
        for (bool w : {false, true}) {
            const PresetDirection& d = w ? row.write : row.read;
            const std::string item = row.test.name + (w ? " write" : " read");
            out.push_back({item, std::string(kDecimalMbSMetric), d.mb_s(), true});
            out.push_back({item, "IOPS", d.reported.iops(), true});
            out.push_back({item, "mean us", d.reported.latency.mean_us, false});
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
