#include "result/fill.h"

#include "util/error.h"
#include "util/units.h"

#include <algorithm>
#include <cmath>
#include <fmt/format.h>

namespace sm {

std::string percent_text(double pct)
{
    const double r = std::round(pct * 10) / 10;
    if (r < 10 && r != std::floor(r))
        return fmt::format("{:.1f}", r);
    return fmt::format("{:.0f}", std::round(pct));
}

Json fill_to_json(const std::optional<FillRecord>& f)
{
    if (!f)
        return Json();
    return {{"target_pct", f->target_pct},           {"target_bytes", opt_num(f->target_bytes)},
            {"used_pct_before", f->used_pct_before}, {"used_pct_during", f->used_pct_during},
            {"ballast_bytes", f->ballast_bytes},     {"seconds", f->seconds},
            {"capacity_bytes", f->capacity_bytes}};
}

std::optional<FillRecord> fill_from_json(const Json& j)
{
    const Json* v = find(j, "fill");
    if (!v || v->is_null())
        return std::nullopt;
    const char* w = "fill";
    as_object(*v, w);
    FillRecord f;
    f.target_pct = num(*v, "target_pct", w, 0, 100);
    if (const Json* b = find(*v, "target_bytes"); b && !b->is_null())
        f.target_bytes = whole(*v, "target_bytes", w);
    f.used_pct_before = num(*v, "used_pct_before", w, 0, 100);
    f.used_pct_during = num(*v, "used_pct_during", w, 0, 100);
    f.ballast_bytes = whole(*v, "ballast_bytes", w);
    f.seconds = num(*v, "seconds", w, 0, 1e8);
    f.capacity_bytes = whole(*v, "capacity_bytes", w);
    return f;
}

Json fill_series_to_json(const std::vector<FillLevel>& levels, const std::vector<FillFigures>& figures)
{
    Json out = Json::array();
    for (std::size_t i = 0; i < levels.size(); ++i) {
        Json figs = Json::array();
        if (i < figures.size())
            for (const FillFigure& f : figures[i])
                figs.push_back({{"label", f.label}, {"unit", f.unit}, {"value", f.value}});
        out.push_back({{"fill", fill_to_json(levels[i].fill)},
                       {"figures", figs},
                       {"result", levels[i].document ? *levels[i].document : Json()}});
    }
    return out;
}

std::vector<FillLevel> fill_series_from_json(const Json& j, const std::function<Json(const Json&)>& normalize)
{
    std::vector<FillLevel> out;
    const Json* series = find(j, "fill_series");
    if (!series || series->is_null())
        return out;
    const Json& list = as_array(*series, "fill_series");
    for (std::size_t i = 0; i < list.size(); ++i) {
        const std::string where = fmt::format("fill_series[{}]", i);
        const Json& e = as_object(list[i], where);
        FillLevel level;
        const std::optional<FillRecord> f = fill_from_json(e);
        if (!f)
            throw Error(ErrorKind::Malformed, fmt::format("missing field '{}.fill'", where));
        level.fill = *f;
        // `figures` are derived from the documents: recomputed, never read.
        if (const Json* doc = find(e, "result"); doc && !doc->is_null()) {
            if (const Json* inner = find(*doc, "fill_series"); inner && !inner->is_null())
                throw Error(ErrorKind::Malformed, fmt::format("'{}.result' holds a fill series itself", where));
            level.document = normalize(*doc);
        } else if (i + 1 != list.size()) {
            throw Error(ErrorKind::Malformed, fmt::format("missing field '{}.result'", where));
        }
        if (!out.empty() && level.fill.target_pct <= out.back().fill.target_pct)
            throw Error(ErrorKind::Malformed, fmt::format("'{}.fill.target_pct' does not increase", where));
        out.push_back(std::move(level));
    }
    if (!out.empty() && out.back().document)
        throw Error(ErrorKind::Malformed, "the last level of 'fill_series' must be the document itself (result null)");
    return out;
}

std::string fill_phrase(const FillRecord& f)
{
    std::string out = fmt::format("{} % full during the run", percent_text(f.used_pct_during));
    if (std::abs(f.used_pct_during - f.target_pct) >= 1)
        out +=
            fmt::format(" ({} % asked; {})", percent_text(f.target_pct),
                        f.used_pct_during > f.target_pct ? "it was fuller already" : "it could not be filled further");
    return out;
}

std::string fill_line(const ResultHeader& h)
{
    if (!h.fill)
        return {};
    const FillRecord& f = *h.fill;
    std::string out = "Fill: " + fill_phrase(f);
    if (f.ballast_bytes)
        out += fmt::format(" ({} of ballast, written untimed in {:.1f} s; {} % full before)",
                           format_bytes(f.ballast_bytes), f.seconds, percent_text(f.used_pct_before));
    else
        out += fmt::format(" (no ballast needed: {} % full before)", percent_text(f.used_pct_before));
    if (h.fill_series.size() > 1) {
        std::string levels;
        for (const FillLevel& l : h.fill_series)
            levels += (levels.empty() ? "" : ", ") + percent_text(l.fill.used_pct_during) + " %";
        out += fmt::format("\nFill series: {} levels ({}); the figures above are the last level's",
                           h.fill_series.size(), levels);
    }
    return out + "\n";
}

std::string fill_series_table(const std::vector<FillLevel>& levels, const std::vector<FillFigures>& figures)
{
    if (levels.size() < 2)
        return {};
    std::vector<std::pair<std::string, std::string>> rows;  // label, unit, in the order first seen
    for (const FillFigures& fs : figures)
        for (const FillFigure& f : fs)
            if (std::find(rows.begin(), rows.end(), std::pair{f.label, f.unit}) == rows.end())
                rows.emplace_back(f.label, f.unit);
    std::string out = fmt::format("\nOver the fill level:\n{:<22}", "");
    for (const FillLevel& l : levels)
        out += fmt::format("{:>12}", percent_text(l.fill.used_pct_during) + " %");
    out += "\n";
    for (const auto& [label, unit] : rows) {
        out += fmt::format("{:<22}", unit.empty() ? label : label + " (" + unit + ")");
        for (std::size_t i = 0; i < levels.size(); ++i) {
            std::string cell = "n/a";
            if (i < figures.size())
                for (const FillFigure& f : figures[i])
                    if (f.label == label && f.unit == unit)
                        cell = unit == "ms"                   ? format_ms(f.value)
                            : unit == "MB/s" || unit == "GiB" ? fmt::format("{:.2f}", f.value)
                                                              : fmt::format("{:.0f}", f.value);
            out += fmt::format("{:>12}", cell);
        }
        out += "\n";
    }
    return out;
}

}  // namespace sm
