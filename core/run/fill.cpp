#include "run/fill.h"

#include "data/pattern.h"
#include "run/test_area.h"
#include "util/error.h"
#include "util/limits.h"
#include "util/units.h"

#include <algorithm>
#include <cctype>
#include <cerrno>
#include <cmath>
#include <fmt/format.h>
#include <optional>
#include <spdlog/spdlog.h>

namespace sm {
namespace {

std::string trimmed(std::string s)
{
    const auto blank = [](unsigned char c) { return std::isspace(c) != 0; };
    s.erase(s.begin(), std::find_if_not(s.begin(), s.end(), blank));
    s.erase(std::find_if_not(s.rbegin(), s.rend(), blank).base(), s.end());
    return s;
}

[[noreturn]] void bad_fill(const std::string& why) { throw Error(ErrorKind::InvalidInput, "--fill " + why); }

std::string pct_text(double p) { return fmt::format("{:g}", p); }

}  // namespace

std::vector<FillLevelSpec> parse_fill_levels(const std::string& text)
{
    const std::string all = trimmed(text);
    if (all.empty())
        bad_fill("takes a share of the volume (80%), a size it should hold (300GiB), or an increasing list of "
                 "either (0,25,50,75%)");
    const bool all_percent = all.back() == '%';
    std::vector<FillLevelSpec> out;
    for (std::string item : split_list(all)) {
        item = trimmed(item);
        if (item.empty())
            bad_fill(fmt::format("'{}': an item of the list is empty", all));
        FillLevelSpec level;
        const bool percent = all_percent || item.back() == '%';
        if (percent) {
            if (item.back() == '%')
                item.pop_back();
            level.percent = parse_number(trimmed(item), "fill percentage");
            if (level.percent > kMaxFillPercent)
                bad_fill(fmt::format("{}%: a fill is from 0 to {:g} % of the volume's size", item, kMaxFillPercent));
        } else {
            if (!std::isalpha(static_cast<unsigned char>(item.back())))
                bad_fill(fmt::format("{}: say {}% for a share of the volume, or give a size with its unit ({}GiB)",
                                     item, item, item));
            level.is_size = true;
            level.bytes = parse_size(item);
        }
        if (!out.empty() && out.front().is_size != level.is_size)
            bad_fill(fmt::format("'{}': give every level as a share (%) or every level as a size, not both", all));
        if (!out.empty() && (level.is_size ? level.bytes <= out.back().bytes : level.percent <= out.back().percent))
            bad_fill(fmt::format("'{}': the levels must increase (the ballast grows from one to the next)", all));
        out.push_back(level);
    }
    if (out.size() > kMaxFillLevels)
        bad_fill(fmt::format("'{}': at most {} levels", all, kMaxFillLevels));
    return out;
}

std::string fill_levels_text(const std::vector<FillLevelSpec>& levels)
{
    std::string out;
    for (const FillLevelSpec& l : levels)
        out += (out.empty() ? "" : ",") + (l.is_size ? size_label(l.bytes) : pct_text(l.percent));
    if (!levels.empty() && !levels.front().is_size)
        out += "%";
    return out;
}

double level_percent(const FillLevelSpec& level, const VolumeSpace& v)
{
    if (!level.is_size)
        return level.percent;
    const double pct =
        v.total_bytes ? 100.0 * static_cast<double>(level.bytes) / static_cast<double>(v.total_bytes) : 100.0;
    if (pct > kMaxFillPercent)
        bad_fill(fmt::format("{}: that is {:.1f} % of the volume ({}), and a fill is at most {:g} %",
                             size_label(level.bytes), pct, format_bytes(v.total_bytes), kMaxFillPercent));
    return pct;
}

namespace {

// The level, or why the benchmark does not fit at it.
std::optional<FillPlan> try_level(const VolumeSpace& v, double pct, const std::function<AreaPlan(std::uint64_t)>& plan,
                                  std::string& why)
{
    FillPlan f;
    f.target_pct = pct;
    const std::uint64_t used = v.used_bytes();
    f.target_used_bytes = static_cast<std::uint64_t>(std::floor(pct / 100.0 * static_cast<double>(v.total_bytes)));
    const std::uint64_t grow = f.target_used_bytes > used ? f.target_used_bytes - used : 0;
    if (grow > v.available_bytes) {
        why = fmt::format("it needs {} more on the volume and only {} is available", format_bytes(grow),
                          format_bytes(v.available_bytes));
        return std::nullopt;
    }
    f.free_at_level = v.available_bytes - grow;
    try {
        f.area = plan(f.free_at_level);
    } catch (const Error& e) {
        if (e.kind() != ErrorKind::NoSpace)
            throw;
        why = e.what();
        return std::nullopt;
    }
    const std::uint64_t reserved = f.area.preallocate ? f.area.file_bytes : 0;
    const std::uint64_t grown = f.area.preallocate ? 0 : f.area.file_bytes;
    if (f.free_at_level < kFreeSpaceHeadroom + grown || reserved + kFreeSpaceHeadroom > v.available_bytes) {
        why = fmt::format("it leaves {} free, less than the benchmark's {} and {} of headroom",
                          format_bytes(f.free_at_level), format_bytes(grown + reserved),
                          format_bytes(kFreeSpaceHeadroom));
        return std::nullopt;
    }
    f.ballast_bytes = grow > reserved ? grow - reserved : 0;
    return f;
}

}  // namespace

int largest_fill(const VolumeSpace& v, const std::function<AreaPlan(std::uint64_t)>& plan,
                 const std::filesystem::path& /*target*/)
{
    std::string why;
    for (int pct = static_cast<int>(kMaxFillPercent); pct >= 0; --pct)
        if (try_level(v, pct, plan, why))
            return pct;
    return -1;
}

FillPlan plan_fill(const VolumeSpace& v, double pct, const std::function<AreaPlan(std::uint64_t)>& plan,
                   const std::filesystem::path& target)
{
    if (v.read_only)
        throw Error(ErrorKind::NotWritable,
                    fmt::format("The volume holding '{}' is mounted read-only: SolidMark cannot fill it or write its "
                                "test file. Choose a writable target.",
                                target.string()));
    std::string why;
    if (std::optional<FillPlan> f = try_level(v, pct, plan, why))
        return *f;
    const int largest = largest_fill(v, plan, target);
    const std::string level =
        fmt::format("A fill of {} % of '{}' ({} % full now, {} in all)", pct_text(pct), target.string(),
                    fmt::format("{:.1f}", v.used_percent()), format_bytes(v.total_bytes));
    if (largest < 0)
        throw Error(ErrorKind::NoSpace,
                    fmt::format("{} leaves the benchmark too little: {}. No fill fits: the volume "
                                "is too full for this benchmark even as it is. Free some space or "
                                "choose another target.",
                                level, why));
    throw Error(ErrorKind::NoSpace,
                fmt::format("{} leaves the benchmark too little: {}. The largest fill that fits is {} %; choose it or "
                            "less, or a smaller benchmark. Nothing was written.",
                            level, why, largest));
}

Ballast::Ballast(const Folder& dir, bool allow_buffered) : m_dir(dir), m_allow_buffered(allow_buffered) { }

double Ballast::grow_to(std::uint64_t target_used_bytes, double target_pct, const CancelToken& cancel,
                        const ProgressFn& progress, std::chrono::steady_clock::time_point run_start, std::uint64_t seed)
{
    const auto t0 = std::chrono::steady_clock::now();
    const std::filesystem::path& where = m_dir.path();
    VolumeSpace v = m_dir.space();
    if (v.used_bytes() + MiB > target_used_bytes)
        return 0;
    const std::uint64_t total = target_used_bytes - v.used_bytes();
    PhaseRef phase;
    phase.kind = PhaseKind::Ballast;
    phase.write = true;
    phase.value = static_cast<std::uint64_t>(std::lround(target_pct));
    ProgressEvent ev;
    ev.phase = phase;
    ev.kind = ProgressEvent::Kind::PhaseStarted;
    const auto report = [&](ProgressEvent e) {
        if (!progress)
            return;
        e.run_elapsed_s = std::chrono::duration<double>(std::chrono::steady_clock::now() - run_start).count();
        progress(e);
    };
    report(ev);
    std::uint64_t done = 0;
    for (;;) {
        v = m_dir.space();
        const std::uint64_t used = v.used_bytes();
        if (used + MiB > target_used_bytes)
            break;
        // A volume whose used space does not follow what is written (a
        // filesystem that compresses or deduplicates it) would never arrive.
        if (done > 2 * total + kBallastFileBytes)
            throw Error(ErrorKind::Io,
                        fmt::format("The used space of the volume holding '{}' does not grow as the "
                                    "ballast is written ({} written for {}): it cannot be filled to "
                                    "a level. Choose another target.",
                                    where.string(), format_bytes(done), format_bytes(total)));
        const std::uint64_t left = target_used_bytes - used;
        if (left > v.available_bytes)
            throw Error(ErrorKind::NoSpace,
                        fmt::format("The volume holding '{}' lost its free space while SolidMark was writing the "
                                    "ballast to fill it to {} % ({} of {} written): another program is writing to it. "
                                    "Nothing was measured; the ballast and the test folder are removed. Free some "
                                    "space, or choose a lower --fill.",
                                    where.string(), pct_text(target_pct), format_bytes(done), format_bytes(total)));
        const std::uint64_t n = std::min(left, kBallastFileBytes) / MiB * MiB;
        if (n == 0)
            break;
        write_file(n, done, std::max(total, done + n), target_pct, cancel, progress, run_start, seed);
    }
    const double seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - t0).count();
    ev.kind = ProgressEvent::Kind::PhaseFinished;
    ev.fraction = 1;
    Measurement m;
    m.bytes = done;
    m.ios = (done + kFillBlock - 1) / kFillBlock;
    m.elapsed_s = seconds;
    m.block_bytes = kFillBlock;
    ev.result = m;
    report(ev);
    spdlog::debug("ballast: {} in {} files, {:.1f} s", format_bytes(m_bytes), m_files, seconds);
    return seconds;
}

