// Each benchmark's fio twin (run/fio_export.h, docs/methodology.md §15).
// fio's options as its HOWTO names them: stonewall serializes the phases
// and starts a reporting group, group_reporting sums a phase's numjobs,
// offset_increment gives job i its slice, end_fsync flushes a write phase,
// lat_percentiles=1 reports the percentiles of the total latency, which is
// what SolidMark's latency is (queueing to completion, §21).
#include "run/fio_export.h"

#include "result/fio_result.h"
#include "util/limits.h"
#include "util/units.h"

#include <algorithm>
#include <cctype>
#include <cmath>
#include <fmt/format.h>
#include <random>

namespace sm {
namespace {

class JobFile {
public:
    // "; text" lines of at most 100 columns.
    void comment(const std::string& text)
    {
        std::string line = ";";
        for (const std::string& word : split_words(text)) {
            if (line.size() + 1 + word.size() > 100 && line != ";") {
                m_text += line + "\n";
                line = ";";
            }
            line += " " + word;
        }
        m_text += line + "\n";
    }
    void section(const std::string& name) { m_text += "\n[" + name + "]\n"; }
    void set(const std::string& key, const std::string& value = {})
    {
        m_text += value.empty() ? key + "\n" : key + "=" + value + "\n";
    }
    void set(const std::string& key, std::uint64_t value) { set(key, std::to_string(value)); }
    std::string text() const { return m_text; }

private:
    static std::vector<std::string> split_words(const std::string& text)
    {
        std::vector<std::string> out;
        std::string word;
        for (char c : text) {
            if (c == ' ') {
                if (!word.empty())
                    out.push_back(word);
                word.clear();
            } else {
                word += c;
            }
        }
        if (!word.empty())
            out.push_back(word);
        return out;
    }
    std::string m_text;
};

// fio reads plain numbers as seconds and truncates fractions: whole seconds
// as they are, anything else in milliseconds (at least 1).
std::string fio_time(double s)
{
    const double ms = std::max(1.0, std::round(s * 1000.0));
    return ms == std::round(s) * 1000.0 ? fmt::format("{:.0f}", s) : fmt::format("{:.0f}ms", ms);
}

std::uint64_t file_bytes(std::uint64_t size_bytes) { return size_bytes / kSizeGranularity * kSizeGranularity; }

// The header every export starts with, and the [global] section.
void begin(JobFile& f, const CommonRequest& req, const std::string& what, std::uint64_t size, const char* description)
{
    f.comment(fmt::format("The fio twin of {} (SolidMark {}), written by solidmark-cli export-fio; "
                          "docs/methodology.md section 15 explains the mapping.",
                          what, req.app_version));
    f.comment("Run it: fio --output-format=json THIS_FILE > out.json, then: solidmark-cli import-fio out.json");
    const std::string file = fio_private_file_name();
    f.comment("Where fio cannot do what SolidMark does, a comment says so. Everywhere: SolidMark makes a private "
              "SolidMark-<random> folder in the target and removes it however the run ends; fio creates the folder "
              "named in filename= (mode 0700, made up for this export alone, so no file another user put in a "
              "shared target is ever opened; under fio --server prefixed with the client's address) inside "
              "directory=, writes " +
              std::string(kFioFileName) +
              " in it, and the last job unlinks the file but leaves the empty folder; an aborted fio run leaves "
              "both. Where the filesystem refuses O_DIRECT, direct=1 makes fio fail, as SolidMark stops without "
              "--allow-buffered.");
    if (req.allow_buffered)
        f.comment("--allow-buffered has no twin: fio cannot fall back to buffered I/O when direct I/O is "
                  "refused. Set direct=0 by hand to run buffered (results are then not comparable).");
    if (!req.fill.empty())
        f.comment("--fill " + fill_levels_text(req.fill) +
                  " has no twin: fio does not fill the volume first. Fill it to that level yourself (a file of "
                  "incompressible data, e.g. a fio write job with refill_buffers) before this job, and remove it "
                  "afterwards.");
    f.section("global");
    f.set("description", description);
    f.set("directory", fio_directory_value(req.target.string()));
    f.set("filename", file);
    f.set("size", size);
    f.set("direct", "1");
    if (req.write_through)
        f.set("sync", "dsync");  // --write-through on: O_DSYNC with O_DIRECT, as SolidMark opens its file
    f.set("thread");
    f.set("group_reporting");
    f.set("randrepeat", "0");
    f.set("norandommap");
    f.set("lat_percentiles", "1");
}

// One job: its own reporting group, after every job above it.
void job(JobFile& f, const std::string& name)
{
    f.section(name);
    f.set("stonewall");
}

void queue(JobFile& f, unsigned qd)
{
    f.set("ioengine", qd > 1 ? "io_uring" : "psync");
    f.set("iodepth", qd);
}

// T threads, thread i on slice i of equal slices of whole blocks (§21).
void threads(JobFile& f, unsigned n, std::uint64_t size, std::uint32_t block)
{
    if (n <= 1)
        return;
    const std::uint64_t slice = size / n / block * block;
    f.set("numjobs", n);
    f.set("size", slice);
    f.set("offset_increment", slice);
}

// fio issues whole blocks only: a 16 MiB pass over a file that is not whole
// 16 MiB blocks leaves its end unwritten, a hole that reads as zeros without
// touching the drive, so random reads landing there would count at memory
// speed (found by the drive lab: a 200 MiB twin's Acc.time read 8 % and its
// 4K-64Thrd read 70 % above the throttled drive's truth, tests/lab). This
// untimed job writes that rest once, in one request.
void fill_tail(JobFile& f, std::uint64_t size)
{
    const std::uint64_t whole = size / kSeqBlock * kSeqBlock;
    if (whole == size)
        return;
    f.comment(fmt::format("fio writes whole 16 MiB blocks only, so the pass above leaves the file's last {} MiB "
                          "unwritten; this untimed job writes them, so no read meets a hole (fio's Seq read, too, "
                          "reads whole blocks only: {} of the {} MiB).",
                          (size - whole) >> 20, whole >> 20, size >> 20));
    job(f, std::string(kFioFillJob));
    f.set("rw", "write");
    f.set("offset", whole);
    f.set("size", size - whole);
    f.set("bs", size - whole);
    f.set("ioengine", "psync");
    f.set("end_fsync", "1");
}

// The untimed fill of §2: 16 MiB sequential, incompressible, flushed.
void fill(JobFile& f, std::uint64_t size)
{
    f.comment("The untimed fill (docs/methodology.md section 2): the whole file written once so no read meets a "
              "hole; import-fio leaves it out.");
    job(f, std::string(kFioFillJob));
    f.set("rw", "write");
    f.set("bs", "16m");
    f.set("ioengine", "psync");
    f.set("end_fsync", "1");
    fill_tail(f, size);
}

// Write data as fio buffer options (§5).
void data_options(JobFile& f, const DataSpec& data)
{
    if (data.mode == DataSpec::Mode::Incompressible) {
        f.set("scramble_buffers", "1");
        return;
    }
    f.set("refill_buffers", "1");
    if (data.zero_percent >= 100) {
        f.set("zero_buffers", "1");
        return;
    }
    f.set("buffer_compress_percentage", static_cast<std::uint64_t>(data.zero_percent));
    f.set("buffer_compress_chunk", "4k");
}

void data_comment(JobFile& f, const DataSpec& data)
{
    if (data.mode == DataSpec::Mode::Incompressible)
        f.comment("Write data, incompressible: SolidMark writes windows of a random pool with a unique 64-bit stamp "
                  "in every 4 KiB; its twin is fio's random buffer that scramble_buffers=1 changes per write in "
                  "every 512 B. refill_buffers=1 would make each buffer new, closer in content, but costs fio "
                  "about 1 us of CPU per write.");
    else
        f.comment(fmt::format("Write data, compressible:{}: in every 4 KiB SolidMark writes {} % random bytes then "
                              "zeros; fio's buffer_compress_percentage with buffer_compress_chunk=4k does the same "
                              "shape (zero_buffers=1 for all zeros), but fio's random head is not stamped per write.",
                              data.zero_percent, 100 - data.zero_percent));
}

// The file's text, its last job unlinking the shared file when it ends.
std::string with_last_unlink(JobFile& f)
{
    f.set("unlink", "1");
    return f.text();
}

std::string suite_job_name(TestId t, bool write) { return fio_suite_job(t, write); }

void suite_notes(JobFile& f, const RunSettings& s)
{
    f.comment("Seq: 16 MiB, one pass or seq_max_seconds. If Seq write stops at its cap before the end of the "
              "file, SolidMark fills the rest untimed before Seq read; fio does not, so give it time for one pass.");
    if (s.selected(TestId::Rand4K64))
        f.comment(fmt::format(
            "4K-64Thrd: SolidMark measures its {} threads in one global window that starts when the last thread "
            "is ready and ends at one deadline for all, then flushes once inside it. fio times each of the {} "
            "jobs on its own (group_reporting sums their bytes over the longest runtime) and each job fsyncs at "
            "its own end.",
            s.threads_4k64, s.threads_4k64));
    f.comment("Blocks: SolidMark raises the 4K and Acc.time blocks to the target's direct-I/O alignment when it "
              "is larger (a 4Kn drive); fio uses bs as written and fails with EINVAL there: change bs=512 to "
              "bs=4k for such a drive.");
    if (s.selected(TestId::Access))
        f.comment(s.access_span == AccessSpan::Device
                      ? "Acc.time read: AS SSD and SolidMark (--access-span device) read 512 B at random over the "
                        "whole device; the twin reads the test file, like --access-span file. fio could read the "
                        "device with filename=/dev/... (read-only, as root), which this export does not do."
                      : "Acc.time read: over the test file, as the run asked (--access-span file).");
    if (s.verify)
        f.comment("--verify has no twin: SolidMark's stamps are checked across phases, fio's verify= checks within "
                  "a job; the export leaves verify out.");
    f.comment("Random offsets: uniform with repeats in both (norandommap), from different generators.");
}

// One suite phase (§3's table) as a job.
void suite_job(JobFile& f, const RunSettings& s, TestId t, bool write, std::uint64_t size)
{
    job(f, suite_job_name(t, write));
    const bool random = t != TestId::Seq;
    f.set("rw", random ? (write ? "randwrite" : "randread") : (write ? "write" : "read"));
    f.set("bs", t == TestId::Seq ? "16m" : t == TestId::Access ? "512" : "4k");
    queue(f, 1);
    switch (t) {
    case TestId::Seq:
        f.set("runtime", fio_time(s.seq_max_seconds));
        break;
    case TestId::Rand4K:
        f.set("runtime", fio_time(s.random_seconds));
        break;
    case TestId::Rand4K64:
        threads(f, s.threads_4k64, size, kRandomBlock);
        f.set("runtime", fio_time(s.random_seconds));
        break;
    case TestId::Access:
        f.set("runtime", fio_time(s.access_seconds));
        f.set("time_based");
        break;
    }
    if (write) {
        data_options(f, s.data);
        f.set("end_fsync", "1");
    }
}

std::string direction_word(bool write) { return write ? "write" : "read"; }

}  // namespace

std::string fio_private_file_name()
{
    std::random_device rd;
    return fmt::format("{}{:08x}/{}", kFioFolderPrefix, rd(), kFioFileName);
}

std::string fio_directory_value(const std::string& dir)
{
    const auto refuse = [&](const std::string& why) {
        return Error(ErrorKind::InvalidInput,
                     fmt::format("fio cannot read the folder '{}' from a job file: {}. Export for a folder whose path "
                                 "avoids that, or edit directory= by hand.",
                                 dir, why));
    };
    if (dir.find_first_of(";#") != std::string::npos)
        throw refuse("fio takes ';' and '#' as the start of a comment");
    if (!dir.empty() &&
        (std::isspace(static_cast<unsigned char>(dir.front())) || std::isspace(static_cast<unsigned char>(dir.back()))))
        throw refuse("fio strips blanks at either end of a value");
    if (std::any_of(dir.begin(), dir.end(), [](char c) { return std::iscntrl(static_cast<unsigned char>(c)) != 0; }))
        throw refuse("it holds a control character");
    for (const char* word : {"${", "$pagesize", "$mb_memory", "$ncpus"})
        if (dir.find(word) != std::string::npos)
            throw refuse(fmt::format("fio replaces '{}' with a value of its own", word));
    std::string out;
    for (char c : dir) {
        if (c == ':')
            out += '\\';
        out += c;
    }
    return out;
}

std::string fio_job_file(const RunRequest& req)
{
    const RunSettings& s = req.settings;
    const std::uint64_t size = file_bytes(s.size_bytes);
    JobFile f;
    begin(f, req, "solidmark-cli run", size, kFioSuiteDescription.data());
    suite_notes(f, s);
    data_comment(f, s.data);
    f.comment("import-fio reads this file's output as a run with AS SSD scores (the job names and the description "
              "say it is the suite).");
    std::vector<std::pair<TestId, bool>> phases;
    if (s.selected(TestId::Seq))
        phases.push_back({TestId::Seq, true});
    else
        fill(f, size);
    for (TestId t : {TestId::Seq, TestId::Rand4K, TestId::Rand4K64, TestId::Access})
        if (s.selected(t))
            for (bool write : {false, true})
                if (t != TestId::Seq || !write)
                    phases.push_back({t, write});
    for (const auto& [test, write] : phases) {
        suite_job(f, s, test, write, size);
        if (test == TestId::Seq && write)
            fill_tail(f, size);  // Seq write is the fill
    }
    return with_last_unlink(f);
}

std::string fio_job_file(const PresetRequest& req)
{
    const std::uint64_t size = file_bytes(req.size_bytes);
    JobFile f;
    begin(f, req, "solidmark-cli preset", size, "SolidMark preset (solidmark-cli export-fio preset)");
    f.comment(fmt::format(
        "Each test runs {} read passes, then {} write passes, {} s each; a sequential pass ends sooner at the end "
        "of its slice. SolidMark reports the {} of the passes; fio reports every pass as its own job (import-fio "
        "keeps them all, as a fio result).",
        req.passes, req.passes, req.seconds, req.profile == PresetProfile::Peak ? "best" : "mean"));
    f.comment("Queue depth > 1: io_uring, as SolidMark on Linux; --engine threads (one thread per request in "
              "flight) has no twin. Use libaio or windowsaio on other systems.");
    f.comment("A block that is not a multiple of the target's direct-I/O alignment fails in SolidMark before it "
              "starts and with EINVAL in fio.");
    data_comment(f, {});
    fill(f, size);
    const std::vector<PresetTest> tests = req.plan_tests();
    for (std::size_t i = 0; i < tests.size(); ++i) {
        const PresetTest& t = tests[i];
        std::string name = t.name;
        name.erase(std::remove(name.begin(), name.end(), ' '), name.end());
        for (bool write : {false, true})
            for (unsigned p = 1; p <= req.passes; ++p) {
                job(f, fmt::format("sm-preset-{}-{}-{}-{}", i + 1, name, direction_word(write), p));
                f.set("rw", t.random ? (write ? "randwrite" : "randread") : direction_word(write));
                f.set("bs", t.block_bytes);
                queue(f, t.queue_depth);
                threads(f, t.threads, size, t.block_bytes);
                f.set("runtime", fio_time(req.seconds));
                if (t.random)
                    f.set("time_based");
                if (write) {
                    data_options(f, {});
                    f.set("end_fsync", "1");
                }
            }
    }
    return with_last_unlink(f);
}

std::string fio_job_file(const ProfileRequest& req)
{
    const std::uint64_t size = file_bytes(req.size_bytes);
    const WorkloadProfile profile = workload_profile(req.profile);
    const Mix& mix = profile.mix;
    JobFile f;
    begin(f, req, "solidmark-cli profile --profile " + req.profile, size,
          "SolidMark profile (solidmark-cli export-fio profile)");
    f.comment("Offsets: SolidMark starts each random request on a multiple of its own size's natural alignment "
              "(an 8 KiB request on an 8 KiB boundary); fio aligns random offsets to blockalign, which defaults to "
              "the smallest block of the job, so in a mixed-size profile fio's larger requests may straddle pages.");
    f.comment("Sizes below the target's direct-I/O alignment: SolidMark rounds them up (and says so in the "
              "result's notes); fio fails with EINVAL. Edit bssplit for a 4Kn drive.");
    f.comment("Each request draws its direction (rwmixread), size (bssplit) and whether it is random "
              "(percentage_random) in both tools, from different generators.");
    data_comment(f, {});
    fill(f, size);
    for (std::size_t i = 0; i < req.queue_depths.size(); ++i) {
        job(f, fmt::format("sm-profile-{}-qd{}", req.profile, req.queue_depths[i]));
        f.set("rw", mix.read_percent == 100 ? "randread" : "randrw");
        if (mix.read_percent != 100)
            f.set("rwmixread", mix.read_percent);
        if (mix.random_percent != 100)
            f.set("percentage_random", mix.random_percent);
        std::string split;
        for (const SizeShare& s : mix.sizes)
            split += fmt::format("{}{}/{}", split.empty() ? "" : ":", s.bytes, s.percent);
        f.set(mix.sizes.size() == 1 ? "bs" : "bssplit",
              mix.sizes.size() == 1 ? std::to_string(mix.sizes.front().bytes) : split);
        queue(f, req.queue_depths[i]);
        threads(f, req.threads, size, mix.largest(4096));
        f.set("runtime", fio_time(req.seconds));
        f.set("time_based");
        if (mix.read_percent != 100) {
            data_options(f, {});
            f.set("end_fsync", "1");
        }
    }
    return with_last_unlink(f);
}

std::string fio_job_file(const SweepRequest& req)
{
    const std::uint64_t size = file_bytes(req.size_bytes);
    JobFile f;
    begin(f, req, "solidmark-cli sweep", size, "SolidMark sweep (solidmark-cli export-fio sweep)");
    f.comment("Each size: a sequential write, then a sequential read, one pass or the time bound. SolidMark skips "
              "a size that is not a multiple of the target's direct-I/O alignment (with a note); fio fails with "
              "EINVAL on it: remove those jobs for such a drive.");
    data_comment(f, {});
    fill(f, size);
    std::vector<std::uint64_t> blocks;
    for (std::uint64_t b = req.min_block; b <= req.max_block; b *= 2)
        blocks.push_back(b);
    for (std::size_t i = 0; i < blocks.size(); ++i)
        for (bool write : {true, false}) {
            job(f, fmt::format("sm-sweep-{}-{}", block_label(blocks[i]), direction_word(write)));
            f.set("rw", direction_word(write));
            f.set("bs", blocks[i]);
            queue(f, req.queue_depth);
            f.set("runtime", fio_time(req.seconds));
            if (write) {
                data_options(f, {});
                f.set("end_fsync", "1");
            }
        }
    return with_last_unlink(f);
}

std::string fio_job_file(const SteadyRequest& req)
{
    const std::uint64_t size = file_bytes(req.size_bytes);
    const PresetTest& t = req.test;
    JobFile f;
    begin(f, req, "solidmark-cli steady", size, "SolidMark steady state (solidmark-cli export-fio steady)");
    f.comment(fmt::format(
        "Criterion: SolidMark runs rounds of {} s and stops when the last {} rounds' IOPS are all within +-{:g} % "
        "of their mean AND the fitted line changes by at most +-{:g} % of it across them, or at {:g} s. fio's "
        "steadystate= takes one criterion over 1-second samples in a window of ss_dur: iops:{:g}% is the range "
        "criterion; the slope criterion (iops_slope) cannot be required at the same time, and fio reports one "
        "job, not rounds.",
        req.round_seconds, req.criteria.window, req.criteria.range * 100, req.criteria.slope * 100, req.max_seconds,
        req.criteria.range * 100));
    if (t.queue_depth > 1)
        f.comment("Queue depth > 1: io_uring, as SolidMark on Linux; --engine threads has no twin.");
    data_comment(f, {});
    fill(f, size);
    job(f, "sm-steady");
    const bool mixed = req.read_percent > 0 && req.read_percent < 100;
    const char* rw = mixed        ? (t.random ? "randrw" : "rw")
        : req.read_percent == 100 ? (t.random ? "randread" : "read")
                                  : (t.random ? "randwrite" : "write");
    f.set("rw", rw);
    if (mixed)
        f.set("rwmixread", req.read_percent);
    f.set("bs", t.block_bytes);
    queue(f, t.queue_depth);
    threads(f, t.threads, size, t.block_bytes);
    f.set("runtime", fio_time(req.max_seconds));
    f.set("time_based");
    f.set("steadystate", fmt::format("iops:{:g}%", req.criteria.range * 100));
    f.set("ss_dur", fio_time(req.round_seconds * req.criteria.window));
    f.set("ss_ramp", "0");
    if (req.read_percent < 100) {
        data_options(f, {});
        f.set("end_fsync", "1");
    }
    return with_last_unlink(f);
}

}  // namespace sm
