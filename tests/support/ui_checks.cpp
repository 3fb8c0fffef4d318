#include "support/ui_checks.h"

#include "window/main_window.h"
#include "panels/target_probe.h"
#include "panels/targets.h"
#include "tools/tool_dialog.h"

#include <QMessageBox>
#include <QPushButton>
#include <QTest>

namespace smtest {

std::vector<std::string> gui_env(const std::string& home)
{
    return {"QT_QPA_PLATFORM=offscreen", "XDG_CONFIG_HOME=" + home, "XDG_DATA_HOME=" + home, "LOCALAPPDATA=" + home};
}

QPushButton* startButton(smui::MainWindow& w)
{
    for (QPushButton* b : w.findChildren<QPushButton*>())
        if (b->text() == QLatin1String("Start") || b->text() == QLatin1String("Abort"))
            return b;
    return nullptr;
}

bool waitForTarget(smui::MainWindow& w)
{
    return QTest::qWaitFor(
        [&] {
            const smui::TargetChoice* c = w.targetList()->current();
            return c && c->state == smui::TargetChoice::State::Ready && !smui::TargetProbe::instance().pending(c->path);
        },
        20000);
}

bool waitForDrive(const smui::ToolDialog& d)
{
    return QTest::qWaitFor([&] { return !d.driveText().isEmpty(); }, 20000);
}

bool waitForRunStart(smui::MainWindow& w)
{
    return QTest::qWaitFor([&] { return !w.isStarting(); }, 20000);
}

QMessageBox* waitForQuestion(QWidget& w)
{
    QMessageBox* found = nullptr;
    (void)QTest::qWaitFor(
        [&] {
            for (QMessageBox* box : w.findChildren<QMessageBox*>())
                if (box->isVisible())
                    found = box;
            return found != nullptr;
        },
        4000);
    return found;
}

QString keep_png(const char* name)
{
    const QByteArray dir = qgetenv("SOLIDMARK_UI_SHOTS");
    return dir.isEmpty() ? QString() : QString::fromLocal8Bit(dir) + "/" + name;
}

}  // namespace smtest
