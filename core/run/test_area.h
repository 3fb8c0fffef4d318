#pragma once
// The private test folder (docs/methodology.md §2): <target>/SolidMark-<random>, created
// with exclusive semantics (never an existing path, never through a
// symlink), private to this user (mode 0700; Windows: an ACL for its owner),
// held open as a Folder (io/folder.h) through which everything inside is
// created, opened and removed, carrying a marker file, and removed when the
// TestArea is destroyed: on success, error, cancel and signal-driven
// unwinding.
//
// For the features that put their own files in the folder (the test file,
// the copy trees, the capacity check and the fill/ballast files): take
// dir() and use its create_file / make_folder / open_file / walk / remove
// with names relative to it; never build a path from folder() and open it.
#include "io/folder.h"

#include <filesystem>
#include <string_view>
#include <string>
#include <vector>

namespace sm {

class TestArea {
public:
    static constexpr const char* kPrefix = "SolidMark-";
    static constexpr const char* kMarker = ".solidmark-area";
    static constexpr const char* kKeptMarker = ".solidmark-kept";

    // Throws Error: NotFound, NotWritable, Io.
    explicit TestArea(const std::filesystem::path& target, const std::string& app_version = {});
    ~TestArea();
    TestArea(const TestArea&) = delete;
    TestArea& operator=(const TestArea&) = delete;

    // Where it is, for messages and reports: never opened again by path.
    const std::filesystem::path& folder() const noexcept { return m_folder; }
    // The folder itself, held open: create, open and remove what is inside through it.
    const Folder& dir() const noexcept { return m_dir; }
    // Still ours to remove: neither removed nor kept yet.
    bool active() const noexcept { return !m_folder.empty(); }
    // Removes the folder and everything in it; safe to call twice. When it
    // cannot, the folder is left_behind() (and logged).
    void remove() noexcept;
    // The folder remove() could not remove ("" when none): the user must.
    const std::filesystem::path& left_behind() const noexcept { return m_left_behind; }
    // Gives the folder and what is in it to the user (capacity --keep): its
    // marker is removed through the folder held open, so no later run takes
    // it for a leftover or a kept folder to remove, and this one no longer
    // removes it.
    void release();
    // Leaves the folder in place for the next run (a kept conditioning
    // file): marks it as kept and gives up removing it. The next run removes
    // it afterwards (remove_kept); it is never reported as stale.
    void keep();

    // SolidMark-* folders in `target` that are ours and whose run is
    // certainly over (left by a crash, SIGKILL or a power cut). Ours: a real
    // folder (no link, junction or mount point) owned by this user and
    // writable by nobody else, holding a marker that is a regular file owned
    // by this user with mode 0600, naming this host. Over: before this boot
    // (its boot id) or by a process that is gone. Another host's folder (a
    // shared drive) never is; anyone else's is never touched.
    static std::vector<std::filesystem::path> find_stale(const std::filesystem::path& target);
    // Removes one stale folder after re-checking, on the folder held open,
    // that it is ours and stale; returns false if it is not.
    static bool remove_stale(const std::filesystem::path& folder);
    // Folders in `target` kept on purpose by an earlier run of this user on
    // this host (the same checks, and a kept marker as private as the
    // first), and their removal.
    static std::vector<std::filesystem::path> find_kept(const std::filesystem::path& target);
    static bool remove_kept(const std::filesystem::path& folder);

private:
    Folder m_dir;
    std::filesystem::path m_folder;
    std::filesystem::path m_left_behind;
};

// Checks that `target` exists and is a folder; throws Error(NotFound) otherwise.
void check_target_folder(const std::filesystem::path& target);

// Throws Error(NoSpace) unless `need` plus the headroom fits in `free`:
// "Not enough free space on '<target>': <what> needs <need> plus <headroom>
// headroom, but only <free> is free. <advice>"
void require_free_space(const std::filesystem::path& target, std::uint64_t need, std::uint64_t free,
                        std::string_view what, std::string_view advice);

}  // namespace sm
