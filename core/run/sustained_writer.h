#pragma once
// The sustained write's own loop (docs/methodology.md §13): one sequential
// stream of incompressible blocks, in bursts that end at the next sample
// time, so the samples are taken on the benchmark's thread between bursts
// and never inside the I/O loop. A template over the target and the clock,
// like the engine's loop (engine/workload.h), so the tests drive it against
// a simulated drive in virtual time.
#include "data/pattern.h"
#include "result/sustained_result.h"
#include "run/progress.h"
#include "util/cancel.h"

#include <algorithm>
#include <cerrno>
#include <chrono>
#include <cstdint>
#include <type_traits>
#include <vector>

namespace sm {

// steady_clock in nanoseconds (the tests pass a virtual clock instead).
struct WriterClock {
    static std::int64_t now_ns() noexcept
    {
        return std::chrono::duration_cast<std::chrono::nanoseconds>(std::chrono::steady_clock::now().time_since_epoch())
            .count();
    }
};

enum class WriteStop { Deadline, Done, Cancelled, Failed };

// Queue depth 1: one write at a time through Target::write_at.
template <class Target, class Clock = WriterClock>
class SequentialWriter {
public:
    SequentialWriter(Target& target, std::uint64_t amount, std::uint32_t block, std::size_t alignment,
                     std::uint64_t seed)
        : m_target(target), m_amount(amount), m_block(block), m_source(DataSpec{}, block, alignment, seed)
    {
    }
    // Writes until the clock passes `until_ns`, the amount is written, the
    // run is cancelled or a write fails.
    WriteStop run_until(std::int64_t until_ns, const CancelToken& cancel) noexcept
    {
        while (m_written < m_amount) {
            if (cancel.cancelled())
                return WriteStop::Cancelled;
            const std::size_t n = static_cast<std::size_t>(std::min<std::uint64_t>(m_block, m_amount - m_written));
            const std::int64_t rc = m_target.write_at(m_source.next(), n, m_written);
            if (rc <= 0) {
                m_error = rc < 0 ? static_cast<int>(-rc) : EIO;
                return WriteStop::Failed;
            }
            m_written += static_cast<std::uint64_t>(rc);
            if (Clock::now_ns() >= until_ns)
                return m_written < m_amount ? WriteStop::Deadline : WriteStop::Done;
        }
        return WriteStop::Done;
    }
    std::uint64_t written() const noexcept { return m_written; }
    int error() const noexcept { return m_error; }  // errno of the failed write
    const char* engine() const noexcept { return "psync"; }
    void stop() noexcept { }  // nothing in flight between writes

private:
    Target& m_target;
    std::uint64_t m_amount;
    std::uint32_t m_block;
    PatternSource m_source;
    std::uint64_t m_written = 0;
    int m_error = 0;
};

// A sample as progress of the phase `started` announced: appended to
// `samples`, with the bytes and seconds since the sample before as its
// interval (the caller adds the fraction, the time left and how the I/O was
// issued). The sustained write's and the capacity check's samples alike.
inline ProgressEvent sample_progress(const ProgressEvent& started, std::vector<SustainedSample>& samples,
                                     const SustainedSample& s)
{
    Measurement m;
    m.elapsed_s = s.t_s - (samples.empty() ? 0.0 : samples.back().t_s);
    m.bytes = s.written_bytes - (samples.empty() ? 0 : samples.back().written_bytes);
    samples.push_back(s);
    ProgressEvent p = started;
    p.kind = ProgressEvent::Kind::PhaseProgress;
    p.done_bytes = s.written_bytes;
    p.interval = m;
    return p;
}

// Runs a writer in bursts of `sample_ns`, calling on_sample(sample) after
// each on this thread; the last sample ends where the writing ended. `t0_ns`
// receives the clock at the first write.
template <class Clock, class Writer, class OnSample>
WriteStop write_sampled(Writer& w, std::int64_t sample_ns, const CancelToken& cancel, OnSample&& on_sample,
                        std::int64_t& t0_ns)
{
    t0_ns = Clock::now_ns();
    std::int64_t next = t0_ns + sample_ns, prev_t = t0_ns;
    std::uint64_t prev_bytes = 0;
    for (;;) {
        const WriteStop stop = w.run_until(next, cancel);
        const std::int64_t now = Clock::now_ns();
        if (stop == WriteStop::Cancelled)
            return stop;
        if (now > prev_t && (w.written() > prev_bytes || stop == WriteStop::Deadline)) {
            SustainedSample s;
            s.t_s = static_cast<double>(now - t0_ns) / 1e9;
            s.written_bytes = w.written();
            s.mib_s =
                static_cast<double>(w.written() - prev_bytes) / 1048576.0 / (static_cast<double>(now - prev_t) / 1e9);
            prev_t = now;
            prev_bytes = w.written();
            // on_sample may end the writing early by returning false (the cache found full).
            if constexpr (std::is_same_v<decltype(on_sample(s)), bool>) {
                if (!on_sample(s))
                    return WriteStop::Done;
            } else {
                on_sample(s);
            }
        }
        if (stop != WriteStop::Deadline)
            return stop;
        while (next <= now)
            next += sample_ns;
    }
}

}  // namespace sm
