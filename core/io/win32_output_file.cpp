// Windows backend of io/output_file.h: a temporary file created with
// CREATE_NEW beside the output (never through a reparse point), then
// ReplaceFileW over an existing file (which keeps that file's ACL and
// attributes) or MoveFileExW for a new one. Symbolic links need a privilege
// on Windows and are not followed here: an output that is one is replaced
// as itself.
#if defined(_WIN32)

#include "io/output_file.h"

#include "io/direct_file.h"

#include <atomic>
#include <cerrno>
#include <chrono>
#include <filesystem>
#include <fmt/format.h>
#include <fstream>
#include <windows.h>

namespace sm {
namespace {

std::filesystem::path temporary_beside(const std::string& path)
{
    static std::atomic<unsigned> counter{0};
    const auto stamp = static_cast<unsigned long long>(std::chrono::steady_clock::now().time_since_epoch().count());
    return std::filesystem::path(fmt::format("{}.tmp-{:x}{:x}", path, stamp & 0xffffffffu, counter.fetch_add(1)));
}

HANDLE create_temporary(const std::filesystem::path& tmp, DWORD extra)
{
    return CreateFileW(tmp.c_str(), GENERIC_WRITE, 0, nullptr, CREATE_NEW,
                       FILE_ATTRIBUTE_NORMAL | FILE_FLAG_OPEN_REPARSE_POINT | extra, nullptr);
}

}  // namespace

OutputPlace::OutputPlace(const std::string& path) : m_name(path)
{
    namespace fs = std::filesystem;
    std::error_code ec;
    const fs::file_status st = fs::status(fs::path(path), ec);
    if (fs::is_directory(st))
        m_kind = OutputKind::Folder;
    else if (fs::is_block_file(st))
        m_kind = OutputKind::BlockDevice;
    else if (fs::is_character_file(st) || fs::is_fifo(st) || fs::is_socket(st))
        m_kind = OutputKind::Stream;
    else if (fs::exists(st))
        m_kind = OutputKind::File;
}

OutputPlace::~OutputPlace() = default;

bool OutputPlace::stream_writable() const noexcept
{
    std::error_code ec;
    const auto st = std::filesystem::status(std::filesystem::path(m_name), ec);
    return !ec && (st.permissions() & std::filesystem::perms::owner_write) != std::filesystem::perms::none;
}

int OutputPlace::probe() const noexcept
{
    try {
        HANDLE h = create_temporary(temporary_beside(m_name), FILE_FLAG_DELETE_ON_CLOSE);
        if (h == INVALID_HANDLE_VALUE)
            return errno_from_win32(GetLastError());
        CloseHandle(h);
        return 0;
    } catch (...) {
        return ENOMEM;
    }
}

int OutputPlace::write_stream(std::string_view text) const noexcept
{
    try {
        std::ofstream out(std::filesystem::path(m_name), std::ios::binary);
        return out && (out << text).flush() ? 0 : EIO;
    } catch (...) {
        return EIO;
    }
}

int OutputPlace::replace(std::string_view text) const noexcept
{
    try {
        const std::filesystem::path tmp = temporary_beside(m_name);
        HANDLE h = create_temporary(tmp, 0);
        if (h == INVALID_HANDLE_VALUE)
            return errno_from_win32(GetLastError());
        DWORD written = 0;
        const BOOL ok = WriteFile(h, text.data(), static_cast<DWORD>(text.size()), &written, nullptr);
        int rc = ok && written == text.size() ? 0 : ENOSPC;
        CloseHandle(h);
        const std::filesystem::path out = std::filesystem::path(m_name);
        if (rc == 0) {
            const BOOL moved =
                (m_kind == OutputKind::File &&
                 ReplaceFileW(out.c_str(), tmp.c_str(), nullptr, REPLACEFILE_IGNORE_MERGE_ERRORS, nullptr, nullptr)) ||
                MoveFileExW(tmp.c_str(), out.c_str(), MOVEFILE_REPLACE_EXISTING);
            if (!moved)
                rc = errno_from_win32(GetLastError());
        }
        if (rc != 0)
            DeleteFileW(tmp.c_str());
        return rc;
    } catch (...) {
        return ENOMEM;
    }
}

}  // namespace sm

#endif  // _WIN32
