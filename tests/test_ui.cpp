// The real MainWindow, offscreen: click Start, wait, check what is shown.
#define CATCH_CONFIG_RUNNER
#include "desktop/detached.h"
#include "text/i18n.h"
#include "window/main_window.h"
#include "charts/speed_chart.h"
#include "result/run_result.h"
#include "support/paths.h"
#include "support/timing.h"
#include "support/process.h"
#include "support/temp_dir.h"
#include "support/ui_checks.h"
#include "util/text_file.h"

#include <QAction>
#include <QApplication>
#include <QElapsedTimer>
#include <QImage>
#include <QMenu>
#include <QMenuBar>
#include <QPushButton>
#include <QSettings>
#include <QSignalSpy>
#include <QTest>
#include <catch2/catch.hpp>
#include <chrono>
#include <cstdlib>

using namespace sm;
using smtest::startButton;

namespace {

void configure(smui::MainWindow& w, const smtest::TempDir& dir, double seconds)
{
    w.setInteractive(false);
    w.setTarget(QString::fromStdString(dir.str()));
    w.setTestSize(64ull << 20);
    w.setSelectedTests({true, true, true, true});
    w.setSeconds(seconds, seconds, 30);
    w.setIopsView(false);
}

}  // namespace

TEST_CASE("clicking Start fills every cell and score from the RunResult")
{
    smtest::TempDir dir;
    smui::MainWindow w;
    configure(w, dir, 0.3);
    w.show();
    // Before a run: placeholders.
    CHECK(w.cellText(TestId::Seq, false) == QLatin1String("---- MB/s"));
    CHECK(w.cellText(TestId::Access, true) == QLatin1String("-.--- ms"));
    CHECK(w.scoreText(2) == QLatin1String("----"));

    QSignalSpy ended(&w, &smui::MainWindow::runEnded);
    QPushButton* start = startButton(w);
    REQUIRE(start);
    QTest::mouseClick(start, Qt::LeftButton);
    CHECK(w.isRunning());
    CHECK(start->text() == QLatin1String("Abort"));
    REQUIRE(ended.wait(120000));
    REQUIRE(ended.at(0).at(0).toBool());
    CHECK(start->text() == QLatin1String("Start"));
    REQUIRE(w.result());
    const RunResult& r = *w.result();

    for (bool iops : {false, true}) {
        w.setIopsView(iops);
        for (TestId t : kAllTests)
            for (bool write : {false, true}) {
                INFO(test_key(t) << " write=" << write << " iops=" << iops);
                REQUIRE(r.get(t, write));
                CHECK(w.cellText(t, write).toStdString() == cell_text(r, t, write, iops));
                // The label really shows it.
                CHECK_THAT(w.cellText(t, write).toStdString(), !Catch::Contains("----"));
            }
    }
    const Scores s = compute_scores(r);
    REQUIRE(s.total);
    CHECK(w.scoreText(0) == QString::number(*s.read));
    CHECK(w.scoreText(1) == QString::number(*s.write));
    CHECK(w.scoreText(2) == QString::number(*s.total));
    // The formula, recomputed here from the shown run's MiB/s.
    const auto v = [&](TestId t, bool wr) { return r.get(t, wr)->mib_s(); };
    CHECK(*s.total ==
          std::lround(0.1 * v(TestId::Seq, false) + 0.15 * v(TestId::Seq, true) + 2 * v(TestId::Rand4K, false) +
                      v(TestId::Rand4K, true) + 1.5 * v(TestId::Rand4K64, false) + v(TestId::Rand4K64, true)));
    CHECK(smtest::solidmark_folders(dir.path()).empty());

    // The speed chart draws every point of every phase's series, one phase after another.
    int points = 0, phases = 0;
    double span = 0;
    for (const auto& [t, write] : sm::kSuiteOrder)
        if (const auto& m = r.get(t, write); m && !m->series.empty()) {
            points += static_cast<int>(m->series.size());
            ++phases;
            span += std::max(m->series.back().t_s, m->elapsed_s);
        }
    CHECK(points > 0);
    CHECK(w.speedChart()->pointCount() == points);
    CHECK(w.speedChart()->phaseCount() == phases);
    CHECK(w.speedChart()->timeSpan() == Approx(span));

    smtest::TempDir out;
    // An exported run, opened again, draws the same.
    const QString json = QString::fromStdString(out.str() + "/run.json");
    REQUIRE(w.exportTo(json, QStringLiteral("json")));
    smui::MainWindow other;
    REQUIRE(other.importFile(json));
    CHECK(other.speedChart()->pointCount() == points);
    const QString png = QString::fromStdString(out.str() + "/shot.png");
    REQUIRE(w.saveScreenshot(png));
    QImage img(png);
    CHECK(img.size() == w.grab().size());
    CHECK(w.defaultScreenshotName().startsWith(QLatin1String("SolidMark_")));
}

