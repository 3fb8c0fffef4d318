// `history import`, `history show`, `compare` and `preset --text` with the
// peer tools' text saves, as a user runs them (tests/fixtures/peers).
#include "result/document.h"
#include "support/paths.h"
#include "support/process.h"
#include "support/temp_dir.h"
#include "util/text_file.h"

#include <algorithm>
#include <catch2/catch.hpp>
#include <filesystem>
#include <fmt/format.h>

using smtest::cli;
using smtest::run_process;
using smtest::TempDir;

namespace {

const std::string kPeers = std::string(smtest::paths::fixtures) + "/peers/";

std::size_t history_size(const std::string& hist)
{
    const auto list = run_process({cli, "history", "list", "--json", "-", "--history-db", hist});
    REQUIRE(list.exit_code == 0);
    return sm::parse_json(list.out).size();
}

}  // namespace

TEST_CASE("history import stores each peer tool's text save, and history show prints it")
{
    TempDir db;
    const std::string hist = db.str() + "/h.sqlite";
    const std::vector<std::pair<std::string, std::string>> files = {
        {"cdm9-nvme.txt", "CrystalDiskMark 9.0.1"},     {"cdm8-peak-mix.txt", "CrystalDiskMark 8.0.4"},
        {"cdm7-default.txt", "CrystalDiskMark 7.0.0h"}, {"cdm6.txt", "CrystalDiskMark 6.0.0"},
        {"cdm5.txt", "CrystalDiskMark 5.2.1"},          {"kdiskmark-3.1.4.txt", "KDiskMark 3.1.4"},
        {"kdiskmark-2.3.0.txt", "KDiskMark 2.3.0"},     {"amorphous-4.0.1.txt", "AmorphousDiskMark 4.0.1"}};
    int id = 0;
    for (const auto& [file, label] : files) {
        INFO(file);
        const auto r = run_process({cli, "history", "import", kPeers + file, "--history-db", hist});
        CHECK(r.exit_code == 0);
        CHECK_THAT(r.out, Catch::Contains(fmt::format("as #{} (peer, label {})", ++id, label)));
        const auto show = run_process({cli, "history", "show", std::to_string(id), "--history-db", hist});
        CHECK(show.exit_code == 0);
        CHECK_THAT(show.out, Catch::Contains(label) && Catch::Contains("not measured by SolidMark"));
    }
    const auto show = run_process({cli, "history", "show", "1", "--history-db", hist});
    CHECK_THAT(show.out,
               Catch::Contains("read   SEQ128K Q32T1      6540.118      49897.1       640.11     10  "
                               "SEQ  128KiB (Q= 32, T= 1)"));
    // --format forces the reader and --label names the entry.
    const auto forced = run_process({cli, "history", "import", kPeers + "kdiskmark-3.1.4.txt", "--format", "kdiskmark",
                                     "--label", "old laptop", "--history-db", hist});
    CHECK(forced.exit_code == 0);
    CHECK_THAT(forced.out, Catch::Contains("(peer, label old laptop)"));
    CHECK(history_size(hist) == files.size() + 1);
}

TEST_CASE("history import refuses bad input with exit 2 and one line naming the line, and stores nothing")
{
    TempDir db;
    const std::string hist = db.str() + "/h.sqlite";
    const std::string cdm8 = sm::read_text_file(kPeers + "cdm8-peak-mix.txt");
    std::string latin1 = cdm8;
    latin1.replace(latin1.find("Professional"), 12, "Professionnel \xE9t\xE9");
    std::string no_number = cdm8;
    no_number.replace(no_number.find("3512.804"), 8, "   -----");
    std::string binary(50'000'000, '\0');
    const std::vector<std::pair<std::string, std::string>> bad = {
        {latin1, "line 25 is not UTF-8"},
        {cdm8.substr(0, cdm8.find("[Write]")), "without write rows"},
        {no_number, "line 9 ('SEQ    1MiB (Q=  8, T= 1):     ----- MB/s"},
        {binary, "reads at most 1 MiB"},
        {sm::read_text_file(kPeers + "cdm7-default.txt").substr(2), "UTF-16LE without its byte-order mark"}};
    int n = 0;
    for (const auto& [bytes, message] : bad) {
        INFO(message);
        const std::string file = db.str() + "/bad" + std::to_string(++n) + ".txt";
        sm::write_text_file(file, bytes);
        const auto r = run_process({cli, "history", "import", file, "--history-db", hist});
        CHECK(r.exit_code == 2);
        CHECK_THAT(r.err,
                   Catch::StartsWith("solidmark-cli: error: " + file + ": ") && Catch::Contains(message) &&
                       Catch::EndsWith("(nothing was stored)\n"));
        CHECK(std::count(r.err.begin(), r.err.end(), '\n') == 1);
    }
    const auto wrong = run_process(
        {cli, "history", "import", kPeers + "cdm9-nvme.txt", "--format", "amorphous", "--history-db", hist});
    CHECK(wrong.exit_code == 2);
    CHECK_THAT(wrong.err, Catch::Contains("this is a CrystalDiskMark save, not the format 'amorphous'"));
    const auto unknown = run_process({cli, "history", "import", kPeers + "cdm9-nvme.txt", "--format", "cdm9"});
    CHECK(unknown.exit_code == 2);
    CHECK_THAT(unknown.err, Catch::Contains("unknown format 'cdm9'"));
    CHECK(history_size(hist) == 0);
}

