#include "desktop/job_controller.h"

#include "desktop/detached.h"

#include <mutex>
#include <vector>

namespace smui {

// The progress of one job on its way to the GUI thread. The engine's side
// appends (a copy made before the lock, then a move under it); the GUI's
// side swaps the whole list out. Neither holds the lock for longer than
// that, so an I/O or monitor thread never waits for a paint.
class ProgressMailbox {
public:
    void put(const sm::ProgressEvent& ev)
    {
        sm::ProgressEvent copy = ev;
        const std::lock_guard lock(m_mutex);
        if (m_closed)
            return;
        if (!m_events.empty() && mergeable(copy) && m_events.back().kind == copy.kind &&
            sameStep(m_events.back(), copy)) {
            // A tick that only moves the bar updates the one still waiting
            // (whose speed point or interval, if any, is kept).
            sm::ProgressEvent& last = m_events.back();
            last.fraction = copy.fraction;
            last.run_elapsed_s = copy.run_elapsed_s;
            last.done_bytes = copy.done_bytes;
            last.eta_s = copy.eta_s;
            if (copy.temperature_c)
                last.temperature_c = copy.temperature_c;
            return;
        }
        m_events.push_back(std::move(copy));
    }
    std::vector<sm::ProgressEvent> take()
    {
        std::vector<sm::ProgressEvent> out;
        const std::lock_guard lock(m_mutex);
        out.swap(m_events);
        return out;
    }
    // Later events are dropped (an abandoned job may run on for a long time).
    void close()
    {
        const std::lock_guard lock(m_mutex);
        m_closed = true;
        m_events.clear();
    }

private:
    static bool mergeable(const sm::ProgressEvent& ev)
    {
        return ev.kind == sm::ProgressEvent::Kind::PhaseProgress && !ev.speed && !ev.interval;
    }
    static bool sameStep(const sm::ProgressEvent& a, const sm::ProgressEvent& b)
    {
        return a.phase.kind == b.phase.kind && a.phase.write == b.phase.write && a.phase.test == b.phase.test &&
            a.phase.step == b.phase.step && a.phase.pass == b.phase.pass && a.phase.name == b.phase.name;
    }

    std::mutex m_mutex;
    std::vector<sm::ProgressEvent> m_events;
    bool m_closed = false;
};

JobController::JobController(QObject* parent) : QObject(parent)
{
    m_delivery.setInterval(static_cast<int>(sm::kSeriesIntervalS * 1000));
    connect(&m_delivery, &QTimer::timeout, this, &JobController::deliver);
}

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
    if (m_mailbox)
        m_mailbox->close();
    m_cancel = std::make_shared<sm::CancelToken>();
    m_inbox = std::make_shared<Inbox>(this);
    m_mailbox = std::make_shared<ProgressMailbox>();
    m_running = true;
    m_folder.clear();
    m_delivery.start();
    runDetached([this, cancel = m_cancel, inbox = m_inbox, mailbox = m_mailbox, job = std::move(job), label] {
        const sm::ProgressFn forward = [mailbox](const sm::ProgressEvent& ev) { mailbox->put(ev); };
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
        // `this` is used only inside calls the inbox delivers, which it does
        // only while the controller lives and listens.
        auto shared = std::make_shared<JobOutcome>(std::move(outcome));
        inbox->post([this, shared] {
            deliver();  // every event the job sent, before its end
            report(std::move(*shared));
        });
    });
}

void JobController::deliver()
{
    if (!m_mailbox)
        return;
    for (const sm::ProgressEvent& ev : m_mailbox->take()) {
        if (ev.kind == sm::ProgressEvent::Kind::Status && ev.stage == sm::Stage::FolderCreated)
            m_folder = QString::fromStdString(ev.path);
        emit progress(ev);
        if (!m_running)
            return;  // a receiver abandoned the job
    }
}

void JobController::report(JobOutcome outcome)
{
    // Not running any more before anyone hears of the end, so a receiver may start the next job.
    m_running = false;
    m_delivery.stop();
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
    if (m_mailbox)
        m_mailbox->close();
    m_delivery.stop();
    m_running = false;
}

}  // namespace smui
