#pragma once
#include <atomic>

namespace sm {

// Cancellation is a value: every I/O loop polls it (one relaxed load), and a
// signal handler may set it (std::atomic<bool> is lock-free, so this is
// async-signal-safe).
class CancelToken {
public:
    void cancel() noexcept { m_flag.store(true, std::memory_order_relaxed); }
    bool cancelled() const noexcept { return m_flag.load(std::memory_order_relaxed); }
    void reset() noexcept { m_flag.store(false, std::memory_order_relaxed); }

private:
    std::atomic<bool> m_flag{false};
    static_assert(std::atomic<bool>::is_always_lock_free);
};

}  // namespace sm
