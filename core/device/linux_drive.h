#pragma once
// The drive at the bottom of a Linux block-device stack, from sysfs: model,
// firmware, serial, driver and its verdict (AS SSD's "storahci - OK"), bus,
// capacity, block sizes, rotational and write cache; RAM disks (zram, brd)
// raise `ram`, network block devices (nbd, rbd, NVMe-oF, iSCSI) `network`.
#include "device/device_info.h"

#include <filesystem>

namespace sm::sysfs {

// Fills `info` from the whole-disk directory `disk` (/sys/devices/.../block/sda).
void fill_disk(DeviceInfo& info, const std::filesystem::path& disk);

}  // namespace sm::sysfs
