// Full drives and rested drives (docs/methodology.md §2 "Filling the volume"
// and §13 "Cache recovery"): the --fill levels as given, the ballast planner
// on made-up volumes, the recovery verdict against a simulated drive that
// follows QEMU's leaky bucket in virtual time, and real fills of a small
// tmpfs (root only): the used share statvfs sees before and while the phases
// run, a series, a disk taken by another writer in the middle of the ballast.
#include "io/fault.h"
#include "result/fill.h"
#include "result/compare.h"
#include "result/sustained_result.h"
#include "run/fill.h"
#include "run/runner.h"
#include "run/sustained.h"
#include "run/sustained_writer.h"
#include "run/test_area.h"
#include "support/filled_runs.h"
#include "support/small_tmpfs.h"
#include "support/temp_dir.h"
#include "util/error.h"
#include "util/limits.h"
#include "util/units.h"

#include <algorithm>
#include <catch2/catch.hpp>
#include <cerrno>
#include <cmath>
#include <cstring>
#include <filesystem>
#include <fmt/format.h>
#include <sys/mount.h>
#include <unistd.h>

using namespace sm;
namespace fs = std::filesystem;

namespace {

// A volume of `total` with `used` taken, ext4's 5 % kept for root when asked.
VolumeSpace made_up_volume(std::uint64_t total, std::uint64_t used, bool root_reserve = false)
{
    VolumeSpace v;
    v.total_bytes = total;
    v.free_bytes = total - used;
    const std::uint64_t reserve = root_reserve ? total / 20 : 0;
    v.available_bytes = v.free_bytes > reserve ? v.free_bytes - reserve : 0;
    return v;
}

// The suite's plan: a 1 GiB test file reserved up front, whatever the free space.
AreaPlan suite_plan(std::uint64_t)
{
    AreaPlan p;
    p.file_bytes = GiB;
    return p;
}

// The sustained write's plan at its defaults (85 % of the free space, 2 GiB kept).
AreaPlan sustained_plan(std::uint64_t free)
{
    SustainedRequest req;
    return req.plan(free);
}

}  // namespace

TEST_CASE("fill levels: shares, sizes, a series, and out of range, falling and mixed lists refused")
{
    auto l = parse_fill_levels("80%");
    REQUIRE(l.size() == 1);
    CHECK_FALSE(l[0].is_size);
    CHECK(l[0].percent == 80);
    l = parse_fill_levels("0,25,50,75%");
    REQUIRE(l.size() == 4);
    CHECK(l[3].percent == 75);
    CHECK(fill_levels_text(l) == "0,25,50,75%");
    l = parse_fill_levels("100GiB,200GiB");
    REQUIRE(l.size() == 2);
    CHECK(l[1].is_size);
    CHECK(l[1].bytes == 200 * GiB);
    CHECK(level_percent(l[0], made_up_volume(1000 * GiB, 0)) == Approx(10));
    for (const char* bad : {"96%", "-5%", "50,25%", "25,25%", "", "10%,20GiB", "80", "0,,50%", "abc%"}) {
        INFO(bad);
        CHECK_THROWS_AS(parse_fill_levels(bad), Error);
    }
    CHECK_THROWS_WITH(parse_fill_levels("96%"), Catch::Contains("from 0 to 95 %"));
    CHECK_THROWS_WITH(parse_fill_levels("50,25%"), Catch::Contains("must increase"));
    // A size that is more than 95 % of the volume it lands on.
    CHECK_THROWS_WITH(level_percent(parse_fill_levels("990GiB")[0], made_up_volume(1000 * GiB, 0)),
                      Catch::Contains("at most 95 %"));
}

