#include "run/preset.h"

#include "util/limits.h"
#include "util/error.h"
#include "util/units.h"

#include <algorithm>
#include <cctype>
#include <chrono>
#include <fmt/format.h>
#include <regex>

namespace sm {
namespace {

constexpr std::uint32_t KiB32 = 1024;

// The reported figure of a direction: the best pass, or the mean of all.
Measurement reported_of(const std::vector<Measurement>& passes, PresetProfile profile)
{
    if (profile == PresetProfile::Peak)
        return *std::max_element(passes.begin(), passes.end(),
                                 [](const Measurement& a, const Measurement& b) { return a.mib_s() < b.mib_s(); });
    Measurement m = passes.front();
    m.bytes = m.ios = 0;
    m.elapsed_s = m.cpu_s = m.flush_s = 0;
    LatencyStats l{};
    for (const Measurement& p : passes) {
        m.bytes += p.bytes;
        m.ios += p.ios;
        m.elapsed_s += p.elapsed_s;
        m.cpu_s += p.cpu_s;
        m.flush_s += p.flush_s;
        l.mean_us += p.latency.mean_us;
        l.p50_us += p.latency.p50_us;
        l.p90_us += p.latency.p90_us;
        l.p99_us += p.latency.p99_us;
        l.p999_us += p.latency.p999_us;
        l.max_us = std::max(l.max_us, p.latency.max_us);
        l.min_us = l.min_us == 0 ? p.latency.min_us : std::min(l.min_us, p.latency.min_us);
    }
    const double k = static_cast<double>(passes.size());
    l.mean_us /= k;
    l.p50_us /= k;
    l.p90_us /= k;
    l.p99_us /= k;
    l.p999_us /= k;
    m.latency = l;
    return m;
}

PhaseRef pass_phase(const PresetTest& t, std::size_t row, bool write, unsigned pass, unsigned passes)
{
    PhaseRef p;
    p.kind = PhaseKind::PresetPass;
    p.name = t.name;
    p.step = static_cast<int>(row);
    p.write = write;
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
    if (passes < 1 || passes > kMaxPasses)
        throw Error(ErrorKind::InvalidInput, fmt::format("The number of passes must be from 1 to {}.", kMaxPasses));
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

int PresetRequest::phase_count() const { return static_cast<int>(plan_tests().size() * 2 * passes); }

void check_block_alignment(const PresetTest& t, std::uint32_t offset_alignment)
{
    if (t.block_bytes % offset_alignment != 0)
        throw Error(ErrorKind::InvalidInput,
                    fmt::format("{}: the block size is not a multiple of the target's direct-I/O alignment ({} B).",
                                t.name, offset_alignment));
}

PresetResult run_preset(const PresetRequest& req, const RunEnv& env)
{
    const std::vector<PresetTest> tests = req.plan_tests();
    return run_benchmark<PresetResult>(req, env, [&](Bench& bench, PresetResult& r) {
        r.preset = req.tests.empty() ? req.preset : "custom";
        r.profile = req.profile;
        r.passes = req.passes;
        r.seconds = req.seconds;
        r.size_bytes = bench.file().bytes;
        for (const PresetTest& t : tests)
            check_block_alignment(t, bench.file().offset_alignment);
        for (std::size_t i = 0; i < tests.size(); ++i) {
            const PresetTest& t = tests[i];
            PresetRow row;
            row.test = t;
            for (bool write : {false, true}) {
                PresetDirection& d = write ? row.write : row.read;
                for (unsigned p = 0; p < req.passes; ++p) {
                    Workload w = bench.workload(write ? Direction::Write : Direction::Read, t.block_bytes, t.random,
                                                i * 0x10001ULL + p * 0x101 + (write ? 7 : 0));
                    w.threads = t.threads;
                    w.queue_depth = t.queue_depth;
                    w.queue_engine = req.engine;
                    w.max_seconds = req.seconds;
                    d.passes.push_back(bench.measure(w, pass_phase(t, i, write, p + 1, req.passes)));
                }
                d.reported = reported_of(d.passes, req.profile);
            }
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
    o.push_back(count_option<R>("--passes", "N", &R::passes, 1, kMaxPasses, "number of passes",
                                "passes per test and direction"));
    o.push_back(seconds_option<R>("--seconds", &R::seconds,
                                  "time bound of each pass (a sequential pass ends sooner at the end of the file)"));
    o.push_back(size_option<R>("--size", &R::size_bytes, 0, "test file size"));
    o.push_back(engine_option<R>());
    return o;
}

}  // namespace sm
