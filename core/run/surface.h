#pragma once
// HD Tach-style surface scan: read throughput at N evenly spaced points
// across the whole block device when it opens read-only with direct I/O
// (never for writing), else across a test file of the given size; plus an
// access-time scatter (random reads of one block around each point).
#include "device/device_info.h"
#include "result/measurement.h"
#include "run/progress.h"
#include "util/cancel.h"

#include <cstdint>
#include <filesystem>
#include <string>
#include <vector>

namespace sm {

struct SurfaceRequest {
    std::filesystem::path target;
    unsigned points = 100;
    std::uint64_t chunk_bytes = 8ull << 20;  // read sequentially at each point, 1 MiB blocks, QD1
    unsigned access_reads = 16;              // random one-block reads within each point's chunk
    bool use_device = true;                  // false: always the test file
    std::uint64_t file_bytes = 1024ull * 1024 * 1024;
    bool allow_buffered = false;
    std::string app_version;
};

struct SurfacePoint {
    double position = 0;  // 0..1 of the span
    std::uint64_t offset = 0;
    Measurement read;
    Measurement access;
    double mb_s() const noexcept { return read.mb_s(); }
};

struct SurfaceResult {
    static constexpr const char* kSchema = "solidmark.surface/1";
    std::string app_version, started_at, target;
    DeviceInfo device;
    std::string span;       // "device" or "file"
    std::string span_note;  // which device, or why the file
    std::uint64_t span_bytes = 0;
    std::uint64_t chunk_bytes = 0;
    bool buffered = false;
    std::vector<SurfacePoint> points;
    double min_mb_s() const noexcept;
    double avg_mb_s() const noexcept;
    double max_mb_s() const noexcept;
};

// Progress: per point a read and an access phase (step = point index).
// Throws Error like run_suite; a test folder, if used, is gone afterwards.
SurfaceResult run_surface(const SurfaceRequest& request, const CancelToken& cancel, const ProgressFn& progress = {});

std::string to_json_text(const SurfaceResult& r);
std::string csv_report(const SurfaceResult& r);
std::string console_table(const SurfaceResult& r);

}  // namespace sm
