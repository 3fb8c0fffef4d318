// Real runs of the whole Runner on small files in a temp folder.
#include "io/aligned_buffer.h"
#include "io/direct_file.h"
#include "io/fault.h"
#include "result/document.h"
#include "result/kind.h"
#include "run/phase.h"
#include "run/runner.h"
#include "support/timing.h"
#include "support/temp_dir.h"
#include "util/error.h"

#include <catch2/catch.hpp>
#include <atomic>
#include <cerrno>
#include <cstring>
#include <fstream>
#include <thread>

using namespace sm;
using smtest::TempDir;

namespace {
RunRequest small_request(const TempDir& dir)
{
    RunRequest req;
    req.target = dir.path();
    req.app_version = "test";
    req.settings.size_bytes = 32ull << 20;
    req.settings.random_seconds = 0.3;
    req.settings.access_seconds = 0.2;
    req.settings.seq_max_seconds = 10;
    req.settings.threads_4k64 = 64;
    return req;
}

void check_consistent(const Measurement& m, std::uint32_t block)
{
    CHECK(m.ios > 0);
    CHECK(m.elapsed_s > 0);
    CHECK(m.block_bytes == block);
    CHECK(m.latency.min_us > 0);
    CHECK(m.latency.min_us <= m.latency.p50_us);
    CHECK(m.latency.p50_us <= m.latency.p90_us);
    CHECK(m.latency.p90_us <= m.latency.p99_us);
    CHECK(m.latency.p99_us <= m.latency.p999_us);
    CHECK(m.latency.p999_us <= m.latency.max_us * 1.004);
    CHECK(m.mib_s() == Approx(static_cast<double>(m.bytes) / 1048576.0 / m.elapsed_s));
}
}  // namespace

TEST_CASE("a full suite on a 32 MiB file measures every cell and removes its folder")
{
    TempDir dir;
    std::vector<std::string> phases;
    int finished = 0;
    const RunResult r =
        run_suite(small_request(dir), {CancelToken{}, [&](const ProgressEvent& ev) {
                                           if (ev.kind == ProgressEvent::Kind::PhaseStarted && ev.phase.test)
                                               phases.push_back(smtest::event_text(ev));
                                           if (ev.kind == ProgressEvent::Kind::PhaseFinished && ev.phase.test) {
                                               ++finished;
                                               // The folder exists while the run goes on.
                                               CHECK(smtest::solidmark_folders(dir.path()).size() == 1);
                                           }
                                       }});
    CHECK(phases ==
          std::vector<std::string>{"Seq write", "Seq read", "4K read", "4K write", "4K-64Thrd read", "4K-64Thrd write",
                                   "Acc.time read", "Acc.time write"});
    CHECK(finished == 8);
    for (TestId t : kAllTests)
        for (bool w : {false, true})
            REQUIRE(r.get(t, w));
    // Seq covers the whole file exactly once.
    CHECK(r.get(TestId::Seq, true)->bytes == 32ull << 20);
    CHECK(r.get(TestId::Seq, false)->bytes == 32ull << 20);
    CHECK(r.get(TestId::Seq, true)->ios == 2);
    check_consistent(*r.get(TestId::Seq, false), 16u << 20);
    check_consistent(*r.get(TestId::Rand4K, false), 4096);
    check_consistent(*r.get(TestId::Rand4K, true), 4096);
    check_consistent(*r.get(TestId::Rand4K64, false), 4096);
    CHECK(r.get(TestId::Rand4K64, true)->threads == 64);
    // 4K bound: at most one file's worth of bytes.
    CHECK(r.get(TestId::Rand4K, false)->bytes <= 32ull << 20);
    CHECK(r.get(TestId::Access, false)->block_bytes >= 512);
    CHECK(r.get(TestId::Access, true)->flush_s > 0);
    CHECK_FALSE(r.buffered());
    CHECK(compute_scores(r).total);
    CHECK(smtest::solidmark_folders(dir.path()).empty());
}

