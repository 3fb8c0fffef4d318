// compare RESULT RESULT …: any number of results of one kind side by side
// (docs/methodology.md §8), as a table, CSV, solidmark.compare/2 JSON and
// the GUI's charts as PNG and SVG. Everything is checked and drawn before
// the first file is written; the history is only read.
#include "cli_charts.h"
#include "cli_commands.h"

#include "result/compare.h"
#include "util/error.h"
#include "util/limits.h"
#include "util/text_file.h"

#include <cstdio>
#include <fmt/format.h>

namespace smcli {
namespace {

using sm::Error;
using sm::ErrorKind;

struct CompareArgs {
    HistoryOptions history;
    std::vector<std::string> results;
    std::string json, csv, order = "best", reference, highlight;
    std::vector<std::string> names;
    ChartRequest chart;
};

std::size_t letter_of(const sm::Comparison& c, const std::string& option, const std::string& letter)
{
    if (const auto i = sm::entry_of_letter(c, letter))
        return *i;
    throw Error(
        ErrorKind::InvalidInput,
        fmt::format("{} {}: name a result by its letter, A to {}", option, letter, sm::entry_letter(c.size() - 1)));
}

// A comparison file given alone is read as it was saved (solidmark.compare/2, or /1).
std::optional<sm::Comparison> saved_comparison(const std::string& ref)
{
    if (is_history_id(ref))
        return std::nullopt;
    sm::Json doc;
    try {
        doc = sm::parse_json(sm::read_text_file(ref));
    } catch (const Error& e) {
        if (e.kind() == ErrorKind::Malformed)  // not JSON: a peer tool's text save, read as a result
            return std::nullopt;
        throw;
    }
    if (!sm::is_comparison(doc))
        return std::nullopt;
    try {
        return sm::comparison_from_json(doc);
    } catch (const Error& e) {
        throw Error(e.kind(), fmt::format("{}: {}", ref, e.what()));
    }
}

sm::Comparison build(const CompareArgs& a)
{
    for (const std::string& ref : a.results)
        if (auto saved = saved_comparison(ref)) {
            if (a.results.size() > 1)
                throw Error(ErrorKind::InvalidInput,
                            fmt::format("{} is a saved comparison; give it alone, or the results themselves", ref));
            return std::move(*saved);
        }
    std::vector<sm::CompareInput> inputs;
    for (const std::string& ref : a.results) {
        // Which of the files a reason is about, when it does not say (a text that is neither JSON nor a peer save).
        const auto load = [&] {
            try {
                return load_result(a.history, ref);
            } catch (const Error& e) {
                if (is_history_id(ref) || std::string_view(e.what()).find(ref) != std::string_view::npos)
                    throw;
                throw Error(e.kind(), fmt::format("{}: {}", ref, e.what()));
            }
        };
        LoadedResult r = load();
        inputs.push_back({std::move(r.document), std::move(r.source), std::move(r.label)});
    }
    return sm::compare_documents(inputs);
}

// --name, --reference, --highlight and --order applied; every letter checked.
void apply_choices(sm::Comparison& c, CompareArgs& a)
{
    for (const std::string& n : a.names) {
        const auto eq = n.find('=');
        if (eq == std::string::npos)
            throw Error(ErrorKind::InvalidInput, fmt::format("--name {}: write it LETTER=TEXT, as B=\"990 PRO\"", n));
        c.entries[letter_of(c, "--name", n.substr(0, eq))].name = n.substr(eq + 1);
    }
    sm::make_names_unique(c);
    if (!a.reference.empty())
        sm::set_reference(c, letter_of(c, "--reference", a.reference));
    if (!a.highlight.empty())
        a.chart.highlight = letter_of(c, "--highlight", a.highlight);
    a.chart.best_first = a.order == "best";
    if (const auto charts = sm::compare_charts(c); !a.chart.chart.empty() && !sm::find_chart(charts, a.chart.chart))
        throw Error(ErrorKind::InvalidInput,
                    fmt::format("there is no chart '{}' for these results; their charts are: {}", a.chart.chart,
                                sm::chart_keys_text(charts)));
}

void check_arguments(const CompareArgs& a)
{
    if (a.order != "best" && a.order != "listed")
        throw Error(ErrorKind::InvalidInput, fmt::format("--order must be best or listed, not '{}'", a.order));
    if (a.chart.width < static_cast<int>(sm::kMinChartWidth) || a.chart.width > static_cast<int>(sm::kMaxChartWidth))
        throw Error(ErrorKind::InvalidInput,
                    fmt::format("--width must be {} to {} pixels, not {}", sm::kMinChartWidth, sm::kMaxChartWidth,
                                a.chart.width));
    if (a.chart.scale < 1 || a.chart.scale > static_cast<int>(sm::kMaxChartScale))
        throw Error(ErrorKind::InvalidInput, fmt::format("--scale must be 1 or 2, not {}", a.chart.scale));
    if (a.chart.theme != "light" && a.chart.theme != "dark")
        throw Error(ErrorKind::InvalidInput, fmt::format("--theme must be light or dark, not '{}'", a.chart.theme));
#if !SOLIDMARK_CHARTS
    if (a.chart.wanted())
        throw Error(ErrorKind::InvalidInput,
                    "this solidmark-cli was built without the GUI (Qt), so it draws no charts; the table, --csv and "
                    "--json work");
#endif
    // Every file can be written before anything is read or drawn.
    for (const std::string* path : {&a.json, &a.csv, &a.chart.png, &a.chart.svg})
        if (!path->empty() && *path != "-")
            sm::check_output_path(*path);
    if (a.chart.png == "-" || a.chart.svg == "-")
        throw Error(ErrorKind::InvalidInput, "--png and --svg write files; give a file name, not -");
}

int run_compare(CompareArgs& a)
{
    check_arguments(a);
    sm::Comparison c = build(a);
    apply_choices(c, a);
    std::pair<std::string, std::string> images;
#if SOLIDMARK_CHARTS
    if (a.chart.wanted())
        images = draw_chart(c, a.chart);
#endif
    const std::string table = sm::compare_table(c);
    const bool stdout_taken = a.json == "-" || a.csv == "-";
    if (!stdout_taken)
        std::fwrite(table.data(), 1, table.size(), stdout);
    if (!a.json.empty())
        emit(a.json, sm::dump_json(sm::to_json(c)));
    if (!a.csv.empty())
        emit(a.csv, sm::compare_csv(c));
    for (const auto& [path, bytes] : {std::pair{a.chart.png, images.first}, std::pair{a.chart.svg, images.second}})
        if (!path.empty()) {
            sm::write_text_file(path, bytes);
            std::fprintf(stderr, "Wrote %s\n", path.c_str());
        }
    return 0;
}

}  // namespace

void add_compare_command(CLI::App& app, Dispatch& dispatch)
{
    static CompareArgs args;
    CLI::App* cmp = app.add_subcommand(
        "compare",
        "results of one kind side by side (or peer tool results beside preset runs): each one's change "
        "against the reference in percent, the best marked, and review-style charts");
    cmp->add_option("RESULT", args.results,
                    "history ids, result JSON files or peer tool text saves, at least two (A, B, C … in this order); "
                    "or one saved comparison (--json)")
        ->required();
    cmp->add_option("--json", args.json, "the comparison as JSON (schema solidmark.compare/2)")->type_name("FILE|-");
    cmp->add_option("--csv", args.csv, "the table as CSV")->type_name("FILE|-");
    cmp->add_option("--png", args.chart.png, "the chart as a PNG image")->type_name("FILE");
    cmp->add_option("--svg", args.chart.svg, "the chart as an SVG image")->type_name("FILE");
    cmp->add_option(
           "--width", args.chart.width,
           fmt::format("the image's width in pixels, {} to {} (default 1200)", sm::kMinChartWidth, sm::kMaxChartWidth))
        ->type_name("N");
    cmp->add_option("--scale", args.chart.scale, "pixels of the PNG per pixel of width: 1 or 2 (default 1)")
        ->type_name("1|2");
    cmp->add_option("--theme", args.chart.theme, "light or dark (default light)")->type_name("light|dark");
    cmp->add_option("--chart", args.chart.chart,
                    "which chart: mb_s, iops, score, ms, sustained, sweep-read, … (default the kind's first; an "
                    "unknown key lists those there are)")
        ->type_name("KEY");
    cmp->add_option("--title", args.chart.title, "the image's title (default the chart's)")->type_name("TEXT");
    cmp->add_option("--reference", args.reference, "the result the others are compared with (default A)")
        ->type_name("LETTER");
    cmp->add_option("--highlight", args.highlight, "the result drawn in the accent colour")->type_name("LETTER");
    cmp->add_option("--name", args.names,
                    "a result's name on the table and the chart (default its label, else its drive, else its date)")
        ->type_name("LETTER=TEXT");
    cmp->add_option("--order", args.order, "bars sorted best first, or listed in the results' order (default best)")
        ->type_name("best|listed");
    add_history_options(*cmp, args.history, false);
    cmp->callback([&] { dispatch.handler = [] { return run_compare(args); }; });
}

}  // namespace smcli
