#pragma once
// Saving what the GUI shows to a file the user names, without losing it
// (docs/architecture.md, "nothing lost"): the bytes go through the core's
// atomic write (util/text_file.h: a temporary file and a rename); when a
// write fails the message says what failed and that the result is still
// shown, and the user is offered another file.
#include <QString>
#include <functional>
#include <string>

class QWidget;

namespace smui {

// The PNG bytes of `widget` as laid out (grab.h).
std::string pngBytes(QWidget* widget);
// Writes `bytes` to `path` atomically; "" or the core's sentence naming the path and the cause.
QString writeFile(const QString& path, const std::string& bytes);
// An export to a path given by a script or a test (--export): `missing` when
// there is no result (`content` is then not asked), else what writeFile says.
QString exportFile(const QString& path, bool have_result, const QString& missing,
                   const std::function<std::string()>& content);

struct SaveRequest {
    QString title;      // the file dialog's title: "Export JSON"
    QString suggested;  // the file name offered first
    QString filter;     // "JSON (*.json)"
    std::function<std::string()> content;
    // A failure that already happened (the history, a path chosen before the
    // run): shown first, with the offer to save elsewhere.
    QString failed;
};

// Asks for a file and writes `content()` there; after a failure says why and
// asks again until a write succeeds or the user gives up. Returns the path
// written, or "" when nothing was written.
QString saveWithRetry(QWidget* parent, const SaveRequest& request);
// Where the dialog offers the file again after `failed` could not be written.
QString retryPath(const QString& failed);

// Before a run: whether the automatic history saving will work, found out
// off the GUI thread (the history is a file; start_checks.h). When the
// history does not open, an interactive window asks (without blocking)
// whether to run anyway; otherwise the run is refused, as solidmark-cli
// refuses it. `done` runs on `parent`'s thread, never after `parent` is gone.
struct HistoryCheck {
    bool go = true;
    QString refusal;  // !go without a question: why ("… Nothing was run.")
    QString notice;   // a damaged file was moved aside
};
void checkHistory(QWidget* parent, bool interactive, std::function<void(const HistoryCheck&)> done);
// After a run whose result the history did not take: the sentence saying so.
QString historyFailure(const std::string& error);

}  // namespace smui
