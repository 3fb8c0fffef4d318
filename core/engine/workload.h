#pragma once
// The measurement engine: one I/O loop that runs every synthetic test
// (docs/methodology.md §3). A Workload says what to do; run_workload() does it on any
// Target (DirectFile in production, a simulated device in tests) with any
// Clock (steady_clock in production, a virtual clock in tests). Both are
// template parameters, so the hot loop has no virtual call.
//
// Every thread keeps a queue full and accounts its completions in one
// place (engine/worker.h). At queue depth 1 the queue is a SyncQueue, whose
// submit() is the pread/pwrite itself (fio's psync); deeper, it is the
// platform's AsyncQueue (io_uring, IOCP) where the target has one, else
// `depth` threads per thread, each with a SyncQueue.
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
#include "engine/sync_queue.h"
#include "engine/worker.h"
#include "io/os_thread.h"
#include "result/measurement.h"
#include "util/cancel.h"
#include "util/limits.h"

#include <algorithm>
#include <cstring>
#include <string>
#include <atomic>
#include <chrono>
#include <concepts>
#include <cstdint>
#include <memory>
#include <vector>

namespace sm {

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
    VerifyFinding corrupt;  // verify mode: the first bad unit read, if any
    // psync, threads, io_uring, io_uring (unregistered buffers), iocp, or
    // "sync (io_uring unavailable: …)" where the system refused the queue.
    std::string engine = "psync";
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
    // The start line's time on the workload's clock (SteadyClock::now_ns in
    // production), stored before `started`.
    std::atomic<std::int64_t> t0_ns{0};
    std::atomic<bool> started{false};
    std::atomic<bool> ended{false};  // the I/O threads are done; what is left is the window's flush
};

