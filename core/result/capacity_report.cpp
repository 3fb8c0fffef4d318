// The capacity check's console table, CSV, compare metrics and history
// headline (result/kind.h hooks).
#include "result/capacity_result.h"

#include "util/translatable.h"
#include "util/units.h"

#include <fmt/format.h>

namespace sm {
namespace {

constexpr double kGiBd = 1073741824.0;

double gib_of(std::uint64_t bytes) { return static_cast<double>(bytes) / kGiBd; }

std::string file_name(const CapacityFile& f) { return fmt::format("{}.h2w", f.number); }

double mib_s(std::uint64_t bytes, double s) { return s > 0 ? static_cast<double>(bytes) / 1048576.0 / s : 0; }

std::string speed_line(const char* what, std::uint64_t bytes, double total_s, const CapacitySpeed& sp, const char* per)
{
    if (bytes == 0)
        return fmt::format("{:<6} nothing\n", what);
    return fmt::format("{:<6} {} in {:.1f} s: {} MB/s mean; per {} {} to {} MB/s; slowest second {} MB/s\n", what,
                       format_bytes(bytes), total_s, format_mib_s(sp.mean_mib_s), per, format_mib_s(sp.min_mib_s),
                       format_mib_s(sp.max_mib_s), format_mib_s(sp.slowest_second_mib_s));
}

std::string first_bad_line(const CapacityResult& r, const H2wCounts& s)
{
    if (!s.first_bad)
        return "First bad sector: none\n";
    const H2wCounts::Bad& b = *s.first_bad;
    const unsigned number = static_cast<unsigned>(b.offset / r.file_bytes) + 1;
    return fmt::format("First bad sector: at {} ({}.h2w + {}), {}: expected offset {}, found {}\n",
                       format_bytes(b.offset), number, format_bytes(b.offset % r.file_bytes),
                       sector_state_name(b.state), b.offset, b.found_offset);
}

std::string optional_bytes(const std::optional<std::uint64_t>& v) { return v ? format_bytes(*v) : "n/a"; }

}  // namespace

std::string console_table(const CapacityResult& r)
{
    std::string out = table_header(r);
    const std::string files = r.f3_readable()
        ? "1 GiB files (f3read and H2testw read them)"
        : fmt::format("{} files (not f3-readable: f3 expects 1 GiB files)", format_bytes(r.file_bytes));
    if (r.verify_only)
        out += fmt::format("Capacity check, verify only: {} .h2w files in {}, {}{}\n", r.files.size(), r.folder, files,
                           buffered_note(r));
    else
        out += fmt::format("Capacity check: {} written as {} in {} blocks ({}){}\n", format_bytes(r.amount_bytes),
                           files, format_bytes(r.block_bytes), r.amount_rule, buffered_note(r));
    out += fmt::format("Announced: drive {}, file system {}, free before {}\n", optional_bytes(r.announced_bytes),
                       optional_bytes(r.device.volume_size_bytes), format_bytes(r.free_bytes_before));
    const CapacityVerdict v = r.verdict();
    out += fmt::format("\nVERDICT: {}\n\n", v.sentence);
    if (r.partial)
        out += fmt::format("PARTIAL: {}\n", r.partial_reason);
    const H2wCounts s = r.sectors();
    const std::uint64_t unreadable = r.unreadable_sectors();
    const char* per = r.f3_readable() ? "GiB" : "file";
    if (!r.verify_only)
        out += speed_line("Write", r.written_bytes(), r.write_s, r.write_speed(), per);
    std::uint64_t read = 0;
    for (const CapacityFile& f : r.files)
        read += f.read_bytes;
    out += speed_line("Read", read, r.read_s, r.read_speed(), per);
    out += fmt::format("Intact: {} ({} sectors of 512 bytes)\n", format_bytes(s.ok * kH2wSector), thousands(s.ok));
    out += fmt::format("Lost:   {} ({} sectors): changed {}, overwritten {}, corrupted {} ({} of them zeros), "
                       "unreadable {}\n",
                       format_bytes(r.lost_sectors() * kH2wSector), thousands(r.lost_sectors()), thousands(s.changed),
                       thousands(s.overwritten), thousands(s.corrupted), thousands(s.zeros), thousands(unreadable));
    const std::uint64_t unverified =
        r.written_bytes() > r.verified_bytes() ? r.written_bytes() - r.verified_bytes() : 0;
    if (unverified)
        out += fmt::format("Not verified: {}\n", format_bytes(unverified));
    out += fmt::format("Real capacity (intact data, f3read's \"Data OK\"): {}\n", format_bytes(v.real_capacity_bytes));
    out += first_bad_line(r, s);
    for (const std::string& n : r.notes)
        out += "Note: " + n + "\n";
    if (!r.kept_folder.empty())
        out += fmt::format("Kept: the files stay in {} (f3read or `solidmark-cli capacity --verify-only` reads them "
                           "again; remove the folder when done)\n",
                           r.kept_folder);
    out += fmt::format("\n{:>10}{:>12}{:>12}{:>10}{:>12}{:>11}{:>11}{:>11}{:>11}\n", "file", "written", "ok", "changed",
                       "overwritten", "corrupted", "unreadable", "write MB/s", "read MB/s");
    const std::size_t every = std::max<std::size_t>(1, (r.files.size() + 23) / 24);  // about 24 lines; the CSV has all
    for (std::size_t i = 0; i < r.files.size(); i += every) {
        const CapacityFile& f = r.files[i];
        out += fmt::format("{:>10}{:>12}{:>12}{:>10}{:>12}{:>11}{:>11}{:>11}{:>11}{}\n", file_name(f),
                           format_bytes(r.verify_only ? f.bytes : f.written_bytes), f.sectors.ok, f.sectors.changed,
                           f.sectors.overwritten, f.sectors.corrupted, f.unreadable_sectors,
                           f.written_bytes ? format_mib_s(mib_s(f.written_bytes, f.write_s)) : "-",
                           f.read_bytes ? format_mib_s(mib_s(f.read_bytes, f.read_s)) : "-",
                           f.error.empty() ? "" : "  " + f.error);
    }
    if (every > 1)
        out += fmt::format("(every {}th file of {}; the CSV lists all)\n", every, r.files.size());
    out += "\nMB/s = MiB/s (2^20 bytes per second), as AS SSD counts.\n";
    return out;
}

std::string csv_report(const CapacityResult& r)
{
    std::string out = "file,bytes,written_bytes,write_s,write_mib_s,read_bytes,read_s,read_mib_s,ok,changed,"
                      "overwritten,corrupted,zeros,unreadable,first_bad_offset,first_bad_found_offset,first_bad_state,"
                      "error\n";
    for (const CapacityFile& f : r.files) {
        const auto& b = f.sectors.first_bad;
        std::string error = f.error;
        for (char& c : error)
            if (c == '"')
                c = '\'';
        out += fmt::format("{},{},{},{:.3f},{:.2f},{},{:.3f},{:.2f},{},{},{},{},{},{},{},{},{},{}\n", file_name(f),
                           f.bytes, f.written_bytes, f.write_s, mib_s(f.written_bytes, f.write_s), f.read_bytes,
                           f.read_s, mib_s(f.read_bytes, f.read_s), f.sectors.ok, f.sectors.changed,
                           f.sectors.overwritten, f.sectors.corrupted, f.sectors.zeros, f.unreadable_sectors,
                           b ? std::to_string(b->offset) : "", b ? std::to_string(b->found_offset) : "",
                           b ? sector_state_name(b->state) : "", error.empty() ? "" : "\"" + error + "\"");
    }
    return out;
}

std::vector<MetricValue> compare_metrics(const CapacityResult& r)
{
    const std::string mb(kMibSMetric);
    std::vector<MetricValue> out;
    out.push_back({"Intact data", "GiB", gib_of(r.verdict().real_capacity_bytes), true});
    out.push_back({"Lost data", "GiB", gib_of(r.lost_sectors() * kH2wSector), false});
    if (!r.verify_only) {
        const CapacitySpeed w = r.write_speed();
        out.push_back({"Capacity write", mb, w.mean_mib_s, true});
        out.push_back({"Slowest second write", mb, w.slowest_second_mib_s, true});
    }
    const CapacitySpeed rd = r.read_speed();
    out.push_back({"Capacity read", mb, rd.mean_mib_s, true});
    out.push_back({"Slowest second read", mb, rd.slowest_second_mib_s, true});
    out.push_back({"Total time", "seconds", r.write_s + r.read_s, false});
    return out;
}

std::vector<CompareCurve> compare_curves(const CapacityResult& r)
{
    const auto curve = [](const char* key, const char* title, const char* x_label,
                          const std::vector<SustainedSample>& samples) {
        CompareCurve c = compare_curve(key, title, x_label, std::string(kMibSMetric), true);
        for (const SustainedSample& s : samples)
            c.points.push_back({gib_of(s.written_bytes), s.mib_s});
        return c;
    };
    std::vector<CompareCurve> out;
    if (!r.verify_only)
        out.push_back(curve("capacity-write", translatable("sm::compare", "Write speed over the capacity"),
                            translatable("sm::compare", "GiB written"), r.write_samples));
    out.push_back(curve("capacity-read", translatable("sm::compare", "Read speed over the capacity"),
                        translatable("sm::compare", "GiB read"), r.read_samples));
    return out;
}

std::vector<HeadlineValue> headline(const CapacityResult& r)
{
    std::vector<HeadlineValue> out = {{"Intact", gib_of(r.verdict().real_capacity_bytes), "GiB"},
                                      {"Lost", gib_of(r.lost_sectors() * kH2wSector), "GiB"}};
    if (!r.verify_only)
        out.push_back({"Write", r.write_speed().mean_mib_s, "MB/s"});
    out.push_back({"Read", r.read_speed().mean_mib_s, "MB/s"});
    return out;
}

std::uint64_t history_size(const CapacityResult& r) { return r.written_bytes(); }

}  // namespace sm
