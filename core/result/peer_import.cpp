// The peer tools' text saves, each read by the layout its own source writes
// (docs/schemas/solidmark.peer.md lists them with the source they come from):
// CrystalDiskMark 5/6 (DiskMarkDlg.cpp ResultText), 7 (ResultText), 8 and 9
// (SaveText), KDiskMark (MainWindow::getTextBenchmarkResult), AmorphousDiskMark
// and SolidMark's own export (result/preset_text.cpp).
#include "result/peer_import.h"

#include "result/peer_text.h"
#include "util/error.h"

#include <algorithm>
#include <fmt/format.h>
#include <fmt/ranges.h>
#include <set>

namespace sm {
namespace {

using peer::fail;
using peer::Line;
using peer::starts_with;
using peer::trim;

struct ToolLine {
    PeerSource source;  // tool, version, edition and format
    std::uint32_t line = 0;
};

// "8.0.1" from "8.0.1 x64 (C) …"; the edition is what stands before " (C)".
void split_version(std::string_view rest, ToolLine& t)
{
    rest = trim(rest);
    const std::size_t sp = rest.find(' ');
    t.source.version = std::string(rest.substr(0, sp));
    if (sp == std::string_view::npos)
        return;
    std::string_view ed = rest.substr(sp + 1);
    ed = ed.substr(0, std::min(ed.find("(C)"), ed.find(" - ")));
    t.source.edition = std::string(trim(ed));
}

unsigned major_of(const Line& line, const std::string& version)
{
    peer::Cursor c(version);
    const std::optional<std::uint64_t> major = c.integer();
    if (!major || *major > 1000)
        fail(line, fmt::format("'{}' is not a version number", version));
    return static_cast<unsigned>(*major);
}

std::optional<ToolLine> tool_of(const Line& line)
{
    const std::string_view t = trim(line.text);
    ToolLine out;
    out.line = line.number;
    if (starts_with(t, "CrystalDiskMark ")) {
        out.source.tool = "CrystalDiskMark";
        split_version(t.substr(16), out);
        const unsigned major = major_of(line, out.source.version);
        if (major < 5 || major > 9)
            fail(line,
                 fmt::format("CrystalDiskMark {} is not supported: SolidMark reads the saves of versions 5 to 9",
                             out.source.version));
        out.source.format = major <= 6 ? "cdm5" : major == 7 ? "cdm7" : "cdm8";
    } else if (starts_with(t, "KDiskMark (")) {
        out.source.tool = "KDiskMark";
        const std::size_t close = t.find(')');
        if (close == std::string_view::npos)
            fail(line, "KDiskMark's version is not closed by ')'");
        out.source.version = std::string(t.substr(11, close - 11));
        out.source.format = "kdiskmark";
    } else if (starts_with(t, "AmorphousDiskMark")) {
        out.source.tool = "AmorphousDiskMark";
        split_version(t.substr(17), out);
        out.source.format = "amorphous";
    } else if (starts_with(t, "SolidMark ")) {
        out.source.tool = "SolidMark";
        split_version(t.substr(10), out);
        out.source.edition.clear();
        out.source.format = "solidmark";
    } else {
        return std::nullopt;
    }
    if (out.source.version.empty())
        fail(line, fmt::format("{} is not followed by its version", out.source.tool));
    return out;
}

bool accepts(ImportFormat f, const std::string& format)
{
    switch (f) {
    case ImportFormat::Cdm:
        return format == "cdm5" || format == "cdm7" || format == "cdm8" || format == "solidmark";
    case ImportFormat::KDiskMark:
        return format == "kdiskmark";
    case ImportFormat::Amorphous:
        return format == "amorphous";
    case ImportFormat::Auto:
        return true;
    case ImportFormat::Json:
        break;
    }
    return false;
}

// The tool line among the header lines (before the first section or row).
ToolLine identify(const std::vector<Line>& lines, ImportFormat f)
{
    if (lines.empty())
        throw Error(ErrorKind::Malformed, "the file is empty");
    for (const Line& line : lines) {
        if (peer::is_row(line.text) || peer::read_section(line))
            break;
        const std::optional<ToolLine> t = tool_of(line);
        if (!t)
            continue;
        if (!accepts(f, t->source.format))
            fail(line,
                 fmt::format("this is a {} save, not the format '{}' asked for (auto finds it)", t->source.tool,
                             import_format_key(f)));
        return *t;
    }
    throw Error(ErrorKind::Malformed,
                fmt::format("line 1: the header names none of CrystalDiskMark, KDiskMark, AmorphousDiskMark or "
                            "SolidMark{}: this is not one of their text saves",
                            f == ImportFormat::Auto ? "" : fmt::format(" (--format {})", import_format_key(f))));
}

std::string units_note(const ToolLine& t, const std::string& definition)
{
    const std::string as_written = definition.empty() ? std::string() : " (its header: \"" + definition + "\")";
    if (t.source.format == "kdiskmark")
        return "KDiskMark's MB/s is fio's bandwidth in KiB/s (a whole number) divided by 1000, which is 1.024 x "
               "MiB/s or 0.9766 x decimal MB/s: 2.34 % below decimal MB/s, 2.4 % above fio's MiB/s. Imported as "
               "written, not converted" +
            as_written + ". Latency is fio's mean completion latency (clat) in us; IOPS are fio's.";
    if (t.source.format == "solidmark")
        return "decimal MB/s (10^6 bytes/s) as SolidMark measured them, rounded to 3 decimals in the text; latency "
               "is the mean per request, from queueing to completion, in us.";
    if (t.source.format == "amorphous")
        return "MB/s as AmorphousDiskMark writes them" + as_written + ", imported as written.";
    return "MB/s as CrystalDiskMark writes them: decimal, 10^6 bytes/s" + as_written +
        "; its IOPS are derived from MB/s and the block size; latency is its mean per request in us. Imported as "
        "written.";
}

// KDiskMark's Target: "<path> 45% (200/445GiB) [<model>]"; the model is what the final brackets hold.
std::string kdiskmark_model(const std::string& target)
{
    if (target.empty() || target.back() != ']')
        return {};
    const std::size_t open = target.rfind(" [");
    return open == std::string::npos ? std::string() : target.substr(open + 2, target.size() - open - 3);
}

class Reader {
public:
    Reader(PeerResult& r, const ToolLine& t) : m_r(r), m_t(t) { }

