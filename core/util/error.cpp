#include "util/error.h"

#include <cerrno>
#include <cstring>
#include <system_error>

namespace sm {

int exit_code_for(ErrorKind kind) noexcept
{
    switch (kind) {
    case ErrorKind::InvalidInput:
    case ErrorKind::Malformed:  // a bad result or settings file is bad input too
        return 2;
    case ErrorKind::Cancelled:
        return 130;
    default:
        return 1;
    }
}

std::string errno_text(int err)
{
    std::string text = std::error_code(err, std::generic_category()).message();
    if (text.rfind("Unknown error", 0) != 0)
        return text;
    // Windows' C runtime names only the classic errno values; these others
    // are what a Win32 error or an NTSTATUS converts to (errno_from_win32).
    switch (err) {
    case EOPNOTSUPP:
        return "Operation not supported";
    case ECANCELED:
        return "Operation canceled";
    case ENOTCONN:
        return "Transport endpoint is not connected";
    case ECONNABORTED:
        return "Software caused connection abort";
    case ETIMEDOUT:
        return "Connection timed out";
    default:
        return text;
    }
}

}  // namespace sm
