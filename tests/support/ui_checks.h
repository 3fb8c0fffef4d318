#pragma once
// Checks and helpers the UI tests share (clipped() is defined in
// test_ui_i18n.cpp, the others in ui_checks.cpp).
#include <QStringList>

class QPushButton;
class QWidget;

namespace smui {
class MainWindow;
}

namespace smtest {

// The main window's Start button (its text is "Abort" during a run).
QPushButton* startButton(smui::MainWindow& w);

// Where a test may keep a screenshot for a person to look at: a file in
// $SOLIDMARK_UI_SHOTS, or an empty string (nowhere) when it is unset.
QString keep_png(const char* name);

// Widgets below `root` whose text does not fit: a label or button narrower than its text.
QStringList clipped(QWidget& root);

}  // namespace smtest
