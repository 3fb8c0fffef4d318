// The drive's temperature on every chart (issue 19, docs/methodology.md §14),
// offscreen: each Tools dialog and the main window's speed chart draw the
// reading taken while each point was measured, from the result's own
// temperature samples and the measurements' start times; without a reading
// the line and its axis stay hidden.
#include "tools/compare_dialog.h"
#include "tools/compression_dialog.h"
#include "tools/condition_dialog.h"
#include "window/main_window.h"
#include "tools/preset_dialog.h"
#include "tools/profile_dialog.h"
#include "result/compare.h"
#include "result/document.h"
#include "charts/speed_chart.h"
#include "tools/steady_dialog.h"
#include "support/results.h"
#include "support/temp_dir.h"
#include "support/ui_checks.h"
#include "tools/surface_dialog.h"
#include "tools/sweep_dialog.h"
#include "charts/temperature_line.h"
#include "util/text_file.h"

#include <QLineSeries>
#include <QValueAxis>
#include <catch2/catch.hpp>
#include <vector>

using namespace sm;

namespace {

// A drive read every 0.5 s for 200 s, warming from 35 °C by 0.1 °C a second.
TemperatureRecord warming()
{
    TemperatureRecord t;
    t.source = "test";
    for (int i = 0; i <= 400; ++i)
        t.samples.push_back({i * 0.5, 35 + i * 0.05});
    return t;
}

// The k-th measurement of a run: starts 2k s in, lasts 1.5 s, 100 MiB/s.
Measurement timed(int k, std::uint32_t block = 1u << 20)
{
    Measurement m;
    m.block_bytes = block;
    m.start_s = 2.0 * k;
    m.elapsed_s = 1.5;
    m.bytes = 150ull << 20;
    m.ios = m.bytes / block;
    m.latency.mean_us = 100;
    m.latency.p99_us = 200;
    return m;
}

struct Point {
    double x;
    std::vector<const Measurement*> during;
};

// The line has one point per entry, at its x, with the highest reading taken
// while its measurements ran; and its axis shows.
void check_line(const smui::TemperatureLine* line, const TemperatureRecord& t, const std::vector<Point>& expected)
{
    REQUIRE(line);
    REQUIRE(line->series()->count() == static_cast<int>(expected.size()));
    for (std::size_t i = 0; i < expected.size(); ++i) {
        double from = 1e9, to = 0;
        for (const Measurement* m : expected[i].during)
            from = std::min(from, *m->start_s), to = std::max(to, *m->start_s + m->elapsed_s);
        const QPointF p = line->series()->at(static_cast<int>(i));
        INFO("point " << i);
        CHECK(p.x() == Approx(expected[i].x));
        CHECK(p.y() == Approx(*t.during(from, to)));
    }
    CHECK(line->series()->isVisible());
    CHECK(line->axis()->isVisible());
    CHECK(line->axis()->min() <= line->series()->at(0).y());
    CHECK(line->axis()->max() >= line->series()->at(line->series()->count() - 1).y());
}

template <class Dialog, class Result>
void shows_and_hides(Dialog& d, Result r, const std::vector<Point>& expected, const char* png)
{
    r.temperature = warming();
    d.display(r);
    check_line(d.temperatureLine(), r.temperature, expected);
    if (const QString keep = smtest::keep_png(png); !keep.isEmpty())
        d.saveImage(keep);
    // No sensor: nothing drawn, no empty °C scale.
    r.temperature = TemperatureRecord{};
    r.temperature.reason = "no hwmon sensor for vda";
    d.display(r);
    CHECK(d.temperatureLine()->series()->count() == 0);
    CHECK_FALSE(d.temperatureLine()->series()->isVisible());
    CHECK_FALSE(d.temperatureLine()->axis()->isVisible());
}

}  // namespace

