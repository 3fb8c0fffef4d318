#pragma once
// The one benchmark pipeline (docs/architecture.md rule 3). run_benchmark() owns
//   validate -> test area -> device info -> seed -> fill -> phases
//   -> cleanup -> history record
// for the suite and every tool; a benchmark brings only its request (with
// validate() and the area it needs) and its phases. The CLI and the GUI
// call the very same run functions.
#include "result/header.h"
#include "result/kind.h"
#include "run/fill.h"
#include "run/phase.h"
#include "run/progress.h"
#include "run/valid_data.h"
#include "util/cancel.h"
#include "util/error.h"

#include <chrono>
#include <fmt/format.h>
#include <cstdint>
#include <filesystem>
#include <functional>
#include <memory>
#include <optional>
#include <string>

namespace sm {

class TemperatureSampler;

// The fields every benchmark request starts with.
struct CommonRequest {
    std::filesystem::path target;  // a folder on the drive to test
    bool allow_buffered = false;   // run buffered (flagged) where direct I/O is refused
    bool clean_stale = false;      // first remove SolidMark-* folders a crashed run left in `target`
    // Test-file writes go past the drive's volatile cache (O_DSYNC,
    // FILE_FLAG_WRITE_THROUGH): settings.write_through, methodology §24.
    bool write_through = false;
    // --authorize: a whole-device read through udisks2 may have polkit ask
    // the user; otherwise it asks nothing and a rule must allow it.
    bool authorize = false;
    // --force: run on a drive whose health record has a critical warning
    // (the GUI asks first); without it such a run is refused.
    bool force = false;
    // --fill: the volume's fill level(s) during the run; more than one is a
    // fill series (docs/methodology.md §2, "Filling the volume").
    std::vector<FillLevelSpec> fill;
    std::string app_version;
};

// Receives every finished result as its document, before the caller sees
// it: the history. It reports its own failures; it never throws.
class Recorder {
public:
    virtual ~Recorder() = default;
    virtual void record(const ResultKind& kind, const Json& doc) noexcept = 0;
};

// Thrown by a run function whose benchmark ended early but kept what it
// measured (a sustained write that filled the disk): the result, marked
// partial, has been recorded and is `document`; what() says why it ended.
class PartialResult : public Error {
public:
    PartialResult(ErrorKind kind, const std::string& message, Json document)
        : Error(kind, message), m_document(std::move(document))
    {
    }
    const Json& document() const noexcept { return m_document; }

private:
    Json m_document;
};

// What the caller of a run function supplies.
struct RunEnv {
    RunEnv(const CancelToken& c, ProgressFn p = {}, Recorder* r = nullptr)
        : cancel(c), progress(std::move(p)), recorder(r)
    {
    }
    const CancelToken& cancel;
    ProgressFn progress;
    Recorder* recorder = nullptr;
};

// The pipeline's state, handed to a benchmark's phases.
class Bench {
public:
    Bench(const CommonRequest& req, const RunEnv& env, ResultHeader& header);
    ~Bench();
    Bench(const Bench&) = delete;
    Bench& operator=(const Bench&) = delete;

    // Steps 2-5: target checks and stale folders, the area the request's
    // plan asks for given the free space (checked), device information, the
    // seed, the ballast of --fill's first level, the fill. Every level of
    // --fill is checked against the plan before anything is written.
    void prepare(const std::function<AreaPlan(std::uint64_t free_bytes)>& plan);
    // --fill: how many levels (0 without it); the next level: the test file
    // goes, the ballast grows, a new test file is made for the plan at that
    // level (and filled, if the plan says so).
    std::size_t fill_levels() const noexcept { return m_req.fill.size(); }
    void next_fill_level();
    // The header so far (drive, flags, fill, the temperature until now), for
    // a fill series' earlier levels; without the series itself.
    void copy_header(ResultHeader& into) const;
    // Step 6b, after the phases: a `nocow` claim checked against what the
    // filesystem stored. A test file with an extent stored compressed
    // (FIEMAP) is `fs_compression` instead, whatever its inode flags say
    // (docs/methodology.md §12).
    void confirm_nocow();
    // Step 7: removes the test folder (reporting it); a folder that cannot
    // be removed is reported (Stage::LeftBehind) and kept in the header's
    // left_behind. Safe to call twice; the destructor calls it too.
    void clean_up() noexcept;
    // Step 8: clean_up() and records `doc`.
    void finish(const ResultKind& kind, const Json& doc);
    // Conditioning --keep: the folder stays for the next run instead of being removed.
    std::string keep_folder();
    // Capacity --keep: the folder (made without a test file) and its files
    // stay, given to the user (TestArea::release); its path.
    std::string release_folder();

