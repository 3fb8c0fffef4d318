#pragma once
// The compression benchmark (SPEC §6): how a drive's speed depends on how
// compressible the data is. Eleven points, 0 % to 100 % in 10 % steps; in
// each 4 KiB chunk the leading (100 - c) % is random and the rest zero. Each
// point writes, then reads, its own region of one unbuffered test file:
// sequential, 1 MiB blocks, QD1.
#include "device/device_info.h"
#include "run/progress.h"
#include "util/cancel.h"

#include <cstdint>
#include <filesystem>
#include <string>
#include <vector>

namespace sm {

inline constexpr int kCompressionPoints = 11;
inline constexpr std::uint32_t kCompressionBlock = 1024u * 1024;
inline constexpr std::uint64_t kCompressionMinRegion = 16ull * 1024 * 1024;

struct CompressionRequest {
    std::filesystem::path target;
    std::uint64_t size_bytes = 1024ull * 1024 * 1024;  // test size; each point gets size / 11
    bool allow_buffered = false;
    std::string app_version;
};

struct CompressionPoint {
    int percent = 0;  // compressibility: share of zero bytes in each 4 KiB chunk
    Measurement write;
    Measurement read;
};

struct CompressionResult {
    static constexpr const char* kSchema = "solidmark.compression/1";

    std::string app_version;
    std::string started_at;
    std::string target;
    std::uint64_t size_bytes = 0;    // test size asked for
    std::uint64_t region_bytes = 0;  // per point
    DeviceInfo device;
    bool buffered = false;
    std::string alignment_source;
    std::vector<CompressionPoint> points;
};

// size / 11, rounded down to 1 MiB, at least 16 MiB.
std::uint64_t compression_region_bytes(std::uint64_t size_bytes) noexcept;
// The data of a point: compressible with `percent` % zero bytes per chunk.
DataSpec compression_data(int percent) noexcept;

// Progress: PhaseStarted/Progress/Finished per point and direction, with
// step = point index (0..10) and text "40% write". Throws Error like
// run_suite; the test folder is gone when it returns or throws.
CompressionResult run_compression(const CompressionRequest& request, const CancelToken& cancel,
                                  const ProgressFn& progress = {});

}  // namespace sm
