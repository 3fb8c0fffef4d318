#pragma once
// Steady state (SNIA PTS style): one workload repeated in rounds until the
// last `window` rounds' IOPS stay within ±range of their mean and the
// least-squares line through them changes by at most ±slope of the mean
// across the window, or until a time cap. Reports the steady-state IOPS
// (the window's mean) and every round's IOPS.
#include "device/device_info.h"
#include "engine/workload.h"
#include "run/preset.h"
#include "run/progress.h"
#include "util/cancel.h"

#include <cstdint>
#include <filesystem>
#include <string>
#include <vector>

namespace sm {

struct SteadyCriteria {
    unsigned window = 5;
    double range = 0.10;  // every round within ±10 % of the window's mean
    double slope = 0.05;  // fitted change across the window within ±5 % of the mean
};

struct SteadyCheck {
    bool reached = false;
    double mean = 0;
    double max_excursion = 0;  // largest |round - mean| / mean in the window
    double slope_change = 0;   // fitted change across the window / mean
};
// The criteria on the last `window` values (not reached with fewer).
SteadyCheck check_steady(const std::vector<double>& iops, const SteadyCriteria& c = {});

struct SteadyRequest {
    std::filesystem::path target;
    std::uint64_t size_bytes = 1024ull * 1024 * 1024;
    PresetTest test = parse_preset_test("RND4K-Q32T1");
    unsigned read_percent = 0;  // 0: all writes (the usual conditioning workload)
    double round_seconds = 10;
    double max_seconds = 1800;  // cap on the rounds in all
    SteadyCriteria criteria;
    QueueEngine engine = QueueEngine::Auto;
    bool allow_buffered = false;
    std::string app_version;
};

struct SteadyResult {
    static constexpr const char* kSchema = "solidmark.steady/1";
    std::string app_version, started_at, target;
    DeviceInfo device;
    PresetTest test;
    unsigned read_percent = 0;
    double round_seconds = 0, max_seconds = 0;
    SteadyCriteria criteria;
    std::uint64_t size_bytes = 0;
    std::string engine;
    bool buffered = false;
    std::vector<Measurement> rounds;
    SteadyCheck check;  // on the last rounds; reached == false: stopped by the cap
};

// Progress: a phase per round (step = round index, text "round 3"). Throws
// Error like run_suite; the folder is gone afterwards.
SteadyResult run_steady(const SteadyRequest& request, const CancelToken& cancel, const ProgressFn& progress = {});

std::string to_json_text(const SteadyResult& r);
std::string csv_report(const SteadyResult& r);
std::string console_table(const SteadyResult& r);

}  // namespace sm
