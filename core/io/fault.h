#pragma once
// Fault injection for tests: makes DirectFile calls fail with a chosen errno
// so every error path (EIO mid-phase, ENOSPC, a filesystem refusing direct
// I/O) can be exercised on any machine. Off unless armed by a test or by
// the SOLIDMARK_FAULT environment variable, which solidmark-cli and the GUI
// read at start:
//
//   SOLIDMARK_FAULT=OP:ERRNO[:AFTER]
//     OP     read | write | flush | open-direct | preallocate | remove (the test folder's removal),
//            or, for the asynchronous queue (io/async_queue.h): ring-setup
//            (io_uring refused, ERRNO the reason), partial-submit (the kernel
//            takes one queued request per call), short-completion (a
//            completion reports half its bytes; the queue must continue the
//            rest), both with any ERRNO
//     ERRNO  EIO | ENOSPC | EINVAL | ENODEV | EROFS | ENOTCONN | ECONNABORTED | EPERM | a number
//     AFTER  how many calls of OP succeed first (default 0)
//
// Once hit, every later call of OP fails the same way. When disarmed the
// cost is one relaxed atomic load per I/O.
#include <atomic>
#include <cstdint>
#include <string_view>

namespace sm::fault {

enum class Op : int {
    Read = 0,
    Write,
    Flush,
    OpenDirect,
    Preallocate,
    Remove,
    RingSetup,
    PartialSubmit,
    ShortCompletion,
    ValidData
};

void arm(Op op, int err, std::uint64_t after = 0) noexcept;
void disarm() noexcept;
// Arms from SOLIDMARK_FAULT when it is set; throws Error(InvalidInput) when malformed.
void arm_from_environment();
// Parses "OP:ERRNO[:AFTER]" and arms; throws Error(InvalidInput).
void arm_from_text(std::string_view text);

extern std::atomic<bool> g_armed;
int hit_slow(Op op) noexcept;

// The errno to inject for this call of `op`, or 0.
inline int hit(Op op) noexcept { return g_armed.load(std::memory_order_relaxed) ? hit_slow(op) : 0; }

}  // namespace sm::fault
