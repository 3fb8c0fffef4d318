// The measurement math against a simulated device whose per-I/O latency is
// known exactly. Time is virtual: each thread has its own clock that the
// device advances by the latency of every I/O, so results are exact and
// independent of how busy this machine is.
#include "engine/workload.h"

#include <catch2/catch.hpp>
#include <cerrno>
#include <functional>
#include <memory>
#include <mutex>
#include <set>
#include <thread>
#include <unordered_map>

using namespace sm;

namespace {

thread_local std::int64_t t_now_ns = 0;
thread_local bool t_clock_started = false;

struct SimClock {
    static std::int64_t now_ns() noexcept
    {
        if (!t_clock_started) {  // every thread starts at virtual time 0
            t_now_ns = 0;
            t_clock_started = true;
        }
        return t_now_ns;
    }
    static void advance(std::int64_t ns) noexcept
    {
        now_ns();
        t_now_ns += ns;
    }
    static void reset() noexcept { t_clock_started = false; }
};

struct SimDevice {
    std::uint64_t size = 64ull << 20;
    std::function<std::int64_t(std::uint64_t io_index, std::uint64_t offset)> latency_ns = [](auto, auto) {
        return 200'000;
    };
    std::int64_t flush_ns = 0;
    std::uint64_t fail_at_io = UINT64_MAX;  // inject an error at this I/O
    int fail_errno = EIO;
    std::function<void(std::uint64_t)> on_io;  // e.g. cancel after N I/Os

    std::atomic<std::uint64_t> ios{0};
    std::atomic<int> flushes{0};
    std::mutex mutex;
    std::unordered_map<std::thread::id, std::pair<std::uint64_t, std::uint64_t>> ranges;  // min, max offset
    std::atomic<std::uint64_t> misaligned{0};
    std::atomic<std::uint64_t> buffer_misaligned{0};  // buffers not on a 4 KiB boundary

    std::int64_t io(std::size_t n, std::uint64_t off)
    {
        const std::uint64_t i = ios.fetch_add(1);
        if (on_io)
            on_io(i);
        if (off % n != 0)
            misaligned.fetch_add(1);
        {
            std::lock_guard lock(mutex);
            auto [it, fresh] = ranges.try_emplace(std::this_thread::get_id(), off, off + n);
            if (!fresh) {
                it->second.first = std::min(it->second.first, off);
                it->second.second = std::max(it->second.second, off + n);
            }
        }
        SimClock::advance(latency_ns(i, off));
        if (i == fail_at_io)
            return -fail_errno;
        if (off + n > size)
            return 0;
        return static_cast<std::int64_t>(n);
    }
    void check_buffer(const void* p) noexcept
    {
        if (reinterpret_cast<std::uintptr_t>(p) % 4096 != 0)
            buffer_misaligned.fetch_add(1);
    }
    std::int64_t read_at(void* p, std::size_t n, std::uint64_t off) noexcept { return check_buffer(p), io(n, off); }
    std::int64_t write_at(const void* p, std::size_t n, std::uint64_t off) noexcept
    {
        return check_buffer(p), io(n, off);
    }
    int flush() noexcept
    {
        flushes.fetch_add(1);
        SimClock::advance(flush_ns);
        return 0;
    }
};

Workload random_4k(unsigned threads, double seconds, std::uint64_t span, std::uint64_t max_bytes = 0)
{
    Workload w;
    w.direction = Direction::Read;
    w.block_bytes = 4096;
    w.random = true;
    w.threads = threads;
    w.span_end = span;
    w.max_bytes = max_bytes;
    w.max_seconds = seconds;
    return w;
}

}  // namespace

TEST_CASE("QD1 at 200 us per I/O measures 5,000 IOPS (within 3 %)")
{
    SimClock::reset();
    SimDevice dev;
    dev.size = 1ull << 40;
    CancelToken cancel;
    const auto out = run_workload<SimDevice, SimClock>(dev, random_4k(1, 5.0, dev.size), cancel);
    const Measurement& m = out.measurement;
    CHECK(out.error == 0);
    CHECK(m.iops() == Approx(5000).epsilon(0.03));
    CHECK(m.ios == 25000);  // exactly: the 25,001st I/O ends after the window
    CHECK(m.elapsed_s == Approx(5.0));
    CHECK(m.mib_s() == Approx(5000.0 * 4096 / 1048576).epsilon(0.03));
    CHECK(m.latency.mean_us == Approx(200).epsilon(0.001));
    CHECK(m.latency.p50_us == Approx(200).epsilon(0.004));
    CHECK(m.latency.p999_us == Approx(200).epsilon(0.004));
    CHECK(m.bytes == m.ios * 4096);
    CHECK(dev.buffer_misaligned == 0);  // Workload::alignment 4096: every buffer on a page boundary
}

