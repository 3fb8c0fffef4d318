// solidmark-cli: the headless front end. Same Runner, same JSON as the GUI.
#include "device/device_info.h"
#include "io/direct_file.h"
#include "io/fault.h"
#include "result/report.h"
#include "result/compare.h"
#include "result/json_fields.h"
#include "result/tool_report.h"
#if SOLIDMARK_HAVE_HISTORY
#include "history/history.h"
#endif
#include "run/compression.h"
#include "run/preset.h"
#include "run/profile.h"
#include "run/sweep.h"
#include "run/steady.h"
#include "run/surface.h"
#include "run/condition.h"
#include "run/copy_bench.h"
#include "run/runner.h"
#include "run/test_area.h"
#include "util/error.h"
#include "util/log.h"
#include "util/units.h"

#include <csignal>
#include <cstdio>
#include <fmt/format.h>
#include <iostream>
#include <limits>
#include <map>
#include <set>
#include <spdlog/spdlog.h>
#include <string>
#include <type_traits>
#include <vector>

namespace {

using sm::Error;
using sm::ErrorKind;

constexpr const char* kUsage = R"(Usage:
  solidmark-cli run --target DIR [options]
  solidmark-cli score --seq-read X --seq-write X --4k-read X --4k-write X
                      --4k64-read X --4k64-write X [--json -]
  solidmark-cli info --target DIR [--json -]
  solidmark-cli compression --target DIR [--size SIZE] [--json FILE|-] [--csv FILE|-]
  solidmark-cli copy --target DIR [--sets iso,program,game] [--scale F] [--verify]
                     [--json FILE|-] [--csv FILE|-]
  solidmark-cli condition --target DIR [--size SIZE|PCT%] (--minutes N | --written SIZE)
                          [--fill] [--keep] [--json FILE|-]
  solidmark-cli preset --target DIR [--preset default|nvme] [--tests LIST]
                       [--profile peak|real] [--passes N] [--seconds S]
                       [--engine auto|threads] [--json FILE|-] [--csv FILE|-]
  solidmark-cli profile --target DIR [--profile NAME] [--qd 1,2,4,8,16,32,64]
                        [--threads N] [--seconds S] [--json FILE|-] [--csv FILE|-]
  solidmark-cli sweep --target DIR [--from 512B] [--to 64MiB] [--qd 4]
                      [--seconds 2] [--json FILE|-] [--csv FILE|-]
  solidmark-cli steady --target DIR [--test RND4K-Q32T1] [--read-percent 0]
                       [--round-seconds 10] [--max-minutes 30] [--json FILE|-]
  solidmark-cli surface --target DIR [--points 100] [--chunk 8MiB] [--file]
                        [--json FILE|-] [--csv FILE|-]
  solidmark-cli history list|show|export|import|delete …
  solidmark-cli compare A B [--json -]
  solidmark-cli --help | --version

run: the AS SSD-style suite on a private SolidMark-<random> folder inside DIR
(removed afterwards). Sizes accept B, KiB/K, MiB/M, GiB/G (MB means MiB).
  --target DIR            folder on the drive to test (required)
  --size SIZE             test file size (default 1GiB, at least 16MiB)
  --tests LIST            comma list of seq,4k,4k64,access (default: all)
  --data MODE             incompressible (default) | compressible[:PCT]
                          (PCT = share of zero bytes, default 100)
  --random-seconds S      time bound of 4K and 4K-64Thrd (default 5)
  --access-seconds S      time bound of each access-time test (default 3)
  --seq-max-seconds S     time cap of each sequential pass (default 60)
  --threads N             threads of 4K-64Thrd (default 64)
  --allow-buffered        run even where direct I/O is refused; results are
                          flagged as cached and are not comparable
  --clean-stale           first remove SolidMark-* folders left in DIR by a
                          crashed run (only folders SolidMark created)
  --verify                writes stamp every 512 B with its offset, the run id
                          and a checksum; reads check them and stop at the
                          first corrupted, misplaced or lost block (catches
                          fake-capacity and failing drives; costs some CPU,
                          reported per phase)
  --json FILE|-           write the result as JSON (schema solidmark.run/1)
  --csv FILE|-            write the result as CSV
  --text FILE|-           write an AS SSD-style text report
  --quiet                 no progress on stderr
  --verbose               debug log on stderr

compression: 11 points from 0 % to 100 % compressible (share of zero bytes
in each 4 KiB) in 10 % steps; each point writes then reads its own region
(test size / 11, at least 16MiB) sequentially, 1 MB blocks, QD1, unbuffered.
  --size SIZE             test size (default 1GiB)
  --allow-buffered, --clean-stale, --quiet, --verbose as for run
  --json FILE|-           JSON (schema solidmark.compression/1); --csv as for run

copy: creates the ISO (2 files, 1 GiB), Program (~5,000 files, 512 MiB) and
Game (~800 files, 1 GiB) sets, evicts them from the page cache, then times an
ordinary buffered copy on the same volume through the final flush.
  --sets LIST             comma list of iso,program,game (default: all)
  --scale F               shrink or grow every set (0.001 to 16, default 1)
  --seed N                data set seed (default: a fresh one per run)
  --verify                afterwards, check every copied byte (not timed)
  --clean-stale, --quiet, --verbose as for run
  --json FILE|-           JSON (schema solidmark.copy/1); --csv as for run

condition: random 128 KiB incompressible writes over a conditioning file,
for a time or an amount, to bring a drive to its used state before a run
labelled "conditioned". Leaves at least 2 GiB free.
  --size SIZE|PCT%        file size (default 50% of the free space)
  --minutes N | --written SIZE   how long, or how much to write (one of them)
  --fill                  one sequential pass over the file first
  --keep                  keep the file until the next 'run' on DIR ends
  --json FILE|-           JSON (schema solidmark.condition/1)

preset: CrystalDiskMark-style tests on the queue-depth engine (io_uring on
Linux, else one thread per request in flight), each read then write,
--passes times for --seconds each; speeds in decimal MB/s (10^6 B/s, as
CrystalDiskMark prints them; the run suite prints MiB/s).
  --preset NAME           default: SEQ1M Q8T1, SEQ1M Q1T1, RND4K Q32T1, RND4K Q1T1
                          nvme: SEQ1M Q8T1, SEQ128K Q32T1, RND4K Q32T16, RND4K Q1T1
  --tests LIST            instead, a comma list like SEQ1M-Q8T1,RND4K-Q32T1
  --profile peak|real     peak: the best pass (default); real: the passes' mean
  --passes N              passes per test and direction (default 5)
  --seconds S             time bound of each pass (default 5; a sequential
                          pass ends sooner when it reaches the end of the file)
  --size SIZE             test file size (default 1GiB)
  --engine auto|threads   auto: io_uring where available; threads: force the
                          thread-per-request fallback
  --allow-buffered, --clean-stale, --quiet, --verbose as for run
  --json FILE|-           JSON (schema solidmark.preset/1); --csv as for run

profile: an IOMeter-style workload across a queue-depth ramp; per step
IOPS, MB/s (10^6 B/s), mean and p99 latency.
  --profile NAME          database (8K, 67% read, random), fileserver (80% read,
                          512B-64K mix), webserver (100% read, 512B-512K mix),
                          workstation (8K, 80% read, 80% random); default database
  --qd LIST               queue depths of the ramp (default 1,2,4,8,16,32,64)
  --threads N             threads, each with the step's queue depth (default 1)
  --seconds S             time bound of each step (default 5)
  --size, --engine, --allow-buffered, --clean-stale, --quiet as for preset
  --json FILE|-           JSON (schema solidmark.profile/1); --csv as for run

sweep: ATTO-style block sizes, powers of two; sequential write then read of
each size at one queue depth, one pass or --seconds per size.
  --from SIZE, --to SIZE  smallest and largest block (default 512B and 64MiB)
  --qd N                  queue depth (default 4)
  --seconds S             time bound per size and direction (default 2)
  --size, --engine, --allow-buffered, --clean-stale, --quiet as for preset
  --json FILE|-           JSON (schema solidmark.sweep/1); --csv as for run

steady: repeats one test in rounds until the last 5 rounds' IOPS stay within
±10 % of their mean and their fitted slope within ±5 % (SNIA-style steady
state), or until the cap; prints IOPS per round and the steady-state IOPS.
  --test TEST             a preset test, e.g. RND4K-Q32T1 (default)
  --read-percent N        share of reads, 0 (all writes, default) to 100
  --round-seconds S       length of a round (default 10)
  --max-minutes N         cap on all rounds (default 30)
  --size, --engine, --allow-buffered, --clean-stale, --quiet as for preset
  --json FILE|-           JSON (schema solidmark.steady/1); --csv as for run

surface: read speed at evenly spaced points across the whole device (opened
read-only, never written), else across a test file; plus access time.
  --points N              points across the span (default 100)
  --chunk SIZE            read at each point, 1 MiB blocks, QD1 (default 8MiB)
  --file                  use a test file even where the device opens
  --size SIZE             the test file's size when one is used (default 1GiB)
  --allow-buffered, --clean-stale, --quiet as for run
  --json FILE|-           JSON (schema solidmark.surface/1); --csv as for run

history list [--device TEXT] [--json -] | show ID [--json -] |
        export ID FILE | import FILE.json [--label TEXT] | delete ID
compare A B [--json -]    A and B: history ids or result JSON files of one kind

Every run, compression, copy, condition, preset, profile, sweep, steady and surface is saved to the history
($XDG_DATA_HOME/solidmark/history.sqlite; --history-db PATH or
SOLIDMARK_HISTORY_DB override it) with --label TEXT (e.g. out-of-box,
conditioned); --no-history skips saving.

score: the AS SSD score from MB/s values (MiB/s), printed as
"Read: N", "Write: N", "Total: N" ("----" when an input is missing).

Exit codes: 0 success, 1 failure while running, 2 bad usage or input,
130 aborted by SIGINT/SIGTERM.
)";

