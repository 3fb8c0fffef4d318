// Portable parts of the drive's health record (health.h): the NVMe log page
// and smartctl's JSON, parsed; the verdict.
#include "device/health.h"
#include "util/reason_text.h"

#include "util/error.h"

#include <algorithm>
#include <fmt/format.h>
#include <fmt/ranges.h>
#include <nlohmann/json.hpp>

namespace sm {

namespace {

// A little-endian counter of `n` bytes (NVMe's are 16 bytes wide; a value
// past 64 bits saturates: no drive is near that).
std::uint64_t le(const unsigned char* p, std::size_t n)
{
    std::uint64_t v = 0;
    for (std::size_t i = n; i-- > 0;) {
        if (i >= 8 && p[i] != 0)
            return UINT64_MAX;
        if (i < 8)
            v = (v << 8) | p[i];
    }
    return v;
}

constexpr std::uint64_t kNvmeDataUnit = 512'000;  // "thousands of 512-byte units", NVMe base spec

std::uint64_t times(std::uint64_t count, std::uint64_t unit)
{
    return count > UINT64_MAX / unit ? UINT64_MAX : count * unit;
}

using nlohmann::json;

template <class T>
std::optional<T> number_at(const json& j, std::initializer_list<const char*> path)
{
    const json* at = &j;
    for (const char* key : path) {
        if (!at->is_object() || !at->contains(key))
            return std::nullopt;
        at = &(*at)[key];
    }
    if (!at->is_number())
        return std::nullopt;
    return at->get<T>();
}

// ATA attributes 241/242 count host writes/reads in a vendor's unit; the unit
// is known only from the name smartctl's drive database gives the attribute.
std::optional<std::uint64_t> ata_bytes(const AtaAttribute& a, std::uint64_t logical_block)
{
    if (a.name == "Total_LBAs_Written" || a.name == "Total_LBAs_Read")
        return times(a.raw, logical_block);
    if (a.name == "Host_Writes_32MiB" || a.name == "Host_Reads_32MiB")
        return times(a.raw, 32ull << 20);
    if (a.name == "Host_Writes_GiB" || a.name == "Host_Reads_GiB" || a.name == "Lifetime_Writes_GiB" ||
        a.name == "Lifetime_Reads_GiB")
        return times(a.raw, 1ull << 30);
    return std::nullopt;
}

}  // namespace

void apply_ata_attribute(HealthRecord& h, const AtaAttribute& a, std::optional<std::uint64_t> logical_block)
{
    if (a.id == 241 && logical_block)
        h.data_written_bytes = ata_bytes(a, *logical_block);
    else if (a.id == 242 && logical_block)
        h.data_read_bytes = ata_bytes(a, *logical_block);
    else if (a.id == 192 || a.id == 174)  // Power-Off_Retract_Count, Unexpect_Power_Loss_Ct
        h.unsafe_shutdowns = a.raw;
    else if (a.id == 187)  // Reported_Uncorrect
        h.media_errors = a.raw;
}

namespace {

HealthRecord from_smartctl_nvme(const json& log)
{
    HealthRecord h;
    h.source = "nvme";
    if (const auto bits = number_at<unsigned>(log, {"critical_warning"}))
        h.critical_warning = nvme_critical_warning_names(*bits);
    if (const auto t = number_at<double>(log, {"temperature"}))
        h.temperature_c = *t;
    h.available_spare_pct = number_at<int>(log, {"available_spare"});
    h.available_spare_threshold_pct = number_at<int>(log, {"available_spare_threshold"});
    h.percentage_used = number_at<int>(log, {"percentage_used"});
    if (const auto u = number_at<std::uint64_t>(log, {"data_units_read"}))
        h.data_read_bytes = times(*u, kNvmeDataUnit);
    if (const auto u = number_at<std::uint64_t>(log, {"data_units_written"}))
        h.data_written_bytes = times(*u, kNvmeDataUnit);
    h.power_on_hours = number_at<std::uint64_t>(log, {"power_on_hours"});
    h.power_cycles = number_at<std::uint64_t>(log, {"power_cycles"});
    h.unsafe_shutdowns = number_at<std::uint64_t>(log, {"unsafe_shutdowns"});
    h.media_errors = number_at<std::uint64_t>(log, {"media_errors"});
    h.error_log_entries = number_at<std::uint64_t>(log, {"num_err_log_entries"});
    return h;
}

HealthRecord from_smartctl_ata(const json& j)
{
    HealthRecord h;
    h.source = "ata";
    h.via = "smartctl";
    if (j.contains("smart_status") && j["smart_status"].contains("passed") && j["smart_status"]["passed"].is_boolean())
        h.critical_warning = j["smart_status"]["passed"].get<bool>() ? std::vector<std::string>{}
                                                                     : std::vector<std::string>{"reliability"};
    h.temperature_c = number_at<double>(j, {"temperature", "current"});
    h.power_on_hours = number_at<std::uint64_t>(j, {"power_on_time", "hours"});
    h.power_cycles = number_at<std::uint64_t>(j, {"power_cycle_count"});
    h.error_log_entries = number_at<std::uint64_t>(j, {"ata_smart_error_log", "summary", "count"});
    const std::uint64_t block = number_at<std::uint64_t>(j, {"logical_block_size"}).value_or(512);
    if (j.contains("ata_smart_attributes") && j["ata_smart_attributes"].contains("table"))
        for (const json& row : j["ata_smart_attributes"]["table"]) {
            AtaAttribute a;
            a.id = number_at<int>(row, {"id"}).value_or(0);
            a.name = row.value("name", std::string());
            a.value = number_at<int>(row, {"value"}).value_or(0);
            a.worst = number_at<int>(row, {"worst"}).value_or(0);
            a.thresh = number_at<int>(row, {"thresh"}).value_or(0);
            a.raw = number_at<std::uint64_t>(row, {"raw", "value"}).value_or(0);
            apply_ata_attribute(h, a, block);
            h.ata_attributes.push_back(std::move(a));
        }
    return h;
}

}  // namespace

std::vector<std::string> nvme_critical_warning_names(unsigned bits)
{
    static const char* const names[] = {"spare",     "temperature",     "reliability",
                                        "read_only", "volatile_backup", "persistent_memory"};
    std::vector<std::string> out;
    for (unsigned i = 0; i < 6; ++i)
        if (bits & (1u << i))
            out.emplace_back(names[i]);
    return out;
}

std::string HealthRecord::verdict() const
{
    if (!read())
        return "unknown";
    // Below the threshold, as NVMe's own bit 0 says (QEMU reports 0 and 0).
    const bool spare_low =
        available_spare_pct && available_spare_threshold_pct && *available_spare_pct < *available_spare_threshold_pct;
    if ((critical_warning && !critical_warning->empty()) || spare_low || (percentage_used && *percentage_used >= 100))
        return "warning";
    return "ok";
}

std::string decimal_bytes(std::uint64_t bytes)
{
    static const char* const units[] = {"B", "kB", "MB", "GB", "TB", "PB", "EB"};
    if (bytes < 1000)
        return fmt::format("{} B", bytes);
    double v = static_cast<double>(bytes);
    int u = 0;
    while (v >= 1000 && u < 6) {
        v /= 1000;
        ++u;
    }
    return fmt::format("{:.2f} {}", v, units[u]);
}

std::vector<std::pair<std::string, std::string>> health_lines(const HealthRecord& h)
{
    const auto na = [](const auto& v, auto&& show) { return v ? show(*v) : std::string("n/a"); };
    const auto count = [&](const std::optional<std::uint64_t>& v) {
        return na(v, [](std::uint64_t x) { return fmt::format("{}", x); });
    };
    const auto bytes = [&](const std::optional<std::uint64_t>& v) {
        return na(v, [](std::uint64_t x) { return fmt::format("{} ({} bytes)", decimal_bytes(x), x); });
    };
    const auto pct = [&](const std::optional<int>& v) { return na(v, [](int x) { return fmt::format("{} %", x); }); };
    const std::string source = h.source == "nvme" ? "NVMe SMART / Health Information log"
        : h.source == "ata"                       ? "ATA SMART (" + (h.via.empty() ? "smartctl" : h.via) + ")"
                                                  : "none";
    const std::string verdict = h.verdict() == "ok" ? "OK" : h.verdict() == "warning" ? "Warning" : "Unknown";
    std::string warning = "n/a";
    if (h.critical_warning)
        warning = h.critical_warning->empty() ? "none" : fmt::format("{}", fmt::join(*h.critical_warning, ", "));
    std::vector<std::pair<std::string, std::string>> out = {
        {"Drive", h.device.empty() ? "n/a" : h.device + (h.model.empty() ? "" : " (" + h.model + ")")},
        {"Source", source},
        {"Health", verdict},
    };
    if (!h.reason.empty())
        out.emplace_back("Why not", h.reason);
    if (!h.read())
        return out;
    out.insert(out.end(),
               {{"Critical warning", warning},
                {"Temperature", na(h.temperature_c, [](double t) { return fmt::format("{:.2f} °C", t); })},
                {"Available spare", pct(h.available_spare_pct)},
                {"Spare threshold", pct(h.available_spare_threshold_pct)},
                {"Percentage used", pct(h.percentage_used)},
                {"Data read", bytes(h.data_read_bytes)},
                {"Data written", bytes(h.data_written_bytes)},
                {"Power-on hours", count(h.power_on_hours)},
                {"Power cycles", count(h.power_cycles)},
                {"Unsafe shutdowns", count(h.unsafe_shutdowns)},
                {"Media errors", count(h.media_errors)},
                {"Error log entries", count(h.error_log_entries)}});
    return out;
}

std::optional<std::uint64_t> RunHealth::drive_written_bytes() const
{
    if (!recorded || !before.data_written_bytes || !after.data_written_bytes)
        return std::nullopt;
    if (*after.data_written_bytes < *before.data_written_bytes)
        return std::nullopt;
    return *after.data_written_bytes - *before.data_written_bytes;
}

std::string RunHealth::drive_written_reason() const
{
    if (drive_written_bytes())
        return {};
    if (!recorded)
        return reason::kHealthNotRecorded;
    for (const HealthRecord* h : {&before, &after})
        if (!h->read())
            return h->reason.empty() ? reason::kHealthUnread : h->reason;
    if (!before.data_written_bytes || !after.data_written_bytes)
        return reason::kNoWrittenCount;
    return reason::kCountBackwards;
}

std::string RunHealth::written_sentence() const
{
    const std::string ours =
        app_written_bytes ? fmt::format(" (SolidMark wrote {})", decimal_bytes(*app_written_bytes)) : std::string();
    if (const auto d = drive_written_bytes())
        return fmt::format("The drive counted {} written during this run{}.", decimal_bytes(*d), ours);
    return fmt::format("The drive's count of bytes written is not known{}. {}", ours, drive_written_reason());
}

std::vector<std::string> RunHealth::warnings() const
{
    std::vector<std::string> out;
    if (!recorded)
        return out;
    if (before.media_errors && after.media_errors && *after.media_errors > *before.media_errors)
        out.push_back(reason::say(reason::kMediaErrorsGrew, *before.media_errors, *after.media_errors));
    if (after.critical_warning) {
        std::vector<std::string> fresh;
        for (const std::string& w : *after.critical_warning)
            if (!before.critical_warning ||
                std::find(before.critical_warning->begin(), before.critical_warning->end(), w) ==
                    before.critical_warning->end())
                fresh.push_back(w);
        if (!fresh.empty())
            out.push_back(reason::say(reason::kWarningSet, fmt::join(fresh, ", ")));
    }
    return out;
}

std::vector<std::string> health_report_lines(const RunHealth& h)
{
    std::vector<std::string> out = {h.written_sentence()};
    for (const std::string& w : h.warnings())
        out.push_back("WARNING: " + w);
    return out;
}

HealthRecord parse_nvme_health_log(const unsigned char* page, std::size_t bytes)
{
    if (bytes < 192)
        throw Error(ErrorKind::InvalidInput,
                    fmt::format("an NVMe health log page is 512 bytes; {} bytes cannot hold one", bytes));
    HealthRecord h;
    h.source = "nvme";
    h.critical_warning = nvme_critical_warning_names(page[0]);
    if (const std::uint64_t kelvin = le(page + 1, 2); kelvin != 0)
        h.temperature_c = static_cast<double>(kelvin) - 273.15;
    h.available_spare_pct = page[3];
    h.available_spare_threshold_pct = page[4];
    h.percentage_used = page[5];  // may exceed 100 (the spec caps it at 255)
    h.data_read_bytes = times(le(page + 32, 16), kNvmeDataUnit);
    h.data_written_bytes = times(le(page + 48, 16), kNvmeDataUnit);
    h.power_cycles = le(page + 112, 16);
    h.power_on_hours = le(page + 128, 16);
    h.unsafe_shutdowns = le(page + 144, 16);
    h.media_errors = le(page + 160, 16);
    h.error_log_entries = le(page + 176, 16);
    return h;
}

HealthRecord parse_smartctl_json(std::string_view text)
{
    const json j = json::parse(text, nullptr, false);
    if (j.is_discarded() || !j.is_object() || !j.contains("smartctl"))
        throw Error(ErrorKind::InvalidInput, "smartctl's output is not its JSON (smartmontools 7 or later needed)");
    HealthRecord h;
    if (j.contains("nvme_smart_health_information_log"))
        h = from_smartctl_nvme(j["nvme_smart_health_information_log"]);
    else if (j.contains("ata_smart_attributes") || j.contains("smart_status"))
        h = from_smartctl_ata(j);
    else {
        // smartctl's own words: "Unable to detect device type", "Permission denied" ...
        std::string said;
        if (j["smartctl"].contains("messages"))
            for (const json& m : j["smartctl"]["messages"])
                said += (said.empty() ? "" : "; ") + m.value("string", std::string());
        h.reason = said.empty() ? reason::kSmartctlNoRecord : reason::say(reason::kSmartctlSaid, said);
        return h;
    }
    h.device = j.contains("device") ? j["device"].value("name", std::string()) : std::string();
    h.model = j.value("model_name", std::string());
    return h;
}

}  // namespace sm
