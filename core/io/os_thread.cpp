// Platform code of OsThreads: pthreads with a stack-size attribute on POSIX,
// _beginthreadex with a stack reservation on Windows.
#include "io/os_thread.h"

#include <cerrno>
#include <cstring>
#include <new>

#if defined(_WIN32)
#include <process.h>
#include <windows.h>
#else
#include <climits>
#include <pthread.h>
#include <unistd.h>
#endif

namespace sm {
namespace {

#if defined(_WIN32)
unsigned __stdcall trampoline(void* p)
#else
void* trampoline(void* p)
#endif
{
    const auto* a = static_cast<const detail::ThreadArg*>(p);
    a->entry(a->context, a->index);
#if defined(_WIN32)
    return 0;
#else
    return nullptr;
#endif
}

}  // namespace

unsigned OsThreads::start_raw(unsigned count, std::size_t stack_bytes, Entry entry, void* context) noexcept
{
    join();
    m_error = 0;
    m_args.reset(new (std::nothrow) Arg[count]);
    m_handles.reset(new (std::nothrow) std::uintptr_t[count]);
    if (!m_args || !m_handles) {
        m_error = ENOMEM;
        return 0;
    }
#if defined(_WIN32)
    // A reservation, committed page by page as the thread grows into it.
    const unsigned reserve = static_cast<unsigned>(stack_bytes);
    for (unsigned i = 0; i < count; ++i) {
        m_args[i] = Arg{entry, context, i};
        const std::uintptr_t h =
            _beginthreadex(nullptr, reserve, trampoline, &m_args[i], STACK_SIZE_PARAM_IS_A_RESERVATION, nullptr);
        if (h == 0) {
            m_error = errno ? errno : EAGAIN;
            break;
        }
        m_handles[m_started++] = h;
    }
#else
    pthread_attr_t attr;
    if (const int rc = pthread_attr_init(&attr); rc != 0) {
        m_error = rc;
        return 0;
    }
    // At least PTHREAD_STACK_MIN, in whole pages (glibc adds its guard page).
    const long page_l = ::sysconf(_SC_PAGESIZE);
    const std::size_t page = page_l > 0 ? static_cast<std::size_t>(page_l) : 4096;
    std::size_t stack = stack_bytes < static_cast<std::size_t>(PTHREAD_STACK_MIN) ? PTHREAD_STACK_MIN : stack_bytes;
    stack = (stack + page - 1) / page * page;
    // A size the system refuses leaves the default in place.
    (void)pthread_attr_setstacksize(&attr, stack);
    for (unsigned i = 0; i < count; ++i) {
        m_args[i] = Arg{entry, context, i};
        pthread_t t;
        if (const int rc = pthread_create(&t, &attr, trampoline, &m_args[i]); rc != 0) {
            m_error = rc;
            break;
        }
        static_assert(sizeof(pthread_t) <= sizeof(std::uintptr_t));
        std::uintptr_t h = 0;
        std::memcpy(&h, &t, sizeof t);
        m_handles[m_started++] = h;
    }
    pthread_attr_destroy(&attr);
#endif
    return m_started;
}

void OsThreads::join() noexcept
{
    for (unsigned i = 0; i < m_started; ++i) {
#if defined(_WIN32)
        const auto h = reinterpret_cast<HANDLE>(m_handles[i]);
        WaitForSingleObject(h, INFINITE);
        CloseHandle(h);
#else
        pthread_t t;
        std::memcpy(&t, &m_handles[i], sizeof t);
        pthread_join(t, nullptr);
#endif
    }
    m_started = 0;
}

}  // namespace sm
