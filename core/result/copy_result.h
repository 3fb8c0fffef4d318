#pragma once
// The copy benchmark's result (docs/methodology.md §7): per data set, the bytes and files
// copied folder to folder on the same volume and the time through the final
// flush.
#include "data/copy_sets.h"
#include "result/header.h"
#include "result/kind.h"
#include "util/translatable.h"

#include <cstdint>
#include <string>
#include <vector>

namespace sm {

struct CopySetResult {
    CopySet set = CopySet::Iso;
    std::uint64_t files = 0;
    std::uint64_t folders = 0;  // not counting the set's root
    std::uint64_t bytes = 0;
    double seconds = 0;        // copy plus final flush
    double flush_seconds = 0;  // part of `seconds` spent flushing
    bool verified = false;     // the copy was compared with the source and matched

    double mib_s() const noexcept { return seconds > 0 ? static_cast<double>(bytes) / 1048576.0 / seconds : 0; }
};

struct CopyResult : ResultHeader {
    static constexpr std::string_view kKey = "copy";
    static constexpr std::string_view kSchema = "solidmark.copy/1";
    static constexpr std::string_view kTitle = translatable("sm::kind", "Copy benchmark");
    static constexpr std::string_view kChartMetric = kMibSMetric;

    double scale = 1.0;
    std::uint64_t seed = 0;
    std::string cache_eviction;  // how the source left the page cache
    std::vector<CopySetResult> sets;

    const CopySetResult* find(CopySet s) const noexcept;
};

SM_RESULT_HOOKS(CopyResult);

}  // namespace sm