TEST_CASE("ballast planner: the level counts the reserved test file and leaves the benchmark its space")
{
    const VolumeSpace v = made_up_volume(100 * GiB, 10 * GiB);
    const FillPlan f = plan_fill(v, 80, suite_plan, "/mnt/x");
    CHECK(f.target_used_bytes == 80 * GiB);
    CHECK(f.ballast_bytes == 69 * GiB);  // 80 - 10 used - the 1 GiB test file
    CHECK(f.free_at_level == 20 * GiB);
    CHECK(f.area.file_bytes == GiB);
    // A volume already fuller than the level: no ballast, it runs as found.
    const FillPlan as_found = plan_fill(made_up_volume(100 * GiB, 50 * GiB), 25, suite_plan, "/mnt/x");
    CHECK(as_found.ballast_bytes == 0);
    CHECK(as_found.free_at_level == 50 * GiB);
    // A file that grows as it writes (sustained) is planned with the space at the level.
    const FillPlan sus = plan_fill(v, 50, sustained_plan, "/mnt/x");
    CHECK(sus.ballast_bytes == 40 * GiB);
    CHECK(sus.free_at_level == 50 * GiB);
    CHECK(sus.area.file_bytes == sustained_amount(SustainedRequest{}, 50 * GiB));
    CHECK_FALSE(sus.area.preallocate);
    // ext4's root reserve: used counts as df counts it, and what is left is what a user may write.
    const FillPlan reserved = plan_fill(made_up_volume(100 * GiB, 10 * GiB, true), 80, suite_plan, "/mnt/x");
    CHECK(reserved.ballast_bytes == 69 * GiB);
    CHECK(reserved.free_at_level == 15 * GiB);
}

TEST_CASE("ballast planner: a fill that leaves too little is refused with the largest that fits")
{
    // 10 GiB: a sustained write keeps 2 GiB free and writes at least 16 MiB.
    const VolumeSpace v = made_up_volume(10 * GiB, GiB);
    // At 80 %, 2 GiB would be left: too little. 79 % leaves 2.1 GiB: fits.
    CHECK(largest_fill(v, sustained_plan, "/mnt/x") == 79);
    try {
        plan_fill(v, 90, sustained_plan, "/mnt/x");
        FAIL("a 90 % fill was accepted");
    } catch (const Error& e) {
        CHECK(e.kind() == ErrorKind::NoSpace);
        CHECK_THAT(e.what(),
                   Catch::Contains("The largest fill that fits is 79 %") && Catch::Contains("/mnt/x") &&
                       Catch::Contains("Nothing was written"));
    }
    // The suite needs only its headroom beyond the file it counts in the level.
    CHECK(largest_fill(v, suite_plan, "/mnt/x") == 95);
    // A nearly full volume: nothing fits, and it says so.
    const VolumeSpace full = made_up_volume(10 * GiB, 10 * GiB - 32 * MiB);
    CHECK(largest_fill(full, suite_plan, "/mnt/x") == -1);
    CHECK_THROWS_WITH(plan_fill(full, 50, suite_plan, "/mnt/x"), Catch::Contains("No fill fits"));
    // A read-only volume is refused before anything else.
    VolumeSpace ro = v;
    ro.read_only = true;
    try {
        plan_fill(ro, 10, suite_plan, "/mnt/x");
        FAIL("a read-only volume was accepted");
    } catch (const Error& e) {
        CHECK(e.kind() == ErrorKind::NotWritable);
        CHECK_THAT(e.what(), Catch::Contains("read-only"));
    }
}

TEST_CASE("fill words: the header's sentence, and a fuller volume than asked says so")
{
    FillRecord f;
    f.target_pct = 80;
    f.used_pct_before = 31.2;
    f.used_pct_during = 80.04;
    f.ballast_bytes = 5 * GiB;
    f.seconds = 12.34;
    CHECK(fill_phrase(f) == "80 % full during the run");
    ResultHeader h;
    h.fill = f;
    CHECK(fill_line(h) ==
          "Fill: 80 % full during the run (5.00 GiB of ballast, written untimed in 12.3 s; 31 % "
          "full before)\n");
    f.used_pct_during = 86;
    CHECK(fill_phrase(f) == "86 % full during the run (80 % asked; it was fuller already)");
    f.used_pct_during = 5.43;
    f.target_pct = 0;
    CHECK(fill_phrase(f) == "5.4 % full during the run (0 % asked; it was fuller already)");
}

