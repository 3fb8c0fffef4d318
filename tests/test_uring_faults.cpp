// The asynchronous queue (core/io/async_queue.h) at its edges: a kernel that
// takes fewer requests than were queued, a cancel with requests in flight,
// a completion shorter than asked, a ring the system refuses. Each test is
// bounded by a watchdog that fails it (aborts) rather than letting it hang.
#include "engine/workload.h"
#include "io/async_queue.h"
#include "io/direct_file.h"
#include "io/fault.h"
#include "support/temp_dir.h"
#include "util/limits.h"

#include <catch2/catch.hpp>
#include <chrono>
#include <condition_variable>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <mutex>
#include <string>
#include <thread>

#if defined(__linux__)
#include <fcntl.h>
#include <linux/filter.h>
#include <linux/seccomp.h>
#include <sys/prctl.h>
#include <sys/stat.h>
#include <sys/syscall.h>
#include <sys/wait.h>
#include <unistd.h>
#endif

using namespace sm;
using smtest::TempDir;

// Catch2 v2 has no SKIP: a warning in the report, and the test returns.
#define SKIP_WITH(msg)                                                                                                 \
    do {                                                                                                               \
        WARN(msg);                                                                                                     \
        return;                                                                                                        \
    } while (false)

namespace {

struct FaultOff {
    ~FaultOff() { fault::disarm(); }
};

// Aborts the test binary (a failure ctest reports) when the scope takes
// longer than `seconds`: a queue waiting for a completion that never comes
// must fail, not hang.
class Watchdog {
public:
    explicit Watchdog(double seconds, const char* what)
        : m_thread([this, seconds, what] {
              std::unique_lock lock(m_mutex);
              if (!m_cv.wait_for(lock, std::chrono::duration<double>(seconds), [this] { return m_done; })) {
                  std::fprintf(stderr, "watchdog: %s did not finish within %.0f s\n", what, seconds);
                  std::abort();
              }
          })
    {
    }
    ~Watchdog()
    {
        {
            std::lock_guard lock(m_mutex);
            m_done = true;
        }
        m_cv.notify_all();
        m_thread.join();
    }

private:
    std::mutex m_mutex;
    std::condition_variable m_cv;
    bool m_done = false;
    std::thread m_thread;
};

// A file of `bytes` bytes of known content, closed.
void make_file(const std::filesystem::path& path, std::uint64_t bytes)
{
    DirectFile f = DirectFile::create_new(path, false);
    std::vector<std::byte> chunk(64 * 1024, std::byte{0x5a});
    for (std::uint64_t at = 0; at < bytes; at += chunk.size()) {
        const auto n = static_cast<std::size_t>(std::min<std::uint64_t>(chunk.size(), bytes - at));
        REQUIRE(f.write_at(chunk.data(), n, at) == static_cast<std::int64_t>(n));
    }
}

// Submits and waits until `want` requests were reported; their results in order.
std::vector<std::int64_t> run_queue(AsyncQueue& q, unsigned want)
{
    std::vector<std::int64_t> results;
    for (int round = 0; round < 10000 && results.size() < want; ++round) {
        if (q.unsubmitted() > 0)
            REQUIRE(q.submit() == 0);
        REQUIRE(q.wait([&](unsigned, std::int64_t res) { results.push_back(res); }) >= 0);
    }
    return results;
}

Workload read_workload(std::uint64_t span, unsigned depth)
{
    Workload w;
    w.direction = Direction::Read;
    w.block_bytes = 4096;
    w.random = true;
    w.threads = 1;
    w.queue_depth = depth;
    w.span_end = span;
    w.alignment = 4096;
    w.max_bytes = span / 2;
    return w;
}

// The synchronous fallback runs `depth` threads; the first to spend its
// share of the budget closes the measured window for all.
void check_fallback_bytes(const WorkloadOutcome& out, const Workload& w)
{
    CHECK(out.measurement.bytes > 0);
    CHECK(out.measurement.bytes <= w.max_bytes);
    CHECK(out.measurement.bytes == out.measurement.ios * w.block_bytes);
}

// An 8 MiB file to read, opened with direct I/O, and no fault left armed.
struct ReadFile {
    TempDir dir;
    DirectFile file;
    FaultOff off;
    ReadFile()
    {
        make_file(dir.path() / "f.bin", 8ull << 20);
        file = DirectFile::open_read_only(dir.path() / "f.bin", true);
    }
};

}  // namespace