TEST_CASE("Import JSON shows a saved run in the grid and refuses a malformed file")
{
    RunResult saved;
    saved.target = "/saved";
    saved.settings.size_bytes = 1ull << 30;
    const auto mk = [](double mib_s, std::uint32_t block) {
        Measurement m;
        m.bytes = static_cast<std::uint64_t>(mib_s * 1048576.0);
        m.ios = m.bytes / block;
        m.elapsed_s = 1.0;
        m.block_bytes = block;
        m.latency.mean_us = 45.0;
        return m;
    };
    saved.get(TestId::Seq, false) = mk(1353.82, 16u << 20);
    saved.get(TestId::Seq, true) = mk(1178.03, 16u << 20);
    saved.get(TestId::Rand4K, false) = mk(37.38, 4096);
    saved.get(TestId::Rand4K, true) = mk(80.51, 4096);
    saved.get(TestId::Rand4K64, false) = mk(671.87, 4096);
    saved.get(TestId::Rand4K64, true) = mk(720.75, 4096);
    saved.get(TestId::Access, false) = mk(10.0, 512);
    saved.get(TestId::Access, true) = mk(10.0, 512);
    smtest::TempDir dir;
    const std::string path = dir.str() + "/saved.json";
    write_text_file(path, to_json_text(saved));
    write_text_file(dir.str() + "/bad.json", "{\"schema\": \"solidmark.run/1\", \"settings\": ");

    smui::MainWindow w;
    w.setInteractive(false);
    w.setIopsView(false);
    REQUIRE(w.importFile(QString::fromStdString(path)));
    CHECK(w.cellText(TestId::Seq, false) == QLatin1String("1353.82 MB/s"));
    CHECK(w.cellText(TestId::Rand4K64, true) == QLatin1String("720.75 MB/s"));
    CHECK(w.cellText(TestId::Access, false) == QLatin1String("0.045 ms"));
    CHECK(w.scoreText(0) == QLatin1String("845"));
    CHECK(w.scoreText(1) == QLatin1String("919"));
    CHECK(w.scoreText(2) == QLatin1String("2196"));
    CHECK_FALSE(w.importFile(QString::fromStdString(dir.str() + "/bad.json")));
    CHECK(w.lastError().contains(QLatin1String("invalid JSON at line 1")));
    CHECK(w.lastErrorKind() == ErrorKind::Malformed);
    CHECK(w.scoreText(2) == QLatin1String("2196"));  // the shown run is kept
}

TEST_CASE("File > Import fio result shows the suite's fio twin as a run, flagged fio, errors say why")
{
    const QString fixtures = QString::fromUtf8(smtest::paths::fixtures) + QStringLiteral("/fio/");
    smui::MainWindow w;
    w.setInteractive(false);
    w.setIopsView(false);
    REQUIRE(w.importFioFile(fixtures + QStringLiteral("suite.json")));
    REQUIRE(w.result());
    CHECK(w.result()->has_flag(flag::fio));
    const Scores s = compute_scores(*w.result());
    REQUIRE(s.total);
    CHECK(w.scoreText(2) == QString::number(*s.total));
    CHECK(w.cellText(TestId::Rand4K64, false).endsWith(QLatin1String(" MB/s")));
    if (const char* shot = std::getenv("SOLIDMARK_FIO_SCREENSHOT"))  // for looking at it by hand
        w.saveScreenshot(QString::fromLocal8Bit(shot));
    CHECK_FALSE(w.importFioFile(fixtures + QStringLiteral("error.json")));
    CHECK(w.lastError().contains(QLatin1String("failed with error 22")));
    CHECK(w.scoreText(2) == QString::number(*s.total));                          // the shown run is kept
    CHECK(w.importFioFile(fixtures + QStringLiteral("client-two-hosts.json")));  // two fio results, as tables
}

