// Building a comparison of any number of results (result/compare.h): rows,
// curves, notes and health matched across the results through the registry.
// The text table and CSV are in compare_text.cpp, the JSON in compare_json.cpp.
#include "result/compare.h"

#include "result/document.h"
#include "result/fill.h"
#include "result/health_json.h"
#include "util/error.h"
#include "util/translatable.h"

#include <algorithm>
#include <cctype>
#include <cmath>
#include <fmt/format.h>
#include <set>

namespace sm {

std::optional<double> CompareRow::delta_percent(std::size_t i, std::size_t ref) const
{
    const auto v = value(i), r = value(ref);
    if (!v || !r || *r == 0)
        return std::nullopt;
    return (*v - *r) / *r * 100.0;
}

std::optional<double> CompareRow::ratio(std::size_t i, std::size_t ref) const
{
    const auto v = value(i), r = value(ref);
    if (!v || !r || *r == 0)
        return std::nullopt;
    return *v / *r;
}

int CompareRow::verdict(std::size_t i, std::size_t ref) const
{
    const auto d = delta_percent(i, ref);
    if (!d || *d == 0)
        return 0;
    return (*d > 0) == higher_is_better ? 1 : -1;
}

bool CompareRow::is_best(std::size_t i) const
{
    const auto v = value(i);
    if (!v)
        return false;
    std::size_t present = 0;
    bool all_equal = true;
    double best = *v;
    for (const auto& o : values) {
        if (!o)
            continue;
        ++present;
        all_equal = all_equal && *o == *v;
        best = higher_is_better ? std::max(best, *o) : std::min(best, *o);
    }
    return present >= 2 && !all_equal && *v == best;
}

bool kinds_pair(const ResultKind& a, const ResultKind& b)
{
    return &a == &b || a.compares_with == b.key || b.compares_with == a.key;
}

namespace {

// A capacity as drive makers print it: decimal units, three significant
// digits without trailing zeros ("2 TB", "500 GB", "1.02 TB").
std::string capacity_text(std::uint64_t bytes)
{
    static const char* const units[] = {"B", "kB", "MB", "GB", "TB", "PB"};
    double v = static_cast<double>(bytes);
    int u = 0;
    while (v >= 1000 && u < 5) {
        v /= 1000;
        ++u;
    }
    std::string s = fmt::format("{:.{}f}", v, v >= 100 ? 0 : v >= 10 ? 1 : 2);
    if (s.find('.') != std::string::npos) {
        s.erase(s.find_last_not_of('0') + 1);
        if (s.back() == '.')
            s.pop_back();
    }
    return s + " " + units[u];
}

std::string device_text(const DeviceInfo& d)
{
    if (d.model.empty())
        return {};
    return d.capacity_bytes ? d.model + " " + capacity_text(*d.capacity_bytes) : d.model;
}

std::optional<long long> health_counter(const auto& v)
{
    if (!v)
        return std::nullopt;
    return static_cast<long long>(*v);
}

std::optional<long long> moved(const std::optional<long long>& from, const std::optional<long long>& to)
{
    if (!from || !to)
        return std::nullopt;
    return *to - *from;
}

std::string signed_bytes(long long v)
{
    return (v < 0 ? "-" : "") + decimal_bytes(static_cast<std::uint64_t>(v < 0 ? -v : v));
}

CompareEntry make_entry(const CompareInput& in, const ResultKind& kind)
{
    CompareEntry e;
    const HistorySummary s = kind.summary(in.document);
    e.name = compare_name(in.label, in.document);
    e.source = in.source;
    e.kind = kind.key;
    e.label = in.label;
    e.started_at = s.started_at;
    e.device = device_text(s.device);
    e.size_bytes = s.size_bytes;
    e.app_version = str_or_empty(in.document, "app_version", "");
    if (const Json* t = find(in.document, "temperature"); t && t->is_object()) {
        const TemperatureRecord rec = temperature_from_json(*t);
        if (rec.known()) {
            e.temperature_min_c = rec.min_c();
            e.temperature_max_c = rec.max_c();
        }
    }
    const RunHealth h = run_health_from_json(in.document);
    if (h.recorded && h.before.read())
        e.health_line = h.written_sentence();
    if (h.recorded && h.after.read())
        e.health_after = CompareEntry::HealthCounters{
            health_counter(h.after.percentage_used), health_counter(h.after.data_written_bytes),
            health_counter(h.after.data_read_bytes), health_counter(h.after.media_errors)};
    return e;
}

// Entry i's metrics into the rows (each row holding a value for each of the n results).
void add_rows(Comparison& c, std::size_t i, std::size_t n, const std::vector<MetricValue>& metrics)
{
    for (const MetricValue& v : metrics) {
        auto it = std::find_if(c.rows.begin(), c.rows.end(),
                               [&](const CompareRow& r) { return r.item == v.item && r.metric == v.metric; });
        if (it == c.rows.end()) {
            c.rows.push_back({v.item, v.metric, std::vector<std::optional<double>>(n), v.higher_is_better});
            it = std::prev(c.rows.end());
        }
        it->values[i] = v.value;
    }
}

void add_curves(Comparison& c, std::size_t i, const std::vector<CompareCurve>& curves, std::optional<double> level)
{
    for (const CompareCurve& k : curves) {
        const std::string key = level ? fmt::format("{}@{}", k.key, percent_text(*level)) : k.key;
        auto it =
            std::find_if(c.curves.begin(), c.curves.end(), [&](const CompareCurveSet& s) { return s.key == key; });
        if (it == c.curves.end()) {
            c.curves.push_back(
                {key, k.title, k.item, k.x_label, k.y_label, k.x_log2, k.y_log10, k.primary, {}, level, {}});
            it = std::prev(c.curves.end());
        }
        for (const auto& tick : k.x_ticks)  // the union of every result's ticks, in order
            if (std::none_of(it->x_ticks.begin(), it->x_ticks.end(),
                             [&](const auto& t) { return t.first == tick.first; }))
                it->x_ticks.push_back(tick);
        std::sort(it->x_ticks.begin(), it->x_ticks.end());
        it->series.push_back({i, k.points, k.mark_x});
    }
}

// A result's levels: each level of a fill series with its target % and
// document (the last is the series' own document); one entry with no
// target for any other result.
struct LevelDoc {
    std::optional<double> target_pct, used_pct;
    Json doc;
};

std::vector<LevelDoc> levels_of(const Json& doc)
{
    const std::vector<FillLevel> series = fill_series_from_json(doc, [](const Json& d) { return d; });
    if (series.size() < 2) {
        const std::optional<FillRecord> own = fill_from_json(doc);
        return {{std::nullopt, own ? std::optional(own->used_pct_during) : std::nullopt, doc}};
    }
    std::vector<LevelDoc> out;
    for (const FillLevel& l : series)
        out.push_back({l.fill.target_pct, l.fill.used_pct_during, l.document ? Json(*l.document) : doc});
    return out;
}

// The level of a series nearest `fill` (its first, the emptiest, when there is none).
const LevelDoc& nearest_level(const std::vector<LevelDoc>& series, const std::optional<double>& fill)
{
    const LevelDoc* pick = &series.front();
    for (const LevelDoc& l : series)
        if (fill && std::abs(*l.used_pct - *fill) < std::abs(*pick->used_pct - *fill))
            pick = &l;
    return *pick;
}

// Entry i's rows and curves from one document: a level of a series compared
// level by level has its level in each item and curve key.
void add_document(Comparison& c, std::size_t i, std::size_t n, const ResultKind& kind, const Json& doc,
                  std::optional<double> level)
{
    std::vector<MetricValue> metrics = kind.metrics(doc);
    if (level)
        for (MetricValue& m : metrics)
            m.item += fmt::format(" @ {} %", percent_text(*level));
    add_rows(c, i, n, metrics);
    if (kind.curves)
        add_curves(c, i, kind.curves(doc), level);
}

// Which results are compared at which fill (result/compare.h), and the notes that say so.
void pair_fills(Comparison& c, const std::vector<CompareInput>& inputs, const std::vector<const ResultKind*>& kinds)
{
    std::vector<std::vector<LevelDoc>> levels;
    for (const CompareInput& in : inputs)
        levels.push_back(levels_of(in.document));
    const bool by_level = std::all_of(levels.begin(), levels.end(), [](const auto& l) { return l.size() > 1; });
    std::optional<double> aim;  // the fill of the first single result that has one
    for (const auto& l : levels)
        if (l.size() == 1 && l.front().used_pct) {
            aim = l.front().used_pct;
            break;
        }
    for (std::size_t i = 0; i < levels.size(); ++i) {
        CompareEntry& e = c.entries[i];
        if (levels[i].size() > 1)
            for (const LevelDoc& l : levels[i])
                e.fill_levels.push_back(*l.target_pct);
        if (by_level) {
            for (const LevelDoc& l : levels[i])
                add_document(c, i, levels.size(), *kinds[i], l.doc, l.target_pct);
            continue;
        }
        const LevelDoc& pick = levels[i].size() > 1 ? nearest_level(levels[i], aim) : levels[i].front();
        e.fill_pct = pick.used_pct;
        e.paired_level = pick.target_pct;
        add_document(c, i, levels.size(), *kinds[i], pick.doc, std::nullopt);
        if (levels[i].size() > 1)
            c.notes.push_back({i,
                               translatable("sm::peer",
                                            "A fill series: of its levels, the one nearest the other results' "
                                            "fill is compared.")});
    }
    if (by_level) {
        c.notes.push_back({std::nullopt,
                           translatable("sm::peer",
                                        "Every result is a fill series: each row pairs the levels of "
                                        "the same fill.")});
        return;
    }
    const auto [lo, hi] = std::minmax_element(c.entries.begin(), c.entries.end(), [](const auto& a, const auto& b) {
        return a.fill_pct.value_or(-1) < b.fill_pct.value_or(-1);
    });
    const bool some_unknown =
        std::any_of(c.entries.begin(), c.entries.end(), [](const CompareEntry& e) { return !e.fill_pct; });
    if (hi->fill_pct && (some_unknown || *hi->fill_pct - *lo->fill_pct >= 1))
        c.notes.push_back({std::nullopt,
                           translatable("sm::peer",
                                        "These results ran at different fills: a change between them "
                                        "is the fill's as much as the drive's.")});
}

// Writes through the drive's cache and into it are not like with like: each
// result says which it is when they are not all the same.
void add_write_through_notes(Comparison& c, const std::vector<CompareInput>& inputs)
{
    std::vector<std::optional<bool>> wt;
    for (const CompareInput& in : inputs)
        wt.push_back(write_through_of(in.document));
    std::set<bool> seen;
    for (const auto& w : wt)
        if (w)
            seen.insert(*w);
    if (seen.size() < 2)
        return;
    for (std::size_t i = 0; i < wt.size(); ++i)
        if (wt[i])
            c.notes.push_back({i,
                               *wt[i] ? translatable("sm::peer",
                                                     "Write-through is on: its writes went past the drive's "
                                                     "cache. Not every result here has it on, so their write "
                                                     "rows are not like with like.")
                                      : translatable("sm::peer",
                                                     "Write-through is off: its writes went into the drive's "
                                                     "cache. Not every result here has it off, so their write "
                                                     "rows are not like with like.")});
}

}  // namespace

std::string compare_name(const std::string& label, const Json& doc)
{
    if (!label.empty())
        return label;
    const HistorySummary s = kind_of_document(doc).summary(doc);
    if (std::string d = device_text(s.device); !d.empty())
        return d;
    if (s.started_at.size() >= 16)  // "2026-12-01T20:47:30Z" -> "2026-12-01 20:47"
        return s.started_at.substr(0, 10) + " " + s.started_at.substr(11, 5);
    return s.started_at.empty() ? std::string("result") : s.started_at;
}

void make_names_unique(Comparison& c)
{
    std::set<std::string> taken;
    for (CompareEntry& e : c.entries) {
        if (e.name.empty())
            e.name = "result";
        std::string name = e.name;
        for (int n = 2; taken.count(name); ++n)
            name = fmt::format("{} ({})", e.name, n);
        e.name = name;
        taken.insert(name);
    }
}

std::string entry_letter(std::size_t i) { return std::string(1, static_cast<char>('A' + i)); }

std::optional<std::size_t> entry_of_letter(const Comparison& c, const std::string& letter)
{
    if (letter.size() != 1)
        return std::nullopt;
    const char l = static_cast<char>(std::toupper(static_cast<unsigned char>(letter[0])));
    if (l < 'A' || l > 'Z' || static_cast<std::size_t>(l - 'A') >= c.entries.size())
        return std::nullopt;
    return static_cast<std::size_t>(l - 'A');
}

void set_reference(Comparison& c, std::size_t i)
{
    if (i < c.entries.size())
        c.reference = i;
}

void move_entry(Comparison& c, std::size_t from, std::size_t to)
{
    const std::size_t n = c.entries.size();
    if (from >= n || to >= n || from == to)
        return;
    std::vector<std::size_t> order(n);  // order[new place] = old place
    for (std::size_t i = 0; i < n; ++i)
        order[i] = i;
    order.erase(order.begin() + static_cast<std::ptrdiff_t>(from));
    order.insert(order.begin() + static_cast<std::ptrdiff_t>(to), from);
    std::vector<std::size_t> place(n);  // place[old place] = new place
    for (std::size_t i = 0; i < n; ++i)
        place[order[i]] = i;
    const auto permute = [&](auto& v) {
        auto old = v;
        for (std::size_t i = 0; i < n; ++i)
            v[i] = std::move(old[order[i]]);
    };
    permute(c.entries);
    for (CompareRow& r : c.rows)
        permute(r.values);
    for (CompareCurveSet& s : c.curves)
        for (CompareCurveSet::Series& ser : s.series)
            ser.entry = place[ser.entry];
    for (CompareNote& note : c.notes)
        if (note.entry)
            note.entry = place[*note.entry];
    c.reference = place[c.reference];
    c.kind = c.entries.front().kind;
    c.kind_b.clear();
    for (const CompareEntry& e : c.entries)
        if (e.kind != c.kind && c.kind_b.empty())
            c.kind_b = e.kind;
}

Comparison compare_documents(const std::vector<CompareInput>& inputs)
{
    if (inputs.size() < 2)
        throw Error(ErrorKind::InvalidInput,
                    inputs.empty() ? std::string("compare needs at least two results; none were given")
                                   : fmt::format("compare needs at least two results; only one was given ({})",
                                                 inputs.front().source));
    if (inputs.size() > kMaxCompareResults)
        throw Error(
            ErrorKind::InvalidInput,
            fmt::format("compare takes at most {} results (A to Z); {} were given", kMaxCompareResults, inputs.size()));
    std::vector<const ResultKind*> kinds;
    for (const CompareInput& in : inputs) {
        try {
            kinds.push_back(&kind_of_document(in.document));
        } catch (const Error& e) {
            throw Error(e.kind(), fmt::format("{}: {}", in.source, e.what()));
        }
    }
    for (std::size_t i = 0; i < kinds.size(); ++i)
        for (std::size_t j = i + 1; j < kinds.size(); ++j)
            if (!kinds_pair(*kinds[i], *kinds[j]))
                throw Error(ErrorKind::InvalidInput,
                            fmt::format("cannot compare a {} result with a {} result ({} and {}); pick results of "
                                        "one kind",
                                        kinds[i]->key, kinds[j]->key, inputs[i].source, inputs[j].source));
    Comparison c;
    c.kind = kinds.front()->key;
    for (const ResultKind* k : kinds)
        if (k != kinds.front() && c.kind_b.empty())
            c.kind_b = k->key;
    for (std::size_t i = 0; i < inputs.size(); ++i) {
        try {
            c.entries.push_back(make_entry(inputs[i], *kinds[i]));
            if (kinds[i]->notes)
                for (const std::string& n : kinds[i]->notes(inputs[i].document))
                    c.notes.push_back({i, n});
        } catch (const Error& e) {
            throw Error(e.kind(), fmt::format("{}: {}", inputs[i].source, e.what()));
        }
    }
    pair_fills(c, inputs, kinds);
    add_write_through_notes(c, inputs);
    make_names_unique(c);
    return c;
}

Comparison compare_documents(const Json& a, const Json& b, const std::string& title_a, const std::string& title_b)
{
    Comparison c = compare_documents({{a, title_a, ""}, {b, title_b, ""}});
    c.entries[0].name = title_a;
    c.entries[1].name = title_b;
    make_names_unique(c);
    return c;
}

std::optional<CompareEntry::HealthCounters> health_delta(const Comparison& c, std::size_t i)
{
    if (i == c.reference || i >= c.entries.size())
        return std::nullopt;
    const auto& from = c.entries[c.reference].health_after;
    const auto& to = c.entries[i].health_after;
    if (!from || !to)
        return std::nullopt;
    return CompareEntry::HealthCounters{
        moved(from->percentage_used, to->percentage_used), moved(from->data_written_bytes, to->data_written_bytes),
        moved(from->data_read_bytes, to->data_read_bytes), moved(from->media_errors, to->media_errors)};
}

std::string compare_fill_text(const CompareEntry& e)
{
    const std::string during =
        e.fill_pct ? fmt::format("{} % full during the run", percent_text(*e.fill_pct)) : std::string();
    if (e.paired_level)
        return fmt::format("the {} % level of a fill series{}", percent_text(*e.paired_level),
                           during.empty() ? "" : " (" + during + ")");
    if (!e.fill_levels.empty()) {
        std::string list;
        for (double l : e.fill_levels)
            list += (list.empty() ? "" : ", ") + percent_text(l);
        return "a fill series: " + list + " %";
    }
    return during;
}

std::string health_delta_text(const CompareEntry::HealthCounters& d)
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
    std::string out;
    for (const std::string& p : parts)
        out += (out.empty() ? "" : ", ") + p;
    return out.empty() ? std::string("no counters on both sides") : out;
}

