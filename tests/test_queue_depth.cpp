// Queue depth > 1: the accounting of the asynchronous path against a
// simulated queue with a known per-request latency (virtual time, exact),
// the thread-per-request fallback against the simulated device, and real
// runs of both engines and of the presets on small files.
#include "engine/workload.h"
#include "io/async_queue.h"
#include "io/direct_file.h"
#include "io/fault.h"
#include "run/preset.h"
#include "run/profile.h"
#include "run/steady.h"
#include "run/surface.h"
#include "run/sweep.h"
#include "result/document.h"
#include "support/temp_dir.h"
#include "util/error.h"

#include <catch2/catch.hpp>
#include <algorithm>
#include <chrono>
#include <cmath>
#include <cstring>
#include <map>
#include <mutex>
#include <set>
#include <thread>

using namespace sm;

namespace {

thread_local std::int64_t t_now = 0;
struct VClock {
    static std::int64_t now_ns() noexcept { return t_now; }
};

// A device whose every request takes `latency_ns` however many are in
// flight (an ideal SSD below saturation): QD requests per latency.
struct SimQueueDevice {
    std::int64_t latency_ns = 200'000;
    std::mutex mutex;
    std::set<std::uint64_t> offsets;    // every offset requested
    std::map<std::uint64_t, int> seen;  // offset -> times requested
    unsigned max_in_flight = 0;
    int fail_submit_at = 0;  // > 0: that submit() call fails (-EBUSY) and queues nothing
    int submits = 0;
    std::int64_t read_at(void*, std::size_t n, std::uint64_t) noexcept { return static_cast<std::int64_t>(n); }
    std::int64_t write_at(const void*, std::size_t n, std::uint64_t) noexcept { return static_cast<std::int64_t>(n); }
    int flush() noexcept { return 0; }
};

struct SimQueue {
    SimQueueDevice* dev = nullptr;
    struct Pending {
        std::int64_t done_at;
        unsigned slot;
        std::uint32_t len;
    };
    std::vector<Pending> pending, queued;
    std::vector<AlignedBuffer> buffers;
    bool ok() const noexcept { return dev != nullptr; }
    int failure() const noexcept { return 0; }
    std::string_view engine() const noexcept { return "simulated"; }
    std::byte* buffer(unsigned slot) noexcept { return buffers[slot].data(); }
    void prep(unsigned slot, bool, std::uint32_t len, std::uint64_t off) noexcept
    {
        queued.push_back({0, slot, len});
        std::lock_guard lock(dev->mutex);
        ++dev->seen[off];
    }
    unsigned unsubmitted() const noexcept { return static_cast<unsigned>(queued.size()); }
    int submit() noexcept
    {
        std::lock_guard lock(dev->mutex);  // the device is shared by every thread's queue
        if (++dev->submits == dev->fail_submit_at) {
            queued.clear();  // the kernel took none of them
            return -EBUSY;
        }
        for (Pending p : queued) {
            p.done_at = t_now + dev->latency_ns;
            pending.push_back(p);
        }
        queued.clear();
        dev->max_in_flight = std::max<unsigned>(dev->max_in_flight, static_cast<unsigned>(pending.size()));
        return 0;
    }
    template <class Done>
    int wait(Done&& done) noexcept
    {
        if (pending.empty()) {  // waiting for a request that was never submitted: it would hang
            FAIL_CHECK("wait() with nothing in flight");
            return -EINVAL;
        }
        auto it = std::min_element(pending.begin(), pending.end(),
                                   [](const Pending& a, const Pending& b) { return a.done_at < b.done_at; });
        const Pending p = *it;
        pending.erase(it);
        t_now = std::max(t_now, p.done_at);
        done(p.slot, static_cast<std::int64_t>(p.len));
        return 1;
    }
};

SimQueue open_queue(SimQueueDevice& d, unsigned depth, std::size_t bytes, std::size_t align)
{
    SimQueue q;
    q.dev = &d;
    for (unsigned i = 0; i < depth; ++i)
        q.buffers.emplace_back(bytes, align);
    t_now = 0;  // each thread's virtual clock starts at 0 when it opens its queue
    return q;
}

Workload qd_workload(bool random, unsigned qd, unsigned threads, double seconds, std::uint64_t span)
{
    Workload w;
    w.direction = Direction::Read;
    w.block_bytes = 4096;
    w.random = random;
    w.queue_depth = qd;
    w.threads = threads;
    w.span_end = span;
    w.max_seconds = seconds;
    return w;
}

}  // namespace

