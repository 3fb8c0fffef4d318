// Linux backend of io/nocow.h: the inode-flags ioctl and FIEMAP.
#include "io/nocow.h"

#include "device/target_flags.h"

#if defined(_WIN32)
#include "io/windows_ioctl.h"

#include <windows.h>
#include <winioctl.h>
#endif

#if defined(__linux__)
#include <cerrno>
#include <fcntl.h>
#include <linux/fiemap.h>
#include <linux/fs.h>
#include <sys/ioctl.h>
#include <sys/vfs.h>
#include <unistd.h>
#include <cstring>
#include <vector>
#endif

namespace sm {

std::string cow_flag(CowState state)
{
    switch (state) {
    case CowState::Nocow:
        return flag::nocow;
    case CowState::FsCompression:
        return flag::fs_compression;
    case CowState::NotApplicable:
        break;
    }
    return {};
}

InheritedVerdict verdict_of(const InheritedAttributes& a)
{
    InheritedVerdict v;
    if (a.compressed)
        v.flags.emplace_back(flag::fs_compression);
    if (a.encrypted)
        v.flags.emplace_back(flag::fs_encryption);
    if (a.compression_cleared)
        v.note = "NTFS compression it inherited cleared";
    return v;
}

#if defined(__linux__)
namespace {

constexpr long kBtrfsMagic = 0x9123683E;  // BTRFS_SUPER_MAGIC, <linux/magic.h>

struct FdCloser {
    int fd;
    explicit FdCloser(int f) : fd(f) { }
    ~FdCloser()
    {
        if (fd >= 0)
            ::close(fd);
    }
};

bool on_btrfs(int fd)
{
    struct statfs sf { };
    return ::fstatfs(fd, &sf) == 0 && static_cast<long>(sf.f_type) == kBtrfsMagic;
}

CowState state_of_fd(int fd)
{
    const bool btrfs = on_btrfs(fd);
    int flags = 0;
    if (::ioctl(fd, FS_IOC_GETFLAGS, &flags) != 0)
        return btrfs ? CowState::FsCompression : CowState::NotApplicable;
    if (flags & FS_COMPR_FL)
        return CowState::FsCompression;
    if (btrfs)
        return (flags & FS_NOCOW_FL) ? CowState::Nocow : CowState::FsCompression;
    return CowState::NotApplicable;
}

}  // namespace

NocowAttempt set_nocow_on_folder(const std::filesystem::path& folder) noexcept
{
    FdCloser d(::open(folder.c_str(), O_RDONLY | O_DIRECTORY | O_NOFOLLOW | O_CLOEXEC));
    return d.fd < 0 ? NocowAttempt{} : set_nocow_on_folder_handle(d.fd);
}

NocowAttempt set_nocow_on_folder_handle(std::intptr_t handle) noexcept
{
    NocowAttempt a;
    struct FdRef {
        int fd;
    } d{static_cast<int>(handle)};
    if (d.fd < 0 || !on_btrfs(d.fd))
        return a;
    a.applicable = true;
    int flags = 0;
    if (::ioctl(d.fd, FS_IOC_GETFLAGS, &flags) != 0) {
        a.error = errno;
        return a;
    }
    if (flags & FS_NOCOW_FL) {
        a.set = true;
        return a;
    }
    // btrfs refuses NOCOW on an inode that has a compression flag (a
    // `btrfs property set ... compression` or `chattr +c` on the target is
    // inherited by new folders), even in the same call that clears it:
    // check_fsflags() compares against the old flags. So first the
    // compression flags go (which also drops the inherited property), then
    // NOCOW is set (measured on Linux 6.18, tests/fs_matrix.sh).
    if (flags & (FS_COMPR_FL | FS_NOCOMP_FL)) {
        flags &= ~(FS_COMPR_FL | FS_NOCOMP_FL);
        if (::ioctl(d.fd, FS_IOC_SETFLAGS, &flags) != 0) {
            a.error = errno;
            return a;
        }
    }
    int wanted = flags | FS_NOCOW_FL;
    if (::ioctl(d.fd, FS_IOC_SETFLAGS, &wanted) != 0) {
        a.error = errno;
        return a;
    }
    // Read back: btrfs may accept the call and still not keep the flag.
    int now = 0;
    if (::ioctl(d.fd, FS_IOC_GETFLAGS, &now) == 0 && (now & FS_NOCOW_FL))
        a.set = true;
    else
        a.error = EOPNOTSUPP;
    return a;
}

CowState cow_state(const std::filesystem::path& file) noexcept
{
    // O_NONBLOCK: a FIFO at the path must not block; O_NOFOLLOW: never a link's target.
    FdCloser d(::open(file.c_str(), O_RDONLY | O_NOFOLLOW | O_NONBLOCK | O_CLOEXEC));
    if (d.fd < 0)
        return CowState::NotApplicable;
    return state_of_fd(d.fd);
}

CowState cow_state_of_handle(std::intptr_t handle) noexcept
{
    if (handle < 0)
        return CowState::NotApplicable;
    return state_of_fd(static_cast<int>(handle));
}

std::optional<bool> has_compressed_extents(const std::filesystem::path& file) noexcept
{
    FdCloser d(::open(file.c_str(), O_RDONLY | O_NOFOLLOW | O_NONBLOCK | O_CLOEXEC));
    if (d.fd < 0)
        return std::nullopt;
    constexpr unsigned kBatch = 256;
    std::vector<char> buf(sizeof(struct fiemap) + kBatch * sizeof(struct fiemap_extent));
    std::uint64_t start = 0;
    for (;;) {
        // Zeroed as bytes: `*fm = {}` assigns a struct ending in a zero-length
        // array, which clang's -Wpedantic refuses (the sanitizer build).
        std::memset(buf.data(), 0, sizeof(struct fiemap));
        auto* fm = reinterpret_cast<struct fiemap*>(buf.data());
        fm->fm_start = start;
        fm->fm_length = FIEMAP_MAX_OFFSET - start;
        fm->fm_flags = FIEMAP_FLAG_SYNC;  // data reaches the disk first, as it is then stored
        fm->fm_extent_count = kBatch;
        if (::ioctl(d.fd, FS_IOC_FIEMAP, fm) != 0)
            return std::nullopt;
        if (fm->fm_mapped_extents == 0)
            return false;
        for (unsigned i = 0; i < fm->fm_mapped_extents; ++i) {
            const struct fiemap_extent& e = fm->fm_extents[i];
            if (e.fe_flags & FIEMAP_EXTENT_ENCODED)
                return true;
            if (e.fe_flags & FIEMAP_EXTENT_LAST)
                return false;
            start = e.fe_logical + e.fe_length;
        }
    }
}

InheritedAttributes clear_inherited_compression(std::intptr_t) noexcept { return {}; }

#else  // not Linux: no inode flags to set or read

NocowAttempt set_nocow_on_folder(const std::filesystem::path&) noexcept { return {}; }
NocowAttempt set_nocow_on_folder_handle(std::intptr_t) noexcept { return {}; }
CowState cow_state(const std::filesystem::path&) noexcept { return CowState::NotApplicable; }
CowState cow_state_of_handle(std::intptr_t) noexcept { return CowState::NotApplicable; }
std::optional<bool> has_compressed_extents(const std::filesystem::path&) noexcept { return std::nullopt; }

#if defined(_WIN32)
namespace {
DWORD attributes_of(HANDLE h) noexcept
{
    FILE_BASIC_INFO info{};
    return GetFileInformationByHandleEx(h, FileBasicInfo, &info, sizeof info) ? info.FileAttributes : 0;
}
}  // namespace

InheritedAttributes clear_inherited_compression(std::intptr_t handle) noexcept
{
    InheritedAttributes a;
    HANDLE h = reinterpret_cast<HANDLE>(handle);
    const DWORD before = attributes_of(h);
    a.encrypted = (before & FILE_ATTRIBUTE_ENCRYPTED) != 0;
    if (!(before & FILE_ATTRIBUTE_COMPRESSED))
        return a;
    USHORT none = COMPRESSION_FORMAT_NONE;
    unsigned long got = 0;
    const bool sent =
        winio::control<winio::ioctl::kSetCompression, winio::Handle::TestFile>(h, &none, sizeof none, nullptr, 0, &got);
    a.compressed = !sent || (attributes_of(h) & FILE_ATTRIBUTE_COMPRESSED) != 0;
    a.compression_cleared = !a.compressed;
    return a;
}
#else
InheritedAttributes clear_inherited_compression(std::intptr_t) noexcept { return {}; }
#endif

#endif

}  // namespace sm
