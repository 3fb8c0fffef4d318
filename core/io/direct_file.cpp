// The platform-independent part of DirectFile: ownership of the handle.
// Opening, I/O and close() live in the platform backends.
#include "io/direct_file.h"

#include "io/fault.h"
#include "util/error.h"

#include <fmt/format.h>
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
        m_writable = other.m_writable;
        m_write_through = other.m_write_through;
        m_private = other.m_private;
        m_path = std::move(other.m_path);
        m_alignment = std::move(other.m_alignment);
    }
    return *this;
}

DirectFile DirectFile::adopt(std::intptr_t handle, const std::filesystem::path& path, bool direct)
{
    DirectFile f;
    f.m_handle = handle;
    f.m_path = path;
    f.m_direct = direct;
    return f;
}

DirectFile DirectFile::same_mode(std::intptr_t handle) const
{
    DirectFile f = adopt(handle, m_path, m_direct);
    f.m_device = m_device;
    f.m_writable = m_writable;
    f.m_write_through = m_write_through;
    f.m_private = m_private;
    f.m_alignment = m_alignment;
    return f;
}

#if !defined(_WIN32)
int DirectFile::set_valid_data(std::uint64_t) noexcept
{
    if (const int injected = fault::hit(fault::Op::ValidData))
        return -injected;  // as a Windows user who is not an administrator
    return -ENOSYS;
}
#endif

void throw_no_direct_io(const std::filesystem::path& folder)
{
    throw Error(ErrorKind::NoDirectIo,
                fmt::format("The filesystem holding '{}' does not support direct (unbuffered) I/O. Choose another "
                            "target, or run with --allow-buffered (results are then flagged as cached and not "
                            "comparable).",
                            folder.string()));
}

}  // namespace sm
