// A disk that really fills up during a run: a small tmpfs mounted by the
// test, filled by the test after SolidMark's own free-space check has
// passed. Needs root (mount); skips with a printed reason otherwise.
#include "run/compression.h"
#include "run/copy_bench.h"
#include "run/runner.h"
#include "support/temp_dir.h"
#include "util/error.h"

#include <catch2/catch.hpp>
#include <cerrno>
#include <cstring>
#include <fcntl.h>
#include <filesystem>
#include <sys/mount.h>
#include <sys/statvfs.h>
#include <unistd.h>
#include <vector>

using namespace sm;
namespace fs = std::filesystem;

namespace {

struct SmallTmpfs {
    smtest::TempDir dir;
    fs::path mount_point;
    std::string skip_reason;

    explicit SmallTmpfs(const char* size)
    {
        mount_point = dir.path() / "mnt";
        fs::create_directory(mount_point);
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
        for (const auto& e : fs::directory_iterator(mount_point))
            if (e.path().filename() != "filler.bin")
                out.push_back(e.path().filename().string());
        return out;
    }
};

}  // namespace

TEST_CASE("disk full after the free-space check: the suite and compression stop with a clear error")
{
    SmallTmpfs vol("300m");
    if (!vol.skip_reason.empty()) {
        WARN("skipped: " << vol.skip_reason);
        return;
    }
    for (int tool = 0; tool < 2; ++tool) {
        const auto fill_now = [&](const ProgressEvent& ev) {
            if (ev.kind == ProgressEvent::Kind::Status && smtest::event_text(ev) == "Creating the test folder")
                vol.fill(64 * 1024);  // the check has passed; now the disk is full
        };
        try {
            if (tool == 0) {
                RunRequest req;
                req.target = vol.mount_point;
                req.settings.size_bytes = 32ull << 20;
                run_suite(req, {CancelToken{}, fill_now});
            } else {
                CompressionRequest req;
                req.target = vol.mount_point;
                req.size_bytes = 176ull << 20;  // 176 MiB + 64 MiB headroom passes the check on 300 MiB
                run_compression(req, {CancelToken{}, fill_now});
            }
            FAIL("the run did not notice the full disk");
        } catch (const Error& e) {
            INFO(e.what());
            CHECK(e.kind() == ErrorKind::NoSpace);
            // SolidMark reserves the test file before the first write, so a disk
            // that fills after the check is caught by the reservation.
            CHECK_THAT(e.what(), Catch::Contains("Not enough free space"));
        }
        CHECK(vol.leftovers().empty());
        fs::remove(vol.mount_point / "filler.bin");
    }
}

TEST_CASE("disk full in the middle of a copy: a clear error, the filler untouched, nothing else left")
{
    SmallTmpfs vol("160m");
    if (!vol.skip_reason.empty()) {
        WARN("skipped: " << vol.skip_reason);
        return;
    }
    CopyRequest req;
    req.target = vol.mount_point;
    req.sets = {CopySet::Iso};
    req.scale = 0.02;  // 20 MiB set: 2 x 20 MiB + 64 MiB headroom fits in 160 MiB
    try {
        run_copy(req, {CancelToken{}, [&](const ProgressEvent& ev) {
                           if (ev.kind == ProgressEvent::Kind::PhaseStarted)
                               vol.fill(4 << 20);  // the source exists; leave 4 MiB for a 20 MiB copy
                       }});
        FAIL("the copy did not notice the full disk");
    } catch (const Error& e) {
        INFO(e.what());
        CHECK(e.kind() == ErrorKind::NoSpace);
        CHECK_THAT(e.what(), Catch::Contains("disk became full while writing"));
    }
    CHECK(vol.leftovers().empty());
    CHECK(fs::file_size(vol.mount_point / "filler.bin") > (50u << 20));
}
