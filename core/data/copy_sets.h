#pragma once
// The copy benchmark's data sets (docs/methodology.md §7), generated deterministically from
// a seed: the same seed and scale give the same folders, file names, sizes
// and bytes on every platform.
//
//   ISO      2 large files, 1 GiB together
//   Program  ~5,000 files in nested folders, 512 MiB together; mostly
//            under 64 KiB, a few up to 16 MiB
//   Game     ~800 files, 1 GiB together; mostly 1-64 MiB, some small
//
// `scale` multiplies both the file counts (at least one file per size class)
// and the total size. File content is incompressible (random), so a drive
// that compresses cannot shortcut the copy.
#include <array>
#include <cstddef>
#include <cstdint>
#include <span>
#include <string>
#include <string_view>
#include <vector>

namespace sm {

enum class CopySet { Iso = 0, Program = 1, Game = 2 };
inline constexpr std::array<CopySet, 3> kAllCopySets = {CopySet::Iso, CopySet::Program, CopySet::Game};

const char* copy_set_key(CopySet s);    // "iso", "program", "game"
const char* copy_set_label(CopySet s);  // "ISO", "Program", "Game"
// Parses "iso,program,game" (any subset, any order, no repeats); throws Error(InvalidInput).
std::vector<CopySet> parse_copy_sets(std::string_view list);

inline constexpr double kMinCopyScale = 0.001;
inline constexpr double kMaxCopyScale = 16;

struct CopyFileSpec {
    std::string path;  // relative to the set's root, '/'-separated
    std::uint64_t bytes = 0;
};

struct CopyPlan {
    CopySet set = CopySet::Iso;
    std::uint64_t seed = 0;
    std::vector<std::string> folders;  // relative, parents before children; the root is ""
    std::vector<CopyFileSpec> files;
    std::uint64_t total_bytes = 0;
};

// Throws Error(InvalidInput) when scale is outside [kMinCopyScale, kMaxCopyScale].
CopyPlan make_copy_plan(CopySet set, double scale, std::uint64_t seed);

// Content is generated in chunks of this size; chunk k of file i depends
// only on (seed, set, i, k), so files can be written and checked in any order.
inline constexpr std::size_t kCopyChunk = 1024 * 1024;

// Fills `out` (at most kCopyChunk bytes, the chunk's length) with chunk
// `chunk` of file `index` of the plan.
void fill_copy_chunk(const CopyPlan& plan, std::size_t index, std::uint64_t chunk, std::span<std::byte> out) noexcept;

}  // namespace sm
