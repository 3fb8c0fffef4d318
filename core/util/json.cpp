#include "util/json.h"

#include "util/error.h"

#include <charconv>
#include <cmath>
#include <fmt/format.h>

namespace sm {
namespace {

constexpr int kMaxDepth = 64;

const char* type_name(const Json& j)
{
    if (j.is_null())
        return "null";
    if (j.is_bool())
        return "boolean";
    if (j.is_number())
        return "number";
    if (j.is_string())
        return "string";
    if (j.is_array())
        return "array";
    return "object";
}

[[noreturn]] void type_error(const Json& j, std::string_view what, const char* expected)
{
    throw Error(ErrorKind::Malformed, fmt::format("'{}' should be {} but is {}", what, expected, type_name(j)));
}

void escape_to(std::string& out, const std::string& s)
{
    out += '"';
    for (unsigned char c : s) {
        switch (c) {
        case '"': out += "\\\""; break;
        case '\\': out += "\\\\"; break;
        case '\n': out += "\\n"; break;
        case '\r': out += "\\r"; break;
        case '\t': out += "\\t"; break;
        case '\b': out += "\\b"; break;
        case '\f': out += "\\f"; break;
        default:
            if (c < 0x20)
                out += fmt::format("\\u{:04x}", c);
            else
                out += static_cast<char>(c);
        }
    }
    out += '"';
}

void number_to(std::string& out, double d)
{
    if (!std::isfinite(d)) {
        out += "null";
        return;
    }
    if (d == std::floor(d) && std::fabs(d) < 9.0e15) {
        out += fmt::format("{}", static_cast<long long>(d));
        return;
    }
    char buf[64];
    auto [ptr, ec] = std::to_chars(buf, buf + sizeof buf, d);
    out.append(buf, ptr);
}

class Parser {
public:
    explicit Parser(std::string_view text) : m_text(text) {}

    Json parse_document()
    {
        skip_ws();
        Json v = parse_value(0);
        skip_ws();
        if (m_pos != m_text.size())
            fail("unexpected characters after the end of the document");
        return v;
    }

private:
    [[noreturn]] void fail(std::string_view what) const
    {
        std::size_t line = 1, col = 1;
        for (std::size_t i = 0; i < m_pos && i < m_text.size(); ++i) {
            if (m_text[i] == '\n') {
                ++line;
                col = 1;
            } else {
                ++col;
            }
        }
        throw Error(ErrorKind::Malformed, fmt::format("invalid JSON at line {}, column {}: {}", line, col, what));
    }

    bool at_end() const { return m_pos >= m_text.size(); }
    char peek() const { return at_end() ? '\0' : m_text[m_pos]; }

    void skip_ws()
    {
        while (!at_end()) {
            char c = m_text[m_pos];
            if (c == ' ' || c == '\t' || c == '\n' || c == '\r')
                ++m_pos;
            else
                break;
        }
    }

    void expect_word(std::string_view word)
    {
        if (m_text.substr(m_pos, word.size()) != word)
            fail("unknown literal");
        m_pos += word.size();
    }

    Json parse_value(int depth)
    {
        if (depth > kMaxDepth)
            fail("nesting is too deep");
        if (at_end())
            fail("unexpected end of input");
        char c = peek();
        switch (c) {
        case '{': return parse_object(depth);
        case '[': return parse_array(depth);
        case '"': return Json(parse_string());
        case 't': expect_word("true"); return Json(true);
        case 'f': expect_word("false"); return Json(false);
        case 'n': expect_word("null"); return Json(nullptr);
        default:
            if (c == '-' || (c >= '0' && c <= '9'))
                return Json(parse_number());
            fail(fmt::format("unexpected character '{}'", c));
        }
    }

    Json parse_object(int depth)
    {
        ++m_pos;  // {
        Json::Object obj;
        skip_ws();
        if (peek() == '}') {
            ++m_pos;
            return Json(std::move(obj));
        }
        for (;;) {
            skip_ws();
            if (peek() != '"')
                fail("expected a string key");
            std::string key = parse_string();
            skip_ws();
            if (peek() != ':')
                fail("expected ':' after a key");
            ++m_pos;
            skip_ws();
            Json value = parse_value(depth + 1);
            for (const auto& kv : obj)
                if (kv.first == key)
                    fail(fmt::format("duplicate key '{}'", key));
            obj.emplace_back(std::move(key), std::move(value));
            skip_ws();
            if (peek() == ',') {
                ++m_pos;
                continue;
            }
            if (peek() == '}') {
                ++m_pos;
                return Json(std::move(obj));
            }
            fail("expected ',' or '}' in an object");
        }
    }

