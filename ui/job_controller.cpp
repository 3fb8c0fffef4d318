#include "job_controller.h"

#include <memory>

namespace smui {

JobController::JobController(QObject* parent) : QObject(parent) { }

JobController::~JobController() { abortAndWait(); }

void JobController::start(Job job, const std::string& label)
{
    if (m_thread) {
        // The previous run has reported its end; its thread is finishing.
        m_thread->wait();
        m_thread->deleteLater();
        m_thread = nullptr;
    }
    m_cancel.reset();
    m_running = true;
    m_thread = QThread::create([this, job = std::move(job), label] {
        // Queued calls with `this` as context: they run on the controller's
        // thread, and are dropped if it is gone (it waits for this thread first).
        const sm::ProgressFn forward = [this](const sm::ProgressEvent& ev) {
            QMetaObject::invokeMethod(
                this, [this, ev] { emit progress(ev); }, Qt::QueuedConnection);
        };
        HistoryRecorder recorder(label);
        JobOutcome outcome;
        try {
            outcome.result = job(sm::RunEnv(m_cancel, forward, &recorder));
            outcome.saved = recorder.saved();
        } catch (const sm::Error& e) {
            outcome.end = e.kind() == sm::ErrorKind::Cancelled ? JobOutcome::End::Aborted : JobOutcome::End::Failed;
            outcome.error = e.kind();
            outcome.message = QString::fromStdString(e.what());
        } catch (const std::exception& e) {
            outcome.end = JobOutcome::End::Failed;
            outcome.error = sm::ErrorKind::Internal;
            outcome.message = QString::fromStdString(e.what());
        }
        auto shared = std::make_shared<JobOutcome>(std::move(outcome));
        QMetaObject::invokeMethod(
            this, [this, shared] { report(std::move(*shared)); }, Qt::QueuedConnection);
    });
    m_thread->setParent(this);
    QThread* thread = m_thread;
    connect(thread, &QThread::finished, this, [this, thread] {
        if (m_thread == thread) {
            thread->deleteLater();
            m_thread = nullptr;
        }
    });
    m_thread->start();
}

void JobController::report(JobOutcome outcome)
{
    // Not running any more before anyone hears of the end, so a receiver may start the next job.
    m_running = false;
    emit ended(outcome);
}

void JobController::abort() { m_cancel.cancel(); }

void JobController::abortAndWait()
{
    if (!m_thread)
        return;
    m_cancel.cancel();
    m_thread->wait();
}

}  // namespace smui
