#pragma once
// The one interface to unbuffered file I/O. Platform code lives in
// posix_direct_file.cpp (Linux O_DIRECT, macOS F_NOCACHE) and
// win32_direct_file.cpp (FILE_FLAG_NO_BUFFERING | FILE_FLAG_WRITE_THROUGH).
//
// The I/O calls are noexcept and return a byte count or a negative errno
// value so the measurement loop never throws, allocates or logs.
#include <cerrno>
#include <cstddef>
#include <cstdint>
#include <filesystem>
#include <string>

namespace sm {

struct IoAlignment {
    std::uint32_t memory = 4096;  // buffer address alignment
    std::uint32_t offset = 4096;  // file offset and length alignment
    std::string source;           // "statx", "block device", "default"
};

class DirectFile {
public:
    DirectFile() = default;
    ~DirectFile();
    DirectFile(DirectFile&& other) noexcept;
    DirectFile& operator=(DirectFile&& other) noexcept;
    DirectFile(const DirectFile&) = delete;
    DirectFile& operator=(const DirectFile&) = delete;

    // Creates a new regular file with exclusive semantics: fails when the
    // path exists (file, folder or symlink) and never follows a symlink.
    // direct == false opens buffered (the explicit --allow-buffered mode).
    // write_through (settings.write_through, docs/methodology.md §24): every
    // write completes only once it is on stable media, past the drive's
    // volatile cache (Linux and macOS O_DSYNC, Windows
    // FILE_FLAG_WRITE_THROUGH). Throws Error: NoDirectIo when the filesystem
    // refuses unbuffered I/O, NotWritable, NoSpace, Io.
    static DirectFile create_new(const std::filesystem::path& path, bool direct, bool write_through = false);

    // Opens an existing file or block device read-only. There is no way to
    // open a device for writing through this class.
    static DirectFile open_read_only(const std::filesystem::path& path, bool direct);
#if !defined(_WIN32)
    // POSIX: takes ownership of `fd`, a descriptor another process opened
    // for us (udisks2), as the read-only file `path`. Throws Error (and
    // closes fd) unless it is open read-only; direct() says whether O_DIRECT
    // (F_NOCACHE) is set on it.
    static DirectFile adopt_read_only(int fd, const std::filesystem::path& path);
#endif

    // A second, independent handle on the same open file, with the same
    // access and caching mode (Linux: /proc/self/fd reopen; Windows:
    // ReOpenFile; elsewhere the path, checked to be the same inode). The
    // multi-threaded tests give every thread its own handle, as fio gives
    // every job its own: threads then share no file object (on Windows a
    // synchronous handle serializes its I/O). Not open() when it fails; the
    // caller then shares this handle.
    DirectFile try_reopen() const noexcept;
#if defined(_WIN32)
    // The same, cached or not (`direct`): io/cache_drop.h keeps the file
    // open by an uncached handle while its cached one is closed. `error`
    // receives the errno of a refused reopen.
    DirectFile try_reopen(bool direct, int* error = nullptr) const noexcept;
#endif

    bool is_open() const noexcept;
    // The POSIX file descriptor (-1 on Windows or when closed), for io_uring.
    int native_fd() const noexcept;
    bool direct() const noexcept { return m_direct; }
    bool writable() const noexcept { return m_writable; }
    bool write_through() const noexcept { return m_write_through; }
    // The fd on POSIX, the HANDLE on Windows (-1 when closed), for the
    // asynchronous queue.
    std::intptr_t native_handle() const noexcept { return m_handle; }
    const std::filesystem::path& path() const noexcept { return m_path; }
    const IoAlignment& alignment() const noexcept { return m_alignment; }

