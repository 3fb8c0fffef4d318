#pragma once
// Btrfs NOCOW for the test folder (docs/methodology.md §12 flags `nocow` and
// `fs_compression`). Platform code: Linux in nocow.cpp; elsewhere every
// call answers "not applicable".
//
// What this kernel really does (measured on Linux 6.18 with loop volumes,
// see tests/test_target_real.cpp): a folder made NOCOW (FS_NOCOW_FL through
// FS_IOC_SETFLAGS) passes the flag to every file created in it afterwards;
// O_DIRECT writes into such a file are stored uncompressed even when the
// volume is mounted compress-force=zstd (NOCOW wins over compress-force).
// The same writes into a file without NOCOW on that mount are compressed:
// btrfs runs them through the page cache, so direct I/O is not real there.
#include <cstdint>
#include <filesystem>
#include <optional>
#include <string>
#include <vector>

namespace sm {

struct NocowAttempt {
    bool applicable = false;  // the folder is on btrfs
    bool set = false;         // FS_NOCOW_FL is set on it now
    int error = 0;            // errno of the refused ioctl (0 when set or not applicable)
};

// On btrfs: sets FS_NOCOW_FL on `folder` (a folder SolidMark just created, still
// empty), so files created in it afterwards inherit it before their first
// byte; a compression flag or property inherited from the parent is first
// cleared on that folder, as btrfs refuses NOCOW on an inode that has one.
// Anywhere else, or when refused, nothing changes and nothing throws.
NocowAttempt set_nocow_on_folder(const std::filesystem::path& folder) noexcept;
// The same for a folder open as `handle` (Folder::native_handle()).
NocowAttempt set_nocow_on_folder_handle(std::intptr_t handle) noexcept;

enum class CowState {
    NotApplicable,  // not btrfs, and no compression flag on the file
    Nocow,          // btrfs, FS_NOCOW_FL set on the file: `nocow`
    FsCompression,  // btrfs without NOCOW, or any file carrying FS_COMPR_FL: `fs_compression`
};

// The state of the created test file, by path (never follows a symlink) or
// by an open descriptor / handle (DirectFile::native_handle()).
CowState cow_state(const std::filesystem::path& file) noexcept;
CowState cow_state_of_handle(std::intptr_t handle) noexcept;
// The docs/methodology.md §12 flag for a state: "nocow", "fs_compression" or "".
std::string cow_flag(CowState state);

// Windows (NTFS): a file created in a compressed folder is compressed, one
// in an EFS-encrypted folder encrypted, and NTFS makes every write to
// either synchronous (The Old New Thing, 2018-07-25: "Why are my file write
// operations synchronous ..."); compression also changes what reaches the
// drive. For the test file just created (still empty): clears an inherited
// compression (FSCTL_SET_COMPRESSION, COMPRESSION_FORMAT_NONE) and says
// what the file carries afterwards (docs/methodology.md §29). Elsewhere all false.
struct InheritedAttributes {
    bool compression_cleared = false;  // it was compressed and is not any more
    bool compressed = false;           // still compressed: the clearing was refused
    bool encrypted = false;            // EFS: flagged fs_encryption
};
InheritedAttributes clear_inherited_compression(std::intptr_t handle) noexcept;
// What the result says about them: the flags (fs_compression for a
// compression that stayed, fs_encryption) and settings.file_preparation's
// note ("NTFS compression it inherited cleared", or "").
struct InheritedVerdict {
    std::vector<std::string> flags;
    std::string note;
};
InheritedVerdict verdict_of(const InheritedAttributes& a);

// Whether any extent of `file` is stored encoded (compressed) on disk
// (FIEMAP_EXTENT_ENCODED), after its data reached the disk; nullopt when the
// platform or filesystem cannot say.
std::optional<bool> has_compressed_extents(const std::filesystem::path& file) noexcept;

}  // namespace sm
