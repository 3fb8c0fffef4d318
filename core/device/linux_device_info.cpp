// Linux DeviceInfo: target -> mount (/proc/self/mountinfo) -> block device
// -> partition -> whole disk (-> device-mapper / md / loop stack) -> sysfs.
//
// Everything is read through host::path() (device/host_root.h), so tests
// can point it at a fixture tree of a drive this machine does not have.
// Layouts followed (Documentation/ABI/testing/sysfs-block, sysfs-class-nvme,
// sysfs-ata, sysfs-bus-mmc; lsblk and libnvme read the same files):
//   NVMe   /sys/block/nvme0n1 -> .../0000:01:00.0/nvme/nvme0/nvme0n1, device ->
//          the controller (model, firmware_rev, serial, transport); with native
//          multipath -> /sys/devices/virtual/nvme-subsystem/nvme-subsys0/nvme0n1,
//          device -> the subsystem, whose nvme<N> entries are its controllers
//   SATA   .../0000:00:17.0/ata1/host0/target0:0:0/0:0:0:0/block/sda; the PCI
//          function's driver (ahci); ata1/link1/dev1.0/ata_device/dev1.0/id is
//          the IDENTIFY DEVICE data (full model, 8-character firmware, serial)
//   USB    .../usb2/2-1/2-1:1.0/host2/target2:0:0/2:0:0:0/block/sdb; the USB
//          interface 2-1:1.0 is bound to uas or usb-storage (BOT)
//   MMC    .../mmc_host/mmc0/mmc0:0001/block/mmcblk0; the card has name,
//          fwrev, prv, serial, type (MMC / SD); its host has the driver
//   dm     /sys/block/dm-0/dm/{name,uuid}, slaves/; md: md/{level,raid_disks}, slaves/
//   loop   /sys/block/loop0/loop/backing_file
#if defined(__linux__)

#include "device/device_info.h"
#include "device/host_root.h"
#include "device/mountinfo.h"
#include "device/target_flags.h"

#include <algorithm>
#include <cctype>
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

