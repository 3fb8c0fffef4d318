#pragma once
// Screenshots of a widget as it looks once its pending layout has run.
#include <QPixmap>

class QWidget;

namespace smui {

// Delivers the posted layout requests (a chart's axes re-sized for new
// labels, a table that grew) and activates the window's layout, then grabs
// `widget`. No event loop runs (docs/architecture.md rule 6): nothing else that is
// queued, such as a job's outcome, can happen in the middle of a grab.
QPixmap grabLaidOut(QWidget* widget);

}  // namespace smui
