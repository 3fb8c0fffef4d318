// The platform-independent part of DirectFile: ownership of the handle.
// Opening, I/O and close() live in the platform backends.
#include "io/direct_file.h"

#include <utility>

namespace sm {

DirectFile::~DirectFile() { close(); }

DirectFile::DirectFile(DirectFile&& other) noexcept { *this = std::move(other); }

DirectFile& DirectFile::operator=(DirectFile&& other) noexcept
{
    if (this != &other) {
        close();
        m_handle = std::exchange(other.m_handle, -1);
        m_direct = other.m_direct;
        m_device = other.m_device;
        m_path = std::move(other.m_path);
        m_alignment = std::move(other.m_alignment);
    }
    return *this;
}

}  // namespace sm
