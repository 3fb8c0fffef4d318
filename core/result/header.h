#pragma once
// What every result document says before its own numbers: who wrote it,
// when, on which target and drive, and the flags that qualify what it
// measured (docs/methodology.md §12). Every result type derives from ResultHeader, so the
// JSON header, the flags and the history summary are written once.
#include "device/device_info.h"
#include "device/target_flags.h"

#include <algorithm>
#include <string>
#include <string_view>
#include <vector>

namespace sm {

// Exact flag names, as carried in the JSON `flags` array: device/target_flags.h.
inline constexpr std::string_view kFlagBuffered = flag::buffered;

struct ResultHeader {
    std::string app_version;
    std::string started_at;  // ISO 8601 UTC
    std::string target;      // the folder the user chose, absolute
    DeviceInfo device;
    std::vector<std::string> flags;  // in the order of all_flags()
    std::string alignment_source;    // where the direct-I/O alignment came from; "" without a test file

    bool has_flag(std::string_view name) const { return std::find(flags.begin(), flags.end(), name) != flags.end(); }
    void set_flag(std::string_view name) { add_flag(flags, name); }
    // Results came through the page cache (direct I/O refused, buffered mode chosen).
    bool buffered() const { return has_flag(kFlagBuffered); }
};

}  // namespace sm
