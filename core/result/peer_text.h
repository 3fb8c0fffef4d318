#pragma once
// The pieces every peer-text reader (result/peer_import.cpp) shares: the
// file decoded to UTF-8 and split into numbered lines, a cursor that reads a
// line's words and numbers exactly as written, the row and footer grammar of
// the CrystalDiskMark family, and the one way a reader refuses a line
// (Error(Malformed) "line 12: …"). Internal to core/result.
#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

namespace sm::peer {

// A saved result of these tools is a few KiB; more is not one of them.
inline constexpr std::size_t kMaxTextBytes = 1024 * 1024;
inline constexpr std::size_t kMaxLineBytes = 4096;

struct Line {
    std::uint32_t number = 0;  // 1-based
    std::string text;          // without its line end
};

// The file as UTF-8 lines. Throws Error(Malformed) naming the line for text
// that is not UTF-8 or UTF-16LE with its byte-order mark, a NUL or another
// control character, an odd-length UTF-16 file, or an overlong line.
struct Text {
    std::string encoding;   // "UTF-16LE", "UTF-8", "UTF-8 with BOM"
    std::string line_ends;  // "CRLF", "LF", "mixed", "none"
    std::vector<Line> lines;
};
Text decode(std::string_view bytes);

[[noreturn]] void fail(const Line& line, std::string_view why);
// "line 12 ('  SEQ    1MiB (Q=  8…')": where a message points.
std::string where(const Line& line);

std::string_view trim(std::string_view s);
bool starts_with(std::string_view s, std::string_view prefix);

// Reads a line left to right; every read either consumes what it names or
// leaves the position where it was.
class Cursor {
public:
    explicit Cursor(std::string_view s) : m_s(s) { }
    void spaces();
    bool word(std::string_view w);  // exactly w, then not a letter
    bool symbol(char c);            // after optional spaces
    std::optional<std::uint64_t> integer();
    // Digits with an optional fraction ("3500.123"), as written: no sign,
    // exponent, grouping or locale; at most 12 digits before the point.
    std::optional<double> decimal();
    bool at_end();
    std::size_t pos() const { return m_at; }
    std::string_view rest() const { return m_s.substr(m_at); }

private:
    std::string_view m_s;
    std::size_t m_at = 0;
};

// A row of the CrystalDiskMark family as written, before a format gives the
// parts its version leaves out:
//   CrystalDiskMark 8/9, SolidMark   "  SEQ    1MiB (Q=  8, T= 1): 3500.123 MB/s [ 3338.0 IOPS] < 2392.21 us>"
//   CrystalDiskMark 7                "Sequential 1MiB (Q=  8, T= 1): …", "    Random 4KiB (Q= 32, T=16): …"
//   KDiskMark                        "Sequential   1 MiB (Q=  8, T= 1): 3500.123 MB/s [   3338.0 IOPS] <  2392.21 us>"
//   CrystalDiskMark 5/6              "   Sequential Read (Q= 32,T= 1) : 3500.123 MB/s", "  Random Read 4KiB (Q=  8,T= 8) : … [ … IOPS]"
//   AmorphousDiskMark                "Sequential 1MiB (QD=8): 3500.12 MB/s [ 3338.0 IOPS] < 2392.21 us>"
struct RowText {
    std::string label;  // the text before the ':', trimmed
    bool random = false;
    std::string direction;  // "read", "write", "mix" when the label says it, else ""
    std::optional<std::uint32_t> block_bytes;
    std::optional<unsigned> queue_depth, threads;
    bool qd_key = false;  // written "QD=" (AmorphousDiskMark)
    double mb_s = 0;
    std::optional<double> iops, latency_us;
};
// Whether the line starts like a row (SEQ, RND, Sequential, Random).
bool is_row(std::string_view line);
// The row; fail()s naming the line and the part that is missing or extra.
RowText read_row(const Line& line);

// "[Read]", "[Write]", "[Mix] Read 70%/Write 30%": the section and, for a
// Mix, its read percent; nullopt for a line that is not a section.
struct Section {
    std::string direction;
    std::optional<unsigned> mix_read_percent;
};
std::optional<Section> read_section(const Line& line);

// "Key: value" (also "Key : value"); nullopt for a line that is not one.
std::optional<std::pair<std::string, std::string>> read_footer(std::string_view line);

// "2021/06/22 9:05:07", "2021-06-22 09:05:07", either with " UTC": the ISO
// 8601 time "2021-06-22T09:05:07" (with "Z" when the text says UTC; without,
// it is the local time of the machine that ran the tool). fail()s otherwise.
std::string iso_date(const Line& line, std::string_view date);
// The size a Test line starts with ("1 GiB", "1024 MiB", "512 KiB"); fail()s without one.
std::uint64_t test_size(const Line& line, std::string_view test);
// "(x5)" in a Test line.
std::optional<unsigned> passes(std::string_view test);
// The seconds after `key` ("Interval 5 sec", "Interval: 1 min", "Interval=5 sec", "Measure 0.5 sec").
std::optional<double> seconds_after(std::string_view text, std::string_view key);

}  // namespace sm::peer
