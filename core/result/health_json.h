#pragma once
// The drive's health record as JSON: the `solidmark.health/1` document of
// `solidmark-cli health` (docs/schemas/health.md), and the object a result
// keeps.
#include "device/health.h"
#include "result/document.h"

namespace sm {

// The record's fields (source, reason, device, model, critical_warning ...,
// ata_attributes), null where the drive does not say.
Json health_to_json(const HealthRecord& h);
// Throws Error(InvalidInput) on a malformed object.
HealthRecord health_from_json(const Json& j, std::string_view where = "health");

// A result's `health` object ({before, after}, each the fields a run keeps:
// source, reason, temperature_c, percentage_used, data_read_bytes,
// data_written_bytes, critical_warning, media_errors), null when not
// recorded; and its reader (a missing or null object: not recorded).
Json run_health_to_json(const RunHealth& h);
RunHealth run_health_from_json(const Json& doc);
// The closing fields every result carries: `health`, `drive_written_bytes`
// (null with `drive_written_reason`) and `app_written_bytes`.
void write_run_health(Json& j, const RunHealth& h);

// The whole document: schema, app_version, target, then the record.
Json health_document(const HealthRecord& h, const std::string& target, const std::string& app_version);

}  // namespace sm
