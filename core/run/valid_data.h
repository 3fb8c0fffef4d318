#pragma once
// How a test file is made ready for timed writes (docs/methodology.md §29).
//
// NTFS keeps a file's valid data length (VDL) apart from its end: a write
// that starts past the VDL first has the gap zero-filled, and any write
// that ends past it is made synchronous (SetFileValidData's documentation;
// The Old New Thing, "Why are my file write operations synchronous, even
// though I opened the file as FILE_FLAG_OVERLAPPED?"). DiskSpd therefore
// prepares every file before timing (IORequestGenerator::_CreateFile):
// SetEndOfFile, then SetFileValidData where SE_MANAGE_VOLUME_NAME is held,
// otherwise a full sequential write. SolidMark does the same, per kind:
// where the length cannot be set, the file is written once before the first
// timed write, or, for the sustained write (whose first pass would spend the
// very cache it measures), the result is flagged `valid_data_length`.
//
// A template over the file, so tests/test_windows_rules.cpp runs every
// kind's choice against a model of NTFS's end of file and valid data length.
#include "device/target_flags.h"

#include <cerrno>
#include <cstdint>
#include <string>

namespace sm {

// What a kind does where the valid data length cannot be set (no SE_MANAGE_VOLUME_NAME).
enum class WhenUnprepared {
    WriteFirst,    // write the whole file once, untimed, before the first timed write
    FilledAnyway,  // its own untimed fill comes before any timed write (presets, sweeps, ...)
    Flag,          // run as it is and flag the result (the sustained write)
};

enum class Preparation {
    NotApplicable,  // no valid data length on this platform (Linux, macOS)
    ValidDataSet,   // SetEndOfFile + SetFileValidData
    WrittenFirst,   // written once, untimed, before the first timed write
    FilledFirst,    // the kind's own untimed fill did that
    Flagged,        // timed writes go past the valid data length: flag valid_data_length
};

struct PreparationOutcome {
    Preparation how = Preparation::NotApplicable;
    int error = 0;  // why the length could not be set (EPERM: not an administrator), or ENOSPC
};

// Sets the file's valid data length to `bytes`, else does what `fallback`
// says (`write_all()` writes the whole file, untimed). A full disk
// (ENOSPC) is returned for the caller to report, nothing written.
template <class File, class WriteAll>
PreparationOutcome prepare_valid_data(File& file, std::uint64_t bytes, WhenUnprepared fallback, WriteAll&& write_all)
{
    const int rc = file.set_valid_data(bytes);
    if (rc == 0)
        return {Preparation::ValidDataSet, 0};
    if (rc == -ENOSYS)
        return {Preparation::NotApplicable, 0};
    if (rc == -ENOSPC)
        return {Preparation::NotApplicable, ENOSPC};
    switch (fallback) {
    case WhenUnprepared::WriteFirst:
        write_all();
        return {Preparation::WrittenFirst, -rc};
    case WhenUnprepared::FilledAnyway:
        return {Preparation::FilledFirst, -rc};
    case WhenUnprepared::Flag:
        break;
    }
    return {Preparation::Flagged, -rc};
}

// The result's flag for an outcome: valid_data_length, or "".
inline std::string preparation_flag(const PreparationOutcome& p)
{
    return p.how == Preparation::Flagged ? flag::valid_data_length : "";
}

// settings.file_preparation's text; "" where not applicable.
inline std::string preparation_text(const PreparationOutcome& p)
{
    const std::string why = p.error == EPERM ? "no SE_MANAGE_VOLUME_NAME to set its valid data length"
                                             : "its valid data length could not be set";
    switch (p.how) {
    case Preparation::NotApplicable:
        return {};
    case Preparation::ValidDataSet:
        return "valid data length set (SetFileValidData)";
    case Preparation::WrittenFirst:
        return "written once before the first timed write (" + why + ")";
    case Preparation::FilledFirst:
        return "filled before the first timed write (" + why + ")";
    case Preparation::Flagged:
        return "not prepared: the timed writes extended its valid data length (" + why + ")";
    }
    return {};
}

}  // namespace sm
