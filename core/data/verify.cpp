#include "data/verify.h"

#include <cstring>
#include <fmt/format.h>

namespace sm {
namespace {

std::uint64_t load(const std::byte* p) noexcept
{
    std::uint64_t v;
    std::memcpy(&v, p, 8);
    return v;
}

void store(std::byte* p, std::uint64_t v) noexcept { std::memcpy(p, &v, 8); }

// Multiply-xorshift over the unit's 61 data words, seeded with offset and id.
std::uint64_t unit_sum(const std::byte* unit, std::uint64_t offset, std::uint64_t run_id) noexcept
{
    std::uint64_t h = (offset * 0x9e3779b97f4a7c15ULL) ^ run_id ^ 0x5ca1ab1e0ddba11ULL;
    for (std::size_t i = 24; i < kVerifyUnit; i += 8) {
        h = (h ^ load(unit + i)) * 0xbf58476d1ce4e5b9ULL;
        h ^= h >> 31;
    }
    return h ^ (h >> 29);
}

}  // namespace

void stamp_units(std::byte* block, std::size_t len, std::uint64_t offset, std::uint64_t run_id) noexcept
{
    for (std::size_t at = 0; at + kVerifyUnit <= len; at += kVerifyUnit) {
        std::byte* u = block + at;
        store(u, offset + at);
        store(u + 8, run_id);
        store(u + 16, unit_sum(u, offset + at, run_id));
    }
}

bool check_units(const std::byte* block, std::size_t len, std::uint64_t offset, std::uint64_t run_id,
                 VerifyFinding& finding) noexcept
{
    for (std::size_t at = 0; at + kVerifyUnit <= len; at += kVerifyUnit) {
        const std::byte* u = block + at;
        const std::uint64_t claimed = load(u), id = load(u + 8);
        VerifyFault fault = VerifyFault::None;
        if (load(u + 16) != unit_sum(u, claimed, id))
            fault = VerifyFault::Checksum;
        else if (id != run_id)
            fault = VerifyFault::Foreign;
        else if (claimed != offset + at)
            fault = VerifyFault::Misplaced;
        if (fault != VerifyFault::None) {
            finding = VerifyFinding{fault, offset + at, claimed};
            return false;
        }
    }
    return true;
}

std::string describe(const VerifyFinding& f)
{
    switch (f.fault) {
    case VerifyFault::Checksum:
        return fmt::format("the 512-byte unit at offset {} is corrupted (its checksum does not match)", f.offset);
    case VerifyFault::Misplaced:
        return fmt::format("the 512-byte unit at offset {} holds data written for offset {} (misplaced: the drive "
                           "returned another block's data, as fake-capacity drives do)",
                           f.offset, f.found_offset);
    case VerifyFault::Foreign:
        return fmt::format("the 512-byte unit at offset {} holds data this run never wrote there (a lost write or "
                           "stale data)",
                           f.offset);
    case VerifyFault::None:
        break;
    }
    return "no fault";
}

}  // namespace sm
