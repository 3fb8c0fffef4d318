#include "io/async_queue.h"

#include <cerrno>
#include <utility>

#if defined(SOLIDMARK_HAVE_URING)
#include <sys/uio.h>
#endif

namespace sm {

AsyncQueue::~AsyncQueue()
{
#if defined(SOLIDMARK_HAVE_URING)
    if (m_ring_open)
        io_uring_queue_exit(&m_ring);
#endif
}

AsyncQueue::AsyncQueue(AsyncQueue&& other) noexcept { *this = std::move(other); }

AsyncQueue& AsyncQueue::operator=(AsyncQueue&& other) noexcept
{
    if (this != &other) {
#if defined(SOLIDMARK_HAVE_URING)
        if (m_ring_open)
            io_uring_queue_exit(&m_ring);
        m_ring = other.m_ring;
        m_ring_open = std::exchange(other.m_ring_open, false);
#endif
        m_ok = std::exchange(other.m_ok, false);
        m_failure = other.m_failure;
        m_fixed_buffers = other.m_fixed_buffers;
        m_buffers = std::move(other.m_buffers);
    }
    return *this;
}

bool AsyncQueue::available() noexcept
{
#if defined(SOLIDMARK_HAVE_URING)
    return true;
#else
    return false;
#endif
}

std::string_view AsyncQueue::engine() const noexcept
{
    if (!m_ok)
        return "none";
    return m_fixed_buffers ? "io_uring" : "io_uring (unregistered buffers)";
}

#if defined(SOLIDMARK_HAVE_URING)

AsyncQueue AsyncQueue::open(const DirectFile& file, unsigned depth, std::size_t buffer_bytes,
                            std::size_t alignment) noexcept
{
    AsyncQueue q;
    if (!file.is_open() || depth == 0) {
        q.m_failure = EBADF;
        return q;
    }
    try {
        for (unsigned i = 0; i < depth; ++i)
            q.m_buffers.emplace_back(buffer_bytes, alignment);
    } catch (...) {
        q.m_failure = ENOMEM;
        return q;
    }
    if (const int rc = io_uring_queue_init(depth, &q.m_ring, 0); rc < 0) {
        q.m_failure = -rc;
        return q;
    }
    q.m_ring_open = true;
    const int fd = file.native_fd();
    if (const int rc = io_uring_register_files(&q.m_ring, &fd, 1); rc < 0) {
        q.m_failure = -rc;
        return q;
    }
    // Registered buffers are pinned once; where RLIMIT_MEMLOCK refuses them
    // the queue still works with ordinary buffers (pinned per request).
    std::vector<iovec> iov(depth);
    for (unsigned i = 0; i < depth; ++i)
        iov[i] = iovec{q.m_buffers[i].data(), buffer_bytes};
    q.m_fixed_buffers = io_uring_register_buffers(&q.m_ring, iov.data(), depth) == 0;
    q.m_ok = true;
    return q;
}

void AsyncQueue::prep(unsigned slot, bool write, std::uint32_t len, std::uint64_t offset) noexcept
{
    io_uring_sqe* sqe = io_uring_get_sqe(&m_ring);  // never null: at most depth requests are in flight
    void* buf = m_buffers[slot].data();
    if (m_fixed_buffers) {
        if (write)
            io_uring_prep_write_fixed(sqe, 0, buf, len, offset, static_cast<int>(slot));
        else
            io_uring_prep_read_fixed(sqe, 0, buf, len, offset, static_cast<int>(slot));
    } else {
        if (write)
            io_uring_prep_write(sqe, 0, buf, len, offset);
        else
            io_uring_prep_read(sqe, 0, buf, len, offset);
    }
    sqe->flags |= IOSQE_FIXED_FILE;
    io_uring_sqe_set_data64(sqe, slot);
}

int AsyncQueue::submit() noexcept
{
    int rc = io_uring_submit(&m_ring);
    while (rc == -EINTR || rc == -EAGAIN)
        rc = io_uring_submit(&m_ring);
    return rc < 0 ? rc : 0;
}

#else

AsyncQueue AsyncQueue::open(const DirectFile&, unsigned, std::size_t, std::size_t) noexcept
{
    AsyncQueue q;
    q.m_failure = ENOSYS;
    return q;
}

void AsyncQueue::prep(unsigned, bool, std::uint32_t, std::uint64_t) noexcept {}

int AsyncQueue::submit() noexcept { return -ENOSYS; }

#endif

}  // namespace sm
