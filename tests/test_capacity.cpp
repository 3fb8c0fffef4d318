// The capacity check (docs/methodology.md §30): f3's sector format byte for
// byte, f3read's classification, the verdict on emulated drives (files
// damaged as a fake, wrapping or corrupting drive damages them), the
// document, real runs in a folder with --keep and --verify-only, faults
// injected through the I/O layer, an abort, and bad input refused before
// anything is written.
#include "data/h2w.h"
#include "io/fault.h"
#include "result/capacity_result.h"
#include "run/capacity.h"
#include "run/fill.h"
#include "support/temp_dir.h"
#include "util/error.h"
#include "util/text_file.h"
#include "util/units.h"

#include <catch2/catch.hpp>
#include <cerrno>
#include <cstring>
#include <filesystem>
#include <fstream>
#include <vector>

using namespace sm;
using smtest::TempDir;
namespace fs = std::filesystem;

namespace {

struct Disarm {
    ~Disarm() { fault::disarm(); }
};

std::vector<std::uint64_t> words_of(const std::vector<unsigned char>& b, std::size_t at, std::size_t n)
{
    std::vector<std::uint64_t> out(n);
    std::memcpy(out.data(), b.data() + at, n * 8);
    return out;
}

CapacityRequest request_in(const TempDir& dir, std::uint64_t amount = 48 * MiB, std::uint64_t file = 16 * MiB)
{
    CapacityRequest req;
    req.target = dir.path();
    req.app_version = "test";
    req.amount_bytes = amount;
    req.file_bytes = file;
    return req;
}

// Runs a check that may end with PartialResult; the result either way.
CapacityResult run_keeping(const CapacityRequest& req, const RunEnv& env, std::optional<Error>* error = nullptr)
{
    try {
        return run_capacity(req, env);
    } catch (const PartialResult& p) {
        if (error)
            error->emplace(p.kind(), p.what());
        return read_document<CapacityResult>(p.document());
    }
}

CapacityResult run_keeping(const CapacityRequest& req, std::optional<Error>* error = nullptr)
{
    CancelToken cancel;
    return run_keeping(req, RunEnv(cancel), error);
}

std::vector<unsigned char> read_file(const fs::path& p)
{
    std::ifstream in(p, std::ios::binary);
    return {std::istreambuf_iterator<char>(in), {}};
}

void write_file(const fs::path& p, const std::vector<unsigned char>& b)
{
    std::ofstream out(p, std::ios::binary | std::ios::trunc);
    out.write(reinterpret_cast<const char*>(b.data()), static_cast<std::streamsize>(b.size()));
}

// A result of `n` files of `file` bytes, each verified with `ok` sectors intact.
CapacityResult synthetic(unsigned n, std::uint64_t file)
{
    CapacityResult r;
    r.file_bytes = file;
    r.amount_bytes = n * file;
    for (unsigned i = 1; i <= n; ++i) {
        CapacityFile f;
        f.number = i;
        f.bytes = f.written_bytes = f.read_bytes = file;
        f.write_s = f.read_s = 0.1;
        f.sectors.ok = file / kH2wSector;
        r.files.push_back(f);
    }
    r.write_s = r.read_s = 0.1 * n;
    return r;
}

}  // namespace

TEST_CASE("h2w sectors are f3write's, byte for byte: the offset, then the generator seeded by it")
{
    std::vector<unsigned char> b(2 * kH2wSector);
    h2w_fill(b.data(), b.size(), 0);
    // What f3write 8.0 wrote into 1.h2w (Debian's f3), read back with od.
    CHECK(words_of(b, 0, 4) == std::vector<std::uint64_t>{0, 0x11, 0x1100000110, 0x20f00001001});
    CHECK(words_of(b, 504, 1)[0] == 0x38dee6792986c021ull);
    CHECK(words_of(b, 512, 4) == std::vector<std::uint64_t>{0x200, 0x20000001e11, 0x3c110001c310, 0x5480f001a6e01});
    // Any offset: word k+1 = word k * 4294967311 + 17, as f3's random_number().
    const std::uint64_t at = 37ull * 1024 * 1024 * 1024 + 4096;
    h2w_fill(b.data(), b.size(), at);
    for (std::size_t s = 0; s < 2; ++s) {
        const auto w = words_of(b, s * kH2wSector, 64);
        CHECK(w[0] == at + s * kH2wSector);
        for (std::size_t k = 1; k < 64; ++k)
            REQUIRE(w[k] == w[k - 1] * 4294967311ull + 17);
    }
}

