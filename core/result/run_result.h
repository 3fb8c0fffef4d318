#pragma once
// RunResult: the value the AS SSD-style suite produces (docs/methodology.md §3, §4). Views
// render it, exporters serialize it; nothing is ever read back from a widget.
#include "data/pattern.h"
#include "result/header.h"
#include "result/kind.h"
#include "result/measurement.h"
#include "util/time.h"
#include "util/translatable.h"

#include <array>
#include <cstdint>
#include <optional>
#include <string>
#include <vector>

namespace sm {

enum class TestId { Seq = 0, Rand4K = 1, Rand4K64 = 2, Access = 3 };
inline constexpr std::array<TestId, 4> kAllTests = {TestId::Seq, TestId::Rand4K, TestId::Rand4K64, TestId::Access};
// The suite's phases in the order it runs them: Seq write first (it fills the
// file), then Seq read, and each other test's read before its write.
struct SuitePhase {
    TestId test;
    bool write;
};
inline constexpr std::array<SuitePhase, 8> kSuiteOrder = {{{TestId::Seq, true},
                                                           {TestId::Seq, false},
                                                           {TestId::Rand4K, false},
                                                           {TestId::Rand4K, true},
                                                           {TestId::Rand4K64, false},
                                                           {TestId::Rand4K64, true},
                                                           {TestId::Access, false},
                                                           {TestId::Access, true}}};

const char* test_key(TestId t);         // "seq", "4k", "4k64", "access" (JSON, CLI)
const char* test_label(TestId t);       // "Seq", "4K", "4K-64Thrd", "Acc.time"
const char* direction_key(bool write);  // "read" / "write"
// "Seq write", "4K-64Thrd read", "Acc.time read".
std::string phase_label(TestId t, bool write);
// "seq,4k" -> {true, true, false, false}; Error(InvalidInput) naming an unknown test.
std::array<bool, 4> parse_test_list(const std::string& list);
const char* access_span_key(AccessSpan s);  // "device" / "file"

struct RunSettings {
    std::uint64_t size_bytes = 1024ull * 1024 * 1024;
    std::array<bool, 4> tests = {true, true, true, true};
    DataSpec data;
    double random_seconds = 5;
    double access_seconds = 3;
    double seq_max_seconds = 60;
    bool allow_buffered = false;
    unsigned threads_4k64 = 64;
    bool verify = false;  // self-checking blocks: writes stamp, reads check (data/verify.h)
    unsigned passes = 1;  // each test this many times; its figure the passes' mean (mean_of_passes)
    // Where the access-time read goes: the whole device when it opens (AS
    // SSD's way), or the test file (as fio would, and for comparisons).
    AccessSpan access_span = AccessSpan::Device;

    bool selected(TestId t) const { return tests[static_cast<int>(t)]; }
};

struct Scores {
    std::optional<long> read;
    std::optional<long> write;
    std::optional<long> total;
};

// How a run ended early on a fault (docs/methodology.md §11): the phases
// that finished are kept, the rest were not run.
struct RunFault {
    std::string cause;  // io_error, device_gone, no_space, flush_failed, rejected, no_io, verify
    std::string phase;  // the phase it happened in: "4K read"
    std::optional<std::uint64_t> offset_bytes;  // where a request failed, when known
    std::string device;                         // the drive: "/dev/nvme0n1"
    std::string message;                        // the error, as the CLI prints it
};

// The JSON `fault` object of a partial result (the suite's, the capacity check's).
Json fault_to_json(const RunFault& f);
RunFault fault_from_json(const Json& j);  // Error(Malformed) naming the field

struct RunResult : ResultHeader {
    static constexpr std::string_view kKey = "run";
    static constexpr std::string_view kSchema = "solidmark.run/1";
    static constexpr std::string_view kTitle = translatable("sm::kind", "AS SSD benchmark");
    static constexpr std::string_view kChartMetric = "MB/s";

    RunSettings settings;
    // [test][0 = read, 1 = write]
    std::array<std::array<std::optional<Measurement>, 2>, 4> tests;
    AccessSpan access_read_span = AccessSpan::File;  // what the access-time read spanned
    std::string access_span_note;                    // which device, or why the file
    std::optional<RunFault> fault;                   // set: a partial result (§11)

    const std::optional<Measurement>& get(TestId t, bool write) const
    {
        return tests[static_cast<int>(t)][write ? 1 : 0];
    }
    std::optional<Measurement>& get(TestId t, bool write) { return tests[static_cast<int>(t)][write ? 1 : 0]; }
};

// The selected phases a partial run did not measure, in the suite's order
// ("4K read", "4K write", ...); empty for a complete run.
std::vector<std::string> phases_not_run(const RunResult& r);

// docs/methodology.md §4. Values in MiB/s; missing inputs give nullopt.
Scores compute_scores(std::optional<double> seq_read, std::optional<double> seq_write, std::optional<double> k4_read,
                      std::optional<double> k4_write, std::optional<double> k64_read, std::optional<double> k64_write);
Scores compute_scores(const RunResult& r);

// Throttling during the suite (docs/methodology.md §14): a phase whose speed
// fell 20 % or more below its level before the drive reached its warning
// temperature, while at or above it. The rule of the sustained write
// (check_throttle) on the phase's series, each point with the temperature
// read last before it. Nothing without a warning threshold, temperature
// samples, or the phase's start time (passes combined have none).
struct PhaseThrottle {
    SuitePhase phase;
    double at_t_s = 0;      // since the phase's start
    double drop_share = 0;  // how far the speed fell, 0..1
};
std::vector<PhaseThrottle> suite_throttle(const RunResult& r);
// "4K-64Thrd write: at 3.5 s the speed was 35 % below its level before the
// drive reached its warning temperature of 70 °C", one line per phase.
std::string throttle_line(const PhaseThrottle& t, double warning_c);

// ---- the kind's hooks (result/kind.h); its console table is the compact grid
SM_RESULT_HOOKS(RunResult);
// The latency percentiles of 4K and 4K-64Thrd, read and write (compare draws every result's on one plot).
std::vector<CompareCurve> compare_curves(const RunResult& r);
// AS SSD's layout: header block, then Sequential / 4K / 4K-64Thrd / Acc.time / Score.
std::string text_report(const RunResult& r);
// The history keeps the three scores in their own columns.
void history_scores(const RunResult& r, HistorySummary& s);
// What a fill series draws over the fill level: the three scores and the
// four rows, read and write (MB/s; Acc.time in ms).
FillFigures fill_figures(const RunResult& r);

// Cell texts shared by every view (docs/methodology.md §1): "1353.82 MB/s", "0.045 ms",
// "----" / "-.--- ms" when not measured; IOPS view variants.
std::string cell_text(const RunResult& r, TestId t, bool write, bool iops_view);
std::string score_text(const std::optional<long>& s);
std::string n_a(const std::string& s);

}  // namespace sm
