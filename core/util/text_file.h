#pragma once
// Whole-file reads and atomic writes for exports and imports.
#include <string>

namespace sm {

// Reads a whole file (at most 64 MiB); throws Error(NotFound/Malformed) with the path.
std::string read_text_file(const std::string& path);
// Checks, before a run, that `path` can be written: by creating (and at once
// removing) a file beside it, or for a character device or pipe (/dev/null)
// by its permissions. Throws Error(NotWritable) naming the path and why; a
// block device is always refused, and so is a symlink that the kernel's
// fs.protected_symlinks would refuse (io/output_file.h).
void check_output_path(const std::string& path);
// Writes through a temporary file in the same folder (created exclusively,
// mode 0600, never through a link) and a rename, so a reader never sees
// half a file. The path is never canonicalised: through a symlink the
// file it points to is replaced, one link at a time as the kernel follows
// them (so the link stays), except a link that fs.protected_symlinks would
// refuse: another user's link in a sticky folder anyone may write (/tmp).
// A replaced file keeps its permission bits (and, for root, its owner and
// group); a new one gets 0666 less the umask. A character device or pipe is
// written into as it is, never replaced; a block device is refused. Throws
// Error(NotWritable/Io) naming the path.
void write_text_file(const std::string& path, const std::string& text);

}  // namespace sm