TEST_CASE("every sector is classified as f3read does: ok, changed, overwritten, corrupted")
{
    std::vector<unsigned char> s(kH2wSector);
    const std::uint64_t at = 3 * MiB;
    h2w_fill(s.data(), s.size(), at);
    CHECK(h2w_classify(s.data(), at).state == SectorState::Ok);
    s[100] ^= 0x7f;  // 7 bits
    CHECK(h2w_classify(s.data(), at).state == SectorState::Changed);
    s[200] ^= 0x01;  // 8 bits in all
    CHECK(h2w_classify(s.data(), at).state == SectorState::Corrupted);
    h2w_fill(s.data(), s.size(), at + 64 * MiB);  // another sector's data, intact
    const SectorCheck other = h2w_classify(s.data(), at);
    CHECK(other.state == SectorState::Overwritten);
    CHECK(other.found_offset == at + 64 * MiB);
    h2w_fill(s.data(), s.size(), at);
    s[3] ^= 0x10;  // the offset word itself: nothing matches any more
    CHECK(h2w_classify(s.data(), at).state == SectorState::Corrupted);
    std::fill(s.begin(), s.end(), 0);
    const SectorCheck zeros = h2w_classify(s.data(), at);
    CHECK(zeros.state == SectorState::Corrupted);
    CHECK(zeros.zeros);

    // A span: counts, the first bad sector and a wrap's distance.
    std::vector<unsigned char> span(8 * kH2wSector);
    h2w_fill(span.data(), span.size(), at);
    h2w_fill(span.data() + 2 * kH2wSector, kH2wSector, at + 2 * kH2wSector + 32 * MiB);
    std::memset(span.data() + 5 * kH2wSector, 0, kH2wSector);
    span[7 * kH2wSector + 300] ^= 0x3;
    H2wCounts c;
    h2w_check(span.data(), span.size(), at, c);
    CHECK(c.ok == 5);
    CHECK(c.overwritten == 1);
    CHECK(c.corrupted == 1);
    CHECK(c.zeros == 1);
    CHECK(c.changed == 1);
    REQUIRE(c.first_bad);
    CHECK(c.first_bad->offset == at + 2 * kH2wSector);
    CHECK(c.first_bad->state == SectorState::Overwritten);
    CHECK(c.wrap_bytes == 32 * MiB);
}

