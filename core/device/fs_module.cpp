#include "device/fs_module.h"

#include "device/host_root.h"

#include <cstdio>
#include <fstream>

namespace sm {

std::string filesystem_module_version(std::string_view fstype)
{
    if (fstype.empty() || fstype.find('/') != std::string_view::npos || fstype.find("..") != std::string_view::npos)
        return {};
    std::ifstream in(host::path("/sys/module/" + std::string(fstype) + "/version"));
    std::string v;
    if (!(in >> v))
        return {};
    return v;
}

std::optional<bool> direct_io_bypasses_cache(std::string_view fstype, std::string_view version)
{
    if (fstype != "zfs")
        return true;
    unsigned major = 0, minor = 0;
    if (std::sscanf(std::string(version).c_str(), "%u.%u", &major, &minor) != 2)
        return std::nullopt;
    return major > 2 || (major == 2 && minor >= 3);
}

}  // namespace sm