TEST_CASE("without Seq the file is filled untimed before reads, and Seq cells stay empty")
{
    TempDir dir;
    RunRequest req = small_request(dir);
    req.settings.tests = {false, true, false, false};
    bool prepared = false;
    const RunResult r = run_suite(req, {CancelToken{}, [&](const ProgressEvent& ev) {
                                            if (ev.kind == ProgressEvent::Kind::PhaseFinished && !ev.phase.test) {
                                                prepared = true;
                                                CHECK(ev.result->bytes == 32ull << 20);
                                            }
                                        }});
    CHECK(prepared);
    CHECK_FALSE(r.get(TestId::Seq, false));
    CHECK(r.get(TestId::Rand4K, false));
    CHECK_FALSE(compute_scores(r).read);
    CHECK(smtest::solidmark_folders(dir.path()).empty());
}

TEST_CASE("cancel in every phase ends the run as cancelled and removes the folder")
{
    for (int phase = 0; phase < 8; ++phase) {
        DYNAMIC_SECTION("cancel 100 ms into phase " << phase)
        {
            TempDir dir;
            RunRequest req = small_request(dir);
            req.settings.size_bytes = 64ull << 20;
            req.settings.random_seconds = 30;  // 4K phases end by bytes, access phases by time
            req.settings.access_seconds = phase == 7 ? 0.3 : 30;
            CancelToken cancel;
            int started = 0;
            std::atomic<std::int64_t> cancelled_at_ns{0};
            std::jthread canceller;
            try {
                run_suite(
                    req, {cancel, [&](const ProgressEvent& ev) {
                              if (ev.kind == ProgressEvent::Kind::PhaseStarted && ev.phase.test && started++ == phase) {
                                  canceller = std::jthread([&] {
                                      std::this_thread::sleep_for(std::chrono::milliseconds(100));
                                      cancelled_at_ns = std::chrono::steady_clock::now().time_since_epoch().count();
                                      cancel.cancel();
                                  });
                              }
                          }});
                canceller.join();
                // A phase shorter than 100 ms may finish first; the run then
                // either ends or notices the cancel in its next phase.
                FAIL_CHECK("run finished despite cancel in phase " << phase);
            } catch (const Error& e) {
                CHECK(e.kind() == ErrorKind::Cancelled);
            }
            if (canceller.joinable())
                canceller.join();
            const auto end = std::chrono::steady_clock::now().time_since_epoch().count();
            const double took = static_cast<double>(end - cancelled_at_ns.load()) / 1e9;
            INFO("returned " << took << " s after cancel");
            CHECK(took < smtest::kEndsBound_s);  // returned, not hung; its speed: bench/cancel_latency.py
            CHECK(smtest::solidmark_folders(dir.path()).empty());
        }
    }
}

TEST_CASE("bad requests fail with typed, clear errors and leave nothing behind")
{
    TempDir dir;
    RunRequest req = small_request(dir);

    SECTION("missing target")
    {
        req.target = dir.path() / "nope";
        try {
            run_suite(req, CancelToken{});
            FAIL();
        } catch (const Error& e) {
            CHECK(e.kind() == ErrorKind::NotFound);
            CHECK_THAT(e.what(), Catch::Contains("does not exist"));
        }
    }
    SECTION("not enough free space")
    {
        req.settings.size_bytes = free_space_bytes(dir.path()) + (1ull << 30);
        try {
            run_suite(req, CancelToken{});
            FAIL();
        } catch (const Error& e) {
            CHECK(e.kind() == ErrorKind::NoSpace);
            CHECK_THAT(e.what(), Catch::Contains("Not enough free space"));
            CHECK_THAT(e.what(), Catch::Contains(dir.str()));
        }
    }
    SECTION("too small")
    {
        req.settings.size_bytes = 1 << 20;
        CHECK_THROWS_AS(run_suite(req, CancelToken{}), Error);
    }
    SECTION("nothing selected")
    {
        req.settings.tests = {false, false, false, false};
        CHECK_THROWS_AS(run_suite(req, CancelToken{}), Error);
    }
    CHECK(smtest::solidmark_folders(dir.path()).empty());
}

TEST_CASE("direct I/O alignment is read from the created file")
{
    TempDir dir;
    DirectFile f = DirectFile::create_new(dir.path() / "probe", true);
    CHECK(f.direct());
    CHECK(f.alignment().offset >= 512);
    CHECK(f.alignment().offset % 512 == 0);
    CHECK(f.alignment().memory >= 1);
    WARN("direct I/O alignment: memory " << f.alignment().memory << " B, offset " << f.alignment().offset << " B from "
                                         << f.alignment().source);
}

