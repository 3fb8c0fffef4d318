#pragma once
// What a result says about its target (docs/methodology.md §12): the flag names carried in
// every result, their one-line explanations, and the classification of a
// filesystem by the type the kernel reports for its mount. Portable: the
// Linux specifics (mountinfo, sysfs, loop and zram devices) are applied in
// linux_device_info.cpp, which calls this.
#include <string>
#include <string_view>
#include <vector>

namespace sm {

namespace flag {
inline constexpr const char* buffered = "buffered";
inline constexpr const char* ram = "ram";
inline constexpr const char* fuse = "fuse";
inline constexpr const char* network = "network";
inline constexpr const char* nocow = "nocow";
inline constexpr const char* fs_compression = "fs_compression";
// Windows (docs/methodology.md §29): timed writes went past NTFS's valid data
// length (no SE_MANAGE_VOLUME_NAME to set it, and a kind that cannot write the file first).
inline constexpr const char* valid_data_length = "valid_data_length";
// Windows: the test file is EFS-encrypted (created in an encrypted folder).
inline constexpr const char* fs_encryption = "fs_encryption";
inline constexpr const char* fio = "fio";  // measured by fio and imported (docs/methodology.md §15)
}  // namespace flag

// Every flag name docs/methodology.md §12 defines, in the order results list them.
const std::vector<std::string>& all_flags();

// One English sentence for a flag ("" for a name docs/methodology.md §12 does not define),
// e.g. flag_explanation("ram") == "This measures memory, not a drive: ...".
std::string_view flag_explanation(std::string_view flag);

// A filesystem classified by its kernel type name (mountinfo's field 9:
// "tmpfs", "fuseblk", "fuse.sshfs", "nfs4") alone.
struct FilesystemClass {
    bool ram = false;          // tmpfs, ramfs, devtmpfs
    bool fuse = false;         // fuse, fuseblk, fuse.*, fuseblk.*
    bool network = false;      // nfs, cifs, smb3, 9p, virtiofs, ceph, fuse.sshfs ...
    std::string fuse_subtype;  // "sshfs" for fuse.sshfs; "" for plain fuse/fuseblk
};
FilesystemClass classify_filesystem(std::string_view fstype);

// Adds `name` to `flags` unless present; keeps the order of all_flags().
void add_flag(std::vector<std::string>& flags, std::string_view name);

}  // namespace sm
