// See linux_sysfs.h.
#if defined(__linux__)

#include "device/linux_sysfs.h"

#include "device/host_root.h"

#include <algorithm>
#include <cctype>
#include <fmt/format.h>
#include <sys/stat.h>
#include <sys/sysmacros.h>

namespace sm::sysfs {
namespace fs = std::filesystem;

std::string trim(const std::string& s)
{
    const auto b = s.find_first_not_of(" \t\r\n");
    const auto e = s.find_last_not_of(" \t\r\n");
    return b == std::string::npos ? std::string{} : s.substr(b, e - b + 1);
}

std::string read_line(const fs::path& p)
{
    std::ifstream in(p);
    std::string s;
    if (!in || !std::getline(in, s))
        return {};
    return trim(s);
}

std::string read_bytes(const fs::path& p, std::size_t max)
{
    std::ifstream in(p, std::ios::binary);
    std::string s(max, '\0');
    in.read(s.data(), static_cast<std::streamsize>(max));
    s.resize(static_cast<std::size_t>(std::max<std::streamsize>(0, in.gcount())));
    return s;
}

fs::path canon(const fs::path& p)
{
    std::error_code ec;
    fs::path c = fs::canonical(p, ec);
    return ec ? fs::path{} : c;
}

bool present(const fs::path& p)
{
    std::error_code ec;
    return fs::exists(p, ec);
}

std::string link_name(const fs::path& p)
{
    std::error_code ec;
    const fs::path t = fs::read_symlink(p, ec);
    return ec ? std::string{} : t.filename().string();
}

bool starts_with(std::string_view s, std::string_view prefix) { return s.substr(0, prefix.size()) == prefix; }

bool all_digits(std::string_view s)
{
    return !s.empty() && std::all_of(s.begin(), s.end(), [](unsigned char c) { return std::isdigit(c) != 0; });
}

fs::path block_dir(unsigned maj, unsigned min)
{
    return canon(host::path(fmt::format("/sys/dev/block/{}:{}", maj, min)));
}

fs::path block_dir_of_node(const std::string& node)
{
    if (!starts_with(node, "/dev/"))
        return {};
    if (host::root().empty()) {
        struct stat st { };
        if (::stat(node.c_str(), &st) == 0 && S_ISBLK(st.st_mode))
            return block_dir(major(st.st_rdev), minor(st.st_rdev));
        return {};
    }
    // A fixture has no device nodes: /dev/<name> (after its symlinks, as
    // /dev/mapper/x -> ../dm-0) is /sys/class/block/<name>.
    const fs::path n = canon(host::path(node));
    return n.empty() ? fs::path{} : canon(host::path("/sys/class/block") / n.filename());
}

fs::path disk_of(const fs::path& dir)
{
    // A partition directory has a "partition" file; its parent is the disk.
    return present(dir / "partition") ? dir.parent_path() : dir;
}

std::vector<std::filesystem::path> nvme_controllers(const std::filesystem::path& device)
{
    namespace fs = std::filesystem;
    std::vector<fs::path> out;
    std::error_code ec;
    if (fs::exists(device / "transport"))
        return {device};
    for (const auto& e : fs::directory_iterator(device, ec)) {
        const std::string n = e.path().filename().string();
        if (n.rfind("nvme", 0) == 0 && fs::exists(e.path() / "transport"))
            out.push_back(e.path());
    }
    std::sort(out.begin(), out.end());
    return out;
}

}  // namespace sm::sysfs

#endif  // __linux__
