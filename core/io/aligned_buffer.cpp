// Platform part of AlignedBuffer: large buffers as their own mapping, in
// ordinary pages (why not huge pages: aligned_buffer.h).
#include "io/aligned_buffer.h"

#if !defined(_WIN32)
#include <sys/mman.h>
#include <unistd.h>
#endif

namespace sm::detail {

#if defined(_WIN32)

// The heap serves on Windows.
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
    // No madvise: the kernel's default for anonymous memory, as for fio's buffers.
    void* p = ::mmap(nullptr, whole_pages(bytes_asked), PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS, -1, 0);
    if (p == MAP_FAILED)
        throw std::bad_alloc();
    return p;
}

void unmap_large(void* p, std::size_t bytes) noexcept { ::munmap(p, whole_pages(bytes)); }

#endif

}  // namespace sm::detail
