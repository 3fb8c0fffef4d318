// The Tools dialogs, offscreen, opened from the real MainWindow.
#include "tools/compare_dialog.h"
#include "charts/compare_chart_view.h"
#include "tools/compression_dialog.h"
#include "tools/condition_dialog.h"
#include "tools/copy_dialog.h"
#include "tools/history_dialog.h"
#include "window/main_window.h"
#include "tools/preset_dialog.h"
#include "desktop/theme.h"
#include "tools/profile_dialog.h"
#include "result/kind.h"
#include "result/run_result.h"
#include "run/preset.h"
#include "run/profile.h"
#include "run/sweep.h"
#include "tools/steady_dialog.h"
#include "support/timing.h"
#include "support/temp_dir.h"
#include "support/ui_checks.h"
#include "tools/surface_dialog.h"
#include "tools/sweep_dialog.h"
#include "tools/tool_registry.h"
#include "util/text_file.h"
#include "util/units.h"

#include <QAction>
#include <QApplication>
#include <QBarSet>
#include <QChart>
#include <QComboBox>
#include <QElapsedTimer>
#include <QImage>
#include <QLineSeries>
#include <QMenu>
#include <QMenuBar>
#include <QScatterSeries>
#include <QSettings>
#include <QSignalSpy>
#include <QTableWidget>
#include <QTest>
#include <QValueAxis>
#include <catch2/catch.hpp>
#include <filesystem>

using namespace sm;
using smtest::keep_png;

namespace {
void configureTarget(smui::MainWindow& w, const smtest::TempDir& dir, std::uint64_t size)
{
    w.setInteractive(false);
    w.setTarget(QString::fromStdString(dir.str()));
    w.setTestSize(size);
}

// The grab made at once (no event loop runs inside saveImage) is the picture
// the window shows once every pending event has been handled.
template <class Dialog>
void check_grab_complete(Dialog& d, const smtest::TempDir& out)
{
    const QString now = QString::fromStdString(out.str() + "/now.png");
    const QString later = QString::fromStdString(out.str() + "/later.png");
    REQUIRE(d.saveImage(now));
    QTest::qWait(200);  // the test, not the GUI, runs the loop: layout, chart and paint events
    REQUIRE(d.saveImage(later));
    const QImage a(now), b(later);
    REQUIRE(!a.isNull());
    CHECK(a.size() == b.size());
    CHECK(a == b);
}

smui::ToolDialog* open(smui::MainWindow& w, std::string_view key)
{
    smui::ToolDialog* d = w.openTool(key);
    REQUIRE(d);
    CHECK(d->kind().key == key);
    return d;
}
}  // namespace

