#include "data/h2w.h"

#include <array>
#include <bit>
#include <cstring>

namespace sm {
namespace {

static_assert(std::endian::native == std::endian::little, "the sector words are little-endian, as f3 writes them");
constexpr std::size_t kWords = kH2wSector / 8;
constexpr std::uint64_t kMultiplier = 4294967311ULL;
constexpr std::uint64_t kIncrement = 17;

// Word k of the sector at offset o is a[k] * o + c[k]; d[k] = a[k] * 512 is
// what it grows by from one sector to the next.
struct Tables {
    std::array<std::uint64_t, kWords> a{}, c{}, d{};
    constexpr Tables()
    {
        a[0] = 1;
        c[0] = 0;
        for (std::size_t k = 1; k < kWords; ++k) {
            a[k] = a[k - 1] * kMultiplier;
            c[k] = c[k - 1] * kMultiplier + kIncrement;
        }
        for (std::size_t k = 0; k < kWords; ++k)
            d[k] = a[k] * kH2wSector;
    }
};
constexpr Tables kT;

// The generator's own definition, checked against the tables at compile time.
constexpr bool tables_match_generator()
{
    const std::uint64_t offset = 0x123456789ULL * kH2wSector;
    std::uint64_t x = offset;
    for (std::size_t k = 1; k < kWords; ++k) {
        x = x * kMultiplier + kIncrement;
        if (x != kT.a[k] * offset + kT.c[k])
            return false;
    }
    return true;
}
static_assert(tables_match_generator());

std::uint64_t load(const unsigned char* p) noexcept
{
    std::uint64_t v;
    std::memcpy(&v, p, 8);
    return v;
}

// The template of the sector at `offset`.
void first_sector(std::uint64_t* w, std::uint64_t offset) noexcept
{
    for (std::size_t k = 0; k < kWords; ++k)
        w[k] = kT.a[k] * offset + kT.c[k];
}

}  // namespace

const char* sector_state_name(SectorState s) noexcept
{
    static constexpr const char* kNames[] = {"ok", "changed", "overwritten", "corrupted"};
    const auto i = static_cast<std::size_t>(s);
    return i < std::size(kNames) ? kNames[i] : kNames[3];
}

void h2w_fill(void* buf, std::size_t bytes, std::uint64_t offset) noexcept
{
    auto* out = static_cast<std::uint64_t*>(buf);
    alignas(64) std::uint64_t w[kWords];
    first_sector(w, offset);
    for (std::size_t s = 0; s < bytes / kH2wSector; ++s, out += kWords) {
        for (std::size_t k = 0; k < kWords; ++k)
            out[k] = w[k];
        for (std::size_t k = 0; k < kWords; ++k)
            w[k] += kT.d[k];
    }
}

SectorCheck h2w_classify(const void* sector, std::uint64_t expected_offset) noexcept
{
    const auto* p = static_cast<const unsigned char*>(sector);
    SectorCheck r;
    r.found_offset = load(p);
    unsigned bits = 0;
    bool zeros = r.found_offset == 0;
    for (std::size_t k = 1; k < kWords; ++k) {
        const std::uint64_t v = load(p + 8 * k);
        zeros = zeros && v == 0;
        if (bits <= kH2wBitTolerance)
            bits += static_cast<unsigned>(std::popcount(v ^ (kT.a[k] * r.found_offset + kT.c[k])));
    }
    r.zeros = zeros;
    if (r.found_offset == expected_offset)
        r.state = bits == 0            ? SectorState::Ok
            : bits <= kH2wBitTolerance ? SectorState::Changed
                                       : SectorState::Corrupted;
    else
        r.state = bits <= kH2wBitTolerance ? SectorState::Overwritten : SectorState::Corrupted;
    return r;
}

void H2wCounts::add(const H2wCounts& o) noexcept
{
    ok += o.ok;
    changed += o.changed;
    overwritten += o.overwritten;
    corrupted += o.corrupted;
    zeros += o.zeros;
    if (o.wrap_bytes && (!wrap_bytes || *o.wrap_bytes < *wrap_bytes))
        wrap_bytes = o.wrap_bytes;
    if (o.first_bad && (!first_bad || o.first_bad->offset < first_bad->offset))
        first_bad = o.first_bad;
}

void h2w_check(const void* buf, std::size_t bytes, std::uint64_t offset, H2wCounts& counts) noexcept
{
    const auto* in = static_cast<const std::uint64_t*>(buf);
    alignas(64) std::uint64_t w[kWords];
    first_sector(w, offset);
    for (std::size_t s = 0; s < bytes / kH2wSector; ++s, in += kWords) {
        std::uint64_t diff = 0;
        for (std::size_t k = 0; k < kWords; ++k)
            diff |= in[k] ^ w[k];
        for (std::size_t k = 0; k < kWords; ++k)
            w[k] += kT.d[k];
        if (diff == 0) {
            ++counts.ok;
            continue;
        }
        const std::uint64_t at = offset + s * kH2wSector;
        const SectorCheck c = h2w_classify(in, at);
        switch (c.state) {
        case SectorState::Ok:
            ++counts.ok;
            continue;
        case SectorState::Changed:
            ++counts.changed;
            break;
        case SectorState::Overwritten: {
            ++counts.overwritten;
            const std::uint64_t distance = c.found_offset > at ? c.found_offset - at : at - c.found_offset;
            if (!counts.wrap_bytes || distance < *counts.wrap_bytes)
                counts.wrap_bytes = distance;
            break;
        }
        case SectorState::Corrupted:
            ++counts.corrupted;
            counts.zeros += c.zeros ? 1 : 0;
            break;
        }
        if (!counts.first_bad || at < counts.first_bad->offset)
            counts.first_bad = H2wCounts::Bad{at, c.found_offset, c.state};
    }
}

}  // namespace sm