TEST_CASE("the verdict: genuine, fake, wraps around, corrupts data, stopped")
{
    CapacityResult genuine = synthetic(4, 16 * MiB);
    CHECK(genuine.verdict().kind == CapacityVerdictKind::Genuine);
    CHECK(genuine.verdict().sentence == "genuine: all 64.00 MiB written read back intact");
    CHECK(genuine.verdict().real_capacity_bytes == 64 * MiB);

    // Limbo: past 24 MiB every sector reads back as zeros.
    CapacityResult fake = synthetic(4, 16 * MiB);
    fake.files[1].sectors.ok = 8 * MiB / kH2wSector;
    fake.files[1].sectors.corrupted = fake.files[1].sectors.zeros = 8 * MiB / kH2wSector;
    fake.files[1].sectors.first_bad = H2wCounts::Bad{24 * MiB, 0, SectorState::Corrupted};
    for (std::size_t i = 2; i < 4; ++i) {
        fake.files[i].sectors.ok = 0;
        fake.files[i].sectors.corrupted = fake.files[i].sectors.zeros = 16 * MiB / kH2wSector;
        fake.files[i].sectors.first_bad = H2wCounts::Bad{i * 16 * MiB, 0, SectorState::Corrupted};
    }
    const CapacityVerdict f = fake.verdict();
    CHECK(f.kind == CapacityVerdictKind::Fake);
    CHECK(f.sentence ==
          "fake: only the first 24.00 MiB hold their data; what was written past that reads back as "
          "zeros");
    CHECK(f.real_capacity_bytes == 24 * MiB);
    CHECK(f.first_lost_offset == 24 * MiB);

    // Wrap: the first two files hold the last two's data.
    CapacityResult wrap = synthetic(4, 16 * MiB);
    for (std::size_t i = 0; i < 2; ++i) {
        wrap.files[i].sectors.ok = 0;
        wrap.files[i].sectors.overwritten = 16 * MiB / kH2wSector;
        wrap.files[i].sectors.wrap_bytes = 32 * MiB;
        wrap.files[i].sectors.first_bad =
            H2wCounts::Bad{i * 16 * MiB, i * 16 * MiB + 32 * MiB, SectorState::Overwritten};
    }
    CHECK(wrap.verdict().kind == CapacityVerdictKind::WrapsAround);
    CHECK(wrap.verdict().sentence == "wraps around: data written past 32.00 MiB overwrote earlier data");

    // Bit rot: one sector in a thousand changed, all over.
    CapacityResult rot = synthetic(4, 16 * MiB);
    for (std::size_t i = 0; i < 4; ++i) {
        rot.files[i].sectors.ok -= 32;
        rot.files[i].sectors.changed = 31;
        rot.files[i].sectors.corrupted = 1;
        rot.files[i].sectors.first_bad = H2wCounts::Bad{i * 16 * MiB + 4096, i * 16 * MiB + 4096, SectorState::Changed};
    }
    CHECK(rot.verdict().kind == CapacityVerdictKind::Corrupts);
    CHECK(rot.verdict().sentence == "corrupts data: 124 sectors came back changed and 4 corrupted");

    // An honest failure: writing stopped at 32 MiB with EIO, what was written is intact.
    CapacityResult failed = synthetic(2, 16 * MiB);
    failed.amount_bytes = 64 * MiB;
    failed.partial = true;
    failed.fault = RunFault{"io_error", "capacity write", 32 * MiB, "/dev/sdz", "I/O error"};
    CHECK(failed.verdict().kind == CapacityVerdictKind::Stopped);
    CHECK(
        failed.verdict().sentence ==
        "stopped: writing failed at 32.00 MiB with an I/O error; the 32.00 MiB verified before that read back intact");
}

TEST_CASE("a capacity document reads back to the same document, and a damaged one is refused with the field")
{
    CapacityResult r = synthetic(3, 16 * MiB);
    r.target = "/mnt/x";
    r.files[2].sectors.ok = 100;
    r.files[2].sectors.corrupted = r.files[2].sectors.zeros = 16 * MiB / kH2wSector - 100;
    r.files[2].sectors.first_bad = H2wCounts::Bad{32 * MiB + 51200, 0, SectorState::Corrupted};
    r.write_samples = {{0.5, 8 * MiB, 16, std::nullopt}, {1.0, 48 * MiB, 80, 41.0}};
    r.read_samples = {{0.5, 48 * MiB, 96, std::nullopt}};
    r.notes = {"a note"};
    const Json doc = to_json(r);
    CHECK(doc.at("schema") == "solidmark.capacity/1");
    CHECK(doc.at("verdict").at("kind") == "fake");
    CHECK(doc.at("settings").at("f3_readable") == false);
    const CapacityResult back = read_document<CapacityResult>(doc);
    CHECK(dump_json(to_json(back)) == dump_json(doc));

    Json bad = doc;
    bad["files"][1]["sectors"]["ok"] = 1u << 30;
    CHECK_THROWS_WITH(read_document<CapacityResult>(bad), Catch::Contains("files[1].sectors"));
    bad = doc;
    bad["files"][2]["first_bad"]["state"] = "weird";
    CHECK_THROWS_WITH(read_document<CapacityResult>(bad), Catch::Contains("weird"));
    bad = doc;
    bad["files"][1]["number"] = 1;
    CHECK_THROWS_WITH(read_document<CapacityResult>(bad), Catch::Contains("files[1].number"));
    bad = doc;
    bad["settings"]["mode"] = "guess";
    CHECK_THROWS_WITH(read_document<CapacityResult>(bad), Catch::Contains("settings.mode"));
}