    const CancelToken& cancel() const noexcept { return m_env.cancel; }
    const std::filesystem::path& target() const noexcept { return m_target; }
    std::uint64_t seed() const noexcept { return m_seed; }
    std::uint64_t free_bytes() const noexcept { return m_free; }
    bool has_file() const noexcept { return m_file.has_value(); }
    TestFile& file();  // the test file; Error(Internal) when the plan asked for none
    const TestFile& file() const;
    // Fills the test file from `from` to its end, untimed (reported as
    // PhaseKind::Fill), with the run's data and, in verify mode, its stamps.
    void fill(std::uint64_t from, const DataSpec& data = {}, std::uint64_t verify_id = 0);
    // Creates (and by default fills) the test file later in the run (surface
    // scan: only when the device cannot be read). Either way it is prepared
    // for timed writes as docs/methodology.md §29 says (prepare_file).
    TestFile& open_file(std::uint64_t bytes, bool fill = true);
    // A whole-device read's device: open_device_for_reading with the
    // request's --authorize and cancel, recorded as the header's
    // device_open and span_reason. no_device(): the test file instead, as
    // asked (`reason`: "the test file was asked for", "buffered mode").
    DirectFile open_device(std::uint64_t min_bytes, std::string& note);
    void no_device(std::string reason);
    // The whole folder, for messages. Benchmarks that write their own files
    // (copy, the --fill ballast, the capacity feature) create, open and remove them
    // through area(), with names relative to it (run/test_area.h).
    const std::filesystem::path& folder() const;
    const Folder& area() const;
    // Why the volume's unbuffered I/O is served from a cache after all (ZFS
    // before 2.3), or "": a benchmark that opens its own files refuses it
    // as the test file does.
    std::string cached_direct_io() const;

    // A workload on the test file: its alignment and span, the run's data,
    // and a seed derived from the run's seed and `salt`.
    Workload workload(Direction d, std::uint32_t block_bytes, bool random, std::uint64_t salt) const;
    // One timed phase on the test file (or `on`), reported as `phase`. Records
    // which engine ran a queue-depth phase (engines()).
    Measurement measure(const Workload& w, const PhaseRef& phase, DirectFile* on = nullptr);
    // The same without progress events (sub-phases of a reported step).
    Measurement measure_quiet(const Workload& w, const PhaseRef& phase, DirectFile* on = nullptr);
    // What ran the queue-depth phases: "io_uring", "threads", or "psync".
    std::string engines() const { return m_engines.text(); }

    void status(Stage stage, std::string path = {}, std::string name = {}, std::uint64_t count = 0,
                std::uint64_t bytes = 0) const;
    void report(ProgressEvent ev) const;  // stamps run_elapsed_s
    const ProgressFn& progress() const noexcept { return m_env.progress; }
    double elapsed_s() const;

    // The drive's temperature, sampled in the background from prepare() on
    // (docs/methodology.md §14): the last reading, and a shorter period.
    std::optional<double> temperature_now() const;
    void sample_temperature_every(unsigned ms);
    // Stops the sampling and writes the record into the result's header,
    // with the drive's health after the run (the header's `health`).
    void end_sampling();

private:
    // The drive's health before the first write; refuses (Error) a drive
    // with a critical warning unless the request says --force.
    void read_health_before();
    void remove_kept() noexcept;
    // The ballast to `level` (made in the test folder), and the fill recorded in the header.
    void fill_to(const FillPlan& level, const FillLevelSpec& spec);
    bool folder_active() const;
    // The test folder, with or without a test file in it.
    const TestArea& test_area() const;
    void notify(Stage stage, const std::filesystem::path& path) const noexcept;
    // Buffered mode: flushes the test file and drops its cached pages before
    // a phase that reads it, so the reads come from the drive (methodology
    // §12), and records in the header whether that worked.
    void drop_page_cache(const Workload& w, const DirectFile* on);
    // Windows: clears a compression the new test file inherited (or flags
    // fs_compression / fs_encryption), then sets its valid data length or
    // does what `fallback` says (docs/methodology.md §29), and records how
    // in the header (settings.file_preparation, flag valid_data_length).
    void prepare_file(WhenUnprepared fallback);

