// Sustained write (docs/methodology.md §13): the cache verdict on made-up
// sample series, the writer against a simulated drive with an SLC cache and
// a heat model in virtual time, and real runs here: a short one, an aborted
// one, and one on a volume that fills up.
#include "result/document.h"
#include "result/run_result.h"
#include "result/sustained_result.h"
#include "run/sustained.h"
#include "run/sustained_writer.h"
#include "support/results.h"
#include "support/temp_dir.h"
#include "util/error.h"
#include "util/units.h"

#include <catch2/catch.hpp>
#include <cerrno>
#include <cmath>
#include <cstring>
#include <fcntl.h>
#include <filesystem>
#include <sys/mount.h>
#include <sys/statvfs.h>
#include <unistd.h>

using namespace sm;
namespace fs = std::filesystem;

namespace {

constexpr double kMiB = 1048576.0;

// Samples every `dt` seconds at the speeds speed(t) gives (MiB/s).
template <class Speed>
std::vector<SustainedSample> series(double seconds, double dt, Speed speed)
{
    std::vector<SustainedSample> out;
    double written = 0;
    for (double t = dt; t <= seconds + 1e-9; t += dt) {
        const double v = speed(t);
        written += v * dt * kMiB;
        out.push_back({t, static_cast<std::uint64_t>(written), v, std::nullopt});
    }
    return out;
}

// Deterministic jitter in [-share, +share].
double jitter(std::uint64_t i, double share)
{
    Rng rng(i * 7919 + 1);
    return (static_cast<double>(rng.below(2001)) / 1000.0 - 1.0) * share;
}

// One clock for the single-threaded simulated runs.
std::int64_t g_virtual_ns = 0;
struct VirtualClock {
    static std::int64_t now_ns() noexcept { return g_virtual_ns; }
};

// A drive with an SLC cache: `cache_bytes` at fast_mib_s, then slow_mib_s,
// each write ±10 % jitter; it warms by 1 °C per GiB from 40 °C and, from
// `throttle_c` on, writes at half speed.
struct SlcDrive {
    std::uint64_t cache_bytes = 6ull << 30;
    double fast_mib_s = 1500, slow_mib_s = 300;
    double throttle_c = 1000;  // no throttling unless set
    std::uint64_t written = 0, writes = 0;

    double temperature_c() const { return 40 + static_cast<double>(written) / (1u << 30); }
    std::int64_t write_at(const void*, std::size_t n, std::uint64_t) noexcept
    {
        double v = written < cache_bytes ? fast_mib_s : slow_mib_s;
        if (temperature_c() >= throttle_c)
            v /= 2;
        v *= 1 + jitter(writes++, 0.10);
        g_virtual_ns += static_cast<std::int64_t>(static_cast<double>(n) / kMiB / v * 1e9);
        written += n;
        return static_cast<std::int64_t>(n);
    }
};

std::vector<SustainedSample> run_simulated(SlcDrive& drive, std::uint64_t amount)
{
    g_virtual_ns = 0;
    SequentialWriter<SlcDrive, VirtualClock> writer(drive, amount, 1u << 20, 4096, 42);
    std::vector<SustainedSample> samples;
    std::int64_t t0 = 0;
    CancelToken cancel;
    const WriteStop stop = write_sampled<VirtualClock>(
        writer, 500'000'000, cancel,
        [&](SustainedSample s) {
            s.temperature_c = drive.temperature_c();
            samples.push_back(s);
        },
        t0);
    CHECK(stop == WriteStop::Done);
    CHECK(writer.written() == amount);
    return samples;
}

}  // namespace

TEST_CASE("sustained verdict: a cache that fills is found, with its size and the speeds around it")
{
    // 1500 MiB/s for 8 s, then 400 MiB/s for 20 s, ±15 % noise.
    std::uint64_t i = 0;
    const auto s = series(28, 0.5, [&](double t) { return (t <= 8 ? 1500.0 : 400.0) * (1 + jitter(i++, 0.15)); });
    const CacheVerdict v = analyze_cache(s, 28);
    REQUIRE(v.detected);
    const double cache = static_cast<double>(s[15].written_bytes);  // written by t = 8 s
    CHECK(static_cast<double>(*v.bytes) == Approx(cache).epsilon(0.05));
    CHECK(*v.fall_t_s == Approx(8).epsilon(0.05));
    CHECK(v.before_mib_s == Approx(1500).epsilon(0.05));
    CHECK(*v.after_mib_s == Approx(400).epsilon(0.05));
    CHECK(v.min_mib_s < 400);
    CHECK(v.min_mib_s > 300);
}

