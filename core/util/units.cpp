#include "util/units.h"

#include "util/error.h"

#include <cctype>
#include <charconv>
#include <cmath>
#include <fmt/format.h>

namespace sm {
namespace {

std::string lower(std::string_view s)
{
    std::string out(s);
    for (char& c : out)
        c = static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
    return out;
}

// Splits "12.5GiB" into 12.5 and "gib". Returns false when no number leads.
bool split_number(std::string_view text, double& value, std::string& suffix)
{
    const char* first = text.data();
    const char* last = text.data() + text.size();
    if (first == last || *first == '-' || *first == '+')
        return false;
    auto [ptr, ec] = std::from_chars(first, last, value, std::chars_format::fixed);
    if (ec != std::errc() || !std::isfinite(value))
        return false;
    suffix = lower(std::string_view(ptr, static_cast<std::size_t>(last - ptr)));
    return true;
}

}  // namespace

std::uint64_t parse_size(std::string_view text)
{
    double value = 0;
    std::string suffix;
    const auto bad = [&] {
        return Error(
            ErrorKind::InvalidInput,
            fmt::format("invalid size '{}': use a number with an optional unit, e.g. 64MiB, 1GiB, 4096", text));
    };
    if (!split_number(text, value, suffix))
        throw bad();
    double mult = 0;
    if (suffix.empty() || suffix == "b")
        mult = 1;
    else if (suffix == "k" || suffix == "kb" || suffix == "kib")
        mult = static_cast<double>(KiB);
    else if (suffix == "m" || suffix == "mb" || suffix == "mib")
        mult = static_cast<double>(MiB);
    else if (suffix == "g" || suffix == "gb" || suffix == "gib")
        mult = static_cast<double>(GiB);
    else if (suffix == "t" || suffix == "tb" || suffix == "tib")
        mult = static_cast<double>(TiB);
    else
        throw bad();
    const double bytes = value * mult;
    if (bytes > 1e18)
        throw Error(ErrorKind::InvalidInput, fmt::format("size '{}' is too large", text));
    if (bytes != std::floor(bytes))
        throw Error(ErrorKind::InvalidInput, fmt::format("size '{}' is not a whole number of bytes", text));
    return static_cast<std::uint64_t>(bytes);
}

double parse_seconds(std::string_view text)
{
    double value = 0;
    std::string suffix;
    const auto bad = [&] {
        return Error(ErrorKind::InvalidInput,
                     fmt::format("invalid duration '{}': use seconds, e.g. 5, 0.5, 500ms, 2m", text));
    };
    if (!split_number(text, value, suffix))
        throw bad();
    if (suffix.empty() || suffix == "s")
        ;
    else if (suffix == "ms")
        value /= 1000.0;
    else if (suffix == "m" || suffix == "min")
        value *= 60.0;
    else
        throw bad();
    if (!(value > 0) || value > 86400.0)
        throw Error(ErrorKind::InvalidInput,
                    fmt::format("duration '{}' must be more than 0 and at most one day", text));
    return value;
}

long parse_int(std::string_view text, long lo, long hi, std::string_view what)
{
    long value = 0;
    auto [ptr, ec] = std::from_chars(text.data(), text.data() + text.size(), value);
    if (ec != std::errc() || ptr != text.data() + text.size() || value < lo || value > hi)
        throw Error(ErrorKind::InvalidInput,
                    fmt::format("invalid {} '{}': expected a whole number from {} to {}", what, text, lo, hi));
    return value;
}

double parse_number(std::string_view text, std::string_view what)
{
    double value = 0;
    auto [ptr, ec] = std::from_chars(text.data(), text.data() + text.size(), value, std::chars_format::fixed);
    if (text.empty() || ec != std::errc() || ptr != text.data() + text.size() || !std::isfinite(value) || value < 0)
        throw Error(ErrorKind::InvalidInput,
                    fmt::format("invalid {} '{}': expected a non-negative number", what, text));
    return value;
}

std::string format_bytes(std::uint64_t bytes)
{
    const double b = static_cast<double>(bytes);
    if (bytes >= TiB)
        return fmt::format("{:.2f} TiB", b / static_cast<double>(TiB));
    if (bytes >= GiB)
        return fmt::format("{:.2f} GiB", b / static_cast<double>(GiB));
    if (bytes >= MiB)
        return fmt::format("{:.2f} MiB", b / static_cast<double>(MiB));
    if (bytes >= KiB)
        return fmt::format("{:.2f} KiB", b / static_cast<double>(KiB));
    return fmt::format("{} B", bytes);
}

std::string size_label(std::uint64_t bytes)
{
    if (bytes && bytes % GiB == 0)
        return fmt::format("{}GiB", bytes / GiB);
    if (bytes && bytes % MiB == 0)
        return fmt::format("{}MiB", bytes / MiB);
    if (bytes && bytes % KiB == 0)
        return fmt::format("{}KiB", bytes / KiB);
    return fmt::format("{}B", bytes);
}

std::string block_label(std::uint64_t b)
{
    // Exact, so a name parses back to the same size: 1536 B is "1536B", not "1K".
    if (b >= MiB && b % MiB == 0)
        return fmt::format("{}M", b / MiB);
    if (b >= KiB && b % KiB == 0)
        return fmt::format("{}K", b / KiB);
    return fmt::format("{}B", b);
}

std::string format_mib_s(double mib_s) { return fmt::format("{:.2f}", mib_s); }
std::string format_ms(double ms) { return fmt::format("{:.3f}", ms); }
std::string format_iops(double iops) { return fmt::format("{:.0f}", iops); }

std::uint64_t parse_seed(std::string_view text)
{
    std::uint64_t v = 0;
    const auto [end, ec] = std::from_chars(text.data(), text.data() + text.size(), v);
    if (text.empty() || ec != std::errc() || end != text.data() + text.size() || v == 0)
        throw Error(ErrorKind::InvalidInput,
                    fmt::format("invalid seed '{}': use a whole number from 1 to 18446744073709551615", text));
    return v;
}

std::vector<std::string> split_list(std::string_view list)
{
    std::vector<std::string> items;
    std::size_t start = 0;
    for (;;) {
        const std::size_t comma = list.find(',', start);
        items.emplace_back(
            list.substr(start, comma == std::string_view::npos ? std::string_view::npos : comma - start));
        if (comma == std::string_view::npos)
            return items;
        start = comma + 1;
    }
}

}  // namespace sm
