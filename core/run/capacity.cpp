#include "run/capacity.h"

#include "device/device_info.h"
#include "device/target_flags.h"
#include "run/capacity_io.h"
#include "run/test_area.h"
#include "util/error.h"
#include "util/limits.h"
#include "util/units.h"

#include <algorithm>
#include <fmt/format.h>
#include <spdlog/spdlog.h>

namespace sm {
namespace {

constexpr unsigned kSampleMs = 500;
constexpr std::size_t kMaxMissingNotes = 8;

// The amount as the result states its rule.
std::string amount_rule(const CapacityRequest& req)
{
    if (req.amount_bytes)
        return size_label(req.amount_bytes);
    if (req.amount_percent >= 100)
        return fmt::format("all the free space but {}", format_bytes(kCapacityReserve));
    return fmt::format("{:g}% of the free space", req.amount_percent);
}

PhaseRef capacity_phase(PhaseKind kind, std::size_t files)
{
    PhaseRef p;
    p.kind = kind;
    p.write = kind == PhaseKind::CapacityWrite;
    p.steps = static_cast<int>(files);
    return p;
}

std::string drive_of(const CapacityResult& r)
{
    return r.device.volume_disk_node.empty() ? r.device.device_node : r.device.volume_disk_node;
}

// The files of the plan: file_bytes each, the last one what is left.
std::vector<CapacityFile> plan_files(std::uint64_t amount, std::uint64_t file_bytes)
{
    std::vector<CapacityFile> files;
    for (std::uint64_t at = 0; at < amount; at += file_bytes) {
        CapacityFile f;
        f.number = static_cast<unsigned>(files.size() + 1);
        f.bytes = std::min(file_bytes, amount - at);
        files.push_back(f);
    }
    return files;
}

// One phase (the writes or the reads) in bursts of kSampleMs: a sample and a
// progress event after each, PhaseStarted and PhaseFinished around it.
template <class Loop>
WriteStop run_phase(Loop& loop, Bench& bench, const PhaseRef& phase, std::uint64_t total,
                    std::vector<SustainedSample>& samples, double& elapsed_s,
                    const std::function<std::uint64_t()>& done)
{
    const ProgressEvent ev = phase_started(phase);
    bench.report(ev);
    const auto on_sample = [&](SustainedSample s) {
        s.temperature_c = bench.temperature_now();
        ProgressEvent p = sample_progress(ev, samples, s);
        const std::uint64_t processed = done();
        p.fraction = total ? std::min(1.0, static_cast<double>(processed) / static_cast<double>(total)) : 1.0;
        p.eta_s = p.fraction > 0 ? s.t_s / p.fraction - s.t_s : 0;
        p.interval->ios = p.interval->bytes ? 1 : 0;
        bench.report(p);
    };
    std::int64_t t0 = 0;
    const WriteStop stop =
        write_sampled<WriterClock>(loop, std::int64_t{kSampleMs} * 1000000, bench.cancel(), on_sample, t0);
    elapsed_s = static_cast<double>(WriterClock::now_ns() - t0) / 1e9;
    ProgressEvent end = ev;
    end.kind = ProgressEvent::Kind::PhaseFinished;
    end.fraction = 1;
    Measurement m;
    m.bytes = loop.written();
    m.ios = loop.written() ? 1 : 0;
    m.elapsed_s = elapsed_s;
    end.result = m;
    bench.report(end);
    return stop;
}

// The sentence of a fault, as the suite's (methodology §11): what, where, what to do.
std::string fault_sentence(const H2wFailure& f, bool writing)
{
    const std::string where = fmt::format("'{}' (at {} of the check)", f.path, format_bytes(f.offset));
    if (f.cause == "no_space")
        return fmt::format("The volume became full while writing {}: {} Something else is writing to it, or its "
                           "free space was overstated; what was written is read back.",
                           where, f.message);
    if (f.cause == "device_gone")
        return fmt::format("The drive holding {} disappeared during the capacity {}: {} Reconnect it; what was "
                           "verified before is kept.",
                           where, writing ? "write" : "read", f.message);
    if (f.cause == "read_only")
        return fmt::format("The file system holding {} became read-only: {} The drive may be failing or fake (it may "
                           "have destroyed its own file system); check the system log (dmesg).",
                           where, f.message);
    return fmt::format("I/O error on {}: {} The drive may be failing or fake; check the system log (dmesg). {}", where,
                       f.message, writing ? "What was written before it is read back." : "");
}

void set_fault(CapacityResult& r, const H2wFailure& f, bool writing)
{
    RunFault fault;
    fault.cause = f.cause;
    fault.phase = writing ? "capacity write" : "capacity read";
    fault.offset_bytes = f.offset;
    fault.device = drive_of(r);
    fault.message = fault_sentence(f, writing);
    r.fault = fault;
    r.partial = true;
    r.partial_reason = fault.message;
}

void set_cancelled(CapacityResult& r, bool writing, std::uint64_t at)
{
    RunFault fault;
    fault.cause = "cancelled";
    fault.phase = writing ? "capacity write" : "capacity read";
    fault.offset_bytes = at;
    fault.device = drive_of(r);
    fault.message = "The capacity check was aborted; what was verified so far is kept and the test folder has been "
                    "removed.";
    r.fault = fault;
    r.partial = true;
    r.partial_reason = fault.message;
}

// File 1, created before the clock starts: it decides direct or buffered I/O.
DirectFile create_first(const H2wFolder& folder, Bench& bench, CapacityResult& r, const CapacityRequest& req)
{
    const std::string cached = bench.cached_direct_io();
    try {
        if (!cached.empty())
            throw Error(
                ErrorKind::NoDirectIo,
                fmt::format("The filesystem holding '{}' does not really do direct (unbuffered) I/O: {}. Choose "
                            "another target, or run with --allow-buffered (reads may then come from memory, "
                            "and the check cannot be trusted).",
                            req.target.string(), cached));
        return folder.create(1, true, req.write_through);
    } catch (const Error& e) {
        if (e.kind() != ErrorKind::NoDirectIo || !req.allow_buffered)
            throw;
        spdlog::warn("{} Continuing buffered as requested.", e.what());
        r.set_flag(flag::buffered);
        return folder.create(1, false, req.write_through);
    }
}

struct ReadOutcome {
    WriteStop stop = WriteStop::Done;
    H2wFailure failure;
};

ReadOutcome read_back(Bench& bench, CapacityResult& r, const H2wFolder& folder, const H2wIoSetup& setup)
{
    const std::string node = r.device.device_node;
    std::error_code ec;
    const bool watch = !node.empty() && std::filesystem::exists(node, ec);
    const auto gone = [node, watch] {
        std::error_code e;
        return watch && !std::filesystem::exists(node, e);
    };
    const auto done = [&](std::size_t i) {
        const CapacityFile& f = r.files[i];
        bench.status(Stage::CapacityFileVerified, {}, fmt::format("{}.h2w", f.number), i,
                     f.lost_sectors() * kH2wSector);
    };
    H2wReader reader(folder, r.files, setup, r.verify_only, done, gone);
    const WriteStop stop =
        run_phase(reader, bench, capacity_phase(PhaseKind::CapacityRead, r.files.size()), reader.total(),
                  r.read_samples, r.read_s, [&reader] { return reader.written() + reader.skipped(); });
    return {stop, reader.failure()};
}

void finish_read(CapacityResult& r, const ReadOutcome& read)
{
    if (read.stop == WriteStop::Cancelled)
        set_cancelled(r, false, r.verified_bytes());
    else if (read.stop == WriteStop::Failed)
        set_fault(r, read.failure, false);
}

// What the disk under the file system announces (docs/methodology.md §30).
void note_announced(CapacityResult& r)
{
    r.announced_bytes = block_device_bytes(r.device.volume_disk_node);
    if (!r.announced_bytes)
        r.announced_bytes = r.device.capacity_bytes;
}

void write_and_verify(Bench& bench, CapacityResult& r, const CapacityRequest& req)
{
    note_announced(r);
    r.amount_bytes = req.amount_for(bench.free_bytes());
    r.amount_rule = amount_rule(req);
    r.file_bytes = req.file_bytes;
    r.block_bytes = static_cast<std::uint32_t>(std::min<std::uint64_t>(kSeqBlock, req.file_bytes));
    r.free_bytes_before = bench.free_bytes();
    r.keep = req.keep;
    r.files = plan_files(r.amount_bytes, r.file_bytes);
    const H2wFolder folder(bench.area());
    r.folder = folder.path().string();
    r.write_through = req.write_through;
    DirectFile first = create_first(folder, bench, r, req);
    H2wIoSetup setup;
    setup.file_bytes = r.file_bytes;
    setup.block_bytes = r.block_bytes;
    setup.alignment = first.is_open() ? first.alignment().memory : kBufferAlignment;
    setup.direct = !r.buffered();
    setup.write_through = req.write_through;
    r.alignment_source = first.is_open() ? first.alignment().source : std::string();
    const auto written = [&](std::size_t i) {
        bench.status(Stage::CapacityFileWritten, {}, fmt::format("{}.h2w", r.files[i].number), i,
                     r.files[i].written_bytes);
    };
    H2wWriter writer(folder, r.files, setup, std::move(first), written);
    const WriteStop stop =
        run_phase(writer, bench, capacity_phase(PhaseKind::CapacityWrite, r.files.size()), r.amount_bytes,
                  r.write_samples, r.write_s, [&writer] { return writer.written(); });
    if (stop == WriteStop::Cancelled) {
        set_cancelled(r, true, writer.written());
        return;
    }
    if (stop == WriteStop::Failed) {
        const H2wFailure& f = writer.failure();
        // A volume full in the last 1 % of the plan: its free space was a little optimistic, as f3write expects.
        if (f.cause == "no_space" && writer.written() * 100 >= r.amount_bytes * 99)
            r.notes.push_back(fmt::format("The volume was full {} before the planned amount (its free space was "
                                          "overstated); the check covers what was written.",
                                          format_bytes(r.amount_bytes - writer.written())));
        else
            set_fault(r, f, true);
        if (f.cause == "device_gone")
            return;
    }
    finish_read(r, read_back(bench, r, folder, setup));
    if (req.keep && !bench.cancel().cancelled())
        r.kept_folder = bench.release_folder();
}

// --verify-only: the file size of the files found, unless --file-size says
// it: the size of every file but the last (the last may be cut short), or
// f3's 1 GiB when there is one file.
std::uint64_t found_file_bytes(const std::vector<CapacityFile>& files)
{
    std::uint64_t most = 0;
    for (std::size_t i = 0; i + 1 < files.size(); ++i)
        most = std::max(most, files[i].bytes);
    return most >= kH2wSector ? most / kH2wSector * kH2wSector : kH2wFileBytes;
}

void note_missing(CapacityResult& r)
{
    std::vector<unsigned> missing;
    unsigned expect = 1;
    for (const CapacityFile& f : r.files) {
        for (; expect < f.number; ++expect)
            missing.push_back(expect);
        expect = f.number + 1;
    }
    for (std::size_t i = 0; i < missing.size() && i < kMaxMissingNotes; ++i)
        r.notes.push_back(fmt::format("{}.h2w is missing (f3read says the same)", missing[i]));
    if (missing.size() > kMaxMissingNotes)
        r.notes.push_back(fmt::format("and {} more files are missing", missing.size() - kMaxMissingNotes));
}

void verify_earlier(Bench& bench, CapacityResult& r, const CapacityRequest& req)
{
    r.verify_only = true;
    note_announced(r);
    check_target_folder(req.verify_only);
    const H2wFolder folder(req.verify_only);
    r.folder = folder.path().string();
    r.files = folder.list();
    if (r.files.empty())
        throw Error(ErrorKind::NotFound,
                    fmt::format("There are no .h2w files (1.h2w, 2.h2w, ...) in '{}'. Choose the "
                                "folder that f3write, H2testw or `solidmark-cli capacity --keep` "
                                "wrote them into.",
                                r.folder));
    r.file_bytes = req.file_bytes_given ? req.file_bytes : found_file_bytes(r.files);
    r.block_bytes = static_cast<std::uint32_t>(kSeqBlock);
    r.free_bytes_before = bench.free_bytes();
    r.amount_rule = "the files found";
    for (const CapacityFile& f : r.files)
        r.amount_bytes += f.bytes;
    note_missing(r);
    H2wIoSetup setup;
    setup.file_bytes = r.file_bytes;
    setup.block_bytes = r.block_bytes;
    setup.direct = true;
    try {
        DirectFile probe = folder.open(r.files.front().number, true);
        setup.alignment = probe.alignment().memory;
        r.alignment_source = probe.alignment().source;
    } catch (const Error& e) {
        DirectFile buffered = folder.open(r.files.front().number, false);  // readable at all? else its error
        if (!req.allow_buffered)
            throw Error(ErrorKind::NoDirectIo,
                        fmt::format("The files in '{}' cannot be read unbuffered ({}). Run with --allow-buffered "
                                    "(reads may then come from memory, and the check cannot be trusted).",
                                    r.folder, e.what()));
        setup.direct = false;
        r.set_flag(flag::buffered);
    }
    finish_read(r, read_back(bench, r, folder, setup));
}

}  // namespace

std::uint64_t CapacityRequest::amount_for(std::uint64_t free_bytes) const
{
    const std::uint64_t usable = free_bytes > kCapacityReserve ? free_bytes - kCapacityReserve : 0;
    if (amount_bytes > usable)
        throw Error(ErrorKind::NoSpace,
                    fmt::format("Writing {} would leave less than {} free ({} is free). Choose at most {}.",
                                format_bytes(amount_bytes), format_bytes(kCapacityReserve), format_bytes(free_bytes),
                                format_bytes(usable / MiB * MiB)));
    const auto share = static_cast<std::uint64_t>(static_cast<double>(free_bytes) * amount_percent / 100);
    const std::uint64_t amount = (amount_bytes ? amount_bytes : std::min(usable, share)) / MiB * MiB;
    if (amount >= kMinTestSize)
        return amount;
    throw Error(ErrorKind::NoSpace,
                fmt::format("Only {} is free: a capacity check writes at least {} and leaves {} free. Free some "
                            "space first, or check a volume with more of it free.",
                            format_bytes(free_bytes), format_bytes(kMinTestSize), format_bytes(kCapacityReserve)));
}

void CapacityRequest::validate() const
{
    if (!amount_bytes && !(amount_percent > 0 && amount_percent <= 100))
        throw Error(ErrorKind::InvalidInput, "The amount in percent must be more than 0 and at most 100.");
    if (amount_bytes && amount_bytes < kMinTestSize)
        throw Error(ErrorKind::InvalidInput, "The amount must be at least 16MiB.");
    if (file_bytes < kMinCapacityFile || file_bytes > kMaxCapacityFile || file_bytes % kMinCapacityFile != 0)
        throw Error(ErrorKind::InvalidInput,
                    "The file size must be a whole number of MiB from 1MiB to 1GiB (1GiB, the default, is what f3read "
                    "and H2testw read).");
    if (!verify_only.empty() && (amount_bytes || amount_percent != 100 || keep))
        throw Error(ErrorKind::InvalidInput,
                    "--verify-only reads files written earlier and writes nothing: --amount and --keep do not apply.");
    if (!fill.empty())
        throw Error(ErrorKind::InvalidInput,
                    "--fill does not apply to a capacity check: it fills the free space itself (--amount says how "
                    "much).");
}

int CapacityRequest::phase_count() const { return verify_only.empty() ? 2 : 1; }

AreaPlan CapacityRequest::plan(std::uint64_t free_bytes) const
{
    AreaPlan p;
    p.file_bytes = 0;  // the files are the check's own (H2wFolder)
    p.fill = false;
    p.folder = verify_only.empty();
    if (p.folder)
        amount_for(free_bytes);  // refused here, before anything is written
    return p;
}

CapacityResult run_capacity(const CapacityRequest& req, const RunEnv& env)
{
    CapacityResult result = run_benchmark<CapacityResult>(req, env, [&](Bench& bench, CapacityResult& r) {
        if (req.verify_only.empty())
            write_and_verify(bench, r, req);
        else
            verify_earlier(bench, r, req);
    });
    if (result.fault && result.fault->cause == "cancelled")
        throw PartialResult(ErrorKind::Cancelled, result.partial_reason, to_json(result));
    const CapacityVerdict v = result.verdict();
    if (result.partial)
        throw PartialResult(ErrorKind::Io, fmt::format("{} ({})", result.partial_reason, v.sentence), to_json(result));
    if (v.kind != CapacityVerdictKind::Genuine)
        throw PartialResult(ErrorKind::Io, fmt::format("The drive does not hold what it claims: {}.", v.sentence),
                            to_json(result));
    return result;
}

std::vector<Option<CapacityRequest>> CapacityRequest::options()
{
    auto o = common_options<R>();
    // A capacity check fills the free space itself (--amount): --help offers
    // no ballast, and `capacity --fill` is an unknown option.
    std::erase_if(o, [](const Option<R>& x) { return x.spec.name == "--fill"; });
    o.push_back(
        {{"--amount", "SIZE|PCT%", "how much to write: a size, or a share of the free space", "all of it but 16MiB"},
         [](R& r, const std::string& v) {
             if (!v.empty() && v.back() == '%') {
                 r.amount_bytes = 0;
                 r.amount_percent = parse_number(v.substr(0, v.size() - 1), "amount percent");
                 if (!(r.amount_percent > 0 && r.amount_percent <= 100))
                     throw Error(ErrorKind::InvalidInput, "--amount in percent must be more than 0 and at most 100%");
             } else {
                 r.amount_bytes = detail::parse_size_at_least("--amount", v, kMinTestSize);
             }
         }});
    o.push_back(
        {{"--file-size", "SIZE",
          "size of each N.h2w file, whole MiB up to 1GiB; only 1GiB files are read by f3read and H2testw", "1GiB"},
         [](R& r, const std::string& v) {
             r.file_bytes = detail::parse_size_at_least("--file-size", v, kMinCapacityFile);
             r.file_bytes_given = true;
             if (r.file_bytes > kMaxCapacityFile || r.file_bytes % kMinCapacityFile != 0)
                 throw Error(ErrorKind::InvalidInput,
                             fmt::format("--file-size must be a whole number of MiB from 1MiB to 1GiB, not "
                                         "'{}'",
                                         v));
         }});
    o.push_back({{"--verify-only", "DIR",
                  "write nothing: read back the .h2w files in DIR (written by --keep, f3write or H2testw)", ""},
                 [](R& r, const std::string& v) {
                     if (v.empty())
                         throw Error(ErrorKind::InvalidInput,
                                     "--verify-only needs the folder that holds the .h2w files");
                     r.verify_only = v;
                     if (r.target.empty())
                         r.target = v;  // the drive is the one holding the files, unless --target names another
                 }});
    o.push_back(flag_option<R>("--keep", &R::keep,
                               "leave the files when done (the folder is named at the end), to read them again with "
                               "--verify-only or f3read, e.g. after unplugging the drive"));
    return o;
}

}  // namespace sm
