// LD_PRELOAD module for the fio side of bench/compare_fio*.py (not
// installed, not part of SolidMark): makes fio report its job threads' CPU
// time to the microsecond, read with the clock SolidMark's cpu_s uses.
//
// Why: fio 3.33 adds up each job's CPU in whole milliseconds. At the start
// of a job, at its end and whenever fio's main thread asks for a job's
// figures it calls getrusage(RUSAGE_THREAD) (lib/getrusage.c), and
// update_rusage_stat() (stat.c) adds the user and the system time since
// the previous call through mtime_since_tv(), which drops the
// sub-millisecond part of each (gettime.c). Every interval so loses 0 to
// 2 ms, on average 1 ms (strace: 2-4 calls per job thread). That is nothing for one job of 5 s, but 64 jobs
// of 4K-64Thrd that each run for half a second lose about 64 ms of their
// 1.1 s of CPU: fio's own CPU per I/O comes out 5-6 % low there (measured:
// 3.92 us per I/O from fio against 4.13 us from this clock on the same
// run), and 128 jobs lose 11 %.
//
// What it does: getrusage(RUSAGE_THREAD) still returns the kernel's
// figures (context switches, faults), except that ru_utime carries the
// thread's CPU clock (CLOCK_THREAD_CPUTIME_ID: user + system time, the
// scheduler's own count in nanoseconds) multiplied by 1000 and ru_stime
// is zero. fio's whole-millisecond arithmetic then works in microseconds
// of real CPU time, and the bench divides fio's usr_cpu by 1000. Other
// getrusage() calls pass through unchanged. fio uses ru_utime and
// ru_stime for its CPU statistics only (stat.c, rate-submit.c).
//
// The kernel's getrusage(RUSAGE_THREAD) is exact on its own (user +
// system = the same nanosecond count, checked here on Linux 6.18); the
// loss is fio's rounding alone.
#include <cerrno>
#include <ctime>
#include <sys/resource.h>
#include <sys/syscall.h>
#include <unistd.h>

extern "C" int getrusage(int who, struct rusage* usage) noexcept
{
    // The kernel's call itself, without going through the C library's
    // symbol this one replaces.
    if (syscall(SYS_getrusage, who, usage) != 0)
        return -1;
    if (who != RUSAGE_THREAD)
        return 0;
    struct timespec cpu;
    if (clock_gettime(CLOCK_THREAD_CPUTIME_ID, &cpu) != 0)
        return 0;  // keep the kernel's figures
    // 1 ns of CPU = 1 us in ru_utime, so 1 us of CPU = 1 ms for fio.
    const long long scaled_us = static_cast<long long>(cpu.tv_sec) * 1000000000LL + cpu.tv_nsec;
    usage->ru_utime.tv_sec = static_cast<decltype(usage->ru_utime.tv_sec)>(scaled_us / 1000000);
    usage->ru_utime.tv_usec = static_cast<decltype(usage->ru_utime.tv_usec)>(scaled_us % 1000000);
    usage->ru_stime.tv_sec = 0;
    usage->ru_stime.tv_usec = 0;
    return 0;
}
