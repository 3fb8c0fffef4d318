#include "data/copy_sets.h"

#include "data/pattern.h"
#include "util/error.h"
#include "util/units.h"

#include <algorithm>
#include <cmath>
#include <cstring>
#include <fmt/format.h>

namespace sm {
namespace {

constexpr std::uint64_t KiB_ = 1024;
constexpr std::uint64_t MiB_ = 1024 * 1024;

// A size class: `count` files with sizes log-uniform in [min, max].
struct SizeClass {
    int count;
    std::uint64_t min;
    std::uint64_t max;
};

struct SetShape {
    const char* key;
    const char* label;
    std::uint64_t total;             // bytes at scale 1
    std::vector<SizeClass> classes;  // expected sum close to total; the rest is a uniform rescale
    int files_per_folder;            // 0: all files in the root
    int max_depth;
    std::vector<const char*> extensions;
};

const SetShape& shape(CopySet s)
{
    static const SetShape iso{"iso", "ISO", 1024 * MiB_, {{2, 384 * MiB_, 640 * MiB_}}, 0, 0, {".iso"}};
    static const SetShape program{"program",
                                  "Program",
                                  512 * MiB_,
                                  {{4700, 1 * KiB_, 64 * KiB_}, {250, 64 * KiB_, 2 * MiB_}, {50, 2 * MiB_, 16 * MiB_}},
                                  25,
                                  6,
                                  {".dll", ".exe", ".dat", ".json", ".png", ".txt", ".so", ".qm"}};
    static const SetShape game{"game",
                               "Game",
                               1024 * MiB_,
                               {{224, 4 * KiB_, 1 * MiB_}, {560, 1126 * KiB_, 1638 * KiB_}, {10, 4 * MiB_, 64 * MiB_}},
                               40,
                               3,
                               {".pak", ".bin", ".ogg", ".dds", ".cfg"}};
    switch (s) {
    case CopySet::Iso:
        return iso;
    case CopySet::Program:
        return program;
    case CopySet::Game:
        break;
    }
    return game;
}

std::uint64_t mix(std::uint64_t a, std::uint64_t b) noexcept
{
    Rng r(a ^ (b * 0x9e3779b97f4a7c15ULL));
    return r.next();
}

double unit(Rng& rng) noexcept { return static_cast<double>(rng.next() >> 11) * 0x1.0p-53; }

}  // namespace

const char* copy_set_key(CopySet s) { return shape(s).key; }
const char* copy_set_label(CopySet s) { return shape(s).label; }

std::vector<CopySet> parse_copy_sets(std::string_view list)
{
    std::vector<CopySet> out;
    for (const std::string& item : split_list(list)) {
        bool known = false;
        for (CopySet s : kAllCopySets)
            if (item == copy_set_key(s)) {
                if (std::find(out.begin(), out.end(), s) != out.end())
                    throw Error(ErrorKind::InvalidInput, fmt::format("copy set '{}' is listed twice", item));
                out.push_back(s);
                known = true;
            }
        if (!known)
            throw Error(ErrorKind::InvalidInput,
                        fmt::format("unknown copy set '{}': use iso, program, game (comma-separated)", item));
    }
    return out;
}

CopyPlan make_copy_plan(CopySet set, double scale, std::uint64_t seed)
{
    if (!(scale >= kMinCopyScale && scale <= kMaxCopyScale))
        throw Error(ErrorKind::InvalidInput,
                    fmt::format("The copy scale must be from {} to {}.", kMinCopyScale, kMaxCopyScale));
    const SetShape& sh = shape(set);
    CopyPlan plan;
    plan.set = set;
    plan.seed = seed;
    Rng rng(mix(seed, static_cast<std::uint64_t>(set) + 1));

    // Sizes: log-uniform within each class, then one uniform rescale so the
    // set adds up to exactly total * scale.
    std::vector<double> sizes;
    for (const SizeClass& c : sh.classes) {
        // A class keeps at least two files (ISO is always two), however small the scale.
        const int n = std::max(std::min(c.count, 2), static_cast<int>(std::lround(c.count * scale)));
        const double lo = std::log(static_cast<double>(c.min)), hi = std::log(static_cast<double>(c.max));
        for (int i = 0; i < n; ++i)
            sizes.push_back(std::exp(lo + (hi - lo) * unit(rng)));
    }
    const std::uint64_t target = std::max<std::uint64_t>(sizes.size(), static_cast<std::uint64_t>(sh.total * scale));
    double sum = 0;
    for (double v : sizes)
        sum += v;
    std::vector<std::uint64_t> bytes(sizes.size());
    std::uint64_t assigned = 0;
    for (std::size_t i = 0; i < sizes.size(); ++i) {
        bytes[i] = std::max<std::uint64_t>(1, static_cast<std::uint64_t>(sizes[i] * static_cast<double>(target) / sum));
        assigned += bytes[i];
    }
    // Rounding remainder goes to (or comes from) the largest file.
    const std::size_t largest = static_cast<std::size_t>(std::max_element(bytes.begin(), bytes.end()) - bytes.begin());
    if (assigned < target)
        bytes[largest] += target - assigned;
    else
        bytes[largest] -= std::min(bytes[largest] - 1, assigned - target);

    // Folders: a random tree; each new folder hangs under an earlier one.
    plan.folders.push_back("");
    std::vector<int> depth{0};
    if (sh.files_per_folder > 0) {
        const std::size_t n = std::max<std::size_t>(1, bytes.size() / static_cast<std::size_t>(sh.files_per_folder));
        for (std::size_t i = 1; i <= n; ++i) {
            std::size_t parent = static_cast<std::size_t>(rng.below(plan.folders.size()));
            if (depth[parent] >= sh.max_depth)
                parent = 0;
            const std::string& p = plan.folders[parent];
            plan.folders.push_back(fmt::format("{}{}dir{:03}", p, p.empty() ? "" : "/", i));
            depth.push_back(depth[parent] + 1);
        }
    }

    // Files: shuffled so size classes spread over the folders.
    for (std::size_t i = bytes.size(); i > 1; --i)
        std::swap(bytes[i - 1], bytes[static_cast<std::size_t>(rng.below(i))]);
    for (std::size_t i = 0; i < bytes.size(); ++i) {
        const std::string& folder = plan.folders[static_cast<std::size_t>(rng.below(plan.folders.size()))];
        const char* ext = sh.extensions[static_cast<std::size_t>(rng.below(sh.extensions.size()))];
        CopyFileSpec f;
        f.path = fmt::format("{}{}{}{:05}{}", folder, folder.empty() ? "" : "/", sh.key, i + 1, ext);
        f.bytes = bytes[i];
        plan.total_bytes += f.bytes;
        plan.files.push_back(std::move(f));
    }
    return plan;
}

void fill_copy_chunk(const CopyPlan& plan, std::size_t index, std::uint64_t chunk, std::span<std::byte> out) noexcept
{
    Rng rng(mix(mix(plan.seed, static_cast<std::uint64_t>(plan.set) + 1), (index << 24) ^ chunk));
    std::size_t i = 0;
    for (; i + 8 <= out.size(); i += 8) {
        const std::uint64_t v = rng.next();
        std::memcpy(out.data() + i, &v, 8);
    }
    if (i < out.size()) {
        const std::uint64_t v = rng.next();
        std::memcpy(out.data() + i, &v, out.size() - i);
    }
}

}  // namespace sm
