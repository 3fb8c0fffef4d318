// NTFS's valid data length against the engine (docs/methodology.md §29), on
// every platform: Wine keeps no valid data length, so the kernel's rule is a
// model here. The engine and the sustained writer are templates over their
// target; NtfsFile keeps an end of file and a valid data length, and counts
// every write past the latter, which NTFS would zero-fill up to and make
// synchronous. Each kind's own plan() decides, through the pipeline's own
// prepare_valid_data, how its file is prepared; then the kind's timed writes
// run on the model.
#include "engine/workload.h"
#include "io/fault.h"
#include "io/nocow.h"
#include "run/compression.h"
#include "run/condition.h"
#include "run/phase.h"
#include "run/pipeline.h"
#include "run/runner.h"
#include "run/sustained.h"
#include "run/sustained_writer.h"
#include "support/temp_dir.h"
#include "util/limits.h"

#include <catch2/catch.hpp>
#include <cerrno>
#include <mutex>

using namespace sm;

namespace {

constexpr std::uint64_t kFile = 256ull << 20;
constexpr std::uint64_t kFree = 64ull << 30;  // what the plans see free

class NtfsFile {
public:
    explicit NtfsFile(bool administrator) : m_administrator(administrator) { }

    // DirectFile::set_valid_data: the end always; the length with the privilege only.
    int set_valid_data(std::uint64_t bytes) noexcept
    {
        std::lock_guard lock(m_mutex);
        m_eof = std::max(m_eof, bytes);
        if (!m_administrator)
            return -EPERM;
        m_vdl = std::max(m_vdl, bytes);
        return 0;
    }
    std::int64_t write_at(const void*, std::size_t n, std::uint64_t off) noexcept
    {
        std::lock_guard lock(m_mutex);
        Count& c = m_timing ? m_timed : m_untimed;
        if (off > m_vdl)
            c.zero_filled_bytes += off - m_vdl;  // NTFS writes zeros up to the request, inside it
        if (off + n > m_vdl) {
            ++c.past_vdl_writes;  // made synchronous: one at a time, whatever the queue depth
            m_vdl = off + n;
        }
        m_eof = std::max(m_eof, off + n);
        return static_cast<std::int64_t>(n);
    }
    std::int64_t read_at(void*, std::size_t n, std::uint64_t) noexcept { return static_cast<std::int64_t>(n); }
    int flush() noexcept { return 0; }

    // From here on the writes are a kind's timed ones.
    void start_timing() { m_timing = true; }
    struct Count {
        std::uint64_t past_vdl_writes = 0;
        std::uint64_t zero_filled_bytes = 0;
    };
    Count timed() const { return m_timed; }
    std::uint64_t valid_data() const { return m_vdl; }

private:
    bool m_administrator;
    std::mutex m_mutex;
    std::uint64_t m_eof = 0, m_vdl = 0;
    bool m_timing = false;
    Count m_timed, m_untimed;
};

void untimed_fill(NtfsFile& f)
{
    CancelToken cancel;
    REQUIRE(run_workload(f, fill_workload(0, kFile, 4096, 1), cancel).error == 0);
}

// The pipeline's preparation of a kind's file, as Bench::prepare_file does
// it, then the kind's own untimed fill where it has one before its first
// timed write (`fills`: the plan's fill, or the suite's without Seq).
PreparationOutcome prepare_model(NtfsFile& f, const AreaPlan& plan, bool fills)
{
    const PreparationOutcome p = prepare_valid_data(f, kFile, when_unprepared(plan), [&] { untimed_fill(f); });
    if (fills)
        untimed_fill(f);
    f.start_timing();
    return p;
}
PreparationOutcome prepare_model(NtfsFile& f, const AreaPlan& plan) { return prepare_model(f, plan, plan.fill); }

Workload model_writes(std::uint32_t block, bool random, unsigned threads = 1, unsigned depth = 1)
{
    Workload w;
    w.direction = Direction::Write;
    w.block_bytes = block;
    w.random = random;
    w.threads = threads;
    w.queue_depth = depth;
    w.queue_engine = QueueEngine::Threads;
    w.span_end = kFile;
    w.max_bytes = random ? kFile / 4 : kFile;
    w.alignment = 4096;
    return w;
}

void run_model(NtfsFile& f, const Workload& w)
{
    CancelToken cancel;
    REQUIRE(run_workload(f, w, cancel).error == 0);
}

// The suite's timed writes: Seq write (the first), 4K, 4K-64Thrd.
void suite_writes(NtfsFile& f)
{
    run_model(f, model_writes(kSeqBlock, false));
    run_model(f, model_writes(kRandomBlock, true));
    run_model(f, model_writes(kRandomBlock, true, 64));
}

RunRequest suite_request(bool seq)
{
    RunRequest r;
    r.settings.size_bytes = kFile;
    r.settings.tests = {seq, true, true, true};
    return r;
}

ConditionRequest condition_request()
{
    ConditionRequest r;
    r.size_bytes = kFile;
    r.written_bytes = kFile;
    return r;
}

SustainedRequest sustained_request()
{
    SustainedRequest r;
    r.amount_bytes = kFile;
    return r;
}

void sustained_writes(NtfsFile& f)
{
    SequentialWriter<NtfsFile> w(f, kFile, 1 << 20, 4096, 1);
    CancelToken cancel;
    REQUIRE(w.run_until(INT64_MAX, cancel) == WriteStop::Done);
}

}  // namespace

