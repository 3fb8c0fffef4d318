#pragma once
// The I/O loop of one engine thread, for every backend: a queue (SyncQueue
// at depth 1, AsyncQueue's io_uring or IOCP, a simulated queue in tests) is
// kept full; every completion goes through one accounting path. Included by
// engine/workload.h; nothing here is for callers.
//
// The loop allocates, logs and locks nothing. Per I/O it reads the clock
// twice (queued, reaped), loads two flags nobody writes while the phase runs
// (cancel, stop), and writes only its own thread's cache lines (WorkerState,
// its histogram, its progress slot).
#include "data/pattern.h"
#include "data/verify.h"
#include "engine/latency_histogram.h"
#include "engine/mix.h"
#include "util/cancel.h"

#include <algorithm>
#include <atomic>
#include <cerrno>
#include <cstdint>
#include <memory>
#include <thread>
#include <utility>

namespace sm {

enum class Direction { Read, Write };
// Auto: io_uring where the target and system allow it, else threads.
enum class QueueEngine { Auto, Threads };

struct Workload;

namespace engine {

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
    // Releases whoever waits when not every thread could be started.
    void release() noexcept { m_go.store(true, std::memory_order_release); }

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

// What a Workload means for the threads, worked out once.
struct Plan {
    unsigned threads = 1;      // logical threads (slices)
    unsigned depth = 1;        // requests in flight per logical thread
    unsigned group = 1;        // OS threads per logical thread (threads fallback: depth)
    unsigned workers = 1;      // OS threads
    unsigned queue_depth = 1;  // slots per worker queue
    bool mixed = false, writing = false, any_writes = false, any_reads = true, random = true;
    std::uint64_t bs = 0, buffer_bytes = 0, span_begin = 0, slice = 0, per_thread_budget = 0;
    std::uint64_t seed = 1, verify_id = 0;
    std::int64_t max_ns = 0;
    const Mix* mix = nullptr;

    // Whether worker threads have nothing to do (a slice smaller than a block).
    bool idle() const noexcept { return slice < bs && (random || slice == 0); }
};

// What every thread of a phase shares. Written before the barrier (t0,
// deadline) or only on the way out (stop, window_end, ring_failure), each on
// its own cache line.
struct Shared {
    explicit Shared(unsigned workers) noexcept : start(workers) { }
    alignas(64) StartLine start;
    alignas(64) std::int64_t t0 = 0;
    std::int64_t deadline = INT64_MAX;
    alignas(64) std::atomic<bool> stop{false};
    // Several threads with a byte budget each: when the first one has done
    // its share, the window closes there for all (docs/methodology.md §3): past
    // it fewer threads run than the test asks for, and the figure would
    // mix in a lower queue depth. The earliest such end wins.
    alignas(64) std::atomic<std::int64_t> window_end{INT64_MAX};
    // An asynchronous queue that a thread could not set up (errno): every
    // thread returns from the start line without I/O and the phase runs
    // again on the synchronous engine.
    alignas(64) std::atomic<int> ring_failure{0};
    // Whether any thread counted an I/O, and what happens to completions
    // after the deadline, decided once by the first thread that sees one:
    // dropped when something was counted inside the window, else drained
    // (every request in flight at the deadline counts and the window ends at
    // the last of them), so a drive slower than the window still gets a
    // measured figure, as fio's reaped tail gives one, instead of nothing.
    alignas(64) std::atomic<bool> counted{false};
    enum Late : int { Undecided, Drop, Drain };
    std::atomic<int> late{Undecided};

    Late late_rule() noexcept
    {
        int cur = late.load(std::memory_order_relaxed);
        if (cur != Undecided)
            return static_cast<Late>(cur);
        const int want = counted.load(std::memory_order_relaxed) ? Drop : Drain;
        return static_cast<Late>(late.compare_exchange_strong(cur, want, std::memory_order_relaxed) ? want : cur);
    }