    Json parse_array(int depth)
    {
        ++m_pos;  // [
        Json::Array arr;
        skip_ws();
        if (peek() == ']') {
            ++m_pos;
            return Json(std::move(arr));
        }
        for (;;) {
            skip_ws();
            arr.push_back(parse_value(depth + 1));
            skip_ws();
            if (peek() == ',') {
                ++m_pos;
                continue;
            }
            if (peek() == ']') {
                ++m_pos;
                return Json(std::move(arr));
            }
            fail("expected ',' or ']' in an array");
        }
    }

    unsigned parse_hex4()
    {
        if (m_pos + 4 > m_text.size())
            fail("truncated \\u escape");
        unsigned v = 0;
        for (int i = 0; i < 4; ++i) {
            char c = m_text[m_pos++];
            v <<= 4;
            if (c >= '0' && c <= '9')
                v |= static_cast<unsigned>(c - '0');
            else if (c >= 'a' && c <= 'f')
                v |= static_cast<unsigned>(c - 'a' + 10);
            else if (c >= 'A' && c <= 'F')
                v |= static_cast<unsigned>(c - 'A' + 10);
            else
                fail("invalid \\u escape");
        }
        return v;
    }

    static void append_utf8(std::string& out, unsigned cp)
    {
        if (cp < 0x80) {
            out += static_cast<char>(cp);
        } else if (cp < 0x800) {
            out += static_cast<char>(0xC0 | (cp >> 6));
            out += static_cast<char>(0x80 | (cp & 0x3F));
        } else if (cp < 0x10000) {
            out += static_cast<char>(0xE0 | (cp >> 12));
            out += static_cast<char>(0x80 | ((cp >> 6) & 0x3F));
            out += static_cast<char>(0x80 | (cp & 0x3F));
        } else {
            out += static_cast<char>(0xF0 | (cp >> 18));
            out += static_cast<char>(0x80 | ((cp >> 12) & 0x3F));
            out += static_cast<char>(0x80 | ((cp >> 6) & 0x3F));
            out += static_cast<char>(0x80 | (cp & 0x3F));
        }
    }

    std::string parse_string()
    {
        ++m_pos;  // "
        std::string out;
        for (;;) {
            if (at_end())
                fail("unterminated string");
            unsigned char c = static_cast<unsigned char>(m_text[m_pos++]);
            if (c == '"')
                return out;
            if (c < 0x20)
                fail("control character in a string");
            if (c != '\\') {
                out += static_cast<char>(c);
                continue;
            }
            if (at_end())
                fail("unterminated escape");
            char e = m_text[m_pos++];
            switch (e) {
            case '"': out += '"'; break;
            case '\\': out += '\\'; break;
            case '/': out += '/'; break;
            case 'b': out += '\b'; break;
            case 'f': out += '\f'; break;
            case 'n': out += '\n'; break;
            case 'r': out += '\r'; break;
            case 't': out += '\t'; break;
            case 'u': {
                unsigned cp = parse_hex4();
                if (cp >= 0xD800 && cp <= 0xDBFF) {
                    if (m_text.substr(m_pos, 2) != "\\u")
                        fail("unpaired surrogate");
                    m_pos += 2;
                    unsigned lo = parse_hex4();
                    if (lo < 0xDC00 || lo > 0xDFFF)
                        fail("invalid surrogate pair");
                    cp = 0x10000 + ((cp - 0xD800) << 10) + (lo - 0xDC00);
                } else if (cp >= 0xDC00 && cp <= 0xDFFF) {
                    fail("unpaired surrogate");
                }
                append_utf8(out, cp);
                break;
            }
            default:
                fail("invalid escape");
            }
        }
    }

