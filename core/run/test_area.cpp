#include "run/test_area.h"

#include "data/pattern.h"
#include "io/direct_file.h"
#include "io/fault.h"
#include "io/process.h"
#include "io/nocow.h"
#include "result/run_result.h"
#include "util/error.h"
#include "util/limits.h"
#include "util/units.h"

#include <algorithm>
#include <cctype>
#include <cerrno>
#include <fmt/format.h>
#include <fstream>
#include <spdlog/spdlog.h>

namespace sm {
namespace fs = std::filesystem;
namespace {

// What a marker file says about the run that made its folder.
struct Marker {
    long pid = 0;               // 0: the file is not a marker
    std::string host, boot_id;  // "" in markers written before 0.2, or where unknown
};

Marker read_marker(const fs::path& folder)
{
    std::error_code ec;
    const fs::path marker = folder / TestArea::kMarker;
    Marker m;
    if (!fs::is_regular_file(fs::symlink_status(marker, ec)))
        return m;
    std::ifstream in(marker);
    std::string word;
    while (in >> word) {
        if (word.rfind("pid=", 0) == 0)
            m.pid = std::strtol(word.c_str() + 4, nullptr, 10);
        else if (word.rfind("host=", 0) == 0)
            m.host = word.substr(5);
        else if (word.rfind("boot=", 0) == 0)
            m.boot_id = word.substr(5);
    }
    return m;
}

// A marker's words are separated by blanks: a value never holds one.
std::string marker_word(std::string s)
{
    std::replace_if(
        s.begin(), s.end(), [](unsigned char c) { return std::isspace(c) != 0; }, '_');
    return s;
}

// Whether the run that made the folder is certainly over: on this machine
// (a folder on a shared drive may belong to a live run elsewhere, so another
// host's folder never is), and either from an earlier boot (its pid may have
// been reused since) or its process is gone.
bool run_is_over(const Marker& m)
{
    const HostIdentity& here = host_identity();
    if (!m.host.empty() && m.host != marker_word(here.host))
        return false;
    if (!m.host.empty() && !m.boot_id.empty() && !here.boot_id.empty() && m.boot_id != here.boot_id)
        return true;
    return !process_exists(m.pid);
}

bool is_kept(const fs::path& folder)
{
    std::error_code ec;
    return fs::is_regular_file(fs::symlink_status(folder / TestArea::kKeptMarker, ec));
}

bool is_our_folder(const fs::path& p)
{
    std::error_code ec;
    const auto st = fs::symlink_status(p, ec);
    return !ec && fs::is_directory(st) && p.filename().string().rfind(TestArea::kPrefix, 0) == 0 &&
        read_marker(p).pid > 0;
}

}  // namespace

void require_free_space(const fs::path& target, std::uint64_t need, std::uint64_t free, std::string_view what,
                        std::string_view advice)
{
    if (free < need + kFreeSpaceHeadroom)
        throw Error(ErrorKind::NoSpace,
                    fmt::format("Not enough free space on '{}': {} needs {} plus {} headroom, but only {} is free. {}",
                                target.string(), what, format_bytes(need), format_bytes(kFreeSpaceHeadroom),
                                format_bytes(free), advice));
}

void check_target_folder(const fs::path& target)
{
    std::error_code ec;
    const auto st = fs::status(target, ec);
    if (!fs::exists(st))
        throw Error(ErrorKind::NotFound,
                    fmt::format("The target folder '{}' does not exist. Choose an existing folder.", target.string()));
    if (!fs::is_directory(st))
        throw Error(ErrorKind::NotFound,
                    fmt::format("The target '{}' is not a folder. Choose a folder on the drive to test "
                                "(SolidMark never writes to a device directly).",
                                target.string()));
}

TestArea::TestArea(const fs::path& target, const std::string& app_version)
{
    check_target_folder(target);
    Rng rng(fresh_seed());
    for (int attempt = 0; attempt < 32; ++attempt) {
        const fs::path candidate = target / fmt::format("{}{:08x}", kPrefix, rng.next() & 0xffffffffULL);
        std::error_code ec;
        // create_directory fails (returns false) on anything that already
        // exists at the path, a symlink included: exclusive creation.
        if (fs::create_directory(candidate, ec)) {
            m_folder = candidate;
            // On btrfs, NOCOW before anything is created inside, so the test
            // file inherits it before its first byte (docs/methodology.md §12 `nocow`); the
            // pipeline reads the result back from the file (cow_state()).
            const NocowAttempt nocow = set_nocow_on_folder(m_folder);
            if (nocow.applicable && !nocow.set)
                spdlog::info("btrfs refused NOCOW on {} ({}); the filesystem may compress the test data",
                             m_folder.string(), errno_text(nocow.error));
            break;
        }
        if (ec) {
            const int err = ec.value();
            if (ec == std::errc::permission_denied || ec == std::errc::read_only_file_system ||
                ec == std::errc::operation_not_permitted)
                throw Error(ErrorKind::NotWritable,
                            fmt::format("The target folder '{}' is not writable ({}). Choose a folder you are allowed "
                                        "to write to.",
                                        target.string(), ec.message()));
            if (ec == std::errc::no_space_on_device)
                throw Error(ErrorKind::NoSpace, fmt::format("The volume holding '{}' is full.", target.string()));
            throw Error(
                ErrorKind::Io,
                fmt::format("Cannot create a test folder in '{}': {} ({}).", target.string(), ec.message(), err));
        }
    }
    if (m_folder.empty())
        throw Error(ErrorKind::Io, fmt::format("Cannot create a unique test folder in '{}'.", target.string()));
    try {
        const HostIdentity& here = host_identity();
        create_marker_file(m_folder / kMarker,
                           fmt::format("SolidMark {} test folder pid={} host={} boot={} created={}\n", app_version,
                                       current_process_id(), marker_word(here.host), marker_word(here.boot_id),
                                       iso8601_now()));
    } catch (...) {
        remove();
        throw;
    }
    spdlog::debug("test folder {}", m_folder.string());
}

TestArea::~TestArea() { remove(); }

void TestArea::remove() noexcept
{
    if (m_folder.empty())
        return;
    std::error_code ec;
    // remove_all never follows symlinks: it removes a link, not its target.
    if (const int injected = fault::hit(fault::Op::Remove))
        ec = std::error_code(injected, std::generic_category());
    else
        fs::remove_all(m_folder, ec);
    std::error_code still;  // a folder that cannot be looked at (a drive gone) counts as still there
    if (ec && (fs::exists(fs::symlink_status(m_folder, still)) || still)) {
        spdlog::error("could not remove test folder {}: {}", m_folder.string(), ec.message());
        m_left_behind = m_folder;
    } else {
        spdlog::debug("removed test folder {}", m_folder.string());
    }
    m_folder.clear();
}

std::vector<fs::path> TestArea::find_stale(const fs::path& target)
{
    std::vector<fs::path> out;
    std::error_code ec;
    for (const auto& entry : fs::directory_iterator(target, ec)) {
        const fs::path& p = entry.path();
        if (!is_our_folder(p) || is_kept(p))
            continue;
        if (run_is_over(read_marker(p)))
            out.push_back(p);
    }
    return out;
}

void TestArea::keep()
{
    if (m_folder.empty())
        return;
    create_marker_file(m_folder / kKeptMarker,
                       fmt::format("kept by pid={} at {}\n", current_process_id(), iso8601_now()));
    spdlog::info("keeping {} for the next run", m_folder.string());
    m_folder.clear();
}

fs::path TestArea::entry(const std::string& name) const
{
    if (m_folder.empty() || name.empty() || name.find_first_of("/\\") != std::string::npos || name == "." ||
        name == "..")
        throw Error(ErrorKind::Internal, fmt::format("'{}' is not a name inside the test folder", name));
    return m_folder / name;
}

DirectFile TestArea::create_file(const std::string& name, bool direct, bool write_through) const
{
    return DirectFile::create_new(entry(name), direct, write_through);
}

int TestArea::remove_file(const std::string& name) const noexcept
{
    try {
        std::error_code ec;
        const fs::path p = entry(name);
        if (!fs::is_regular_file(fs::symlink_status(p, ec)))
            return ENOENT;
        fs::remove(p, ec);
        return ec ? ec.value() : 0;
    } catch (...) {
        return EINVAL;
    }
}

std::vector<fs::path> TestArea::find_kept(const fs::path& target)
{
    std::vector<fs::path> out;
    std::error_code ec;
    for (const auto& entry : fs::directory_iterator(target, ec))
        if (is_our_folder(entry.path()) && is_kept(entry.path()))
            out.push_back(entry.path());
    return out;
}

bool TestArea::remove_kept(const fs::path& folder)
{
    if (!is_our_folder(folder) || !is_kept(folder))
        return false;
    std::error_code ec;
    fs::remove_all(folder, ec);
    return !ec;
}

bool TestArea::remove_stale(const fs::path& folder)
{
    if (!is_our_folder(folder) || is_kept(folder) || !run_is_over(read_marker(folder)))
        return false;
    std::error_code ec;
    fs::remove_all(folder, ec);
    return !ec;
}

}  // namespace sm
