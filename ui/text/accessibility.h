#pragma once
// Names and descriptions for assistive technology (Qt's QAccessible): every
// control a dialog builds gets both, and the description doubles as its
// tooltip, so what a screen reader says and what a mouse user sees agree.
#include <QString>

class QWidget;

namespace smui {

// Sets the accessible name and description of `w`; the description becomes
// its tooltip when it has none.
void describe(QWidget* w, const QString& name, const QString& description);
// Gives every focusable control below `root` without a name its visible text
// (a button's or check box's label, a line edit's placeholder) as the name and,
// lacking a description, its tooltip or name as the description. Run once a
// window or dialog is built.
void describeChildren(QWidget* root);

}  // namespace smui
