#include "engine/latency_histogram.h"

#include <catch2/catch.hpp>

using namespace sm;

TEST_CASE("bucket index is monotonic and continuous")
{
    std::size_t prev = 0;
    for (std::uint64_t v = 0; v < 1'000'000; v += 7) {
        const std::size_t i = LatencyHistogram::index_of(v);
        REQUIRE(i >= prev);
        REQUIRE(i < LatencyHistogram::kBuckets);
        prev = i;
    }
    CHECK(LatencyHistogram::index_of(UINT64_MAX) == LatencyHistogram::kBuckets - 1);
}

TEST_CASE("percentiles of a uniform distribution are within 0.4 %")
{
    LatencyHistogram h;
    for (std::uint64_t v = 1; v <= 100000; ++v)
        h.record(v * 100);  // 100 ns .. 10 ms
    const LatencyStats s = h.stats();
    CHECK(s.min_us == Approx(0.1));
    CHECK(s.max_us == Approx(10000));
    CHECK(s.mean_us == Approx(5000.05));
    CHECK(s.p50_us == Approx(5000).epsilon(0.004));
    CHECK(s.p90_us == Approx(9000).epsilon(0.004));
    CHECK(s.p99_us == Approx(9900).epsilon(0.004));
    CHECK(s.p999_us == Approx(9990).epsilon(0.004));
}

TEST_CASE("merge equals recording everything in one histogram")
{
    LatencyHistogram a, b, all;
    for (std::uint64_t v = 0; v < 5000; ++v) {
        a.record(1000 + v);
        b.record(200000 + v * 3);
        all.record(1000 + v);
        all.record(200000 + v * 3);
    }
    a.merge(b);
    CHECK(a.count() == all.count());
    CHECK(a.stats().mean_us == all.stats().mean_us);
    CHECK(a.stats().p99_us == all.stats().p99_us);
    CHECK(a.stats().min_us == all.stats().min_us);
    CHECK(a.stats().max_us == all.stats().max_us);
}

TEST_CASE("an empty histogram reports zeros")
{
    LatencyHistogram h;
    CHECK(h.stats().mean_us == 0);
    CHECK(h.percentile_ns(99) == 0);
}

TEST_CASE("a latency beyond the last octave lands in the last bucket, min, max and mean exact")
{
    LatencyHistogram h;
    const std::uint64_t huge = (std::uint64_t{1} << 41) + 12345;  // 36 minutes
    CHECK(LatencyHistogram::index_of(huge) == LatencyHistogram::kBuckets - 1);
    CHECK(LatencyHistogram::index_of((std::uint64_t{1} << 40) - 1) == LatencyHistogram::kBuckets - 1);
    CHECK(LatencyHistogram::index_of((std::uint64_t{1} << 39)) < LatencyHistogram::kBuckets - 1);
    h.record(1000);
    h.record(huge);
    const LatencyStats s = h.stats();
    CHECK(s.min_us == Approx(1.0));
    CHECK(s.max_us == Approx(static_cast<double>(huge) / 1000));
    CHECK(s.mean_us == Approx((1000.0 + static_cast<double>(huge)) / 2 / 1000));
    CHECK(s.p99_us == Approx(static_cast<double>(huge) / 1000));  // clamped to the max
}
