// solidmark-cli's history as a user meets it: saved, listed, compared,
// exported and imported, a damaged file moved aside, two writers at once.
#include "result/document.h"
#include "support/process.h"
#include "support/temp_dir.h"
#include "util/text_file.h"

#include <algorithm>
#include <catch2/catch.hpp>
#include <filesystem>
#include <sstream>

using smtest::cli;
using smtest::quick_run;
using smtest::run_process;
using smtest::TempDir;

TEST_CASE("history and compare: labelled runs are saved, listed, compared, exported and imported")
{
    TempDir dir, db;
    const std::string hist = db.str() + "/h.sqlite";
    auto args = quick_run(dir.str());
    args.insert(args.end(), {"--history-db", hist, "--label", "out-of-box"});
    REQUIRE(run_process(args).exit_code == 0);
    const auto cond = run_process({cli, "condition", "--target", dir.str(), "--size", "64MiB", "--written", "16MiB",
                                   "--keep", "--history-db", hist, "--quiet"});
    REQUIRE(cond.exit_code == 0);
    CHECK_THAT(cond.out, Catch::Contains("16.00 MiB of random 128 KiB writes"));
    CHECK_FALSE(std::filesystem::is_empty(dir.path()));  // kept for the next run
    args = quick_run(dir.str());
    args.insert(args.end(), {"--history-db", hist, "--label", "conditioned"});
    const auto second = run_process(args);
    REQUIRE(second.exit_code == 0);
    CHECK_THAT(second.err, Catch::Contains("Removed the conditioning file kept for this run"));
    CHECK_THAT(second.err, Catch::Contains("solidmark-cli compare 1 3"));
    CHECK(std::filesystem::is_empty(dir.path()));

    const auto list = run_process({cli, "history", "list", "--json", "-", "--history-db", hist});
    REQUIRE(list.exit_code == 0);
    const sm::Json entries = sm::parse_json(list.out);
    REQUIRE(entries.size() == 3);
    CHECK(entries[0].at("label").get<std::string>() == "conditioned");
    CHECK(entries[1].at("kind").get<std::string>() == "condition");

    const auto cmp = run_process({cli, "compare", "1", "3", "--history-db", hist});
    REQUIRE(cmp.exit_code == 0);
    CHECK_THAT(cmp.out, Catch::Contains("Seq read") && Catch::Contains("B vs A") && Catch::Contains("Score"));
    const auto cmpj = run_process({cli, "compare", "1", "3", "--json", "-", "--history-db", hist});
    const sm::Json cj = sm::parse_json(cmpj.out);
    CHECK(cj.at("schema").get<std::string>() == "solidmark.compare/2");
    CHECK(cj.at("results").size() == 2);
    CHECK(cj.at("rows").size() > 20);

    const std::string file = db.str() + "/one.json";
    REQUIRE(run_process({cli, "history", "export", "1", file, "--history-db", hist}).exit_code == 0);
    // A file and an id compare the same run: every delta is zero.
    const auto same = run_process({cli, "compare", file, "1", "--json", "-", "--history-db", hist});
    const sm::Json same_doc = sm::parse_json(same.out);  // range-for must not iterate a temporary's member
    for (const sm::Json& row : same_doc.at("rows"))
        CHECK(row.at("delta_percent")[1].get<double>() == Approx(0.0).margin(1e-9));
    CHECK(run_process({cli, "history", "import", file, "--history-db", hist}).exit_code == 0);
    CHECK(run_process({cli, "history", "delete", "4", "--history-db", hist}).exit_code == 0);
    const auto missing = run_process({cli, "history", "show", "4", "--history-db", hist});
    CHECK(missing.exit_code == 1);
    CHECK_THAT(missing.err, Catch::Contains("no entry #4"));
    const auto mixed = run_process({cli, "compare", "1", "2", "--history-db", hist});
    CHECK(mixed.exit_code == 2);
    CHECK_THAT(mixed.err, Catch::Contains("cannot compare a run result with a"));
}

TEST_CASE("a damaged history file is moved aside and the run is still saved")
{
    TempDir dir, db;
    const std::string hist = db.str() + "/h.sqlite";
    sm::write_text_file(hist, std::string(5000, 'z'));
    auto args = quick_run(dir.str());
    args.insert(args.end(), {"--history-db", hist, "--tests", "4k"});
    const auto r = run_process(args);
    REQUIRE(r.exit_code == 0);
    CHECK_THAT(r.err, Catch::Contains("could not be read") && Catch::Contains("nothing was deleted"));
    CHECK_THAT(r.err, Catch::Contains("Saved to history as #1"));
}

TEST_CASE("history list: a long or non-ASCII label is cut with an ellipsis and the columns stay aligned")
{
    TempDir dir, db;
    const std::string hist = db.str() + "/h.sqlite";
    for (const char* label : {"short", "Prüfung-Ünïcödé-Lauf-mit-sehr-langem-Namen-über-30-Zeichen"}) {
        auto args = quick_run(dir.str());
        args.insert(args.end(), {"--history-db", hist, "--tests", "4k", "--label", label});
        REQUIRE(run_process(args).exit_code == 0);
    }
    const auto list = run_process({cli, "history", "list", "--history-db", hist});
    REQUIRE(list.exit_code == 0);
    std::vector<std::string> lines;
    std::istringstream in(list.out);
    for (std::string line; std::getline(in, line);)
        lines.push_back(line);
    REQUIRE(lines.size() == 3);
    CHECK_THAT(lines[1], Catch::Contains("Prüfung-Ünïcödé-Lauf-mi…"));  // 24 characters, the last "…"
    CHECK_THAT(lines[2], Catch::Contains("short"));
    // The size column ends at the same character in the header and in every row.
    const auto column_end = [](const std::string& line, const std::string& word) {
        const std::string head = line.substr(0, line.find(word) + word.size());
        return std::count_if(head.begin(), head.end(),
                             [](char c) { return (static_cast<unsigned char>(c) & 0xC0) != 0x80; });
    };
    const auto size_end = column_end(lines[0], "Size");
    CHECK(column_end(lines[1], "MiB") == size_end);
    CHECK(column_end(lines[2], "MiB") == size_end);
}

TEST_CASE("two processes importing into one history at the same time lose nothing")
{
    TempDir dir, db;
    const std::string hist = db.str() + "/h.sqlite";
    auto args = quick_run(dir.str());
    args.insert(args.end(), {"--tests", "4k", "--json", db.str() + "/r.json", "--no-history", "--quiet"});
    REQUIRE(run_process(args).exit_code == 0);
    const std::string loop = "for i in $(seq 15); do \"" + cli + "\" history import \"" + db.str() +
        "/r.json\" --history-db \"" + hist + "\" >/dev/null || exit 1; done";
    smtest::Child a({"/bin/sh", "-c", loop}), b({"/bin/sh", "-c", loop});
    REQUIRE(a.wait_for(std::chrono::seconds(120)));
    REQUIRE(b.wait_for(std::chrono::seconds(120)));
    INFO("first: " << a.err() << "\nsecond: " << b.err());
    CHECK(a.exit_code() == 0);
    CHECK(b.exit_code() == 0);
    const auto list = run_process({cli, "history", "list", "--json", "-", "--history-db", hist});
    CHECK(sm::parse_json(list.out).size() == 30);
}