TEST_CASE("Tools > Compression benchmark fills 11 points per series and exports what it shows")
{
    smtest::TempDir dir, out;
    smui::MainWindow w;
    configureTarget(w, dir, 64ull << 20);
    auto* d = dynamic_cast<smui::CompressionDialog*>(open(w, "compression"));
    REQUIRE(d);
    CHECK(d->readSeries()->count() == 0);
    CHECK(d->cellText(0, false) == QLatin1String("----"));
    QSignalSpy ended(d, &smui::ToolDialog::runEnded);
    // Points arrive one by one while the run goes.
    std::vector<int> seen;
    QObject::connect(d->writeSeries(), &QLineSeries::pointAdded, d,
                     [&](int) { seen.push_back(d->writeSeries()->count()); });
    d->start();
    CHECK(d->isRunning());
    REQUIRE(ended.wait(120000));
    REQUIRE(ended.at(0).at(0).toBool());
    REQUIRE(d->result());
    const CompressionResult& r = *d->result();
    REQUIRE(r.points.size() == 11);
    CHECK(seen.size() >= 11);
    CHECK(seen.front() == 1);
    REQUIRE(d->readSeries()->count() == 11);
    REQUIRE(d->writeSeries()->count() == 11);
    double top = 0;
    for (int i = 0; i < 11; ++i) {
        CHECK(d->readSeries()->at(i).x() == i * 10);
        CHECK(d->readSeries()->at(i).y() == r.points[i].read.mib_s());
        CHECK(d->writeSeries()->at(i).y() == r.points[i].write.mib_s());
        CHECK(d->cellText(i, false).toStdString() == format_mib_s(r.points[i].read.mib_s()));
        CHECK(d->cellText(i, true).toStdString() == format_mib_s(r.points[i].write.mib_s()));
        top = std::max({top, r.points[i].read.mib_s(), r.points[i].write.mib_s()});
    }
    CHECK(d->yAxis()->max() >= top);  // no point is off the chart
    CHECK(d->xAxis()->titleText().contains("%"));
    CHECK(d->yAxis()->titleText().contains("MB/s"));
    CHECK(std::filesystem::is_empty(dir.path()));

    const QString json = QString::fromStdString(out.str() + "/c.json");
    REQUIRE(d->exportTo(json, "json"));
    const auto back = result_from_json_text<CompressionResult>(read_text_file(json.toStdString()));
    CHECK(to_json_text(back) == to_json_text(r));
    CHECK(d->baseFileName().startsWith(QLatin1String("SolidMark_compression_")));
    const QString png = QString::fromStdString(out.str() + "/c.png");
    REQUIRE(d->saveImage(png));
    CHECK(QImage(png).width() >= 700);
    check_grab_complete(*d, out);
    if (const QString keep = keep_png("compression-dialog.png"); !keep.isEmpty())
        d->saveImage(keep);
    d->close();
}

TEST_CASE("Tools > Copy benchmark fills the table from the result, and abort leaves nothing")
{
    smtest::TempDir dir, out;
    smui::MainWindow w;
    configureTarget(w, dir, 64ull << 20);
    auto* d = dynamic_cast<smui::CopyDialog*>(open(w, "copy"));
    REQUIRE(d);
    CHECK(d->scale() == Approx(0.0625));
    CHECK(d->cellText(0, 0) == QLatin1String("---- MB/s"));
    QSignalSpy ended(d, &smui::ToolDialog::runEnded);
    d->start();
    REQUIRE(ended.wait(120000));
    REQUIRE(ended.at(0).at(0).toBool());
    REQUIRE(d->result());
    const CopyResult& r = *d->result();
    REQUIRE(r.sets.size() == 3);
    for (int i = 0; i < 3; ++i) {
        const CopySetResult& s = r.sets[i];
        CHECK(static_cast<int>(s.set) == i);
        CHECK(d->cellText(i, 0).toStdString() == format_mib_s(s.mib_s()) + " MB/s");
        CHECK(d->cellText(i, 2) == QString::number(s.files));
        CHECK(d->cellText(i, 3).toStdString() == format_bytes(s.bytes));
    }
    CHECK(std::filesystem::is_empty(dir.path()));
    const QString csv = QString::fromStdString(out.str() + "/c.csv");
    REQUIRE(d->exportTo(csv, "csv"));
    CHECK(read_text_file(csv.toStdString()) == csv_report(r));
    if (const QString keep = keep_png("copy-dialog.png"); !keep.isEmpty())
        d->saveImage(keep);

    // Abort during a copy: idle, cancelled, no folder left (how fast: support/timing.h).
    ended.clear();
    bool aborted = false;
    d->start();
    QElapsedTimer wait;
    wait.start();
    while (!aborted && wait.elapsed() < 60000) {
        QTest::qWait(5);
        if (!std::filesystem::is_empty(dir.path())) {
            d->abort();
            aborted = true;
        }
    }
    REQUIRE(aborted);
    REQUIRE(ended.wait(static_cast<int>(smtest::kEndsBound.count())));
    CHECK_FALSE(ended.at(0).at(0).toBool());
    CHECK(d->lastErrorKind() == ErrorKind::Cancelled);
    CHECK_FALSE(d->isRunning());
    CHECK(std::filesystem::is_empty(dir.path()));
    CHECK(d->result() == std::nullopt);
    d->close();
}

