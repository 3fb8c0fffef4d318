// Decoding and the line grammar of peer texts (result/peer_text.h).
//
// The UTF-16LE decoding and UTF-8 check are written here rather than taken
// from iconv: they are a few lines each, the core also builds for Windows
// (MinGW has no iconv), and every failure must name the line it is on.
#include "result/peer_text.h"

#include "util/error.h"
#include "util/units.h"

#include <algorithm>
#include <array>
#include <charconv>
#include <fmt/format.h>

namespace sm::peer {
namespace {

[[noreturn]] void refuse(std::string why) { throw Error(ErrorKind::Malformed, std::move(why)); }

void append_utf8(std::string& out, std::uint32_t cp)
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

std::string from_utf16le(std::string_view b)
{
    if (b.size() % 2)
        refuse("the file starts with a UTF-16LE byte-order mark but has an odd number of bytes: it is cut short");
    std::string out;
    out.reserve(b.size());
    std::uint32_t line = 1;
    const auto unit = [&](std::size_t i) {
        return static_cast<std::uint32_t>(static_cast<unsigned char>(b[i])) |
            (static_cast<std::uint32_t>(static_cast<unsigned char>(b[i + 1])) << 8);
    };
    for (std::size_t i = 0; i < b.size(); i += 2) {
        std::uint32_t cp = unit(i);
        if (cp >= 0xD800 && cp <= 0xDBFF) {
            const std::uint32_t lo = i + 2 < b.size() ? unit(i + 2) : 0;
            if (lo < 0xDC00 || lo > 0xDFFF)
                refuse(fmt::format("line {}: a broken UTF-16 character (lone surrogate {:#06x}): the file is damaged",
                                   line, cp));
            cp = 0x10000 + ((cp - 0xD800) << 10) + (lo - 0xDC00);
            i += 2;
        } else if (cp >= 0xDC00 && cp <= 0xDFFF) {
            refuse(fmt::format("line {}: a broken UTF-16 character (lone surrogate {:#06x}): the file is damaged", line,
                               cp));
        }
        line += cp == '\n';
        append_utf8(out, cp);
    }
    return out;
}

// The length of the UTF-8 sequence at s[i], or 0 when it is not one.
std::size_t utf8_length(std::string_view s, std::size_t i)
{
    const auto u = [&](std::size_t k) { return static_cast<unsigned char>(s[k]); };
    const unsigned char c = u(i);
    if (c < 0x80)
        return 1;
    std::size_t n = 0;
    std::uint32_t cp = 0;
    if (c >= 0xC2 && c <= 0xDF)
        n = 2, cp = c & 0x1F;
    else if (c >= 0xE0 && c <= 0xEF)
        n = 3, cp = c & 0x0F;
    else if (c >= 0xF0 && c <= 0xF4)
        n = 4, cp = c & 0x07;
    else
        return 0;
    if (i + n > s.size())
        return 0;
    for (std::size_t k = 1; k < n; ++k) {
        if ((u(i + k) & 0xC0) != 0x80)
            return 0;
        cp = (cp << 6) | (u(i + k) & 0x3F);
    }
    const bool overlong = (n == 3 && cp < 0x800) || (n == 4 && cp < 0x10000);
    if (overlong || (cp >= 0xD800 && cp <= 0xDFFF) || cp > 0x10FFFF)
        return 0;
    return n;
}

void check_utf8(std::string_view s)
{
    std::uint32_t line = 1, column = 1;
    for (std::size_t i = 0; i < s.size();) {
        const std::size_t n = utf8_length(s, i);
        if (n == 0)
            refuse(fmt::format("line {} is not UTF-8 (byte {:#04x} at column {}): save the file as UTF-8 or "
                               "UTF-16LE; SolidMark does not guess an encoding",
                               line, static_cast<unsigned char>(s[i]), column));
        if (s[i] == '\n')
            ++line, column = 0;
        i += n;
        ++column;
    }
}

std::vector<Line> split_lines(std::string_view s, std::string& line_ends)
{
    std::vector<Line> out;
    std::size_t crlf = 0, lf = 0;
    for (std::size_t at = 0; at < s.size();) {
        const std::size_t nl = s.find('\n', at);
        const std::size_t end = nl == std::string_view::npos ? s.size() : nl;
        std::string_view text = s.substr(at, end - at);
        if (nl != std::string_view::npos) {
            const bool cr = !text.empty() && text.back() == '\r';
            (cr ? crlf : lf) += 1;
            if (cr)
                text.remove_suffix(1);
        }
        const Line line{static_cast<std::uint32_t>(out.size() + 1), std::string(text)};
        if (text.size() > kMaxLineBytes)
            refuse(fmt::format("line {} is {} bytes long; these tools write lines under 200: this is not one of "
                               "their saves",
                               line.number, text.size()));
        for (std::size_t i = 0; i < text.size(); ++i) {
            const auto c = static_cast<unsigned char>(text[i]);
            if (c < 0x20 && c != '\t')
                refuse(fmt::format("line {} has the control character {:#04x} at column {}: this is not a text "
                                   "save of CrystalDiskMark, KDiskMark or AmorphousDiskMark",
                                   line.number, c, i + 1));
        }
        out.push_back(line);
        at = end + 1;
    }
    line_ends = crlf && lf ? "mixed" : crlf ? "CRLF" : lf ? "LF" : "none";
    return out;
}

bool is_letter(char c) { return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z'); }

std::string direction_word(Cursor& c)
{
    if (c.word("Read"))
        return "read";
    if (c.word("Write"))
        return "write";
    if (c.word("Mix"))
        return "mix";
    return {};
}

std::uint64_t unit_bytes(Cursor& c)
{
    for (const auto& [name, bytes] : std::array<std::pair<std::string_view, std::uint64_t>, 4>{
             {{"GiB", 1ull << 30}, {"MiB", 1ull << 20}, {"KiB", 1ull << 10}, {"B", 1}}})
        if (c.word(name))
            return bytes;
    return 0;
}

}  // namespace

Text decode(std::string_view b)
{
    if (b.size() > kMaxTextBytes)
        refuse(fmt::format("the file is {}; a result saved by CrystalDiskMark, KDiskMark or AmorphousDiskMark is a "
                           "few KiB, and SolidMark reads at most 1 MiB of one",
                           format_bytes(b.size())));
    Text t;
    std::string utf8;
    if (starts_with(b, "\xFF\xFE")) {
        utf8 = from_utf16le(b.substr(2));
        t.encoding = "UTF-16LE";
    } else if (starts_with(b, "\xFE\xFF")) {
        refuse("the file is UTF-16BE (big-endian), which none of these tools writes: save it as UTF-8 or UTF-16LE");
    } else if (starts_with(b, "\xEF\xBB\xBF")) {
        utf8 = b.substr(3);
        t.encoding = "UTF-8 with BOM";
    } else {
        if (b.size() >= 2 && b[0] != 0 && b[1] == 0)
            refuse("line 1: the file looks like UTF-16LE without its byte-order mark (a NUL after every "
                   "character); SolidMark does not guess an encoding: save it as UTF-8 or UTF-16LE with its mark");
        utf8 = b;
        t.encoding = "UTF-8";
    }
    check_utf8(utf8);
    if (starts_with(utf8, "\xEF\xBB\xBF"))  // a second mark (CrystalDiskMark 5–7 may write it twice)
        utf8.erase(0, 3);
    t.lines = split_lines(utf8, t.line_ends);
    return t;
}

std::string_view trim(std::string_view s)
{
    while (!s.empty() && (s.front() == ' ' || s.front() == '\t'))
        s.remove_prefix(1);
    while (!s.empty() && (s.back() == ' ' || s.back() == '\t'))
        s.remove_suffix(1);
    return s;
}

bool starts_with(std::string_view s, std::string_view prefix) { return s.substr(0, prefix.size()) == prefix; }

std::string where(const Line& line)
{
    const std::string_view t = trim(line.text);
    std::size_t n = std::min<std::size_t>(t.size(), 60);
    while (n > 0 && n < t.size() && (static_cast<unsigned char>(t[n]) & 0xC0) == 0x80)
        --n;  // not half a character
    return fmt::format("line {} ('{}{}')", line.number, t.substr(0, n), t.size() > n ? "…" : "");
}

void fail(const Line& line, std::string_view why) { refuse(fmt::format("{}: {}", where(line), why)); }

void Cursor::spaces()
{
    while (m_at < m_s.size() && (m_s[m_at] == ' ' || m_s[m_at] == '\t'))
        ++m_at;
}

bool Cursor::word(std::string_view w)
{
    const std::size_t start = m_at;
    spaces();
    if (starts_with(m_s.substr(m_at), w) && (m_at + w.size() == m_s.size() || !is_letter(m_s[m_at + w.size()]))) {
        m_at += w.size();
        return true;
    }
    m_at = start;
    return false;
}

bool Cursor::symbol(char c)
{
    const std::size_t start = m_at;
    spaces();
    if (m_at < m_s.size() && m_s[m_at] == c) {
        ++m_at;
        return true;
    }
    m_at = start;
    return false;
}

std::optional<std::uint64_t> Cursor::integer()
{
    const std::size_t start = m_at;
    spaces();
    std::size_t end = m_at;
    while (end < m_s.size() && m_s[end] >= '0' && m_s[end] <= '9')
        ++end;
    std::uint64_t v = 0;
    if (end == m_at || end - m_at > 18) {
        m_at = start;
        return std::nullopt;
    }
    std::from_chars(m_s.data() + m_at, m_s.data() + end, v);
    m_at = end;
    return v;
}

std::optional<double> Cursor::decimal()
{
    const std::size_t start = m_at;
    spaces();
    std::size_t end = m_at;
    const auto digits = [&] {
        const std::size_t from = end;
        while (end < m_s.size() && m_s[end] >= '0' && m_s[end] <= '9')
            ++end;
        return end - from;
    };
    const std::size_t whole = digits();
    if (whole > 0 && end + 1 < m_s.size() && m_s[end] == '.' && m_s[end + 1] >= '0' && m_s[end + 1] <= '9') {
        ++end;
        digits();
    }
    double v = 0;
    if (whole == 0 || whole > 12 || std::from_chars(m_s.data() + m_at, m_s.data() + end, v).ec != std::errc()) {
        m_at = start;
        return std::nullopt;
    }
    m_at = end;
    return v;
}

bool Cursor::at_end()
{
    spaces();
    return m_at == m_s.size();
}

bool is_row(std::string_view line)
{
    Cursor c(line);
    return c.word("SEQ") || c.word("RND") || c.word("Sequential") || c.word("Random");
}

namespace {

void read_parameters(const Line& line, Cursor& c, RowText& r)
{
    if (!c.symbol('('))
        fail(line, "no '(' with the queue depth and threads after the test's name");
    do {
        const bool qd = c.word("QD");
        const bool q = !qd && c.word("Q");
        if (!qd && !q && !c.word("T"))
            fail(line, "'(…)' holds something other than Q=, QD= or T=");
        std::optional<unsigned>& slot = q || qd ? r.queue_depth : r.threads;
        const char* name = qd ? "QD" : q ? "Q" : "T";
        if (slot)
            fail(line, fmt::format("{}= is written twice", name));
        const std::optional<std::uint64_t> n = c.symbol('=') ? c.integer() : std::nullopt;
        if (!n || *n < 1 || *n > 1000000)
            fail(line, fmt::format("no whole number from 1 to 1000000 after {}=", name));
        slot = static_cast<unsigned>(*n);
        r.qd_key = r.qd_key || qd;
    } while (c.symbol(','));
    if (!c.symbol(')'))
        fail(line, "no ')' after the queue depth and threads");
}

}  // namespace

RowText read_row(const Line& line)
{
    Cursor c(line.text);
    RowText r;
    if (c.word("SEQ") || c.word("Sequential"))
        r.random = false;
    else if (c.word("RND") || c.word("Random"))
        r.random = true;
    else
        fail(line, "not a test row (SEQ, RND, Sequential or Random)");
    r.direction = direction_word(c);
    if (const std::optional<std::uint64_t> n = c.integer()) {
        const std::uint64_t unit = unit_bytes(c);
        if (unit == 0 || unit > (1ull << 20))
            fail(line, fmt::format("the block size {} has no unit (B, KiB or MiB)", *n));
        if (*n == 0 || *n * unit > 0xFFFFFFFFull)
            fail(line, fmt::format("the block size {} is not one a benchmark runs", *n));
        r.block_bytes = static_cast<std::uint32_t>(*n * unit);
    }
    read_parameters(line, c, r);
    if (r.direction.empty())
        r.direction = direction_word(c);
    if (!c.symbol(':'))
        fail(line, "no ':' after the test's name");
    r.label = std::string(trim(std::string_view(line.text).substr(0, c.pos() - 1)));
    const std::optional<double> mb_s = c.decimal();
    if (!mb_s)
        fail(line, "no number after ':' (the speed, written like 3500.123)");
    r.mb_s = *mb_s;
    if (!c.word("MB/s"))
        fail(line, "no 'MB/s' after the speed: the line is cut short or not a result row");
    if (c.symbol('[')) {
        r.iops = c.decimal();
        if (!r.iops || !c.word("IOPS") || !c.symbol(']'))
            fail(line, "the IOPS part is not '[ number IOPS]'");
    }
    if (c.symbol('<')) {
        r.latency_us = c.decimal();
        if (!r.latency_us || !(c.word("us") || c.word("\xC2\xB5s") || c.word("\xCE\xBCs")) || !c.symbol('>'))
            fail(line, "the latency part is not '< number us>'");
    }
    if (!c.at_end())
        fail(line, fmt::format("unexpected '{}' after the row's values", trim(c.rest()).substr(0, 30)));
    return r;
}

std::optional<Section> read_section(const Line& line)
{
    Cursor c(line.text);
    if (!c.symbol('['))
        return std::nullopt;
    Section s;
    s.direction = direction_word(c);
    if (s.direction.empty() || !c.symbol(']'))
        return std::nullopt;
    if (s.direction == "mix" && !c.at_end()) {
        const auto percent = [&](std::string_view w) -> std::optional<std::uint64_t> {
            const std::optional<std::uint64_t> n = c.word(w) ? c.integer() : std::nullopt;
            return n && c.symbol('%') ? n : std::nullopt;
        };
        const std::optional<std::uint64_t> read = percent("Read");
        const std::optional<std::uint64_t> write = read && c.symbol('/') ? percent("Write") : std::nullopt;
        if (!read || !write || *read + *write != 100 || !c.at_end())
            fail(line, "the Mix section's ratio is not 'Read N%/Write M%' with N + M = 100");
        s.mix_read_percent = static_cast<unsigned>(*read);
    }
    if (!c.at_end())
        fail(line, "unexpected text after the section's name");
    return s;
}

std::optional<std::pair<std::string, std::string>> read_footer(std::string_view line)
{
    const std::string_view t = trim(line);
    const std::size_t colon = t.find(':');
    if (colon == std::string_view::npos)
        return std::nullopt;
    const std::string_view key = trim(t.substr(0, colon));
    if (key.empty() || key.size() > 24 || !is_letter(key.front()))
        return std::nullopt;
    for (char ch : key)
        if (!is_letter(ch) && ch != ' ')
            return std::nullopt;
    return std::pair{std::string(key), std::string(trim(t.substr(colon + 1)))};
}

std::string iso_date(const Line& line, std::string_view date)
{
    Cursor c(date);
    const auto y = c.integer();
    const char sep = !c.rest().empty() ? c.rest().front() : '?';
    const bool ok_sep = y && (sep == '/' || sep == '-');
    const auto mo = ok_sep && c.symbol(sep) ? c.integer() : std::nullopt;
    const auto d = mo && c.symbol(sep) ? c.integer() : std::nullopt;
    const auto h = d ? c.integer() : std::nullopt;
    const auto mi = h && c.symbol(':') ? c.integer() : std::nullopt;
    const auto s = mi && c.symbol(':') ? c.integer() : std::nullopt;
    const bool utc = s && c.word("UTC");
    static constexpr int kDays[] = {31, 29, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31};
    const bool leap = y && ((*y % 4 == 0 && *y % 100 != 0) || *y % 400 == 0);
    if (!s || !c.at_end() || *y < 1970 || *y > 9999 || *mo < 1 || *mo > 12 || *d < 1 ||
        *d > static_cast<std::uint64_t>(kDays[*mo - 1] - (*mo == 2 && !leap)) || *h > 23 || *mi > 59 || *s > 59)
        fail(line, fmt::format("'{}' is not a date like 2021/06/22 9:05:07 or 2021-06-22 09:05:07", date));
    return fmt::format("{:04}-{:02}-{:02}T{:02}:{:02}:{:02}{}", *y, *mo, *d, *h, *mi, *s, utc ? "Z" : "");
}

std::uint64_t test_size(const Line& line, std::string_view test)
{
    Cursor c(test);
    const std::optional<std::uint64_t> n = c.integer();
    const std::uint64_t unit = n ? unit_bytes(c) : 0;
    if (!n || unit == 0 || *n == 0 || *n > (1ull << 63) / unit)
        fail(line, "the Test line does not start with the test size (like '1 GiB' or '1024 MiB')");
    return *n * unit;
}

std::optional<unsigned> passes(std::string_view test)
{
    const std::size_t at = test.find("(x");
    if (at == std::string_view::npos)
        return std::nullopt;
    Cursor c(test.substr(at + 2));
    const std::optional<std::uint64_t> n = c.integer();
    if (!n || *n == 0 || *n > 1000000 || !c.symbol(')'))
        return std::nullopt;
    return static_cast<unsigned>(*n);
}

std::optional<double> seconds_after(std::string_view text, std::string_view key)
{
    for (std::size_t at = text.find(key); at != std::string_view::npos; at = text.find(key, at + 1)) {
        if (at > 0 && is_letter(text[at - 1]))
            continue;
        Cursor c(text.substr(at + key.size()));
        if (!c.symbol(':'))
            c.symbol('=');
        const std::optional<double> v = c.decimal();
        if (v && *v <= 1e9 && c.word("sec"))
            return *v;
        if (v && *v <= 1e7 && c.word("min"))
            return *v * 60;
    }
    return std::nullopt;
}

}  // namespace sm::peer
