#include "util/text_file.h"

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

void write_text_file(const std::string& path, const std::string& text)
{
    const std::string tmp = path + ".tmp";
    {
        std::ofstream out(tmp, std::ios::binary | std::ios::trunc);
        if (!out)
            throw Error(ErrorKind::NotWritable, fmt::format("Cannot write '{}': check the folder exists and is writable.", path));
        out << text;
        if (!out.flush())
            throw Error(ErrorKind::Io, fmt::format("Cannot write '{}': the disk may be full.", path));
    }
    std::error_code ec;
    std::filesystem::rename(tmp, path, ec);
    if (ec) {
        std::filesystem::remove(tmp, ec);
        throw Error(ErrorKind::NotWritable, fmt::format("Cannot write '{}': {}.", path, ec.message()));
    }
}

}  // namespace sm