TEST_CASE("malformed saved settings fall back to defaults instead of breaking the window")
{
    {
        QSettings s;
        s.setValue("run/sizeBytes", "lots");
        s.setValue("run/randomSeconds", "-3");
        for (int t = 0; t < 4; ++t)
            s.setValue(QStringLiteral("run/test%1").arg(t), false);
        s.setValue("run/zeroPercent", 900);
        s.setValue("window/geometry", QByteArray("\x01\x02garbage", 9));
    }
    smui::MainWindow w;
    CHECK(w.testSizeBytes() == (1ull << 30));
    CHECK(w.randomSeconds() == 5.0);
    for (TestId t : kAllTests)
        CHECK(w.testSelected(t));
    QSettings().clear();
}

TEST_CASE("out-of-box and conditioned runs are saved, offered for comparison and compared with a chart")
{
    smtest::TempDir dir;
    smui::MainWindow w;
    configureTarget(w, dir, 64ull << 20);
    w.setSeconds(0.3, 0.2, 30);
    w.show();
    QSignalSpy ended(&w, &smui::MainWindow::runEnded);
    w.setRunLabel("out-of-box");
    w.startRun();
    REQUIRE(ended.wait(120000));
    REQUIRE(ended.takeFirst().at(0).toBool());
    const std::int64_t first = w.lastSavedId();
    REQUIRE(first > 0);
    CHECK(w.offeredBaselineId() == 0);

    // Condition with the file kept for the next run.
    auto* cd = dynamic_cast<smui::ConditionDialog*>(open(w, "condition"));
    REQUIRE(cd);
    cd->setPlan(0, 64ull << 20, 0, 24ull << 20, false, true);
    QSignalSpy cended(cd, &smui::ToolDialog::runEnded);
    cd->start();
    REQUIRE(cended.wait(120000));
    REQUIRE(cended.at(0).at(0).toBool());
    REQUIRE(cd->result());
    CHECK(cd->result()->written_bytes >= (24ull << 20));
    CHECK(cd->series()->count() == static_cast<int>(cd->result()->samples.size()));
    CHECK(cd->result()->kept);
    CHECK_FALSE(std::filesystem::is_empty(dir.path()));
    // The CSV is the core's, from the result: t_s,mib_s per sample.
    smtest::TempDir out;
    const QString csv = QString::fromStdString(out.str() + "/cond.csv");
    REQUIRE(cd->exportTo(csv, "csv"));
    CHECK(read_text_file(csv.toStdString()) == csv_report(*cd->result()));
    CHECK(read_text_file(csv.toStdString()).rfind("t_s,mib_s\n", 0) == 0);
    if (const QString keep = keep_png("condition-dialog.png"); !keep.isEmpty())
        cd->saveImage(keep);
    cd->close();

    w.setRunLabel("conditioned");
    w.startRun();
    REQUIRE(ended.wait(120000));
    REQUIRE(ended.takeFirst().at(0).toBool());
    CHECK(std::filesystem::is_empty(dir.path()));  // the kept file went with the run
    const std::int64_t second = w.lastSavedId();
    CHECK(second > first);
    CHECK(w.offeredBaselineId() == first);

    smui::HistoryDialog* h = w.openHistory();
    REQUIRE(h->table()->rowCount() >= 2);
    if (const QString keep = keep_png("history-dialog.png"); !keep.isEmpty())
        h->grab().save(keep);
    h->selectIds({first, second});
    smui::CompareDialog* c = h->compareSelected();
    REQUIRE(c);
    CHECK(c->comparison().kind == "run");
    // The results named by their labels; the chart draws one bar per result in each of the six tests.
    CHECK(c->comparison().entries.at(0).name == "out-of-box");
    CHECK(c->comparison().entries.at(1).name == "conditioned");
    REQUIRE(c->chartView()->chart());
    int bars = 0;
    for (const smui::ChartItem& it : c->chartView()->chart()->items())
        bars += it.kind == smui::ChartItem::Kind::Fill && it.entry >= 0;
    CHECK(bars == 12);
    const QTableWidget* t = c->table();
    REQUIRE(t->rowCount() > 20);
    int coloured = 0;
    for (int r = 0; r < t->rowCount(); ++r) {
        const sm::CompareRow& row = c->comparison().rows[static_cast<std::size_t>(r)];
        if (row.verdict(1, 0) > 0)
            CHECK(t->item(r, 3)->foreground().color() == smui::goodColor(c->palette()));  // theme.h
        if (row.verdict(1, 0) < 0)
            CHECK(t->item(r, 3)->foreground().color() == smui::badColor(c->palette()));
        coloured += row.verdict(1, 0) != 0;
        if (row.value(0) && row.value(1) && *row.value(0) > 0)  // B's value, then its change against A
            CHECK(t->item(r, 3)->text().contains(*row.value(1) >= *row.value(0) ? "(+" : "(-"));
    }
    CHECK(coloured > 10);
    c->show();
    CHECK(c->windowTitle().contains(QLatin1String("benchmark")));  // the kind's name, from the registry
    if (const QString keep = keep_png("compare-dialog.png"); !keep.isEmpty())
        c->saveImage(keep);
    smtest::TempDir shots;
    check_grab_complete(*c, shots);
    c->close();
    h->close();
}