TEST_CASE("QD 8 at 200 us per request measures 40,000 IOPS, each request 200 us")
{
    SimQueueDevice dev;
    CancelToken cancel;
    const auto out = run_workload<SimQueueDevice, VClock>(dev, qd_workload(true, 8, 1, 1.0, 1ull << 30), cancel);
    const Measurement& m = out.measurement;
    CHECK(out.error == 0);
    CHECK(std::string(out.engine) == "simulated");
    CHECK(m.queue_depth == 8);
    CHECK(dev.max_in_flight == 8);
    CHECK(m.iops() == Approx(40000).epsilon(0.05));
    CHECK(m.ios == 40000);  // exactly: the 5,001st round completes after the window
    CHECK(m.latency.mean_us == Approx(200).epsilon(0.001));
    CHECK(m.latency.p99_us == Approx(200).epsilon(0.004));
}

TEST_CASE("QD 32 on 4 threads: aggregate IOPS = threads x QD / latency (within 5 %)")
{
    SimQueueDevice dev;
    dev.latency_ns = 100'000;
    CancelToken cancel;
    const auto out = run_workload<SimQueueDevice, VClock>(dev, qd_workload(true, 32, 4, 0.5, 1ull << 30), cancel);
    CHECK(out.measurement.iops() == Approx(4.0 * 32 / 100e-6).epsilon(0.05));
    CHECK(out.measurement.threads == 4);
}

TEST_CASE("a failed submit ends the phase with its error instead of waiting for a request never queued")
{
    SimQueueDevice dev;
    dev.fail_submit_at = 50;
    CancelToken cancel;
    const auto out = run_workload<SimQueueDevice, VClock>(dev, qd_workload(true, 8, 1, 1.0, 64ull << 20), cancel);
    CHECK(out.error == EBUSY);
    CHECK(dev.submits == 50);
}

TEST_CASE("a sequential QD 8 pass covers the span once, every block exactly once")
{
    SimQueueDevice dev;
    CancelToken cancel;
    const std::uint64_t span = 4096ull * 1000;
    const auto out = run_workload<SimQueueDevice, VClock>(dev, qd_workload(false, 8, 1, 0, span), cancel);
    CHECK(out.measurement.bytes == span);
    REQUIRE(dev.seen.size() == 1000);
    for (const auto& [off, times] : dev.seen) {
        CHECK(off % 4096 == 0);
        CHECK(times == 1);
    }
}

TEST_CASE("a byte bound is not overshot by the requests in flight")
{
    SimQueueDevice dev;
    CancelToken cancel;
    Workload w = qd_workload(true, 16, 1, 10, 1ull << 30);
    w.max_bytes = 4096 * 100;
    const auto out = run_workload<SimQueueDevice, VClock>(dev, w, cancel);
    CHECK(out.measurement.bytes == 4096 * 100);
}

TEST_CASE("the thread fallback runs QD threads per thread with the same accounting")
{
    // The simulated device of this file has no per-thread clock for blocking
    // I/O, so use a latency-free check of the structure: QD x threads workers,
    // each in its logical thread's slice.
    struct Counting {
        std::mutex mutex;
        std::map<std::thread::id, std::pair<std::uint64_t, std::uint64_t>> ranges;
        std::int64_t read_at(void*, std::size_t n, std::uint64_t off) noexcept
        {
            {
                std::lock_guard lock(mutex);
                auto [it, fresh] = ranges.try_emplace(std::this_thread::get_id(), off, off + n);
                it->second.first = std::min(it->second.first, off);
                it->second.second = std::max(it->second.second, off + n);
            }
            // A device with latency: every worker starts before the first
            // spends its share and closes the window (a zero-latency one can
            // finish a worker before a busy machine schedules the others).
            std::this_thread::sleep_for(std::chrono::milliseconds(1));
            return static_cast<std::int64_t>(n);
        }
        std::int64_t write_at(const void*, std::size_t n, std::uint64_t) noexcept
        {
            return static_cast<std::int64_t>(n);
        }
        int flush() noexcept { return 0; }
    } dev;
    CancelToken cancel;
    Workload w = qd_workload(true, 4, 2, 0, 2 * 4096ull * 1024);
    w.max_bytes = 4096ull * 800;
    const auto out = run_workload(dev, w, cancel);
    CHECK(std::string(out.engine) == "threads");
    CHECK(out.measurement.queue_depth == 4);
    CHECK(out.measurement.threads == 2);
    REQUIRE(dev.ranges.size() == 8);
    int low = 0, high = 0;
    for (const auto& [id, r] : dev.ranges) {
        if (r.second <= 4096ull * 1024)
            ++low;
        else if (r.first >= 4096ull * 1024)
            ++high;
    }
    CHECK(low == 4);
    CHECK(high == 4);
}

