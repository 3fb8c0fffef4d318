#include "util/text_file.h"

#include "util/error.h"
#include "util/units.h"

#include <atomic>
#include <cerrno>
#include <chrono>
#include <filesystem>
#include <fmt/format.h>
#include <fstream>
#include <sstream>
#ifndef _WIN32
#include <unistd.h>
#endif

namespace sm {

std::string read_text_file(const std::string& path)
{
    std::error_code ec;
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

// A name next to `path` that no other writer uses: "<path>.tmp-3f9a1c2e".
std::string temporary_beside(const std::string& path)
{
    static std::atomic<unsigned> counter{0};
    const auto stamp = static_cast<unsigned long long>(std::chrono::steady_clock::now().time_since_epoch().count());
    return fmt::format("{}.tmp-{:x}{:x}", path, stamp & 0xffffffffu, counter.fetch_add(1));
}

// What an output path names, following symlinks: a file to replace
// atomically (or a new one), something to write into as it is (a character
// device such as /dev/null, a pipe, a socket), or a device SolidMark never
// writes to.
enum class OutputKind { File, Stream, BlockDevice };

// From the path's status (std::filesystem::status: symlinks followed).
OutputKind output_kind(const std::filesystem::file_status& st)
{
    namespace fs = std::filesystem;
    if (fs::is_block_file(st))
        return OutputKind::BlockDevice;
    if (fs::is_character_file(st) || fs::is_fifo(st) || fs::is_socket(st))
        return OutputKind::Stream;
    return OutputKind::File;
}

[[noreturn]] void refuse_device(const std::string& path)
{
    throw Error(ErrorKind::NotWritable,
                fmt::format("Cannot write '{}': it is a block device, and SolidMark never writes to a device. "
                            "Give a file name.",
                            path));
}

// The file a rename must replace: the target of a symlink (so the link
// stays a link), else the path itself.
std::string rename_target(const std::string& path)
{
    namespace fs = std::filesystem;
    std::error_code ec;
    if (!fs::is_symlink(fs::symlink_status(path, ec)))
        return path;
    const fs::path target = fs::canonical(path, ec);
    return ec ? path : target.string();
}

}  // namespace

void check_output_path(const std::string& path)
{
    namespace fs = std::filesystem;
    std::error_code ec;
    const fs::file_status st = fs::status(path, ec);
    if (fs::is_directory(st))
        throw Error(ErrorKind::NotWritable,
                    fmt::format("Cannot write '{}': it is a folder. Give a file name; nothing was run.", path));
    switch (output_kind(st)) {
    case OutputKind::BlockDevice:
        refuse_device(path);
    case OutputKind::Stream: {
        // Written into as it is (no file beside it): /dev/null, a pipe. Not
        // opened here (a pipe's open waits for its reader): whether this
        // user may write it, which the mode bits alone do not say.
#ifdef _WIN32
        const bool writable = (st.permissions() & fs::perms::owner_write) != fs::perms::none;
#else
        const bool writable = ::access(path.c_str(), W_OK) == 0;
#endif
        if (!writable)
            throw Error(ErrorKind::NotWritable,
                        fmt::format("Cannot write '{}': it is not writable; nothing was run.", path));
        return;
    }
    case OutputKind::File:
        break;
    }
    // A real probe, not a permission check: only creating a file proves that
    // the folder takes one (/proc, a read-only mount, a full disk...).
    const std::string probe = temporary_beside(rename_target(path));
    errno = 0;
    std::ofstream out(probe, std::ios::binary | std::ios::trunc);
    const int err = errno;
    if (!out)
        throw Error(ErrorKind::NotWritable,
                    fmt::format("Cannot write '{}': {}. Choose a path in a folder you can write to; nothing was run.",
                                path, err ? errno_text(err) : std::string("the file cannot be created")));
    out.close();
    fs::remove(probe, ec);
}

void write_text_file(const std::string& path, const std::string& text)
{
    std::error_code ec;
    switch (output_kind(std::filesystem::status(path, ec))) {
    case OutputKind::BlockDevice:
        refuse_device(path);
    case OutputKind::Stream: {
        // A rename would replace the device node or pipe with a file (run as
        // root, `--json /dev/null` once turned /dev/null into one).
        errno = 0;
        std::ofstream out(path, std::ios::binary);
        if (!out || !(out << text).flush())
            throw Error(ErrorKind::NotWritable,
                        fmt::format("Cannot write '{}': {}.", path,
                                    errno ? errno_text(errno) : std::string("it does not take the output")));
        return;
    }
    case OutputKind::File:
        break;
    }
    const std::string target = rename_target(path);
    const std::string tmp = temporary_beside(target);
    {
        errno = 0;
        std::ofstream out(tmp, std::ios::binary | std::ios::trunc);
        if (!out)
            throw Error(ErrorKind::NotWritable,
                        fmt::format("Cannot write '{}': {}. Check the folder exists and is writable.", path,
                                    errno ? errno_text(errno) : std::string("the file cannot be created")));
        out << text;
        if (!out.flush()) {
            out.close();
            std::filesystem::remove(tmp, ec);
            throw Error(ErrorKind::Io, fmt::format("Cannot write '{}': the disk may be full.", path));
        }
    }
    std::filesystem::rename(tmp, target, ec);
    if (ec) {
        std::filesystem::remove(tmp, ec);
        throw Error(ErrorKind::NotWritable, fmt::format("Cannot write '{}': {}.", path, ec.message()));
    }
}

}  // namespace sm
