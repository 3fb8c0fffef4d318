#pragma once
// Field helpers shared by the result writers and readers (report.cpp,
// tool_report.cpp). Readers validate every field and throw
// Error(Malformed) naming it ("settings.size_bytes is out of range").
#include "device/device_info.h"
#include "result/measurement.h"
#include "result/run_result.h"
#include "util/json.h"

#include <optional>
#include <string>
#include <string_view>

namespace sm {

Json opt_str(const std::string& s);
template <class T>
Json opt_num(const std::optional<T>& v)
{
    return v ? Json(static_cast<double>(*v)) : Json();
}

// A number in [lo, hi].
double num(const Json& j, std::string_view key, const std::string& where, double lo = 0, double hi = 1e18);
// A whole number in [0, hi].
std::uint64_t whole(const Json& j, std::string_view key, const std::string& where, double hi = 1e18);
// A string, or "" when missing or null.
std::string str_or_empty(const Json& j, std::string_view key, const std::string& where);
template <class T>
std::optional<T> opt_whole(const Json& j, std::string_view key, const std::string& where)
{
    const Json* v = j.find(key);
    if (!v || v->is_null())
        return std::nullopt;
    return static_cast<T>(whole(j, key, where));
}

// The fields every result document starts with, and its flags.
struct DocHeader {
    std::string app_version, started_at, target;
};
void write_header(Json& j, const char* schema, const DocHeader& h);
// Checks the schema is `expected` (Error(Malformed) otherwise) and reads the header.
DocHeader read_header(const Json& j, const char* expected);
Json flags_json(bool buffered);
bool has_buffered_flag(const Json& j);

// Checks `schema` is `expected`; throws Error(Malformed) otherwise.
void expect_schema(const Json& j, const char* expected);

Json measurement_to_json(const Measurement& m, bool access = false, AccessSpan span = AccessSpan::File);
Measurement measurement_from_json(const Json& j, const std::string& where);
Json device_to_json(const DeviceInfo& d);
DeviceInfo device_from_json(const Json& j);

}  // namespace sm
