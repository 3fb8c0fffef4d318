// The `peer` kind's document, table, CSV, compare rows and history summary
// (docs/schemas/solidmark.peer.md). The reader checks every field, as every
// kind's does: an imported result is stored only as this version writes it.
#include "result/peer_result.h"

#include "result/preset_result.h"
#include "util/error.h"
#include "util/translatable.h"
#include "util/units.h"

#include <fmt/format.h>

namespace sm {

std::string PeerRow::test_name() const { return make_preset_test(random, block_bytes, queue_depth, threads).name; }

namespace {

constexpr double kMaxPeerValue = 1e12;  // MB/s, IOPS, µs: far beyond any drive, still a finite number

Json peer_row_json(const PeerRow& r)
{
    return {{"line", r.line},
            {"direction", r.direction},
            {"label", r.label},
            {"test", r.test_name()},
            {"random", r.random},
            {"block_bytes", r.block_bytes},
            {"block_stated", r.block_stated},
            {"queue_depth", r.queue_depth},
            {"threads", r.threads},
            {"mb_s", r.mb_s},
            {"iops", opt_num(r.iops)},
            {"latency_us", opt_num(r.latency_us)}};
}

std::optional<double> peer_opt_value(const Json& o, const char* key, const std::string& where)
{
    const Json* v = find(o, key);
    if (!v || v->is_null())
        return std::nullopt;
    return num(o, key, where, 0, kMaxPeerValue);
}

PeerRow peer_row_from_json(const Json& e, const std::string& where)
{
    const Json& o = as_object(e, where);
    PeerRow r;
    r.line = static_cast<std::uint32_t>(whole(o, "line", where, 1e9));
    r.direction = as_string(at(o, "direction", where), where + ".direction");
    if (r.direction != "read" && r.direction != "write" && r.direction != "mix")
        throw Error(ErrorKind::Malformed, fmt::format("{}.direction must be read, write or mix", where));
    r.label = as_string(at(o, "label", where), where + ".label");
    r.random = as_bool(at(o, "random", where), where + ".random");
    r.block_bytes = static_cast<std::uint32_t>(whole(o, "block_bytes", where, 4294967295.0));
    if (r.block_bytes == 0)
        throw Error(ErrorKind::Malformed, fmt::format("{}.block_bytes must be above 0", where));
    r.block_stated = bool_or(o, "block_stated", where, true);
    r.queue_depth = static_cast<unsigned>(whole(o, "queue_depth", where, 1e6));
    r.threads = static_cast<unsigned>(whole(o, "threads", where, 1e6));
    if (r.queue_depth == 0 || r.threads == 0)
        throw Error(ErrorKind::Malformed, fmt::format("{}: queue_depth and threads must be above 0", where));
    r.mb_s = num(o, "mb_s", where, 0, kMaxPeerValue);
    r.iops = peer_opt_value(o, "iops", where);
    r.latency_us = peer_opt_value(o, "latency_us", where);
    if (const Json* t = find(o, "test"); t && as_string(*t, where + ".test") != r.test_name())
        throw Error(ErrorKind::Malformed,
                    fmt::format("{}.test '{}' does not match its block, queue depth and threads "
                                "({})",
                                where, t->get<std::string>(), r.test_name()));
    return r;
}

}  // namespace

void write_body(const PeerResult& r, Json& j)
{
    const PeerSource& src = r.source;
    j["source"] = {{"tool", src.tool},     {"version", src.version},   {"edition", src.edition},
                   {"format", src.format}, {"encoding", src.encoding}, {"line_ends", src.line_ends},
                   {"file", src.file}};
    j["units"] = {{"mb_s", r.units_note}};
    j["settings"] = {{"profile", r.profile},
                     {"test", r.test},
                     {"date", r.date},
                     {"os", r.os},
                     {"comment", r.comment},
                     {"test_size_bytes", opt_num(r.test_size_bytes)},
                     {"passes", opt_num(r.passes)},
                     {"mix_read_percent", opt_num(r.mix_read_percent)},
                     {"measure_s", opt_num(r.measure_s)},
                     {"interval_s", opt_num(r.interval_s)}};
    j["footer"] = json_list(r.footer, [](const std::pair<std::string, std::string>& l) -> Json {
        return {{"key", l.first}, {"value", l.second}};
    });
    j["device"] = device_to_json(r.device);
    j["rows"] = json_list(r.rows, [](const PeerRow& row) { return peer_row_json(row); });
}

void read_body(const Json& j, PeerResult& r)
{
    const Json& src = as_object(at(j, "source", ""), "source");
    PeerSource& out = r.source;
    out.tool = as_string(at(src, "tool", "source"), "source.tool");
    if (out.tool.empty())
        throw Error(ErrorKind::Malformed, "source.tool must name the tool that measured the result");
    for (const auto& [key, field] :
         {std::pair{"version", &out.version}, std::pair{"edition", &out.edition}, std::pair{"format", &out.format},
          std::pair{"encoding", &out.encoding}, std::pair{"line_ends", &out.line_ends}, std::pair{"file", &out.file}})
        *field = str_or_empty(src, key, "source");
    r.units_note = str_or_empty(as_object(at(j, "units", ""), "units"), "mb_s", "units");
    const Json& s = as_object(at(j, "settings", ""), "settings");
    r.profile = str_or_empty(s, "profile", "settings");
    r.test = str_or_empty(s, "test", "settings");
    r.date = str_or_empty(s, "date", "settings");
    r.os = str_or_empty(s, "os", "settings");
    r.comment = str_or_empty(s, "comment", "settings");
    r.test_size_bytes = opt_whole<std::uint64_t>(s, "test_size_bytes", "settings");
    r.passes = opt_whole<unsigned>(s, "passes", "settings");
    r.mix_read_percent = opt_whole<unsigned>(s, "mix_read_percent", "settings");
    if (r.mix_read_percent && *r.mix_read_percent > 100)
        throw Error(ErrorKind::Malformed, "settings.mix_read_percent must be 0 to 100");
    r.measure_s = peer_opt_value(s, "measure_s", "settings");
    r.interval_s = peer_opt_value(s, "interval_s", "settings");
    r.footer.clear();
    if (const Json* f = find(j, "footer"))
        for (const Json& l : as_array(*f, "footer"))
            r.footer.emplace_back(as_string(at(l, "key", "footer[]"), "footer[].key"),
                                  as_string(at(l, "value", "footer[]"), "footer[].value"));
    read_list(j, "rows", r.rows, peer_row_from_json);
    if (r.rows.empty())
        throw Error(ErrorKind::Malformed, "rows is empty: a peer result has at least one measured row");
}

namespace {

std::string peer_value_text(const std::optional<double>& v, int decimals)
{
    return v ? fmt::format("{:.{}f}", *v, decimals) : std::string("-");
}

}  // namespace

std::string console_table(const PeerResult& r)
{
    const PeerSource& src = r.source;
    std::string out = fmt::format("{} {}{} result, imported from {} ({}, {}) by SolidMark {}: {}\n", src.tool,
                                  src.version, src.edition.empty() ? "" : " " + src.edition,
                                  src.file.empty() ? "text" : src.file, src.encoding, src.line_ends, r.app_version,
                                  src.tool == "SolidMark" ? "SolidMark's own text export, with the numbers it printed"
                                                          : "not measured by SolidMark");
    const auto field = [&](const char* name, const std::string& v) {
        if (!v.empty())
            out += fmt::format("{:>8}: {}\n", name, v);
    };
    field("Profile", r.profile);
    field("Test", r.test);
    field("Date", r.date);
    field("OS", r.os);
    field("Target", r.target);
    field("Drive", r.device.model);
    field("Comment", r.comment);
    if (r.mix_read_percent)
        out += fmt::format("     Mix: {} % reads, {} % writes\n", *r.mix_read_percent, 100 - *r.mix_read_percent);
    out += fmt::format("Units: {}\n\n", r.units_note);
    out += fmt::format("{:<6} {:<14} {:>12} {:>12} {:>12} {:>6}  {}\n", "", "Test", "MB/s", "IOPS", "us", "Line",
                       "As written");
    for (const PeerRow& row : r.rows)
        out += fmt::format("{:<6} {:<14} {:>12.3f} {:>12} {:>12} {:>6}  {}{}\n", row.direction, row.test_name(),
                           row.mb_s, peer_value_text(row.iops, 1), peer_value_text(row.latency_us, 2), row.line,
                           row.label, row.block_stated ? "" : " (block fixed by the tool's version)");
    return out;
}

std::string csv_report(const PeerResult& r)
{
    std::string out =
        "direction,test,label,random,block_bytes,block_stated,queue_depth,threads,mb_s,iops,latency_us,line\n";
    const auto quoted = [](const std::string& s) {
        std::string q = "\"";
        for (char c : s)
            q += c == '"' ? std::string("\"\"") : std::string(1, c);
        return q + "\"";
    };
    for (const PeerRow& row : r.rows)
        out += fmt::format("{},{},{},{},{},{},{},{},{},{},{},{}\n", row.direction, row.test_name(), quoted(row.label),
                           row.random ? 1 : 0, row.block_bytes, row.block_stated ? 1 : 0, row.queue_depth, row.threads,
                           row.mb_s, row.iops ? fmt::format("{}", *row.iops) : std::string(),
                           row.latency_us ? fmt::format("{}", *row.latency_us) : std::string(), row.line);
    return out;
}

std::vector<MetricValue> compare_metrics(const PeerResult& r)
{
    // The items and metrics a preset result's rows have ("SEQ1M Q8T1 read"),
    // so a peer result and a preset run compare row by row.
    std::vector<MetricValue> out;
    for (const PeerRow& row : r.rows) {
        const std::string item = row.test_name() + " " + row.direction;
        out.push_back({item, std::string(kDecimalMbSMetric), row.mb_s, true});
        if (row.iops)
            out.push_back({item, "IOPS", *row.iops, true});
        if (row.latency_us)
            out.push_back({item, "mean us", *row.latency_us, false});
    }
    return out;
}

std::vector<std::string> compare_notes(const PeerResult& r)
{
    // Fixed sentences, so the GUI shows them in its language (util/translatable.h); the
    // document's units note says the same with what the file itself wrote.
    std::vector<std::string> out;
    const std::string& f = r.source.format;
    if (f == "kdiskmark")
        out.emplace_back(translatable("sm::peer",
                                      "KDiskMark's MB/s is fio's bandwidth in KiB/s divided by 1000: 1.024 x MiB/s, "
                                      "which reads 2.34 % below decimal MB/s. Its numbers are imported as written, "
                                      "not converted; its latency is fio's completion latency."));
    else if (f == "amorphous")
        out.emplace_back(translatable("sm::peer",
                                      "AmorphousDiskMark's numbers are imported as written (its header "
                                      "says decimal MB/s, 10^6 bytes/s)."));
    else if (f == "solidmark")
        out.emplace_back(translatable("sm::peer",
                                      "SolidMark's own text export: the numbers as it printed them, MB/s "
                                      "to 3 decimals, IOPS to 1 and latency to 2."));
    else
        out.emplace_back(translatable("sm::peer",
                                      "CrystalDiskMark's MB/s are decimal (10^6 bytes/s), as the presets "
                                      "print them; its IOPS are derived from MB/s and the block size. "
                                      "Imported as written."));
    for (const PeerRow& row : r.rows)
        if (!row.block_stated) {
            out.emplace_back(translatable("sm::peer",
                                          "CrystalDiskMark 5 and 6 do not write their sequential rows' "
                                          "block sizes: they are the ones those versions run (128 KiB "
                                          "with Q and T, 1 MiB at T=1)."));
            break;
        }
    return out;
}

std::vector<HeadlineValue> headline(const PeerResult& r)
{
    std::vector<HeadlineValue> out;
    for (const char* dir : {"read", "write"})
        for (const PeerRow& row : r.rows)
            if (row.direction == dir) {
                out.push_back({row.test_name() + " " + dir, row.mb_s,
                               r.source.format == "kdiskmark" ? "KDiskMark MB/s" : std::string(kDecimalMbSMetric)});
                break;
            }
    return out;
}

std::uint64_t history_size(const PeerResult& r) { return r.test_size_bytes.value_or(0); }

}  // namespace sm
