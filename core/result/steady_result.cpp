#include "result/steady_result.h"

#include "util/translatable.h"
#include "util/error.h"
#include "util/units.h"

#include <fmt/format.h>

namespace sm {

void write_body(const SteadyResult& r, Json& j)
{
    j["settings"] = {
        {"test", r.test.name},          {"read_percent", r.read_percent}, {"round_seconds", r.round_seconds},
        {"max_seconds", r.max_seconds}, {"window", r.criteria.window},    {"range", r.criteria.range},
        {"slope", r.criteria.slope},    {"size_bytes", r.size_bytes},     {"engine", r.engine}};
    j["device"] = device_to_json(r.device);
    j["steady"] = r.check.reached;
    j["steady_iops"] = r.check.reached ? Json(r.check.mean) : Json();
    j["window_mean_iops"] = r.check.mean;
    j["max_excursion"] = r.check.max_excursion;
    j["slope_change"] = r.check.slope_change;
    j["rounds"] = json_list(r.rounds, [&](const Measurement& m) -> Json { return measurement_to_json(m); });
}

void read_body(const Json& j, SteadyResult& r)
{
    const char* w = "settings";
    const Json& s = as_object(at(j, "settings", ""), w);
    try {
        r.test = parse_preset_test(as_string(at(s, "test", w), "settings.test"));
    } catch (const Error& e) {
        throw Error(ErrorKind::Malformed, fmt::format("'settings.test': {}", e.what()));
    }
    r.read_percent = static_cast<unsigned>(whole(s, "read_percent", w, 100));
    r.round_seconds = num(s, "round_seconds", w, 0, 86400);
    r.max_seconds = num(s, "max_seconds", w, 0, 1e8);
    r.criteria.window = static_cast<unsigned>(whole(s, "window", w, 1000));
    r.criteria.range = num(s, "range", w, 0, 1);
    r.criteria.slope = num(s, "slope", w, 0, 1);
    r.size_bytes = whole(s, "size_bytes", w);
    r.engine = str_or_empty(s, "engine", w);
    r.check.reached = as_bool(at(j, "steady", ""), "steady");
    r.check.mean = num(j, "window_mean_iops", "", 0, 1e12);
    r.check.max_excursion = num(j, "max_excursion", "", 0, 1e6);
    r.check.slope_change = num(j, "slope_change", "", -1e6, 1e6);
    if (r.check.reached && num(j, "steady_iops", "", 0, 1e12) != r.check.mean)
        throw Error(ErrorKind::Malformed, "'steady_iops' differs from 'window_mean_iops'");
    r.rounds.clear();
    const Json& rounds = as_array(at(j, "rounds", ""), "rounds");
    for (std::size_t i = 0; i < rounds.size(); ++i)
        r.rounds.push_back(measurement_from_json(rounds[i], fmt::format("rounds[{}]", i)));
}

std::string csv_report(const SteadyResult& r)
{
    std::string out = "round,iops,mib_s,mean_us,p99_us,elapsed_s\n";
    for (std::size_t i = 0; i < r.rounds.size(); ++i) {
        const Measurement& m = r.rounds[i];
        out += fmt::format("{},{:.1f},{:.3f},{:.2f},{:.2f},{:.6f}\n", i + 1, m.iops(), m.mib_s(), m.latency.mean_us,
                           m.latency.p99_us, m.elapsed_s);
    }
    return out;
}

std::string console_table(const SteadyResult& r)
{
    std::string out = table_header(r);
    out += fmt::format("Steady state: {} at {} % read, {:g} s rounds, cap {:g} s; steady when the last {} rounds "
                       "stay within ±{:g} % of their mean and their fitted slope within ±{:g} %; queue engine {}{}\n\n",
                       r.test.name, r.read_percent, r.round_seconds, r.max_seconds, r.criteria.window,
                       r.criteria.range * 100, r.criteria.slope * 100, r.engine, buffered_note(r));
    out += fmt::format("{:>6}{:>12}{:>12}{:>12}\n", "Round", "IOPS", "mean us", "p99 us");
    for (std::size_t i = 0; i < r.rounds.size(); ++i)
        out += fmt::format("{:>6}{:>12.0f}{:>12.1f}{:>12.1f}\n", i + 1, r.rounds[i].iops(), r.rounds[i].latency.mean_us,
                           r.rounds[i].latency.p99_us);
    if (r.check.reached)
        out +=
            fmt::format("\nSteady state after {} rounds: {:.0f} IOPS (largest excursion {:.1f} %, slope {:+.1f} %)\n",
                        r.rounds.size(), r.check.mean, r.check.max_excursion * 100, r.check.slope_change * 100);
    else
        out += fmt::format("\nNo steady state within the cap: the last rounds averaged {:.0f} IOPS (largest excursion "
                           "{:.1f} %, slope {:+.1f} %)\n",
                           r.check.mean, r.check.max_excursion * 100, r.check.slope_change * 100);
    return out;
}

std::vector<MetricValue> compare_metrics(const SteadyResult& r)
{
    std::vector<MetricValue> out;
    if (r.check.reached)
        out.push_back({"Steady state", "IOPS", r.check.mean, true});
    out.push_back({"Window mean", "IOPS", r.check.mean, true});
    // Rounds until steady: fewer is better; meaningless when not steady.
    if (r.check.reached)
        out.push_back({"Steady state", "rounds", static_cast<double>(r.rounds.size()), false});
    return out;
}

std::vector<HeadlineValue> headline(const SteadyResult& r)
{
    if (r.check.reached)
        return {{"Steady", r.check.mean, "IOPS"}};
    return {{"Not steady, last", r.check.mean, "IOPS"}};
}

std::uint64_t history_size(const SteadyResult& r) { return r.size_bytes; }

std::vector<CompareCurve> compare_curves(const SteadyResult& r)
{
    CompareCurve c = compare_curve("steady", translatable("sm::compare", "IOPS per round"),
                                   translatable("sm::compare", "Round"), "IOPS", true);
    for (std::size_t i = 0; i < r.rounds.size(); ++i)
        c.points.push_back({static_cast<double>(i + 1), r.rounds[i].iops()});
    return {c};
}

}  // namespace sm
