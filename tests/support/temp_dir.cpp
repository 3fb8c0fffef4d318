#include "support/temp_dir.h"

#include <stdexcept>
#include <stdlib.h>

namespace smtest {

TempDir::TempDir()
{
    std::string tmpl = (std::filesystem::temp_directory_path() / "solidmark-test-XXXXXX").string();
    if (!::mkdtemp(tmpl.data()))
        throw std::runtime_error("mkdtemp failed");
    m_path = tmpl;
}

TempDir::~TempDir()
{
    std::error_code ec;
    std::filesystem::permissions(m_path, std::filesystem::perms::owner_all, std::filesystem::perm_options::add, ec);
    std::filesystem::remove_all(m_path, ec);
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
