#include "io/async_queue.h"

#include "io/fault.h"

#include <algorithm>
#include <cerrno>
#include <chrono>
#include <spdlog/spdlog.h>
#include <thread>
#include <utility>

#if defined(SOLIDMARK_HAVE_URING)
#include <sys/uio.h>
#elif defined(_WIN32)
#include <windows.h>
#endif

namespace sm {

#if defined(_WIN32) && !defined(SOLIDMARK_HAVE_URING)
struct AsyncQueue::Win {
    HANDLE file = INVALID_HANDLE_VALUE;
    HANDLE port = nullptr;
    std::vector<OVERLAPPED> overlapped;  // one per slot; the slot is its index
    std::vector<OVERLAPPED_ENTRY> entries;
    unsigned pending = 0;  // issued, completion not yet reaped

    // Only once nothing is pending (~AsyncQueue drains first, and leaks
    // this, OVERLAPPEDs included, when the kernel still holds requests).
    ~Win()
    {
        if (port)
            CloseHandle(port);
        if (file != INVALID_HANDLE_VALUE)
            CloseHandle(file);
    }
};
#endif

AsyncQueue::~AsyncQueue()
{
#if defined(SOLIDMARK_HAVE_URING)
    if (m_ring_open) {
        if (drain() != 0) {
            // The kernel still holds requests into these buffers (a device
            // that neither completes nor cancels them): leave the memory
            // allocated rather than let it be reused under a transfer.
            spdlog::warn("io_uring: {} request(s) still in flight after {:.0f} s; their buffers are left allocated",
                         m_in_kernel, kDrainSeconds);
            new std::vector<AlignedBuffer>(std::move(m_buffers));  // deliberately never freed
        }
        io_uring_queue_exit(&m_ring);
    }
#elif defined(_WIN32)
    if (m_win && drain() != 0) {
        // As above; the OVERLAPPEDs too, which the kernel writes when a
        // request completes, and the handles, which such requests still use.
        spdlog::warn("IOCP: {} request(s) still in flight after {:.0f} s; their buffers are left allocated",
                     m_in_kernel, kDrainSeconds);
        new std::vector<AlignedBuffer>(std::move(m_buffers));  // deliberately never freed
        m_win = nullptr;                                       // likewise
    }
    delete m_win;
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
        m_setup_flags = other.m_setup_flags;
#elif defined(_WIN32)
        delete m_win;
        m_win = std::exchange(other.m_win, nullptr);
        m_reaped = std::move(other.m_reaped);
#endif
#if defined(SOLIDMARK_HAVE_URING) || defined(_WIN32)
        m_io = std::move(other.m_io);
        m_staged = std::move(other.m_staged);
#endif
        m_ok = std::exchange(other.m_ok, false);
        m_failure = other.m_failure;
        m_fixed_buffers = other.m_fixed_buffers;
        m_in_kernel = std::exchange(other.m_in_kernel, 0u);
        m_buffers = std::move(other.m_buffers);
    }
    return *this;
}

template <class Arrays>
bool AsyncQueue::allocate_slots(const DirectFile& file, unsigned depth, std::size_t buffer_bytes, std::size_t alignment,
                                Arrays&& arrays) noexcept
{
    if (!file.is_open() || depth == 0) {
        m_failure = EBADF;
        return false;
    }
    try {
        for (unsigned i = 0; i < depth; ++i)
            m_buffers.emplace_back(buffer_bytes, alignment);
        arrays();
    } catch (...) {
        m_failure = ENOMEM;
        return false;
    }
    return true;
}

bool AsyncQueue::available() noexcept
{
#if defined(SOLIDMARK_HAVE_URING) || defined(_WIN32)
    return true;
#else
    return false;
#endif
}

std::string_view AsyncQueue::engine() const noexcept
{
    if (!m_ok)
        return "none";
#if defined(_WIN32) && !defined(SOLIDMARK_HAVE_URING)
    return "iocp";
#else
    return m_fixed_buffers ? "io_uring" : "io_uring (unregistered buffers)";
#endif
}

#if defined(SOLIDMARK_HAVE_URING) || defined(_WIN32)

std::int64_t AsyncQueue::injected_short(unsigned slot, std::int64_t res) const noexcept
{
    // Half of what is left, on a 512-byte boundary (direct I/O needs one).
    const std::int64_t left = m_io[slot].len - m_io[slot].done;
    if (res != left || left < 1024 || !fault::hit(fault::Op::ShortCompletion))
        return res;
    return left / 2 / 512 * 512;
}

