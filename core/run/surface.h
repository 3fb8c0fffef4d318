#pragma once
// HD Tach-style surface scan: read throughput at N evenly spaced points
// across the whole block device when it opens read-only with direct I/O
// (never for writing), else across a test file of the given size; plus an
// access-time scatter (random reads of one block around each point).
#include "result/surface_result.h"
#include "run/command.h"
#include "run/pipeline.h"

namespace sm {

struct SurfaceRequest : CommonRequest {
    unsigned points = 100;
    std::uint64_t chunk_bytes = 8ull << 20;  // read sequentially at each point, 1 MiB blocks, QD1
    unsigned access_reads = 16;              // random one-block reads within each point's chunk
    bool use_device = true;                  // false: always the test file
    std::uint64_t file_bytes = 1024ull * 1024 * 1024;

    // plan(): nothing up front; the test file is made only when the device cannot be read.
    SM_BENCHMARK_REQUEST(SurfaceRequest);
    static constexpr CommandText kCommand{
        "surface", "read speed and access time across the whole drive",
        "read speed at evenly spaced points across the whole device (opened read-only, never written), else "
        "across a test file; plus access time"};
};

// Progress: per point a phase (PhaseKind::SurfacePoint, step of steps).
// Throws Error like run_suite; a test folder, if used, is gone afterwards.
SurfaceResult run_surface(const SurfaceRequest& request, const RunEnv& env);

}  // namespace sm
