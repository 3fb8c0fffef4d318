// The capacity check's figures and verdict (docs/methodology.md §30), and
// its JSON document (docs/schemas/solidmark.capacity.md).
#include "result/capacity_result.h"

#include "util/error.h"
#include "util/units.h"

#include <algorithm>
#include <fmt/format.h>

namespace sm {
namespace {

constexpr double kMiBd = 1048576.0;

// Where file N starts in the stream of files.
std::uint64_t base_of(const CapacityResult& r, const CapacityFile& f)
{
    return static_cast<std::uint64_t>(f.number - 1) * r.file_bytes;
}

// The stream offset of the first sector lost, and how many sectors were
// verified from there on (a fake drive loses nearly all of them, a drive
// that corrupts data few).
struct LostSpan {
    std::optional<std::uint64_t> first;
    std::uint64_t verified_after = 0;
};

LostSpan lost_span(const CapacityResult& r)
{
    LostSpan span;
    for (const CapacityFile& f : r.files) {
        std::optional<std::uint64_t> at;
        if (f.sectors.first_bad)
            at = f.sectors.first_bad->offset;
        if (f.unreadable_sectors > 0) {
            const std::uint64_t unread_at = base_of(r, f) + f.read_bytes;
            at = at ? std::min(*at, unread_at) : unread_at;
        }
        if (at && (!span.first || *at < *span.first))
            span.first = at;
    }
    if (!span.first)
        return span;
    for (const CapacityFile& f : r.files) {
        const std::uint64_t sectors = f.sectors.sectors() + f.unreadable_sectors;
        const std::uint64_t base = base_of(r, f), end = base + sectors * kH2wSector;
        if (end <= *span.first)
            continue;
        span.verified_after += base >= *span.first ? sectors : (end - *span.first) / kH2wSector;
    }
    return span;
}

// "1,204 sectors came back changed and 3 corrupted; 12 could not be read".
std::string loss_list(const H2wCounts& s, std::uint64_t unreadable)
{
    std::vector<std::pair<std::uint64_t, const char*>> parts;
    for (const auto& part : {std::pair{s.changed, "changed"}, std::pair{s.overwritten, "overwritten"},
                             std::pair{s.corrupted, "corrupted"}})
        if (part.first)
            parts.push_back(part);
    std::string out;
    for (std::size_t i = 0; i < parts.size(); ++i)
        out += i == 0 ? fmt::format("{} sectors came back {}", thousands(parts[i].first), parts[i].second)
                      : fmt::format("{}{} {}", i + 1 == parts.size() ? " and " : ", ", thousands(parts[i].first),
                                    parts[i].second);
    if (unreadable)
        out += out.empty() ? fmt::format("{} sectors could not be read", thousands(unreadable))
                           : fmt::format("; {} could not be read", thousands(unreadable));
    return out;
}

// "writing failed at 180.00 MiB with an I/O error": what stopped a check.
std::string stop_phrase(const CapacityResult& r)
{
    if (!r.fault)
        return "the check ended before every file was read back";
    const RunFault& f = *r.fault;
    const bool writing = f.phase.find("write") != std::string::npos;
    const std::string at = f.offset_bytes ? " at " + format_bytes(*f.offset_bytes) : std::string();
    const std::string doing = writing ? "writing" : "reading back";
    if (f.cause == "cancelled")
        return fmt::format("the check was cancelled while {}{}", doing, at);
    if (f.cause == "no_space")
        return fmt::format("the volume became full{} of the planned {}", at, format_bytes(r.amount_bytes));
    if (f.cause == "device_gone")
        return fmt::format("the drive went away while {}{}", doing, at);
    if (f.cause == "read_only")
        return fmt::format("the file system became read-only{}", at);
    if (f.cause == "flush_failed")
        return fmt::format("flushing the files to the drive failed{}", at);
    if (f.cause == "io_error")
        return fmt::format("{} failed{} with an I/O error", writing ? "writing" : "reading", at);
    return fmt::format("{} failed{} ({})", doing, at, f.cause);
}

}  // namespace

const char* verdict_key(CapacityVerdictKind k) noexcept
{
    static constexpr const char* kKeys[] = {"genuine", "fake", "wraps_around", "corrupts", "stopped"};
    const auto i = static_cast<std::size_t>(k);
    return i < std::size(kKeys) ? kKeys[i] : kKeys[4];
}

std::string thousands(std::uint64_t n)
{
    std::string digits = std::to_string(n), out;
    for (std::size_t i = 0; i < digits.size(); ++i) {
        if (i > 0 && (digits.size() - i) % 3 == 0)
            out += ',';
        out += digits[i];
    }
    return out;
}

std::uint64_t CapacityResult::written_bytes() const noexcept
{
    std::uint64_t n = 0;
    for (const CapacityFile& f : files)
        n += verify_only ? f.bytes : f.written_bytes;
    return n;
}

std::uint64_t CapacityResult::verified_bytes() const noexcept
{
    std::uint64_t n = 0;
    for (const CapacityFile& f : files)
        n += (f.sectors.sectors() + f.unreadable_sectors) * kH2wSector;
    return n;
}

H2wCounts CapacityResult::sectors() const noexcept
{
    H2wCounts all;
    for (const CapacityFile& f : files)
        all.add(f.sectors);
    return all;
}

std::uint64_t CapacityResult::unreadable_sectors() const noexcept
{
    std::uint64_t n = 0;
    for (const CapacityFile& f : files)
        n += f.unreadable_sectors;
    return n;
}

CapacityVerdict CapacityResult::verdict() const { return capacity_verdict(*this); }

CapacityVerdict capacity_verdict(const CapacityResult& r)
{
    CapacityVerdict v;
    const H2wCounts s = r.sectors();
    const std::uint64_t unreadable = r.unreadable_sectors();
    const std::uint64_t lost = s.lost() + unreadable, verified = s.sectors() + unreadable;
    v.real_capacity_bytes = s.ok * kH2wSector;
    v.wrap_bytes = s.wrap_bytes;
    const LostSpan span = lost_span(r);
    v.first_lost_offset = span.first;
    if (verified == 0) {
        v.kind = CapacityVerdictKind::Stopped;
        v.sentence = fmt::format("stopped: {}; nothing was read back", stop_phrase(r));
        return v;
    }
    if (lost == 0) {
        const bool complete = !r.partial && r.verified_bytes() >= r.written_bytes();
        v.kind = complete ? CapacityVerdictKind::Genuine : CapacityVerdictKind::Stopped;
        v.sentence = complete ? fmt::format("genuine: all {} written read back intact", format_bytes(r.written_bytes()))
                              : fmt::format("stopped: {}; the {} verified before that read back intact", stop_phrase(r),
                                            format_bytes(r.verified_bytes()));
        return v;
    }
    // Most of the loss is other sectors' data: the drive maps later writes onto earlier places.
    if (s.overwritten * 2 >= lost && s.wrap_bytes) {
        v.kind = CapacityVerdictKind::WrapsAround;
        v.sentence =
            fmt::format("wraps around: data written past {} overwrote earlier data", format_bytes(*s.wrap_bytes));
        return v;
    }
    // Nearly everything from the first loss on is lost, and not a stray sector: a fake drive's limbo.
    // (Sectors that could not be read are a failing drive's, not a fake's: a fake answers every read.)
    const bool tail = span.verified_after > 0 && lost * 10 >= span.verified_after * 9 && lost * kH2wSector >= MiB &&
        s.lost() * 10 >= lost * 9;
    if (tail) {
        v.kind = CapacityVerdictKind::Fake;
        v.lost_reads_as_zeros = s.zeros * 10 >= lost * 9;
        v.sentence = fmt::format("fake: only the first {} hold their data; what was written past that {}",
                                 format_bytes(*span.first), v.lost_reads_as_zeros ? "reads back as zeros" : "is lost");
        return v;
    }
    v.kind = CapacityVerdictKind::Corrupts;
    v.sentence = "corrupts data: " + loss_list(s, unreadable);
    return v;
}

namespace {

CapacitySpeed speed_of(const CapacityResult& r, const std::vector<SustainedSample>& samples, double total_s, bool write)
{
    CapacitySpeed sp;
    std::uint64_t bytes = 0;
    bool any = false;
    for (const CapacityFile& f : r.files) {
        const std::uint64_t b = write ? f.written_bytes : f.read_bytes;
        const double t = write ? f.write_s : f.read_s;
        bytes += b;
        if (b == 0 || !(t > 0))
            continue;
        const double v = static_cast<double>(b) / kMiBd / t;
        sp.min_mib_s = any ? std::min(sp.min_mib_s, v) : v;
        sp.max_mib_s = any ? std::max(sp.max_mib_s, v) : v;
        any = true;
    }
    sp.mean_mib_s = total_s > 0 ? static_cast<double>(bytes) / kMiBd / total_s : 0;
    sp.slowest_second_mib_s = slowest_second_mib_s(samples);
    return sp;
}

}  // namespace

CapacitySpeed CapacityResult::write_speed() const { return speed_of(*this, write_samples, write_s, true); }
CapacitySpeed CapacityResult::read_speed() const { return speed_of(*this, read_samples, read_s, false); }

// ---- the document --------------------------------------------------------------

namespace {

Json counts_to_json(const CapacityFile& f)
{
    const H2wCounts& s = f.sectors;
    return {{"ok", s.ok},
            {"changed", s.changed},
            {"overwritten", s.overwritten},
            {"corrupted", s.corrupted},
            {"zeros", s.zeros},
            {"unreadable", f.unreadable_sectors}};
}

Json bad_to_json(const std::optional<H2wCounts::Bad>& b)
{
    if (!b)
        return Json();
    return {
        {"offset_bytes", b->offset}, {"found_offset_bytes", b->found_offset}, {"state", sector_state_name(b->state)}};
}

Json speed_to_json(const CapacitySpeed& s, double total_s)
{
    return {{"s", total_s},
            {"mean_mib_s", s.mean_mib_s},
            {"min_mib_s", s.min_mib_s},
            {"max_mib_s", s.max_mib_s},
            {"slowest_second_mib_s", s.slowest_second_mib_s}};
}

SectorState state_from(const std::string& name, const std::string& where)
{
    for (SectorState s : {SectorState::Changed, SectorState::Overwritten, SectorState::Corrupted})
        if (name == sector_state_name(s))
            return s;
    throw Error(ErrorKind::Malformed, fmt::format("unknown sector state '{}' in {}", name, where));
}

CapacityFile file_from_json(const Json& e, const std::string& where, std::uint64_t file_bytes)
{
    const Json& o = as_object(e, where);
    CapacityFile f;
    f.number = static_cast<unsigned>(whole(o, "number", where, 1e9));
    if (f.number == 0)
        throw Error(ErrorKind::Malformed, fmt::format("{}.number must be at least 1", where));
    f.bytes = whole(o, "bytes", where);
    f.written_bytes = whole(o, "written_bytes", where);
    f.write_s = num(o, "write_s", where, 0, 1e8);
    f.read_bytes = whole(o, "read_bytes", where);
    f.read_s = num(o, "read_s", where, 0, 1e8);
    const std::string sw = where + ".sectors";
    const Json& s = as_object(at(o, "sectors", where), sw);
    const double most = static_cast<double>(std::max(f.bytes, file_bytes) / kH2wSector);
    f.sectors.ok = whole(s, "ok", sw, most);
    f.sectors.changed = whole(s, "changed", sw, most);
    f.sectors.overwritten = whole(s, "overwritten", sw, most);
    f.sectors.corrupted = whole(s, "corrupted", sw, most);
    f.sectors.zeros = whole(s, "zeros", sw, static_cast<double>(f.sectors.corrupted));
    f.unreadable_sectors = whole(s, "unreadable", sw, most);
    if ((f.sectors.sectors() + f.unreadable_sectors) * kH2wSector > std::max(f.bytes, f.read_bytes) + kH2wSector)
        throw Error(ErrorKind::Malformed, fmt::format("{} counts more sectors than the file holds", sw));
    f.sectors.wrap_bytes = opt_whole<std::uint64_t>(o, "wrap_bytes", where);
    if (const Json* b = find(o, "first_bad"); b && !b->is_null()) {
        const std::string bw = where + ".first_bad";
        as_object(*b, bw);
        f.sectors.first_bad = H2wCounts::Bad{whole(*b, "offset_bytes", bw), whole(*b, "found_offset_bytes", bw),
                                             state_from(as_string(at(*b, "state", bw), bw + ".state"), bw)};
    }
    f.error = str_or_empty(o, "error", where);
    return f;
}

}  // namespace

void write_body(const CapacityResult& r, Json& j)
{
    Json& st = j["settings"];
    st["mode"] = r.verify_only ? "verify_only" : "write_and_verify";
    st["amount_bytes"] = r.amount_bytes;
    st["amount_rule"] = r.amount_rule;
    st["file_bytes"] = r.file_bytes;
    st["f3_readable"] = r.f3_readable();  // derived: not read back
    st["block_bytes"] = r.block_bytes;
    st["free_bytes_before"] = r.free_bytes_before;
    st["keep"] = r.keep;
    st["folder"] = r.folder;
    j["device"] = device_to_json(r.device);
    // What the drive and its file system announce (also in `device`), beside what the check found.
    j["announced"] = {{"device_bytes", opt_num(r.announced_bytes)},
                      {"volume_bytes", opt_num(r.device.volume_size_bytes)}};
    j["partial"] = r.partial;
    j["partial_reason"] = opt_str(r.partial_reason);
    j["fault"] = r.fault ? fault_to_json(*r.fault) : Json();
    // Derived from the files and samples: written, checked to be numbers, recomputed on reading.
    const CapacityVerdict v = r.verdict();
    const H2wCounts s = r.sectors();
    j["verdict"] = {{"kind", verdict_key(v.kind)},
                    {"sentence", v.sentence},
                    {"real_capacity_bytes", v.real_capacity_bytes},
                    {"first_lost_offset_bytes", opt_num(v.first_lost_offset)},
                    {"wrap_bytes", opt_num(v.wrap_bytes)},
                    {"lost_reads_as_zeros", v.lost_reads_as_zeros}};
    j["written_bytes"] = r.written_bytes();
    j["verified_bytes"] = r.verified_bytes();
    j["intact_bytes"] = s.ok * kH2wSector;
    j["lost_bytes"] = r.lost_sectors() * kH2wSector;
    j["sectors"] = {{"ok", s.ok},
                    {"changed", s.changed},
                    {"overwritten", s.overwritten},
                    {"corrupted", s.corrupted},
                    {"zeros", s.zeros},
                    {"unreadable", r.unreadable_sectors()}};
    j["first_bad"] = bad_to_json(s.first_bad);
    j["write"] = speed_to_json(r.write_speed(), r.write_s);
    j["read"] = speed_to_json(r.read_speed(), r.read_s);
    j["files"] = json_list(r.files, [](const CapacityFile& f) -> Json {
        return {{"number", f.number},
                {"bytes", f.bytes},
                {"written_bytes", f.written_bytes},
                {"write_s", f.write_s},
                {"read_bytes", f.read_bytes},
                {"read_s", f.read_s},
                {"sectors", counts_to_json(f)},
                {"wrap_bytes", opt_num(f.sectors.wrap_bytes)},
                {"first_bad", bad_to_json(f.sectors.first_bad)},
                {"error", opt_str(f.error)}};
    });
    j["write_samples"] = samples_to_json(r.write_samples);
    j["read_samples"] = samples_to_json(r.read_samples);
    j["notes"] = r.notes;
    j["kept_folder"] = opt_str(r.kept_folder);
}

void read_body(const Json& j, CapacityResult& r)
{
    const char* w = "settings";
    const Json& st = as_object(at(j, "settings", ""), w);
    const std::string& mode = as_string(at(st, "mode", w), "settings.mode");
    if (mode != "verify_only" && mode != "write_and_verify")
        throw Error(ErrorKind::Malformed, fmt::format("unknown mode '{}' in settings.mode", mode));
    r.verify_only = mode == "verify_only";
    r.amount_bytes = whole(st, "amount_bytes", w);
    r.amount_rule = str_or_empty(st, "amount_rule", w);
    r.file_bytes = whole(st, "file_bytes", w, 1e15);
    if (r.file_bytes == 0 || r.file_bytes % kH2wSector != 0)
        throw Error(ErrorKind::Malformed, "settings.file_bytes must be a whole number of 512-byte sectors");
    r.block_bytes = static_cast<std::uint32_t>(whole(st, "block_bytes", w, 1u << 30));
    r.free_bytes_before = whole(st, "free_bytes_before", w);
    r.keep = bool_or(st, "keep", w, false);
    r.folder = str_or_empty(st, "folder", w);
    r.partial = bool_or(j, "partial", "", false);
    r.partial_reason = str_or_empty(j, "partial_reason", "");
    if (const Json* f = find(j, "fault"); f && !f->is_null())
        r.fault = fault_from_json(*f);
    r.write_s = num(as_object(at(j, "write", ""), "write"), "s", "write", 0, 1e9);
    r.read_s = num(as_object(at(j, "read", ""), "read"), "s", "read", 0, 1e9);
    read_list(j, "files", r.files, [&r](const Json& e, const std::string& where) {
        CapacityFile f = file_from_json(e, where, r.file_bytes);
        if (!r.files.empty() && f.number <= r.files.back().number)
            throw Error(ErrorKind::Malformed, fmt::format("{}.number is not after the file before it", where));
        return f;
    });
    r.write_samples = samples_from_json(j, "write_samples", "");
    r.read_samples = samples_from_json(j, "read_samples", "");
    r.notes = string_list(j, "notes");
    r.kept_folder = str_or_empty(j, "kept_folder", "");
    for (const char* key : {"written_bytes", "verified_bytes", "intact_bytes", "lost_bytes"})
        check_derived(j, key, "");
    if (const Json* a = find(j, "announced"); a && !a->is_null())
        r.announced_bytes = opt_whole<std::uint64_t>(as_object(*a, "announced"), "device_bytes", "announced");
    for (const char* key : {"verdict", "sectors"})
        if (const Json* v = find(j, key); v && !v->is_null())
            as_object(*v, key);
}

}  // namespace sm
