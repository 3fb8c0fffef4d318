#include "run/sustained.h"

#include "io/async_queue.h"
#include "run/sustained_writer.h"
#include "util/error.h"
#include "util/limits.h"
#include "util/units.h"

#include <chrono>
#include <filesystem>
#include <fmt/format.h>
#include <spdlog/spdlog.h>
#include <thread>
#include <vector>

namespace sm {

std::uint64_t sustained_amount(const SustainedRequest& req, std::uint64_t free_bytes)
{
    const std::uint64_t cap = free_bytes > kSustainedReserve ? free_bytes - kSustainedReserve : 0;
    std::uint64_t amount = req.amount_bytes;
    if (amount && amount > cap)
        throw Error(ErrorKind::NoSpace,
                    fmt::format("Writing {} would leave less than {} free ({} is free). Choose at most {}.",
                                format_bytes(amount), format_bytes(kSustainedReserve), format_bytes(free_bytes),
                                format_bytes(cap / MiB * MiB)));
    if (!amount)
        amount = std::min(cap, static_cast<std::uint64_t>(static_cast<double>(free_bytes) * req.amount_percent / 100));
    amount = amount / req.block_bytes * req.block_bytes;
    if (amount < kMinTestSize)
        throw Error(ErrorKind::NoSpace,
                    fmt::format("A sustained write leaves at least {} free, and only {} is free: there is not room "
                                "for {} of writes. Free some space first.",
                                format_bytes(kSustainedReserve), format_bytes(free_bytes), format_bytes(kMinTestSize)));
    return amount;
}

void SustainedRequest::validate() const
{
    if (block_bytes < 4096 || block_bytes % 4096 != 0 || block_bytes > kSweepMaxBlock)
        throw Error(ErrorKind::InvalidInput, "The block size must be a multiple of 4KiB from 4KiB to 64MiB.");
    if (queue_depth < 1 || queue_depth > kMaxQueueDepth)
        throw Error(ErrorKind::InvalidInput, fmt::format("The queue depth must be from 1 to {}.", kMaxQueueDepth));
    if (sample_ms < 100 || sample_ms > 60000)
        throw Error(ErrorKind::InvalidInput, "The sample interval must be from 100 to 60000 ms.");
    if (!amount_bytes && !(amount_percent > 0 && amount_percent <= 100))
        throw Error(ErrorKind::InvalidInput, "The amount in percent must be more than 0 and at most 100.");
    if (amount_bytes && amount_bytes < kMinTestSize)
        throw Error(ErrorKind::InvalidInput, "The amount must be at least 16MiB.");
    if (rest_s.size() > kMaxRests)
        throw Error(ErrorKind::InvalidInput, fmt::format("At most {} rests.", kMaxRests));
    for (double s : rest_s)
        if (!(s > 0 && s <= 86400))
            throw Error(ErrorKind::InvalidInput, "A rest must be more than 0 s and at most one day.");
}

int SustainedRequest::phase_count() const { return 1 + static_cast<int>(rest_s.size()); }

AreaPlan SustainedRequest::plan(std::uint64_t free_bytes) const
{
    AreaPlan p;
    p.file_bytes = sustained_amount(*this, free_bytes);
    p.fill = false;
    p.preallocate = false;  // the filesystem allocates as the writes go, as for a copy
    // Windows without SE_MANAGE_VOLUME_NAME (docs/methodology.md §29): a
    // first pass would spend the very write cache this measures, and double
    // a write of most of the free space; the result is flagged instead.
    p.unprepared = WhenUnprepared::Flag;
    return p;
}

namespace {

// Queue depth > 1: the blocks in flight through the asynchronous queue
// (io_uring, IOCP), refilled as they complete; bursts end with requests
// still in flight, so the stream never pauses between samples.
class QueuedWriter {
public:
    QueuedWriter(DirectFile& f, std::uint64_t amount, std::uint32_t block, std::size_t alignment, std::uint64_t seed,
                 unsigned depth)
        : m_queue(AsyncQueue::open(f, depth, block, alignment)), m_amount(amount), m_block(block),
          m_source(DataSpec{}, block, alignment, seed)
    {
        if (!m_queue.ok())
            return;
        for (unsigned slot = 0; slot < m_queue.depth(); ++slot) {
            m_source.prime(m_queue.buffer(slot), block);
            m_free.push_back(slot);
        }
    }
    ~QueuedWriter() { drain(); }
    // An early end (the cache found): what is still in flight is cancelled and reaped.
    void stop() noexcept { drain(); }
    QueuedWriter(const QueuedWriter&) = delete;
    QueuedWriter& operator=(const QueuedWriter&) = delete;

