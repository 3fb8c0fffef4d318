#include "device/host_root.h"

#include <cstdlib>
#include <string>

namespace sm::host {

std::filesystem::path root()
{
    const char* v = std::getenv(kRootVariable);
    if (!v || !*v)
        return {};
    std::string s(v);
    while (s.size() > 1 && s.back() == '/')
        s.pop_back();
    return std::filesystem::path(s);
}

std::filesystem::path path(std::string_view absolute)
{
    const std::filesystem::path r = root();
    if (r.empty())
        return std::filesystem::path(absolute);
    std::string_view rel = absolute;
    while (!rel.empty() && rel.front() == '/')
        rel.remove_prefix(1);
    return r / std::filesystem::path(rel);
}

std::filesystem::path system_path(const std::filesystem::path& p)
{
    const std::filesystem::path r = root();
    if (r.empty())
        return p;
    const std::string s = p.generic_string(), rs = r.generic_string();
    if (s.size() > rs.size() && s.compare(0, rs.size(), rs) == 0 && s[rs.size()] == '/')
        return std::filesystem::path(s.substr(rs.size()));
    return p;
}

}  // namespace sm::host
