#include "run/sustained.h"

#include "io/async_queue.h"
#include "run/sustained_writer.h"
#include "util/error.h"
#include "util/limits.h"
#include "util/units.h"

#include <filesystem>
#include <fmt/format.h>
#include <spdlog/spdlog.h>
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
}

int SustainedRequest::phase_count() const { return 1; }

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

PhaseRef sustained_phase()
{
    PhaseRef p;
    p.kind = PhaseKind::SustainedWrite;
    p.write = true;
    p.step = 0;
    return p;
}

// How the writing ended: Done, or a full disk (partial); anything else throws.
void check_stop(WriteStop stop, int err, SustainedResult& r, const std::string& path)
{
    if (stop == WriteStop::Cancelled)
        throw Error(ErrorKind::Cancelled, "The run was aborted; the test folder has been removed.");
    if (stop != WriteStop::Failed)
        return;
    if (classify_io_error(err) == IoFailure::NoSpace) {
        r.partial = true;
        r.partial_reason = fmt::format("The disk became full after {} of the sustained write to '{}'. The samples "
                                       "taken so far are kept as a partial result. Free some space or choose a "
                                       "smaller --amount.",
                                       format_bytes(r.written_bytes), path);
        return;
    }
    throw Error(ErrorKind::Io,
                fmt::format("I/O error during the sustained write at offset {} of '{}': {}. The drive "
                            "may be failing or was removed; check the system log (dmesg).",
                            r.written_bytes, path, errno_text(err)));
}

template <class Writer>
void write_all(Writer& writer, Bench& bench, SustainedResult& r, const SustainedRequest& req)
{
    ProgressEvent ev;
    ev.phase = sustained_phase();
    ev.kind = ProgressEvent::Kind::PhaseStarted;
    bench.report(ev);
    std::int64_t t0 = 0;
    const auto on_sample = [&](SustainedSample s) {
        s.temperature_c = bench.temperature_now();
        const double dt = s.t_s - (r.samples.empty() ? 0.0 : r.samples.back().t_s);
        const std::uint64_t bytes = s.written_bytes - (r.samples.empty() ? 0 : r.samples.back().written_bytes);
        r.samples.push_back(s);
        ProgressEvent p = ev;
        p.kind = ProgressEvent::Kind::PhaseProgress;
        p.fraction = static_cast<double>(s.written_bytes) / static_cast<double>(r.amount_bytes);
        p.done_bytes = s.written_bytes;
        p.eta_s = p.fraction > 0 ? s.t_s / p.fraction - s.t_s : 0;
        Measurement m;
        m.bytes = bytes;
        m.ios = (bytes + r.block_bytes - 1) / r.block_bytes;
        m.elapsed_s = dt;
        m.block_bytes = r.block_bytes;
        m.queue_depth = r.queue_depth;
        p.interval = m;
        bench.report(p);
    };
    const WriteStop stop = write_sampled<WriterClock>(writer, static_cast<std::int64_t>(req.sample_ms) * 1000000,
                                                      bench.cancel(), on_sample, t0);
    r.written_bytes = writer.written();
    r.engine = writer.engine();
    DirectFile& file = bench.file().file;
    check_stop(stop, writer.error(), r, file.path().string());
    const std::int64_t flush_start = WriterClock::now_ns();
    const int rc = file.flush();
    const std::int64_t end = WriterClock::now_ns();
    if (rc < 0 && !r.partial)
        throw Error(ErrorKind::Io,
                    fmt::format("Flushing '{}' to the drive failed at the end of the sustained write: "
                                "{}. The drive may be failing; check the system log.",
                                file.path().string(), errno_text(-rc)));
    r.flush_s = static_cast<double>(end - flush_start) / 1e9;
    r.total_s = static_cast<double>(end - t0) / 1e9;
    ProgressEvent done = ev;
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
        bench.sample_temperature_every(req.sample_ms);
        // The file gets its size up front, without its space (sparse): writes
        // that extend a file are serialized by the filesystem (ext4 takes the
        // inode lock for each), which would cap any queue depth at one.
        std::error_code ec;
        std::filesystem::resize_file(f.file.path(), f.bytes, ec);
        if (ec)
            spdlog::warn("could not set the size of '{}' ({}); the writes extend it", f.file.path().string(),
                         ec.message());
        const std::size_t align = f.memory_alignment;
        if (req.queue_depth > 1) {
            QueuedWriter queued(f.file, f.bytes, r.block_bytes, align, bench.seed(), req.queue_depth);
            if (queued.ok())
                return write_all(queued, bench, r, req);
        }
        // Queue depth 1, or no asynchronous queue on this system: one write at a time.
        SequentialWriter<DirectFile> writer(f.file, f.bytes, r.block_bytes, align, bench.seed());
        write_all(writer, bench, r, req);
        if (req.queue_depth > 1)
            r.engine = "psync (no asynchronous queue here: queue depth 1)";
    });
    if (result.partial)
        throw PartialResult(ErrorKind::NoSpace, result.partial_reason, to_json(result));
    return result;
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
    return o;
}

}  // namespace sm
