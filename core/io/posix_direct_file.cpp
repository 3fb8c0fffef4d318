// POSIX backend of DirectFile: Linux (O_DIRECT, statx STATX_DIOALIGN) and
// macOS (F_NOCACHE, F_FULLFSYNC).
#if !defined(_WIN32)

#include "io/direct_file.h"
#include "util/reason_text.h"

#include "io/fault.h"
#include "util/error.h"

#include <cerrno>
#include <fcntl.h>
#include <fmt/format.h>
#include <fstream>
#include <utility>
#include <csignal>
#include <sys/resource.h>
#include <sys/stat.h>
#include <sys/statvfs.h>
#include <unistd.h>

#if defined(__linux__)
#include <linux/fs.h>
#include <sys/ioctl.h>
#include <sys/sysmacros.h>
#endif

namespace sm {
namespace {

int fd_of(std::intptr_t h) { return static_cast<int>(h); }

bool is_block_device(int fd)
{
    struct stat st { };
    return ::fstat(fd, &st) == 0 && S_ISBLK(st.st_mode);
}

Error open_error(int err, const std::filesystem::path& path, bool creating)
{
    const std::string p = path.string();
    switch (err) {
    case EACCES:
    case EPERM:
    case EROFS:
        if (!creating)
            return Error(ErrorKind::NotWritable, reason::say(reason::kCannotOpenFile, p, errno_text(err)));
        return Error(
            ErrorKind::NotWritable,
            fmt::format("Cannot create '{}': {}. Choose a folder you are allowed to write to.", p, errno_text(err)));
    case ENOSPC:
    case EDQUOT:
        return Error(
            ErrorKind::NoSpace,
            fmt::format("Cannot create '{}': the volume is full. Free some space or choose another target.", p));
    case EEXIST:
    case ELOOP:
        return Error(ErrorKind::Io,
                     fmt::format("Refusing to use '{}': something already exists at that path (SolidMark only writes "
                                 "files it creates itself). Remove it or choose another target.",
                                 p));
    case ENOENT:
    case ENOTDIR:
        return Error(ErrorKind::NotFound, fmt::format("'{}' does not exist.", p));
    default:
        return Error(ErrorKind::Io, reason::say(reason::kCannotOpenFile, p, errno_text(err)));
    }
}

#if defined(__linux__)
// Logical block size of the block device behind `dev` from sysfs; 0 if unknown.
std::uint32_t sysfs_logical_block_size(dev_t dev)
{
    for (const char* rel : {"queue/logical_block_size", "../queue/logical_block_size"}) {
        std::ifstream in(fmt::format("/sys/dev/block/{}:{}/{}", major(dev), minor(dev), rel));
        std::uint32_t v = 0;
        if (in >> v && v >= 512)
            return v;
    }
    return 0;
}
#endif

}  // namespace

bool DirectFile::is_open() const noexcept { return m_handle >= 0; }

void DirectFile::close() noexcept
{
    if (m_handle >= 0)
        ::close(fd_of(m_handle));
    m_handle = -1;
}

DirectFile DirectFile::create_new(const std::filesystem::path& path, bool direct, bool write_through)
{
    return create_at(AT_FDCWD, path.string(), path, direct, write_through);
}

DirectFile DirectFile::create_at(int dir, const std::string& name, const std::filesystem::path& path, bool direct,
                                 bool write_through)
{
    int flags = O_RDWR | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC;
    // O_DSYNC: each write returns once its data (and the metadata needed to
    // read it back) is on stable media; with O_DIRECT Linux then sends the
    // write with FUA, or a cache flush after it on a drive without FUA.
    // macOS honours O_DSYNC in the filesystem only (the drive's cache is
    // flushed by F_FULLFSYNC alone): docs/methodology.md §24.
    if (write_through)
        flags |= O_DSYNC;
#if defined(__linux__)
    if (direct)
        flags |= O_DIRECT;
#endif
    int fd = -1;
    if (const int injected = direct ? fault::hit(fault::Op::OpenDirect) : 0)
        errno = injected;  // as if the filesystem refused O_DIRECT
    else
        fd = ::openat(dir, name.c_str(), flags, 0600);
    if (fd < 0) {
        const int err = errno;
#if defined(__linux__)
        if (err == EINVAL && direct) {
            // Linux creates the inode before it checks O_DIRECT support; the
            // file is ours (O_EXCL), so remove it before reporting.
            ::unlinkat(dir, name.c_str(), 0);
            throw_no_direct_io(path.parent_path());
        }
#endif
        throw open_error(err, path, true);
    }
    DirectFile f = adopt(fd, path, direct);
    f.m_writable = true;
    f.m_write_through = write_through;
#if defined(__APPLE__)
    if (direct && ::fcntl(fd, F_NOCACHE, 1) != 0) {
        const int err = errno;
        f.close();
        ::unlinkat(dir, name.c_str(), 0);
        throw Error(ErrorKind::NoDirectIo,
                    fmt::format("Cannot disable caching (F_NOCACHE) for '{}': {}. Run with "
                                "--allow-buffered to measure anyway.",
                                path.string(), errno_text(err)));
    }
#endif
    f.query_alignment();
    return f;
}

DirectFile DirectFile::open_read_only(const std::filesystem::path& path, bool direct)
{
    return open_at(AT_FDCWD, path.string(), path, direct, false);
}

DirectFile DirectFile::open_at(int dir, const std::string& name, const std::filesystem::path& path, bool direct,
                               bool regular_only)
{
    // regular_only: O_NOFOLLOW, and O_NONBLOCK so that a FIFO at the name
    // cannot block the open; fstat then refuses anything but a regular file.
    int flags = O_RDONLY | O_CLOEXEC | (regular_only ? O_NOFOLLOW | O_NONBLOCK : 0);
#if defined(__linux__)
    if (direct)
        flags |= O_DIRECT;
#endif
    const int fd = ::openat(dir, name.c_str(), flags);
    if (fd < 0)
        throw open_error(errno, path, false);
    DirectFile f = adopt(fd, path, direct);
    struct stat st { };
    if (regular_only && (::fstat(fd, &st) != 0 || !S_ISREG(st.st_mode)))
        throw Error(ErrorKind::Io, fmt::format("Refusing to read '{}': it is not a regular file.", path.string()));
    if (regular_only)
        ::fcntl(fd, F_SETFL, ::fcntl(fd, F_GETFL) & ~O_NONBLOCK);
    f.m_device = is_block_device(fd);
#if defined(__APPLE__)
    if (direct)
        ::fcntl(fd, F_NOCACHE, 1);
#endif
    f.query_alignment();
    return f;
}

DirectFile DirectFile::adopt_read_only(int fd, const std::filesystem::path& path)
{
    DirectFile f = adopt(fd, path, false);  // closes fd on every path
    const int flags = ::fcntl(fd, F_GETFL);
    if (flags < 0 || (flags & O_ACCMODE) != O_RDONLY)
        throw Error(ErrorKind::Internal, fmt::format("the descriptor for '{}' is not read-only", path.string()));
#if defined(__linux__)
    f.m_direct = (flags & O_DIRECT) != 0;
#else
    f.m_direct = ::fcntl(fd, F_NOCACHE, 1) == 0;
#endif
    f.m_device = is_block_device(fd);
    f.query_alignment();
    return f;
}

int DirectFile::native_fd() const noexcept { return is_open() ? fd_of(m_handle) : -1; }

DirectFile DirectFile::try_reopen() const noexcept
{
    DirectFile f;
    if (!is_open())
        return f;
    int flags = (m_writable ? O_RDWR : O_RDONLY) | O_CLOEXEC | (m_write_through ? O_DSYNC : 0);
#if defined(__linux__)
    if (m_direct)
        flags |= O_DIRECT;
    // A new open file description of the very inode behind our fd: no path
    // lookup, so nothing that replaced the path can be opened instead.
    const std::string self = "/proc/self/fd/" + std::to_string(fd_of(m_handle));
    const int fd = ::open(self.c_str(), flags);
#else
    const int fd = ::open(m_path.c_str(), flags | (m_device ? 0 : O_NOFOLLOW));
#endif
    if (fd < 0)
        return f;
    f = same_mode(fd);
#if !defined(__linux__)
    struct stat a {
    }, b{};
    if (::fstat(fd_of(m_handle), &a) != 0 || ::fstat(fd, &b) != 0 || a.st_dev != b.st_dev || a.st_ino != b.st_ino) {
        f.close();
        return f;
    }
#endif
#if defined(__APPLE__)
    if (m_direct && ::fcntl(fd, F_NOCACHE, 1) != 0) {
        f.close();
        return f;
    }
#endif
    return f;
}

void DirectFile::query_alignment()
{
    m_alignment = IoAlignment{4096, 4096, "default"};
#if defined(__linux__)
    const int fd = fd_of(m_handle);
    if (m_device) {
        int lbs = 0;
        if (::ioctl(fd, BLKSSZGET, &lbs) == 0 && lbs >= 512) {
            m_alignment = IoAlignment{static_cast<std::uint32_t>(lbs), static_cast<std::uint32_t>(lbs), "block device"};
            return;
        }
    }
#if defined(STATX_DIOALIGN)
    struct statx sx { };
    if (::statx(fd, "", AT_EMPTY_PATH, STATX_DIOALIGN, &sx) == 0 && (sx.stx_mask & STATX_DIOALIGN) &&
        sx.stx_dio_offset_align > 0) {
        m_alignment = IoAlignment{sx.stx_dio_mem_align, sx.stx_dio_offset_align, "statx"};
        return;
    }
#endif
    struct stat st { };
    if (::fstat(fd, &st) == 0) {
        if (std::uint32_t lbs = sysfs_logical_block_size(st.st_dev))
            m_alignment = IoAlignment{lbs, lbs, "block device"};
    }
#endif
}

std::int64_t DirectFile::read_at(void* buffer, std::size_t bytes, std::uint64_t offset) noexcept
{
    if (const int injected = fault::hit(fault::Op::Read))
        return -injected;
    auto* p = static_cast<char*>(buffer);
    return transfer_all(bytes, false, [&](std::size_t done) -> std::int64_t {
        ssize_t n;
        do
            n = ::pread(fd_of(m_handle), p + done, bytes - done, static_cast<off_t>(offset + done));
        while (n < 0 && errno == EINTR);
        return n < 0 ? -errno : n;
    });
}

std::int64_t DirectFile::write_at(const void* buffer, std::size_t bytes, std::uint64_t offset) noexcept
{
    if (const int injected = fault::hit(fault::Op::Write))
        return -injected;
    const auto* p = static_cast<const char*>(buffer);
    return transfer_all(bytes, true, [&](std::size_t done) -> std::int64_t {
        ssize_t n;
        do
            n = ::pwrite(fd_of(m_handle), p + done, bytes - done, static_cast<off_t>(offset + done));
        while (n < 0 && errno == EINTR);
        return n < 0 ? -errno : n;
    });
}

int DirectFile::flush() noexcept
{
    if (const int injected = fault::hit(fault::Op::Flush))
        return -injected;
#if defined(__APPLE__)
    if (::fcntl(fd_of(m_handle), F_FULLFSYNC) == 0)
        return 0;
    return ::fsync(fd_of(m_handle)) == 0 ? 0 : -errno;
#else
    return ::fdatasync(fd_of(m_handle)) == 0 ? 0 : -errno;
#endif
}

int DirectFile::preallocate(std::uint64_t bytes) noexcept
{
    if (const int injected = fault::hit(fault::Op::Preallocate))
        return -injected;
#if defined(__linux__)
    if (::fallocate(fd_of(m_handle), 0, 0, static_cast<off_t>(bytes)) == 0)
        return 0;
    return -errno;
#else
    (void)bytes;
    return -EOPNOTSUPP;
#endif
}

std::int64_t DirectFile::size_bytes() const noexcept
{
#if defined(__linux__)
    if (m_device) {
        std::uint64_t sz = 0;
        if (::ioctl(fd_of(m_handle), BLKGETSIZE64, &sz) == 0)
            return static_cast<std::int64_t>(sz);
        return -errno;
    }
#endif
    struct stat st { };
    if (::fstat(fd_of(m_handle), &st) != 0)
        return -errno;
    return static_cast<std::int64_t>(st.st_size);
}

int DirectFile::drop_cache() noexcept
{
    if (m_direct)
        return 0;
#if defined(__linux__)
    return ::posix_fadvise(fd_of(m_handle), 0, 0, POSIX_FADV_DONTNEED);  // the error number itself
#else
    return ENOTSUP;
#endif
}

const char* page_cache_eviction_method() noexcept
{
#if defined(__linux__)
    return "fdatasync + posix_fadvise(DONTNEED)";
#else
    return "flush only (no eviction on this platform)";
#endif
}

int flush_existing_file(const std::filesystem::path& path) noexcept
{
    // O_NONBLOCK: a FIFO planted at the path must not block the open; the
    // fstat below then refuses it like any other non-regular file.
    const int fd = ::open(path.c_str(), O_WRONLY | O_NOFOLLOW | O_NONBLOCK | O_CLOEXEC);
    if (fd < 0)
        return -errno;
    struct stat st { };
    int rc = 0;
    if (::fstat(fd, &st) != 0)
        rc = -errno;
    else if (!S_ISREG(st.st_mode))
        rc = -EINVAL;
    else {
#if defined(__APPLE__)
        if (::fcntl(fd, F_FULLFSYNC) != 0 && ::fsync(fd) != 0)
            rc = -errno;
#else
        if (::fdatasync(fd) != 0)
            rc = -errno;
#endif
    }
    ::close(fd);
    return rc;
}

int flush_directory(const std::filesystem::path& path) noexcept
{
    const int fd = ::open(path.c_str(), O_RDONLY | O_DIRECTORY | O_NOFOLLOW | O_CLOEXEC);
    if (fd < 0)
        return -errno;
    const int rc = ::fsync(fd) == 0 ? 0 : -errno;
    ::close(fd);
    return rc;
}

std::uint64_t free_space_bytes(const std::filesystem::path& path)
{
    struct statvfs vfs { };
    if (::statvfs(path.c_str(), &vfs) != 0)
        throw open_error(errno, path, false);
    return static_cast<std::uint64_t>(vfs.f_bavail) * static_cast<std::uint64_t>(vfs.f_frsize);
}

namespace {

VolumeSpace space_from(const struct statvfs& vfs)
{
    const auto unit = static_cast<std::uint64_t>(vfs.f_frsize);
    VolumeSpace v;
    v.total_bytes = static_cast<std::uint64_t>(vfs.f_blocks) * unit;
    v.free_bytes = static_cast<std::uint64_t>(vfs.f_bfree) * unit;
    v.available_bytes = static_cast<std::uint64_t>(vfs.f_bavail) * unit;
    v.read_only = (vfs.f_flag & ST_RDONLY) != 0;
    return v;
}

}  // namespace

VolumeSpace volume_space(const std::filesystem::path& path)
{
    struct statvfs vfs { };
    if (::statvfs(path.c_str(), &vfs) != 0)
        throw open_error(errno, path, false);
    return space_from(vfs);
}

VolumeSpace volume_space_of(std::intptr_t folder_handle, const std::filesystem::path& path)
{
    struct statvfs vfs { };
    if (::fstatvfs(static_cast<int>(folder_handle), &vfs) != 0)
        throw open_error(errno, path, false);
    return space_from(vfs);
}

void create_marker_file(const std::filesystem::path& path, const std::string& content)
{
    int fd = ::open(path.c_str(), O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC, 0600);
    if (fd < 0)
        throw open_error(errno, path, true);
    std::size_t done = 0;
    while (done < content.size()) {
        ssize_t n = ::write(fd, content.data() + done, content.size() - done);
        if (n < 0 && errno == EINTR)
            continue;
        if (n <= 0) {
            const int err = n < 0 ? errno : ENOSPC;
            ::close(fd);
            throw open_error(err, path, true);
        }
        done += static_cast<std::size_t>(n);
    }
    ::close(fd);
}

namespace {
double clock_seconds(clockid_t clock) noexcept
{
    timespec ts{};
    if (::clock_gettime(clock, &ts) != 0)
        return 0;
    return static_cast<double>(ts.tv_sec) + static_cast<double>(ts.tv_nsec) * 1e-9;
}
}  // namespace

double thread_cpu_seconds() noexcept { return clock_seconds(CLOCK_THREAD_CPUTIME_ID); }

double process_cpu_seconds() noexcept { return clock_seconds(CLOCK_PROCESS_CPUTIME_ID); }

bool stderr_is_terminal() noexcept { return ::isatty(2) == 1; }

IoFailure classify_io_error(int err) noexcept
{
    switch (err) {
    case ENOSPC:
    case EDQUOT:
        return IoFailure::NoSpace;
    // The device or the connection to it is gone. A FUSE daemon that dies
    // (SIGKILL, crash) fails the requests it was serving with ECONNABORTED
    // and every later one with ENOTCONN (measured with exfat-fuse on Linux
    // 6.18, tests/fuse_kill.sh); removable media report ENOMEDIUM.
    case ENODEV:
    case ENXIO:
    case ESTALE:
    case ENOTCONN:
    case ECONNABORTED:
#if defined(ENOMEDIUM)
    case ENOMEDIUM:
#endif
        return IoFailure::DeviceGone;
    case EINVAL:
        return IoFailure::InvalidArgument;
    default:
        return IoFailure::Other;
    }
}

long current_process_id() noexcept { return static_cast<long>(::getpid()); }

bool process_exists(long pid) noexcept
{
    if (pid <= 0)
        return false;
    return ::kill(static_cast<pid_t>(pid), 0) == 0 || errno == EPERM;
}

}  // namespace sm

#endif  // !_WIN32