    bool ok() const noexcept { return m_queue.ok(); }
    const char* engine() const noexcept { return m_queue.engine().data(); }
    std::uint64_t written() const noexcept { return m_completed; }
    int error() const noexcept { return m_error; }

    WriteStop run_until(std::int64_t until_ns, const CancelToken& cancel) noexcept
    {
        for (;;) {
            if (cancel.cancelled())
                return drain(), WriteStop::Cancelled;
            while (!m_free.empty() && m_issued < m_amount) {
                const unsigned slot = m_free.back();
                m_free.pop_back();
                const auto n = static_cast<std::uint32_t>(std::min<std::uint64_t>(m_block, m_amount - m_issued));
                m_source.restamp(m_queue.buffer(slot), n);
                m_queue.prep(slot, true, n, m_issued);
                m_issued += n;
            }
            // Also what the kernel did not take last time, and the rest of a short write.
            if (m_queue.unsubmitted() > 0)
                if (const int rc = m_queue.submit(); rc < 0)
                    return fail(-rc);
            if (in_flight() == 0)
                return WriteStop::Done;
            if (const int rc = wait_some(); rc < 0)
                return fail(-rc);
            if (m_error)
                return drain(), WriteStop::Failed;
            if (m_completed >= m_amount)
                return WriteStop::Done;
            if (WriterClock::now_ns() >= until_ns)
                return WriteStop::Deadline;
        }
    }

private:
    unsigned in_flight() const noexcept { return m_queue.depth() - static_cast<unsigned>(m_free.size()); }
    int wait_some() noexcept
    {
        return m_queue.wait([this](unsigned slot, std::int64_t res) {
            m_free.push_back(slot);
            if (res < 0 && !m_error)
                m_error = static_cast<int>(-res);
            else if (res >= 0) {
                m_completed += static_cast<std::uint64_t>(res);
                // A short write to a regular file: the filesystem ran out of space (write(2)).
                if (static_cast<std::uint64_t>(res) < m_block && m_completed < m_amount && !m_error)
                    m_error = ENOSPC;
            }
        });
    }
    WriteStop fail(int err) noexcept
    {
        if (!m_error)
            m_error = err;
        drain();
        return WriteStop::Failed;
    }
    // Cancels and reaps what the kernel holds (the file is removed after an abort or a failure).
    void drain() noexcept { m_queue.drain(); }

