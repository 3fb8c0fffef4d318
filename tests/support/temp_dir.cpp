#include "support/temp_dir.h"

#include <chrono>
#include <random>
#include <spdlog/spdlog.h>
#include <cstdlib>
#include <filesystem>
#ifdef _WIN32
#include <process.h>
#else
#include <unistd.h>
#endif
#include <stdexcept>

namespace smtest {

namespace {
int process_id()
{
#ifdef _WIN32
    return ::_getpid();
#else
    return static_cast<int>(::getpid());
#endif
}

// The engine logs every phase at info level; in test output only warnings
// and errors matter. (Every test binary links this file through TempDir.)
const bool g_quiet_log = [] {
    spdlog::set_level(spdlog::level::warn);
    return true;
}();

// Runs saved by tests (and by the CLI and GUI they start) go to a history of
// this test process, never to the user's own.
const bool g_private_history = [] {
    if (!std::getenv("SOLIDMARK_HISTORY_DB")) {
        static const std::string path = (std::filesystem::temp_directory_path() /
                                         ("solidmark-test-history-" + std::to_string(process_id()) + ".sqlite"))
                                            .string();
        set_env("SOLIDMARK_HISTORY_DB", path);
        std::atexit([] {
            for (const char* suffix : {"", "-wal", "-shm"}) {
                std::error_code ec;
                std::filesystem::remove(path + suffix, ec);
            }
        });
    }
    return true;
}();
}  // namespace

TempDir::TempDir()
{
    std::mt19937_64 rng(std::random_device{}() ^
                        static_cast<std::uint64_t>(std::chrono::steady_clock::now().time_since_epoch().count()));
    for (int i = 0; i < 100; ++i) {
        const auto p =
            std::filesystem::temp_directory_path() / ("solidmark-test-" + std::to_string(rng() % 1000000000));
        if (std::filesystem::create_directory(p)) {  // false when it exists: exclusive
            m_path = p;
            return;
        }
    }
    throw std::runtime_error("cannot create a temporary folder");
}

TempDir::~TempDir()
{
    std::error_code ec;
    std::filesystem::permissions(m_path, std::filesystem::perms::owner_all, std::filesystem::perm_options::add, ec);
    std::filesystem::remove_all(m_path, ec);
}

void set_env(const char* name, const std::optional<std::string>& value)
{
#ifdef _WIN32
    ::_putenv_s(name, value ? value->c_str() : "");  // "" removes it on Windows
#else
    if (value)
        ::setenv(name, value->c_str(), 1);
    else
        ::unsetenv(name);
#endif
}

EnvVar::EnvVar(const char* name, const std::string& value) : m_name(name)
{
    if (const char* old = std::getenv(name))
        m_old = old;
    set_env(name, value);
}

std::vector<std::filesystem::path> solidmark_folders(const std::filesystem::path& dir)
{
    std::vector<std::filesystem::path> out;
    std::error_code ec;
    for (const auto& e : std::filesystem::directory_iterator(dir, ec))
        if (e.path().filename().string().rfind("SolidMark-", 0) == 0)
            out.push_back(e.path());
    return out;
}

}  // namespace smtest
