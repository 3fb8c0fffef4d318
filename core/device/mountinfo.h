#pragma once
// /proc/<pid>/mountinfo (Documentation/filesystems/proc.rst, "3.5
// /proc/<pid>/mountinfo"), parsed. Portable text handling; the Linux code
// reads the file (through host::path) and calls this.
//
//   36 35 98:0 /mnt1 /mnt2 rw,noatime master:1 - ext3 /dev/root rw,errors=continue
//   (1)(2)(3)   (4)   (5)      (6)      (7)   (8) (9)   (10)         (11)
#include <istream>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace sm {

struct MountEntry {
    unsigned major = 0, minor = 0;  // (3): st_dev of files on this mount (0:N for btrfs, tmpfs, FUSE ...)
    std::string root;               // (4) the mount's root within its filesystem
    std::string mount_point;        // (5) unescaped
    std::string options;            // (6) per-mount options
    std::string fstype;             // (9) "ext4", "fuseblk", "fuse.sshfs"
    std::string source;             // (10) unescaped: "/dev/sda1", "tmpfs", "host:/export"
    std::string super_options;      // (11) per-superblock options ("compress-force=zstd:3", "upperdir=...")
};

// One line; nullopt when it is not a mountinfo line.
std::optional<MountEntry> parse_mountinfo_line(std::string_view line);
std::vector<MountEntry> parse_mountinfo(std::istream& in);

// Turns mountinfo's octal escapes ("\040" for a space) back into bytes.
std::string unescape_mount_field(std::string_view s);

// The mount that holds `path` (absolute, already canonical): the longest
// mount point that is `path` or a parent of it; of equal ones the last
// listed, which is the one on top. nullptr when none matches.
const MountEntry* mount_holding(const std::vector<MountEntry>& mounts, const std::string& path);

// The value of `key` in a comma-separated option list ("upperdir=/a/b"),
// honouring overlayfs's backslash escape of commas; nullopt when absent.
std::optional<std::string> mount_option(std::string_view options, std::string_view key);

}  // namespace sm