    double parse_number()
    {
        const std::size_t start = m_pos;
        if (peek() == '-')
            ++m_pos;
        if (peek() == '0') {
            ++m_pos;
        } else if (peek() >= '1' && peek() <= '9') {
            while (peek() >= '0' && peek() <= '9')
                ++m_pos;
        } else {
            fail("invalid number");
        }
        if (peek() == '.') {
            ++m_pos;
            if (!(peek() >= '0' && peek() <= '9'))
                fail("invalid number");
            while (peek() >= '0' && peek() <= '9')
                ++m_pos;
        }
        if (peek() == 'e' || peek() == 'E') {
            ++m_pos;
            if (peek() == '+' || peek() == '-')
                ++m_pos;
            if (!(peek() >= '0' && peek() <= '9'))
                fail("invalid number");
            while (peek() >= '0' && peek() <= '9')
                ++m_pos;
        }
        double v = 0;
        auto [ptr, ec] = std::from_chars(m_text.data() + start, m_text.data() + m_pos, v);
        if (ec != std::errc() || !std::isfinite(v))
            fail("number out of range");
        return v;
    }

    std::string_view m_text;
    std::size_t m_pos = 0;
};

}  // namespace

bool Json::as_bool(std::string_view what) const
{
    if (!is_bool())
        type_error(*this, what, "a boolean");
    return std::get<bool>(m_value);
}

double Json::as_number(std::string_view what) const
{
    if (!is_number())
        type_error(*this, what, "a number");
    return std::get<double>(m_value);
}

const std::string& Json::as_string(std::string_view what) const
{
    if (!is_string())
        type_error(*this, what, "a string");
    return std::get<std::string>(m_value);
}

const Json::Array& Json::as_array(std::string_view what) const
{
    if (!is_array())
        type_error(*this, what, "an array");
    return std::get<Array>(m_value);
}

const Json::Object& Json::as_object(std::string_view what) const
{
    if (!is_object())
        type_error(*this, what, "an object");
    return std::get<Object>(m_value);
}

const Json* Json::find(std::string_view key) const
{
    if (!is_object())
        return nullptr;
    for (const auto& kv : std::get<Object>(m_value))
        if (kv.first == key)
            return &kv.second;
    return nullptr;
}

const Json& Json::at(std::string_view key) const
{
    const Json* j = find(key);
    if (!j)
        throw Error(ErrorKind::Malformed, fmt::format("missing field '{}'", key));
    return *j;
}

Json& Json::operator[](std::string_view key)
{
    if (is_null())
        m_value = Object{};
    auto& obj = std::get<Object>(m_value);
    for (auto& kv : obj)
        if (kv.first == key)
            return kv.second;
    obj.emplace_back(std::string(key), Json());
    return obj.back().second;
}

void Json::push_back(Json v)
{
    if (is_null())
        m_value = Array{};
    std::get<Array>(m_value).push_back(std::move(v));
}

std::string Json::dump(int indent) const
{
    std::string out;
    dump_to(out, indent, 0);
    return out;
}

void Json::dump_to(std::string& out, int indent, int level) const
{
    const auto newline = [&](int lvl) {
        if (indent > 0) {
            out += '\n';
            out.append(static_cast<std::size_t>(indent * lvl), ' ');
        }
    };
    if (is_null()) {
        out += "null";
    } else if (is_bool()) {
        out += std::get<bool>(m_value) ? "true" : "false";
    } else if (is_number()) {
        number_to(out, std::get<double>(m_value));
    } else if (is_string()) {
        escape_to(out, std::get<std::string>(m_value));
    } else if (is_array()) {
        const auto& arr = std::get<Array>(m_value);
        out += '[';
        for (std::size_t i = 0; i < arr.size(); ++i) {
            if (i)
                out += ',';
            newline(level + 1);
            arr[i].dump_to(out, indent, level + 1);
        }
        if (!arr.empty())
            newline(level);
        out += ']';
    } else {
        const auto& obj = std::get<Object>(m_value);
        out += '{';
        for (std::size_t i = 0; i < obj.size(); ++i) {
            if (i)
                out += ',';
            newline(level + 1);
            escape_to(out, obj[i].first);
            out += indent > 0 ? ": " : ":";
            obj[i].second.dump_to(out, indent, level + 1);
        }
        if (!obj.empty())
            newline(level);
        out += '}';
    }
}

Json Json::parse(std::string_view text) { return Parser(text).parse_document(); }

}  // namespace sm
