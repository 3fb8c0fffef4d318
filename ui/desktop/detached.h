#pragma once
// Work the GUI thread must not wait for (docs/architecture.md rule 6), on a
// thread of its own that nobody joins. A probe of a mount whose FUSE daemon
// or network server stopped answering, or a run the user chose to leave
// behind, may never return: a thread stuck in a system call on such a mount
// can be neither joined nor cancelled. So nobody waits for it; its answer
// is posted to a receiver on the GUI thread through an Inbox, and dropped
// when the receiver is gone by then. The program ends without waiting for
// such threads, past a short grace on Windows (exitPastDetached() below).
#include <QObject>
#include <QWidget>
#include <chrono>
#include <functional>
#include <memory>
#include <mutex>

namespace smui {

// The receiver's end of a detached thread's answers.
class Inbox {
public:
    explicit Inbox(QObject* receiver) : m_receiver(receiver) { }
    // From the receiver, before it is destroyed: later answers are dropped.
    void close();
    // From any thread: runs `f` on the receiver's thread, unless closed.
    void post(std::function<void()> f);

private:
    std::mutex m_mutex;
    QObject* m_receiver;
};

// Runs `work` on a new thread that is never joined.
void runDetached(std::function<void()> work);

// An inbox for answers to `context`, closed when `context` is destroyed.
std::shared_ptr<Inbox> inboxFor(QObject* context);

// Runs `work` on a detached thread, then `done(result)` on `context`'s
// thread, unless `context` is gone by then.
template <class R>
void runOffThread(QObject* context, std::function<R()> work, std::function<void(R)> done)
{
    runDetached([inbox = inboxFor(context), work = std::move(work), done = std::move(done)]() mutable {
        auto result = std::make_shared<R>(work());
        inbox->post([done = std::move(done), result] { done(std::move(*result)); });
    });
}
// How many of those threads have not returned yet (stalled probes, a job left behind).
int detachedRunning();

// Runs `f` on `window`'s thread once the window is shown on screen and no
// detached thread is out (its drive probes answered), or after `limit` at
// the latest (a stalled mount never answers). A scripted start (--run) waits
// so: started at once, the first phase ran beside the window's first paint
// and its probes, which the phase then measured (docs/methodology.md §26).
void whenSettled(QWidget* window, std::function<void()> f,
                 std::chrono::milliseconds limit = std::chrono::milliseconds(3000));

// How long exitPastDetached() waits for those threads unless told. On Linux
// not at all: the kernel ends a thread wherever it is, and a stalled mount
// must not delay the exit (tests/fuse_stall.sh). On Windows 5 s: a thread
// cut off inside a system call can hang the exit itself (under Wine, ending
// the process while a drive probe was in DeviceIoControl left the exiting
// thread waiting forever for a lock the killed probe held). A probe answers
// in well under a second, so the exit waits for it; one that is stuck (an
// unreachable share) is left behind after the grace.
extern const std::chrono::milliseconds kExitGrace;

// The way out of a program with such threads: after waiting up to `grace`
// for them to return, returns `code` for main() to return when none runs;
// else flushes the log and stdio and ends the process at once with `code`
// (the kernel ends the threads), so they never meet the static destructors.
int exitPastDetached(int code, std::chrono::milliseconds grace = kExitGrace);

}  // namespace smui
