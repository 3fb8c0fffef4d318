// Whole-device access time and "never writes to a device", on a loop device
// this test makes itself. Needs root and loop support; skips with a reason
// otherwise.
#include "io/direct_file.h"
#include "run/runner.h"
#include "run/surface.h"
#include "support/process.h"
#include "support/temp_dir.h"
#include "util/error.h"

#include <catch2/catch.hpp>
#include <cstdio>
#include <fstream>
#include <sstream>
#include <unistd.h>

using namespace sm;

namespace {

std::string first_mib(const std::string& dev)
{
    std::ifstream in(dev, std::ios::binary);
    std::string data(1 << 20, '\0');
    in.read(data.data(), static_cast<std::streamsize>(data.size()));
    return data;
}

// A 160 MiB ext4 image on a loop device, mounted in a temp folder.
struct LoopVolume {
    smtest::TempDir dir;
    std::string device;
    std::string mount_point;
    std::string skip_reason;

    LoopVolume()
    {
        if (::geteuid() != 0) {
            skip_reason = "not running as root";
            return;
        }
        const std::string image = dir.str() + "/disk.img";
        mount_point = dir.str() + "/mnt";
        std::filesystem::create_directory(mount_point);
        int rc = 0;
        smtest::run_shell("truncate -s 160M " + image, rc);
        std::string out = smtest::run_shell("losetup -f --show " + image, rc);
        if (rc != 0) {
            skip_reason = "losetup is not permitted here: " + out;
            return;
        }
        device = out.substr(0, out.find('\n'));
        out = smtest::run_shell("mkfs.ext4 -q -F " + device, rc);
        if (rc != 0) {
            skip_reason = "mkfs.ext4 failed: " + out;
            return;
        }
        out = smtest::run_shell("mount " + device + " " + mount_point, rc);
        if (rc != 0) {
            skip_reason = "mount failed: " + out;
            mount_point.clear();
        }
    }
    ~LoopVolume()
    {
        int rc = 0;
        if (!mount_point.empty())
            smtest::run_shell("umount " + mount_point, rc);
        if (!device.empty())
            smtest::run_shell("losetup -d " + device, rc);
    }
};

}  // namespace

TEST_CASE("access-time read spans the whole device when it opens read-only (loop device)")
{
    LoopVolume vol;
    if (!vol.skip_reason.empty()) {
        WARN("skipped: " << vol.skip_reason);
        return;
    }
    RunRequest req;
    req.target = vol.mount_point;
    req.app_version = "test";
    req.settings.size_bytes = 32ull << 20;
    req.settings.tests = {false, false, false, true};
    req.settings.access_seconds = 0.3;
    const RunResult r = run_suite(req, CancelToken{});
    CHECK(r.device.volume_disk_node == vol.device);
    CHECK(r.device.filesystem == "ext4");
    REQUIRE(r.get(TestId::Access, false));
    CHECK(r.access_read_span == AccessSpan::Device);
    CHECK_THAT(r.access_span_note, Catch::Contains(vol.device));
    CHECK(r.device_open == "direct");  // root opens it itself; udisks2 is for a normal user
    CHECK(r.span_reason.empty());
    CHECK(r.get(TestId::Access, false)->block_bytes == 512);
    CHECK(r.get(TestId::Access, false)->ios > 0);
    CHECK(r.get(TestId::Access, true)->ios > 0);
    CHECK(smtest::solidmark_folders(vol.mount_point).empty());
}

TEST_CASE("the surface scan spans the whole device when it opens read-only (loop device)")
{
    LoopVolume vol;
    if (!vol.skip_reason.empty()) {
        WARN("skipped: " << vol.skip_reason);
        return;
    }
    SurfaceRequest req;
    req.target = vol.mount_point;
    req.points = 5;
    req.chunk_bytes = 4ull << 20;
    req.access_reads = 4;
    req.app_version = "test";
    const SurfaceResult r = run_surface(req, CancelToken{});
    CHECK(r.span == "device");
    CHECK_THAT(r.span_note, Catch::Contains(vol.device));
    CHECK(r.device_open == "direct");
    CHECK(r.span_bytes == 160ull << 20);
    REQUIRE(r.points.size() == 5);
    CHECK(r.points.back().offset == (160ull << 20) - (4ull << 20));  // the last point reaches the device's end
    for (const SurfacePoint& p : r.points)
        CHECK(p.read.bytes == (4ull << 20));
    CHECK(smtest::solidmark_folders(vol.mount_point).empty());  // nothing written: no test folder at all
}

TEST_CASE("a device path is never opened for writing")
{
    LoopVolume vol;
    if (!vol.skip_reason.empty()) {
        WARN("skipped: " << vol.skip_reason);
        return;
    }
    const std::string before = first_mib(vol.device);
    // As a target: refused as not a folder.
    RunRequest req;
    req.target = vol.device;
    req.settings.size_bytes = 32ull << 20;
    try {
        run_suite(req, CancelToken{});
        FAIL("a device was accepted as a target");
    } catch (const Error& e) {
        CHECK_THAT(e.what(), Catch::Contains("not a folder"));
    }
    // As a file to create, directly or through a symlink planted in a folder.
    CHECK_THROWS_AS(DirectFile::create_new(vol.device, true), Error);
    smtest::TempDir dir;
    std::filesystem::create_symlink(vol.device, dir.path() / "solidmark-test.bin");
    CHECK_THROWS_AS(DirectFile::create_new(dir.path() / "solidmark-test.bin", true), Error);
    CHECK(first_mib(vol.device) == before);
}
