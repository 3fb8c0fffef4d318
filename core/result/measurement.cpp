#include "result/measurement.h"

#include <algorithm>

namespace sm {

Measurement mean_of_passes(const std::vector<Measurement>& passes)
{
    if (passes.size() <= 1)
        return passes.empty() ? Measurement{} : passes.front();
    Measurement m = passes.front();
    m.bytes = m.ios = 0;
    m.elapsed_s = m.cpu_s = m.flush_s = m.verify_s = 0;
    m.series.clear();
    m.start_s.reset();
    m.other_cpu_s.reset();
    LatencyStats l{};
    auto merged = std::make_shared<LatencyHistogram>();
    for (const Measurement& p : passes) {
        if (merged && p.histogram)
            merged->merge(*p.histogram);
        else
            merged.reset();
        for (const SpeedPoint& s : p.series)
            m.series.push_back({m.elapsed_s + s.t_s, s.mib_s});
        m.bytes += p.bytes;
        m.ios += p.ios;
        m.elapsed_s += p.elapsed_s;
        m.cpu_s += p.cpu_s;
        m.flush_s += p.flush_s;
        m.verify_s += p.verify_s;
        if (p.other_cpu_s)
            m.other_cpu_s = m.other_cpu_s.value_or(0) + *p.other_cpu_s;
        const auto w = static_cast<double>(p.ios);
        l.mean_us += p.latency.mean_us * w;
        l.p50_us += p.latency.p50_us * w;
        l.p90_us += p.latency.p90_us * w;
        l.p99_us += p.latency.p99_us * w;
        l.p999_us += p.latency.p999_us * w;
        l.max_us = std::max(l.max_us, p.latency.max_us);
        l.min_us = l.min_us == 0 ? p.latency.min_us : std::min(l.min_us, p.latency.min_us);
    }
    if (merged && merged->count() > 0) {
        m.latency = merged->stats();
        m.histogram = std::move(merged);
        return m;
    }
    m.histogram.reset();
    const double k = m.ios ? static_cast<double>(m.ios) : 1;
    l.mean_us /= k;
    l.p50_us /= k;
    l.p90_us /= k;
    l.p99_us /= k;
    l.p999_us /= k;
    m.latency = l;
    return m;
}

}  // namespace sm
