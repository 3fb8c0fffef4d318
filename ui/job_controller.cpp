#include "job_controller.h"

#include "detached.h"

namespace smui {

JobController::JobController(QObject* parent) : QObject(parent) { }

JobController::~JobController()
{
    // Never waits: a job still running is told to stop and left to clean up.
    if (m_running)
        abandon();
}

void JobController::start(Job job, const std::string& label)
{
    if (m_inbox)
        m_inbox->close();  // the previous job has reported; anything it still sends is stale
    m_cancel = std::make_shared<sm::CancelToken>();
    m_inbox = std::make_shared<Inbox>(this);
    m_running = true;
    m_folder.clear();
    runDetached([this, cancel = m_cancel, inbox = m_inbox, job = std::move(job), label] {
        // `this` is used only inside calls the inbox delivers, which it does
        // only while the controller lives and listens.
        const sm::ProgressFn forward = [this, inbox](const sm::ProgressEvent& ev) {
            inbox->post([this, ev] {
                if (ev.kind == sm::ProgressEvent::Kind::Status && ev.stage == sm::Stage::FolderCreated)
                    m_folder = QString::fromStdString(ev.path);
                emit progress(ev);
            });
        };
        HistoryRecorder recorder(label);
        JobOutcome outcome;
        try {
            outcome.result = job(sm::RunEnv(*cancel, forward, &recorder));
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
        inbox->post([this, shared] { report(std::move(*shared)); });
    });
}

void JobController::report(JobOutcome outcome)
{
    // Not running any more before anyone hears of the end, so a receiver may start the next job.
    m_running = false;
    emit ended(outcome);
}

void JobController::abort()
{
    if (m_cancel)
        m_cancel->cancel();
}

void JobController::abandon()
{
    abort();
    if (m_inbox)
        m_inbox->close();
    m_running = false;
}

}  // namespace smui
