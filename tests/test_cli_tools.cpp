// solidmark-cli's Tools commands as a user runs them: preset, profile,
// sweep, steady, surface and sustained, their JSON and CSV, bad values, signals.
#include "result/document.h"
#include "support/timing.h"
#include "support/process.h"
#include "support/temp_dir.h"
#include "util/text_file.h"

#include <catch2/catch.hpp>
#include <csignal>
#include <filesystem>
#include <thread>

using smtest::cli;
using smtest::quick_run;
using smtest::run_process;
using smtest::TempDir;

TEST_CASE("preset, profile, sweep, steady and surface: documented JSON, units named, bad values exit 2")
{
    TempDir dir;
    const std::string t = dir.str();
    const auto preset =
        run_process({cli, "preset", "--target", t, "--size", "32MiB", "--tests", "RND4K-Q8T1,SEQ1M-Q2T1", "--passes",
                     "2", "--seconds", "0.2", "--json", "-", "--no-history"});
    REQUIRE(preset.exit_code == 0);
    const sm::Json pj = sm::parse_json(preset.out);
    CHECK(pj.at("schema").get<std::string>() == "solidmark.preset/1");
    CHECK(pj.at("rows").size() == 2);
    CHECK(pj.at("rows")[0].at("read").at("queue_depth").get<double>() == 8);
    CHECK(pj.at("rows")[0].at("read").at("passes").size() == 2);
    CHECK_THAT(pj.at("units").at("mb_s").get<std::string>(), Catch::Contains("10^6"));
    CHECK_THAT(preset.err,
               Catch::Contains("MB/s = 10^6 bytes/s"));  // the table (on stderr with --json -) names its unit

    // CrystalDiskMark parity: +Mix at 70 % reads, a rest between passes, the table in IOPS.
    const auto mix =
        run_process({cli,          "preset",   "--target", t,           "--size", "32MiB", "--tests",
                     "RND4K-Q4T1", "--passes", "2",        "--seconds", "0.1",    "--mix", "70",
                     "--interval", "0.1",      "--units",  "IOPS",      "--json", "-",     "--no-history"});
    REQUIRE(mix.exit_code == 0);
    const sm::Json mj = sm::parse_json(mix.out);
    CHECK(mj.at("settings").at("mix_read_percent").get<int>() == 70);
    CHECK(mj.at("settings").at("display_unit").get<std::string>() == "IOPS");
    CHECK(mj.at("settings").at("interval_s").get<double>() == 0.1);
    const sm::Json& mrow = mj.at("rows")[0];
    CHECK(mrow.at("mix").at("passes").size() == 2);
    CHECK(mrow.at("mix").at("ios").get<double>() > 0);
    CHECK(mrow.at("read").at("gb_s").get<double>() * 1000 == Approx(mrow.at("read").at("mb_s").get<double>()));
    CHECK_THAT(mix.err, Catch::Contains("Mix IOPS"));
    CHECK_THAT(mix.err, Catch::Contains("70 % reads"));

    // run --passes: each figure the mean of the passes, recorded in the settings.
    const auto passes =
        run_process({cli, "run", "--target", t, "--size", "32MiB", "--tests", "4k,access", "--random-seconds", "0.1",
                     "--access-seconds", "0.1", "--passes", "2", "--json", "-", "--no-history", "--quiet"});
    REQUIRE(passes.exit_code == 0);
    CHECK(sm::parse_json(passes.out).at("settings").at("passes").get<int>() == 2);

    const auto profile = run_process({cli, "profile", "--target", t, "--size", "32MiB", "--profile", "webserver",
                                      "--qd", "1,4", "--seconds", "0.2", "--csv", "-", "--no-history", "--quiet"});
    REQUIRE(profile.exit_code == 0);
    CHECK_THAT(profile.out, Catch::Contains("webserver,4,1,"));

    const auto sweep = run_process({cli, "sweep", "--target", t, "--size", "32MiB", "--from", "4KiB", "--to", "64KiB",
                                    "--seconds", "0.1", "--json", "-", "--no-history", "--quiet"});
    REQUIRE(sweep.exit_code == 0);
    CHECK(sm::parse_json(sweep.out).at("points").size() == 5);

    const auto steady =
        run_process({cli, "steady", "--target", t, "--size", "32MiB", "--test", "RND4K-Q4T1", "--round-seconds", "0.1",
                     "--max-minutes", "0.01", "--json", "-", "--no-history", "--quiet"});
    REQUIRE(steady.exit_code == 0);
    const sm::Json sj = sm::parse_json(steady.out);
    CHECK(sj.at("schema").get<std::string>() == "solidmark.steady/1");
    CHECK(sj.at("rounds").size() >= 1);

    const auto surface = run_process({cli, "surface", "--target", t, "--file", "--size", "32MiB", "--points", "4",
                                      "--chunk", "1MiB", "--json", "-", "--no-history", "--quiet"});
    REQUIRE(surface.exit_code == 0);
    CHECK(sm::parse_json(surface.out).at("points").size() == 4);
    CHECK(smtest::solidmark_folders(t).empty());

    for (const std::vector<std::string>& bad : {std::vector<std::string>{"preset", "--target", t, "--preset", "turbo"},
                                                {"preset", "--target", t, "--tests", "RND4K-Q0T1"},
                                                {"preset", "--target", t, "--engine", "fast"},
                                                {"preset", "--target", t, "--passes", "10"},
                                                {"preset", "--target", t, "--mix", "100"},
                                                {"preset", "--target", t, "--mix", "0"},
                                                {"preset", "--target", t, "--interval", "601"},
                                                {"preset", "--target", t, "--units", "furlongs"},
                                                {"run", "--target", t, "--passes", "0"},
                                                {"run", "--target", t, "--passes", "10"},
                                                {"profile", "--target", t, "--profile", "gaming"},
                                                {"profile", "--target", t, "--qd", "0"},
                                                {"sweep", "--target", t, "--to", "128MiB"},
                                                {"steady", "--target", t, "--read-percent", "101"},
                                                {"surface", "--target", t, "--points", "1"}}) {
        std::vector<std::string> args{cli};
        args.insert(args.end(), bad.begin(), bad.end());
        const auto r = run_process(args);
        INFO(bad[0] << " " << bad[bad.size() - 2] << " " << bad.back());
        CHECK(r.exit_code == 2);
        CHECK_THAT(r.err, Catch::Contains("error"));
    }
}

