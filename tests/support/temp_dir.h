#pragma once
#include <filesystem>
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

// Entries of `dir` whose name starts with "SolidMark-".
std::vector<std::filesystem::path> solidmark_folders(const std::filesystem::path& dir);

}  // namespace smtest