TEST_CASE("64 threads from one barrier give 64x the IOPS (within 5 %), each in its own slice")
{
    SimDevice dev;
    dev.size = 1ull << 40;
    CancelToken cancel;
    const std::uint64_t span = 64ull << 30;
    const auto out = run_workload<SimDevice, SimClock>(dev, random_4k(64, 1.0, span), cancel);
    const Measurement& m = out.measurement;
    CHECK(m.threads == 64);
    CHECK(m.iops() == Approx(64 * 5000).epsilon(0.05));
    CHECK(m.ios == 64 * 5000);
    CHECK(m.latency.p99_us == Approx(200).epsilon(0.004));
    REQUIRE(dev.ranges.size() == 64);
    // Thread i owns slice i: the 64 ranges are disjoint and inside their slices.
    const std::uint64_t slice = span / 64;
    std::vector<bool> used(64, false);
    for (const auto& [id, r] : dev.ranges) {
        const std::uint64_t k = r.first / slice;
        CHECK(r.second <= (k + 1) * slice);
        CHECK_FALSE(used[k]);
        used[k] = true;
    }
    CHECK(dev.misaligned == 0);
}

TEST_CASE("a byte bound ends the phase before the time bound - elapsed is the last completion")
{
    SimClock::reset();
    SimDevice dev;
    CancelToken cancel;
    // 64 MiB / 4 KiB = 16,384 I/Os x 200 us = 3.2768 s < 5 s.
    const auto out = run_workload<SimDevice, SimClock>(dev, random_4k(1, 5.0, 64ull << 20, 64ull << 20), cancel);
    CHECK(out.measurement.ios == 16384);
    CHECK(out.measurement.elapsed_s == Approx(3.2768));
    CHECK(out.measurement.iops() == Approx(5000));
}

TEST_CASE("sequential writes cover the span once, in order, and the flush is inside the window")
{
    SimClock::reset();
    SimDevice dev;
    dev.size = 68ull << 20;
    dev.latency_ns = [](auto, auto) { return 10'000'000; };  // 10 ms per 16 MiB
    dev.flush_ns = 5'000'000;
    CancelToken cancel;
    Workload w;
    w.direction = Direction::Write;
    w.block_bytes = 16u << 20;
    w.random = false;
    w.span_end = (64ull << 20) + (4ull << 20);  // last block is partial (4 MiB)
    w.max_bytes = w.span_end;
    w.max_seconds = 60;
    const auto out = run_workload<SimDevice, SimClock>(dev, w, cancel);
    const Measurement& m = out.measurement;
    CHECK(out.error == 0);
    CHECK(m.ios == 5);
    CHECK(m.bytes == w.span_end);
    CHECK(dev.flushes == 1);
    CHECK(m.flush_s == Approx(0.005));
    CHECK(m.elapsed_s == Approx(0.055));  // 5 x 10 ms + 5 ms flush
    CHECK(m.mib_s() == Approx(68.0 / 0.055));
}

