#pragma once
// A heap buffer aligned for direct I/O. Allocated before any timer starts,
// and touched once so that no page fault happens inside a timed window.
//
// Buffers of 2 MiB and more are mapped on their own (returned to the system
// when freed, so a 16 MiB Seq buffer does not stay in the heap) in ordinary
// pages, as fio's and the peers' buffers are. Huge pages were tried: a 16 MiB
// direct transfer then pins 8 pages instead of 4,096, which cut the CPU time
// of a 16 MiB pwrite on zram by about a third, but it also changes what the
// device is sent: on this project's virtual disk a 16 MiB read took 3 ms in
// huge pages against 16 ms in small ones, and Seq read came out 6 times
// fio's on the same file. A benchmark whose Seq is compared with
// CrystalDiskMark's and fio's must send the same transfers.
// Smaller buffers stay ordinary heap memory.
#include <cstddef>
#include <cstdlib>
#include <cstring>
#include <new>
#include <utility>

namespace sm {

namespace detail {
inline constexpr std::size_t kOwnMappingBytes = std::size_t{2} << 20;
// Maps `bytes` page-aligned in ordinary pages; nullptr where the platform has
// no such mapping (the caller then uses the heap). Throws std::bad_alloc when
// the mapping fails.
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
        if (m_bytes >= detail::kOwnMappingBytes && alignment <= 4096)
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
