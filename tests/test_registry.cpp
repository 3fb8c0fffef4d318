// Walks the result-kind registry: every kind has a command that runs a tiny
// real benchmark through the pipeline; its result round-trips through JSON,
// is recorded in a history, renders as a table, compares with a second run
// and writes CSV. A kind added without all of that fails here.
#include "history/history.h"
#include "result/compare.h"
#include "result/kind.h"
#include "run/command.h"
#include "support/temp_dir.h"
#include "util/error.h"

#include <catch2/catch.hpp>
#include <map>
#include <set>

using namespace sm;

namespace {

// The smallest settings that still run every phase of each kind, in seconds.
const std::map<std::string_view, OptionValues> kTiny = {
    {"run", {{"--size", "16MiB"}, {"--random-seconds", "0.05"}, {"--access-seconds", "0.05"}}},
    {"compression", {{"--size", "176MiB"}}},
    {"copy", {{"--sets", "iso,program"}, {"--scale", "0.002"}}},
    {"preset", {{"--size", "16MiB"}, {"--tests", "RND4K-Q2T1,SEQ1M-Q1T1"}, {"--passes", "1"}, {"--seconds", "0.05"}}},
    {"profile", {{"--size", "16MiB"}, {"--qd", "1,2"}, {"--seconds", "0.05"}}},
    {"sweep", {{"--size", "16MiB"}, {"--from", "4KiB"}, {"--to", "8KiB"}, {"--seconds", "0.05"}}},
    {"surface", {{"--size", "16MiB"}, {"--file", ""}, {"--points", "3"}, {"--chunk", "1MiB"}}},
    {"steady", {{"--size", "16MiB"}, {"--round-seconds", "0.05"}, {"--max-minutes", "0.005"}}},
    {"sustained", {{"--amount", "16MiB"}, {"--sample-ms", "100"}}},
    {"condition", {{"--size", "16MiB"}, {"--written", "4MiB"}}},
    {"capacity", {{"--amount", "16MiB"}, {"--file-size", "8MiB"}}},
};

class HistoryRecorder : public Recorder {
public:
    explicit HistoryRecorder(HistoryStore& h) : m_history(h) { }
    void record(const ResultKind& kind, const Json& doc) noexcept override
    {
        try {
            ids.push_back(m_history.save(kind, doc, "registry test"));
        } catch (const std::exception& e) {
            failure = e.what();
        }
    }
    std::vector<std::int64_t> ids;
    std::string failure;

private:
    HistoryStore& m_history;
};

const BenchmarkCommand* command_for(const ResultKind& kind)
{
    for (const BenchmarkCommand* c : benchmark_commands())
        if (c->kind == &kind)
            return c;
    return nullptr;
}

}  // namespace

