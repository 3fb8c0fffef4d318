#pragma once
// The block devices between a filesystem and its drive on Linux (SPEC §12
// stacks): the holders sysfs lists (device-mapper: dm-crypt, LVM, multipath;
// md RAID; bcache) and the stack in words for the report header. The walk
// through them, including loop devices and their backing files, is in
// linux_device_info.cpp.
#include "device/device_info.h"

#include <filesystem>
#include <string>
#include <vector>

namespace sm::sysfs {

// The devices a disk directory is built on (its slaves/), canonical, by name.
std::vector<std::filesystem::path> slaves_of(const std::filesystem::path& disk);

// One dm / md / bcache layer: kind (from the dm uuid prefix, or md/),
// name, level and members.
StackLayer describe_holder(const std::filesystem::path& disk, const std::vector<std::filesystem::path>& slaves);

// The stack in words, top to bottom:
// "dm-0 (dm-crypt LUKS2 cryptroot) -> nvme0n1p2", "loop0 (file /img on ext4) -> vda1";
// "" for no layers.
std::string stack_text(const std::vector<StackLayer>& layers);

}  // namespace sm::sysfs
