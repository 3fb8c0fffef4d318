// The charts say exactly what they show (issue 31): ticks no two of which
// read the same, "No data yet" instead of an axis around nothing, the speed
// chart's phases named on their bands with a read/write legend, and a chart
// that updates its series instead of being rebuilt on every render.
#include "charts/chart_util.h"
#include "window/main_window.h"
#include "result/run_result.h"
#include "charts/speed_chart.h"
#include "support/temp_dir.h"
#include "support/ui_checks.h"
#include "tools/tool_dialog.h"

#include <QAbstractAxis>
#include <QChart>
#include <QChartView>
#include <QLegend>
#include <QLegendMarker>
#include <QLineSeries>
#include <QSet>
#include <QTest>
#include <QValueAxis>
#include <catch2/catch.hpp>
#include <cmath>

using namespace sm;

namespace {

// The labels a value axis draws: its ticks, printed with its label format.
QStringList tickLabels(const QValueAxis& axis)
{
    QStringList labels;
    const int n = axis.tickCount();
    for (int i = 0; i < n; ++i) {
        const double v = axis.min() + (axis.max() - axis.min()) * i / (n - 1);
        labels << QString::asprintf(axis.labelFormat().toLatin1().constData(), v);
    }
    return labels;
}

// A suite result with `seconds` of points every 250 ms in each of the given phases.
RunResult suite_with(std::initializer_list<std::pair<TestId, bool>> phases, double seconds)
{
    RunResult r;
    r.started_at = "2026-12-01T08:00:00Z";
    r.target = "/tmp/charts";
    r.settings.size_bytes = 64ull << 20;
    for (const auto& [test, write] : phases) {
        Measurement m;
        m.bytes = 64ull << 20;
        m.ios = 64;
        m.elapsed_s = seconds;
        m.block_bytes = 1u << 20;
        for (double t = 0.25; t <= seconds + 1e-9; t += 0.25)
            m.series.push_back({t, write ? 300.0 : 500.0});
        r.get(test, write) = m;
    }
    return r;
}

int visibleMarkers(const QChart* chart)
{
    int n = 0;
    for (QLegendMarker* m : chart->legend()->markers())
        n += m->isVisible();
    return n;
}

}  // namespace

TEST_CASE("a value axis steps 1, 2 or 5 times a power of ten, covers its top and no two labels read the same")
{
    for (double top : {0.0, 0.3, 0.9, 1.0, 1.6, 2.3, 3.0, 7.0, 9.0, 13.0, 26.0, 150.0, 2600.0, 123456.0}) {
        INFO("top " << top);
        QValueAxis axis;
        smui::fitValueAxis(&axis, top);
        CHECK(axis.min() == 0);
        CHECK(axis.max() >= top);
        REQUIRE(axis.tickCount() >= 2);
        CHECK(axis.tickCount() <= 7);
        const double step = (axis.max() - axis.min()) / (axis.tickCount() - 1);
        const double mantissa = step / std::pow(10.0, std::floor(std::log10(step) + 1e-9));
        CHECK((mantissa == Approx(1) || mantissa == Approx(2) || mantissa == Approx(5)));
        const QStringList labels = tickLabels(axis);
        INFO(labels.join(QLatin1Char(' ')).toStdString());
        CHECK(QSet<QString>(labels.begin(), labels.end()).size() == labels.size());
        // Each label reads its tick's value exactly (no rounding to a neighbour's).
        for (int i = 0; i < labels.size(); ++i)
            CHECK(labels[i].toDouble() == Approx(step * i));
    }
    CHECK(smui::labelFormatFor(0.5) == QLatin1String("%.1f"));
    CHECK(smui::labelFormatFor(20) == QLatin1String("%.0f"));
    CHECK(smui::niceStep(2.3) == Approx(5));
    CHECK(smui::niceStep(0.26) == Approx(0.5));
}

TEST_CASE("an empty chart says No data yet and hides its axes until its first point")
{
    smui::SpeedChart chart;
    chart.resize(700, 180);
    chart.show();
    CHECK(smui::chartIsEmpty(chart.chart()));
    for (QAbstractAxis* a : chart.chart()->axes())
        if (a->type() == QAbstractAxis::AxisTypeValue)
            CHECK_FALSE(a->isVisible());
    chart.addLivePoint(TestId::Seq, false, {0.25, 480}, std::nullopt);
    CHECK_FALSE(smui::chartIsEmpty(chart.chart()));
    for (QAbstractAxis* a : chart.chart()->axes())
        if (a->type() == QAbstractAxis::AxisTypeValue && a->orientation() == Qt::Horizontal)
            CHECK(a->isVisible());
    CHECK(smui::emptyNote(chart.chart()).isEmpty());
    chart.clear();
    CHECK(smui::chartIsEmpty(chart.chart()));
    CHECK(smui::emptyNote(chart.chart()) == QLatin1String("No data yet"));
    // A result measured without points to draw (an older document, a fio import): it says so, not "yet".
    RunResult pointless = suite_with({{TestId::Seq, false}}, 1);
    pointless.get(TestId::Seq, false)->series.clear();
    chart.showResult(pointless);
    CHECK(smui::chartIsEmpty(chart.chart()));
    CHECK(smui::emptyNote(chart.chart()) == QLatin1String("This result keeps no speed over time"));
    chart.clear();  // a new run
    CHECK(smui::emptyNote(chart.chart()) == QLatin1String("No data yet"));

    // A Tools dialog's chart before its run: the same empty state.
    smui::MainWindow w;
    w.setInteractive(false);
    smui::ToolDialog* d = w.openTool("preset");
    REQUIRE(d);
    const auto views = d->findChildren<QChartView*>();
    REQUIRE_FALSE(views.isEmpty());
    for (QChartView* v : views)
        CHECK(smui::chartIsEmpty(v->chart()));
    if (const QString keep = smtest::keep_png("preset-empty.png"); !keep.isEmpty())
        d->grab().save(keep);
    d->close();
}