TEST_CASE("sustained: samples in JSON and CSV, the temperature or why not, a full disk keeps a partial result")
{
    TempDir dir, out;
    const std::string t = dir.str();
    const std::string csv = (out.path() / "samples.csv").string();
    const auto r = run_process({cli, "sustained", "--target", t, "--amount", "64MiB", "--sample-ms", "100", "--json",
                                "-", "--csv", csv, "--no-history"});
    REQUIRE(r.exit_code == 0);
    const sm::Json j = sm::parse_json(r.out);
    CHECK(j.at("schema").get<std::string>() == "solidmark.sustained/2");
    CHECK(j.at("written_bytes").get<std::uint64_t>() == 64ull << 20);
    CHECK_FALSE(j.at("partial").get<bool>());
    REQUIRE(j.at("samples").size() >= 1);
    for (const char* key : {"t_s", "written_bytes", "mib_s", "temperature_c"})
        CHECK(j.at("samples")[0].contains(key));
    for (const char* key : {"detected", "bytes", "before_mib_s", "after_mib_s", "min_mib_s"})
        CHECK(j.at("cache").contains(key));
    const sm::Json& temp = j.at("temperature");
    CHECK((temp.at("source").is_string() || temp.at("reason").is_string()));
    CHECK_THAT(r.err, Catch::Contains("Write cache:"));  // the table, on stderr beside --json -
    const std::string text = sm::read_text_file(csv);
    CHECK(text.rfind("t_s,written_bytes,mib_s,temperature_c\n", 0) == 0);
    CHECK(smtest::count_lines(text) == static_cast<int>(j.at("samples").size()) + 1);
    CHECK(smtest::solidmark_folders(t).empty());

    // A full disk after 20 writes: the usual message, exit 1, and the samples so far, marked partial.
    const std::string partial = (out.path() / "partial.json").string();
    const auto full = run_process(
        {cli, "sustained", "--target", t, "--amount", "64MiB", "--json", partial, "--no-history", "--quiet"},
        {"SOLIDMARK_FAULT=write:ENOSPC:20"});
    CHECK(full.exit_code == 1);
    CHECK_THAT(full.err, Catch::Contains("solidmark-cli: error: The disk became full after 20.00 MiB"));
    const sm::Json pj = sm::parse_json(sm::read_text_file(partial));
    CHECK(pj.at("partial").get<bool>());
    CHECK(pj.at("written_bytes").get<std::uint64_t>() == 20ull << 20);
    CHECK(pj.at("samples").size() >= 1);
    CHECK(std::filesystem::is_empty(dir.path()));

    for (const std::vector<std::string>& bad : {std::vector<std::string>{"sustained", "--target", t, "--qd", "0"},
                                                {"sustained", "--target", t, "--amount", "0%"},
                                                {"sustained", "--target", t, "--amount", "1MiB"},
                                                {"sustained", "--target", t, "--block", "1000"},
                                                {"sustained", "--target", t, "--sample-ms", "5"}}) {
        std::vector<std::string> args{cli};
        args.insert(args.end(), bad.begin(), bad.end());
        const auto b = run_process(args);
        INFO(bad[bad.size() - 2] << " " << bad.back());
        CHECK(b.exit_code == 2);
        CHECK_THAT(b.err, Catch::Contains("error"));
    }
}

