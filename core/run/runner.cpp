#include "run/runner.h"

#include "util/error.h"
#include "util/limits.h"
#include "util/units.h"

#include <algorithm>
#include <fmt/format.h>
#include <spdlog/spdlog.h>

namespace sm {
namespace {

PhaseRef suite_phase(TestId t, bool write, unsigned pass, unsigned passes)
{
    PhaseRef p;
    p.kind = PhaseKind::SuiteTest;
    p.test = t;
    p.write = write;
    p.pass = static_cast<int>(pass);
    p.passes = static_cast<int>(passes);
    return p;
}

// The workload of one suite phase (docs/methodology.md §3's table).
Workload suite_workload(const Bench& bench, const RunSettings& s, TestId t, bool write, std::uint64_t verify_id)
{
    const std::uint32_t offset_align = bench.file().offset_alignment;
    const Direction d = write ? Direction::Write : Direction::Read;
    const std::uint64_t salt = static_cast<std::uint64_t>(t) * 2 + write;
    Workload w;
    switch (t) {
    case TestId::Seq:
        w = bench.workload(d, kSeqBlock, false, salt);
        w.max_bytes = s.size_bytes;
        w.max_seconds = s.seq_max_seconds;
        break;
    case TestId::Rand4K:
    case TestId::Rand4K64:
        w = bench.workload(d, std::max(kRandomBlock, offset_align), true, salt);
        w.threads = t == TestId::Rand4K64 ? s.threads_4k64 : 1;
        w.max_bytes = s.size_bytes;
        w.max_seconds = s.random_seconds;
        break;
    case TestId::Access:
        w = bench.workload(d, std::max(kAccessBlock, offset_align), true, salt);
        w.max_seconds = s.access_seconds;
        break;
    }
    w.data = s.data;
    w.verify_id = verify_id;
    return w;
}

// Access time read over the whole device when it opens read-only with direct
// I/O (and the settings ask for it); otherwise the test file, and the result
// says which and why.
Measurement access_read(Bench& bench, RunResult& r, Workload w, const PhaseRef& phase)
{
    r.access_read_span = AccessSpan::File;
    DirectFile device;
    if (r.settings.access_span == AccessSpan::File) {
        r.access_span_note = "the test file was asked for (--access-span file)";
        bench.no_device("the test file was asked for");
    } else if (r.buffered()) {
        r.access_span_note = "buffered mode";
        bench.no_device(r.access_span_note);
    } else {
        device = bench.open_device(64 * 1024, r.access_span_note);
    }
    if (device.is_open()) {
        const std::uint32_t block = std::max(kAccessBlock, std::max<std::uint32_t>(device.alignment().offset, 1));
        w.block_bytes = block;
        w.span_end = static_cast<std::uint64_t>(device.size_bytes()) / block * block;
        w.verify_id = 0;  // the device holds other data than ours
        w.alignment = std::max<std::size_t>(device.alignment().memory, kBufferAlignment);
        r.access_read_span = AccessSpan::Device;
    }
    spdlog::info("access time read span: {} {}", access_span_key(r.access_read_span), r.access_span_note);
    return bench.measure(w, phase, device.is_open() ? &device : nullptr);
}

void suite_phases(const RunRequest& req, Bench& bench, RunResult& r)
{
    const RunSettings& s = r.settings;
    const std::uint64_t verify_id = s.verify ? (fresh_seed() | 1) : 0;
    // --passes: each test `passes` times in a row, its figure the mean of
    // the passes (methodology §16, mean_of_passes), as AS SSD reports repeated runs.
    std::uint64_t filled = 0;  // the most a Seq write pass wrote from the file's start
    const auto run = [&](TestId t, bool write) {
        std::vector<Measurement> passes;
        for (unsigned p = 1; p <= s.passes; ++p) {
            const PhaseRef phase = suite_phase(t, write, p, s.passes);
            Workload w = suite_workload(bench, s, t, write, verify_id);
            passes.push_back(t == TestId::Access && !write ? access_read(bench, r, w, phase) : bench.measure(w, phase));
            if (t == TestId::Seq && write)
                filled = std::max(filled, passes.back().bytes);
        }
        r.get(t, write) = mean_of_passes(passes);
    };
    // Seq write fills the file; whatever it left unwritten (a capped pass,
    // or no Seq at all) is filled untimed before the first read. A read never
    // reads a hole.
    bool fill_checked = false;
    for (const SuitePhase& ph : kSuiteOrder) {
        if (!ph.write && !fill_checked) {
            fill_checked = true;
            if (filled < s.size_bytes)
                bench.fill(filled, s.data, verify_id);
        }
        if (s.selected(ph.test))
            run(ph.test, ph.write);
    }
    (void)req;
}

bool any_measured(const RunResult& r)
{
    for (TestId t : kAllTests)
        for (bool w : {false, true})
            if (r.get(t, w))
                return true;
    return false;
}

// The fault of a partial run: the phase's error, naming the drive too.
RunFault fault_of(const PhaseFailure& f, const RunResult& r)
{
    const DeviceInfo& d = r.device;
    std::string drive;
    if (!d.device_node.empty())
        drive = d.model.empty() ? d.device_node : fmt::format("{} ({})", d.model, d.device_node);
    RunFault fault{f.cause, f.phase, f.offset_bytes, d.device_node, f.what()};
    if (!drive.empty())
        fault.message += fmt::format(" Drive: {}.", drive);
    fault.message += " The phases that finished are kept as a partial result.";
    return fault;
}

}  // namespace

void RunRequest::validate() const
{
    const RunSettings& s = settings;
    if (s.size_bytes < kMinTestSize)
        throw Error(ErrorKind::InvalidInput,
                    fmt::format("The test size {} is too small: use at least 16MiB.", format_bytes(s.size_bytes)));
    if (!std::any_of(s.tests.begin(), s.tests.end(), [](bool b) { return b; }))
        throw Error(ErrorKind::InvalidInput, "No test is selected: choose at least one of seq, 4k, 4k64, access.");
    for (double v : {s.random_seconds, s.access_seconds, s.seq_max_seconds})
        if (!(v > 0) || v > kMaxPhaseSeconds)
            throw Error(ErrorKind::InvalidInput, "Time limits must be more than 0 and at most one day.");
    if (s.threads_4k64 < 1 || s.threads_4k64 > kMaxSuiteThreads)
        throw Error(ErrorKind::InvalidInput,
                    fmt::format("The 4K-64Thrd thread count must be from 1 to {}.", kMaxSuiteThreads));
    if (s.passes < 1 || s.passes > kMaxSuitePasses)
        throw Error(ErrorKind::InvalidInput,
                    fmt::format("The number of passes must be from 1 to {}.", kMaxSuitePasses));
    if (s.data.zero_percent < 0 || s.data.zero_percent > 100)
        throw Error(ErrorKind::InvalidInput, "The share of zero bytes must be from 0 to 100 %.");
}

AreaPlan RunRequest::plan(std::uint64_t) const
{
    AreaPlan p;
    p.file_bytes = settings.size_bytes / kSizeGranularity * kSizeGranularity;
    p.fill = false;  // Seq write fills it (suite_phases)
    p.remove_kept = true;
    // Windows without SE_MANAGE_VOLUME_NAME (docs/methodology.md §29): Seq
    // write, the first timed write, would extend the valid data length with
    // every block, so the file is written once before it; without Seq, the
    // untimed fill before the first read comes before any timed write.
    p.unprepared = settings.selected(TestId::Seq) ? WhenUnprepared::WriteFirst : WhenUnprepared::FilledAnyway;
    return p;
}

int RunRequest::phase_count() const
{
    return 2 * static_cast<int>(settings.passes) *
        static_cast<int>(std::count(settings.tests.begin(), settings.tests.end(), true));
}

RunResult run_suite(const RunRequest& req, const RunEnv& env)
{
    ErrorKind fault_kind = ErrorKind::Io;
    RunResult result = run_benchmark<RunResult>(req, env, [&](Bench& bench, RunResult& r) {
        r.settings = req.settings;
        r.settings.allow_buffered = req.allow_buffered;
        r.settings.size_bytes = bench.file().bytes;
        try {
            suite_phases(req, bench, r);
        } catch (const PhaseFailure& f) {
            // docs/methodology.md §11: the phases that finished are kept and
            // the result is recorded as partial; with none finished there is
            // nothing to keep.
            if (!any_measured(r))
                throw;
            fault_kind = f.kind();
            r.fault = fault_of(f, r);
        }
    });
    if (result.fault)
        throw PartialResult(fault_kind, result.fault->message, to_json(result));
    return result;
}

std::vector<Option<RunRequest>> RunRequest::options()
{
    auto o = common_options<R>();
    const RunSettings d;
    o.push_back(
        {{"--size", "SIZE", "test file size, at least 16MiB", detail::size_text(d.size_bytes)},
         [](R& r, const std::string& v) { r.settings.size_bytes = detail::parse_size_at_least("--size", v, 0); }});
    o.push_back({{"--tests", "LIST", "comma list of seq, 4k, 4k64, access", "all"},
                 [](R& r, const std::string& v) { r.settings.tests = parse_test_list(v); }});
    o.push_back({{"--data", "MODE", "incompressible | compressible[:PCT] (PCT = share of zero bytes, default 100)",
                  "incompressible"},
                 [](R& r, const std::string& v) { r.settings.data = DataSpec::parse(v); }});
    o.push_back({{"--random-seconds", "S", "time bound of 4K and 4K-64Thrd", detail::seconds_text(d.random_seconds)},
                 [](R& r, const std::string& v) { r.settings.random_seconds = detail::parse_positive_seconds(v); }});
    o.push_back(
        {{"--access-seconds", "S", "time bound of each access-time test", detail::seconds_text(d.access_seconds)},
         [](R& r, const std::string& v) { r.settings.access_seconds = detail::parse_positive_seconds(v); }});
    o.push_back(
        {{"--seq-max-seconds", "S", "time cap of each sequential pass", detail::seconds_text(d.seq_max_seconds)},
         [](R& r, const std::string& v) { r.settings.seq_max_seconds = detail::parse_positive_seconds(v); }});
    o.push_back({{"--threads", "N", fmt::format("threads of 4K-64Thrd, 1 to {}", kMaxSuiteThreads),
                  std::to_string(d.threads_4k64)},
                 [](R& r, const std::string& v) {
                     r.settings.threads_4k64 =
                         static_cast<unsigned>(detail::parse_count(v, 1, kMaxSuiteThreads, "thread count"));
                 }});
    o.push_back({{"--passes", "N",
                  fmt::format("run each test N times, 1 to {}; each figure is the mean of the passes", kMaxSuitePasses),
                  std::to_string(d.passes)},
                 [](R& r, const std::string& v) {
                     r.settings.passes =
                         static_cast<unsigned>(detail::parse_count(v, 1, kMaxSuitePasses, "number of passes"));
                 }});
    o.push_back({{"--access-span", "device|file",
                  "what the access-time read spans: the whole device, as AS SSD does, or the test file", "device"},
                 [](R& r, const std::string& v) {
                     if (v != "device" && v != "file")
                         throw Error(ErrorKind::InvalidInput,
                                     fmt::format("invalid access span '{}': use device or file", v));
                     r.settings.access_span = v == "file" ? AccessSpan::File : AccessSpan::Device;
                 }});
    o.push_back(authorize_option<R>());
    o.push_back({{"--verify", "",
                  "writes stamp every 512 B with its offset, the run id and a checksum; reads check them and stop at "
                  "the first corrupted, misplaced or lost block (costs some CPU, reported per phase)",
                  ""},
                 [](R& r, const std::string&) { r.settings.verify = true; }});
    return o;
}

}  // namespace sm
