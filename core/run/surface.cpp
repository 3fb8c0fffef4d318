#include "run/surface.h"

#include "util/limits.h"
#include "util/error.h"
#include "util/units.h"

#include <algorithm>
#include <chrono>
#include <fmt/format.h>

namespace sm {

void SurfaceRequest::validate() const
{
    if (points < kMinSurfacePoints || points > kMaxSurfacePoints)
        throw Error(ErrorKind::InvalidInput,
                    fmt::format("The number of points must be from {} to {}.", kMinSurfacePoints, kMaxSurfacePoints));
    if (chunk_bytes < kToolBlock || chunk_bytes % kToolBlock != 0 || chunk_bytes > kMaxSurfaceChunk)
        throw Error(ErrorKind::InvalidInput, "The chunk per point must be whole MiB from 1MiB to 1GiB.");
    if (access_reads < 1 || access_reads > kMaxAccessReads)
        throw Error(ErrorKind::InvalidInput,
                    fmt::format("The access reads per point must be from 1 to {}.", kMaxAccessReads));
}

int SurfaceRequest::phase_count() const { return static_cast<int>(points); }

AreaPlan SurfaceRequest::plan(std::uint64_t) const
{
    AreaPlan p;
    p.folder = false;
    p.fill = false;
    return p;
}

namespace {

struct Span {
    DirectFile* file = nullptr;
    std::size_t mem_align = kBufferAlignment;
    std::uint32_t off_align = 512;
};

// The whole device when it opens read-only; else a filled test file.
Span open_span(const SurfaceRequest& req, Bench& bench, SurfaceResult& r, DirectFile& device)
{
    if (req.use_device) {
        device = bench.open_device(req.chunk_bytes * 2, r.span_note);
    } else {
        r.span_note = "the test file was asked for";
        bench.no_device(r.span_note);
    }
    if (device.is_open()) {
        r.span = "device";
        r.span_bytes = static_cast<std::uint64_t>(device.size_bytes());
        return {&device, std::max<std::size_t>(device.alignment().memory, kBufferAlignment),
                std::max<std::uint32_t>(device.alignment().offset, 512)};
    }
    r.span = "file";
    const std::uint64_t bytes = std::max(req.file_bytes, req.chunk_bytes * 2) / kToolBlock * kToolBlock;
    TestFile& test = bench.open_file(bytes);
    r.span_bytes = bytes;
    return {&test.file, test.memory_alignment, std::max<std::uint32_t>(test.offset_alignment, 512)};
}

}  // namespace

SurfaceResult run_surface(const SurfaceRequest& req, const RunEnv& env)
{
    return run_benchmark<SurfaceResult>(req, env, [&](Bench& bench, SurfaceResult& r) {
        r.chunk_bytes = req.chunk_bytes;
        DirectFile device;
        const Span span = open_span(req, bench, r, device);
        // Points start on a page boundary, not a whole MiB: with more points
        // than MiB in the span they would otherwise pile up on the same offsets.
        const std::uint64_t step_align = std::max<std::uint64_t>(span.off_align, 4096);
        const std::uint64_t usable = (r.span_bytes - req.chunk_bytes) / step_align * step_align;
        for (unsigned i = 0; i < req.points; ++i) {
            SurfacePoint p;
            p.offset = usable * i / (req.points - 1) / step_align * step_align;
            p.position = static_cast<double>(p.offset) / static_cast<double>(r.span_bytes);
            Workload w = bench.workload(Direction::Read, kToolBlock, false, i);
            w.span_begin = p.offset;
            w.span_end = p.offset + req.chunk_bytes;
            w.max_bytes = req.chunk_bytes;
            w.alignment = span.mem_align;
            PhaseRef phase;
            phase.kind = PhaseKind::SurfacePoint;
            phase.step = static_cast<int>(i);
            phase.steps = static_cast<int>(req.points);
            p.read = bench.measure(w, phase, span.file);
            Workload a = w;
            a.block_bytes = span.off_align;
            a.random = true;
            a.max_bytes = static_cast<std::uint64_t>(req.access_reads) * span.off_align;
            a.seed = 0x5eed + i;
            p.access = bench.measure_quiet(a, phase, span.file);
            p.access_ms = p.access->access_ms();
            r.points.push_back(p);
        }
    });
}

std::vector<Option<SurfaceRequest>> SurfaceRequest::options()
{
    auto o = common_options<R>();
    o.push_back(count_option<R>("--points", "N", &R::points, kMinSurfacePoints, kMaxSurfacePoints, "number of points",
                                "points across the span"));
    o.push_back(size_option<R>("--chunk", &R::chunk_bytes, 0, "read at each point, 1 MiB blocks, QD1"));
    o.push_back({{"--file", "", "use a test file even where the device opens", ""},
                 [](R& r, const std::string&) { r.use_device = false; }});
    o.push_back(authorize_option<R>());
    o.push_back(size_option<R>("--size", &R::file_bytes, 0, "the test file's size when one is used"));
    return o;
}

}  // namespace sm
