#pragma once
// Runs one core job (the suite or a Tools benchmark) on a worker thread
// (docs/architecture.md rule 6). The job's progress events go into a mailbox
// that the controller's own thread empties every 250 ms (the speed series'
// interval), so every receiver sees them on the GUI thread, in order, and no
// widget is touched from the worker. The engine's threads only append to the
// mailbox: they never wake the GUI thread, never wait for it, and a paint
// never lands in the middle of a measured phase at the engine's pace
// (docs/methodology.md §26). Progress ticks that carry nothing but a fraction
// are merged into the last one waiting. The outcome is posted once the
// mailbox has been emptied. The job's result travels as a value inside the
// outcome; the history is written by the pipeline through the recorder
// passed in its RunEnv.
//
// Nothing ever waits for the worker: it is a detached thread (detached.h).
// Abort asks the engine to stop (it does within 1 s and removes its test
// folder, which on a slow or stalled drive can take longer still); a window
// closing waits for the outcome as an event (close_guard.h), or abandons
// the job, whose later events are then dropped.
#include "desktop/history_recorder.h"
#include "run/pipeline.h"
#include "run/progress.h"
#include "util/cancel.h"
#include "util/error.h"

#include <QObject>
#include <QString>
#include <QTimer>
#include <any>
#include <functional>
#include <memory>
#include <string>

namespace smui {

class Inbox;
class ProgressMailbox;

// How a job ended, typed: the GUI's exit code and its messages come from it.
struct JobOutcome {
    enum class End { Done, Aborted, Failed };
    End end = End::Done;
    sm::ErrorKind error = sm::ErrorKind::Internal;  // Aborted: Cancelled; Failed: what failed
    QString message;                                // the error's one sentence (empty when Done)
    std::any result;                                // Done: the run function's result
    HistoryRecorder::Saved saved;                   // what the history did with a finished result

    bool ok() const { return end == End::Done; }
};

class JobController : public QObject {
    Q_OBJECT
public:
    // Runs on the worker thread; returns the run function's result or throws sm::Error.
    using Job = std::function<std::any(const sm::RunEnv& env)>;

    explicit JobController(QObject* parent = nullptr);
    ~JobController() override;

    // A job is running or its outcome is not reported yet.
    bool running() const { return m_running; }
    // `label` is saved with the finished result in the history.
    void start(Job job, const std::string& label = {});
    // Asks the engine to stop; it returns within 1 s and cleans up.
    void abort();
    // Aborts and stops listening: no more events, no outcome; the worker
    // goes on cleaning up as long as the program runs (Close anyway).
    void abandon();
    // The running job's test folder, once the pipeline made it ("" before).
    QString testFolder() const { return m_folder; }

signals:
    void progress(const sm::ProgressEvent& event);
    void ended(const smui::JobOutcome& outcome);

private:
    void report(JobOutcome outcome);
    // Emits what the mailbox holds, in order.
    void deliver();

    std::shared_ptr<sm::CancelToken> m_cancel;   // shared with the worker, which may outlive the controller
    std::shared_ptr<Inbox> m_inbox;              // the running job's way back; closed when abandoned
    std::shared_ptr<ProgressMailbox> m_mailbox;  // the running job's progress; closed when abandoned
    QTimer m_delivery;                           // empties m_mailbox every 250 ms while a job runs
    bool m_running = false;                      // read and written on the controller's thread only
    QString m_folder;
};

}  // namespace smui
