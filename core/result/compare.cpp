#include "result/compare.h"

#include "result/json_fields.h"
#include "result/report.h"
#include "run/condition.h"
#include "run/preset.h"
#include "result/tool_report.h"
#include "run/runner.h"
#include "util/error.h"
#include "util/units.h"

#include <cmath>
#include <fmt/format.h>

namespace sm {

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
                add(item, "MB (10^6)/s", d.mb_s(), true);
                add(item, "IOPS", d.reported.iops(), true);
                add(item, "mean us", d.reported.latency.mean_us, false);
            }
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
