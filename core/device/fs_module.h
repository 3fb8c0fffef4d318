#pragma once
// Facts about a filesystem's kernel module that decide whether O_DIRECT is
// real on it.
//
// ZFS: OpenZFS 0.8 to 2.2 accept O_DIRECT and still serve the I/O through
// the ARC (O_DIRECT is taken as a hint there); only 2.3 added direct I/O
// that bypasses the ARC (the `direct` dataset property). So on ZFS before
// 2.3 a run does not fail to open its file direct, and the results come
// from memory as much as from the pool: the pipeline should treat the run
// as buffered (docs/methodology.md §12 `buffered`) there.
#include <optional>
#include <string>
#include <string_view>

namespace sm {

// The module's version as the kernel reports it (/sys/module/<name>/version,
// e.g. "2.1.11-1" for zfs); "" when the module is not loaded, built in
// without a version, or the platform has no such file.
std::string filesystem_module_version(std::string_view fstype);

// For a filesystem type and that version: whether O_DIRECT bypasses the
// filesystem's cache. nullopt when SolidMark cannot tell (the version is
// unknown); true for every type that is not special-cased here.
std::optional<bool> direct_io_bypasses_cache(std::string_view fstype, std::string_view module_version);

}  // namespace sm
