// A disk that really fills up during a run: a small tmpfs mounted by the
// test, filled by the test after SolidMark's own free-space check has
// passed. Needs root (mount); skips with a printed reason otherwise.
#include "run/compression.h"
#include "run/copy_bench.h"
#include "run/runner.h"
#include "support/small_tmpfs.h"
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

using smtest::SmallTmpfs;

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
