// solidmark-cli as a user runs it: output, exit codes, messages, signals.
#include "util/text_file.h"
#include "data/copy_sets.h"
#include "result/run_result.h"
#include "support/paths.h"
#include "support/timing.h"
#include "support/process.h"
#include "support/temp_dir.h"
#include "result/document.h"
#include "run/command.h"
#include "util/units.h"

#include <algorithm>
#include <catch2/catch.hpp>
#include <sstream>
#include <csignal>
#include <filesystem>
#include <cctype>
#include <random>
#include <set>
#include <thread>
#include <unistd.h>

using smtest::cli;
using smtest::quick_run;
using smtest::run_process;
using smtest::TempDir;

namespace {

}  // namespace

TEST_CASE("version and help")
{
    auto r = run_process({cli, "--version"});
    CHECK(r.exit_code == 0);
    CHECK_THAT(r.out, Catch::StartsWith("solidmark-cli "));
    r = run_process({cli, "--help"});
    CHECK(r.exit_code == 0);
    CHECK_THAT(r.out, Catch::Contains("solidmark-cli run --target DIR"));
    r = run_process({cli, "run", "--help"});
    CHECK(r.exit_code == 0);
}

TEST_CASE("score prints the methodology example (docs/methodology.md §4) as 845 / 919 / 2196")
{
    auto r = run_process({cli, "score", "--seq-read", "1353.82", "--seq-write", "1178.03", "--4k-read", "37.38",
                          "--4k-write", "80.51", "--4k64-read", "671.87", "--4k64-write", "720.75"});
    CHECK(r.exit_code == 0);
    CHECK(r.out == "Read: 845\nWrite: 919\nTotal: 2196\n");
    r = run_process({cli, "score", "--seq-read", "1353.82", "--4k-read", "37.38", "--4k64-read=671.87", "--json", "-"});
    CHECK(r.exit_code == 0);
    const sm::Json j = sm::parse_json(r.out);
    CHECK(j.at("read").get<double>() == 845);
    CHECK(j.at("write").is_null());
}

TEST_CASE("usage errors exit 2 with one clear line")
{
    struct Case {
        std::vector<std::string> args;
        const char* needle;
    };
    TempDir dir;
    const std::vector<Case> cases = {
        {{cli, "run", "--target", dir.str(), "--bogus"}, "unknown option '--bogus'"},
        {{cli, "frobnicate"}, "unknown command 'frobnicate'"},
        {{cli, "run"}, "needs --target"},
        {{cli, "run", "--target", dir.str(), "--size"}, "'--size' needs a value"},
        {{cli, "run", "--target", dir.str(), "--size", "lots"}, "invalid size 'lots'"},
        {{cli, "run", "--target", dir.str(), "--size", "1MiB"}, "too small"},
        {{cli, "run", "--target", dir.str(), "--tests", "seq,5k"}, "unknown test '5k'"},
        {{cli, "run", "--target", dir.str(), "--data", "zeros"}, "invalid data mode 'zeros'"},
        {{cli, "run", "--target", dir.str(), "--random-seconds", "-1"}, "invalid duration '-1'"},
        {{cli, "score", "--seq-read", "fast"}, "invalid seq-read value 'fast'"},
        {{cli, "compression"}, "'compression' needs --target"},
        {{cli, "compression", "--target", dir.str(), "--size", "8MiB"}, "too small"},
        {{cli, "copy", "--target", dir.str(), "--sets", "iso,dvd"}, "unknown copy set 'dvd'"},
        {{cli, "copy", "--target", dir.str(), "--scale", "0"}, "--scale must be from"},
        {{cli, "copy", "--target", dir.str(), "--scale", "big"}, "invalid scale value 'big'"},
        {{cli, "copy", "--target", dir.str(), "--size", "1GiB"}, "unknown option '--size' for 'copy'"},
    };
    for (const auto& c : cases) {
        INFO(c.args.back());
        const auto r = run_process(c.args);
        CHECK(r.exit_code == 2);
        CHECK_THAT(r.err, Catch::Contains(c.needle));
        CHECK(smtest::count_lines(r.err) == 1);
        CHECK(r.out.empty());
    }
    CHECK(smtest::solidmark_folders(dir.path()).empty());
}

