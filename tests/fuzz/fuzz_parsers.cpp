// libFuzzer target: the command-line value parsers (sizes, durations,
// numbers, data modes, copy set lists). Each either returns a value in its
// documented range or throws sm::Error.
#include "data/copy_sets.h"
#include "data/pattern.h"
#include "util/error.h"
#include "util/units.h"

#include <cmath>
#include <cstddef>
#include <cstdint>
#include <string_view>

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size)
{
    const std::string_view text(reinterpret_cast<const char*>(data), size);
    try {
        (void)sm::parse_size(text);
    } catch (const sm::Error&) {
    }
    try {
        const double s = sm::parse_seconds(text);
        if (!(s > 0) || !std::isfinite(s))
            __builtin_trap();
    } catch (const sm::Error&) {
    }
    try {
        const double v = sm::parse_number(text, "value");
        if (!(v >= 0) || !std::isfinite(v))
            __builtin_trap();
    } catch (const sm::Error&) {
    }
    try {
        const long v = sm::parse_int(text, 1, 256, "count");
        if (v < 1 || v > 256)
            __builtin_trap();
    } catch (const sm::Error&) {
    }
    try {
        const sm::DataSpec d = sm::DataSpec::parse(text);
        if (d.zero_percent < 0 || d.zero_percent > 100)
            __builtin_trap();
    } catch (const sm::Error&) {
    }
    try {
        const auto sets = sm::parse_copy_sets(text);
        if (sets.empty() || sets.size() > 3)
            __builtin_trap();
    } catch (const sm::Error&) {
    }
    return 0;
}
