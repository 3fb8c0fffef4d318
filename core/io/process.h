#pragma once
// Running another program (fio, for `fleet`) with its output captured.
// Platform code (docs/architecture.md rule 8): posix_spawn and poll on
// POSIX; on Windows it throws Error(InvalidInput) saying fleet needs a
// POSIX system. Hand-written because Debian has no small process library
// (reproc is not packaged; Boost.Process would bring Boost into a project
// that has none), and this is one function.
#include "util/cancel.h"

#include <cstddef>
#include <functional>
#include <string>
#include <string_view>
#include <vector>

namespace sm {

// The most run_process keeps of each of a program's outputs: far above
// what fio's JSON for a fleet or smartctl's report takes, and a bound on
// what a program (or a fio server answering through it) can make SolidMark
// hold in memory.
inline constexpr std::size_t kProcessOutputLimit = std::size_t{64} << 20;

struct ProcessOutput {
    int exit_code = -1;       // the program's status; 128 + N when signal N ended it
    bool cancelled = false;   // the cancel token tripped and the program was stopped
    bool overflowed = false;  // it wrote more than kProcessOutputLimit to one output and was killed
    std::string out, err;
};

// Runs argv[0] (searched in PATH) with stdin from /dev/null until it exits,
// collecting stdout and stderr (each up to kProcessOutputLimit: beyond it the
// program is killed and `overflowed` set); `on_err_line` sees each stderr
// line as it comes. When `cancel` trips, the program gets SIGINT (fio then
// stops its servers' jobs), and SIGKILL if it has not exited 10 s later.
// Error(NotFound) when the program cannot be started.
ProcessOutput run_process(const std::vector<std::string>& argv, const CancelToken& cancel,
                          const std::function<void(std::string_view line)>& on_err_line = {});

// Which machine, and which boot of it, this process runs on: with the pid,
// what a test folder's marker records, so a folder on a shared drive is
// never judged by another machine's process table, and a pid reused after a
// reboot never keeps a dead run's folder alive. Empty where unknown (the
// boot id is Linux's /proc/sys/kernel/random/boot_id; elsewhere "").
struct HostIdentity {
    std::string host;
    std::string boot_id;
};
const HostIdentity& host_identity() noexcept;

}  // namespace sm
