// Compare math: deltas, better/worse by direction, and missing values.
#include "result/compare.h"
#if defined(SOLIDMARK_HAVE_HISTORY)
#include "history/history.h"
#endif
#include "support/paths.h"
#include "support/temp_dir.h"
#include "result/run_result.h"
#include "result/compression_result.h"
#include "result/copy_result.h"
#include "run/profile.h"
#include "run/steady.h"
#include "run/surface.h"
#include "run/sweep.h"
#include "util/error.h"

#include <catch2/catch.hpp>
#include <fstream>
#include <sstream>

using namespace sm;

namespace {
Measurement m(double mib_s, double lat)
{
    Measurement x;
    x.block_bytes = 4096;
    x.elapsed_s = 1;
    x.bytes = static_cast<std::uint64_t>(mib_s * 1048576);
    x.ios = x.bytes / 4096;
    x.latency.mean_us = x.latency.min_us = x.latency.p50_us = x.latency.p90_us = x.latency.p99_us = x.latency.p999_us =
        x.latency.max_us = lat;
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
    CHECK(*mbs.value(0) == Approx(1000));
    CHECK(*mbs.value(1) == Approx(800));
    CHECK(*mbs.delta_percent(1, 0) == Approx(-20.0));
    CHECK(mbs.verdict(1, 0) == -1);  // less throughput: worse
    const CompareRow& lat = row(c, "Seq read", "mean us");
    CHECK(*lat.delta_percent(1, 0) == Approx(25.0));
    CHECK(lat.verdict(1, 0) == -1);  // more latency: worse
    const CompareRow& only_a = row(c, "4K write", "MB/s");
    CHECK(only_a.value(0));
    CHECK_FALSE(only_a.value(1));
    CHECK_FALSE(only_a.delta_percent(1, 0));
    CHECK(only_a.verdict(1, 0) == 0);
    const CompareRow& only_b = row(c, "Acc.time read", "ms");
    CHECK_FALSE(only_b.value(0));
    CHECK(*only_b.value(1) == Approx(0.05));
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
    CompareRow z{"x", "MB/s", {0.0, 5.0}, true};
    CHECK_FALSE(z.delta_percent(1, 0));
    CompareRow same{"x", "MB/s", {5.0, 5.0}, true};
    CHECK(*same.delta_percent(1, 0) == 0);
    CHECK(same.verdict(1, 0) == 0);
    CompareRow faster{"x", "seconds", {10.0, 8.0}, false};
    CHECK(faster.verdict(1, 0) == 1);
    CopyResult k;
    k.sets.push_back({CopySet::Iso, 2, 0, 1 << 30, 2.0, 0.1, false});
    CHECK_THROWS_AS(compare_documents(to_json(RunResult{}), to_json(k), "a", "b"), Error);
    const Comparison kc = compare_documents(to_json(k), to_json(k), "a", "b");
    CHECK(row(kc, "ISO", "MB/s").delta_percent(1, 0).value() == 0);
}

namespace {
// Two results of each queue-depth tool kind, B faster than A by `gain`,
// serialized as the tools write them.
struct ToolDocs {
    Json a, b;
};

ProfileResult profile_result(double gain)
{
    ProfileResult r;
    r.app_version = "test";
    r.started_at = "2026-12-01T00:00:00Z";
    r.target = "/t";
    r.device.model = "Disk";
    r.profile = workload_profile("database");
    r.size_bytes = 1ull << 30;
    for (unsigned qd : {1u, 8u}) {
        ProfileStep s;
        s.queue_depth = qd;
        s.m = m(100.0 * qd * gain, 50.0 / gain);
        r.steps.push_back(s);
    }
    return r;
}

SweepResult sweep_result(double gain)
{
    SweepResult r;
    r.app_version = "test";
    r.started_at = "2026-12-01T00:00:00Z";
    r.size_bytes = 1ull << 30;
    for (std::uint32_t b : {512u, 4096u, 1u << 20}) {
        SweepPoint p;
        p.block_bytes = b;
        p.write = m(10.0 * gain, 10);
        p.read = m(20.0 * gain, 10);
        r.points.push_back(p);
    }
    return r;
}

SteadyResult steady_result(double gain, bool reached, unsigned rounds)
{
    SteadyResult r;
    r.app_version = "test";
    r.started_at = "2026-12-01T00:00:00Z";
    r.test = parse_preset_test("RND4K-Q32T1");
    r.size_bytes = 1ull << 30;
    for (unsigned i = 0; i < rounds; ++i)
        r.rounds.push_back(m(100.0 * gain, 40));
    r.check.reached = reached;
    r.check.mean = r.rounds.back().iops();
    return r;
}

SurfaceResult surface_result(double gain)
{
    SurfaceResult r;
    r.app_version = "test";
    r.started_at = "2026-12-01T00:00:00Z";
    r.span = "file";
    r.span_bytes = 1ull << 30;
    r.chunk_bytes = 8ull << 20;
    for (int i = 0; i < 3; ++i) {
        SurfacePoint p;
        p.position = i / 2.0;
        p.read = m((500.0 + 100 * i) * gain, 1000);
        p.access = m(1, 100.0 / gain);
        p.access_ms = p.access->access_ms();
        r.points.push_back(p);
    }
    return r;
}
}  // namespace

TEST_CASE("compare: profiles, sweeps, steady states and surface scans compare metric by metric")
{
    SECTION("profile: IOPS, MB/s and latency per queue depth, items named by the profile")
    {
        const Comparison c = compare_documents(sm::parse_json(to_json_text(profile_result(1))),
                                               sm::parse_json(to_json_text(profile_result(1.2))), "A", "B");
        CHECK(c.kind == "profile");
        CHECK(row(c, "database QD 8", "IOPS").delta_percent(1, 0).value() == Approx(20));
        CHECK(row(c, "database QD 8", "IOPS").verdict(1, 0) == 1);
        CHECK(row(c, "database QD 1", "MB (10^6)/s").value(0).value() == Approx(100 * 1.048576));
        CHECK(row(c, "database QD 1", "p99 us").verdict(1, 0) == 1);  // lower latency is better
        ProfileResult other = profile_result(1);
        other.profile = workload_profile("fileserver");
        const Comparison d = compare_documents(sm::parse_json(to_json_text(profile_result(1))),
                                               sm::parse_json(to_json_text(other)), "A", "B");
        CHECK_FALSE(row(d, "database QD 1", "IOPS").value(1).has_value());  // different profiles share no row
    }
    SECTION("sweep: write and read MB/s per block size")
    {
        const Comparison c = compare_documents(sm::parse_json(to_json_text(sweep_result(1))),
                                               sm::parse_json(to_json_text(sweep_result(0.5))), "A", "B");
        CHECK(c.rows.size() == 6);
        CHECK(row(c, "512B write", "MB (10^6)/s").delta_percent(1, 0).value() == Approx(-50));
        CHECK(row(c, "1M read", "MB (10^6)/s").verdict(1, 0) == -1);
    }
    SECTION("steady state: the steady IOPS and rounds only when reached; the window's mean always")
    {
        const Comparison c = compare_documents(sm::parse_json(to_json_text(steady_result(1, true, 10))),
                                               sm::parse_json(to_json_text(steady_result(1.1, false, 30))), "A", "B");
        CHECK(row(c, "Window mean", "IOPS").delta_percent(1, 0).value() == Approx(10));
        CHECK(row(c, "Steady state", "IOPS").value(0).has_value());
        CHECK_FALSE(row(c, "Steady state", "IOPS").value(1).has_value());
        CHECK(row(c, "Steady state", "rounds").value(0).value() == 10);
    }
    SECTION("surface: min, avg and max MB/s and the mean access time")
    {
        const Comparison c = compare_documents(sm::parse_json(to_json_text(surface_result(1))),
                                               sm::parse_json(to_json_text(surface_result(2))), "A", "B");
        CHECK(row(c, "Min", "MB (10^6)/s").value(0).value() == Approx(500 * 1.048576));
        CHECK(row(c, "Max", "MB (10^6)/s").delta_percent(1, 0).value() == Approx(100));
        CHECK(row(c, "Access time", "ms").value(0).value() == Approx(0.1));
        CHECK(row(c, "Access time", "ms").verdict(1, 0) == 1);
    }
    SECTION("a document with a broken number is refused, not compared")
    {
        Json bad = sm::parse_json(to_json_text(surface_result(1)));
        bad["min_mb_s"] = "fast";
        CHECK_THROWS_AS(kind_of_document(bad).metrics(bad), Error);
    }
}

#if defined(SOLIDMARK_HAVE_HISTORY)  // the Windows cross-build has no history yet
TEST_CASE("history: profile, sweep, steady-state and surface documents import and compare from the history")
{
    smtest::TempDir dir;
    HistoryStore h(dir.path() / "h.sqlite");
    const std::string docs[][2] = {
        {to_json_text(profile_result(1)), to_json_text(profile_result(2))},
        {to_json_text(sweep_result(1)), to_json_text(sweep_result(2))},
        {to_json_text(steady_result(1, true, 6)), to_json_text(steady_result(2, true, 6))},
        {to_json_text(surface_result(1)), to_json_text(surface_result(2))},
    };
    for (const auto& pair : docs) {
        const auto a = h.import_json(pair[0], "out-of-box");
        const auto b = h.import_json(pair[1], "conditioned");
        const auto ea = h.get(a), eb = h.get(b);
        REQUIRE(ea);
        REQUIRE(eb);
        CHECK(ea->json == pair[0]);
        CHECK(ea->label == "out-of-box");
        CHECK(ea->size_bytes == 1ull << 30);
        const Comparison c = compare_documents(sm::parse_json(ea->json), sm::parse_json(eb->json), "A", "B");
        CHECK(c.kind == ea->kind);
        CHECK_FALSE(c.rows.empty());
    }
    Json broken = sm::parse_json(docs[1][0]);
    broken["points"] = Json::array();
    broken["points"].push_back(Json::object());
    CHECK_THROWS_AS(h.import_json(broken.dump(), ""), Error);
    CHECK(h.list().size() == 8);
}
#endif

namespace {
// A suite whose every MB/s is `mib_s` (latency `lat` µs), on a drive named `model`.
Json suite(double mib_s, double lat, const std::string& model = "", const std::string& started_at = "")
{
    RunResult r;
    r.started_at = started_at;
    r.device.model = model;
    if (!model.empty())
        r.device.capacity_bytes = 2000398934016ull;
    for (TestId t : kAllTests)
        for (bool w : {false, true})
            r.get(t, w) = m(mib_s, lat);
    return to_json(r);
}
}  // namespace

TEST_CASE("compare: any number of results, each against the reference, each row's best marked")
{
    const Comparison c = compare_documents({{suite(1000, 100), "#1", "out-of-box"},
                                            {suite(800, 125), "#2", "conditioned"},
                                            {suite(1200, 80), "#3", "after a rest"}});
    REQUIRE(c.size() == 3);
    CHECK(c.entries[0].name == "out-of-box");
    CHECK(c.entries[2].source == "#3");
    const CompareRow& seq = row(c, "Seq read", "MB/s");
    REQUIRE(seq.values.size() == 3);
    CHECK(*seq.delta_percent(1, 0) == Approx(-20));
    CHECK(*seq.delta_percent(2, 0) == Approx(20));
    CHECK(seq.verdict(2, 0) == 1);
    CHECK(seq.is_best(2));
    CHECK_FALSE(seq.is_best(0));
    const CompareRow& lat = row(c, "Seq read", "mean us");  // lower is better: the third again
    CHECK(lat.is_best(2));
    CHECK_FALSE(lat.is_best(1));
    // Another reference: the changes follow it.
    Comparison r = c;
    set_reference(r, 1);
    CHECK(*row(r, "Seq read", "MB/s").delta_percent(0, 1) == Approx(25));
    const std::string table = compare_table(r);
    CHECK_THAT(table,
               Catch::Contains("B: conditioned  (#2)  [reference]") && Catch::Contains("A vs B") &&
                   Catch::Contains("C vs B") && Catch::Contains("1200.00*"));
    // Moving a result moves its values, and the reference with it.
    move_entry(r, 2, 0);
    CHECK(r.entries[0].name == "after a rest");
    CHECK(*row(r, "Seq read", "MB/s").value(0) == Approx(1200));
    CHECK(r.entries[r.reference].name == "conditioned");
}

TEST_CASE("compare: a result is named by its label, else its drive and capacity, else its date, and names stay unique")
{
    CHECK(compare_name("conditioned", suite(1, 1, "Samsung SSD 990 PRO")) == "conditioned");
    CHECK(compare_name("", suite(1, 1, "Samsung SSD 990 PRO")) == "Samsung SSD 990 PRO 2 TB");
    CHECK(compare_name("", suite(1, 1, "", "2026-12-01T20:47:30Z")) == "2026-12-01 20:47");
    const Comparison c =
        compare_documents({{suite(1, 1), "a.json", "x"}, {suite(2, 1), "b.json", "x"}, {suite(3, 1), "c.json", "x"}});
    CHECK(c.entries[0].name == "x");
    CHECK(c.entries[1].name == "x (2)");
    CHECK(c.entries[2].name == "x (3)");
}

TEST_CASE("compare: one result, too many, or kinds that do not pair are refused with the reason")
{
    CHECK_THROWS_WITH(compare_documents({{suite(1, 1), "#4", ""}}),
                      "compare needs at least two results; only one was given (#4)");
    std::vector<CompareInput> many(kMaxCompareResults + 1, CompareInput{suite(1, 1), "f", ""});
    CHECK_THROWS_WITH(compare_documents(many), Catch::Contains("at most 26 results"));
    CopyResult k;
    k.sets.push_back({CopySet::Iso, 2, 0, 1 << 30, 2.0, 0.1, false});
    CHECK_THROWS_WITH(compare_documents({{suite(1, 1), "#1", ""}, {suite(2, 1), "#2", ""}, {to_json(k), "#3", ""}}),
                      Catch::Contains("cannot compare a run result with a copy result (#1 and #3)"));
    Json broken = suite(1, 1);
    broken["tests"] = "none";
    CHECK_THROWS_WITH(compare_documents({{suite(1, 1), "a.json", ""}, {broken, "broken.json", ""}}),
                      Catch::StartsWith("broken.json: "));
}

TEST_CASE("compare: the JSON holds every result and reads back, and the two-result form of 0.1 still reads")
{
    Comparison c = compare_documents({{parse_json(to_json_text(sweep_result(1))), "#1", "fast"},
                                      {parse_json(to_json_text(sweep_result(0.5))), "#2", "slow"},
                                      {parse_json(to_json_text(sweep_result(0.75))), "#3", "middle"}});
    set_reference(c, 2);
    const Json j = to_json(c);
    CHECK(j.at("schema") == "solidmark.compare/2");
    CHECK(j.at("results").size() == 3);
    CHECK(j.at("reference") == 2);
    CHECK(j.at("curves").size() == 2);  // read and write over the block size
    const Comparison back = comparison_from_json(parse_json(dump_json(j)));
    CHECK(dump_json(to_json(back)) == dump_json(j));
    CHECK(back.curves.at(0).series.size() == 3);
    CHECK(back.curves.at(0).x_log2);
    // Version 1, as `compare A B --json` wrote it (docs/schemas/solidmark.compare.md).
    const Json v1 = parse_json(R"({"schema": "solidmark.compare/1", "kind": "run", "kind_b": null,
        "a": "#1 run 2026-12-01T20:47:30Z n/a [out-of-box]", "b": "#2 run 2026-12-01T20:47:42Z n/a [conditioned]",
        "rows": [{"item": "4K read", "metric": "MB/s", "a": 18.1, "b": 18.9, "delta_percent": 4.4, "ratio": 1.04,
                  "higher_is_better": true},
                 {"item": "Score", "metric": "total", "a": 744.0, "b": null, "delta_percent": null, "ratio": null,
                  "higher_is_better": true}],
        "notes": [{"side": "B", "text": "a note"}], "health_delta": null,
        "health_lines": [{"side": "A", "text": "The drive counted 2.15 GB written during this run."}]})");
    const Comparison old = comparison_from_json(v1);
    REQUIRE(old.size() == 2);
    CHECK(old.entries[1].name == "#2 run 2026-12-01T20:47:42Z n/a [conditioned]");
    CHECK(*row(old, "4K read", "MB/s").value(1) == 18.9);
    CHECK_FALSE(row(old, "Score", "total").value(1));
    CHECK(old.notes.at(0).entry == std::optional<std::size_t>(1));
    CHECK(old.entries[0].health_line == "The drive counted 2.15 GB written during this run.");
    Json bad = j;
    bad["reference"] = 3;
    CHECK_THROWS_WITH(comparison_from_json(bad), Catch::Contains("'reference' must name one of the 3 results"));
    bad = j;
    bad["rows"][0]["values"].erase(0);
    CHECK_THROWS_WITH(comparison_from_json(bad), Catch::Contains("has 2 values for 3 results"));
}

