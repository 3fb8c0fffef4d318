#include "support/ui_checks.h"

#include "main_window.h"

#include <QPushButton>

namespace smtest {

QPushButton* startButton(smui::MainWindow& w)
{
    for (QPushButton* b : w.findChildren<QPushButton*>())
        if (b->text() == QLatin1String("Start") || b->text() == QLatin1String("Abort"))
            return b;
    return nullptr;
}

QString keep_png(const char* name)
{
    const QByteArray dir = qgetenv("SOLIDMARK_UI_SHOTS");
    return dir.isEmpty() ? QString() : QString::fromLocal8Bit(dir) + "/" + name;
}

}  // namespace smtest
