#include "run/compression.h"

#include "run/phase.h"
#include "result/run_result.h"
#include "util/error.h"
#include "util/units.h"

#include <chrono>
#include <fmt/format.h>

namespace sm {

std::uint64_t compression_region_bytes(std::uint64_t size_bytes) noexcept
{
    const std::uint64_t region = size_bytes / kCompressionPoints / MiB * MiB;
    return std::max(region, kCompressionMinRegion);
}

DataSpec compression_data(int percent) noexcept
{
    DataSpec d;
    d.mode = DataSpec::Mode::Compressible;
    d.zero_percent = percent;
    return d;
}

CompressionResult run_compression(const CompressionRequest& req, const CancelToken& cancel,
                                  const ProgressFn& progress)
{
    const auto run_start = std::chrono::steady_clock::now();
    if (req.size_bytes < kCompressionMinRegion)
        throw Error(ErrorKind::InvalidInput, fmt::format("The test size {} is too small: use at least 16MiB.",
                                                         format_bytes(req.size_bytes)));
    CompressionResult result;
    result.app_version = req.app_version;
    result.started_at = iso8601_now();
    std::error_code ec;
    const std::filesystem::path target = std::filesystem::absolute(req.target, ec);
    result.target = target.string();
    result.size_bytes = req.size_bytes;
    result.region_bytes = compression_region_bytes(req.size_bytes);
    const std::uint64_t file_bytes = result.region_bytes * kCompressionPoints;

    TestFile test = open_test_file(target, file_bytes, req.allow_buffered, req.app_version, progress);
    result.buffered = test.buffered;
    result.alignment_source = test.file.alignment().source;
    result.device = query_device_info(target);

    const std::uint64_t seed = fresh_seed();
    for (int i = 0; i < kCompressionPoints; ++i) {
        CompressionPoint point;
        point.percent = i * 10;
        for (bool write : {true, false}) {
            Workload w;
            w.direction = write ? Direction::Write : Direction::Read;
            w.block_bytes = kCompressionBlock;
            w.random = false;
            w.span_begin = result.region_bytes * static_cast<std::uint64_t>(i);
            w.span_end = w.span_begin + result.region_bytes;
            w.max_bytes = result.region_bytes;
            w.alignment = test.memory_alignment;
            w.seed = seed + static_cast<std::uint64_t>(i) * 0x1000193ULL;
            w.data = compression_data(point.percent);

            ProgressEvent ev;
            ev.step = i;
            ev.write = write;
            ev.text = fmt::format("{}% {}", point.percent, write ? "write" : "read");
            const Measurement m = measure_reported_phase(test.file, w, ev, "compression " + ev.text, cancel,
                                                         progress, run_start);
            (write ? point.write : point.read) = m;
        }
        result.points.push_back(point);
    }
    report_status(progress, "Removing the test folder");
    test.remove();
    return result;
}

}  // namespace sm
