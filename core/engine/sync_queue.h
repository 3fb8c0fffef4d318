#pragma once
// Synchronous I/O as a queue of depth 1, so the engine has one loop and one
// completion path for every backend (fio's model: its psync engine is an
// ioengine whose queue() completes at once, and backend.c's io_queue_event
// handles that completion like any other).
//
// submit() does the read or write on the calling thread (pread/pwrite for a
// DirectFile); wait() then reports it. No virtual call: the engine is a
// template over the queue type, and all of this inlines into its loop.
#include "io/aligned_buffer.h"

#include <cstddef>
#include <cstdint>
#include <string_view>

namespace sm {

// Cache-line aligned: every I/O writes its members, and the queues of a
// phase's threads sit side by side in one array.
template <class Target>
class alignas(64) SyncQueue {
public:
    SyncQueue(Target& target, std::size_t buffer_bytes, std::size_t alignment)
        : m_target(&target), m_buffer(buffer_bytes, alignment)
    {
    }

    bool ok() const noexcept { return true; }
    int failure() const noexcept { return 0; }
    std::string_view engine() const noexcept { return "psync"; }
    unsigned depth() const noexcept { return 1; }
    std::byte* buffer(unsigned) noexcept { return m_buffer.data(); }

    void prep(unsigned, bool write, std::uint32_t len, std::uint64_t offset) noexcept
    {
        m_write = write;
        m_len = len;
        m_offset = offset;
        m_prepared = true;
    }
    unsigned unsubmitted() const noexcept { return m_prepared ? 1 : 0; }
    // Does the prepared I/O (a short transfer is continued by read_at and
    // write_at themselves); its result (bytes or -errno) is what wait()
    // reports. Always 0: a failed I/O is a completion with a negative result.
    int submit() noexcept
    {
        m_result = m_write ? m_target->write_at(m_buffer.data(), m_len, m_offset)
                           : m_target->read_at(m_buffer.data(), m_len, m_offset);
        m_prepared = false;
        return 0;
    }
    template <class Done>
    int wait(Done&& done) noexcept
    {
        done(0u, m_result);
        return 1;
    }

private:
    Target* m_target;
    AlignedBuffer m_buffer;
    std::int64_t m_result = 0;
    std::uint64_t m_offset = 0;
    std::uint32_t m_len = 0;
    bool m_write = false;
    bool m_prepared = false;
};

}  // namespace sm
