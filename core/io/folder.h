#pragma once
// A folder held open (docs/architecture.md rule 13): a descriptor on POSIX, a
// handle on Windows, opened once. Everything inside it is created, opened,
// listed and removed relative to that descriptor, each name without
// following a symlink, so nobody who can write the folder around it can
// make SolidMark write, read or delete anywhere else by swapping a path
// for a link. The test folder (run/test_area.h), its test file, the copy
// benchmark's trees and the files of the capacity and fill features all
// go through here.
//
// Platform code: posix_folder.cpp (openat, mkdirat, unlinkat, fstatat with
// AT_SYMLINK_NOFOLLOW; a removal never crosses into another mount) and
// win32_folder.cpp (an ACL for the owner only; the folder held open without
// delete sharing, so it cannot be renamed or replaced while it is in use;
// removal by handle with FILE_FLAG_OPEN_REPARSE_POINT, never descending into
// a junction or symlink; the owner SID checked).
#include "io/direct_file.h"

#include <cstdint>
#include <filesystem>
#include <optional>
#include <string>
#include <vector>

namespace sm {

class Folder {
public:
    // A folder the user named (a --target): its path is resolved once, as
    // the user gave it (a symlink there is the user's choice), and never
    // again. Throws Error: NotFound (missing, or not a folder), NotWritable
    // (permission), Io.
    static Folder open(const std::filesystem::path& path);

    // Creates the folder `name` (one name) in this one, private to this
    // user (POSIX mode 0700; Windows an ACL that grants its owner alone),
    // opens it without following a link and checks that it is the new,
    // empty folder this user owns. A closed Folder when something already
    // has that name. Throws Error: NotWritable, NoSpace, Io (also when the
    // folder was replaced between its creation and its opening: someone
    // else can write here).
    Folder create_private(const std::string& name) const;

    // The folder `name` in this one when it is a real folder (no symlink,
    // junction or mount point), owned by this user and writable by nobody
    // else; a closed Folder otherwise, with `why` (when given) saying why.
    // On a filesystem without Unix owners (FAT, exFAT, NTFS, SMB: one owner
    // and mode for everything, whoever made it) the owner and mode checks
    // are skipped, here, in create_private and in read_private_file; on
    // Windows, a volume without persistent ACLs skips the owner SID check.
    Folder open_owned(const std::string& name, std::string* why = nullptr) const;

    bool is_open() const noexcept { return m_handle != -1; }
    // The path it was opened as: for messages and logs, never opened again.
    const std::filesystem::path& path() const noexcept { return m_path; }
    // The fd (POSIX) or HANDLE (Windows).
    std::intptr_t native_handle() const noexcept { return m_handle; }
    // The size and free space of the volume that holds it, read through the
    // handle (fstatvfs; Windows: its path as the handle names it now, or the
    // path it was opened as on a volume without a DOS name), so a path
    // swapped for a link to another volume is not what is measured.
    // Throws Error.
    VolumeSpace space() const { return volume_space_of(m_handle, m_path); }

    // The calls below take a name relative to this folder, '/'-separated,
    // without "..", "." or a leading '/'. Every component is opened without
    // following a link: a symlink or junction anywhere on the way fails.

    // Creates a folder (mode 0700) inside. Throws Error: NotWritable,
    // NoSpace, Io ("already exists" included).
    void make_folder(const std::string& relative) const;
    // DirectFile::create_new inside this folder (exclusive, mode 0600).
    DirectFile create_file(const std::string& relative, bool direct, bool write_through = false) const;
    // DirectFile::open_read_only of a regular file inside (never a device,
    // a FIFO or a link).
    DirectFile open_file(const std::string& relative, bool direct) const;
    // Creates a small file exclusively (mode 0600) holding `content`. Throws Error.
    void create_small_file(const std::string& name, const std::string& content) const;
    // The content of a small file that is a regular file owned by this user
    // and that nobody else may read or write (POSIX: mode 0600), at most
    // `max_bytes`; nullopt for anything else. Never blocks (a FIFO is
    // opened non-blocking, then refused).
    std::optional<std::string> read_private_file(const std::string& name, std::size_t max_bytes) const noexcept;

    struct Entry {
        std::string relative;  // '/'-separated, from the listed folder
        bool folder = false;
        bool link = false;  // a symlink or reparse point: never followed
        std::uint64_t bytes = 0;
    };
    // The names in the folder `relative` ("" for this one), one level.
    std::vector<std::string> names(const std::string& relative = {}) const;
    // Everything under `relative`, depth first, links listed and never
    // followed. Throws Error(Io) when a folder cannot be read.
    std::vector<Entry> walk(const std::string& relative) const;
    // Entry for one name (nullopt when nothing is there).
    std::optional<Entry> stat(const std::string& relative) const noexcept;

    // fdatasync / FlushFileBuffers of an existing regular file inside; 0 or -errno.
    int flush_file(const std::string& relative) const noexcept;
    // fsync of a folder inside ("" for this one); 0 or -errno (no-op on Windows).
    int flush_folder(const std::string& relative = {}) const noexcept;

    // Removes `relative` and, when it is a folder, everything in it: links
    // as links, never crossing into another mount. 0, or the first errno
    // value that stopped it.
    int remove(const std::string& relative) const noexcept;
    // Removes everything in this folder, then the folder itself (POSIX: from
    // the folder it was opened in, only while that name still names it),
    // and closes it. 0, or the first errno value that stopped it; ENOENT
    // when its name no longer names it (someone moved it away: its content
    // is gone, the empty folder stays where they put it).
    int remove_all() noexcept;
    void close() noexcept;

    // Closed until made or opened; moved, never copied (it owns its handles).
    Folder() = default;
    Folder(Folder&& other) noexcept;
    Folder& operator=(Folder&& other) noexcept;
    ~Folder();

private:
    std::intptr_t m_handle = -1;
    std::intptr_t m_parent = -1;  // POSIX: the folder it was opened in (a duplicate), for its own removal
    std::string m_name;           // its name there
    std::filesystem::path m_path;
};

}  // namespace sm