    void close_window(std::int64_t at) noexcept
    {
        std::int64_t cur = window_end.load(std::memory_order_relaxed);
        while (at < cur && !window_end.compare_exchange_weak(cur, at, std::memory_order_relaxed))
            ;
        stop.store(true, std::memory_order_relaxed);
    }
};

// The next request of worker `i`: false when its part of the work is done.
class Cursor {
public:
    Cursor(const Plan& p, unsigned i) noexcept
        : m_rng(p.seed ^ (0x5851f42d4c957f2dULL * (i + 1))),
          m_lo(p.span_begin + static_cast<std::uint64_t>(i / p.group) * p.slice), m_hi(m_lo + p.slice),
          m_blocks(p.slice / p.bs), m_seq(m_lo + static_cast<std::uint64_t>(i % p.group) * p.bs),
          m_step(p.bs * p.group), m_bs(p.bs), m_plan(*p.mix, static_cast<std::uint32_t>(p.bs), m_lo, m_hi),
          m_random(p.random), m_mixed(p.mixed), m_writing(p.writing)
    {
    }
    bool next(std::uint64_t& off, std::uint32_t& len, bool& write) noexcept
    {
        write = m_writing;
        len = static_cast<std::uint32_t>(m_bs);
        if (m_mixed) {
            MixPlanner::Request r;
            if (!m_plan.next(m_rng, r))
                return false;
            off = r.offset;
            len = r.bytes;
            write = r.write;
            return true;
        }
        if (m_random) {
            off = m_lo + m_rng.below(m_blocks) * m_bs;
            return true;
        }
        if (m_seq >= m_hi)
            return false;
        off = m_seq;
        len = static_cast<std::uint32_t>(std::min<std::uint64_t>(m_bs, m_hi - m_seq));
        m_seq += m_step;
        return true;
    }

private:
    Rng m_rng;
    std::uint64_t m_lo, m_hi, m_blocks, m_seq, m_step, m_bs;
    MixPlanner m_plan;
    bool m_random, m_mixed, m_writing;
};

// One request in a queue slot.
struct SlotRequest {
    std::int64_t queued_ns = 0;
    std::uint64_t offset = 0;
    std::uint32_t bytes = 0;
    bool write = false;
};

// A worker's slot records and free-slot stack, written per I/O: each
// worker's on cache lines of its own.
struct alignas(64) WorkerSlots {
    explicit WorkerSlots(unsigned depth)
        : requests(std::make_unique<SlotRequest[]>(depth)), free_slots(std::make_unique<unsigned[]>(depth))
    {
        if (depth == 1) {  // the common case: no allocation of its own, and on this worker's line
            requests.reset();
            free_slots.reset();
        }
    }
    SlotRequest* request_array() noexcept { return requests ? requests.get() : &one_request; }
    unsigned* free_array() noexcept { return free_slots ? free_slots.get() : &one_free; }

private:
    SlotRequest one_request;
    unsigned one_free = 0;
    std::unique_ptr<SlotRequest[]> requests;
    std::unique_ptr<unsigned[]> free_slots;
};

// A worker's data source on cache lines of its own: each write advances
// its stamp counter.
struct alignas(64) WorkerSource {
    template <class... Args>
    explicit WorkerSource(Args&&... args) : source(std::forward<Args>(args)...)
    {
    }
    PatternSource source;
};

// What the loop of one thread works with; everything is ready before the barrier.
struct WorkerIo {
    WorkerState* state = nullptr;
    SlotRequest* requests = nullptr;  // queue_depth entries (not "slots": a Qt macro)
    unsigned* free_slots = nullptr;   // queue_depth entries
    PatternSource* source = nullptr;  // writes
    std::atomic<std::uint64_t>* progress = nullptr;
    const CancelToken* cancel = nullptr;
    double (*cpu_clock)() noexcept = nullptr;
};

// The loop of one thread: keeps `q` full and accounts every completion in
// one place. An I/O counts when its completion is reaped inside the window
// [t0, deadline]; its latency runs from when it was queued to when it was
// reaped (for a SyncQueue: from just before pread/pwrite to just after).
template <class Clock, class Queue>
class Loop {
public:
    Loop(Queue& q, const Plan& p, Shared& sh, const WorkerIo& io, unsigned worker) noexcept
        : m_q(q), m_p(p), m_sh(sh), m_io(io), m_st(*io.state), m_cur(p, worker), m_free(p.queue_depth)
    {
        // Each slot holds a pattern block from the start; a write restamps
        // it in place (never a copy of the block per write).
        if (io.source && q.ok())
            for (unsigned s = 0; s < p.queue_depth; ++s)
                io.source->prime(q.buffer(s), static_cast<std::size_t>(p.buffer_bytes));
        for (unsigned s = 0; s < p.queue_depth; ++s)
            io.free_slots[s] = p.queue_depth - 1 - s;
    }