// ---- signals -------------------------------------------------------------
sm::CancelToken g_cancel;
volatile std::sig_atomic_t g_signal = 0;

extern "C" void on_signal(int sig)
{
    g_signal = sig;
    g_cancel.cancel();
}

// ---- option parsing ------------------------------------------------------
struct Args {
    std::string command;
    std::map<std::string, std::string> values;
    std::set<std::string> flags;
    std::vector<std::string> positional;

    bool has(const std::string& k) const { return values.count(k) || flags.count(k); }
    const std::string* get(const std::string& k) const
    {
        auto it = values.find(k);
        return it == values.end() ? nullptr : &it->second;
    }
};

Args parse_args(int argc, char** argv, const std::string& command, const std::set<std::string>& with_value,
                const std::set<std::string>& flags, int first = 2, std::size_t max_positional = 0)
{
    Args a;
    a.command = command;
    for (int i = first; i < argc; ++i) {
        std::string arg = argv[i];
        std::string value;
        bool inline_value = false;
        if (arg.rfind("--", 0) == 0) {
            if (auto eq = arg.find('='); eq != std::string::npos) {
                value = arg.substr(eq + 1);
                arg = arg.substr(0, eq);
                inline_value = true;
            }
        }
        if (with_value.count(arg)) {
            if (!inline_value) {
                if (i + 1 >= argc)
                    throw Error(ErrorKind::InvalidInput, fmt::format("option '{}' needs a value", arg));
                value = argv[++i];
            }
            if (a.values.count(arg))
                throw Error(ErrorKind::InvalidInput, fmt::format("option '{}' is given twice", arg));
            a.values[arg] = value;
        } else if (flags.count(arg)) {
            if (inline_value)
                throw Error(ErrorKind::InvalidInput, fmt::format("option '{}' takes no value", arg));
            a.flags.insert(arg);
        } else if (arg.rfind("-", 0) == 0) {
            throw Error(ErrorKind::InvalidInput,
                        fmt::format("unknown option '{}' for '{}' (see solidmark-cli --help)", arg, command));
        } else if (a.positional.size() < max_positional) {
            a.positional.push_back(arg);
        } else {
            throw Error(ErrorKind::InvalidInput,
                        fmt::format("unexpected argument '{}' for '{}' (see solidmark-cli --help)", arg, command));
        }
    }
    return a;
}

void emit(const std::string& dest, const std::string& text)
{
    if (dest == "-")
        std::fwrite(text.data(), 1, text.size(), stdout);
    else
        sm::write_text_file(dest, text);
}

