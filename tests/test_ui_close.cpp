// The window never waits on the file system (docs/architecture.md rule 6):
// a target that does not answer is listed at once and marked, and closing
// during a run stops it while the event loop keeps turning.
#include "desktop/close_guard.h"
#include "desktop/job_controller.h"
#include "window/main_window.h"
#include "run/progress.h"
#include "run/test_area.h"
#include "support/timing.h"
#include "support/temp_dir.h"
#include "support/ui_checks.h"
#include "panels/target_probe.h"
#include "panels/targets.h"
#include "text/ui_text.h"

#include <QDir>
#include <QAbstractItemView>
#include <QDialog>
#include <QElapsedTimer>
#include <QMessageBox>
#include <QPushButton>
#include <QSignalSpy>
#include <QStandardItemModel>
#include <QStatusBar>
#include <QTest>
#include <QTimer>
#include <atomic>
#include <catch2/catch.hpp>
#include <chrono>
#include <thread>

using namespace sm;

namespace {

// The longest pause between two turns of the event loop while `until` is awaited.
struct LoopWatch {
    QTimer timer;
    QElapsedTimer since;
    qint64 longest = 0;
    int turns = 0;
    std::vector<qint64> slow;
    LoopWatch()
    {
        timer.setInterval(10);
        QObject::connect(&timer, &QTimer::timeout, [this] {
            const qint64 gap = since.restart();
            if (gap > 60)
                slow.push_back(gap);
            longest = std::max(longest, gap);
            ++turns;
        });
        since.start();
        timer.start();
    }
};

// A probe that never answers for one path (a stopped FUSE daemon), until released.
struct StalledProbe {
    QString stalled;
    std::shared_ptr<std::atomic<bool>> release = std::make_shared<std::atomic<bool>>(false);
    explicit StalledProbe(QString path) : stalled(std::move(path))
    {
        smui::TargetProbe& probe = smui::TargetProbe::instance();
        probe.setTimeoutMs(400);
        probe.setProbeFunction([stalled = stalled, release = release](const QString& p) {
            while (p == stalled && !*release)
                std::this_thread::sleep_for(std::chrono::milliseconds(20));
            return smui::TargetProbe::describeTarget(p);
        });
    }
    ~StalledProbe()
    {
        *release = true;
        smui::TargetProbe::instance().setProbeFunction({});
        smui::TargetProbe::instance().setTimeoutMs(3000);
        (void)QTest::qWaitFor([&] { return !smui::TargetProbe::instance().pending(stalled); }, 5000);
    }
};

// A window that asks its guard before closing, as the Tools dialogs do.
class GuardedDialog : public QDialog {
public:
    using QDialog::QDialog;
    smui::CloseGuard* guard = nullptr;
    void reject() override
    {
        if (guard->mayClose(false))
            QDialog::reject();
    }
};

}  // namespace

TEST_CASE("a target that does not answer is listed at once, then marked not responding, and another one runs")
{
    smtest::TempDir stalledDir, good;
    // With '/', as the window keeps paths (a Windows temp folder comes with '\\').
    const QString stalled = QDir::fromNativeSeparators(QString::fromStdString(stalledDir.str()));
    StalledProbe probe(stalled);
    smui::MainWindow w;
    w.setInteractive(false);
    QElapsedTimer took;
    took.start();
    w.setTarget(stalled);
    w.show();
    // Nothing waited for the stalled probe: it never answers, so a wait would not end at all.
    CHECK(took.elapsed() < smtest::kEndsBound.count());
    const smui::TargetChoice* c = w.targetList()->choice(stalled);
    REQUIRE(c);
    CHECK(c->state == smui::TargetChoice::State::Probing);
    INFO(w.targetList()->currentText().toStdString());
    CHECK(w.targetList()->currentText().endsWith(QStringLiteral("reading…")));

    REQUIRE(QTest::qWaitFor(
        [&] { return w.targetList()->choice(stalled)->state == smui::TargetChoice::State::NotResponding; }, 5000));
    const int i = w.targetList()->indexOf(stalled);
    CHECK(w.targetList()->itemText(i).endsWith(QLatin1String("not responding")));
    const auto* items = qobject_cast<const QStandardItemModel*>(w.targetList()->model());
    REQUIRE(items);
    CHECK_FALSE(items->item(i)->isEnabled());  // cannot be chosen
    const QString tip = w.targetList()->itemData(i, Qt::ToolTipRole).toString();
    CHECK_THAT(tip.toStdString(), Catch::Contains("did not answer within"));
    CHECK_THAT(tip.toStdString(), Catch::Contains("stalled"));

    // Start on it is refused at once, with the reason.
    QSignalSpy ended(&w, &smui::MainWindow::runEnded);
    w.startRun();
    REQUIRE(ended.count() == 1);
    CHECK_FALSE(ended.at(0).at(0).toBool());
    CHECK_THAT(w.lastError().toStdString(), Catch::Contains("is not responding"));

    // Another target runs to the end while the stalled probe still hangs.
    w.setTarget(QString::fromStdString(good.str()));
    REQUIRE(smtest::waitForTarget(w));
    w.setTestSize(64ull << 20);
    w.setSelectedTests({true, false, false, false});
    w.setSeconds(0.2, 0.2, 30);
    w.startRun();
    REQUIRE(ended.wait(120000));
    REQUIRE(ended.count() == 2);
    CHECK(ended.at(1).at(0).toBool());
    CHECK(smui::TargetProbe::instance().pending(stalled));  // still hanging, and nobody waits for it
    CHECK(smtest::solidmark_folders(good.path()).empty());
}

