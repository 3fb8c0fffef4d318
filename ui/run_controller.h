#pragma once
// Runs the core Runner on a worker thread and reports through queued
// signals (ARCHITECTURE rule 3). No widget is touched off the GUI thread.
#include "run/runner.h"

#include <QMetaType>
#include <QObject>
#include <QThread>
#include <memory>

Q_DECLARE_METATYPE(sm::Measurement)
Q_DECLARE_METATYPE(sm::RunResult)

namespace smui {

class RunController : public QObject {
    Q_OBJECT
public:
    explicit RunController(QObject* parent = nullptr);
    ~RunController() override;

    bool running() const;
    void start(const sm::RunRequest& request);
    // Asks the engine to stop; it returns within 1 s and cleans up.
    void abort();
    // Aborts and waits for the worker (window closing).
    void abortAndWait();

signals:
    void status(const QString& text);
    void phaseStarted(int test, bool write, const QString& label);  // test -1 = preparing
    void phaseProgress(double fraction, double runElapsedS);
    void phaseFinished(int test, bool write, const sm::Measurement& m);
    void finished(const sm::RunResult& result);
    void failed(const QString& message, bool cancelled);

private:
    sm::CancelToken m_cancel;
    QThread* m_thread = nullptr;
};

}  // namespace smui