namespace {

constexpr std::string_view kScoreItem = "Score";

// A row of the scores: "Score", or "Score @ 50 %" of a fill series' level.
bool score_row(const CompareRow& r) { return r.item == kScoreItem || r.item.starts_with("Score @ "); }

// A bars chart's key and title by its metric (and kind, where the kind's
// rows of that metric are something else: the capacity check's GiB).
struct MetricChart {
    std::string_view metric, key;
    const char* title;
    std::string_view kind = {};
};
constexpr MetricChart kMetricCharts[] = {
    {kMibSMetric, "mb_s", translatable("sm::compare", "Throughput")},
    {kDecimalMbSMetric, "mb_s", translatable("sm::compare", "Throughput")},
    {"IOPS", "iops", translatable("sm::compare", "IOPS")},
    {"mean us", "mean_us", translatable("sm::compare", "Mean latency")},
    {"p99 us", "p99_us", translatable("sm::compare", "99th percentile latency")},
    {"ms", "ms", translatable("sm::compare", "Access time")},
    {"seconds", "seconds", translatable("sm::compare", "Time taken")},
    {"written GiB", "written_gib", translatable("sm::compare", "Amount written")},
    {"GiB", "gib", translatable("sm::compare", "Intact and lost data"), "capacity"},
    {"GiB", "gib", translatable("sm::compare", "Write cache size")},
    {"rounds", "rounds", translatable("sm::compare", "Rounds to steady state")},
};

CompareChart metric_chart(const std::string& metric, const std::string& kind)
{
    for (const MetricChart& m : kMetricCharts)
        if (m.metric == metric && (m.kind.empty() || m.kind == kind))
            return {std::string(m.key), m.title, metric, std::nullopt};
    std::string key;  // an unlisted metric: its name made a key
    for (char ch : metric)
        key += std::isalnum(static_cast<unsigned char>(ch)) ? static_cast<char>(std::tolower(ch)) : '_';
    return {key, metric, metric, std::nullopt};
}

}  // namespace

