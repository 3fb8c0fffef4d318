#pragma once
// Whole-file reads and atomic writes for exports and imports.
#include <string>

namespace sm {

// Reads a whole file (at most 64 MiB); throws Error(NotFound/Malformed) with the path.
std::string read_text_file(const std::string& path);
// Checks, before a run, that `path` can be written: by creating (and at once
// removing) a file beside it. Throws Error(NotWritable) naming the path and why.
void check_output_path(const std::string& path);
// Writes through a temporary file in the same folder and a rename, so a
// reader never sees half a file; throws Error(NotWritable/Io) naming the path.
void write_text_file(const std::string& path, const std::string& text);

}  // namespace sm
