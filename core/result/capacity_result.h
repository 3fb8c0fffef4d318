#pragma once
// The result of a capacity check (docs/methodology.md §30): files in f3's
// and H2testw's sector format (data/h2w.h) written over the free space and
// read back, every sector classified, and what that says about the drive:
// genuine, fake (what was written past its real size is lost), wrapping
// around (later data overwrote earlier data), corrupting data, or what
// stopped the check. The verdict, the totals and the speed figures are
// derived from the files and samples whenever asked (and recomputed when a
// document is read), never stored apart from them.
#include "data/h2w.h"
#include "result/header.h"
#include "result/kind.h"
#include "result/run_result.h"
#include "result/sustained_result.h"
#include "util/translatable.h"

#include <cstdint>
#include <optional>
#include <string>
#include <vector>

namespace sm {

// One N.h2w file.
struct CapacityFile {
    unsigned number = 0;              // N: it starts at offset (N - 1) × file_bytes of the stream
    std::uint64_t bytes = 0;          // planned (written by this check) or found on disk (verify-only)
    std::uint64_t written_bytes = 0;  // written by this check; 0 when verifying earlier files
    double write_s = 0;               // its creation to the end of its flush
    std::uint64_t read_bytes = 0;     // read back and classified
    double read_s = 0;
    H2wCounts sectors;                     // ok, changed, overwritten, corrupted; the first bad one
    std::uint64_t unreadable_sectors = 0;  // could not be read back (a read error, the file gone or cut short)
    std::string error;                     // why it was not written or read in full; "" when it was

    bool verified() const noexcept { return sectors.sectors() + unreadable_sectors > 0; }
    std::uint64_t lost_sectors() const noexcept { return sectors.lost() + unreadable_sectors; }
};

// What the check concluded (docs/methodology.md §30).
enum class CapacityVerdictKind { Genuine, Fake, WrapsAround, Corrupts, Stopped };
const char* verdict_key(CapacityVerdictKind k) noexcept;  // "genuine", "fake", "wraps_around", "corrupts", "stopped"

struct CapacityVerdict {
    CapacityVerdictKind kind = CapacityVerdictKind::Stopped;
    std::string sentence;  // "genuine: all 465.20 GiB written read back intact" (English; the GUI words its own)
    // f3read's "Data OK": the bytes of every sector that read back intact.
    std::uint64_t real_capacity_bytes = 0;
    std::optional<std::uint64_t> first_lost_offset;  // the stream offset of the first sector lost
    std::optional<std::uint64_t> wrap_bytes;         // wraps around: where later data lands on earlier data
    bool lost_reads_as_zeros = false;                // fake: what was lost reads back as zeros
};

// Speed over the capacity: the mean of the whole phase, each file's own
// (per GiB with the default 1 GiB files) least and most, the slowest second.
struct CapacitySpeed {
    double mean_mib_s = 0;
    double min_mib_s = 0, max_mib_s = 0;
    double slowest_second_mib_s = 0;
};

struct CapacityResult : ResultHeader {
    static constexpr std::string_view kKey = "capacity";
    static constexpr std::string_view kSchema = "solidmark.capacity/1";
    static constexpr std::string_view kTitle = translatable("sm::kind", "Capacity check");
    static constexpr std::string_view kChartMetric = kMibSMetric;

    // settings
    bool verify_only = false;        // read files written earlier (--verify-only)
    std::uint64_t amount_bytes = 0;  // planned; the files found (verify-only)
    std::string amount_rule;         // "all the free space but 16.00 MiB", "50% of the free space", "256MiB"
    std::uint64_t file_bytes = kH2wFileBytes;
    std::uint32_t block_bytes = 0;
    std::uint64_t free_bytes_before = 0;
    // What the disk the file system sits on announces (a fake drive: its
    // claimed size; in the drive lab the device-mapper device over a smaller
    // disk), else the drive's capacity; none when unknown.
    std::optional<std::uint64_t> announced_bytes;
    bool keep = false;
    std::string folder;       // where the files were: the test folder, or the folder verified
    std::string kept_folder;  // --keep: the folder left with its files ("" otherwise)

    std::vector<CapacityFile> files;
    std::vector<SustainedSample> write_samples, read_samples;
    double write_s = 0, read_s = 0;  // each phase, first I/O to last (flushes included)
    std::vector<std::string> notes;  // "1.h2w: no such file", "the volume was full 12.00 MiB early"

    // Ended before every file was written and read back (a fault, an abort): what was verified is kept.
    bool partial = false;
    std::string partial_reason;
    std::optional<RunFault> fault;  // phase "capacity write" / "capacity read"; cause as §11, "cancelled"

    bool f3_readable() const noexcept { return file_bytes == kH2wFileBytes; }
    std::uint64_t written_bytes() const noexcept;   // written by this check, or found (verify-only)
    std::uint64_t verified_bytes() const noexcept;  // read back and classified, or found unreadable
    H2wCounts sectors() const noexcept;             // every file's, added up
    std::uint64_t unreadable_sectors() const noexcept;
    std::uint64_t lost_sectors() const noexcept { return sectors().lost() + unreadable_sectors(); }
    CapacityVerdict verdict() const;
    CapacitySpeed write_speed() const;
    CapacitySpeed read_speed() const;
};

// The verdict of a check's figures (result.verdict() is this on itself).
CapacityVerdict capacity_verdict(const CapacityResult& r);
// "1,204": whole numbers as the sentences and tables write them.
std::string thousands(std::uint64_t n);

// CSV: one row per file.
SM_RESULT_HOOKS(CapacityResult);
// The write and the read speed over the capacity (the position in the files,
// GiB), every result's on one plot (compare); a --verify-only check has no
// write curve.
std::vector<CompareCurve> compare_curves(const CapacityResult& r);

}  // namespace sm
