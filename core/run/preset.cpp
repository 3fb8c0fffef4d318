#include "run/preset.h"

#include "result/json_fields.h"
#include "run/phase.h"
#include "run/runner.h"
#include "util/error.h"
#include "util/units.h"

#include <algorithm>
#include <cctype>
#include <chrono>
#include <fmt/format.h>
#include <regex>

namespace sm {
namespace {

constexpr std::uint32_t KiB32 = 1024;

std::string block_label(std::uint32_t b)
{
    if (b % (1024 * 1024) == 0)
        return fmt::format("{}M", b / (1024 * 1024));
    if (b % 1024 == 0)
        return fmt::format("{}K", b / 1024);
    return fmt::format("{}B", b);
}

PresetTest make(bool random, std::uint32_t block, unsigned qd, unsigned threads)
{
    PresetTest t{std::string(), random, block, qd, threads};
    t.name = preset_test_name(t);
    return t;
}

// The reported figure of a direction: the best pass, or the mean of all.
Measurement reported_of(const std::vector<Measurement>& passes, PresetProfile profile)
{
    if (profile == PresetProfile::Peak)
        return *std::max_element(passes.begin(), passes.end(),
                                 [](const Measurement& a, const Measurement& b) { return a.mib_s() < b.mib_s(); });
    Measurement m = passes.front();
    m.bytes = m.ios = 0;
    m.elapsed_s = m.cpu_s = m.flush_s = 0;
    LatencyStats l{};
    for (const Measurement& p : passes) {
        m.bytes += p.bytes;
        m.ios += p.ios;
        m.elapsed_s += p.elapsed_s;
        m.cpu_s += p.cpu_s;
        m.flush_s += p.flush_s;
        l.mean_us += p.latency.mean_us;
        l.p50_us += p.latency.p50_us;
        l.p90_us += p.latency.p90_us;
        l.p99_us += p.latency.p99_us;
        l.p999_us += p.latency.p999_us;
        l.max_us = std::max(l.max_us, p.latency.max_us);
        l.min_us = l.min_us == 0 ? p.latency.min_us : std::min(l.min_us, p.latency.min_us);
    }
    const double k = static_cast<double>(passes.size());
    l.mean_us /= k;
    l.p50_us /= k;
    l.p90_us /= k;
    l.p99_us /= k;
    l.p999_us /= k;
    m.latency = l;
    return m;
}

const char* profile_key(PresetProfile p) { return p == PresetProfile::Peak ? "peak" : "real"; }

}  // namespace

std::string preset_test_name(const PresetTest& t)
{
    return fmt::format("{}{} Q{}T{}", t.random ? "RND" : "SEQ", block_label(t.block_bytes), t.queue_depth, t.threads);
}

std::vector<PresetTest> preset_tests(const std::string& preset)
{
    if (preset == "default")
        return {make(false, 1024 * KiB32, 8, 1), make(false, 1024 * KiB32, 1, 1), make(true, 4 * KiB32, 32, 1),
                make(true, 4 * KiB32, 1, 1)};
    if (preset == "nvme")
        return {make(false, 1024 * KiB32, 8, 1), make(false, 128 * KiB32, 32, 1), make(true, 4 * KiB32, 32, 16),
                make(true, 4 * KiB32, 1, 1)};
    throw Error(ErrorKind::InvalidInput, fmt::format("unknown preset '{}': use default or nvme", preset));
}

PresetTest parse_preset_test(const std::string& text)
{
    std::string t;
    for (char c : text)
        if (c != ' ' && c != '-' && c != '_')
            t += static_cast<char>(std::toupper(static_cast<unsigned char>(c)));
    static const std::regex re("^(SEQ|RND)(\\d+)([KM]?)Q(\\d+)T(\\d+)$");
    std::smatch m;
    if (!std::regex_match(t, m, re))
        throw Error(ErrorKind::InvalidInput,
                    fmt::format("'{}' is not a test like SEQ1M-Q8T1 or RND4K-Q32T16", text));
    const unsigned long long n = std::stoull(m[2].str());
    const unsigned long long unit = m[3] == "M" ? 1024 * 1024 : m[3] == "K" ? 1024 : 1;
    const unsigned long long qd = std::stoull(m[4].str()), th = std::stoull(m[5].str());
    if (n == 0 || n * unit < 512 || n * unit > 64ull * 1024 * 1024 || (n * unit) % 512 != 0)
        throw Error(ErrorKind::InvalidInput, fmt::format("'{}': the block size must be a multiple of 512 B from 512 B "
                                                         "to 64 MiB",
                                                         text));
    if (qd < 1 || qd > 256 || th < 1 || th > 64)
        throw Error(ErrorKind::InvalidInput,
                    fmt::format("'{}': the queue depth must be 1 to 256 and the threads 1 to 64", text));
    return make(m[1] == "RND", static_cast<std::uint32_t>(n * unit), static_cast<unsigned>(qd), static_cast<unsigned>(th));
}

PresetResult run_preset(const PresetRequest& req, const CancelToken& cancel, const ProgressFn& progress)
{
    const auto run_start = std::chrono::steady_clock::now();
    const std::vector<PresetTest> tests = req.tests.empty() ? preset_tests(req.preset) : req.tests;
    if (req.size_bytes < kMinTestSize)
        throw Error(ErrorKind::InvalidInput,
                    fmt::format("The test size {} is too small: use at least 16MiB.", format_bytes(req.size_bytes)));
    if (req.passes < 1 || req.passes > 100)
        throw Error(ErrorKind::InvalidInput, "The number of passes must be from 1 to 100.");
    if (!(req.seconds > 0) || req.seconds > 3600)
        throw Error(ErrorKind::InvalidInput, "The seconds per pass must be more than 0 and at most 3600.");

    PresetResult result;
    result.app_version = req.app_version;
    result.started_at = iso8601_now();
    std::error_code ec;
    const std::filesystem::path target = std::filesystem::absolute(req.target, ec);
    result.target = target.string();
    result.preset = req.tests.empty() ? req.preset : "custom";
    result.profile = req.profile;
    result.passes = req.passes;
    result.seconds = req.seconds;
    result.size_bytes = req.size_bytes / (16ull << 20) * (16ull << 20);  // whole 16 MiB fill blocks
    for (const PresetTest& t : tests)
        if (t.block_bytes * static_cast<std::uint64_t>(t.threads) > result.size_bytes)
            throw Error(ErrorKind::InvalidInput, fmt::format("The test size {} is too small for {}.",
                                                             format_bytes(req.size_bytes), t.name));

    TestFile test = open_test_file(target, result.size_bytes, req.allow_buffered, req.app_version, progress);
    result.buffered = test.buffered;
    result.device = query_device_info(target);
    for (const PresetTest& t : tests)
        if (t.block_bytes % test.offset_alignment != 0)
            throw Error(ErrorKind::InvalidInput,
                        fmt::format("{}: the block size is not a multiple of the target's direct-I/O alignment ({} B).",
                                    t.name, test.offset_alignment));

    const std::uint64_t seed = fresh_seed();
    fill_test_file(test, result.size_bytes, seed, cancel, progress, run_start);
    EngineNames engines;
    for (std::size_t r = 0; r < tests.size(); ++r) {
        const PresetTest& t = tests[r];
        PresetRow row;
        row.test = t;
        for (bool write : {false, true}) {
            PresetDirection& d = write ? row.write : row.read;
            for (unsigned p = 0; p < req.passes; ++p) {
                Workload w;
                w.direction = write ? Direction::Write : Direction::Read;
                w.block_bytes = t.block_bytes;
                w.random = t.random;
                w.threads = t.threads;
                w.queue_depth = t.queue_depth;
                w.queue_engine = req.engine;
                w.span_end = result.size_bytes;
                w.max_seconds = req.seconds;
                w.alignment = test.memory_alignment;
                w.seed = seed + r * 0x10001ULL + p * 0x1000193ULL + (write ? 7 : 0);
                ProgressEvent ev;
                ev.step = static_cast<int>(r);
                ev.write = write;
                ev.text = fmt::format("{} {}, pass {}/{}", t.name, write ? "write" : "read", p + 1, req.passes);
                const char* used = nullptr;
                d.passes.push_back(
                    measure_reported_phase(test.file, w, ev, ev.text, cancel, progress, run_start, &used));
                engines.add(t.queue_depth, used);
            }
            d.reported = reported_of(d.passes, req.profile);
        }
        result.rows.push_back(std::move(row));
    }
    result.engine = engines.text();
    report_status(progress, "Removing the test folder");
    test.remove();
    return result;
}

namespace {

Json direction_json(const PresetDirection& d)
{
    Json o = measurement_to_json(d.reported);
    o["mb_s"] = d.mb_s();
    Json passes = Json::array();
    for (const Measurement& m : d.passes)
        passes.push_back(measurement_to_json(m));
    o["passes"] = passes;
    return o;
}

PresetDirection direction_from_json(const Json& j, const std::string& where)
{
    PresetDirection d;
    d.reported = measurement_from_json(j, where);
    if (const Json* p = j.find("passes"))
        for (const Json& m : p->as_array(where + ".passes"))
            d.passes.push_back(measurement_from_json(m, where + ".passes[]"));
    return d;
}

}  // namespace

std::string to_json_text(const PresetResult& r)
{
    Json j = Json::object();
    write_header(j, PresetResult::kSchema, {r.app_version, r.started_at, r.target});
    Json s = Json::object();
    s["preset"] = r.preset;
    s["profile"] = profile_key(r.profile);
    s["passes"] = r.passes;
    s["seconds"] = r.seconds;
    s["size_bytes"] = r.size_bytes;
    s["engine"] = r.engine;
    j["settings"] = s;
    Json units = Json::object();
    units["mb_s"] = "decimal MB/s = 10^6 bytes/s (CrystalDiskMark's unit)";
    units["mib_s"] = "MiB/s = 2^20 bytes/s (AS SSD's unit)";
    j["units"] = units;
    j["device"] = device_to_json(r.device);
    Json rows = Json::array();
    for (const PresetRow& row : r.rows) {
        Json o = Json::object();
        o["test"] = row.test.name;
        o["random"] = row.test.random;
        o["block_bytes"] = row.test.block_bytes;
        o["queue_depth"] = row.test.queue_depth;
        o["threads"] = row.test.threads;
        o["read"] = direction_json(row.read);
        o["write"] = direction_json(row.write);
        rows.push_back(o);
    }
    j["rows"] = rows;
    j["flags"] = flags_json(r.buffered);
    return j.dump(2) + "\n";
}

PresetResult preset_result_from_json_text(const std::string& text)
{
    const Json j = Json::parse(text);
    PresetResult r;
    const DocHeader h = read_header(j, PresetResult::kSchema);
    r.app_version = h.app_version;
    r.started_at = h.started_at;
    r.target = h.target;
    const Json& s = j.at("settings");
    s.as_object("settings");
    r.preset = s.at("preset").as_string("settings.preset");
    const std::string profile = s.at("profile").as_string("settings.profile");
    if (profile != "peak" && profile != "real")
        throw Error(ErrorKind::Malformed, "settings.profile must be peak or real");
    r.profile = profile == "peak" ? PresetProfile::Peak : PresetProfile::Real;
    r.passes = static_cast<unsigned>(whole(s, "passes", "settings", 100));
    r.seconds = num(s, "seconds", "settings", 0, 3600);
    r.size_bytes = whole(s, "size_bytes", "settings");
    r.engine = str_or_empty(s, "engine", "settings");
    if (const Json* d = j.find("device"))
        r.device = device_from_json(*d);
    r.buffered = has_buffered_flag(j);
    for (const Json& o : j.at("rows").as_array("rows")) {
        PresetRow row;
        row.test = parse_preset_test(o.at("test").as_string("rows[].test"));
        row.read = direction_from_json(o.at("read"), "rows[].read");
        row.write = direction_from_json(o.at("write"), "rows[].write");
        r.rows.push_back(std::move(row));
    }
    return r;
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
    std::string out = fmt::format("SolidMark {}  {}  {}\n", r.app_version, r.target, r.started_at);
    out += fmt::format("Preset {} (CrystalDiskMark-style), {}: {} of {} pass{} of {:g} s, test size {}, queue "
                       "engine {}{}\n",
                       r.preset, r.profile == PresetProfile::Peak ? "Peak" : "Real",
                       r.profile == PresetProfile::Peak ? "best" : "mean", r.passes, r.passes == 1 ? "" : "es", r.seconds,
                       format_bytes(r.size_bytes), r.engine, r.buffered ? "  [BUFFERED: cached, not comparable]" : "");
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

}  // namespace sm
