#pragma once
// The measurement engine: one generic loop that runs every synthetic test
// (docs/methodology.md §3). A Workload says what to do; run_workload() does it on any
// Target (DirectFile in production, a simulated device in tests) with any
// Clock (steady_clock in production, a virtual clock in tests). Both are
// template parameters, so the hot loop has no virtual call.
//
// Accounting (DiskSpd/fio style):
//  * all threads start from one barrier; its completion stamps t0 once, so
//    the measurement window [t0, t0 + max_seconds] is global;
//  * an I/O counts only if it completed inside the window;
//  * elapsed = end of the window (the deadline if any thread reached it,
//    else the last completion) + the final flush of a write phase.
//
// The loop allocates, logs and locks nothing: buffers, histograms and data
// sources are built before the barrier; progress is a relaxed store to a
// per-thread counter.
#include "data/pattern.h"
#include "data/verify.h"
#include "engine/mix.h"
#include "io/aligned_buffer.h"
#include "result/measurement.h"
#include "util/cancel.h"

#include <algorithm>
#include <atomic>
#include <cerrno>
#include <chrono>
#include <cstring>
#include <concepts>
#include <cstdint>
#include <memory>
#include <thread>
#include <vector>

namespace sm {

enum class Direction { Read, Write };
// Auto: io_uring where the target and system allow it, else threads.
enum class QueueEngine { Auto, Threads };

struct Workload {
    Direction direction = Direction::Read;
    std::uint32_t block_bytes = 4096;
    bool random = true;
    unsigned threads = 1;  // thread i owns slice i of the span
    std::uint64_t span_begin = 0;
    std::uint64_t span_end = 0;
    std::uint64_t max_bytes = 0;   // total bound over all threads; 0 = no byte bound
    double max_seconds = 0;        // 0 = no time bound
    bool flush_at_end = true;      // writes: one flush inside the window
    std::size_t alignment = 4096;  // buffer alignment
    std::uint64_t seed = 1;
    DataSpec data;
    // Verify mode: non-zero = the run id that writes stamp into every
    // 512-byte unit and reads check (see data/verify.h). The stamping and
    // checking happen outside each I/O's latency interval but inside the
    // phase's window, and their time is reported as Measurement::verify_s.
    std::uint64_t verify_id = 0;
    // Requests in flight per thread (> 1: an asynchronous queue per thread,
    // or `queue_depth` threads per thread where there is none). Verify mode
    // works at every depth: the queue's slots are stamped and checked too.
    unsigned queue_depth = 1;
    QueueEngine queue_engine = QueueEngine::Auto;
    // A mixed workload (profiles): per-request direction, size and
    // randomness; `direction` and `random` are then ignored and writes get
    // `data`. Needs verify_id 0.
    Mix mix;
};

struct WorkloadOutcome {
    Measurement measurement;
    bool cancelled = false;
    int error = 0;  // errno of the first failure, 0 if none
    std::uint64_t error_offset = 0;
    bool flush_failed = false;
    VerifyFinding corrupt;         // verify mode: the first bad unit read, if any
    const char* engine = "psync";  // psync, threads, io_uring, io_uring (unregistered buffers)
};

// Live progress, polled by the Runner's monitor thread. Sized by the caller
// before the run (one slot per thread), written with relaxed stores.
struct LiveProgress {
    struct alignas(64) Slot {
        std::atomic<std::uint64_t> bytes{0};
    };
    explicit LiveProgress(unsigned threads) : counters(std::make_unique<Slot[]>(threads)), count(threads) { }
    std::uint64_t bytes() const noexcept
    {
        std::uint64_t sum = 0;
        for (unsigned i = 0; i < count; ++i)
            sum += counters[i].bytes.load(std::memory_order_relaxed);
        return sum;
    }
    std::unique_ptr<Slot[]> counters;  // not "slots": Qt defines that word as a macro
    unsigned count;
    std::atomic<bool> started{false};
};

struct SteadyClock {
    static std::int64_t now_ns() noexcept
    {
        return std::chrono::duration_cast<std::chrono::nanoseconds>(std::chrono::steady_clock::now().time_since_epoch())
            .count();
    }
};

// The barrier all threads of a phase start from. The last thread to arrive
// runs `on_last` (which stamps t0) and releases the others, who spin with
// yield() on one flag. std::barrier is not used: libstdc++ 12 implements its
// wait with a condition variable where the OS has no futex, and under
// MinGW/winpthreads a wake-up was lost and a 64-thread phase hung (seen under
// Wine in CI). Spinning lasts only while threads are being created.
class StartLine {
public:
    explicit StartLine(unsigned n) noexcept : m_left(n) { }
    template <class OnLast>
    void arrive_and_wait(OnLast& on_last) noexcept
    {
        if (m_left.fetch_sub(1, std::memory_order_acq_rel) == 1) {
            on_last();
            m_go.store(true, std::memory_order_release);
            return;
        }
        while (!m_go.load(std::memory_order_acquire))
            std::this_thread::yield();
    }

private:
    std::atomic<unsigned> m_left;
    std::atomic<bool> m_go{false};
};

// Everything a thread owns; built before the barrier. Cache-line aligned so
// the per-I/O counters of neighbouring threads never share a line.
struct alignas(64) WorkerState {
    LatencyHistogram histogram;
    std::uint64_t bytes = 0;
    std::uint64_t ios = 0;
    std::int64_t last_end_ns = 0;
    bool hit_deadline = false;
    int error = 0;
    std::uint64_t error_offset = 0;
    std::int64_t verify_ns = 0;
    double cpu_s = 0;
    VerifyFinding corrupt;
};

// Targets that can give a thread an asynchronous queue (DirectFile through
// io/async_queue.h; a simulated queue in the tests).
template <class Target>
concept QueueTarget = requires(Target& t, unsigned depth, std::size_t bytes)
{
    {
        open_queue(t, depth, bytes, bytes).ok()
        } -> std::convertible_to<bool>;
};

template <class Target, class Clock = SteadyClock>
WorkloadOutcome run_workload(Target& target, const Workload& w, const CancelToken& cancel, LiveProgress* live = nullptr,
                             double (*thread_cpu_seconds)() noexcept = nullptr)
{
    const unsigned n = std::max(1u, w.threads);
    const unsigned qd = std::max(1u, w.queue_depth);
    const bool mixed = w.mix.active();
    const std::uint64_t bs = w.block_bytes;
    const std::uint64_t buffer_bytes = mixed ? w.mix.largest(w.block_bytes) : bs;  // per request slot
    const bool writing = !mixed && w.direction == Direction::Write;
    const bool any_writes = writing || (mixed && w.mix.read_percent < 100);
    const bool any_reads = !writing;

    // Queue depth > 1: one asynchronous queue per thread where the target
    // has one (probed here, before any thread starts), else `qd` threads
    // per logical thread, each with one request in flight, sharing its
    // slice (sequential: interleaved blocks, so together they stream).
    bool async = false;
    const char* engine = qd == 1 ? "psync" : "threads";
    if constexpr (QueueTarget<Target>) {
        if (qd > 1 && w.queue_engine != QueueEngine::Threads) {
            auto probe = open_queue(target, qd, static_cast<std::size_t>(buffer_bytes), w.alignment);
            async = probe.ok();
            if (async)
                engine = probe.engine().data();
        }
    }
    const unsigned group = async ? 1 : qd;  // OS threads per logical thread
    const unsigned workers = n * group;

    const std::uint64_t span = w.span_end > w.span_begin ? w.span_end - w.span_begin : 0;
    // With several threads, slices are whole blocks and logical thread i owns
    // [begin + i * slice, begin + (i + 1) * slice); one thread owns the whole
    // span (a sequential pass then ends with a partial block if need be).
    const std::uint64_t slice = n == 1 ? span : span / n / bs * bs;
    const std::uint64_t per_thread_budget = !w.max_bytes ? 0
        : workers == 1                                   ? w.max_bytes
                                                         : std::max<std::uint64_t>(bs, w.max_bytes / workers / bs * bs);
    const std::int64_t max_ns = w.max_seconds > 0 ? static_cast<std::int64_t>(w.max_seconds * 1e9) : 0;

    std::vector<WorkerState> states(workers);
    std::vector<AlignedBuffer> read_buffers;
    std::vector<std::unique_ptr<PatternSource>> sources;
    if (any_reads && !async)
        for (unsigned i = 0; i < workers; ++i)
            read_buffers.emplace_back(buffer_bytes, w.alignment);
    if (any_writes)
        for (unsigned i = 0; i < workers; ++i)
            sources.push_back(
                std::make_unique<PatternSource>(w.data, buffer_bytes, w.alignment, w.seed + i * 0x9e37ULL));

    // Several threads: each gets its own handle where the target can give
    // one (DirectFile::try_reopen), as each fio job opens the file itself;
    // a thread whose reopen failed shares the caller's handle.
    std::vector<Target> own_targets;
    if constexpr (requires(const Target& t) {
                      {
                          t.try_reopen()
                          } -> std::same_as<Target>;
                  }) {
        if (workers > 1)
            for (unsigned i = 0; i < workers; ++i)
                own_targets.push_back(target.try_reopen());
    }
    const auto target_of = [&](unsigned i) -> Target& {
        if constexpr (requires(const Target& t) { t.is_open(); }) {
            if (i < own_targets.size() && own_targets[i].is_open())
                return own_targets[i];
        }
        return target;
    };

    std::atomic<bool> stop{false};
    std::int64_t t0 = 0;
    std::int64_t deadline = INT64_MAX;
    auto on_start = [&]() noexcept {
        t0 = Clock::now_ns();
        deadline = max_ns ? t0 + max_ns : INT64_MAX;
        if (live)
            live->started.store(true, std::memory_order_release);
    };
    StartLine start_line(workers);

    // The next request of worker `i`: false when its part of the work is done.
    struct Cursor {
        Rng rng;
        std::uint64_t lo, hi, blocks, seq_off, seq_step;
        MixPlanner plan;
    };
    const auto cursor_of = [&](unsigned i) {
        const unsigned logical = i / group;
        const std::uint64_t lo = w.span_begin + static_cast<std::uint64_t>(logical) * slice;
        return Cursor{Rng(w.seed ^ (0x5851f42d4c957f2dULL * (i + 1))),
                      lo,
                      lo + slice,
                      slice / bs,
                      lo + static_cast<std::uint64_t>(i % group) * bs,
                      bs * group,
                      MixPlanner(w.mix, w.block_bytes, lo, lo + slice)};
    };
    // The next request of a worker: false when its part of the work is done.
    const auto next_request = [&](Cursor& c, std::uint64_t& off, std::uint64_t& len, bool& write) {
        write = writing;
        len = bs;
        if (mixed) {
            MixPlanner::Request r;
            if (!c.plan.next(c.rng, r))
                return false;
            off = r.offset;
            len = r.bytes;
            write = r.write;
            return true;
        }
        if (w.random) {
            off = c.lo + c.rng.below(c.blocks) * bs;
            return true;
        }
        if (c.seq_off >= c.hi)
            return false;
        off = c.seq_off;
        len = std::min<std::uint64_t>(bs, c.hi - c.seq_off);
        c.seq_off += c.seq_step;
        return true;
    };

    // Verify mode: stamp a block about to be written, check a block read.
    // Outside each request's latency, inside the window (timed as verify_s).
    const auto verify_stamp = [&](WorkerState& st, std::byte* block, std::uint64_t len, std::uint64_t off) {
        if (!w.verify_id)
            return;
        const std::int64_t v0 = Clock::now_ns();
        stamp_units(block, len, off, w.verify_id);
        st.verify_ns += Clock::now_ns() - v0;
    };
    // False (and the run told to stop) when the block is not what was written.
    const auto verify_read = [&](WorkerState& st, const std::byte* block, std::uint64_t len, std::uint64_t off) {
        if (!w.verify_id)
            return true;
        const std::int64_t v0 = Clock::now_ns();
        const bool ok = check_units(block, len, off, w.verify_id, st.corrupt);
        st.verify_ns += Clock::now_ns() - v0;
        if (!ok)
            stop.store(true, std::memory_order_relaxed);
        return ok;
    };

    auto sync_body = [&](unsigned i) {
        WorkerState& st = states[i];
        Target& io = target_of(i);
        Cursor cur = cursor_of(i);
        std::atomic<std::uint64_t>* progress = live && i < live->count ? &live->counters[i].bytes : nullptr;
        std::byte* rbuf = any_reads ? read_buffers[i].data() : nullptr;
        PatternSource* src = any_writes ? sources[i].get() : nullptr;

        start_line.arrive_and_wait(on_start);
        const std::int64_t my_deadline = deadline;
        if (slice < bs && (w.random || slice == 0))
            return;
        // Each I/O thread's own CPU time over its loop (fio: RUSAGE_THREAD).
        const double cpu0 = thread_cpu_seconds ? thread_cpu_seconds() : 0;
        for (;;) {
            if (cancel.cancelled() || stop.load(std::memory_order_relaxed))
                break;
            if (per_thread_budget && st.bytes >= per_thread_budget)
                break;
            std::uint64_t off, len;
            bool write;
            if (!next_request(cur, off, len, write))
                break;
            std::byte* wbuf = nullptr;
            if (write) {
                wbuf = src->next();
                verify_stamp(st, wbuf, len, off);
            }
            const std::int64_t s = Clock::now_ns();
            const std::int64_t r = write ? io.write_at(wbuf, len, off) : io.read_at(rbuf, len, off);
            const std::int64_t e = Clock::now_ns();
            if (r != static_cast<std::int64_t>(len)) {
                st.error = r < 0 ? static_cast<int>(-r) : (write ? ENOSPC : EIO);
                st.error_offset = off;
                stop.store(true, std::memory_order_relaxed);
                break;
            }
            if (e > my_deadline) {
                st.hit_deadline = true;
                break;
            }
            if (!write && !verify_read(st, rbuf, len, off))
                break;
            st.histogram.record(static_cast<std::uint64_t>(e - s));
            st.bytes += len;
            ++st.ios;
            st.last_end_ns = e;
            if (progress)
                progress->store(st.bytes, std::memory_order_relaxed);
        }
        if (thread_cpu_seconds)
            st.cpu_s = thread_cpu_seconds() - cpu0;
    };

    // One thread, `qd` requests in flight: the same accounting, a request
    // counts when its completion is reaped inside the window; its latency
    // runs from when it was queued to when its completion was reaped.
    auto async_body = [&](unsigned i) {
        if constexpr (QueueTarget<Target>) {
            WorkerState& st = states[i];
            auto q = open_queue(target_of(i), qd, static_cast<std::size_t>(buffer_bytes), w.alignment);
            Cursor cur = cursor_of(i);
            std::atomic<std::uint64_t>* progress = live && i < live->count ? &live->counters[i].bytes : nullptr;
            PatternSource* src = any_writes ? sources[i].get() : nullptr;
            std::vector<std::int64_t> started(qd);
            std::vector<std::uint64_t> offs(qd), lens(qd);
            std::vector<char> writes(qd);
            // Each slot holds a pattern block from the start; a write
            // restamps it in place (its request may not share the source's
            // pool, which changes while requests are in flight).
            if (src && q.ok())
                for (unsigned slot = 0; slot < qd; ++slot)
                    src->prime(q.buffer(slot), static_cast<std::size_t>(buffer_bytes));

            start_line.arrive_and_wait(on_start);
            const std::int64_t my_deadline = deadline;
            if (!q.ok()) {
                st.error = q.failure() ? q.failure() : EIO;
                stop.store(true, std::memory_order_relaxed);
                return;
            }
            if (slice < bs && (w.random || slice == 0))
                return;
            const double cpu0 = thread_cpu_seconds ? thread_cpu_seconds() : 0;
            std::uint64_t issued = 0;
            unsigned inflight = 0;
            bool issuing = true;
            const auto fail = [&](int err, std::uint64_t off) {
                if (!st.error) {
                    st.error = err;
                    st.error_offset = off;
                }
                issuing = false;
                stop.store(true, std::memory_order_relaxed);
            };
            const auto issue = [&](unsigned slot) {
                if (!issuing || cancel.cancelled() || stop.load(std::memory_order_relaxed) ||
                    (per_thread_budget && issued >= per_thread_budget)) {
                    issuing = false;
                    return false;
                }
                std::uint64_t off, len;
                bool write;
                if (!next_request(cur, off, len, write)) {
                    issuing = false;
                    return false;
                }
                if (write) {
                    src->restamp(q.buffer(slot), static_cast<std::size_t>(len));
                    verify_stamp(st, q.buffer(slot), len, off);
                }
                offs[slot] = off;
                lens[slot] = len;
                writes[slot] = write;
                q.prep(slot, write, static_cast<std::uint32_t>(len), off);
                started[slot] = Clock::now_ns();
                issued += len;
                ++inflight;
                return true;
            };
            for (unsigned slot = 0; slot < qd && issue(slot);)
                ++slot;
            if (inflight && q.submit() != 0) {
                fail(EIO, 0);
                inflight = 0;
            }
            // A failed submit leaves a request counted in flight that will
            // never complete: stop waiting; the queue's teardown reaps (or
            // cancels) what the kernel did take.
            bool submit_failed = false;
            while (inflight > 0 && !submit_failed) {
                const int got = q.wait([&](unsigned slot, std::int64_t res) {
                    const std::int64_t e = Clock::now_ns();
                    --inflight;
                    if (res != static_cast<std::int64_t>(lens[slot])) {
                        fail(res < 0 ? static_cast<int>(-res) : (writes[slot] ? ENOSPC : EIO), offs[slot]);
                        return;
                    }
                    if (e > my_deadline) {
                        st.hit_deadline = true;
                        issuing = false;
                        return;
                    }
                    if (!writes[slot] && !verify_read(st, q.buffer(slot), lens[slot], offs[slot])) {
                        issuing = false;
                        return;
                    }
                    st.histogram.record(static_cast<std::uint64_t>(e - started[slot]));
                    st.bytes += lens[slot];
                    ++st.ios;
                    st.last_end_ns = e;
                    if (issue(slot)) {
                        if (const int rc = q.submit(); rc != 0) {
                            fail(static_cast<int>(-rc), 0);
                            submit_failed = true;
                        }
                    }
                });
                if (got < 0) {
                    fail(static_cast<int>(-got), 0);
                    break;  // the queue's teardown reaps what is still in flight
                }
                if (progress)
                    progress->store(st.bytes, std::memory_order_relaxed);
            }
            if (thread_cpu_seconds)
                st.cpu_s = thread_cpu_seconds() - cpu0;
        }
    };

    const auto body = [&](unsigned i) { async ? async_body(i) : sync_body(i); };
    if (workers == 1) {
        body(0);
    } else {
        std::vector<std::jthread> pool;
        pool.reserve(workers);
        for (unsigned i = 0; i < workers; ++i)
            pool.emplace_back(body, i);
    }  // joined

    WorkloadOutcome out;
    out.engine = engine;
    Measurement& m = out.measurement;
    m.block_bytes = mixed && !w.mix.sizes.empty() ? 0 : w.block_bytes;  // 0: mixed sizes
    m.threads = n;
    m.queue_depth = qd;
    LatencyHistogram merged;
    bool any_deadline = false;
    std::int64_t window_end = t0;
    for (const WorkerState& st : states) {
        merged.merge(st.histogram);
        m.bytes += st.bytes;
        m.ios += st.ios;
        any_deadline = any_deadline || st.hit_deadline;
        window_end = std::max(window_end, st.last_end_ns);
        if (st.error && !out.error) {
            out.error = st.error;
            out.error_offset = st.error_offset;
        }
        if (st.corrupt.fault != VerifyFault::None && out.corrupt.fault == VerifyFault::None)
            out.corrupt = st.corrupt;
        m.verify_s += static_cast<double>(st.verify_ns) / 1e9;
        m.cpu_s += st.cpu_s;
    }
    if (any_deadline)
        window_end = deadline;
    out.cancelled = cancel.cancelled();
    std::int64_t flush_ns = 0;
    if (any_writes && w.flush_at_end && !out.error && !out.cancelled && m.ios > 0) {
        const std::int64_t f0 = Clock::now_ns();
        const int rc = target.flush();
        flush_ns = Clock::now_ns() - f0;
        if (rc != 0) {
            out.error = -rc;
            out.flush_failed = true;
        }
    }
    m.elapsed_s = static_cast<double>(window_end - t0 + flush_ns) / 1e9;
    m.flush_s = static_cast<double>(flush_ns) / 1e9;
    m.latency = merged.stats();
    return out;
}

}  // namespace sm