// ---- progress on stderr ----------------------------------------------------
class ConsoleProgress {
public:
    ConsoleProgress(bool quiet, int phases) : m_quiet(quiet), m_tty(sm::stderr_is_terminal()), m_total(phases) {}

    void operator()(const sm::ProgressEvent& ev)
    {
        if (m_quiet)
            return;
        using K = sm::ProgressEvent::Kind;
        switch (ev.kind) {
        case K::Status:
            clear();
            std::fprintf(stderr, "%s...\n", ev.text.c_str());
            break;
        case K::PhaseStarted:
            if (ev.test || ev.step >= 0)
                ++m_index;
            m_name = ev.text;
            draw(0, ev.run_elapsed_s);
            break;
        case K::PhaseProgress:
            if (!ev.text.empty())
                m_name = ev.text;  // conditioning reports MB/s and ETA here
            if (m_tty)
                draw(ev.fraction, ev.run_elapsed_s);
            break;
        case K::PhaseFinished: {
            clear();
            std::string value;
            if (ev.test && ev.result) {
                value = *ev.test == sm::TestId::Access
                            ? fmt::format("{} ms", sm::format_ms(ev.result->access_ms()))
                            : fmt::format("{} MB/s", sm::format_mib_s(ev.result->mib_s()));
                value += fmt::format("  ({:.0f} IOPS, p99 {:.0f} us)", ev.test == sm::TestId::Access
                                                                            ? ev.result->access_iops()
                                                                            : ev.result->iops(),
                                     ev.result->latency.p99_us);
            } else if (ev.result) {
                value = fmt::format("{} MB/s  ({:.2f} s)", sm::format_mib_s(ev.result->mib_s()), ev.result->elapsed_s);
            } else {
                value = "done";
            }
            std::fprintf(stderr, "%s %-16s %s  [%s]\n", counter().c_str(), ev.text.c_str(), value.c_str(),
                         clock(ev.run_elapsed_s).c_str());
            break;
        }
        }
        std::fflush(stderr);
    }

    void clear()
    {
        if (m_tty && m_drawn) {
            std::fprintf(stderr, "\r\033[K");
            m_drawn = false;
        }
    }

private:
    std::string counter() const { return m_index ? fmt::format("[{}/{}]", m_index, m_total) : std::string("[   ]"); }
    static std::string clock(double s)
    {
        const int t = static_cast<int>(s);
        return fmt::format("{:02}:{:02}", t / 60, t % 60);
    }
    void draw(double fraction, double elapsed)
    {
        if (!m_tty)
            return;
        std::fprintf(stderr, "\r\033[K%s %-16s %3.0f%%  [%s]", counter().c_str(), m_name.c_str(), fraction * 100,
                     clock(elapsed).c_str());
        m_drawn = true;
    }

    bool m_quiet;
    bool m_tty;
    int m_total;
    int m_index = 0;
    bool m_drawn = false;
    std::string m_name;
};

// ---- shared by the commands that write to a target ---------------------------
void catch_signals()
{
    std::signal(SIGINT, on_signal);
    std::signal(SIGTERM, on_signal);
}

// Checks the target and reports (or, with --clean-stale, removes) folders
// left by a run that did not finish.
void check_target_and_stale(const Args& a, const std::filesystem::path& target)
{
    sm::check_target_folder(target);
    for (const auto& stale : sm::TestArea::find_stale(target)) {
        if (a.has("--clean-stale")) {
            const bool removed = sm::TestArea::remove_stale(stale);
            std::fprintf(stderr, "%s leftover test folder %s\n", removed ? "Removed" : "Could not remove",
                         stale.string().c_str());
        } else {
            std::fprintf(stderr,
                         "Note: %s was left by an earlier SolidMark run that did not finish; "
                         "rerun with --clean-stale to remove it.\n",
                         stale.string().c_str());
        }
    }
}

// --json / --csv, and the table on stdout (on stderr when JSON goes to stdout).
template <class Result>
int emit_outputs(const Args& a, const Result& result, bool quiet)
{
    const auto* json = a.get("--json");
    const bool json_to_stdout = json && *json == "-";
    if (json)
        emit(*json, sm::to_json_text(result));
    if (auto v = a.get("--csv"))
        emit(*v, sm::csv_report(result));
    const std::string table = sm::console_table(result);
    if (!json_to_stdout)
        std::fwrite(table.data(), 1, table.size(), stdout);
    else if (!quiet)
        std::fwrite(table.data(), 1, table.size(), stderr);
    return 0;
}

// ---- history ------------------------------------------------------------------
#if SOLIDMARK_HAVE_HISTORY
std::filesystem::path history_path(const Args& a)
{
    if (auto v = a.get("--history-db"))
        return *v;
    return sm::HistoryStore::default_path();
}

sm::HistoryStore open_history(const Args& a)
{
    sm::HistoryStore h(history_path(a));
    if (!h.notice().empty())
        std::fprintf(stderr, "Note: %s\n", h.notice().c_str());
    return h;
}
#endif

// Saves a completed result unless --no-history. A result that cannot be
// saved is still printed and exported; the user gets a warning, not an error.
template <class Result>
void save_to_history(const Args& a, const Result& result, bool quiet)
{
#if SOLIDMARK_HAVE_HISTORY
    if (a.has("--no-history"))
        return;
    try {
        sm::HistoryStore h = open_history(a);
        const std::string label = a.get("--label") ? *a.get("--label") : std::string();
        const std::int64_t id = h.save(result, label);
        if (!quiet)
            std::fprintf(stderr, "Saved to history as #%lld%s (%s).\n", static_cast<long long>(id),
                         label.empty() ? "" : (" with label '" + label + "'").c_str(), h.path().string().c_str());
        if constexpr (std::is_same_v<Result, sm::RunResult>) {
            if (label == "conditioned")
                if (auto base = h.latest("run", sm::device_key(result.device), "out-of-box"))
                    std::fprintf(stderr, "Compare with the last out-of-box run of this drive: solidmark-cli compare "
                                         "%lld %lld\n",
                                 static_cast<long long>(base->id), static_cast<long long>(id));
        }
    } catch (const Error& e) {
        std::fprintf(stderr, "Warning: the result was not saved to history: %s\n", e.what());
    }
#else
    (void)a, (void)result, (void)quiet;
#endif
}

