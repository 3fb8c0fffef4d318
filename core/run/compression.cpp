#include "run/compression.h"

#include "util/error.h"
#include "util/limits.h"
#include "util/units.h"

#include <fmt/format.h>

namespace sm {

DataSpec compression_data(int percent) noexcept
{
    DataSpec d;
    d.mode = DataSpec::Mode::Compressible;
    d.zero_percent = percent;
    return d;
}

void CompressionRequest::validate() const
{
    if (size_bytes < kMinTestSize)
        throw Error(ErrorKind::InvalidInput,
                    fmt::format("The test size {} is too small: use at least 16MiB.", format_bytes(size_bytes)));
}

int CompressionRequest::phase_count() const { return 2 * kCompressionPoints; }

AreaPlan CompressionRequest::plan(std::uint64_t) const
{
    AreaPlan p;
    p.file_bytes = compression_region_bytes(size_bytes) * kCompressionPoints;
    p.fill = false;  // each point writes its region before reading it
    // Windows without SE_MANAGE_VOLUME_NAME (docs/methodology.md §29): each
    // point's timed write would extend the valid data length; written once first.
    p.unprepared = WhenUnprepared::WriteFirst;
    return p;
}

CompressionResult run_compression(const CompressionRequest& req, const RunEnv& env)
{
    return run_benchmark<CompressionResult>(req, env, [&](Bench& bench, CompressionResult& r) {
        r.size_bytes = req.size_bytes;
        r.region_bytes = compression_region_bytes(req.size_bytes);
        for (int i = 0; i < kCompressionPoints; ++i) {
            CompressionPoint point;
            point.percent = i * 10;
            for (bool write : {true, false}) {
                Workload w = bench.workload(write ? Direction::Write : Direction::Read, kCompressionBlock, false,
                                            static_cast<std::uint64_t>(i));
                w.span_begin = r.region_bytes * static_cast<std::uint64_t>(i);
                w.span_end = w.span_begin + r.region_bytes;
                w.max_bytes = r.region_bytes;
                w.data = compression_data(point.percent);
                PhaseRef phase;
                phase.kind = PhaseKind::CompressionPoint;
                phase.step = i;
                phase.steps = kCompressionPoints;
                phase.value = static_cast<std::uint64_t>(point.percent);
                phase.write = write;
                (write ? point.write : point.read) = bench.measure(w, phase);
            }
            r.points.push_back(point);
        }
    });
}

std::vector<Option<CompressionRequest>> CompressionRequest::options()
{
    auto o = common_options<R>();
    o.push_back(size_option<R>("--size", &R::size_bytes, kMinTestSize, "test size; each point gets a share"));
    return o;
}

}  // namespace sm