TEST_CASE("runtime failures exit 1 with a message naming the cause and the path")
{
    TempDir dir;
    SECTION("missing target")
    {
        const auto r = run_process({cli, "run", "--target", dir.str() + "/missing", "--size", "32MiB"});
        CHECK(r.exit_code == 1);
        CHECK_THAT(r.err, Catch::Contains("does not exist"));
        CHECK_THAT(r.err, Catch::Contains(dir.str() + "/missing"));
    }
    SECTION("not enough free space")
    {
        const auto r = run_process({cli, "run", "--target", dir.str(), "--size", "900TiB", "--quiet"});
        CHECK(r.exit_code == 1);
        CHECK_THAT(r.err, Catch::Contains("Not enough free space"));
        CHECK_THAT(r.err, Catch::Contains("smaller test size"));
    }
    SECTION("unwritable target")
    {
        std::filesystem::permissions(dir.path(),
                                     std::filesystem::perms::owner_read | std::filesystem::perms::owner_exec |
                                         std::filesystem::perms::group_read | std::filesystem::perms::group_exec |
                                         std::filesystem::perms::others_read | std::filesystem::perms::others_exec);
        // --no-history: the test process's history file is private to root (0600).
        std::vector<std::string> args = {cli,      "run",   "--target", dir.str(),
                                         "--size", "32MiB", "--quiet",  "--no-history"};
        if (::geteuid() == 0) {
            // Root ignores permission bits: run as nobody, as a user would be.
            if (!std::filesystem::exists("/usr/bin/setpriv")) {
                WARN("skipped: running as root and setpriv is missing");
                return;
            }
            args.insert(args.begin(), {"/usr/bin/setpriv", "--reuid=65534", "--regid=65534", "--clear-groups", "--"});
        }
        const auto r = run_process(args, {"XDG_DATA_HOME=/nonexistent-solidmark"});
        CHECK(r.exit_code == 1);
        CHECK_THAT(r.err, Catch::Contains("not writable"));
        CHECK_THAT(r.err, Catch::Contains(dir.str()));
    }
    CHECK(smtest::solidmark_folders(dir.path()).empty());
}

TEST_CASE("a quick run prints the grid and writes JSON, CSV and text that agree")
{
    TempDir dir;
    TempDir out;
    auto args = quick_run(dir.str());
    for (const char* a : {"--json", "", "--csv", "", "--text", ""})
        args.push_back(a);
    args[args.size() - 5] = out.str() + "/r.json";
    args[args.size() - 3] = out.str() + "/r.csv";
    args[args.size() - 1] = out.str() + "/r.txt";
    const auto r = run_process(args);
    REQUIRE(r.exit_code == 0);
    CHECK_THAT(r.out, Catch::Contains("4K-64Thrd"));
    CHECK_THAT(r.out, Catch::Contains("Total"));
    CHECK_THAT(r.err, Catch::Contains("[8/8] Acc.time write"));
    const sm::RunResult res = sm::result_from_json_text<sm::RunResult>(sm::read_text_file(out.str() + "/r.json"));
    const auto seq = res.get(sm::TestId::Seq, false);
    REQUIRE(seq);
    const std::string seq_text = sm::format_mib_s(seq->mib_s()) + " MB/s";
    CHECK_THAT(r.out, Catch::Contains(seq_text));
    CHECK_THAT(sm::read_text_file(out.str() + "/r.txt"), Catch::Contains("Read: " + seq_text));
    CHECK_THAT(sm::read_text_file(out.str() + "/r.csv"), Catch::Contains("seq,read," + sm::format_mib_s(seq->mib_s())));
    const auto total = sm::compute_scores(res).total;
    REQUIRE(total);
    CHECK_THAT(r.out, Catch::Contains(std::to_string(*total)));
    CHECK(smtest::solidmark_folders(dir.path()).empty());
}

TEST_CASE("json to stdout holds only JSON")
{
    TempDir dir;
    auto args = quick_run(dir.str());
    args.insert(args.end(), {"--tests", "4k", "--json", "-", "--quiet"});
    const auto r = run_process(args);
    REQUIRE(r.exit_code == 0);
    const sm::Json j = sm::parse_json(r.out);
    CHECK(j.at("schema").get<std::string>() == "solidmark.run/1");
    CHECK(j.at("tests").at("4k").at("read").at("iops").get<double>() > 0);
    CHECK(j.at("tests").at("seq").at("read").is_null());
    CHECK(j.at("scores").at("total").is_null());
}

