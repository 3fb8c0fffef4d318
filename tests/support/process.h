#pragma once
// Runs a program the way a user would, capturing stdout/stderr and timing.
#include <algorithm>
#include <chrono>
#include <string>
#ifndef _WIN32
#include <sys/types.h>
#endif
#include <vector>

#include "support/paths.h"

namespace smtest {

#ifdef SOLIDMARK_CLI_TESTS
// The solidmark-cli under test (cli_tests).
inline const std::string cli = paths::cli;
// A short suite run on `target` (32 MiB, 0.2 s random and access phases); callers add their options.
inline std::vector<std::string> quick_run(const std::string& target)
{
    return {cli, "run", "--target", target, "--size", "32MiB", "--random-seconds", "0.2", "--access-seconds", "0.2"};
}
#endif

struct ProcessResult {
    int exit_code = -1;  // 128 + signal when killed by a signal
    std::string out;
    std::string err;
};

// How many lines `s` ends ('\n' characters).
inline int count_lines(const std::string& s) { return static_cast<int>(std::count(s.begin(), s.end(), '\n')); }

// Runs `argv` to its end; `extra_env` ("NAME=value") replaces or adds variables.
ProcessResult run_process(const std::vector<std::string>& argv, const std::vector<std::string>& extra_env = {});

// `argv` ended after `seconds` with exit code 124 (timeout(1) on Linux; on
// Windows run_process itself ends a program after 120 s with 124), so that a
// window waiting forever fails a test instead of hanging it.
std::vector<std::string> bounded(std::vector<std::string> argv, int seconds = 60);

// Runs `cmd` through the shell with stderr joined to stdout; `rc` gets its
// exit status (128 + signal when killed by one, -1 when it could not start).
std::string run_shell(const std::string& cmd, int& rc);

#ifndef _WIN32
// A started process whose output goes to files; for signal tests.
class Child {
public:
    explicit Child(const std::vector<std::string>& argv);
    ~Child();
    void signal(int sig);
    // Waits up to `limit`; returns false on timeout.
    bool wait_for(std::chrono::milliseconds limit);
    int exit_code() const { return m_exit; }
    std::string err() const;
    std::string out() const;

private:
    pid_t m_pid = -1;
    int m_exit = -1;
    std::string m_out_path, m_err_path;
};
#endif

}  // namespace smtest
