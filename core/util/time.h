#pragma once
// UTC timestamps, from std::chrono alone (no platform calls).
#include <string>

namespace sm {

// ISO 8601 UTC, as every result records it: "2026-11-30T20:14:35Z".
std::string iso8601_now();
// The same without separators, safe in a file name: "20261130T201435Z".
std::string compact_utc_now();

}  // namespace sm
