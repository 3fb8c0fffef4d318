#pragma once
// Progress reports shared by the synthetic suite and the tool benchmarks
// (compression, copy): what is running and how far it is.
#include "result/measurement.h"
#include "result/run_result.h"

#include <functional>
#include <optional>
#include <string>

namespace sm {

struct ProgressEvent {
    enum class Kind {
        Status,         // text only ("Creating test file…")
        PhaseStarted,   // test/write name the phase
        PhaseProgress,  // fraction of the phase, 0..1
        PhaseFinished,  // result holds the measurement
    };
    Kind kind = Kind::Status;
    std::optional<TestId> test;  // synthetic suite only; empty for "Preparing…" and tool phases
    bool write = false;
    double fraction = 0;
    double run_elapsed_s = 0;
    int step = -1;  // compression point or copy set index; -1 otherwise
    std::string text;
    std::optional<Measurement> result;
};

// Called from the Runner's threads (never from inside an I/O loop); a GUI
// marshals it to its own thread.
using ProgressFn = std::function<void(const ProgressEvent&)>;

// Sends a Status event (and logs it at debug level).
void report_status(const ProgressFn& progress, std::string text);

}  // namespace sm
