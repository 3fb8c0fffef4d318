#pragma once
// A heap buffer aligned for direct I/O. Allocated before any timer starts,
// and touched once so that no page fault happens inside a timed window.
//
// Buffers of 2 MiB and more are mapped on their own, 2 MiB-aligned, and
// their whole 2 MiB pages offered to the kernel as transparent huge pages
// where the platform has them (Linux madvise(MADV_HUGEPAGE); see
// aligned_buffer.cpp). Direct I/O pins every page of a transfer: a 16 MiB
// block is 4,096 small pages but 8 huge ones, which on the zram bench cut
// the CPU time of a 16 MiB pwrite by about a third (bench/compare_fio_zram.py).
// Smaller buffers stay ordinary heap memory: a huge page per 4 KiB buffer
// would cost 2 MiB of memory each, and buffers of many threads in one huge
// page share its reference count, which every I/O of every thread updates.
#include <cstddef>
#include <cstdlib>
#include <cstring>
#include <new>
#include <utility>

namespace sm {

namespace detail {
inline constexpr std::size_t kHugePageBytes = std::size_t{2} << 20;
// Maps `bytes` (a multiple of the page size) 2 MiB-aligned and offers it as
// huge pages; nullptr where the platform has no such mapping (the caller
// then uses the heap). Throws std::bad_alloc when the mapping fails.
void* map_large(std::size_t bytes);
void unmap_large(void* p, std::size_t bytes) noexcept;
}  // namespace detail

class AlignedBuffer {
public:
    AlignedBuffer() = default;
    AlignedBuffer(std::size_t bytes, std::size_t alignment) : m_size(bytes)
    {
        if (alignment < alignof(std::max_align_t))
            alignment = alignof(std::max_align_t);
        m_alignment = alignment;
        const std::size_t rounded = (bytes + alignment - 1) / alignment * alignment;
        m_bytes = rounded ? rounded : alignment;
        if (m_bytes >= detail::kHugePageBytes && detail::kHugePageBytes % alignment == 0)
            m_data = static_cast<std::byte*>(detail::map_large(m_bytes));
        m_mapped = m_data != nullptr;
        if (!m_mapped)
            m_data = static_cast<std::byte*>(::operator new(m_bytes, std::align_val_t(alignment)));
        std::memset(m_data, 0, m_bytes);
    }
    ~AlignedBuffer() { release(); }
    AlignedBuffer(AlignedBuffer&& o) noexcept
        : m_data(std::exchange(o.m_data, nullptr)), m_size(std::exchange(o.m_size, 0)),
          m_bytes(std::exchange(o.m_bytes, 0)), m_alignment(o.m_alignment), m_mapped(o.m_mapped)
    {
    }
    AlignedBuffer& operator=(AlignedBuffer&& o) noexcept
    {
        if (this != &o) {
            release();
            m_data = std::exchange(o.m_data, nullptr);
            m_size = std::exchange(o.m_size, 0);
            m_bytes = std::exchange(o.m_bytes, 0);
            m_alignment = o.m_alignment;
            m_mapped = o.m_mapped;
        }
        return *this;
    }
    AlignedBuffer(const AlignedBuffer&) = delete;
    AlignedBuffer& operator=(const AlignedBuffer&) = delete;

    std::byte* data() noexcept { return m_data; }
    const std::byte* data() const noexcept { return m_data; }
    std::size_t size() const noexcept { return m_size; }

private:
    void release() noexcept
    {
        if (m_data && m_mapped)
            detail::unmap_large(m_data, m_bytes);
        else if (m_data)
            ::operator delete(m_data, std::align_val_t(m_alignment));
        m_data = nullptr;
    }

    std::byte* m_data = nullptr;
    std::size_t m_size = 0;
    std::size_t m_bytes = 0;  // allocated
    std::size_t m_alignment = alignof(std::max_align_t);
    bool m_mapped = false;
};

}  // namespace sm