TEST_CASE("the platform's asynchronous queue writes and reads back 8 requests at once, and reports a failed one")
{
    if (!AsyncQueue::available()) {
        WARN("skipped: this build has no asynchronous queue");
        return;
    }
    smtest::TempDir dir;
    DirectFile file = DirectFile::create_new(dir.path() / "q.bin", true);
    constexpr unsigned kDepth = 8;
    constexpr std::uint32_t kBlock = 64 * 1024;
    AsyncQueue q = AsyncQueue::open(file, kDepth, kBlock, 4096);
    REQUIRE(q.ok());
    REQUIRE(q.depth() == kDepth);
    INFO("engine: " << q.engine() << ", io_uring setup flags 0x" << std::hex << q.setup_flags());
    // Slot s writes block (7 - s) full of byte 's + 1', all in flight together.
    for (unsigned s = 0; s < kDepth; ++s) {
        std::memset(q.buffer(s), static_cast<int>(s + 1), kBlock);
        q.prep(s, true, kBlock, static_cast<std::uint64_t>(kDepth - 1 - s) * kBlock);
    }
    REQUIRE(q.submit() == 0);
    const auto reap_all = [&](std::map<unsigned, std::int64_t>& done) {
        while (done.size() < kDepth) {
            const int n = q.wait([&](unsigned slot, std::int64_t res) { done[slot] = res; });
            REQUIRE(n > 0);
        }
    };
    std::map<unsigned, std::int64_t> written;
    reap_all(written);
    for (const auto& [slot, res] : written)
        CHECK(res == kBlock);
    REQUIRE(file.flush() == 0);
    for (unsigned s = 0; s < kDepth; ++s) {
        std::memset(q.buffer(s), 0, kBlock);
        q.prep(s, false, kBlock, static_cast<std::uint64_t>(s) * kBlock);  // slot s reads block s
    }
    REQUIRE(q.submit() == 0);
    std::map<unsigned, std::int64_t> read;
    reap_all(read);
    for (unsigned s = 0; s < kDepth; ++s) {
        CHECK(read[s] == kBlock);
        const auto* b = reinterpret_cast<const unsigned char*>(q.buffer(s));
        const unsigned char want = static_cast<unsigned char>(kDepth - s);  // written by slot 7 - s
        CHECK(std::all_of(b, b + kBlock, [&](unsigned char c) { return c == want; }));
    }
    // A read past the end transfers less than asked: the engine counts that as a failure.
    q.prep(0, false, kBlock, 100ull * kBlock);
    const int rc = q.submit();
    if (rc == 0) {
        std::int64_t res = kBlock;
        REQUIRE(q.wait([&](unsigned, std::int64_t r) { res = r; }) == 1);
        CHECK(res != kBlock);
    } else {
        CHECK(rc < 0);
    }
}