namespace {

constexpr double kMiBd = 1048576.0;

std::int64_t g_bucket_ns = 0;
struct BucketClock {
    static std::int64_t now_ns() noexcept { return g_bucket_ns; }
};

// A drive throttled as QEMU throttles one with bps-write, bps-write-max and
// bps-write-max-length (util/throttle.c, throttle_compute_wait): the bucket
// leaks at avg; a write waits while the level is above max × length (then
// at avg) or the burst bucket above max / 10 (then at max); each write adds
// its bytes to both. The transfer itself takes no time.
struct BucketDrive {
    double avg = 16 * kMiBd, max = 64 * kMiBd, length_s = 2;
    double level = 0, burst = 0;
    std::int64_t last_ns = 0;

    void leak()
    {
        const double dt = static_cast<double>(g_bucket_ns - last_ns) / 1e9;
        last_ns = g_bucket_ns;
        level = std::max(level - avg * dt, 0.0);
        burst = std::max(burst - max * dt, 0.0);
    }
    std::int64_t write_at(const void*, std::size_t n, std::uint64_t) noexcept
    {
        for (;;) {
            leak();
            double wait = 0;
            if (level > max * length_s)
                wait = (level - max * length_s) / avg;
            else if (burst > max / 10)
                wait = (burst - max / 10) / max;
            if (wait <= 0)
                break;
            g_bucket_ns += static_cast<std::int64_t>(std::ceil(wait * 1e9));
        }
        level += static_cast<double>(n);
        burst += static_cast<double>(n);
        return static_cast<std::int64_t>(n);
    }
    // What a rest of `idle_s` after the bucket was full lets through before
    // the drive slows to avg: the level drained by the rest, refilled by the
    // burst bucket's max / 10 at once, then by writes at max less the leak.
    double truth_bytes(double idle_s) const
    {
        const double drained = std::min(avg * idle_s, max * length_s), spike = max / 10;
        return drained <= spike ? drained : (max * drained - spike * avg) / (max - avg);
    }
};

template <class Enough>
std::vector<SustainedSample> write_until(BucketDrive& drive, Enough enough)
{
    SequentialWriter<BucketDrive, BucketClock> writer(drive, 8 * GiB, 1u << 20, 4096, 7);
    std::vector<SustainedSample> samples;
    std::int64_t t0 = 0;
    CancelToken cancel;
    write_sampled<BucketClock>(
        writer, 200'000'000, cancel,
        [&](SustainedSample s) {
            samples.push_back(s);
            return !enough(samples);
        },
        t0);
    return samples;
}

}  // namespace

TEST_CASE("recovery verdict: after each rest, what the leaky bucket lets through at the cache's speed, within 5 %")
{
    BucketDrive drive;
    g_bucket_ns = 0;
    const auto first = write_until(drive, [](const auto& s) { return analyze_cache(s, 0).detected; });
    const CacheVerdict cache = analyze_cache(first, 0);
    REQUIRE(cache.detected);
    // The whole cache: max² × length / (max - avg) = 170.7 MiB.
    CHECK(static_cast<double>(*cache.bytes) == Approx(drive.truth_bytes(1e9)).epsilon(0.05));
    for (double rest : {0.5, 1.0, 2.0, 4.0, 20.0}) {
        INFO("rest " << rest << " s");
        g_bucket_ns += static_cast<std::int64_t>(rest * 1e9);
        const auto after = write_until(drive, [&](const auto& s) { return analyze_recovery(s, cache).fell; });
        const RecoveryVerdict v = analyze_recovery(after, cache);
        CHECK(v.fell);
        // Under one sample's worth (8.5 MiB, most of it the burst bucket's
        // spike, which takes no time) the mixture of two speeds is coarser.
        const double within = drive.truth_bytes(rest) < 0.2 * drive.max ? 0.30 : 0.05;
        CHECK(static_cast<double>(v.recovered_bytes) == Approx(drive.truth_bytes(rest)).epsilon(within));
        if (rest >= 20) {  // a whole cache: the burst bucket's spike at the start hardly counts
            REQUIRE(v.cache_mib_s);
            CHECK(*v.cache_mib_s == Approx(64).epsilon(0.05));
        }
        REQUIRE(v.after_mib_s);
        CHECK(*v.after_mib_s == Approx(16).epsilon(0.05));
    }
}