template <class T>
std::optional<T> read_number(const fs::path& p)
{
    std::ifstream in(p);
    T v{};
    if (in >> v)
        return v;
    return std::nullopt;
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

bool starts_with(const std::string& s, std::string_view prefix) { return s.compare(0, prefix.size(), prefix) == 0; }

// "ram0".."ram15": the brd RAM disk.
bool is_brd_name(const std::string& n)
{
    return n.size() > 3 && starts_with(n, "ram") &&
        std::all_of(n.begin() + 3, n.end(), [](unsigned char c) { return std::isdigit(c) != 0; });
}

fs::path block_dir(unsigned maj, unsigned min)
{
    return canon(host::path(fmt::format("/sys/dev/block/{}:{}", maj, min)));
}

// The sysfs directory of the block device a /dev path names.
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

// ATA strings in IDENTIFY DEVICE data: two characters per word, high byte first.
std::string ata_string(const std::vector<std::uint16_t>& id, std::size_t first, std::size_t words)
{
    std::string s;
    for (std::size_t w = first; w < first + words && w < id.size(); ++w) {
        s += static_cast<char>(id[w] >> 8);
        s += static_cast<char>(id[w] & 0xff);
    }
    for (char& c : s)
        if (static_cast<unsigned char>(c) < 0x20 || static_cast<unsigned char>(c) > 0x7e)
            c = ' ';
    return trim(s);
}

// The 256 IDENTIFY words of the one ATA device of an ata port, from its
// ata_device "id" attribute (hex words); empty when absent or when the port
// has more than one device (no guessing which is ours).
std::vector<std::uint16_t> ata_identify(const fs::path& ata_port)
{
    std::vector<std::vector<std::uint16_t>> found;
    std::error_code ec;
    for (const auto& link : fs::directory_iterator(ata_port, ec)) {
        if (!starts_with(link.path().filename().string(), "link"))
            continue;
        std::error_code ec2;
        for (const auto& dev : fs::directory_iterator(link.path(), ec2)) {
            const std::string dn = dev.path().filename().string();
            if (!starts_with(dn, "dev"))
                continue;
            const fs::path attr = dev.path() / "ata_device" / dn;
            if (read_line(attr / "class") != "ata")
                continue;
            std::ifstream in(attr / "id");
            std::vector<std::uint16_t> words;
            std::string tok;
            while (in >> tok && words.size() < 256)
                words.push_back(static_cast<std::uint16_t>(std::stoul(tok, nullptr, 16)));
            if (words.size() == 256)
                found.push_back(std::move(words));
        }
    }
    return found.size() == 1 ? found.front() : std::vector<std::uint16_t>{};
}

// Unit Serial Number VPD page (0x80): 4-byte header, then the serial.
std::string vpd_serial(const fs::path& scsi_device)
{
    const std::string page = read_bytes(scsi_device / "vpd_pg80", 256);
    if (page.size() < 4 || static_cast<unsigned char>(page[1]) != 0x80)
        return {};
    const std::size_t len = (static_cast<unsigned char>(page[2]) << 8) | static_cast<unsigned char>(page[3]);
    std::string s = page.substr(4, len);
    for (char& c : s)
        if (static_cast<unsigned char>(c) < 0x20 || static_cast<unsigned char>(c) > 0x7e)
            c = ' ';
    return trim(s);
}

// The driver bound to the nearest ancestor of `from` (itself included) that
// has one, skipping the generic drivers in `skip`.
std::string nearest_driver(fs::path p, std::initializer_list<std::string_view> skip, int levels = 10)
{
    for (int i = 0; i < levels && !p.empty() && p.has_relative_path() && p.filename() != "devices";
         ++i, p = p.parent_path()) {
        const std::string d = link_name(p / "driver");
        if (!d.empty() && std::find(skip.begin(), skip.end(), d) == skip.end())
            return d;
    }
    return {};
}

void fill_nvme(DeviceInfo& info, const fs::path& dev)
{
    fs::path ctrl = canon(dev);
    if (!ctrl.empty() && !present(ctrl / "transport")) {
        // Native multipath: `device` is the subsystem; its nvme<N> entries
        // (N digits only) are the controllers.
        std::error_code ec;
        std::vector<fs::path> ctrls;
        for (const auto& e : fs::directory_iterator(ctrl, ec)) {
            const std::string n = e.path().filename().string();
            if (n.size() > 4 && starts_with(n, "nvme") &&
                std::all_of(n.begin() + 4, n.end(), [](unsigned char c) { return std::isdigit(c) != 0; }) &&
                present(e.path() / "transport"))
                ctrls.push_back(canon(e.path()));
        }
        std::sort(ctrls.begin(), ctrls.end());
        const fs::path subsys = ctrl;
        info.model = read_line(subsys / "model");
        info.firmware = read_line(subsys / "firmware_rev");
        info.serial = read_line(subsys / "serial");
        if (ctrls.empty())
            ctrl.clear();
        else
            ctrl = ctrls.front();
    }
    if (!ctrl.empty()) {
        if (const std::string m = read_line(ctrl / "model"); !m.empty())
            info.model = m;
        if (const std::string f = read_line(ctrl / "firmware_rev"); !f.empty())
            info.firmware = f;
        if (const std::string s = read_line(ctrl / "serial"); !s.empty())
            info.serial = s;
        info.transport = read_line(ctrl / "transport");
        info.driver = link_name(ctrl / "device" / "driver");
    }
    info.bus = "NVMe";
    if (info.driver == "nvme" && info.transport == "pcie")
        info.driver_note = "OK";
    if (info.transport == "tcp" || info.transport == "rdma" || info.transport == "fc")
        add_flag(info.flags, flag::network);  // NVMe over fabrics: the drive is across a network
}

void fill_mmc(DeviceInfo& info, const fs::path& dev)
{
    const fs::path card = canon(dev);
    info.model = read_line(card / "name");
    info.firmware = read_line(card / "fwrev");
    if (info.firmware.empty())
        info.firmware = read_line(card / "prv");
    info.serial = read_line(card / "serial");
    const std::string type = read_line(card / "type");
    if (type == "MMC" || type == "SD")
        info.bus = type;
    // The card is bound to mmcblk; the host controller's driver is the one that matters.
    info.driver = nearest_driver(card.parent_path(), {"mmcblk"});
    if (!info.driver.empty())
        info.driver_note = "OK";
}

void fill_scsi_like(DeviceInfo& info, const fs::path& disk, const fs::path& dev)
{
    const fs::path real = canon(dev);
    const std::string vendor = read_line(dev / "vendor");
    const std::string model = read_line(dev / "model");
    info.firmware = read_line(dev / "rev");
    if (info.firmware.empty())
        info.firmware = read_line(dev / "firmware_rev");
    info.serial = vpd_serial(dev);
    if (info.serial.empty())
        info.serial = read_line(dev / "serial");
    if (info.serial.empty())
        info.serial = read_line(disk / "serial");  // virtio-blk exposes it here
    if (!model.empty())
        info.model = (vendor.empty() || vendor == "ATA" || starts_with(vendor, "0x")) ? model : vendor + " " + model;

    // Walk up: the USB interface, the ata port, the controller.
    fs::path usb_if, ata_port;
    for (fs::path p = real; !p.empty() && p.has_relative_path(); p = p.parent_path()) {
        const std::string n = p.filename().string();
        if (usb_if.empty() && present(p / "bInterfaceClass"))
            usb_if = p;
        if (ata_port.empty() && n.size() > 3 && starts_with(n, "ata") &&
            std::all_of(n.begin() + 3, n.end(), [](unsigned char c) { return std::isdigit(c) != 0; }))
            ata_port = p;
        if (p == p.root_path() || n == "devices")
            break;  // the top of /sys/devices
    }
    if (!usb_if.empty()) {
        info.bus = "USB";
        info.driver = link_name(usb_if / "driver");
        if (info.driver == "uas")
            info.driver_note = "OK";
        else if (info.driver == "usb-storage")
            info.driver_note = "BOT, slower than UAS";
        if (info.serial.empty())
            info.serial = read_line(usb_if.parent_path() / "serial");
        return;
    }
    if (!ata_port.empty()) {
        info.driver = nearest_driver(ata_port.parent_path(), {});
        info.bus = starts_with(info.driver, "pata_") ? "PATA" : "SATA";
        if (info.driver == "ahci")
            info.driver_note = "OK";
        else if (info.driver == "ata_piix" || starts_with(info.driver, "pata_"))
            info.driver_note = "IDE mode, slower than AHCI";
        const std::vector<std::uint16_t> id = ata_identify(ata_port);
        if (!id.empty()) {
            // IDENTIFY words 10-19 serial, 23-26 firmware, 27-46 model
            // (ATA8-ACS); the SCSI inquiry cuts the model to 16 characters
            // and the firmware to 4.
            if (const std::string m = ata_string(id, 27, 20); !m.empty())
                info.model = m;
            if (const std::string f = ata_string(id, 23, 4); !f.empty())
                info.firmware = f;
            if (const std::string s = ata_string(id, 10, 10); !s.empty())
                info.serial = s;
        }
        return;
    }
    info.driver = nearest_driver(real, {"sd", "usb"});
    const std::string r = real.string();
    if (r.find("/virtio") != std::string::npos) {
        info.bus = "virtio";
        info.driver_note = "virtual disk";
    } else if (starts_with(disk.filename().string(), "sd")) {
        info.bus = "SCSI";
    }
    if (info.driver == "iscsi_tcp" || info.driver == "ib_iser")
        add_flag(info.flags, flag::network);
}

void fill_disk(DeviceInfo& info, const fs::path& disk)
{
    const std::string name = disk.filename().string();
    info.device_node = "/dev/" + name;
    if (auto sectors = read_number<std::uint64_t>(disk / "size"))
        info.capacity_bytes = *sectors * 512;
    info.disk_logical_block_bytes = read_number<std::uint32_t>(disk / "queue" / "logical_block_size");
    info.disk_physical_block_bytes = read_number<std::uint32_t>(disk / "queue" / "physical_block_size");
    if (auto rota = read_number<int>(disk / "queue" / "rotational"))
        info.rotational = *rota != 0;
    info.write_cache = read_line(disk / "queue" / "write_cache");

    const fs::path dev = disk / "device";
    if (starts_with(name, "zram") || (is_brd_name(name) && !present(dev))) {
        info.driver = starts_with(name, "zram") ? "zram" : "brd";
        info.driver_note = "RAM disk";
        add_flag(info.flags, flag::ram);
        return;
    }
    if (starts_with(name, "nbd") || starts_with(name, "rbd")) {
        info.driver = name.substr(0, 3);
        add_flag(info.flags, flag::network);  // network block device / Ceph RBD
        return;
    }
    if (!present(dev))
        return;
    if (starts_with(name, "nvme"))
        fill_nvme(info, dev);
    else if (starts_with(name, "mmcblk"))
        fill_mmc(info, dev);
    else
        fill_scsi_like(info, disk, dev);
    if (info.driver == "virtio_blk") {
        info.bus = "virtio";
        info.driver_note = "virtual disk";
    }
}

// The program serving a FUSE mount, from the command line of a process that
// names both its source and its mount point ("ntfs-3g /dev/sdb1 /mnt/win",
// "/sbin/mount.exfat-fuse /dev/sdc1 /media/stick -o rw"); "" when none does.
std::string fuse_daemon(const MountEntry& m)
{
    std::error_code ec;
    for (const auto& e : fs::directory_iterator(host::path("/proc"), ec)) {
        const std::string pid = e.path().filename().string();
        if (pid.empty() || !std::all_of(pid.begin(), pid.end(), [](unsigned char c) { return std::isdigit(c) != 0; }))
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

}  // namespace

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

}  // namespace sm

#endif  // __linux__
