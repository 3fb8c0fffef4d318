// The whole-drive permission question (udisks2 and polkit, README; on Windows
// "Restart as administrator", ui/desktop/elevation.h): asked
// once per session before a run whose access-time read spans the device,
// never blocking; "Use a test file instead" reads the test file, and the
// result view says why the whole drive was not read.
#include "desktop/device_permission.h"
#include "desktop/elevation.h"
#include "window/main_window.h"
#include "tools/surface_dialog.h"
#include "result/run_result.h"
#include "support/paths.h"
#include "support/temp_dir.h"

#include <QAbstractButton>
#include <QApplication>
#include <QFileInfo>
#include <QMessageBox>
#include <QSignalSpy>
#include <QTest>
#include <catch2/catch.hpp>
#include <filesystem>

using namespace sm;

namespace {

QAbstractButton* buttonNamed(QMessageBox* box, const QString& text)
{
    for (QAbstractButton* b : box->buttons())
        if (b->text() == text)
            return b;
    return nullptr;
}

}  // namespace

TEST_CASE("the whole-drive question comes once per session, and a test file instead is said in the result")
{
    smtest::TempDir dir;
    smui::setSessionDeviceAnswer(smui::DeviceAnswer::None);
    smui::MainWindow w;
    w.setInteractive(false);  // errors recorded, not shown; the question is forced below
    w.setDeviceQuestion(true);
    w.setTarget(QString::fromStdString(dir.str()));
    w.setTestSize(16ull << 20);
    w.setSelectedTests({false, false, false, true});
    w.setSeconds(0.2, 0.2, 30);
    w.setAccessSpan(AccessSpan::Device);
    w.show();
    QSignalSpy ended(&w, &smui::MainWindow::runEnded);
    w.startRun();
    QMessageBox* box = smtest::waitForQuestion(w);
    REQUIRE(box);
#ifdef _WIN32
    // Windows: an administrator opens the drive (ui/desktop/elevation.h).
    CHECK_THAT(box->text().toStdString(),
               Catch::StartsWith("Reading the whole drive needs an administrator on Windows; nothing is written."));
    REQUIRE(buttonNamed(box, QStringLiteral("Restart as administrator")));
#else
    CHECK_THAT(box->text().toStdString(),
               Catch::StartsWith("Reading the whole drive needs your permission; nothing is written."));
    REQUIRE(buttonNamed(box, QStringLiteral("Allow")));
#endif
    QAbstractButton* file = buttonNamed(box, QStringLiteral("Use a test file instead"));
    REQUIRE(file);
    CHECK(ended.isEmpty());  // nothing runs while the question is open
    if (const QByteArray shots = qgetenv("SOLIDMARK_UI_SHOTS"); !shots.isEmpty())
        box->grab().save(QString::fromLocal8Bit(shots) + QStringLiteral("/udisks-question.png"));
    file->click();
    REQUIRE(ended.wait(120000));
    REQUIRE(ended.at(0).at(0).toBool());
    REQUIRE(w.result());
    CHECK(w.result()->access_read_span == AccessSpan::File);
    CHECK(w.result()->device_open == "none");
    CHECK(w.result()->span_reason == "the test file was asked for");
    CHECK_THAT(
        w.headerText().toStdString(),
        Catch::Contains("Acc.time read spanned the test file, not the whole drive: the test file was asked for."));
    CHECK(w.accessSpan() == AccessSpan::Device);  // the answer is for this session, not the saved setting
    if (const QByteArray shots = qgetenv("SOLIDMARK_UI_SHOTS"); !shots.isEmpty())
        w.grab().save(QString::fromLocal8Bit(shots) + QStringLiteral("/udisks-result.png"));

    // Once per session: the next run asks nothing and keeps the answer.
    ended.clear();
    w.startRun();
    REQUIRE(ended.wait(120000));
    for (QMessageBox* b : w.findChildren<QMessageBox*>())
        CHECK_FALSE(b->isVisible());
    CHECK(w.result()->access_read_span == AccessSpan::File);
    // The tools follow the answer: the surface scan reads a test file too.
    smui::SurfaceDialog surface(QString::fromStdString(dir.str()), 16ull << 20, &w);
    surface.setInteractive(false);
    surface.setPlan(3, 1, true);
    QSignalSpy done(&surface, &smui::ToolDialog::runEnded);
    surface.start();
    REQUIRE(done.wait(120000));
    REQUIRE(surface.result());
    CHECK(surface.result()->span == "file");
    CHECK(surface.result()->device_open == "none");
    CHECK(surface.result()->span_reason == "the test file was asked for");
    smui::setSessionDeviceAnswer(smui::DeviceAnswer::None);
}

#ifdef _WIN32
TEST_CASE("Restart as administrator starts SolidMark through the runas verb with the arguments as given")
{
    // Wine's token is already elevated and shows no consent prompt: what this
    // checks is the start and the quoting (a folder with spaces), not the prompt.
    smtest::TempDir dir;
    const std::filesystem::path folder = dir.path() / "a folder with spaces";
    std::filesystem::create_directory(folder);
    const QString png = QString::fromStdWString((folder / "shot.png").wstring());
    QString why;
    REQUIRE(smui::restartElevated({QStringLiteral("-platform"), QStringLiteral("offscreen"), QStringLiteral("--target"),
                                   QString::fromStdWString(folder.wstring()), QStringLiteral("--screenshot"), png,
                                   QStringLiteral("--quit")},
                                  why, QString::fromUtf8(smtest::paths::gui)));
    CHECK(why.isEmpty());
    CHECK(QTest::qWaitFor([&] { return QFileInfo(png).size() > 1000; }, 60000));
}
#endif
