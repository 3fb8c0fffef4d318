#pragma once
// Whole-file reads and atomic writes for exports and imports.
#include <string>

namespace sm {

// Reads a whole file (at most 64 MiB); throws Error(NotFound/Malformed) with the path.
std::string read_text_file(const std::string& path);
// Checks, before a run, that `path` can be written: by creating (and at once
// removing) a file beside it, or for a character device or pipe (/dev/null)
// by its permissions. Throws Error(NotWritable) naming the path and why; a
// block device is always refused.
void check_output_path(const std::string& path);
// Writes through a temporary file in the same folder and a rename, so a
// reader never sees half a file (through a symlink: beside its target, which
// it replaces, so the link stays). A character device or pipe is written
// into as it is, never replaced; a block device is refused. Throws
// Error(NotWritable/Io) naming the path.
void write_text_file(const std::string& path, const std::string& text);

}  // namespace sm