TEST_CASE("recovery verdict: no rest gives nothing back, no cache judges nothing, a drive that never slows is a floor")
{
    BucketDrive drive;
    g_bucket_ns = 0;
    const auto first = write_until(drive, [](const auto& s) { return analyze_cache(s, 0).detected; });
    const CacheVerdict cache = analyze_cache(first, 0);
    REQUIRE(cache.detected);
    const auto again = write_until(drive, [&](const auto& s) { return analyze_recovery(s, cache).fell; });
    const RecoveryVerdict none = analyze_recovery(again, cache);
    CHECK(none.fell);
    CHECK(static_cast<double>(none.recovered_bytes) < 2 * kMiBd);
    // Without a cache in the first write there is nothing to judge.
    CHECK_FALSE(analyze_recovery(again, CacheVerdict{}).fell);
    CHECK(analyze_recovery(again, CacheVerdict{}).recovered_bytes == 0);
    // A write that stays at the cache's speed throughout has not fallen: all of it counts, as a floor.
    std::vector<SustainedSample> fast;
    for (int i = 1; i <= 10; ++i)
        fast.push_back({0.2 * i, static_cast<std::uint64_t>(64 * kMiBd * 0.2 * i), 64, std::nullopt});
    const RecoveryVerdict floor = analyze_recovery(fast, cache);
    CHECK_FALSE(floor.fell);
    CHECK(floor.recovered_bytes == fast.back().written_bytes);
}

using smtest::filled_run;
using smtest::filled_series;
using smtest::SmallTmpfs;

namespace {

RunRequest small_suite(const fs::path& target, const std::string& fill)
{
    RunRequest req;
    req.target = target;
    req.allow_buffered = true;  // tmpfs takes no O_DIRECT before Linux 6.6
    req.settings.size_bytes = 16 * MiB;
    req.settings.tests = parse_test_list("seq,4k");
    req.settings.random_seconds = 0.2;
    req.fill = parse_fill_levels(fill);
    return req;
}

// Records the volume's used share whenever a timed phase starts.
struct UsedWatch {
    fs::path where;
    std::vector<double> used;
    ProgressFn fn()
    {
        return [this](const ProgressEvent& ev) {
            if (ev.kind == ProgressEvent::Kind::PhaseStarted && ev.phase.kind == PhaseKind::SuiteTest)
                used.push_back(volume_space(where).used_percent());
        };
    }
};

}  // namespace

namespace {

// A sustained write sampled every 0.5 s: 1500 MiB/s until `cache_gib` are
// written, then 300 MiB/s for 20 s more.
std::vector<SustainedSample> cache_then_slow(double cache_gib)
{
    std::vector<SustainedSample> out;
    const double cache = cache_gib * 1024 * kMiBd;
    const double end_s = cache / (1500 * kMiBd) + 20;
    double written = 0;
    for (double t = 0.5; t <= end_s; t += 0.5) {
        const double fast = std::clamp(cache - written, 0.0, 1500 * 0.5 * kMiBd);
        const double bytes = fast + 300 * kMiBd * (0.5 - fast / (1500 * kMiBd));
        written += bytes;
        out.push_back({t, static_cast<std::uint64_t>(written), bytes / 0.5 / kMiBd, std::nullopt});
    }
    return out;
}

// One level of a sustained fill series on a 1 TiB volume: its cache at that fill.
SustainedResult sustained_at(double pct, double cache_gib)
{
    SustainedResult r;
    r.target = "/mnt/simulated";
    r.block_bytes = 1u << 20;
    r.amount_bytes = 100 * GiB;
    r.amount_rule = "100GiB";
    r.sample_ms = 500;
    r.engine = "psync";
    r.samples = cache_then_slow(cache_gib);
    r.written_bytes = r.samples.back().written_bytes;
    r.total_s = r.samples.back().t_s;
    FillRecord f;
    f.target_pct = pct;
    f.used_pct_before = 1;
    f.used_pct_during = pct + 0.1;
    f.ballast_bytes = static_cast<std::uint64_t>(pct / 100 * 1024) * GiB;
    f.seconds = 60;
    f.capacity_bytes = 1024 * GiB;
    r.fill = f;
    return r;
}

}  // namespace

