// Issue 18 in the GUI, offscreen: the target's flags, stack and driver line
// in the headers, the status line following a real run's phases, the
// scripted --screenshot/--quit without --run, the target list, and nothing
// lost when the history or a file cannot be written.
#include "device/host_root.h"
#include "desktop/job_controller.h"
#include "window/main_window.h"
#include "result/run_result.h"
#include "desktop/save_file.h"
#include "support/paths.h"
#include "support/process.h"
#include "support/results.h"
#include "support/temp_dir.h"
#include "support/ui_checks.h"
#include "panels/target_probe.h"
#include "panels/targets.h"
#include "tools/tool_dialog.h"
#include "text/ui_text.h"
#include "util/text_file.h"

#include <QApplication>
#include <QComboBox>
#include <QDir>
#include <QFileDialog>
#include <QFileInfo>
#include <QImage>
#include <QLabel>
#include <QLineEdit>
#include <QMessageBox>
#include <QPushButton>
#include <QSignalSpy>
#include <QStatusBar>
#include <QTest>
#include <QTimer>
#include <catch2/catch.hpp>
#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <optional>

using namespace sm;

namespace {

// A fixture tree (tests/fixtures/sysfs) for core/device to read instead of the live system.
// A path, not string + "/": GCC 12 at -O2 warns (-Warray-bounds, a false positive) on that.
std::string fixture(const char* name) { return (std::filesystem::path(smtest::paths::sysfs_fixtures) / name).string(); }

bool showsLabel(QWidget& root, const QString& text)
{
    for (QLabel* l : root.findChildren<QLabel*>())
        if (l->text() == text)
            return true;
    return false;
}

void configureShortRun(smui::MainWindow& w, const smtest::TempDir& dir)
{
    w.setInteractive(false);
    w.setTarget(QString::fromStdString(dir.str()));
    w.setTestSize(64ull << 20);
    w.setSeconds(0.2, 0.2, 30);
}

}  // namespace

TEST_CASE("the drive panel and the headers show the driver line and the stack and the target's flags")
{
    SOLIDMARK_LINUX_ONLY("the driver line and the stack come from Linux sysfs fixtures (tests/fixtures/sysfs)");
    smtest::TempDir dir;
    smui::MainWindow w;
    w.setInteractive(false);
    {
        smtest::EnvVar root(host::kRootVariable, fixture("usb-bot"));
        w.setTarget(QStringLiteral("/media/user/STICK"));
        REQUIRE(smtest::waitForTarget(w));  // described off the GUI thread, under this fixture
        CHECK(showsLabel(w, QStringLiteral("usb-storage - BOT, slower than UAS")));  // AS SSD's driver line
    }
    {
        smtest::EnvVar root(host::kRootVariable, fixture("md-raid0"));
        w.setTarget(QStringLiteral("/data/bench"));
        REQUIRE(smtest::waitForTarget(w));
        CHECK(showsLabel(w, QStringLiteral("md0 (md raid0, 2 disks) -> sda + sdb")));
        smui::ToolDialog* d = w.openTool("compression");
        REQUIRE(d);
        REQUIRE(smtest::waitForDrive(*d));
        CHECK_THAT(d->driveText().toStdString(), Catch::Contains("Stack: md0 (md raid0, 2 disks) -> sda + sdb"));
        d->close();
    }
    {
        smtest::EnvVar root(host::kRootVariable, fixture("mounts"));
        w.setTarget(QStringLiteral("/media/win"));  // ntfs-3g, found by its daemon's command line
        REQUIRE(smtest::waitForTarget(w));
        CHECK_THAT(w.headerText().toStdString(),
                   Catch::Contains("FUSE (ntfs-3g): The target is a FUSE filesystem: its daemon may cache"));
        CHECK(showsLabel(w, QStringLiteral("fuseblk (ntfs-3g)")));
        auto* list = w.findChild<QComboBox*>();
        REQUIRE(list);
        CHECK_THAT(list->toolTip().toStdString(), Catch::Contains("FUSE (ntfs-3g): The target is a FUSE"));
        smui::ToolDialog* d = w.openTool("compression");
        REQUIRE(d);
        REQUIRE(smtest::waitForDrive(*d));
        CHECK_THAT(d->driveText().toStdString(), Catch::Contains("FUSE (ntfs-3g): The target is a FUSE filesystem"));
        d->close();
    }

    // A saved run's own flags, as the result recorded them.
    RunResult saved;
    saved.target = "/dev/shm/bench";
    saved.settings.size_bytes = 64ull << 20;
    saved.flags = {"ram"};
    saved.device.filesystem = "tmpfs";
    const std::string path = dir.str() + "/ram.json";
    write_text_file(path, to_json_text(saved));
    REQUIRE(w.importFile(QString::fromStdString(path)));
    CHECK_THAT(w.headerText().toStdString(), Catch::Contains("RAM: This measures memory, not a drive"));
    CHECK_THAT(w.headerText().toStdString(), !Catch::Contains("FUSE"));
}

