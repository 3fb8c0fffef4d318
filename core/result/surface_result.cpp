#include "result/surface_result.h"

#include "util/translatable.h"
#include "util/error.h"
#include "util/units.h"

#include <algorithm>
#include <fmt/format.h>
#include <functional>

namespace sm {

namespace {

// The mean of a figure over the points; 0 with none.
template <class Figure>
double mean_of(const std::vector<SurfacePoint>& points, Figure figure) noexcept
{
    double s = 0;
    for (const SurfacePoint& p : points)
        s += std::invoke(figure, p);
    return points.empty() ? 0 : s / static_cast<double>(points.size());
}

}  // namespace

double SurfaceResult::min_mb_s() const noexcept
{
    double v = points.empty() ? 0 : points.front().mb_s();
    for (const SurfacePoint& p : points)
        v = std::min(v, p.mb_s());
    return v;
}

double SurfaceResult::avg_mb_s() const noexcept { return mean_of(points, &SurfacePoint::mb_s); }

double SurfaceResult::max_mb_s() const noexcept
{
    double v = 0;
    for (const SurfacePoint& p : points)
        v = std::max(v, p.mb_s());
    return v;
}

double SurfaceResult::mean_access_ms() const noexcept { return mean_of(points, &SurfacePoint::access_ms); }

void write_body(const SurfaceResult& r, Json& j)
{
    j["settings"] = {{"span", r.span},
                     {"span_note", r.span_note},
                     {"span_bytes", r.span_bytes},
                     {"chunk_bytes", r.chunk_bytes},
                     {"points", r.points.size()}};
    j["device"] = device_to_json(r.device);
    j["min_mb_s"] = r.min_mb_s();
    j["avg_mb_s"] = r.avg_mb_s();
    j["max_mb_s"] = r.max_mb_s();
    Json pts = Json::array();
    const AccessSpan span = r.span == "device" ? AccessSpan::Device : AccessSpan::File;
    for (const SurfacePoint& p : r.points) {
        Json o = {{"position", p.position},
                  {"offset", p.offset},
                  {"mb_s", p.mb_s()},
                  {"access_ms", p.access_ms},
                  {"read", measurement_to_json(p.read)}};
        if (p.access)
            o["access"] = measurement_to_json(*p.access, true, span);
        pts.push_back(o);
    }
    j["points"] = pts;
}

void read_body(const Json& j, SurfaceResult& r)
{
    const Json& s = as_object(at(j, "settings", ""), "settings");
    r.span = as_string(at(s, "span", "settings"), "settings.span");
    if (r.span != "device" && r.span != "file")
        throw Error(ErrorKind::Malformed, fmt::format("'settings.span' must be device or file, not '{}'", r.span));
    r.span_note = str_or_empty(s, "span_note", "settings");
    r.span_bytes = whole(s, "span_bytes", "settings");
    r.chunk_bytes = whole(s, "chunk_bytes", "settings");
    for (const char* key : {"min_mb_s", "avg_mb_s", "max_mb_s"})
        check_derived(j, key, "");
    read_list(j, "points", r.points, [](const Json& e, const std::string& where) {
        const Json& o = as_object(e, where);
        SurfacePoint p;
        p.position = num(o, "position", where, 0, 1);
        p.offset = whole(o, "offset", where);
        p.access_ms = num(o, "access_ms", where, 0, 1e9);
        check_derived(o, "mb_s", where);
        p.read = measurement_from_json(at(o, "read", where), where + ".read");
        if (const Json* a = find(o, "access"))  // documents written before 0.2 carry only access_ms
            p.access = measurement_from_json(*a, where + ".access");
        return p;
    });
}

std::string csv_report(const SurfaceResult& r)
{
    std::string out = "position,offset,mb_s,access_ms\n";
    for (const SurfacePoint& p : r.points)
        out += fmt::format("{:.6f},{},{:.3f},{:.4f}\n", p.position, p.offset, p.mb_s(), p.access_ms);
    return out;
}

std::string console_table(const SurfaceResult& r)
{
    std::string out = table_header(r);
    out += fmt::format("Surface scan over the {} ({}, {}): {} points, {} read at each in 1 MiB blocks, QD1{}\n", r.span,
                       format_bytes(r.span_bytes), r.span_note, r.points.size(), format_bytes(r.chunk_bytes),
                       buffered_note(r));
    out +=
        fmt::format("Read MB/s: min {:.2f}, average {:.2f}, max {:.2f}\n\n", r.min_mb_s(), r.avg_mb_s(), r.max_mb_s());
    out += fmt::format("{:>9}{:>12}{:>14}\n", "Position", "MB/s", "Access ms");
    const std::size_t every = std::max<std::size_t>(1, r.points.size() / 20);  // about 20 lines; the JSON has all
    for (std::size_t i = 0; i < r.points.size(); i += every)
        out += fmt::format("{:>8.1f}%{:>12.2f}{:>14.3f}\n", r.points[i].position * 100, r.points[i].mb_s(),
                           r.points[i].access_ms);
    out += "\nMB/s = 10^6 bytes/s.\n";
    return out;
}

std::vector<MetricValue> compare_metrics(const SurfaceResult& r)
{
    std::vector<MetricValue> out;
    const std::string mb(kDecimalMbSMetric);
    out.push_back({"Min", mb, r.min_mb_s(), true});
    out.push_back({"Avg", mb, r.avg_mb_s(), true});
    out.push_back({"Max", mb, r.max_mb_s(), true});
    if (!r.points.empty())
        out.push_back({"Access time", "ms", r.mean_access_ms(), false});
    return out;
}

std::vector<HeadlineValue> headline(const SurfaceResult& r)
{
    return {{"Min", r.min_mb_s(), "MB (10^6)/s"}, {"Avg", r.avg_mb_s(), "MB (10^6)/s"}};
}

std::uint64_t history_size(const SurfaceResult& r) { return r.span_bytes; }

std::vector<CompareCurve> compare_curves(const SurfaceResult& r)
{
    CompareCurve c =
        compare_curve("surface", translatable("sm::compare", "Read speed over the span"),
                      translatable("sm::compare", "Position (% of the span)"), std::string(kDecimalMbSMetric), true);
    for (const SurfacePoint& p : r.points)
        c.points.push_back({p.position * 100.0, p.mb_s()});
    return {c};
}

}  // namespace sm
