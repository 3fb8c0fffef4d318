#pragma once
// Queue depth > 1 on one thread: an asynchronous I/O queue over a
// DirectFile. On Linux it is io_uring (Debian's liburing) with the file and
// the slot buffers registered, so each request skips the fd lookup and the
// page pinning. On Windows it is overlapped I/O on a second handle to the
// file (ReOpenFile with FILE_FLAG_OVERLAPPED, same caching flags) bound to
// an I/O completion port. Elsewhere, or where the backend is refused (old
// kernel, kernel.io_uring_disabled, seccomp), open() gives a queue that is
// not ok() and the engine falls back to one thread per outstanding request.
//
// A queue has `depth` slots, each with its own aligned buffer. The engine
// prepares a request in a free slot, submits, and waits for completions;
// nothing here allocates, locks or logs after open().
#include "io/aligned_buffer.h"
#include "io/direct_file.h"

#include <cstddef>
#include <cstdint>
#include <string_view>
#include <vector>

#if defined(SOLIDMARK_HAVE_URING)
#include <liburing.h>
#endif

namespace sm {

class AsyncQueue {
public:
    AsyncQueue() = default;
    // Drains first (drain()): no buffer is freed while the kernel may still
    // write into it.
    ~AsyncQueue();
    AsyncQueue(AsyncQueue&& other) noexcept;
    AsyncQueue& operator=(AsyncQueue&& other) noexcept;
    AsyncQueue(const AsyncQueue&) = delete;
    AsyncQueue& operator=(const AsyncQueue&) = delete;

    // A queue of `depth` slots of `buffer_bytes` each on `file`. Never
    // throws: a queue that could not be set up is !ok() and failure() says
    // why (an errno value).
    static AsyncQueue open(const DirectFile& file, unsigned depth, std::size_t buffer_bytes,
                           std::size_t alignment) noexcept;
    // Whether this build has an asynchronous backend at all.
    static bool available() noexcept;

    bool ok() const noexcept { return m_ok; }
    int failure() const noexcept { return m_failure; }
    // io_uring: the IORING_SETUP_* flags the kernel accepted (0 elsewhere).
    unsigned setup_flags() const noexcept
    {
#if defined(SOLIDMARK_HAVE_URING)
        return m_setup_flags;
#else
        return 0;
#endif
    }
    // "io_uring" (registered file and buffers), "io_uring (unregistered
    // buffers)" when the memlock limit refused the registration, or "iocp".
    std::string_view engine() const noexcept;
    unsigned depth() const noexcept { return static_cast<unsigned>(m_buffers.size()); }
    std::byte* buffer(unsigned slot) noexcept { return m_buffers[slot].data(); }

    // Queues a read or write of `len` bytes at `offset` in `slot`'s buffer;
    // submit() hands what is queued to the kernel.
    void prep(unsigned slot, bool write, std::uint32_t len, std::uint64_t offset) noexcept;
    // 0 when the kernel took every queued request, or took some and holds
    // others whose completions will make room (call again after wait());
    // -errno when it refused them and nothing is in flight to wait for.
    int submit() noexcept;
    // Requests queued (or left in the submission ring) that the kernel has
    // not taken yet: submit() again before waiting on them.
    unsigned unsubmitted() const noexcept;
    // Requests the kernel holds.
    unsigned in_flight() const noexcept { return m_in_kernel; }

    // Blocks until at least one request completes, then calls
    // done(slot, result) for every request finished (result: bytes or
    // -errno). A short transfer (fewer bytes than asked, as at the end of a
    // device or from a flaky USB bridge) is not reported: the rest is queued
    // again, as DirectFile::read_at/write_at retry the rest, and only a
    // transfer that moved nothing ends it (reads: the bytes so far, writes:
    // -ENOSPC). Returns how many were reported (0 when only remainders were
    // queued, or nothing was in flight), or -errno when waiting failed.
    template <class Done>
    int wait(Done&& done) noexcept;

