// See linux_stack.h. sysfs layout (Documentation/ABI/testing/sysfs-block):
//   dm     /sys/block/dm-0/dm/{name,uuid}, slaves/
//   md     /sys/block/md0/md/{level,raid_disks}, slaves/
#if defined(__linux__)

#include "device/linux_stack.h"

#include "device/linux_sysfs.h"

#include <algorithm>
#include <fmt/format.h>

namespace sm::sysfs {
namespace fs = std::filesystem;
namespace {

std::string layer_head(const StackLayer& l)
{
    const std::string name = fs::path(l.node).filename().string();
    std::string d;
    if (l.kind == "dm-crypt")
        d = "dm-crypt" + (l.level.empty() ? "" : " " + l.level) + (l.name.empty() ? "" : " " + l.name);
    else if (l.kind == "lvm")
        d = "LVM" + (l.name.empty() ? "" : " " + l.name);
    else if (l.kind == "md") {
        d = "md";
        if (!l.level.empty())
            d += " " + l.level;
        if (l.raid_disks)
            d += fmt::format(", {} {}", *l.raid_disks, *l.raid_disks == 1 ? "disk" : "disks");
    } else if (l.kind == "loop") {
        d = "file " + l.backing_file;
        if (!l.backing_filesystem.empty())
            d += " on " + l.backing_filesystem;
    } else if (!l.kind.empty()) {
        d = l.kind + (l.name.empty() ? "" : " " + l.name);
    }
    return d.empty() ? name : name + " (" + d + ")";
}

}  // namespace

std::vector<fs::path> slaves_of(const fs::path& disk)
{
    std::vector<fs::path> out;
    std::error_code ec;
    for (const auto& d : fs::directory_iterator(disk / "slaves", ec)) {
        fs::path c = canon(d.path());
        if (!c.empty())
            out.push_back(c);
    }
    std::sort(out.begin(), out.end(), [](const fs::path& a, const fs::path& b) { return a.filename() < b.filename(); });
    return out;
}

StackLayer describe_holder(const fs::path& disk, const std::vector<fs::path>& slaves)
{
    StackLayer l;
    const std::string name = disk.filename().string();
    l.node = "/dev/" + name;
    for (const fs::path& s : slaves)
        l.members.push_back("/dev/" + s.filename().string());
    if (present(disk / "dm")) {
        l.name = read_line(disk / "dm" / "name");
        const std::string uuid = read_line(disk / "dm" / "uuid");
        // The uuid prefix names the subsystem that made the mapping
        // (cryptsetup: CRYPT-<TYPE>-..., LVM: LVM-<vg uuid><lv uuid>, multipath: mpath-).
        if (starts_with(uuid, "CRYPT-")) {
            const std::string type =
                uuid.substr(6, uuid.find('-', 6) == std::string::npos ? std::string::npos : uuid.find('-', 6) - 6);
            if (type == "VERITY")
                l.kind = "dm-verity";
            else if (type == "INTEGRITY" || type == "SUBDEV")
                l.kind = "dm-integrity";
            else {
                l.kind = "dm-crypt";
                l.level = type;  // LUKS2, LUKS1, PLAIN, BITLK, TCRYPT
            }
        } else if (starts_with(uuid, "LVM-")) {
            l.kind = "lvm";
        } else if (starts_with(uuid, "mpath-")) {
            l.kind = "dm-multipath";
        } else {
            l.kind = "dm";
        }
    } else if (present(disk / "md")) {
        l.kind = "md";
        l.level = read_line(disk / "md" / "level");
        l.raid_disks = read_number<std::uint32_t>(disk / "md" / "raid_disks");
    } else if (starts_with(name, "bcache")) {
        l.kind = "bcache";
    }
    return l;
}

std::string stack_text(const std::vector<StackLayer>& layers)
{
    if (layers.empty())
        return {};
    std::string text;
    for (std::size_t i = 0; i < layers.size(); ++i) {
        const StackLayer& l = layers[i];
        if (i == 0)
            text = layer_head(l);
        if (l.members.empty())
            break;
        text += " -> ";
        for (std::size_t k = 0; k < l.members.size(); ++k) {
            if (k)
                text += " + ";
            const bool next_is_layer = k == 0 && i + 1 < layers.size() && layers[i + 1].node == l.members[k];
            text += next_is_layer ? layer_head(layers[i + 1]) : fs::path(l.members[k]).filename().string();
        }
    }
    return text;
}

}  // namespace sm::sysfs

#endif  // __linux__
