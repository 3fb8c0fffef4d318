#pragma once
// ATTO-style block-size sweep: sequential writes then reads at each power of
// two from 512 B to 64 MiB, at one queue depth, over the test file (one pass
// or the time bound per size, whichever ends first). Sizes the target's
// direct I/O cannot do (below its alignment) are skipped with a note.
#include "device/device_info.h"
#include "engine/workload.h"
#include "run/progress.h"
#include "util/cancel.h"

#include <cstdint>
#include <filesystem>
#include <string>
#include <vector>

namespace sm {

struct SweepRequest {
    std::filesystem::path target;
    std::uint64_t size_bytes = 1024ull * 1024 * 1024;
    std::uint32_t min_block = 512;
    std::uint32_t max_block = 64u << 20;
    unsigned queue_depth = 4;  // ATTO's default
    double seconds = 2;        // per size and direction
    QueueEngine engine = QueueEngine::Auto;
    bool allow_buffered = false;
    std::string app_version;
};

struct SweepPoint {
    std::uint32_t block_bytes = 0;
    Measurement write, read;
};

struct SweepResult {
    static constexpr const char* kSchema = "solidmark.sweep/1";
    std::string app_version, started_at, target;
    DeviceInfo device;
    unsigned queue_depth = 1;
    double seconds = 0;
    std::uint64_t size_bytes = 0;
    std::string engine;
    bool buffered = false;
    std::vector<std::string> notes;
    std::vector<SweepPoint> points;
};

// Progress: a phase per size and direction (step = point index, text
// "64K write"). Throws Error like run_suite; the folder is gone afterwards.
SweepResult run_sweep(const SweepRequest& request, const CancelToken& cancel, const ProgressFn& progress = {});

std::string to_json_text(const SweepResult& r);
std::string csv_report(const SweepResult& r);
std::string console_table(const SweepResult& r);

}  // namespace sm