namespace {

// Verify mode on one backend (engine: the name expected; empty: any
// asynchronous queue): a stamped sequential write, a random read-back
// that checks every unit, and a moved block found by the read of it.
void verify_round_trip(unsigned threads, unsigned depth, QueueEngine queue_engine, const std::string& engine)
{
    smtest::TempDir dir;
    constexpr std::uint64_t kSpan = 8ull << 20;
    DirectFile file = DirectFile::create_new(dir.path() / "v.bin", true);
    CancelToken cancel;
    Workload w;
    w.direction = Direction::Write;
    w.block_bytes = 128 * 1024;
    w.random = false;
    w.threads = threads;
    w.queue_depth = depth;
    w.queue_engine = queue_engine;
    w.span_end = kSpan;
    w.alignment = 4096;
    w.verify_id = 0x5eed0001;
    const WorkloadOutcome written = run_workload(file, w, cancel);
    REQUIRE(written.error == 0);
    if (engine.empty())  // the asynchronous queue ran, whatever its name
        CHECK((std::string(written.engine) != "threads" && std::string(written.engine) != "psync"));
    else
        CHECK(std::string(written.engine) == engine);
    CHECK(written.measurement.bytes == kSpan);
    CHECK(written.measurement.verify_s > 0);
    // Every slot's block was stamped for its own offset: the read-back
    // (random, so slots meet other slots' blocks) finds every unit right.
    w.direction = Direction::Read;
    w.random = true;
    w.max_bytes = kSpan;
    const WorkloadOutcome read = run_workload(file, w, cancel);
    CHECK(read.error == 0);
    CHECK(read.corrupt.fault == VerifyFault::None);
    // One worker reads the whole budget; with several, the first to spend
    // its share closes the measured window for all (no ramp-down tail).
    if (threads == 1 && queue_engine != QueueEngine::Threads)
        CHECK(read.measurement.bytes == kSpan);
    else
        CHECK((read.measurement.bytes > 0 && read.measurement.bytes <= kSpan));
    // A block that moved on disk is found by the read of it.
    AlignedBuffer unit(4096, 4096);
    REQUIRE(file.read_at(unit.data(), unit.size(), 0) == 4096);
    REQUIRE(file.write_at(unit.data(), unit.size(), 3 * 128 * 1024) == 4096);
    w.random = false;
    w.max_bytes = 0;
    const WorkloadOutcome bad = run_workload(file, w, cancel);
    CHECK(bad.corrupt.fault == VerifyFault::Misplaced);
    CHECK(bad.corrupt.offset == 3 * 128 * 1024);
    CHECK(bad.corrupt.found_offset == 0);
}

}  // namespace

TEST_CASE("verify mode stamps every write and checks every read on every backend")
{
    SECTION("psync, one thread") { verify_round_trip(1, 1, QueueEngine::Auto, "psync"); }
    SECTION("psync, four threads") { verify_round_trip(4, 1, QueueEngine::Auto, "psync"); }
    SECTION("threads fallback, QD 8") { verify_round_trip(1, 8, QueueEngine::Threads, "threads"); }
    SECTION("the platform's asynchronous queue, QD 8")
    {
        if (!AsyncQueue::available()) {
            WARN("skipped: this build has no asynchronous queue");
            return;
        }
        verify_round_trip(1, 8, QueueEngine::Auto, "");  // io_uring or iocp
    }
#if defined(SOLIDMARK_HAVE_URING) || defined(_WIN32)
    SECTION("io_uring or IOCP, QD 8, on a drive that moves half of each request (continued as the sync path does)")
    {
        fault::arm(fault::Op::ShortCompletion, EIO, 3);
        struct Disarm {
            ~Disarm() { fault::disarm(); }
        } disarm;
        verify_round_trip(1, 8, QueueEngine::Auto, "");
    }
#endif
}

TEST_CASE("preset tests parse CrystalDiskMark names and reject bad ones")
{
    const PresetTest t = parse_preset_test("rnd4k-q32t16");
    CHECK(t.random);
    CHECK(t.block_bytes == 4096);
    CHECK(t.queue_depth == 32);
    CHECK(t.threads == 16);
    CHECK(t.name == "RND4K Q32T16");
    CHECK(parse_preset_test("SEQ1M Q8T1").block_bytes == 1024 * 1024);
    CHECK(parse_preset_test("SEQ128K-Q32T1").name == "SEQ128K Q32T1");
    CHECK(preset_tests("default").size() == 4);
    CHECK(preset_tests("nvme")[2].name == "RND4K Q32T16");
    CHECK_THROWS_AS(parse_preset_test("RND4K-Q0T1"), Error);
    CHECK_THROWS_AS(parse_preset_test("RND3B-Q1T1"), Error);     // below 512 B
    CHECK_THROWS_AS(parse_preset_test("RND1000B-Q1T1"), Error);  // not a multiple of 512 B
    CHECK_THROWS_AS(parse_preset_test("FOO"), Error);
    CHECK_THROWS_AS(preset_tests("turbo"), Error);
}