TEST_CASE("compare: the charts come from the kinds, their main one first, and the CSV has a column per result")
{
    const Comparison run = compare_documents({{suite(1000, 100), "#1", "a"}, {suite(800, 125), "#2", "b, \"c\""}});
    std::vector<std::string> keys;
    for (const CompareChart& ch : compare_charts(run))
        keys.push_back(ch.key);
    REQUIRE(keys.size() >= 6);
    CHECK(keys[0] == "mb_s");
    CHECK(keys[1] == "score");
    CHECK(keys[2] == "latency-4k-read");
    CHECK(std::find(keys.begin(), keys.end(), "ms") != keys.end());
    const auto charts = compare_charts(run);
    CHECK(chart_rows(run, *find_chart(charts, "mb_s")).size() == 6);   // Seq, 4K, 4K-64Thrd, read and write
    CHECK(chart_rows(run, *find_chart(charts, "score")).size() == 3);  // read, write, total
    CHECK(find_chart(charts, "nonsense") == nullptr);
    const Comparison sweep = compare_documents(parse_json(to_json_text(sweep_result(1))),
                                               parse_json(to_json_text(sweep_result(2))), "A", "B");
    CHECK(compare_charts(sweep).front().key == "sweep-read");
    const std::string csv = compare_csv(run);
    CHECK(csv.rfind("item,metric,higher_is_better,a,\"b, \"\"c\"\"\",\"b, \"\"c\"\" vs a %\",best\n", 0) == 0);
    CHECK_THAT(csv, Catch::Contains("\nSeq read,MB/s,true,1000.00,800.00,-20.0,a\n"));
}