    // Positional I/O; a short transfer is retried until complete or an error.
    // Returns bytes transferred, or -errno.
    std::int64_t read_at(void* buffer, std::size_t bytes, std::uint64_t offset) noexcept;
    std::int64_t write_at(const void* buffer, std::size_t bytes, std::uint64_t offset) noexcept;
    // fdatasync / F_FULLFSYNC / FlushFileBuffers. Returns 0 or -errno.
    int flush() noexcept;
    // Reserves space for `bytes` (fallocate where available). 0, or -errno;
    // -EOPNOTSUPP where the filesystem cannot preallocate.
    int preallocate(std::uint64_t bytes) noexcept;
    // Windows: NTFS's valid data length (docs/methodology.md §29). Sets the
    // file's end to `bytes` (SetEndOfFile), then makes all of it valid data
    // (SetFileValidData), as DiskSpd prepares a file, so that no later write
    // lies past the valid data length, which NTFS zero-fills up to and makes
    // synchronous. 0; -EPERM without SE_MANAGE_VOLUME_NAME (not an
    // administrator; the end is set all the same); -ENOSPC; another -errno
    // when refused. -ENOSYS where files have no such length (Linux, macOS:
    // the fallocate()d size already keeps writes inside the file). The
    // `valid-data` fault (io/fault.h) makes it fail on every platform.
    int set_valid_data(std::uint64_t bytes) noexcept;
    // Size in bytes (block devices: their capacity). -errno on failure.
    std::int64_t size_bytes() const noexcept;
    // Drops cached pages of a buffered file so reads come from the device
    // where the platform allows it. Flush first: dirty pages are not
    // dropped. Linux: posix_fadvise(DONTNEED) (a no-op for direct files).
    // Windows: an unbuffered open of the file and its close, which purges
    // its cache only while no cached handle to it is open, so it is called
    // on an uncached handle after the cached ones were closed: through
    // io/cache_drop.h, never directly. 0, or an errno value: ENOTSUP where
    // the platform has no way (macOS), else why the system refused.
    int drop_cache() noexcept;

    void close() noexcept;

private:
    friend class Folder;  // creates and opens files relative to its descriptor (io/folder.h)
#if !defined(_WIN32)
    // create_new and open_read_only for `name` in the folder open as `dir`
    // (AT_FDCWD: the path itself); `shown` names it in errors. create_at
    // never follows a link; open_at with regular_only neither, and opens a
    // regular file only (never a device or a FIFO).
    static DirectFile create_at(int dir, const std::string& name, const std::filesystem::path& shown, bool direct,
                                bool write_through);
    static DirectFile open_at(int dir, const std::string& name, const std::filesystem::path& shown, bool direct,
                              bool regular_only);
#endif
    void query_alignment();
    // A file that owns `handle`, opened from `path` (direct or buffered);
    // the caller sets the rest of its mode.
    static DirectFile adopt(std::intptr_t handle, const std::filesystem::path& path, bool direct);
    // A file that owns `handle` in this one's mode: path, flags, alignment (try_reopen).
    DirectFile same_mode(std::intptr_t handle) const;

    std::intptr_t m_handle = -1;  // fd on POSIX, HANDLE on Windows
    bool m_direct = false;
    bool m_device = false;
    bool m_writable = false;
    bool m_write_through = false;
    // Windows: created with a DACL that only administrators, SYSTEM and its
    // owner can use, as SetFileValidData's documentation asks of a file
    // whose unwritten clusters it exposes (set_valid_data needs it).
    bool m_private = false;
    std::filesystem::path m_path;
    IoAlignment m_alignment;
};

// Bytes available to an unprivileged writer on the volume holding `path`.
// Throws Error(NotFound) when the path does not exist.
std::uint64_t free_space_bytes(const std::filesystem::path& path);

// The space of the volume holding `path` (statvfs / GetDiskFreeSpaceExW):
// its size, what is free, and what an unprivileged writer may still use
// (free less the blocks a filesystem keeps for root, e.g. ext4's 5 %).
// Throws Error(NotFound) when the path does not exist.
struct VolumeSpace {
    std::uint64_t total_bytes = 0;
    std::uint64_t free_bytes = 0;
    std::uint64_t available_bytes = 0;
    bool read_only = false;  // mounted read-only (ST_RDONLY, FILE_READ_ONLY_VOLUME)

