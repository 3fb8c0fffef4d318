#include "result/compare.h"

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

Comparison compare_documents(const Json& a, const Json& b, const std::string& title_a, const std::string& title_b)
{
    Comparison c;
    const ResultKind& ka = kind_of_document(a);
    const ResultKind& kb = kind_of_document(b);
    if (&ka != &kb)
        throw Error(ErrorKind::InvalidInput,
                    fmt::format("cannot compare a {} result with a {} result; pick two of the "
                                "same kind",
                                ka.key, kb.key));
    c.kind = ka.key;
    c.title_a = title_a;
    c.title_b = title_b;
    const auto ma = ka.metrics(a), mb = kb.metrics(b);
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
    Json rows = Json::array();
    for (const CompareRow& r : c.rows)
        rows.push_back({{"item", r.item},
                        {"metric", r.metric},
                        {"a", opt_num(r.a)},
                        {"b", opt_num(r.b)},
                        {"delta_percent", opt_num(r.delta_percent())},
                        {"higher_is_better", r.higher_is_better}});
    return {{"schema", "solidmark.compare/1"}, {"kind", c.kind}, {"a", c.title_a}, {"b", c.title_b}, {"rows", rows}};
}

}  // namespace sm
