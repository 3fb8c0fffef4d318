// solidmark.compare/2 written and read (docs/schemas/solidmark.compare.md),
// and the two-result solidmark.compare/1 read.
#include "result/compare.h"

#include "result/document.h"
#include "util/error.h"

#include <fmt/format.h>

namespace sm {
namespace {

constexpr std::string_view kSchema1 = "solidmark.compare/1";
constexpr std::string_view kSchema2 = "solidmark.compare/2";

Json counters_json(const std::optional<CompareEntry::HealthCounters>& h)
{
    if (!h)
        return Json();
    return {{"percentage_used", opt_num(h->percentage_used)},
            {"data_written_bytes", opt_num(h->data_written_bytes)},
            {"data_read_bytes", opt_num(h->data_read_bytes)},
            {"media_errors", opt_num(h->media_errors)}};
}

std::optional<long long> opt_counter(const Json& j, std::string_view key, std::string_view where)
{
    const Json* v = find(j, key);
    if (!v || v->is_null())
        return std::nullopt;
    const double d = num(j, key, where, -9.2e18, 9.2e18);
    if (d != static_cast<double>(static_cast<long long>(d)))
        throw Error(ErrorKind::Malformed, fmt::format("'{}' must be a whole number", path_of(where, key)));
    return static_cast<long long>(d);
}

std::optional<CompareEntry::HealthCounters> counters_from(const Json& j, std::string_view key, std::string_view where)
{
    const Json* v = find(j, key);
    if (!v || v->is_null())
        return std::nullopt;
    const std::string place = path_of(where, key);
    as_object(*v, place);
    return CompareEntry::HealthCounters{
        opt_counter(*v, "percentage_used", place), opt_counter(*v, "data_written_bytes", place),
        opt_counter(*v, "data_read_bytes", place), opt_counter(*v, "media_errors", place)};
}

std::optional<double> opt_value(const Json& j, std::string_view where)
{
    if (j.is_null())
        return std::nullopt;
    const double v = as_number(j, where);
    if (!(v > -1e18 && v < 1e18))
        throw Error(ErrorKind::Malformed, fmt::format("'{}' is out of range", where));
    return v;
}

std::optional<double> opt_number_field(const Json& j, std::string_view key, std::string_view where)
{
    const Json* v = find(j, key);
    return v ? opt_value(*v, path_of(where, key)) : std::nullopt;
}

// A result's index: a whole number below `count`.
std::size_t index_in(const Json& j, std::size_t count, std::string_view where)
{
    const double v = as_number(j, where);
    if (!(v >= 0 && v < static_cast<double>(count)) || v != static_cast<double>(static_cast<std::size_t>(v)))
        throw Error(ErrorKind::Malformed,
                    fmt::format("'{}' must name one of the {} results (0 to {})", where, count, count - 1));
    return static_cast<std::size_t>(v);
}

Json entry_json(const Comparison& c, std::size_t i)
{
    const CompareEntry& e = c.entries[i];
    Json j = {{"name", e.name}, {"source", e.source}, {"kind", e.kind}};
    for (const auto& [key, text] : {std::pair{"label", &e.label}, std::pair{"started_at", &e.started_at},
                                    std::pair{"device", &e.device}, std::pair{"app_version", &e.app_version}})
        j[key] = opt_str(*text);
    j["size_bytes"] = e.size_bytes;
    j["temperature_min_c"] = opt_num(e.temperature_min_c);
    j["temperature_max_c"] = opt_num(e.temperature_max_c);
    j["health_after"] = counters_json(e.health_after);
    j["health_line"] = opt_str(e.health_line);
    j["health_delta"] = counters_json(health_delta(c, i));
    j["fill"] = e.fill_pct || !e.fill_levels.empty() || e.paired_level ? Json{{"used_pct_during", opt_num(e.fill_pct)},
                                                                              {"series_levels", e.fill_levels},
                                                                              {"paired_level", opt_num(e.paired_level)}}
                                                                       : Json();
    return j;
}

Json row_json(const Comparison& c, const CompareRow& r)
{
    Json values = Json::array(), deltas = Json::array(), ratios = Json::array(), best = Json::array();
    for (std::size_t i = 0; i < c.size(); ++i) {
        values.push_back(opt_num(r.value(i)));
        const bool ref = i == c.reference;  // the reference against itself: null, not 0 % and 1
        deltas.push_back(ref ? Json() : opt_num(r.delta_percent(i, c.reference)));
        ratios.push_back(ref ? Json() : opt_num(r.ratio(i, c.reference)));
        if (r.is_best(i))
            best.push_back(i);
    }
    return {{"item", r.item},   {"metric", r.metric},      {"higher_is_better", r.higher_is_better},
            {"values", values}, {"delta_percent", deltas}, {"ratio", ratios},
            {"best", best}};
}

Json curve_json(const CompareCurveSet& s)
{
    Json ticks = Json::array(), series = Json::array();
    for (const auto& [x, label] : s.x_ticks)
        ticks.push_back({{"x", x}, {"label", label}});
    for (const CompareCurveSet::Series& ser : s.series) {
        Json points = Json::array();
        for (const CurvePoint& p : ser.points)
            points.push_back(Json::array({p.x, p.y}));
        series.push_back({{"result", ser.entry}, {"points", points}, {"mark_x", opt_num(ser.mark_x)}});
    }
    return {{"key", s.key},         {"title", s.title},          {"item", opt_str(s.item)}, {"x_label", s.x_label},
            {"y_label", s.y_label}, {"x_log2", s.x_log2},        {"y_log10", s.y_log10},    {"primary", s.primary},
            {"x_ticks", ticks},     {"level", opt_num(s.level)}, {"series", series}};
}

CompareEntry entry_from(const Json& j, std::string_view where)
{
    as_object(j, where);
    CompareEntry e;
    e.name = as_string(at(j, "name", where), path_of(where, "name"));
    e.source = str_or_empty(j, "source", where);
    e.kind = as_string(at(j, "kind", where), path_of(where, "kind"));
    if (!find_kind(e.kind))
        throw Error(ErrorKind::Malformed,
                    fmt::format("'{}' is not a kind of result: '{}'", path_of(where, "kind"), e.kind));
    e.label = str_or_empty(j, "label", where);
    e.started_at = str_or_empty(j, "started_at", where);
    e.device = str_or_empty(j, "device", where);
    e.app_version = str_or_empty(j, "app_version", where);
    if (const Json* v = find(j, "size_bytes"); v && !v->is_null())
        e.size_bytes = whole(j, "size_bytes", where);
    e.temperature_min_c = opt_number_field(j, "temperature_min_c", where);
    e.temperature_max_c = opt_number_field(j, "temperature_max_c", where);
    e.health_after = counters_from(j, "health_after", where);
    e.health_line = str_or_empty(j, "health_line", where);
    if (const Json* f = find(j, "fill"); f && !f->is_null()) {
        const std::string place = path_of(where, "fill");
        as_object(*f, place);
        e.fill_pct = opt_number_field(*f, "used_pct_during", place);
        e.paired_level = opt_number_field(*f, "paired_level", place);
        if (const Json* l = find(*f, "series_levels"); l && !l->is_null()) {
            const std::string lp = path_of(place, "series_levels");
            for (std::size_t i = 0; i < as_array(*l, lp).size(); ++i)
                e.fill_levels.push_back(as_number((*l)[i], element_place(lp, i)));
        }
    }
    return e;
}

CompareRow row_from(const Json& j, std::size_t n, std::string_view where)
{
    as_object(j, where);
    CompareRow r;
    r.item = as_string(at(j, "item", where), path_of(where, "item"));
    r.metric = as_string(at(j, "metric", where), path_of(where, "metric"));
    r.higher_is_better = as_bool(at(j, "higher_is_better", where), path_of(where, "higher_is_better"));
    const std::string vp = path_of(where, "values");
    const Json& values = as_array(at(j, "values", where), vp);
    if (values.size() != n)
        throw Error(ErrorKind::Malformed, fmt::format("'{}' has {} values for {} results", vp, values.size(), n));
    for (std::size_t i = 0; i < n; ++i)
        r.values.push_back(opt_value(values[i], element_place(vp, i)));
    return r;
}

CompareCurveSet curve_from(const Json& j, std::size_t n, std::string_view where)
{
    as_object(j, where);
    CompareCurveSet s;
    s.key = as_string(at(j, "key", where), path_of(where, "key"));
    s.title = str_or_empty(j, "title", where);
    s.item = str_or_empty(j, "item", where);
    s.x_label = str_or_empty(j, "x_label", where);
    s.y_label = str_or_empty(j, "y_label", where);
    s.x_log2 = bool_or(j, "x_log2", where, false);
    s.y_log10 = bool_or(j, "y_log10", where, false);
    s.primary = bool_or(j, "primary", where, false);
    s.level = opt_number_field(j, "level", where);
    if (const Json* t = find(j, "x_ticks"); t && !t->is_null()) {
        const std::string tp = path_of(where, "x_ticks");
        for (std::size_t i = 0; i < as_array(*t, tp).size(); ++i) {
            const std::string place = element_place(tp, i);
            s.x_ticks.emplace_back(num((*t)[i], "x", place, -1e18, 1e18),
                                   as_string(at((*t)[i], "label", place), path_of(place, "label")));
        }
    }
    const std::string sp = path_of(where, "series");
    const Json& series = as_array(at(j, "series", where), sp);
    for (std::size_t i = 0; i < series.size(); ++i) {
        const std::string place = element_place(sp, i);
        CompareCurveSet::Series ser;
        ser.entry = index_in(at(series[i], "result", place), n, path_of(place, "result"));
        const std::string pp = path_of(place, "points");
        const Json& points = as_array(at(series[i], "points", place), pp);
        for (std::size_t k = 0; k < points.size(); ++k) {
            const std::string pt = element_place(pp, k);
            if (!points[k].is_array() || points[k].size() != 2)
                throw Error(ErrorKind::Malformed, fmt::format("'{}' must be a pair [x, y]", pt));
            ser.points.push_back({*opt_value(points[k][0], pt), *opt_value(points[k][1], pt)});
        }
        ser.mark_x = opt_number_field(series[i], "mark_x", place);
        s.series.push_back(std::move(ser));
    }
    return s;
}

// The two-result form of SolidMark 0.1: A and B by their titles, each row's `a` and `b`.
Comparison from_version_1(const Json& j)
{
    Comparison c;
    c.kind = as_string(at(j, "kind", ""), "kind");
    c.kind_b = str_or_empty(j, "kind_b", "");
    for (const char* side : {"a", "b"}) {
        CompareEntry e;
        e.name = e.source = as_string(at(j, side, ""), side);
        e.kind = side[0] == 'b' && !c.kind_b.empty() ? c.kind_b : c.kind;
        c.entries.push_back(std::move(e));
    }
    const Json& rows = as_array(at(j, "rows", ""), "rows");
    for (std::size_t i = 0; i < rows.size(); ++i) {
        const std::string place = element_place("rows", i);
        as_object(rows[i], place);
        CompareRow r;
        r.item = as_string(at(rows[i], "item", place), path_of(place, "item"));
        r.metric = as_string(at(rows[i], "metric", place), path_of(place, "metric"));
        r.higher_is_better = as_bool(at(rows[i], "higher_is_better", place), path_of(place, "higher_is_better"));
        r.values = {opt_number_field(rows[i], "a", place), opt_number_field(rows[i], "b", place)};
        c.rows.push_back(std::move(r));
    }
    const auto side_entry = [](const std::string& side) -> std::optional<std::size_t> {
        if (side == "A")
            return 0;
        if (side == "B")
            return 1;
        return std::nullopt;
    };
    for (const char* key : {"notes", "health_lines"})
        if (const Json* notes = find(j, key); notes && !notes->is_null())
            for (std::size_t i = 0; i < as_array(*notes, key).size(); ++i) {
                const std::string place = element_place(key, i);
                const CompareNote n{side_entry(str_or_empty((*notes)[i], "side", place)),
                                    as_string(at((*notes)[i], "text", place), path_of(place, "text"))};
                if (key[0] == 'n')
                    c.notes.push_back(n);
                else if (n.entry)
                    c.entries[*n.entry].health_line = n.text;
            }
    // The fill of each side, and the level of a series paired with a single
    // result: the side without a fill is the series (when only one lacks it).
    if (const Json* f = find(j, "fill"); f && !f->is_null()) {
        as_object(*f, "fill");
        c.entries[0].fill_pct = opt_number_field(*f, "a", "fill");
        c.entries[1].fill_pct = opt_number_field(*f, "b", "fill");
        if (const auto level = opt_number_field(*f, "paired_level", "fill");
            level && c.entries[0].fill_pct.has_value() != c.entries[1].fill_pct.has_value())
            c.entries[c.entries[0].fill_pct ? 1 : 0].paired_level = level;
    }
    return c;
}

}  // namespace

bool is_comparison(const Json& j)
{
    const Json* s = j.is_object() ? find(j, "schema") : nullptr;
    return s && s->is_string() && s->get<std::string>().rfind("solidmark.compare/", 0) == 0;
}

Json to_json(const Comparison& c)
{
    Json results = Json::array(), rows = Json::array(), notes = Json::array(), curves = Json::array();
    for (std::size_t i = 0; i < c.size(); ++i)
        results.push_back(entry_json(c, i));
    for (const CompareRow& r : c.rows)
        rows.push_back(row_json(c, r));
    for (const CompareNote& n : c.notes)
        notes.push_back({{"result", opt_num(n.entry)}, {"text", n.text}});
    for (const CompareCurveSet& s : c.curves)
        curves.push_back(curve_json(s));
    return {{"schema", kSchema2},       {"kind", c.kind},     {"kind_b", opt_str(c.kind_b)},
            {"reference", c.reference}, {"results", results}, {"rows", rows},
            {"notes", notes},           {"curves", curves}};
}

Comparison comparison_from_json(const Json& j)
{
    as_object(j, "document");
    const std::string& schema = as_string(at(j, "schema", ""), "schema");
    if (schema == kSchema1)
        return from_version_1(j);
    if (schema != kSchema2)
        throw Error(ErrorKind::Malformed, fmt::format("unknown comparison schema '{}'", schema));
    Comparison c;
    c.kind = as_string(at(j, "kind", ""), "kind");
    c.kind_b = str_or_empty(j, "kind_b", "");
    const Json& results = as_array(at(j, "results", ""), "results");
    if (results.size() < 2 || results.size() > kMaxCompareResults)
        throw Error(ErrorKind::Malformed,
                    fmt::format("'results' must hold 2 to {} results, not {}", kMaxCompareResults, results.size()));
    for (std::size_t i = 0; i < results.size(); ++i)
        c.entries.push_back(entry_from(results[i], element_place("results", i)));
    const std::size_t n = c.entries.size();
    c.reference = index_in(at(j, "reference", ""), n, "reference");
    const Json& rows = as_array(at(j, "rows", ""), "rows");
    for (std::size_t i = 0; i < rows.size(); ++i)
        c.rows.push_back(row_from(rows[i], n, element_place("rows", i)));
    if (const Json* notes = find(j, "notes"); notes && !notes->is_null())
        for (std::size_t i = 0; i < as_array(*notes, "notes").size(); ++i) {
            const std::string place = element_place("notes", i);
            const Json* r = find((*notes)[i], "result");
            c.notes.push_back({r && !r->is_null()
                                   ? std::optional<std::size_t>(index_in(*r, n, path_of(place, "result")))
                                   : std::nullopt,
                               as_string(at((*notes)[i], "text", place), path_of(place, "text"))});
        }
    if (const Json* curves = find(j, "curves"); curves && !curves->is_null())
        for (std::size_t i = 0; i < as_array(*curves, "curves").size(); ++i)
            c.curves.push_back(curve_from((*curves)[i], n, element_place("curves", i)));
    return c;
}

}  // namespace sm
