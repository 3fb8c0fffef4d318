#pragma once
#include "run/progress.h"

#include <filesystem>
#include <optional>
#include <string>
#include <vector>

namespace smtest {

// A fresh folder under the system temp dir, removed with its contents.
class TempDir {
public:
    TempDir();
    ~TempDir();
    TempDir(const TempDir&) = delete;
    TempDir& operator=(const TempDir&) = delete;
    const std::filesystem::path& path() const { return m_path; }
    std::string str() const { return m_path.string(); }

private:
    std::filesystem::path m_path;
};

// Sets (or with nullopt removes) an environment variable of this process, on
// Linux and on Windows.
void set_env(const char* name, const std::optional<std::string>& value);

// An environment variable set for the life of the object, then as it was.
class EnvVar {
public:
    EnvVar(const char* name, const std::string& value);
    ~EnvVar() { set_env(m_name, m_old); }
    EnvVar(const EnvVar&) = delete;
    EnvVar& operator=(const EnvVar&) = delete;

private:
    const char* m_name;
    std::optional<std::string> m_old;
};

// Entries of `dir` whose name starts with "SolidMark-".
std::vector<std::filesystem::path> solidmark_folders(const std::filesystem::path& dir);

// The English words of an event: its phase, or its status line.
inline std::string event_text(const sm::ProgressEvent& ev)
{
    return ev.kind == sm::ProgressEvent::Kind::Status ? sm::status_text(ev) : sm::phase_text(ev.phase);
}

}  // namespace smtest
