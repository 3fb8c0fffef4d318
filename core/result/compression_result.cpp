#include "result/compression_result.h"

#include "util/translatable.h"
#include "util/error.h"
#include "util/units.h"

#include <algorithm>
#include <fmt/format.h>

namespace sm {

std::uint64_t compression_region_bytes(std::uint64_t size_bytes) noexcept
{
    return std::max(kCompressionMinRegion, size_bytes / kCompressionPoints / MiB * MiB);
}

void write_body(const CompressionResult& r, Json& j)
{
    j["settings"] = {{"size_bytes", r.size_bytes},
                     {"region_bytes", r.region_bytes},
                     {"block_bytes", kCompressionBlock},
                     {"queue_depth", 1}};
    j["device"] = device_to_json(r.device);
    j["points"] = json_list(r.points, [&](const CompressionPoint& p) -> Json {
        return {{"percent", p.percent},
                {"write_mib_s", p.write.mib_s()},
                {"read_mib_s", p.read.mib_s()},
                {"write", measurement_to_json(p.write)},
                {"read", measurement_to_json(p.read)}};
    });
}

void read_body(const Json& j, CompressionResult& r)
{
    const Json& s = as_object(at(j, "settings", ""), "settings");
    r.size_bytes = whole(s, "size_bytes", "settings");
    r.region_bytes = whole(s, "region_bytes", "settings");
    const Json& points = as_array(at(j, "points", ""), "points");
    if (points.size() != kCompressionPoints)
        throw Error(
            ErrorKind::Malformed,
            fmt::format("'points' has {} entries; a compression result has {}", points.size(), kCompressionPoints));
    read_list(j, "points", r.points, [&r](const Json& e, const std::string& where) {
        const Json& o = as_object(e, where);
        CompressionPoint p;
        p.percent = static_cast<int>(whole(o, "percent", where, 100));
        const int expected = static_cast<int>(r.points.size()) * 10;
        if (p.percent != expected)
            throw Error(ErrorKind::Malformed,
                        fmt::format("'{}.percent' is {}; expected {}", where, p.percent, expected));
        check_derived(o, "write_mib_s", where);
        check_derived(o, "read_mib_s", where);
        p.write = measurement_from_json(at(o, "write", where), where + ".write");
        p.read = measurement_from_json(at(o, "read", where), where + ".read");
        return p;
    });
}

std::string console_table(const CompressionResult& r)
{
    std::string out = table_header(r);
    out += fmt::format("Compression benchmark: {} per point, 1 MB blocks, QD1{}\n\n", format_bytes(r.region_bytes),
                       buffered_note(r));
    out += fmt::format("{:<16}{:>16}{:>16}\n", "Compressibility", "Read", "Write");
    for (const CompressionPoint& p : r.points)
        out += fmt::format("{:<16}{:>16}{:>16}\n", fmt::format("{:>3} %", p.percent),
                           format_mib_s(p.read.mib_s()) + " MB/s", format_mib_s(p.write.mib_s()) + " MB/s");
    return out;
}

std::string csv_report(const CompressionResult& r)
{
    std::string out = "percent,read_mib_s,write_mib_s,read_iops,write_iops,read_lat_mean_us,write_lat_mean_us,"
                      "read_lat_p99_us,write_lat_p99_us,region_bytes\n";
    for (const CompressionPoint& p : r.points)
        out += fmt::format("{},{:.2f},{:.2f},{:.1f},{:.1f},{:.1f},{:.1f},{:.1f},{:.1f},{}\n", p.percent, p.read.mib_s(),
                           p.write.mib_s(), p.read.iops(), p.write.iops(), p.read.latency.mean_us,
                           p.write.latency.mean_us, p.read.latency.p99_us, p.write.latency.p99_us, r.region_bytes);
    return out;
}

std::vector<MetricValue> compare_metrics(const CompressionResult& r)
{
    std::vector<MetricValue> out;
    for (const CompressionPoint& p : r.points)
        for (bool w : {false, true})
            out.push_back({fmt::format("{}% {}", p.percent, w ? "write" : "read"), std::string(kMibSMetric),
                           (w ? p.write : p.read).mib_s(), true});
    return out;
}

std::vector<HeadlineValue> headline(const CompressionResult& r)
{
    if (r.points.empty())
        return {};
    const CompressionPoint& incompressible = r.points.front();
    return {{"0% read", incompressible.read.mib_s(), "MB/s"}, {"0% write", incompressible.write.mib_s(), "MB/s"}};
}

std::uint64_t history_size(const CompressionResult& r) { return r.size_bytes; }

std::vector<CompareCurve> compare_curves(const CompressionResult& r)
{
    std::vector<CompareCurve> out;
    for (const bool write : {false, true}) {
        CompareCurve c;
        c.key = write ? "compression-write" : "compression-read";
        c.title = write ? translatable("sm::compare", "Write speed over the compressibility")
                        : translatable("sm::compare", "Read speed over the compressibility");
        c.x_label = translatable("sm::compare", "Compressibility (%)");
        c.y_label = kMibSMetric;
        for (const CompressionPoint& p : r.points)
            c.points.push_back({static_cast<double>(p.percent), (write ? p.write : p.read).mib_s()});
        out.push_back(std::move(c));
    }
    return out;
}

}  // namespace sm
