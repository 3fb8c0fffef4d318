#pragma once
// The result of a steady-state run (SNIA PTS style): one workload repeated
// in rounds until the last `window` rounds' IOPS stay within ±range of their
// mean and the least-squares line through them changes by at most ±slope of
// the mean across the window, or until a time cap.
#include "result/header.h"
#include "result/kind.h"
#include "result/measurement.h"
#include "result/preset_result.h"
#include "util/translatable.h"

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

struct SteadyResult : ResultHeader {
    static constexpr std::string_view kKey = "steady";
    static constexpr std::string_view kSchema = "solidmark.steady/1";
    static constexpr std::string_view kTitle = translatable("sm::kind", "Steady state");
    static constexpr std::string_view kChartMetric = "IOPS";

    PresetTest test;
    unsigned read_percent = 0;
    double round_seconds = 0, max_seconds = 0;
    SteadyCriteria criteria;
    std::uint64_t size_bytes = 0;
    std::string engine;
    std::vector<Measurement> rounds;
    SteadyCheck check;  // on the last rounds; reached == false: stopped by the cap
};

SM_RESULT_HOOKS(SteadyResult);
// IOPS per round (compare draws every result's on one plot).
std::vector<CompareCurve> compare_curves(const SteadyResult& r);

}  // namespace sm
