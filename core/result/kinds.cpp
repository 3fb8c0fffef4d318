// What every kind shares (result/kind.h): finding a kind by key or schema,
// the console table's header and flag lines. The list itself is in
// run/kinds.cpp.
#include "result/kind.h"

#include "util/error.h"

#include <algorithm>

#include <fmt/format.h>

namespace sm {

const ResultKind* find_kind(std::string_view key)
{
    for (const ResultKind& k : result_kinds())
        if (k.key == key)
            return &k;
    return nullptr;
}

const ResultKind& kind_of_document(const Json& doc)
{
    as_object(doc, "document");
    const std::string& schema = as_string(at(doc, "schema", ""), "schema");
    for (const ResultKind& k : result_kinds())
        if (k.schema == schema ||
            std::find(k.older_schemas.begin(), k.older_schemas.end(), schema) != k.older_schemas.end())
            return k;
    throw Error(ErrorKind::Malformed, fmt::format("unknown result schema '{}'", schema));
}

std::string kind_keys_text()
{
    std::string out;
    for (const ResultKind& k : result_kinds())
        out += (out.empty() ? "" : ", ") + std::string(k.key);
    return out;
}

void append_measurement_metrics(std::vector<MetricValue>& out, const std::string& item, const Measurement& m,
                                bool access)
{
    if (access) {
        out.push_back({item, "ms", m.access_ms(), false});
        out.push_back({item, "IOPS", m.access_iops(), true});
    } else {
        out.push_back({item, std::string(kMibSMetric), m.mib_s(), true});
        out.push_back({item, "IOPS", m.iops(), true});
        out.push_back({item, "mean us", m.latency.mean_us, false});
    }
    out.push_back({item, "p99 us", m.latency.p99_us, false});
}

std::string table_header(const ResultHeader& h)
{
    const DeviceInfo& d = h.device;
    const auto n_a = [](const std::string& s) { return s.empty() ? std::string("n/a") : s; };
    return fmt::format("SolidMark {}  {}  {}\nDrive: {}  Firmware: {}  Controller: {}  Offset: {}\n", h.app_version,
                       h.target, h.started_at, n_a(d.model), n_a(d.firmware), d.driver_line(),
                       d.partition_offset_text()) +
        fill_line(h) + flag_lines(h);
}

std::string flag_lines(const ResultHeader& h)
{
    std::string out;
    for (const std::string& f : h.flags) {
        const bool fuse_named = f == flag::fuse && !h.device.fuse_type.empty();
        out += fmt::format("Flag {}{}: {}\n", f, fuse_named ? " (" + h.device.fuse_type + ")" : std::string(),
                           flag_explanation(f));
    }
    if (!h.file_preparation.empty())
        out += fmt::format("Test file: {}\n", h.file_preparation);
    return out;
}

std::string buffered_note(const ResultHeader& h)
{
    return h.buffered() ? "  [BUFFERED: cached results, not comparable]" : "";
}

std::string drive_cost_lines(const ResultHeader& h, std::string_view lead)
{
    if (!h.health.recorded || !h.health.before.read())
        return {};
    std::string out(lead);
    for (const std::string& line : health_report_lines(h.health))
        out += line + "\n";
    return out;
}

}  // namespace sm
