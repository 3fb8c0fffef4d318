// The machine's own limit for 4 KiB random reads of one file: the barest
// loops that can do them, against which bench/floor.py sets SolidMark's
// 4K QD1 and 4K QD32 T1 figures (docs/methodology.md §21, "The bench
// floor"). Not installed, not in CI.
//
//   solidmark_floor FILE SECONDS
//
// FILE is read with O_DIRECT in 4 KiB blocks at uniformly random 4 KiB-
// aligned offsets (a xorshift generator, as SolidMark draws its offsets):
//   qd1   pread() in a loop, one thread;
//   qd32  one io_uring of 32 entries with the file and the 32 buffers
//         registered and the setup flags SolidMark's queue asks for, each
//         completion answered at once by a new read in its slot.
// Each runs for SECONDS and prints one JSON line:
//   {"qd1_iops": ..., "qd32_iops": ...}
// No histogram, no progress, no verification, no accounting beyond a count:
// what SolidMark costs on top of this is its own.
#include <liburing.h>

#include <cerrno>
#include <chrono>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <fcntl.h>
#include <sys/stat.h>
#include <unistd.h>
#include <vector>

namespace {

constexpr std::size_t kBlock = 4096;
constexpr unsigned kDepth = 32;

struct Xorshift {
    std::uint64_t s;
    std::uint64_t next() noexcept
    {
        s ^= s << 13;
        s ^= s >> 7;
        s ^= s << 17;
        return s;
    }
};

double now_s() { return std::chrono::duration<double>(std::chrono::steady_clock::now().time_since_epoch()).count(); }

[[noreturn]] void die(const char* what, int err)
{
    std::fprintf(stderr, "solidmark_floor: %s: %s\n", what, std::strerror(err));
    std::exit(1);
}

double qd1(int fd, std::uint64_t blocks, double seconds)
{
    void* buf = nullptr;
    if (posix_memalign(&buf, kBlock, kBlock) != 0)
        die("posix_memalign", ENOMEM);
    Xorshift rng{0x9e3779b97f4a7c15ull};
    std::uint64_t ios = 0;
    const double t0 = now_s();
    double t = t0;
    while (t - t0 < seconds) {
        for (int i = 0; i < 64; ++i) {  // the clock every 64 reads, not every one
            if (pread(fd, buf, kBlock, static_cast<off_t>(rng.next() % blocks * kBlock)) != kBlock)
                die("pread", errno);
            ++ios;
        }
        t = now_s();
    }
    std::free(buf);
    return static_cast<double>(ios) / (t - t0);
}

double qd32(int fd, std::uint64_t blocks, double seconds)
{
    // The setup flags SolidMark asks for (completions run when the thread
    // asks, not by interrupting it), without them on a kernel that refuses.
    io_uring ring{};
    io_uring_params params{};
    params.flags = IORING_SETUP_COOP_TASKRUN | IORING_SETUP_SINGLE_ISSUER | IORING_SETUP_DEFER_TASKRUN;
    int rc = io_uring_queue_init_params(kDepth, &ring, &params);
    if (rc == -EINVAL)
        rc = io_uring_queue_init(kDepth, &ring, 0);
    if (rc < 0)
        die("io_uring_queue_init", -rc);
    if (const int rc = io_uring_register_files(&ring, &fd, 1); rc < 0)
        die("io_uring_register_files", -rc);
    std::vector<iovec> iov(kDepth);
    for (iovec& v : iov) {
        if (posix_memalign(&v.iov_base, kBlock, kBlock) != 0)
            die("posix_memalign", ENOMEM);
        v.iov_len = kBlock;
    }
    if (const int rc = io_uring_register_buffers(&ring, iov.data(), kDepth); rc < 0)
        die("io_uring_register_buffers", -rc);
    Xorshift rng{0x9e3779b97f4a7c15ull};
    const auto prep = [&](unsigned slot) {
        io_uring_sqe* sqe = io_uring_get_sqe(&ring);
        io_uring_prep_read_fixed(sqe, 0, iov[slot].iov_base, kBlock, rng.next() % blocks * kBlock,
                                 static_cast<int>(slot));
        sqe->flags |= IOSQE_FIXED_FILE;
        io_uring_sqe_set_data64(sqe, slot);
    };
    for (unsigned s = 0; s < kDepth; ++s)
        prep(s);
    io_uring_submit(&ring);
    std::uint64_t ios = 0;
    unsigned in_flight = kDepth;
    const double t0 = now_s();
    double t = t0;
    bool issuing = true;
    while (in_flight > 0) {
        io_uring_cqe* cqe = nullptr;
        if (const int rc = io_uring_wait_cqe(&ring, &cqe); rc < 0)
            die("io_uring_wait_cqe", -rc);
        unsigned head = 0, seen = 0;
        io_uring_for_each_cqe(&ring, head, cqe)
        {
            ++seen;
            --in_flight;
            if (cqe->res != static_cast<int>(kBlock))
                die("read", cqe->res < 0 ? -cqe->res : EIO);
            ++ios;
            if (issuing) {
                prep(static_cast<unsigned>(io_uring_cqe_get_data64(cqe)));
                ++in_flight;
            }
        }
        io_uring_cq_advance(&ring, seen);
        if (issuing) {
            io_uring_submit(&ring);
            t = now_s();
            issuing = t - t0 < seconds;
        }
    }
    io_uring_queue_exit(&ring);
    for (iovec& v : iov)
        std::free(v.iov_base);
    return static_cast<double>(ios) / (t - t0);
}

}  // namespace

int main(int argc, char** argv)
{
    if (argc != 3) {
        std::fprintf(stderr, "usage: solidmark_floor FILE SECONDS\n");
        return 2;
    }
    const double seconds = std::atof(argv[2]);
    const int fd = open(argv[1], O_RDONLY | O_DIRECT | O_CLOEXEC);
    if (fd < 0)
        die(argv[1], errno);
    struct stat st { };
    if (fstat(fd, &st) != 0)
        die("fstat", errno);
    const std::uint64_t blocks = static_cast<std::uint64_t>(st.st_size) / kBlock;
    if (blocks == 0 || seconds <= 0) {
        std::fprintf(stderr, "solidmark_floor: need a file of at least 4 KiB and SECONDS > 0\n");
        return 2;
    }
    const double a = qd1(fd, blocks, seconds);
    const double b = qd32(fd, blocks, seconds);
    std::printf("{\"qd1_iops\": %.1f, \"qd32_iops\": %.1f}\n", a, b);
    close(fd);
    return 0;
}