TEST_CASE("a sustained write's fill series draws the cache's size over the fill, and its document keeps it")
{
    // A dynamic SLC cache that shrinks as the drive fills: 24, 18, 10 and 3 GiB at 0, 25, 50 and 75 %.
    const std::vector<std::pair<double, double>> levels = {{0, 24}, {25, 18}, {50, 10}, {75, 3}};
    SustainedResult r = sustained_at(75, 3);
    for (const auto& [pct, gib] : levels) {
        const SustainedResult at = sustained_at(pct, gib);
        r.fill_series.push_back({*at.fill, pct < 75 ? std::optional<Json>(to_json(at)) : std::nullopt});
    }
    const std::vector<FillFigures> figures = fill_series_figures(r);
    REQUIRE(figures.size() == levels.size());
    for (std::size_t i = 0; i < levels.size(); ++i) {
        INFO("level " << levels[i].first << " %");
        REQUIRE(figures[i].size() == 1);
        CHECK(figures[i][0].label == "Write cache");
        CHECK(figures[i][0].unit == "GiB");
        // The verdict finds where the fast writes end, to within a sample (0.73 GiB at 1500 MiB/s).
        CHECK(figures[i][0].value == Approx(levels[i].second).margin(0.75));
    }
    CHECK(figures[0][0].value > figures[3][0].value * 5);
    const std::string table = fill_series_table(r.fill_series, figures);
    INFO(table);
    CHECK(table.find("Write cache") != std::string::npos);
    const Json doc = to_json(r);
    REQUIRE(doc.at("fill_series").size() == levels.size());
    CHECK(doc.at("fill_series")[1].at("result").at("schema").get<std::string>() == "solidmark.sustained/2");
    CHECK(dump_json(to_json(read_document<SustainedResult>(doc))) == dump_json(doc));
}

TEST_CASE("a fill on a real volume: the used share statvfs sees before and during, the ballast gone after")
{
    SmallTmpfs vol("256m");
    if (!vol.skip_reason.empty()) {
        WARN("skipped: " << vol.skip_reason);
        return;
    }
    const double before = volume_space(vol.mount_point).used_percent();
    UsedWatch watch{vol.mount_point, {}};
    CancelToken cancel;
    const RunResult r = run_suite(small_suite(vol.mount_point, "60%"), RunEnv(cancel, watch.fn()));
    REQUIRE(r.fill);
    CHECK(r.fill->target_pct == 60);
    CHECK(r.fill->used_pct_before == Approx(before).margin(0.01));
    REQUIRE_FALSE(watch.used.empty());
    for (double u : watch.used)
        CHECK(r.fill->used_pct_during == Approx(u).margin(0.05));
    CHECK(r.fill->used_pct_during == Approx(60).margin(0.5));
    CHECK(r.fill->ballast_bytes > 100 * MiB);
    CHECK(fs::is_empty(vol.mount_point));
    CHECK(volume_space(vol.mount_point).used_percent() == Approx(before).margin(0.01));
    // The document says it, and reads back.
    const Json doc = to_json(r);
    CHECK(doc.at("fill").at("target_pct").get<double>() == 60);
    CHECK(read_document<RunResult>(doc).fill->ballast_bytes == r.fill->ballast_bytes);
}

