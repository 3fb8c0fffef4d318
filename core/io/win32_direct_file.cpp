// Windows backend of DirectFile: FILE_FLAG_NO_BUFFERING (and
// FILE_FLAG_WRITE_THROUGH with settings.write_through), sector alignment from
// FileStorageInfo (a device: IOCTL_STORAGE_QUERY_PROPERTY), the valid data
// length (SetFileValidData), FlushFileBuffers, GetDiskFreeSpaceExW.
#if defined(_WIN32)

#include "io/direct_file.h"

#include "io/fault.h"
#include "io/windows_ioctl.h"
#include "util/error.h"

#include <cerrno>
#include <fmt/format.h>
#include <mutex>
#include <utility>
#include <algorithm>
#include <windows.h>
#include <winioctl.h>
#include <sddl.h>
#include <winternl.h>

namespace sm {
namespace {

HANDLE h_of(std::intptr_t h) { return reinterpret_cast<HANDLE>(h); }

Error open_error(DWORD e, const std::filesystem::path& path, bool creating)
{
    const std::string p = path.string();
    switch (errno_from_win32(e)) {
    case EACCES:
        return Error(ErrorKind::NotWritable,
                     fmt::format("Cannot {} '{}': access denied. Choose a folder you are "
                                 "allowed to write to.",
                                 creating ? "create" : "open", p));
    case EROFS:
        return Error(ErrorKind::NotWritable,
                     fmt::format("Cannot {} '{}': the volume is write-protected.", creating ? "create" : "open", p));
    case ENOSPC:
        return Error(ErrorKind::NoSpace, fmt::format("Cannot create '{}': the volume is full.", p));
    case EEXIST:
        return Error(ErrorKind::Io, fmt::format("Refusing to use '{}': something already exists at that path.", p));
    case ENOENT:
        return Error(ErrorKind::NotFound, fmt::format("'{}' does not exist.", p));
    default:
        return Error(ErrorKind::Io, fmt::format("Cannot open '{}' (Windows error {}).", p, e));
    }
}

// Physical/logical sector size of the volume holding `path`.
std::uint32_t volume_sector_size(const std::filesystem::path& path)
{
    wchar_t volume[MAX_PATH];
    if (!GetVolumePathNameW(path.c_str(), volume, MAX_PATH))
        return 0;
    DWORD spc = 0, bps = 0, nfc = 0, tnc = 0;
    if (GetDiskFreeSpaceW(volume, &spc, &bps, &nfc, &tnc) && bps >= 512)
        return bps;
    return 0;
}

// SE_MANAGE_VOLUME_NAME, enabled once for the process as DiskSpd enables it
// (SetPrivilege before it creates a file): held by an elevated
// administrator, and needed by SetFileValidData on a handle opened after it
// was enabled. AdjustTokenPrivileges succeeds even when the token lacks the
// privilege; ERROR_NOT_ALL_ASSIGNED then says so.
bool manage_volume_privilege() noexcept
{
    static std::once_flag once;
    static bool held = false;
    std::call_once(once, [] {
        HANDLE token = nullptr;
        if (!OpenProcessToken(GetCurrentProcess(), TOKEN_ADJUST_PRIVILEGES | TOKEN_QUERY, &token))
            return;
        TOKEN_PRIVILEGES tp{};
        tp.PrivilegeCount = 1;
        tp.Privileges[0].Attributes = SE_PRIVILEGE_ENABLED;
        if (LookupPrivilegeValueA(nullptr, SE_MANAGE_VOLUME_NAME, &tp.Privileges[0].Luid) &&
            AdjustTokenPrivileges(token, FALSE, &tp, 0, nullptr, nullptr))
            held = GetLastError() == ERROR_SUCCESS;
        CloseHandle(token);
    });
    return held;
}

// The security of a file whose valid data length SolidMark may set: only
// its owner (Owner Rights), administrators and SYSTEM, and nothing
// inherited, since SetFileValidData's documentation asks that a file whose
// unwritten clusters become readable be kept from anyone who could not read
// the volume anyway. Null when Windows refuses the descriptor.
PSECURITY_DESCRIPTOR private_file_security() noexcept
{
    static PSECURITY_DESCRIPTOR sd = [] {
        PSECURITY_DESCRIPTOR d = nullptr;
        if (!ConvertStringSecurityDescriptorToSecurityDescriptorW(L"D:P(A;;FA;;;OW)(A;;FA;;;BA)(A;;FA;;;SY)",
                                                                  SDDL_REVISION_1, &d, nullptr))
            return PSECURITY_DESCRIPTOR{};
        return d;  // kept for the process's life
    }();
    return sd;
}

}  // namespace

int errno_from_win32(unsigned long e) noexcept
{
    switch (e) {
    case ERROR_ACCESS_DENIED:
        return EACCES;
    case ERROR_WRITE_PROTECT:
        return EROFS;
    case ERROR_PRIVILEGE_NOT_HELD:
        return EPERM;
    case ERROR_DISK_FULL:
    case ERROR_HANDLE_DISK_FULL:
        return ENOSPC;
    case ERROR_FILE_EXISTS:
    case ERROR_ALREADY_EXISTS:
        return EEXIST;
    case ERROR_FILE_NOT_FOUND:
    case ERROR_PATH_NOT_FOUND:
        return ENOENT;
    case ERROR_INVALID_PARAMETER:    // a misaligned unbuffered request, among others
    case ERROR_INVALID_USER_BUFFER:  // a buffer the request cannot use
        return EINVAL;
    case ERROR_NOT_SUPPORTED:
    case ERROR_INVALID_FUNCTION:  // STATUS_INVALID_DEVICE_REQUEST: the device or filesystem has no such call
        return EOPNOTSUPP;
    case ERROR_CALL_NOT_IMPLEMENTED:
        return ENOSYS;
    case ERROR_DEV_NOT_EXIST:  // STATUS_DEVICE_DOES_NOT_EXIST: unplugged
    case ERROR_NOT_READY:      // STATUS_DEVICE_NOT_CONNECTED, STATUS_NO_MEDIA_IN_DEVICE
    case ERROR_DEVICE_NOT_CONNECTED:
    case ERROR_DEVICE_REMOVED:
        return ENODEV;
    case ERROR_OPERATION_ABORTED:  // STATUS_CANCELLED
        return ECANCELED;
    case ERROR_NOT_ENOUGH_MEMORY:
    case ERROR_OUTOFMEMORY:
    case ERROR_NO_SYSTEM_RESOURCES:  // STATUS_INSUFFICIENT_RESOURCES
    case ERROR_WORKING_SET_QUOTA:
        return ENOMEM;
    case ERROR_SHARING_VIOLATION:
    case ERROR_LOCK_VIOLATION:
        return EBUSY;
    default:  // ERROR_CRC, ERROR_IO_DEVICE, ERROR_SECTOR_NOT_FOUND, ...: the drive failed the request
        return EIO;
    }
}

int errno_from_ntstatus(long status) noexcept { return errno_from_win32(RtlNtStatusToDosError(status)); }

bool DirectFile::is_open() const noexcept { return m_handle != -1; }

void DirectFile::close() noexcept
{
    if (m_handle != -1)
        CloseHandle(h_of(m_handle));
    m_handle = -1;
}

DirectFile DirectFile::create_new(const std::filesystem::path& path, bool direct, bool write_through)
{
    DWORD flags = FILE_ATTRIBUTE_NORMAL | FILE_FLAG_OPEN_REPARSE_POINT;
    if (direct)
        flags |= FILE_FLAG_NO_BUFFERING;
    if (write_through)  // settings.write_through: FUA writes, past the drive's volatile cache
        flags |= FILE_FLAG_WRITE_THROUGH;
    if (direct && fault::hit(fault::Op::OpenDirect))
        throw_no_direct_io(path.parent_path());
    // An administrator's file may get its valid data length set
    // (set_valid_data): the privilege is enabled before the file is opened,
    // and the file is made private first.
    SECURITY_ATTRIBUTES private_sa{sizeof(SECURITY_ATTRIBUTES), nullptr, FALSE};
    private_sa.lpSecurityDescriptor = manage_volume_privilege() ? private_file_security() : nullptr;
    const bool may_set_valid_data = private_sa.lpSecurityDescriptor != nullptr;
    // CREATE_NEW: fails when anything exists at the path (exclusive).
    // FILE_SHARE_WRITE lets try_reopen() give each thread its own handle;
    // the file lives in SolidMark's private folder. No FILE_SHARE_DELETE:
    // while any of its handles is open, nobody can rename or delete it.
    HANDLE h = CreateFileW(path.c_str(), winio::access_of(winio::Handle::TestFile), FILE_SHARE_READ | FILE_SHARE_WRITE,
                           may_set_valid_data ? &private_sa : nullptr, CREATE_NEW, flags, nullptr);
    if (h == INVALID_HANDLE_VALUE)
        throw open_error(GetLastError(), path, true);
    DirectFile f = adopt(reinterpret_cast<std::intptr_t>(h), path, direct);
    f.m_writable = true;
    f.m_write_through = write_through;
    f.m_private = may_set_valid_data;
    f.query_alignment();
    return f;
}

int DirectFile::native_fd() const noexcept { return -1; }

DirectFile DirectFile::try_reopen() const noexcept { return try_reopen(m_direct); }

DirectFile DirectFile::try_reopen(bool direct, int* error) const noexcept
{
    DirectFile f;
    if (!is_open())
        return f;
    const DWORD access = GENERIC_READ | (m_writable ? GENERIC_WRITE : 0);
    const DWORD flags = (direct ? FILE_FLAG_NO_BUFFERING : 0) | (m_write_through ? FILE_FLAG_WRITE_THROUGH : 0);
    HANDLE h = ReOpenFile(h_of(m_handle), access, FILE_SHARE_READ | FILE_SHARE_WRITE, flags);
    if (h == INVALID_HANDLE_VALUE) {
        if (error)
            *error = errno_from_win32(GetLastError());
        return f;
    }
    f = same_mode(reinterpret_cast<std::intptr_t>(h));
    f.m_direct = direct;
    return f;
}

DirectFile DirectFile::open_read_only(const std::filesystem::path& path, bool direct)
{
    DWORD flags = FILE_ATTRIBUTE_NORMAL;
    if (direct)
        flags |= FILE_FLAG_NO_BUFFERING;
    HANDLE h = CreateFileW(path.c_str(), winio::access_of(winio::Handle::DeviceRead),
                           FILE_SHARE_READ | FILE_SHARE_WRITE, nullptr, OPEN_EXISTING, flags, nullptr);
    if (h == INVALID_HANDLE_VALUE)
        throw open_error(GetLastError(), path, false);
    DirectFile f = adopt(reinterpret_cast<std::intptr_t>(h), path, direct);
    f.m_device = path.native().rfind(L"\\\\.\\", 0) == 0;
    f.query_alignment();
    return f;
}

void DirectFile::query_alignment()
{
    m_alignment = IoAlignment{4096, 4096, "default"};
    if (m_device) {
        // A drive: its own answer (a storage IOCTL belongs on a device handle).
        STORAGE_PROPERTY_QUERY q{};
        q.PropertyId = StorageAccessAlignmentProperty;
        q.QueryType = PropertyStandardQuery;
        STORAGE_ACCESS_ALIGNMENT_DESCRIPTOR d{};
        unsigned long got = 0;
        if (winio::control<winio::ioctl::kDeviceAlignment, winio::Handle::DeviceRead>(h_of(m_handle), &q, sizeof q, &d,
                                                                                      sizeof d, &got) &&
            d.BytesPerLogicalSector >= 512) {
            m_alignment = IoAlignment{std::max(d.BytesPerLogicalSector, d.BytesPerPhysicalSector),
                                      d.BytesPerLogicalSector, "storage property"};
            return;
        }
    } else {
        // A file: FileStorageInfo, documented for file handles (Windows 8 and
        // later). Offsets and lengths follow the logical sector; buffers the
        // physical one, as the File Buffering documentation asks.
        FILE_STORAGE_INFO info{};
        if (GetFileInformationByHandleEx(h_of(m_handle), FileStorageInfo, &info, sizeof info) &&
            info.LogicalBytesPerSector >= 512) {
            m_alignment = IoAlignment{std::max(info.LogicalBytesPerSector, info.PhysicalBytesPerSectorForPerformance),
                                      info.LogicalBytesPerSector, "file storage info"};
            return;
        }
    }
    if (std::uint32_t s = volume_sector_size(m_path))
        m_alignment = IoAlignment{s, s, "volume sector size"};
}

namespace {
// The OVERLAPPED that places one synchronous ReadFile/WriteFile at `at`.
OVERLAPPED at_offset(std::uint64_t at)
{
    OVERLAPPED ov{};
    ov.Offset = static_cast<DWORD>(at);
    ov.OffsetHigh = static_cast<DWORD>(at >> 32);
    return ov;
}
// One call moves at most 1 GiB (a DWORD count).
DWORD chunk_of(std::size_t left) { return static_cast<DWORD>(std::min<std::size_t>(left, 1u << 30)); }
}  // namespace

std::int64_t DirectFile::read_at(void* buffer, std::size_t bytes, std::uint64_t offset) noexcept
{
    if (const int injected = fault::hit(fault::Op::Read))
        return -injected;
    auto* p = static_cast<char*>(buffer);
    return transfer_all(bytes, false, [&](std::size_t done) -> std::int64_t {
        OVERLAPPED ov = at_offset(offset + done);
        DWORD n = 0;
        if (!ReadFile(h_of(m_handle), p + done, chunk_of(bytes - done), &n, &ov)) {
            const DWORD e = GetLastError();
            return e == ERROR_HANDLE_EOF ? 0 : -errno_from_win32(e);
        }
        return n;
    });
}

std::int64_t DirectFile::write_at(const void* buffer, std::size_t bytes, std::uint64_t offset) noexcept
{
    if (const int injected = fault::hit(fault::Op::Write))
        return -injected;
    const auto* p = static_cast<const char*>(buffer);
    return transfer_all(bytes, true, [&](std::size_t done) -> std::int64_t {
        OVERLAPPED ov = at_offset(offset + done);
        DWORD n = 0;
        if (!WriteFile(h_of(m_handle), p + done, chunk_of(bytes - done), &n, &ov))
            return -errno_from_win32(GetLastError());
        return n;
    });
}

int DirectFile::flush() noexcept
{
    if (const int injected = fault::hit(fault::Op::Flush))
        return -injected;
    return FlushFileBuffers(h_of(m_handle)) ? 0 : -errno_from_win32(GetLastError());
}

int DirectFile::preallocate(std::uint64_t bytes) noexcept
{
    if (const int injected = fault::hit(fault::Op::Preallocate))
        return -injected;
    FILE_ALLOCATION_INFO info{};
    info.AllocationSize.QuadPart = static_cast<LONGLONG>(bytes);
    if (SetFileInformationByHandle(h_of(m_handle), FileAllocationInfo, &info, sizeof info))
        return 0;
    return -errno_from_win32(GetLastError());
}

int DirectFile::set_valid_data(std::uint64_t bytes) noexcept
{
    if (const int injected = fault::hit(fault::Op::ValidData))
        return -injected;
    // The end first (SetEndOfFile, without moving a file pointer): NTFS
    // allocates the clusters, so a full disk shows here.
    FILE_END_OF_FILE_INFO end{};
    end.EndOfFile.QuadPart = static_cast<LONGLONG>(bytes);
    if (!SetFileInformationByHandle(h_of(m_handle), FileEndOfFileInfo, &end, sizeof end))
        return -errno_from_win32(GetLastError());
    if (!m_private)  // not an administrator's file: the privilege is not held, or the file could not be made private
        return -EPERM;
    if (bytes == 0 || SetFileValidData(h_of(m_handle), static_cast<LONGLONG>(bytes)))
        return 0;
    const int e = errno_from_win32(GetLastError());
    return -(e == ENOSYS ? EOPNOTSUPP : e);  // ENOSYS means "no such length" (POSIX) to the caller
}

std::int64_t DirectFile::size_bytes() const noexcept
{
    if (m_device) {
        GET_LENGTH_INFORMATION len{};
        unsigned long got = 0;
        if (winio::control<winio::ioctl::kDeviceLength, winio::Handle::DeviceRead>(h_of(m_handle), nullptr, 0, &len,
                                                                                   sizeof len, &got))
            return len.Length.QuadPart;
        return -errno_from_win32(GetLastError());
    }
    LARGE_INTEGER sz{};
    if (GetFileSizeEx(h_of(m_handle), &sz))
        return sz.QuadPart;
    return -errno_from_win32(GetLastError());
}

int DirectFile::drop_cache() noexcept
{
    // Windows has no fadvise. Opening a file without buffering makes the
    // cache manager flush and purge the pages it holds for it, when no
    // cached handle to it is open: io/cache_drop.h closes those first and
    // keeps the file open by this (uncached) handle, so the path still names
    // it (no handle shares delete). The closest thing to an eviction an
    // unprivileged program can ask for.
    if (m_path.empty())
        return EBADF;
    HANDLE h = CreateFileW(m_path.c_str(), GENERIC_READ, FILE_SHARE_READ | FILE_SHARE_WRITE, nullptr, OPEN_EXISTING,
                           FILE_FLAG_NO_BUFFERING | FILE_FLAG_OPEN_REPARSE_POINT, nullptr);
    if (h == INVALID_HANDLE_VALUE)
        return errno_from_win32(GetLastError());
    CloseHandle(h);
    return 0;
}

const char* page_cache_eviction_method() noexcept
{
    return "FlushFileBuffers + an unbuffered open with no cached handle open";
}

int flush_existing_file(const std::filesystem::path& path) noexcept
{
    HANDLE h = CreateFileW(path.c_str(), GENERIC_WRITE, FILE_SHARE_READ | FILE_SHARE_WRITE, nullptr, OPEN_EXISTING,
                           FILE_ATTRIBUTE_NORMAL | FILE_FLAG_OPEN_REPARSE_POINT, nullptr);
    if (h == INVALID_HANDLE_VALUE)
        return -errno_from_win32(GetLastError());
    int rc = 0;
    BY_HANDLE_FILE_INFORMATION info{};
    if (GetFileType(h) != FILE_TYPE_DISK || !GetFileInformationByHandle(h, &info) ||
        (info.dwFileAttributes & (FILE_ATTRIBUTE_DIRECTORY | FILE_ATTRIBUTE_REPARSE_POINT)))
        rc = -EINVAL;
    else if (!FlushFileBuffers(h))
        rc = -errno_from_win32(GetLastError());
    CloseHandle(h);
    return rc;
}

int flush_directory(const std::filesystem::path&) noexcept { return 0; }

std::uint64_t free_space_bytes(const std::filesystem::path& path)
{
    ULARGE_INTEGER avail{};
    if (!GetDiskFreeSpaceExW(path.c_str(), &avail, nullptr, nullptr))
        throw open_error(GetLastError(), path, false);
    return avail.QuadPart;
}

VolumeSpace volume_space(const std::filesystem::path& path)
{
    ULARGE_INTEGER avail{}, total{}, free{};
    if (!GetDiskFreeSpaceExW(path.c_str(), &avail, &total, &free))
        throw open_error(GetLastError(), path, false);
    VolumeSpace v;
    v.total_bytes = total.QuadPart;
    v.free_bytes = free.QuadPart;
    v.available_bytes = avail.QuadPart;
    // The volume's root, for its flags: "C:\" from "C:\data\x" (GetVolumePathNameW).
    wchar_t root[MAX_PATH + 1] = {};
    DWORD flags = 0;
    if (GetVolumePathNameW(path.c_str(), root, MAX_PATH) &&
        GetVolumeInformationW(root, nullptr, 0, nullptr, nullptr, &flags, nullptr, 0))
        v.read_only = (flags & FILE_READ_ONLY_VOLUME) != 0;
    return v;
}

VolumeSpace volume_space_of(std::intptr_t folder_handle, const std::filesystem::path& path)
{
    // The folder's path as it is now, from its handle ("\\?\C:\...",
    // "\\?\UNC\server\share\..."): the folder is held without delete
    // sharing, but a path given earlier may still name another place by now.
    std::wstring now(32768, L'\0');
    const DWORD n = GetFinalPathNameByHandleW(reinterpret_cast<HANDLE>(folder_handle), now.data(),
                                              static_cast<DWORD>(now.size()), FILE_NAME_NORMALIZED | VOLUME_NAME_DOS);
    // A volume without a DOS name (some RAM disk drivers) has no such path:
    // the path given, which the held folder itself cannot leave.
    if (n == 0 || n >= now.size())
        return volume_space(path);
    now.resize(n);
    if (now.back() != L'\\')
        now += L'\\';  // GetDiskFreeSpaceExW: a UNC directory must end in a backslash
    return volume_space(std::filesystem::path(now));
}

void create_marker_file(const std::filesystem::path& path, const std::string& content)
{
    HANDLE h = CreateFileW(path.c_str(), GENERIC_WRITE, 0, nullptr, CREATE_NEW,
                           FILE_ATTRIBUTE_NORMAL | FILE_FLAG_OPEN_REPARSE_POINT, nullptr);
    if (h == INVALID_HANDLE_VALUE)
        throw open_error(GetLastError(), path, true);
    DWORD n = 0;
    const BOOL ok = WriteFile(h, content.data(), static_cast<DWORD>(content.size()), &n, nullptr);
    const DWORD e = GetLastError();
    CloseHandle(h);
    if (!ok || n != content.size())
        throw open_error(e, path, true);
}

namespace {
double filetime_seconds(const FILETIME& t) noexcept
{
    return static_cast<double>((static_cast<std::uint64_t>(t.dwHighDateTime) << 32) | t.dwLowDateTime) * 1e-7;
}
}  // namespace

double thread_cpu_seconds() noexcept
{
    FILETIME c, x, k, u;
    if (!GetThreadTimes(GetCurrentThread(), &c, &x, &k, &u))
        return 0;
    return filetime_seconds(k) + filetime_seconds(u);
}

double process_cpu_seconds() noexcept
{
    FILETIME c, x, k, u;
    if (!GetProcessTimes(GetCurrentProcess(), &c, &x, &k, &u))
        return 0;
    return filetime_seconds(k) + filetime_seconds(u);
}

bool stderr_is_terminal() noexcept
{
    DWORD mode = 0;
    return GetConsoleMode(GetStdHandle(STD_ERROR_HANDLE), &mode) != 0;
}

IoFailure classify_io_error(int err) noexcept
{
    switch (err) {
    case ENOSPC:
        return IoFailure::NoSpace;
    case ENODEV:
    case ENOTCONN:
    case ECONNABORTED:
        return IoFailure::DeviceGone;
    case EINVAL:
        return IoFailure::InvalidArgument;
    default:
        return IoFailure::Other;
    }
}

long current_process_id() noexcept { return static_cast<long>(GetCurrentProcessId()); }

bool process_exists(long pid) noexcept
{
    HANDLE h = OpenProcess(SYNCHRONIZE, FALSE, static_cast<DWORD>(pid));
    if (!h)
        return GetLastError() == ERROR_ACCESS_DENIED;
    const bool running = WaitForSingleObject(h, 0) == WAIT_TIMEOUT;
    CloseHandle(h);
    return running;
}

}  // namespace sm

#endif  // _WIN32