TEST_CASE("results of the Tools dialogs are saved to the history too")
{
    smtest::TempDir dir;
    smui::MainWindow w;
    configureTarget(w, dir, 64ull << 20);
    auto* d = dynamic_cast<smui::CopyDialog*>(open(w, "copy"));
    REQUIRE(d);
    QSignalSpy ended(d, &smui::ToolDialog::runEnded);
    d->start();
    REQUIRE(ended.wait(120000));
    REQUIRE(ended.at(0).at(0).toBool());
    REQUIRE(d->lastSavedId() > 0);
    sm::HistoryStore h(sm::HistoryStore::default_path());
    const auto e = h.get(d->lastSavedId());
    REQUIRE(e);
    CHECK(e->kind == "copy");
    CHECK(e->json == to_json_text(*d->result()));
    CHECK(parse_json(e->json) == to_json(*d->result()));
    d->close();
}

TEST_CASE("Tools > Queue-depth presets fills the table and chart from the result, in decimal MB/s")
{
    smtest::TempDir dir, out;
    smui::MainWindow w;
    configureTarget(w, dir, 32ull << 20);
    auto* d = dynamic_cast<smui::PresetDialog*>(open(w, "preset"));
    REQUIRE(d);
    d->setPlan({parse_preset_test("SEQ1M-Q4T1"), parse_preset_test("RND4K-Q8T1")}, 2, 0.2);
    d->setMix(70);  // CrystalDiskMark's +Mix: a third, mixed measurement per test
    CHECK(d->cellText(0, 0) == QLatin1String("----"));
    // The list names the plan that will run, not a preset it does not run.
    auto* presets = d->findChild<QComboBox*>(QStringLiteral("preset"));
    REQUIRE(presets);
    CHECK(presets->currentText() == QLatin1String("Custom (SEQ1M Q4T1, RND4K Q8T1)"));
    QSignalSpy ended(d, &smui::ToolDialog::runEnded);
    d->start();
    REQUIRE(ended.wait(120000));
    REQUIRE(ended.at(0).at(0).toBool());
    REQUIRE(d->result());
    const PresetResult& r = *d->result();
    REQUIRE(r.rows.size() == 2);
    for (int i = 0; i < 2; ++i) {
        const PresetRow& row = r.rows[static_cast<std::size_t>(i)];
        CHECK(d->cellText(i, 0).toDouble() == Approx(row.read.mb_s()).epsilon(0.001));
        CHECK(d->cellText(i, 1).toDouble() == Approx(row.write.mb_s()).epsilon(0.001));
        CHECK(d->readBars()->at(i) == row.read.mb_s());
        CHECK(d->writeBars()->at(i) == row.write.mb_s());
        CHECK(row.read.passes.size() == 2);
        REQUIRE(row.mix);
        CHECK(row.mix->passes.size() == 2);
        CHECK(row.mix->reported.bytes > 0);
        CHECK(d->cellText(i, 2).toDouble() == Approx(row.mix->mb_s()).epsilon(0.001));
        CHECK(d->mixBars()->at(i) == row.mix->mb_s());
    }
    CHECK(r.mix_read_percent == 70);
    // The unit changes what is shown, from the same result: IOPS, then mean latency.
    d->setUnit(PresetUnit::Iops);
    CHECK(d->cellText(0, 0).toDouble() == Approx(r.rows[0].read.reported.iops()).epsilon(0.001));
    CHECK(d->readBars()->at(0) == r.rows[0].read.reported.iops());
    d->setUnit(PresetUnit::Us);
    CHECK(d->cellText(1, 1).toDouble() == Approx(r.rows[1].write.reported.latency.mean_us).epsilon(0.01));
    d->setUnit(PresetUnit::MBs);
    CHECK(std::filesystem::is_empty(dir.path()));
    const QString json = QString::fromStdString(out.str() + "/p.json");
    REQUIRE(d->exportTo(json, "json"));
    CHECK(result_from_json_text<PresetResult>(read_text_file(json.toStdString())).rows.size() == 2);
    // Save as text: CrystalDiskMark 8's layout, from the core (result/preset_text.cpp).
    const QString text = QString::fromStdString(out.str() + "/p.txt");
    REQUIRE(d->exportTo(text, "txt"));
    CHECK(read_text_file(text.toStdString()) == text_report(r));
    CHECK(r.preset == "custom");
    CHECK(presets->currentText() == QLatin1String("Custom (SEQ1M Q4T1, RND4K Q8T1)"));  // still what ran
    if (const QString keep = keep_png("preset-dialog.png"); !keep.isEmpty())
        d->saveImage(keep);
    // Choosing a named preset drops the plan: its four tests, no custom entry left.
    presets->setCurrentIndex(presets->findData(QStringLiteral("nvme")));
    CHECK(presets->findData(QStringLiteral("custom")) < 0);
    CHECK(d->readBars()->count() == 4);
    CHECK(d->cellText(1, 0) == QLatin1String("----"));
    d->close();
}

