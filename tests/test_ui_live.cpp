// The window costs the run nothing (issue 42, docs/methodology.md §26): a
// job's progress reaches the GUI thread in order through a mailbox the GUI
// empties every 250 ms, ticks that only move the bar merged, no speed point
// lost; a live chart repaints only the strip a new point adds and lays its
// axes out a few times per run; the elapsed clock never lays the window out.
// Behaviour only: how long any of it takes is measured in
// bench/compare_gui_cli.py, never here.
#include "desktop/job_controller.h"
#include "panels/live_progress.h"
#include "charts/speed_chart.h"

#include <QEvent>
#include <QPaintEvent>
#include <QProgressBar>
#include <QSignalSpy>
#include <QTest>
#include <QValueAxis>
#include <catch2/catch.hpp>
#include <chrono>
#include <thread>

using namespace sm;

namespace {

// Every paint event's region on a widget.
class PaintLog : public QObject {
public:
    explicit PaintLog(QWidget* w) : m_widget(w) { w->installEventFilter(this); }
    bool eventFilter(QObject* o, QEvent* e) override
    {
        if (o == m_widget && e->type() == QEvent::Paint)
            regions.push_back(static_cast<QPaintEvent*>(e)->region());
        return false;
    }
    std::vector<QRegion> regions;

private:
    QWidget* m_widget;
};

ProgressEvent phaseEvent(ProgressEvent::Kind kind, TestId test, bool write)
{
    ProgressEvent ev;
    ev.kind = kind;
    ev.phase.kind = PhaseKind::SuiteTest;
    ev.phase.test = test;
    ev.phase.write = write;
    return ev;
}

}  // namespace

TEST_CASE("a job's progress reaches the GUI in order, ticks that only move the bar merged, every speed point kept")
{
    smui::JobController controller;
    std::vector<ProgressEvent> seen;
    bool endedAfterAll = false;
    QObject::connect(&controller, &smui::JobController::progress, [&](const ProgressEvent& ev) { seen.push_back(ev); });
    QSignalSpy ended(&controller, &smui::JobController::ended);
    QObject::connect(&controller, &smui::JobController::ended,
                     [&] { endedAfterAll = !seen.empty() && seen.back().kind == ProgressEvent::Kind::PhaseFinished; });
    controller.start([](const RunEnv& env) {
        ProgressEvent created;
        created.stage = Stage::FolderCreated;
        created.path = "/tmp/SolidMark-x";
        env.progress(created);
        env.progress(phaseEvent(ProgressEvent::Kind::PhaseStarted, TestId::Rand4K, false));
        // 100 ticks, as the engine's monitor sends them; every 10th carries a 250 ms speed point.
        for (int i = 1; i <= 100; ++i) {
            ProgressEvent tick = phaseEvent(ProgressEvent::Kind::PhaseProgress, TestId::Rand4K, false);
            tick.fraction = i / 100.0;
            if (i % 10 == 0)
                tick.speed = SpeedPoint{i / 40.0, 100.0 + i};
            env.progress(tick);
            if (i % 25 == 0)
                std::this_thread::sleep_for(std::chrono::milliseconds(300));  // the GUI empties the mailbox
        }
        env.progress(phaseEvent(ProgressEvent::Kind::PhaseFinished, TestId::Rand4K, false));
        return std::any(1);
    });
    REQUIRE(ended.wait(20000));
    CHECK(endedAfterAll);
    CHECK(controller.testFolder() == QLatin1String("/tmp/SolidMark-x"));
    REQUIRE(seen.size() >= 4);
    CHECK(seen.front().stage == Stage::FolderCreated);
    CHECK(seen[1].kind == ProgressEvent::Kind::PhaseStarted);
    std::vector<double> speeds;
    int ticks = 0;
    double last = 0;
    for (const ProgressEvent& ev : seen) {
        if (ev.kind != ProgressEvent::Kind::PhaseProgress)
            continue;
        ++ticks;
        CHECK(ev.fraction >= last);  // never backwards
        last = ev.fraction;
        if (ev.speed)
            speeds.push_back(ev.speed->mib_s);
    }
    // All ten points, in order; far fewer deliveries than ticks; the bar reaches the end.
    CHECK(speeds == std::vector<double>{110, 120, 130, 140, 150, 160, 170, 180, 190, 200});
    CHECK(ticks < 50);
    CHECK(last == Approx(1.0));
}

TEST_CASE("a live speed chart repaints only the strip a new point adds and lays its axes out a few times per run")
{
    smui::SpeedChart chart;
    chart.resize(900, 190);
    chart.show();
    REQUIRE(QTest::qWaitForWindowExposed(&chart));
    chart.clear();
    chart.setLive(true);
    CHECK(chart.live());
    PaintLog log(chart.viewport());
    const int axesBefore = chart.axisChanges();
    const int width = chart.viewport()->width();
    int strips = 0, wholes = 0;
    // A 30 s phase, a point every 250 ms, as a long 4K test draws it.
    for (int i = 1; i <= 120; ++i) {
        const int axes = chart.axisChanges();
        log.regions.clear();
        chart.addLivePoint(TestId::Rand4K, false, {i * 0.25, 500.0 + (i % 7) * 10}, std::nullopt);
        QTest::qWait(5);  // the paint it caused
        if (log.regions.empty())
            continue;
        QRegion all;
        for (const QRegion& r : log.regions)
            all += r;
        if (chart.axisChanges() == axes && i > 8) {
            // Nothing but the new stretch changed: a thin strip is painted, not the chart.
            CHECK(all.boundingRect().width() < width / 8);
            ++strips;
        } else {
            ++wholes;
        }
    }
    CHECK(strips >= 95);
    // The time axis went 1.5, 3, 6, 15, 30 ... s (1, 2, 5 steps), not with every point.
    CHECK(chart.axisChanges() - axesBefore <= 8);
    CHECK(wholes <= 12);
    // The run ends: the axis fits what was drawn and the whole chart is painted again.
    log.regions.clear();
    chart.setLive(false);
    QTest::qWait(20);
    QRegion all;
    for (const QRegion& r : log.regions)
        all += r;
    CHECK(all.boundingRect().width() == width);
    CHECK(chart.pointCount() == 120);
    auto* time = qobject_cast<QValueAxis*>(chart.chart()->axes(Qt::Horizontal).front());
    REQUIRE(time);
    CHECK(time->max() >= 30);
    CHECK(time->max() <= 40);
}

TEST_CASE("the elapsed clock has a fixed size and a bar value set for the next paint reads back at once")
{
    smui::ClockLabel clock;
    const QSize size = clock.size();
    CHECK(clock.minimumSize() == clock.maximumSize());
    for (double s : {0.0, 59.0, 3599.0, 3600.0, 359999.0}) {
        clock.setSeconds(s);
        CHECK(clock.size() == size);
        CHECK(clock.sizeHint().width() <= size.width());
    }
    CHECK(clock.text() == QLatin1String("99:59:59"));
    QProgressBar bar;
    bar.setRange(0, 1000);
    smui::setBarValue(&bar, 420);
    CHECK(bar.value() == 420);
    CHECK(bar.updatesEnabled());
}