TEST_CASE("a real check in a folder: every sector intact, speeds and samples, nothing left behind")
{
    TempDir dir;
    CancelToken cancel;
    std::vector<ProgressEvent> events;
    const CapacityResult r =
        run_capacity(request_in(dir), RunEnv(cancel, [&](const ProgressEvent& e) { events.push_back(e); }));
    CHECK(fs::is_empty(dir.path()));
    REQUIRE(r.files.size() == 3);
    CHECK(r.written_bytes() == 48 * MiB);
    CHECK(r.verified_bytes() == 48 * MiB);
    CHECK(r.sectors().ok == 48 * MiB / kH2wSector);
    CHECK(r.verdict().kind == CapacityVerdictKind::Genuine);
    CHECK(r.write_speed().mean_mib_s > 0);
    CHECK(r.read_speed().mean_mib_s > 0);
    CHECK_FALSE(r.write_samples.empty());
    CHECK_FALSE(r.read_samples.empty());
    CHECK(r.write_samples.back().written_bytes == 48 * MiB);
    int written = 0, verified = 0;
    for (const ProgressEvent& e : events) {
        written += e.stage == Stage::CapacityFileWritten && e.kind == ProgressEvent::Kind::Status;
        verified += e.stage == Stage::CapacityFileVerified && e.kind == ProgressEvent::Kind::Status;
    }
    CHECK(written == 3);
    CHECK(verified == 3);
    const std::string table = kind_of<CapacityResult>().table(to_json(r));
    CHECK_THAT(table, Catch::Contains("VERDICT: genuine: all 48.00 MiB written read back intact"));
    CHECK_THAT(table, Catch::Contains("not f3-readable"));
}

TEST_CASE("a check with --keep leaves the files, and --verify-only reads them again and finds what was done to them")
{
    TempDir dir;
    CapacityRequest req = request_in(dir, 64 * MiB);
    req.keep = true;
    CancelToken cancel;
    const CapacityResult kept = run_capacity(req, RunEnv(cancel));
    REQUIRE_FALSE(kept.kept_folder.empty());
    const fs::path folder = kept.kept_folder;
    CHECK(fs::exists(folder / "4.h2w"));
    CHECK_FALSE(fs::exists(folder / ".solidmark-area"));  // the user's now: never a leftover to remove

    CapacityRequest verify;
    verify.target = folder;
    verify.verify_only = folder;
    verify.app_version = "test";
    SECTION("untouched: genuine, the file size found from the files")
    {
        const CapacityResult r = run_keeping(verify);
        CHECK(r.verify_only);
        CHECK(r.file_bytes == 16 * MiB);
        CHECK(r.verdict().kind == CapacityVerdictKind::Genuine);
        CHECK(fs::exists(folder / "1.h2w"));  // verify-only writes and removes nothing
    }
    SECTION("the last two files zeroed from their middle on: a fake drive's limbo")
    {
        std::vector<unsigned char> b = read_file(folder / "3.h2w");
        std::fill(b.begin() + static_cast<std::ptrdiff_t>(4 * MiB), b.end(), 0);
        write_file(folder / "3.h2w", b);
        write_file(folder / "4.h2w", std::vector<unsigned char>(16 * MiB, 0));
        std::optional<Error> error;
        const CapacityResult r = run_keeping(verify, &error);
        const CapacityVerdict v = r.verdict();
        CHECK(v.kind == CapacityVerdictKind::Fake);
        CHECK(v.first_lost_offset == 36 * MiB);
        CHECK(v.real_capacity_bytes == 36 * MiB);
        CHECK(v.lost_reads_as_zeros);
        REQUIRE(error);
        CHECK_THAT(error->what(), Catch::Contains("only the first 36.00 MiB hold their data"));
    }
    SECTION("file 4 holds file 2's data: the drive wraps")
    {
        write_file(folder / "4.h2w", read_file(folder / "2.h2w"));  // (MinGW's copy_file cannot overwrite)
        const CapacityResult r = run_keeping(verify);
        CHECK(r.verdict().kind == CapacityVerdictKind::WrapsAround);
        CHECK(r.verdict().wrap_bytes == 32 * MiB);
        CHECK(r.sectors().overwritten == 16 * MiB / kH2wSector);
    }
    SECTION("a few bits flipped, a file cut short and one gone: corrupted, unreadable, missing")
    {
        std::vector<unsigned char> b = read_file(folder / "1.h2w");
        b[12345] ^= 0x3;
        write_file(folder / "1.h2w", b);
        fs::resize_file(folder / "2.h2w", 8 * MiB);
        fs::remove(folder / "3.h2w");
        const CapacityResult r = run_keeping(verify);
        CHECK(r.sectors().changed == 1);
        REQUIRE(r.sectors().first_bad);
        CHECK(r.sectors().first_bad->offset == 12288);
        CHECK(r.files.size() == 3);
        CHECK(r.files[1].read_bytes == 8 * MiB);
        REQUIRE(r.notes.size() == 1);
        CHECK_THAT(r.notes[0], Catch::Contains("3.h2w is missing"));
        CHECK(r.verdict().kind == CapacityVerdictKind::Corrupts);
    }
#ifndef _WIN32
    SECTION("a name that is a link to a file elsewhere is never followed: that file counts as missing")
    {
        const TempDir elsewhere;
        fs::rename(folder / "3.h2w", elsewhere.path() / "3.h2w");
        fs::create_symlink(elsewhere.path() / "3.h2w", folder / "3.h2w");
        const CapacityResult r = run_keeping(verify);
        CHECK(r.files.size() == 3);
        REQUIRE(r.notes.size() == 1);
        CHECK_THAT(r.notes[0], Catch::Contains("3.h2w is missing"));
        CHECK(fs::is_symlink(fs::symlink_status(folder / "3.h2w")));  // left as it was
    }
#endif
    fs::remove_all(folder);
}