TEST_CASE("Abort mid-run returns to idle as cancelled and leaves no test folder")
{
    smtest::TempDir dir;
    smui::MainWindow w;
    configure(w, dir, 30);
    w.setSelectedTests({false, false, false, true});  // access time: 30 s unless aborted
    w.show();
    QSignalSpy ended(&w, &smui::MainWindow::runEnded);
    QTest::mouseClick(startButton(w), Qt::LeftButton);
    QTest::qWait(700);
    REQUIRE(w.isRunning());
    QTest::mouseClick(startButton(w), Qt::LeftButton);                  // Abort
    REQUIRE(ended.wait(static_cast<int>(smtest::kEndsBound.count())));  // ended, not hung: support/timing.h
    CHECK_FALSE(ended.at(0).at(0).toBool());
    CHECK(w.lastErrorKind() == ErrorKind::Cancelled);
    CHECK(startButton(w)->text() == QLatin1String("Start"));
    QTRY_VERIFY_WITH_TIMEOUT(!w.isRunning(), 2000);
    CHECK(smtest::solidmark_folders(dir.path()).empty());
}

TEST_CASE("an engine error ends as a message and an idle window")
{
    smtest::TempDir dir;
    smui::MainWindow w;
    configure(w, dir, 0.2);
    w.setTestSize(900ull << 40);  // more than any free space
    QSignalSpy ended(&w, &smui::MainWindow::runEnded);
    w.startRun();
    REQUIRE(ended.wait(10000));
    CHECK_FALSE(ended.at(0).at(0).toBool());
    CHECK(w.lastError().contains(QLatin1String("Not enough free space")));
    CHECK(w.lastErrorKind() == ErrorKind::NoSpace);
    CHECK(startButton(w)->text() == QLatin1String("Start"));
    CHECK(smtest::solidmark_folders(dir.path()).empty());
}

TEST_CASE("a bad setting is refused before anything runs, as the CLI refuses it")
{
    smtest::TempDir dir;
    smui::MainWindow w;
    configure(w, dir, 0.2);
    w.setTestSize(8ull << 20);  // below the core's smallest test size
    QSignalSpy ended(&w, &smui::MainWindow::runEnded);
    w.startRun();
    REQUIRE(ended.count() == 1);  // at once: RunRequest::validate() ran on this thread
    CHECK_FALSE(ended.at(0).at(0).toBool());
    CHECK_FALSE(w.isRunning());
    CHECK(w.lastErrorKind() == ErrorKind::InvalidInput);
    CHECK(w.lastError().contains(QLatin1String("too small")));
    CHECK(std::filesystem::is_empty(dir.path()));
}

TEST_CASE("Edit > Acc.time read: the test file is asked for, recorded in the result and saved with the settings")
{
    smtest::TempDir dir;
    {
        smui::MainWindow w;
        configure(w, dir, 0.2);
        w.setSelectedTests({false, false, false, true});
        CHECK(w.accessSpan() == AccessSpan::Device);  // AS SSD's default
        // The menu entry, as a click takes it.
        QAction* file = nullptr;
        for (QAction* a : w.menuBar()->findChildren<QAction*>())
            if (a->text() == QLatin1String("&Test file"))
                file = a;
        REQUIRE(file);
        CHECK_FALSE(file->isChecked());
        file->trigger();
        CHECK(file->isChecked());
        CHECK(w.accessSpan() == AccessSpan::File);
        QSignalSpy ended(&w, &smui::MainWindow::runEnded);
        w.startRun();
        REQUIRE(ended.wait(120000));
        REQUIRE(ended.at(0).at(0).toBool());
        REQUIRE(w.result());
        CHECK(w.result()->settings.access_span == AccessSpan::File);
        CHECK(w.result()->access_read_span == AccessSpan::File);
        CHECK(QSettings().value("run/accessSpan").toString() == QLatin1String("file"));
    }
    {
        smui::MainWindow again;  // reads the saved settings
        CHECK(again.accessSpan() == AccessSpan::File);
        again.setAccessSpan(AccessSpan::Device);
        again.close();
    }
    CHECK(QSettings().value("run/accessSpan").toString() == QLatin1String("device"));
}

