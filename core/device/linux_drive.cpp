// See linux_drive.h. Layouts followed (Documentation/ABI/testing/sysfs-block,
// sysfs-class-nvme, sysfs-ata, sysfs-bus-mmc; lsblk and libnvme read the same files):
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
#if defined(__linux__)

#include "device/linux_drive.h"

#include "device/linux_sysfs.h"
#include "device/target_flags.h"

#include <algorithm>
#include <cstdint>
#include <fstream>
#include <string>
#include <vector>

namespace sm::sysfs {
namespace fs = std::filesystem;
namespace {

// "ram0".."ram15": the brd RAM disk.
bool is_brd_name(const std::string& n) { return starts_with(n, "ram") && all_digits(std::string_view(n).substr(3)); }

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
            if (starts_with(n, "nvme") && all_digits(std::string_view(n).substr(4)) && present(e.path() / "transport"))
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
        if (ata_port.empty() && starts_with(n, "ata") && all_digits(std::string_view(n).substr(3)))
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

}  // namespace

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

}  // namespace sm::sysfs

#endif  // __linux__