struct SteadyClock {
    static std::int64_t now_ns() noexcept
    {
        return std::chrono::duration_cast<std::chrono::nanoseconds>(std::chrono::steady_clock::now().time_since_epoch())
            .count();
    }
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

namespace engine {

// Stack of each engine thread: the loop, the queue calls and the kernel
// entry need a few KiB; 256 KiB leaves room for a test target's own calls.
inline constexpr std::size_t kWorkerStackBytes = 256 * 1024;

// How the workload maps onto threads and slices. `async`: each thread has
// its own asynchronous queue; else queue depth > 1 runs `depth` threads per
// thread (sharing its slice; sequential: interleaved blocks, so together
// they stream).
inline Plan make_plan(const Workload& w, bool async) noexcept
{
    Plan p;
    p.threads = std::max(1u, w.threads);
    p.depth = std::max(1u, w.queue_depth);
    p.group = async ? 1 : p.depth;
    p.workers = p.threads * p.group;
    p.queue_depth = async ? p.depth : 1;
    p.mixed = w.mix.active();
    p.mix = &w.mix;
    p.random = w.random;
    p.bs = w.block_bytes;
    p.buffer_bytes = p.mixed ? w.mix.largest(w.block_bytes) : p.bs;  // per request slot
    p.writing = !p.mixed && w.direction == Direction::Write;
    p.any_writes = p.writing || (p.mixed && w.mix.read_percent < 100);
    p.any_reads = !p.writing;
    p.span_begin = w.span_begin;
    const std::uint64_t span = w.span_end > w.span_begin ? w.span_end - w.span_begin : 0;
    // With several threads, slices are whole blocks and logical thread i owns
    // [begin + i * slice, begin + (i + 1) * slice); one thread owns the whole
    // span (a sequential pass then ends with a partial block if need be).
    p.slice = p.threads == 1 ? span : span / p.threads / p.bs * p.bs;
    p.per_thread_budget = !w.max_bytes ? 0
        : p.workers == 1               ? w.max_bytes
                                       : std::max<std::uint64_t>(p.bs, w.max_bytes / p.workers / p.bs * p.bs);
    p.max_ns = w.max_seconds > 0 ? static_cast<std::int64_t>(w.max_seconds * 1e9) : 0;
    p.seed = w.seed;
    p.verify_id = w.verify_id;
    return p;
}

// Several threads: each gets its own handle where the target can give one
// (DirectFile::try_reopen), as each fio job opens the file itself; a thread
// whose reopen failed shares the caller's handle.
template <class Target>
class Handles {
public:
    Handles(Target& target, unsigned workers) : m_target(target)
    {
        if constexpr (requires(const Target& t) {
                          {
                              t.try_reopen()
                              } -> std::same_as<Target>;
                      }) {
            if (workers > 1)
                for (unsigned i = 0; i < workers; ++i)
                    m_own.push_back(target.try_reopen());
        }
    }
    Target& operator[](unsigned i) noexcept
    {
        if constexpr (requires(const Target& t) { t.is_open(); }) {
            if (i < m_own.size() && m_own[i].is_open())
                return m_own[i];
        }
        return m_target;
    }

private:
    Target& m_target;
    std::vector<Target> m_own;
};

// The per-thread state, slot records and data sources of a phase, built on
// the calling thread before any worker starts; each worker's part on cache
// lines of its own.
struct Rig {
    Rig(const Plan& p, const Workload& w) : states(p.workers)
    {
        slot_sets.reserve(p.workers);
        for (unsigned i = 0; i < p.workers; ++i)
            slot_sets.emplace_back(p.queue_depth);
        // No pool: the engine writes from its slot buffers, restamped per write.
        if (p.any_writes)
            for (unsigned i = 0; i < p.workers; ++i)
                sources.push_back(std::make_unique<WorkerSource>(w.data, static_cast<std::size_t>(p.buffer_bytes),
                                                                 w.alignment, w.seed + i * 0x9e37ULL,
                                                                 PatternSource::Pool::None));
    }
    WorkerIo io(unsigned i, LiveProgress* live, const CancelToken& cancel, double (*cpu)() noexcept) noexcept
    {
        WorkerIo r;
        r.state = &states[i];
        r.requests = slot_sets[i].request_array();
        r.free_slots = slot_sets[i].free_array();
        r.source = sources.empty() ? nullptr : &sources[i]->source;
        r.progress = live && i < live->count ? &live->counters[i].bytes : nullptr;
        r.cancel = &cancel;
        r.cpu_clock = cpu;
        return r;
    }
    std::vector<WorkerState> states;
    std::vector<WorkerSlots> slot_sets;  // not "slots": a Qt macro
    std::vector<std::unique_ptr<WorkerSource>> sources;
};

// Runs body(i) for every worker: on the calling thread when there is one,
// else on engine threads of kWorkerStackBytes. 0, or the errno of a thread
// the system refused (the started ones are released from the start line
// and told to stop, so none waits forever).
template <class Body>
int run_workers(unsigned workers, Shared& sh, Body& body)
{
    if (workers == 1) {
        body(0);
        return 0;
    }
    OsThreads pool;
    if (pool.start(workers, kWorkerStackBytes, body) == workers)
        return 0;  // joined by ~OsThreads
    sh.stop.store(true, std::memory_order_relaxed);
    sh.start.release();
    pool.join();
    return pool.error() ? pool.error() : EAGAIN;
}

// Sums the threads' accounting into the outcome; elapsed is the window.
inline void account(WorkloadOutcome& out, std::vector<WorkerState>& states, const Plan& p, const Workload& w,
                    const Shared& sh)
{
    Measurement& m = out.measurement;
    m.block_bytes = p.mixed && !w.mix.sizes.empty() ? 0 : w.block_bytes;  // 0: mixed sizes
    m.threads = p.threads;
    m.queue_depth = p.depth;
    bool any_deadline = false;
    std::int64_t window_end = sh.t0;
    for (std::size_t i = 0; i < states.size(); ++i) {
        const WorkerState& st = states[i];
        if (i > 0)
            states[0].histogram.merge(st.histogram);
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
    // Drained (Shared::late_rule): the window ends at the last completion.
    if (any_deadline && sh.late.load(std::memory_order_relaxed) != Shared::Drain)
        window_end = sh.deadline;
    // The first thread to finish its byte budget closed the window for all.
    window_end = std::min(window_end, sh.window_end.load(std::memory_order_relaxed));
    m.elapsed_s = static_cast<double>(window_end - sh.t0) / 1e9;
    m.latency = states.front().histogram.stats();
    m.histogram = std::make_shared<const LatencyHistogram>(states.front().histogram);
}

// Write phases end with one flush inside the window (docs/methodology.md §3).
template <class Target, class Clock>
void flush_in_window(Target& target, WorkloadOutcome& out, const Plan& p, const Workload& w)
{
    Measurement& m = out.measurement;
    if (!p.any_writes || !w.flush_at_end || out.error || out.cancelled || m.ios == 0)
        return;
    const std::int64_t f0 = Clock::now_ns();
    const int rc = target.flush();
    const std::int64_t flush_ns = Clock::now_ns() - f0;
    if (rc != 0) {
        out.error = -rc;
        out.flush_failed = true;
    }
    m.flush_s = static_cast<double>(flush_ns) / 1e9;
    m.elapsed_s += m.flush_s;
}

}  // namespace engine

namespace engine {

// The engine of a phase whose asynchronous queue the system refused:
// "sync (io_uring unavailable: Operation not permitted)". The phase then
// runs `queue_depth` threads per thread, each with synchronous I/O.
inline std::string fallback_engine(int err)
{
#if defined(_WIN32)
    const char* backend = "IOCP";
#else
    const char* backend = "io_uring";
#endif
    // Appended one by one: GCC 12's -Warray-bounds misreads the chain of
    // operator+ on string temporaries at -O2 (a false positive, -Werror).
    std::string out = "sync (";
    out.append(backend).append(" unavailable: ").append(std::strerror(err)).push_back(')');
    return out;
}

// One run of the phase, on asynchronous queues (`async`) or synchronous
// ones. Returns the errno of an asynchronous queue that a thread could not
// set up: every thread then returned from the start line with no I/O done,
// and the caller runs the phase again synchronously. 0 otherwise.
template <class Target, class Clock>
int attempt(Target& target, const Workload& w, const CancelToken& cancel, LiveProgress* live,
            double (*thread_cpu_seconds)() noexcept, bool async, WorkloadOutcome& out)
{
    const Plan p = make_plan(w, async);
    if (p.workers > kMaxEngineThreads) {
        out.error = E2BIG;  // the caller's message names the limit
        return 0;
    }
    Rig rig(p, w);
    Handles<Target> handles(target, p.workers);
    std::vector<SyncQueue<Target>> sync_queues;
    if (!async) {
        sync_queues.reserve(p.workers);
        for (unsigned i = 0; i < p.workers; ++i)
            sync_queues.emplace_back(handles[i], static_cast<std::size_t>(p.buffer_bytes), w.alignment);
    }

    Shared sh(p.workers);
    auto on_start = [&]() noexcept {
        sh.t0 = Clock::now_ns();
        sh.deadline = p.max_ns ? sh.t0 + p.max_ns : INT64_MAX;
        if (live && !sh.ring_failure.load(std::memory_order_relaxed)) {
            live->t0_ns.store(sh.t0, std::memory_order_relaxed);
            live->started.store(true, std::memory_order_release);
        }
    };
    auto body = [&](unsigned i) {
        const WorkerIo io = rig.io(i, live, cancel, thread_cpu_seconds);
        if constexpr (QueueTarget<Target>) {
            if (async) {
                auto q = open_queue(handles[i], p.depth, static_cast<std::size_t>(p.buffer_bytes), w.alignment);
                Loop<Clock, decltype(q)>(q, p, sh, io, i).run(on_start);
                return;
            }
        }
        Loop<Clock, SyncQueue<Target>>(sync_queues[i], p, sh, io, i).run(on_start);
    };
    if (const int err = run_workers(p.workers, sh, body); err != 0)
        out.error = err;
    if (const int ring = sh.ring_failure.load(std::memory_order_relaxed); ring != 0 && !out.error)
        return ring;
    if (live)
        live->ended.store(true, std::memory_order_release);

    out.cancelled = cancel.cancelled();
    account(out, rig.states, p, w, sh);
    flush_in_window<Target, Clock>(target, out, p, w);
    return 0;
}

}  // namespace engine

template <class Target, class Clock = SteadyClock>
WorkloadOutcome run_workload(Target& target, const Workload& w, const CancelToken& cancel, LiveProgress* live = nullptr,
                             double (*thread_cpu_seconds)() noexcept = nullptr)
{
    using namespace engine;
    WorkloadOutcome out;
    // Queue depth > 1: one asynchronous queue per thread where the target
    // has one (probed here, before any thread starts), else threads.
    bool async = false;
    out.engine = std::max(1u, w.queue_depth) == 1 ? "psync" : "threads";
    if constexpr (QueueTarget<Target>) {
        if (w.queue_depth > 1 && w.queue_engine != QueueEngine::Threads) {
            const Plan p = make_plan(w, true);
            auto probe = open_queue(target, p.depth, static_cast<std::size_t>(p.buffer_bytes), w.alignment);
            async = probe.ok();
            if (async)
                out.engine = probe.engine();
            else if (probe.failure() != ENOSYS)  // a backend this build has, refused here
                out.engine = fallback_engine(probe.failure());
        }
    }
    // A thread's queue refused after the probe was accepted (a limit reached
    // at the n-th ring): the whole phase again, synchronously, and said so.
    if (const int ring = attempt<Target, Clock>(target, w, cancel, live, thread_cpu_seconds, async, out); ring != 0) {
        const std::string engine = fallback_engine(ring);
        out = WorkloadOutcome{};
        out.engine = engine;
        attempt<Target, Clock>(target, w, cancel, live, thread_cpu_seconds, false, out);
    }
    return out;
}

}  // namespace sm
