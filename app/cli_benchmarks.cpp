// The benchmark commands of solidmark-cli, built from the declarations in
// core/run (sm::benchmark_commands): each option declared once with its
// value, default and help; CLI11 parses them and generates the help.
#include "cli_commands.h"

#include "io/fault.h"
#include "util/error.h"
#include "util/log.h"

#include <csignal>
#include <fmt/format.h>

namespace smcli {
namespace {

sm::CancelToken g_cancel;
volatile std::sig_atomic_t g_signal = 0;

extern "C" void on_signal(int sig)
{
    g_signal = sig;
    g_cancel.cancel();
}

std::string help_of(const sm::OptionSpec& o)
{
    return o.default_text.empty() ? o.help : fmt::format("{} (default {})", o.help, o.default_text);
}

// One benchmark command: its declared options and what to do once parsed.
struct BenchmarkCli {
    const sm::BenchmarkCommand* command = nullptr;
    DeclaredOptions declared;
    OutputOptions out;
    HistoryOptions history;

    sm::OptionValues given() const { return declared.given(); }

    int run() const
    {
        sm::setup_logging(out.verbose, "solidmark-cli");
        const std::unique_ptr<sm::PreparedRun> prepared = command->prepare(given(), SOLIDMARK_VERSION);
        // Nothing lost: every place the result goes is checked before minutes of I/O.
        check_outputs(out);
        CliRecorder recorder(history, out.quiet);
        recorder.check();
        ConsoleProgress progress(out.quiet, prepared->phase_count());
        catch_signals();
        sm::Json doc;
        try {
            doc = prepared->run(sm::RunEnv(g_cancel, std::ref(progress), &recorder));
        } catch (const sm::PartialResult& partial) {
            // Ended early (a full disk): what was measured is shown and exported, then the error.
            progress.clear();
            emit_outputs(*command->kind, partial.document(), out);
            throw;
        } catch (...) {
            progress.clear();
            throw;
        }
        progress.clear();
        const std::vector<std::string> failures = emit_outputs(*command->kind, doc, out);
        if (!failures.empty())
            report_lost_outputs(*command->kind, doc, failures, recorder);
        return 0;
    }
};

void add_outputs(CLI::App& sub, BenchmarkCli& b)
{
    const std::string schema(b.command->kind->schema);
    sub.add_option("--json", b.out.json, fmt::format("write the result as JSON (schema {})", schema))
        ->type_name("FILE|-");
    sub.add_option("--csv", b.out.csv, "write the result as CSV")->type_name("FILE|-");
    if (b.command->kind->text)
        sub.add_option("--text", b.out.text, std::string(b.command->kind->text_help))->type_name("FILE|-");
    add_history_options(sub, b.history);
    sub.add_flag("--quiet", b.out.quiet, "no progress on stderr");
    sub.add_flag("--verbose", b.out.verbose, "debug log on stderr");
}

}  // namespace

void DeclaredOptions::add(CLI::App& sub, const sm::BenchmarkCommand& c)
{
    sub.footer("\n" + wrap(c.description, 100, ""));
    for (const sm::OptionSpec& o : c.options) {
        CLI::Option* opt = nullptr;
        if (o.value_name.empty()) {
            opt = sub.add_flag(o.name, m_store.flag(), help_of(o));
        } else {
            std::string& text = m_store.text();
            opt = sub.add_option(o.name, text, help_of(o))->type_name(o.value_name);
            m_texts.emplace_back(&o, &text);
        }
        m_options.emplace_back(&o, opt);
    }
}

sm::OptionValues DeclaredOptions::given() const
{
    sm::OptionValues v;
    for (const auto& [spec, opt] : m_options) {
        if (opt->count() == 0)
            continue;
        std::string value;
        for (const auto& [s, text] : m_texts)
            if (s == spec)
                value = *text;
        v.emplace_back(spec->name, value);
    }
    return v;
}

const sm::CancelToken& cancel_token() { return g_cancel; }

int signal_exit_code() { return g_signal == SIGTERM ? 143 : 130; }

void catch_signals()
{
    std::signal(SIGINT, on_signal);
    std::signal(SIGTERM, on_signal);
}

void add_history_options(CLI::App& sub, HistoryOptions& h, bool with_label)
{
    if (with_label) {
        sub.add_option("--label", h.label, "label saved with the result (out-of-box, conditioned, free text)")
            ->type_name("TEXT");
        sub.add_flag("--no-history", h.no_history, "do not save the result to the history");
    }
    sub.add_option("--history-db", h.db, "history file (default $XDG_DATA_HOME/solidmark/history.sqlite)")
        ->type_name("PATH");
}

void add_benchmark_commands(CLI::App& app, Dispatch& dispatch)
{
    static std::vector<std::unique_ptr<BenchmarkCli>> commands;
    for (const sm::BenchmarkCommand* c : sm::benchmark_commands()) {
        auto& b = *commands.emplace_back(std::make_unique<BenchmarkCli>());
        b.command = c;
        CLI::App* sub = app.add_subcommand(std::string(c->name), c->summary);
        b.declared.add(*sub, *c);
        add_outputs(*sub, b);
        sub->callback([&b, &dispatch] { dispatch.handler = [&b] { return b.run(); }; });
    }
}

std::string wrap(const std::string& text, std::size_t width, const std::string& indent)
{
    std::string out, line;
    for (const std::string& word : CLI::detail::split(text, ' ')) {
        if (!line.empty() && line.size() + 1 + word.size() > width) {
            out += line + "\n";
            line = indent;
        }
        line += (line.empty() || line == indent ? "" : " ") + word;
    }
    return out + line + "\n";
}

std::string benchmark_synopsis()
{
    std::string out;
    for (const sm::BenchmarkCommand* c : sm::benchmark_commands()) {
        std::string line = fmt::format("solidmark-cli {}", c->name);
        for (const sm::OptionSpec& o : c->options) {
            // Keep "[--name VALUE]" together when the line wraps.
            const std::string item = o.value_name.empty() ? o.name : o.name + "\t" + o.value_name;
            line += o.name == "--target" ? " " + item : " [" + item + "]";
        }
        line += " [--json\tFILE|-] [--csv\tFILE|-]";
        if (c->kind->text)
            line += " [--text\tFILE|-]";
        std::string wrapped = wrap(line, 98, std::string(15 + c->name.size(), ' '));
        for (std::size_t at; (at = wrapped.find('\t')) != std::string::npos;)
            wrapped[at] = ' ';
        out += "  " + wrapped;
    }
    return out;
}

}  // namespace smcli
