#pragma once
// PeerResult: a result another benchmark measured and saved as text —
// CrystalDiskMark 5–9, KDiskMark, AmorphousDiskMark, or SolidMark's own
// CrystalDiskMark-8-layout export — read by result/peer_import.h (docs/
// methodology.md §23). Every number is kept as the tool wrote it: speeds in
// the tool's "MB/s" (decimal for CrystalDiskMark and AmorphousDiskMark; for
// KDiskMark fio's KiB/s divided by 1000, see units_note), IOPS and latency
// where the tool wrote them. Nothing here was measured by SolidMark.
#include "result/header.h"
#include "result/kind.h"
#include "util/translatable.h"

#include <cstdint>
#include <optional>
#include <string>
#include <utility>
#include <vector>

namespace sm {

struct PeerRow {
    std::string direction;  // "read", "write" or "mix"
    std::string label;      // the row's test as written: "SEQ    1MiB (Q=  8, T= 1)"
    bool random = false;
    std::uint32_t block_bytes = 0;
    // false where the row does not write its block and the tool's version
    // fixes it (CrystalDiskMark 5/6: 128 KiB for "Sequential (Q=..)", 1 MiB
    // for "Sequential (T= 1)", 4 KiB random rows that say 4KiB).
    bool block_stated = true;
    unsigned queue_depth = 1;
    unsigned threads = 1;
    double mb_s = 0;                   // as written
    std::optional<double> iops;        // as written, where the tool writes it
    std::optional<double> latency_us;  // the tool's mean latency per request, where it writes it
    std::uint32_t line = 0;            // the row's line in the file (1-based)

    // "SEQ1M Q8T1": the name a preset test of the same parameters has.
    std::string test_name() const;
};

// Where a peer result came from.
struct PeerSource {
    std::string tool;       // "CrystalDiskMark", "KDiskMark", "AmorphousDiskMark", "SolidMark"
    std::string version;    // "8.0.4"
    std::string edition;    // "x64", "Shizuku Edition x64", "" (what CrystalDiskMark writes after its version)
    std::string format;     // cdm5 (5 and 6), cdm7, cdm8 (8 and 9), kdiskmark, amorphous, solidmark
    std::string encoding;   // "UTF-16LE", "UTF-8", "UTF-8 with BOM"
    std::string line_ends;  // "CRLF", "LF", "mixed", "none"
    std::string file;       // the file's name, without its folder
};

struct PeerResult : ResultHeader {
    static constexpr std::string_view kKey = "peer";
    static constexpr std::string_view kSchema = "solidmark.peer/1";
    static constexpr std::string_view kTitle =
        translatable("sm::kind", "Imported peer result (CrystalDiskMark, KDiskMark, AmorphousDiskMark)");
    static constexpr std::string_view kChartMetric = kDecimalMbSMetric;
    static constexpr std::string_view kComparesWith = "preset";

    PeerSource source;
    std::string units_note;  // what the tool's "MB/s" and latency are (docs/schemas/solidmark.peer.md)

    // What the footer says, as written, and the numbers read from it.
    std::string profile;  // "Default", "Peak", "Real", "Real World Performance [+Mix]", "" (5/6)
    std::string test;     // "1 GiB (x5) [E: 96% (894/932GiB)]"
    std::string date;     // "2021/06/22 17:19:21" (the local time of the machine that ran it)
    std::string os;
    std::string comment;
    std::vector<std::pair<std::string, std::string>> footer;  // every footer line: key, value
    std::optional<std::uint64_t> test_size_bytes;
    std::optional<unsigned> passes;               // "(x5)"
    std::optional<unsigned> mix_read_percent;     // "[Mix] Read 70%/Write 30%"
    std::optional<double> measure_s, interval_s;  // "Measure 5 sec / Interval 5 sec"

    std::vector<PeerRow> rows;  // in the file's order
};

SM_RESULT_HOOKS(PeerResult);
std::vector<std::string> compare_notes(const PeerResult& r);

}  // namespace sm
