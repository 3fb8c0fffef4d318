// Linux DeviceInfo: target -> mount (/proc/self/mountinfo) -> block device
// -> partition -> whole disk (-> device-mapper / md / loop stack) -> sysfs.
//
// This file classifies the mount (flags from the filesystem type, the FUSE
// daemon, overlay's upper layer) and walks the stack down to the drive;
// the stack layers are described in linux_stack.cpp, the drive at the
// bottom in linux_drive.cpp, and the sysfs readers are in linux_sysfs.cpp.
// Everything is read through host::path() (device/host_root.h), so tests
// can point it at a fixture tree of a drive this machine does not have.
//   loop   /sys/block/loop0/loop/backing_file
#if defined(__linux__)

#include "device/device_info.h"
#include "device/host_root.h"
#include "device/linux_drive.h"
#include "device/linux_stack.h"
#include "device/linux_sysfs.h"
#include "device/mountinfo.h"
#include "device/target_flags.h"

#include <algorithm>
#include <fstream>
#include <sys/statvfs.h>
#include <vector>

namespace sm {
namespace fs = std::filesystem;
using namespace sysfs;
namespace {

// The program serving a FUSE mount, from the command line of a process that
// names both its source and its mount point ("ntfs-3g /dev/sdb1 /mnt/win",
// "/sbin/mount.exfat-fuse /dev/sdc1 /media/stick -o rw"); "" when none does.
std::string fuse_daemon(const MountEntry& m)
{
    std::error_code ec;
    for (const auto& e : fs::directory_iterator(host::path("/proc"), ec)) {
        const std::string pid = e.path().filename().string();
        if (!all_digits(pid))
            continue;
        const std::string cmdline = read_bytes(e.path() / "cmdline", 8192);
        std::vector<std::string> argv;
        std::string cur;
        for (char c : cmdline) {
            if (c == '\0') {
                argv.push_back(cur);
                cur.clear();
            } else {
                cur += c;
            }
        }
        if (!cur.empty())
            argv.push_back(cur);
        if (argv.size() < 3)
            continue;
        const auto names = [&](const std::string& want) {
            return std::any_of(argv.begin() + 1, argv.end(), [&](std::string a) {
                while (a.size() > 1 && a.back() == '/')
                    a.pop_back();
                return a == want;
            });
        };
        if (!names(m.mount_point) || (!m.source.empty() && !names(m.source)))
            continue;
        std::string prog = fs::path(argv.front()).filename().string();
        if (prog == "mount" || prog == "umount" || prog.empty())
            continue;
        if (starts_with(prog, "mount."))
            prog = prog.substr(6);
        return prog;
    }
    return {};
}

// Resolves a mount to its flags, filesystem details and block-device stack.
class Resolver {
public:
    explicit Resolver(std::vector<MountEntry> mounts) : m_mounts(std::move(mounts)) { }

    const MountEntry* mount_of(const std::string& path) const { return mount_holding(m_mounts, path); }

    // The block device a mount is on: its st_dev, or for btrfs (and
    // others reporting an anonymous 0:N) the device its source names.
    fs::path block_of(const MountEntry& m) const
    {
        if (m.major != 0)
            return block_dir(m.major, m.minor);
        return block_dir_of_node(m.source);
    }

    // Flags of a filesystem by type, following overlay to its upper layer
    // and a block device through its stack (zram, brd, loop on tmpfs).
    void classify(const MountEntry& m, std::vector<std::string>& flags, std::string* fuse_type, int depth) const
    {
        if (depth > 6)
            return;
        const FilesystemClass c = classify_filesystem(m.fstype);
        if (c.ram)
            add_flag(flags, flag::ram);
        if (c.fuse) {
            add_flag(flags, flag::fuse);
            if (fuse_type)
                *fuse_type = c.fuse_subtype.empty() ? fuse_daemon(m) : c.fuse_subtype;
        }
        if (c.network)
            add_flag(flags, flag::network);
        if (m.fstype == "overlay") {
            if (auto upper = mount_option(m.super_options, "upperdir"))
                if (const MountEntry* u = mount_of(*upper))
                    classify(*u, flags, nullptr, depth + 1);
            return;
        }
        const fs::path dir = block_of(m);
        if (!dir.empty()) {
            DeviceInfo scratch;
            walk(dir, scratch, depth + 1);
            for (const std::string& f : scratch.flags)
                add_flag(flags, f);
        }
    }

