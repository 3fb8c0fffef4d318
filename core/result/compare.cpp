#include "result/compare.h"

#include "result/document.h"
#include "result/health_json.h"
#include "util/error.h"
#include "util/translatable.h"
#include "util/units.h"

#include <algorithm>
#include <cmath>
#include <tuple>
#include <fmt/format.h>
#include <fmt/ranges.h>
#include <utility>

namespace sm {

std::optional<double> CompareRow::delta_percent() const
{
    if (!a || !b || *a == 0)
        return std::nullopt;
    return (*b - *a) / *a * 100.0;
}

std::optional<double> CompareRow::ratio() const
{
    if (!a || !b || *a == 0)
        return std::nullopt;
    return *b / *a;
}

int CompareRow::verdict() const
{
    const auto d = delta_percent();
    if (!d || *d == 0)
        return 0;
    return (*d > 0) == higher_is_better ? 1 : -1;
}

namespace {

template <class T>
std::optional<long long> moved(const std::optional<T>& from, const std::optional<T>& to)
{
    if (!from || !to)
        return std::nullopt;
    return static_cast<long long>(*to) - static_cast<long long>(*from);
}

void add_health(Comparison& c, const RunHealth& a, const RunHealth& b)
{
    for (const auto& [side, h] : {std::pair{"A", &a}, std::pair{"B", &b}})
        if (h->recorded && h->before.read())
            c.health_lines.push_back({side, h->written_sentence()});
    if (!a.recorded || !b.recorded || !a.after.read() || !b.after.read())
        return;
    c.health_delta = Comparison::HealthDelta{moved(a.after.percentage_used, b.after.percentage_used),
                                             moved(a.after.data_written_bytes, b.after.data_written_bytes),
                                             moved(a.after.data_read_bytes, b.after.data_read_bytes),
                                             moved(a.after.media_errors, b.after.media_errors)};
}

std::string signed_bytes(long long v)
{
    return (v < 0 ? "-" : "") + decimal_bytes(static_cast<std::uint64_t>(v < 0 ? -v : v));
}

// Each level of a fill series: its target % and its document (the last is
// the series' own document); one entry with no target for any other result.
struct LevelDoc {
    std::optional<double> target_pct, used_pct;
    Json doc;
};

std::vector<LevelDoc> levels_of(const Json& doc)
{
    const std::vector<FillLevel> series = fill_series_from_json(doc, [](const Json& d) { return d; });
    const std::optional<FillRecord> own = fill_from_json(doc);
    if (series.size() < 2)
        return {{own ? std::optional(own->target_pct) : std::nullopt,
                 own ? std::optional(own->used_pct_during) : std::nullopt, doc}};
    std::vector<LevelDoc> out;
    for (const FillLevel& l : series)
        out.push_back({l.fill.target_pct, l.fill.used_pct_during, l.document ? *l.document : doc});
    return out;
}

std::string level_suffix(double pct) { return fmt::format(" @ {} %", percent_text(pct)); }

void add_rows(Comparison& c, const std::vector<MetricValue>& values, bool side_b, const std::string& suffix)
{
    for (const MetricValue& v : values) {
        const std::string item = v.item + suffix;
        if (!side_b) {
            c.rows.push_back({item, v.metric, v.value, std::nullopt, v.higher_is_better});
            continue;
        }
        bool found = false;
        for (CompareRow& r : c.rows)
            if (r.item == item && r.metric == v.metric) {
                r.b = v.value;
                found = true;
            }
        if (!found)
            c.rows.push_back({item, v.metric, std::nullopt, v.value, v.higher_is_better});
    }
}

// The rows, paired by fill: level by level for two series, a single result
// with the series' level nearest its fill, otherwise the two documents.
void pair_rows(Comparison& c, const ResultKind& ka, const ResultKind& kb, const Json& a, const Json& b)
{
    const std::vector<LevelDoc> la = levels_of(a), lb = levels_of(b);
    c.fill_a = la.size() == 1 ? la.front().used_pct : std::nullopt;
    c.fill_b = lb.size() == 1 ? lb.front().used_pct : std::nullopt;
    if (la.size() > 1 && lb.size() > 1) {
        for (const LevelDoc& l : la)
            add_rows(c, ka.metrics(l.doc), false, level_suffix(*l.target_pct));
        for (const LevelDoc& l : lb)
            add_rows(c, kb.metrics(l.doc), true, level_suffix(*l.target_pct));
        c.notes.push_back({"A/B", "Both are fill series: each row pairs the levels of the same fill."});
        return;
    }
    if (la.size() > 1 || lb.size() > 1) {
        const bool series_a = la.size() > 1;
        const std::vector<LevelDoc>& series = series_a ? la : lb;
        const LevelDoc& single = series_a ? lb.front() : la.front();
        // The level nearest the single result's fill; the first (emptiest) when it has none.
        const LevelDoc* pick = &series.front();
        for (const LevelDoc& l : series)
            if (single.used_pct &&
                std::abs(*l.used_pct - *single.used_pct) < std::abs(*pick->used_pct - *single.used_pct))
                pick = &l;
        c.paired_level = pick->target_pct;
        add_rows(c, ka.metrics(series_a ? pick->doc : a), false, {});
        add_rows(c, kb.metrics(series_a ? b : pick->doc), true, {});
        c.notes.push_back(
            {series_a ? "A" : "B",
             fmt::format("A fill series: its level of {} % full is the one compared.", percent_text(*pick->used_pct))});
        return;
    }
    add_rows(c, ka.metrics(a), false, {});
    add_rows(c, kb.metrics(b), true, {});
    for (const auto& [side, pct] : {std::pair{"A", c.fill_a}, std::pair{"B", c.fill_b}})
        if (pct)
            c.notes.push_back({side, fmt::format("The volume was {} % full during the run.", percent_text(*pct))});
    if (c.fill_a.has_value() != c.fill_b.has_value() || (c.fill_a && std::abs(*c.fill_a - *c.fill_b) >= 1))
        c.notes.push_back({"A/B", "The two ran at different fills: the change is the fill's as much as the drive's."});
}

}  // namespace

std::string health_delta_text(const Comparison::HealthDelta& d)
{
    std::vector<std::string> parts;
    if (d.percentage_used)
        parts.push_back(fmt::format("percentage used {:+d} %", *d.percentage_used));
    if (d.data_written_bytes)
        parts.push_back(signed_bytes(*d.data_written_bytes) + " written");
    if (d.data_read_bytes)
        parts.push_back(signed_bytes(*d.data_read_bytes) + " read");
    if (d.media_errors)
        parts.push_back(fmt::format("media errors {:+d}", *d.media_errors));
    return parts.empty() ? std::string("no counters on both sides") : fmt::format("{}", fmt::join(parts, ", "));
}

Comparison compare_documents(const Json& a, const Json& b, const std::string& title_a, const std::string& title_b)
{
    Comparison c;
    const ResultKind& ka = kind_of_document(a);
    const ResultKind& kb = kind_of_document(b);
    const bool matching = ka.compares_with == kb.key || kb.compares_with == ka.key;
    if (&ka != &kb && !matching)
        throw Error(ErrorKind::InvalidInput,
                    fmt::format("cannot compare a {} result with a {} result; pick two of the "
                                "same kind",
                                ka.key, kb.key));
    c.kind = ka.key;
    if (&ka != &kb)
        c.kind_b = kb.key;
    for (const auto& [side, kind, doc] : {std::tuple{"A", &ka, &a}, std::tuple{"B", &kb, &b}})
        if (kind->notes)
            for (const std::string& n : kind->notes(*doc))
                c.notes.push_back({side, n});
    // Writes through the drive's cache and into it are not like with like.
    if (const auto wa = write_through_of(a), wb = write_through_of(b); wa && wb && *wa != *wb)
        c.notes.push_back({"A/B",
                           *wa ? translatable("sm::peer",
                                              "Write-through is on in A and off in B: A's writes went "
                                              "past the drive's cache, B's into it. The write rows "
                                              "are not like with like.")
                               : translatable("sm::peer",
                                              "Write-through is off in A and on in B: A's writes went "
                                              "into the drive's cache, B's past it. The write rows "
                                              "are not like with like.")});
    add_health(c, run_health_from_json(a), run_health_from_json(b));
    c.title_a = title_a;
    c.title_b = title_b;
    pair_rows(c, ka, kb, a, b);
    return c;
}

std::string compare_value_text(const std::optional<double>& v, const std::string& metric)
{
    if (!v)
        return "n/a";
    if (metric == "ms")
        return format_ms(*v);
    if (metric == kMibSMetric || metric == kDecimalMbSMetric)
        return format_mib_s(*v);
    if (metric == "seconds" || metric == "written GiB")
        return fmt::format("{:.2f}", *v);
    if (metric == "mean us" || metric == "p99 us")
        return fmt::format("{:.1f}", *v);
    return fmt::format("{:.0f}", *v);
}

std::string compare_delta_text(const CompareRow& r)
{
    const auto d = r.delta_percent();
    return d ? fmt::format("{:+.1f} %", *d) : std::string("n/a");
}

std::string compare_ratio_text(const CompareRow& r)
{
    if (!r.a || !r.b)
        return r.a ? "no partner in B" : "no partner in A";
    const auto q = r.ratio();
    return q ? fmt::format("{:.3f}", *q) : std::string("n/a");
}

std::string compare_table(const Comparison& c)
{
    std::string out = fmt::format("A: {}\nB: {}\n\n", c.title_a, c.title_b);
    // Two kinds side by side (a peer result and a preset run): B ÷ A, and which rows have no partner.
    const bool cross = !c.kind_b.empty();
    // The item and metric columns: at least 18 and 9 wide, and as wide as their longest text and a space.
    std::size_t width = 18, mwidth = 9;
    for (const CompareRow& r : c.rows) {
        width = std::max(width, r.item.size() + 1);
        mwidth = std::max(mwidth, r.metric.size() + 1);
    }
    out += fmt::format("{:<{}}{:<{}}{:>14}{:>14}{:>11}{}\n", "", width, "", mwidth, "A", "B", "B vs A",
                       cross ? fmt::format("{:>10}", "B / A") : "");
    for (const CompareRow& r : c.rows) {
        const char* mark = r.verdict() > 0 ? "  better" : r.verdict() < 0 ? "  worse" : "";
        out += fmt::format("{:<{}}{:<{}}{:>14}{:>14}{:>11}{}{}\n", r.item, width, r.metric, mwidth,
                           compare_value_text(r.a, r.metric), compare_value_text(r.b, r.metric), compare_delta_text(r),
                           cross ? fmt::format("{:>10}", r.a && r.b ? compare_ratio_text(r) : "") : "",
                           cross && !(r.a && r.b) ? "  " + compare_ratio_text(r) : mark);
    }
    if (!c.notes.empty())
        out += "\n";
    for (const CompareNote& n : c.notes)
        out += fmt::format("{}: {}\n", n.side, n.text);
    if (c.health_delta || !c.health_lines.empty())
        out += "\nDrive health:\n";
    for (const CompareNote& n : c.health_lines)
        out += fmt::format("{}: {}\n", n.side, n.text);
    if (c.health_delta)
        out += fmt::format("From the end of A to the end of B the drive counted: {}\n",
                           health_delta_text(*c.health_delta));
    return out;
}

Json to_json(const Comparison& c)
{
    Json rows = Json::array();
    for (const CompareRow& r : c.rows)
        rows.push_back({{"item", r.item},
                        {"metric", r.metric},
                        {"a", opt_num(r.a)},
                        {"b", opt_num(r.b)},
                        {"delta_percent", opt_num(r.delta_percent())},
                        {"ratio", opt_num(r.ratio())},
                        {"higher_is_better", r.higher_is_better}});
    return {{"schema", "solidmark.compare/1"},
            {"kind", c.kind},
            {"kind_b", opt_str(c.kind_b)},
            {"a", c.title_a},
            {"b", c.title_b},
            {"rows", rows},
            {"notes",
             json_list(c.notes,
                       [](const CompareNote& n) -> Json {
                           return {{"side", n.side}, {"text", n.text}};
                       })},
            {"health_delta",
             c.health_delta ? Json{{"percentage_used", opt_num(c.health_delta->percentage_used)},
                                   {"data_written_bytes", opt_num(c.health_delta->data_written_bytes)},
                                   {"data_read_bytes", opt_num(c.health_delta->data_read_bytes)},
                                   {"media_errors", opt_num(c.health_delta->media_errors)}}
                            : Json()},
            {"health_lines",
             json_list(c.health_lines,
                       [](const CompareNote& n) -> Json {
                           return {{"side", n.side}, {"text", n.text}};
                       })},
            {"fill", {{"a", opt_num(c.fill_a)}, {"b", opt_num(c.fill_b)}, {"paired_level", opt_num(c.paired_level)}}}};
}

}  // namespace sm
