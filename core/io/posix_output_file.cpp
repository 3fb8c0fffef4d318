// POSIX backend of io/output_file.h: the output's folder opened once, the
// file looked at with fstatat(AT_SYMLINK_NOFOLLOW), a temporary file made
// with openat(O_CREAT|O_EXCL|O_NOFOLLOW, 0600) and renamed with renameat in
// that same folder.
#if !defined(_WIN32)

#include "io/output_file.h"

#include "util/error.h"

#include <atomic>
#include <cerrno>
#include <chrono>
#include <fcntl.h>
#include <fmt/format.h>
#include <fstream>
#include <sys/stat.h>
#include <unistd.h>
#include <utility>

namespace sm {
namespace {

constexpr int kMaxLinks = 40;  // as the kernel's MAXSYMLINKS

int dir_fd(std::intptr_t h) { return static_cast<int>(h); }

// "a/b/c" -> ("a/b", "c"); "c" -> (".", "c"); "/c" -> ("/", "c").
std::pair<std::string, std::string> split_path(const std::string& path)
{
    const std::size_t slash = path.rfind('/');
    if (slash == std::string::npos)
        return {".", path};
    return {slash == 0 ? "/" : path.substr(0, slash), path.substr(slash + 1)};
}

OutputKind kind_of(mode_t mode)
{
    if (S_ISDIR(mode))
        return OutputKind::Folder;
    if (S_ISBLK(mode))
        return OutputKind::BlockDevice;
    if (S_ISCHR(mode) || S_ISFIFO(mode) || S_ISSOCK(mode))
        return OutputKind::Stream;
    return OutputKind::File;
}

// What fs.protected_symlinks refuses (the kernel's may_follow_link): a link
// in a sticky folder that others may write, owned neither by the follower
// nor by the folder's owner.
bool protected_link(int dir, const struct stat& link)
{
    struct stat d { };
    if (::fstat(dir, &d) != 0)
        return true;
    const bool sticky_shared = (d.st_mode & S_ISVTX) && (d.st_mode & S_IWOTH);
    return sticky_shared && link.st_uid != ::geteuid() && link.st_uid != d.st_uid;
}

// The umask, without changing it (umask(2) cannot be read alone, and
// setting it back races with other threads creating files).
mode_t current_umask()
{
    std::ifstream in("/proc/self/status");
    for (std::string line; std::getline(in, line);)
        if (line.rfind("Umask:", 0) == 0)
            return static_cast<mode_t>(std::strtoul(line.c_str() + 6, nullptr, 8));
    return 022;
}

// A name beside `name` that no other writer uses: "<name>.tmp-3f9a1c2e0".
std::string temporary_name(const std::string& name)
{
    static std::atomic<unsigned> counter{0};
    const auto stamp = static_cast<unsigned long long>(std::chrono::steady_clock::now().time_since_epoch().count());
    return fmt::format("{}.tmp-{:x}{:x}", name, stamp & 0xffffffffu, counter.fetch_add(1));
}

int write_all(int fd, std::string_view text)
{
    for (std::size_t done = 0; done < text.size();) {
        const ssize_t n = ::write(fd, text.data() + done, text.size() - done);
        if (n < 0 && errno == EINTR)
            continue;
        if (n <= 0)
            return n < 0 ? errno : ENOSPC;
        done += static_cast<std::size_t>(n);
    }
    return 0;
}

}  // namespace

OutputPlace::OutputPlace(const std::string& path)
{
    auto [folder, name] = split_path(path);
    int dir = ::open(folder.c_str(), O_RDONLY | O_DIRECTORY | O_CLOEXEC);
    if (dir < 0) {
        m_error = errno;
        return;
    }
    m_dir = dir;
    for (int links = 0;; ++links) {
        m_name = name;
        if (name.empty() || name == "." || name == "..") {
            m_kind = OutputKind::Folder;
            return;
        }
        struct stat st { };
        if (::fstatat(dir, name.c_str(), &st, AT_SYMLINK_NOFOLLOW) != 0) {
            if (errno != ENOENT)
                m_error = errno;
            return;  // Missing: a new file
        }
        if (!S_ISLNK(st.st_mode)) {
            m_kind = kind_of(st.st_mode);
            return;
        }
        if (links == kMaxLinks) {
            m_error = ELOOP;
            return;
        }
        if (protected_link(dir, st)) {
            ::close(dir);
            m_dir = -1;
            throw Error(ErrorKind::NotWritable,
                        fmt::format("Cannot write '{}': '{}' is a symbolic link owned by another user (uid {}) in a "
                                    "folder anyone can write to, so it could point SolidMark at any file. Following "
                                    "it is what the kernel's fs.protected_symlinks refuses. Remove the link or "
                                    "choose another file name.",
                                    path, name, st.st_uid));
        }
        std::string target(static_cast<std::size_t>(st.st_size > 0 ? st.st_size : 4096) + 1, '\0');
        const ssize_t n = ::readlinkat(dir, name.c_str(), target.data(), target.size());
        if (n < 0 || static_cast<std::size_t>(n) >= target.size()) {
            m_error = n < 0 ? errno : ENAMETOOLONG;
            return;
        }
        target.resize(static_cast<std::size_t>(n));
        auto [next_folder, next_name] = split_path(target);
        const int next = target.find('/') == std::string::npos
            ? ::fcntl(dir, F_DUPFD_CLOEXEC, 0)
            : ::openat(dir, next_folder.c_str(), O_RDONLY | O_DIRECTORY | O_CLOEXEC);
        if (next < 0) {
            m_error = errno;
            return;
        }
        ::close(dir);
        m_dir = dir = next;
        name = std::move(next_name);
    }
}

OutputPlace::~OutputPlace()
{
    if (m_dir != -1)
        ::close(dir_fd(m_dir));
}

bool OutputPlace::stream_writable() const noexcept
{
    return m_dir != -1 && ::faccessat(dir_fd(m_dir), m_name.c_str(), W_OK, 0) == 0;
}

int OutputPlace::probe() const noexcept
{
    if (m_error)
        return m_error;
    try {
        const std::string tmp = temporary_name(m_name);
        const int fd = ::openat(dir_fd(m_dir), tmp.c_str(), O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC, 0600);
        if (fd < 0)
            return errno;
        ::close(fd);
        ::unlinkat(dir_fd(m_dir), tmp.c_str(), 0);
        return 0;
    } catch (...) {
        return ENOMEM;
    }
}

int OutputPlace::write_stream(std::string_view text) const noexcept
{
    if (m_error)
        return m_error;
#if defined(__linux__)
    // O_PATH opens nothing: the node is looked at first, then the very
    // node (through /proc) is opened for writing, never a device or file put
    // at the name since.
    const int node = ::openat(dir_fd(m_dir), m_name.c_str(), O_PATH | O_NOFOLLOW | O_CLOEXEC);
    if (node < 0)
        return errno;
    struct stat st { };
    int fd = -1;
    if (::fstat(node, &st) == 0 && kind_of(st.st_mode) == OutputKind::Stream)
        fd = ::open(fmt::format("/proc/self/fd/{}", node).c_str(), O_WRONLY | O_NOCTTY | O_CLOEXEC);
    else
        errno = EINVAL;
    const int err = errno;
    ::close(node);
#else
    const int fd = ::openat(dir_fd(m_dir), m_name.c_str(), O_WRONLY | O_NOFOLLOW | O_NOCTTY | O_CLOEXEC);
    const int err = errno;
#endif
    if (fd < 0)
        return err;
    const int rc = write_all(fd, text);
    ::close(fd);
    return rc;
}

int OutputPlace::replace(std::string_view text) const noexcept
{
    if (m_error)
        return m_error;
    try {
        const int dir = dir_fd(m_dir);
        const std::string tmp = temporary_name(m_name);
        const int fd = ::openat(dir, tmp.c_str(), O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC, 0600);
        if (fd < 0)
            return errno;
        int rc = write_all(fd, text);
        struct stat old { };
        if (rc == 0) {
            if (::fstatat(dir, m_name.c_str(), &old, AT_SYMLINK_NOFOLLOW) == 0 && S_ISREG(old.st_mode)) {
                // The file replaced keeps its owner and group where the system
                // lets us (root; a group this user is in), then its permission bits.
                if (::fchown(fd, old.st_uid, old.st_gid) != 0)
                    (void)::fchown(fd, static_cast<uid_t>(-1), old.st_gid);
                ::fchmod(fd, old.st_mode & 0777);
            } else {
                ::fchmod(fd, 0666 & ~current_umask());
            }
        }
        if (::close(fd) != 0 && rc == 0)
            rc = errno;
        if (rc == 0 && ::renameat(dir, tmp.c_str(), dir, m_name.c_str()) != 0)
            rc = errno;
        if (rc != 0)
            ::unlinkat(dir, tmp.c_str(), 0);
        return rc;
    } catch (...) {
        return ENOMEM;
    }
}

}  // namespace sm

#endif  // !_WIN32
