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
#include <optional>
#include <sstream>
#include <spdlog/spdlog.h>

namespace sm {
namespace fs = std::filesystem;
namespace {

// What a marker file says about the run that made its folder.
struct Marker {
    long pid = 0;               // 0: the file is not a marker
    std::string host, boot_id;  // "" where unknown
};

constexpr std::size_t kMarkerMaxBytes = 4096;

// The marker of a folder held open: only a regular file owned by this
// user with mode 0600 (never a link, a FIFO or another user's file).
Marker read_marker(const Folder& dir)
{
    Marker m;
    const std::optional<std::string> text = dir.read_private_file(TestArea::kMarker, kMarkerMaxBytes);
    if (!text)
        return m;
    std::istringstream in(*text);
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

bool made_here(const Marker& m) { return !m.host.empty() && m.host == marker_word(host_identity().host); }

// Whether the run that made the folder is certainly over: on this machine
// (a folder on a shared drive may belong to a live run elsewhere, so another
// host's folder never is), and either from an earlier boot (its pid may have
// been reused since) or its process is gone.
bool run_is_over(const Marker& m)
{
    if (!made_here(m))
        return false;
    const HostIdentity& here = host_identity();
    if (!m.boot_id.empty() && !here.boot_id.empty() && m.boot_id != here.boot_id)
        return true;
    return !process_exists(m.pid);
}

bool is_kept(const Folder& dir) { return dir.read_private_file(TestArea::kKeptMarker, kMarkerMaxBytes).has_value(); }

// Removes a folder of ours through its descriptor (io/folder.h), the
// markers last: a folder that cannot be emptied (a mount point inside; on
// Wine, a host symlink) keeps them, so it is still known as ours and is
// offered again, never orphaned. 0 or an errno value (ENOENT: moved away).
int remove_folder(Folder& dir) noexcept
{
    int first = 0;
    try {
        for (const std::string& name : dir.names())
            if (name != TestArea::kMarker && name != TestArea::kKeptMarker)
                if (const int rc = dir.remove(name); rc && !first)
                    first = rc;
    } catch (...) {
        first = first ? first : EIO;
    }
    return first ? first : dir.remove_all();
}

// The SolidMark-* folder `name` in `target`, held open when it is ours
// (io/folder.h: a real folder this user owns that nobody else may write)
// and carries a marker from this host; closed otherwise.
Folder open_ours(const Folder& target, const std::string& name)
{
    if (name.rfind(TestArea::kPrefix, 0) != 0)
        return {};
    std::string why;
    Folder f = target.open_owned(name, &why);
    if (!f.is_open()) {
        spdlog::debug("{}: not a folder of this user's SolidMark: {}", (target.path() / name).string(), why);
        return {};
    }
    const Marker m = read_marker(f);
    if (m.pid <= 0 || !made_here(m)) {
        spdlog::debug("{}: no private marker from this host", f.path().string());
        return {};
    }
    return f;
}

// The folders in `target` that open_ours accepts and `keep` selects.
template <class Keep>
std::vector<fs::path> our_folders(const fs::path& target, Keep&& keep)
{
    std::vector<fs::path> out;
    try {
        const Folder t = Folder::open(target);
        for (const std::string& name : t.names())
            if (const Folder f = open_ours(t, name); f.is_open() && keep(f))
                out.push_back(target / name);
    } catch (const Error& e) {
        spdlog::debug("cannot look for earlier test folders in {}: {}", target.string(), e.what());
    }
    return out;
}

// Removes `folder` when open_ours accepts it and `ok` holds, re-checked on
// the folder held open, then removed through it.
template <class Ok>
bool remove_ours(const fs::path& folder, Ok&& ok)
{
    try {
        const Folder t = Folder::open(folder.parent_path());
        Folder f = open_ours(t, folder.filename().string());
        if (!f.is_open() || !ok(f))
            return false;
        const int rc = remove_folder(f);
        if (rc != 0)
            spdlog::warn("could not remove {}: {}", folder.string(), errno_text(rc));
        return rc == 0;
    } catch (const Error& e) {
        spdlog::warn("could not remove {}: {}", folder.string(), e.what());
        return false;
    }
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
    const Folder parent = Folder::open(target);
    Rng rng(fresh_seed());
    for (int attempt = 0; attempt < 32 && !m_dir.is_open(); ++attempt)
        m_dir = parent.create_private(fmt::format("{}{:08x}", kPrefix, rng.next() & 0xffffffffULL));
    if (!m_dir.is_open())
        throw Error(ErrorKind::Io, fmt::format("Cannot create a unique test folder in '{}'.", target.string()));
    m_folder = m_dir.path();
    // On btrfs, NOCOW before anything is created inside, so the test
    // file inherits it before its first byte (docs/methodology.md §12 `nocow`); the
    // pipeline reads the result back from the file (cow_state()).
    const NocowAttempt nocow = set_nocow_on_folder_handle(m_dir.native_handle());
    if (nocow.applicable && !nocow.set)
        spdlog::info("btrfs refused NOCOW on {} ({}); the filesystem may compress the test data", m_folder.string(),
                     errno_text(nocow.error));
    try {
        const HostIdentity& here = host_identity();
        m_dir.create_small_file(kMarker,
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
    // Through the folder held open: links inside are removed as links, a
    // mount inside is never entered (io/folder.h).
    int rc = fault::hit(fault::Op::Remove);
    if (rc == 0)
        rc = remove_folder(m_dir);
    if (rc == ENOENT) {
        spdlog::warn("the test folder {} was moved away by someone else while SolidMark used it; what SolidMark put in "
                     "it is removed, the empty folder stays where they put it",
                     m_folder.string());
    } else if (rc != 0) {
        spdlog::error("could not remove test folder {}: {}", m_folder.string(), errno_text(rc));
        m_left_behind = m_folder;
    } else {
        spdlog::debug("removed test folder {}", m_folder.string());
    }
    m_dir.close();
    m_folder.clear();
}

std::vector<fs::path> TestArea::find_stale(const fs::path& target)
{
    return our_folders(target, [](const Folder& f) { return !is_kept(f) && run_is_over(read_marker(f)); });
}

void TestArea::keep()
{
    if (m_folder.empty())
        return;
    m_dir.create_small_file(kKeptMarker, fmt::format("kept by pid={} at {}\n", current_process_id(), iso8601_now()));
    spdlog::info("keeping {} for the next run", m_folder.string());
    m_dir.close();
    m_folder.clear();
}

void TestArea::release()
{
    if (m_folder.empty())
        return;
    m_dir.remove(kMarker);
    spdlog::info("leaving {} and its files to the user", m_folder.string());
    m_dir.close();
    m_folder.clear();
}

std::vector<fs::path> TestArea::find_kept(const fs::path& target)
{
    return our_folders(target, [](const Folder& f) { return is_kept(f); });
}

bool TestArea::remove_kept(const fs::path& folder)
{
    return remove_ours(folder, [](const Folder& f) { return is_kept(f); });
}

bool TestArea::remove_stale(const fs::path& folder)
{
    return remove_ours(folder, [](const Folder& f) { return !is_kept(f) && run_is_over(read_marker(f)); });
}

}  // namespace sm
