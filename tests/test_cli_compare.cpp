// solidmark-cli compare with any number of results: the table, CSV and
// solidmark.compare/2 JSON, the charts as PNG and SVG with no display, a
// saved comparison read back (and 0.1's two-result form), and bad input
// refused with nothing written. The results are real
// (tests/fixtures/compare/README.md).
#include "result/compare.h"
#include "support/paths.h"
#include "support/process.h"
#include "support/temp_dir.h"
#include "util/text_file.h"

#include <catch2/catch.hpp>
#include <filesystem>

using smtest::cli;
using smtest::run_process;
using smtest::TempDir;

namespace {

const std::string kFixtures = std::string(smtest::paths::fixtures) + "/compare/";

std::vector<std::string> files(const std::string& prefix)
{
    std::vector<std::string> out;
    for (const auto& f : std::filesystem::directory_iterator(kFixtures))
        if (f.path().filename().string().rfind(prefix + "-", 0) == 0)
            out.push_back(f.path().string());
    std::sort(out.begin(), out.end());
    return out;
}

std::vector<std::string> compare_args(const std::vector<std::string>& results, std::vector<std::string> options)
{
    std::vector<std::string> argv = {cli, "compare"};
    argv.insert(argv.end(), results.begin(), results.end());
    argv.insert(argv.end(), options.begin(), options.end());
    return argv;
}

bool exists(const std::string& p) { return std::filesystem::exists(p); }

}  // namespace

TEST_CASE("compare: six results side by side as a table, CSV, JSON and the charts as PNG and SVG")
{
    TempDir out;
    const auto suites = files("suite");
    REQUIRE(suites.size() == 6);
    const std::string json = out.str() + "/c.json", csv = out.str() + "/c.csv", png = out.str() + "/c.png",
                      svg = out.str() + "/c.svg";
    const auto r = run_process(
        compare_args(suites, {"--json", json,      "--csv",       csv,       "--png",       png,      "--svg",
                              svg,      "--width", "1920",        "--scale", "2",           "--name", "A=virtio disk",
                              "--name", "b=tmpfs", "--reference", "F",       "--highlight", "C"}));
    INFO(r.err);
    REQUIRE(r.exit_code == 0);
    CHECK_THAT(r.out,
               Catch::Contains("A: virtio disk") && Catch::Contains("B: tmpfs") && Catch::Contains("[reference]") &&
                   Catch::Contains("A vs F") && Catch::Contains("E vs F"));
    const sm::Json j = sm::parse_json(sm::read_text_file(json));
    CHECK(j.at("schema") == "solidmark.compare/2");
    CHECK(j.at("results").size() == 6);
    CHECK(j.at("reference") == 5);
    CHECK(j.at("results")[1].at("name") == "tmpfs");
    CHECK(j.at("rows")[0].at("values").size() == 6);
    CHECK_THAT(sm::read_text_file(csv), Catch::StartsWith("item,metric,higher_is_better,virtio disk,tmpfs,"));
    const std::string image = sm::read_text_file(png);
    CHECK(image.rfind("\x89PNG\r\n\x1a\n", 0) == 0);
    // The IHDR's width: 1920 pixels at scale 2.
    CHECK(static_cast<unsigned char>(image[16 + 2]) * 256 + static_cast<unsigned char>(image[16 + 3]) == 3840);
    const auto lint = run_process({"/usr/bin/xmllint", "--noout", svg});
    CHECK(lint.exit_code == 0);
    CHECK_THAT(sm::read_text_file(svg), Catch::Contains(">virtio disk</text>") && Catch::Contains(">tmpfs</text>"));

    // The saved comparison reads back, names and reference kept, and draws its curves again.
    const auto again = run_process({cli, "compare", json, "--chart", "latency-4k-read", "--png", png});
    INFO(again.err);
    CHECK(again.exit_code == 0);
    CHECK_THAT(again.out, Catch::Contains("A: virtio disk") && Catch::Contains("A vs F"));
    const auto unknown = run_process({cli, "compare", json, "--chart", "speed"});
    CHECK(unknown.exit_code == 2);
    CHECK_THAT(unknown.err, Catch::Contains("there is no chart 'speed'") && Catch::Contains("mb_s, score, latency"));
}

TEST_CASE("compare: four sustained writes' curves, and the two-result JSON of 0.1 still read")
{
    TempDir out;
    const std::string png = out.str() + "/s.png";
    const auto r = run_process(compare_args(files("sustained"), {"--png", png, "--theme", "dark", "--width", "800"}));
    INFO(r.err);
    REQUIRE(r.exit_code == 0);
    CHECK_THAT(r.out, Catch::Contains("D: "));
    CHECK(std::filesystem::file_size(png) > 10000);
    const std::string v1 = out.str() + "/v1.json";
    sm::write_text_file(v1, R"({"schema": "solidmark.compare/1", "kind": "copy", "kind_b": null, "a": "#1 out-of-box",
        "b": "#2 conditioned", "rows": [{"item": "ISO", "metric": "MB/s", "a": 100.0, "b": 80.0, "delta_percent": -20.0,
        "ratio": 0.8, "higher_is_better": true}], "notes": [], "health_delta": null, "health_lines": []})");
    const auto old = run_process({cli, "compare", v1, "--json", "-"});
    REQUIRE(old.exit_code == 0);
    const sm::Json j = sm::parse_json(old.out);
    CHECK(j.at("schema") == "solidmark.compare/2");
    CHECK(j.at("results")[0].at("name") == "#1 out-of-box");
    CHECK(j.at("rows")[0].at("delta_percent")[1].get<double>() == Approx(-20));
}

