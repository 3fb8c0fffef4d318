#pragma once
// Log-linear latency histogram (HDR-style): exact below 256 ns, then 128
// sub-buckets per power of two up to 2^40 ns (18 minutes), so any
// percentile is within 0.4 % of the true value; a latency beyond that falls
// in the last bucket (min, max and mean stay exact). Recording is O(1) with
// no allocation; merging is a sum, so 64 threads keep their own histogram
// and are merged after the window. 34 KiB each (58 KiB when the octaves
// reached 2^64 ns, which no I/O takes).
#include <cstdint>
#include <vector>

namespace sm {

struct LatencyStats {
    double mean_us = 0;
    double min_us = 0;
    double p50_us = 0;
    double p90_us = 0;
    double p99_us = 0;
    double p999_us = 0;
    double max_us = 0;
};

class LatencyHistogram {
public:
    static constexpr int kSubBits = 7;
    static constexpr std::size_t kSub = std::size_t{1} << kSubBits;
    static constexpr int kMaxBits = 40;  // octaves up to 2^40 ns
    static constexpr std::size_t kBuckets = (kMaxBits - kSubBits + 1) * kSub;

    LatencyHistogram() : m_counts(kBuckets, 0) { }

    void record(std::uint64_t ns) noexcept
    {
        ++m_counts[index_of(ns)];
        ++m_count;
        m_sum_ns += ns;
        if (ns < m_min_ns)
            m_min_ns = ns;
        if (ns > m_max_ns)
            m_max_ns = ns;
    }

    void merge(const LatencyHistogram& other) noexcept;

    std::uint64_t count() const noexcept { return m_count; }
    // Nearest-rank percentile (p in [0, 100]) in ns, as the midpoint of its
    // bucket clamped to [min, max]. 0 when empty.
    double percentile_ns(double p) const noexcept;
    LatencyStats stats() const noexcept;

    static std::size_t index_of(std::uint64_t ns) noexcept
    {
        if (ns < 2 * kSub)
            return static_cast<std::size_t>(ns);
        if (ns >> kMaxBits)
            return kBuckets - 1;
        const int msb = 63 - __builtin_clzll(ns);
        const int shift = msb - kSubBits;
        return static_cast<std::size_t>(shift + 1) * kSub + static_cast<std::size_t>((ns >> shift) - kSub);
    }

private:
    std::vector<std::uint64_t> m_counts;
    std::uint64_t m_count = 0;
    std::uint64_t m_sum_ns = 0;
    std::uint64_t m_min_ns = UINT64_MAX;
    std::uint64_t m_max_ns = 0;
};

}  // namespace sm
