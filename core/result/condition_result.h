#pragma once
// Drive conditioning's result (docs/methodology.md §8): random 128 KiB incompressible
// writes over a conditioning file for a time or an amount, with the speed of
// every second.
#include "result/header.h"
#include "result/kind.h"
#include "util/translatable.h"

#include <cstdint>
#include <optional>
#include <string>
#include <vector>

namespace sm {

inline constexpr std::uint32_t kConditionBlock = 128 * 1024;

struct ConditionSample {
    double t_s = 0;    // since the random writes began
    double mib_s = 0;  // over the last interval (about 1 s)
};

struct ConditionResult : ResultHeader {
    static constexpr std::string_view kKey = "condition";
    static constexpr std::string_view kSchema = "solidmark.condition/1";
    static constexpr std::string_view kTitle = translatable("sm::kind", "Drive conditioning");
    static constexpr std::string_view kChartMetric = kMibSMetric;

    std::uint64_t size_bytes = 0;
    std::uint64_t written_bytes = 0;  // random writes only
    double seconds = 0;               // random writes, including the final flush
    double fill_seconds = 0;          // the optional sequential fill
    // When the random writes began on the run's clock, that of the
    // temperature samples (ResultHeader::temperature); unknown in older documents.
    std::optional<double> writes_start_s;
    bool kept = false;
    std::string kept_folder;  // where the kept file waits for the next run
    std::vector<ConditionSample> samples;

    double mib_s() const noexcept { return seconds > 0 ? static_cast<double>(written_bytes) / 1048576.0 / seconds : 0; }
};

// CSV: t_s,mib_s, one row per sample.
SM_RESULT_HOOKS(ConditionResult);
// The write speed over the minutes of random writes (compare draws every result's on one plot).
std::vector<CompareCurve> compare_curves(const ConditionResult& r);

}  // namespace sm