TEST_CASE("the speed chart names each phase on its band, keeps one legend entry per direction and updates in place")
{
    const RunResult r =
        suite_with({{TestId::Seq, true}, {TestId::Seq, false}, {TestId::Rand4K64, false}, {TestId::Rand4K64, true}}, 8);
    smui::SpeedChart chart;
    chart.resize(900, 190);
    chart.show();
    chart.showResult(r);
    REQUIRE(chart.phaseCount() == 4);
    const int built = chart.rebuilds();
    CHECK(built == 4);
    QTest::qWait(50);  // the test, not the chart, runs the loop: the legend's layout
    // Wide enough for every whole name, in the suite's order (its writes first).
    CHECK(chart.phaseLabel(0) == QLatin1String("Seq write"));
    CHECK(chart.phaseLabel(1) == QLatin1String("Seq read"));
    CHECK(chart.phaseLabel(2) == QLatin1String("4K-64Thrd read"));
    CHECK(chart.phaseLabel(3) == QLatin1String("4K-64Thrd write"));
    // One "Read" and one "Write" in the legend, not one per phase.
    CHECK(visibleMarkers(chart.chart()) == 2);
    if (const QString keep = smtest::keep_png("speed-chart.png"); !keep.isEmpty())
        chart.grab().save(keep);

    // Shown again (a render after a theme, view or target change): the same series, updated.
    for (int i = 0; i < 5; ++i)
        chart.showResult(r);
    CHECK(chart.rebuilds() == built);
    CHECK(chart.pointCount() == 4 * 32);

    // Another result's phases: rebuilt once.
    chart.showResult(suite_with({{TestId::Rand4K, false}}, 3));
    CHECK(chart.rebuilds() == built + 2);  // the old series removed, the new one made
    CHECK(chart.phaseCount() == 1);
    CHECK(chart.phaseLabel(0) == QLatin1String("4K read"));

    // Seq tests of half a second beside 4K tests of 20 s: their bands are too narrow for a name
    // across, so it stands upright along the band.
    RunResult mixed = suite_with({{TestId::Rand4K, false}, {TestId::Rand4K, true}}, 10);
    const RunResult quick = suite_with({{TestId::Seq, true}, {TestId::Seq, false}}, 1.5);
    mixed.get(TestId::Seq, true) = quick.get(TestId::Seq, true);
    mixed.get(TestId::Seq, false) = quick.get(TestId::Seq, false);
    chart.showResult(mixed);
    QTest::qWait(50);  // the chart's layout after its axis labels changed width
    REQUIRE(chart.phaseCount() == 4);
    CHECK(chart.phaseLabel(0) == QLatin1String("Seq write"));
    CHECK(chart.phaseLabel(1) == QLatin1String("Seq read"));
    CHECK(chart.phaseLabel(2) == QLatin1String("4K read"));
    for (QAbstractAxis* a : chart.chart()->axes(Qt::Horizontal))
        if (auto* v = qobject_cast<QValueAxis*>(a))
            CHECK(tickLabels(*v).join(QLatin1Char(' ')) == QLatin1String("0 10 20 30"));
    if (const QString keep = smtest::keep_png("speed-chart-quick-seq.png"); !keep.isEmpty())
        chart.grab().save(keep);

    // A narrow chart: a name that does not fit its band is shortened or left to the band's tooltip.
    smui::SpeedChart narrow;
    narrow.resize(260, 160);
    narrow.show();
    narrow.showResult(suite_with({{TestId::Seq, false}, {TestId::Rand4K64, true}}, 1));
    for (int i = 0; i < narrow.phaseCount(); ++i) {
        const QString name = narrow.phaseLabel(i);
        CHECK((name.isEmpty() || name.startsWith(i ? QLatin1String("4K-64") : QLatin1String("Seq"))));
    }
}

TEST_CASE("a live run adds points to its phase's series and makes one series per phase, not one per progress tick")
{
    smui::SpeedChart chart;
    chart.resize(700, 180);
    chart.show();
    int ticks = 0;
    for (const auto& [test, write] : {std::pair{TestId::Seq, false}, std::pair{TestId::Seq, true}}) {
        for (double t = 0.25; t <= 5; t += 0.25, ++ticks)
            chart.addLivePoint(test, write, {t, 400}, 41.0);
        Measurement m;
        m.elapsed_s = 5;
        for (double t = 0.25; t <= 5; t += 0.25)
            m.series.push_back({t, 400});
        chart.finishPhase(test, write, m);
    }
    CHECK(ticks == 40);
    CHECK(chart.phaseCount() == 2);
    CHECK(chart.rebuilds() == 2);
    CHECK(chart.pointCount() == 40);
    QTest::qWait(50);
    // Read, write and the temperature.
    CHECK(visibleMarkers(chart.chart()) == 3);
}
