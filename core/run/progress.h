#pragma once
// Progress as values (docs/architecture.md rule 5): the core says which phase runs,
// how far it is and what it measured; the GUI turns that into translated
// words, the CLI into English (phase_text / status_text below). Events are
// sent from the benchmark's own thread or its phase monitor, never from
// inside an I/O loop; a GUI marshals them to its own thread.
#include "result/measurement.h"
#include "result/run_result.h"

#include <cstdint>
#include <functional>
#include <optional>
#include <string>

namespace sm {

// What a timed (or untimed) phase is.
enum class PhaseKind : std::uint8_t {
    Fill,              // the untimed fill of the test file before the phases
    SuiteTest,         // an AS SSD test: `test`, `write`
    CompressionPoint,  // `value` = % of zero bytes, `write`, `step` = point index
    CopySet,           // `name` = "ISO" | "Program" | "Game", `step` = set index
    PresetPass,        // `name` = "SEQ1M Q8T1", `write`, `pass` of `passes`, `step` = row, `value` = mix read %
    ProfileStep,       // `name` = profile, `value` = queue depth, `step` = step index
    SweepBlock,        // `value` = block bytes, `write`, `step` = point index
    SteadyRound,       // `step` = round index (the round is step + 1)
    SurfacePoint,      // `step` of `steps`
    ConditionFill,     // the optional sequential pass over the conditioning file
    Conditioning,      // the random 128 KiB writes
    SustainedWrite,    // the sequential writes of a sustained write
    Ballast,           // --fill: the untimed ballast before the phases, `value` = the level in %
    CacheRest,         // sustained --rest: idle, `value` = the rest in ms, `step` of `steps`
    CacheRecovery,     // sustained --rest: the writes after a rest, `step` of `steps`
    CapacityWrite,     // a capacity check's files written, `steps` files
    CapacityRead,      // a capacity check's files read back and classified, `steps` files
};

struct PhaseRef {
    PhaseKind kind = PhaseKind::Fill;
    bool write = false;
    std::optional<TestId> test;  // SuiteTest
    int step = -1;               // index of the point, set, row or round; -1 when none
    int steps = 0;               // how many there are (0: open-ended or unknown)
    int pass = 0, passes = 0;    // PresetPass, SuiteTest: pass (from 1) of passes
    std::uint64_t value = 0;     // see PhaseKind
    std::string name;            // an identifier kept as is in every language
};

// Steps outside the timed phases.
enum class Stage : std::uint8_t {
    CreatingFolder,      // the SolidMark-<random> folder and its test file
    FolderCreated,       // `path`: that folder, now made (what a caller that abandons the run leaves behind)
    StaleFolderFound,    // `path`: left by a run that did not finish (removed only with clean_stale)
    StaleFolderRemoved,  // `path`
    StaleFolderKept,     // `path`: not ours after all, left alone
    RemovingFolder,      // `path`: the folder
    LeftBehind,          // `path`: a test folder that could not be removed; the user must remove it
    KeptFileRemoved,     // `path`: a conditioning file kept for this run, removed as it ends
    CreatingCopySet,     // `name`, `count` files, `bytes`
    VerifyingCopy,       // `name`
    RemovingCopySet,     // `name`
    RemovingConditioningFile,
    ConditioningFileKept,  // `path`
    Resting,               // the preset's interval between passes: `count` milliseconds
    // A capacity check's file done (the GUI's map): `name` "3.h2w", `count`
    // its index in the check's list; `bytes` written / lost when read back.
    CapacityFileWritten,
    CapacityFileVerified,
};

struct ProgressEvent {
    enum class Kind {
        Status,         // `stage` (and `path` / `name` / `count` / `bytes`)
        PhaseStarted,   // `phase`
        PhaseProgress,  // `phase`, `fraction`, `done_bytes`, and for long phases `interval`, `eta_s`
        PhaseFinished,  // `phase`, `result`
    };
    Kind kind = Kind::Status;
    Stage stage = Stage::CreatingFolder;
    std::string path;
    std::string name;
    std::uint64_t count = 0;
    std::uint64_t bytes = 0;
    PhaseRef phase;
    double fraction = 0;                  // of the phase, 0..1
    double run_elapsed_s = 0;             // since the benchmark started
    std::uint64_t done_bytes = 0;         // written or read in this phase so far
    std::optional<double> eta_s;          // time left in the phase, when it can be told
    std::optional<Measurement> interval;  // the last interval of a long phase (conditioning: one per second)
    std::optional<SpeedPoint> speed;      // PhaseProgress: the phase's last 250 ms, when a new one ended
    std::optional<Measurement> result;    // PhaseFinished: what the phase measured
    // The drive's last temperature reading (°C), when it has a sensor (§14 of docs/methodology.md).
    std::optional<double> temperature_c;
};

// The event that announces `phase` (PhaseStarted); its progress events are copies of it.
inline ProgressEvent phase_started(const PhaseRef& phase)
{
    ProgressEvent ev;
    ev.phase = phase;
    ev.kind = ProgressEvent::Kind::PhaseStarted;
    return ev;
}

using ProgressFn = std::function<void(const ProgressEvent&)>;

// English words for logs, errors and the CLI: "Seq write", "SEQ1M Q8T1
// read, pass 2/5", "40% write", "ISO copy", "database QD 8", "round 3".
std::string phase_text(const PhaseRef& p);
// The phase as an error message names it: "the fill", "4K write", "the 64K
// write step", "compression 40% write".
std::string phase_error_name(const PhaseRef& p);
// "Creating the test folder", "Removing the ISO set and its copy", …
std::string status_text(const ProgressEvent& ev);

}  // namespace sm