TEST_CASE("temperature: the reading during a window is the highest taken in it, else the one in force")
{
    const TemperatureRecord t = warming();
    CHECK(*t.during(10, 11.2) == Approx(35 + 11 * 0.1));    // samples at 10, 10.5, 11
    CHECK(*t.during(10.1, 10.2) == Approx(35 + 10 * 0.1));  // none inside: the one at 10 s
    CHECK(*t.during(-5, -1) == Approx(35));                 // before the first: the first
    CHECK_FALSE(TemperatureRecord{}.during(0, 10));
}

TEST_CASE("every Tools chart draws the drive's temperature at each point from the result, none without a sensor")
{
    const QString target = QStringLiteral("/mnt/simulated");
    SECTION("compression: one reading per point, over its write and read")
    {
        CompressionResult r;
        std::vector<Point> expected;
        for (int i = 0; i < kCompressionPoints; ++i)
            r.points.push_back({i * 10, timed(2 * i), timed(2 * i + 1)});
        for (const CompressionPoint& p : r.points)
            expected.push_back({static_cast<double>(p.percent), {&p.write, &p.read}});
        smui::CompressionDialog d(target, 1ull << 30);
        shows_and_hides(d, r, expected, "temperature-compression.png");
    }
    SECTION("sweep: one reading per block size")
    {
        SweepResult r;
        for (int i = 0; i < 6; ++i)
            r.points.push_back({4096u << i, timed(2 * i, 4096u << i), timed(2 * i + 1, 4096u << i)});
        std::vector<Point> expected;
        for (const SweepPoint& p : r.points)
            expected.push_back({p.block_bytes / 1024.0, {&p.write, &p.read}});
        smui::SweepDialog d(target, 1ull << 30);
        shows_and_hides(d, r, expected, "temperature-sweep.png");
    }
    SECTION("profile: one reading per queue depth")
    {
        ProfileResult r;
        r.profile.name = "database";
        for (unsigned qd : {1u, 4u, 16u})
            r.steps.push_back({qd, timed(static_cast<int>(qd), 8192)});
        std::vector<Point> expected;
        for (const ProfileStep& s : r.steps)
            expected.push_back({static_cast<double>(s.queue_depth), {&s.m}});
        smui::ProfileDialog d(target, 1ull << 30);
        shows_and_hides(d, r, expected, "temperature-profile.png");
    }
    SECTION("surface: one reading per position")
    {
        SurfaceResult r;
        r.span = "file";
        for (int i = 0; i < 11; ++i) {
            SurfacePoint p;
            p.position = i / 10.0;
            p.read = timed(i);
            p.access_ms = 0.1;
            r.points.push_back(p);
        }
        std::vector<Point> expected;
        for (const SurfacePoint& p : r.points)
            expected.push_back({100 * p.position, {&p.read}});
        smui::SurfaceDialog d(target, 1ull << 30);
        shows_and_hides(d, r, expected, "temperature-surface.png");
    }
    SECTION("steady state: one reading per round")
    {
        SteadyResult r;
        r.test = parse_preset_test("RND4K Q32T1");
        for (int i = 0; i < 8; ++i)
            r.rounds.push_back(timed(i, 4096));
        r.check = check_steady({}, r.criteria);
        std::vector<Point> expected;
        for (std::size_t i = 0; i < r.rounds.size(); ++i)
            expected.push_back({static_cast<double>(i + 1), {&r.rounds[i]}});
        smui::SteadyDialog d(target, 1ull << 30);
        shows_and_hides(d, r, expected, "temperature-steady.png");
    }
    SECTION("presets: one reading per test, over all its passes, at its bar group")
    {
        PresetResult r;
        r.passes = 2;
        int k = 0;
        for (const char* name : {"SEQ1M Q8T1", "RND4K Q1T1"}) {
            PresetRow row;
            row.test = parse_preset_test(name);
            for (PresetDirection* d : {&row.read, &row.write}) {
                d->passes = {timed(k), timed(k + 1)};
                d->reported = d->passes[0];
                k += 2;
            }
            r.rows.push_back(row);
        }
        std::vector<Point> expected;
        for (std::size_t i = 0; i < r.rows.size(); ++i) {
            Point p{static_cast<double>(i), {}};
            for (const PresetDirection* d : {&r.rows[i].read, &r.rows[i].write})
                for (const Measurement& m : d->passes)
                    p.during.push_back(&m);
            expected.push_back(p);
        }
        smui::PresetDialog d(target, 1ull << 30);
        shows_and_hides(d, r, expected, "temperature-preset.png");
    }
    SECTION("conditioning: the readings taken while the random writes ran, on their time axis")
    {
        ConditionResult r;
        r.writes_start_s = 12;
        r.seconds = 30;
        r.written_bytes = 3000ull << 20;
        for (int s = 1; s <= 30; ++s)
            r.samples.push_back({static_cast<double>(s), 100});
        r.temperature = warming();
        smui::ConditionDialog d(target, 1ull << 30);
        d.display(r);
        const QLineSeries* line = d.temperatureLine()->series();
        REQUIRE(line->count() == 61);  // 12 s to 42 s, every 0.5 s
        CHECK(line->at(0).x() == Approx(0));
        CHECK(line->at(0).y() == Approx(35 + 1.2));
        CHECK(line->at(60).x() == Approx(30));
        CHECK(line->at(60).y() == Approx(35 + 4.2));
        if (const QString keep = smtest::keep_png("temperature-condition.png"); !keep.isEmpty())
            d.saveImage(keep);
        r.writes_start_s.reset();  // a document from before writes_start_s: no time to place readings at
        d.display(r);
        CHECK(line->count() == 0);
    }
}

