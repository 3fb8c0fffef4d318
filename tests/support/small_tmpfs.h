#pragma once
// A small tmpfs mounted by a test (Linux, root): a volume whose size the test
// chooses, to fill it up or fill it to a level. skip_reason says why it is
// not there (not root, mount refused); it is unmounted when destroyed.
#include "support/temp_dir.h"

#include <algorithm>
#include <cerrno>
#include <cstring>
#include <fcntl.h>
#include <filesystem>
#include <string>
#include <sys/mount.h>
#include <sys/statvfs.h>
#include <unistd.h>
#include <vector>

namespace smtest {

struct SmallTmpfs {
    TempDir dir;
    std::filesystem::path mount_point;
    std::string skip_reason;

    explicit SmallTmpfs(const char* size)
    {
        mount_point = dir.path() / "mnt";
        std::filesystem::create_directory(mount_point);
        if (::geteuid() != 0)
            skip_reason = "not running as root (mount needs it)";
        else if (::mount("solidmark-test", mount_point.c_str(), "tmpfs", 0, (std::string("size=") + size).c_str()) != 0)
            skip_reason = std::string("mount -t tmpfs failed: ") + std::strerror(errno);
    }
    ~SmallTmpfs()
    {
        if (skip_reason.empty())
            ::umount2(mount_point.c_str(), MNT_DETACH);
    }
    SmallTmpfs(const SmallTmpfs&) = delete;
    SmallTmpfs& operator=(const SmallTmpfs&) = delete;

    // Fills the volume with a file of ours until writes fail, leaving `keep` bytes.
    void fill(std::uint64_t keep = 0) const
    {
        struct statvfs v { };
        ::statvfs(mount_point.c_str(), &v);
        std::uint64_t free = static_cast<std::uint64_t>(v.f_bavail) * v.f_frsize;
        const int fd = ::open((mount_point / "filler.bin").c_str(), O_WRONLY | O_CREAT | O_APPEND, 0600);
        std::vector<char> chunk(1 << 20, 'x');
        while (free > keep) {
            const std::size_t n = static_cast<std::size_t>(std::min<std::uint64_t>(chunk.size(), free - keep));
            if (::write(fd, chunk.data(), n) <= 0)
                break;
            free -= n;
        }
        ::close(fd);
    }
    // What is on the volume besides our filler.
    std::vector<std::string> leftovers() const
    {
        std::vector<std::string> out;
        for (const auto& e : std::filesystem::directory_iterator(mount_point))
            if (e.path().filename() != "filler.bin")
                out.push_back(e.path().filename().string());
        return out;
    }
};

}  // namespace smtest
