#pragma once
// A heap buffer aligned for direct I/O. Allocated before any timer starts.
#include <cstddef>
#include <cstdlib>
#include <cstring>
#include <new>
#include <utility>

namespace sm {

class AlignedBuffer {
public:
    AlignedBuffer() = default;
    AlignedBuffer(std::size_t bytes, std::size_t alignment) : m_size(bytes)
    {
        if (alignment < alignof(std::max_align_t))
            alignment = alignof(std::max_align_t);
        const std::size_t rounded = (bytes + alignment - 1) / alignment * alignment;
        m_data = static_cast<std::byte*>(::operator new(rounded ? rounded : alignment, std::align_val_t(alignment)));
        m_alignment = alignment;
        std::memset(m_data, 0, rounded ? rounded : alignment);
    }
    ~AlignedBuffer() { release(); }
    AlignedBuffer(AlignedBuffer&& o) noexcept
        : m_data(std::exchange(o.m_data, nullptr)), m_size(std::exchange(o.m_size, 0)), m_alignment(o.m_alignment)
    {
    }
    AlignedBuffer& operator=(AlignedBuffer&& o) noexcept
    {
        if (this != &o) {
            release();
            m_data = std::exchange(o.m_data, nullptr);
            m_size = std::exchange(o.m_size, 0);
            m_alignment = o.m_alignment;
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
        if (m_data)
            ::operator delete(m_data, std::align_val_t(m_alignment));
        m_data = nullptr;
    }

    std::byte* m_data = nullptr;
    std::size_t m_size = 0;
    std::size_t m_alignment = alignof(std::max_align_t);
};

}  // namespace sm