bool AsyncQueue::finish(unsigned slot, std::int64_t& res) noexcept
{
    if (res < 0)
        return true;
    res = injected_short(slot, res);
    SlotIo& io = m_io[slot];
    if (res == 0) {  // nothing moved: the end of the file (reads), no space (writes)
        res = io.write ? -ENOSPC : static_cast<std::int64_t>(io.done);
        return true;
    }
    io.done += static_cast<std::uint32_t>(res);
    if (io.done < io.len) {
        m_staged.push_back(slot);  // the rest, submitted with the next submit()
        return false;
    }
    res = io.len;
    return true;
}

#endif

#if defined(SOLIDMARK_HAVE_URING)

namespace {
// The user data of the drain's cancel request: no slot has it.
constexpr std::uint64_t kCancelTag = ~std::uint64_t{0};
}  // namespace

AsyncQueue AsyncQueue::open(const DirectFile& file, unsigned depth, std::size_t buffer_bytes,
                            std::size_t alignment) noexcept
{
    AsyncQueue q;
    if (!q.allocate_slots(file, depth, buffer_bytes, alignment, [&] {
            q.m_io.resize(depth);
            q.m_staged.reserve(depth);
        }))
        return q;
    if (const int injected = fault::hit(fault::Op::RingSetup)) {
        q.m_failure = injected;  // as a kernel refusing io_uring_setup (seccomp, memlock, io_uring_disabled)
        return q;
    }
    // Set up as fio 3.33 sets up its rings: the completion queue as deep as
    // the submission queue, completions processed when this thread asks for
    // them rather than by interrupting it (COOP_TASKRUN; DEFER_TASKRUN with
    // SINGLE_ISSUER: only the thread that opened the queue uses it, as in
    // the engine). On a virtual machine each interruption is an IPI, a VM
    // exit. Kernels without a flag refuse it (EINVAL): retry without.
    unsigned flags =
        IORING_SETUP_CQSIZE | IORING_SETUP_COOP_TASKRUN | IORING_SETUP_SINGLE_ISSUER | IORING_SETUP_DEFER_TASKRUN;
    int rc = -EINVAL;
    for (;;) {
        io_uring_params p{};
        p.flags = flags;
        p.cq_entries = depth;
        rc = io_uring_queue_init_params(depth, &q.m_ring, &p);
        if (rc != -EINVAL)
            break;
        if (flags & IORING_SETUP_DEFER_TASKRUN)
            flags &= ~(IORING_SETUP_DEFER_TASKRUN | IORING_SETUP_SINGLE_ISSUER);
        else if (flags & IORING_SETUP_COOP_TASKRUN)
            flags &= ~IORING_SETUP_COOP_TASKRUN;
        else if (flags & IORING_SETUP_CQSIZE)
            flags &= ~IORING_SETUP_CQSIZE;
        else
            break;
    }
    if (rc < 0) {
        q.m_failure = -rc;
        return q;
    }
    q.m_setup_flags = flags;
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
    m_io[slot] = SlotIo{offset, len, 0, write};
    m_staged.push_back(slot);  // never beyond depth: one per free slot
}

bool AsyncQueue::to_ring(unsigned slot) noexcept
{
    io_uring_sqe* sqe = io_uring_get_sqe(&m_ring);
    if (!sqe)
        return false;
    const SlotIo& io = m_io[slot];
    std::byte* buf = m_buffers[slot].data() + io.done;
    const std::uint32_t len = io.len - io.done;
    const std::uint64_t offset = io.offset + io.done;
    if (m_fixed_buffers) {
        if (io.write)
            io_uring_prep_write_fixed(sqe, 0, buf, len, offset, static_cast<int>(slot));
        else
            io_uring_prep_read_fixed(sqe, 0, buf, len, offset, static_cast<int>(slot));
    } else {
        if (io.write)
            io_uring_prep_write(sqe, 0, buf, len, offset);
        else
            io_uring_prep_read(sqe, 0, buf, len, offset);
    }
    sqe->flags |= IOSQE_FIXED_FILE;
    io_uring_sqe_set_data64(sqe, slot);
    return true;
}

unsigned AsyncQueue::unsubmitted() const noexcept
{
    return static_cast<unsigned>(m_staged.size()) + io_uring_sq_ready(&m_ring);
}

int AsyncQueue::enter_one() noexcept
{
    // What io_uring_submit does, but telling the kernel to take one entry:
    // the rest stay in the ring, as when the kernel stops early.
    io_uring_smp_store_release(m_ring.sq.ktail, m_ring.sq.sqe_tail);
    const int rc = io_uring_enter(static_cast<unsigned>(m_ring.ring_fd), 1, 0, 0, nullptr);
    return rc < 0 ? -errno : rc;
}