TEST_CASE("sustained --rest without a cache found: says so, keeps the sustained result, runs no rest")
{
    TempDir dir;
    const std::string t = dir.str();
    // 64 MiB take well under the 3 s a fall must hold: no cache can be found.
    const auto r = run_process(
        {cli, "sustained", "--target", t, "--amount", "64MiB", "--rest", "1s, 2s", "--json", "-", "--no-history"});
    REQUIRE(r.exit_code == 0);
    const sm::Json j = sm::parse_json(r.out);
    CHECK(j.at("written_bytes").get<std::uint64_t>() == 64ull << 20);
    CHECK(j.at("settings").at("rests_s") == sm::Json::array({1.0, 2.0}));
    CHECK_THAT(j.at("recovery").at("reason").get<std::string>(), Catch::StartsWith("no write cache was found in the"));
    CHECK(j.at("recovery").at("rests").empty());
    CHECK_THAT(r.err, Catch::Contains("Cache recovery: no write cache was found"));
    CHECK(smtest::solidmark_folders(t).empty());
    for (const char* bad : {"0s", "", "1s,x", "2d"}) {
        const auto b = run_process({cli, "sustained", "--target", t, "--rest", bad});
        INFO(bad);
        CHECK(b.exit_code == 2);
        CHECK_THAT(b.err, Catch::Contains("error"));
    }
}

TEST_CASE("a run with --fill as found records the volume's fill, and bad levels exit 2 before anything is written")
{
    TempDir dir;
    const std::string t = dir.str();
    const auto r = run_process({cli, "run", "--target", t, "--size", "16MiB", "--tests", "4k", "--random-seconds",
                                "0.2", "--fill", "0%", "--json", "-", "--no-history"});
    REQUIRE(r.exit_code == 0);
    const sm::Json fill = sm::parse_json(r.out).at("fill");
    CHECK(fill.at("target_pct").get<double>() == 0);
    CHECK(fill.at("ballast_bytes").get<std::uint64_t>() == 0);
    CHECK(fill.at("used_pct_during").get<double>() == Approx(fill.at("used_pct_before").get<double>()).margin(1));
    CHECK_THAT(r.err, Catch::Contains("Fill: ") && Catch::Contains("% full during the run"));
    for (const std::vector<std::string>& bad : {std::vector<std::string>{"run", "--fill", "96%"},
                                                {"run", "--fill", "50,25%"},
                                                {"run", "--fill", "80"},
                                                {"sustained", "--fill", "10%,1GiB"},
                                                {"condition", "--minutes", "1", "--fill"},
                                                {"capacity", "--fill", "50%"}}) {
        std::vector<std::string> args{cli};
        args.insert(args.end(), bad.begin(), bad.end());
        args.insert(args.end(), {"--target", t});
        const auto b = run_process(args);
        INFO(bad[1] << " " << bad.back());
        CHECK(b.exit_code == 2);
        CHECK_THAT(b.err, Catch::Contains("error"));
    }
    CHECK(smtest::solidmark_folders(t).empty());
    // --help offers --fill where it applies and not to the capacity check, which fills the free space itself.
    CHECK_THAT(run_process({cli, "run", "--help"}).out, Catch::Contains("--fill"));
    const auto help = run_process({cli, "capacity", "--help"});
    CHECK(help.exit_code == 0);
    CHECK_THAT(help.out, Catch::Contains("--amount") && !Catch::Contains("--fill"));
}

TEST_CASE("SIGINT ends a sustained write with 130 and removes its file", "[serial]")
{
    TempDir dir;
    smtest::Child child({cli, "sustained", "--target", dir.str(), "--amount", "20GiB", "--no-history"});
    std::this_thread::sleep_for(std::chrono::milliseconds(1500));
    const auto t0 = std::chrono::steady_clock::now();
    child.signal(SIGINT);
    // The writes end (within 1 s on an idle machine: bench/cancel_latency.py);
    // removing the GBs written then takes what the filesystem needs (on a
    // disk mounted with discard, as long as `rm` would).
    while (child.err().find("Removing the test folder") == std::string::npos &&
           std::chrono::steady_clock::now() - t0 < smtest::kEndsBound)
        std::this_thread::sleep_for(std::chrono::milliseconds(10));
    const double stopped = std::chrono::duration<double>(std::chrono::steady_clock::now() - t0).count();
    REQUIRE(child.wait_for(std::chrono::seconds(60)));
    INFO("writes ended after " << stopped << " s; stderr: " << child.err());
    CHECK(child.err().find("Removing the test folder") != std::string::npos);
    CHECK(child.exit_code() == 130);
    CHECK(smtest::solidmark_folders(dir.path()).empty());
}
