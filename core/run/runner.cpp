#include "run/runner.h"

#include "device/device_info.h"
#include "engine/workload.h"
#include "io/direct_file.h"
#include "run/phase.h"
#include "run/test_area.h"
#include "util/error.h"
#include "util/units.h"

#include <algorithm>
#include <cerrno>
#include <chrono>
#include <fmt/format.h>
#include <spdlog/spdlog.h>

namespace sm {
namespace {

struct Phase {
    std::optional<TestId> test;  // empty: untimed fill
    bool write = false;
    Workload workload;
};

std::string phase_name(const Phase& p)
{
    return p.test ? phase_label(*p.test, p.write) : std::string("Preparing test file");
}

Measurement run_phase(DirectFile& target, const Phase& phase, const CancelToken& cancel, const ProgressFn& progress,
                      std::chrono::steady_clock::time_point run_start)
{
    ProgressEvent ev;
    ev.test = phase.test;
    ev.write = phase.write;
    ev.text = phase_name(phase);
    return measure_reported_phase(target, phase.workload, ev, ev.text, cancel, progress, run_start);
}

}  // namespace

std::string phase_label(TestId t, bool write) { return fmt::format("{} {}", test_label(t), write ? "write" : "read"); }

void validate_settings(const RunSettings& s)
{
    if (s.size_bytes < kMinTestSize)
        throw Error(ErrorKind::InvalidInput,
                    fmt::format("The test size {} is too small: use at least 16MiB.", format_bytes(s.size_bytes)));
    if (!std::any_of(s.tests.begin(), s.tests.end(), [](bool b) { return b; }))
        throw Error(ErrorKind::InvalidInput, "No test is selected: choose at least one of seq, 4k, 4k64, access.");
    for (double v : {s.random_seconds, s.access_seconds, s.seq_max_seconds})
        if (!(v > 0) || v > 86400)
            throw Error(ErrorKind::InvalidInput, "Time limits must be more than 0 and at most one day.");
    if (s.threads_4k64 < 1 || s.threads_4k64 > 256)
        throw Error(ErrorKind::InvalidInput, "The 4K-64Thrd thread count must be from 1 to 256.");
    if (s.data.zero_percent < 0 || s.data.zero_percent > 100)
        throw Error(ErrorKind::InvalidInput, "The share of zero bytes must be from 0 to 100 %.");
}

RunResult run_suite(const RunRequest& req, const CancelToken& cancel, const ProgressFn& progress)
{
    const auto run_start = std::chrono::steady_clock::now();
    RunSettings settings = req.settings;
    validate_settings(settings);
    // Whole MiB keeps every block boundary aligned for direct I/O.
    settings.size_bytes = settings.size_bytes / MiB * MiB;

    RunResult result;
    result.app_version = req.app_version;
    result.started_at = iso8601_now();
    std::error_code ec;
    const std::filesystem::path target = std::filesystem::absolute(req.target, ec);
    result.target = target.string();

    TestFile test_file = open_test_file(target, settings.size_bytes, settings.allow_buffered, req.app_version, progress);
    DirectFile& file = test_file.file;
    result.buffered = test_file.buffered;
    result.alignment_source = file.alignment().source;
    const std::size_t mem_align = test_file.memory_alignment;
    const std::uint32_t offset_align = test_file.offset_alignment;
    result.device = query_device_info(target);
    result.settings = settings;

    const std::uint64_t seed = fresh_seed();
    const std::uint64_t verify_id = settings.verify ? (fresh_seed() | 1) : 0;
    const auto make = [&](std::optional<TestId> test, bool write) {
        Phase p;
        p.test = test;
        p.write = write;
        Workload& w = p.workload;
        w.direction = write ? Direction::Write : Direction::Read;
        w.alignment = mem_align;
        w.seed = seed + static_cast<std::uint64_t>(test ? static_cast<int>(*test) * 2 + write : 99) * 0x1000193ULL;
        w.data = settings.data;
        w.verify_id = verify_id;
        w.span_begin = 0;
        w.span_end = settings.size_bytes;
        const TestId id = test.value_or(TestId::Seq);
        switch (id) {
        case TestId::Seq:
            w.block_bytes = kSeqBlock;
            w.random = false;
            w.max_bytes = settings.size_bytes;
            w.max_seconds = test ? settings.seq_max_seconds : 0;
            break;
        case TestId::Rand4K:
        case TestId::Rand4K64:
            w.block_bytes = std::max(kRandomBlock, offset_align);
            w.random = true;
            w.threads = id == TestId::Rand4K64 ? settings.threads_4k64 : 1;
            w.max_bytes = settings.size_bytes;
            w.max_seconds = settings.random_seconds;
            break;
        case TestId::Access:
            w.block_bytes = std::max(kAccessBlock, offset_align);
            w.random = true;
            w.max_seconds = settings.access_seconds;
            break;
        }
        return p;
    };

    const auto store = [&](TestId t, bool write, const Measurement& m) { result.get(t, write) = m; };

    // 1. Seq write fills the file; otherwise fill it untimed. A read never reads a hole.
    std::uint64_t filled = 0;
    if (settings.selected(TestId::Seq)) {
        const Measurement m = run_phase(file, make(TestId::Seq, true), cancel, progress, run_start);
        store(TestId::Seq, true, m);
        filled = m.bytes;
    }
    if (filled < settings.size_bytes) {
        Phase fill = make(std::nullopt, true);
        fill.workload.span_begin = filled;
        run_phase(file, fill, cancel, progress, run_start);
    }
    if (settings.selected(TestId::Seq))
        store(TestId::Seq, false, run_phase(file, make(TestId::Seq, false), cancel, progress, run_start));
    for (TestId t : {TestId::Rand4K, TestId::Rand4K64}) {
        if (!settings.selected(t))
            continue;
        store(t, false, run_phase(file, make(t, false), cancel, progress, run_start));
        store(t, true, run_phase(file, make(t, true), cancel, progress, run_start));
    }
    if (settings.selected(TestId::Access)) {
        // Read access time spans the whole device when it opens read-only
        // with direct I/O; otherwise the test file, and the result says why.
        Phase read = make(TestId::Access, false);
        result.access_read_span = AccessSpan::File;
        DirectFile device;
        if (result.buffered)
            result.access_span_note = "buffered mode";
        else
            device = open_device_for_reading(result.device, 64 * 1024, result.access_span_note);
        if (device.is_open()) {
            const std::uint32_t block = std::max(kAccessBlock, std::max<std::uint32_t>(device.alignment().offset, 1));
            read.workload.block_bytes = block;
            read.workload.span_end = static_cast<std::uint64_t>(device.size_bytes()) / block * block;
            read.workload.verify_id = 0;  // the device holds other data than ours
            read.workload.alignment = std::max<std::size_t>(device.alignment().memory, kBufferAlignment);
            result.access_read_span = AccessSpan::Device;
        }
        spdlog::info("access time read span: {} {}", result.access_read_span == AccessSpan::Device ? "device" : "file",
                     result.access_span_note);
        if (result.access_read_span == AccessSpan::Device)
            store(TestId::Access, false, run_phase(device, read, cancel, progress, run_start));
        else
            store(TestId::Access, false, run_phase(file, read, cancel, progress, run_start));
        store(TestId::Access, true, run_phase(file, make(TestId::Access, true), cancel, progress, run_start));
    }

    report_status(progress, "Removing the test folder");
    test_file.remove();
    return result;
}

}  // namespace sm
