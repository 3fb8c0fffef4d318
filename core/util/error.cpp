#include "util/error.h"

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

std::string errno_text(int err) { return std::error_code(err, std::generic_category()).message(); }

}  // namespace sm
