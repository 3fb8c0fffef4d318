#pragma once
// The sector format f3 and H2testw share (docs/methodology.md §30), learnt
// from f3's src/libutils.c and src/f3write.c: every 512-byte sector holds
// its absolute offset in the stream of files in its first 64-bit word
// (little-endian), then 63 words of a generator seeded by that offset:
// x(0) = offset, x(k) = x(k-1) * 4294967311 + 17 (mod 2^64). File N.h2w
// (from 1) starts at offset (N - 1) × the file size, 1 GiB for f3 and
// H2testw. f3write seeds with the offset alone (its salt is 0), so its
// files, H2testw's and these are the same bytes.
//
// The generator is a linear congruence, so word k of any sector is
// A^k × offset + C(k) (mod 2^64) with constants per k, and the next sector's
// word k is the same plus A^k × 512: filling and checking are additions
// over a 512-byte template, without the generator's chain of dependent
// multiplications, at the speed of memory.
#include <cstddef>
#include <cstdint>
#include <optional>

namespace sm {

inline constexpr std::size_t kH2wSector = 512;
inline constexpr std::uint64_t kH2wFileBytes = 1ull << 30;  // what f3read and H2testw expect

// What a sector read back is, as f3read classifies it (f3 9's rule): the
// offset it carries and the count of bits in which the rest differs from the
// generator's stream seeded by that offset.
enum class SectorState : std::uint8_t {
    Ok,           // the expected offset and every bit of its stream
    Changed,      // the expected offset, 1 to 7 bits of the stream differ
    Overwritten,  // another offset with its stream (at most 7 bits off): another sector's data, a wrap
    Corrupted,    // anything else: zeros, another format, more than 7 bits off
};
inline constexpr unsigned kH2wBitTolerance = 7;

const char* sector_state_name(SectorState s) noexcept;  // "ok", "changed", "overwritten", "corrupted"

// Writes the sectors of [offset, offset + bytes) into `buf` (bytes a
// multiple of kH2wSector, buf 8-byte aligned).
void h2w_fill(void* buf, std::size_t bytes, std::uint64_t offset) noexcept;

struct SectorCheck {
    SectorState state = SectorState::Ok;
    std::uint64_t found_offset = 0;  // what its first word says
    bool zeros = false;              // every byte is zero (the usual read of a fake drive's limbo)
};
// One sector that should hold `expected_offset`.
SectorCheck h2w_classify(const void* sector, std::uint64_t expected_offset) noexcept;

// The counts of a span read back, and the first sector that was not ok.
struct H2wCounts {
    std::uint64_t ok = 0, changed = 0, overwritten = 0, corrupted = 0;
    std::uint64_t zeros = 0;  // of the corrupted: all zero bytes
    // Overwritten sectors: the least distance between where a sector was
    // expected and the offset it holds (a wrapping drive's period).
    std::optional<std::uint64_t> wrap_bytes;
    struct Bad {
        std::uint64_t offset = 0;        // the expected offset (where in the stream)
        std::uint64_t found_offset = 0;  // what it held
        SectorState state = SectorState::Corrupted;
    };
    std::optional<Bad> first_bad;

    std::uint64_t sectors() const noexcept { return ok + changed + overwritten + corrupted; }
    std::uint64_t lost() const noexcept { return changed + overwritten + corrupted; }
    void add(const H2wCounts& o) noexcept;
};

// Checks the sectors of `buf` read from [offset, offset + bytes) and adds
// them to `counts`.
void h2w_check(const void* buf, std::size_t bytes, std::uint64_t offset, H2wCounts& counts) noexcept;

}  // namespace sm
