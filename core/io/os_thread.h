#pragma once
// Worker threads with a stack of a chosen size. std::thread and std::jthread
// take the platform's default (glibc: 8 MiB reserved per thread, from
// RLIMIT_STACK), which 64 I/O threads that each need a few KiB do not use;
// POSIX sets the size through pthread attributes, Windows through
// _beginthreadex with STACK_SIZE_PARAM_IS_A_RESERVATION (os_thread.cpp).
//
// Nothing here runs per I/O: threads are started before a phase's barrier
// and joined after its window.
#include <cstddef>
#include <cstdint>
#include <memory>

namespace sm {

namespace detail {
struct ThreadArg {
    void (*entry)(void* context, unsigned index);
    void* context;
    unsigned index;
};
}  // namespace detail

class OsThreads {
public:
    OsThreads() = default;
    ~OsThreads() { join(); }
    OsThreads(const OsThreads&) = delete;
    OsThreads& operator=(const OsThreads&) = delete;

    // Starts fn(0) .. fn(count - 1) on `count` threads of at least
    // `stack_bytes` of stack each (rounded up to what the platform needs).
    // Returns how many started; fewer than `count` when the system refused
    // one (then `error()` says why, as an errno value) and no later one was
    // started. `fn` must outlive join().
    template <class Fn>
    unsigned start(unsigned count, std::size_t stack_bytes, Fn& fn)
    {
        return start_raw(
            count, stack_bytes, [](void* f, unsigned i) { (*static_cast<Fn*>(f))(i); }, &fn);
    }
    // Waits for every started thread.
    void join() noexcept;
    int error() const noexcept { return m_error; }

private:
    using Entry = void (*)(void* context, unsigned index);
    using Arg = detail::ThreadArg;
    unsigned start_raw(unsigned count, std::size_t stack_bytes, Entry entry, void* context) noexcept;

    std::unique_ptr<Arg[]> m_args;
    std::unique_ptr<std::uintptr_t[]> m_handles;  // pthread_t or HANDLE, stored bitwise
    unsigned m_started = 0;
    int m_error = 0;
};

}  // namespace sm
