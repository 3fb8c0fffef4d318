#pragma once
// The result of an ATTO-style block-size sweep: sequential write then read
// MB/s (decimal) at each power-of-two block size, at one queue depth.
#include "result/header.h"
#include "result/kind.h"
#include "result/measurement.h"
#include "util/translatable.h"

#include <string>
#include <vector>

namespace sm {

struct SweepPoint {
    std::uint32_t block_bytes = 0;
    Measurement write, read;
};

struct SweepResult : ResultHeader {
    static constexpr std::string_view kKey = "sweep";
    static constexpr std::string_view kSchema = "solidmark.sweep/1";
    static constexpr std::string_view kTitle = translatable("sm::kind", "Block-size sweep");
    static constexpr std::string_view kChartMetric = kDecimalMbSMetric;

    unsigned queue_depth = 1;
    double seconds = 0;
    std::uint64_t size_bytes = 0;
    std::string engine;
    std::vector<std::string> notes;
    std::vector<SweepPoint> points;
};

SM_RESULT_HOOKS(SweepResult);
// Read and write speed over the block size (compare draws every result's on one plot).
std::vector<CompareCurve> compare_curves(const SweepResult& r);

}  // namespace sm