int Ballast::remove() noexcept
{
    int first = 0;
    for (unsigned i = 1; i <= m_files; ++i)
        if (const int err = m_dir.remove(fmt::format("ballast-{:06}.bin", i)); err && err != ENOENT && !first)
            first = err;
    m_files = 0;
    m_bytes = 0;
    return first;
}

void Ballast::write_file(std::uint64_t bytes, std::uint64_t& done, std::uint64_t total, double target_pct,
                         const CancelToken& cancel, const ProgressFn& progress,
                         std::chrono::steady_clock::time_point run_start, std::uint64_t seed)
{
    const std::string name = fmt::format("ballast-{:06}.bin", ++m_files);
    DirectFile f;
    try {
        f = m_dir.create_file(name, true);
    } catch (const Error& e) {
        if (e.kind() != ErrorKind::NoDirectIo || !m_allow_buffered)
            throw;
        f = m_dir.create_file(name, false);
    }
    PatternSource source(DataSpec{}, kFillBlock, std::max<std::size_t>(f.alignment().memory, 4096), seed + m_files);
    const auto fail = [&](int err, std::uint64_t at) {
        if (classify_io_error(err) == IoFailure::NoSpace)
            return Error(ErrorKind::NoSpace,
                         fmt::format("The volume holding '{}' became full while SolidMark was writing the ballast "
                                     "to fill it to {} % ({} of {} written): another program is writing to it, or its "
                                     "free space was wrong. Nothing was measured; the ballast and the test folder "
                                     "are removed. Free some space, or choose a lower --fill.",
                                     m_dir.path().string(), pct_text(target_pct), format_bytes(done),
                                     format_bytes(total)));
        return Error(ErrorKind::Io,
                     fmt::format("Writing the ballast failed at offset {} of '{}': {}. The drive may be "
                                 "failing or was removed; check the system log.",
                                 at, f.path().string(), errno_text(err)));
    };
    const auto t0 = std::chrono::steady_clock::now();
    auto last = t0;
    std::uint64_t last_done = done;
    for (std::uint64_t pos = 0; pos < bytes;) {
        if (cancel.cancelled())
            throw Error(ErrorKind::Cancelled, "The run was aborted; the test folder has been removed.");
        const auto len = static_cast<std::size_t>(std::min<std::uint64_t>(kFillBlock, bytes - pos));
        const std::int64_t rc = f.write_at(source.next(), len, pos);
        if (rc < 0)
            throw fail(static_cast<int>(-rc), pos);
        pos += static_cast<std::uint64_t>(rc);
        m_bytes += static_cast<std::uint64_t>(rc);
        done += static_cast<std::uint64_t>(rc);
        const auto now = std::chrono::steady_clock::now();
        const double dt = std::chrono::duration<double>(now - last).count();
        if (progress && dt >= 0.25) {
            ProgressEvent ev;
            ev.kind = ProgressEvent::Kind::PhaseProgress;
            ev.phase.kind = PhaseKind::Ballast;
            ev.phase.write = true;
            ev.phase.value = static_cast<std::uint64_t>(std::lround(target_pct));
            ev.fraction = std::min(1.0, static_cast<double>(done) / static_cast<double>(total));
            ev.done_bytes = done;
            Measurement m;
            m.bytes = done - last_done;
            m.ios = (m.bytes + kFillBlock - 1) / kFillBlock;
            m.elapsed_s = dt;
            m.block_bytes = kFillBlock;
            ev.interval = m;
            const double rate = static_cast<double>(m.bytes) / dt;
            if (rate > 0)
                ev.eta_s = static_cast<double>(total > done ? total - done : 0) / rate;
            ev.run_elapsed_s = std::chrono::duration<double>(now - run_start).count();
            progress(ev);
            last = now;
            last_done = done;
        }
    }
    if (const int rc = f.flush(); rc < 0)
        throw fail(-rc, bytes);
}

}  // namespace sm