    std::uint64_t used_bytes() const noexcept { return total_bytes > free_bytes ? total_bytes - free_bytes : 0; }
    // Used share of the size, 0-100 (as df's Use%, of the whole size).
    double used_percent() const noexcept
    {
        return total_bytes ? 100.0 * static_cast<double>(used_bytes()) / static_cast<double>(total_bytes) : 0;
    }
};
VolumeSpace volume_space(const std::filesystem::path& path);
// The same for the volume that holds an open folder (its fd, or its HANDLE),
// read through the handle, never by a path that may name something else by
// now (Folder::space). `path` is for messages.
VolumeSpace volume_space_of(std::intptr_t folder_handle, const std::filesystem::path& path);

// Flushes to the device the data of an existing regular file that was
// written through another handle (fdatasync / FlushFileBuffers). Opens
// nothing but a regular file and never follows a symlink. 0 or -errno.
int flush_existing_file(const std::filesystem::path& path) noexcept;
// How flush_existing_file's caller gets a file out of the page cache here,
// for the copy benchmark's report: "fdatasync + posix_fadvise(DONTNEED)".
const char* page_cache_eviction_method() noexcept;
// Makes a folder's entries durable (fsync of the directory on POSIX; NTFS
// journals metadata itself, so a no-op on Windows). 0 or -errno.
int flush_directory(const std::filesystem::path& path) noexcept;

// Creates `path` exclusively as a small regular file holding `content`
// (never follows or replaces anything). Throws Error.
void create_marker_file(const std::filesystem::path& path, const std::string& content);

// CPU time (user + system) consumed by the calling thread so far, in
// seconds (CLOCK_THREAD_CPUTIME_ID / GetThreadTimes, which Windows counts
// in clock ticks: docs/methodology.md §29 says why not QueryThreadCycleTime).
// The engine sums it over
// its I/O threads, which is what fio reports for a job run with `thread`
// (getrusage(RUSAGE_THREAD)): the cost of doing the I/O, without the progress
// monitor or the UI.
double thread_cpu_seconds() noexcept;
// CPU time (user + system) of the whole process so far, every thread
// (CLOCK_PROCESS_CPUTIME_ID / GetProcessTimes): with the I/O threads' time
// taken out, what the rest of the program cost while a phase ran.
double process_cpu_seconds() noexcept;

}  // namespace sm

namespace sm {
// Process identity, for the marker a test folder carries.
long current_process_id() noexcept;
// True when a process with this id exists (or might: permission denied).
bool process_exists(long pid) noexcept;
}  // namespace sm

namespace sm {
// True when standard error is an interactive terminal (progress redraws in place).
bool stderr_is_terminal() noexcept;
}  // namespace sm

namespace sm {
// Throws Error(NoDirectIo) for a filesystem (holding `folder`) that refuses
// unbuffered I/O, with the advice every platform gives.
[[noreturn]] void throw_no_direct_io(const std::filesystem::path& folder);

// The loop both backends' read_at/write_at share: repeats once(done) — one
// system call for bytes [done, bytes), returning the count it moved, 0 at the
// end of the file (reads: a short count) or of the space (writes: -ENOSPC),
// or -errno — until every byte moved.
template <class Once>
std::int64_t transfer_all(std::size_t bytes, bool writing, Once&& once) noexcept
{
    std::size_t done = 0;
    while (done < bytes) {
        const std::int64_t n = once(done);
        if (n < 0)
            return n;
        if (n == 0) {
            if (writing)
                return -ENOSPC;
            break;
        }
        done += static_cast<std::size_t>(n);
    }
    return static_cast<std::int64_t>(done);
}

// What a negative errno from DirectFile means, independent of platform.
enum class IoFailure { NoSpace, DeviceGone, InvalidArgument, Other };
IoFailure classify_io_error(int err) noexcept;
#if defined(_WIN32)
// A Win32 error code (GetLastError) as the errno value the engine reports.
int errno_from_win32(unsigned long error) noexcept;
// An NTSTATUS (an overlapped request's OVERLAPPED::Internal) as the same:
// RtlNtStatusToDosError, then errno_from_win32, so the asynchronous path
// reports what the synchronous one reports for the same failure.
int errno_from_ntstatus(long status) noexcept;
// STATUS_END_OF_FILE (ntstatus.h; tests/test_windows_rules.cpp checks it):
// a read that starts at or past the end, which moved nothing.
inline constexpr long kNtStatusEndOfFile = static_cast<long>(0xC0000011UL);
#endif

}  // namespace sm
