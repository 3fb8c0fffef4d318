#pragma once
// A small JSON value: enough for SolidMark's result schemas. Objects keep
// insertion order so exports are stable and readable. The parser is strict
// (RFC 8259), bounded in nesting depth, and throws Error(Malformed) with the
// line and column of the first problem.
#include <cstdint>
#include <string>
#include <string_view>
#include <utility>
#include <variant>
#include <vector>

namespace sm {

class Json {
public:
    using Array = std::vector<Json>;
    using Object = std::vector<std::pair<std::string, Json>>;

    Json() = default;
    Json(std::nullptr_t) {}
    Json(bool b) : m_value(b) {}
    Json(double d) : m_value(d) {}
    Json(int i) : m_value(static_cast<double>(i)) {}
    Json(long i) : m_value(static_cast<double>(i)) {}
    Json(long long i) : m_value(static_cast<double>(i)) {}
    Json(unsigned i) : m_value(static_cast<double>(i)) {}
    Json(unsigned long i) : m_value(static_cast<double>(i)) {}
    Json(unsigned long long i) : m_value(static_cast<double>(i)) {}
    Json(std::string s) : m_value(std::move(s)) {}
    Json(const char* s) : m_value(std::string(s)) {}
    Json(Array a) : m_value(std::move(a)) {}
    Json(Object o) : m_value(std::move(o)) {}

    static Json object() { return Json(Object{}); }
    static Json array() { return Json(Array{}); }

    bool is_null() const { return std::holds_alternative<std::nullptr_t>(m_value); }
    bool is_bool() const { return std::holds_alternative<bool>(m_value); }
    bool is_number() const { return std::holds_alternative<double>(m_value); }
    bool is_string() const { return std::holds_alternative<std::string>(m_value); }
    bool is_array() const { return std::holds_alternative<Array>(m_value); }
    bool is_object() const { return std::holds_alternative<Object>(m_value); }

    // Typed access; each throws Error(Malformed) naming `what` when the type differs.
    bool as_bool(std::string_view what = "value") const;
    double as_number(std::string_view what = "value") const;
    const std::string& as_string(std::string_view what = "value") const;
    const Array& as_array(std::string_view what = "value") const;
    const Object& as_object(std::string_view what = "value") const;

    // Object access. find() returns nullptr when absent (or not an object).
    const Json* find(std::string_view key) const;
    // Required member; throws Error(Malformed) "missing field 'key'".
    const Json& at(std::string_view key) const;
    // Inserts or replaces; turns a null into an object.
    Json& operator[](std::string_view key);
    // Appends; turns a null into an array.
    void push_back(Json v);

    std::string dump(int indent = 2) const;
    static Json parse(std::string_view text);

private:
    void dump_to(std::string& out, int indent, int level) const;

    std::variant<std::nullptr_t, bool, double, std::string, Array, Object> m_value;
};

}  // namespace sm