TEST_CASE("faults keep what was verified: EIO writing, a full volume, a read error, a read-only volume, a drive gone")
{
    Disarm disarm;
    TempDir dir;
    SECTION("an I/O error while writing: what was written is read back, the check says what stopped it")
    {
        fault::arm(fault::Op::Write, EIO, 5);  // 16 MiB files in 16 MiB blocks: the 6th file fails
        std::optional<Error> error;
        const CapacityResult r = run_keeping(request_in(dir, 128 * MiB), &error);
        fault::disarm();
        REQUIRE(r.fault);
        CHECK(r.fault->cause == "io_error");
        CHECK(r.fault->phase == "capacity write");
        CHECK(r.fault->offset_bytes == 80 * MiB);
        CHECK(r.partial);
        CHECK(r.verified_bytes() == 80 * MiB);
        CHECK(r.verdict().kind == CapacityVerdictKind::Stopped);
        CHECK_THAT(r.verdict().sentence, Catch::StartsWith("stopped: writing failed at 80.00 MiB with an I/O error"));
        REQUIRE(error);
        CHECK(error->kind() == ErrorKind::Io);
    }
    SECTION("a volume full early is a fault; full in the last 1 % is a note")
    {
        fault::arm(fault::Op::Write, ENOSPC, 2);
        const CapacityResult r = run_keeping(request_in(dir));
        fault::disarm();
        REQUIRE(r.fault);
        CHECK(r.fault->cause == "no_space");
        CHECK(r.verified_bytes() == 32 * MiB);
    }
    SECTION("a read error costs its file, and the next files are still read")
    {
        fault::arm(fault::Op::Read, EIO, 1);
        const CapacityResult r = run_keeping(request_in(dir));
        fault::disarm();
        CHECK_FALSE(r.fault);
        CHECK(r.unreadable_sectors() > 0);
        CHECK(r.verdict().kind == CapacityVerdictKind::Corrupts);
        CHECK_THAT(r.verdict().sentence, Catch::Contains("could not be read"));
    }
    SECTION("a volume that turns read-only")
    {
        fault::arm(fault::Op::Write, EROFS, 1);
        const CapacityResult r = run_keeping(request_in(dir));
        fault::disarm();
        REQUIRE(r.fault);
        CHECK(r.fault->cause == "read_only");
        CHECK_THAT(r.verdict().sentence, Catch::Contains("read-only at 16.00 MiB"));
    }
    SECTION("the drive gone while reading back: stopped there, nothing counted lost")
    {
        fault::arm(fault::Op::Read, ENODEV, 1);
        const CapacityResult r = run_keeping(request_in(dir));
        fault::disarm();
        REQUIRE(r.fault);
        CHECK(r.fault->cause == "device_gone");
        CHECK(r.lost_sectors() == 0);
        CHECK(r.verified_bytes() == 16 * MiB);
    }
    CHECK(fs::is_empty(dir.path()));
}

