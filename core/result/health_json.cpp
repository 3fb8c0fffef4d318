#include "result/health_json.h"

#include "util/error.h"

#include <fmt/format.h>
#include <utility>

namespace sm {

namespace {

constexpr const char* kSources[] = {"nvme", "ata", "none"};

// The record's whole-number fields, in the document's order, read and written alike.
using Percent = std::optional<int> HealthRecord::*;
using Count = std::optional<std::uint64_t> HealthRecord::*;
constexpr std::pair<const char*, Percent> kPercents[] = {
    {"available_spare_pct", &HealthRecord::available_spare_pct},
    {"available_spare_threshold_pct", &HealthRecord::available_spare_threshold_pct},
    {"percentage_used", &HealthRecord::percentage_used}};
constexpr std::pair<const char*, Count> kCounts[] = {
    {"data_read_bytes", &HealthRecord::data_read_bytes},    {"data_written_bytes", &HealthRecord::data_written_bytes},
    {"power_on_hours", &HealthRecord::power_on_hours},      {"power_cycles", &HealthRecord::power_cycles},
    {"unsafe_shutdowns", &HealthRecord::unsafe_shutdowns},  {"media_errors", &HealthRecord::media_errors},
    {"error_log_entries", &HealthRecord::error_log_entries}};

}  // namespace

Json health_to_json(const HealthRecord& h)
{
    Json j = {{"source", h.source},
              {"reason", opt_str(h.reason)},
              {"device", opt_str(h.device)},
              {"model", opt_str(h.model)},
              {"via", opt_str(h.via)},
              {"verdict", h.verdict()},
              {"critical_warning", h.critical_warning ? Json(*h.critical_warning) : Json()},
              {"temperature_c", opt_num(h.temperature_c)}};
    for (const auto& [key, field] : kPercents)
        j[key] = opt_num(h.*field);
    for (const auto& [key, field] : kCounts)
        j[key] = opt_num(h.*field);
    j["ata_attributes"] = json_list(h.ata_attributes, [](const AtaAttribute& a) {
        return Json{{"id", a.id},       {"name", a.name},     {"value", a.value},
                    {"worst", a.worst}, {"thresh", a.thresh}, {"raw", a.raw}};
    });
    return j;
}

HealthRecord health_from_json(const Json& j, std::string_view where)
{
    as_object(j, where);
    HealthRecord h;
    h.source = str_or_empty(j, "source", where);
    if (std::find(std::begin(kSources), std::end(kSources), h.source) == std::end(kSources))
        throw Error(ErrorKind::InvalidInput,
                    fmt::format("{}.source must be nvme, ata or none, not '{}'", where, h.source));
    h.reason = str_or_empty(j, "reason", where);
    h.device = str_or_empty(j, "device", where);
    h.model = str_or_empty(j, "model", where);
    h.via = str_or_empty(j, "via", where);
    if (const Json* w = find(j, "critical_warning"); w && !w->is_null())
        h.critical_warning = string_list(j, "critical_warning");
    if (const Json* t = find(j, "temperature_c"); t && !t->is_null()) {
        if (!t->is_number())
            throw Error(ErrorKind::InvalidInput, fmt::format("{}.temperature_c must be a number", where));
        h.temperature_c = t->get<double>();
    }
    for (const auto& [key, field] : kPercents)
        h.*field = opt_whole<int>(j, key, where);
    for (const auto& [key, field] : kCounts)
        h.*field = opt_whole<std::uint64_t>(j, key, where);
    if (find(j, "ata_attributes"))
        read_list(j, "ata_attributes", h.ata_attributes, [](const Json& e, const std::string& at) {
            as_object(e, at);
            AtaAttribute a;
            a.id = static_cast<int>(whole(e, "id", at, 255));
            a.name = str_or_empty(e, "name", at);
            a.value = static_cast<int>(whole(e, "value", at, 255));
            a.worst = static_cast<int>(whole(e, "worst", at, 255));
            a.thresh = static_cast<int>(whole(e, "thresh", at, 255));
            a.raw = whole(e, "raw", at);
            return a;
        });
    return h;
}

namespace {

Json snapshot_to_json(const HealthRecord& h)
{
    return {{"source", h.source},
            {"reason", opt_str(h.reason)},
            {"temperature_c", opt_num(h.temperature_c)},
            {"percentage_used", opt_num(h.percentage_used)},
            {"data_read_bytes", opt_num(h.data_read_bytes)},
            {"data_written_bytes", opt_num(h.data_written_bytes)},
            {"critical_warning", h.critical_warning ? Json(*h.critical_warning) : Json()},
            {"media_errors", opt_num(h.media_errors)}};
}

}  // namespace

Json run_health_to_json(const RunHealth& h)
{
    if (!h.recorded)
        return Json();
    return {{"before", snapshot_to_json(h.before)}, {"after", snapshot_to_json(h.after)}};
}

RunHealth run_health_from_json(const Json& doc)
{
    RunHealth r;
    const Json* h = find(doc, "health");
    if (!h || h->is_null())
        return r;
    as_object(*h, "health");
    r.recorded = true;
    r.before = health_from_json(find(*h, "before") ? h->at("before") : Json::object(), "health.before");
    r.after = health_from_json(find(*h, "after") ? h->at("after") : Json::object(), "health.after");
    r.app_written_bytes = opt_whole<std::uint64_t>(doc, "app_written_bytes", "");
    return r;
}

void write_run_health(Json& j, const RunHealth& h)
{
    j["health"] = run_health_to_json(h);
    j["drive_written_bytes"] = opt_num(h.drive_written_bytes());
    j["drive_written_reason"] = opt_str(h.drive_written_reason());
    j["app_written_bytes"] = opt_num(h.app_written_bytes);
}

Json health_document(const HealthRecord& h, const std::string& target, const std::string& app_version)
{
    Json j = {{"schema", "solidmark.health/1"}, {"app_version", app_version}, {"target", target}};
    j.update(health_to_json(h));
    return j;
}

}  // namespace sm