// ---- commands ----------------------------------------------------------------
int cmd_run(int argc, char** argv)
{
    const Args a = parse_args(argc, argv, "run",
                              {"--target", "--size", "--tests", "--data", "--random-seconds", "--access-seconds",
                               "--seq-max-seconds", "--threads", "--json", "--csv", "--text", "--label",
                               "--history-db"},
                              {"--allow-buffered", "--quiet", "--verbose", "--clean-stale", "--verify", "--no-history"});
    sm::setup_logging(a.has("--verbose"), "solidmark-cli");
    const std::string* target = a.get("--target");
    if (!target || target->empty())
        throw Error(ErrorKind::InvalidInput, "'run' needs --target DIR (the folder on the drive to test)");

    sm::RunRequest req;
    req.target = *target;
    req.app_version = SOLIDMARK_VERSION;
    sm::RunSettings& s = req.settings;
    if (auto v = a.get("--size"))
        s.size_bytes = sm::parse_size(*v);
    if (auto v = a.get("--tests")) {
        s.tests = {false, false, false, false};
        std::string list = *v + ",";
        std::size_t start = 0;
        for (std::size_t comma; (comma = list.find(',', start)) != std::string::npos; start = comma + 1) {
            const std::string item = list.substr(start, comma - start);
            bool known = false;
            for (sm::TestId t : sm::kAllTests)
                if (item == sm::test_key(t)) {
                    s.tests[static_cast<int>(t)] = true;
                    known = true;
                }
            if (!known)
                throw Error(ErrorKind::InvalidInput,
                            fmt::format("unknown test '{}' in --tests: use seq, 4k, 4k64, access", item));
        }
    }
    if (auto v = a.get("--data"))
        s.data = sm::DataSpec::parse(*v);
    if (auto v = a.get("--random-seconds"))
        s.random_seconds = sm::parse_seconds(*v);
    if (auto v = a.get("--access-seconds"))
        s.access_seconds = sm::parse_seconds(*v);
    if (auto v = a.get("--seq-max-seconds"))
        s.seq_max_seconds = sm::parse_seconds(*v);
    if (auto v = a.get("--threads"))
        s.threads_4k64 = static_cast<unsigned>(sm::parse_int(*v, 1, 256, "thread count"));
    s.allow_buffered = a.has("--allow-buffered");
    s.verify = a.has("--verify");
    sm::validate_settings(s);
    const bool quiet = a.has("--quiet");

    check_target_and_stale(a, req.target);

    int phases = 0;
    for (sm::TestId t : sm::kAllTests)
        if (s.selected(t))
            phases += 2;
    ConsoleProgress progress(quiet, phases);
    catch_signals();
    // A conditioning file kept for this run (condition --keep) goes when the run ends, however it ends.
    const auto remove_kept = [&] {
        for (const auto& kept : sm::TestArea::find_kept(req.target))
            if (sm::TestArea::remove_kept(kept) && !quiet)
                std::fprintf(stderr, "Removed the conditioning file kept for this run (%s).\n", kept.string().c_str());
    };
    sm::RunResult result;
    try {
        result = sm::run_suite(req, g_cancel, std::ref(progress));
    } catch (...) {
        progress.clear();
        remove_kept();
        throw;
    }
    progress.clear();
    remove_kept();

    if (auto v = a.get("--text"))
        emit(*v, sm::text_report(result));
    const int rc = emit_outputs(a, result, quiet);
    save_to_history(a, result, quiet);
    return rc;
}

// Runs `body` with progress on stderr; the progress line is cleared on every exit path.
template <class Result, class Body>
Result with_progress(ConsoleProgress& progress, Body&& body)
{
    catch_signals();
    try {
        Result r = body(std::ref(progress));
        progress.clear();
        return r;
    } catch (...) {
        progress.clear();
        throw;
    }
}

// The common course of the tool commands: check the target (and stale
// folders), run with progress on stderr, print and export the result, save
// it to the history. `phases` sizes the progress counter.
template <class Run>
int run_tool_command(const Args& a, const std::filesystem::path& target, int phases, Run run)
{
    using Result = decltype(run(sm::ProgressFn{}));
    check_target_and_stale(a, target);
    ConsoleProgress progress(a.has("--quiet"), phases);
    const Result result = with_progress<Result>(progress, run);
    const int rc = emit_outputs(a, result, a.has("--quiet"));
    save_to_history(a, result, a.has("--quiet"));
    return rc;
}

std::string required_target(const Args& a)
{
    const std::string* target = a.get("--target");
    if (!target || target->empty())
        throw Error(ErrorKind::InvalidInput,
                    fmt::format("'{}' needs --target DIR (the folder on the drive to test)", a.command));
    return *target;
}

int cmd_compression(int argc, char** argv)
{
    const Args a = parse_args(argc, argv, "compression",
                              {"--target", "--size", "--json", "--csv", "--label", "--history-db"},
                              {"--allow-buffered", "--quiet", "--verbose", "--clean-stale", "--no-history"});
    sm::setup_logging(a.has("--verbose"), "solidmark-cli");
    sm::CompressionRequest req;
    req.target = required_target(a);
    req.app_version = SOLIDMARK_VERSION;
    if (auto v = a.get("--size"))
        req.size_bytes = sm::parse_size(*v);
    if (req.size_bytes < sm::kCompressionMinRegion)
        throw Error(ErrorKind::InvalidInput, "The test size is too small: use at least 16MiB.");
    req.allow_buffered = a.has("--allow-buffered");
    return run_tool_command(a, req.target, 2 * sm::kCompressionPoints,
                            [&](const sm::ProgressFn& fn) { return sm::run_compression(req, g_cancel, fn); });
}

// --engine auto|threads (presets, profiles, sweep, steady state).
sm::QueueEngine queue_engine_option(const Args& a)
{
    const std::string* v = a.get("--engine");
    if (!v || *v == "auto")
        return sm::QueueEngine::Auto;
    if (*v == "threads")
        return sm::QueueEngine::Threads;
    throw Error(ErrorKind::InvalidInput, fmt::format("unknown engine '{}': use auto or threads", *v));
}

