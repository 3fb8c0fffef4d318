// The `fio` kind's document, table, CSV and compare metrics
// (docs/schemas/solidmark.fio.md); reading fio's own output is in fio_import.cpp.
#include "result/fio_result.h"

#include "util/error.h"
#include "util/units.h"

#include <algorithm>
#include <cmath>
#include <fmt/format.h>

namespace sm {

double FioLatency::percentile(double p) const
{
    const std::pair<double, double>* above = nullptr;
    for (const auto& pv : percentiles_us) {
        if (std::abs(pv.first - p) < 1e-9)
            return pv.second;
        if (pv.first > p && (!above || pv.first < above->first))
            above = &pv;
    }
    return above ? above->second : max_us;
}

double FioDirection::mib_s() const noexcept
{
    return runtime_ms ? static_cast<double>(io_bytes) / 1048576.0 / elapsed_s() : 0;
}

double FioDirection::mb_s() const noexcept
{
    return runtime_ms ? static_cast<double>(io_bytes) / 1e6 / elapsed_s() : 0;
}

double FioDirection::iops() const noexcept { return runtime_ms ? static_cast<double>(total_ios) / elapsed_s() : 0; }

std::uint32_t FioDirection::block_bytes() const noexcept
{
    return total_ios ? static_cast<std::uint32_t>(io_bytes / total_ios) : 0;
}

namespace {

constexpr const char* kDirections[] = {"read", "write", "trim"};

std::optional<FioDirection>& direction_of(FioJob& j, int i) { return i == 0 ? j.read : i == 1 ? j.write : j.trim; }
const std::optional<FioDirection>& direction_of(const FioJob& j, int i)
{
    return i == 0 ? j.read : i == 1 ? j.write : j.trim;
}

Json direction_to_json(const FioDirection& d)
{
    Json pct = Json::array();
    for (const auto& [p, us] : d.latency.percentiles_us)
        pct.push_back({{"percent", p}, {"us", us}});
    return {{"io_bytes", d.io_bytes},
            {"total_ios", d.total_ios},
            {"runtime_ms", d.runtime_ms},
            {"short_ios", d.short_ios},
            {"drop_ios", d.drop_ios},
            {"mib_s", d.mib_s()},
            {"iops", d.iops()},
            {"block_bytes", d.block_bytes()},
            {"latency_us",
             {{"mean", d.latency.mean_us},
              {"min", d.latency.min_us},
              {"max", d.latency.max_us},
              {"stddev", d.latency.stddev_us},
              {"percentile_source", d.latency.percentile_source},
              {"percentiles", pct}}}};
}

FioDirection fio_direction_from_json(const Json& j, const std::string& w)
{
    as_object(j, w);
    FioDirection d;
    d.io_bytes = whole(j, "io_bytes", w);
    d.total_ios = whole(j, "total_ios", w);
    d.runtime_ms = whole(j, "runtime_ms", w);
    d.short_ios = whole(j, "short_ios", w);
    d.drop_ios = whole(j, "drop_ios", w);
    for (const char* key : {"mib_s", "iops", "block_bytes"})
        check_derived(j, key, w, 0, 1e15);
    const std::string lw = path_of(w, "latency_us");
    const Json& l = read_numbers(j, "latency_us", w, 1e12,
                                 {{"mean", &d.latency.mean_us},
                                  {"min", &d.latency.min_us},
                                  {"max", &d.latency.max_us},
                                  {"stddev", &d.latency.stddev_us}});
    d.latency.percentile_source = str_or_empty(l, "percentile_source", lw);
    const Json& pct = as_array(at(l, "percentiles", lw), path_of(lw, "percentiles"));
    for (std::size_t i = 0; i < pct.size(); ++i) {
        const std::string pw = fmt::format("{}.percentiles[{}]", lw, i);
        d.latency.percentiles_us.emplace_back(num(pct[i], "percent", pw, 0, 100), num(pct[i], "us", pw, 0, 1e12));
    }
    return d;
}

Json job_to_json(const FioJob& job)
{
    Json j = {{"name", job.name},
              {"groupid", job.groupid},
              {"error", job.error},
              {"rw", job.rw},
              {"bs", job.bs},
              {"iodepth", job.iodepth},
              {"numjobs", job.numjobs},
              {"ioengine", job.ioengine},
              {"job_runtime_ms", job.job_runtime_ms},
              {"usr_cpu_percent", job.usr_cpu_percent},
              {"sys_cpu_percent", job.sys_cpu_percent}};
    Json options = Json::object();
    for (const auto& [k, v] : job.options)
        options[k] = v;
    j["options"] = options;
    for (int i = 0; i < 3; ++i) {
        const auto& d = direction_of(job, i);
        j[kDirections[i]] = d ? direction_to_json(*d) : Json();
    }
    return j;
}

FioJob job_from_json(const Json& j, const std::string& w)
{
    as_object(j, w);
    FioJob job;
    job.name = as_string(at(j, "name", w), path_of(w, "name"));
    job.groupid = static_cast<unsigned>(whole(j, "groupid", w, 1e9));
    job.error = static_cast<int>(whole(j, "error", w, 1e9));
    job.rw = as_string(at(j, "rw", w), path_of(w, "rw"));
    job.bs = as_string(at(j, "bs", w), path_of(w, "bs"));
    job.iodepth = static_cast<unsigned>(whole(j, "iodepth", w, 65536));
    job.numjobs = static_cast<unsigned>(whole(j, "numjobs", w, 1e6));
    job.ioengine = str_or_empty(j, "ioengine", w);
    job.job_runtime_ms = whole(j, "job_runtime_ms", w);
    job.usr_cpu_percent = num(j, "usr_cpu_percent", w, 0, 1e9);
    job.sys_cpu_percent = num(j, "sys_cpu_percent", w, 0, 1e9);
    const std::string ow = path_of(w, "options");
    const Json& options = as_object(at(j, "options", w), ow);
    for (auto it = options.begin(); it != options.end(); ++it)
        job.options.emplace_back(it.key(), as_string(it.value(), path_of(ow, it.key())));
    for (int i = 0; i < 3; ++i) {
        const Json* d = find(j, kDirections[i]);
        if (d && !d->is_null())
            direction_of(job, i) = fio_direction_from_json(*d, path_of(w, kDirections[i]));
    }
    return job;
}

// One row per job and direction that moved data.
template <class F>
void for_each_direction(const FioResult& r, F&& f)
{
    for (const FioJob& job : r.jobs)
        for (int i = 0; i < 3; ++i)
            if (const auto& d = direction_of(job, i))
                f(job, kDirections[i], *d);
}

}  // namespace

void write_body(const FioResult& r, Json& j)
{
    j["fio_version"] = r.fio_version;
    j["host"] = opt_str(r.host);
    j["output_format"] = r.output_format;
    j["description"] = r.description;
    Json options = Json::object();
    for (const auto& [k, v] : r.global_options)
        options[k] = v;
    j["global_options"] = options;
    j["units"] = "mib_s: MiB/s = 2^20 bytes/s; latency in microseconds";
    j["device"] = device_to_json(r.device);
    j["jobs"] = json_list(r.jobs, [](const FioJob& job) { return job_to_json(job); });
}

void read_body(const Json& j, FioResult& r)
{
    r.fio_version = as_string(at(j, "fio_version", ""), "fio_version");
    r.host = str_or_empty(j, "host", "");
    r.output_format = as_string(at(j, "output_format", ""), "output_format");
    r.description = str_or_empty(j, "description", "");
    r.global_options.clear();
    const Json& options = as_object(at(j, "global_options", ""), "global_options");
    for (auto it = options.begin(); it != options.end(); ++it)
        r.global_options.emplace_back(it.key(), as_string(it.value(), path_of("global_options", it.key())));
    read_list(j, "jobs", r.jobs, [](const Json& e, const std::string& where) { return job_from_json(e, where); });
}

std::string console_table(const FioResult& r)
{
    std::string out = fmt::format("fio result ({}, {})  {}  {}\n", r.fio_version, r.output_format,
                                  r.host.empty() ? r.target : r.host + "  " + r.target, r.started_at);
    out += flag_lines(r);
    out += fmt::format("\n{:<34}{:<6}{:<10}{:>8}{:>4}{:>5}{:>12}{:>10}{:>11}{:>11}{:>9}{:>6}\n", "Job", "Dir", "rw",
                       "bs", "QD", "jobs", "MB/s", "IOPS", "mean us", "p99 us", "run s", "err");
    for_each_direction(r, [&](const FioJob& job, const char* dir, const FioDirection& d) {
        out += fmt::format("{:<34}{:<6}{:<10}{:>8}{:>4}{:>5}{:>12.2f}{:>10.0f}{:>11.1f}{:>11.1f}{:>9.3f}{:>6}\n",
                           job.name.substr(0, 33), dir, job.rw, job.bs, job.iodepth, job.numjobs, d.mib_s(), d.iops(),
                           d.latency.mean_us, d.latency.percentile(99), d.elapsed_s(), job.error);
    });
    std::string source = "fio";
    for_each_direction(r, [&](const FioJob&, const char*, const FioDirection& d) {
        if (source == "fio" && !d.latency.percentile_source.empty())
            source = d.latency.percentile_source;
    });
    out += fmt::format("\nMB/s = MiB/s (2^20 bytes/s); mean latency from submission to completion (lat_ns), "
                       "percentiles from {}.\n",
                       source);
    return out;
}

std::string csv_report(const FioResult& r)
{
    std::string out =
        "job,direction,rw,bs,iodepth,numjobs,mib_s,iops,mean_us,p50_us,p99_us,p999_us,runtime_ms,io_bytes,"
        "total_ios,error\n";
    for_each_direction(r, [&](const FioJob& job, const char* dir, const FioDirection& d) {
        out += fmt::format("{},{},{},{},{},{},{:.3f},{:.1f},{:.2f},{:.2f},{:.2f},{:.2f},{},{},{},{}\n", job.name, dir,
                           job.rw, job.bs, job.iodepth, job.numjobs, d.mib_s(), d.iops(), d.latency.mean_us,
                           d.latency.percentile(50), d.latency.percentile(99), d.latency.percentile(99.9), d.runtime_ms,
                           d.io_bytes, d.total_ios, job.error);
    });
    return out;
}

std::vector<MetricValue> compare_metrics(const FioResult& r)
{
    std::vector<MetricValue> out;
    for_each_direction(r, [&](const FioJob& job, const char* dir, const FioDirection& d) {
        const std::string item = job.name + " " + dir;
        out.push_back({item, std::string(kMibSMetric), d.mib_s(), true});
        out.push_back({item, "IOPS", d.iops(), true});
        out.push_back({item, "mean us", d.latency.mean_us, false});
        out.push_back({item, "p99 us", d.latency.percentile(99), false});
    });
    return out;
}

std::vector<HeadlineValue> headline(const FioResult& r)
{
    double read = 0, write = 0;
    for (const FioJob& job : r.jobs) {
        read = std::max(read, job.read ? job.read->mib_s() : 0.0);
        write = std::max(write, job.write ? job.write->mib_s() : 0.0);
    }
    return {
        {"Jobs", static_cast<double>(r.jobs.size()), ""}, {"Best read", read, "MB/s"}, {"Best write", write, "MB/s"}};
}

std::uint64_t history_size(const FioResult& r)
{
    for (const auto& [k, v] : r.global_options)
        if (k == "size")
            return fio_size_bytes(v).value_or(0);
    return 0;
}

}  // namespace sm