TEST_CASE("the main window's speed chart draws the temperature of each phase on the phase's stretch of time")
{
    smtest::TempDir dir;
    smui::MainWindow w;
    w.setInteractive(false);
    w.setTarget(QString::fromStdString(dir.str()));
    RunResult hot = smtest::hot_suite(23);  // 4K read 2–7 s into the run, 4K write 20–25 s; read every second
    hot.target = dir.str();
    const std::string path = dir.str() + "/hot.json";
    write_text_file(path, to_json_text(hot));
    REQUIRE(w.importFile(QString::fromStdString(path)));
    const smui::SpeedChart* chart = w.speedChart();
    REQUIRE(chart->phaseCount() == 2);
    const QLineSeries* line = chart->temperatureLine()->series();
    REQUIRE(line->count() == 12);  // 2, 3, …, 7 s and 20, …, 25 s
    CHECK(line->at(0).x() == Approx(0));
    CHECK(line->at(0).y() == Approx(62));
    CHECK(line->at(5).x() == Approx(5));
    CHECK(line->at(5).y() == Approx(67));
    // The 4K write is drawn after the 4K read's 5 s.
    CHECK(line->at(6).x() == Approx(5));
    CHECK(line->at(6).y() == Approx(80));
    CHECK(line->at(11).y() == Approx(85));
    CHECK(chart->temperatureLine()->axis()->isVisible());
    if (const QString keep = smtest::keep_png("temperature-speed-chart.png"); !keep.isEmpty())
        w.grab().save(keep);

    hot.temperature = TemperatureRecord{};
    hot.temperature.reason = "no hwmon sensor for vda";
    write_text_file(path, to_json_text(hot));
    REQUIRE(w.importFile(QString::fromStdString(path)));
    CHECK(line->count() == 0);
    CHECK_FALSE(chart->temperatureLine()->axis()->isVisible());
}

TEST_CASE("the compare dialog shows each result's drive temperature range when it recorded one")
{
    RunResult a = smtest::hot_suite(23), b = smtest::hot_suite(23);
    b.temperature = TemperatureRecord{};
    b.temperature.reason = "no hwmon sensor for vda";
    const Json ja = to_json(a), jb = to_json(b);
    const Comparison c = compare_documents(ja, jb, "A hot drive", "B no sensor");
    smui::CompareDialog d(c);
    REQUIRE(d.results()->rowCount() == 2);
    CHECK(d.results()->item(0, 5)->text() == QStringLiteral("60–90 °C"));
    CHECK(d.results()->item(1, 5)->text() == QStringLiteral("n/a"));
}