TEST_CASE("SIGINT and SIGTERM end a run with 130 / 143 and remove the test folder", "[serial]")
{
    for (int sig : {SIGINT, SIGTERM}) {
        for (double delay : {0.05, 0.6, 1.5}) {
            DYNAMIC_SECTION("signal " << sig << " after " << delay << " s")
            {
                TempDir dir;
                smtest::Child child({cli, "run", "--target", dir.str(), "--size", "64MiB", "--random-seconds", "30",
                                     "--access-seconds", "30"});
                std::this_thread::sleep_for(std::chrono::duration<double>(delay));
                const auto t0 = std::chrono::steady_clock::now();
                child.signal(sig);
                REQUIRE(child.wait_for(smtest::kEndsBound));  // ended, not hung; its speed: bench/
                const double took = std::chrono::duration<double>(std::chrono::steady_clock::now() - t0).count();
                INFO("exit after " << took << " s; stderr: " << child.err());
                CHECK(child.exit_code() == (sig == SIGINT ? 130 : 143));
                CHECK(smtest::solidmark_folders(dir.path()).empty());
            }
        }
    }
}

TEST_CASE("clean-stale removes folders of crashed runs, and only those")
{
    TempDir dir;
    // A run killed with SIGKILL cannot clean up after itself.
    {
        smtest::Child child({cli, "run", "--target", dir.str(), "--size", "32MiB", "--random-seconds", "30"});
        // Kill once the folder holds its test file: its marker, written
        // right after the folder is created, is there by then. (Killed
        // between the two, the run would leave an empty folder with no
        // marker, which is not recognisably ours.)
        const auto has_test_file = [&] {
            const auto folders = smtest::solidmark_folders(dir.path());
            std::error_code ec;
            return !folders.empty() && std::filesystem::exists(folders[0] / "solidmark-test.bin", ec);
        };
        for (int i = 0; i < 500 && !has_test_file(); ++i)
            std::this_thread::sleep_for(std::chrono::milliseconds(10));
        child.signal(SIGKILL);
        REQUIRE(child.wait_for(std::chrono::seconds(5)));
    }
    REQUIRE(smtest::solidmark_folders(dir.path()).size() == 1);
    std::filesystem::create_directory(dir.path() / "SolidMark-userfolder");  // not ours: no marker
    auto r = run_process({cli, "run", "--target", dir.str(), "--size", "32MiB", "--tests", "access", "--access-seconds",
                          "0.1", "--quiet"});
    CHECK(r.exit_code == 0);
    CHECK_THAT(r.err, Catch::Contains("--clean-stale"));
    CHECK(smtest::solidmark_folders(dir.path()).size() == 2);
    r = run_process({cli, "run", "--target", dir.str(), "--size", "32MiB", "--tests", "access", "--access-seconds",
                     "0.1", "--quiet", "--clean-stale"});
    CHECK(r.exit_code == 0);
    CHECK_THAT(r.err, Catch::Contains("Removed leftover test folder"));
    const auto left = smtest::solidmark_folders(dir.path());
    REQUIRE(left.size() == 1);
    CHECK(left[0].filename() == "SolidMark-userfolder");
}

TEST_CASE("compression and copy print their tables and JSON with the documented fields")
{
    TempDir dir;
    const auto c = run_process({cli, "compression", "--target", dir.str(), "--size", "176MiB", "--json", "-"});
    REQUIRE(c.exit_code == 0);
    const sm::Json cj = sm::parse_json(c.out);
    CHECK(cj.at("schema").get<std::string>() == "solidmark.compression/1");
    const auto& points = cj.at("points");
    REQUIRE(points.size() == 11);
    for (std::size_t i = 0; i < points.size(); ++i) {
        CHECK(points[i].at("percent").get<double>() == static_cast<double>(i * 10));
        CHECK(points[i].at("write_mib_s").get<double>() > 0);
        CHECK(points[i].at("read_mib_s").get<double>() > 0);
    }
    CHECK_THAT(c.err, Catch::Contains("Compressibility"));  // the table goes to stderr when JSON has stdout
    CHECK_THAT(c.err, Catch::Contains("[22/22]"));

    const auto p = run_process({cli, "copy", "--target", dir.str(), "--scale", "0.01", "--sets", "iso,game"});
    REQUIRE(p.exit_code == 0);
    CHECK_THAT(p.out, Catch::Contains("ISO"));
    CHECK_THAT(p.out, Catch::Contains("Game"));
    CHECK_THAT(p.out, !Catch::Contains("Program"));
    const auto pj = run_process({cli, "copy", "--target", dir.str(), "--scale", "0.01", "--sets", "program", "--verify",
                                 "--json", "-", "--quiet"});
    REQUIRE(pj.exit_code == 0);
    const sm::Json j = sm::parse_json(pj.out);
    CHECK(j.at("schema").get<std::string>() == "solidmark.copy/1");
    const sm::Json& prog = j.at("sets").at("program");
    CHECK(prog.at("mib_s").get<double>() > 0);
    CHECK(prog.at("seconds").get<double>() > 0);
    CHECK(prog.at("files").get<double>() ==
          static_cast<double>(sm::make_copy_plan(sm::CopySet::Program, 0.01, 1).files.size()));
    CHECK(prog.at("bytes").get<double>() == static_cast<double>(static_cast<std::uint64_t>(512.0 * 1048576 * 0.01)));
    CHECK(prog.at("verified").get<bool>());
    CHECK_FALSE(j.at("sets").contains("iso"));
    CHECK(std::filesystem::is_empty(dir.path()));
}

