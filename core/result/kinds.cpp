// The one list of result kinds (result/kind.h). Menus, history lists and
// `solidmark --tool` show them in this order.
#include "result/kind.h"

#include "result/compression_result.h"
#include "result/condition_result.h"
#include "result/copy_result.h"
#include "result/fio_result.h"
#include "result/peer_result.h"
#include "result/preset_result.h"
#include "result/profile_result.h"
#include "result/run_result.h"
#include "result/steady_result.h"
#include "result/surface_result.h"
#include "result/sustained_result.h"
#include "result/sweep_result.h"
#include "util/error.h"

#include <array>
#include <fmt/format.h>

namespace sm {
namespace {

constexpr std::array kKinds = {
    make_kind<RunResult>(),       make_kind<CompressionResult>(), make_kind<CopyResult>(),    make_kind<PresetResult>(),
    make_kind<ProfileResult>(),   make_kind<SweepResult>(),       make_kind<SurfaceResult>(), make_kind<SteadyResult>(),
    make_kind<SustainedResult>(), make_kind<ConditionResult>(),   make_kind<FioResult>(),     make_kind<PeerResult>(),
};

}  // namespace

std::span<const ResultKind> result_kinds() { return kKinds; }

const ResultKind* find_kind(std::string_view key)
{
    for (const ResultKind& k : kKinds)
        if (k.key == key)
            return &k;
    return nullptr;
}

const ResultKind& kind_of_document(const Json& doc)
{
    as_object(doc, "document");
    const std::string& schema = as_string(at(doc, "schema", ""), "schema");
    for (const ResultKind& k : kKinds)
        if (k.schema == schema)
            return k;
    throw Error(ErrorKind::Malformed, fmt::format("unknown result schema '{}'", schema));
}

std::string kind_keys_text()
{
    std::string out;
    for (const ResultKind& k : kKinds)
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
        flag_lines(h);
}

std::string flag_lines(const ResultHeader& h)
{
    std::string out;
    for (const std::string& f : h.flags) {
        const bool fuse_named = f == flag::fuse && !h.device.fuse_type.empty();
        out += fmt::format("Flag {}{}: {}\n", f, fuse_named ? " (" + h.device.fuse_type + ")" : std::string(),
                           flag_explanation(f));
    }
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
