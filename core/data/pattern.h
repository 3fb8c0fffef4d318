#pragma once
// Write data (docs/methodology.md §5, §6).
//
// Incompressible: every block handed out is random and unique to the
// device. A pool of random bytes is generated before any timer starts; each
// call picks a random aligned window of it and stamps a unique 64-bit value
// into every 4 KiB chunk (every block, if smaller). A controller compresses
// and dedups per page, so each page it sees is random and unlike any other
// (docs/methodology.md §5: "a pre-generated pool with per-block stamping").
// Stamping costs a few stores per 4 KiB, so the generator is never the
// bottleneck (tests print its rate) and a write costs no more CPU than fio's.
// Nothing else is regenerated per block: at queue depth 1 that work would sit
// in series with the device and lower the figure it measures.
//
// Compressible: within each 4 KiB chunk the leading random_percent % of the
// bytes are random and the rest are zero (random_percent 0 = all zeros).
#include "io/aligned_buffer.h"

#include <cstddef>
#include <cstdint>
#include <span>
#include <string>

namespace sm {

// splitmix64: small, fast, statistically solid; enough for offsets and
// filler bytes.
class Rng {
public:
    explicit Rng(std::uint64_t seed) noexcept : m_state(seed) { }
    std::uint64_t next() noexcept
    {
        std::uint64_t z = (m_state += 0x9e3779b97f4a7c15ULL);
        z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9ULL;
        z = (z ^ (z >> 27)) * 0x94d049bb133111ebULL;
        return z ^ (z >> 31);
    }
    // Uniform in [0, n), n > 0: the high half of next() * n (multiply-shift,
    // no division), computed portably from 32-bit halves.
    std::uint64_t below(std::uint64_t n) noexcept
    {
        const std::uint64_t a = next();
        const std::uint64_t a_lo = a & 0xffffffffULL, a_hi = a >> 32;
        const std::uint64_t n_lo = n & 0xffffffffULL, n_hi = n >> 32;
        const std::uint64_t p0 = a_lo * n_lo, p1 = a_lo * n_hi, p2 = a_hi * n_lo, p3 = a_hi * n_hi;
        const std::uint64_t mid = (p0 >> 32) + (p1 & 0xffffffffULL) + (p2 & 0xffffffffULL);
        return p3 + (p1 >> 32) + (p2 >> 32) + (mid >> 32);
    }

private:
    std::uint64_t m_state;
};

// A seed that differs per run and per thread.
std::uint64_t fresh_seed() noexcept;

struct DataSpec {
    enum class Mode { Incompressible, Compressible };
    Mode mode = Mode::Incompressible;
    int zero_percent = 100;  // compressible only: share of zero bytes, 0..100

    int random_percent() const { return mode == Mode::Incompressible ? 100 : 100 - zero_percent; }
    std::string label() const;  // "incompressible", "compressible:100"
    // Parses "incompressible", "compressible", "compressible:PCT". Throws Error(InvalidInput).
    static DataSpec parse(std::string_view text);
};

inline constexpr std::size_t kPatternChunk = 4096;

// Number of random bytes at the head of a chunk of `chunk_bytes` bytes.
std::size_t random_head_bytes(std::size_t chunk_bytes, int random_percent) noexcept;

// Fills `out` chunk by chunk (4 KiB, or the whole span if smaller): random
// head of random_percent %, zero tail.
void fill_pattern(std::span<std::byte> out, int random_percent, Rng& rng) noexcept;

class PatternSource {
public:
    // Pool::None: no pool, for a user that only primes and restamps its own
    // buffers (the engine's queue slots); next() is then not available. It
    // saves the pool: the block plus 1-16 MiB per writing thread.
    enum class Pool { Allocate, None };
    PatternSource(const DataSpec& spec, std::size_t block_bytes, std::size_t alignment, std::uint64_t seed,
                  Pool pool = Pool::Allocate);

    // A block of block_bytes() bytes, aligned for direct I/O, valid until
    // the next call. Not thread-safe: one source per thread. Needs a pool.
    std::byte* next() noexcept;
    std::size_t block_bytes() const noexcept { return m_block; }

    // For a buffer the source does not own (a queue slot whose request may
    // still be in flight while the next block is made): prime() fills it
    // once with the pattern (random heads, zero tails per 4 KiB chunk, as
    // the pool), then restamp() before each write gives it the same
    // per-chunk stamps as next(), in place: no copy of the whole block per
    // write.
    void prime(std::byte* dst, std::size_t len) noexcept;
    void restamp(std::byte* p, std::size_t len) noexcept;

private:
    AlignedBuffer m_pool;
    std::size_t m_block;
    int m_random_percent = 100;
    std::size_t m_step;
    std::size_t m_positions;
    std::size_t m_chunk;
    std::size_t m_head;
    Rng m_rng;
    std::uint64_t m_counter;
};

}  // namespace sm