    void header(const Line& line);
    void body(const Line& line);
    void finish(const std::vector<Line>& lines);
    std::string definition;

private:
    void footer(const Line& line, const std::pair<std::string, std::string>& kv);
    void row(const Line& line);
    bool is(std::string_view format) const { return m_t.source.format == format; }
    bool cdm5() const { return is("cdm5"); }

    PeerResult& m_r;
    const ToolLine& m_t;
    std::string m_dir;
    bool m_in_footer = false, m_comment_next = false;
    std::set<std::string> m_keys;
};

void Reader::header(const Line& line)
{
    const std::string_view t = trim(line.text);
    if (is("kdiskmark") && starts_with(t, "Flexible I/O Tester (")) {
        const std::size_t close = t.find(')');
        m_r.footer.emplace_back("fio", std::string(t.substr(21, close == std::string_view::npos ? 0 : close - 21)));
        return;
    }
    if (t.empty() || line.number == m_t.line || t.find_first_not_of('-') == std::string_view::npos ||
        t.find("http") != std::string_view::npos)
        return;
    if (starts_with(t, "*")) {
        if (t.find("MB/s") != std::string_view::npos)
            definition = std::string(trim(t.substr(1)));
        return;
    }
    if (is("solidmark") && starts_with(t, "Measured by SolidMark"))
        return;
    fail(line, fmt::format("not part of {}'s header", m_t.source.tool));
}

void Reader::body(const Line& line)
{
    const std::string_view t = trim(line.text);
    if (t.empty())
        return;
    if (m_comment_next) {  // CrystalDiskMark 5/6: the comment is the line after OS, without a key
        if (!m_r.comment.empty())
            fail(line, "text after the comment, which CrystalDiskMark 5/6 writes last");
        m_r.comment = std::string(t);
        m_r.footer.emplace_back("Comment", m_r.comment);
        return;
    }
    if (!m_in_footer) {
        if (const std::optional<peer::Section> s = peer::read_section(line)) {
            if (cdm5())
                fail(line, "CrystalDiskMark 5/6 writes no sections");
            m_dir = s->direction;
            if (s->mix_read_percent)
                m_r.mix_read_percent = s->mix_read_percent;
            return;
        }
        if (starts_with(t, "["))
            fail(line, fmt::format("an unknown section: {} writes [Read], [Write] and [Mix]", m_t.source.tool));
        if (peer::is_row(t)) {
            row(line);
            return;
        }
        m_in_footer = true;
    }
    // SolidMark's own save ends with what the run cost the drive (result/preset_text.cpp): not a peer's figure.
    if (is("solidmark") && (starts_with(t, "The drive") || starts_with(t, "WARNING: ")))
        return;
    const auto kv = peer::read_footer(t);
    if (!kv)
        fail(line, "neither a test row, a section nor a 'Key: value' footer line");
    footer(line, *kv);
}

void Reader::row(const Line& line)
{
    const peer::RowText rt = peer::read_row(line);
    PeerRow row{.direction = rt.direction.empty() ? m_dir : rt.direction,
                .label = rt.label,
                .random = rt.random,
                .queue_depth = rt.queue_depth.value_or(0),
                .threads = rt.threads.value_or(0),
                .mb_s = rt.mb_s,
                .iops = rt.iops,
                .latency_us = rt.latency_us,
                .line = line.number};
    if (row.direction.empty())
        fail(line, "a row before any [Read], [Write] or [Mix] section, and its name says no direction");
    if (!rt.direction.empty() && !m_dir.empty() && rt.direction != m_dir)
        fail(line, fmt::format("a {} row in the [{}] section", rt.direction, m_dir));
    if (cdm5() && !rt.random && !rt.block_bytes) {
        // CrystalDiskMark 5/6 runs "Sequential (Q=…,T=…)" with 128 KiB blocks and
        // "Sequential (T= 1)" with 1 MiB blocks at queue depth 1 (its DiskBench.cpp).
        row.block_stated = false;
        row.block_bytes = rt.queue_depth ? 128 * 1024 : 1024 * 1024;
        row.queue_depth = rt.queue_depth.value_or(1);
    } else if (!rt.block_bytes) {
        fail(line, "no block size (like 4KiB or 1MiB) in the test's name");
    } else {
        row.block_bytes = *rt.block_bytes;
    }
    if (is("amorphous") && !rt.threads)
        row.threads = 1;  // AmorphousDiskMark runs one thread and writes only QD
    if (row.queue_depth == 0)
        fail(line, "no queue depth (Q= or QD=)");
    if (row.threads == 0)
        fail(line, "no thread count (T=)");
    const bool full = is("cdm7") || is("cdm8") || is("kdiskmark") || is("solidmark");
    if (full && (!rt.iops || !rt.latency_us))
        fail(line,
             fmt::format("no IOPS and latency, which {} writes on every row: is the line cut short?", m_t.source.tool));
    m_r.rows.push_back(row);
}

void Reader::footer(const Line& line, const std::pair<std::string, std::string>& kv)
{
    const auto& [key, value] = kv;
    if (!m_keys.insert(key).second)
        fail(line, fmt::format("{} is written twice", key));
    m_r.footer.push_back(kv);
    if (key == "Profile") {
        m_r.profile = value;
    } else if (key == "Test" || key == "Test Size") {
        m_r.test = value;
        m_r.test_size_bytes = peer::test_size(line, value);
        m_r.passes = peer::passes(value);
        m_r.interval_s = peer::seconds_after(value, "Interval");
        m_r.measure_s = peer::seconds_after(value, "Measure");
        const std::size_t open = value.find('[');
        const bool drive = cdm5() || is("cdm8") || is("solidmark");
        if (drive && open != std::string::npos && value.find(']', open) != std::string::npos)
            m_r.target = value.substr(open + 1, (cdm5() ? value.find(']', open) : value.rfind(']')) - open - 1);
    } else if (key == "Time") {
        m_r.measure_s = peer::seconds_after(value, "Measure");
        m_r.interval_s = peer::seconds_after(value, "Interval");
    } else if (key == "Date") {
        m_r.date = value;
        m_r.started_at = peer::iso_date(line, value);
    } else if (key == "OS") {
        m_r.os = value;
        m_comment_next = cdm5();
    } else if (key == "Comment") {
        m_r.comment = value;
        if (is("solidmark"))
            m_r.device.model = value;  // SolidMark's export writes the drive's model there
    } else if (key == "Target") {
        m_r.target = value;
        if (is("kdiskmark"))
            m_r.device.model = kdiskmark_model(value);
    } else if ((key == "Drive" || key == "Model") && is("amorphous")) {
        m_r.device.model = value;
    }
}

// The tests of the rows of one direction, in order.
std::vector<std::string> tests_of(const PeerResult& r, const std::string& dir)
{
    std::vector<std::string> out;
    for (const PeerRow& row : r.rows)
        if (row.direction == dir)
            out.push_back(row.test_name());
    return out;
}

void Reader::finish(const std::vector<Line>& lines)
{
    const std::string end = fmt::format("the file ends at line {}", lines.back().number);
    const auto cut = [&](const std::string& what) {
        throw Error(ErrorKind::Malformed, fmt::format("{} {}: is it cut short?", end, what));
    };
    const std::vector<std::string> reads = tests_of(m_r, "read"), writes = tests_of(m_r, "write");
    if (reads.empty() || writes.empty())
        cut(fmt::format("without {} rows", reads.empty() ? "read" : "write"));
    // CrystalDiskMark 7–9 and KDiskMark write the same tests in every section, in the same order.
    const bool sections = !is("cdm5") && !is("amorphous");
    if (sections && reads.size() != writes.size())
        cut(fmt::format("with {} write rows for {} read rows", writes.size(), reads.size()));
    for (const char* dir : {"write", "mix"}) {
        const std::vector<std::string> tests = tests_of(m_r, dir);
        if (sections && !tests.empty() && tests != reads)
            throw Error(ErrorKind::Malformed,
                        fmt::format("the tests of the {} rows are not those of [Read]: {} against {}", dir,
                                    fmt::join(tests, ", "), fmt::join(reads, ", ")));
    }
    if (!is("amorphous") && m_r.test.empty())
        cut(fmt::format("before the footer's Test line, which {} writes", m_t.source.tool));
    if (m_r.date.empty())
        cut(fmt::format("before the footer's Date line, which {} writes", m_t.source.tool));
}

}  // namespace

ImportFormat parse_import_format(std::string_view text)
{
    for (ImportFormat f :
         {ImportFormat::Auto, ImportFormat::Cdm, ImportFormat::KDiskMark, ImportFormat::Amorphous, ImportFormat::Json})
        if (text == import_format_key(f))
            return f;
    throw Error(ErrorKind::InvalidInput, fmt::format("unknown format '{}': use one of {}", text, import_format_keys()));
}

const char* import_format_key(ImportFormat f)
{
    static constexpr const char* kKeys[] = {"auto", "cdm", "kdiskmark", "amorphous", "json"};  // ImportFormat's order
    return kKeys[static_cast<std::size_t>(f)];
}

std::string import_format_keys() { return "auto|cdm|kdiskmark|amorphous|json"; }

PeerResult read_peer_text(std::string_view bytes, ImportFormat format, const std::string& file_name,
                          const std::string& app_version)
{
    if (format == ImportFormat::Json)
        throw Error(ErrorKind::InvalidInput, "a JSON document is not a peer tool's text save");
    const peer::Text text = peer::decode(bytes);
    const ToolLine tool = identify(text.lines, format);
    PeerResult r;
    r.app_version = app_version;
    r.source = tool.source;
    r.source.encoding = text.encoding;
    r.source.line_ends = text.line_ends;
    r.source.file = file_name.substr(file_name.find_last_of("/\\") + 1);  // npos + 1 is 0: the whole name
    Reader reader(r, tool);
    bool in_body = false;
    for (const Line& line : text.lines) {
        in_body = in_body || peer::is_row(line.text) || peer::read_section(line);
        in_body ? reader.body(line) : reader.header(line);
    }
    reader.finish(text.lines);
    r.units_note = units_note(tool, reader.definition);
    return r;
}

ImportedDocument import_result_file(std::string_view bytes, ImportFormat format, const std::string& file_name,
                                    const std::string& app_version)
{
    std::string_view body = bytes.substr(starts_with(bytes, "\xEF\xBB\xBF") ? 3 : 0);
    body = body.substr(std::min(body.size(), body.find_first_not_of(" \t\r\n")));
    const bool json = format == ImportFormat::Json ||
        (format == ImportFormat::Auto && (starts_with(body, "{") || starts_with(body, "[")));
    if (json) {
        const Json doc = parse_json(body);
        const ResultKind& kind = kind_of_document(doc);
        return {&kind, kind.normalize(doc), "imported"};
    }
    const PeerResult r = read_peer_text(bytes, format, file_name, app_version);
    return {&kind_of<PeerResult>(), to_json(r), r.source.tool + " " + r.source.version};
}

}  // namespace sm
