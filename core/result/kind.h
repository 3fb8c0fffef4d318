#pragma once
// The result-kind registry (docs/architecture.md rule 2): one entry per kind of
// result, holding its key, schema, headline metric, writers, reader, compare
// metrics and history summary. The history store, `history list|show|
// export|import`, compare (CLI and GUI), the CLI's commands, `solidmark
// --tool`, the Tools menu and the compare dialog all iterate it; nobody else
// lists kinds. Adding a kind is one line in run/kinds.cpp (its result type,
// or its run function for a kind a benchmark produces), its result header
// with the hooks below, its run function and (optionally) its dialog, which
// registers itself (ui/tools/tool_registry.h); docs/architecture.md has an example.
//
// A result type R provides static constexpr kKey, kSchema, kTitle and
// kChartMetric (std::string_view), and the hooks SM_RESULT_HOOKS(R) declares
// (found by argument-dependent lookup): the body of its JSON document, written
// and read between the header and flags every kind shares (to_json and
// from_json below add those), console
// table, CSV, compare metrics, history headline and size; optionally also
// std::string text_report(const R&) (a text layout: AS SSD's for the suite,
// CrystalDiskMark 8's for presets, with static constexpr kTextHelp),
// std::vector<std::string> compare_notes(const R&), static constexpr
// kComparesWith (the key of a kind whose compare rows match this one's) and
// std::vector<CompareCurve> compare_curves(const R&) (what compare draws as
// curves, every result's on one plot).
#include "result/document.h"
#include "result/fill.h"

#include <cstdint>
#include <optional>
#include <span>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

