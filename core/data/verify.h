#pragma once
// Verify mode (--verify): every 512-byte unit a write phase puts on the disk
// carries its own file offset, the run's id and a checksum; every read phase
// checks them. A unit that comes back with a bad checksum was corrupted, one
// with a valid checksum but another offset was misplaced (what fake-capacity
// drives do when they wrap around), and one from another run or never
// written means a write was lost.
//
// Unit layout: [0..8) offset, [8..16) run id, [16..24) checksum of the rest
// together with offset and id, [24..512) the data as generated.
#include <cstddef>
#include <cstdint>
#include <string>

namespace sm {

inline constexpr std::size_t kVerifyUnit = 512;

enum class VerifyFault { None, Checksum, Misplaced, Foreign };

struct VerifyFinding {
    VerifyFault fault = VerifyFault::None;
    std::uint64_t offset = 0;        // where the bad unit was read
    std::uint64_t found_offset = 0;  // the offset it claims (Misplaced)
};

// Stamps every unit of `block` (len a multiple of kVerifyUnit) written at `offset`.
void stamp_units(std::byte* block, std::size_t len, std::uint64_t offset, std::uint64_t run_id) noexcept;
// Checks every unit; false with `finding` set at the first bad one.
bool check_units(const std::byte* block, std::size_t len, std::uint64_t offset, std::uint64_t run_id,
                 VerifyFinding& finding) noexcept;
// "the 512-byte unit at offset 4096 holds data written for offset 1052672 (misplaced: …)".
std::string describe(const VerifyFinding& f);

}  // namespace sm
