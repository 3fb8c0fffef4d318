#include "support/process.h"

#include <algorithm>
#include <cerrno>
#include <csignal>
#include <cstdio>
#include <fcntl.h>
#include <fstream>
#include <sstream>
#include <stdexcept>
#include <sys/wait.h>
#include <thread>
#include <unistd.h>

extern char** environ;

namespace smtest {
namespace {

std::string slurp(const std::string& path)
{
    std::ifstream in(path);
    std::stringstream ss;
    ss << in.rdbuf();
    return ss.str();
}

std::string temp_file(const char* tag)
{
    std::string t = "/tmp/solidmark-proc-" + std::string(tag) + "-XXXXXX";
    int fd = ::mkstemp(t.data());
    if (fd < 0)
        throw std::runtime_error("mkstemp failed");
    ::close(fd);
    return t;
}

pid_t spawn(const std::vector<std::string>& argv, const std::vector<std::string>& extra_env, const std::string& out,
            const std::string& err)
{
    std::vector<std::string> env_store;
    // `extra_env` replaces a variable of the same name.
    auto name_of = [](const std::string& e) { return e.substr(0, e.find('=')); };
    for (char** e = environ; *e; ++e) {
        const std::string entry(*e);
        if (std::none_of(extra_env.begin(), extra_env.end(),
                         [&](const std::string& x) { return name_of(x) == name_of(entry); }))
            env_store.push_back(entry);
    }
    for (const auto& e : extra_env)
        env_store.push_back(e);
    pid_t pid = ::fork();
    if (pid < 0)
        throw std::runtime_error("fork failed");
    if (pid == 0) {
        int fo = ::open(out.c_str(), O_WRONLY | O_TRUNC);
        int fe = ::open(err.c_str(), O_WRONLY | O_TRUNC);
        int fi = ::open("/dev/null", O_RDONLY);
        ::dup2(fo, 1);
        ::dup2(fe, 2);
        ::dup2(fi, 0);
        std::vector<char*> args, envp;
        for (const auto& a : argv)
            args.push_back(const_cast<char*>(a.c_str()));
        args.push_back(nullptr);
        for (auto& e : env_store)
            envp.push_back(e.data());
        envp.push_back(nullptr);
        ::execve(args[0], args.data(), envp.data());
        ::_exit(127);
    }
    return pid;
}

int decode(int status) { return WIFEXITED(status) ? WEXITSTATUS(status) : 128 + WTERMSIG(status); }

}  // namespace

std::string run_shell(const std::string& cmd, int& rc)
{
    std::string out;
    FILE* p = ::popen((cmd + " 2>&1").c_str(), "r");
    if (!p) {
        rc = -1;
        return out;
    }
    char buf[256];
    while (std::fgets(buf, sizeof buf, p))
        out += buf;
    rc = decode(::pclose(p));
    return out;
}

std::vector<std::string> bounded(std::vector<std::string> argv, int seconds)
{
    argv.insert(argv.begin(), {"/usr/bin/timeout", std::to_string(seconds)});
    return argv;
}

ProcessResult run_process(const std::vector<std::string>& argv, const std::vector<std::string>& extra_env)
{
    const std::string out = temp_file("out"), err = temp_file("err");
    pid_t pid = spawn(argv, extra_env, out, err);
    int status = 0;
    while (::waitpid(pid, &status, 0) < 0 && errno == EINTR) { }
    ProcessResult r;
    r.exit_code = decode(status);
    r.out = slurp(out);
    r.err = slurp(err);
    ::unlink(out.c_str());
    ::unlink(err.c_str());
    return r;
}

Child::Child(const std::vector<std::string>& argv) : m_out_path(temp_file("out")), m_err_path(temp_file("err"))
{
    m_pid = spawn(argv, {}, m_out_path, m_err_path);
}

Child::~Child()
{
    if (m_pid > 0 && m_exit < 0) {
        ::kill(m_pid, SIGKILL);
        int st;
        ::waitpid(m_pid, &st, 0);
    }
    ::unlink(m_out_path.c_str());
    ::unlink(m_err_path.c_str());
}

void Child::signal(int sig) { ::kill(m_pid, sig); }

bool Child::wait_for(std::chrono::milliseconds limit)
{
    const auto end = std::chrono::steady_clock::now() + limit;
    for (;;) {
        int status = 0;
        pid_t r = ::waitpid(m_pid, &status, WNOHANG);
        if (r == m_pid) {
            m_exit = decode(status);
            return true;
        }
        if (std::chrono::steady_clock::now() >= end)
            return false;
        std::this_thread::sleep_for(std::chrono::milliseconds(5));
    }
}

std::string Child::err() const { return slurp(m_err_path); }
std::string Child::out() const { return slurp(m_out_path); }

}  // namespace smtest
