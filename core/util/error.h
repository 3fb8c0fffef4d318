#pragma once
// Typed failures of the engine. Every Error carries one sentence for the
// user: what failed, on which path, and what to do about it.
#include <stdexcept>
#include <string>

namespace sm {

enum class ErrorKind {
    InvalidInput,  // bad option, value or settings: the caller can fix the request
    NotFound,      // target missing
    NotWritable,   // permission denied, read-only filesystem
    NoSpace,       // not enough free space, disk full mid-test
    NoDirectIo,    // filesystem refuses unbuffered I/O
    Io,            // I/O error while measuring
    Malformed,     // unreadable or malformed result/settings file
    Cancelled,     // user abort, SIGINT/SIGTERM
    Internal,
};

class Error : public std::runtime_error {
public:
    Error(ErrorKind kind, const std::string& message) : std::runtime_error(message), m_kind(kind) { }
    ErrorKind kind() const noexcept { return m_kind; }

private:
    ErrorKind m_kind;
};

// Exit code contract of the CLI and the scriptable GUI run:
// 0 success, 1 runtime failure, 2 bad usage or input (options, values,
// malformed result or settings files), 130 cancelled.
int exit_code_for(ErrorKind kind) noexcept;

// strerror() text for an errno value, thread-safe.
std::string errno_text(int err);

}  // namespace sm
