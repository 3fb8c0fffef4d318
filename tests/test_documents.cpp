// Documents SolidMark wrote before still read back the same: every file in
// tests/fixtures/documents-0.1.0 was written by SolidMark 0.1.0 (f276c8f),
// with the JSON library it had then (fio.json, of a kind added later, by the
// first version that had it: an import of fio --client output). Each must read as its kind, and the
// document this version writes from it must carry every value the old one
// had, at the same place, exactly.
#include "history/history.h"
#include "result/kind.h"
#include "support/paths.h"
#include "support/temp_dir.h"
#include "util/error.h"
#include "util/text_file.h"

#include <catch2/catch.hpp>
#include <filesystem>
#include <set>

using namespace sm;
namespace fs = std::filesystem;

namespace {

const fs::path kFixtures = fs::path(smtest::paths::fixtures) / "documents-0.1.0";

std::vector<fs::path> fixture_files()
{
    std::vector<fs::path> files;
    for (const auto& e : fs::directory_iterator(kFixtures))
        if (e.path().extension() == ".json")
            files.push_back(e.path());
    std::sort(files.begin(), files.end());
    return files;
}

// Every leaf of `old_doc` must be in `now` with the same value. The one
// change of representation: the copy seed was a string of digits (the old
// JSON library kept numbers as doubles) and is a number now.
void expect_superset(const Json& old_doc, const Json& now, const std::string& where)
{
    INFO(where);
    if (old_doc.is_object()) {
        REQUIRE(now.is_object());
        for (auto it = old_doc.begin(); it != old_doc.end(); ++it) {
            REQUIRE(now.contains(it.key()));
            expect_superset(it.value(), now.at(it.key()), where + "." + it.key());
        }
    } else if (old_doc.is_array()) {
        REQUIRE(now.is_array());
        REQUIRE(now.size() == old_doc.size());
        for (std::size_t i = 0; i < old_doc.size(); ++i)
            expect_superset(old_doc[i], now[i], where + "[" + std::to_string(i) + "]");
    } else if (old_doc.is_string() && now.is_number_unsigned() && where == ".settings.seed") {
        CHECK(std::to_string(now.get<std::uint64_t>()) == old_doc.get<std::string>());
    } else if (old_doc.is_number() && now.is_number()) {
        // Exact: a whole number stays whole, a double keeps every bit.
        if (old_doc.is_number_float() || now.is_number_float())
            CHECK(old_doc.get<double>() == now.get<double>());
        else
            CHECK(old_doc.get<std::uint64_t>() == now.get<std::uint64_t>());
    } else {
        CHECK(old_doc == now);
    }
}

}  // namespace

TEST_CASE("documents written by SolidMark 0.1.0 read back with every value, as their kind")
{
    const auto files = fixture_files();
    REQUIRE(files.size() >= result_kinds().size() - 3);  // sustained, capacity and peer came after 0.1.0
    std::set<std::string_view> kinds_seen;
    for (const fs::path& file : files) {
        INFO(file.filename().string());
        const Json old_doc = parse_json(read_text_file(file.string()));
        const ResultKind& kind = kind_of_document(old_doc);
        kinds_seen.insert(kind.key);
        const Json now = kind.normalize(old_doc);
        expect_superset(old_doc, now, "");
        // Reading what this version wrote changes nothing more.
        CHECK(dump_json(kind.normalize(now)) == dump_json(now));
        // And every view of it works.
        CHECK_FALSE(kind.table(old_doc).empty());
        CHECK(kind.csv(old_doc).find('\n') != std::string::npos);
        CHECK_FALSE(kind.metrics(old_doc).empty());
        CHECK(kind.summary(old_doc).started_at == old_doc.at("started_at").get<std::string>());
    }
    // A fixture of every kind 0.1.0 had; kinds added since have none.
    const std::set<std::string_view> newer = {"sustained", "capacity", "peer"};
    for (const ResultKind& k : result_kinds())
        CHECK((kinds_seen.count(k.key) == 1) != (newer.count(k.key) == 1));
}

TEST_CASE("the old copy seed, a string of 64-bit digits, reads as the same number")
{
    const Json old_doc = parse_json(read_text_file((kFixtures / "copy.json").string()));
    const std::string seed = old_doc.at("settings").at("seed").get<std::string>();
    REQUIRE(seed == "2564994894477398342");
    const Json now = kind_of_document(old_doc).normalize(old_doc);
    CHECK(now.at("settings").at("seed").get<std::uint64_t>() == 2564994894477398342ull);
    Json broken = old_doc;
    broken["settings"]["seed"] = "25649948944773983420";  // over 2^64
    CHECK_THROWS_AS(kind_of_document(broken).normalize(broken), Error);
}

#if defined(SOLIDMARK_HAVE_HISTORY)  // the Windows cross-build has no history yet
TEST_CASE("a schema-2 history written by SolidMark 0.1.0 migrates and shows every entry")
{
    smtest::TempDir dir;
    const fs::path db = dir.path() / "history.sqlite";
    fs::copy_file(fs::path(smtest::paths::fixtures) / "history-schema2.sqlite", db);
    HistoryStore h(db);
    CHECK(h.notice().empty());
    const auto entries = h.list();
    REQUIRE(entries.size() == 11);
    for (const HistoryEntry& e : entries) {
        INFO("#" << e.id << " " << e.kind);
        CHECK_FALSE(e.headline.empty());  // filled in by the migration
        const auto full = h.get(e.id);
        REQUIRE(full);
        const Json doc = parse_json(full->json);
        CHECK(kind_of_document(doc).key == e.kind);
        CHECK_FALSE(kind_of_document(doc).table(doc).empty());
    }
    // The complete run kept its scores; its headline is the same three numbers.
    const auto run = std::find_if(entries.begin(), entries.end(), [](const HistoryEntry& e) { return e.score_total; });
    REQUIRE(run != entries.end());
    REQUIRE(run->headline.size() == 3);
    CHECK(run->headline[2].label == "Total");
    CHECK(run->headline[2].value == static_cast<double>(*run->score_total));
}
#endif