TEST_CASE("Tools > Workload profiles charts IOPS and p99 latency against queue depth from the result")
{
    smtest::TempDir dir, out;
    smui::MainWindow w;
    configureTarget(w, dir, 32ull << 20);
    auto* d = dynamic_cast<smui::ProfileDialog*>(open(w, "profile"));
    REQUIRE(d);
    d->setPlan(QStringLiteral("fileserver"), {1, 4, 16}, 0.2);
    QSignalSpy ended(d, &smui::ToolDialog::runEnded);
    d->start();
    REQUIRE(ended.wait(120000));
    REQUIRE(ended.at(0).at(0).toBool());
    REQUIRE(d->result());
    const ProfileResult& r = *d->result();
    CHECK(r.profile.name == "fileserver");
    REQUIRE(r.steps.size() == 3);
    REQUIRE(d->iopsSeries()->count() == 3);
    for (int i = 0; i < 3; ++i) {
        const ProfileStep& s = r.steps[static_cast<std::size_t>(i)];
        CHECK(d->iopsSeries()->at(i).x() == s.queue_depth);
        CHECK(d->iopsSeries()->at(i).y() == s.m.iops());
        CHECK(d->latencySeries()->at(i).y() == s.m.latency.p99_us);
        CHECK(d->cellText(i, 0).toDouble() == Approx(s.m.iops()).margin(0.5));
    }
    CHECK(std::filesystem::is_empty(dir.path()));
    const QString json = QString::fromStdString(out.str() + "/p.json");
    REQUIRE(d->exportTo(json, "json"));
    CHECK(parse_json(read_text_file(json.toStdString())).at("steps").size() == 3);
    if (const QString keep = keep_png("profile-dialog.png"); !keep.isEmpty())
        d->saveImage(keep);
    d->close();
}

