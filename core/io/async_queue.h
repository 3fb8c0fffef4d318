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
    // submit() hands everything queued to the kernel (0 or -errno).
    void prep(unsigned slot, bool write, std::uint32_t len, std::uint64_t offset) noexcept;
    int submit() noexcept;

    // Blocks until at least one request completes, then calls
    // done(slot, result) for every completion available (result: bytes or
    // -errno). Returns how many completed, or -errno when waiting failed.
    template <class Done>
    int wait(Done&& done) noexcept;

private:
    // The checks and slot buffers every backend starts with: false with
    // m_failure set (EBADF, ENOMEM) when they fail.
    bool allocate_slots(const DirectFile& file, unsigned depth, std::size_t buffer_bytes,
                        std::size_t alignment) noexcept;

    bool m_ok = false;
    int m_failure = 0;
    bool m_fixed_buffers = false;
    std::vector<AlignedBuffer> m_buffers;
#if defined(SOLIDMARK_HAVE_URING)
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
    // Waits for at least one completion and fills m_reaped; count or -errno.
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
    io_uring_cqe* cqe = nullptr;
    int rc = io_uring_wait_cqe(&m_ring, &cqe);
    while (rc == -EINTR)
        rc = io_uring_wait_cqe(&m_ring, &cqe);
    if (rc < 0)
        return rc;
    int n = 0;
    unsigned head = 0;
    io_uring_for_each_cqe(&m_ring, head, cqe)
    {
        done(static_cast<unsigned>(io_uring_cqe_get_data64(cqe)), static_cast<std::int64_t>(cqe->res));
        ++n;
    }
    io_uring_cq_advance(&m_ring, static_cast<unsigned>(n));
    return n;
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