namespace sm {

struct BenchmarkCommand;  // run/command.h

// One number of a result, as compare lists it.
struct MetricValue {
    std::string item;    // "Seq read", "50% write", "ISO", "Score"
    std::string metric;  // "MB/s", "IOPS", "mean us", "p99 us", "ms", "seconds", "total" …
    double value = 0;
    bool higher_is_better = true;
};

// One curve of a result, which compare draws with the other results' curves
// of the same key on one plot (methodology §8): a sustained write's MiB/s
// over the GiB written, a sweep's MB/s over the block size, a steady state's
// IOPS per round, a surface scan's speed over the drive, latency percentiles.
struct CurvePoint {
    double x = 0, y = 0;
};
struct CompareCurve {
    std::string key;    // "sustained", "sweep-read", "latency-4k-read": matched across results; the CLI's --chart
    std::string title;  // English, marked translatable in context "sm::compare": "Write speed over the amount written"
    std::string item;   // what the curve is of, a compare item ("4K read"), or "": shown after the title
    std::string x_label;   // English, context "sm::compare": "GiB written"
    std::string y_label;   // a compare metric, or "latency us": "MB/s", "MB (10^6)/s", "IOPS"
    bool x_log2 = false;   // block sizes
    bool y_log10 = false;  // latencies, which differ by orders of magnitude between drives
    bool primary = false;  // the kind's main chart (sustained, sweep, steady, surface), drawn first
    // Ticks with their labels ("4K", "p99"), for an axis of named points; empty: computed.
    std::vector<std::pair<double, std::string>> x_ticks;
    std::vector<CurvePoint> points;
    std::optional<double> mark_x;  // a point of the curve to mark: where the write cache ran out
};

// A curve's key, title, axes and whether it is its kind's main chart (its title and x axis
// marked translatable where they are written).
inline CompareCurve compare_curve(std::string key, std::string title, std::string x_label, std::string y_label,
                                  bool primary = false)
{
    CompareCurve c;
    c.key = std::move(key);
    c.title = std::move(title);
    c.x_label = std::move(x_label);
    c.y_label = std::move(y_label);
    c.primary = primary;
    return c;
}

// One of the few numbers `history list` shows for a result ("Total", 2196, "").
struct HeadlineValue {
    std::string label;
    double value = 0;
    std::string unit;  // "" for scores, "MB/s", "MiB/s", "IOPS", "ms"
};

// What the history stores beside a document, to list and group it.
struct HistorySummary {
    std::string started_at;
    std::string target;
    DeviceInfo device;
    std::uint64_t size_bytes = 0;
    std::vector<HeadlineValue> headline;
    std::optional<std::int64_t> score_read, score_write, score_total;  // AS SSD scores, where the kind has them
};

struct ResultKind {
    std::string_view key;     // "run": history rows, --tool, the CLI command
    std::string_view schema;  // "solidmark.run/1"
    // Earlier versions of the schema that the kind still reads (each
    // document is written again as `schema`); empty for most kinds.
    std::span<const std::string_view> older_schemas;
    std::string_view title;         // "AS SSD benchmark" (English, translatable in "sm::kind"; the charts' subtitle)
    std::string_view chart_metric;  // the compare metric the GUI charts: "MB/s", "MB (10^6)/s", "IOPS"
    // Another kind whose compare rows carry the same items and metrics, so a
    // result of each compares row by row ("peer" with "preset"); "" for none.
    std::string_view compares_with;
    std::string_view text_help;  // what --text writes: "write an AS SSD-style text report"
    // Document operations: each reads the document with the kind's reader
    // first, so each also validates it (Error(Malformed) naming the field).
    Json (*normalize)(const Json& doc);  // the document as this version writes it
    std::string (*table)(const Json& doc);
    std::string (*csv)(const Json& doc);
    std::string (*text)(const Json& doc);  // nullptr: the kind has no text report
    std::vector<MetricValue> (*metrics)(const Json& doc);
    // Sentences a comparison prints under its rows (what the numbers are, where
    // that differs from SolidMark's); nullptr: the kind has none.
    std::vector<std::string> (*notes)(const Json& doc);
    // What compare draws as curves; nullptr: the kind has only single values (bars).
    std::vector<CompareCurve> (*curves)(const Json& doc) = nullptr;
    HistorySummary (*summary)(const Json& doc);
    // A fill series' figures, one list per level (result/fill.h); empty
    // for a result that is not a series.
    std::vector<FillFigures> (*fill_figures)(const Json& doc) = nullptr;
    // The benchmark that produces results of the kind: its CLI command, options
    // and run function (run/command.h, built on first use); nullptr for an
    // imported kind (fio, peer). The CLI, export-fio and fleet find the
    // commands through benchmark_commands() (run/command.h), which reads them here.
    const BenchmarkCommand& (*command)() = nullptr;
};

// Compare metric names of the two throughput units.
inline constexpr std::string_view kMibSMetric = "MB/s";               // MiB/s, AS SSD's unit
inline constexpr std::string_view kDecimalMbSMetric = "MB (10^6)/s";  // CrystalDiskMark's unit

// MB/s (MiB/s), IOPS and mean latency of a measurement (or, for an access
// time, ms and IOPS), then its p99: the rows every kind's compare starts from.
void append_measurement_metrics(std::vector<MetricValue>& out, const std::string& item, const Measurement& m,
                                bool access = false);

// The lines every console table starts with: version, target, date, then
// drive, firmware, controller and partition offset.
std::string table_header(const ResultHeader& h);
// One line per flag of the result, with its explanation:
// "Flag fuse (ntfs-3g): The target is a FUSE filesystem: its daemon may cache, …";
// then, on Windows, how the test file was prepared ("Test file: valid data length set …").
std::string flag_lines(const ResultHeader& h);
// "  [BUFFERED: cached results, not comparable]" or "".
std::string buffered_note(const ResultHeader& h);
// What the run cost the drive, where its health was recorded: `lead`, then
// "The drive counted 2.15 GB written during this run (SolidMark wrote
// 2.15 GB)." and what grew (media errors, a warning bit); "" otherwise. Every
// kind's console table ends with it (make_kind), so `solidmark-cli preset`,
// `history show` and the rest say it as the suite does.
std::string drive_cost_lines(const ResultHeader& h, std::string_view lead = "\n");

// The hooks of a result type, declared in its header (see above).
#define SM_RESULT_HOOKS(R)                                                                                             \
    void write_body(const R& r, Json& j);                                                                              \
    void read_body(const Json& j, R& r);                                                                               \
    std::string console_table(const R& r);                                                                             \
    std::string csv_report(const R& r);                                                                                \
    std::vector<MetricValue> compare_metrics(const R& r);                                                              \
    std::vector<HeadlineValue> headline(const R& r);                                                                   \
    std::uint64_t history_size(const R& r)

// Every kind, in the order menus and lists show them.
std::span<const ResultKind> result_kinds();
// nullptr when no kind has this key.
const ResultKind* find_kind(std::string_view key);
// The kind of a document, by its schema; Error(Malformed) for an unknown one.
const ResultKind& kind_of_document(const Json& doc);
// "run, compression, copy, …" for messages.
std::string kind_keys_text();

template <class R>
R read_document(const Json& doc);

// The numbers of a result a fill series draws over the fill level: the
// kind's fill_figures(r) hook (the suite: its scores and four rows), else
// its history headline.
template <class R>
FillFigures fill_figures_of(const R& r)
{
    if constexpr (requires { fill_figures(r); }) {
        return fill_figures(r);
    } else {
        FillFigures out;
        for (const HeadlineValue& h : headline(r))
            out.push_back({h.label, h.unit, h.value});
        return out;
    }
}

// Every level's figures of a fill series whose last level is `r` itself.
template <class R>
std::vector<FillFigures> fill_series_figures(const R& r)
{
    std::vector<FillFigures> out;
    for (const FillLevel& l : r.fill_series)
        out.push_back(l.document ? fill_figures_of(read_document<R>(*l.document)) : fill_figures_of(r));
    return out;
}

// A result's document: the header every kind shares (schema, version, date,
// target, device, ...), what the kind's write_body() adds, then the flags,
// the fill and a fill series' levels.
template <class R>
requires requires(const R& r, Json& j) { write_body(r, j); }
Json to_json(const R& r)
{
    Json j = Json::object();
    write_header(j, R::kSchema, r);
    write_body(r, j);
    write_flags(j, r);
    j["fill"] = fill_to_json(r.fill);
    if (!r.fill_series.empty())
        j["fill_series"] = fill_series_to_json(r.fill_series, fill_series_figures(r));
    if (!r.fill_stopped.empty())
        j["fill_series_stopped"] = r.fill_stopped;
    return j;
}

// Reads a document of kind R: the shared header (its schema must be R's,
// or an earlier version of it the kind still reads), then the kind's
// read_body(), the fill and a fill series (each level read as R).
template <class R>
requires requires(const Json& j, R& r) { read_body(j, r); }
void from_json(const Json& j, R& r)
{
    if constexpr (requires { R::kOlderSchemas; })
        read_header(j, R::kSchema, r, R::kOlderSchemas);
    else
        read_header(j, R::kSchema, r);
    read_body(j, r);
    r.fill = fill_from_json(j);
    r.fill_series = fill_series_from_json(j, [](const Json& level) { return to_json(read_document<R>(level)); });
    r.fill_stopped = str_or_empty(j, "fill_series_stopped", "");
}

template <class R>
R read_document(const Json& doc)
{
    R r;
    from_json(doc, r);
    return r;
}

// The whole document of a result, as every export writes it.
template <class R>
std::string to_json_text(const R& r)
{
    return dump_json(to_json(r));
}

template <class R>
R result_from_json_text(std::string_view text)
{
    return read_document<R>(parse_json(text));
}

template <class R>
const ResultKind& kind_of()
{
    return *find_kind(R::kKey);
}

// The registry entry of R, built from its hooks (used by run/kinds.cpp; a
// benchmark's kind adds its command: benchmark_kind in run/command.h).
template <class R>
constexpr ResultKind make_kind()
{
    ResultKind k{};
    k.key = R::kKey;
    k.schema = R::kSchema;
    if constexpr (requires { R::kOlderSchemas; })
        k.older_schemas = R::kOlderSchemas;
    k.title = R::kTitle;
    k.chart_metric = R::kChartMetric;
    k.normalize = [](const Json& d) { return to_json(read_document<R>(d)); };
    k.table = [](const Json& d) {
        const R r = read_document<R>(d);
        return console_table(r) + fill_series_table(r.fill_series, fill_series_figures(r)) + drive_cost_lines(r);
    };
    k.fill_figures = [](const Json& d) { return fill_series_figures(read_document<R>(d)); };
    k.csv = [](const Json& d) { return csv_report(read_document<R>(d)); };
    if constexpr (requires(const R& r) { text_report(r); }) {
        k.text = [](const Json& d) { return text_report(read_document<R>(d)); };
        k.text_help = "write an AS SSD-style text report";
        if constexpr (requires { R::kTextHelp; })
            k.text_help = R::kTextHelp;
    }
    if constexpr (requires { R::kComparesWith; })
        k.compares_with = R::kComparesWith;
    if constexpr (requires(const R& r) { compare_notes(r); })
        k.notes = [](const Json& d) { return compare_notes(read_document<R>(d)); };
    if constexpr (requires(const R& r) { compare_curves(r); })
        k.curves = [](const Json& d) { return compare_curves(read_document<R>(d)); };
    k.metrics = [](const Json& d) { return compare_metrics(read_document<R>(d)); };
    k.summary = [](const Json& d) {
        const R r = read_document<R>(d);
        HistorySummary s;
        s.started_at = r.started_at;
        s.target = r.target;
        s.device = r.device;
        s.size_bytes = history_size(r);
        s.headline = headline(r);
        if constexpr (requires { history_scores(r, s); })
            history_scores(r, s);
        return s;
    };
    return k;
}

}  // namespace sm
