// Compare math: deltas, better/worse by direction, and missing values.
#include "result/compare.h"
#include "result/report.h"
#include "result/tool_report.h"
#include "util/error.h"

#include <catch2/catch.hpp>

using namespace sm;

namespace {
Measurement m(double mib_s, double lat)
{
    Measurement x;
    x.block_bytes = 4096;
    x.elapsed_s = 1;
    x.bytes = static_cast<std::uint64_t>(mib_s * 1048576);
    x.ios = x.bytes / 4096;
    x.latency.mean_us = x.latency.min_us = x.latency.p50_us = x.latency.p90_us = x.latency.p99_us =
        x.latency.p999_us = x.latency.max_us = lat;
    return x;
}
const CompareRow& row(const Comparison& c, const std::string& item, const std::string& metric)
{
    for (const auto& r : c.rows)
        if (r.item == item && r.metric == metric)
            return r;
    FAIL("no row " << item << " " << metric);
    return c.rows.front();
}
}  // namespace

TEST_CASE("compare: delta in percent, better or worse by the metric's direction")
{
    RunResult a, b;
    a.get(TestId::Seq, false) = m(1000, 100);
    b.get(TestId::Seq, false) = m(800, 125);
    a.get(TestId::Rand4K, true) = m(100, 40);  // only in A
    b.get(TestId::Access, false) = m(2, 50);   // only in B
    const Comparison c = compare_documents(to_json(a), to_json(b), "A", "B");
    CHECK(c.kind == "run");
    const CompareRow& mbs = row(c, "Seq read", "MB/s");
    CHECK(*mbs.a == Approx(1000));
    CHECK(*mbs.b == Approx(800));
    CHECK(*mbs.delta_percent() == Approx(-20.0));
    CHECK(mbs.verdict() == -1);  // less throughput: worse
    const CompareRow& lat = row(c, "Seq read", "mean us");
    CHECK(*lat.delta_percent() == Approx(25.0));
    CHECK(lat.verdict() == -1);  // more latency: worse
    const CompareRow& only_a = row(c, "4K write", "MB/s");
    CHECK(only_a.a);
    CHECK_FALSE(only_a.b);
    CHECK_FALSE(only_a.delta_percent());
    CHECK(only_a.verdict() == 0);
    const CompareRow& only_b = row(c, "Acc.time read", "ms");
    CHECK_FALSE(only_b.a);
    CHECK(*only_b.b == Approx(0.05));
    CHECK_FALSE(only_b.higher_is_better);
    // Scores need all six rows: none here.
    for (const auto& r : c.rows)
        CHECK(r.item != "Score");
    const std::string table = compare_table(c);
    CHECK_THAT(table, Catch::Contains("-20.0 %  worse"));
    CHECK_THAT(table, Catch::Contains("n/a"));
}

TEST_CASE("compare: a zero baseline has no percentage, equal values no verdict, kinds must match")
{
    CompareRow z{"x", "MB/s", 0.0, 5.0, true};
    CHECK_FALSE(z.delta_percent());
    CompareRow same{"x", "MB/s", 5.0, 5.0, true};
    CHECK(*same.delta_percent() == 0);
    CHECK(same.verdict() == 0);
    CompareRow faster{"x", "seconds", 10.0, 8.0, false};
    CHECK(faster.verdict() == 1);
    CopyResult k;
    k.sets.push_back({CopySet::Iso, 2, 0, 1 << 30, 2.0, 0.1, false});
    CHECK_THROWS_AS(compare_documents(to_json(RunResult{}), to_json(k), "a", "b"), Error);
    const Comparison kc = compare_documents(to_json(k), to_json(k), "a", "b");
    CHECK(row(kc, "ISO", "MB/s").delta_percent().value() == 0);
}
