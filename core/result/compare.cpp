#include "result/compare.h"

#include "result/json_fields.h"
#include "result/report.h"
#include "run/condition.h"
#include "run/preset.h"
#include "run/profile.h"
#include "run/steady.h"
#include "run/surface.h"
#include "run/sweep.h"
#include "result/tool_report.h"
#include "run/runner.h"
#include "util/error.h"
#include "util/units.h"

#include <cmath>
#include <fmt/format.h>

namespace sm {
namespace {
// The metric of the CrystalDiskMark-style tools: decimal MB/s.
constexpr const char* kDecimalMbS = "MB (10^6)/s";
}  // namespace

std::optional<double> CompareRow::delta_percent() const
{
    if (!a || !b || *a == 0)
        return std::nullopt;
    return (*b - *a) / *a * 100.0;
}

int CompareRow::verdict() const
{
    const auto d = delta_percent();
    if (!d || *d == 0)
        return 0;
    return (*d > 0) == higher_is_better ? 1 : -1;
}

std::string result_kind(const Json& doc)
{
    doc.as_object("document");
    const std::string& schema = doc.at("schema").as_string("schema");
    if (schema == RunResult::kSchema)
        return "run";
    if (schema == CompressionResult::kSchema)
        return "compression";
    if (schema == CopyResult::kSchema)
        return "copy";
    if (schema == ConditionResult::kSchema)
        return "condition";
    if (schema == PresetResult::kSchema)
        return "preset";
    if (schema == ProfileResult::kSchema)
        return "profile";
    if (schema == SweepResult::kSchema)
        return "sweep";
    if (schema == SteadyResult::kSchema)
        return "steady";
    if (schema == SurfaceResult::kSchema)
        return "surface";
    throw Error(ErrorKind::Malformed, fmt::format("unknown result schema '{}'", schema));
}

std::vector<MetricValue> metrics_of(const Json& doc)
{
    std::vector<MetricValue> out;
    const auto add = [&](std::string item, std::string metric, double v, bool higher) {
        out.push_back({std::move(item), std::move(metric), v, higher});
    };
    const auto add_measurement = [&](const std::string& item, const Measurement& m, bool access) {
        if (access) {
            add(item, "ms", m.access_ms(), false);
            add(item, "IOPS", m.access_iops(), true);
        } else {
            add(item, "MB/s", m.mib_s(), true);
            add(item, "IOPS", m.iops(), true);
            add(item, "mean us", m.latency.mean_us, false);
        }
        add(item, "p99 us", m.latency.p99_us, false);
    };
    const std::string kind = result_kind(doc);
    if (kind == "run") {
        const RunResult r = run_result_from_json(doc);
        for (TestId t : kAllTests)
            for (bool w : {false, true})
                if (const auto& m = r.get(t, w))
                    add_measurement(phase_label(t, w), *m, t == TestId::Access);
        const Scores s = compute_scores(r);
        if (s.read)
            add("Score", "read", static_cast<double>(*s.read), true);
        if (s.write)
            add("Score", "write", static_cast<double>(*s.write), true);
        if (s.total)
            add("Score", "total", static_cast<double>(*s.total), true);
    } else if (kind == "compression") {
        for (const CompressionPoint& p : compression_result_from_json(doc).points)
            for (bool w : {false, true}) {
                const Measurement& m = w ? p.write : p.read;
                add(fmt::format("{}% {}", p.percent, w ? "write" : "read"), "MB/s", m.mib_s(), true);
            }
    } else if (kind == "preset") {
        // Preset rows in decimal MB/s, as the preset reports them.
        for (const PresetRow& row : preset_result_from_json_text(doc.dump()).rows)
            for (bool w : {false, true}) {
                const PresetDirection& d = w ? row.write : row.read;
                const std::string item = row.test.name + (w ? " write" : " read");
                add(item, kDecimalMbS, d.mb_s(), true);
                add(item, "IOPS", d.reported.iops(), true);
                add(item, "mean us", d.reported.latency.mean_us, false);
            }
    } else if (kind == "profile") {
        // Items name the profile, so two different profiles share no row.
        const std::string name = doc.at("settings").at("profile").as_string("settings.profile");
        const Json& steps = doc.at("steps");
        for (std::size_t i = 0; i < steps.as_array("steps").size(); ++i) {
            const Json& s = steps.as_array("steps")[i];
            const std::string where = fmt::format("steps[{}]", i);
            const Measurement m = measurement_from_json(s, where);
            const std::string item = fmt::format("{} QD {}", name, whole(s, "queue_depth", where, 1e6));
            add(item, "IOPS", m.iops(), true);
            add(item, kDecimalMbS, m.mb_s(), true);
            add(item, "mean us", m.latency.mean_us, false);
            add(item, "p99 us", m.latency.p99_us, false);
        }
    } else if (kind == "sweep") {
        const Json& points = doc.at("points");
        for (std::size_t i = 0; i < points.as_array("points").size(); ++i) {
            const Json& p = points.as_array("points")[i];
            const std::string where = fmt::format("points[{}]", i);
            const std::string size = block_label(whole(p, "block_bytes", where, 1ull << 40));
            add(size + " write", kDecimalMbS, measurement_from_json(p.at("write"), where + ".write").mb_s(), true);
            add(size + " read", kDecimalMbS, measurement_from_json(p.at("read"), where + ".read").mb_s(), true);
        }
    } else if (kind == "steady") {
        const Json& rounds = doc.at("rounds");
        for (std::size_t i = 0; i < rounds.as_array("rounds").size(); ++i)
            measurement_from_json(rounds.as_array("rounds")[i], fmt::format("rounds[{}]", i));
        const bool steady = doc.at("steady").as_bool("steady");
        if (steady)
            add("Steady state", "IOPS", num(doc, "steady_iops", "document"), true);
        add("Window mean", "IOPS", num(doc, "window_mean_iops", "document"), true);
        // Rounds until steady: fewer is better; meaningless when not steady.
        if (steady)
            add("Steady state", "rounds", static_cast<double>(rounds.as_array("rounds").size()), false);
    } else if (kind == "surface") {
        const Json& points = doc.at("points");
        double access = 0;
        std::size_t n = 0;
        for (std::size_t i = 0; i < points.as_array("points").size(); ++i) {
            const Json& p = points.as_array("points")[i];
            const std::string where = fmt::format("points[{}]", i);
            measurement_from_json(p.at("read"), where + ".read");
            access += num(p, "access_ms", where);
            ++n;
        }
        add("Min", kDecimalMbS, num(doc, "min_mb_s", "document"), true);
        add("Avg", kDecimalMbS, num(doc, "avg_mb_s", "document"), true);
        add("Max", kDecimalMbS, num(doc, "max_mb_s", "document"), true);
        if (n)
            add("Access time", "ms", access / static_cast<double>(n), false);
    } else if (kind == "condition") {
        const std::string w = "document";
        add("Conditioning", "MB/s", num(doc, "mib_s", w, 0, 1e9), true);
        add("Conditioning", "written GiB", static_cast<double>(whole(doc, "written_bytes", w)) / 1073741824.0, true);
    } else {
        for (const CopySetResult& c : copy_result_from_json(doc).sets) {
            add(copy_set_label(c.set), "MB/s", c.mib_s(), true);
            add(copy_set_label(c.set), "seconds", c.seconds, false);
        }
    }
    return out;
}

Comparison compare_documents(const Json& a, const Json& b, const std::string& title_a, const std::string& title_b)
{
    Comparison c;
    c.kind = result_kind(a);
    if (const std::string kb = result_kind(b); kb != c.kind)
        throw Error(ErrorKind::InvalidInput,
                    fmt::format("cannot compare a {} result with a {} result; pick two of the same kind", c.kind, kb));
    c.title_a = title_a;
    c.title_b = title_b;
    const auto ma = metrics_of(a), mb = metrics_of(b);
    for (const MetricValue& v : ma)
        c.rows.push_back({v.item, v.metric, v.value, std::nullopt, v.higher_is_better});
    for (const MetricValue& v : mb) {
        bool found = false;
        for (CompareRow& r : c.rows)
            if (r.item == v.item && r.metric == v.metric) {
                r.b = v.value;
                found = true;
            }
        if (!found)
            c.rows.push_back({v.item, v.metric, std::nullopt, v.value, v.higher_is_better});
    }
    return c;
}

std::string compare_value_text(const std::optional<double>& v, const std::string& metric)
{
    if (!v)
        return "n/a";
    if (metric == "ms")
        return format_ms(*v);
    if (metric == "MB/s" || metric == "MB (10^6)/s")
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

std::string compare_table(const Comparison& c)
{
    std::string out = fmt::format("A: {}\nB: {}\n\n", c.title_a, c.title_b);
    out += fmt::format("{:<18}{:<9}{:>14}{:>14}{:>11}\n", "", "", "A", "B", "B vs A");
    for (const CompareRow& r : c.rows) {
        const char* mark = r.verdict() > 0 ? "  better" : r.verdict() < 0 ? "  worse" : "";
        out += fmt::format("{:<18}{:<9}{:>14}{:>14}{:>11}{}\n", r.item, r.metric, compare_value_text(r.a, r.metric),
                           compare_value_text(r.b, r.metric), compare_delta_text(r), mark);
    }
    return out;
}

Json to_json(const Comparison& c)
{
    Json j = Json::object();
    j["schema"] = "solidmark.compare/1";
    j["kind"] = c.kind;
    j["a"] = c.title_a;
    j["b"] = c.title_b;
    Json rows = Json::array();
    for (const CompareRow& r : c.rows) {
        Json o = Json::object();
        o["item"] = r.item;
        o["metric"] = r.metric;
        o["a"] = r.a ? Json(*r.a) : Json();
        o["b"] = r.b ? Json(*r.b) : Json();
        const auto d = r.delta_percent();
        o["delta_percent"] = d ? Json(*d) : Json();
        o["higher_is_better"] = r.higher_is_better;
        rows.push_back(o);
    }
    j["rows"] = rows;
    return j;
}

}  // namespace sm
