#include "run/sweep.h"

#include "util/limits.h"
#include "util/error.h"
#include "util/units.h"

#include <chrono>
#include <fmt/format.h>

namespace sm {

namespace {

bool power_of_two(std::uint64_t v) { return v && (v & (v - 1)) == 0; }

std::uint32_t parse_block(const std::string& option, const std::string& v)
{
    const std::uint64_t b = parse_size(v);
    if (!power_of_two(b) || b < kSweepMinBlock || b > kSweepMaxBlock)
        throw Error(ErrorKind::InvalidInput, fmt::format("{} must be a power of two from 512B to 64MiB", option));
    return static_cast<std::uint32_t>(b);
}

}  // namespace

void SweepRequest::validate() const
{
    if (!power_of_two(min_block) || !power_of_two(max_block) || min_block < kSweepMinBlock ||
        max_block > kSweepMaxBlock || min_block > max_block)
        throw Error(ErrorKind::InvalidInput, "Sweep sizes must be powers of two from 512 B to 64 MiB, smallest first.");
    if (size_bytes < kMinTestSize || size_bytes < 2ull * max_block)
        throw Error(ErrorKind::InvalidInput,
                    fmt::format("The test size {} is too small: use at least 16MiB and twice the largest block.",
                                format_bytes(size_bytes)));
    if (queue_depth < 1 || queue_depth > kMaxQueueDepth)
        throw Error(ErrorKind::InvalidInput, fmt::format("The queue depth must be from 1 to {}.", kMaxQueueDepth));
    if (!(seconds > 0) || seconds > kMaxPassSeconds)
        throw Error(ErrorKind::InvalidInput, "The seconds per size must be more than 0 and at most 3600.");
}

AreaPlan SweepRequest::plan(std::uint64_t) const
{
    // Filled first: a timed write step may cover only part of the span, and
    // the read step must not then read space that was never written (on
    // Linux unwritten extents read as zeros without touching the device;
    // on Windows they lie past the valid data and read as end of file).
    AreaPlan p;
    p.file_bytes = size_bytes / kSizeGranularity * kSizeGranularity;
    return p;
}

int SweepRequest::phase_count() const
{
    int n = 0;
    for (std::uint64_t b = min_block; b <= max_block && b; b *= 2)
        n += 2;
    return n;
}

SweepResult run_sweep(const SweepRequest& req, const RunEnv& env)
{
    return run_benchmark<SweepResult>(req, env, [&](Bench& bench, SweepResult& r) {
        r.queue_depth = req.queue_depth;
        r.seconds = req.seconds;
        r.size_bytes = bench.file().bytes;
        const std::uint32_t align = bench.file().offset_alignment;
        int index = 0;
        for (std::uint64_t b = req.min_block; b <= req.max_block; b *= 2) {
            const auto block = static_cast<std::uint32_t>(b);
            if (block % align != 0) {
                r.notes.push_back(fmt::format("{} skipped: the target's direct I/O needs {}-byte alignment",
                                              format_bytes(block), align));
                continue;
            }
            SweepPoint p;
            p.block_bytes = block;
            for (bool write : {true, false}) {  // write first: the reads then read what was just written
                Workload w = bench.workload(write ? Direction::Write : Direction::Read, block, false, b);
                w.queue_depth = req.queue_depth;
                w.queue_engine = req.engine;
                w.max_seconds = req.seconds;
                PhaseRef phase;
                phase.kind = PhaseKind::SweepBlock;
                phase.value = block;
                phase.write = write;
                phase.step = index;
                (write ? p.write : p.read) = bench.measure(w, phase);
            }
            r.points.push_back(p);
            ++index;
        }
        r.engine = bench.engines();
    });
}

std::vector<Option<SweepRequest>> SweepRequest::options()
{
    auto o = common_options<R>();
    o.push_back({{"--from", "SIZE", "smallest block", "512B"},
                 [](R& r, const std::string& v) { r.min_block = parse_block("--from", v); }});
    o.push_back({{"--to", "SIZE", "largest block", "64MiB"},
                 [](R& r, const std::string& v) { r.max_block = parse_block("--to", v); }});
    o.push_back(count_option<R>("--qd", "N", &R::queue_depth, 1, kMaxQueueDepth, "queue depth", "queue depth"));
    o.push_back(seconds_option<R>("--seconds", &R::seconds, "time bound per size and direction"));
    o.push_back(size_option<R>("--size", &R::size_bytes, 0, "test file size"));
    o.push_back(engine_option<R>());
    return o;
}

}  // namespace sm