    const CommonRequest& m_req;
    const RunEnv& m_env;
    ResultHeader& m_header;
    std::filesystem::path m_target;
    std::chrono::steady_clock::time_point m_start;
    std::uint64_t m_seed = 0;
    std::uint64_t m_free = 0;
    bool m_remove_kept = false;
    bool m_preallocate = true;
    WhenUnprepared m_unprepared = WhenUnprepared::WriteFirst;
    std::unique_ptr<TemperatureSampler> m_sampler;
    std::optional<std::uint64_t> m_written_at_start;  // process_written_bytes() when the health was read
    std::unique_ptr<TestArea> m_area;                 // the folder without a file (copy; --fill before the file)
    std::optional<TestFile> m_file;
    std::function<AreaPlan(std::uint64_t)> m_plan;  // the request's plan, for a fill series' next level
    VolumeSpace m_space_before;                     // --fill: the volume before anything was written
    std::unique_ptr<Ballast> m_ballast;
    std::size_t m_level = 0;  // --fill: the level now
    EngineNames m_engines;
};

// Runs a benchmark through the pipeline. `Request` derives from
// CommonRequest and has `void validate() const` (Error(InvalidInput)) and
// `AreaPlan plan(std::uint64_t free_bytes) const`; `phases(Bench&, Result&)`
// does the measuring. Throws Error; the test folder is gone when it returns
// or throws, and the finished result has been recorded.
namespace detail {
// The phases once, or at every level of a fill series: the earlier levels'
// results are kept whole in the series, the last is `result` itself.
template <class Result, class Phases>
void run_levels(Bench& bench, Result& result, Phases& phases)
{
    const std::size_t n = bench.fill_levels();
    for (std::size_t i = 0; i + 1 < n; ++i) {
        if (i > 0)
            bench.next_fill_level();
        Result at;
        bench.copy_header(at);
        phases(bench, at);
        bench.copy_header(at);
        result.fill_series.push_back({*at.fill, to_json(at)});
    }
    if (n > 1)
        bench.next_fill_level();
    phases(bench, result);
    if (n > 1)
        result.fill_series.push_back({*result.fill, std::nullopt});
}

// A fill series that failed after a level finished: the finished levels, the
// last of them the result, recorded and thrown as a PartialResult.
template <class Result>
[[noreturn]] void keep_finished_levels(Bench& bench, Result& result, const Error& e)
{
    Result last = read_document<Result>(*result.fill_series.back().document);
    last.fill_series = std::move(result.fill_series);
    last.fill_series.back().document.reset();
    last.fill_stopped = e.what();
    bench.end_sampling();
    bench.clean_up();
    last.temperature = result.temperature;
    last.health = result.health;
    last.left_behind = result.left_behind;
    const Json doc = to_json(last);
    bench.finish(kind_of<Result>(), doc);
    throw PartialResult(e.kind(),
                        fmt::format("The fill series stopped after {} level(s): {} The finished levels are kept.",
                                    last.fill_series.size(), e.what()),
                        doc);
}
}  // namespace detail

template <class Result, class Request, class Phases>
Result run_benchmark(const Request& req, const RunEnv& env, Phases&& phases)
{
    req.validate();
    Result result;
    Bench bench(req, env, result);
    bench.prepare([&req](std::uint64_t free_bytes) { return req.plan(free_bytes); });
    try {
        detail::run_levels(bench, result, phases);
    } catch (const Error& e) {
        if (e.kind() == ErrorKind::Cancelled || result.fill_series.empty())
            throw;
        detail::keep_finished_levels(bench, result, e);
    }
    bench.confirm_nocow();
    bench.end_sampling();
    bench.clean_up();  // before the document is made: it names a folder left behind
    bench.finish(kind_of<Result>(), to_json(result));
    return result;
}

}  // namespace sm
