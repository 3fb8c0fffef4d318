#include "result/sustained_result.h"

#include "util/translatable.h"
#include "util/error.h"
#include "util/units.h"

#include <algorithm>
#include <cmath>
#include <fmt/format.h>

namespace sm {
namespace {

constexpr double kMiB = 1048576.0;

double median(std::vector<double> v)
{
    if (v.empty())
        return 0;
    const std::size_t mid = v.size() / 2;
    std::nth_element(v.begin(), v.begin() + static_cast<std::ptrdiff_t>(mid), v.end());
    const double hi = v[mid];
    if (v.size() % 2)
        return hi;
    return (*std::max_element(v.begin(), v.begin() + static_cast<std::ptrdiff_t>(mid)) + hi) / 2;
}

double start_of(const std::vector<SustainedSample>& s, std::size_t i) { return i == 0 ? 0.0 : s[i - 1].t_s; }
std::uint64_t bytes_before(const std::vector<SustainedSample>& s, std::size_t i)
{
    return i == 0 ? 0 : s[i - 1].written_bytes;
}

// Each sample's speed replaced by the median of the samples within ±0.5 s of
// it (§13): one slow or fast interval is noise, not a change of speed.
std::vector<double> running_median(const std::vector<SustainedSample>& s)
{
    std::vector<double> out(s.size());
    std::size_t lo = 0, hi = 0;
    for (std::size_t i = 0; i < s.size(); ++i) {
        while (s[lo].t_s < s[i].t_s - 0.5)
            ++lo;
        hi = std::max(hi, i);
        while (hi + 1 < s.size() && s[hi + 1].t_s <= s[i].t_s + 0.5)
            ++hi;
        std::vector<double> window;
        for (std::size_t k = lo; k <= hi; ++k)
            window.push_back(s[k].mib_s);
        out[i] = median(std::move(window));
    }
    return out;
}

}  // namespace

double slowest_second_mib_s(const std::vector<SustainedSample>& s)
{
    if (s.empty() || s.back().t_s <= 0)
        return 0;
    if (s.back().t_s < 1.0)
        return static_cast<double>(s.back().written_bytes) / kMiB / s.back().t_s;
    double worst = -1;
    for (std::size_t e = 0; e < s.size(); ++e) {
        if (s[e].t_s < 1.0)
            continue;
        std::size_t b = e;  // the shortest window [start_of(b), t_e] of at least 1 s
        while (s[e].t_s - start_of(s, b) < 1.0)
            --b;
        const double v =
            static_cast<double>(s[e].written_bytes - bytes_before(s, b)) / kMiB / (s[e].t_s - start_of(s, b));
        worst = worst < 0 ? v : std::min(worst, v);
    }
    return worst;
}

CacheVerdict analyze_cache(const std::vector<SustainedSample>& s, double total_s, const CacheRule& rule)
{
    CacheVerdict v;
    if (s.empty())
        return v;
    std::vector<double> first;
    for (const SustainedSample& x : s)
        if (x.t_s <= rule.initial_s || first.empty())
            first.push_back(x.mib_s);
    v.initial_mib_s = median(first);
    v.min_mib_s = slowest_second_mib_s(s);
    const SustainedSample& last = s.back();
    const double run_s = last.t_s > 0 ? last.t_s : total_s;
    v.before_mib_s = run_s > 0 ? static_cast<double>(last.written_bytes) / kMiB / run_s : 0;
    const std::vector<double> smooth = running_median(s);
    const double threshold = rule.share * v.initial_mib_s;
    for (std::size_t i = 1; i < s.size() && v.initial_mib_s > 0; ++i) {
        const double from = start_of(s, i);
        if (last.t_s - from < rule.hold_s)
            break;  // too little left to tell a fall from a dip
        bool held = true;
        for (std::size_t k = i; k < s.size() && start_of(s, k) < from + rule.hold_s && held; ++k)
            held = smooth[k] < threshold;
        if (!held)
            continue;
        v.detected = true;
        // The fall lies in sample i or the one before it: split each by its
        // speed between the speed after the fall and the initial speed, as a
        // mixture of the two (§13), so the size does not depend on where the
        // sample boundaries happen to fall.
        std::vector<double> after;
        for (std::size_t k = i + 1; k < s.size(); ++k)
            after.push_back(s[k].mib_s);
        const double slow = after.empty() ? s[i].mib_s : median(after);
        double bytes = static_cast<double>(bytes_before(s, i - 1)), at = start_of(s, i - 1);
        for (std::size_t k : {i - 1, i}) {
            const double dt = s[k].t_s - start_of(s, k);
            const double f =
                v.initial_mib_s > slow ? std::clamp((s[k].mib_s - slow) / (v.initial_mib_s - slow), 0.0, 1.0) : 0.0;
            bytes +=
                std::min(static_cast<double>(s[k].written_bytes - bytes_before(s, k)), f * dt * v.initial_mib_s * kMiB);
            at += f * dt;
        }
        v.bytes = static_cast<std::uint64_t>(bytes);
        v.fall_t_s = at;
        v.before_mib_s = at > 0 ? bytes / kMiB / at : v.initial_mib_s;
        v.after_mib_s = (static_cast<double>(last.written_bytes) - bytes) / kMiB / (last.t_s - at);
        break;
    }
    return v;
}

RecoveryVerdict analyze_recovery(const std::vector<SustainedSample>& s, const CacheVerdict& first,
                                 const CacheRule& rule)
{
    RecoveryVerdict v;
    if (s.empty() || !first.detected || !first.after_mib_s)
        return v;
    const double fast = first.initial_mib_s, slow = *first.after_mib_s;
    const double threshold = rule.share * fast;
    const std::vector<double> smooth = running_median(s);
    std::size_t fall = s.size();
    for (std::size_t i = 0; i < s.size() && fall == s.size(); ++i) {
        const double from = start_of(s, i);
        if (s.back().t_s - from < rule.hold_s)
            break;  // too little left to tell a fall from a dip
        bool held = true;
        for (std::size_t k = i; k < s.size() && start_of(s, k) < from + rule.hold_s && held; ++k)
            held = smooth[k] < threshold;
        if (held)
            fall = i;
    }
    v.fell = fall < s.size();
    // The fast share of every sample until a second after the fall (the
    // running median may place it up to half a second early).
    const double until = v.fell ? start_of(s, fall) + 1.0 : s.back().t_s;
    double bytes = 0, fast_s = 0, after_bytes = 0, after_s = 0;
    for (std::size_t k = 0; k < s.size(); ++k) {
        const double dt = s[k].t_s - start_of(s, k);
        const auto b = static_cast<double>(s[k].written_bytes - bytes_before(s, k));
        if (start_of(s, k) >= until) {
            after_bytes += b;
            after_s += dt;
            continue;
        }
        if (s[k].mib_s >= fast || fast <= slow) {
            bytes += b;
            fast_s += dt;
            continue;
        }
        const double f = std::clamp((s[k].mib_s - slow) / (fast - slow), 0.0, 1.0);
        bytes += std::min(b, f * dt * fast * kMiB);
        fast_s += f * dt;
    }
    v.recovered_bytes = static_cast<std::uint64_t>(bytes);
    if (v.fell)
        v.fall_t_s = fast_s;
    if (fast_s > 0)
        v.cache_mib_s = bytes / kMiB / fast_s;
    if (after_s > 0)
        v.after_mib_s = after_bytes / kMiB / after_s;
    return v;
}

ThrottleCheck check_throttle(const std::vector<SustainedSample>& s, std::optional<double> warning_c)
{
    ThrottleCheck out;
    if (!warning_c)
        return out;
    std::size_t hot = s.size();
    for (std::size_t i = 0; i < s.size() && hot == s.size(); ++i)
        if (s[i].temperature_c && *s[i].temperature_c >= *warning_c)
            hot = i;
    if (hot == s.size())
        return out;
    // The reference: the 3 s before the drive reached its warning temperature
    // (the first sample when it was that hot from the start).
    const double from = start_of(s, hot);
    std::size_t b = hot;
    while (b > 0 && start_of(s, b - 1) >= from - 3.0)
        --b;
    const double ref = b < hot
        ? static_cast<double>(bytes_before(s, hot) - bytes_before(s, b)) / kMiB / (from - start_of(s, b))
        : s[hot].mib_s;
    if (!(ref > 0))
        return out;
    const std::vector<double> smooth = running_median(s);
    for (std::size_t k = hot; k < s.size(); ++k) {
        if (!s[k].temperature_c || *s[k].temperature_c < *warning_c)
            continue;
        const double drop = 1 - smooth[k] / ref;
        if (drop >= 0.20) {
            out.warned = true;
            out.at_t_s = s[k].t_s;
            out.drop_share = drop;
            break;
        }
    }
    return out;
}

void write_body(const SustainedResult& r, Json& j)
{
    j["settings"] = {{"amount_bytes", r.amount_bytes},
                     {"amount_rule", r.amount_rule},
                     {"block_bytes", r.block_bytes},
                     {"queue_depth", r.queue_depth},
                     {"sample_ms", r.sample_ms},
                     {"free_bytes_before", r.free_bytes_before},
                     {"engine", r.engine},
                     {"rests_s", r.rests_asked_s}};
    j["device"] = device_to_json(r.device);
    j["partial"] = r.partial;
    j["partial_reason"] = opt_str(r.partial_reason);
    j["written_bytes"] = r.written_bytes;
    j["total_s"] = r.total_s;
    j["flush_s"] = r.flush_s;
    j["mean_mib_s"] = r.mean_mib_s();
    const CacheVerdict c = r.cache();
    const ThrottleCheck throttle = r.throttle();
    const CacheRule rule;
    j["cache"] = {{"detected", c.detected},
                  {"bytes", opt_num(c.bytes)},
                  {"fall_t_s", opt_num(c.fall_t_s)},
                  {"initial_mib_s", c.initial_mib_s},
                  {"before_mib_s", c.before_mib_s},
                  {"after_mib_s", opt_num(c.after_mib_s)},
                  {"min_mib_s", c.min_mib_s},
                  {"rule", {{"share", rule.share}, {"initial_s", rule.initial_s}, {"hold_s", rule.hold_s}}}};
    j["throttle"] = {{"warned", throttle.warned},
                     {"at_t_s", opt_num(throttle.at_t_s)},
                     {"drop_share", opt_num(throttle.drop_share)}};
    j["samples"] = samples_to_json(r.samples);
    j["recovery"] = recovery_to_json(r);
}

void read_body(const Json& j, SustainedResult& r)
{
    const char* w = "settings";
    const Json& s = as_object(at(j, "settings", ""), w);
    r.amount_bytes = whole(s, "amount_bytes", w);
    r.amount_rule = str_or_empty(s, "amount_rule", w);
    r.block_bytes = static_cast<std::uint32_t>(whole(s, "block_bytes", w, 1u << 30));
    r.queue_depth = static_cast<unsigned>(whole(s, "queue_depth", w, 4096));
    r.sample_ms = static_cast<unsigned>(whole(s, "sample_ms", w, 3600000));
    r.free_bytes_before = whole(s, "free_bytes_before", w);
    r.engine = str_or_empty(s, "engine", w);
    r.partial = bool_or(j, "partial", "", false);
    r.partial_reason = str_or_empty(j, "partial_reason", "");
    r.written_bytes = whole(j, "written_bytes", "");
    r.total_s = num(j, "total_s", "", 0, 1e8);
    r.flush_s = num(j, "flush_s", "", 0, 1e8);
    check_derived(j, "mean_mib_s", "");
    r.samples = samples_from_json(j, "samples", "");
    // `cache` and `throttle` are derived from the samples: recomputed, never read.
    for (const char* key : {"cache", "throttle"})
        if (const Json* v = find(j, key); v && !v->is_null())
            as_object(*v, key);
    recovery_from_json(j, r);
}

std::string csv_report(const SustainedResult& r)
{
    // With rests, a fifth column says which writes a sample belongs to: empty
    // for the first, 1 for the writes after the first rest, and so on.
    const bool rests = !r.rests.empty();
    std::string out =
        rests ? "t_s,written_bytes,mib_s,temperature_c,rest\n" : "t_s,written_bytes,mib_s,temperature_c\n";
    const auto rows = [&](const std::vector<SustainedSample>& samples, const std::string& rest) {
        for (const SustainedSample& s : samples)
            out += fmt::format("{:.3f},{},{:.2f},{}{}\n", s.t_s, s.written_bytes, s.mib_s,
                               s.temperature_c ? fmt::format("{:.1f}", *s.temperature_c) : std::string(),
                               rests ? "," + rest : std::string());
    };
    rows(r.samples, "");
    for (std::size_t i = 0; i < r.rests.size(); ++i)
        rows(r.rests[i].samples, std::to_string(i + 1));
    return out;
}

std::string console_table(const SustainedResult& r)
{
    std::string out = table_header(r);
    out += fmt::format("Sustained write: {} blocks at QD{} ({}), {} asked for ({}), sampled every {} ms{}\n",
                       format_bytes(r.block_bytes), r.queue_depth, r.engine, format_bytes(r.amount_bytes),
                       r.amount_rule, r.sample_ms, buffered_note(r));
    if (r.partial)
        out += fmt::format("PARTIAL: {}\n", r.partial_reason);
    out += fmt::format("Written {} in {:.1f} s (final flush {:.2f} s): {} MB/s on average\n",
                       format_bytes(r.written_bytes), r.total_s, r.flush_s, format_mib_s(r.mean_mib_s()));
    const CacheVerdict c = r.cache();
    const ThrottleCheck throttle = r.throttle();
    if (c.detected)
        out += fmt::format("Write cache: {} (the speed fell at {:.1f} s below 70 % of the initial {} MB/s and "
                           "stayed there); {} MB/s before, {} MB/s after\n",
                           format_bytes(*c.bytes), *c.fall_t_s, format_mib_s(c.initial_mib_s),
                           format_mib_s(c.before_mib_s), format_mib_s(*c.after_mib_s));
    else
        out += fmt::format("Write cache: none detected (the speed never stayed below 70 % of the initial {} MB/s "
                           "for 3 s); {} MB/s throughout\n",
                           format_mib_s(c.initial_mib_s), format_mib_s(c.before_mib_s));
    out += fmt::format("Slowest second: {} MB/s\n", format_mib_s(c.min_mib_s));
    if (throttle.warned)
        out += fmt::format("THROTTLING: at {:.1f} s the speed was {:.0f} % below its level before the drive reached "
                           "its warning temperature of {:.0f} °C\n",
                           *throttle.at_t_s, *throttle.drop_share * 100, *r.temperature.warning_c);
    out += fmt::format("\n{:>9}{:>12}{:>12}{:>8}\n", "t s", "GiB", "MB/s", "°C");
    const std::size_t every = std::max<std::size_t>(1, r.samples.size() / 20);  // about 20 lines; the CSV has all
    for (std::size_t i = 0; i < r.samples.size(); i += every) {
        const SustainedSample& s = r.samples[i];
        out +=
            fmt::format("{:>9.1f}{:>12.3f}{:>12}{:>8}\n", s.t_s, static_cast<double>(s.written_bytes) / (kMiB * 1024),
                        format_mib_s(s.mib_s), s.temperature_c ? fmt::format("{:.0f}", *s.temperature_c) : "-");
    }
    out += recovery_table(r);
    out += "\nMB/s = MiB/s (2^20 bytes per second), as AS SSD counts.\n";
    return out;
}

std::vector<MetricValue> compare_metrics(const SustainedResult& r)
{
    const std::string mb(kMibSMetric);
    const CacheVerdict c = r.cache();
    std::vector<MetricValue> out;
    out.push_back({"Sustained average", mb, r.mean_mib_s(), true});
    out.push_back({"Slowest second", mb, c.min_mib_s, true});
    out.push_back({"Before cache", mb, c.before_mib_s, true});
    if (c.after_mib_s)
        out.push_back({"After cache", mb, *c.after_mib_s, true});
    if (c.bytes)
        out.push_back({"Write cache", "GiB", static_cast<double>(*c.bytes) / (kMiB * 1024), true});
    out.push_back({"Total time", "seconds", r.total_s, false});
    for (const RecoveryRest& rest : r.rests)
        out.push_back({fmt::format("Recovered after {} rest", rest_label(rest.rest_s)), "GiB",
                       static_cast<double>(r.recovery(rest).recovered_bytes) / (kMiB * 1024), true});
    return out;
}

FillFigures fill_figures(const SustainedResult& r)
{
    FillFigures out;
    if (const CacheVerdict c = r.cache(); c.bytes)
        out.push_back({"Write cache", "GiB", static_cast<double>(*c.bytes) / (kMiB * 1024)});
    return out;
}

std::vector<HeadlineValue> headline(const SustainedResult& r)
{
    const CacheVerdict c = r.cache();
    std::vector<HeadlineValue> out = {{"Average", r.mean_mib_s(), "MB/s"}, {"Slowest 1 s", c.min_mib_s, "MB/s"}};
    if (c.bytes)
        out.push_back({"Cache", static_cast<double>(*c.bytes) / (kMiB * 1024), "GiB"});
    return out;
}

std::uint64_t history_size(const SustainedResult& r) { return r.written_bytes; }

std::vector<CompareCurve> compare_curves(const SustainedResult& r)
{
    CompareCurve c = compare_curve("sustained", translatable("sm::compare", "Write speed over the amount written"),
                                   translatable("sm::compare", "GiB written"), std::string(kMibSMetric), true);
    for (const SustainedSample& s : r.samples)
        c.points.push_back({static_cast<double>(s.written_bytes) / (kMiB * 1024), s.mib_s});
    if (const CacheVerdict v = r.cache(); v.detected && v.bytes)
        c.mark_x = static_cast<double>(*v.bytes) / (kMiB * 1024);
    return {c};
}

}  // namespace sm