TEST_CASE("the ballast is made and removed through the folder held open: a folder swapped for a link is not followed")
{
    SmallTmpfs vol("256m");
    if (!vol.skip_reason.empty()) {
        WARN("skipped: " << vol.skip_reason);
        return;
    }
    const fs::path victim = vol.mount_point / "victim";
    const fs::path moved = vol.mount_point / "moved";
    fs::create_directory(victim);
    TestArea area(vol.mount_point);
    const fs::path name = area.folder();
    Ballast ballast(area.dir(), true);  // tmpfs takes no O_DIRECT before Linux 6.6
    // Another user with write access to the target moves the folder away and
    // puts a link to their victim in its place (§2: held by descriptor).
    fs::rename(name, moved);
    fs::create_directory_symlink(victim, name);
    CancelToken cancel;
    const std::uint64_t goal = volume_space(vol.mount_point).used_bytes() + 24 * MiB;
    ballast.grow_to(goal, 10, cancel, {}, std::chrono::steady_clock::now(), 1);
    CHECK(ballast.files() >= 1);
    CHECK(fs::is_empty(victim));
    CHECK(fs::exists(moved / "ballast-000001.bin"));
    CHECK(ballast.remove() == 0);
    CHECK_FALSE(fs::exists(moved / "ballast-000001.bin"));
    CHECK(fs::is_empty(victim));
    fs::remove(name);
    fs::rename(moved, name);
    area.remove();
    CHECK_FALSE(fs::exists(name));
}

TEST_CASE("a fill series on a real volume: one result, every level's document and figures, the ballast grown")
{
    SmallTmpfs vol("256m");
    if (!vol.skip_reason.empty()) {
        WARN("skipped: " << vol.skip_reason);
        return;
    }
    UsedWatch watch{vol.mount_point, {}};
    CancelToken cancel;
    const RunResult r = run_suite(small_suite(vol.mount_point, "20,40,70%"), RunEnv(cancel, watch.fn()));
    REQUIRE(r.fill_series.size() == 3);
    CHECK(r.fill_series[0].document);
    CHECK(r.fill_series[1].document);
    CHECK_FALSE(r.fill_series[2].document);
    for (std::size_t i = 0; i < 3; ++i)
        CHECK(r.fill_series[i].fill.used_pct_during == Approx(std::vector{20.0, 40.0, 70.0}[i]).margin(0.5));
    CHECK(r.fill_series[0].fill.ballast_bytes < r.fill_series[1].fill.ballast_bytes);
    CHECK(r.fill_series[1].fill.ballast_bytes < r.fill_series[2].fill.ballast_bytes);
    CHECK(r.fill->target_pct == 70);
    const Json doc = to_json(r);
    const Json& series = doc.at("fill_series");
    REQUIRE(series.size() == 3);
    CHECK(series[0].at("result").at("fill").at("target_pct").get<double>() == 20);
    CHECK(series[2].at("result").is_null());
    CHECK(series[1].at("figures").size() >= 4);  // Seq and 4K, read and write
    CHECK(dump_json(to_json(read_document<RunResult>(doc))) == dump_json(doc));
    CHECK(fs::is_empty(vol.mount_point));
}

