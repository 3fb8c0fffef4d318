#include "desktop/detached.h"

#include <QTimer>
#include <QWindow>
#include <atomic>
#include <cstdio>
#include <cstdlib>
#include <spdlog/spdlog.h>
#include <thread>
#ifdef _WIN32
#include <windows.h>
#endif

namespace smui {
namespace {
std::atomic<int> g_running{0};
}  // namespace

void Inbox::close()
{
    const std::lock_guard<std::mutex> lock(m_mutex);
    m_receiver = nullptr;
}

void Inbox::post(std::function<void()> f)
{
    // Posted under the lock: close() cannot complete, nor the receiver be
    // destroyed, while the call is queued to it; Qt drops the queued call if
    // the receiver is destroyed before it runs.
    const std::lock_guard<std::mutex> lock(m_mutex);
    if (m_receiver)
        QMetaObject::invokeMethod(m_receiver, std::move(f), Qt::QueuedConnection);
}

void runDetached(std::function<void()> work)
{
    ++g_running;
    try {
        std::thread([work = std::move(work)]() mutable {
            {
                // Its captures too are gone before the count drops: the
                // program may end (and run static destructors) right after.
                const auto mine = std::move(work);
                try {
                    mine();
                } catch (...) {  // the work reports its own failures; nothing may escape a detached thread
                }
            }
            --g_running;
        }).detach();
    } catch (...) {
        --g_running;
        throw;
    }
}

std::shared_ptr<Inbox> inboxFor(QObject* context)
{
    auto inbox = std::make_shared<Inbox>(context);
    QObject::connect(context, &QObject::destroyed, [inbox] { inbox->close(); });
    return inbox;
}

int detachedRunning() { return g_running.load(); }

void whenSettled(QWidget* window, std::function<void()> f, std::chrono::milliseconds limit)
{
    auto* poll = new QTimer(window);
    poll->setInterval(20);
    const auto until = std::chrono::steady_clock::now() + limit;
    QObject::connect(poll, &QTimer::timeout, window, [window, poll, until, f = std::move(f)] {
        const QWindow* handle = window->windowHandle();
        const bool shown = handle && handle->isExposed();
        if (!(shown && detachedRunning() == 0) && std::chrono::steady_clock::now() < until)
            return;
        poll->deleteLater();
        poll->stop();
        f();
    });
    poll->start();
}

#ifdef _WIN32
const std::chrono::milliseconds kExitGrace{5000};
#else
const std::chrono::milliseconds kExitGrace{0};
#endif

int exitPastDetached(int code, std::chrono::milliseconds grace)
{
    const auto until = std::chrono::steady_clock::now() + grace;
    while (g_running.load() > 0 && std::chrono::steady_clock::now() < until)
        std::this_thread::sleep_for(std::chrono::milliseconds(10));
    if (g_running.load() > 0) {
        spdlog::default_logger()->flush();
        std::fflush(nullptr);
#ifdef _WIN32
        // Not _Exit (ExitProcess), which after ending the threads still runs
        // every DLL's detach code and static destructors, which can wait for
        // a lock a killed thread held; TerminateProcess ends it at once, as
        // _Exit does on Linux.
        ::TerminateProcess(::GetCurrentProcess(), static_cast<UINT>(code));
#endif
        std::_Exit(code);
    }
    return code;
}

}  // namespace smui
