#include "result/run_result.h"

#include "result/sustained_result.h"

#include "util/error.h"
#include "util/units.h"

#include <chrono>
#include <cmath>
#include <array>
#include <fmt/format.h>

namespace sm {

namespace {
// Per TestId, in its order: the JSON/CLI key and AS SSD's row label.
constexpr std::array<std::array<const char*, 2>, 4> kTestNames{
    {{"seq", "Seq"}, {"4k", "4K"}, {"4k64", "4K-64Thrd"}, {"access", "Acc.time"}}};
}  // namespace

const char* test_key(TestId t) { return kTestNames[static_cast<std::size_t>(t)][0]; }

const char* test_label(TestId t) { return kTestNames[static_cast<std::size_t>(t)][1]; }

const char* direction_key(bool write) { return write ? "write" : "read"; }

std::string phase_label(TestId t, bool write) { return fmt::format("{} {}", test_label(t), direction_key(write)); }

const char* access_span_key(AccessSpan s) { return s == AccessSpan::Device ? "device" : "file"; }

std::array<bool, 4> parse_test_list(const std::string& list)
{
    std::array<bool, 4> tests{};
    for (const std::string& item : split_list(list)) {
        bool known = false;
        for (TestId t : kAllTests)
            if (item == test_key(t))
                tests[static_cast<int>(t)] = known = true;
        if (!known)
            throw Error(ErrorKind::InvalidInput,
                        fmt::format("unknown test '{}' in --tests: use seq, 4k, 4k64, access", item));
    }
    return tests;
}

std::vector<std::string> phases_not_run(const RunResult& r)
{
    std::vector<std::string> out;
    if (!r.fault)
        return out;
    for (const SuitePhase& p : kSuiteOrder)
        if (r.settings.selected(p.test) && !r.get(p.test, p.write))
            out.push_back(phase_label(p.test, p.write));
    return out;
}

Scores compute_scores(std::optional<double> seq_read, std::optional<double> seq_write, std::optional<double> k4_read,
                      std::optional<double> k4_write, std::optional<double> k64_read, std::optional<double> k64_write)
{
    // AS SSD's score. Note: one published translation of the formula puts
    // 0.15 on SeqRead and 1.5 on 4K-64Thrd Write; that variant does not
    // reproduce published AS SSD scores. The weights below do (docs/methodology.md §4
    // worked example: 845 / 919 / 2196, asserted in tests/test_scores.cpp).
    // Scores are computed from unrounded MiB/s and rounded to nearest.
    Scores s;
    const auto round = [](double v) { return static_cast<long>(std::llround(v)); };
    if (seq_read && k4_read && k64_read)
        s.read = round(0.1 * *seq_read + *k4_read + *k64_read);
    if (seq_write && k4_write && k64_write)
        s.write = round(0.1 * *seq_write + *k4_write + *k64_write);
    if (seq_read && seq_write && k4_read && k4_write && k64_read && k64_write)
        s.total =
            round(0.1 * *seq_read + 0.15 * *seq_write + 2.0 * *k4_read + *k4_write + 1.5 * *k64_read + *k64_write);
    return s;
}

Scores compute_scores(const RunResult& r)
{
    const auto v = [&](TestId t, bool w) -> std::optional<double> {
        const auto& m = r.get(t, w);
        return m ? std::optional<double>(m->mib_s()) : std::nullopt;
    };
    return compute_scores(v(TestId::Seq, false), v(TestId::Seq, true), v(TestId::Rand4K, false),
                          v(TestId::Rand4K, true), v(TestId::Rand4K64, false), v(TestId::Rand4K64, true));
}

std::vector<PhaseThrottle> suite_throttle(const RunResult& r)
{
    std::vector<PhaseThrottle> out;
    const TemperatureRecord& temp = r.temperature;
    if (!temp.warning_c || temp.samples.empty())
        return out;
    for (const SuitePhase& ph : kSuiteOrder) {
        const std::optional<Measurement>& m = r.get(ph.test, ph.write);
        if (!m || !m->start_s || m->series.empty())
            continue;
        std::vector<SustainedSample> samples;
        double written = 0, prev_t = 0;
        std::size_t k = 0;  // temperature samples read so far
        for (const SpeedPoint& p : m->series) {
            written += p.mib_s * 1048576.0 * (p.t_s - prev_t);
            prev_t = p.t_s;
            while (k < temp.samples.size() && temp.samples[k].t_s <= *m->start_s + p.t_s)
                ++k;
            SustainedSample s;
            s.t_s = p.t_s;
            s.written_bytes = static_cast<std::uint64_t>(written);
            s.mib_s = p.mib_s;
            if (k > 0)
                s.temperature_c = temp.samples[k - 1].c;
            samples.push_back(s);
        }
        const ThrottleCheck c = check_throttle(samples, temp.warning_c);
        if (c.warned)
            out.push_back({ph, *c.at_t_s, *c.drop_share});
    }
    return out;
}

std::string throttle_line(const PhaseThrottle& t, double warning_c)
{
    return fmt::format("{}: at {:.1f} s the speed was {:.0f} % below its level before the drive reached its warning "
                       "temperature of {:.0f} °C",
                       phase_label(t.phase.test, t.phase.write), t.at_t_s, t.drop_share * 100, warning_c);
}

}  // namespace sm
