#pragma once
// The capacity check (docs/methodology.md §30): does the drive hold what
// it claims? Files 1.h2w, 2.h2w, … in f3's and H2testw's sector format
// (data/h2w.h) fill the free space inside SolidMark's test folder, written
// with direct I/O in large blocks, then read back with direct I/O and every
// sector classified as f3read does. The result (result/capacity_result.h)
// says in one sentence whether the drive is genuine, fake, wraps around or
// corrupts data, or what stopped the check. --verify-only reads files
// written earlier (by SolidMark, f3write or H2testw) without writing.
//
// A fault (an I/O error, a full or read-only volume, files gone, the drive
// gone) or an abort ends it with what was verified so far, recorded as a
// partial result; PartialResult is thrown then, and also when the check
// found data lost, so the CLI's exit status says so (1; 130/143 aborted).
#include "result/capacity_result.h"
#include "run/command.h"
#include "run/pipeline.h"

namespace sm {

// Left free by default: what the file system needs to stay usable (its
// directory entries and extents for the files; a volume filled to the last
// block is one nobody can use until the files are removed).
inline constexpr std::uint64_t kCapacityReserve = 16ull << 20;
inline constexpr std::uint64_t kMinCapacityFile = 1ull << 20;  // whole MiB, as H2testw's files
inline constexpr std::uint64_t kMaxCapacityFile = kH2wFileBytes;

struct CapacityRequest : CommonRequest {
    static constexpr CommandText kCommand{
        "capacity", "does the drive hold what it claims? fill it with f3/H2testw files and read them back",
        "fills the free space (--amount) with files 1.h2w, 2.h2w, ... in the sector format of f3 and H2testw inside "
        "a private SolidMark-<random> folder in DIR, with direct I/O, reads every file back with direct I/O and "
        "classifies every 512-byte sector as f3read does (ok, changed, overwritten, corrupted); says whether the "
        "drive is genuine, fake, wraps around or corrupts data, its real capacity, and the write and read speed over "
        "the capacity. --verify-only DIR reads files written earlier (by SolidMark --keep, f3write or H2testw), for "
        "example after the drive was unplugged and plugged back in. Exit status 1 when data was lost or the check "
        "was stopped by a fault; the result is kept either way"};
    SM_BENCHMARK_REQUEST(CapacityRequest);
    // The bytes it writes given the free space: whole MiB, leaving at least
    // kCapacityReserve free. Error(NoSpace) when that is less than 16 MiB or
    // an --amount does not fit.
    std::uint64_t amount_for(std::uint64_t free_bytes) const;

    std::uint64_t amount_bytes = 0;  // 0: amount_percent of the free space
    double amount_percent = 100;     // of the free space, never leaving less than kCapacityReserve
    std::uint64_t file_bytes = kH2wFileBytes;
    bool file_bytes_given = false;      // --file-size given (--verify-only: else found from the files)
    std::filesystem::path verify_only;  // non-empty: read the .h2w files there, write nothing
    bool keep = false;                  // leave the files (the folder) when done
};

// Progress: PhaseKind::CapacityWrite, then CapacityRead, each with a
// PhaseProgress per sample (`interval`, `done_bytes`, `eta_s`, `fraction`)
// and a Status (Stage::CapacityFileWritten / CapacityFileVerified) as each
// file is done. Throws Error before anything is written (bad input, no
// space, not writable, no direct I/O), PartialResult afterwards (above).
CapacityResult run_capacity(const CapacityRequest& req, const RunEnv& env);

}  // namespace sm
