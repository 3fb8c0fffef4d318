#pragma once
// The result of a sustained write (docs/methodology.md §13): sequential
// incompressible writes into one test file until an amount is written,
// sampled at a fixed interval, and the verdict on the drive's write cache
// (an SLC cache) drawn from those samples.
#include "result/header.h"
#include "result/kind.h"
#include "util/translatable.h"

#include <array>
#include <cstdint>
#include <optional>
#include <string>
#include <vector>

namespace sm {

struct SustainedSample {
    double t_s = 0;                   // end of the interval, since the first write was issued
    std::uint64_t written_bytes = 0;  // completed by t_s
    double mib_s = 0;                 // over the interval that ends at t_s
    std::optional<double> temperature_c;
};

// The rule of §13: the speed (a 1-second running median of the samples)
// falls below `share` of the initial speed (the median of the samples in
// the first `initial_s`) and stays below it for at least `hold_s`.
struct CacheRule {
    double share = 0.70;
    double initial_s = 2.0;
    double hold_s = 3.0;
};

struct CacheVerdict {
    bool detected = false;
    std::optional<std::uint64_t> bytes;  // written before the speed fell; none without a cache
    std::optional<double> fall_t_s;      // when it fell
    double initial_mib_s = 0;            // the reference the rule compares with
    double before_mib_s = 0;             // mean before the fall (the whole run without a cache)
    std::optional<double> after_mib_s;   // mean after it
    double min_mib_s = 0;                // slowest 1-second window
};

// Throttling (§14): at or above the drive's warning temperature the speed was
// 20 % or more below the mean of the 3 s before the temperature first reached it.
struct ThrottleCheck {
    bool warned = false;
    std::optional<double> at_t_s;      // first sample that fell
    std::optional<double> drop_share;  // how far it fell, 0..1
};

// The slowest speed over any run of whole consecutive samples spanning at
// least 1 s (the whole run when it is shorter); 0 without samples.
double slowest_second_mib_s(const std::vector<SustainedSample>& samples);

CacheVerdict analyze_cache(const std::vector<SustainedSample>& samples, double total_s, const CacheRule& rule = {});

// One rest of `sustained --rest` (docs/methodology.md §13, "Cache
// recovery"): the drive left idle, then written again until its speed fell.
struct RecoveryRest {
    double rest_s = 0;  // asked
    double idle_s = 0;  // measured: from the end of the writes before (their flush) to the first write after
    std::vector<SustainedSample> samples;  // the writes after the rest, `t_s` since their first write
    std::uint64_t written_bytes = 0;
    double seconds = 0;  // from the first write to the last (the fall confirmed); no flush inside
};

// What came back after a rest, judged against the first write's verdict:
// the speed the cache writes at (its initial speed) and the speed after it.
struct RecoveryVerdict {
    bool fell = false;                  // the speed fell below 70 % of the cache's and stayed there for 3 s
    std::uint64_t recovered_bytes = 0;  // written at the cache's speed (each sample split by its speed)
    std::optional<double> fall_t_s;     // time at the cache's speed before the fall
    std::optional<double> cache_mib_s;  // mean speed of what was written at the cache's speed
    std::optional<double> after_mib_s;  // mean speed after the fall
};

// Each sample is a mixture of the cache's speed and the speed after it (as
// analyze_cache splits the sample of the fall); the recovered bytes are the
// fast share of every sample up to a second after the fall, so a rest that
// brought back less than one sample's worth still counts. Without a cache
// in `first`, nothing is judged (fell false, 0 bytes).
RecoveryVerdict analyze_recovery(const std::vector<SustainedSample>& samples, const CacheVerdict& first,
                                 const CacheRule& rule = {});
ThrottleCheck check_throttle(const std::vector<SustainedSample>& samples, std::optional<double> warning_c);

struct SustainedResult : ResultHeader {
    static constexpr std::string_view kKey = "sustained";
    static constexpr std::string_view kSchema = "solidmark.sustained/2";
    // /2 added the cache recovery (settings.rests_s, recovery); /1 documents read as ones without it.
    static constexpr std::array<std::string_view, 1> kOlderSchemas = {"solidmark.sustained/1"};
    static constexpr std::string_view kTitle = translatable("sm::kind", "Sustained write");
    static constexpr std::string_view kChartMetric = kMibSMetric;

    // settings
    std::uint64_t amount_bytes = 0;  // what was asked for (after the rule of free space)
    std::string amount_rule;         // "85% of free space", "64MiB"
    std::uint32_t block_bytes = 0;
    unsigned queue_depth = 1;
    unsigned sample_ms = 500;
    std::uint64_t free_bytes_before = 0;
    std::string engine;  // psync, io_uring …

    std::vector<SustainedSample> samples;
    std::uint64_t written_bytes = 0;
    double total_s = 0;  // first write to the end of the final flush
    double flush_s = 0;
    // Ended early by a full disk: the samples so far, the reason in words.
    bool partial = false;
    std::string partial_reason;
    // --rest: the rests asked for, each one measured, or why none was (no cache found).
    std::vector<double> rests_asked_s;
    std::vector<RecoveryRest> rests;
    std::string recovery_reason;

    double mean_mib_s() const noexcept
    {
        return total_s > 0 ? static_cast<double>(written_bytes) / 1048576.0 / total_s : 0;
    }
    // The verdicts, derived from the samples (and the drive's warning temperature) whenever asked.
    CacheVerdict cache() const { return analyze_cache(samples, total_s); }
    ThrottleCheck throttle() const { return check_throttle(samples, temperature.warning_c); }
    RecoveryVerdict recovery(const RecoveryRest& rest) const { return analyze_recovery(rest.samples, cache()); }
};

// A fill series draws the cache's size over the fill level (none where no cache was found).
FillFigures fill_figures(const SustainedResult& r);

// The parts sustained_recovery.cpp writes and reads: samples (the `samples`
// arrays of the sustained write and its rests, and of the capacity check; the
// reader refuses time or bytes that go back), the `recovery` object (null
// without --rest), its table, and a rest's name ("30 s", "2 min").
Json samples_to_json(const std::vector<SustainedSample>& samples);
std::vector<SustainedSample> samples_from_json(const Json& j, std::string_view key, std::string_view where);
Json recovery_to_json(const SustainedResult& r);
void recovery_from_json(const Json& j, SustainedResult& r);
std::string recovery_table(const SustainedResult& r);
std::string rest_label(double seconds);

// CSV: t_s,written_bytes,mib_s,temperature_c, one row per sample.
SM_RESULT_HOOKS(SustainedResult);
// The write speed over the GiB written, the cache's end marked (compare draws every result's on one plot).
std::vector<CompareCurve> compare_curves(const SustainedResult& r);

}  // namespace sm