TEST_CASE("scriptable run writes a screenshot and exits like the CLI")
{
    smtest::TempDir dir, out;
    const std::string png = out.str() + "/run.png";
    auto r = smtest::run_process({smtest::paths::gui, "--target", dir.str(), "--size", "64MiB", "--tests", "seq,4k",
                                  "--random-seconds", "0.2", "--run", "--screenshot", png, "--quit"},
                                 smtest::gui_env(out.str()));
    CHECK(r.exit_code == 0);
    QImage img(QString::fromStdString(png));
    CHECK(img.width() > 400);
    CHECK(smtest::solidmark_folders(dir.path()).empty());
    r = smtest::run_process({smtest::paths::gui, "--target", dir.str(), "--size", "huge", "--run", "--quit"},
                            smtest::gui_env(out.str()));
    CHECK(r.exit_code == 2);
    CHECK_THAT(r.err, Catch::Contains("invalid size 'huge'"));
}

TEST_CASE("the scriptable GUI's exit code comes from the kind of failure")
{
    smtest::TempDir dir, out;
    const std::vector<std::string> env = smtest::gui_env(out.str());
    // Refused by the request's validate(): bad input, 2.
    auto r = smtest::run_process({smtest::paths::gui, "--target", dir.str(), "--size", "8MiB", "--run", "--quit"}, env);
    CHECK(r.exit_code == 2);
    CHECK_THAT(r.err, Catch::Contains("too small"));
    // A run that fails on the drive (no space): 1, from a Tools dialog too.
    r = smtest::run_process(
        {smtest::paths::gui, "--target", dir.str(), "--size", "900TiB", "--tool", "compression", "--run", "--quit"},
        env);
    CHECK(r.exit_code == 1);
    CHECK_THAT(r.err, Catch::Contains("Not enough free space"));
    CHECK(smtest::solidmark_folders(dir.path()).empty());
    // --tool takes every kind with a dialog, and says which.
    r = smtest::run_process({smtest::paths::gui, "--tool", "bogus", "--quit"}, env);
    CHECK(r.exit_code == 2);
    CHECK_THAT(r.err,
               Catch::Contains("unknown tool 'bogus': use compression, copy, preset, profile, sweep, surface, "
                               "steady, sustained, capacity, condition"));
    r = smtest::run_process({smtest::paths::gui, "--access-span", "disk", "--quit"}, env);
    CHECK(r.exit_code == 2);
    CHECK_THAT(r.err, Catch::Contains("--access-span"));
}

int main(int argc, char** argv)
{
    // Keep the user's settings untouched.
    static smtest::TempDir config;
#ifdef _WIN32
    // SolidMark's data folder (settings, logs, history) is %LOCALAPPDATA%\SolidMark.
    smtest::set_env("LOCALAPPDATA", config.str());
    QSettings::setDefaultFormat(QSettings::IniFormat);
    QSettings::setPath(QSettings::IniFormat, QSettings::UserScope, QString::fromStdString(config.str()));
#else
    smtest::set_env("XDG_CONFIG_HOME", config.str());
    std::filesystem::permissions(config.path(), std::filesystem::perms::owner_all,
                                 std::filesystem::perm_options::replace);
    if (!std::getenv("XDG_RUNTIME_DIR"))
        smtest::set_env("XDG_RUNTIME_DIR", config.str());
#endif
    // Offscreen unless told otherwise (also for test discovery at build time).
    if (!std::getenv("QT_QPA_PLATFORM"))
        smtest::set_env("QT_QPA_PLATFORM", "offscreen");
    QApplication app(argc, argv);
    QApplication::setOrganizationName(QStringLiteral("SolidMark"));
    QApplication::setApplicationName(QStringLiteral("SolidMarkTest"));
    // English with its plural forms, as the application starts.
    smui::applyLanguage(QStringLiteral("en"));
    const int rc = Catch::Session().run(argc, argv);
    // A window's drive probe may still be on its thread: let it end before the
    // static destructors run (ui/desktop/detached.h); one stuck on a stalled mount never will.
    return smui::exitPastDetached(rc, std::chrono::seconds(5));
}
