#pragma once
// Side-by-side comparison of two results of the same kind (docs/methodology.md §8): every
// measured value of A and B and the change in percent, with the direction
// that counts as better (higher MB/s and IOPS, lower latency and seconds).
// Two kinds whose rows match (ResultKind::compares_with: an imported peer
// result and a preset run) compare too, with B ÷ A and the notes that say
// what each side's numbers are.
#include "result/kind.h"

#include <optional>
#include <string>
#include <vector>

namespace sm {

struct CompareRow {
    std::string item;
    std::string metric;
    std::optional<double> a, b;
    bool higher_is_better = true;

    // (b - a) / a in percent; empty when either value is missing or a is 0.
    std::optional<double> delta_percent() const;
    // b / a; empty when either value is missing or a is 0.
    std::optional<double> ratio() const;
    // +1 when B is better than A, -1 when worse, 0 when equal or unknown.
    int verdict() const;
};

// A sentence about one side's numbers (ResultKind::notes): fixed English
// text the GUI translates in context "sm::peer" (util/translatable.h).
struct CompareNote {
    std::string side;  // "A" or "B"
    std::string text;
};

struct Comparison {
    std::string kind;    // A's ResultKind key: "run", "compression", "copy", …
    std::string kind_b;  // B's key when it is another kind ("preset" beside a "peer"), else ""
    std::string title_a, title_b;
    std::vector<CompareRow> rows;
    std::vector<CompareNote> notes;  // what a side's numbers are, where that differs from SolidMark's
    // The drive's health (methodology §27), when both documents recorded a
    // readable one: how its counters moved from the end of A to the end of
    // B (out of the box vs conditioned: what conditioning and B's run cost
    // it), null where either side lacks the counter; and each side's own
    // drive_written sentence.
    struct HealthDelta {
        std::optional<long long> percentage_used;
        std::optional<long long> data_written_bytes, data_read_bytes, media_errors;
    };
    std::optional<HealthDelta> health_delta;
    std::vector<CompareNote> health_lines;
    // How full each side's volume was during its run (--fill; methodology
    // §2), as used % of its size; none for a result without a fill. Two
    // fill series pair their rows level by level ("Seq read @ 50 %"); a
    // series beside one result pairs that result with the series' level
    // nearest its fill (`paired_level`: that level's target %).
    std::optional<double> fill_a, fill_b;
    std::optional<double> paired_level;
};
// "percentage used +1 %, 512.00 GB written, 30.00 GB read, media errors +0"
std::string health_delta_text(const Comparison::HealthDelta& d);

// Every metric of A and B (each kind's compare_metrics, through the
// registry), matched by item and metric. Throws Error(Malformed) for an
// unreadable document and Error(InvalidInput) when the kinds differ and
// neither compares_with the other.
Comparison compare_documents(const Json& a, const Json& b, const std::string& title_a, const std::string& title_b);
std::string compare_table(const Comparison& c);
// The texts every view shows for a value ("1234.56" MB/s, "0.031" ms, "n/a")
// and for a row's change ("+12.3 %", "n/a").
std::string compare_value_text(const std::optional<double>& v, const std::string& metric);
std::string compare_delta_text(const CompareRow& r);
// "0.976", "no partner in A" / "no partner in B" when one side lacks the row.
std::string compare_ratio_text(const CompareRow& r);
Json to_json(const Comparison& c);

}  // namespace sm
