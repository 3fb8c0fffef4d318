#pragma once
// Results side by side (docs/methodology.md §8): any number of results of one
// kind (2 to kMaxCompareResults), each named so a reader understands it, one
// of them the reference. Every measured value of every result, each other
// result's change against the reference in percent, with the direction that
// counts as better (higher MB/s and IOPS, lower latency and seconds), and
// each row's best value. Two kinds whose rows match (ResultKind::compares_with:
// an imported peer result and a preset run) compare too, with the ratio to
// the reference and the notes that say what each result's numbers are.
// What compare draws, bars of one metric per test and every result's curve
// on one plot, comes from the same registry (compare_charts below).
#include "result/kind.h"

#include <cstddef>
#include <optional>
#include <string>
#include <vector>

namespace sm {

// At most this many results in one comparison: the text table and the CLI
// name them by the letters A to Z.
inline constexpr std::size_t kMaxCompareResults = 26;

// One result of a comparison.
struct CompareEntry {
    std::string name;    // what the table, the charts and the legend call it (below)
    std::string source;  // where it came from: "#12 run 2026-12-01T20:47:30Z <drive> [label]", or the file name
    std::string kind;    // its ResultKind key
    std::string label;   // the history's label ("" for a file)
    std::string started_at, device, app_version;
    std::uint64_t size_bytes = 0;  // the kind's test size (HistorySummary::size_bytes)
    // Its drive's temperature during the run, when recorded ("38–45 °C" in the GUI).
    std::optional<double> temperature_min_c, temperature_max_c;
    // The drive's health (methodology §27), where the document recorded a
    // readable one: its counters after the run, and the sentence
    // "The drive counted … written during this run (SolidMark wrote …)."
    struct HealthCounters {
        std::optional<long long> percentage_used;
        std::optional<long long> data_written_bytes, data_read_bytes, media_errors;
    };
    std::optional<HealthCounters> health_after;
    std::string health_line;
    // How full its volume was (--fill, methodology §2 "Filling the volume"):
    // the used % during the run of what is compared (for a fill series
    // beside single results, its paired level's); none for a result with no
    // fill recorded and for a fill series compared level by level.
    std::optional<double> fill_pct;
    std::vector<double> fill_levels;     // a fill series: each level's target %, in order; empty otherwise
    std::optional<double> paired_level;  // a fill series beside single results: the target % of the level compared
};

struct CompareRow {
    std::string item;
    std::string metric;
    std::vector<std::optional<double>> values;  // one per entry; empty where that result has no such value
    bool higher_is_better = true;

    std::optional<double> value(std::size_t i) const { return i < values.size() ? values[i] : std::nullopt; }
    // (v[i] - v[ref]) / v[ref] in percent; empty when either value is missing or v[ref] is 0.
    std::optional<double> delta_percent(std::size_t i, std::size_t ref) const;
    // v[i] / v[ref]; empty when either value is missing or v[ref] is 0.
    std::optional<double> ratio(std::size_t i, std::size_t ref) const;
    // +1 when result i is better than the reference, -1 when worse, 0 when equal or unknown.
    int verdict(std::size_t i, std::size_t ref) const;
    // Whether v[i] is the row's best value (ties: each of them); false for a
    // row with fewer than two values or whose values are all equal.
    bool is_best(std::size_t i) const;
};

// A sentence about one result's numbers (ResultKind::notes), or about the
// comparison (entry empty): fixed English text the GUI translates in
// context "sm::peer" (util/translatable.h).
struct CompareNote {
    std::optional<std::size_t> entry;
    std::string text;
};

// Every result's curve of one key on one plot (ResultKind::curves).
struct CompareCurveSet {
    std::string key, title, item, x_label, y_label;
    bool x_log2 = false, y_log10 = false, primary = false;
    std::vector<std::pair<double, std::string>> x_ticks;
    std::optional<double> level;  // fill series compared level by level: the target % this plot is of
    struct Series {
        std::size_t entry = 0;
        std::vector<CurvePoint> points;
        std::optional<double> mark_x;
    };
    std::vector<Series> series;
};

struct Comparison {
    std::vector<CompareEntry> entries;
    std::size_t reference = 0;  // the entry every other is compared with
    std::string kind;           // the first entry's kind
    std::string kind_b;         // the first other kind ("preset" beside a "peer"), else ""
    std::vector<CompareRow> rows;
    std::vector<CompareNote> notes;  // what a result's numbers are, where that differs from SolidMark's
    std::vector<CompareCurveSet> curves;