TEST_CASE("compare puts a peer text beside a preset run, and preset --text writes a text that imports back")
{
    TempDir dir, db;
    const std::string hist = db.str() + "/h.sqlite", text = db.str() + "/preset.txt", json = db.str() + "/preset.json";
    const auto run = run_process({cli, "preset", "--target", dir.str(), "--size", "16MiB", "--tests",
                                  "SEQ1M-Q8T1,RND4K-Q1T1,SEQ1M-Q1T1,SEQ2M-Q1T1", "--passes", "1", "--seconds", "0.1",
                                  "--text", text, "--json", json, "--history-db", hist, "--quiet"});
    REQUIRE(run.exit_code == 0);
    const std::string t = sm::read_text_file(text);
    CHECK(t.rfind(std::string(78, '-') + "\r\nSolidMark ", 0) == 0);
    CHECK_THAT(
        t, Catch::Contains("\r\n[Read]\r\n  SEQ    1MiB (Q=  8, T= 1): ") && Catch::Contains("\r\n     OS: n/a\r\n"));
    // The export reads back to the numbers the run printed, so each row's ratio to its run is 1.
    const auto imp = run_process({cli, "history", "import", text, "--history-db", hist});
    REQUIRE(imp.exit_code == 0);
    CHECK_THAT(imp.out, Catch::Contains("as #2 (peer, label SolidMark "));
    const auto back = run_process({cli, "compare", "2", "1", "--json", "-", "--history-db", hist});
    REQUIRE(back.exit_code == 0);
    const sm::Json c = sm::parse_json(back.out);
    CHECK(c.at("kind") == "peer");
    CHECK(c.at("kind_b") == "preset");
    for (const sm::Json& row : c.at("rows"))
        CHECK(row.at("ratio")[1].get<double>() == Approx(1).epsilon(0.001));
    // A CrystalDiskMark save beside the run, straight from its file: matched rows with B / A, the rest without a partner.
    const auto cmp = run_process({cli, "compare", kPeers + "cdm9-nvme.txt", json});
    REQUIRE(cmp.exit_code == 0);
    CHECK_THAT(cmp.out,
               Catch::Contains("B / A") && Catch::Contains("SEQ1M Q8T1 read") && Catch::Contains("no partner in A") &&
                   Catch::Contains("no partner in B") && Catch::Contains("A: CrystalDiskMark's MB/s are decimal"));
    const auto cmpj = run_process({cli, "compare", kPeers + "cdm9-nvme.txt", json, "--json", "-"});
    const sm::Json cj = sm::parse_json(cmpj.out);
    bool matched = false;
    for (const sm::Json& row : cj.at("rows"))
        if (row.at("item") == "RND4K Q1T1 write" && row.at("metric") == "MB (10^6)/s") {
            matched = true;
            CHECK(row.at("values")[0].get<double>() == 301.447);
            CHECK(row.at("ratio")[1].get<double>() == Approx(row.at("values")[1].get<double>() / 301.447));
        }
    CHECK(matched);
    // CrystalDiskMark 5's "Sequential Read (T= 1)" ran 1 MiB blocks at Q1T1: it pairs with SEQ1M Q1T1, and
    // the comparison says the block size came from the version, not from the file.
    const auto old = run_process({cli, "compare", kPeers + "cdm5.txt", "1", "--history-db", hist});
    REQUIRE(old.exit_code == 0);
    CHECK_THAT(old.out,
               Catch::Contains("RND4K Q1T1 read") &&
                   Catch::Contains("do not write their sequential rows' block sizes"));
}
