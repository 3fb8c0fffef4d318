#include "util/text_file.h"

#include "io/direct_file.h"
#include "io/output_file.h"
#include "util/error.h"
#include "util/units.h"

#include <filesystem>
#include <fmt/format.h>
#include <fstream>
#include <sstream>

namespace sm {

std::string read_text_file(const std::string& path)
{
    std::error_code ec;
    if (std::filesystem::is_directory(path, ec))
        throw Error(ErrorKind::NotFound, fmt::format("Cannot read '{}': it is a folder, not a file.", path));
    if (!std::filesystem::is_regular_file(path, ec))
        throw Error(ErrorKind::NotFound, fmt::format("Cannot read '{}': no such file.", path));
    const auto size = std::filesystem::file_size(path, ec);
    if (ec || size > 64 * MiB)
        throw Error(ErrorKind::Malformed, fmt::format("Cannot read '{}': not a result file (too large).", path));
    std::ifstream in(path, std::ios::binary);
    if (!in)
        throw Error(ErrorKind::NotFound, fmt::format("Cannot open '{}' for reading.", path));
    std::ostringstream ss;
    ss << in.rdbuf();
    return ss.str();
}

namespace {

// Refuses a folder and a block device (SolidMark never writes to a
// device); true for a stream, which is written into as it is; false for a
// file, new or replaced.
bool is_stream(const OutputPlace& place, const std::string& path)
{
    if (place.kind() == OutputKind::Folder)
        throw Error(ErrorKind::NotWritable,
                    fmt::format("Cannot write '{}': it is a folder. Give a file name; nothing was run.", path));
    if (place.kind() == OutputKind::BlockDevice)
        throw Error(ErrorKind::NotWritable,
                    fmt::format("Cannot write '{}': it is a block device, and SolidMark never writes to a device. "
                                "Give a file name.",
                                path));
    return place.kind() == OutputKind::Stream;
}

}  // namespace

// The place is found once (io/output_file.h: the user's path is never
// canonicalised, and a link that fs.protected_symlinks would refuse is
// refused), and the checks and the write go through it.
void check_output_path(const std::string& path)
{
    const OutputPlace place(path);
    if (is_stream(place, path)) {
        // Written into as it is (no file beside it): /dev/null, a pipe. Not
        // opened here (a pipe's open waits for its reader): whether this
        // user may write it, which the mode bits alone do not say.
        if (!place.stream_writable())
            throw Error(ErrorKind::NotWritable,
                        fmt::format("Cannot write '{}': it is not writable; nothing was run.", path));
        return;
    }
    // A real probe, not a permission check: only creating a file proves that
    // the folder takes one (/proc, a read-only mount, a full disk...).
    if (const int err = place.probe())
        throw Error(ErrorKind::NotWritable,
                    fmt::format("Cannot write '{}': {}. Choose a path in a folder you can write to; nothing was run.",
                                path, errno_text(err)));
}

void write_text_file(const std::string& path, const std::string& text)
{
    const OutputPlace place(path);
    if (is_stream(place, path)) {
        // A rename would replace the device node or pipe with a file (run as
        // root, `--json /dev/null` once turned /dev/null into one).
        if (const int err = place.write_stream(text))
            throw Error(ErrorKind::NotWritable, fmt::format("Cannot write '{}': {}.", path, errno_text(err)));
        return;
    }
    const int err = place.replace(text);
    if (classify_io_error(err) == IoFailure::NoSpace || err == EIO)
        throw Error(ErrorKind::Io, fmt::format("Cannot write '{}': {}; the disk may be full.", path, errno_text(err)));
    if (err)
        throw Error(
            ErrorKind::NotWritable,
            fmt::format("Cannot write '{}': {}. Check the folder exists and is writable.", path, errno_text(err)));
}

}  // namespace sm
