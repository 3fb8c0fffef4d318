#pragma once
// Where core/device reads the running system from.
//
// TEST HOOK, for tests only: SOLIDMARK_SYSFS_ROOT=DIR makes core/device read
// DIR/sys/..., DIR/proc/self/mountinfo, DIR/proc/<pid>/cmdline and DIR/dev/...
// instead of the live /sys, /proc and /dev, so that tests can point it at a
// fixture tree (tests/fixtures/sysfs/) that reproduces the sysfs layout of a
// drive this machine does not have. Read at every query; unset (as it is for
// every user) the live system is read. Like SOLIDMARK_FAULT (io/fault.h) it
// is not an option for users and is not documented as one.
#include <filesystem>
#include <string_view>

namespace sm::host {

inline constexpr const char* kRootVariable = "SOLIDMARK_SYSFS_ROOT";

// The override folder, or empty when the live system is read.
std::filesystem::path root();
// `absolute` ("/sys/block") under the root: "/sys/block" itself when not
// overridden, else "<root>/sys/block".
std::filesystem::path path(std::string_view absolute);
// The inverse: a path under the root as the system path it stands for
// ("<root>/sys/devices/x" -> "/sys/devices/x"); unchanged when not under it.
std::filesystem::path system_path(const std::filesystem::path& p);

}  // namespace sm::host
