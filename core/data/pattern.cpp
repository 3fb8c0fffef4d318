#include "data/pattern.h"

#include "util/error.h"
#include "util/units.h"

#include <algorithm>
#include <chrono>
#include <cstring>
#include <fmt/format.h>
#include <random>
#include <thread>

namespace sm {

std::uint64_t fresh_seed() noexcept
{
    static std::atomic<std::uint64_t> counter{0};
    std::uint64_t s = static_cast<std::uint64_t>(std::chrono::high_resolution_clock::now().time_since_epoch().count());
    s ^= std::hash<std::thread::id>{}(std::this_thread::get_id()) * 0x9e3779b97f4a7c15ULL;
    s += counter.fetch_add(0x632be59bd9b4e019ULL, std::memory_order_relaxed);
    try {
        std::random_device rd;
        s ^= (static_cast<std::uint64_t>(rd()) << 32) | rd();
    } catch (...) {
    }
    return s;
}

std::string DataSpec::label() const
{
    if (mode == Mode::Incompressible)
        return "incompressible";
    return fmt::format("compressible:{}", zero_percent);
}

DataSpec DataSpec::parse(std::string_view text)
{
    DataSpec spec;
    if (text == "incompressible")
        return spec;
    spec.mode = Mode::Compressible;
    if (text == "compressible")
        return spec;
    constexpr std::string_view prefix = "compressible:";
    if (text.substr(0, prefix.size()) == prefix) {
        std::string_view pct = text.substr(prefix.size());
        if (!pct.empty() && pct.back() == '%')
            pct.remove_suffix(1);
        spec.zero_percent = static_cast<int>(parse_int(pct, 0, 100, "share of zero bytes"));
        return spec;
    }
    throw Error(ErrorKind::InvalidInput,
                fmt::format("invalid data mode '{}': use incompressible, compressible or compressible:PCT "
                            "(PCT = share of zero bytes, 0-100)",
                            text));
}

std::size_t random_head_bytes(std::size_t chunk_bytes, int random_percent) noexcept
{
    const int pct = std::clamp(random_percent, 0, 100);
    return (chunk_bytes * static_cast<std::size_t>(pct) + 50) / 100;
}

void fill_pattern(std::span<std::byte> out, int random_percent, Rng& rng) noexcept
{
    const std::size_t chunk = std::min(kPatternChunk, out.size());
    if (chunk == 0)
        return;
    const std::size_t head = random_head_bytes(chunk, random_percent);
    for (std::size_t at = 0; at < out.size(); at += chunk) {
        const std::size_t len = std::min(chunk, out.size() - at);
        const std::size_t h = std::min(head, len);
        std::byte* p = out.data() + at;
        std::size_t i = 0;
        for (; i + 8 <= h; i += 8) {
            const std::uint64_t r = rng.next();
            std::memcpy(p + i, &r, 8);
        }
        if (i < h) {
            const std::uint64_t r = rng.next();
            std::memcpy(p + i, &r, h - i);
        }
        std::memset(p + h, 0, len - h);
    }
}

PatternSource::PatternSource(const DataSpec& spec, std::size_t block_bytes, std::size_t alignment, std::uint64_t seed,
                             Pool pool)
    : m_block(block_bytes), m_random_percent(spec.random_percent()), m_rng(seed),
      m_counter(seed * 0x9e3779b97f4a7c15ULL)
{
    m_step = std::max<std::size_t>(kPatternChunk, alignment);
    m_chunk = std::min(kPatternChunk, block_bytes);
    m_head = random_head_bytes(m_chunk, m_random_percent);
    // Window positions: a block's worth of slack (at least 1 MiB, at most 16 MiB).
    const std::size_t slack = std::clamp<std::size_t>(block_bytes, MiB, 16 * MiB);
    m_positions = slack / m_step + 1;
    if (pool == Pool::None)
        return;
    const std::size_t block_rounded = (block_bytes + m_step - 1) / m_step * m_step;
    m_pool = AlignedBuffer(block_rounded + slack, m_step);
    // The pool follows the chunk layout relative to every window start
    // (windows start on chunk boundaries because m_step is a multiple of 4 KiB).
    fill_pattern(std::span(m_pool.data(), m_pool.size()), m_random_percent, m_rng);
}

std::byte* PatternSource::next() noexcept
{
    std::byte* p = m_pool.data() + m_rng.below(m_positions) * m_step;
    restamp(p, m_block);
    return p;
}

void PatternSource::prime(std::byte* dst, std::size_t len) noexcept
{
    // Block by block with the chunk layout of the pool (random head, zero
    // tail per chunk) relative to each block start.
    for (std::size_t at = 0; at < len; at += m_block)
        fill_pattern(std::span(dst + at, std::min(m_block, len - at)), m_random_percent, m_rng);
}

void PatternSource::restamp(std::byte* p, std::size_t len) noexcept
{
    if (m_head < sizeof(std::uint64_t))
        return;
    for (std::size_t at = 0; at < len; at += m_chunk) {
        // splitmix64 of a counter: unique per block and chunk.
        std::uint64_t z = (m_counter += 0x9e3779b97f4a7c15ULL);
        z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9ULL;
        z = (z ^ (z >> 27)) * 0x94d049bb133111ebULL;
        z ^= z >> 31;
        std::memcpy(p + at, &z, sizeof z);
    }
}

}  // namespace sm