TEST_CASE("a disk taken in the middle of the ballast: a clear error, nothing left, no result claiming the fill")
{
    SmallTmpfs vol("256m");
    if (!vol.skip_reason.empty()) {
        WARN("skipped: " << vol.skip_reason);
        return;
    }
    struct NoRecord : Recorder {
        int records = 0;
        void record(const ResultKind&, const Json&) noexcept override { ++records; }
    } recorder;
    // The fifth 16 MiB block of the ballast finds the disk full, as when another writer took the space.
    fault::arm(fault::Op::Write, ENOSPC, 4);
    CancelToken cancel;
    RunRequest req = small_suite(vol.mount_point, "70%");
    req.settings.tests = parse_test_list("4k");  // the test file is filled untimed after the ballast
    try {
        run_suite(req, RunEnv(cancel, {}, &recorder));
        FAIL("the run went on");
    } catch (const Error& e) {
        fault::disarm();
        CHECK(e.kind() == ErrorKind::NoSpace);
        CHECK_THAT(e.what(),
                   Catch::Contains("became full while SolidMark was writing the ballast") &&
                       Catch::Contains("Nothing was measured"));
    }
    fault::disarm();
    CHECK(recorder.records == 0);
    CHECK(fs::is_empty(vol.mount_point));
}

TEST_CASE("a fill on a nearly full or read-only volume is refused before anything is written")
{
    SmallTmpfs vol("128m");
    if (!vol.skip_reason.empty()) {
        WARN("skipped: " << vol.skip_reason);
        return;
    }
    CancelToken cancel;
    try {
        run_suite(small_suite(vol.mount_point, "90%"), RunEnv(cancel));
        FAIL("a 90 % fill of 128 MiB was accepted");
    } catch (const Error& e) {
        CHECK(e.kind() == ErrorKind::NoSpace);
        // 64 MiB of headroom must stay free: half of the volume.
        CHECK_THAT(e.what(), Catch::Contains("The largest fill that fits is 50 %"));
    }
    CHECK(fs::is_empty(vol.mount_point));
    REQUIRE(::mount(nullptr, vol.mount_point.c_str(), nullptr, MS_REMOUNT | MS_RDONLY, nullptr) == 0);
    try {
        run_suite(small_suite(vol.mount_point, "10%"), RunEnv(cancel));
        FAIL("a read-only volume was accepted");
    } catch (const Error& e) {
        CHECK(e.kind() == ErrorKind::NotWritable);
        CHECK_THAT(e.what(), Catch::Contains("read-only"));
    }
}

namespace {

const CompareRow* mbs_row(const Comparison& c, const std::string& item)
{
    for (const CompareRow& r : c.rows)
        if (r.item == item && r.metric == "MB/s")
            return &r;
    return nullptr;
}

}  // namespace

TEST_CASE("compare pairs by fill: two series level by level, a series and one result at the nearest level")
{
    const RunResult a = filled_series({{0, 1000}, {50, 900}, {80, 500}});
    const RunResult b = filled_series({{0, 1100}, {80, 400}});
    const Json da = to_json(a), db = to_json(b);
    // The documents read back, their series too.
    REQUIRE(read_document<RunResult>(da).fill_series.size() == 3);
    const Comparison c = compare_documents(da, db, "A", "B");
    const CompareRow* empty = mbs_row(c, "Seq read @ 0 %");
    const CompareRow* full = mbs_row(c, "Seq read @ 80 %");
    const CompareRow* half = mbs_row(c, "Seq read @ 50 %");
    REQUIRE(empty);
    REQUIRE(full);
    REQUIRE(half);
    CHECK(*empty->value(0) == Approx(1000));
    CHECK(*empty->value(1) == Approx(1100));
    CHECK(*full->value(0) == Approx(500));
    CHECK(*full->value(1) == Approx(400));
    CHECK_FALSE(half->value(1));  // B has no 50 % level
    CHECK(c.entries[0].fill_levels == std::vector<double>{0, 50, 80});
    CHECK_FALSE(c.entries[0].paired_level);
    // One result at 78 % beside the series: compared with its 80 % level.
    const Comparison one = compare_documents(da, to_json(filled_run(450, 78)), "A", "B");
    REQUIRE(one.entries[0].paired_level);
    CHECK(*one.entries[0].paired_level == 80);
    CHECK(*one.entries[0].fill_pct == 80);
    CHECK(*one.entries[1].fill_pct == 78);
    const CompareRow* seq = mbs_row(one, "Seq read");
    REQUIRE(seq);
    CHECK(*seq->value(0) == Approx(500));
    CHECK(*seq->value(1) == Approx(450));
    // Two single results at different fills: a note says so.
    const Comparison two = compare_documents(to_json(filled_run(1000, 0)), to_json(filled_run(500, 80)), "A", "B");
    CHECK(*two.entries[0].fill_pct == 0);
    CHECK(*two.entries[1].fill_pct == 80);
    bool noted = false;
    for (const CompareNote& n : two.notes)
        noted = noted || n.text.find("different fills") != std::string::npos;
    CHECK(noted);
    CHECK(compare_table(two).find("B: 80 % full during the run") != std::string::npos);
}