TEST_CASE("NTFS model: the old preparation let timed writes zero-fill and run one at a time")
{
    // As before docs/methodology.md §29: FileAllocationInfo only, so end of
    // file and valid data length both 0 when the timed writes start.
    NtfsFile seq(false), cond(false);
    seq.start_timing();
    suite_writes(seq);
    CHECK(seq.timed().past_vdl_writes >= kFile / kSeqBlock);  // every Seq write block
    cond.start_timing();
    run_model(cond, model_writes(kConditionBlock, true));
    CHECK(cond.timed().zero_filled_bytes > kFile / 2);  // the first random write zero-fills most of the file
}

TEST_CASE("NTFS model: on a prepared file no timed write of the suite, conditioning or compression passes the valid "
          "data length")
{
    for (const bool administrator : {true, false}) {
        INFO((administrator ? "an administrator: SetFileValidData" : "not one: the file is written first"));
        const Preparation expected = administrator ? Preparation::ValidDataSet : Preparation::WrittenFirst;
        {
            NtfsFile f(administrator);
            CHECK(prepare_model(f, suite_request(true).plan(kFree)).how == expected);
            suite_writes(f);
            CHECK(f.timed().past_vdl_writes == 0);
            CHECK(f.timed().zero_filled_bytes == 0);
        }
        {
            // Without Seq the suite's untimed fill comes before its first timed write.
            NtfsFile f(administrator);
            const PreparationOutcome p = prepare_model(f, suite_request(false).plan(kFree), true);
            CHECK(p.how == (administrator ? Preparation::ValidDataSet : Preparation::FilledFirst));
            run_model(f, model_writes(kRandomBlock, true));
            run_model(f, model_writes(kRandomBlock, true, 64));
            CHECK(f.timed().past_vdl_writes == 0);
        }
        {
            NtfsFile f(administrator);
            CHECK(prepare_model(f, condition_request().plan(kFree)).how == expected);
            run_model(f, model_writes(kConditionBlock, true));
            CHECK(f.timed().past_vdl_writes == 0);
            CHECK(f.timed().zero_filled_bytes == 0);
        }
        {
            NtfsFile f(administrator);
            CompressionRequest c;
            c.size_bytes = kFile;
            CHECK(prepare_model(f, c.plan(kFree)).how == expected);
            Workload point = model_writes(1 << 20, false);
            for (std::uint64_t at = 0; at + (16ull << 20) <= kFile; at += 16ull << 20) {
                point.span_begin = at;
                point.span_end = at + (16ull << 20);
                point.max_bytes = 16ull << 20;
                run_model(f, point);
            }
            CHECK(f.timed().past_vdl_writes == 0);
        }
    }
}

TEST_CASE("NTFS model: the sustained write is prepared by an administrator and flagged otherwise")
{
    NtfsFile admin(true);
    const PreparationOutcome set = prepare_model(admin, sustained_request().plan(kFree));
    CHECK(set.how == Preparation::ValidDataSet);
    CHECK(preparation_flag(set).empty());
    sustained_writes(admin);
    CHECK(admin.timed().past_vdl_writes == 0);

    // A first pass would spend the cache it measures: it runs unprepared,
    // every write extends the valid data length, and the result says so.
    NtfsFile user(false);
    const PreparationOutcome flagged = prepare_model(user, sustained_request().plan(kFree));
    CHECK(flagged.how == Preparation::Flagged);
    CHECK(flagged.error == EPERM);
    CHECK(preparation_flag(flagged) == flag::valid_data_length);
    CHECK_THAT(preparation_text(flagged), Catch::Contains("SE_MANAGE_VOLUME_NAME"));
    sustained_writes(user);
    CHECK(user.timed().past_vdl_writes == kFile / (1 << 20));
    CHECK(user.timed().zero_filled_bytes == 0);  // sequential: each write starts where the last ended
}

