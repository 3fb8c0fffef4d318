#pragma once
// Checks the UI tests share (defined in test_ui_i18n.cpp).
#include <QStringList>

class QWidget;

namespace smtest {

// Widgets below `root` whose text does not fit: a label or button narrower than its text.
QStringList clipped(QWidget& root);

}  // namespace smtest
