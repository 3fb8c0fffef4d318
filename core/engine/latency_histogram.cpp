#include "engine/latency_histogram.h"

#include <algorithm>
#include <cmath>

namespace sm {

void LatencyHistogram::merge(const LatencyHistogram& other) noexcept
{
    for (std::size_t i = 0; i < kBuckets; ++i)
        m_counts[i] += other.m_counts[i];
    m_count += other.m_count;
    m_sum_ns += other.m_sum_ns;
    m_min_ns = std::min(m_min_ns, other.m_min_ns);
    m_max_ns = std::max(m_max_ns, other.m_max_ns);
}

double LatencyHistogram::percentile_ns(double p) const noexcept
{
    if (m_count == 0)
        return 0;
    const double clamped = std::clamp(p, 0.0, 100.0);
    auto rank = static_cast<std::uint64_t>(std::ceil(clamped / 100.0 * static_cast<double>(m_count)));
    rank = std::clamp<std::uint64_t>(rank, 1, m_count);
    std::uint64_t seen = 0;
    for (std::size_t i = 0; i < kBuckets; ++i) {
        seen += m_counts[i];
        if (seen >= rank) {
            if (i == kBuckets - 1)  // holds everything from the last octave's top up: only max is known
                return static_cast<double>(m_max_ns);
            double mid;
            if (i < 2 * kSub) {
                mid = static_cast<double>(i);
            } else {
                const std::size_t shift = i / kSub - 1;
                const std::uint64_t sub = i % kSub + kSub;
                const double low = static_cast<double>(sub << shift);
                mid = low + static_cast<double>(std::uint64_t{1} << shift) / 2.0;
            }
            return std::clamp(mid, static_cast<double>(m_min_ns), static_cast<double>(m_max_ns));
        }
    }
    return static_cast<double>(m_max_ns);
}

LatencyStats LatencyHistogram::stats() const noexcept
{
    LatencyStats s;
    if (m_count == 0)
        return s;
    s.mean_us = static_cast<double>(m_sum_ns) / static_cast<double>(m_count) / 1000.0;
    s.min_us = static_cast<double>(m_min_ns) / 1000.0;
    s.max_us = static_cast<double>(m_max_ns) / 1000.0;
    s.p50_us = percentile_ns(50) / 1000.0;
    s.p90_us = percentile_ns(90) / 1000.0;
    s.p99_us = percentile_ns(99) / 1000.0;
    s.p999_us = percentile_ns(99.9) / 1000.0;
    return s;
}

}  // namespace sm