TEST_CASE("a real preset on a small file: both engines, every row measured, JSON round trip, folder removed")
{
    smtest::TempDir dir;
    for (QueueEngine engine : {QueueEngine::Auto, QueueEngine::Threads}) {
        PresetRequest req;
        req.target = dir.path();
        req.size_bytes = 32ull << 20;
        req.tests = {parse_preset_test("SEQ1M-Q8T1"), parse_preset_test("RND4K-Q32T2"),
                     parse_preset_test("RND4K-Q1T1")};
        req.passes = 2;
        req.seconds = 0.2;
        req.engine = engine;
        req.app_version = "test";
        CancelToken cancel;
        const PresetResult r = run_preset(req, cancel);
        REQUIRE(r.rows.size() == 3);
        for (const PresetRow& row : r.rows)
            for (const PresetDirection* d : {&row.read, &row.write}) {
                CHECK(d->passes.size() == 2);
                CHECK(d->reported.ios > 0);
                CHECK(d->mb_s() > 0);
                CHECK(d->mb_s() == Approx(d->reported.mib_s() * 1.048576));
                CHECK(d->reported.queue_depth == row.test.queue_depth);
            }
        if (engine == QueueEngine::Threads)
            CHECK(r.engine == "threads");
        else if (AsyncQueue::available())
#if defined(_WIN32)
            CHECK(r.engine == "iocp");
#else
            CHECK(r.engine.rfind("io_uring", 0) == 0);
#endif
        WARN("queue engine used: " << r.engine);
        const PresetResult back = result_from_json_text<PresetResult>(to_json_text(r));
        REQUIRE(back.rows.size() == 3);
        CHECK(back.rows[1].test.name == "RND4K Q32T2");
        CHECK(back.rows[1].read.mb_s() == Approx(r.rows[1].read.mb_s()));
        CHECK(back.engine == r.engine);
        CHECK(std::filesystem::is_empty(dir.path()));
    }
}

TEST_CASE("a preset aborted mid-pass stops and removes its folder")
{
    smtest::TempDir dir;
    PresetRequest req;
    req.target = dir.path();
    req.size_bytes = 32ull << 20;
    req.tests = {parse_preset_test("RND4K-Q32T1")};
    req.passes = 3;
    req.seconds = 30;
    req.app_version = "test";
    CancelToken cancel;
    int phases = 0;
    const ProgressFn progress = [&](const ProgressEvent& ev) {
        if (ev.kind == ProgressEvent::Kind::PhaseProgress && ev.phase.step == 0 && ++phases == 2)
            cancel.cancel();
    };
    const auto t0 = std::chrono::steady_clock::now();
    CHECK_THROWS_AS(run_preset(req, {cancel, progress}), Error);
    CHECK(std::chrono::steady_clock::now() - t0 < std::chrono::seconds(10));  // bounded, not timed: a hang fails
    CHECK(std::filesystem::is_empty(dir.path()));
}

TEST_CASE("mix draws follow the profile's shares within 1 point over 100,000 draws")
{
    for (const std::string& name : workload_profile_names()) {
        INFO(name);
        WorkloadProfile p = workload_profile(name);
        p.mix.offset_align = 512;
        MixPlanner plan(p.mix, 4096, 0, 1ull << 30);
        Rng rng(42);
        std::map<std::uint32_t, unsigned> sizes;
        unsigned reads = 0, sequential = 0;
        std::uint64_t last_end = 0, bad = 0, misaligned = 0;
        const unsigned n = 100000;
        for (unsigned i = 0; i < n; ++i) {
            MixPlanner::Request r;
            bad += plan.next(rng, r) ? 0 : 1;
            bad += r.offset % 512 != 0 || r.offset + r.bytes > (1ull << 30) ? 1 : 0;
            // A random request starts on a multiple of its own size (fio's blockalign default).
            misaligned += !(i > 0 && r.offset == last_end) && r.offset % r.bytes != 0 ? 1 : 0;
            ++sizes[r.bytes];
            reads += r.write ? 0 : 1;
            sequential += i > 0 && r.offset == last_end ? 1 : 0;
            last_end = r.offset + r.bytes;
        }
        CHECK(bad == 0);  // aligned and inside the span
        CHECK(misaligned == 0);
        CHECK(std::abs(100.0 * reads / n - p.mix.read_percent) < 1.0);
        for (const SizeShare& s : p.mix.sizes)
            CHECK(std::abs(100.0 * sizes[s.bytes] / n - s.percent) < 1.0);
        CHECK(std::abs(100.0 * sequential / n - (100.0 - p.mix.random_percent)) < 1.0);
    }
}

