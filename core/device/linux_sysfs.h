#pragma once
// Small readers of sysfs and /dev shared by the Linux device code
// (linux_device_info.cpp, linux_drive.cpp, linux_stack.cpp). Every path is
// read through host::path() (device/host_root.h) by the callers, so a
// fixture tree stands in for the live system. Missing files read as empty /
// nullopt: nothing here throws.
#include <cstdint>
#include <filesystem>
#include <fstream>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace sm::sysfs {

// `s` without leading and trailing blanks and line ends.
std::string trim(const std::string& s);
// The first line of a file, trimmed; "" when absent or empty.
std::string read_line(const std::filesystem::path& p);
// Up to `max` bytes of a (binary) file.
std::string read_bytes(const std::filesystem::path& p, std::size_t max);
// The canonical path (symlinks followed); empty when it does not resolve.
std::filesystem::path canon(const std::filesystem::path& p);
bool present(const std::filesystem::path& p);
// The last component of a symlink's target ("driver" -> ".../drivers/ahci" -> "ahci").
std::string link_name(const std::filesystem::path& p);
bool starts_with(std::string_view s, std::string_view prefix);
// Non-empty and only the digits 0-9.
bool all_digits(std::string_view s);

// The first number in a file; nullopt when absent or not a number.
template <class T>
std::optional<T> read_number(const std::filesystem::path& p)
{
    std::ifstream in(p);
    T v{};
    if (in >> v)
        return v;
    return std::nullopt;
}

// /sys/dev/block/MAJ:MIN resolved to the device's directory under /sys/devices.
std::filesystem::path block_dir(unsigned maj, unsigned min);
// The sysfs directory of the block device a /dev path names ("" when it is
// not a block device).
std::filesystem::path block_dir_of_node(const std::string& node);
// A partition's directory -> its disk's; a disk's stays itself.
std::filesystem::path disk_of(const std::filesystem::path& dir);
// The NVMe controllers behind a namespace's sysfs `device` folder: the
// controller itself, or with native multipath the subsystem's nvme<N> entries.
std::vector<std::filesystem::path> nvme_controllers(const std::filesystem::path& device);

}  // namespace sm::sysfs