TEST_CASE("sustained verdict: a steady drive, however noisy, has no cache")
{
    std::uint64_t i = 0;
    const auto s = series(30, 0.5, [&](double) { return 800.0 * (1 + jitter(i++, 0.25)); });
    const CacheVerdict v = analyze_cache(s, 30);
    CHECK_FALSE(v.detected);
    CHECK_FALSE(v.bytes);
    CHECK_FALSE(v.after_mib_s);
    CHECK(v.before_mib_s == Approx(800).epsilon(0.05));
    CHECK(v.initial_mib_s == Approx(800).epsilon(0.15));
}

TEST_CASE("sustained verdict: single slow samples and a 2-second stall are noise, not a cache")
{
    // A slow sample every 3 s, and a stall of 2 s at t = 10 s: both recover.
    const auto s = series(30, 0.5, [](double t) {
        if (t > 10 && t <= 12)
            return 100.0;
        return std::fmod(t, 3.0) < 0.25 ? 200.0 : 900.0;
    });
    CHECK_FALSE(analyze_cache(s, 30).detected);
    // The same stall lasting 4 s, to the end of the run: the rule says it stayed down.
    const auto down = series(30, 0.5, [](double t) { return t > 10 ? 100.0 : 900.0; });
    const CacheVerdict v = analyze_cache(down, 30);
    REQUIRE(v.detected);
    CHECK(*v.fall_t_s == Approx(10).epsilon(0.05));
}

TEST_CASE("sustained verdict: a fall in the last 3 s is not judged, and the slowest second folds samples")
{
    const auto s = series(10, 0.5, [](double t) { return t > 8 ? 100.0 : 1000.0; });
    CHECK_FALSE(analyze_cache(s, 10).detected);
    // Two 0.5 s samples of 100 MiB/s make the slowest second, not one.
    const auto dip = series(10, 0.5, [](double t) { return t > 4 && t <= 5 ? 100.0 : 1000.0; });
    CHECK(analyze_cache(dip, 10).min_mib_s == Approx(100));
    const auto half = series(10, 0.5, [](double t) { return t > 4 && t <= 4.5 ? 100.0 : 1000.0; });
    CHECK(analyze_cache(half, 10).min_mib_s == Approx(550));
    CHECK(analyze_cache({}, 0).min_mib_s == 0);
}

TEST_CASE("throttle warning: speed down 20 % or more at or above the warning temperature")
{
    auto s = series(20, 0.5, [](double t) { return t > 12 ? 600.0 : 1000.0; });
    for (SustainedSample& x : s)
        x.temperature_c = 50 + x.t_s * 2;  // 70 °C at 10 s, 74 °C at 12 s
    const ThrottleCheck hot = check_throttle(s, 70.0);
    REQUIRE(hot.warned);
    CHECK(*hot.at_t_s > 12);
    CHECK(*hot.drop_share == Approx(0.4).epsilon(0.05));
    CHECK_FALSE(check_throttle(s, 80.0).warned);          // slowed, but below the threshold
    CHECK_FALSE(check_throttle(s, std::nullopt).warned);  // no threshold known
    const auto steady = series(20, 0.5, [](double) { return 1000.0; });
    auto warm = steady;
    for (SustainedSample& x : warm)
        x.temperature_c = 75;
    CHECK_FALSE(check_throttle(warm, 70.0).warned);  // hot but not slower
}

TEST_CASE("suite throttle warning: a phase that slowed while the drive was at its warning temperature is named")
{
    const RunResult r = smtest::hot_suite(23);
    const std::vector<PhaseThrottle> t = suite_throttle(r);
    REQUIRE(t.size() == 1);
    CHECK(t[0].phase.test == TestId::Rand4K);
    CHECK(t[0].phase.write);
    CHECK(t[0].at_t_s >= 3);
    CHECK(t[0].drop_share == Approx(0.4).epsilon(0.05));
    CHECK_THAT(text_report(r), Catch::Contains("THROTTLING: 4K write: at "));
    CHECK_THAT(console_table(r), Catch::Contains("warning temperature of 70 °C"));
    const Json j = to_json(r);
    REQUIRE(j.at("throttle").size() == 1);
    CHECK(j.at("throttle")[0].at("test") == "4k");
    CHECK(j.at("throttle")[0].at("direction") == "write");
    // start_s survives the JSON, so a document read back gives the same warning.
    const RunResult back = read_document<RunResult>(j);
    CHECK(back.get(TestId::Rand4K, true)->start_s == Approx(20));
    CHECK(suite_throttle(back).size() == 1);

    // The same fall with no threshold, no temperature, or no start time: nothing said.
    RunResult no_threshold = r;
    no_threshold.temperature.warning_c.reset();
    CHECK(suite_throttle(no_threshold).empty());
    RunResult no_samples = r;
    no_samples.temperature.samples.clear();
    CHECK(suite_throttle(no_samples).empty());
    RunResult passes = r;
    passes.get(TestId::Rand4K, true)->start_s.reset();
    CHECK(suite_throttle(passes).empty());
    // Below the threshold (a drive that warns at 95 °C), the same fall is not throttling.
    RunResult cool = r;
    cool.temperature.warning_c = 95;
    CHECK(suite_throttle(cool).empty());
    CHECK(to_json(cool).at("throttle").empty());
}