    // Waits at the start line (on_start stamps t0), then runs to the end of
    // the thread's work, the window, an error or a cancel.
    template <class OnStart>
    void run(OnStart& on_start) noexcept
    {
        if (!m_q.ok())  // before the start line, so on_start sees it
            m_sh.ring_failure.store(m_q.failure() ? m_q.failure() : EIO, std::memory_order_relaxed);
        m_sh.start.arrive_and_wait(on_start);
        m_deadline = m_sh.deadline;
        if (m_sh.ring_failure.load(std::memory_order_relaxed))
            return;  // the phase runs again on the synchronous engine
        if (m_p.idle() || m_sh.stop.load(std::memory_order_relaxed))
            return;
        const double cpu0 = m_io.cpu_clock ? m_io.cpu_clock() : 0;
        const auto complete = [this](unsigned slot, std::int64_t res) noexcept { this->complete(slot, res); };
        for (;;) {
            while (m_issuing && m_free > 0 && issue(m_io.free_slots[m_free - 1]))
                --m_free;
            // Everything queued goes to the kernel, also what it did not take
            // last time (a partial submit) and the rest of a short transfer.
            // A failed submit ends the phase; the queue's teardown cancels and
            // reaps what the kernel did take.
            if (m_q.unsubmitted() > 0) {
                if (const int rc = m_q.submit(); rc != 0) {
                    fail(rc < 0 ? -rc : EIO, 0);
                    break;
                }
            }
            if (m_inflight == 0)
                break;
            if (const int got = m_q.wait(complete); got < 0) {
                fail(-got, 0);
                break;  // the queue's teardown reaps what is still in flight
            }
            if (m_io.progress)
                m_io.progress->store(m_st.bytes, std::memory_order_relaxed);
        }
        if (m_spent && m_p.workers > 1 && !m_st.error)
            m_sh.close_window(m_st.last_end_ns);
        if (m_io.cpu_clock)
            m_st.cpu_s = m_io.cpu_clock() - cpu0;
    }

private:
    // Queues the worker's next request in `slot`; false (and no more
    // issuing) when its work is done or the phase is stopping.
    bool issue(unsigned slot) noexcept
    {
        if (m_io.cancel->cancelled() || m_sh.stop.load(std::memory_order_relaxed))
            return m_issuing = false;
        if (m_p.per_thread_budget && m_issued >= m_p.per_thread_budget) {
            m_spent = true;
            return m_issuing = false;
        }
        SlotRequest& r = m_io.requests[slot];
        if (!m_cur.next(r.offset, r.bytes, r.write))
            return m_issuing = false;
        if (r.write) {
            m_io.source->restamp(m_q.buffer(slot), r.bytes);
            if (m_p.verify_id)
                verify(r, m_q.buffer(slot));
        }
        m_q.prep(slot, r.write, r.bytes, r.offset);
        r.queued_ns = Clock::now_ns();
        m_issued += r.bytes;
        ++m_inflight;
        return true;
    }

    void complete(unsigned slot, std::int64_t res) noexcept
    {
        const std::int64_t e = Clock::now_ns();
        --m_inflight;
        m_io.free_slots[m_free++] = slot;
        SlotRequest& r = m_io.requests[slot];
        if (res != static_cast<std::int64_t>(r.bytes))
            return fail(res < 0 ? static_cast<int>(-res) : (r.write ? ENOSPC : EIO), r.offset);
        if (e > m_deadline) {
            m_st.hit_deadline = true;
            m_issuing = false;
            if (m_sh.late_rule() != Shared::Drain)
                return;
        }
        if (e > m_sh.window_end.load(std::memory_order_relaxed)) {  // another thread closed the window
            m_issuing = false;
            return;
        }
        if (!r.write && m_p.verify_id && !verify(r, m_q.buffer(slot))) {
            m_issuing = false;
            m_sh.stop.store(true, std::memory_order_relaxed);
            return;
        }
        m_st.histogram.record(static_cast<std::uint64_t>(e - r.queued_ns));
        if (m_st.ios == 0)
            m_sh.counted.store(true, std::memory_order_relaxed);
        m_st.bytes += r.bytes;
        ++m_st.ios;
        m_st.last_end_ns = e;
    }

    void fail(int err, std::uint64_t off) noexcept
    {
        if (!m_st.error) {
            m_st.error = err;
            m_st.error_offset = off;
        }
        m_issuing = false;
        m_sh.stop.store(true, std::memory_order_relaxed);
    }

    // Verify mode: stamps a block about to be written, checks a block read.
    // Outside each request's latency, inside the window (timed as verify_s).
    bool verify(const SlotRequest& r, std::byte* block) noexcept
    {
        const std::int64_t v0 = Clock::now_ns();
        bool ok = true;
        if (r.write)
            stamp_units(block, r.bytes, r.offset, m_p.verify_id);
        else
            ok = check_units(block, r.bytes, r.offset, m_p.verify_id, m_st.corrupt);
        m_st.verify_ns += Clock::now_ns() - v0;
        return ok;
    }

    Queue& m_q;
    const Plan& m_p;
    Shared& m_sh;
    const WorkerIo m_io;
    WorkerState& m_st;
    Cursor m_cur;
    std::int64_t m_deadline = INT64_MAX;
    std::uint64_t m_issued = 0;
    unsigned m_inflight = 0;
    unsigned m_free;
    bool m_issuing = true;
    bool m_spent = false;  // stopped issuing because its byte budget was done
};

}  // namespace engine
}  // namespace sm