TEST_CASE("latency percentiles follow a known mixed distribution")
{
    SimClock::reset();
    SimDevice dev;
    dev.size = 1ull << 40;
    // 98 % of I/Os take 100 us, 2 % take 1 ms.
    dev.latency_ns = [](std::uint64_t i, auto) { return i % 50 < 49 ? 100'000 : 1'000'000; };
    CancelToken cancel;
    const auto out = run_workload<SimDevice, SimClock>(dev, random_4k(1, 2.0, dev.size), cancel);
    const LatencyStats& s = out.measurement.latency;
    CHECK(s.min_us == Approx(100));
    CHECK(s.max_us == Approx(1000));
    CHECK(s.p50_us == Approx(100).epsilon(0.004));
    CHECK(s.p90_us == Approx(100).epsilon(0.004));
    CHECK(s.p99_us == Approx(1000).epsilon(0.004));
    CHECK(s.mean_us == Approx(0.98 * 100 + 0.02 * 1000).epsilon(0.01));
}

TEST_CASE("an I/O error stops all threads and names the failing offset")
{
    SimDevice dev;
    dev.size = 1ull << 40;
    dev.fail_at_io = 1000;
    CancelToken cancel;
    const auto out = run_workload<SimDevice, SimClock>(dev, random_4k(8, 10.0, 1ull << 30), cancel);
    CHECK(out.error == EIO);
    CHECK(out.error_offset % 4096 == 0);
    // Without the stop, 8 threads would run the 10 s window: 8 x 50,000 I/Os.
    // How many finish before the others see the flag depends on scheduling,
    // so only "far fewer than a full run" is asserted.
    CHECK(dev.ios < 8 * 50000 / 10);
}

TEST_CASE("cancellation stops the loop at the next I/O")
{
    SimClock::reset();
    SimDevice dev;
    dev.size = 1ull << 40;
    CancelToken cancel;
    dev.on_io = [&](std::uint64_t i) {
        if (i == 500)
            cancel.cancel();
    };
    const auto out = run_workload<SimDevice, SimClock>(dev, random_4k(1, 100.0, dev.size), cancel);
    CHECK(out.cancelled);
    CHECK(dev.ios == 501);
}

TEST_CASE("an I/O that completes after the deadline is not counted")
{
    SimClock::reset();
    SimDevice dev;
    dev.size = 1ull << 40;
    dev.latency_ns = [](auto, auto) { return 300'000'000; };  // 300 ms each, 1 s window
    CancelToken cancel;
    const auto out = run_workload<SimDevice, SimClock>(dev, random_4k(1, 1.0, dev.size), cancel);
    CHECK(out.measurement.ios == 3);  // 0.3, 0.6, 0.9 s; the 4th ends at 1.2 s
    CHECK(out.measurement.elapsed_s == Approx(1.0));
    CHECK(dev.ios == 4);
}

TEST_CASE("a drive slower than the window: what was in flight at the deadline counts, not nothing")
{
    SimClock::reset();
    SimDevice dev;
    dev.size = 1ull << 40;
    dev.latency_ns = [](auto, auto) { return 300'000'000; };  // 300 ms each, 0.1 s window
    CancelToken cancel;
    SECTION("one thread")
    {
        const auto out = run_workload<SimDevice, SimClock>(dev, random_4k(1, 0.1, dev.size), cancel);
        CHECK(out.error == 0);
        CHECK(out.measurement.ios == 1);
        CHECK(out.measurement.elapsed_s == Approx(0.3));  // the window ends at the last completion
        CHECK(out.measurement.latency.mean_us == Approx(300'000).epsilon(0.004));
        CHECK(dev.ios == 1);  // nothing issued after the deadline
    }
    SECTION("four threads: all four count, so the IOPS are 4 / 0.3 s and not 1 / 0.3 s")
    {
        const auto out = run_workload<SimDevice, SimClock>(dev, random_4k(4, 0.1, dev.size), cancel);
        CHECK(out.error == 0);
        CHECK(out.measurement.ios == 4);
        CHECK(out.measurement.iops() == Approx(4 / 0.3));
        CHECK(dev.ios == 4);
    }
    SECTION("once one I/O counted inside the window, later ones are dropped as before")
    {
        dev.latency_ns = [](std::uint64_t i, auto) { return i == 0 ? 50'000'000 : 300'000'000; };
        const auto out = run_workload<SimDevice, SimClock>(dev, random_4k(1, 0.1, dev.size), cancel);
        CHECK(out.measurement.ios == 1);
        CHECK(out.measurement.elapsed_s == Approx(0.1));
        CHECK(dev.ios == 2);
    }
}

namespace {
// A per-thread CPU clock the simulated device advances: 30 us of "CPU" per I/O.
thread_local double t_fake_cpu_s = 0;
double fake_thread_cpu() noexcept { return t_fake_cpu_s; }
}  // namespace

TEST_CASE("CPU time is summed over the I/O threads' own clocks, from their start to their last I/O")
{
    SimClock::reset();
    SimDevice dev;
    dev.size = 1ull << 30;
    dev.on_io = [](std::uint64_t) { t_fake_cpu_s += 30e-6; };
    t_fake_cpu_s = 5.0;  // this thread's earlier CPU must not count
    CancelToken cancel;
    const auto out =
        run_workload<SimDevice, SimClock>(dev, random_4k(4, 1.0, dev.size), cancel, nullptr, &fake_thread_cpu);
    const Measurement& m = out.measurement;
    REQUIRE(m.ios > 0);
    // Every thread stops at the I/O that ends past the deadline: it was
    // issued (and its CPU spent) but is not counted, one per thread.
    CHECK(m.cpu_s == Approx(static_cast<double>(m.ios + 4) * 30e-6).epsilon(1e-9));
    CHECK(m.cpu_us_per_io() == Approx(30.0 * static_cast<double>(m.ios + 4) / static_cast<double>(m.ios)));
}

namespace {
// A target that can hand out per-thread handles; each handle records the
// threads that used it.
struct ReopenableDevice {
    std::shared_ptr<std::atomic<int>> handles = std::make_shared<std::atomic<int>>(1);
    int id = 0;
    bool open = true;
    std::shared_ptr<std::mutex> mutex = std::make_shared<std::mutex>();
    std::shared_ptr<std::unordered_map<int, std::set<std::thread::id>>> users =
        std::make_shared<std::unordered_map<int, std::set<std::thread::id>>>();
    bool fail_reopen = false;

    ReopenableDevice try_reopen() const noexcept
    {
        ReopenableDevice d = *this;
        d.id = handles->fetch_add(1);
        d.open = !fail_reopen;
        return d;
    }
    bool is_open() const noexcept { return open; }
    std::int64_t io(std::size_t n)
    {
        SimClock::advance(100'000);
        std::lock_guard lock(*mutex);
        (*users)[id].insert(std::this_thread::get_id());
        return static_cast<std::int64_t>(n);
    }
    std::int64_t read_at(void*, std::size_t n, std::uint64_t) noexcept { return io(n); }
    std::int64_t write_at(const void*, std::size_t n, std::uint64_t) noexcept { return io(n); }
    int flush() noexcept { return 0; }
};
}  // namespace

TEST_CASE("several threads each use their own handle, one thread, or a failed reopen, uses the caller's")
{
    CancelToken cancel;
    SECTION("8 threads: 8 handles, one thread each, the caller's unused")
    {
        SimClock::reset();
        ReopenableDevice dev;
        run_workload<ReopenableDevice, SimClock>(dev, random_4k(8, 0.05, 64ull << 20), cancel);
        CHECK(dev.users->size() == 8);
        CHECK(dev.users->count(0) == 0);
        for (const auto& [id, threads] : *dev.users)
            CHECK(threads.size() == 1);
    }
    SECTION("1 thread: the caller's handle")
    {
        SimClock::reset();
        ReopenableDevice dev;
        run_workload<ReopenableDevice, SimClock>(dev, random_4k(1, 0.05, 64ull << 20), cancel);
        CHECK(dev.users->size() == 1);
        CHECK(dev.users->count(0) == 1);
    }
    SECTION("reopen fails: every thread shares the caller's handle")
    {
        SimClock::reset();
        ReopenableDevice dev;
        dev.fail_reopen = true;
        run_workload<ReopenableDevice, SimClock>(dev, random_4k(4, 0.05, 64ull << 20), cancel);
        CHECK(dev.users->size() == 1);
        CHECK(dev.users->at(0).size() == 4);
    }
}

TEST_CASE("engine threads run every index once on their own stack, and join")
{
    OsThreads pool;
    std::atomic<unsigned> sum{0}, calls{0};
    auto fn = [&](unsigned i) {
        volatile char deep[64 * 1024];  // well inside the engine's stack size
        deep[i % sizeof deep] = 1;
        sum += i;
        ++calls;
    };
    REQUIRE(pool.start(64, engine::kWorkerStackBytes, fn) == 64);
    pool.join();
    CHECK(calls == 64);
    CHECK(sum == 64 * 63 / 2);
    CHECK(pool.error() == 0);
}

TEST_CASE("a depth-1 queue does the I/O at submit and reports it at wait")
{
    SimClock::reset();
    SimDevice dev;
    SyncQueue<SimDevice> q(dev, 4096, 4096);
    CHECK(q.ok());
    CHECK(q.engine() == "psync");
    q.prep(0, false, 4096, 8192);
    CHECK(dev.ios == 0);
    REQUIRE(q.submit() == 0);
    CHECK(dev.ios == 1);
    unsigned slot = 99;
    std::int64_t res = 0;
    CHECK(q.wait([&](unsigned s, std::int64_t r) { slot = s, res = r; }) == 1);
    CHECK(slot == 0);
    CHECK(res == 4096);
    dev.fail_at_io = 1;
    q.prep(0, true, 4096, 0);
    q.submit();
    q.wait([&](unsigned, std::int64_t r) { res = r; });
    CHECK(res == -EIO);  // a failed I/O is a completion with -errno
}