TEST_CASE("an opened run that throttled says which phase, when and how far under the header")
{
    smtest::TempDir dir;
    smui::MainWindow w;
    configureShortRun(w, dir);
    w.show();
    sm::RunResult hot = smtest::hot_suite(23);
    hot.target = dir.str();
    const std::string path = dir.str() + "/hot.json";
    write_text_file(path, to_json_text(hot));
    REQUIRE(w.importFile(QString::fromStdString(path)));
    CHECK_THAT(w.headerText().toStdString(),
               Catch::Contains("Throttling: 4K write at 3") && Catch::Contains("warning temperature of 70 °C"));
    if (const QString keep = smtest::keep_png("main-window-throttle.png"); !keep.isEmpty())
        w.grab().save(keep);
    // The same run with a drive that warns at 95 °C did not throttle: no line.
    hot.temperature.warning_c = 95;
    write_text_file(path, to_json_text(hot));
    REQUIRE(w.importFile(QString::fromStdString(path)));
    CHECK_THAT(w.headerText().toStdString(), !Catch::Contains("Throttling"));
}

TEST_CASE("the status line names the phase that runs from the typed progress of a real run")
{
    smtest::TempDir dir;
    smui::MainWindow w;
    configureShortRun(w, dir);
    w.setSelectedTests({true, true, false, true});
    auto* controller = w.findChild<smui::JobController*>();
    REQUIRE(controller);
    // Connected after the window: each event has reached the window when this runs.
    QStringList shown, mismatches;
    QString phase;
    bool phaseSeen = false;
    QObject::connect(controller, &smui::JobController::progress, &w, [&](const ProgressEvent& ev) {
        using K = ProgressEvent::Kind;
        const QString now = w.statusBar()->currentMessage();
        QString want;
        if (ev.kind == K::Status) {
            want = smui::UiText::status(ev);
        } else {
            if (ev.kind == K::PhaseStarted) {
                phase = smui::UiText::phase(ev.phase);
                phaseSeen = true;
            }
            want = phase;
        }
        if (now != want)
            mismatches << QStringLiteral("%1 shown while %2").arg(now, want);
        if (shown.isEmpty() || shown.back() != now)
            shown << now;
    });
    QSignalSpy ended(&w, &smui::MainWindow::runEnded);
    w.startRun();
    REQUIRE(ended.wait(120000));
    REQUIRE(ended.at(0).at(0).toBool());
    CHECK(phaseSeen);
    CHECK(mismatches.join(QLatin1Char('\n')).toStdString() == "");
    // The run's phases in the order AS SSD runs them, each named while it ran.
    for (QString& s : shown)  // its name is random
        if (s.startsWith(QLatin1String("Created the test folder ")))
            s = QStringLiteral("Created the test folder …");
    const QStringList want = {QStringLiteral("Creating the test folder"),
                              QStringLiteral("Created the test folder …"),
                              QStringLiteral("Seq write"),
                              QStringLiteral("Seq read"),
                              QStringLiteral("4K read"),
                              QStringLiteral("4K write"),
                              QStringLiteral("Acc.time read"),
                              QStringLiteral("Acc.time write"),
                              QStringLiteral("Removing the test folder")};
    CHECK(shown.join(QStringLiteral(" | ")).toStdString() == want.join(QStringLiteral(" | ")).toStdString());
    CHECK(w.statusBar()->currentMessage().startsWith(QLatin1String("Finished")));
}