TEST_CASE("compare: bad input is refused with the reason, and no output is written")
{
    TempDir out;
    const std::string png = out.str() + "/x.png", json = out.str() + "/x.json";
    const auto suites = files("suite");
    const auto none_written = [&] { return !exists(png) && !exists(json); };

    const auto one = run_process(compare_args({suites[0]}, {"--png", png}));
    CHECK(one.exit_code == 2);
    CHECK_THAT(one.err, Catch::Contains("compare needs at least two results; only one was given"));
    CHECK(none_written());

    const auto kinds = run_process(compare_args({suites[0], files("sustained")[0]}, {"--json", json}));
    CHECK(kinds.exit_code == 2);
    CHECK_THAT(kinds.err, Catch::Contains("cannot compare a run result with a sustained result"));
    CHECK(none_written());

    const std::string hist = out.str() + "/h.sqlite";
    const auto id = run_process(compare_args({suites[0], "42"}, {"--png", png, "--history-db", hist}));
    CHECK(id.exit_code != 0);
    CHECK_THAT(id.err, Catch::Contains("history has no entry #42"));
    CHECK(none_written());

    const auto missing = run_process(compare_args({suites[0], out.str() + "/nothing.json"}, {"--png", png}));
    CHECK(missing.exit_code != 0);
    CHECK_THAT(missing.err, Catch::Contains("nothing.json"));
    CHECK(none_written());

    // Files that are there but are no result: each reason names the file it is about.
    const std::string garbage = out.str() + "/garbage.json", partial = out.str() + "/partial.json";
    sm::write_text_file(garbage, "not a result {");
    sm::write_text_file(partial, R"({"schema": "solidmark.run/1"})");
    for (const std::string& bad : {garbage, partial, out.str()}) {
        const auto r = run_process(compare_args({suites[0], bad}, {"--png", png, "--json", json}));
        INFO(bad);
        CHECK(r.exit_code != 0);
        CHECK_THAT(r.err, Catch::StartsWith("solidmark-cli: error: ") && Catch::Contains(bad));
        CHECK(std::count(r.err.begin(), r.err.end(), '\n') == 1);
        CHECK(none_written());
    }
    CHECK_THAT(run_process(compare_args({suites[0], out.str()}, {})).err, Catch::Contains("a folder, not a file"));

    for (const char* width : {"100", "5000"}) {
        const auto w =
            run_process(compare_args({suites[0], suites[1]}, {"--png", png, "--width", width, "--json", json}));
        CHECK(w.exit_code == 2);
        CHECK_THAT(w.err, Catch::Contains("--width must be 480 to 3840 pixels"));
        CHECK(none_written());
    }
    const auto theme = run_process(compare_args({suites[0], suites[1]}, {"--png", png, "--theme", "blue"}));
    CHECK(theme.exit_code == 2);
    CHECK_THAT(theme.err, Catch::Contains("--theme must be light or dark"));

    // An output that cannot be written: refused before anything, the other output not written either.
    const auto unwritable = run_process(
        compare_args({suites[0], suites[1]}, {"--json", json, "--png", out.str() + "/no-such-folder/x.png"}));
    CHECK(unwritable.exit_code != 0);
    CHECK_THAT(unwritable.err, Catch::Contains("no-such-folder"));
    CHECK(none_written());

    const auto letter = run_process(compare_args({suites[0], suites[1]}, {"--highlight", "C"}));
    CHECK(letter.exit_code == 2);
    CHECK_THAT(letter.err, Catch::Contains("--highlight C: name a result by its letter, A to B"));

    // A file that exists is left as it was when the run is refused.
    sm::write_text_file(json, "keep me");
    CHECK(run_process(compare_args({suites[0]}, {"--json", json})).exit_code == 2);
    CHECK(sm::read_text_file(json) == "keep me");
}

TEST_CASE("compare: capacity checks side by side, their data and their speed over the capacity")
{
    TempDir out;
    const std::string dir = std::string(smtest::paths::fixtures) + "/capacity/";
    const std::string png = out.str() + "/c.png";
    const auto r = run_process(compare_args({dir + "lab-limbo.json", dir + "lab-wrap.json", dir + "lab-limbo.json"},
                                            {"--chart", "capacity-read", "--png", png}));
    INFO(r.err);
    REQUIRE(r.exit_code == 0);
    CHECK_THAT(r.out,
               Catch::Contains("Intact data") && Catch::Contains("Lost data") && Catch::Contains("Capacity read") &&
                   Catch::Contains("C vs A"));
    CHECK(std::filesystem::file_size(png) > 10000);
    const auto unknown = run_process(compare_args({dir + "lab-limbo.json", dir + "lab-wrap.json"}, {"--chart", "x"}));
    CHECK(unknown.exit_code == 2);
    CHECK_THAT(unknown.err, Catch::Contains("capacity-write, capacity-read, mb_s, gib, seconds"));
}
