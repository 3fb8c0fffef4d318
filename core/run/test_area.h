#pragma once
// The private test folder (docs/methodology.md §2): <target>/SolidMark-<random>, created
// with exclusive semantics (never an existing path, never through a
// symlink), carrying a marker file, and removed when the TestArea is
// destroyed: on success, error, cancel and signal-driven unwinding.
#include "io/direct_file.h"

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

    const std::filesystem::path& folder() const noexcept { return m_folder; }
    // Still ours to remove: neither removed nor kept yet.
    bool active() const noexcept { return !m_folder.empty(); }
    // Removes the folder and everything in it; safe to call twice. When it
    // cannot, the folder is left_behind() (and logged).
    void remove() noexcept;
    // The folder remove() could not remove ("" when none): the user must.
    const std::filesystem::path& left_behind() const noexcept { return m_left_behind; }
    // The files a benchmark puts in the folder besides its test file (the
    // --fill ballast): `name` is one name inside it, created exclusively
    // and never through a symlink (DirectFile::create_new), removed with the
    // folder. The one place such files are made, so that a folder held by
    // its descriptor takes it over. Error as DirectFile's.
    DirectFile create_file(const std::string& name, bool direct, bool write_through = false) const;
    // Removes one file made inside it (the test file between the levels of
    // a fill series); 0 or an errno value.
    int remove_file(const std::string& name) const noexcept;
    // Leaves the folder in place for the next run (a kept conditioning
    // file): marks it as kept and gives up removing it. The next run removes
    // it afterwards (remove_kept); it is never reported as stale.
    void keep();

    // SolidMark-* folders in `target` that carry our marker and whose run is
    // certainly over (left by a crash, SIGKILL or a power cut): made on this
    // host (the marker's host name), and before this boot (its boot id) or
    // by a process that is gone. Another host's folder (a shared drive) never is.
    static std::vector<std::filesystem::path> find_stale(const std::filesystem::path& target);
    // Removes one stale folder after re-checking it is ours and stale; returns false if it is not.
    static bool remove_stale(const std::filesystem::path& folder);
    // Folders in `target` kept on purpose by an earlier run, and their removal.
    static std::vector<std::filesystem::path> find_kept(const std::filesystem::path& target);
    static bool remove_kept(const std::filesystem::path& folder);

private:
    std::filesystem::path entry(const std::string& name) const;  // one name inside the folder, checked

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
