#pragma once
// The result of an HD Tach-style surface scan: read throughput at evenly
// spaced points across the whole device (or a test file), and the access
// time around each point.
#include "result/header.h"
#include "result/kind.h"
#include "result/measurement.h"
#include "util/translatable.h"

#include <optional>
#include <string>
#include <vector>

namespace sm {

struct SurfacePoint {
    double position = 0;  // 0..1 of the span
    std::uint64_t offset = 0;
    Measurement read;
    // The random one-block reads within the point's chunk; documents written
    // before 0.2 kept only their mean, access_ms.
    std::optional<Measurement> access;
    double access_ms = 0;  // their mean latency, as exported
    double mb_s() const noexcept { return read.mb_s(); }
};

struct SurfaceResult : ResultHeader {
    static constexpr std::string_view kKey = "surface";
    static constexpr std::string_view kSchema = "solidmark.surface/1";
    static constexpr std::string_view kTitle = translatable("sm::kind", "Surface scan");
    static constexpr std::string_view kChartMetric = kDecimalMbSMetric;

    std::string span;       // "device" or "file"
    std::string span_note;  // which device, or why the file
    std::uint64_t span_bytes = 0;
    std::uint64_t chunk_bytes = 0;
    std::vector<SurfacePoint> points;
    double min_mb_s() const noexcept;
    double avg_mb_s() const noexcept;
    double max_mb_s() const noexcept;
    double mean_access_ms() const noexcept;
};

SM_RESULT_HOOKS(SurfaceResult);
// The read speed over the span, in % of it (compare draws every result's on one plot).
std::vector<CompareCurve> compare_curves(const SurfaceResult& r);

}  // namespace sm
