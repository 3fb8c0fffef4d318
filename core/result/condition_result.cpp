#include "result/condition_result.h"

#include "util/translatable.h"
#include "util/error.h"
#include "util/units.h"

#include <algorithm>
#include <cmath>
#include <fmt/format.h>

namespace sm {

void write_body(const ConditionResult& r, Json& j)
{
    j["device"] = device_to_json(r.device);
    j["size_bytes"] = r.size_bytes;
    j["block_bytes"] = kConditionBlock;
    j["written_bytes"] = r.written_bytes;
    j["seconds"] = r.seconds;
    j["fill_seconds"] = r.fill_seconds;
    j["writes_start_s"] = opt_num(r.writes_start_s);
    j["mib_s"] = r.mib_s();
    j["kept"] = r.kept;
    j["kept_folder"] = opt_str(r.kept_folder);
    j["samples_t_s_mib_s"] = json_list(r.samples, [&](const ConditionSample& s) -> Json {
        return {std::round(s.t_s * 1000) / 1000, std::round(s.mib_s * 100) / 100};
    });
}

void read_body(const Json& j, ConditionResult& r)
{
    r.size_bytes = whole(j, "size_bytes", "");
    r.written_bytes = whole(j, "written_bytes", "");
    r.seconds = num(j, "seconds", "", 0, 1e8);
    r.fill_seconds = num(j, "fill_seconds", "", 0, 1e8);
    if (const Json* start = find(j, "writes_start_s"); start && !start->is_null())
        r.writes_start_s = num(j, "writes_start_s", "", 0, 1e8);
    check_derived(j, "mib_s", "");
    r.kept = bool_or(j, "kept", "", false);
    r.kept_folder = str_or_empty(j, "kept_folder", "");
    read_list(j, "samples_t_s_mib_s", r.samples, [](const Json& e, const std::string& where) {
        const Json& pair = as_array(e, where);
        if (pair.size() != 2)
            throw Error(ErrorKind::Malformed, fmt::format("'{}' must be a pair [t_s, mib_s]", where));
        const double t = as_number(pair[0], where + "[0]"), v = as_number(pair[1], where + "[1]");
        if (!(t >= 0 && t <= 1e8 && v >= 0 && v <= 1e9))
            throw Error(ErrorKind::Malformed, fmt::format("'{}' is out of range", where));
        return ConditionSample{t, v};
    });
}

std::string console_table(const ConditionResult& r)
{
    std::string out = fmt::format(
        "Conditioned '{}': {} file, {} of random 128 KiB writes in {:.1f} s = {} MB/s{}\n", r.target,
        format_bytes(r.size_bytes), format_bytes(r.written_bytes), r.seconds, format_mib_s(r.mib_s()),
        r.fill_seconds > 0 ? fmt::format(" (after a {:.1f} s sequential fill)", r.fill_seconds) : std::string());
    if (!r.samples.empty()) {
        double lo = r.samples.front().mib_s, hi = lo;
        for (const auto& s : r.samples)
            lo = std::min(lo, s.mib_s), hi = std::max(hi, s.mib_s);
        out += fmt::format("MB/s per second: first {}, last {}, min {}, max {} ({} samples)\n",
                           format_mib_s(r.samples.front().mib_s), format_mib_s(r.samples.back().mib_s),
                           format_mib_s(lo), format_mib_s(hi), r.samples.size());
    }
    out += flag_lines(r);
    if (r.kept)
        out += r.kept_folder.empty()
            ? std::string("The file was kept until the next run on this target.\n")
            : fmt::format("The file is kept in {} until the next run on this target ends.\n", r.kept_folder);
    return out;
}

std::string csv_report(const ConditionResult& r)
{
    std::string out = "t_s,mib_s\n";
    for (const ConditionSample& s : r.samples)
        out += fmt::format("{:.3f},{:.2f}\n", s.t_s, s.mib_s);
    return out;
}

std::vector<MetricValue> compare_metrics(const ConditionResult& r)
{
    return {{"Conditioning", std::string(kMibSMetric), r.mib_s(), true},
            {"Conditioning", "written GiB", static_cast<double>(r.written_bytes) / 1073741824.0, true}};
}

std::vector<HeadlineValue> headline(const ConditionResult& r)
{
    return {{"Written", static_cast<double>(r.written_bytes) / 1073741824.0, "GiB"}, {"Speed", r.mib_s(), "MB/s"}};
}

std::uint64_t history_size(const ConditionResult& r) { return r.size_bytes; }

std::vector<CompareCurve> compare_curves(const ConditionResult& r)
{
    CompareCurve c = compare_curve("condition", translatable("sm::compare", "Write speed while conditioning"),
                                   translatable("sm::compare", "Minutes"), std::string(kMibSMetric));
    for (const ConditionSample& s : r.samples)
        c.points.push_back({s.t_s / 60.0, s.mib_s});
    return {c};
}

}  // namespace sm