TEST_CASE("NTFS model: the kinds that fill first need nothing more, and none of them is flagged")
{
    AreaPlan filled;  // presets, profiles, sweeps, steady state, a surface scan of the file
    CHECK(filled.fill);
    CHECK(when_unprepared(filled) == WhenUnprepared::FilledAnyway);
    NtfsFile f(false);
    const PreparationOutcome p = prepare_model(f, filled);
    CHECK(p.how == Preparation::FilledFirst);
    CHECK(preparation_flag(p).empty());
    run_model(f, model_writes(kRandomBlock, true, 4, 8));
    CHECK(f.timed().past_vdl_writes == 0);
    // Where the platform has no valid data length nothing is done or said.
    struct Posix {
        int set_valid_data(std::uint64_t) noexcept { return -ENOSYS; }
    } posix;
    const PreparationOutcome none = prepare_valid_data(posix, kFile, WhenUnprepared::Flag, [] { FAIL("no fill"); });
    CHECK(none.how == Preparation::NotApplicable);
    CHECK(preparation_text(none).empty());
    CHECK(preparation_flag(none).empty());
}

namespace {
struct ValidDataFaultOff {
    ~ValidDataFaultOff() { fault::disarm(); }
};
}  // namespace

TEST_CASE("without the privilege, real runs write the file first or flag the result, and say how")
{
    // The valid-data fault makes set_valid_data fail as for a user who is
    // not an administrator, on Linux as under Wine.
    smtest::TempDir dir;
    ValidDataFaultOff off;
    fault::arm(fault::Op::ValidData, EPERM);
    SustainedRequest s;
    s.target = dir.path();
    s.amount_bytes = 32ull << 20;
    s.sample_ms = 100;
    const SustainedResult r = run_sustained(s, CancelToken{});
    CHECK(r.has_flag(flag::valid_data_length));
    CHECK_THAT(r.file_preparation, Catch::StartsWith("not prepared"));
    CHECK(to_json(r).at("settings").at("file_preparation") == r.file_preparation);

    ConditionRequest c;
    c.target = dir.path().generic_string();  // with '/', as a Qt file dialog gives a Windows path
    c.size_bytes = 32ull << 20;
    c.written_bytes = 4ull << 20;
    int fills = 0;
    const ConditionResult cr =
        run_condition(c, {CancelToken{}, [&](const ProgressEvent& ev) {
                              if (ev.kind == ProgressEvent::Kind::PhaseFinished && ev.phase.kind == PhaseKind::Fill)
                                  ++fills;
                          }});
    CHECK(fills == 1);  // the untimed pass before the random writes
    CHECK_FALSE(cr.has_flag(flag::valid_data_length));
    CHECK_THAT(cr.file_preparation, Catch::StartsWith("written once before the first timed write"));
    // The header names the target as the system writes paths ('C:\\Users\\…' on Windows).
    CHECK(cr.target == std::filesystem::path(dir.path()).make_preferred().string());
    CHECK(smtest::solidmark_folders(dir.path()).empty());

    fault::disarm();
    const ConditionResult plain = run_condition(c, CancelToken{});
    CHECK_FALSE(plain.has_flag(flag::valid_data_length));
#if defined(_WIN32)
    CHECK_FALSE(plain.file_preparation.empty());  // set (an administrator, as Wine's user is), or written first
#else
    CHECK(plain.file_preparation.empty());  // no valid data length here
#endif
}

TEST_CASE("a test file that inherited NTFS compression or EFS: cleared and said, or flagged")
{
    // What the pipeline makes of clear_inherited_compression's answer.
    InheritedAttributes cleared;
    cleared.compression_cleared = true;
    CHECK(verdict_of(cleared).flags.empty());
    CHECK(verdict_of(cleared).note == "NTFS compression it inherited cleared");
    InheritedAttributes kept;
    kept.compressed = true;  // FSCTL_SET_COMPRESSION refused
    CHECK(verdict_of(kept).flags == std::vector<std::string>{flag::fs_compression});
    InheritedAttributes efs;
    efs.encrypted = true;
    CHECK(verdict_of(efs).flags == std::vector<std::string>{flag::fs_encryption});
    CHECK(verdict_of(InheritedAttributes{}).flags.empty());
    // A file made in an ordinary folder carries neither, here and under Wine.
    smtest::TempDir dir;
    DirectFile f = DirectFile::create_new(dir.path() / "plain.bin", false);
    const InheritedAttributes plain = clear_inherited_compression(f.native_handle());
    CHECK_FALSE(plain.compressed);
    CHECK_FALSE(plain.encrypted);
    CHECK_FALSE(plain.compression_cleared);
}