TEST_CASE("test-file I/O buffers are page aligned even where the filesystem accepts less")
{
    TempDir dir;
    TestFile t = open_test_file(dir.path(), 16ull << 20, false, "test");
    CHECK(t.memory_alignment >= kBufferAlignment);
    CHECK(t.memory_alignment % 4096 == 0);
    t.remove();
}

TEST_CASE("thread_cpu_seconds counts the calling thread only")
{
    // Burns `s` seconds of the calling thread's CPU (bounded by a spin count
    // so a broken clock fails instead of hanging).
    const auto burn = [](double s) {
        const double start = thread_cpu_seconds();
        volatile std::uint64_t x = 0;
        for (std::uint64_t i = 0; i < 4'000'000'000ull && thread_cpu_seconds() - start < s; ++i)
            x = x + i;
        return thread_cpu_seconds() - start;
    };
    const double mine0 = thread_cpu_seconds();
    double other = 0;
    std::thread t([&] { other = burn(0.15); });
    t.join();  // this thread sleeps in join meanwhile
    const double mine = thread_cpu_seconds() - mine0;
    CHECK(other >= 0.15);
    CHECK(mine < other / 2);
    CHECK(burn(0.05) >= 0.05);
}

TEST_CASE("try_reopen gives an independent handle on the same file, same mode")
{
    TempDir dir;
    DirectFile f = DirectFile::create_new(dir.path() / "f.bin", true);
    const std::size_t bs = std::max<std::size_t>(4096, f.alignment().offset);
    AlignedBuffer a(bs, std::max<std::size_t>(4096, f.alignment().memory));
    AlignedBuffer b(bs, std::max<std::size_t>(4096, f.alignment().memory));
    std::memset(a.data(), 0x5a, bs);
    REQUIRE(f.write_at(a.data(), bs, 0) == static_cast<std::int64_t>(bs));
    DirectFile g = f.try_reopen();
    REQUIRE(g.is_open());
    CHECK(g.direct() == f.direct());
    CHECK(g.path() == f.path());
    // Reads what the first handle wrote; writes what the first reads back.
    REQUIRE(g.read_at(b.data(), bs, 0) == static_cast<std::int64_t>(bs));
    CHECK(std::memcmp(a.data(), b.data(), bs) == 0);
    std::memset(a.data(), 0xa5, bs);
    REQUIRE(g.write_at(a.data(), bs, bs) == static_cast<std::int64_t>(bs));
    CHECK(g.flush() == 0);
    g.close();  // the first handle stays usable
    REQUIRE(f.read_at(b.data(), bs, bs) == static_cast<std::int64_t>(bs));
    CHECK(std::memcmp(a.data(), b.data(), bs) == 0);
    CHECK(f.size_bytes() == static_cast<std::int64_t>(2 * bs));
}

TEST_CASE("each phase keeps its speed every 250 ms, live in progress and in the JSON")
{
    TempDir dir;
    RunRequest req = small_request(dir);
    req.settings.size_bytes = 256ull << 20;            // 4K stops after one file's worth or the time bound
    req.settings.tests = {false, true, false, false};  // 4K only, 0.8 s a direction
    req.settings.random_seconds = 0.8;
    std::vector<SpeedPoint> live;
    const RunResult r = run_suite(req, {CancelToken{}, [&](const ProgressEvent& ev) {
                                            if (ev.kind == ProgressEvent::Kind::PhaseProgress && ev.speed &&
                                                ev.phase.test == TestId::Rand4K && !ev.phase.write)
                                                live.push_back(*ev.speed);
                                        }});
    for (bool write : {false, true}) {
        INFO("write=" << write);
        const Measurement& m = *r.get(TestId::Rand4K, write);
        // One point per whole 250 ms of I/O (the phase ends at 0.8 s, or
        // earlier after one file's worth on a fast drive); the interval the
        // I/O ends in, and the flush, give none.
        const auto whole = static_cast<std::size_t>((m.elapsed_s - m.flush_s) / kSeriesIntervalS);
        INFO("I/O for " << m.elapsed_s - m.flush_s << " s");
        REQUIRE(whole >= 2);
        CHECK(m.series.size() <= whole);
        CHECK(m.series.size() + 1 >= whole);
        double previous = 0;
        for (const SpeedPoint& p : m.series) {
            CHECK(p.t_s >= previous + kSeriesIntervalS * 0.99);
            CHECK(p.t_s <= m.elapsed_s + kSeriesIntervalS);
            CHECK(p.mib_s > 0);
            previous = p.t_s;
        }
        // The points account for the bytes: no interval counts more than the phase did.
        double bytes = 0, t = 0;
        for (const SpeedPoint& p : m.series)
            bytes += p.mib_s * 1048576.0 * (p.t_s - t), t = p.t_s;
        CHECK(bytes <= static_cast<double>(m.bytes) * 1.001);
    }
    // Every point the progress sent is the one the result kept.
    const auto& kept = r.get(TestId::Rand4K, false)->series;
    REQUIRE(live.size() <= kept.size());
    for (std::size_t i = 0; i < live.size(); ++i) {
        CHECK(live[i].t_s == kept[i].t_s);
        CHECK(live[i].mib_s == kept[i].mib_s);
    }
    CHECK(live.size() + 1 >= kept.size());  // the last may end with the phase, before a tick sends it
    // The JSON keeps them (tests.4k.read.series) and reads them back as they were.
    const Json doc = to_json(r);
    const Json& series = doc.at("tests").at("4k").at("read").at("series");
    REQUIRE(series.size() == kept.size());
    CHECK(series.at(0).at("t_s").get<double>() == kept[0].t_s);
    const RunResult back = read_document<RunResult>(doc);
    REQUIRE(back.get(TestId::Rand4K, true)->series.size() == r.get(TestId::Rand4K, true)->series.size());
    CHECK(back.get(TestId::Rand4K, true)->series.back().mib_s == r.get(TestId::Rand4K, true)->series.back().mib_s);
}

TEST_CASE("a test folder that cannot be removed is named in the result, its JSON and the progress")
{
    TempDir dir;
    RunRequest req = small_request(dir);
    req.settings.tests = {true, false, false, false};
    std::vector<std::string> created, left;
    fault::arm(fault::Op::Remove, EIO);
    RunResult r;
    try {
        r = run_suite(req, {CancelToken{}, [&](const ProgressEvent& ev) {
                                if (ev.kind == ProgressEvent::Kind::Status && ev.stage == Stage::FolderCreated)
                                    created.push_back(ev.path);
                                if (ev.kind == ProgressEvent::Kind::Status && ev.stage == Stage::LeftBehind)
                                    left.push_back(ev.path);
                            }});
    } catch (...) {
        fault::disarm();
        throw;
    }
    fault::disarm();
    const auto folders = smtest::solidmark_folders(dir.path());
    REQUIRE(folders.size() == 1);
    CHECK(created == std::vector<std::string>{folders[0].string()});
    CHECK(left == created);
    CHECK(r.left_behind == created);
    const Json j = to_json(r);
    REQUIRE(j.contains("left_behind"));
    CHECK(j["left_behind"] == Json(created));
    CHECK(read_document<RunResult>(j).left_behind == created);
    CHECK_THAT(status_text([&] {
                   ProgressEvent ev;
                   ev.stage = Stage::LeftBehind;
                   ev.path = created[0];
                   return ev;
               }()),
               Catch::Contains("Left behind: " + created[0] + " — remove it by hand"));
    // A run whose folder went away as it should says nothing of the kind.
    std::filesystem::remove_all(folders[0]);
    CHECK_FALSE(to_json(run_suite(req, {CancelToken{}})).contains("left_behind"));
}

TEST_CASE("a device too small for the access test is named with its size, not as unreadable")
{
    TempDir dir;
    const std::filesystem::path small = dir.path() / "small.img";
    {
        std::ofstream out(small, std::ios::binary);
        out << std::string(64 * 1024, '\0');
    }
    DeviceInfo info;
    info.device_node = small.string();
    std::string note;
    DeviceOpen how;
    CHECK_FALSE(open_device_for_reading(info, 1ull << 30, note, DeviceAccess{}, how).is_open());
    CHECK(note == small.string() + " holds 64.00 KiB, less than the 1.00 GiB needed.");
    CHECK(how.how == "none");
    CHECK(how.reason == "device too small");
}
