#pragma once
// The compression benchmark (docs/methodology.md §6): how a drive's speed depends on how
// compressible the data is. Eleven points, 0 % to 100 % in 10 % steps; in
// each 4 KiB chunk the leading (100 - c) % is random and the rest zero. Each
// point writes, then reads, its own region of one unbuffered test file:
// sequential, 1 MiB blocks, QD1.
#include "data/pattern.h"
#include "result/compression_result.h"
#include "run/command.h"
#include "run/pipeline.h"

namespace sm {

struct CompressionRequest : CommonRequest {
    std::uint64_t size_bytes = 1024ull * 1024 * 1024;  // test size; each point gets size / 11

    SM_BENCHMARK_REQUEST(CompressionRequest);
    static constexpr CommandText kCommand{
        "compression", "speed by compressibility of the data, 0 % to 100 % zeros",
        "11 points from 0 % to 100 % compressible (share of zero bytes in each 4 KiB) in 10 % steps; each point "
        "writes then reads its own region (test size / 11, at least 16MiB) sequentially, 1 MB blocks, QD1, "
        "unbuffered"};
};

// The data of a point: compressible with `percent` % zero bytes per chunk.
DataSpec compression_data(int percent) noexcept;

// Progress: a phase per point and direction (PhaseKind::CompressionPoint).
// Throws Error like run_suite; the test folder is gone when it returns or throws.
CompressionResult run_compression(const CompressionRequest& request, const RunEnv& env);

}  // namespace sm
