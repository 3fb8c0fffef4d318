#pragma once
// The commands of solidmark-cli, each added to the CLI11 app it is given.
// A command's handler runs after a successful parse and returns the exit code.
#include "cli_output.h"
#include "run/command.h"
#include "util/cancel.h"

#include <CLI/CLI.hpp>

#include <functional>
#include <memory>
#include <string>
#include <vector>

namespace smcli {

using Handler = std::function<int()>;

// Where the handler of the parsed command goes.
struct Dispatch {
    Handler handler;
};

// The cancel token SIGINT and SIGTERM trip, and which of them did.
const sm::CancelToken& cancel_token();
int signal_exit_code();  // 130 for SIGINT, 143 for SIGTERM
void catch_signals();

// Every benchmark command of sm::benchmark_commands(), with the options it
// declares plus the outputs, history and console options all of them share.
void add_benchmark_commands(CLI::App& app, Dispatch& dispatch);
// history list|show|export|import|delete, score, info.
void add_history_commands(CLI::App& app, Dispatch& dispatch);
// compare RESULT RESULT … with its table, CSV, JSON and charts (cli_compare.cpp).
void add_compare_command(CLI::App& app, Dispatch& dispatch);

// A result named on the command line: a history id ("12"), a result file or
// a peer tool's text save (read, not stored): its document, where it came
// from ("#12 run <date> <drive> [label]", or the path) and its history label.
struct LoadedResult {
    sm::Json document;
    std::string source, label;
};
bool is_history_id(const std::string& ref);
LoadedResult load_result(const HistoryOptions& h, const std::string& ref);
void add_other_commands(CLI::App& app, Dispatch& dispatch);

// "  solidmark-cli run --target DIR [--size SIZE] …" for every benchmark.
std::string benchmark_synopsis();
// Words of `text` in lines of at most `width`, later lines starting with `indent`.
std::string wrap(const std::string& text, std::size_t width, const std::string& indent);

// A small store for option values that CLI11 writes into.
class ValueStore {
public:
    std::string& text() { return *m_texts.emplace_back(std::make_unique<std::string>()); }
    bool& flag() { return *m_flags.emplace_back(std::make_unique<bool>(false)); }

private:
    std::vector<std::unique_ptr<std::string>> m_texts;
    std::vector<std::unique_ptr<bool>> m_flags;
};

// A benchmark command's declared options (sm::BenchmarkCommand::options)
// added to a CLI11 command, and the values given: `run`, `export-fio run`
// and `fleet run` share the one declaration.
class DeclaredOptions {
public:
    void add(CLI::App& sub, const sm::BenchmarkCommand& c);  // also its description as the footer
    sm::OptionValues given() const;

private:
    ValueStore m_store;
    std::vector<std::pair<const sm::OptionSpec*, CLI::Option*>> m_options;
    std::vector<std::pair<const sm::OptionSpec*, std::string*>> m_texts;
};

// export-fio, import-fio and fleet (cli_fio.cpp).
void add_fio_commands(CLI::App& app, Dispatch& dispatch);

// --label, --no-history, --history-db (and --history-db alone for the history commands).
void add_history_options(CLI::App& sub, HistoryOptions& h, bool with_label = true);

}  // namespace smcli