TEST_CASE("sizes below the direct-I/O alignment are rounded up, merged and noted")
{
    WorkloadProfile p = workload_profile("webserver");
    const auto notes = align_profile_sizes(p.mix, 4096);
    CHECK(notes.size() == 3);  // 512 B, 1 KiB and 2 KiB
    unsigned total = 0, four_k = 0;
    for (const SizeShare& s : p.mix.sizes) {
        CHECK(s.bytes % 4096 == 0);
        total += s.percent;
        if (s.bytes == 4096)
            four_k = s.percent;
    }
    CHECK(total == 100);
    CHECK(four_k == 22 + 15 + 8 + 23);
    CHECK(p.mix.offset_align == 4096);
    WorkloadProfile q = workload_profile("webserver");
    CHECK(align_profile_sizes(q.mix, 512).empty());
    CHECK_THROWS_AS(workload_profile("gaming"), Error);
}

TEST_CASE("a mixed workload on the simulated queue: reads and writes, every size, IOPS = QD / latency")
{
    SimQueueDevice dev;
    CancelToken cancel;
    Workload w = qd_workload(true, 8, 1, 1.0, 1ull << 30);
    w.mix = workload_profile("fileserver").mix;
    w.block_bytes = w.mix.largest(4096);
    const auto out = run_workload<SimQueueDevice, VClock>(dev, w, cancel);
    CHECK(out.error == 0);
    CHECK(out.measurement.iops() == Approx(40000).epsilon(0.05));
    CHECK(out.measurement.block_bytes == 0);  // mixed sizes
}

TEST_CASE("a real profile ramp on a small file: each step measured, JSON written, folder removed")
{
    smtest::TempDir dir;
    for (QueueEngine engine : {QueueEngine::Auto, QueueEngine::Threads}) {
        ProfileRequest req;
        req.target = dir.path();
        req.size_bytes = 32ull << 20;
        req.profile = "fileserver";
        req.queue_depths = {1, 4};
        req.seconds = 0.2;
        req.engine = engine;
        req.app_version = "test";
        CancelToken cancel;
        const ProfileResult r = run_profile(req, cancel);
        REQUIRE(r.steps.size() == 2);
        for (const ProfileStep& s : r.steps) {
            CHECK(s.m.ios > 0);
            CHECK(s.m.queue_depth == s.queue_depth);
        }
        const Json j = sm::parse_json(to_json_text(r));
        CHECK(j.at("schema").get<std::string>() == "solidmark.profile/1");
        CHECK(j.at("steps").size() == 2);
        CHECK(csv_report(r).find("fileserver,4,1,") != std::string::npos);
        CHECK(std::filesystem::is_empty(dir.path()));
    }
}

TEST_CASE("a profile aborted during a step stops and removes its folder")
{
    smtest::TempDir dir;
    ProfileRequest req;
    req.target = dir.path();
    req.size_bytes = 32ull << 20;
    req.queue_depths = {8};
    req.seconds = 30;
    req.app_version = "test";
    CancelToken cancel;
    const ProgressFn progress = [&](const ProgressEvent& ev) {
        if (ev.kind == ProgressEvent::Kind::PhaseProgress && ev.phase.step == 0)
            cancel.cancel();
    };
    CHECK_THROWS_AS(run_profile(req, {cancel, progress}), Error);
    CHECK(std::filesystem::is_empty(dir.path()));
}

TEST_CASE("a real block-size sweep: every power of two measured both ways, folder removed")
{
    smtest::TempDir dir;
    SweepRequest req;
    req.target = dir.path();
    req.size_bytes = 32ull << 20;
    req.min_block = 4096;
    req.max_block = 1u << 20;
    req.queue_depth = 4;
    req.seconds = 0.1;
    req.app_version = "test";
    CancelToken cancel;
    const SweepResult r = run_sweep(req, cancel);
    REQUIRE(r.points.size() == 9);  // 4K .. 1M
    for (std::size_t i = 0; i < r.points.size(); ++i) {
        CHECK(r.points[i].block_bytes == (4096u << i));
        CHECK(r.points[i].write.ios > 0);
        CHECK(r.points[i].read.ios > 0);
        CHECK(r.points[i].read.queue_depth == 4);
    }
    CHECK(sm::parse_json(to_json_text(r)).at("points").size() == 9);
    CHECK(std::filesystem::is_empty(dir.path()));
    req.min_block = 3000;
    CHECK_THROWS_AS(run_sweep(req, cancel), Error);
}

