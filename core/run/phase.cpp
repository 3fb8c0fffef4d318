#include "run/phase.h"
#include "util/reason_text.h"

#include "device/udisks.h"
#include "io/async_queue.h"
#include "util/error.h"
#include "util/units.h"

#include <algorithm>
#include <chrono>
#include <atomic>
#include <condition_variable>
#include <fmt/format.h>
#include <spdlog/spdlog.h>
#include <mutex>
#include <optional>
#include <thread>

namespace sm {
namespace {

// Polls a running phase every 100 ms for the progress tick and samples its
// speed every 250 ms from the workload's start line for the series. Lives on
// its own thread so the I/O loops never call back. It sleeps until its next
// tick or sample (10 ms steps only until the start line is passed), not in
// fixed 10 ms steps: each wake-up on a CPU that is inside a long system call
// (a 16 MiB transfer) is charged part of the time it waited, which the I/O
// thread loses from its CPU time (methodology §21). The end of the phase
// wakes it through a plain condition variable; every wait also has a
// deadline and the flag is checked after it, so a lost wake-up costs at most
// one interval, never a hang (condition_variable_any with a stop_token once
// stalled under Wine/MinGW).
class Monitor {
    using Clock = std::chrono::steady_clock;

public:
    Monitor(const PhaseTick& tick, const Workload& w, const LiveProgress& live, bool series)
        : m_tick(tick), m_w(w), m_live(live), m_record(series)
    {
        if (tick || series)
            m_thread = std::thread([this] { loop(); });
    }
    ~Monitor() { stop(); }
    Monitor(const Monitor&) = delete;
    Monitor& operator=(const Monitor&) = delete;

    // Ends the thread and hands over the series (whole 250 ms intervals only).
    std::vector<SpeedPoint> take_series()
    {
        stop();
        return std::move(m_series);
    }

private:
    void stop()
    {
        {
            const std::lock_guard lock(m_mutex);
            m_stop = true;
        }
        m_wake.notify_all();
        if (m_thread.joinable())
            m_thread.join();
    }

    // When the next series sample is due: 250 ms after the last one, polled
    // in 10 ms steps until the start line is passed; `never` once the I/O
    // ended or without a series.
    Clock::time_point next_sample(Clock::time_point now, Clock::time_point never) const
    {
        if (!m_record || m_live.ended.load(std::memory_order_acquire))
            return never;
        if (!m_origin)
            return now + std::chrono::milliseconds(10);
        return m_last + std::chrono::duration_cast<Clock::duration>(std::chrono::duration<double>(kSeriesIntervalS));
    }

    // Sleeps until `until` or stop(); true when stopped.
    bool sleep_until(Clock::time_point until)
    {
        std::unique_lock lock(m_mutex);
        return m_wake.wait_until(lock, until, [this] { return m_stop; });
    }

    void loop()
    {
        const auto start = Clock::now();
        auto next_tick = start + std::chrono::milliseconds(100);
        std::optional<SpeedPoint> unsent;
        for (;;) {
            // Not time_point::max(): some runtimes overflow converting it.
            const auto now0 = Clock::now();
            const auto never = now0 + std::chrono::hours(1);
            const auto until = std::min(m_tick ? next_tick : never, next_sample(now0, never));
            if (sleep_until(until))
                break;
            const auto now = Clock::now();
            if (m_record)
                if (auto point = sample(now))
                    unsent = point;
            if (!m_tick || now < next_tick)
                continue;
            next_tick = now + std::chrono::milliseconds(100);
            const double t = std::chrono::duration<double>(now - start).count();
            double f = 0;
            if (m_w.max_bytes)
                f = static_cast<double>(m_live.bytes()) / static_cast<double>(m_w.max_bytes);
            if (m_w.max_seconds > 0)
                f = std::max(f, t / m_w.max_seconds);
            m_tick(std::clamp(f, 0.0, 1.0), unsent ? &*unsent : nullptr);
            unsent.reset();
        }
    }

    // A point when another 250 ms since the start line have passed.
    std::optional<SpeedPoint> sample(Clock::time_point now)
    {
        // The I/O's speed only: no bytes complete in a write's final flush, and
        // an interval that ends there would draw a fall that is not the drive's.
        if (m_live.ended.load(std::memory_order_acquire))
            return std::nullopt;
        if (!m_origin) {
            if (!m_live.started.load(std::memory_order_acquire))
                return std::nullopt;
            // From the start line itself (no bytes before it), not from when
            // this thread first saw it.
            const Clock::time_point t0{std::chrono::duration_cast<Clock::duration>(
                std::chrono::nanoseconds(m_live.t0_ns.load(std::memory_order_relaxed)))};
            m_origin = m_last = std::min(t0, now);
            m_last_bytes = 0;
            if (now - t0 < std::chrono::duration<double>(kSeriesIntervalS))
                return std::nullopt;
        }
        const double dt = std::chrono::duration<double>(now - m_last).count();
        if (dt < kSeriesIntervalS)
            return std::nullopt;
        const std::uint64_t bytes = m_live.bytes();
        const SpeedPoint p{std::chrono::duration<double>(now - *m_origin).count(),
                           static_cast<double>(bytes - m_last_bytes) / 1048576.0 / dt};
        m_last = now;
        m_last_bytes = bytes;
        m_series.push_back(p);
        return p;
    }

