#pragma once
// The compression benchmark's result (docs/methodology.md §6): eleven points, 0 % to 100 %
// of zero bytes per 4 KiB chunk in 10 % steps, each written then read
// sequentially in 1 MiB blocks at QD1 over its own region of the test file.
#include "result/header.h"
#include "result/kind.h"
#include "result/measurement.h"
#include "util/translatable.h"

#include <cstdint>
#include <vector>

namespace sm {

inline constexpr int kCompressionPoints = 11;
inline constexpr std::uint32_t kCompressionBlock = 1024u * 1024;
inline constexpr std::uint64_t kCompressionMinRegion = 16ull * 1024 * 1024;

struct CompressionPoint {
    int percent = 0;  // compressibility: share of zero bytes in each 4 KiB chunk
    Measurement write;
    Measurement read;
};

struct CompressionResult : ResultHeader {
    static constexpr std::string_view kKey = "compression";
    static constexpr std::string_view kSchema = "solidmark.compression/1";
    static constexpr std::string_view kTitle = translatable("sm::kind", "Compression benchmark");
    static constexpr std::string_view kChartMetric = kMibSMetric;

    std::uint64_t size_bytes = 0;    // test size asked for
    std::uint64_t region_bytes = 0;  // per point
    std::vector<CompressionPoint> points;
};

// size / 11, rounded down to 1 MiB, at least 16 MiB.
std::uint64_t compression_region_bytes(std::uint64_t size_bytes) noexcept;

SM_RESULT_HOOKS(CompressionResult);
// Read and write speed over the compressibility (compare draws every result's on one plot).
std::vector<CompareCurve> compare_curves(const CompressionResult& r);

}  // namespace sm