TEST_CASE("compare pairs N results by fill: every series level by level, series beside single results, the JSON")
{
    const Json s1 = to_json(filled_series({{0, 1000}, {50, 900}, {80, 500}}));
    const Json s2 = to_json(filled_series({{0, 1100}, {80, 400}}));
    const Json s3 = to_json(filled_series({{0, 1200}, {50, 800}}));
    // Three series: every level of each, level by level.
    const Comparison c = compare_documents({{s1, "1", ""}, {s2, "2", ""}, {s3, "3", ""}});
    const CompareRow* half = mbs_row(c, "Seq read @ 50 %");
    REQUIRE(half);
    CHECK(*half->value(0) == Approx(900));
    CHECK_FALSE(half->value(1));
    CHECK(*half->value(2) == Approx(800));
    CHECK(half->is_best(0));
    CHECK_FALSE(mbs_row(c, "Seq read"));
    // Two single results at one fill and a series: the series through its level nearest their fill.
    const Comparison m = compare_documents(
        {{to_json(filled_run(600, 49.6)), "x", ""}, {s1, "1", ""}, {to_json(filled_run(650, 50.2)), "y", ""}});
    REQUIRE(m.entries[1].paired_level);
    CHECK(*m.entries[1].paired_level == 50);
    const CompareRow* seq = mbs_row(m, "Seq read");
    REQUIRE(seq);
    CHECK(*seq->value(1) == Approx(900));
    const auto noted = [](const Comparison& k, const char* words) {
        return std::any_of(k.notes.begin(), k.notes.end(),
                           [&](const CompareNote& n) { return n.text.find(words) != std::string::npos; });
    };
    CHECK_FALSE(noted(m, "different fills"));  // 49.6, 50 and 50.2 %: under a point apart
    CHECK(noted(m, "fill series"));
    // A result without a fill beside one at 80 %: their fills differ.
    RunResult plain = filled_run(700, 0);
    plain.fill.reset();
    const Comparison d = compare_documents({{to_json(plain), "p", ""}, {to_json(filled_run(500, 80)), "f", ""}});
    CHECK(noted(d, "different fills"));
    // The JSON keeps each result's fill and the level paired, and reads it back.
    const Json j = to_json(m);
    CHECK(j["results"][1]["fill"]["paired_level"] == 50);
    CHECK(j["results"][1]["fill"]["series_levels"].size() == 3);
    CHECK(j["results"][0]["fill"]["used_pct_during"] == Approx(49.6));
    const Comparison back = comparison_from_json(j);
    CHECK(back.entries[1].paired_level == m.entries[1].paired_level);
    CHECK(back.entries[1].fill_levels == m.entries[1].fill_levels);
    CHECK(back.entries[0].fill_pct == m.entries[0].fill_pct);
    CHECK(to_json(back)["results"] == j["results"]);
    // A curve of every level of every series, the level in its key.
    REQUIRE(c.curves.size() == 3);  // 4K read's latency at 0, 50 and 80 %
    const Json c2 = to_json(c);
    CHECK(comparison_from_json(c2).curves.size() == c.curves.size());
    for (const CompareCurveSet& k : c.curves) {
        REQUIRE(k.level);
        CHECK(k.key.ends_with(fmt::format("@{}", percent_text(*k.level))));
    }
}