TEST_CASE("io_uring: a kernel that takes one request per submit still gets every request")
{
    if (!AsyncQueue::available())
        SKIP_WITH("skipped: this build has no io_uring");
    ReadFile f;
    DirectFile& file = f.file;
    Watchdog dog(60, "partial submit");
    {
        AsyncQueue q = AsyncQueue::open(file, 8, 4096, 4096);
        if (!q.ok())
            SKIP_WITH("skipped: io_uring refused here: " << std::strerror(q.failure()));
        fault::arm(fault::Op::PartialSubmit, EAGAIN);
        for (unsigned s = 0; s < 8; ++s)
            q.prep(s, false, 4096, s * 65536ull);
        CHECK(q.unsubmitted() == 8);
        REQUIRE(q.submit() == 0);
        CHECK(q.unsubmitted() == 0);
        CHECK(q.in_flight() == 8);
        const auto results = run_queue(q, 8);
        REQUIRE(results.size() == 8);
        for (auto r : results)
            CHECK(r == 4096);
        CHECK(q.in_flight() == 0);
    }
    // The engine at QD 32 on such a kernel: the whole budget, no hang.
    const Workload w = read_workload(8ull << 20, 32);
    CancelToken cancel;
    const WorkloadOutcome out = run_workload(file, w, cancel);
    CHECK(out.error == 0);
    CHECK(out.engine.rfind("io_uring", 0) == 0);
    CHECK(out.measurement.bytes == w.max_bytes);
}

TEST_CASE("io_uring: requests in flight are cancelled and reaped before the buffers are freed")
{
#if defined(__linux__)
    if (!AsyncQueue::available())
        SKIP_WITH("skipped: this build has no io_uring");
    TempDir dir;
    const auto fifo = dir.path() / "never";
    REQUIRE(::mkfifo(fifo.c_str(), 0600) == 0);
    // A reader on a FIFO with no data waits forever: I/O that never
    // completes by itself. The writer end, opened first, keeps the read-only
    // open from blocking and lets the test look at what is left in the pipe.
    const int writer = ::open(fifo.c_str(), O_RDWR | O_NONBLOCK | O_CLOEXEC);
    REQUIRE(writer >= 0);
    DirectFile file = DirectFile::open_read_only(fifo, false);
    Watchdog dog(60, "drain with requests in flight");
    SECTION("drain()")
    {
        AsyncQueue q = AsyncQueue::open(file, 4, 4096, 4096);
        if (!q.ok())
            SKIP_WITH("skipped: io_uring refused here: " << std::strerror(q.failure()));
        for (unsigned s = 0; s < 4; ++s)
            q.prep(s, false, 4096, 0);
        REQUIRE(q.submit() == 0);
        CHECK(q.in_flight() == 4);
        CHECK(q.drain() == 0);
        CHECK(q.in_flight() == 0);
        CHECK(q.unsubmitted() == 0);
    }
    SECTION("the destructor, with one request still unsubmitted")
    {
        {
            AsyncQueue q = AsyncQueue::open(file, 4, 4096, 4096);
            if (!q.ok())
                SKIP_WITH("skipped: io_uring refused here: " << std::strerror(q.failure()));
            for (unsigned s = 0; s < 3; ++s)
                q.prep(s, false, 4096, 0);
            REQUIRE(q.submit() == 0);
            q.prep(3, false, 4096, 0);
            CHECK(q.unsubmitted() == 1);
        }  // ~AsyncQueue: cancels, reaps, then frees (ASan would see a late write)
        // No request outlived the queue: a byte written now stays in the pipe.
        REQUIRE(::write(writer, "x", 1) == 1);
        char c = 0;
        CHECK(::read(writer, &c, 1) == 1);
        CHECK(c == 'x');
    }
    ::close(writer);
#else
    WARN("skipped: Linux only");
#endif
}

TEST_CASE("io_uring: a short completion at the end of a file is continued as the synchronous path continues it")
{
    if (!AsyncQueue::available())
        SKIP_WITH("skipped: this build has no io_uring");
    TempDir dir;
    FaultOff off;
    Watchdog dog(60, "short completions");
    SECTION("at the end of a file whose size is not a multiple of the block")
    {
        // 1 MiB + 512 bytes: a 4 KiB read at 1 MiB finds 512 bytes, then
        // the end. Both paths report the 512 bytes, neither an error.
        make_file(dir.path() / "odd.bin", (1ull << 20) + 512);
        DirectFile file = DirectFile::open_read_only(dir.path() / "odd.bin", false);
        AlignedBuffer buf(4096, 4096);
        CHECK(file.read_at(buf.data(), 4096, 1ull << 20) == 512);
        AsyncQueue q = AsyncQueue::open(file, 2, 4096, 4096);
        if (!q.ok())
            SKIP_WITH("skipped: io_uring refused here: " << std::strerror(q.failure()));
        q.prep(0, false, 4096, 1ull << 20);
        q.prep(1, false, 4096, 0);
        const auto results = run_queue(q, 2);
        REQUIRE(results.size() == 2);
        CHECK(((results[0] == 512 && results[1] == 4096) || (results[0] == 4096 && results[1] == 512)));
    }
    // A drive that moves half of every request, in verify mode: test_queue_depth.cpp.
}