TEST_CASE("compare: capacity checks side by side, their rows, their speed over the capacity and the data chart")
{
    const auto fixture = [](const char* name) {
        std::ifstream in(std::string(smtest::paths::fixtures) + "/capacity/" + name, std::ios::binary);
        std::stringstream text;
        text << in.rdbuf();
        return parse_json(text.str());
    };
    Json verify = fixture("lab-limbo.json");
    verify["settings"]["mode"] = "verify_only";  // a --verify-only check: read, nothing written
    const Comparison c = compare_documents({{fixture("lab-limbo.json"), "limbo.json", "limbo"},
                                            {fixture("lab-wrap.json"), "wrap.json", "wrap"},
                                            {verify, "verify.json", "read again"}});
    REQUIRE(c.size() == 3);
    CHECK(c.kind == "capacity");
    const CompareRow& lost = row(c, "Lost data", "GiB");
    CHECK_FALSE(lost.higher_is_better);
    CHECK(*lost.value(0) > 0);
    CHECK(row(c, "Intact data", "GiB").higher_is_better);
    const CompareRow& write = row(c, "Capacity write", "MB/s");
    CHECK(write.value(1));
    CHECK_FALSE(write.value(2));  // the verify-only check wrote nothing
    CHECK(row(c, "Capacity read", "MB/s").value(2));

    std::vector<std::string> keys;
    for (const CompareChart& ch : compare_charts(c))
        keys.push_back(ch.key);
    REQUIRE(keys.size() >= 4);
    CHECK(keys[0] == "capacity-write");
    CHECK(keys[1] == "capacity-read");
    const auto charts = compare_charts(c);
    const CompareChart* gib = find_chart(charts, "gib");
    REQUIRE(gib);
    CHECK(std::string(gib->title) == "Intact and lost data");  // not the sustained write's cache size
    CHECK(chart_rows(c, *gib).size() == 2);
    const auto series_of = [&](const std::string& key) {
        std::vector<std::size_t> out;
        for (const CompareCurveSet& set : c.curves)
            if (set.key == key)
                for (const CompareCurveSet::Series& s : set.series)
                    if (!s.points.empty())
                        out.push_back(s.entry);
        return out;
    };
    CHECK(series_of("capacity-write") == std::vector<std::size_t>{0, 1});  // none for the verify-only check
    CHECK(series_of("capacity-read") == std::vector<std::size_t>{0, 1, 2});
}
