#pragma once
// The limits of every benchmark request, written once: the requests'
// validate(), the CLI's option declarations and the GUI's spin boxes all
// read them from here.
#include <cstdint>

namespace sm {

// Test file
inline constexpr std::uint64_t kMinTestSize = 16ull << 20;
// Test sizes are whole MiB, so every block boundary stays aligned for direct I/O.
inline constexpr std::uint64_t kSizeGranularity = 1ull << 20;
// Space left free beyond a test's own files.
inline constexpr std::uint64_t kFreeSpaceHeadroom = 64ull << 20;

// Blocks
inline constexpr std::uint32_t kSeqBlock = 16u << 20;  // AS SSD's Seq, and the fill of every test file
inline constexpr std::uint32_t kFillBlock = kSeqBlock;
inline constexpr std::uint32_t kRandomBlock = 4096;    // 4K and 4K-64Thrd
inline constexpr std::uint32_t kAccessBlock = 512;     // access time (or the logical block, if larger)
inline constexpr std::uint32_t kToolBlock = 1u << 20;  // compression, surface scan: 1 MiB at QD1

// Time bounds (seconds)
inline constexpr double kMaxPhaseSeconds = 86400;    // any one time bound of the suite
inline constexpr double kMaxPassSeconds = 3600;      // a preset pass, a profile step, a sweep size, a steady round
inline constexpr double kMaxRunSeconds = 7 * 86400;  // conditioning, the steady-state cap

// Threads and queue depths
inline constexpr unsigned kMaxSuiteThreads = 256;  // 4K-64Thrd's thread count (--threads)
inline constexpr unsigned kMaxQueueDepth = 256;    // requests in flight per thread
inline constexpr unsigned kMaxToolThreads = 64;    // threads of a preset test or profile step
// OS threads of one phase. Where there is no asynchronous queue, a phase runs
// threads x queue depth of them (64 x 256 would be 16,384 threads and 570 MiB
// of latency histograms); past this it stops with a message instead.
inline constexpr unsigned kMaxEngineThreads = 1024;

// Presets, profiles, steady state, surface
inline constexpr unsigned kMaxPasses = 100;  // what a document may record
// CrystalDiskMark's ranges: 1 to 9 passes, 0 to 600 s of rest between tests,
// and its +Mix profiles' read share of 70 %.
inline constexpr unsigned kMaxPresetPasses = 9;
inline constexpr double kMaxPresetInterval = 600;
inline constexpr unsigned kMinMixReadPercent = 1, kMaxMixReadPercent = 99, kDefaultMixReadPercent = 70;
// The AS SSD suite's --passes (each figure the mean of the passes).
inline constexpr unsigned kMaxSuitePasses = 9;
inline constexpr unsigned kMinSteadyWindow = 2, kMaxSteadyWindow = 100;
inline constexpr unsigned kMinSurfacePoints = 2, kMaxSurfacePoints = 10000;
inline constexpr std::uint64_t kMaxSurfaceChunk = 1ull << 30;
inline constexpr unsigned kMaxAccessReads = 10000;
// Block sizes of presets and sweeps
inline constexpr std::uint32_t kSweepMinBlock = 512, kSweepMaxBlock = 64u << 20;

// Compare charts (methodology §8): an image's width in logical pixels, and its scale (device pixels per pixel).
inline constexpr unsigned kMinChartWidth = 480, kMaxChartWidth = 3840, kMaxChartScale = 2;

// Conditioning
inline constexpr std::uint64_t kConditionReserve = 2ull << 30;  // never leave less than this free

// Filling the volume before a benchmark (--fill, docs/methodology.md §2, "Filling the volume")
inline constexpr double kMaxFillPercent = 95;                   // the fullest a volume is made
inline constexpr unsigned kMaxFillLevels = 20;                  // levels of one fill series
inline constexpr std::uint64_t kBallastFileBytes = 1ull << 30;  // each ballast file (FAT32 holds 4 GiB at most)

// Cache recovery (sustained --rest, docs/methodology.md §13)
inline constexpr unsigned kMaxRests = 20;

}  // namespace sm