std::vector<CompareChart> compare_charts(const Comparison& c)
{
    std::vector<CompareChart> out;
    const auto add = [&](CompareChart chart) {
        if (std::none_of(out.begin(), out.end(), [&](const CompareChart& o) { return o.key == chart.key; }))
            out.push_back(std::move(chart));
    };
    const auto add_curves = [&](bool primary) {
        for (std::size_t i = 0; i < c.curves.size(); ++i)
            if (c.curves[i].primary == primary)
                add({c.curves[i].key, c.curves[i].title, "", i});
    };
    const auto has_metric = [&](const std::string& metric) {
        return std::any_of(c.rows.begin(), c.rows.end(),
                           [&](const CompareRow& r) { return !score_row(r) && r.metric == metric; });
    };
    add_curves(true);
    if (const ResultKind* k = find_kind(c.kind); k && has_metric(std::string(k->chart_metric)))
        add(metric_chart(std::string(k->chart_metric), c.kind));
    if (std::any_of(c.rows.begin(), c.rows.end(), score_row))
        add({"score", translatable("sm::compare", "Scores"), "", std::nullopt});
    add_curves(false);
    for (const CompareRow& r : c.rows)
        if (!score_row(r))
            add(metric_chart(r.metric, c.kind));
    return out;
}

const CompareChart* find_chart(const std::vector<CompareChart>& charts, const std::string& key)
{
    if (key.empty())
        return charts.empty() ? nullptr : &charts.front();
    for (const CompareChart& ch : charts)
        if (ch.key == key)
            return &ch;
    return nullptr;
}

std::string chart_keys_text(const std::vector<CompareChart>& charts)
{
    std::string out;
    for (const CompareChart& ch : charts)
        out += (out.empty() ? "" : ", ") + ch.key;
    return out;
}

std::vector<const CompareRow*> chart_rows(const Comparison& c, const CompareChart& chart)
{
    std::vector<const CompareRow*> out;
    if (chart.curves)
        return out;
    for (const CompareRow& r : c.rows)
        if (chart.key == "score" ? score_row(r) : !score_row(r) && r.metric == chart.metric)
            out.push_back(&r);
    return out;
}

}  // namespace sm