TEST_CASE("the screenshot and quit options without a run act at once and a screenshot path is checked before a run")
{
    smtest::TempDir dir, home;
    const auto env = smtest::gui_env(home.str());
    const std::string png = home.str() + "/now.png";
    // `timeout` turns a window that waits forever into exit 124.
    auto r = smtest::run_process(
        smtest::bounded({smtest::paths::gui, "--target", dir.str(), "--screenshot", png, "--quit"}), env);
    CHECK(r.exit_code == 0);
    CHECK(QImage(QString::fromStdString(png)).width() > 400);
    std::filesystem::remove(png);
    r = smtest::run_process(smtest::bounded({smtest::paths::gui, "--target", dir.str(), "--screenshot", png}), env);
    CHECK(r.exit_code == 0);
    CHECK(QImage(QString::fromStdString(png)).width() > 400);
    r = smtest::run_process(smtest::bounded({smtest::paths::gui, "--quit"}), env);
    CHECK(r.exit_code == 0);
    const std::string tool = home.str() + "/tool.png";
    r = smtest::run_process(
        smtest::bounded({smtest::paths::gui, "--target", dir.str(), "--tool", "sweep", "--screenshot", tool, "--quit"}),
        env);
    CHECK(r.exit_code == 0);
    CHECK(QImage(QString::fromStdString(tool)).width() > 200);
    CHECK(std::filesystem::is_empty(dir.path()));  // nothing ran

    // A path that cannot be written: refused before the run, nothing written to the target.
    r = smtest::run_process(
        smtest::bounded({smtest::paths::gui, "--target", dir.str(), "--screenshot", "/proc/x.png", "--run", "--quit"}),
        env);
    CHECK(r.exit_code == 1);
    CHECK_THAT(r.err, Catch::Contains("Cannot write '/proc/x.png'") && Catch::Contains("nothing was run"));
    CHECK(std::filesystem::is_empty(dir.path()));
    r = smtest::run_process(smtest::bounded({smtest::paths::gui, "--screenshot", "", "--quit"}), env);
    CHECK(r.exit_code == 2);
    CHECK_THAT(r.err, Catch::Contains("--screenshot needs a file name"));
}

TEST_CASE("a history that cannot be written is found before the run and refused like the CLI refuses it")
{
    smtest::TempDir dir;
    smtest::EnvVar db("SOLIDMARK_HISTORY_DB", "/proc/no-such-dir/history.sqlite");
    smui::MainWindow w;
    configureShortRun(w, dir);
    QSignalSpy ended(&w, &smui::MainWindow::runEnded);
    w.startRun();
    REQUIRE(ended.wait(20000));  // the history is opened off the GUI thread, before anything runs
    REQUIRE(ended.count() == 1);
    CHECK_FALSE(ended.at(0).at(0).toBool());
    CHECK_FALSE(w.isRunning());
    CHECK(w.lastErrorKind() == ErrorKind::NotWritable);  // the scripted GUI's exit code 1, as solidmark-cli's
    CHECK_THAT(w.lastError().toStdString(),
               Catch::Contains("could not be saved to the history") && Catch::Contains("Nothing was run."));
    CHECK(std::filesystem::is_empty(dir.path()));
    // The scripted GUI refuses it with exit 1 (its history path replaces the test process's own).
    smtest::TempDir home;
    auto env = smtest::gui_env(home.str());
    env.push_back("SOLIDMARK_HISTORY_DB=/proc/no-such-dir/history.sqlite");
    const auto r = smtest::run_process(
        smtest::bounded({smtest::paths::gui, "--target", dir.str(), "--size", "64MiB", "--run", "--quit"}), env);
    CHECK(r.exit_code == 1);
    CHECK_THAT(r.err, Catch::Contains("could not be saved to the history") && Catch::Contains("Nothing was run."));
    CHECK(std::filesystem::is_empty(dir.path()));
}

TEST_CASE("a history save that fails at the end keeps the result on screen and says so and it can be exported")
{
    smtest::TempDir dir, data, out;
    smtest::EnvVar db("SOLIDMARK_HISTORY_DB", data.str() + "/solidmark/history.sqlite");
    smui::MainWindow w;
    configureShortRun(w, dir);
    w.setSelectedTests({true, false, false, false});
    QSignalSpy ended(&w, &smui::MainWindow::runEnded);
    w.startRun();
    REQUIRE(smtest::waitForRunStart(w));
    REQUIRE(w.isRunning());  // the history opened before the run
    // While it runs, the history's folder becomes a file: the save at the end fails.
    std::filesystem::remove_all(data.path() / "solidmark");
    std::ofstream(data.path() / "solidmark") << "not a folder";
    REQUIRE(ended.wait(120000));
    REQUIRE(ended.at(0).at(0).toBool());
    REQUIRE(w.result());
    CHECK(w.lastSavedId() == 0);
    CHECK_THAT(w.historyError().toStdString(), Catch::Contains("The result was not saved to the history"));
    CHECK_THAT(w.statusBar()->currentMessage().toStdString(),
               Catch::Contains("It is still shown here: File → Export JSON… saves it."));
    CHECK_THAT(w.cellText(TestId::Seq, false).toStdString(), !Catch::Contains("----"));
    const QString json = QString::fromStdString(out.str() + "/kept.json");
    REQUIRE(w.exportTo(json, QStringLiteral("json")));
    const auto back = result_from_json_text<RunResult>(read_text_file(json.toStdString()));
    CHECK(back.get(TestId::Seq, false)->bytes == w.result()->get(TestId::Seq, false)->bytes);
    CHECK_FALSE(w.exportTo(QStringLiteral("/proc/x.json"), QStringLiteral("json")));
    CHECK_THAT(w.lastError().toStdString(), Catch::Contains("Cannot write '/proc/x.json'"));
}

