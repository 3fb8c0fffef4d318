#pragma once
// What every result document says before its own numbers: who wrote it,
// when, on which target and drive, and the flags that qualify what it
// measured (docs/methodology.md §12). Every result type derives from ResultHeader, so the
// JSON header, the flags and the history summary are written once.
#include "device/device_info.h"
#include "device/health.h"
#include "device/target_flags.h"

#include <nlohmann/json.hpp>

#include <algorithm>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace sm {

// Exact flag names, as carried in the JSON `flags` array: device/target_flags.h.
inline constexpr std::string_view kFlagBuffered = flag::buffered;

// The drive's temperature during the run (docs/methodology.md §14), sampled
// in the background by the pipeline for every kind.
struct TemperatureSample {
    double t_s = 0;  // since the benchmark started
    double c = 0;
};

struct TemperatureRecord {
    std::string source;                           // "hwmon nvme (hwmon2, Composite)", "NVMe SMART log"; "" when none
    std::string reason;                           // why there is none ("no hwmon sensor for vda"), or ""
    std::optional<double> warning_c, critical_c;  // the drive's thresholds, when it reports them
    std::vector<TemperatureSample> samples;

    bool known() const noexcept { return !samples.empty(); }
    double start_c() const noexcept { return samples.empty() ? 0 : samples.front().c; }
    double end_c() const noexcept { return samples.empty() ? 0 : samples.back().c; }
    double min_c() const noexcept
    {
        double v = start_c();
        for (const TemperatureSample& s : samples)
            v = std::min(v, s.c);
        return v;
    }
    double max_c() const noexcept
    {
        double v = start_c();
        for (const TemperatureSample& s : samples)
            v = std::max(v, s.c);
        return v;
    }
    // The drive's temperature while [from_s, to_s] of the run's clock ran:
    // the highest reading taken in it, else the last one before it (the
    // reading in force: the sampler reads about once a second), else the
    // first after it when the window ends before the first reading; none
    // without readings.
    std::optional<double> during(double from_s, double to_s) const noexcept
    {
        std::optional<double> in, before;
        for (const TemperatureSample& s : samples) {
            if (s.t_s < from_s)
                before = s.c;
            else if (s.t_s <= to_s)
                in = in ? std::max(*in, s.c) : s.c;
        }
        if (in)
            return in;
        if (before)
            return before;
        return samples.empty() ? std::nullopt : std::optional<double>(samples.front().c);
    }
};

// The volume filled before the benchmark (--fill, docs/methodology.md §2, "Filling the volume"):
// JSON `fill`. Shares are of the volume's size (statvfs f_blocks), used =
// size - free (f_bfree), as df counts.
struct FillRecord {
    double target_pct = 0;                      // the level asked for (a size asked for, as a share)
    std::optional<std::uint64_t> target_bytes;  // the level when it was asked for as a size
    double used_pct_before = 0;                 // before SolidMark wrote anything
    double used_pct_during = 0;                 // when the first phase started: ballast and test file in place
    std::uint64_t ballast_bytes = 0;            // the ballast on the volume during the run
    double seconds = 0;                         // writing it (a series' level: what it added)
    std::uint64_t capacity_bytes = 0;           // the volume's size
};

// One level of a fill series (JSON `fill_series`): its fill and its whole
// result document; the last level is the document that holds the series
// (`document` empty here).
struct FillLevel {
    FillRecord fill;
    std::optional<nlohmann::ordered_json> document;
};

struct ResultHeader {
    std::string app_version;
    std::string started_at;  // ISO 8601 UTC
    std::string target;      // the folder the user chose, absolute
    DeviceInfo device;
    std::vector<std::string> flags;  // in the order of all_flags()
    std::string alignment_source;    // where the direct-I/O alignment came from; "" without a test file
    TemperatureRecord temperature;
    // The drive's health before and after the run, and what it counted
    // written (JSON `health`, `drive_written_bytes`; methodology §27).
    RunHealth health;
    // Test folders SolidMark could not remove when the run ended: the user must (JSON `left_behind`).
    std::vector<std::string> left_behind;
    // settings.write_through: the test file's writes went past the drive's
    // volatile cache (methodology §24); unknown for a result with no test
    // file of its own (copy, a peer tool's) or written before it was recorded.
    std::optional<bool> write_through;
    // settings.device_open: how a whole-device read opened the device
    // ("direct", "udisks2", "none"); unset for a result with no
    // whole-device read. settings.span_reason: why "none" ("not
    // authorised", "udisks2 not available", ...), else "".
    std::optional<std::string> device_open;
    std::string span_reason;
    // Buffered mode only (settings.page_cache): whether the test file's
    // cached pages were dropped before every read phase; "" when direct.
    std::string page_cache;
    // settings.file_preparation, Windows only (docs/methodology.md §29): how
    // the test file was made ready for timed writes ("valid data length set
    // (SetFileValidData)", "written once before the first timed write", ...,
    // and "NTFS compression cleared" when it had inherited some); "" elsewhere.
    std::string file_preparation;
    // --fill: the volume's fill during this run; a series' levels, the last being this result.
    std::optional<FillRecord> fill;
    std::vector<FillLevel> fill_series;
    // A series that stopped after some levels: why (JSON `fill_series_stopped`), else "".
    std::string fill_stopped;

    bool has_flag(std::string_view name) const { return std::find(flags.begin(), flags.end(), name) != flags.end(); }
    void set_flag(std::string_view name) { add_flag(flags, name); }
    // Results came through the page cache (direct I/O refused, buffered mode chosen).
    bool buffered() const { return has_flag(kFlagBuffered); }
};

}  // namespace sm