int AsyncQueue::submit() noexcept
{
    std::size_t moved = 0;
    while (moved < m_staged.size() && to_ring(m_staged[moved]))
        ++moved;
    m_staged.erase(m_staged.begin(), m_staged.begin() + static_cast<std::ptrdiff_t>(moved));
    // A kernel short of resources (EAGAIN, EBUSY: its completion queue is
    // full) takes nothing now: with requests in flight their completions
    // make room and the engine calls again after wait(); with none, retry
    // for up to a second before giving up.
    for (int attempt = 0; io_uring_sq_ready(&m_ring) > 0; ++attempt) {
        const int rc = fault::hit(fault::Op::PartialSubmit) ? enter_one() : io_uring_submit(&m_ring);
        if (rc > 0) {
            m_in_kernel += static_cast<unsigned>(rc);
            continue;  // the rest, if the kernel stopped early
        }
        if (rc == -EINTR)
            continue;
        if ((rc == 0 || rc == -EAGAIN || rc == -EBUSY) && m_in_kernel > 0)
            return 0;
        if ((rc == 0 || rc == -EAGAIN || rc == -EBUSY) && attempt < 1000) {
            std::this_thread::sleep_for(std::chrono::milliseconds(1));
            continue;
        }
        return rc < 0 ? rc : -EAGAIN;
    }
    return 0;
}

int AsyncQueue::drain() noexcept
{
    m_staged.clear();  // never handed to the kernel
    if (!m_ring_open || m_in_kernel == 0)
        return 0;
    // Entries still in the submission ring go in with the cancel: the
    // kernel then holds all of them, and cancels them all.
    unsigned cancels = 0;
    if (io_uring_sqe* sqe = io_uring_get_sqe(&m_ring)) {
        io_uring_prep_cancel64(sqe, 0, IORING_ASYNC_CANCEL_ANY);
        io_uring_sqe_set_data64(sqe, kCancelTag);
        cancels = 1;
    }
    const unsigned queued = io_uring_sq_ready(&m_ring);
    const int rc = io_uring_submit(&m_ring);
    if (rc > 0)  // the requests the kernel now holds besides the cancel (it is taken last)
        m_in_kernel += std::min(static_cast<unsigned>(rc), queued - cancels);
    const auto give_up = std::chrono::steady_clock::now() + std::chrono::duration<double>(kDrainSeconds);
    while (m_in_kernel > 0 && std::chrono::steady_clock::now() < give_up) {
        __kernel_timespec ts{0, 100'000'000};
        io_uring_cqe* cqe = nullptr;
        const int w = io_uring_wait_cqe_timeout(&m_ring, &cqe, &ts);
        if (w < 0 && w != -ETIME && w != -EINTR)
            break;
        unsigned head = 0, seen = 0;
        io_uring_for_each_cqe(&m_ring, head, cqe)
        {
            ++seen;
            if (io_uring_cqe_get_data64(cqe) != kCancelTag)
                --m_in_kernel;
        }
        io_uring_cq_advance(&m_ring, seen);
    }
    return m_in_kernel == 0 ? 0 : -ETIMEDOUT;
}

#elif defined(_WIN32)

AsyncQueue AsyncQueue::open(const DirectFile& file, unsigned depth, std::size_t buffer_bytes,
                            std::size_t alignment) noexcept
{
    AsyncQueue q;
    if (!q.allocate_slots(file, depth, buffer_bytes, alignment, [&] {
            q.m_win = new Win;
            q.m_win->overlapped.resize(depth);
            q.m_win->entries.resize(depth);
            q.m_io.resize(depth);
            q.m_staged.reserve(depth);
            q.m_reaped.resize(depth);
        }))
        return q;
    // Overlapped I/O needs a handle opened for it: a second handle on the
    // same file with the same access and caching flags.
    const DWORD access = GENERIC_READ | (file.writable() ? GENERIC_WRITE : 0);
    DWORD flags = FILE_FLAG_OVERLAPPED;
    if (file.direct())
        flags |= FILE_FLAG_NO_BUFFERING;
    if (file.write_through())
        flags |= FILE_FLAG_WRITE_THROUGH;
    q.m_win->file =
        ReOpenFile(reinterpret_cast<HANDLE>(file.native_handle()), access, FILE_SHARE_READ | FILE_SHARE_WRITE, flags);
    if (q.m_win->file == INVALID_HANDLE_VALUE) {
        q.m_failure = errno_from_win32(GetLastError());
        return q;
    }
    q.m_win->port = CreateIoCompletionPort(q.m_win->file, nullptr, 0, 1);
    if (!q.m_win->port) {
        q.m_failure = errno_from_win32(GetLastError());
        return q;
    }
    q.m_ok = true;
    return q;
}