int cmd_preset(int argc, char** argv)
{
    const Args a = parse_args(argc, argv, "preset",
                              {"--target", "--size", "--preset", "--tests", "--profile", "--passes", "--seconds",
                               "--engine", "--json", "--csv", "--label", "--history-db"},
                              {"--allow-buffered", "--quiet", "--verbose", "--clean-stale", "--no-history"});
    sm::setup_logging(a.has("--verbose"), "solidmark-cli");
    sm::PresetRequest req;
    req.target = required_target(a);
    req.app_version = SOLIDMARK_VERSION;
    if (auto v = a.get("--size"))
        req.size_bytes = sm::parse_size(*v);
    if (auto v = a.get("--preset"))
        req.preset = *v;
    if (auto v = a.get("--tests")) {
        std::string list = *v + ",";
        for (std::size_t start = 0, comma; (comma = list.find(',', start)) != std::string::npos; start = comma + 1)
            if (comma > start)
                req.tests.push_back(sm::parse_preset_test(list.substr(start, comma - start)));
        if (req.tests.empty())
            throw Error(ErrorKind::InvalidInput, "--tests needs at least one test, e.g. RND4K-Q32T1");
    } else {
        (void)sm::preset_tests(req.preset);  // an unknown preset is bad usage, before any I/O
    }
    if (auto v = a.get("--profile")) {
        if (*v != "peak" && *v != "real")
            throw Error(ErrorKind::InvalidInput, fmt::format("unknown profile '{}': use peak or real", *v));
        req.profile = *v == "peak" ? sm::PresetProfile::Peak : sm::PresetProfile::Real;
    }
    if (auto v = a.get("--passes"))
        req.passes = static_cast<unsigned>(sm::parse_int(*v, 1, 100, "number of passes"));
    if (auto v = a.get("--seconds"))
        req.seconds = sm::parse_seconds(*v);
    req.engine = queue_engine_option(a);
    req.allow_buffered = a.has("--allow-buffered");
    const std::size_t tests = req.tests.empty() ? sm::preset_tests(req.preset).size() : req.tests.size();
    return run_tool_command(a, req.target, static_cast<int>(1 + 2 * tests * req.passes),
                            [&](const sm::ProgressFn& fn) { return sm::run_preset(req, g_cancel, fn); });
}

int cmd_profile(int argc, char** argv)
{
    const Args a = parse_args(argc, argv, "profile",
                              {"--target", "--size", "--profile", "--qd", "--threads", "--seconds", "--engine", "--json",
                               "--csv", "--label", "--history-db"},
                              {"--allow-buffered", "--quiet", "--verbose", "--clean-stale", "--no-history"});
    sm::setup_logging(a.has("--verbose"), "solidmark-cli");
    sm::ProfileRequest req;
    req.target = required_target(a);
    req.app_version = SOLIDMARK_VERSION;
    if (auto v = a.get("--size"))
        req.size_bytes = sm::parse_size(*v);
    if (auto v = a.get("--profile"))
        req.profile = *v;
    (void)sm::workload_profile(req.profile);  // an unknown profile is bad usage, before any I/O
    if (auto v = a.get("--qd")) {
        req.queue_depths.clear();
        std::string list = *v + ",";
        for (std::size_t start = 0, comma; (comma = list.find(',', start)) != std::string::npos; start = comma + 1)
            if (comma > start)
                req.queue_depths.push_back(
                    static_cast<unsigned>(sm::parse_int(list.substr(start, comma - start), 1, 256, "queue depth")));
        if (req.queue_depths.empty())
            throw Error(ErrorKind::InvalidInput, "--qd needs at least one queue depth, e.g. 1,8,32");
    }
    if (auto v = a.get("--threads"))
        req.threads = static_cast<unsigned>(sm::parse_int(*v, 1, 64, "thread count"));
    if (auto v = a.get("--seconds"))
        req.seconds = sm::parse_seconds(*v);
    req.engine = queue_engine_option(a);
    req.allow_buffered = a.has("--allow-buffered");
    return run_tool_command(a, req.target, static_cast<int>(1 + req.queue_depths.size()),
                            [&](const sm::ProgressFn& fn) { return sm::run_profile(req, g_cancel, fn); });
}

int cmd_sweep(int argc, char** argv)
{
    const Args a = parse_args(argc, argv, "sweep",
                              {"--target", "--size", "--from", "--to", "--qd", "--seconds", "--engine", "--json", "--csv",
                               "--label", "--history-db"},
                              {"--allow-buffered", "--quiet", "--verbose", "--clean-stale", "--no-history"});
    sm::setup_logging(a.has("--verbose"), "solidmark-cli");
    sm::SweepRequest req;
    req.target = required_target(a);
    req.app_version = SOLIDMARK_VERSION;
    if (auto v = a.get("--size"))
        req.size_bytes = sm::parse_size(*v);
    const auto block = [](const std::string& text) {
        const std::uint64_t b = sm::parse_size(text);
        if (b > (64u << 20))
            throw Error(ErrorKind::InvalidInput, fmt::format("block size {} is above 64MiB", text));
        return static_cast<std::uint32_t>(b);
    };
    if (auto v = a.get("--from"))
        req.min_block = block(*v);
    if (auto v = a.get("--to"))
        req.max_block = block(*v);
    if (auto v = a.get("--qd"))
        req.queue_depth = static_cast<unsigned>(sm::parse_int(*v, 1, 256, "queue depth"));
    if (auto v = a.get("--seconds"))
        req.seconds = sm::parse_seconds(*v);
    req.engine = queue_engine_option(a);
    req.allow_buffered = a.has("--allow-buffered");
    int steps = 0;
    for (std::uint64_t b = req.min_block; b && b <= req.max_block; b *= 2)
        steps += 2;
    return run_tool_command(a, req.target, steps + 1,
                            [&](const sm::ProgressFn& fn) { return sm::run_sweep(req, g_cancel, fn); });
}