TEST_CASE("io_uring refused: the phase runs synchronously and says so")
{
    if (!AsyncQueue::available())
        SKIP_WITH("skipped: this build has no io_uring");
    ReadFile f;
    DirectFile& file = f.file;
    Watchdog dog(60, "ring refused");
    const Workload w = read_workload(8ull << 20, 8);
    CancelToken cancel;
    SECTION("at the probe")
    {
        fault::arm(fault::Op::RingSetup, EPERM);
        const WorkloadOutcome out = run_workload(file, w, cancel);
        CHECK(out.error == 0);
        CHECK(out.engine == "sync (io_uring unavailable: Operation not permitted)");
        check_fallback_bytes(out, w);
    }
    SECTION("in a thread, after the probe was accepted: the whole phase again")
    {
        fault::arm(fault::Op::RingSetup, ENOMEM, 1);
        const WorkloadOutcome out = run_workload(file, w, cancel);
        CHECK(out.error == 0);
        CHECK(out.engine == "sync (io_uring unavailable: Cannot allocate memory)");
        check_fallback_bytes(out, w);
    }
}

#if defined(__linux__) && defined(__x86_64__) && !defined(__SANITIZE_THREAD__)
TEST_CASE("io_uring refused by a seccomp filter (as in a container): the run falls back and records it")
{
    if (!AsyncQueue::available())
        SKIP_WITH("skipped: this build has no io_uring");
    TempDir dir;
    make_file(dir.path() / "f.bin", 8ull << 20);
    const std::string path = (dir.path() / "f.bin").string();
    const pid_t child = ::fork();
    REQUIRE(child >= 0);
    if (child == 0) {
        // io_uring_setup → EPERM, every other call allowed.
        sock_filter filter[] = {
            BPF_STMT(BPF_LD | BPF_W | BPF_ABS, offsetof(seccomp_data, nr)),
            BPF_JUMP(BPF_JMP | BPF_JEQ | BPF_K, __NR_io_uring_setup, 0, 1),
            BPF_STMT(BPF_RET | BPF_K, SECCOMP_RET_ERRNO | (EPERM & SECCOMP_RET_DATA)),
            BPF_STMT(BPF_RET | BPF_K, SECCOMP_RET_ALLOW),
        };
        sock_fprog prog{static_cast<unsigned short>(sizeof filter / sizeof filter[0]), filter};
        if (::prctl(PR_SET_NO_NEW_PRIVS, 1, 0, 0, 0) != 0 || ::prctl(PR_SET_SECCOMP, SECCOMP_MODE_FILTER, &prog) != 0)
            ::_exit(3);
        try {
            DirectFile file = DirectFile::open_read_only(path, true);
            CancelToken cancel;
            const WorkloadOutcome out = run_workload(file, read_workload(8ull << 20, 8), cancel);
            if (out.error != 0)
                ::_exit(4);
            if (out.engine != "sync (io_uring unavailable: Operation not permitted)")
                ::_exit(5);
            const std::uint64_t bytes = out.measurement.bytes;
            ::_exit(bytes > 0 && bytes <= 4ull << 20 && bytes == out.measurement.ios * 4096 ? 0 : 6);
        } catch (...) {
            ::_exit(7);
        }
    }
    int status = 0;
    pid_t got = 0;
    for (int i = 0; i < 600 && (got = ::waitpid(child, &status, WNOHANG)) == 0; ++i)
        std::this_thread::sleep_for(std::chrono::milliseconds(100));
    if (got == 0) {
        ::kill(child, SIGKILL);
        ::waitpid(child, &status, 0);
        FAIL("the child under seccomp did not finish within 60 s");
    }
    REQUIRE(WIFEXITED(status));
    INFO("child exit code (3 seccomp not installed, 4 error, 5 engine name, 6 bytes, 7 exception)");
    CHECK(WEXITSTATUS(status) == 0);
}
#endif

TEST_CASE("more engine threads than the limit is refused before any I/O")
{
    TempDir dir;
    make_file(dir.path() / "f.bin", 1ull << 20);
    DirectFile file = DirectFile::open_read_only(dir.path() / "f.bin", false);
    Workload w = read_workload(1ull << 20, 64);
    w.threads = 64;
    w.queue_engine = QueueEngine::Threads;  // 64 × 64 = 4096 threads
    CancelToken cancel;
    const WorkloadOutcome out = run_workload(file, w, cancel);
    CHECK(out.error == E2BIG);
    CHECK(out.measurement.ios == 0);
    CHECK(64u * 64u > kMaxEngineThreads);
}