    // Follows the stack below `volume_dir` into info.stack_layers, fills the
    // drive at the bottom and the flags found on the way. Returns the bottom
    // device directory (a partition or disk), empty when the stack ends in a
    // file on a filesystem without a block device.
    fs::path walk(const fs::path& volume_dir, DeviceInfo& info, int depth) const
    {
        fs::path cur = volume_dir;
        std::vector<DeviceInfo> others;
        for (int step = 0; step < 12 && depth <= 6; ++step) {
            const fs::path disk = disk_of(cur);
            const std::vector<fs::path> under = slaves_of(disk);
            if (!under.empty()) {
                info.stack_layers.push_back(describe_holder(disk, under));
                // md / LVM over several devices: the drive is described by
                // the first member, and only as far as all members agree.
                for (std::size_t k = 1; k < under.size(); ++k) {
                    DeviceInfo other;
                    walk(under[k], other, depth + 1);
                    others.push_back(std::move(other));
                    for (const std::string& f : others.back().flags)
                        add_flag(info.flags, f);
                }
                cur = under.front();
                continue;
            }
            const std::string backing = read_line(disk / "loop" / "backing_file");
            if (!backing.empty()) {
                StackLayer l;
                l.kind = "loop";
                l.node = "/dev/" + disk.filename().string();
                l.backing_file = backing;
                fs::path next;
                if (const MountEntry* bm = mount_of(backing)) {
                    l.backing_filesystem = bm->fstype;
                    // FUSE / network / RAM under the file count for the volume too.
                    const FilesystemClass c = classify_filesystem(bm->fstype);
                    if (c.ram)
                        add_flag(info.flags, flag::ram);
                    if (c.fuse)
                        add_flag(info.flags, flag::fuse);
                    if (c.network)
                        add_flag(info.flags, flag::network);
                    if (bm->fstype == "overlay") {
                        std::vector<std::string> f;
                        classify(*bm, f, nullptr, depth + 1);
                        for (const std::string& x : f)
                            add_flag(info.flags, x);
                    } else {
                        next = block_of(*bm);
                    }
                }
                if (!next.empty())
                    l.members.push_back("/dev/" + next.filename().string());
                info.stack_layers.push_back(l);
                if (next.empty())
                    return {};
                cur = next;
                continue;
            }
            fill_disk(info, disk);
            for (const DeviceInfo& o : others) {
                if (o.model != info.model)
                    info.model.clear();
                if (o.firmware != info.firmware)
                    info.firmware.clear();
                if (o.driver != info.driver) {
                    info.driver.clear();
                    info.driver_note.clear();
                }
                if (o.bus != info.bus)
                    info.bus.clear();
                info.serial.clear();  // one serial cannot stand for several drives
            }
            return cur;
        }
        return {};
    }

private:
    std::vector<MountEntry> m_mounts;
};

}  // namespace

std::optional<std::vector<MountEntry>> mount_table()
{
    std::ifstream in(host::path("/proc/self/mountinfo"));
    if (!in)
        return std::nullopt;
    return parse_mountinfo(in);
}

DeviceInfo query_device_info(const fs::path& target)
{
    DeviceInfo info;
    std::error_code ec;
    const bool live = host::root().empty();
    // A fixture's paths exist only in its mountinfo: take the target as written.
    fs::path abs = live ? fs::weakly_canonical(target, ec) : target.lexically_normal();
    if (ec)
        abs = fs::absolute(target, ec);
    struct statvfs vfs { };
    if (live && ::statvfs(abs.c_str(), &vfs) == 0) {
        info.free_bytes = static_cast<std::uint64_t>(vfs.f_bavail) * vfs.f_frsize;
        info.volume_size_bytes = static_cast<std::uint64_t>(vfs.f_blocks) * vfs.f_frsize;
    }
    std::ifstream in(host::path("/proc/self/mountinfo"));
    Resolver r(parse_mountinfo(in));
    const MountEntry* found = r.mount_of(abs.string());
    if (!found)
        return info;
    const MountEntry mnt = *found;
    info.mount_point = mnt.mount_point;
    info.filesystem = mnt.fstype;
    info.mount_options = mnt.options;
    r.classify(mnt, info.flags, &info.fuse_type, 0);

    const MountEntry* dev_mount = &mnt;
    if (mnt.fstype == "overlay") {
        // The test file lands in the upper layer: name its filesystem, and
        // its drive is the one measured.
        if (auto upper = mount_option(mnt.super_options, "upperdir"))
            if (const MountEntry* u = r.mount_of(*upper)) {
                info.underlying_filesystem = u->fstype;
                dev_mount = u;
            }
        if (dev_mount == &mnt)
            return info;
    }
    const fs::path volume_dir = r.block_of(*dev_mount);
    if (volume_dir.empty())
        return info;  // tmpfs, network, FUSE without a block device
    const fs::path volume_disk = disk_of(volume_dir);
    info.volume_disk_node = "/dev/" + volume_disk.filename().string();
    info.logical_block_bytes = read_number<std::uint32_t>(volume_disk / "queue" / "logical_block_size");
    info.physical_block_bytes = read_number<std::uint32_t>(volume_disk / "queue" / "physical_block_size");

    const fs::path bottom = r.walk(volume_dir, info, 0);

    if (present(volume_dir / "partition")) {
        info.partition_node = "/dev/" + volume_dir.filename().string();
        if (auto start = read_number<std::uint64_t>(volume_dir / "start"))
            info.partition_offset_bytes = *start * 512;
    } else if (info.stack_layers.empty()) {
        info.partition_offset_bytes = 0;  // filesystem on the whole disk
    } else if (!bottom.empty() &&
               std::all_of(info.stack_layers.begin(), info.stack_layers.end(),
                           [](const StackLayer& l) { return l.kind != "loop" && l.members.size() == 1; })) {
        // dm on one partition (dm-crypt on nvme0n1p2): that partition's start.
        if (present(bottom / "partition")) {
            if (auto start = read_number<std::uint64_t>(bottom / "start"))
                info.partition_offset_bytes = *start * 512;
        } else {
            info.partition_offset_bytes = 0;
        }
    }
    info.stack = stack_text(info.stack_layers);
    return info;
}

std::optional<std::uint64_t> block_device_bytes(const std::string& node)
{
    const fs::path dir = block_dir_of_node(node);
    if (dir.empty())
        return std::nullopt;
    if (auto sectors = read_number<std::uint64_t>(dir / "size"))
        return *sectors * 512;
    return std::nullopt;
}

}  // namespace sm

#endif  // __linux__
