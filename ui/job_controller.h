#pragma once
// Runs one core job (the synthetic suite, the compression or the copy
// benchmark) on a worker thread and reports through queued signals
// (ARCHITECTURE rule 3). No widget is touched off the GUI thread.
#include "run/progress.h"
#include "util/cancel.h"

#include <QMetaType>
#include <QObject>
#include <QThread>
#include <QVariant>
#include <atomic>
#include <functional>

Q_DECLARE_METATYPE(sm::Measurement)

namespace smui {

class JobController : public QObject {
    Q_OBJECT
public:
    // Runs on the worker thread; returns the result wrapped in a QVariant or
    // throws sm::Error.
    using Job = std::function<QVariant(const sm::CancelToken&, const sm::ProgressFn&)>;

    explicit JobController(QObject* parent = nullptr);
    ~JobController() override;

    bool running() const;
    void start(Job job);
    // Asks the engine to stop; it returns within 1 s and cleans up.
    void abort();
    // Aborts and waits for the worker (window closing).
    void abortAndWait();

signals:
    void status(const QString& text);
    // index: the TestId of a synthetic phase, the point or set of a tool
    // phase, -1 for preparing.
    void phaseStarted(int index, bool write, const QString& label);
    void phaseProgress(double fraction, double runElapsedS);
    // What the running phase says about itself ("Conditioning 812 MB/s, ETA 00:41").
    void phaseText(const QString& text);
    // A measured interval inside a long phase (conditioning reports one per second).
    void intervalMeasured(int index, const sm::Measurement& m, double runElapsedS);
    void phaseFinished(int index, bool write, const sm::Measurement& m);
    void finished(const QVariant& result);
    void failed(const QString& message, bool cancelled);

private:
    sm::CancelToken m_cancel;
    QThread* m_thread = nullptr;
    std::atomic<bool> m_active{false};  // a job is running (its outcome not yet reported)
};

}  // namespace smui