    std::size_t size() const { return entries.size(); }
};
// How the drive's counters moved from the end of the reference's run to the
// end of entry i's (out of the box, then conditioned: what the conditioning
// and the later run cost the drive), each null where either lacks it; empty
// for the reference and where either document has no readable record.
std::optional<CompareEntry::HealthCounters> health_delta(const Comparison& c, std::size_t i);
// "percentage used +1 %, 512.00 GB written, 30.00 GB read, media errors +0"
std::string health_delta_text(const CompareEntry::HealthCounters& d);

// What the table says of entry i's fill: "80 % full during the run", "the
// 80 % level of a fill series (79 % full during the run)", "a fill series:
// 0, 50, 80 %"; "" for none.
std::string compare_fill_text(const CompareEntry& e);

// One result to compare: its document, where it came from and its label.
struct CompareInput {
    Json document;
    std::string source;
    std::string label;
};

// Whether results of these two kinds compare: the same kind, or kinds whose rows match.
bool kinds_pair(const ResultKind& a, const ResultKind& b);

// Every metric and curve of every result (each kind's compare_metrics and
// compare_curves, through the registry), matched by item and metric (curves
// by key), the first result the reference. Paired by fill (methodology §8):
// when every result is a fill series, level by level, each row's item and
// each curve's key ending in its level ("Seq read @ 50 %"); otherwise a
// series is compared through its level nearest the fill of the first single
// result (its first level when that has none), and a note says when the
// compared fills differ by a point or more. Throws Error(InvalidInput) for
// fewer than two or more than kMaxCompareResults results and when two kinds
// do not pair, Error(Malformed) for an unreadable document.
Comparison compare_documents(const std::vector<CompareInput>& inputs);
// Two results named by their titles (tests and callers that have two).
Comparison compare_documents(const Json& a, const Json& b, const std::string& title_a, const std::string& title_b);

// A result's name: its label, else its drive's model with the capacity
// ("Samsung SSD 990 PRO 2.00 TB"), else its date ("2026-12-01 20:47").
std::string compare_name(const std::string& label, const Json& doc);
// Makes every name unique (a second "conditioned" becomes "conditioned (2)")
// and none empty; run after names are edited.
void make_names_unique(Comparison& c);
// "A", "B", … "Z": how the text table and the CLI's options name entry i.
std::string entry_letter(std::size_t i);
// The entry a letter names ("b" too); empty for none of them.
std::optional<std::size_t> entry_of_letter(const Comparison& c, const std::string& letter);
// Makes entry i the reference.
void set_reference(Comparison& c, std::size_t i);
// Moves entry `from` to place `to`, with its values, curves and notes (the
// order bars keep when they are not sorted best first).
void move_entry(Comparison& c, std::size_t from, std::size_t to);

// What compare draws: bars of one metric grouped by test (the Score rows
// grouped by score), or every result's curve of one key. The kind's main
// chart first (a primary curve, else the bars of its chart metric), then the
// scores, the other curves and the bars of every other metric.
struct CompareChart {
    std::string key;                    // "mb_s", "iops", "score", "sustained", "sweep-read": the CLI's --chart
    std::string title;                  // English, translatable in context "sm::compare"
    std::string metric;                 // bars: the rows' metric ("" for the scores)
    std::optional<std::size_t> curves;  // curves: the index into Comparison::curves
};
std::vector<CompareChart> compare_charts(const Comparison& c);
// The chart of this key; the first when `key` is empty; nullptr for an unknown key.
const CompareChart* find_chart(const std::vector<CompareChart>& charts, const std::string& key);
std::string chart_keys_text(const std::vector<CompareChart>& charts);
// The rows a bars chart draws, in order.
std::vector<const CompareRow*> chart_rows(const Comparison& c, const CompareChart& chart);

// The text table: the results by letter, then every row with each value, the
// best marked "*", and each other result's change against the reference.
std::string compare_table(const Comparison& c);
// The table as CSV: item, metric, higher_is_better, one column per result
// (named), one per other result's change in percent, and the best result's name.
std::string compare_csv(const Comparison& c);
// The texts every view shows for a value ("1234.56" MB/s, "0.031" ms, "n/a")
// and for a change ("+12.3 %", "n/a").
std::string compare_value_text(const std::optional<double>& v, const std::string& metric);
std::string compare_delta_text(const CompareRow& r, std::size_t i, std::size_t ref);
// "0.976", "no partner in A" / "no partner in B" when one of the two lacks the row.
std::string compare_ratio_text(const CompareRow& r, std::size_t i, std::size_t ref);
// The unit printed after a value: "MB/s", "IOPS", "ms", "µs", "s", "GiB", "" for a score.
std::string compare_unit(const std::string& metric);

// solidmark.compare/2 (docs/schemas/solidmark.compare.md).
Json to_json(const Comparison& c);
// Reads solidmark.compare/2, and the two-result solidmark.compare/1 (no
// curves); Error(Malformed) naming the field.
Comparison comparison_from_json(const Json& j);
// Whether a document is a comparison (its schema is solidmark.compare/…).
bool is_comparison(const Json& j);

}  // namespace sm
