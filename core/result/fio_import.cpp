// Reading fio's `--output-format=json` / `json+` output (fio 3.x; fields as
// fio's stat.c writes them: jobs[] or, from `fio --client`, client_stats[]
// with hostname and port) into FioResult, and SolidMark's suite export back
// into a RunResult (docs/methodology.md §15).
#include "result/fio_result.h"

#include "util/error.h"

#include <algorithm>
#include <cctype>
#include <charconv>
#include <cmath>
#include <cstdlib>
#include <ctime>
#include <fmt/chrono.h>
#include <fmt/format.h>
#include <map>

namespace sm {
namespace {

using Options = std::vector<std::pair<std::string, std::string>>;

// fio's JSON with whatever fio printed around it turned into spaces, so
// parse errors still name the file's own lines and columns. fio's JSON starts
// with the first "{" that begins a line and ends with the last "}".
std::string json_region(std::string_view text)
{
    std::size_t start = std::string_view::npos;
    for (std::size_t at = 0; at < text.size() && start == std::string_view::npos;) {
        if (text[at] == '{')
            start = at;
        const std::size_t nl = text.find('\n', at);
        at = nl == std::string_view::npos ? text.size() : nl + 1;
    }
    const std::size_t close = text.rfind('}');
    const std::size_t end = close == std::string_view::npos ? 0 : close + 1;
    if (start == std::string_view::npos || end <= start)
        throw Error(ErrorKind::Malformed,
                    "this is not fio JSON output: no JSON object starts a line in it (run fio "
                    "with --output-format=json or json+)");
    std::string out(text);
    for (std::size_t i = 0; i < out.size(); ++i)
        if ((i < start || i >= end) && out[i] != '\n')
            out[i] = ' ';
    return out;
}

double number_at(const Json& j, std::string_view key, std::string_view where)
{
    return as_number(at(j, key, where), path_of(where, key));
}

std::uint64_t count_at(const Json& j, std::string_view key, std::string_view where)
{
    const Json* v = find(j, key);
    return v && !v->is_null() ? whole(j, key, where) : 0;
}

Options options_of(const Json* j, std::string_view where)
{
    Options out;
    if (!j)
        return out;
    as_object(*j, where);
    for (auto it = j->begin(); it != j->end(); ++it)
        out.emplace_back(it.key(), it.value().is_string() ? it.value().get<std::string>() : it.value().dump());
    return out;
}

const std::string* option(const Options& job, const Options& global, std::string_view key)
{
    for (const Options* o : {&job, &global})
        for (auto it = o->rbegin(); it != o->rend(); ++it)
            if (it->first == key)
                return &it->second;
    return nullptr;
}

unsigned option_count(const Options& job, const Options& global, std::string_view key)
{
    const std::string* v = option(job, global, key);
    unsigned n = 1;
    if (v)
        std::from_chars(v->data(), v->data() + v->size(), n);
    return std::max(n, 1u);
}

// Nearest-rank percentiles from json+ bins (completion latency in ns → count).
std::vector<std::pair<double, double>> percentiles_from_bins(const Json& bins, std::string_view where)
{
    std::vector<std::pair<double, std::uint64_t>> b;
    std::uint64_t total = 0;
    for (auto it = bins.begin(); it != bins.end(); ++it) {
        const std::uint64_t n = whole(bins, it.key(), where);
        b.emplace_back(std::strtod(it.key().c_str(), nullptr), n);
        total += n;
    }
    std::sort(b.begin(), b.end());
    std::vector<std::pair<double, double>> out;
    if (total == 0)
        return out;
    for (double p :
         {1.0, 5.0, 10.0, 20.0, 30.0, 40.0, 50.0, 60.0, 70.0, 80.0, 90.0, 95.0, 99.0, 99.5, 99.9, 99.95, 99.99}) {
        const auto rank = static_cast<std::uint64_t>(std::ceil(p / 100.0 * static_cast<double>(total)));
        std::uint64_t seen = 0;
        for (const auto& [ns, n] : b)
            if ((seen += n) >= rank) {
                out.emplace_back(p, ns / 1000.0);
                break;
            }
    }
    return out;
}

FioLatency latency_of(const Json& d, const std::string& w)
{
    FioLatency l;
    const std::string lw = path_of(w, "lat_ns");
    const Json& lat = as_object(at(d, "lat_ns", w), lw);
    l.mean_us = number_at(lat, "mean", lw) / 1000.0;
    l.min_us = number_at(lat, "min", lw) / 1000.0;
    l.max_us = number_at(lat, "max", lw) / 1000.0;
    if (const Json* sd = find(lat, "stddev"))
        l.stddev_us = as_number(*sd, path_of(lw, "stddev")) / 1000.0;
    const Json* clat = find(d, "clat_ns");
    for (const auto& [source, obj] : {std::pair{"lat_ns", &lat}, std::pair{"clat_ns", clat}}) {
        const Json* pct = obj ? find(*obj, "percentile") : nullptr;
        if (!pct)
            continue;
        for (auto it = pct->begin(); it != pct->end(); ++it)
            l.percentiles_us.emplace_back(std::strtod(it.key().c_str(), nullptr),
                                          as_number(it.value(), path_of(w, source)) / 1000.0);
        l.percentile_source = source;
        return l;
    }
    if (const Json* bins = clat ? find(*clat, "bins") : nullptr) {
        l.percentiles_us = percentiles_from_bins(as_object(*bins, path_of(w, "clat_ns.bins")), w);
        l.percentile_source = "clat_ns bins";
        // A bin stands for its bucket by a value inside it (fio's
        // plat_idx_to_val), which for the slowest bucket can lie above the
        // slowest I/O measured: no percentile is above the maximum.
        for (auto& pv : l.percentiles_us)
            pv.second = std::min(pv.second, l.max_us);
    }
    return l;
}

std::optional<FioDirection> read_direction(const Json& job, const char* key, const std::string& where)
{
    const Json* d = find(job, key);
    if (!d)
        return std::nullopt;
    const std::string w = path_of(where, key);
    as_object(*d, w);
    FioDirection out;
    out.io_bytes = whole(*d, "io_bytes", w);
    out.total_ios = whole(*d, "total_ios", w);
    if (out.io_bytes == 0 && out.total_ios == 0)
        return std::nullopt;
    out.runtime_ms = whole(*d, "runtime", w);
    out.short_ios = count_at(*d, "short_ios", w);
    out.drop_ios = count_at(*d, "drop_ios", w);
    out.latency = latency_of(*d, w);
    return out;
}

FioJob job_of(const Json& j, const Options& global, const std::string& w)
{
    as_object(j, w);
    FioJob job;
    job.name = as_string(at(j, "jobname", w), path_of(w, "jobname"));
    job.groupid = static_cast<unsigned>(whole(j, "groupid", w, 1e9));
    job.error = static_cast<int>(number_at(j, "error", w));
    job.options = options_of(find(j, "job options"), path_of(w, "job options"));
    const auto opt = [&](std::string_view a, std::string_view b, const char* fallback) {
        const std::string* v = option(job.options, global, a);
        v = v ? v : option(job.options, global, b);
        return v ? *v : std::string(fallback);
    };
    job.rw = opt("rw", "readwrite", "read");
    job.bs = opt("bs", "blocksize", "4k");
    if (const std::string* split = option(job.options, global, "bssplit"))
        job.bs = "bssplit " + *split;
    job.iodepth = option_count(job.options, global, "iodepth");
    job.numjobs = option_count(job.options, global, "numjobs");
    job.ioengine = opt("ioengine", "ioengine", "psync");
    job.job_runtime_ms = count_at(j, "job_runtime", w);
    if (const Json* u = find(j, "usr_cpu"))
        job.usr_cpu_percent = as_number(*u, path_of(w, "usr_cpu"));
    if (const Json* s = find(j, "sys_cpu"))
        job.sys_cpu_percent = as_number(*s, path_of(w, "sys_cpu"));
    job.read = read_direction(j, "read", w);
    job.write = read_direction(j, "write", w);
    job.trim = read_direction(j, "trim", w);
    return job;
}

void check_fio_root(const Json& root)
{
    if (!root.is_object())
        throw Error(ErrorKind::Malformed, "this is not fio JSON output: it is not a JSON object");
    if (const Json* schema = find(root, "schema"); schema && schema->is_string())
        throw Error(ErrorKind::Malformed,
                    fmt::format("this is a SolidMark document ({}), not fio output: use history import",
                                schema->get<std::string>()));
    const Json* version = find(root, "fio version");
    if (!version || !version->is_string())
        throw Error(ErrorKind::Malformed, "this is not fio JSON output: it has no \"fio version\" field");
    if (version->get<std::string>().rfind("fio-3", 0) != 0)
        throw Error(ErrorKind::Malformed,
                    fmt::format("{} output is not supported: import the JSON of fio 3.x", version->get<std::string>()));
    if (!find(root, "jobs") && !find(root, "client_stats"))
        throw Error(ErrorKind::Malformed, "this is not fio JSON output: it has neither \"jobs\" nor \"client_stats\"");
}

std::string started_at_of(const Json& root)
{
    const Json* ts = find(root, "timestamp");
    if (!ts || !ts->is_number())
        return {};
    const auto t = static_cast<std::time_t>(ts->get<double>());
    return fmt::format("{:%Y-%m-%dT%H:%M:%SZ}", fmt::gmtime(t));
}

}  // namespace

std::string fio_job_errors(const FioResult& r)
{
    std::string out;
    for (const FioJob& j : r.jobs)
        if (j.error != 0)
            out += fmt::format("{}job '{}'{} failed with error {} ({})", out.empty() ? "" : "; ", j.name,
                               r.host.empty() ? "" : " on " + r.host, j.error, errno_text(j.error));
    return out;
}

std::vector<FioResult> read_fio_output(std::string_view text, const std::string& app_version, FioErrors keep)
{
    const Json root = parse_json(json_region(text), DuplicateKeys::KeepLast);
    check_fio_root(root);
    const bool client = find(root, "client_stats") != nullptr;
    const char* list_key = client ? "client_stats" : "jobs";
    const Json& jobs = as_array(at(root, list_key, ""), list_key);
    FioResult base;
    base.app_version = app_version;
    base.fio_version = root.at("fio version").get<std::string>();
    base.started_at = started_at_of(root);
    base.global_options = options_of(find(root, "global options"), "global options");
    if (const std::string* d = option({}, base.global_options, "description"))
        base.description = *d;
    base.set_flag(flag::fio);
    std::vector<FioResult> results;
    std::map<std::string, std::size_t> by_host;
    for (std::size_t i = 0; i < jobs.size(); ++i) {
        const std::string w = fmt::format("{}[{}]", list_key, i);
        if (client && str_or_empty(jobs[i], "jobname", w) == "All clients")
            continue;  // fio's sum over the hosts, not a host
        std::string host;
        if (client)
            host = fmt::format("{}:{}", str_or_empty(jobs[i], "hostname", w), count_at(jobs[i], "port", w));
        if (!by_host.count(host)) {
            by_host[host] = results.size();
            results.push_back(base);
            results.back().host = host;
        }
        FioResult& r = results[by_host[host]];
        r.jobs.push_back(job_of(jobs[i], r.global_options, w));
        const FioJob& job = r.jobs.back();
        const bool plus = find(jobs[i], "read") && find(at(jobs[i], "read", w), "clat_ns") &&
            find(at(at(jobs[i], "read", w), "clat_ns", w), "bins");
        if (plus)
            r.output_format = "json+";
        if (r.target.empty()) {
            const std::string* dir = option(job.options, r.global_options, "directory");
            dir = dir ? dir : option(job.options, r.global_options, "filename");
            r.target = dir ? (host.empty() ? *dir : host + ":" + *dir) : host;
        }
    }
    if (results.empty())
        throw Error(ErrorKind::Malformed, "the fio output lists no job");
    std::string errors;
    for (const FioResult& r : results)
        if (const std::string e = fio_job_errors(r); !e.empty())
            errors += (errors.empty() ? "" : "; ") + e;
    if (!errors.empty() && keep == FioErrors::Reject)
        throw Error(ErrorKind::Io, fmt::format("fio reported errors, so nothing was stored: {}", errors));
    return results;
}

std::optional<std::uint64_t> fio_size_bytes(std::string_view text)
{
    std::uint64_t n = 0;
    const auto [end, ec] = std::from_chars(text.data(), text.data() + text.size(), n);
    if (ec != std::errc() || end == text.data())
        return std::nullopt;
    std::string unit(end, text.data() + text.size());
    std::transform(unit.begin(), unit.end(), unit.begin(), [](unsigned char c) { return std::tolower(c); });
    for (const std::string_view tail : {"ib", "b"})
        if (unit.size() > tail.size() && unit.substr(unit.size() - tail.size()) == tail) {
            unit.resize(unit.size() - tail.size());
            break;
        }
    const std::map<std::string, std::uint64_t> mult = {
        {"", 1}, {"k", 1ull << 10}, {"m", 1ull << 20}, {"g", 1ull << 30}, {"t", 1ull << 40}};
    const auto it = mult.find(unit);
    if (it == mult.end())
        return std::nullopt;
    return n * it->second;
}

}  // namespace sm