TEST_CASE("Tools > Block-size sweep charts write and read MB/s against block size from the result")
{
    smtest::TempDir dir;
    smui::MainWindow w;
    configureTarget(w, dir, 32ull << 20);
    auto* d = dynamic_cast<smui::SweepDialog*>(open(w, "sweep"));
    REQUIRE(d);
    d->setPlan(4096, 1u << 20, 4, 0.1);
    QSignalSpy ended(d, &smui::ToolDialog::runEnded);
    d->start();
    REQUIRE(ended.wait(120000));
    REQUIRE(ended.at(0).at(0).toBool());
    REQUIRE(d->result());
    const SweepResult& r = *d->result();
    REQUIRE(r.points.size() == 9);
    REQUIRE(d->readSeries()->count() == 9);
    REQUIRE(d->writeSeries()->count() == 9);
    for (int i = 0; i < 9; ++i) {
        const SweepPoint& p = r.points[static_cast<std::size_t>(i)];
        CHECK(d->readSeries()->at(i).x() == p.block_bytes / 1024.0);
        CHECK(d->readSeries()->at(i).y() == Approx(static_cast<double>(p.read.bytes) / 1e6 / p.read.elapsed_s));
        CHECK(d->writeSeries()->at(i).y() == Approx(static_cast<double>(p.write.bytes) / 1e6 / p.write.elapsed_s));
    }
    CHECK(std::filesystem::is_empty(dir.path()));
    if (const QString keep = keep_png("sweep-dialog.png"); !keep.isEmpty())
        d->saveImage(keep);
    d->close();
}

TEST_CASE("Tools > Surface scan charts read MB/s and access time across the span from the result")
{
    smtest::TempDir dir, out;
    smui::MainWindow w;
    configureTarget(w, dir, 32ull << 20);
    auto* d = dynamic_cast<smui::SurfaceDialog*>(open(w, "surface"));
    REQUIRE(d);
    d->setPlan(12, 1, false);  // the test file: nothing here may touch a device
    QSignalSpy ended(d, &smui::ToolDialog::runEnded);
    d->start();
    REQUIRE(ended.wait(120000));
    REQUIRE(ended.at(0).at(0).toBool());
    REQUIRE(d->result());
    const SurfaceResult& r = *d->result();
    CHECK(r.span == "file");
    REQUIRE(r.points.size() == 12);
    REQUIRE(d->readSeries()->count() == 12);
    REQUIRE(d->accessSeries()->count() == 12);
    for (int i = 0; i < 12; ++i) {
        const SurfacePoint& p = r.points[static_cast<std::size_t>(i)];
        CHECK(p.read.bytes == 1u << 20);
        CHECK(d->readSeries()->at(i).x() == Approx(100.0 * p.position));
        CHECK(d->readSeries()->at(i).y() == p.mb_s());
        CHECK(d->accessSeries()->at(i).y() == p.access_ms);
        CHECK(p.access->ios > 0);
    }
    CHECK(d->readSeries()->at(0).x() == 0);
    CHECK(d->readSeries()->at(11).x() > 90);
    const QString summary = d->summaryText();
    CHECK(summary.contains(QString::number(r.min_mb_s(), 'f', 1)));
    CHECK(summary.contains(QString::number(r.avg_mb_s(), 'f', 1)));
    CHECK(summary.contains(QString::number(r.max_mb_s(), 'f', 1)));
    CHECK(std::filesystem::is_empty(dir.path()));
    const QString json = QString::fromStdString(out.str() + "/s.json");
    REQUIRE(d->exportTo(json, "json"));
    CHECK(parse_json(read_text_file(json.toStdString())).at("points").size() == 12);
    if (const QString keep = keep_png("surface-dialog.png"); !keep.isEmpty())
        d->saveImage(keep);

    // A second scan, then the two compared from the history: decimal MB/s bars.
    const std::int64_t first = d->lastSavedId();
    REQUIRE(first > 0);
    d->start();
    REQUIRE(ended.wait(120000));
    REQUIRE(ended.at(1).at(0).toBool());
    const std::int64_t second = d->lastSavedId();
    REQUIRE(second > first);
    d->close();
    smui::HistoryDialog* h = w.openHistory();
    h->selectIds({first, second});
    smui::CompareDialog* c = h->compareSelected();
    REQUIRE(c);
    CHECK(c->comparison().kind == "surface");
    // The surface's first chart: both scans' read speed over the span, one curve each.
    CHECK(c->chartKeys().front() == QLatin1String("surface"));
    REQUIRE(c->chartView()->chart());
    int curves = 0;
    for (const smui::ChartItem& it : c->chartView()->chart()->items())
        curves += it.kind == smui::ChartItem::Kind::Curve;
    CHECK(curves == 2);
    c->setChart(QStringLiteral("mb_s"));
    int bars = 0;
    for (const smui::ChartItem& it : c->chartView()->chart()->items())
        bars += it.kind == smui::ChartItem::Kind::Fill && it.entry >= 0;
    CHECK(bars == 6);                    // Min, Avg, Max for each scan
    CHECK(c->table()->rowCount() == 4);  // and the access time
    c->close();
    h->close();
}