int cmd_steady(int argc, char** argv)
{
    const Args a = parse_args(argc, argv, "steady",
                              {"--target", "--size", "--test", "--read-percent", "--round-seconds", "--max-minutes",
                               "--engine", "--json", "--csv", "--label", "--history-db"},
                              {"--allow-buffered", "--quiet", "--verbose", "--clean-stale", "--no-history"});
    sm::setup_logging(a.has("--verbose"), "solidmark-cli");
    sm::SteadyRequest req;
    req.target = required_target(a);
    req.app_version = SOLIDMARK_VERSION;
    if (auto v = a.get("--size"))
        req.size_bytes = sm::parse_size(*v);
    if (auto v = a.get("--test"))
        req.test = sm::parse_preset_test(*v);
    if (auto v = a.get("--read-percent"))
        req.read_percent = static_cast<unsigned>(sm::parse_int(*v, 0, 100, "read share"));
    if (auto v = a.get("--round-seconds"))
        req.round_seconds = sm::parse_seconds(*v);
    if (auto v = a.get("--max-minutes"))
        req.max_seconds = sm::parse_number(*v, "number of minutes") * 60;
    req.engine = queue_engine_option(a);
    req.allow_buffered = a.has("--allow-buffered");
    const int rounds = static_cast<int>(std::min(1000.0, req.max_seconds / req.round_seconds));
    return run_tool_command(a, req.target, rounds + 1,
                            [&](const sm::ProgressFn& fn) { return sm::run_steady(req, g_cancel, fn); });
}

int cmd_surface(int argc, char** argv)
{
    const Args a = parse_args(argc, argv, "surface",
                              {"--target", "--size", "--points", "--chunk", "--json", "--csv", "--label", "--history-db"},
                              {"--file", "--allow-buffered", "--quiet", "--verbose", "--clean-stale", "--no-history"});
    sm::setup_logging(a.has("--verbose"), "solidmark-cli");
    sm::SurfaceRequest req;
    req.target = required_target(a);
    req.app_version = SOLIDMARK_VERSION;
    if (auto v = a.get("--size"))
        req.file_bytes = sm::parse_size(*v);
    if (auto v = a.get("--points"))
        req.points = static_cast<unsigned>(sm::parse_int(*v, 2, 10000, "number of points"));
    if (auto v = a.get("--chunk"))
        req.chunk_bytes = sm::parse_size(*v);
    req.use_device = !a.has("--file");
    req.allow_buffered = a.has("--allow-buffered");
    return run_tool_command(a, req.target, static_cast<int>(req.points + 1),
                            [&](const sm::ProgressFn& fn) { return sm::run_surface(req, g_cancel, fn); });
}

int cmd_copy(int argc, char** argv)
{
    const Args a = parse_args(argc, argv, "copy",
                              {"--target", "--sets", "--scale", "--seed", "--json", "--csv", "--label", "--history-db"},
                              {"--verify", "--quiet", "--verbose", "--clean-stale", "--no-history"});
    sm::setup_logging(a.has("--verbose"), "solidmark-cli");
    sm::CopyRequest req;
    req.target = required_target(a);
    req.app_version = SOLIDMARK_VERSION;
    if (auto v = a.get("--sets"))
        req.sets = sm::parse_copy_sets(*v);
    if (auto v = a.get("--scale")) {
        req.scale = sm::parse_number(*v, "scale value");
        if (!(req.scale >= sm::kMinCopyScale && req.scale <= sm::kMaxCopyScale))
            throw Error(ErrorKind::InvalidInput,
                        fmt::format("--scale must be from {} to {}", sm::kMinCopyScale, sm::kMaxCopyScale));
    }
    if (auto v = a.get("--seed"))
        req.seed = static_cast<std::uint64_t>(sm::parse_int(*v, 1, std::numeric_limits<long>::max(), "seed"));
    req.verify = a.has("--verify");
    return run_tool_command(a, req.target, static_cast<int>(req.sets.size()),
                            [&](const sm::ProgressFn& fn) { return sm::run_copy(req, g_cancel, fn); });
}

int cmd_score(int argc, char** argv)
{
    const std::vector<std::string> keys = {"--seq-read", "--seq-write", "--4k-read",
                                           "--4k-write", "--4k64-read", "--4k64-write"};
    std::set<std::string> with_value(keys.begin(), keys.end());
    with_value.insert("--json");
    const Args a = parse_args(argc, argv, "score", with_value, {});
    std::vector<std::optional<double>> v;
    for (const auto& k : keys) {
        const std::string* s = a.get(k);
        v.push_back(s ? std::optional<double>(sm::parse_number(*s, k.substr(2) + " value")) : std::nullopt);
    }
    const sm::Scores sc = sm::compute_scores(v[0], v[1], v[2], v[3], v[4], v[5]);
    if (auto j = a.get("--json")) {
        sm::Json out = sm::Json::object();
        out["read"] = sc.read ? sm::Json(*sc.read) : sm::Json();
        out["write"] = sc.write ? sm::Json(*sc.write) : sm::Json();
        out["total"] = sc.total ? sm::Json(*sc.total) : sm::Json();
        emit(*j, out.dump(2) + "\n");
        return 0;
    }
    std::printf("Read: %s\nWrite: %s\nTotal: %s\n", sm::score_text(sc.read).c_str(), sm::score_text(sc.write).c_str(),
                sm::score_text(sc.total).c_str());
    return 0;
}

int cmd_info(int argc, char** argv)
{
    const Args a = parse_args(argc, argv, "info", {"--target", "--json"}, {"--verbose"});
    sm::setup_logging(a.has("--verbose"), "solidmark-cli");
    const std::string* target = a.get("--target");
    if (!target || target->empty())
        throw Error(ErrorKind::InvalidInput, "'info' needs --target DIR");
    sm::check_target_folder(*target);
    sm::RunResult r;
    r.device = sm::query_device_info(*target);
    const sm::Json dev = sm::to_json(r).at("device");
    if (auto j = a.get("--json")) {
        emit(*j, dev.dump(2) + "\n");
        return 0;
    }
    const sm::DeviceInfo& d = r.device;
    const auto bytes = [](const std::optional<std::uint64_t>& b) {
        return b ? fmt::format("{} ({} bytes)", sm::format_bytes(*b), *b) : std::string("n/a");
    };
    const auto num = [](const std::optional<std::uint32_t>& b) { return b ? std::to_string(*b) : std::string("n/a"); };
    std::printf("Name:            %s\n", sm::n_a(d.model).c_str());
    std::printf("Firmware:        %s\n", sm::n_a(d.firmware).c_str());
    std::printf("Serial:          %s\n", sm::n_a(d.serial).c_str());
    std::printf("Controller:      %s\n", sm::n_a(d.driver).c_str());
    std::printf("Bus:             %s\n", sm::n_a(d.bus).c_str());
    std::printf("Device:          %s\n", sm::n_a(d.device_node).c_str());
    std::printf("Volume disk:     %s\n", sm::n_a(d.volume_disk_node).c_str());
    std::printf("Partition:       %s\n", sm::n_a(d.partition_node).c_str());
    std::printf("Stack:           %s\n", sm::n_a(d.stack).c_str());
    std::printf("Offset:          %s\n", d.partition_offset_text().c_str());
    std::printf("Capacity:        %s\n", bytes(d.capacity_bytes).c_str());
    std::printf("Logical block:   %s\n", num(d.logical_block_bytes).c_str());
    std::printf("Physical block:  %s\n", num(d.physical_block_bytes).c_str());
    std::printf("Rotational:      %s\n", d.rotational ? (*d.rotational ? "yes" : "no") : "n/a");
    std::printf("Write cache:     %s\n", sm::n_a(d.write_cache).c_str());
    std::printf("Filesystem:      %s\n", sm::n_a(d.filesystem).c_str());
    std::printf("Mount point:     %s (%s)\n", sm::n_a(d.mount_point).c_str(), sm::n_a(d.mount_options).c_str());
    std::printf("Volume size:     %s\n", bytes(d.volume_size_bytes).c_str());
    std::printf("Free:            %s\n", bytes(d.free_bytes).c_str());
    return 0;
}

