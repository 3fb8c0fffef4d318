#pragma once
// Runs one core job (the suite or a Tools benchmark) on a worker thread
// (docs/architecture.md rule 6). Progress events and the outcome are handed to the
// controller's own thread as queued calls, so every receiver sees them on
// the GUI thread and no widget is touched from the worker. The job's result
// travels as a value inside the outcome; the history is written by the
// pipeline through the recorder passed in its RunEnv.
#include "history_recorder.h"
#include "run/pipeline.h"
#include "run/progress.h"
#include "util/cancel.h"
#include "util/error.h"

#include <QObject>
#include <QString>
#include <QThread>
#include <any>
#include <functional>
#include <string>

namespace smui {

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
    // Aborts and waits for the worker (window closing).
    void abortAndWait();

signals:
    void progress(const sm::ProgressEvent& event);
    void ended(const smui::JobOutcome& outcome);

private:
    void report(JobOutcome outcome);

    sm::CancelToken m_cancel;
    QThread* m_thread = nullptr;
    bool m_running = false;  // read and written on the controller's thread only
};

}  // namespace smui