    const PhaseTick& m_tick;
    const Workload& m_w;
    const LiveProgress& m_live;
    const bool m_record;
    std::optional<Clock::time_point> m_origin;
    Clock::time_point m_last{};
    std::uint64_t m_last_bytes = 0;
    std::vector<SpeedPoint> m_series;
    std::mutex m_mutex;
    std::condition_variable m_wake;
    bool m_stop = false;   // guarded by m_mutex
    std::thread m_thread;  // last: starts after every member above is ready
};

// The failure of a phase whose I/O returned an error (docs/methodology.md §11).
[[noreturn]] void throw_io_error(const WorkloadOutcome& out, const std::string& name, const std::filesystem::path& path)
{
    const std::string p = path.string();
    const int err = out.error;
    const IoFailure kind = classify_io_error(err);
    if (kind == IoFailure::NoSpace)
        throw PhaseFailure(ErrorKind::NoSpace,
                           fmt::format("The disk became full during {} while writing '{}'. Free some "
                                       "space or choose a smaller test size.",
                                       name, p),
                           "no_space", name, std::nullopt, p);
    if (kind == IoFailure::DeviceGone)
        throw PhaseFailure(ErrorKind::Io,
                           fmt::format("The drive holding '{}' disappeared during {} ({}). Reconnect it and "
                                       "run again.",
                                       p, name, errno_text(err)),
                           "device_gone", name, std::nullopt, p);
    if (kind == IoFailure::InvalidArgument)
        throw PhaseFailure(ErrorKind::NoDirectIo,
                           fmt::format("The system rejected an unbuffered I/O during {} on '{}' (invalid argument). "
                                       "The filesystem may not support direct I/O at this alignment; try "
                                       "--allow-buffered.",
                                       name, p),
                           "rejected", name, std::nullopt, p);
    if (out.flush_failed)
        throw PhaseFailure(ErrorKind::Io,
                           fmt::format("Flushing '{}' to the drive failed at the end of {}: {}. The drive may "
                                       "be failing; check the system log.",
                                       p, name, errno_text(err)),
                           "flush_failed", name, std::nullopt, p);
    throw PhaseFailure(ErrorKind::Io,
                       fmt::format("I/O error during {} at offset {} of '{}': {}. The drive may be failing "
                                   "or was removed; check the system log (dmesg).",
                                   name, out.error_offset, p, errno_text(err)),
                       "io_error", name, out.error_offset, p);
}

}  // namespace

Measurement measure_phase(DirectFile& file, const Workload& w, const std::string& name, const CancelToken& cancel,
                          const PhaseTick& tick, std::string* engine, bool series)
{
    spdlog::debug("phase {}: block {} threads {} span [{}, {}) max_bytes {} max_s {}", name, w.block_bytes, w.threads,
                  w.span_begin, w.span_end, w.max_bytes, w.max_seconds);
    LiveProgress live(std::max(1u, w.threads) * std::max(1u, w.queue_depth));  // enough for the threads fallback
    WorkloadOutcome out;
    {
        const double process_cpu0 = process_cpu_seconds();
        Monitor monitor(tick, w, live, series);
        out = run_workload<DirectFile>(file, w, cancel, &live, &thread_cpu_seconds);
        out.measurement.series = monitor.take_series();
        out.measurement.other_cpu_s = std::max(0.0, process_cpu_seconds() - process_cpu0 - out.measurement.cpu_s);
    }
    if (engine)
        *engine = out.engine;
    if (out.cancelled)
        throw Error(ErrorKind::Cancelled, "The run was aborted; the test folder has been removed.");
    if (out.corrupt.fault != VerifyFault::None)
        throw PhaseFailure(ErrorKind::Io,
                           fmt::format("Verification failed during {} on '{}': {}. The drive returned data "
                                       "that is not what was written; do not trust it with your files.",
                                       name, file.path().string(), describe(out.corrupt)),
                           "verify", name, std::nullopt, file.path().string());
    if (out.error == E2BIG)  // engine::attempt: more threads than kMaxEngineThreads, before any I/O
        throw Error(ErrorKind::InvalidInput,
                    fmt::format("{} needs {} threads x queue depth {} = {} threads here ({}); SolidMark runs at most "
                                "{} threads in one phase. Lower the queue depth or the threads.",
                                name, std::max(1u, w.threads), std::max(1u, w.queue_depth),
                                std::max(1u, w.threads) * std::max(1u, w.queue_depth), out.engine, kMaxEngineThreads));
    if (out.error)
        throw_io_error(out, name, file.path());
    const Measurement& m = out.measurement;
    if (m.ios == 0)
        throw PhaseFailure(ErrorKind::Io,
                           fmt::format("No I/O completed during {} on '{}': nothing could be measured. Check "
                                       "the drive, or raise the test size.",
                                       name, file.path().string()),
                           "no_io", name, std::nullopt, file.path().string());
    spdlog::info("{}: {:.2f} MiB/s, {:.0f} IOPS, {} I/Os in {:.3f} s, mean {:.1f} us, p99 {:.1f} us", name, m.mib_s(),
                 m.iops(), m.ios, m.elapsed_s, m.latency.mean_us, m.latency.p99_us);
    return m;
}

Measurement measure_reported_phase(DirectFile& file, const Workload& w, const PhaseRef& phase,
                                   const CancelToken& cancel, const ProgressFn& progress,
                                   std::chrono::steady_clock::time_point run_start, std::string* engine)
{
    const std::string name = phase_error_name(phase);
    const double start_s = std::chrono::duration<double>(std::chrono::steady_clock::now() - run_start).count();
    if (!progress) {
        Measurement m = measure_phase(file, w, name, cancel, {}, engine, true);
        m.start_s = start_s;
        return m;
    }
    const auto event = [&](ProgressEvent::Kind kind) {
        ProgressEvent ev;
        ev.kind = kind;
        ev.phase = phase;
        ev.run_elapsed_s = std::chrono::duration<double>(std::chrono::steady_clock::now() - run_start).count();
        return ev;
    };
    progress(event(ProgressEvent::Kind::PhaseStarted));
    Measurement m = measure_phase(
        file, w, name, cancel,
        [&](double f, const SpeedPoint* speed) {
            ProgressEvent p = event(ProgressEvent::Kind::PhaseProgress);
            p.fraction = f;
            if (speed)
                p.speed = *speed;
            progress(p);
        },
        engine, true);
    m.start_s = start_s;
    ProgressEvent done = event(ProgressEvent::Kind::PhaseFinished);
    done.fraction = 1;
    done.result = m;
    progress(done);
    return m;
}

namespace {

// Which of several candidates' reasons settings.span_reason keeps: what
// udisks2 and polkit said about the drive tells a user more than that a
// node they may not open exists; among equals, the first.
int reason_rank(const std::string& reason)
{
    if (reason == udisks_failure_text(UdisksFailure::NotAuthorised))
        return 3;
    if (reason == udisks_failure_text(UdisksFailure::NotAvailable) ||
        reason == udisks_failure_text(UdisksFailure::NoDirectIo) ||
        reason == udisks_failure_text(UdisksFailure::Failed))
        return 2;
    return reason.empty() ? 0 : 1;
}

// The device through udisks2 (polkit decides), when our own open was refused.
DirectFile open_through_udisks(const std::filesystem::path& dev, const DeviceAccess& access, DeviceOpen& how,
                               std::string& detail)
{
    UdisksOptions o;
    o.interactive = access.interactive;
    o.cancelled = access.cancelled;
    UdisksOpen u = udisks_open_read_only(dev, o);
    detail = u.detail;
    if (u.failure != UdisksFailure::None) {
        how.reason = udisks_failure_text(u.failure);
        return {};
    }
#if defined(_WIN32)
    return {};  // the stub never opens one
#else
    return DirectFile::adopt_read_only(u.fd, dev);
#endif
}

}  // namespace

DirectFile open_device_for_reading(const DeviceInfo& info, std::uint64_t min_bytes, std::string& note,
                                   const DeviceAccess& access, DeviceOpen& how)
{
    // One clean sentence per attempt (a reason may end with its own period).
    const auto add_note = [&](const std::string& text) { note = reason::then(note, text); };
    const auto refuse = [&](std::string reason, const std::string& text) {
        if (reason_rank(reason) > reason_rank(how.reason))
            how.reason = std::move(reason);
        add_note(text);
    };
    how = DeviceOpen{};
    const std::vector<std::filesystem::path> candidates = access_devices_for(info);
    if (candidates.empty())
        refuse(reason::kNoBlockDevice, reason::kNoBlockDeviceFound);
    bool try_udisks = access.udisks;
    for (const auto& dev : candidates) {
        DirectFile d;
        std::string opened = "direct", through;
        try {
            d = DirectFile::open_read_only(dev, true);
        } catch (const Error& e) {
            if (e.kind() != ErrorKind::NotWritable || !try_udisks) {
                refuse(reason::kCannotOpenDevice,
                       reason::say(reason::kCannotOpenReadOnly, dev.string(), reason::without_period(e.what())));
                continue;
            }
            std::string detail;
            DeviceOpen tried;
            d = open_through_udisks(dev, access, tried, detail);
            if (!d.is_open()) {
                refuse(tried.reason,
                       reason::say(reason::kCannotOpenReadOnly, dev.string(), reason::without_period(e.what())));
                add_note(reason::say(reason::kThroughUdisks, detail));
                // Neither the bus nor polkit will answer otherwise for the next candidate.
                try_udisks = tried.reason != udisks_failure_text(UdisksFailure::NotAvailable) &&
                    tried.reason != udisks_failure_text(UdisksFailure::NotAuthorised);
                continue;
            }
            opened = "udisks2";
            through = detail;
        }
        const std::int64_t size = d.size_bytes();
        if (size < 0) {
            refuse(reason::kNoDeviceSize,
                   reason::say(reason::kNoSizeOf, dev.string(), errno_text(static_cast<int>(-size))));
            continue;
        }
        if (size < static_cast<std::int64_t>(min_bytes)) {
            refuse(reason::kDeviceTooSmall,
                   reason::say(reason::kHoldsLess, dev.string(), format_bytes(static_cast<std::uint64_t>(size)),
                               format_bytes(min_bytes)));
            continue;
        }
        note = through.empty() ? reason::say(reason::kWholeDevice, dev.string())
                               : reason::say(reason::kWholeDeviceHow, dev.string(), through);
        how = DeviceOpen{opened, ""};
        return d;
    }
    return {};
}

Workload fill_workload(std::uint64_t begin, std::uint64_t end, std::size_t alignment, std::uint64_t seed,
                       const DataSpec& data, std::uint64_t verify_id)
{
    Workload fill;
    fill.direction = Direction::Write;
    fill.block_bytes = kFillBlock;
    fill.random = false;
    fill.span_begin = begin;
    fill.span_end = end;
    fill.max_bytes = end > begin ? end - begin : 0;
    fill.alignment = alignment;
    fill.seed = seed;
    fill.data = data;
    fill.verify_id = verify_id;
    return fill;
}

void fill_test_file(TestFile& test, std::uint64_t begin, std::uint64_t end, std::uint64_t seed,
                    const CancelToken& cancel, const ProgressFn& progress,
                    std::chrono::steady_clock::time_point run_start, const DataSpec& data, std::uint64_t verify_id)
{
    if (begin >= end)
        return;
    measure_reported_phase(test.file, fill_workload(begin, end, test.memory_alignment, seed, data, verify_id),
                           PhaseRef{}, cancel, progress, run_start);
}

void TestFile::remove() noexcept
{
    file.close();
    if (area)
        area->remove();
}

TestFile open_test_file(const std::filesystem::path& target, std::uint64_t bytes, bool allow_buffered,
                        const std::string& app_version, const std::string& cached_note, bool preallocate,
                        bool write_through)
{
    check_target_folder(target);
    require_free_space(target, bytes, free_space_bytes(target), "the test",
                       "Choose a smaller test size or another target.");
    return open_test_file_in(std::make_unique<TestArea>(target, app_version), target, bytes, allow_buffered,
                             cached_note, preallocate, write_through);
}

TestFile open_test_file_in(std::unique_ptr<TestArea> area, const std::filesystem::path& target, std::uint64_t bytes,
                           bool allow_buffered, const std::string& cached_note, bool preallocate, bool write_through)
{
    TestFile t;
    t.bytes = bytes;
    t.area = std::move(area);
    try {
        if (!cached_note.empty())
            throw Error(ErrorKind::NoDirectIo,
                        fmt::format("The filesystem holding '{}' does not really do direct (unbuffered) I/O: {}. "
                                    "Choose another target, or run with --allow-buffered (results are then flagged as "
                                    "cached and not comparable).",
                                    target.string(), cached_note));
        t.file = t.area->dir().create_file(kTestFileName, true, write_through);
    } catch (const Error& e) {
        if (e.kind() != ErrorKind::NoDirectIo || !allow_buffered)
            throw;
        spdlog::warn("{} Continuing buffered as requested.", e.what());
        t.file = t.area->dir().create_file(kTestFileName, false, write_through);
        t.buffered = true;
    }
    t.memory_alignment = std::max<std::size_t>(t.file.alignment().memory, kBufferAlignment);
    t.offset_alignment = std::max<std::uint32_t>(t.file.alignment().offset, 1);
    if (!preallocate)
        return t;
    if (const int rc = t.file.preallocate(bytes); rc < 0 && classify_io_error(-rc) == IoFailure::NoSpace)
        throw Error(ErrorKind::NoSpace,
                    fmt::format("Not enough free space on '{}' for a {} test file. Choose a "
                                "smaller test size.",
                                target.string(), format_bytes(bytes)));
    return t;
}

}  // namespace sm
