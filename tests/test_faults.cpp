// Faults injected through the I/O interface (core/io/fault.h): every phase
// of every benchmark meets an I/O error, a full disk or a filesystem that
// refuses direct I/O, and each ends with a clear error naming the cause and
// the phase, and no test folder left behind.
#include "io/fault.h"
#include "run/compression.h"
#include "run/copy_bench.h"
#include "run/runner.h"
#include "support/temp_dir.h"
#include "util/error.h"

#include <catch2/catch.hpp>
#include <cerrno>
#include <filesystem>
#include <optional>

using namespace sm;
using smtest::TempDir;
namespace fs = std::filesystem;

namespace {

struct Disarm {
    ~Disarm() { fault::disarm(); }
};

RunRequest fault_request(const TempDir& dir)
{
    RunRequest req;
    req.target = dir.path();
    req.app_version = "test";
    req.settings.size_bytes = 32ull << 20;
    req.settings.random_seconds = 0.2;
    req.settings.access_seconds = 0.1;
    req.settings.threads_4k64 = 8;
    return req;
}

// Runs `body`, expecting an Error; returns it.
template <class Body>
Error expect_error(Body&& body)
{
    try {
        body();
    } catch (const Error& e) {
        return e;
    }
    FAIL("no error was raised");
    return Error(ErrorKind::Io, "unreachable");
}

}  // namespace

TEST_CASE("an I/O error in any phase of the suite names that phase and removes the folder")
{
    Disarm disarm;
    for (TestId t : kAllTests)
        for (bool write : {true, false}) {
            const std::string label = phase_label(t, write);
            DYNAMIC_SECTION(label)
            {
                TempDir dir;
                const Error e = expect_error([&] {
                    run_suite(fault_request(dir),
                              {CancelToken{}, [&](const ProgressEvent& ev) {
                                   if (ev.kind == ProgressEvent::Kind::PhaseStarted && smtest::event_text(ev) == label)
                                       fault::arm(write ? fault::Op::Write : fault::Op::Read, EIO, 1);
                               }});
                });
                fault::disarm();
                CHECK(e.kind() == ErrorKind::Io);
                CHECK_THAT(e.what(), Catch::Contains("during " + label));
                CHECK_THAT(e.what(), Catch::Contains("Input/output error"));
                CHECK(smtest::solidmark_folders(dir.path()).empty());
            }
        }
}

TEST_CASE("a failed flush, a full disk and a refused preallocation are reported as such")
{
    Disarm disarm;
    TempDir dir;
    fault::arm(fault::Op::Flush, EIO);
    Error e = expect_error([&] { run_suite(fault_request(dir), CancelToken{}); });
    CHECK(e.kind() == ErrorKind::Io);
    CHECK_THAT(e.what(), Catch::Contains("Flushing"));
    CHECK_THAT(e.what(), Catch::Contains("Seq write"));

    fault::arm(fault::Op::Write, ENOSPC, 1);
    e = expect_error([&] { run_suite(fault_request(dir), CancelToken{}); });
    CHECK(e.kind() == ErrorKind::NoSpace);
    CHECK_THAT(e.what(), Catch::Contains("disk became full during Seq write"));

    fault::arm(fault::Op::Preallocate, ENOSPC);
    e = expect_error([&] { run_suite(fault_request(dir), CancelToken{}); });
    CHECK(e.kind() == ErrorKind::NoSpace);
    CHECK_THAT(e.what(), Catch::Contains("Not enough free space"));
    CHECK(fs::is_empty(dir.path()));
}

