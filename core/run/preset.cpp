#include "run/preset.h"

#include "util/limits.h"
#include "util/error.h"
#include "util/units.h"

#include <algorithm>
#include <cctype>
#include <chrono>
#include <fmt/format.h>
#include <regex>
#include <thread>

namespace sm {
namespace {

constexpr std::uint32_t KiB32 = 1024;

// The reported figure of a direction: the best pass, or the mean of all.
Measurement reported_of(const std::vector<Measurement>& passes, PresetProfile profile)
{
    if (profile == PresetProfile::Peak)
        return *std::max_element(passes.begin(), passes.end(),
                                 [](const Measurement& a, const Measurement& b) { return a.mib_s() < b.mib_s(); });
    return mean_of_passes(passes);
}

// CrystalDiskMark's interval: a rest before every pass but the first, so the
// drive cools down between tests; an abort ends it at once.
void rest(const Bench& bench, double seconds)
{
    if (seconds <= 0)
        return;
    bench.status(Stage::Resting, {}, {}, static_cast<std::uint64_t>(std::llround(seconds * 1000)));
    using Clock = std::chrono::steady_clock;
    const Clock::time_point until =
        Clock::now() + std::chrono::duration_cast<Clock::duration>(std::chrono::duration<double>(seconds));
    while (Clock::now() < until) {
        if (bench.cancel().cancelled())
            throw Error(ErrorKind::Cancelled, "The run was aborted; the test folder has been removed.");
        std::this_thread::sleep_for(std::min<Clock::duration>(std::chrono::milliseconds(50), until - Clock::now()));
    }
}

// `mix`: the read share of a +Mix pass (PhaseRef::value), 0 for a read or write pass.
PhaseRef pass_phase(const PresetTest& t, std::size_t row, bool write, unsigned mix, unsigned pass, unsigned passes)
{
    PhaseRef p;
    p.kind = PhaseKind::PresetPass;
    p.name = t.name;
    p.step = static_cast<int>(row);
    p.write = write;
    p.value = mix;
    p.pass = static_cast<int>(pass);
    p.passes = static_cast<int>(passes);
    return p;
}

}  // namespace

std::vector<PresetTest> preset_tests(const std::string& preset)
{
    if (preset == "default")
        return {make_preset_test(false, 1024 * KiB32, 8, 1), make_preset_test(false, 1024 * KiB32, 1, 1),
                make_preset_test(true, 4 * KiB32, 32, 1), make_preset_test(true, 4 * KiB32, 1, 1)};
    if (preset == "nvme")
        return {make_preset_test(false, 1024 * KiB32, 8, 1), make_preset_test(false, 128 * KiB32, 32, 1),
                make_preset_test(true, 4 * KiB32, 32, 16), make_preset_test(true, 4 * KiB32, 1, 1)};
    throw Error(ErrorKind::InvalidInput, fmt::format("unknown preset '{}': use default or nvme", preset));
}

std::vector<PresetTest> parse_preset_tests(const std::string& list)
{
    std::vector<PresetTest> out;
    for (const std::string& item : split_list(list))
        out.push_back(parse_preset_test(item));
    return out;
}

std::vector<PresetTest> PresetRequest::plan_tests() const { return tests.empty() ? preset_tests(preset) : tests; }

void PresetRequest::validate() const
{
    if (size_bytes < kMinTestSize)
        throw Error(ErrorKind::InvalidInput,
                    fmt::format("The test size {} is too small: use at least 16MiB.", format_bytes(size_bytes)));
    if (passes < 1 || passes > kMaxPresetPasses)
        throw Error(ErrorKind::InvalidInput,
                    fmt::format("The number of passes must be from 1 to {}.", kMaxPresetPasses));
    if (!(interval_s >= 0) || interval_s > kMaxPresetInterval)
        throw Error(ErrorKind::InvalidInput,
                    fmt::format("The interval must be from 0 to {:g} seconds.", kMaxPresetInterval));
    if (mix_read_percent != 0 && (mix_read_percent < kMinMixReadPercent || mix_read_percent > kMaxMixReadPercent))
        throw Error(ErrorKind::InvalidInput,
                    fmt::format("The mix read share must be from {} to {} %.", kMinMixReadPercent, kMaxMixReadPercent));
    if (!(seconds > 0) || seconds > kMaxPassSeconds)
        throw Error(ErrorKind::InvalidInput, "The seconds per pass must be more than 0 and at most 3600.");
    const std::uint64_t file = size_bytes / kSizeGranularity * kSizeGranularity;
    for (const PresetTest& t : plan_tests())
        if (t.block_bytes * static_cast<std::uint64_t>(t.threads) > file)
            throw Error(ErrorKind::InvalidInput,
                        fmt::format("The test size {} is too small for {}.", format_bytes(size_bytes), t.name));
}

AreaPlan PresetRequest::plan(std::uint64_t) const
{
    AreaPlan p;
    p.file_bytes = size_bytes / kSizeGranularity * kSizeGranularity;
    return p;
}

int PresetRequest::phase_count() const
{
    return static_cast<int>(plan_tests().size() * (mix_read_percent ? 3 : 2) * passes);
}

void check_block_alignment(const PresetTest& t, std::uint32_t offset_alignment)
{
    if (t.block_bytes % offset_alignment != 0)
        throw Error(ErrorKind::InvalidInput,
                    fmt::format("{}: the block size is not a multiple of the target's direct-I/O alignment ({} B).",
                                t.name, offset_alignment));
}

namespace {

// One direction of a row (a read, write or +Mix pass at `mix` % reads),
// `passes` times; `first` says whether a rest comes before the first pass.
PresetDirection measure_direction(Bench& bench, const PresetRequest& req, const PresetTest& t, std::size_t row,
                                  bool write, unsigned mix, bool& first)
{
    PresetDirection d;
    for (unsigned p = 0; p < req.passes; ++p) {
        if (!first)
            rest(bench, req.interval_s);
        first = false;
        Workload w = bench.workload(write ? Direction::Write : Direction::Read, t.block_bytes, t.random,
                                    row * 0x10001ULL + p * 0x101 + (write ? 7 : 0) + (mix ? 13 : 0));
        w.threads = t.threads;
        w.queue_depth = t.queue_depth;
        w.queue_engine = req.engine;
        w.max_seconds = req.seconds;
        if (mix) {
            // Real mixed I/O through the engine's Mix: each request draws its
            // direction; the test's block size and randomness (methodology §16).
            w.mix.read_percent = mix;
            w.mix.random_percent = t.random ? 100 : 0;
            w.mix.offset_align = std::max<std::uint32_t>(bench.file().offset_alignment, 512);
        }
        d.passes.push_back(bench.measure(w, pass_phase(t, row, write, mix, p + 1, req.passes)));
    }
    d.reported = reported_of(d.passes, req.profile);
    return d;
}

}  // namespace

PresetResult run_preset(const PresetRequest& req, const RunEnv& env)
{
    const std::vector<PresetTest> tests = req.plan_tests();
    return run_benchmark<PresetResult>(req, env, [&](Bench& bench, PresetResult& r) {
        r.preset = req.tests.empty() ? req.preset : "custom";
        r.profile = req.profile;
        r.passes = req.passes;
        r.seconds = req.seconds;
        r.interval_s = req.interval_s;
        r.mix_read_percent = req.mix_read_percent;
        r.unit = req.unit;
        r.size_bytes = bench.file().bytes;
        for (const PresetTest& t : tests)
            check_block_alignment(t, bench.file().offset_alignment);
        bool first = true;
        for (std::size_t i = 0; i < tests.size(); ++i) {
            PresetRow row;
            row.test = tests[i];
            row.read = measure_direction(bench, req, tests[i], i, false, 0, first);
            row.write = measure_direction(bench, req, tests[i], i, true, 0, first);
            if (req.mix_read_percent)
                row.mix = measure_direction(bench, req, tests[i], i, false, req.mix_read_percent, first);
            r.rows.push_back(std::move(row));
        }
        r.engine = bench.engines();
    });
}

std::vector<Option<PresetRequest>> PresetRequest::options()
{
    auto o = common_options<R>();
    o.push_back({{"--preset", "NAME",
                  "default: SEQ1M Q8T1, SEQ1M Q1T1, RND4K Q32T1, RND4K Q1T1; nvme: SEQ1M Q8T1, SEQ128K Q32T1, "
                  "RND4K Q32T16, RND4K Q1T1",
                  "default"},
                 [](R& r, const std::string& v) {
                     (void)preset_tests(v);  // known?
                     r.preset = v;
                 }});
    o.push_back({{"--tests", "LIST", "instead, a comma list like SEQ1M-Q8T1,RND4K-Q32T1", ""},
                 [](R& r, const std::string& v) { r.tests = parse_preset_tests(v); }});
    o.push_back({{"--profile", "peak|real", "peak: the best pass; real: the passes' mean", "peak"},
                 [](R& r, const std::string& v) {
                     if (v != "peak" && v != "real")
                         throw Error(ErrorKind::InvalidInput, fmt::format("unknown profile '{}': use peak or real", v));
                     r.profile = v == "peak" ? PresetProfile::Peak : PresetProfile::Real;
                 }});
    o.push_back(count_option<R>("--passes", "N", &R::passes, 1, kMaxPresetPasses, "number of passes",
                                fmt::format("passes per test and direction, 1 to {}", kMaxPresetPasses)));
    o.push_back({{"--interval", "S",
                  fmt::format("rest before every pass but the first, 0 to {:g} s (CrystalDiskMark's interval)",
                              kMaxPresetInterval),
                  "0"},
                 [](R& r, const std::string& v) {
                     r.interval_s = v == "0" ? 0 : detail::parse_positive_seconds(v);
                     if (r.interval_s > kMaxPresetInterval)
                         throw Error(ErrorKind::InvalidInput,
                                     fmt::format("--interval {} is more than {:g} s", v, kMaxPresetInterval));
                 }});
    o.push_back({{"--mix", "PCT",
                  fmt::format("add a mixed read/write result to every test at PCT % reads, {} to {} "
                              "(CrystalDiskMark's +Mix profiles use {})",
                              kMinMixReadPercent, kMaxMixReadPercent, kDefaultMixReadPercent),
                  ""},
                 [](R& r, const std::string& v) {
                     r.mix_read_percent = static_cast<unsigned>(
                         detail::parse_count(v, kMinMixReadPercent, kMaxMixReadPercent, "mix read share"));
                 }});
    o.push_back(
        {{"--units", "MB/s|GB/s|IOPS|us", "the unit of the printed table (the JSON and CSV keep every unit)", "MB/s"},
         [](R& r, const std::string& v) { r.unit = parse_preset_unit(v); }});
    o.push_back(seconds_option<R>("--seconds", &R::seconds,
                                  "time bound of each pass (a sequential pass ends sooner at the end of the file)"));
    o.push_back(size_option<R>("--size", &R::size_bytes, 0, "test file size"));
    o.push_back(engine_option<R>());
    return o;
}

}  // namespace sm