TEST_CASE("SIGINT during a copy ends with 130 and removes the test folder", "[serial]")
{
    TempDir dir;
    smtest::Child child({cli, "copy", "--target", dir.str(), "--scale", "0.5", "--sets", "program"});
    // Wait until the set exists on disk, then a little into the work.
    for (int i = 0; i < 500 && std::filesystem::is_empty(dir.path()); ++i)
        std::this_thread::sleep_for(std::chrono::milliseconds(10));
    std::this_thread::sleep_for(std::chrono::milliseconds(300));
    const auto t0 = std::chrono::steady_clock::now();
    child.signal(SIGINT);
    REQUIRE(child.wait_for(smtest::kEndsBound));  // ended, not hung; its speed: bench/cancel_latency.py
    const double took = std::chrono::duration<double>(std::chrono::steady_clock::now() - t0).count();
    INFO("exit after " << took << " s; stderr: " << child.err());
    CHECK(child.exit_code() == 130);
    CHECK(std::filesystem::is_empty(dir.path()));
}

TEST_CASE("injected faults reach the user as one clear message, exit 1, and no folder")
{
    struct Case {
        const char* fault;
        const char* needle;
        bool partial;  // after Seq write finished: the table so far, marked PARTIAL (methodology §11)
    };
    const std::vector<Case> cases = {
        {"write:EIO:3", "I/O error during 4K write", true},
        {"read:EIO:1", "I/O error during Seq read", true},
        {"flush:EIO", "Flushing", false},
        {"write:ENOSPC:1", "disk became full during Seq write", false},
        {"preallocate:ENOSPC", "Not enough free space", false},
        {"open-direct:EINVAL", "does not support direct (unbuffered) I/O", false},
        {"read:ENODEV:5", "disappeared", true},
        // A FUSE daemon's death: ECONNABORTED in flight, ENOTCONN after (tests/fuse_kill.sh).
        {"write:ECONNABORTED:3", "disappeared during", true},
        {"read:ENOTCONN:2", "disappeared during", true},
    };
    for (const auto& c : cases) {
        TempDir dir;
        INFO(c.fault);
        const auto r = run_process(quick_run(dir.str()), {std::string("SOLIDMARK_FAULT=") + c.fault});
        CHECK(r.exit_code == 1);
        CHECK_THAT(r.err, Catch::Contains(c.needle));
        CHECK_THAT(r.err, Catch::Contains("solidmark-cli: error:"));
        if (c.partial) {
            CHECK_THAT(r.out, Catch::Contains("PARTIAL: the run ended during"));
            CHECK_THAT(r.err, Catch::Contains("kept as a partial result"));
        } else {
            CHECK(r.out.empty());
        }
        CHECK(std::filesystem::is_empty(dir.path()));
    }
    // --allow-buffered measures anyway and flags every result.
    TempDir dir;
    auto args = quick_run(dir.str());
    args.insert(args.end(), {"--allow-buffered", "--json", "-", "--quiet"});
    const auto r = run_process(args, {"SOLIDMARK_FAULT=open-direct:EINVAL"});
    REQUIRE(r.exit_code == 0);
    const sm::Json j = sm::parse_json(r.out);
    CHECK(j.at("flags").size() == 1);
    CHECK(j.at("flags")[0].get<std::string>() == "buffered");
    CHECK(std::filesystem::is_empty(dir.path()));
    const auto bad = run_process(quick_run(dir.str()), {"SOLIDMARK_FAULT=sometimes"});
    CHECK(bad.exit_code == 2);
    CHECK_THAT(bad.err, Catch::Contains("invalid SOLIDMARK_FAULT"));
}

