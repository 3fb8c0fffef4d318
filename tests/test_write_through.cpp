// settings.write_through (docs/methodology.md §24): the flag reaches the
// open() of the test file, every handle the engine opens on it keeps it, and
// the result records it.
#include "io/direct_file.h"
#include "result/document.h"
#include "result/kind.h"
#include "run/runner.h"
#include "support/temp_dir.h"

#include <catch2/catch.hpp>
#include <filesystem>
#include <fstream>
#include <set>
#include <string>

#if defined(__linux__)
#include "io/fault.h"

#include <fcntl.h>
#include <sys/mman.h>
#include <unistd.h>
#endif

using namespace sm;
using smtest::TempDir;
namespace fs = std::filesystem;

#if defined(__linux__)
namespace {

// The open flags of `fd` as the kernel holds them (/proc/self/fdinfo, octal).
long open_flags(int fd)
{
    std::ifstream in("/proc/self/fdinfo/" + std::to_string(fd));
    std::string key;
    while (in >> key)
        if (key == "flags:") {
            std::string octal;
            in >> octal;
            return std::stol(octal, nullptr, 8);
        }
    return -1;
}

// The open flags of every descriptor of this process on a file named `name`.
std::set<long> flags_of_files_named(const std::string& name)
{
    std::set<long> out;
    for (const auto& e : fs::directory_iterator("/proc/self/fd")) {
        std::error_code ec;
        const fs::path to = fs::read_symlink(e.path(), ec);
        if (ec || to.filename() != name)
            continue;
        // The engine's threads open and close their handles meanwhile: a
        // descriptor closed (-1, every bit set) or reused for another file
        // between the two reads is not counted.
        const long flags = open_flags(std::stoi(e.path().filename().string()));
        if (flags != -1 && fs::read_symlink(e.path(), ec) == to && !ec)
            out.insert(flags);
    }
    return out;
}

// Pages of the file at `path` resident in the page cache (mincore).
std::size_t resident_pages(const fs::path& path)
{
    const int fd = ::open(path.c_str(), O_RDONLY | O_CLOEXEC);
    if (fd < 0)
        return SIZE_MAX;
    const auto size = static_cast<std::size_t>(::lseek(fd, 0, SEEK_END));
    void* map = ::mmap(nullptr, size, PROT_READ, MAP_SHARED, fd, 0);
    ::close(fd);
    if (map == MAP_FAILED)
        return SIZE_MAX;
    const auto page = static_cast<std::size_t>(::sysconf(_SC_PAGESIZE));
    std::vector<unsigned char> vec((size + page - 1) / page);
    std::size_t n = 0;
    if (::mincore(map, size, vec.data()) == 0)
        for (unsigned char v : vec)
            n += v & 1;
    ::munmap(map, size);
    return n;
}

// A suite run small and short enough for a unit test.
RunRequest small_run(const TempDir& dir)
{
    RunRequest req;
    req.target = dir.path();
    req.app_version = "test";
    req.settings.size_bytes = 16ull << 20;
    req.settings.random_seconds = 0.1;
    req.settings.access_seconds = 0.1;
    req.settings.threads_4k64 = 4;
    return req;
}

}  // namespace

TEST_CASE("buffered mode drops the test file's cached pages before every read phase and records it")
{
    TempDir dir;
    fault::arm(fault::Op::OpenDirect, EINVAL);  // as a filesystem refusing O_DIRECT
    struct Disarm {
        ~Disarm() { fault::disarm(); }
    } disarm;
    RunRequest req = small_run(dir);
    req.allow_buffered = true;
    req.settings.access_span = AccessSpan::File;
    std::vector<std::size_t> at_read_start;  // resident pages when each read phase began
    CancelToken cancel;
    RunEnv env(cancel, [&](const ProgressEvent& ev) {
        if (ev.kind != ProgressEvent::Kind::PhaseStarted || ev.phase.write)
            return;
        for (const auto& e : fs::recursive_directory_iterator(dir.path()))
            if (e.path().filename() == "solidmark-test.bin")
                at_read_start.push_back(resident_pages(e.path()));
    });
    const RunResult r = run_suite(req, env);
    CHECK(r.buffered());
    REQUIRE(at_read_start.size() == 4);  // Seq, 4K, 4K-64Thrd, Acc.time reads
    // The write phase before each read left the file's 4096 pages cached;
    // the drop leaves (next to) none of them.
    for (std::size_t pages : at_read_start)
        CHECK(pages < 64);
    CHECK_THAT(r.page_cache, Catch::StartsWith("dropped before every read phase (fdatasync + posix_fadvise"));
    CHECK(to_json(r).at("settings").at("page_cache") == r.page_cache);
}

TEST_CASE("write-through opens the test file with O_DSYNC, and only then")
{
    TempDir dir;
    for (const bool through : {false, true})
        for (const bool direct : {false, true}) {
            DirectFile f = DirectFile::create_new(dir.path() / (std::to_string(through) + std::to_string(direct)),
                                                  direct, through);
            CHECK(f.write_through() == through);
            CHECK(((open_flags(f.native_fd()) & O_DSYNC) != 0) == through);
            CHECK(((open_flags(f.native_fd()) & O_DIRECT) != 0) == direct);
            const DirectFile again = f.try_reopen();  // the engine's per-thread handles
            REQUIRE(again.is_open());
            CHECK(((open_flags(again.native_fd()) & O_DSYNC) != 0) == through);
            CHECK(again.write_through() == through);
        }
}

TEST_CASE("a run with write-through writes through on every handle and records it")
{
    TempDir dir;
    for (const bool through : {false, true}) {
        RunRequest req = small_run(dir);
        req.write_through = through;
        std::set<long> seen;  // the flags of the test file's descriptors while write phases ran
        CancelToken cancel;
        RunEnv env(cancel, [&](const ProgressEvent& ev) {
            // Started: the run's own handle; Progress: the threads' handles too.
            if ((ev.kind == ProgressEvent::Kind::PhaseStarted || ev.kind == ProgressEvent::Kind::PhaseProgress) &&
                ev.phase.write)
                for (long f : flags_of_files_named("solidmark-test.bin"))
                    seen.insert(f);
        });
        const RunResult r = run_suite(req, env);
        REQUIRE_FALSE(seen.empty());
        for (long f : seen)
            CHECK(((f & O_DSYNC) != 0) == through);
        REQUIRE(r.write_through.has_value());
        CHECK(*r.write_through == through);
        const Json doc = to_json(r);
        CHECK(doc.at("settings").at("write_through") == through);
        CHECK(read_document<RunResult>(doc).write_through == through);
    }
}
#endif

TEST_CASE("a document without settings.write_through reads as unknown")
{
    RunResult r;
    r.app_version = "test";
    Json doc = to_json(r);
    CHECK(doc.at("settings").at("write_through").is_null());
    CHECK_FALSE(read_document<RunResult>(doc).write_through.has_value());
    doc["settings"].erase("write_through");
    CHECK_FALSE(read_document<RunResult>(doc).write_through.has_value());
    doc["settings"]["write_through"] = "yes";
    CHECK_THROWS_AS(read_document<RunResult>(doc), Error);
}
