// The platform-independent part of Folder (io/folder.h): ownership of the
// handles and the check of a relative name. Opening, listing and removal live
// in posix_folder.cpp and win32_folder.cpp.
#include "io/folder.h"

#include "io/folder_names.h"
#include "util/error.h"

#include <fmt/format.h>
#include <utility>

namespace sm {

Folder::Folder(Folder&& other) noexcept
    : m_handle(std::exchange(other.m_handle, -1)), m_parent(std::exchange(other.m_parent, -1)),
      m_name(std::move(other.m_name)), m_path(std::move(other.m_path))
{
}

Folder& Folder::operator=(Folder&& other) noexcept
{
    Folder taken(std::move(other));
    std::swap(m_handle, taken.m_handle);
    std::swap(m_parent, taken.m_parent);
    std::swap(m_name, taken.m_name);
    std::swap(m_path, taken.m_path);
    return *this;  // `taken` now holds what this folder held, and closes it
}

Folder::~Folder() { close(); }

std::vector<std::string> folder_components(const std::string& relative)
{
    std::vector<std::string> out;
    std::size_t at = 0;
    while (at <= relative.size()) {
        std::size_t end = relative.find('/', at);
        if (end == std::string::npos)
            end = relative.size();
        std::string part = relative.substr(at, end - at);
        if (part.empty() || part == "." || part == ".." || part.find('\\') != std::string::npos ||
            part.find(':') != std::string::npos || part.find('\0') != std::string::npos)
            throw Error(ErrorKind::Internal,
                        fmt::format("'{}' is not a plain relative name inside a SolidMark folder", relative));
        out.push_back(std::move(part));
        at = end + 1;
    }
    return out;
}

}  // namespace sm