TEST_CASE("Tools > Steady state charts IOPS per round with the window and states the verdict from the result")
{
    smtest::TempDir dir;
    smui::MainWindow w;
    configureTarget(w, dir, 32ull << 20);
    auto* d = dynamic_cast<smui::SteadyDialog*>(open(w, "steady"));
    REQUIRE(d);
    d->setPlan(QStringLiteral("RND4K Q4T1"), 0, 0.2, 3, 5);
    QSignalSpy ended(d, &smui::ToolDialog::runEnded);
    d->start();
    REQUIRE(ended.wait(120000));
    REQUIRE(ended.at(0).at(0).toBool());
    REQUIRE(d->result());
    const SteadyResult& r = *d->result();
    CHECK(r.test.name == "RND4K Q4T1");
    CHECK(r.criteria.window == 5);
    REQUIRE(r.rounds.size() >= 1);
    REQUIRE(d->iopsSeries()->count() == static_cast<int>(r.rounds.size()));
    for (int i = 0; i < d->iopsSeries()->count(); ++i) {
        const Measurement& m = r.rounds[static_cast<std::size_t>(i)];
        CHECK(m.ios > 0);
        CHECK(d->iopsSeries()->at(i).x() == i + 1);
        CHECK(d->iopsSeries()->at(i).y() == m.iops());
        CHECK(d->cellText(i, 0) == QString::number(m.iops(), 'f', 0));
    }
    if (r.rounds.size() >= 5) {
        // The window's mean spans its last five rounds at the checked mean.
        REQUIRE(d->meanSeries()->count() == 2);
        CHECK(d->meanSeries()->at(0).x() == static_cast<double>(r.rounds.size() - 4));
        CHECK(d->meanSeries()->at(1).y() == r.check.mean);
    }
    const QString verdict = d->verdictText();
    INFO(verdict.toStdString());
    if (r.check.reached) {
        CHECK(verdict.startsWith("Steady state after"));
        CHECK(verdict.contains(QString::number(r.check.mean, 'f', 0)));
    } else {
        CHECK(verdict.startsWith("No steady state within the cap"));
    }
    CHECK(std::filesystem::is_empty(dir.path()));
    if (const QString keep = keep_png("steady-dialog.png"); !keep.isEmpty())
        d->saveImage(keep);
    d->close();
}

