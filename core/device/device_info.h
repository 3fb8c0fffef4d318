#pragma once
// What SolidMark can tell about the volume and drive behind a target path
// (SPEC §9). Empty strings / nullopt mean unknown and are shown as "n/a".
#include <cstdint>
#include <filesystem>
#include <optional>
#include <string>
#include <vector>

namespace sm {

struct DeviceInfo {
    std::string model;
    std::string firmware;
    std::string serial;
    std::string driver;          // controller/driver: nvme, ahci, virtio_blk, usb-storage ...
    std::string bus;             // nvme, sata, scsi, virtio, usb ...
    std::string device_node;     // whole disk at the bottom of the stack, e.g. /dev/vda
    std::string volume_disk_node;  // whole disk the filesystem sits on: /dev/vda, /dev/loop0, /dev/dm-0
    std::string partition_node;  // e.g. /dev/vda1 ("" when the filesystem is on the whole disk)
    std::string filesystem;      // ext4, btrfs, ...
    std::string mount_point;
    std::string mount_options;
    std::string stack;           // how the volume maps to the disk, e.g. "dm-0 -> nvme0n1p3"
    std::optional<std::uint64_t> capacity_bytes;       // whole disk
    std::optional<std::uint64_t> volume_size_bytes;
    std::optional<std::uint64_t> free_bytes;
    std::optional<std::uint32_t> logical_block_bytes;
    std::optional<std::uint32_t> physical_block_bytes;
    std::optional<std::uint64_t> partition_offset_bytes;
    std::optional<bool> rotational;
    std::string write_cache;     // "write back", "write through"

    // "1024 K - OK" when the partition start is a multiple of 4 KiB, else "... - BAD"; "n/a" if unknown.
    std::string partition_offset_text() const;
};

// Best effort; never throws for unknown fields (they stay empty).
DeviceInfo query_device_info(const std::filesystem::path& target);

// Block devices to try, in order, for the read-only whole-device access
// time: the physical disk at the bottom of the stack, then the whole disk
// the volume sits on (a loop or device-mapper device) when it differs.
std::vector<std::filesystem::path> access_devices_for(const DeviceInfo& info);

}  // namespace sm
