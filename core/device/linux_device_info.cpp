// Linux DeviceInfo: target -> mount (/proc/self/mountinfo) -> block device
// -> partition -> whole disk (-> device-mapper / loop stack) -> sysfs.
#if defined(__linux__)

#include "device/device_info.h"

#include <fmt/format.h>
#include <fstream>
#include <sstream>
#include <sys/stat.h>
#include <sys/statvfs.h>
#include <sys/sysmacros.h>
#include <vector>

namespace sm {
namespace fs = std::filesystem;
namespace {

std::string read_line(const fs::path& p)
{
    std::ifstream in(p);
    std::string s;
    if (!in || !std::getline(in, s))
        return {};
    const auto b = s.find_first_not_of(" \t");
    const auto e = s.find_last_not_of(" \t\r\n");
    return b == std::string::npos ? std::string{} : s.substr(b, e - b + 1);
}

template <class T>
std::optional<T> read_number(const fs::path& p)
{
    std::ifstream in(p);
    T v{};
    if (in >> v)
        return v;
    return std::nullopt;
}

std::string unescape_mount(const std::string& s)
{
    std::string out;
    for (std::size_t i = 0; i < s.size(); ++i) {
        if (s[i] == '\\' && i + 3 < s.size() && s[i + 1] >= '0' && s[i + 1] <= '3') {
            out += static_cast<char>((s[i + 1] - '0') * 64 + (s[i + 2] - '0') * 8 + (s[i + 3] - '0'));
            i += 3;
        } else {
            out += s[i];
        }
    }
    return out;
}

struct MountEntry {
    unsigned major = 0, minor = 0;
    std::string mount_point, options, fstype, source;
};

std::optional<MountEntry> mount_for(const fs::path& target)
{
    std::ifstream in("/proc/self/mountinfo");
    std::string line;
    std::optional<MountEntry> best;
    const std::string t = target.string();
    while (std::getline(in, line)) {
        std::istringstream ls(line);
        std::string id, parent, majmin, root, mp, opts;
        if (!(ls >> id >> parent >> majmin >> root >> mp >> opts))
            continue;
        std::string tok;
        while (ls >> tok && tok != "-") {
        }
        MountEntry e;
        ls >> e.fstype >> e.source;
        e.mount_point = unescape_mount(mp);
        e.options = opts;
        e.source = unescape_mount(e.source);
        if (std::sscanf(majmin.c_str(), "%u:%u", &e.major, &e.minor) != 2)
            continue;
        const std::string& m = e.mount_point;
        const bool under = t == m || m == "/" ||
                           (t.size() > m.size() && t.compare(0, m.size(), m) == 0 && t[m.size()] == '/');
        // Later entries over-mount earlier ones at the same point: prefer >=.
        if (under && (!best || m.size() >= best->mount_point.size()))
            best = e;
    }
    return best;
}

// Resolves /sys/dev/block/M:m to its sysfs directory, following a
// device-mapper or loop device to what lies underneath.
struct BlockChain {
    fs::path volume_dir;  // the block device the filesystem is on
    fs::path disk_dir;    // the whole disk at the bottom of the stack
    std::string stack;
};

fs::path disk_of(const fs::path& dir)
{
    // A partition directory has a "partition" file; its parent is the disk.
    if (fs::exists(dir / "partition"))
        return dir.parent_path();
    return dir;
}

BlockChain resolve_chain(unsigned maj, unsigned min)
{
    BlockChain c;
    std::error_code ec;
    c.volume_dir = fs::canonical(fmt::format("/sys/dev/block/{}:{}", maj, min), ec);
    if (ec)
        return {};
    fs::path cur = c.volume_dir;
    std::string stack = cur.filename().string();
    for (int depth = 0; depth < 8; ++depth) {
        fs::path disk = disk_of(cur);
        fs::path slaves = disk / "slaves";
        std::vector<fs::path> under;
        if (fs::is_directory(slaves, ec))
            for (const auto& d : fs::directory_iterator(slaves, ec))
                under.push_back(fs::canonical(d.path(), ec));
        if (!under.empty()) {
            // dm / md: follow the first member, name them all.
            std::string names;
            for (const auto& u : under)
                names += (names.empty() ? "" : "+") + u.filename().string();
            stack += " -> " + names;
            cur = under.front();
            continue;
        }
        const std::string backing = read_line(disk / "loop" / "backing_file");
        if (!backing.empty()) {
            stack += " -> file " + backing;
            struct stat st {};
            if (::stat(backing.c_str(), &st) == 0) {
                fs::path next = fs::canonical(fmt::format("/sys/dev/block/{}:{}", major(st.st_dev), minor(st.st_dev)), ec);
                if (!ec) {
                    stack += " on " + next.filename().string();
                    cur = next;
                    continue;
                }
            }
        }
        c.disk_dir = disk;
        break;
    }
    c.stack = stack;
    return c;
}

std::string basename_of_link(const fs::path& p)
{
    std::error_code ec;
    fs::path t = fs::read_symlink(p, ec);
    return ec ? std::string{} : t.filename().string();
}

void fill_disk(DeviceInfo& info, const fs::path& disk)
{
    const std::string name = disk.filename().string();
    info.device_node = "/dev/" + name;
    if (auto sectors = read_number<std::uint64_t>(disk / "size"))
        info.capacity_bytes = *sectors * 512;
    info.logical_block_bytes = read_number<std::uint32_t>(disk / "queue" / "logical_block_size");
    info.physical_block_bytes = read_number<std::uint32_t>(disk / "queue" / "physical_block_size");
    if (auto rota = read_number<int>(disk / "queue" / "rotational"))
        info.rotational = *rota != 0;
    info.write_cache = read_line(disk / "queue" / "write_cache");

    const fs::path dev = disk / "device";
    std::error_code ec;
    const std::string real = fs::canonical(dev, ec).string();
    if (name.rfind("nvme", 0) == 0) {
        // /sys/block/nvme0n1/device is the controller (nvme0).
        info.model = read_line(dev / "model");
        info.firmware = read_line(dev / "firmware_rev");
        info.serial = read_line(dev / "serial");
        info.driver = "nvme";
        info.bus = "NVMe";
        return;
    }
    const std::string vendor = read_line(dev / "vendor");
    const std::string model = read_line(dev / "model");
    if (!model.empty())
        info.model = (vendor.empty() || vendor == "ATA" || vendor.rfind("0x", 0) == 0) ? model : vendor + " " + model;
    info.firmware = read_line(dev / "rev");
    if (info.firmware.empty())
        info.firmware = read_line(dev / "firmware_rev");
    info.serial = read_line(dev / "serial");
    if (info.serial.empty())
        info.serial = read_line(disk / "serial");  // virtio-blk exposes it here

    // The driver of the nearest ancestor that is not the generic disk driver.
    fs::path p = fs::canonical(dev, ec);
    for (int i = 0; i < 8 && !ec && p.has_relative_path(); ++i, p = p.parent_path()) {
        const std::string d = basename_of_link(p / "driver");
        if (!d.empty() && d != "sd" && d != "usb") {
            info.driver = d;
            break;
        }
    }
    if (real.find("/usb") != std::string::npos)
        info.bus = "USB";
    else if (real.find("/virtio") != std::string::npos)
        info.bus = "virtio";
    else if (real.find("/ata") != std::string::npos)
        info.bus = "SATA";
    else if (name.rfind("mmcblk", 0) == 0)
        info.bus = "MMC";
    else if (name.rfind("sd", 0) == 0)
        info.bus = "SCSI";
}

}  // namespace

DeviceInfo query_device_info(const fs::path& target)
{
    DeviceInfo info;
    std::error_code ec;
    const fs::path abs = fs::weakly_canonical(target, ec);
    struct statvfs vfs {};
    if (::statvfs(abs.c_str(), &vfs) == 0) {
        info.free_bytes = static_cast<std::uint64_t>(vfs.f_bavail) * vfs.f_frsize;
        info.volume_size_bytes = static_cast<std::uint64_t>(vfs.f_blocks) * vfs.f_frsize;
    }
    auto mnt = mount_for(abs);
    if (!mnt)
        return info;
    info.mount_point = mnt->mount_point;
    info.filesystem = mnt->fstype;
    info.mount_options = mnt->options;

    unsigned maj = mnt->major, min = mnt->minor;
    if (maj == 0) {
        // btrfs and friends report an anonymous device; the mount source names the real one.
        struct stat st {};
        if (mnt->source.rfind("/dev/", 0) == 0 && ::stat(mnt->source.c_str(), &st) == 0 && S_ISBLK(st.st_mode)) {
            maj = major(st.st_rdev);
            min = minor(st.st_rdev);
        } else {
            return info;  // tmpfs, overlay, network: no block device
        }
    }
    BlockChain chain = resolve_chain(maj, min);
    if (chain.volume_dir.empty())
        return info;
    info.volume_disk_node = "/dev/" + disk_of(chain.volume_dir).filename().string();
    if (fs::exists(chain.volume_dir / "partition")) {
        info.partition_node = "/dev/" + chain.volume_dir.filename().string();
        if (auto start = read_number<std::uint64_t>(chain.volume_dir / "start"))
            info.partition_offset_bytes = *start * 512;
    } else if (chain.disk_dir == chain.volume_dir) {
        info.partition_offset_bytes = 0;  // filesystem on the whole disk
    }
    if (chain.stack.find("->") != std::string::npos)
        info.stack = chain.stack;
    if (!chain.disk_dir.empty())
        fill_disk(info, chain.disk_dir);
    return info;
}

}  // namespace sm

#endif  // __linux__