TEST_CASE("Tools > Surface scan and Steady state abort mid-run and leave nothing behind")
{
    smtest::TempDir dir;
    smui::MainWindow w;
    configureTarget(w, dir, 64ull << 20);
    for (const char* tool : {"surface", "steady"}) {
        smui::ToolDialog* d = open(w, tool);
        if (auto* s = dynamic_cast<smui::SurfaceDialog*>(d))
            s->setPlan(2000, 8, false);  // far longer than the wait below
        else
            dynamic_cast<smui::SteadyDialog*>(d)->setPlan(QStringLiteral("RND4K Q4T1"), 50, 5, 600);
        QSignalSpy ended(d, &smui::ToolDialog::runEnded);
        d->start();
        QTest::qWait(1500);
        REQUIRE(d->isRunning());
        d->abort();
        REQUIRE(ended.wait(10000));
        CHECK_FALSE(ended.at(0).at(0).toBool());
        CHECK(d->lastErrorKind() == ErrorKind::Cancelled);
        CHECK(std::filesystem::is_empty(dir.path()));
        d->close();
    }
}

TEST_CASE("the Tools menu has one entry per registered dialog, in the result-kind registry's order")
{
    smui::MainWindow w;
    w.setInteractive(false);
    QMenu* tools = w.menuBar()->findChild<QMenu*>(QStringLiteral("tools"));
    REQUIRE(tools);
    std::vector<std::string> menu;
    for (QAction* a : tools->actions())
        if (!a->data().toString().isEmpty())
            menu.push_back(a->data().toString().toStdString());
    // Every kind of the core registry with a dialog, and only those, in its order.
    std::vector<std::string> expected;
    for (const ResultKind& k : result_kinds())
        if (const smui::KindUi* ui = smui::kindUi(k.key); ui && ui->open)
            expected.emplace_back(k.key);
    CHECK(menu == expected);
    // All but the suite (the main window), fio (imported through File > Import fio result…) and
    // peer (imported through History > Import…).
    CHECK(menu.size() == result_kinds().size() - 3);
    CHECK(std::find(menu.begin(), menu.end(), "condition") != menu.end());
    CHECK(w.openTool("run") == nullptr);
    CHECK(w.openTool("nonsense") == nullptr);
    // Every core kind has words in the GUI, and the GUI names no kind the core does not have.
    for (const ResultKind& k : result_kinds()) {
        INFO(k.key);
        const smui::KindUi* ui = smui::kindUi(k.key);
        REQUIRE(ui);
        REQUIRE(ui->name);
        CHECK(smui::kindName(k.key) == QLatin1String(ui->name));  // English: the source text
        // Each dialog registers itself (ui/tools/tool_registry.h): every benchmark
        // kind but the suite has one, and it opens a dialog of its own kind.
        CHECK(bool(ui->open) == (k.command && k.key != sm::RunResult::kKey));
        if (ui->open) {
            std::unique_ptr<smui::ToolDialog> d(ui->open(QString(), 64ull << 20, nullptr));
            CHECK(d->kind().key == k.key);
        }
    }
    // A click opens the dialog of that kind.
    for (QAction* a : tools->actions()) {
        if (a->data().toString() != QLatin1String("sweep"))
            continue;
        a->trigger();
        auto* d = w.findChild<smui::SweepDialog*>();
        REQUIRE(d);
        CHECK(d->kind().key == "sweep");
        d->close();
    }
}

TEST_CASE("a Tools dialog refuses a bad plan before anything runs")
{
    smtest::TempDir dir;
    smui::MainWindow w;
    configureTarget(w, dir, 32ull << 20);
    auto* d = dynamic_cast<smui::ProfileDialog*>(open(w, "profile"));
    REQUIRE(d);
    d->setPlan(QStringLiteral("database"), {}, 0.2);  // no queue depth: ProfileRequest::validate() says so
    QSignalSpy ended(d, &smui::ToolDialog::runEnded);
    d->start();
    REQUIRE(ended.count() == 1);
    CHECK_FALSE(ended.at(0).at(0).toBool());
    CHECK_FALSE(d->isRunning());
    CHECK(d->lastErrorKind() == ErrorKind::InvalidInput);
    CHECK_FALSE(d->lastError().isEmpty());
    CHECK(std::filesystem::is_empty(dir.path()));
    d->close();
}