TEST_CASE("a failed save says what failed and offers another file until one is written")
{
    smtest::TempDir out;
    const QString good = QString::fromStdString(out.str() + "/second.json");
    QStringList seen;
    // Answers the dialogs as a user would: another file, a bad path, another file, a good path.
    int step = 0;
    QTimer answer;
    QObject::connect(&answer, &QTimer::timeout, [&] {
        QWidget* modal = QApplication::activeModalWidget();
        if (auto* box = qobject_cast<QMessageBox*>(modal)) {
            if (seen.isEmpty() || seen.back() != box->text())
                seen << box->text();
            for (QAbstractButton* b : box->buttons())
                if (b->text() == QStringLiteral("Choose another file…"))
                    b->click();
        } else if (auto* files = qobject_cast<QFileDialog*>(modal)) {
            // A folder and a name, as a user picks them (the dialog may start in the folder it last showed).
            // /sys, not /proc: Qt's dialog guesses file types by reading them, and /proc/kmsg blocks.
            const QFileInfo pick(step++ == 0 ? QStringLiteral("/sys/first.json") : good);
            files->setDirectory(pick.absolutePath());
            files->selectFile(pick.fileName());
            // selectFile leaves the name field alone while it has the focus; type the name there.
            if (auto* name = files->findChild<QLineEdit*>(QStringLiteral("fileNameEdit")))
                name->setText(pick.fileName());
            static_cast<QDialog*>(files)->accept();  // QFileDialog::accept, as its Save button
        }
    });
    answer.start(20);
    smui::SaveRequest req{QStringLiteral("Export JSON"), QStringLiteral("x.json"), QStringLiteral("JSON (*.json)"),
                          [] { return std::string("{}\n"); },
                          QStringLiteral("The result was not saved to the history: x")};
    const QString written = smui::saveWithRetry(nullptr, req);
    answer.stop();
    CHECK(QDir::fromNativeSeparators(written).toStdString() == QDir::fromNativeSeparators(good).toStdString());
    CHECK(read_text_file(good.toStdString()) == "{}\n");
    REQUIRE(seen.size() == 2);
    CHECK_THAT(seen[0].toStdString(),
               Catch::StartsWith("The result was not saved to the history: x\nThe result is "
                                 "still shown here; nothing is lost."));
    // On Windows (Wine) the folder is Z:/sys, the host's /sys.
    CHECK_THAT(seen[1].toStdString(), Catch::StartsWith("Cannot write '") && Catch::Contains("/sys/first.json'"));
    // The dialog came back with the same name in a folder that can be written.
    CHECK(smui::retryPath(good) == good);
    const QFileInfo again(smui::retryPath(QStringLiteral("/proc/first.json")));
    CHECK(again.fileName() == QStringLiteral("first.json"));
    CHECK(QFileInfo(again.absolutePath()).isWritable());
}

TEST_CASE("the target list shows path and device and filesystem and size and free space and the path gives way first")
{
    smtest::TempDir dir;
    const QString folder = QString::fromStdString(dir.str());
    const smui::TargetChoice c = smui::describedTarget(folder, smui::TargetProbe::describeTarget(folder));
    CHECK(c.label().startsWith(QString::fromStdString(dir.str())));
    CHECK(c.details.contains(QLatin1String(" free")));
    CHECK(c.tooltip.contains(QLatin1String("Filesystem: ")));
    smui::TargetCombo list;
    const QString longPath = QStringLiteral("/media/someone/A very long volume name that goes on and on/bench");
    smui::TargetChoice longOne = c;
    longOne.path = longPath;
    list.addChoice(longOne);
    const int narrow = list.fontMetrics().horizontalAdvance(c.details) + 200;
    const QString shown = list.shownText(0, narrow);
    CHECK(shown.endsWith(c.details));  // device, filesystem, size and free space whole
    CHECK(shown.contains(QChar(0x2026)));
    CHECK(shown.startsWith(QDir::toNativeSeparators(QStringLiteral("/media"))));
    CHECK(list.fontMetrics().horizontalAdvance(shown) <= narrow);
    CHECK(list.shownText(0, 4000) == list.itemText(0));
    CHECK(list.itemData(0, Qt::ToolTipRole).toString() == c.tooltip);
    // A path as a Qt file dialog gives it ('C:/Users/…') is shown as the system writes paths.
    smui::TargetChoice slashed = c;
    slashed.path = QStringLiteral("C:/Users/someone/bench");
    CHECK(slashed.label().startsWith(QDir::toNativeSeparators(slashed.path)));
#ifdef Q_OS_WIN
    CHECK(slashed.label().startsWith(QLatin1String("C:\\Users\\someone\\bench")));
#endif
}