TEST_CASE("write-through on or off is recorded, shown in the text and exported to fio as sync=dsync")
{
    TempDir dir;
    for (const char* v : {"on", "off"}) {
        auto args = quick_run(dir.str());
        args.insert(args.end(), {"--write-through", v, "--json", "-", "--quiet"});
        const auto r = run_process(args);
        REQUIRE(r.exit_code == 0);
        CHECK(sm::parse_json(r.out).at("settings").at("write_through") == (std::string(v) == "on"));
        const auto fio = run_process({cli, "export-fio", "run", "--target", dir.str(), "--write-through", v});
        REQUIRE(fio.exit_code == 0);
        CHECK((fio.out.find("sync=dsync") != std::string::npos) == (std::string(v) == "on"));
    }
    auto args = quick_run(dir.str());
    args.insert(args.end(), {"--write-through", "on", "--text", "-", "--quiet"});
    CHECK_THAT(run_process(args).out, Catch::Contains("Write-through"));
    const auto bad = run_process({cli, "run", "--target", dir.str(), "--write-through", "yes"});
    CHECK(bad.exit_code == 2);
    CHECK_THAT(bad.err, Catch::Contains("--write-through takes on or off, not 'yes'"));
}

TEST_CASE("signal stress: 50 SIGINT/SIGTERM at random moments, each ends with its exit code and no folder")
{
    std::mt19937_64 rng(std::random_device{}());
    int killed_mid_run = 0;
    double worst = 0;
    for (int i = 0; i < 50; ++i) {
        TempDir dir;
        const int sig = i % 2 ? SIGTERM : SIGINT;
        const auto delay = std::chrono::milliseconds(std::uniform_int_distribution<int>(0, 1200)(rng));
        smtest::Child child({cli, "run", "--target", dir.str(), "--size", "16MiB", "--random-seconds", "0.3",
                             "--access-seconds", "0.2", "--quiet"});
        std::this_thread::sleep_for(delay);
        const auto t0 = std::chrono::steady_clock::now();
        child.signal(sig);
        REQUIRE(child.wait_for(smtest::kEndsBound));  // ended, not hung; its speed: bench/cancel_latency.py
        const double took = std::chrono::duration<double>(std::chrono::steady_clock::now() - t0).count();
        INFO("iteration " << i << ", signal " << sig << " after " << delay.count() << " ms; stderr: " << child.err());
        worst = std::max(worst, took);
        // 0: the run had finished; 130/143: aborted by the signal.
        const int code = child.exit_code();
        CHECK((code == 0 || code == (sig == SIGINT ? 130 : 143) || code == 128 + sig));
        if (code != 0)
            ++killed_mid_run;
        CHECK(std::filesystem::is_empty(dir.path()));
    }
    WARN("signal stress: " << killed_mid_run << " of 50 runs aborted mid-run; worst exit " << worst << " s");
    CHECK(killed_mid_run >= 25);
}

TEST_CASE("the man page documents every option that --help prints")
{
    // Every command's own help, generated from the option declarations.
    std::vector<std::vector<std::string>> commands = {{"--help"},
                                                      {"history", "list", "--help"},
                                                      {"history", "import", "--help"},
                                                      {"compare", "--help"},
                                                      {"score", "--help"},
                                                      {"info", "--help"},
                                                      {"health", "--help"}};
    for (const sm::BenchmarkCommand* c : sm::benchmark_commands())  // every benchmark, from the registry
        commands.push_back({std::string(c->name), "--help"});
    for (const char* c : {"export-fio", "import-fio", "fleet"})
        commands.push_back({c, "--help"});
    commands.push_back({"export-fio", "run", "--help"});
    commands.push_back({"fleet", "preset", "--help"});
    const std::string man = sm::read_text_file(smtest::paths::man_page);
    std::set<std::string> options;
    for (std::vector<std::string> args : commands) {
        args.insert(args.begin(), cli);
        const auto help = run_process(args);
        REQUIRE(help.exit_code == 0);
        for (std::size_t at = help.out.find("--"); at != std::string::npos; at = help.out.find("--", at + 2)) {
            std::size_t end = at + 2;
            while (end < help.out.size() &&
                   (std::isalnum(static_cast<unsigned char>(help.out[end])) || help.out[end] == '-'))
                ++end;
            if (end > at + 2 && std::isalnum(static_cast<unsigned char>(help.out[at + 2])))  // not "----"
                options.insert(help.out.substr(at, end - at));
        }
    }
    CHECK(options.size() > 30);
    for (const std::string& opt : options) {
        std::string roff;  // roff spells "-" as "\-"
        for (char c : opt)
            roff += c == '-' ? std::string("\\-") : std::string(1, c);
        INFO(opt);
        CHECK(man.find(roff) != std::string::npos);
    }
}

