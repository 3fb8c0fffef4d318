// SolidMark's suite export run by fio, read back as a `run` with AS SSD
// scores (docs/methodology.md §15): the job names and the [global]
// description that core/run/fio_export.cpp writes identify it.
#include "result/fio_result.h"

#include "util/units.h"

#include <algorithm>
#include <cstdlib>
#include <fmt/format.h>

namespace sm {
namespace {

const char* suite_test_key(TestId t) { return t == TestId::Access ? "acc" : test_key(t); }

const FioJob* find_job(const FioResult& r, const std::string& name)
{
    for (const FioJob& j : r.jobs)
        if (j.name == name)
            return &j;
    return nullptr;
}

const std::string* job_option(const FioResult& r, const FioJob& job, std::string_view key)
{
    for (const auto* o : {&job.options, &r.global_options})
        for (auto it = o->rbegin(); it != o->rend(); ++it)
            if (it->first == key)
                return &it->second;
    return nullptr;
}

// fio's time text as the export writes it: "5", "500ms", "2m", "5s".
std::optional<double> fio_seconds(const std::string* text)
{
    if (!text || text->empty())
        return std::nullopt;
    char* end = nullptr;
    const double v = std::strtod(text->c_str(), &end);
    const std::string unit(end);
    if (unit.empty() || unit == "s")
        return v;
    if (unit == "ms")
        return v / 1000.0;
    if (unit == "m")
        return v * 60.0;
    return std::nullopt;
}

Measurement measurement_of(const FioJob& job, const FioDirection& d)
{
    Measurement m;
    m.bytes = d.io_bytes;
    m.ios = d.total_ios;
    m.elapsed_s = d.elapsed_s();
    m.block_bytes = static_cast<std::uint32_t>(fio_size_bytes(job.bs).value_or(d.block_bytes()));
    m.threads = job.numjobs;
    m.queue_depth = job.iodepth;
    // fio's usr_cpu/sys_cpu are percent of the jobs' summed runtime (job_runtime).
    m.cpu_s = (job.usr_cpu_percent + job.sys_cpu_percent) / 100.0 * static_cast<double>(job.job_runtime_ms) / 1000.0;
    const FioLatency& l = d.latency;
    m.latency.mean_us = l.mean_us;
    m.latency.min_us = l.min_us;
    m.latency.max_us = l.max_us;
    m.latency.p50_us = l.percentile(50);
    m.latency.p90_us = l.percentile(90);
    m.latency.p99_us = l.percentile(99);
    m.latency.p999_us = l.percentile(99.9);
    return m;
}

void settings_of(const FioResult& fio, RunResult& r)
{
    RunSettings& s = r.settings;
    for (const auto& [k, v] : fio.global_options)
        if (k == "size")
            s.size_bytes = fio_size_bytes(v).value_or(s.size_bytes);
    // The write phases carry the data options (the fill is always incompressible).
    for (const FioJob& j : fio.jobs)
        for (const auto& [k, v] : j.options) {
            if (j.name == kFioFillJob)
                continue;
            if (k == "zero_buffers" && v == "1")
                s.data = DataSpec::parse("compressible:100");
            if (k == "buffer_compress_percentage")
                s.data = DataSpec::parse("compressible:" + v);
        }
    const auto seconds = [&](TestId t, double& field) {
        for (bool write : {false, true})
            if (const FioJob* j = find_job(fio, fio_suite_job(t, write)))
                if (const auto v = fio_seconds(job_option(fio, *j, "runtime")))
                    field = *v;
    };
    seconds(TestId::Seq, s.seq_max_seconds);
    seconds(TestId::Rand4K, s.random_seconds);
    seconds(TestId::Rand4K64, s.random_seconds);
    seconds(TestId::Access, s.access_seconds);
    if (const FioJob* j = find_job(fio, fio_suite_job(TestId::Rand4K64, false)))
        s.threads_4k64 = j->numjobs;
    s.access_span = AccessSpan::File;
}

}  // namespace

std::string fio_suite_job(TestId t, bool write)
{
    return fmt::format("sm-{}-{}", suite_test_key(t), direction_key(write));
}

std::optional<RunResult> suite_from_fio(const FioResult& fio)
{
    if (fio.description != kFioSuiteDescription)
        return std::nullopt;
    int suite_jobs = 0;
    for (const FioJob& j : fio.jobs) {
        bool known = j.name == kFioFillJob;
        for (TestId t : kAllTests)
            for (bool write : {false, true})
                if (j.name == fio_suite_job(t, write)) {
                    known = true;
                    ++suite_jobs;
                }
        if (!known)
            return std::nullopt;
    }
    if (suite_jobs == 0)
        return std::nullopt;
    RunResult r;
    static_cast<ResultHeader&>(r) = static_cast<const ResultHeader&>(fio);
    r.set_flag(flag::fio);
    settings_of(fio, r);
    for (TestId t : kAllTests) {
        r.settings.tests[static_cast<int>(t)] = false;
        for (bool write : {false, true}) {
            const FioJob* job = find_job(fio, fio_suite_job(t, write));
            if (!job || !job->direction(write))
                continue;
            r.settings.tests[static_cast<int>(t)] = true;
            r.get(t, write) = measurement_of(*job, *job->direction(write));
        }
    }
    r.access_read_span = AccessSpan::File;
    r.access_span_note = fmt::format("measured by {} over its test file", fio.fio_version);
    return r;
}

FioDocument fio_document(const FioResult& fio)
{
    if (const std::optional<RunResult> run = suite_from_fio(fio))
        return {&kind_of<RunResult>(), to_json(*run)};
    return {&kind_of<FioResult>(), to_json(fio)};
}

}  // namespace sm
