#include "io/process.h"

#include "util/error.h"

#include <algorithm>
#include <fmt/format.h>
#include <fstream>

#if defined(_WIN32)
#include <windows.h>
#else
#include <array>
#include <cerrno>
#include <chrono>
#include <csignal>
#include <fcntl.h>
#include <poll.h>
#include <spawn.h>
#include <sys/wait.h>
#include <unistd.h>

extern char** environ;
#endif

namespace sm {

const HostIdentity& host_identity() noexcept
{
    static const HostIdentity id = [] {
        HostIdentity out;
        try {
#if defined(_WIN32)
            char name[MAX_COMPUTERNAME_LENGTH + 1] = {};
            DWORD size = sizeof name;
            if (GetComputerNameA(name, &size))
                out.host.assign(name, size);
#else
            char name[256] = {};
            if (::gethostname(name, sizeof name - 1) == 0)
                out.host = name;
            std::ifstream boot("/proc/sys/kernel/random/boot_id");
            std::getline(boot, out.boot_id);
#endif
        } catch (...) {  // unknown stays empty
        }
        return out;
    }();
    return id;
}

#if defined(_WIN32)

ProcessOutput run_process(const std::vector<std::string>&, const CancelToken&,
                          const std::function<void(std::string_view)>&)
{
    throw Error(ErrorKind::InvalidInput, "running fio as a client (fleet) needs a POSIX system (Linux or macOS)");
}

#else

namespace {

class Fd {
public:
    Fd() = default;
    explicit Fd(int fd) : m_fd(fd) { }
    ~Fd() { reset(); }
    Fd(const Fd&) = delete;
    Fd& operator=(const Fd&) = delete;
    int get() const noexcept { return m_fd; }
    void reset() noexcept
    {
        if (m_fd >= 0)
            ::close(m_fd);
        m_fd = -1;
    }

private:
    int m_fd = -1;
};

class Pipe {
public:
    Pipe() : Pipe(open_pipe()) { }
    Fd read, write;

private:
    explicit Pipe(std::array<int, 2> fds) : read(fds[0]), write(fds[1]) { }
    static std::array<int, 2> open_pipe()
    {
        std::array<int, 2> fds{};
        if (::pipe(fds.data()) != 0)
            throw Error(ErrorKind::Internal, fmt::format("pipe: {}", errno_text(errno)));
        for (int fd : fds)
            ::fcntl(fd, F_SETFD, FD_CLOEXEC);  // only the dup2'ed copies reach the program
        return fds;
    }
};

// Reads what is there, keeping at most kProcessOutputLimit in `into` (the
// rest is read and dropped, and `over` set); false at end of file.
bool drain(int fd, std::string& into, bool& over)
{
    char buf[65536];
    const ssize_t n = ::read(fd, buf, sizeof buf);
    if (n > 0) {
        const std::size_t room = kProcessOutputLimit - std::min(into.size(), kProcessOutputLimit);
        into.append(buf, std::min(room, static_cast<std::size_t>(n)));
        over = over || static_cast<std::size_t>(n) > room;
    }
    return n > 0 || (n < 0 && errno == EINTR);
}

void emit_lines(std::string& pending, const std::function<void(std::string_view)>& f, bool flush)
{
    for (std::size_t nl; (nl = pending.find('\n')) != std::string::npos; pending.erase(0, nl + 1))
        if (f)
            f(std::string_view(pending).substr(0, nl));
    if (flush && !pending.empty()) {
        if (f)
            f(pending);
        pending.clear();
    }
}

}  // namespace

ProcessOutput run_process(const std::vector<std::string>& argv, const CancelToken& cancel,
                          const std::function<void(std::string_view)>& on_err_line)
{
    Pipe out, err;
    posix_spawn_file_actions_t actions;
    posix_spawn_file_actions_init(&actions);
    posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0);
    posix_spawn_file_actions_adddup2(&actions, out.write.get(), 1);
    posix_spawn_file_actions_adddup2(&actions, err.write.get(), 2);
    std::vector<char*> args;
    for (const std::string& a : argv)
        args.push_back(const_cast<char*>(a.c_str()));
    args.push_back(nullptr);
    pid_t pid = -1;
    const int rc = ::posix_spawnp(&pid, args[0], &actions, nullptr, args.data(), environ);
    posix_spawn_file_actions_destroy(&actions);
    if (rc != 0)
        throw Error(ErrorKind::NotFound, fmt::format("cannot run {}: {}", argv[0], errno_text(rc)));
    out.write.reset();
    err.write.reset();

    ProcessOutput result;
    std::string pending;
    bool out_open = true, err_open = true;
    std::chrono::steady_clock::time_point interrupted{};
    while (out_open || err_open) {
        pollfd fds[2] = {{out_open ? out.read.get() : -1, POLLIN, 0}, {err_open ? err.read.get() : -1, POLLIN, 0}};
        ::poll(fds, 2, 100);
        const bool was_over = result.overflowed;
        if (out_open && (fds[0].revents & (POLLIN | POLLHUP | POLLERR)))
            out_open = drain(out.read.get(), result.out, result.overflowed);
        if (err_open && (fds[1].revents & (POLLIN | POLLHUP | POLLERR))) {
            const std::size_t before = result.err.size();
            err_open = drain(err.read.get(), result.err, result.overflowed);
            pending += result.err.substr(before);
            emit_lines(pending, on_err_line, false);
        }
        if (result.overflowed && !was_over)
            ::kill(pid, SIGKILL);  // it would go on filling memory; its output is not a result now
        const auto now = std::chrono::steady_clock::now();
        if (cancel.cancelled() && !result.cancelled) {
            result.cancelled = true;
            interrupted = now;
            ::kill(pid, SIGINT);
        } else if (result.cancelled && now - interrupted > std::chrono::seconds(10)) {
            ::kill(pid, SIGKILL);
        }
    }
    emit_lines(pending, on_err_line, true);
    int status = 0;
    while (::waitpid(pid, &status, 0) < 0 && errno == EINTR) { }
    result.exit_code = WIFEXITED(status) ? WEXITSTATUS(status) : 128 + WTERMSIG(status);
    return result;
}

#endif

}  // namespace sm