TEST_CASE("simulated SLC drive: the cache size within 5 %, the speeds before and after it")
{
    SlcDrive drive;
    const auto samples = run_simulated(drive, 14ull << 30);
    SustainedResult r;
    r.samples = samples;
    r.written_bytes = 14ull << 30;
    r.total_s = samples.back().t_s;
    const CacheVerdict v = r.cache();
    REQUIRE(v.detected);
    CHECK(static_cast<double>(*v.bytes) == Approx(static_cast<double>(drive.cache_bytes)).epsilon(0.05));
    CHECK(v.before_mib_s == Approx(drive.fast_mib_s).epsilon(0.05));
    CHECK(*v.after_mib_s == Approx(drive.slow_mib_s).epsilon(0.05));
    // 0.5 s samples: t_s grows by about that much each, never backwards.
    for (std::size_t i = 1; i < samples.size(); ++i) {
        CHECK(samples[i].t_s > samples[i - 1].t_s);
        CHECK(samples[i].written_bytes > samples[i - 1].written_bytes);
    }
    CHECK_FALSE(r.throttle().warned);  // no threshold known

    // A drive without a cache.
    SlcDrive flat;
    flat.cache_bytes = 0;
    r.samples = run_simulated(flat, 4ull << 30);
    CHECK_FALSE(r.cache().detected);
}

TEST_CASE("simulated hot drive: halving its speed at its warning temperature gives the throttle warning")
{
    SlcDrive drive;
    drive.cache_bytes = 0;
    drive.slow_mib_s = 1000;
    drive.throttle_c = 45;  // reached after 5 GiB
    SustainedResult r;
    r.samples = run_simulated(drive, 8ull << 30);
    r.temperature.warning_c = 45;
    const ThrottleCheck t = r.throttle();
    REQUIRE(t.warned);
    CHECK(*t.drop_share == Approx(0.5).margin(0.1));
    r.temperature.warning_c = 60;  // never reached
    CHECK_FALSE(r.throttle().warned);
}

TEST_CASE("sustained amount: a share of the free space, never leaving less than 2 GiB")
{
    SustainedRequest req;
    const std::uint64_t free = 100ull << 30;
    CHECK(sustained_amount(req, free) == static_cast<std::uint64_t>(free * 0.85) / MiB * MiB);
    CHECK(sustained_amount(req, 4ull << 30) == 2ull << 30);  // 85 % would leave 0.6 GiB
    req.amount_bytes = 64ull << 20;
    CHECK(sustained_amount(req, 4ull << 30) == 64ull << 20);
    req.amount_bytes = 3ull << 30;
    CHECK_THROWS_AS(sustained_amount(req, 4ull << 30), Error);
    req.amount_bytes = 0;
    CHECK_THROWS_AS(sustained_amount(req, 2ull << 30), Error);
    req.block_bytes = 3 * 4096;
    CHECK(sustained_amount(req, 3ull << 30) % req.block_bytes == 0);
    req.block_bytes = 1000;
    CHECK_THROWS_AS(req.validate(), Error);
}