    AsyncQueue m_queue;
    std::uint64_t m_amount;
    std::uint32_t m_block;
    PatternSource m_source;
    std::vector<unsigned> m_free;  // slots with no request in flight
    std::uint64_t m_issued = 0, m_completed = 0;
    int m_error = 0;
};

PhaseRef sustained_phase(PhaseKind kind = PhaseKind::SustainedWrite, int step = 0, int steps = 0)
{
    PhaseRef p;
    p.kind = kind;
    p.write = kind != PhaseKind::CacheRest;
    p.step = step;
    p.steps = steps;
    return p;
}

[[noreturn]] void aborted()
{
    throw Error(ErrorKind::Cancelled, "The run was aborted; the test folder has been removed.");
}

// How the writing ended: Done, or a full disk (partial); anything else throws.
void check_stop(WriteStop stop, int err, SustainedResult& r, const std::string& path, std::uint64_t at)
{
    if (stop == WriteStop::Cancelled)
        aborted();
    if (stop != WriteStop::Failed)
        return;
    if (classify_io_error(err) == IoFailure::NoSpace) {
        r.partial = true;
        r.partial_reason = fmt::format("The disk became full after {} of the sustained write to '{}'. The samples "
                                       "taken so far are kept as a partial result. Free some space or choose a "
                                       "smaller --amount.",
                                       format_bytes(at), path);
        return;
    }
    throw Error(ErrorKind::Io,
                fmt::format("I/O error during the sustained write at offset {} of '{}': {}. The drive "
                            "may be failing or was removed; check the system log (dmesg).",
                            at, path, errno_text(err)));
}

// One stretch of writes from offset 0 of the test file: how it ended, when.
struct Stretch {
    WriteStop stop = WriteStop::Done;
    std::int64_t t0_ns = 0, end_ns = 0;
    std::uint64_t written = 0;
    int error = 0;
    const char* engine = "psync";
};

// Writes until the writer's amount is written or `enough(samples)` says
// (the cache found full, the recovered cache spent), sampled every
// --sample-ms into `samples`, each sample reported as progress of `phase`;
// `expect` is what the fraction counts against.
template <class Writer, class Enough>
Stretch write_stretch(Writer& writer, Bench& bench, const PhaseRef& phase, const SustainedRequest& req,
                      std::uint64_t expect, std::vector<SustainedSample>& samples, Enough&& enough)
{
    const ProgressEvent ev = phase_started(phase);
    bench.report(ev);
    const auto on_sample = [&](SustainedSample s) {
        s.temperature_c = bench.temperature_now();
        ProgressEvent p = sample_progress(ev, samples, s);
        p.fraction = std::min(1.0, static_cast<double>(s.written_bytes) / static_cast<double>(expect));
        if (phase.kind == PhaseKind::SustainedWrite)
            p.eta_s = p.fraction > 0 ? s.t_s / p.fraction - s.t_s : 0;
        Measurement& m = *p.interval;
        m.ios = (m.bytes + req.block_bytes - 1) / req.block_bytes;
        m.block_bytes = static_cast<std::uint32_t>(req.block_bytes);
        m.queue_depth = req.queue_depth;
        bench.report(p);
        return !enough(samples);
    };
    Stretch out;
    out.stop = write_sampled<WriterClock>(writer, static_cast<std::int64_t>(req.sample_ms) * 1000000, bench.cancel(),
                                          on_sample, out.t0_ns);
    writer.stop();  // an early end leaves requests in flight
    out.end_ns = WriterClock::now_ns();
    out.written = writer.written();
    out.error = writer.error();
    out.engine = writer.engine();
    return out;
}

// Flushes the test file; the nanosecond clock when it ended. Error(Io) when it failed, unless `partial`.
std::int64_t flush_file(DirectFile& file, bool partial, const char* when)
{
    const int rc = file.flush();
    if (rc < 0 && !partial)
        throw Error(ErrorKind::Io,
                    fmt::format("Flushing '{}' to the drive failed {}: {}. The drive may be failing; "
                                "check the system log.",
                                file.path().string(), when, errno_text(-rc)));
    return WriterClock::now_ns();
}

// The first write: until the amount is written or, with --rest, until the
// cache is found full (§13's verdict, its 3 s below the threshold seen);
// then one flush inside the timed total. Returns the clock when the flush ended.
template <class Writer>
std::int64_t write_all(Writer& writer, Bench& bench, SustainedResult& r, const SustainedRequest& req)
{
    const bool until_cache = !req.rest_s.empty();
    const Stretch s = write_stretch(
        writer, bench, sustained_phase(), req, r.amount_bytes, r.samples,
        [&](const std::vector<SustainedSample>& samples) { return until_cache && analyze_cache(samples, 0).detected; });
    r.written_bytes = s.written;
    r.engine = s.engine;
    DirectFile& file = bench.file().file;
    check_stop(s.stop, s.error, r, file.path().string(), r.written_bytes);
    const std::int64_t end = flush_file(file, r.partial, "at the end of the sustained write");
    r.flush_s = static_cast<double>(end - s.end_ns) / 1e9;
    r.total_s = static_cast<double>(end - s.t0_ns) / 1e9;
    ProgressEvent done;
    done.phase = sustained_phase();
    done.kind = ProgressEvent::Kind::PhaseFinished;
    done.fraction = 1;
    Measurement m;
    m.bytes = r.written_bytes;
    m.ios = r.written_bytes / r.block_bytes;
    m.elapsed_s = r.total_s;
    m.flush_s = r.flush_s;
    m.block_bytes = r.block_bytes;
    m.queue_depth = r.queue_depth;
    done.result = m;
    bench.report(done);
    return end;
}

// Calls body(writer) with the writer the request asks for, writing from
// offset 0 of the test file over its whole span.
template <class Body>
void with_writer(Bench& bench, const SustainedRequest& req, SustainedResult& r, std::uint64_t seed, Body&& body)
{
    TestFile& f = bench.file();
    if (req.queue_depth > 1) {
        QueuedWriter queued(f.file, f.bytes, r.block_bytes, f.memory_alignment, seed, req.queue_depth);
        if (queued.ok())
            return body(queued);
    }
    // Queue depth 1, or no asynchronous queue on this system: one write at a time.
    SequentialWriter<DirectFile> writer(f.file, f.bytes, r.block_bytes, f.memory_alignment, seed);
    body(writer);
    if (req.queue_depth > 1)
        r.engine = "psync (no asynchronous queue here: queue depth 1)";
}

// A rest: no I/O for `seconds` (the temperature is still sampled), reported with its time left.
void rest_idle(Bench& bench, double seconds, int index, int count)
{
    PhaseRef phase = sustained_phase(PhaseKind::CacheRest, index, count);
    phase.value = static_cast<std::uint64_t>(std::llround(seconds * 1000));
    ProgressEvent ev;
    ev.phase = phase;
    ev.kind = ProgressEvent::Kind::PhaseStarted;
    bench.report(ev);
    const auto t0 = std::chrono::steady_clock::now();
    auto shown = t0;
    for (;;) {
        if (bench.cancel().cancelled())
            aborted();
        const auto now = std::chrono::steady_clock::now();
        const double done = std::chrono::duration<double>(now - t0).count();
        if (done >= seconds)
            break;
        if (now - shown >= std::chrono::milliseconds(500)) {
            ProgressEvent p = ev;
            p.kind = ProgressEvent::Kind::PhaseProgress;
            p.fraction = done / seconds;
            p.eta_s = seconds - done;
            bench.report(p);
            shown = now;
        }
        std::this_thread::sleep_for(std::chrono::duration<double>(std::min(0.05, seconds - done)));
    }
    ev.kind = ProgressEvent::Kind::PhaseFinished;
    ev.fraction = 1;
    bench.report(ev);
}

// --rest: for each rest, idle, then write again until the speed falls; the
// writes stay inside the test file's span, no flush inside them (one after,
// before the next rest).
void recover(Bench& bench, SustainedResult& r, const SustainedRequest& req, std::int64_t last_end_ns)
{
    const CacheVerdict first = r.cache();
    if (r.partial)
        return;
    if (!first.detected) {
        r.recovery_reason = fmt::format("no write cache was found in the {} written (the speed never stayed below "
                                        "70 % of the initial {} MB/s for 3 s), so there is no cache to recover and "
                                        "the rests were not run; the sustained result is kept. Write more "
                                        "(--amount) to find the cache.",
                                        format_bytes(r.written_bytes), format_mib_s(first.initial_mib_s));
        spdlog::warn("Cache recovery: {}", r.recovery_reason);
        return;
    }
    const int n = static_cast<int>(req.rest_s.size());
    for (int i = 0; i < n; ++i) {
        rest_idle(bench, req.rest_s[static_cast<std::size_t>(i)], i, n);
        RecoveryRest rest;
        rest.rest_s = req.rest_s[static_cast<std::size_t>(i)];
        const PhaseRef phase = sustained_phase(PhaseKind::CacheRecovery, i, n);
        Stretch s;
        with_writer(bench, req, r, bench.seed() + static_cast<std::uint64_t>(i) + 1, [&](auto& writer) {
            s = write_stretch(
                writer, bench, phase, req, first.bytes.value_or(r.amount_bytes), rest.samples,
                [&](const std::vector<SustainedSample>& samples) { return analyze_recovery(samples, first).fell; });
        });
        rest.idle_s = static_cast<double>(s.t0_ns - last_end_ns) / 1e9;
        rest.written_bytes = s.written;
        rest.seconds = static_cast<double>(s.end_ns - s.t0_ns) / 1e9;
        r.rests.push_back(std::move(rest));
        DirectFile& file = bench.file().file;
        check_stop(s.stop, s.error, r, file.path().string(), s.written);
        last_end_ns = flush_file(file, r.partial, "after the writes that followed a rest");
        ProgressEvent done;
        done.phase = phase;
        done.kind = ProgressEvent::Kind::PhaseFinished;
        done.fraction = 1;
        bench.report(done);
        if (r.partial)
            return;
    }
}

std::string amount_rule(const SustainedRequest& req)
{
    if (req.amount_bytes)
        return size_label(req.amount_bytes);
    return fmt::format("{:g}% of the free space, leaving at least {}", req.amount_percent,
                       format_bytes(kSustainedReserve));
}

}  // namespace

SustainedResult run_sustained(const SustainedRequest& req, const RunEnv& env)
{
    SustainedResult result = run_benchmark<SustainedResult>(req, env, [&](Bench& bench, SustainedResult& r) {
        TestFile& f = bench.file();
        r.amount_bytes = f.bytes;
        r.amount_rule = amount_rule(req);
        r.block_bytes = static_cast<std::uint32_t>(req.block_bytes);
        r.queue_depth = req.queue_depth;
        r.sample_ms = req.sample_ms;
        r.free_bytes_before = bench.free_bytes();
        r.rests_asked_s = req.rest_s;
        bench.sample_temperature_every(req.sample_ms);
        // The file gets its size up front, without its space (sparse): writes
        // that extend a file are serialized by the filesystem (ext4 takes the
        // inode lock for each), which would cap any queue depth at one.
        std::error_code ec;
        std::filesystem::resize_file(f.file.path(), f.bytes, ec);
        if (ec)
            spdlog::warn("could not set the size of '{}' ({}); the writes extend it", f.file.path().string(),
                         ec.message());
        std::int64_t end_ns = 0;
        with_writer(bench, req, r, bench.seed(), [&](auto& writer) { end_ns = write_all(writer, bench, r, req); });
        if (!req.rest_s.empty())
            recover(bench, r, req, end_ns);
    });
    if (result.partial)
        throw PartialResult(ErrorKind::NoSpace, result.partial_reason, to_json(result));
    return result;
}

std::vector<double> parse_rests(const std::string& text)
{
    std::vector<double> out;
    for (std::string item : split_list(text)) {
        std::erase(item, ' ');  // "30s, 2m" as typed in a dialog
        out.push_back(parse_seconds(item));
    }
    if (out.empty() || out.size() > kMaxRests)
        throw Error(ErrorKind::InvalidInput, fmt::format("--rest takes 1 to {} rests, e.g. 30s,2m,10m", kMaxRests));
    return out;
}

std::vector<Option<SustainedRequest>> SustainedRequest::options()
{
    auto o = common_options<R>();
    o.push_back({{"--amount", "SIZE|PCT%", "how much to write: a size, or a share of the free space", "85%"},
                 [](R& r, const std::string& v) {
                     if (!v.empty() && v.back() == '%') {
                         r.amount_bytes = 0;
                         r.amount_percent = parse_number(v.substr(0, v.size() - 1), "amount percent");
                         if (!(r.amount_percent > 0 && r.amount_percent <= 100))
                             throw Error(ErrorKind::InvalidInput,
                                         "--amount in percent must be more than 0 and at most 100%");
                     } else {
                         r.amount_bytes = detail::parse_size_at_least("--amount", v, kMinTestSize);
                     }
                 }});
    o.push_back(size_option<R>("--block", &R::block_bytes, 4096, "size of each write, a multiple of 4KiB"));
    o.push_back(count_option<R>("--qd", "N", &R::queue_depth, 1, kMaxQueueDepth, "queue depth",
                                "writes in flight (1: TechPowerUp's method; 32 with --block 128KiB: AnandTech's)"));
    o.push_back(count_option<R>("--sample-ms", "N", &R::sample_ms, 100, 60000, "sample interval",
                                "milliseconds between samples"));
    o.push_back({{"--rest", "LIST",
                  "cache recovery: write until the cache is found full, then for each rest (30s,2m,10m) stay idle "
                  "that long and write again until the speed falls; reports what each rest brought back",
                  ""},
                 [](R& r, const std::string& v) { r.rest_s = parse_rests(v); }});
    return o;
}

}  // namespace sm
