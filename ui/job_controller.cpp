#include "job_controller.h"
#include "ui_text.h"

#include "util/error.h"

namespace smui {

JobController::JobController(QObject* parent) : QObject(parent)
{
    qRegisterMetaType<sm::Measurement>();
}

JobController::~JobController() { abortAndWait(); }

void JobController::start(Job job)
{
    if (m_thread) {
        // The previous run has reported its end; its thread is finishing.
        m_thread->wait();
        m_thread->deleteLater();
        m_thread = nullptr;
    }
    m_cancel.reset();
    m_active = true;
    // Signals emitted on the worker thread reach receivers in the GUI thread
    // as queued calls (the receivers live there).
    m_thread = QThread::create([this, job = std::move(job)] {
        const auto progress = [this](const sm::ProgressEvent& ev) {
            using K = sm::ProgressEvent::Kind;
            const int index = ev.test ? static_cast<int>(*ev.test) : ev.step;
            switch (ev.kind) {
            case K::Status:
                emit status(UiText::core(QString::fromStdString(ev.text)));
                break;
            case K::PhaseStarted:
                emit phaseStarted(index, ev.write, UiText::core(QString::fromStdString(ev.text)));
                break;
            case K::PhaseProgress:
                emit phaseProgress(ev.fraction, ev.run_elapsed_s);
                if (!ev.text.empty())
                    emit phaseText(UiText::core(QString::fromStdString(ev.text)));
                if (ev.result)
                    emit intervalMeasured(index, *ev.result, ev.run_elapsed_s);
                break;
            case K::PhaseFinished:
                if (ev.result)
                    emit phaseFinished(index, ev.write, *ev.result);
                break;
            }
        };
        // The job is over once its outcome is known: clear the flag before the
        // (queued) signal, so a receiver never sees "still running".
        try {
            QVariant result = job(m_cancel, progress);
            m_active = false;
            emit finished(result);
        } catch (const sm::Error& e) {
            m_active = false;
            emit failed(QString::fromStdString(e.what()), e.kind() == sm::ErrorKind::Cancelled);
        } catch (const std::exception& e) {
            m_active = false;
            emit failed(QString::fromStdString(e.what()), false);
        }
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

void JobController::abort() { m_cancel.cancel(); }

void JobController::abortAndWait()
{
    if (!m_thread)
        return;
    m_cancel.cancel();
    m_thread->wait();
}

bool JobController::running() const { return m_active; }

}  // namespace smui
