#include "result/run_result.h"

#include <catch2/catch.hpp>

using namespace sm;

TEST_CASE("docs/methodology.md §4 worked example gives 845 / 919 / 2196")
{
    const Scores s = compute_scores(1353.82, 1178.03, 37.38, 80.51, 671.87, 720.75);
    REQUIRE(s.read);
    REQUIRE(s.write);
    REQUIRE(s.total);
    CHECK(*s.read == 845);
    CHECK(*s.write == 919);
    CHECK(*s.total == 2196);
}

TEST_CASE("the mis-translated variant (0.15 SeqRead, 1.5 4K-64 write) is not what we compute")
{
    // 0.15*1353.82 + 0.15*1178.03 + 2*37.38 + 80.51 + 1.5*671.87 + 1.5*720.75 would be 2618.
    const Scores s = compute_scores(1353.82, 1178.03, 37.38, 80.51, 671.87, 720.75);
    CHECK(*s.total != 2618);
}

TEST_CASE("a score is shown only when all of its inputs were measured")
{
    Scores s = compute_scores(std::nullopt, 1178.03, 37.38, 80.51, 671.87, 720.75);
    CHECK_FALSE(s.read);
    CHECK(s.write);
    CHECK_FALSE(s.total);
    s = compute_scores(1353.82, 1178.03, 37.38, std::nullopt, 671.87, 720.75);
    CHECK(s.read);
    CHECK_FALSE(s.write);
    CHECK_FALSE(s.total);
}

TEST_CASE("scores use unrounded values and round to nearest")
{
    // 0.1*5 + 0.4 + 0.1 = 1.0 exactly; 0.1*4.9 + 0 + 0 = 0.49 -> 0
    CHECK(*compute_scores(5, 5, 0.4, 0.4, 0.1, 0.1).read == 1);
    CHECK(*compute_scores(4.9, 4.9, 0, 0, 0, 0).read == 0);
    CHECK(*compute_scores(0, 0, 0.5, 0, 0, 0).read == 1);  // 0.5 rounds away from zero
}

TEST_CASE("RunResult scores come from each measurement's MiB/s")
{
    RunResult r;
    const auto mk = [](double mib_s) {
        Measurement m;
        m.bytes = static_cast<std::uint64_t>(mib_s * 1048576.0 * 2);
        m.elapsed_s = 2.0;
        m.ios = 1;
        return m;
    };
    r.get(TestId::Seq, false) = mk(1353.82);
    r.get(TestId::Seq, true) = mk(1178.03);
    r.get(TestId::Rand4K, false) = mk(37.38);
    r.get(TestId::Rand4K, true) = mk(80.51);
    r.get(TestId::Rand4K64, false) = mk(671.87);
    r.get(TestId::Rand4K64, true) = mk(720.75);
    const Scores s = compute_scores(r);
    CHECK(*s.read == 845);
    CHECK(*s.write == 919);
    CHECK(*s.total == 2196);
}

TEST_CASE("passes combine into one figure: bytes over time, the latency of all their I/Os (run --passes, preset Real)")
{
    sm::Measurement a, b;
    a.bytes = 100'000'000;
    a.ios = 1000;
    a.elapsed_s = 1;
    a.latency.mean_us = 100;
    a.latency.min_us = 20;
    a.latency.max_us = 900;
    b.bytes = 300'000'000;
    b.ios = 3000;
    b.elapsed_s = 1;
    b.latency.mean_us = 300;
    b.latency.min_us = 10;
    b.latency.max_us = 400;
    a.series = {{0.25, 90}, {0.5, 110}};
    b.series = {{0.25, 280}, {0.75, 320}};
    const sm::Measurement m = sm::mean_of_passes({a, b});
    // The series run on: the second pass starts where the first one's window ended.
    REQUIRE(m.series.size() == 4);
    CHECK(m.series[1].t_s == 0.5);
    CHECK(m.series[2].t_s == 1.25);
    CHECK(m.series[3].t_s == 1.75);
    CHECK(m.series[3].mib_s == 320);
    CHECK(m.mb_s() == Approx(200));  // the mean of 100 and 300 MB/s over equal windows
    CHECK(m.iops() == Approx(2000));
    CHECK(m.latency.mean_us == Approx(250));  // 4000 I/Os: 1000 of 100 us, 3000 of 300 us
    CHECK(m.latency.min_us == 10);
    CHECK(m.latency.max_us == 900);
    CHECK(sm::mean_of_passes({a}).bytes == a.bytes);
    CHECK(sm::mean_of_passes({}).bytes == 0);
}

TEST_CASE("passes with histograms combine into the percentiles of all their I/Os, not the mean of their percentiles")
{
    // Pass a: 1000 I/Os of 100 us; pass b: 10 I/Os of 10 ms. Of the 1010,
    // the 99th percentile is 100 us (the mean of the two p99s: 5050 us) and
    // the 99.9th 10 ms.
    auto pass = [](std::uint64_t ios, std::uint64_t ns) {
        auto h = std::make_shared<sm::LatencyHistogram>();
        for (std::uint64_t i = 0; i < ios; ++i)
            h->record(ns);
        sm::Measurement m;
        m.ios = ios;
        m.bytes = ios * 4096;
        m.elapsed_s = 1;
        m.latency = h->stats();
        m.histogram = h;
        return m;
    };
    const sm::Measurement a = pass(1000, 100'000), b = pass(10, 10'000'000);
    const sm::Measurement m = sm::mean_of_passes({a, b});
    CHECK(m.latency.p99_us == Approx(100).epsilon(0.005));
    CHECK(m.latency.p999_us == Approx(10'000).epsilon(0.005));
    CHECK(m.latency.mean_us == Approx((1000 * 100.0 + 10 * 10'000.0) / 1010));
    REQUIRE(m.histogram);
    CHECK(m.histogram->count() == 1010);
    // A pass read back from a document has no histogram: I/O-weighted percentiles.
    sm::Measurement old_b = b;
    old_b.histogram.reset();
    const sm::Measurement w = sm::mean_of_passes({a, old_b});
    CHECK(w.latency.p99_us == Approx((1000 * 100.0 + 10 * 10'000.0) / 1010).epsilon(0.005));
    CHECK_FALSE(w.histogram);
}
