// POSIX backend of Folder (io/folder.h): every name opened relative to a
// folder descriptor with O_NOFOLLOW, removal the way coreutils' rm (fts with
// FTS_PHYSICAL) and systemd's rm_rf_children do it: by descriptor, links
// unlinked and never followed, never into another mount.
#if !defined(_WIN32)

#include "io/folder.h"
#include "io/folder_names.h"

#include "util/error.h"

#include <cerrno>
#include <dirent.h>
#include <fcntl.h>
#include <fmt/format.h>
#include <sys/stat.h>
#if defined(__linux__)
#include <sys/vfs.h>
#endif
#include <unistd.h>
#include <utility>

namespace sm {
namespace {

int folder_fd(std::intptr_t h) { return static_cast<int>(h); }

constexpr int kDirFlags = O_RDONLY | O_DIRECTORY | O_NOFOLLOW | O_CLOEXEC | O_NONBLOCK;

// A descriptor closed on scope exit.
class OwnedFd {
public:
    explicit OwnedFd(int fd = -1) : m_fd(fd) { }
    ~OwnedFd()
    {
        if (m_fd >= 0)
            ::close(m_fd);
    }
    OwnedFd(const OwnedFd&) = delete;
    OwnedFd& operator=(const OwnedFd&) = delete;
    int get() const noexcept { return m_fd; }
    int release() noexcept { return std::exchange(m_fd, -1); }
    void reset(int fd) noexcept
    {
        if (m_fd >= 0)
            ::close(m_fd);
        m_fd = fd;
    }

private:
    int m_fd;
};

Error folder_error(int err, const std::filesystem::path& path, std::string_view action)
{
    const std::string p = path.string();
    switch (err) {
    case EACCES:
    case EPERM:
    case EROFS:
        return Error(ErrorKind::NotWritable,
                     fmt::format("Cannot {} '{}': {}. Choose a folder you are allowed to write to.", action, p,
                                 errno_text(err)));
    case ENOSPC:
    case EDQUOT:
        return Error(
            ErrorKind::NoSpace,
            fmt::format("Cannot {} '{}': the volume is full. Free some space or choose another target.", action, p));
    case ELOOP:
    case ENOTDIR:
        return Error(ErrorKind::Io,
                     fmt::format("Refusing to {} '{}': a symbolic link or something other than a folder is on the "
                                 "way (SolidMark never follows a link inside its own folder).",
                                 action, p));
    default:
        return Error(ErrorKind::Io, fmt::format("Cannot {} '{}': {}.", action, p, errno_text(err)));
    }
}

// The folder holding the last name of `relative` under `root` (each folder
// on the way opened without following a link) and that last name. `dir` is
// -errno when a folder on the way cannot be opened. Throws Error(Internal)
// for a name that is not plainly relative (io/folder_names.h).
class Within {
public:
    Within(int root, const std::string& relative)
    {
        std::vector<std::string> parts = folder_components(relative);
        dir = root;
        for (std::size_t i = 0; i + 1 < parts.size() && dir >= 0; ++i) {
            const int next = ::openat(dir, parts[i].c_str(), kDirFlags);
            dir = next >= 0 ? next : -errno;
            if (next >= 0)
                m_holder.reset(next);
        }
        name = std::move(parts.back());
    }
    int dir = -1;
    std::string name;

private:
    OwnedFd m_holder;  // the last folder opened on the way
};

// The folder `relative` ("" for `root` itself), opened without following a
// link, as a new descriptor; -errno.
int open_folder_at(int root, const std::string& relative)
{
    if (relative.empty()) {
        const int fd = ::fcntl(root, F_DUPFD_CLOEXEC, 0);
        return fd >= 0 ? fd : -errno;
    }
    const Within w(root, relative);
    const int fd = w.dir < 0 ? w.dir : ::openat(w.dir, w.name.c_str(), kDirFlags);
    return fd >= 0 || w.dir < 0 ? fd : -errno;
}

// Whether the folder open as `fd` is the root of a mount (a bind mount of
// the same filesystem included, which st_dev does not show).
bool is_mount_root(int fd)
{
#if defined(__linux__) && defined(STATX_ATTR_MOUNT_ROOT)
    struct statx sx { };
    return ::statx(fd, "", AT_EMPTY_PATH, 0, &sx) == 0 && (sx.stx_attributes_mask & STATX_ATTR_MOUNT_ROOT) &&
        (sx.stx_attributes & STATX_ATTR_MOUNT_ROOT);
#else
    (void)fd;
    return false;
#endif
}

// Whether the filesystem holding `fd` keeps Unix owners and modes. FAT,
// exFAT, NTFS (the kernel's and ntfs-3g's, through FUSE), SMB and VirtualBox
// shares show one owner and one mode for everything, whoever made it (a USB
// stick a user mounted shows that user as the owner of root's files): there
// the owner and mode checks mean nothing and are skipped; the checks for
// links, types and emptiness stay. Elsewhere, and where unknown, they apply.
bool keeps_unix_owners(int fd)
{
#if defined(__linux__)
    struct statfs sf { };
    if (::fstatfs(fd, &sf) != 0)
        return true;
    switch (static_cast<unsigned long>(sf.f_type)) {
    case 0x4d44UL:      // MSDOS_SUPER_MAGIC (vfat, msdos)
    case 0x2011BAB0UL:  // EXFAT_SUPER_MAGIC
    case 0x5346544eUL:  // NTFS_SB_MAGIC
    case 0x7366746eUL:  // NTFS3 ("ntfs")
    case 0x65735546UL:  // FUSE_SUPER_MAGIC (exfat-fuse, ntfs-3g, sshfs, ...)
    case 0xFF534D42UL:  // CIFS_SUPER_MAGIC
    case 0xFE534D42UL:  // SMB2_SUPER_MAGIC
    case 0x786f4256UL:  // VBOXSF_SUPER_MAGIC
        return false;
    default:
        return true;
    }
#else
    (void)fd;
    return true;
#endif
}

std::vector<std::string> list_names(int dir_fd)
{
    std::vector<std::string> out;
    const int copy = ::fcntl(dir_fd, F_DUPFD_CLOEXEC, 0);
    if (copy < 0)
        return out;
    DIR* d = ::fdopendir(copy);
    if (!d) {
        ::close(copy);
        return out;
    }
    ::rewinddir(d);
    while (const dirent* e = ::readdir(d)) {
        const std::string n = e->d_name;
        if (n != "." && n != "..")
            out.push_back(n);
    }
    ::closedir(d);
    return out;
}

int remove_children(int dir, dev_t dev) noexcept;

// Removes `name` in `dir`: a file or a link is unlinked (a link's target is
// never touched); a folder on the same filesystem and not a mount point is
// emptied through its own descriptor, then removed. 0 or an errno value.
int remove_at(int dir, const char* name, dev_t dev) noexcept
{
    struct stat st { };
    if (::fstatat(dir, name, &st, AT_SYMLINK_NOFOLLOW) != 0)
        return errno == ENOENT ? 0 : errno;
    if (!S_ISDIR(st.st_mode))
        return ::unlinkat(dir, name, 0) == 0 || errno == ENOENT ? 0 : errno;
    if (st.st_dev != dev)
        return EXDEV;  // another filesystem mounted here: never entered
    OwnedFd sub(::openat(dir, name, kDirFlags));
    if (sub.get() < 0)
        return errno;
    struct stat opened { };
    if (::fstat(sub.get(), &opened) != 0 || opened.st_dev != st.st_dev || opened.st_ino != st.st_ino)
        return EBUSY;  // replaced between the look and the open
    if (is_mount_root(sub.get()))
        return EXDEV;
    if (const int rc = remove_children(sub.get(), dev))
        return rc;
    return ::unlinkat(dir, name, AT_REMOVEDIR) == 0 || errno == ENOENT ? 0 : errno;
}

int remove_children(int dir, dev_t dev) noexcept
{
    int first = 0;
    try {
        for (const std::string& n : list_names(dir))
            if (const int rc = remove_at(dir, n.c_str(), dev); rc && !first)
                first = rc;
    } catch (...) {
        return ENOMEM;
    }
    return first;
}

Folder::Entry entry_of(const std::string& relative, const struct stat& st)
{
    Folder::Entry e;
    e.relative = relative;
    e.folder = S_ISDIR(st.st_mode);
    e.link = S_ISLNK(st.st_mode);
    e.bytes = S_ISREG(st.st_mode) ? static_cast<std::uint64_t>(st.st_size) : 0;
    return e;
}

void walk_into(int dir, const std::string& prefix, dev_t dev, std::vector<Folder::Entry>& out)
{
    for (const std::string& n : list_names(dir)) {
        struct stat st { };
        if (::fstatat(dir, n.c_str(), &st, AT_SYMLINK_NOFOLLOW) != 0)
            continue;
        const std::string rel = prefix.empty() ? n : prefix + "/" + n;
        out.push_back(entry_of(rel, st));
        if (!S_ISDIR(st.st_mode) || st.st_dev != dev)
            continue;
        OwnedFd sub(::openat(dir, n.c_str(), kDirFlags));
        if (sub.get() >= 0 && !is_mount_root(sub.get()))
            walk_into(sub.get(), rel, dev, out);
    }
}

// What `fd` holds when it is at most `max_bytes`; nullopt when it is more.
std::optional<std::string> read_at_most(int fd, std::size_t max_bytes)
{
    std::string out(max_bytes + 1, '\0');
    std::size_t got = 0;
    for (ssize_t n = 1; got < out.size() && (n > 0 || (n < 0 && errno == EINTR));) {
        n = ::read(fd, out.data() + got, out.size() - got);
        got += n > 0 ? static_cast<std::size_t>(n) : 0;
    }
    if (got > max_bytes)
        return std::nullopt;
    out.resize(got);
    return out;
}

dev_t device_of(int fd)
{
    struct stat st { };
    return ::fstat(fd, &st) == 0 ? st.st_dev : 0;
}

}  // namespace

void Folder::close() noexcept
{
    if (m_handle != -1)
        ::close(folder_fd(m_handle));
    if (m_parent != -1)
        ::close(folder_fd(m_parent));
    m_handle = m_parent = -1;
}

Folder Folder::open(const std::filesystem::path& path)
{
    const int fd = ::open(path.c_str(), O_RDONLY | O_DIRECTORY | O_CLOEXEC | O_NONBLOCK);
    if (fd < 0) {
        const int err = errno;
        if (err == ENOENT)
            throw Error(ErrorKind::NotFound, fmt::format("The folder '{}' does not exist.", path.string()));
        if (err == ENOTDIR)
            throw Error(ErrorKind::NotFound, fmt::format("'{}' is not a folder.", path.string()));
        throw folder_error(err, path, "open the folder");
    }
    Folder f;
    f.m_handle = fd;
    f.m_path = path;
    return f;
}

Folder Folder::create_private(const std::string& name) const
{
    const std::filesystem::path path = m_path / name;
    if (::mkdirat(folder_fd(m_handle), name.c_str(), 0700) != 0) {
        const int err = errno;
        if (err == EEXIST)
            return {};
        if (err == ENOSPC || err == EDQUOT)
            throw Error(ErrorKind::NoSpace, fmt::format("The volume holding '{}' is full.", m_path.string()));
        if (err == EACCES || err == EPERM || err == EROFS)
            throw Error(ErrorKind::NotWritable,
                        fmt::format("The folder '{}' is not writable ({}). Choose a folder you are allowed to write "
                                    "to.",
                                    m_path.string(), errno_text(err)));
        throw Error(ErrorKind::Io,
                    fmt::format("Cannot create a folder in '{}': {} ({}).", m_path.string(), errno_text(err), err));
    }
    // Between mkdirat and this open, whoever may write the folder around it
    // could have renamed it and put a link or a folder of theirs in its
    // place: O_NOFOLLOW refuses the link; the owner and emptiness checks refuse
    // anything but the folder just made.
    OwnedFd fd(::openat(folder_fd(m_handle), name.c_str(), kDirFlags));
    struct stat st { };
    if (fd.get() < 0 || ::fstat(fd.get(), &st) != 0 || !S_ISDIR(st.st_mode) ||
        (st.st_uid != ::geteuid() && keeps_unix_owners(fd.get())) || !list_names(fd.get()).empty())
        throw Error(ErrorKind::Io,
                    fmt::format("The new folder '{}' was replaced by something else before SolidMark could open it: "
                                "another user can write to '{}'. Nothing was written there. Choose a folder only you "
                                "can write to, or one with the sticky bit (like /tmp).",
                                path.string(), m_path.string()));
    ::fchmod(fd.get(), 0700);  // whatever the umask took away from the owner
    Folder f;
    f.m_parent = ::fcntl(folder_fd(m_handle), F_DUPFD_CLOEXEC, 0);
    f.m_handle = fd.release();
    f.m_name = name;
    f.m_path = path;
    return f;
}

Folder Folder::open_owned(const std::string& name, std::string* why) const
{
    const auto say = [&](std::string text) {
        if (why)
            *why = std::move(text);
        return Folder{};
    };
    OwnedFd fd(::openat(folder_fd(m_handle), name.c_str(), kDirFlags));
    if (fd.get() < 0)
        return say(errno == ELOOP || errno == ENOTDIR ? "it is not a folder (a symbolic link or another file)"
                                                      : errno_text(errno));
    struct stat st {
    }, parent{};
    if (::fstat(fd.get(), &st) != 0 || ::fstat(folder_fd(m_handle), &parent) != 0)
        return say(errno_text(errno));
    const bool owners = keeps_unix_owners(fd.get());
    if (owners && st.st_uid != ::geteuid())
        return say(fmt::format("it belongs to another user (uid {})", st.st_uid));
    if (owners && (st.st_mode & (S_IWGRP | S_IWOTH)))
        return say("other users can write to it");
    if (st.st_dev != parent.st_dev || is_mount_root(fd.get()))
        return say("it is a mount point");
    Folder f;
    f.m_parent = ::fcntl(folder_fd(m_handle), F_DUPFD_CLOEXEC, 0);
    f.m_handle = fd.release();
    f.m_name = name;
    f.m_path = m_path / name;
    return f;
}

void Folder::make_folder(const std::string& relative) const
{
    const Within w(folder_fd(m_handle), relative);
    if (w.dir < 0)
        throw folder_error(-w.dir, m_path / relative, "create the folder");
    if (::mkdirat(w.dir, w.name.c_str(), 0700) != 0) {
        const int err = errno;
        if (err == EEXIST)
            throw Error(ErrorKind::Io,
                        fmt::format("Cannot create the folder '{}': it already exists.", (m_path / relative).string()));
        throw folder_error(err, m_path / relative, "create the folder");
    }
}

DirectFile Folder::create_file(const std::string& relative, bool direct, bool write_through) const
{
    const Within w(folder_fd(m_handle), relative);
    if (w.dir < 0)
        throw folder_error(-w.dir, m_path / relative, "create");
    return DirectFile::create_at(w.dir, w.name, m_path / relative, direct, write_through);
}

DirectFile Folder::open_file(const std::string& relative, bool direct) const
{
    const Within w(folder_fd(m_handle), relative);
    if (w.dir < 0)
        throw folder_error(-w.dir, m_path / relative, "open");
    return DirectFile::open_at(w.dir, w.name, m_path / relative, direct, true);
}

void Folder::create_small_file(const std::string& relative, const std::string& content) const
{
    const Within w(folder_fd(m_handle), relative);
    if (w.dir < 0)
        throw folder_error(-w.dir, m_path / relative, "create");
    OwnedFd fd(::openat(w.dir, w.name.c_str(), O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC, 0600));
    if (fd.get() < 0)
        throw folder_error(errno, m_path / relative, "create");
    for (std::size_t done = 0; done < content.size();) {
        const ssize_t n = ::write(fd.get(), content.data() + done, content.size() - done);
        if (n < 0 && errno == EINTR)
            continue;
        if (n <= 0)
            throw folder_error(n < 0 ? errno : ENOSPC, m_path / relative, "write");
        done += static_cast<std::size_t>(n);
    }
}

std::optional<std::string> Folder::read_private_file(const std::string& relative, std::size_t max_bytes) const noexcept
{
    try {
        const Within w(folder_fd(m_handle), relative);
        if (w.dir < 0)
            return std::nullopt;
        // O_NONBLOCK: a FIFO put in its place must not hang the reader.
        OwnedFd fd(::openat(w.dir, w.name.c_str(), O_RDONLY | O_NOFOLLOW | O_NONBLOCK | O_NOCTTY | O_CLOEXEC));
        struct stat st { };
        if (fd.get() < 0 || ::fstat(fd.get(), &st) != 0 || !S_ISREG(st.st_mode) ||
            static_cast<std::uint64_t>(st.st_size) > max_bytes)
            return std::nullopt;
        if (keeps_unix_owners(fd.get()) && (st.st_uid != ::geteuid() || (st.st_mode & 07777) != 0600))
            return std::nullopt;
        return read_at_most(fd.get(), max_bytes);
    } catch (...) {
        return std::nullopt;
    }
}

std::vector<std::string> Folder::names(const std::string& relative) const
{
    OwnedFd fd(open_folder_at(folder_fd(m_handle), relative));
    if (fd.get() < 0)
        throw folder_error(-fd.get(), relative.empty() ? m_path : m_path / relative, "list");
    return list_names(fd.get());
}

std::vector<Folder::Entry> Folder::walk(const std::string& relative) const
{
    OwnedFd fd(open_folder_at(folder_fd(m_handle), relative));
    if (fd.get() < 0)
        throw folder_error(-fd.get(), relative.empty() ? m_path : m_path / relative, "list");
    std::vector<Entry> out;
    walk_into(fd.get(), {}, device_of(fd.get()), out);
    return out;
}

std::optional<Folder::Entry> Folder::stat(const std::string& relative) const noexcept
{
    try {
        const Within w(folder_fd(m_handle), relative);
        struct stat st { };
        if (w.dir < 0 || ::fstatat(w.dir, w.name.c_str(), &st, AT_SYMLINK_NOFOLLOW) != 0)
            return std::nullopt;
        return entry_of(relative, st);
    } catch (...) {
        return std::nullopt;
    }
}

int Folder::flush_file(const std::string& relative) const noexcept
{
    try {
        const Within w(folder_fd(m_handle), relative);
        if (w.dir < 0)
            return w.dir;
        OwnedFd fd(::openat(w.dir, w.name.c_str(), O_WRONLY | O_NOFOLLOW | O_NONBLOCK | O_CLOEXEC));
        if (fd.get() < 0)
            return -errno;
        struct stat st { };
        if (::fstat(fd.get(), &st) != 0)
            return -errno;
        if (!S_ISREG(st.st_mode))
            return -EINVAL;
#if defined(__APPLE__)
        if (::fcntl(fd.get(), F_FULLFSYNC) != 0 && ::fsync(fd.get()) != 0)
            return -errno;
#else
        if (::fdatasync(fd.get()) != 0)
            return -errno;
#endif
        return 0;
    } catch (...) {
        return -EINVAL;
    }
}

int Folder::flush_folder(const std::string& relative) const noexcept
{
    try {
        OwnedFd fd(open_folder_at(folder_fd(m_handle), relative));
        if (fd.get() < 0)
            return fd.get();
        return ::fsync(fd.get()) == 0 ? 0 : -errno;
    } catch (...) {
        return -EINVAL;
    }
}

int Folder::remove(const std::string& relative) const noexcept
{
    try {
        const Within w(folder_fd(m_handle), relative);
        if (w.dir < 0)
            return -w.dir == ENOENT ? 0 : -w.dir;
        return remove_at(w.dir, w.name.c_str(), device_of(folder_fd(m_handle)));
    } catch (...) {
        return EINVAL;
    }
}

int Folder::remove_all() noexcept
{
    if (!is_open())
        return 0;
    const int fd = folder_fd(m_handle);
    int rc = remove_children(fd, device_of(fd));
    if (rc == 0 && m_parent != -1) {
        // Only while its name still names this very folder: whatever someone
        // else has put there (after moving it away) stays as it is.
        struct stat here {
        }, there{};
        if (::fstat(fd, &here) == 0 &&
            ::fstatat(folder_fd(m_parent), m_name.c_str(), &there, AT_SYMLINK_NOFOLLOW) == 0 &&
            here.st_dev == there.st_dev && here.st_ino == there.st_ino)
            rc = ::unlinkat(folder_fd(m_parent), m_name.c_str(), AT_REMOVEDIR) == 0 ? 0 : errno;
        else
            rc = ENOENT;
    }
    close();
    return rc;
}

}  // namespace sm

#endif  // !_WIN32