TEST_CASE("a filesystem refusing direct I/O gives a clear error, and allow_buffered runs flagged")
{
    Disarm disarm;
    TempDir dir;
    fault::arm(fault::Op::OpenDirect, EINVAL);
    RunRequest req = fault_request(dir);
    const Error e = expect_error([&] { run_suite(req, CancelToken{}); });
    CHECK(e.kind() == (ErrorKind::NoDirectIo));
    CHECK_THAT(e.what(), Catch::Contains("does not support direct"));
    CHECK_THAT(e.what(), Catch::Contains("--allow-buffered"));
    CHECK(fs::is_empty(dir.path()));

    req.allow_buffered = true;
    const RunResult r = run_suite(req, CancelToken{});
    CHECK(r.buffered());
    CHECK(r.settings.allow_buffered);
    CHECK(r.get(TestId::Seq, false));
    CHECK(r.access_read_span == AccessSpan::File);
    CHECK(fs::is_empty(dir.path()));

    CompressionRequest c;
    c.target = dir.path();
    c.size_bytes = 176ull << 20;
    CHECK_THROWS_MATCHES(run_compression(c, CancelToken{}), Error,
                         Catch::Predicate<Error>([](const Error& x) { return x.kind() == ErrorKind::NoDirectIo; }));
    c.allow_buffered = true;
    CHECK(run_compression(c, CancelToken{}).buffered());
    CHECK(fs::is_empty(dir.path()));
}

TEST_CASE("an I/O error in the compression benchmark names the point")
{
    Disarm disarm;
    TempDir dir;
    CompressionRequest c;
    c.target = dir.path();
    c.size_bytes = 176ull << 20;
    const Error e = expect_error([&] {
        run_compression(c,
                        {CancelToken{}, [&](const ProgressEvent& ev) {
                             if (ev.kind == ProgressEvent::Kind::PhaseStarted && ev.phase.step == 5 && !ev.phase.write)
                                 fault::arm(fault::Op::Read, EIO, 3);
                         }});
    });
    CHECK(e.kind() == ErrorKind::Io);
    CHECK_THAT(e.what(), Catch::Contains("during compression 50% read"));
    CHECK(fs::is_empty(dir.path()));
}

TEST_CASE("a full disk or a read error during a copy ends cleanly with the file named")
{
    Disarm disarm;
    for (bool full : {true, false}) {
        TempDir dir;
        CopyRequest req;
        req.target = dir.path();
        req.sets = {CopySet::Game};
        req.scale = 0.01;
        const Error e = expect_error([&] {
            run_copy(req, {CancelToken{}, [&](const ProgressEvent& ev) {
                               if (ev.kind == ProgressEvent::Kind::PhaseStarted)
                                   fault::arm(full ? fault::Op::Write : fault::Op::Read, full ? ENOSPC : EIO, 5);
                           }});
        });
        fault::disarm();
        CHECK(e.kind() == (full ? ErrorKind::NoSpace : ErrorKind::Io));
        CHECK_THAT(e.what(), Catch::Contains(full ? "disk became full while writing" : "while reading"));
        CHECK_THAT(e.what(), Catch::Contains(full ? "copy-game" : "source-game"));
        CHECK(fs::is_empty(dir.path()));
    }
}

TEST_CASE("fault specifications are parsed strictly")
{
    Disarm disarm;
    CHECK_NOTHROW(fault::arm_from_text("write:EIO:100"));
    CHECK_NOTHROW(fault::arm_from_text("open-direct:22"));
    CHECK_THROWS_AS(fault::arm_from_text("write"), Error);
    CHECK_THROWS_AS(fault::arm_from_text("erase:EIO"), Error);
    CHECK_THROWS_AS(fault::arm_from_text("read:EWHAT"), Error);
    CHECK_THROWS_AS(fault::arm_from_text("read:EIO:soon"), Error);
    fault::arm(fault::Op::Read, EIO, 2);
    CHECK(fault::hit(fault::Op::Write) == 0);
    CHECK(fault::hit(fault::Op::Read) == 0);
    CHECK(fault::hit(fault::Op::Read) == 0);
    CHECK(fault::hit(fault::Op::Read) == EIO);
    CHECK(fault::hit(fault::Op::Read) == EIO);
    fault::disarm();
    CHECK(fault::hit(fault::Op::Read) == 0);
}