    // Cancels what the kernel holds and reaps it, waiting at most
    // kDrainSeconds. 0, or -ETIMEDOUT when requests are still in flight (the
    // destructor then leaves their buffers allocated rather than free memory
    // the kernel may still write).
    int drain() noexcept;
    static constexpr double kDrainSeconds = 30;

private:
    // The checks, the slot buffers and the backend's per-slot arrays
    // (`arrays()`, which may throw bad_alloc) every backend starts with:
    // false with m_failure set (EBADF, ENOMEM) when they fail.
    template <class Arrays>
    bool allocate_slots(const DirectFile& file, unsigned depth, std::size_t buffer_bytes, std::size_t alignment,
                        Arrays&& arrays) noexcept;

    bool m_ok = false;
    int m_failure = 0;
    bool m_fixed_buffers = false;
    unsigned m_in_kernel = 0;  // requests the kernel has taken and not yet completed
    std::vector<AlignedBuffer> m_buffers;
#if defined(SOLIDMARK_HAVE_URING) || defined(_WIN32)
    // One request per slot, on every backend: what was asked, and how much of
    // it is done (a short transfer is continued from there).
    struct SlotIo {
        std::uint64_t offset = 0;
        std::uint32_t len = 0;
        std::uint32_t done = 0;
        bool write = false;
    };
    std::vector<SlotIo> m_io;
    std::vector<unsigned> m_staged;  // slots prep()ed, or a short transfer's rest, not yet given to the kernel
    // The fault-injection hook (io/fault.h): a completion that reports half its bytes.
    std::int64_t injected_short(unsigned slot, std::int64_t res) const noexcept;
    // Accounts one completion of `slot` (res: bytes moved, 0 when nothing
    // could be, or -errno): true with `res` the result to report, false when
    // the rest of a short transfer was staged again.
    bool finish(unsigned slot, std::int64_t& res) noexcept;
#endif
#if defined(SOLIDMARK_HAVE_URING)
    // Puts `slot`'s remaining transfer into a submission queue entry; false
    // when the submission ring is full.
    bool to_ring(unsigned slot) noexcept;
    // The fault-injection hook (io/fault.h): a kernel that takes one entry per call.
    int enter_one() noexcept;

    io_uring m_ring{};
    bool m_ring_open = false;
    unsigned m_setup_flags = 0;  // what the kernel accepted (tests, diagnostics)
#elif defined(_WIN32)
    struct Win;  // the handle, the port and one OVERLAPPED per slot
    Win* m_win = nullptr;
    struct Reaped {
        unsigned slot;
        std::int64_t result;
    };
    std::vector<Reaped> m_reaped;
    // Waits for at least one completion and fills m_reaped with those to
    // report (a short transfer's rest is staged instead); count or -errno.
    int reap() noexcept;
#endif
};

// The engine finds this by argument-dependent lookup (see QueueTarget).
inline AsyncQueue open_queue(const DirectFile& file, unsigned depth, std::size_t buffer_bytes,
                             std::size_t alignment) noexcept
{
    return AsyncQueue::open(file, depth, buffer_bytes, alignment);
}

#if defined(SOLIDMARK_HAVE_URING)
template <class Done>
int AsyncQueue::wait(Done&& done) noexcept
{
    if (m_in_kernel == 0)
        return 0;  // never block on requests the kernel does not hold
    io_uring_cqe* cqe = nullptr;
    int rc = io_uring_wait_cqe(&m_ring, &cqe);
    while (rc == -EINTR)
        rc = io_uring_wait_cqe(&m_ring, &cqe);
    if (rc < 0)
        return rc;
    int seen = 0, reported = 0;
    unsigned head = 0;
    io_uring_for_each_cqe(&m_ring, head, cqe)
    {
        ++seen;
        const auto slot = static_cast<unsigned>(io_uring_cqe_get_data64(cqe));
        std::int64_t res = cqe->res;
        --m_in_kernel;
        if (finish(slot, res)) {
            done(slot, res);
            ++reported;
        }
    }
    io_uring_cq_advance(&m_ring, static_cast<unsigned>(seen));
    return reported;
}
#elif defined(_WIN32)
template <class Done>
int AsyncQueue::wait(Done&& done) noexcept
{
    const int n = reap();
    for (int i = 0; i < n; ++i)
        done(m_reaped[static_cast<std::size_t>(i)].slot, m_reaped[static_cast<std::size_t>(i)].result);
    return n;
}
#else
template <class Done>
int AsyncQueue::wait(Done&&) noexcept
{
    return -ENOSYS;
}
#endif

}  // namespace sm
