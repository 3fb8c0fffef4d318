#pragma once
// Benchmark commands, declared once. As fio declares an option once (struct
// fio_option in parse.h: name, type, range, default, help) and that drives
// parsing, help and a GUI, each benchmark declares its options here with
// their value, default, help and the core limits they are checked against;
// solidmark-cli turns the declarations into CLI11 options, generates its
// help from them, and the man page is checked against them.
#include "engine/workload.h"
#include "result/kind.h"
#include "run/pipeline.h"
#include "util/error.h"

#include <functional>
#include <memory>
#include <span>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

namespace sm {

// A command's name and words: the CLI command, one line for the command list,
// a paragraph for its own --help.
struct CommandText {
    std::string_view name;
    std::string_view summary;
    std::string_view description;
};

struct OptionSpec {
    std::string name;          // "--size"
    std::string value_name;    // "SIZE"; empty for a flag
    std::string help;          // one line, no trailing period
    std::string default_text;  // "1GiB"; empty when there is no default to show
};

// The options given on a command line, in order; a flag's value is "".
using OptionValues = std::vector<std::pair<std::string, std::string>>;

// A request built from options and validated, ready to run.
class PreparedRun {
public:
    virtual ~PreparedRun() = default;
    virtual const CommonRequest& request() const = 0;
    // Phases the benchmark reports, for a "[3/8]" counter.
    virtual int phase_count() const = 0;
    // Runs it through the pipeline (run/pipeline.h); the result as its document.
    virtual Json run(const RunEnv& env) const = 0;
    // Its fio twin (run/fio_export.h); Error(InvalidInput) for a kind without one.
    virtual std::string fio_job_file() const = 0;
};

struct BenchmarkCommand {
    std::string_view name;    // the CLI command: "run", "preset", …
    const ResultKind* kind;   // the kind of result it produces
    std::string summary;      // one line for the command list
    std::string description;  // a paragraph for the command's own --help
    std::vector<OptionSpec> options;
    bool fio_twin = false;  // its request has a fio_job_file() (run/fio_export.h): export-fio and fleet offer it
    // Applies the values to a default request, validates it; Error(InvalidInput) naming the option.
    std::function<std::unique_ptr<PreparedRun>(const OptionValues& values, const std::string& app_version)> prepare;
};

// Every benchmark command: those of the registry's kinds (ResultKind::command), in its order.
std::span<const BenchmarkCommand* const> benchmark_commands();
const BenchmarkCommand* find_command(std::string_view name);

// The members a benchmark request R declares (in its struct) for
// run_benchmark and make_command: its CLI options (the command's words are a
// `static constexpr CommandText kCommand` next to this macro),
// validate() (Error(InvalidInput), touching no disk), the area it needs given
// the free space, and how many phases it reports (for a "[3/8]" counter).
#define SM_BENCHMARK_REQUEST(Req)                                                                                      \
    using R = Req; /* what the option helpers in options() name */                                                     \
    static std::vector<Option<R>> options();                                                                           \
    void validate() const;                                                                                             \
    AreaPlan plan(std::uint64_t free_bytes) const;                                                                     \
    int phase_count() const

// ---- declaring options (used by the run/*.cpp files) -------------------------

template <class Req>
struct Option {
    OptionSpec spec;
    std::function<void(Req& req, const std::string& value)> apply;
};

// A size ("64MiB", "1GiB") of at least `min_bytes`.
template <class Req>
Option<Req> size_option(std::string name, std::uint64_t Req::*field, std::uint64_t min_bytes, std::string help);
// A duration ("5", "0.5", "500ms", "2m") of more than 0 s.
template <class Req>
Option<Req> seconds_option(std::string name, double Req::*field, std::string help);
// A whole number in [lo, hi]; `what` names it in errors ("thread count").
template <class Req>
Option<Req> count_option(std::string name, std::string value_name, unsigned Req::*field, long lo, long hi,
                         std::string what, std::string help);
template <class Req>
Option<Req> flag_option(std::string name, bool Req::*field, std::string help);
// --engine auto|threads, for requests with a QueueEngine `engine`.
template <class Req>
Option<Req> engine_option();
QueueEngine parse_queue_engine(const std::string& text);
// --target, --allow-buffered, --write-through, --force, --clean-stale.
template <class Req>
std::vector<Option<Req>> common_options(bool with_allow_buffered = true);

// The command of a benchmark whose request type declares `static constexpr
// CommandText kCommand` and `static std::vector<Option<Req>> options()`;
// `run(request, env)` is its run function.
template <class Req, class Result>
BenchmarkCommand make_command(Result (*run)(const Req&, const RunEnv&));

// ---- implementation ---------------------------------------------------------

namespace detail {
std::uint64_t parse_size_at_least(const std::string& option, const std::string& value, std::uint64_t min_bytes);
double parse_positive_seconds(const std::string& value);
long parse_count(const std::string& value, long lo, long hi, const std::string& what);
// "on" or "off"; Error(InvalidInput) naming `option` otherwise.
bool parse_on_off(const std::string& value, std::string_view option);
std::string size_text(std::uint64_t bytes);
std::string seconds_text(double s);
[[noreturn]] void missing_target(std::string_view command);
[[noreturn]] void no_fio_twin(std::string_view command);
// fio_job_file(request), found by argument-dependent lookup where the
// commands are declared (command.cpp includes run/fio_export.h).
template <class Req>
constexpr bool has_fio_twin = requires(const Req& r)
{
    fio_job_file(r);
};
template <class Req>
std::string fio_twin_of(const Req& r)
{
    if constexpr (has_fio_twin<Req>)
        return fio_job_file(r);
    else
        no_fio_twin(Req::kCommand.name);
}
}  // namespace detail

template <class Req>
Option<Req> size_option(std::string name, std::uint64_t Req::*field, std::uint64_t min_bytes, std::string help)
{
    const std::string shown = detail::size_text(Req{}.*field);
    return {{name, "SIZE", std::move(help), shown}, [name, field, min_bytes](Req& r, const std::string& v) {
                r.*field = detail::parse_size_at_least(name, v, min_bytes);
            }};
}

template <class Req>
Option<Req> seconds_option(std::string name, double Req::*field, std::string help)
{
    return {{std::move(name), "S", std::move(help), detail::seconds_text(Req{}.*field)},
            [field](Req& r, const std::string& v) { r.*field = detail::parse_positive_seconds(v); }};
}

template <class Req>
Option<Req> count_option(std::string name, std::string value_name, unsigned Req::*field, long lo, long hi,
                         std::string what, std::string help)
{
    return {{std::move(name), std::move(value_name), std::move(help), std::to_string(Req{}.*field)},
            [field, lo, hi, what](Req& r, const std::string& v) {
                r.*field = static_cast<unsigned>(detail::parse_count(v, lo, hi, what));
            }};
}

template <class Req>
Option<Req> flag_option(std::string name, bool Req::*field, std::string help)
{
    return {{std::move(name), "", std::move(help), ""}, [field](Req& r, const std::string&) { r.*field = true; }};
}

template <class Req>
Option<Req> engine_option()
{
    return {{"--engine", "auto|threads",
             "auto: io_uring (Linux) or an I/O completion port (Windows) where available; threads: force the "
             "thread-per-request fallback",
             "auto"},
            [](Req& r, const std::string& v) { r.engine = parse_queue_engine(v); }};
}

// For the benchmarks that read the whole device (run's access time, surface).
template <class Req>
Option<Req> authorize_option()
{
    return flag_option<Req>("--authorize", &Req::authorize,
                            "where the device does not open for you, let polkit ask for permission to read it "
                            "through udisks2 (a password prompt); without it nothing asks and a polkit rule must "
                            "allow it, else the test file is used");
}

template <class Req>
std::vector<Option<Req>> common_options(bool with_allow_buffered)
{
    std::vector<Option<Req>> out;
    out.push_back({{"--target", "DIR", "folder on the drive to test (required)", ""},
                   [](Req& r, const std::string& v) { r.target = v; }});
    if (with_allow_buffered)
        out.push_back(
            {{"--allow-buffered", "",
              "run even where direct I/O is refused; results are flagged as cached and are not comparable", ""},
             [](Req& r, const std::string&) { r.allow_buffered = true; }});
    out.push_back({{"--write-through", "on|off",
                    "on: every write of the test file completes only once it is past the drive's volatile cache "
                    "(O_DSYNC / FILE_FLAG_WRITE_THROUGH, FUA writes), as AS SSD is said to open its file; off: "
                    "direct I/O alone, as CrystalDiskMark (DiskSpd -S) and fio",
                    "off"},
                   [](Req& r, const std::string& v) { r.write_through = detail::parse_on_off(v, "--write-through"); }});
    out.push_back({{"--force", "",
                    "run even when the drive's health record has a critical warning (spare, temperature, "
                    "reliability, read-only ...); without it such a run is refused",
                    ""},
                   [](Req& r, const std::string&) { r.force = true; }});
    out.push_back(
        {{"--clean-stale", "",
          "first remove SolidMark-* folders left in DIR by a crashed run (only folders SolidMark created)", ""},
         [](Req& r, const std::string&) { r.clean_stale = true; }});
    out.push_back({{"--fill", "PCT%|SIZE",
                    "first fill the volume to this level (0-95 % of its size, or the size it should hold) with "
                    "incompressible ballast inside the test folder, written untimed and removed afterwards; a "
                    "rising list (0,25,50,75%) runs the benchmark at each level, growing the ballast: a fill series",
                    ""},
                   [](Req& r, const std::string& v) { r.fill = parse_fill_levels(v); }});
    return out;
}

template <class Req, class Result>
BenchmarkCommand make_command(Result (*run)(const Req&, const RunEnv&))
{
    class Prepared final : public PreparedRun {
    public:
        Prepared(Req r, Result (*fn)(const Req&, const RunEnv&)) : m_req(std::move(r)), m_run(fn) { }
        const CommonRequest& request() const override { return m_req; }
        int phase_count() const override
        {
            return m_req.phase_count() * std::max<int>(1, static_cast<int>(m_req.fill.size()));
        }
        Json run(const RunEnv& env) const override { return to_json(m_run(m_req, env)); }
        std::string fio_job_file() const override { return detail::fio_twin_of(m_req); }

    private:
        Req m_req;
        Result (*m_run)(const Req&, const RunEnv&);
    };
    BenchmarkCommand c;
    c.name = Req::kCommand.name;
    c.kind = &kind_of<Result>();
    c.summary = Req::kCommand.summary;
    c.description = Req::kCommand.description;
    c.fio_twin = detail::has_fio_twin<Req>;
    std::vector<Option<Req>> options = Req::options();
    for (const Option<Req>& o : options)
        c.options.push_back(o.spec);
    c.prepare = [name = c.name, options = std::move(options), run](const OptionValues& values,
                                                                   const std::string& version) {
        Req req;
        req.app_version = version;
        for (const auto& [key, value] : values)
            for (const Option<Req>& o : options)
                if (o.spec.name == key)
                    o.apply(req, value);
        if (req.target.empty())
            detail::missing_target(name);
        req.validate();
        return std::unique_ptr<PreparedRun>(new Prepared(std::move(req), run));
    };
    return c;
}

namespace detail {
template <class Req, class Result>
Result result_of(Result (*)(const Req&, const RunEnv&));  // unevaluated: the result type of a run function
}  // namespace detail

// The registry entry (result/kind.h) of the kind the run function `Run`
// produces: its result type's entry and the command, built on first use
// (run/kinds.cpp lists them).
template <auto Run>
constexpr ResultKind benchmark_kind()
{
    ResultKind k = make_kind<decltype(detail::result_of(Run))>();
    k.command = []() -> const BenchmarkCommand& {
        static const BenchmarkCommand c = make_command(Run);
        return c;
    };
    return k;
}

}  // namespace sm