int cmd_condition(int argc, char** argv)
{
    const Args a = parse_args(argc, argv, "condition",
                              {"--target", "--size", "--minutes", "--written", "--json", "--label", "--history-db"},
                              {"--fill", "--keep", "--quiet", "--verbose", "--no-history", "--clean-stale"});
    sm::setup_logging(a.has("--verbose"), "solidmark-cli");
    sm::ConditionRequest req;
    req.target = required_target(a);
    req.app_version = SOLIDMARK_VERSION;
    if (auto v = a.get("--size")) {
        if (!v->empty() && v->back() == '%') {
            req.size_percent = sm::parse_number(v->substr(0, v->size() - 1), "size percent");
            if (!(req.size_percent > 0 && req.size_percent <= 100))
                throw Error(ErrorKind::InvalidInput, "--size in percent must be more than 0 and at most 100%");
        } else {
            req.size_bytes = sm::parse_size(*v);
        }
    }
    if (a.has("--minutes") == a.has("--written"))
        throw Error(ErrorKind::InvalidInput, "'condition' needs exactly one of --minutes N or --written SIZE");
    if (auto v = a.get("--minutes")) {
        req.seconds = sm::parse_number(*v, "minutes value") * 60;
        if (!(req.seconds > 0) || req.seconds > 7 * 86400)
            throw Error(ErrorKind::InvalidInput, "--minutes must be more than 0 and at most 7 days");
    }
    if (auto v = a.get("--written"))
        req.written_bytes = sm::parse_size(*v);
    req.sequential_fill = a.has("--fill");
    req.keep = a.has("--keep");
    check_target_and_stale(a, req.target);
    ConsoleProgress progress(a.has("--quiet"), req.sequential_fill ? 2 : 1);
    const auto result = with_progress<sm::ConditionResult>(
        progress, [&](const sm::ProgressFn& fn) { return sm::run_condition(req, g_cancel, fn); });
    if (auto j = a.get("--json"))
        emit(*j, sm::to_json_text(result));
    const std::string table = sm::console_table(result);
    std::fwrite(table.data(), 1, table.size(), a.get("--json") && *a.get("--json") == "-" ? stderr : stdout);
    save_to_history(a, result, a.has("--quiet"));
    return 0;
}

#if SOLIDMARK_HAVE_HISTORY
std::int64_t parse_id(const std::string& text)
{
    return sm::parse_int(text, 1, std::numeric_limits<long>::max(), "history id");
}

std::string entry_title(const sm::HistoryEntry& e)
{
    return fmt::format("#{} {} {} {}{}", e.id, e.kind, e.started_at, e.device,
                       e.label.empty() ? "" : " [" + e.label + "]");
}

// A history id ("12") or a result file.
std::pair<sm::Json, std::string> load_document(const Args& a, const std::string& ref)
{
    if (!ref.empty() && ref.find_first_not_of("0123456789") == std::string::npos) {
        sm::HistoryStore h = open_history(a);
        const auto e = h.get(parse_id(ref));
        if (!e)
            throw Error(ErrorKind::NotFound, fmt::format("history has no entry #{} (see solidmark-cli history list)", ref));
        return {sm::Json::parse(e->json), entry_title(*e)};
    }
    return {sm::Json::parse(sm::read_text_file(ref)), ref};
}