TEST_CASE("steady state: the window's spread and fitted slope decide")
{
    SteadyCriteria c;                                            // 5 rounds, ±10 %, slope ±5 %
    CHECK_FALSE(check_steady({100, 100, 100, 100}, c).reached);  // too few rounds
    CHECK(check_steady({500, 300, 100, 101, 99, 100, 100}, c).reached);
    CHECK(check_steady({500, 300, 100, 101, 99, 100, 100}, c).mean == Approx(100));
    // Within ±10 % but drifting down 8 % across the window: not steady.
    const SteadyCheck drift = check_steady({104, 102, 100, 98, 96}, c);
    CHECK_FALSE(drift.reached);
    CHECK(drift.slope_change == Approx(-0.08));
    // Flat on average but one round 15 % off: not steady.
    CHECK_FALSE(check_steady({100, 100, 115, 100, 100}, c).reached);
    CHECK(check_steady({100, 100, 115, 100, 100}, c).max_excursion ==
          Approx(12.0 / 103));  // mean 103, the 115 is 12 above it
}

TEST_CASE("a real steady-state run stops at the cap or when steady, folder removed")
{
    smtest::TempDir dir;
    SteadyRequest req;
    req.target = dir.path();
    req.size_bytes = 32ull << 20;
    req.test = parse_preset_test("RND4K-Q8T1");
    req.round_seconds = 0.1;
    req.max_seconds = 1.0;
    req.criteria.window = 3;
    req.app_version = "test";
    CancelToken cancel;
    const SteadyResult r = run_steady(req, cancel);
    REQUIRE(!r.rounds.empty());
    CHECK(r.rounds.size() <= 10);
    if (r.check.reached)
        CHECK(r.rounds.size() >= 3);
    for (const Measurement& m : r.rounds)
        CHECK(m.ios > 0);
    CHECK(sm::parse_json(to_json_text(r)).at("rounds").size() == r.rounds.size());
    CHECK(std::filesystem::is_empty(dir.path()));
}

TEST_CASE("a surface scan over a test file: evenly spaced points, speed and access time at each, folder removed")
{
    smtest::TempDir dir;
    SurfaceRequest req;
    req.target = dir.path();
    req.points = 8;
    req.chunk_bytes = 2ull << 20;
    req.access_reads = 4;
    req.use_device = false;
    req.file_bytes = 32ull << 20;
    req.app_version = "test";
    CancelToken cancel;
    const SurfaceResult r = run_surface(req, cancel);
    CHECK(r.span == "file");
    REQUIRE(r.points.size() == 8);
    CHECK(r.points.front().offset == 0);
    CHECK(r.points.back().offset == (32ull << 20) - (2ull << 20));
    for (std::size_t i = 0; i < r.points.size(); ++i) {
        CHECK(r.points[i].read.bytes == (2ull << 20));
        CHECK(r.points[i].access->ios == 4);
        if (i)
            CHECK(r.points[i].offset > r.points[i - 1].offset);
    }
    CHECK(r.min_mb_s() <= r.avg_mb_s());
    CHECK(r.avg_mb_s() <= r.max_mb_s());
    CHECK(std::filesystem::is_empty(dir.path()));

    SECTION("more points than MiB in the span: still distinct, page-aligned, evenly spaced")
    {
        req.points = 100;
        req.chunk_bytes = 8ull << 20;
        req.access_reads = 1;
        req.file_bytes = 16ull << 20;
        const SurfaceResult dense = run_surface(req, cancel);
        REQUIRE(dense.points.size() == 100);
        const double step = static_cast<double>((8ull << 20)) / 99;
        for (std::size_t i = 1; i < dense.points.size(); ++i) {
            CHECK(dense.points[i].offset > dense.points[i - 1].offset);
            CHECK(dense.points[i].offset % 4096 == 0);
            CHECK(std::abs(static_cast<double>(dense.points[i].offset) - step * static_cast<double>(i)) < 4096);
        }
        CHECK(dense.points.back().offset + dense.chunk_bytes <= dense.span_bytes);
    }
}
