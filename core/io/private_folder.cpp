// io/private_folder.h: POSIX checks owner and mode of the folder and of
// every folder above it (as OpenSSH checks an authorized_keys path); on
// Windows %LOCALAPPDATA% is the user's own by its ACL, and the folder is
// only created.
#include "io/private_folder.h"

#include "util/error.h"

#include <fmt/format.h>

#if !defined(_WIN32)
#include <cerrno>
#include <cstdlib>
#include <fcntl.h>
#include <pwd.h>
#include <sys/stat.h>
#include <unistd.h>
#include <vector>
#endif

namespace sm {

#if defined(_WIN32)

std::filesystem::path home_from_user_database() { return {}; }

void ensure_private_folder(const std::filesystem::path& path)
{
    std::error_code ec;
    std::filesystem::create_directories(path, ec);
    if (!std::filesystem::is_directory(path, ec))
        throw Error(ErrorKind::Io, fmt::format("Cannot create SolidMark's folder '{}'.", path.string()));
}

bool create_private_file_if_missing(const std::filesystem::path&) noexcept { return true; }

#else

namespace {

[[noreturn]] void refuse(const std::filesystem::path& folder, const std::string& why)
{
    throw Error(ErrorKind::NotWritable,
                fmt::format("SolidMark will not use the folder '{}': {}, so another user could make SolidMark "
                            "write any file through it. Set XDG_DATA_HOME (or HOME) to a folder of your own.",
                            folder.string(), why));
}

// The folders above a private folder: only root or this user own them, and
// nobody else may write to them unless they are sticky (/tmp).
void check_above(const std::filesystem::path& folder, const std::filesystem::path& from)
{
    const uid_t me = ::geteuid();
    for (std::filesystem::path up = from;; up = up.parent_path()) {
        struct stat st { };
        if (::stat(up.c_str(), &st) != 0)
            refuse(folder, fmt::format("'{}' cannot be checked ({})", up.string(), errno_text(errno)));
        if (st.st_uid != me && st.st_uid != 0)
            refuse(folder,
                   fmt::format("it is inside '{}', which belongs to another user (uid {})", up.string(), st.st_uid));
        if ((st.st_mode & (S_IWGRP | S_IWOTH)) && !(st.st_mode & S_ISVTX))
            refuse(folder,
                   fmt::format("it is inside '{}', which other users may write to (mode {:o})", up.string(),
                               st.st_mode & 07777));
        if (up == up.root_path() || up.empty())
            break;
    }
}

// The folder itself: a real folder this user owns that nobody else may write.
void check_own(const std::filesystem::path& folder, const struct stat& st)
{
    if (!S_ISDIR(st.st_mode))
        refuse(folder, "it is not a folder");
    if (st.st_uid != ::geteuid())
        refuse(folder, fmt::format("it belongs to another user (uid {})", st.st_uid));
    if (st.st_mode & (S_IWGRP | S_IWOTH))
        refuse(folder, fmt::format("other users may write to it (mode {:o})", st.st_mode & 07777));
}

}  // namespace

std::filesystem::path home_from_user_database()
{
    const long size = ::sysconf(_SC_GETPW_R_SIZE_MAX);
    std::vector<char> buf(static_cast<std::size_t>(size > 0 ? size : 16384));
    struct passwd pw {
    }, *found = nullptr;
    if (::getpwuid_r(::geteuid(), &pw, buf.data(), buf.size(), &found) != 0 || !found || !pw.pw_dir || !*pw.pw_dir)
        return {};
    return pw.pw_dir;
}

void ensure_private_folder(const std::filesystem::path& path)
{
    // The part that exists is checked as it really is (a link on the way is
    // as safe as the folders it leads through, which are all checked) before
    // anything is created in it; each missing folder is then made 0700 and
    // checked again (someone may have made it first).
    std::filesystem::path existing = path;
    std::vector<std::filesystem::path> missing;
    struct stat st { };
    while (!existing.empty() && ::lstat(existing.c_str(), &st) != 0 && errno == ENOENT) {
        missing.push_back(existing.filename());
        existing = existing.parent_path();
    }
    char* real = existing.empty() ? nullptr : ::realpath(existing.c_str(), nullptr);
    if (!real)
        throw Error(ErrorKind::Io,
                    fmt::format("Cannot create SolidMark's data folder '{}': {}.", path.string(), errno_text(errno)));
    std::filesystem::path at = real;
    std::free(real);
    if (missing.empty()) {
        if (::stat(at.c_str(), &st) != 0)
            refuse(path, errno_text(errno));
        check_own(path, st);
        check_above(path, at.parent_path());
        return;
    }
    check_above(path, at);
    for (auto it = missing.rbegin(); it != missing.rend(); ++it) {
        at /= *it;
        if (::mkdir(at.c_str(), 0700) != 0 && errno != EEXIST)
            throw Error(
                ErrorKind::Io,
                fmt::format("Cannot create SolidMark's data folder '{}': {}.", path.string(), errno_text(errno)));
        if (::lstat(at.c_str(), &st) != 0)
            refuse(path, errno_text(errno));
        check_own(path, st);
    }
}

bool create_private_file_if_missing(const std::filesystem::path& path) noexcept
{
    const int fd = ::open(path.c_str(), O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC, 0600);
    if (fd >= 0) {
        ::close(fd);
        return true;
    }
    return errno == EEXIST;
}

#endif

}  // namespace sm