TEST_CASE("nothing lost: outputs are checked before the run, and a failed export keeps the result")
{
    TempDir dir, db, out;
    const std::string hist = db.str() + "/h.sqlite";
    // An output that cannot be written stops the run before any I/O.
    auto args = quick_run(dir.str());
    args.insert(args.end(), {"--json", "/proc/x.json", "--history-db", hist});
    auto r = run_process(args);
    CHECK(r.exit_code == 1);
    CHECK_THAT(r.err, Catch::Contains("Cannot write '/proc/x.json'") && Catch::Contains("nothing was run"));
    CHECK(smtest::count_lines(r.err) == 1);
    CHECK(smtest::solidmark_folders(dir.path()).empty());
    CHECK_FALSE(std::filesystem::exists(hist));

    // An export that fails after the run (its folder vanished meanwhile):
    // the table is printed, the result is in the history, the message says where.
    const std::string gone = out.str() + "/gone";
    std::filesystem::create_directory(gone);
    args = {cli,
            "run",
            "--target",
            dir.str(),
            "--size",
            "32MiB",
            "--random-seconds",
            "1",
            "--access-seconds",
            "0.2",
            "--json",
            gone + "/r.json",
            "--history-db",
            hist};
    smtest::Child child(args);
    std::this_thread::sleep_for(std::chrono::milliseconds(300));
    std::filesystem::remove_all(gone);
    REQUIRE(child.wait_for(std::chrono::seconds(60)));
    CHECK(child.exit_code() == 1);
    CHECK_THAT(child.out(), Catch::Contains("Total"));
    CHECK_THAT(child.err(),
               Catch::Contains("Cannot write '" + gone + "/r.json'") && Catch::Contains("saved in the history as #1") &&
                   Catch::Contains("solidmark-cli history export 1 FILE"));
    const auto shown = run_process({cli, "history", "show", "1", "--json", "-", "--history-db", hist});
    CHECK(shown.exit_code == 0);
    CHECK(sm::parse_json(shown.out).at("schema").get<std::string>() == "solidmark.run/1");

    // Without a history, the document is kept in SolidMark's data folder.
    std::filesystem::create_directory(gone);
    args.pop_back();
    args.back() = "--no-history";
    const std::string data_home = db.str() + "/xdg";
    const char* old_home = std::getenv("XDG_DATA_HOME");
    const std::string saved_home = old_home ? old_home : "";
    ::setenv("XDG_DATA_HOME", data_home.c_str(), 1);  // the child inherits it
    smtest::Child second(args);
    if (old_home)
        ::setenv("XDG_DATA_HOME", saved_home.c_str(), 1);
    else
        ::unsetenv("XDG_DATA_HOME");
    std::this_thread::sleep_for(std::chrono::milliseconds(300));
    std::filesystem::remove_all(gone);
    REQUIRE(second.wait_for(std::chrono::seconds(60)));
    CHECK(second.exit_code() == 1);
    INFO(second.err());
    CHECK_THAT(second.err(), Catch::Contains("The result is kept in '" + data_home + "/solidmark/rescued/run-"));
    std::size_t rescued = 0;
    for (const auto& e : std::filesystem::directory_iterator(data_home + "/solidmark/rescued"))
        rescued += sm::parse_json(sm::read_text_file(e.path().string())).at("schema") == "solidmark.run/1";
    CHECK(rescued == 1);
    CHECK(smtest::solidmark_folders(dir.path()).empty());
}

TEST_CASE("a test folder that cannot be removed is named on stderr and in the JSON, even with --quiet")
{
    TempDir dir;
    auto args = quick_run(dir.str());
    args.insert(args.end(), {"--tests", "seq", "--json", "-", "--quiet", "--no-history"});
    const auto r = run_process(args, {"SOLIDMARK_FAULT=remove:EIO"});
    REQUIRE(r.exit_code == 0);
    const auto folders = smtest::solidmark_folders(dir.path());
    REQUIRE(folders.size() == 1);
    CHECK_THAT(r.err, Catch::Contains("Left behind: " + folders[0].string() + " — remove it by hand"));
    const sm::Json j = sm::parse_json(r.out);
    REQUIRE(j.contains("left_behind"));
    CHECK(j.at("left_behind") == sm::Json::array({folders[0].string()}));
}
