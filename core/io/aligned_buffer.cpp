// Platform part of AlignedBuffer: large buffers as their own mapping, with
// transparent huge pages on Linux.
#include "io/aligned_buffer.h"

#include <cstdint>

#if !defined(_WIN32)
#include <sys/mman.h>
#include <unistd.h>
#endif

namespace sm::detail {

#if defined(_WIN32)

// Large pages need SeLockMemoryPrivilege on Windows: the heap serves.
void* map_large(std::size_t) { return nullptr; }
void unmap_large(void*, std::size_t) noexcept { }

#else

namespace {
std::size_t whole_pages(std::size_t bytes) noexcept
{
    const long page = ::sysconf(_SC_PAGESIZE);
    const std::size_t p = page > 0 ? static_cast<std::size_t>(page) : 4096;
    return (bytes + p - 1) / p * p;
}
}  // namespace

void* map_large(std::size_t bytes_asked)
{
    const std::size_t bytes = whole_pages(bytes_asked);
    // Map one huge page more than needed, keep the 2 MiB-aligned part.
    const std::size_t span = bytes + kHugePageBytes;
    void* raw = ::mmap(nullptr, span, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS, -1, 0);
    if (raw == MAP_FAILED)
        throw std::bad_alloc();
    const auto base = reinterpret_cast<std::uintptr_t>(raw);
    const std::uintptr_t start = (base + kHugePageBytes - 1) / kHugePageBytes * kHugePageBytes;
    if (start > base)
        ::munmap(raw, start - base);
    const std::uintptr_t end = start + bytes;
    if (base + span > end)
        ::munmap(reinterpret_cast<void*>(end), base + span - end);
    void* p = reinterpret_cast<void*>(start);
#if defined(MADV_HUGEPAGE)
    // Only whole 2 MiB pages can be huge; a tail stays in small pages.
    const std::size_t whole = bytes / kHugePageBytes * kHugePageBytes;
    (void)::madvise(p, whole, MADV_HUGEPAGE);  // advice: refused means small pages, still correct
#endif
    return p;
}

void unmap_large(void* p, std::size_t bytes) noexcept { ::munmap(p, whole_pages(bytes)); }

#endif

}  // namespace sm::detail
