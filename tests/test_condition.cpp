// Drive conditioning on small files: the amount written, the size rules,
// abort, and a file kept for the next run.
#include "run/condition.h"
#include "run/runner.h"
#include "run/test_area.h"
#include "support/temp_dir.h"
#include "util/error.h"

#include <catch2/catch.hpp>
#include <filesystem>

using namespace sm;
using smtest::TempDir;
namespace fs = std::filesystem;

TEST_CASE("conditioning writes the requested amount within one block and removes its file")
{
    TempDir dir;
    ConditionRequest req;
    req.target = dir.path();
    req.size_bytes = 64ull << 20;
    req.written_bytes = (40ull << 20) + 12345;  // not a whole number of blocks
    int started = 0, ticks = 0;
    const ConditionResult r = run_condition(req, {CancelToken{}, [&](const ProgressEvent& ev) {
                                                      if (ev.kind == ProgressEvent::Kind::PhaseStarted)
                                                          ++started;
                                                      if (ev.kind == ProgressEvent::Kind::PhaseProgress) {
                                                          ++ticks;
                                                          // Every second as a value: its speed, the bytes so far and the time left.
                                                          REQUIRE(ev.interval);
                                                          CHECK(ev.interval->bytes > 0);
                                                          CHECK(ev.done_bytes > 0);
                                                          CHECK(ev.eta_s);
                                                      }
                                                  }});
    CHECK(r.written_bytes >= req.written_bytes);
    CHECK(r.written_bytes < req.written_bytes + kConditionBlock);
    CHECK(r.written_bytes % kConditionBlock == 0);
    CHECK(r.size_bytes == 64ull << 20);
    CHECK(r.seconds > 0);
    CHECK_FALSE(r.samples.empty());
    CHECK(started == 1);
    CHECK(ticks >= 1);
    CHECK(fs::is_empty(dir.path()));
}

TEST_CASE("conditioning for a time, after a sequential fill, takes about that long")
{
    TempDir dir;
    ConditionRequest req;
    req.target = dir.path();
    req.size_bytes = 32ull << 20;
    req.seconds = 1.5;
    req.sequential_fill = true;
    const ConditionResult r = run_condition(req, CancelToken{});
    CHECK(r.fill_seconds > 0);
    CHECK(r.seconds >= 1.4);
    CHECK(r.seconds < 3.0);
    CHECK(r.samples.size() >= 2);
    CHECK(fs::is_empty(dir.path()));
}

TEST_CASE("conditioning size rules: percent of free space, never past free - 2 GiB")
{
    ConditionRequest req;
    req.size_percent = 50;
    CHECK(condition_file_size(req, 10ull << 30) == 5ull << 30);
    req.size_percent = 90;
    CHECK_THROWS_WITH(condition_file_size(req, 10ull << 30), Catch::Contains("less than 2.00 GiB free"));
    req.size_bytes = 8ull << 30;
    CHECK(condition_file_size(req, 10ull << 30) == 8ull << 30);
    req.size_bytes = (8ull << 30) + 1;
    CHECK_THROWS_AS(condition_file_size(req, 10ull << 30), Error);
    CHECK_THROWS_AS(condition_file_size(req, 1ull << 30), Error);
    ConditionRequest neither;
    neither.target = ".";
    CHECK_THROWS_WITH(run_condition(neither, CancelToken{}), Catch::Contains("exactly one of a duration"));
}

TEST_CASE("aborted conditioning removes its file, a kept file goes after the next run")
{
    TempDir dir;
    ConditionRequest req;
    req.target = dir.path();
    req.size_bytes = 64ull << 20;
    req.seconds = 60;
    CancelToken cancel;
    CHECK_THROWS_MATCHES(run_condition(req,
                                       {cancel,
                                        [&](const ProgressEvent& ev) {
                                            if (ev.kind == ProgressEvent::Kind::PhaseProgress)
                                                cancel.cancel();
                                        }}),
                         Error,
                         Catch::Predicate<Error>([](const Error& e) { return e.kind() == ErrorKind::Cancelled; }));
    CHECK(fs::is_empty(dir.path()));

    req.seconds = 0;
    req.written_bytes = 8ull << 20;
    req.keep = true;
    const ConditionResult r = run_condition(req, CancelToken{});
    REQUIRE(r.kept);
    CHECK(fs::exists(r.kept_folder));
    CHECK(TestArea::find_kept(dir.path()).size() == 1);
    CHECK(TestArea::find_stale(dir.path()).empty());  // kept on purpose, not left by a crash
    CHECK(TestArea::remove_kept(r.kept_folder));
    CHECK(fs::is_empty(dir.path()));
}
