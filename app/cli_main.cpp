// solidmark-cli: the headless front end. The same run functions and the
// same JSON as the GUI; the commands and their options come from the
// declarations in core/run and are parsed by CLI11.
#include "cli_commands.h"

#include "io/fault.h"
#include "result/kind.h"
#include "util/error.h"

#include <CLI/CLI.hpp>
#include <cstdio>
#include <fmt/format.h>
#include <spdlog/spdlog.h>
#include <string>

namespace {

using sm::Error;
using sm::ErrorKind;

std::string footer()
{
    return fmt::format(
        "\nBenchmarks (each also takes --label TEXT, --no-history, --history-db PATH, --quiet, --verbose):\n{}"
        "  solidmark-cli history list [--device TEXT] [--json -] | show ID [--json -] | export ID FILE |\n"
        "                        import FILE [--format auto|cdm|kdiskmark|amorphous|json] [--label TEXT] |\n"
        "                        delete ID\n"
        "  solidmark-cli compare RESULT RESULT [RESULT …] [--json FILE|-] [--csv FILE|-] [--png FILE] [--svg FILE]\n"
        "                        [--width N] [--scale 1|2] [--theme light|dark] [--chart KEY] [--reference L]\n"
        "                        [--highlight L] [--name L=TEXT] [--order best|listed] [--title TEXT]\n"
        "                        (RESULT: a history id, a result JSON or a peer text file; L: A, B, C …)\n"
        "  solidmark-cli score --seq-read X --seq-write X --4k-read X --4k-write X --4k64-read X --4k64-write X\n"
        "  solidmark-cli info --target DIR [--json -]\n"
        "  solidmark-cli health --target DIR [--json FILE|-] [--smartctl PATH]\n"
        "  solidmark-cli export-fio [--output FILE|-] BENCHMARK [its options]   (run, preset, profile, sweep, steady)\n"
        "  solidmark-cli import-fio FILE [--label TEXT] [--no-history] [--history-db PATH]\n"
        "  solidmark-cli fleet --hosts HOST[:PORT][,...] [--fio PATH] [--label TEXT] BENCHMARK [its options]\n\n"
        "Sizes take B, K/KiB, M/MiB, G/GiB, T/TiB (binary; MB means MiB); durations 5, 0.5, 500ms, 2m.\n"
        "Every finished result ({}) is saved to the history ($XDG_DATA_HOME/solidmark/history.sqlite; "
        "--history-db PATH or SOLIDMARK_HISTORY_DB choose another file).\n"
        "`solidmark-cli COMMAND --help` lists a command's options.\n\n"
        "Exit codes: 0 success, 1 failure while running, 2 bad usage or input, 130 aborted by SIGINT, 143 by "
        "SIGTERM.\n",
        smcli::benchmark_synopsis(), sm::kind_keys_text());
}

// The command path of the innermost subcommand that was named: "run", "history show".
std::string command_path(const CLI::App& app)
{
    std::string path;
    const CLI::App* at = &app;
    for (;;) {
        const auto subs = at->get_subcommands();
        if (subs.empty())
            return path;
        at = subs.front();
        path += (path.empty() ? "" : " ") + at->get_name();
    }
}

// CLI11's error as one line in SolidMark's words (the wording scripts and
// the tests have relied on).
std::string usage_message(const CLI::ParseError& e, const std::string& command)
{
    const std::string what = e.what();
    const std::string see = fmt::format("see solidmark-cli {}--help", command.empty() ? "" : command + " ");
    if (dynamic_cast<const CLI::ExtrasError*>(&e)) {
        // "The following arguments were not expected: 1GiB --size": name the option if there is one.
        const auto colon = what.find(": ");
        std::string arg;
        for (const std::string& word :
             CLI::detail::split(colon == std::string::npos ? what : what.substr(colon + 2), ' '))
            if (arg.empty() || (word.rfind('-', 0) == 0 && arg.rfind('-', 0) != 0))
                arg = word;
        return arg.rfind('-', 0) == 0 ? fmt::format("unknown option '{}' for '{}' ({})", arg, command, see)
                                      : fmt::format("unexpected argument '{}' for '{}' ({})", arg, command, see);
    }
    const std::string option = what.substr(0, what.find(':'));
    if (dynamic_cast<const CLI::ArgumentMismatch*>(&e)) {
        if (what.find("missing") != std::string::npos)
            return fmt::format("option '{}' needs a value", option);
        return fmt::format("option '{}' is given twice", option);
    }
    if (dynamic_cast<const CLI::ConversionError*>(&e)) {
        const std::string rest = what.substr(what.find(':') + 2);  // "--verify = x"
        return fmt::format("option '{}' takes no value", rest.substr(0, rest.find(' ')));
    }
    if (dynamic_cast<const CLI::RequiredError*>(&e))
        return fmt::format("'{}': {} ({})", command.empty() ? "solidmark-cli" : command, what, see);
    return fmt::format("{} ({})", what, see);
}

bool known_command(const CLI::App& app, const std::string& name)
{
    for (const CLI::App* sub : app.get_subcommands({}))
        if (sub->get_name() == name)
            return true;
    return false;
}

int run(int argc, char** argv)
{
    CLI::App app("SolidMark: an SSD benchmark in the tradition of AS SSD Benchmark", "solidmark-cli");
    app.set_version_flag("--version", std::string("solidmark-cli ") + SOLIDMARK_VERSION);
    app.require_subcommand(1);
    smcli::Dispatch dispatch;
    smcli::add_benchmark_commands(app, dispatch);
    smcli::add_history_commands(app, dispatch);
    smcli::add_compare_command(app, dispatch);
    smcli::add_other_commands(app, dispatch);
    smcli::add_fio_commands(app, dispatch);
    app.footer(footer());  // after the subcommands, which would inherit it

    if (argc < 2) {
        std::fputs(app.help().c_str(), stderr);
        return 2;
    }
    const std::string first = argv[1];
    if (first == "help")
        return std::fputs(app.help().c_str(), stdout), 0;
    if (first.rfind('-', 0) != 0 && !known_command(app, first))
        throw Error(ErrorKind::InvalidInput, fmt::format("unknown command '{}' (see solidmark-cli --help)", first));
    try {
        app.parse(argc, argv);
    } catch (const CLI::ParseError& e) {
        if (e.get_exit_code() == 0)
            return app.exit(e);
        throw Error(ErrorKind::InvalidInput, usage_message(e, command_path(app)));
    }
    sm::fault::arm_from_environment();  // test hook; see core/io/fault.h
    return dispatch.handler ? dispatch.handler() : 2;
}

}  // namespace

int main(int argc, char** argv)
{
    // stdout belongs to results: no log output until a command sets up its sinks.
    spdlog::set_default_logger(std::make_shared<spdlog::logger>("solidmark-cli"));
    try {
        return run(argc, argv);
    } catch (const Error& e) {
        if (e.kind() == ErrorKind::Cancelled) {
            std::fprintf(stderr, "solidmark-cli: %s\n", e.what());
            spdlog::info("run cancelled");
            return smcli::signal_exit_code();
        }
        std::fprintf(stderr, "solidmark-cli: error: %s\n", e.what());
        spdlog::error("{}", e.what());
        return sm::exit_code_for(e.kind());
    } catch (const std::exception& e) {
        std::fprintf(stderr, "solidmark-cli: internal error: %s\n", e.what());
        return 1;
    }
}
