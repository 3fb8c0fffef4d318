#pragma once
// Windows: the whole-volume access-time read opens \\.\PhysicalDriveN, which
// needs an administrator. Unelevated, the main window asks as the Linux
// udisks2 question does: "Restart as administrator" (the runas verb: Windows
// shows its consent prompt) or "Use a test file instead". Elsewhere SolidMark
// is never restarted, and runningElevated() says whether it runs as root.
#include <QString>
#include <QStringList>

namespace smui {

// True when the process may open a whole drive itself (an elevated token on
// Windows, root elsewhere).
bool runningElevated();

// Starts this program (or `program`) again as administrator with `arguments`
// (Windows' consent prompt decides) and returns true once it started; false
// with the reason in `error` (declined, or not Windows).
bool restartElevated(const QStringList& arguments, QString& error, const QString& program = {});

}  // namespace smui