TEST_CASE("closing the window mid-run stops the run without blocking and removes the test file")
{
    smtest::TempDir dir;
    smui::MainWindow w;
    w.setInteractive(false);
    w.setTarget(QString::fromStdString(dir.str()));
    w.setTestSize(64ull << 20);
    w.setSelectedTests({true, true, true, true});
    w.setSeconds(5, 5, 30);
    w.show();
    REQUIRE(smtest::waitForTarget(w));
    w.startRun();
    REQUIRE(smtest::waitForRunStart(w));
    // Well into the run: 4K read.
    REQUIRE(QTest::qWaitFor([&] { return w.statusBar()->currentMessage() == QLatin1String("4K read"); }, 120000));
    REQUIRE(smtest::solidmark_folders(dir.path()).size() == 1);

    LoopWatch watch;
    CHECK_FALSE(w.close());  // not yet: the run is being stopped
    CHECK(w.isVisible());
    REQUIRE(w.closeGuard()->stopDialog());
    CHECK_THAT(w.closeGuard()->stopText().toStdString(), Catch::StartsWith("Stopping… removing the test file"));
    REQUIRE(QTest::qWaitFor([&] { return !w.isVisible(); }, 30000));  // it closed itself once the run ended
    INFO("the longest the event loop stood still during the close: " << watch.longest << " ms in " << watch.turns
                                                                     << " turns");
    CHECK(watch.longest < smtest::kFrozeMs);
    CHECK(watch.turns > 0);
    CHECK(smtest::solidmark_folders(dir.path()).empty());
    CHECK(w.closeGuard()->leftBehind().isEmpty());
}

TEST_CASE("Close anyway leaves the test folder of a job that does not stop, names it and says so")
{
    smtest::TempDir dir;
    QWidget mainWindow;
    auto* window = new GuardedDialog(&mainWindow);
    window->setAttribute(Qt::WA_DeleteOnClose);
    auto* controller = new smui::JobController(window);
    auto* guard = new smui::CloseGuard(window, controller, QStringLiteral("Abort?"));
    window->guard = guard;
    QPointer<QDialog> alive(window);
    // A job that makes its folder and then does not stop (a removal stuck on a stalled drive).
    auto release = std::make_shared<std::atomic<bool>>(false);
    auto folder = std::make_shared<std::string>();
    controller->start([release, folder, target = dir.path()](const RunEnv& env) {
        TestArea area(target, "test");
        *folder = area.folder().string();
        ProgressEvent ev;
        ev.stage = Stage::FolderCreated;
        ev.path = area.folder().string();
        env.progress(ev);
        while (!*release)
            std::this_thread::sleep_for(std::chrono::milliseconds(20));
        return std::any();
    });
    mainWindow.show();
    window->show();
    REQUIRE(QTest::qWaitFor([&] { return !controller->testFolder().isEmpty(); }, 10000));
    const QString made = controller->testFolder();

    LoopWatch watch;
    CHECK_FALSE(window->close());
    REQUIRE(guard->stopDialog());
    REQUIRE(guard->closeAnywayButton());
    CHECK_FALSE(guard->closeAnywayButton()->isVisible());  // offered only after a few seconds
    REQUIRE(QTest::qWaitFor([&] { return guard->closeAnywayButton()->isVisible(); },
                            smui::CloseGuard::kOfferAfterMs + 5000));
    CHECK(watch.longest < smtest::kFrozeMs);
    INFO("gaps over 60 ms: " << watch.slow.size() << " of " << watch.turns << ", longest " << watch.longest);
    CHECK(guard->closeAnywayButton()->text() == QLatin1String("Close anyway (leave the file)"));
    CHECK_THAT(guard->stopText().toStdString(),
               Catch::Contains(made.toStdString() + " stays on the drive and you must remove it by hand"));
    QTest::mouseClick(guard->closeAnywayButton(), Qt::LeftButton);
    REQUIRE(QTest::qWaitFor([&] { return alive.isNull(); }, 5000));  // closed (and deleted)
    CHECK(std::filesystem::exists(made.toStdString()));
    // The window that stays says what was left.
    QString said;
    for (QMessageBox* box : mainWindow.findChildren<QMessageBox*>())
        said += box->text();
    CHECK(said.toStdString() == smui::UiText::leftBehind(made).toStdString());
    *release = true;  // the job ends on its own and its TestArea removes the folder
    REQUIRE(QTest::qWaitFor([&] { return !std::filesystem::exists(made.toStdString()); }, 10000));
}
