#pragma once
// FioResult: a fio run read from fio's own `--output-format=json` or
// `json+` output (fio 3.x), kept as fio reported it: per job its rw, block
// size, iodepth, numjobs, and per direction bytes, I/Os, runtime, MB/s, IOPS
// and latency with percentiles (docs/methodology.md §15). When the jobs are
// SolidMark's own suite export (core/run/fio_export.h), suite_from_fio()
// turns them into a RunResult with AS SSD scores instead.
#include "result/header.h"
#include "result/kind.h"
#include "result/run_result.h"
#include "util/translatable.h"

#include <array>
#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

namespace sm {

struct FioLatency {
    double mean_us = 0, min_us = 0, max_us = 0, stddev_us = 0;
    // (percent, µs) as fio listed them: total latency (lat_ns) where the job
    // ran with lat_percentiles=1, else completion latency (clat_ns).
    std::vector<std::pair<double, double>> percentiles_us;
    std::string percentile_source;  // "lat_ns", "clat_ns", "clat_ns bins" (json+), "" when none

    // The listed percentile `p`, else the smallest listed one above it, else max.
    double percentile(double p) const;
};

struct FioDirection {
    std::uint64_t io_bytes = 0;
    std::uint64_t total_ios = 0;
    std::uint64_t runtime_ms = 0;  // fio's runtime of this direction, whole milliseconds
    std::uint64_t short_ios = 0, drop_ios = 0;
    FioLatency latency;  // mean/min/max of lat_ns (submission to completion)

    double elapsed_s() const noexcept { return static_cast<double>(runtime_ms) / 1000.0; }
    double mib_s() const noexcept;
    double mb_s() const noexcept;
    double iops() const noexcept;
    std::uint32_t block_bytes() const noexcept;  // io_bytes / total_ios
};

struct FioJob {
    std::string name;
    unsigned groupid = 0;
    int error = 0;
    std::string rw = "read";  // fio's defaults where the job file did not say
    std::string bs = "4k";
    unsigned iodepth = 1;
    unsigned numjobs = 1;
    std::string ioengine;
    std::uint64_t job_runtime_ms = 0;
    double usr_cpu_percent = 0, sys_cpu_percent = 0;
    std::vector<std::pair<std::string, std::string>> options;  // the job's own "job options", as fio listed them
    std::optional<FioDirection> read, write, trim;             // directions that moved data

    const std::optional<FioDirection>& direction(bool write_dir) const { return write_dir ? write : read; }
};

struct FioResult : ResultHeader {
    static constexpr std::string_view kKey = "fio";
    static constexpr std::string_view kSchema = "solidmark.fio/1";
    static constexpr std::string_view kTitle = translatable("sm::kind", "fio result");
    static constexpr std::string_view kChartMetric = "MB/s";

    std::string fio_version;             // "fio-3.33"
    std::string host;                    // "host:port" of a fio --client result; "" for a local run
    std::string output_format = "json";  // json or json+
    std::string description;             // the [global] description, if any
    std::vector<std::pair<std::string, std::string>> global_options;
    std::vector<FioJob> jobs;
};

SM_RESULT_HOOKS(FioResult);

// ---- reading fio's output ------------------------------------------------

// Every result in fio's JSON (or json+) output: one for a local run, one per
// host for `fio --client` output (client_stats, "All clients" left out). Text
// fio printed around the JSON (client mode's "<host> ..." lines, warnings)
// is skipped. Error(Malformed) for text that is not fio's JSON output;
// Error(Io) naming the job and fio's error for a run with errors.
// `app_version` is SolidMark's, stored in each result's header. With
// FioErrors::Keep, results with failed jobs are returned (fleet reports them
// per host).
enum class FioErrors { Reject, Keep };
std::vector<FioResult> read_fio_output(std::string_view text, const std::string& app_version,
                                       FioErrors errors = FioErrors::Reject);
// "job 'sm-4k-read' failed with error 5 (Input/output error); …", or "" when no job failed.
std::string fio_job_errors(const FioResult& r);

// ---- SolidMark's suite export (docs/methodology.md §15) ------------------

// Job names of the suite's fio twin; fio_export writes them, suite_from_fio reads them.
inline constexpr std::string_view kFioSuiteDescription = "SolidMark run suite (solidmark-cli export-fio run)";
inline constexpr std::string_view kFioFillJob = "sm-fill";
std::string fio_suite_job(TestId t, bool write);  // "sm-seq-write", "sm-4k64-read", "sm-acc-read"

// The RunResult of a fio run of the suite export (every job a suite job or
// the fill, at least one suite job, the export's description), with the
// `fio` flag; nullopt for any other fio run.
std::optional<RunResult> suite_from_fio(const FioResult& fio);

// What a fio result is stored and shown as: the `run` of the suite export,
// else the `fio` result itself.
struct FioDocument {
    const ResultKind* kind = nullptr;
    Json document;
};
FioDocument fio_document(const FioResult& fio);

// fio's size text ("4k", "16m", "1g", "512", "4KiB") in bytes, as fio reads
// it with its default kb_base=1024; nullopt when it is not a plain size.
std::optional<std::uint64_t> fio_size_bytes(std::string_view text);

}  // namespace sm