TEST_CASE("a short real sustained write: every byte, samples, a flush, the temperature or why not, nothing left")
{
    smtest::TempDir dir;
    SustainedRequest req;
    req.target = dir.path();
    req.amount_bytes = 64ull << 20;
    req.sample_ms = 100;
    int progress = 0;
    const SustainedResult r = run_sustained(req, {CancelToken{}, [&](const ProgressEvent& ev) {
                                                      if (ev.kind == ProgressEvent::Kind::PhaseProgress) {
                                                          ++progress;
                                                          CHECK(ev.interval);
                                                      }
                                                  }});
    CHECK(r.written_bytes == 64ull << 20);
    CHECK(r.amount_bytes == 64ull << 20);
    REQUIRE_FALSE(r.samples.empty());
    CHECK(r.samples.back().written_bytes == r.written_bytes);
    CHECK(progress == static_cast<int>(r.samples.size()));
    CHECK(r.total_s >= r.samples.back().t_s);
    CHECK(r.flush_s >= 0);
    CHECK_FALSE(r.partial);
    CHECK(r.engine == "psync");
    if (r.temperature.source.empty())
        CHECK_FALSE(r.temperature.reason.empty());  // "no hwmon sensor for vda" here
    CHECK(smtest::solidmark_folders(dir.path()).empty());
    const Json doc = to_json(r);
    CHECK(doc.at("temperature").contains("reason"));
    CHECK(dump_json(kind_of<SustainedResult>().normalize(doc)) == dump_json(doc));

    req.queue_depth = 8;
    req.block_bytes = 128 << 10;
    const SustainedResult q = run_sustained(req, CancelToken{});
    CHECK(q.written_bytes == 64ull << 20);
    CHECK_FALSE(q.engine.empty());  // io_uring here; threads-less psync where there is no queue
    CHECK(smtest::solidmark_folders(dir.path()).empty());
}

TEST_CASE("an aborted sustained write ends at once and removes its file")
{
    smtest::TempDir dir;
    SustainedRequest req;
    req.target = dir.path();
    req.amount_bytes = 1ull << 30;
    req.sample_ms = 100;
    CancelToken cancel;
    CHECK_THROWS_MATCHES(run_sustained(req,
                                       {cancel,
                                        [&](const ProgressEvent& ev) {
                                            if (ev.kind == ProgressEvent::Kind::PhaseProgress)
                                                cancel.cancel();
                                        }}),
                         Error,
                         Catch::Predicate<Error>([](const Error& e) { return e.kind() == ErrorKind::Cancelled; }));
    CHECK(fs::is_empty(dir.path()));
}

TEST_CASE("a disk that fills during a sustained write: a clear error and the samples kept as a partial result")
{
    smtest::TempDir dir;
    const fs::path mnt = dir.path() / "mnt";
    fs::create_directory(mnt);
    if (::geteuid() != 0) {
        WARN("skipped: not running as root (mount needs it)");
        return;
    }
    // 2 GiB is always left free, so the volume is a little larger than that.
    if (::mount("solidmark-test", mnt.c_str(), "tmpfs", 0, "size=2150m") != 0) {
        WARN("skipped: mount -t tmpfs failed: " << std::strerror(errno));
        return;
    }
    struct Unmount {
        fs::path p;
        ~Unmount() { ::umount2(p.c_str(), MNT_DETACH); }
    } unmount{mnt};
    SustainedRequest req;
    req.target = mnt;
    req.amount_bytes = 64ull << 20;
    req.sample_ms = 100;
    req.allow_buffered = true;  // tmpfs before Linux 6.6 has no direct I/O
    // Once the writes begin, another writer takes all but 24 MiB.
    const auto fill = [&] {
        struct statvfs v { };
        ::statvfs(mnt.c_str(), &v);
        std::uint64_t free = static_cast<std::uint64_t>(v.f_bavail) * v.f_frsize;
        const int fd = ::open((mnt / "filler.bin").c_str(), O_WRONLY | O_CREAT | O_APPEND, 0600);
        std::vector<char> chunk(1 << 20, 'x');
        while (free > (24u << 20) && ::write(fd, chunk.data(), chunk.size()) > 0)
            free -= chunk.size();
        ::close(fd);
    };
    try {
        run_sustained(req, {CancelToken{}, [&](const ProgressEvent& ev) {
                                if (ev.kind == ProgressEvent::Kind::PhaseStarted)
                                    fill();
                            }});
        FAIL("the run did not stop at the full disk");
    } catch (const PartialResult& p) {
        CHECK(p.kind() == ErrorKind::NoSpace);
        CHECK(std::string(p.what()).find("The disk became full") != std::string::npos);
        const SustainedResult r = read_document<SustainedResult>(p.document());
        CHECK(r.partial);
        CHECK(r.partial_reason == p.what());
        REQUIRE_FALSE(r.samples.empty());
        CHECK(r.written_bytes > 0);
        CHECK(r.written_bytes < req.amount_bytes);
        CHECK(p.document().at("partial").get<bool>());
    }
    std::vector<std::string> left;
    for (const auto& e : fs::directory_iterator(mnt))
        if (e.path().filename() != "filler.bin")
            left.push_back(e.path().filename().string());
    CHECK(left.empty());
}
