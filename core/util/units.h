#pragma once
// Units: "MB" means MiB (2^20 bytes) everywhere, as in AS SSD (docs/methodology.md §1).
#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

namespace sm {

inline constexpr std::uint64_t KiB = 1024;
inline constexpr std::uint64_t MiB = 1024 * KiB;
inline constexpr std::uint64_t GiB = 1024 * MiB;
inline constexpr std::uint64_t TiB = 1024 * GiB;

// Parses "64MiB", "1GiB", "1G", "512K", "4096" (bytes). K/M/G/T with or
// without "B"/"iB" are all binary multiples. Throws Error(InvalidInput).
std::uint64_t parse_size(std::string_view text);

// Parses seconds: "5", "0.5", "5s", "500ms", "2m". Must be > 0 and <= 1 day.
// Throws Error(InvalidInput).
double parse_seconds(std::string_view text);

// Parses a whole number in [lo, hi]. Throws Error(InvalidInput) naming `what`.
long parse_int(std::string_view text, long lo, long hi, std::string_view what);

// Parses a seed: a whole number from 1 to 2^64 - 1. Throws Error(InvalidInput).
std::uint64_t parse_seed(std::string_view text);

// Parses a finite non-negative decimal. Throws Error(InvalidInput) naming `what`.
double parse_number(std::string_view text, std::string_view what);

// "a,b,,c" -> {"a", "b", "", "c"}: the one comma-list splitter of option values.
std::vector<std::string> split_list(std::string_view list);

// "1.00 GiB", "64.00 MiB", "512 B".
std::string format_bytes(std::uint64_t bytes);
// Compact name for sizes that are exact binary multiples: "64MiB", "1GiB", else bytes.
std::string size_label(std::uint64_t bytes);
// ATTO-style block label: "512B", "4K", "64M".
std::string block_label(std::uint64_t bytes);

// docs/methodology.md §1 formatting.
std::string format_mib_s(double mib_s);  // "1353.82"
std::string format_ms(double ms);        // "0.045"
std::string format_iops(double iops);    // "9571"

inline double bytes_per_s_to_mib_s(double bytes_per_s) { return bytes_per_s / static_cast<double>(MiB); }

}  // namespace sm
