#pragma once
// Result documents are JSON, through nlohmann_json with ordered objects (an
// export keeps the field order it was written in). Reading is strict: RFC
// 8259 without comments, no duplicate keys, at most 64 levels of nesting,
// 64-bit integers kept exact; every problem is an Error(Malformed) that says
// where (line and column, or the field's path) and what. The field helpers
// below are what every reader in core/result validates with.
#include "device/device_info.h"
#include "result/header.h"
#include "result/measurement.h"

#include <nlohmann/json.hpp>

#include <cstdint>
#include <initializer_list>
#include <limits>
#include <optional>
#include <span>
#include <string>
#include <string_view>
#include <vector>

namespace sm {

using Json = nlohmann::ordered_json;

// A whole document. Throws Error(Malformed): "invalid JSON at line 3, column 14: …".
Json parse_json(std::string_view text);
// What parse_json does with a key given twice in one object: SolidMark's
// documents reject it; fio's output has it (`fio --client` lists every
// host's [global] options in one object), read as fio reads a job file: the
// last one wins.
enum class DuplicateKeys { Reject, KeepLast };
Json parse_json(std::string_view text, DuplicateKeys duplicates);
// Two-space indent and a final newline, as every export is written.
std::string dump_json(const Json& j);

// ---- typed access; `where` names the value in messages ("settings.size_bytes")
const Json& as_object(const Json& j, std::string_view where);
const Json& as_array(const Json& j, std::string_view where);
const std::string& as_string(const Json& j, std::string_view where);
bool as_bool(const Json& j, std::string_view where);
double as_number(const Json& j, std::string_view where);
// The member, or nullptr when absent (or `j` is not an object).
const Json* find(const Json& j, std::string_view key);
// A required member; Error(Malformed) "missing field 'where.key'".
const Json& at(const Json& j, std::string_view key, std::string_view where);
std::string path_of(std::string_view where, std::string_view key);

// A number in [lo, hi].
double num(const Json& j, std::string_view key, std::string_view where, double lo = 0, double hi = 1e18);
// The object j[key] (required), each of its `fields` a number in [0, hi]
// stored where the field points: {{"mean", &l.mean_us}, {"max", &l.max_us}}.
struct NumberField {
    const char* key;
    double* out;
};
const Json& read_numbers(const Json& j, std::string_view key, std::string_view where, double hi,
                         std::initializer_list<NumberField> fields);
// A whole number in [0, hi], exact up to 2^64 - 1.
std::uint64_t whole(const Json& j, std::string_view key, std::string_view where, double hi = 1.8446744073709552e19);
// A value the writer derives from others (a mean, a speed): recomputed on
// reading, but still checked to be a number in [lo, hi] when present.
void check_derived(const Json& j, std::string_view key, std::string_view where, double lo = 0, double hi = 1e18);
// A string, or "" when missing or null.
std::string str_or_empty(const Json& j, std::string_view key, std::string_view where);
// A bool, or `fallback` when missing or null.
bool bool_or(const Json& j, std::string_view key, std::string_view where, bool fallback);
// The optional array of strings j[key] (empty when absent or null).
std::vector<std::string> string_list(const Json& j, std::string_view key);
// "key[i]", the place of an array element in error messages.
std::string element_place(std::string_view key, std::size_t i);

// The array of write(element) for every element of `v`.
template <class T, class F>
Json json_list(const std::vector<T>& v, F&& write)
{
    Json a = Json::array();
    for (const T& e : v)
        a.push_back(write(e));
    return a;
}

// Reads the array j[key] into `out` through read(element, "key[i]") -> T.
template <class T, class F>
void read_list(const Json& j, std::string_view key, std::vector<T>& out, F&& read)
{
    const Json& a = as_array(at(j, key, ""), key);
    out.clear();
    out.reserve(a.size());
    for (std::size_t i = 0; i < a.size(); ++i)
        out.push_back(read(a[i], element_place(key, i)));
}
template <class T>
std::optional<T> opt_whole(const Json& j, std::string_view key, std::string_view where)
{
    const Json* v = find(j, key);
    if (!v || v->is_null())
        return std::nullopt;
    return static_cast<T>(whole(j, key, where, static_cast<double>(std::numeric_limits<T>::max())));
}
// Optional values written as null when absent.
Json opt_str(const std::string& s);
template <class T>
Json opt_num(const std::optional<T>& v)
{
    return v ? Json(*v) : Json();
}

// ---- the parts every kind shares
// schema, app_version, started_at, target (in that order, first in the document).
void write_header(Json& j, std::string_view schema, const ResultHeader& h);
// Checks the schema is `expected` and reads the header fields the document has:
// app_version, started_at, target, device, flags, alignment_source, temperature, left_behind.
void read_header(const Json& j, std::string_view expected, ResultHeader& h);
// The same for a kind that also reads earlier versions of its schema
// (`older`: "solidmark.sustained/1" beside "solidmark.sustained/2").
void read_header(const Json& j, std::string_view expected, ResultHeader& h, std::span<const std::string_view> older);
// A document's settings.write_through (docs/methodology.md §24): nullopt
// when it has none (older documents, kinds that open no test file).
// Throws Error(InvalidInput) when it is not a bool.
std::optional<bool> write_through_of(const Json& doc);
// The closing fields: "flags", "alignment_source" (null when unknown), "temperature", and
// "left_behind" when a test folder could not be removed.
void write_flags(Json& j, const ResultHeader& h);
void expect_schema(const Json& j, std::string_view expected);
// The `temperature` object every document closes with (docs/schemas/common.md).
Json temperature_to_json(const TemperatureRecord& t);
TemperatureRecord temperature_from_json(const Json& j);

Json device_to_json(const DeviceInfo& d);
DeviceInfo device_from_json(const Json& j);

// A measurement; `access` writes ms/iops/span instead of mib_s/iops.
Json measurement_to_json(const Measurement& m, bool access = false, AccessSpan span = AccessSpan::File);
Measurement measurement_from_json(const Json& j, std::string_view where);

}  // namespace sm
