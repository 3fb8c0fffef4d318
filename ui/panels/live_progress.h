#pragma once
// The progress bar and the elapsed clock of a running job, as the main
// window and the Tools dialogs show them. They change every 250 ms while the
// engine measures, so they must cost the run nothing it can notice
// (docs/methodology.md §26):
// - the clock has a fixed size, so a new time never lays the window out
//   again (a QLabel that may change size invalidates its parent's layout on
//   every new text, and the window's word-wrapped labels then measure their
//   text again);
// - the bar's value is set without QProgressBar's own immediate repaint, so
//   it is painted in the same pass as the rest of the window.
#include <QLabel>

class QProgressBar;

namespace smui {

// "00:00" ... "99:59:59" (clockText) in a label as wide as the widest of them.
class ClockLabel : public QLabel {
    Q_OBJECT
public:
    explicit ClockLabel(QWidget* parent = nullptr);
    void setSeconds(double seconds);

protected:
    void changeEvent(QEvent* event) override;

private:
    void fitSize();
};

// bar->setValue(value), painted with the next paint instead of at once.
void setBarValue(QProgressBar* bar, int value);

}  // namespace smui