TEST_CASE("every result kind runs, round-trips, is recorded, shown, compared and exported")
{
    smtest::TempDir target, store;
    HistoryStore history(store.path() / "history.sqlite");
    // Every kind has its benchmark command, except `fio`, which only import-fio
    // and fleet produce (tests/test_fio.cpp walks it the same way), and
    // `peer`, which history import reads from other tools' text
    // (tests/test_peer_import.cpp).
    CHECK(benchmark_commands().size() + 2 == result_kinds().size());
    for (const ResultKind& kind : result_kinds()) {
        INFO(kind.key);
        const BenchmarkCommand* command = command_for(kind);
        if (kind.key == "fio" || kind.key == "peer") {
            CHECK_FALSE(command);
            continue;
        }
        REQUIRE(command);
        REQUIRE(kTiny.count(kind.key));
        OptionValues values = kTiny.at(kind.key);
        values.emplace_back("--target", target.str());
        // The tiny settings use declared options only. (No structured binding:
        // clang 14, the sanitizer build's compiler, cannot capture one in a lambda.)
        for (const auto& option : values) {
            const std::string& name = option.first;
            CHECK(std::any_of(command->options.begin(), command->options.end(),
                              [&](const OptionSpec& o) { return o.name == name; }));
        }
        const auto prepared = command->prepare(values, "registry-test");
        REQUIRE(prepared->phase_count() > 0);

        HistoryRecorder recorder(history);
        CancelToken cancel;
        std::vector<Json> docs;
        for (int i = 0; i < 2; ++i)
            docs.push_back(prepared->run(RunEnv(cancel, {}, &recorder)));
        CHECK(smtest::solidmark_folders(target.path()).empty());

        // JSON: the schema is the kind's, and reading and writing changes nothing.
        for (const Json& doc : docs) {
            CHECK(doc.at("schema").get<std::string>() == kind.schema);
            CHECK(&kind_of_document(doc) == &kind);
            CHECK(dump_json(kind.normalize(doc)) == dump_json(doc));
            // Every kind records the drive's temperature, or why there is none.
            const Json& t = doc.at("temperature");
            CHECK((t.at("source").is_string() || t.at("reason").is_string()));
        }
        // History: both recorded, readable, shown as a table with the headline.
        CHECK(recorder.failure.empty());
        REQUIRE(recorder.ids.size() == 2);
        const auto stored = history.get(recorder.ids[1]);
        REQUIRE(stored);
        CHECK(stored->kind == kind.key);
        CHECK_FALSE(stored->headline.empty());
        CHECK(stored->json == dump_json(docs[1]));
        const Json back = parse_json(stored->json);
        CHECK(kind.table(back).size() > 100);
        // Compare: same kind, every metric of A has B's value beside it.
        const Comparison c = compare_documents(docs[0], docs[1], "A", "B");
        CHECK(c.kind == kind.key);
        REQUIRE_FALSE(c.rows.empty());
        // A steady run that settled has rows one that did not lacks (its rounds
        // are too short here to settle every time); the rest must pair up.
        const bool same_shape = kind.key != "steady" || docs[0].at("steady") == docs[1].at("steady");
        for (const CompareRow& row : c.rows)
            CHECK((same_shape ? row.value(0) && row.value(1) : row.value(0) || row.value(1)));
        // Three at once, and what compare draws: each curve holds every result's series, and the
        // comparison reads back from its JSON as it was written.
        const Comparison three = compare_documents({{docs[0], "A", ""}, {docs[1], "B", ""}, {docs[0], "C", ""}});
        CHECK(three.size() == 3);
        for (const CompareCurveSet& s : three.curves)
            CHECK(s.series.size() == 3);
        CHECK_FALSE(compare_charts(three).empty());
        CHECK(dump_json(to_json(comparison_from_json(parse_json(dump_json(to_json(three)))))) ==
              dump_json(to_json(three)));
        // CSV: a header and a row per measured item.
        const std::string csv = kind.csv(back);
        CHECK(std::count(csv.begin(), csv.end(), '\n') >= 2);
    }
    // Conditioning files, kept or not, are gone too.
    CHECK(smtest::solidmark_folders(target.path()).empty());
}

TEST_CASE("the registry names each kind once, by key and by schema")
{
    std::set<std::string_view> keys, schemas;
    for (const ResultKind& k : result_kinds()) {
        CHECK(keys.insert(k.key).second);
        CHECK(schemas.insert(k.schema).second);
        CHECK(find_kind(k.key) == &k);
        CHECK(k.schema.find("solidmark.") == 0);
        CHECK_FALSE(k.title.empty());
        CHECK_FALSE(k.chart_metric.empty());
        CHECK((k.normalize && k.table && k.csv && k.metrics && k.summary));
        Json doc = Json::object();
        doc["schema"] = k.schema;
        CHECK(&kind_of_document(doc) == &k);
    }
    CHECK(find_kind("nonsense") == nullptr);
    CHECK_THROWS_WITH(kind_of_document(parse_json(R"({"schema":"solidmark.nonsense/1"})")),
                      Catch::Contains("unknown result schema"));
}
