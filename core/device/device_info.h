#pragma once
// What SolidMark can tell about the volume and drive behind a target path
// (docs/methodology.md §9, §12). Empty strings / nullopt mean unknown and are shown as
// "n/a": nothing here is ever guessed.
#include "device/mountinfo.h"

#include <cstdint>
#include <filesystem>
#include <optional>
#include <string>
#include <vector>

namespace sm {

// One block device between the filesystem and the drive (docs/methodology.md §12: loop ->
// backing file, dm-crypt, LVM, md RAID). Listed top (the device the
// filesystem is on) to bottom.
struct StackLayer {
    // "dm-crypt", "lvm", "dm" (another device-mapper target), "md", "loop",
    // "zram", "brd" (the kernel RAM disk /dev/ramN).
    std::string kind;
    std::string node;  // /dev/dm-0, /dev/md0, /dev/loop3
    std::string name;  // device-mapper name ("cryptroot", "vg0-home"); "" for md/loop/zram
    // dm-crypt: the header format from the dm uuid ("LUKS2", "LUKS1", "PLAIN");
    // md: the RAID level as the kernel names it ("raid0", "raid1", "linear").
    std::string level;
    std::optional<std::uint32_t> raid_disks;  // md: md/raid_disks
    std::vector<std::string> members;         // /dev nodes underneath (dm/md slaves), sorted
    std::string backing_file;                 // loop: loop/backing_file
    std::string backing_filesystem;           // loop: the filesystem holding the backing file
};

struct DeviceInfo {
    std::string model;
    std::string firmware;
    std::string serial;
    std::string driver;  // controller/driver: nvme, ahci, uas, usb-storage, sdhci-pci, virtio_blk ...
    // Whether `driver` is the fast path, as AS SSD's "storahci - OK" line:
    // "OK", "BOT, slower than UAS", "IDE mode, slower than AHCI",
    // "virtual disk", "RAM disk"; "" when SolidMark has no verdict.
    std::string driver_note;
    std::string bus;               // NVMe, SATA, USB, MMC, SD, SCSI, virtio ...
    std::string transport;         // NVMe controller transport: pcie, tcp, rdma, fc, loop
    std::string device_node;       // whole disk at the bottom of the stack, e.g. /dev/vda
    std::string volume_disk_node;  // whole disk the filesystem sits on: /dev/vda, /dev/loop0, /dev/dm-0
    std::string partition_node;    // e.g. /dev/vda1 ("" when the filesystem is on the whole disk)
    std::string filesystem;        // ext4, btrfs, fuseblk, fuse.sshfs, overlay ... as the kernel names it
    // FUSE: what serves the filesystem: the mount's subtype (fuse.sshfs ->
    // "sshfs"), or for fuseblk/fuse without one the daemon program
    // (ntfs-3g, exfat-fuse) found by its command line; "" when unknown.
    std::string fuse_type;
    // overlay: the filesystem of the upper (writable) layer, where the test
    // file lands; "" otherwise.
    std::string underlying_filesystem;
    std::string mount_point;
    std::string mount_options;
    std::string stack;                     // the stack in words, e.g. "dm-0 (dm-crypt LUKS2 cryptroot) -> nvme0n1p2"
    std::vector<StackLayer> stack_layers;  // the same, structured
    // docs/methodology.md §12 flags known from the target alone: "ram", "fuse", "network".
    // (nocow / fs_compression come from the test file, see io/nocow.h.)
    std::vector<std::string> flags;
    std::optional<std::uint64_t> capacity_bytes;  // whole disk
    std::optional<std::uint64_t> volume_size_bytes;
    std::optional<std::uint64_t> free_bytes;
    // Block sizes of the block device the filesystem is on (what the I/O
    // goes through: a 4096-byte loop, a dm-crypt with 4096-byte sectors);
    // the drive's own when the filesystem sits on it directly.
    std::optional<std::uint32_t> logical_block_bytes;
    std::optional<std::uint32_t> physical_block_bytes;
    // The drive's at the bottom of the stack (equal to the above without one).
    std::optional<std::uint32_t> disk_logical_block_bytes;
    std::optional<std::uint32_t> disk_physical_block_bytes;
    std::optional<std::uint64_t> partition_offset_bytes;
    std::optional<bool> rotational;
    std::string write_cache;  // "write back", "write through"

    // "1024 K - OK" when the partition start is a multiple of 4 KiB, else "... - BAD"; "n/a" if unknown.
    std::string partition_offset_text() const;
    // AS SSD's driver line: "nvme - OK", "usb-storage - BOT, slower than UAS",
    // "virtio_blk - virtual disk", the driver alone without a verdict, "n/a".
    std::string driver_line() const;
    bool has_flag(const std::string& flag) const;
};

// Best effort; never throws for unknown fields (they stay empty).
DeviceInfo query_device_info(const std::filesystem::path& target);

// The mounts as the kernel lists them (Linux: /proc/self/mountinfo), read
// without touching any mounted filesystem (no stat, no statvfs), so a
// stalled FUSE or network mount cannot block the caller. nullopt where the
// platform has no such list (the caller asks the OS' volume API instead).
std::optional<std::vector<MountEntry>> mount_table();

// The size the block device `node` announces (/dev/sdb, /dev/dm-0: the disk
// a file system sits on, whatever lies under it); nullopt where unknown
// (not Linux, not a block device).
std::optional<std::uint64_t> block_device_bytes(const std::string& node);

// Block devices to try, in order, for the read-only whole-device access
// time: the physical disk at the bottom of the stack, then the whole disk
// the volume sits on (a loop or device-mapper device) when it differs.
std::vector<std::filesystem::path> access_devices_for(const DeviceInfo& info);

}  // namespace sm
