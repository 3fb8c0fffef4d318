#pragma once
// Where an output file goes (util/text_file.h writes every export through
// here: --json/--csv/--text, export-fio, history export, the GUI's saves, the
// fleet's job file). Platform code: posix_output_file.cpp and
// win32_output_file.cpp.
//
// A user's path is never canonicalised. Its folder part is opened once, as
// given; the file is then looked at, created and renamed relative to that
// folder. A symlink at the end is followed one link at a time, as the
// kernel follows it, except where fs.protected_symlinks would refuse it: a
// link in a sticky folder that others may write (/tmp) is followed only
// when it belongs to this user or to the folder's owner. SolidMark applies
// that rule itself, whether the sysctl is on or not.
#include <cstdint>
#include <string>
#include <string_view>

namespace sm {

enum class OutputKind {
    Missing,      // nothing there yet: a new file
    File,         // a regular file, replaced
    Stream,       // a character device (/dev/null), a pipe or a socket: written into as it is
    BlockDevice,  // never written
    Folder,
};

class OutputPlace {
public:
    // Throws Error(NotWritable) for a link that the rule above refuses,
    // naming it and its owner. Anything else (a missing folder) shows in
    // error() and in what probe() and replace() return.
    explicit OutputPlace(const std::string& path);
    ~OutputPlace();
    OutputPlace(const OutputPlace&) = delete;
    OutputPlace& operator=(const OutputPlace&) = delete;

    OutputKind kind() const noexcept { return m_kind; }
    // The errno value that stopped the lookup (the folder is missing, a loop of links), or 0.
    int error() const noexcept { return m_error; }
    // A Stream: whether this user may write it.
    bool stream_writable() const noexcept;
    // Creates a temporary file beside the output and removes it again: 0 or an errno value.
    int probe() const noexcept;
    // Writes into a Stream (re-checked to be one when opened): 0 or an errno value.
    int write_stream(std::string_view text) const noexcept;
    // Writes `text` to a temporary file created exclusively beside the
    // output (mode 0600, never through a link), then renames it over the
    // output. A file that is replaced keeps its permission bits (and, where
    // the system allows, its owner and group); a new file gets 0666 less the
    // umask, as any program's. 0 or an errno value (the temporary file is
    // removed).
    int replace(std::string_view text) const noexcept;

private:
    std::intptr_t m_dir = -1;  // POSIX: the folder holding the output
    std::string m_name;        // its name there (Windows: the whole path)
    OutputKind m_kind = OutputKind::Missing;
    int m_error = 0;
};

}  // namespace sm
