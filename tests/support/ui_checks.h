#pragma once
// Checks and helpers the UI tests share (clipped() is defined in
// test_ui_i18n.cpp, the others in ui_checks.cpp).
#include <QStringList>
#include <string>
#include <vector>

// A case that needs Linux (sysfs fixtures, udisks2, /proc, POSIX signals)
// ends here on Windows, saying why; packaging/windows-ui-test.sh lists them.
#ifdef _WIN32
#define SOLIDMARK_LINUX_ONLY(why)                                                                                      \
    do {                                                                                                               \
        WARN("skipped on Windows (Linux-only): " << why);                                                              \
        return;                                                                                                        \
    } while (0)
#else
#define SOLIDMARK_LINUX_ONLY(why)                                                                                      \
    do {                                                                                                               \
    } while (0)
#endif

class QPushButton;
class QWidget;

namespace smui {
class MainWindow;
class ToolDialog;
}  // namespace smui

class QMessageBox;

namespace smtest {

// The main window's Start button (its text is "Abort" during a run).
QPushButton* startButton(smui::MainWindow& w);

// Waits (the event loop turning) until the chosen target is described (its
// probe answered, target_probe.h); false after 20 s.
bool waitForTarget(smui::MainWindow& w);
// Waits until a Tools dialog's drive lines are there (described off the GUI thread); false after 20 s.
bool waitForDrive(const smui::ToolDialog& d);
// Waits until Start's checks are over and the run itself goes (or ended); false after 20 s.
bool waitForRunStart(smui::MainWindow& w);

// The window's open question (a QMessageBox child), once it shows (questions
// open asynchronously); nullptr after 4 s.
QMessageBox* waitForQuestion(QWidget& w);

// Where a test may keep a screenshot for a person to look at: a file in
// $SOLIDMARK_UI_SHOTS, or an empty string (nowhere) when it is unset.
QString keep_png(const char* name);

// The environment for a GUI started by a test: offscreen, its settings, data
// and logs in `home` (XDG_* on Linux, LOCALAPPDATA on Windows).
std::vector<std::string> gui_env(const std::string& home);

// Widgets below `root` whose text does not fit: a label or button narrower than its text.
QStringList clipped(QWidget& root);

}  // namespace smtest
