// A preset result as CrystalDiskMark 8 saves its text (DiskMarkDlg.cpp
// SaveText and GetResultString in CrystalDiskMark 8.0.x and 9.0.x): the same
// rule lines, "[Read]" / "[Write]" / "[Mix] Read N%/Write M%" sections, rows
// "  SEQ    1MiB (Q=  8, T= 1):  3500.123 MB/s [   3338.0 IOPS] <  2392.21 us>"
// and the Profile / Test / Mode / Time / Date / OS / Comment footer, in
// UTF-8 with CRLF. What differs says SolidMark: the header names it and its
// version; IOPS are measured, not derived from MB/s; the Date is UTC and says
// so; Mode holds the preset and engine; the OS is not recorded ("n/a"); the
// Comment is the drive's model. docs/schemas/solidmark.peer.md.
#include "result/preset_result.h"

#include "util/units.h"

#include <cstdio>
#include <fmt/format.h>

namespace sm {
namespace {

constexpr std::string_view kCrlf = "\r\n";

std::string cdm_row(const PresetTest& t, const PresetDirection& d)
{
    const std::uint64_t b = t.block_bytes;
    const auto [n, unit] = b % MiB == 0 ? std::pair{b / MiB, "MiB"}
        : b % KiB == 0                  ? std::pair{b / KiB, "KiB"}
                                        : std::pair{b, "B"};
    return fmt::format("  {} {:>4}{} (Q={:>3}, T={:>2}): {:>9.3f} MB/s [{:>9.1f} IOPS] <{:>9.2f} us>",
                       t.random ? "RND" : "SEQ", n, unit, t.queue_depth, t.threads, d.mb_s(), d.reported.iops(),
                       d.reported.latency.mean_us);
}

// "2026-11-29T09:05:07Z" as CrystalDiskMark writes a date ("2026/11/29 9:05:07"), marked UTC.
std::string cdm_date(const std::string& iso)
{
    unsigned y = 0, mo = 0, d = 0, h = 0, mi = 0, s = 0;
    char z = 0;
    if (iso.size() == 20 && std::sscanf(iso.c_str(), "%4u-%2u-%2uT%2u:%2u:%2u%c", &y, &mo, &d, &h, &mi, &s, &z) == 7 &&
        z == 'Z')
        return fmt::format("{:04}/{:02}/{:02} {}:{:02}:{:02} UTC", y, mo, d, h, mi, s);
    return iso;
}

std::string test_size_text(std::uint64_t bytes)
{
    if (bytes && bytes % GiB == 0)
        return fmt::format("{} GiB", bytes / GiB);
    if (bytes && bytes % MiB == 0)
        return fmt::format("{} MiB", bytes / MiB);
    return fmt::format("{} B", bytes);
}

}  // namespace

std::string text_report(const PresetResult& r)
{
    std::string out;
    const auto line = [&out](std::string_view s) {
        out += s;
        out += kCrlf;
    };
    const std::string rule(78, '-');
    line(rule);
    line(fmt::format("SolidMark {} - preset result in CrystalDiskMark 8's text layout", r.app_version));
    line(fmt::format("{:>78}", "Measured by SolidMark, not by CrystalDiskMark"));
    line(rule);
    line("* MB/s = 1,000,000 bytes/s [SATA/600 = 600,000,000 bytes/s]");
    line("* KB = 1000 bytes, KiB = 1024 bytes");
    line("");
    line("[Read]");
    for (const PresetRow& row : r.rows)
        line(cdm_row(row.test, row.read));
    line("");
    line("[Write]");
    for (const PresetRow& row : r.rows)
        line(cdm_row(row.test, row.write));
    line("");
    if (r.mix_read_percent) {
        line(fmt::format("[Mix] Read {}%/Write {}%", r.mix_read_percent, 100 - r.mix_read_percent));
        for (const PresetRow& row : r.rows)
            if (row.mix)
                line(cdm_row(row.test, *row.mix));
        line("");
    }
    line(fmt::format("Profile: {}", r.profile == PresetProfile::Peak ? "Peak" : "Real"));
    line(fmt::format("   Test: {} (x{}){}", test_size_text(r.size_bytes), r.passes,
                     r.target.empty() ? "" : " [" + r.target + "]"));
    line(fmt::format("   Mode: [preset {}] [engine {}]{}", r.preset, r.engine.empty() ? "n/a" : r.engine,
                     r.buffered() ? " [BUFFERED: cached results, not comparable]" : ""));
    line(fmt::format("   Time: Measure {:g} sec / Interval {:g} sec ", r.seconds, r.interval_s));
    line(fmt::format("   Date: {}", cdm_date(r.started_at)));
    line("     OS: n/a");
    if (!r.device.model.empty())
        line("Comment: " + r.device.model);
    // What the run cost the drive, after CrystalDiskMark's own lines (a
    // reader of its saves stops at Comment; SolidMark's importer skips them).
    const std::string cost = drive_cost_lines(r, "");
    for (std::size_t at = 0, end; at < cost.size(); at = end + 1) {
        end = cost.find('\n', at);
        line(std::string_view(cost).substr(at, end - at));
    }
    return out;
}

}  // namespace sm