int cmd_history(int argc, char** argv)
{
    if (argc < 3)
        throw Error(ErrorKind::InvalidInput, "'history' needs one of: list, show, export, import, delete");
    const std::string sub = argv[2];
    const std::string name = "history " + sub;
    if (sub == "list") {
        const Args a = parse_args(argc, argv, name, {"--device", "--json", "--history-db"}, {}, 3);
        sm::HistoryStore h = open_history(a);
        const auto entries = h.list(a.get("--device") ? *a.get("--device") : std::string());
        if (auto j = a.get("--json")) {
            sm::Json arr = sm::Json::array();
            for (const auto& e : entries) {
                sm::Json o = sm::Json::object();
                o["id"] = static_cast<double>(e.id);
                o["kind"] = e.kind;
                o["started_at"] = e.started_at;
                o["label"] = e.label;
                o["device"] = e.device;
                o["target"] = e.target;
                o["size_bytes"] = e.size_bytes;
                o["score_read"] = sm::opt_num(e.score_read);
                o["score_write"] = sm::opt_num(e.score_write);
                o["score_total"] = sm::opt_num(e.score_total);
                arr.push_back(o);
            }
            emit(*j, arr.dump(2) + "\n");
            return 0;
        }
        std::printf("%5s  %-20s  %-11s  %-12s  %-28s  %10s  %5s  %5s  %5s\n", "ID", "Date (UTC)", "Kind", "Label",
                    "Device", "Size", "Read", "Write", "Total");
        const auto score = [](const std::optional<std::int64_t>& v) { return v ? std::to_string(*v) : std::string("-"); };
        for (const auto& e : entries)
            std::printf("%5lld  %-20s  %-11s  %-12s  %-28s  %10s  %5s  %5s  %5s\n", static_cast<long long>(e.id),
                        e.started_at.c_str(), e.kind.c_str(), e.label.c_str(), e.device.substr(0, 28).c_str(),
                        sm::format_bytes(e.size_bytes).c_str(), score(e.score_read).c_str(),
                        score(e.score_write).c_str(), score(e.score_total).c_str());
        if (entries.empty())
            std::printf("(no saved results in %s)\n", h.path().string().c_str());
        return 0;
    }
    if (sub == "show" || sub == "export" || sub == "delete") {
        const Args a = parse_args(argc, argv, name, {"--json", "--history-db"}, {}, 3, sub == "export" ? 2 : 1);
        if (a.positional.size() != (sub == "export" ? 2u : 1u))
            throw Error(ErrorKind::InvalidInput,
                        sub == "export" ? "usage: solidmark-cli history export ID FILE" : fmt::format("usage: solidmark-cli history {} ID", sub));
        const std::int64_t id = parse_id(a.positional[0]);
        sm::HistoryStore h = open_history(a);
        if (sub == "delete") {
            if (!h.remove(id))
                throw Error(ErrorKind::NotFound, fmt::format("history has no entry #{}", id));
            std::printf("Deleted #%lld from %s\n", static_cast<long long>(id), h.path().string().c_str());
            return 0;
        }
        const auto e = h.get(id);
        if (!e)
            throw Error(ErrorKind::NotFound, fmt::format("history has no entry #{} (see solidmark-cli history list)", id));
        if (sub == "export") {
            sm::write_text_file(a.positional[1], e->json);
            return 0;
        }
        if (auto j = a.get("--json")) {
            emit(*j, e->json);
            return 0;
        }
        const sm::Json doc = sm::Json::parse(e->json);
        std::string table;
        if (e->kind == "run")
            table = sm::console_table(sm::run_result_from_json(doc));
        else if (e->kind == "compression")
            table = sm::console_table(sm::compression_result_from_json(doc));
        else if (e->kind == "copy")
            table = sm::console_table(sm::copy_result_from_json(doc));
        else if (e->kind == "preset")
            table = sm::console_table(sm::preset_result_from_json_text(e->json));
        else
            table = doc.dump(2) + "\n";
        std::printf("%s\n%s", entry_title(*e).c_str(), table.c_str());
        return 0;
    }
    if (sub == "import") {
        const Args a = parse_args(argc, argv, name, {"--label", "--history-db"}, {}, 3, 1);
        if (a.positional.size() != 1)
            throw Error(ErrorKind::InvalidInput, "usage: solidmark-cli history import FILE.json [--label TEXT]");
        const std::string text = sm::read_text_file(a.positional[0]);
        sm::HistoryStore h = open_history(a);
        const std::int64_t id = h.import_json(text, a.get("--label") ? *a.get("--label") : std::string("imported"));
        std::printf("Imported %s as #%lld\n", a.positional[0].c_str(), static_cast<long long>(id));
        return 0;
    }
    throw Error(ErrorKind::InvalidInput,
                fmt::format("unknown history command '{}': use list, show, export, import, delete", sub));
}

int cmd_compare(int argc, char** argv)
{
    const Args a = parse_args(argc, argv, "compare", {"--json", "--history-db"}, {}, 2, 2);
    if (a.positional.size() != 2)
        throw Error(ErrorKind::InvalidInput, "usage: solidmark-cli compare A B (history ids or result JSON files)");
    const auto [da, ta] = load_document(a, a.positional[0]);
    const auto [db, tb] = load_document(a, a.positional[1]);
    const sm::Comparison c = sm::compare_documents(da, db, ta, tb);
    if (auto j = a.get("--json")) {
        emit(*j, sm::to_json(c).dump(2) + "\n");
        return 0;
    }
    const std::string table = sm::compare_table(c);
    std::fwrite(table.data(), 1, table.size(), stdout);
    return 0;
}
#endif

}  // namespace

int main(int argc, char** argv)
{
    if (argc < 2) {
        std::fputs(kUsage, stderr);
        return 2;
    }
    const std::string cmd = argv[1];
    // stdout belongs to results: no log output until a command sets up its sinks.
    spdlog::set_default_logger(std::make_shared<spdlog::logger>("solidmark-cli"));
    try {
        if (cmd == "--help" || cmd == "-h" || cmd == "help") {
            std::fputs(kUsage, stdout);
            return 0;
        }
        if (cmd == "--version") {
            std::printf("solidmark-cli %s\n", SOLIDMARK_VERSION);
            return 0;
        }
        for (int i = 2; i < argc; ++i)
            if (std::string(argv[i]) == "--help" || std::string(argv[i]) == "-h") {
                std::fputs(kUsage, stdout);
                return 0;
            }
        sm::fault::arm_from_environment();  // test hook; see core/io/fault.h
        if (cmd == "run")
            return cmd_run(argc, argv);
        if (cmd == "score")
            return cmd_score(argc, argv);
        if (cmd == "info")
            return cmd_info(argc, argv);
        if (cmd == "compression")
            return cmd_compression(argc, argv);
        if (cmd == "preset")
            return cmd_preset(argc, argv);
        if (cmd == "profile")
            return cmd_profile(argc, argv);
        if (cmd == "sweep")
            return cmd_sweep(argc, argv);
        if (cmd == "steady")
            return cmd_steady(argc, argv);
        if (cmd == "surface")
            return cmd_surface(argc, argv);
        if (cmd == "condition")
            return cmd_condition(argc, argv);
#if SOLIDMARK_HAVE_HISTORY
        if (cmd == "history")
            return cmd_history(argc, argv);
        if (cmd == "compare")
            return cmd_compare(argc, argv);
#endif
        if (cmd == "copy")
            return cmd_copy(argc, argv);
        throw Error(ErrorKind::InvalidInput, fmt::format("unknown command '{}' (see solidmark-cli --help)", cmd));
    } catch (const Error& e) {
        if (e.kind() == ErrorKind::Cancelled) {
            std::fprintf(stderr, "solidmark-cli: %s\n", e.what());
            spdlog::info("run cancelled");
            return g_signal == SIGTERM ? 143 : 130;
        }
        std::fprintf(stderr, "solidmark-cli: error: %s\n", e.what());
        spdlog::error("{}", e.what());
        return sm::exit_code_for(e.kind());
    } catch (const std::exception& e) {
        std::fprintf(stderr, "solidmark-cli: internal error: %s\n", e.what());
        return 1;
    }
}