TEST_CASE("files that vanish before they are read back are lost, with the reason, and an abort keeps what was verified")
{
    TempDir dir;
    fs::path folder;
    CancelToken cancel;
    SECTION("vanished")
    {
        const auto progress = [&](const ProgressEvent& e) {
            if (e.stage == Stage::FolderCreated)
                folder = e.path;
            if (e.kind == ProgressEvent::Kind::Status && e.stage == Stage::CapacityFileWritten && e.count == 1)
                fs::remove(folder / "1.h2w");
        };
        const CapacityResult r = run_keeping(request_in(dir), RunEnv(cancel, progress));
        CHECK(r.files[0].unreadable_sectors == 16 * MiB / kH2wSector);
        CHECK_THAT(r.files[0].error, Catch::Contains("vanished"));
        CHECK(r.files[1].sectors.ok == 16 * MiB / kH2wSector);
    }
    SECTION("aborted while reading back")
    {
        const auto progress = [&](const ProgressEvent& e) {
            if (e.kind == ProgressEvent::Kind::Status && e.stage == Stage::CapacityFileVerified)
                cancel.cancel();
        };
        // 1 MiB files, many more than the reader's four buffers: it cannot read
        // past the fifth file before the first one's check is reported, however
        // late the checking thread runs (three 16 MiB files fit in the four
        // buffers, and a busy machine read them all before the abort was seen).
        std::optional<Error> error;
        const CapacityResult r = run_keeping(request_in(dir, 48 * MiB, MiB), RunEnv(cancel, progress), &error);
        REQUIRE(error);
        CHECK(error->kind() == ErrorKind::Cancelled);
        REQUIRE(r.fault);
        CHECK(r.fault->cause == "cancelled");
        CHECK(r.files[0].sectors.ok == MiB / kH2wSector);
        CHECK(r.verified_bytes() < 48 * MiB);
    }
    CHECK(fs::is_empty(dir.path()));
}

TEST_CASE("bad input is refused before anything is written")
{
    TempDir dir;
    CapacityRequest req = request_in(dir);
    req.file_bytes = 3 * MiB / 2;
    CHECK_THROWS_WITH(req.validate(), Catch::Contains("whole number of MiB"));
    req.file_bytes = 2ull << 30;
    CHECK_THROWS_WITH(req.validate(), Catch::Contains("from 1MiB to 1GiB"));
    req = request_in(dir);
    req.fill = parse_fill_levels("50%");  // a ballast first: the check fills the volume itself
    CHECK_THROWS_WITH(req.validate(), Catch::Contains("--fill does not apply to a capacity check"));
    req = request_in(dir);
    req.verify_only = dir.path();
    CHECK_THROWS_WITH(req.validate(), Catch::Contains("--amount and --keep do not apply"));
    req.amount_bytes = 0;
    req.validate();
    std::optional<Error> error;
    CancelToken cancel;
    try {
        run_capacity(req, RunEnv(cancel));  // no .h2w files there
    } catch (const Error& e) {
        error.emplace(e.kind(), e.what());
    }
    REQUIRE(error);
    CHECK(error->kind() == ErrorKind::NotFound);
    CHECK_THAT(error->what(), Catch::Contains("no .h2w files"));

    req = request_in(dir, 1ull << 60);
    CHECK_THROWS_WITH(run_capacity(req, RunEnv(cancel)), Catch::Contains("would leave less than 16.00 MiB free"));
    CHECK(fs::is_empty(dir.path()));
    CHECK_THROWS_WITH(request_in(dir, 0).amount_for(20 * MiB), Catch::Contains("Only 20.00 MiB is free"));
    CapacityRequest share = request_in(dir, 0);
    share.amount_percent = 50;
    CHECK(share.amount_for(1000 * MiB) == 500 * MiB);
    share.amount_percent = 100;
    CHECK(share.amount_for(1000 * MiB) == 984 * MiB);
}
