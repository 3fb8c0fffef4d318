// A comparison as text (result/compare.h): the values as every view shows
// them, the console table and the CSV.
#include "result/compare.h"

#include "util/units.h"

#include <algorithm>
#include <fmt/format.h>

namespace sm {

std::string compare_value_text(const std::optional<double>& v, const std::string& metric)
{
    if (!v)
        return "n/a";
    if (metric == "ms")
        return format_ms(*v);
    if (metric == kMibSMetric || metric == kDecimalMbSMetric)
        return format_mib_s(*v);
    if (metric == "seconds" || metric == "written GiB" || metric == "GiB")
        return fmt::format("{:.2f}", *v);
    if (metric == "mean us" || metric == "p99 us" || metric == "latency us")
        return fmt::format("{:.1f}", *v);
    return fmt::format("{:.0f}", *v);
}

std::string compare_unit(const std::string& metric)
{
    if (metric == kMibSMetric || metric == kDecimalMbSMetric)
        return "MB/s";
    if (metric == "mean us" || metric == "p99 us" || metric == "latency us")
        return "µs";
    if (metric == "seconds")
        return "s";
    if (metric == "written GiB")
        return "GiB";
    if (metric == "IOPS" || metric == "ms" || metric == "GiB")
        return metric;
    return "";  // scores, rounds
}

std::string compare_delta_text(const CompareRow& r, std::size_t i, std::size_t ref)
{
    const auto d = r.delta_percent(i, ref);
    return d ? fmt::format("{:+.1f} %", *d) : std::string("n/a");
}

std::string compare_ratio_text(const CompareRow& r, std::size_t i, std::size_t ref)
{
    if (!r.value(ref))
        return "no partner in " + entry_letter(ref);
    if (!r.value(i))
        return "no partner in " + entry_letter(i);
    const auto q = r.ratio(i, ref);
    return q ? fmt::format("{:.3f}", *q) : std::string("n/a");
}

namespace {

// The end of a row: "better" or "worse" beside two results of one kind; the
// results that lack it beside a result of another kind ("no partner in B").
std::string row_tail(const Comparison& c, const CompareRow& r, bool cross)
{
    const std::size_t ref = c.reference;
    if (!cross) {
        if (c.size() != 2)
            return "";
        const int v = r.verdict(ref == 0 ? 1 : 0, ref);
        return v > 0 ? "  better" : v < 0 ? "  worse" : "";
    }
    if (!r.value(ref))
        return "  no partner in " + entry_letter(ref);
    std::string missing;
    for (std::size_t i = 0; i < c.size(); ++i)
        if (!r.value(i))
            missing += (missing.empty() ? "" : ", ") + entry_letter(i);
    return missing.empty() ? "" : "  no partner in " + missing;
}

std::string csv_field(const std::string& s)
{
    if (s.find_first_of(",\"\r\n") == std::string::npos)
        return s;
    std::string out = "\"";
    for (char ch : s)
        out += ch == '"' ? std::string("\"\"") : std::string(1, ch);
    return out + "\"";
}

}  // namespace

std::string compare_table(const Comparison& c)
{
    const std::size_t ref = c.reference;
    std::string out;
    for (std::size_t i = 0; i < c.size(); ++i) {
        const CompareEntry& e = c.entries[i];
        out += fmt::format("{}: {}{}{}\n", entry_letter(i), e.name,
                           e.source.empty() || e.source == e.name ? "" : "  (" + e.source + ")",
                           i == ref && c.size() > 2 ? "  [reference]" : "");
    }
    bool fills = false;
    for (const CompareEntry& e : c.entries)
        fills = fills || !compare_fill_text(e).empty();
    if (fills)
        out += "\nFill:\n";
    for (std::size_t i = 0; i < c.size() && fills; ++i) {
        const std::string fill = compare_fill_text(c.entries[i]);
        out += fmt::format("{}: {}\n", entry_letter(i), fill.empty() ? "as found (no fill recorded)" : fill);
    }
    out += "\n";
    // Two kinds side by side (a peer result and a preset run): each ÷ the reference, and which rows have no partner.
    const bool cross = !c.kind_b.empty();
    // The item and metric columns: at least 18 and 9 wide, and as wide as their longest text and a space.
    std::size_t width = 18, mwidth = 9;
    for (const CompareRow& r : c.rows) {
        width = std::max(width, r.item.size() + 1);
        mwidth = std::max(mwidth, r.metric.size() + 1);
    }
    std::string head = fmt::format("{:<{}}{:<{}}", "", width, "", mwidth);
    for (std::size_t i = 0; i < c.size(); ++i)
        head += fmt::format("{:>14}", entry_letter(i));
    for (std::size_t i = 0; i < c.size(); ++i)
        if (i != ref)
            head += fmt::format("{:>11}", entry_letter(i) + " vs " + entry_letter(ref)) +
                (cross ? fmt::format("{:>10}", entry_letter(i) + " / " + entry_letter(ref)) : "");
    out += head + "\n";
    for (const CompareRow& r : c.rows) {
        std::string line = fmt::format("{:<{}}{:<{}}", r.item, width, r.metric, mwidth);
        for (std::size_t i = 0; i < c.size(); ++i)
            line += fmt::format("{:>14}", compare_value_text(r.value(i), r.metric) + (r.is_best(i) ? "*" : " "));
        for (std::size_t i = 0; i < c.size(); ++i)
            if (i != ref)
                line += fmt::format("{:>11}", compare_delta_text(r, i, ref)) +
                    (cross ? fmt::format("{:>10}", r.value(i) && r.value(ref) ? compare_ratio_text(r, i, ref) : "")
                           : "");
        out += line + row_tail(c, r, cross) + "\n";
    }
    out += "\n* the row's best value\n";
    if (!c.notes.empty())
        out += "\n";
    for (const CompareNote& n : c.notes)
        out += fmt::format("{}: {}\n", n.entry ? entry_letter(*n.entry) : std::string("All"), n.text);
    bool health = false;
    for (std::size_t i = 0; i < c.size(); ++i)
        health = health || !c.entries[i].health_line.empty() || health_delta(c, i);
    if (health)
        out += "\nDrive health:\n";
    for (std::size_t i = 0; i < c.size(); ++i)
        if (!c.entries[i].health_line.empty())
            out += fmt::format("{}: {}\n", entry_letter(i), c.entries[i].health_line);
    for (std::size_t i = 0; i < c.size(); ++i)
        if (const auto d = health_delta(c, i))
            out += fmt::format("From the end of {} to the end of {} the drive counted: {}\n", entry_letter(ref),
                               entry_letter(i), health_delta_text(*d));
    return out;
}

std::string compare_csv(const Comparison& c)
{
    const std::size_t ref = c.reference;
    std::string out = "item,metric,higher_is_better";
    for (const CompareEntry& e : c.entries)
        out += "," + csv_field(e.name);
    for (std::size_t i = 0; i < c.size(); ++i)
        if (i != ref)
            out += "," + csv_field(c.entries[i].name + " vs " + c.entries[ref].name + " %");
    out += ",best\n";
    for (const CompareRow& r : c.rows) {
        std::string line = csv_field(r.item) + "," + csv_field(r.metric) + (r.higher_is_better ? ",true" : ",false");
        for (std::size_t i = 0; i < c.size(); ++i)
            line += "," + (r.value(i) ? compare_value_text(r.value(i), r.metric) : std::string());
        for (std::size_t i = 0; i < c.size(); ++i)
            if (i != ref) {
                const auto d = r.delta_percent(i, ref);
                line += "," + (d ? fmt::format("{:.1f}", *d) : std::string());
            }
        std::string best;
        for (std::size_t i = 0; i < c.size(); ++i)
            if (r.is_best(i))
                best += (best.empty() ? "" : "; ") + c.entries[i].name;
        out += line + "," + csv_field(best) + "\n";
    }
    return out;
}

}  // namespace sm