void AsyncQueue::prep(unsigned slot, bool write, std::uint32_t len, std::uint64_t offset) noexcept
{
    m_io[slot] = SlotIo{offset, len, 0, write};
    m_staged.push_back(slot);  // never beyond depth: one per free slot
}

int AsyncQueue::submit() noexcept
{
    Win& w = *m_win;
    int rc = 0;
    for (unsigned slot : m_staged) {
        const SlotIo& io = m_io[slot];
        // What is left of the request: all of it, or the rest of a short transfer.
        const std::uint64_t at = io.offset + io.done;
        OVERLAPPED& o = w.overlapped[slot];
        o = OVERLAPPED{};
        o.Offset = static_cast<DWORD>(at & 0xffffffffu);
        o.OffsetHigh = static_cast<DWORD>(at >> 32);
        std::byte* buf = m_buffers[slot].data() + io.done;
        const DWORD len = io.len - io.done;
        // A request that completes at once still posts its completion to
        // the port (no FILE_SKIP_COMPLETION_PORT_ON_SUCCESS), so every
        // issued request is reaped the same way.
        const BOOL ok = io.write ? WriteFile(w.file, buf, len, nullptr, &o) : ReadFile(w.file, buf, len, nullptr, &o);
        if (ok || GetLastError() == ERROR_IO_PENDING) {
            ++w.pending;
            ++m_in_kernel;
            continue;
        }
        // Refused before it was queued (a misaligned request: EINVAL): the
        // phase ends; what was not issued is dropped with it.
        rc = -errno_from_win32(GetLastError());
        break;
    }
    m_staged.clear();
    return rc;
}

unsigned AsyncQueue::unsubmitted() const noexcept { return static_cast<unsigned>(m_staged.size()); }

int AsyncQueue::drain() noexcept
{
    m_staged.clear();  // never handed to the kernel
    if (!m_win || m_win->pending == 0)
        return 0;
    Win& w = *m_win;
    // Cancelled requests still complete through the port (STATUS_CANCELLED),
    // as do those that finished first: reaped until none is pending, or
    // until kDrainSeconds have passed.
    CancelIoEx(w.file, nullptr);
    const auto give_up = std::chrono::steady_clock::now() + std::chrono::duration<double>(kDrainSeconds);
    while (w.pending > 0 && std::chrono::steady_clock::now() < give_up) {
        ULONG n = 0;
        if (!GetQueuedCompletionStatusEx(w.port, w.entries.data(), static_cast<ULONG>(w.entries.size()), &n, 100,
                                         FALSE)) {
            if (GetLastError() == WAIT_TIMEOUT)
                continue;
            break;
        }
        w.pending -= std::min<unsigned>(w.pending, n);
    }
    m_in_kernel = w.pending;
    return w.pending == 0 ? 0 : -ETIMEDOUT;
}

int AsyncQueue::reap() noexcept
{
    Win& w = *m_win;
    if (w.pending == 0)
        return 0;  // never block on requests the kernel does not hold
    ULONG n = 0;
    if (!GetQueuedCompletionStatusEx(w.port, w.entries.data(), static_cast<ULONG>(w.entries.size()), &n, INFINITE,
                                     FALSE))
        return -errno_from_win32(GetLastError());
    int reported = 0;
    for (ULONG i = 0; i < n; ++i) {
        const OVERLAPPED* o = w.entries[i].lpOverlapped;
        const auto slot = static_cast<unsigned>(o - w.overlapped.data());
        --w.pending;
        --m_in_kernel;
        // Internal holds the request's NTSTATUS. The end of the file moved
        // nothing (as pread returns 0); any other failure is converted as
        // the synchronous path converts GetLastError(): RtlNtStatusToDosError,
        // then errno_from_win32 (a misaligned request EINVAL, a removed drive
        // ENODEV, not "the drive may be failing").
        const auto status = static_cast<long>(o->Internal);
        std::int64_t res = static_cast<std::int64_t>(w.entries[i].dwNumberOfBytesTransferred);
        if (status < 0 && status != kNtStatusEndOfFile)
            res = -errno_from_ntstatus(status);
        if (finish(slot, res))
            m_reaped[static_cast<std::size_t>(reported++)] = Reaped{slot, res};
    }
    return reported;
}

#else

AsyncQueue AsyncQueue::open(const DirectFile&, unsigned, std::size_t, std::size_t) noexcept
{
    AsyncQueue q;
    q.m_failure = ENOSYS;
    return q;
}

void AsyncQueue::prep(unsigned, bool, std::uint32_t, std::uint64_t) noexcept { }

int AsyncQueue::submit() noexcept { return -ENOSYS; }

unsigned AsyncQueue::unsubmitted() const noexcept { return 0; }

int AsyncQueue::drain() noexcept { return 0; }

#endif

}  // namespace sm
