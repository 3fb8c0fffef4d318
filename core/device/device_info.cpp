#include "device/device_info.h"

#include <algorithm>
#include <fmt/format.h>

namespace sm {

std::string DeviceInfo::partition_offset_text() const
{
    if (!partition_offset_bytes)
        return "n/a";
    const std::uint64_t off = *partition_offset_bytes;
    return fmt::format("{} K - {}", off / 1024, off % 4096 == 0 ? "OK" : "BAD");
}

std::string DeviceInfo::driver_line() const
{
    if (driver.empty())
        return "n/a";
    return driver_note.empty() ? driver : driver + " - " + driver_note;
}

bool DeviceInfo::has_flag(const std::string& f) const
{
    return std::find(flags.begin(), flags.end(), f) != flags.end();
}

#if !defined(__linux__)
std::optional<std::vector<MountEntry>> mount_table() { return std::nullopt; }
// Windows: the volume's disk is the drive (device_node), whose size capacity_bytes has.
std::optional<std::uint64_t> block_device_bytes(const std::string&) { return std::nullopt; }
#endif

#if !defined(__linux__) && !defined(_WIN32)
// macOS and others: what std::filesystem can tell; the drive fields stay n/a
// until an IOKit backend lands.
DeviceInfo query_device_info(const std::filesystem::path& target)
{
    DeviceInfo info;
    std::error_code ec;
    auto sp = std::filesystem::space(target, ec);
    if (!ec) {
        info.free_bytes = sp.available;
        info.volume_size_bytes = sp.capacity;
    }
    return info;
}

#endif

std::vector<std::filesystem::path> access_devices_for(const DeviceInfo& info)
{
    std::vector<std::filesystem::path> out;
    for (const std::string& node : {info.device_node, info.volume_disk_node})
        if (!node.empty() && (out.empty() || out.front() != node))
            out.emplace_back(node);
    return out;
}

}  // namespace sm
