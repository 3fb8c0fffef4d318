// run_process() on Windows (the cross-built ui_tests under Wine): the program
// starts with CreateProcessW, its stdout and stderr go to files, as on Linux.
// Child and run_shell (signals, a shell) are Linux-only. A program still
// running after 120 s is ended, exit code 124.
#include "support/process.h"

#include "util/command_line.h"

#include <windows.h>

#include <filesystem>
#include <fstream>
#include <map>
#include <sstream>
#include <stdexcept>

namespace smtest {
namespace {

std::wstring wide(const std::string& s)
{
    if (s.empty())
        return {};
    const int n = ::MultiByteToWideChar(CP_UTF8, 0, s.data(), static_cast<int>(s.size()), nullptr, 0);
    std::wstring w(static_cast<std::size_t>(n), L'\0');
    ::MultiByteToWideChar(CP_UTF8, 0, s.data(), static_cast<int>(s.size()), w.data(), n);
    return w;
}

// This process's environment with `extra` ("NAME=value") put over it, as a
// sorted, double-NUL-ended block.
std::wstring environment_block(const std::vector<std::string>& extra)
{
    auto less = [](const std::wstring& a, const std::wstring& b) { return ::_wcsicmp(a.c_str(), b.c_str()) < 0; };
    std::map<std::wstring, std::wstring, decltype(less)> vars(less);
    if (wchar_t* env = ::GetEnvironmentStringsW()) {
        for (const wchar_t* e = env; *e; e += std::wcslen(e) + 1) {
            const std::wstring entry(e);
            const std::size_t eq = entry.find(L'=', 1);  // "=C:=C:\..." entries start with '='
            if (eq != std::wstring::npos)
                vars[entry.substr(0, eq)] = entry.substr(eq + 1);
        }
        ::FreeEnvironmentStringsW(env);
    }
    for (const auto& e : extra) {
        const std::wstring entry = wide(e);
        const std::size_t eq = entry.find(L'=');
        vars[entry.substr(0, eq)] = eq == std::wstring::npos ? std::wstring() : entry.substr(eq + 1);
    }
    std::wstring block;
    for (const auto& [name, value] : vars) {
        block.append(name);
        block.push_back(L'=');
        block.append(value);
        block.push_back(L'\0');
    }
    block.push_back(L'\0');
    return block;
}

std::string slurp(const std::filesystem::path& path)
{
    std::ifstream in(path, std::ios::binary);
    std::stringstream ss;
    ss << in.rdbuf();
    std::string s = ss.str();
    std::string out;  // CRLF as LF, as the tests compare text
    out.reserve(s.size());
    for (std::size_t i = 0; i < s.size(); ++i)
        if (!(s[i] == '\r' && i + 1 < s.size() && s[i + 1] == '\n'))
            out += s[i];
    return out;
}

HANDLE inheritable_file(const std::filesystem::path& path)
{
    SECURITY_ATTRIBUTES sa{sizeof sa, nullptr, TRUE};
    HANDLE h =
        ::CreateFileW(path.c_str(), GENERIC_WRITE, FILE_SHARE_READ, &sa, CREATE_ALWAYS, FILE_ATTRIBUTE_NORMAL, nullptr);
    if (h == INVALID_HANDLE_VALUE)
        throw std::runtime_error("cannot create " + path.string());
    return h;
}

}  // namespace

std::vector<std::string> bounded(std::vector<std::string> argv, int) { return argv; }

ProcessResult run_process(const std::vector<std::string>& argv, const std::vector<std::string>& extra_env)
{
    static int counter = 0;
    const auto base = std::filesystem::temp_directory_path() /
        ("solidmark-proc-" + std::to_string(::GetCurrentProcessId()) + "-" + std::to_string(++counter));
    const auto out_path = base.string() + ".out", err_path = base.string() + ".err";
    std::vector<std::wstring> args;
    for (const auto& a : argv)
        args.push_back(wide(a));
    std::wstring line = sm::windows_command_line(args);
    std::wstring env = environment_block(extra_env);
    HANDLE out = inheritable_file(out_path), err = inheritable_file(err_path);
    STARTUPINFOW si{};
    si.cb = sizeof si;
    si.dwFlags = STARTF_USESTDHANDLES;
    si.hStdInput = nullptr;
    si.hStdOutput = out;
    si.hStdError = err;
    PROCESS_INFORMATION pi{};
    const std::wstring program = std::filesystem::path(wide(argv.at(0))).make_preferred().wstring();
    ProcessResult r;
    if (::CreateProcessW(program.c_str(), line.data(), nullptr, nullptr, TRUE, CREATE_UNICODE_ENVIRONMENT, env.data(),
                         nullptr, &si, &pi)) {
        DWORD code = 124;  // as timeout(1): bounded() relies on it
        if (::WaitForSingleObject(pi.hProcess, 120 * 1000) == WAIT_OBJECT_0)
            ::GetExitCodeProcess(pi.hProcess, &code);
        else
            ::TerminateProcess(pi.hProcess, 124);
        r.exit_code = static_cast<int>(code);
        ::CloseHandle(pi.hThread);
        ::CloseHandle(pi.hProcess);
    } else {
        r.exit_code = 127;
    }
    ::CloseHandle(out);
    ::CloseHandle(err);
    r.out = slurp(out_path);
    r.err = slurp(err_path);
    std::error_code ec;
    std::filesystem::remove(out_path, ec);
    std::filesystem::remove(err_path, ec);
    return r;
}

}  // namespace smtest
