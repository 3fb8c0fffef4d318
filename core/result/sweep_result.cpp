#include "result/sweep_result.h"

#include "util/translatable.h"
#include "util/error.h"
#include "util/units.h"

#include <algorithm>
#include <fmt/format.h>

namespace sm {

void write_body(const SweepResult& r, Json& j)
{
    j["settings"] = {
        {"queue_depth", r.queue_depth}, {"seconds", r.seconds}, {"size_bytes", r.size_bytes}, {"engine", r.engine}};
    j["units"] = "mb_s: decimal MB/s = 10^6 bytes/s";
    j["notes"] = r.notes;
    j["device"] = device_to_json(r.device);
    j["points"] = json_list(r.points, [&](const SweepPoint& p) -> Json {
        return {{"block_bytes", p.block_bytes},
                {"write_mb_s", p.write.mb_s()},
                {"read_mb_s", p.read.mb_s()},
                {"write", measurement_to_json(p.write)},
                {"read", measurement_to_json(p.read)}};
    });
}

void read_body(const Json& j, SweepResult& r)
{
    const Json& s = as_object(at(j, "settings", ""), "settings");
    r.queue_depth = static_cast<unsigned>(whole(s, "queue_depth", "settings", 4096));
    r.seconds = num(s, "seconds", "settings", 0, 86400);
    r.size_bytes = whole(s, "size_bytes", "settings");
    r.engine = str_or_empty(s, "engine", "settings");
    r.notes = string_list(j, "notes");
    read_list(j, "points", r.points, [](const Json& o, const std::string& where) {
        SweepPoint p;
        p.block_bytes = static_cast<std::uint32_t>(whole(o, "block_bytes", where, 1u << 30));
        check_derived(o, "write_mb_s", where);
        check_derived(o, "read_mb_s", where);
        p.write = measurement_from_json(at(o, "write", where), where + ".write");
        p.read = measurement_from_json(at(o, "read", where), where + ".read");
        return p;
    });
}

std::string csv_report(const SweepResult& r)
{
    std::string out = "block_bytes,write_mb_s,read_mb_s,write_iops,read_iops\n";
    for (const SweepPoint& p : r.points)
        out += fmt::format("{},{:.3f},{:.3f},{:.1f},{:.1f}\n", p.block_bytes, p.write.mb_s(), p.read.mb_s(),
                           p.write.iops(), p.read.iops());
    return out;
}

std::string console_table(const SweepResult& r)
{
    std::string out = table_header(r);
    out += fmt::format("Block-size sweep (ATTO-style): sequential, QD {}, one pass or {:g} s per size, test size {}, "
                       "queue engine {}{}\n",
                       r.queue_depth, r.seconds, format_bytes(r.size_bytes), r.engine, buffered_note(r));
    for (const std::string& n : r.notes)
        out += "Note: " + n + "\n";
    out +=
        fmt::format("\n{:>8}{:>14}{:>14}{:>12}{:>12}\n", "Size", "Write MB/s", "Read MB/s", "Write IOPS", "Read IOPS");
    for (const SweepPoint& p : r.points)
        out += fmt::format("{:>8}{:>14.2f}{:>14.2f}{:>12.0f}{:>12.0f}\n", block_label(p.block_bytes), p.write.mb_s(),
                           p.read.mb_s(), p.write.iops(), p.read.iops());
    out += "\nMB/s = 10^6 bytes/s.\n";
    return out;
}

std::vector<MetricValue> compare_metrics(const SweepResult& r)
{
    std::vector<MetricValue> out;
    for (const SweepPoint& p : r.points) {
        const std::string size = block_label(p.block_bytes);
        out.push_back({size + " write", std::string(kDecimalMbSMetric), p.write.mb_s(), true});
        out.push_back({size + " read", std::string(kDecimalMbSMetric), p.read.mb_s(), true});
    }
    return out;
}

std::vector<HeadlineValue> headline(const SweepResult& r)
{
    double read = 0, write = 0;
    for (const SweepPoint& p : r.points) {
        read = std::max(read, p.read.mb_s());
        write = std::max(write, p.write.mb_s());
    }
    if (r.points.empty())
        return {};
    return {{"Best read", read, "MB (10^6)/s"}, {"Best write", write, "MB (10^6)/s"}};
}

std::uint64_t history_size(const SweepResult& r) { return r.size_bytes; }

std::vector<CompareCurve> compare_curves(const SweepResult& r)
{
    std::vector<CompareCurve> out;
    for (const bool write : {false, true}) {
        CompareCurve c;
        c.key = write ? "sweep-write" : "sweep-read";
        c.title = write ? translatable("sm::compare", "Write speed over the block size")
                        : translatable("sm::compare", "Read speed over the block size");
        c.x_label = translatable("sm::compare", "Block size");
        c.y_label = kDecimalMbSMetric;
        c.x_log2 = true;
        c.primary = true;
        for (const SweepPoint& p : r.points) {
            c.points.push_back({static_cast<double>(p.block_bytes), (write ? p.write : p.read).mb_s()});
            c.x_ticks.emplace_back(static_cast<double>(p.block_bytes), block_label(p.block_bytes));
        }
        out.push_back(std::move(c));
    }
    return out;
}

}  // namespace sm
