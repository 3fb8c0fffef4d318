#pragma once
// One timed phase on a DirectFile: runs a Workload, reports its progress
// every 100 ms from a monitor thread (never from the I/O loop), and turns
// an engine failure into an Error naming the phase. The pipeline
// (run/pipeline.h) measures every benchmark's phases through here.
#include "engine/workload.h"
#include "device/device_info.h"
#include "io/direct_file.h"
#include "run/progress.h"
#include "run/test_area.h"
#include "util/cancel.h"
#include "util/error.h"
#include "util/limits.h"

#include <algorithm>
#include <chrono>
#include <functional>
#include <memory>
#include <optional>
#include <string>
#include <vector>

namespace sm {

// I/O buffers start on a page boundary even where the filesystem accepts
// less (ext4 reports 512 B): a 4 KiB transfer into a 512-aligned buffer spans
// two pages, so the kernel pins two pages and the device gets two segments,
// which cost this VM 4 µs per 4K read against fio's page-aligned buffers.
inline constexpr std::size_t kBufferAlignment = 4096;

// Fraction of the phase done, 0..1, and the speed of the last 250 ms when a
// new series point was taken since the last call; called on the monitor thread.
using PhaseTick = std::function<void(double fraction, const SpeedPoint* speed)>;

// How a phase failed on the drive (docs/methodology.md §11): what
// happened, in which phase, where; an Error like any other for callers that
// only need the sentence. Cancelled is not one (nothing failed).
class PhaseFailure : public Error {
public:
    // "io_error", "device_gone", "no_space", "flush_failed", "rejected" (EINVAL
    // on unbuffered I/O), "no_io" (nothing completed in time), "verify".
    PhaseFailure(ErrorKind kind, const std::string& message, std::string cause, std::string phase,
                 std::optional<std::uint64_t> offset_bytes, std::string path)
        : Error(kind, message), cause(std::move(cause)), phase(std::move(phase)), offset_bytes(offset_bytes),
          path(std::move(path))
    {
    }
    std::string cause;
    std::string phase;                          // "4K read", as the message names it
    std::optional<std::uint64_t> offset_bytes;  // where a request failed, when known
    std::string path;                           // the file or device being measured
};

// Throws PhaseFailure (NoSpace, NoDirectIo, Io; the message names `name`
// and the file) or Error(Cancelled). Never returns a measurement with zero I/Os.
// `engine`, when given, receives what ran the I/O (psync, threads, io_uring).
// `series`: keep the phase's speed every 250 ms in Measurement::series.
Measurement measure_phase(DirectFile& file, const Workload& workload, const std::string& name,
                          const CancelToken& cancel, const PhaseTick& tick = {}, std::string* engine = nullptr,
                          bool series = false);

// measure_phase with progress: PhaseStarted, PhaseProgress every 100 ms (with
// the speed of each 250 ms) and PhaseFinished (with the result and its
// series), each naming `phase`; errors name it in English.
Measurement measure_reported_phase(DirectFile& file, const Workload& workload, const PhaseRef& phase,
                                   const CancelToken& cancel, const ProgressFn& progress,
                                   std::chrono::steady_clock::time_point run_start, std::string* engine = nullptr);

// The private folder and its one unbuffered test file, ready for I/O.
struct TestFile {
    std::unique_ptr<TestArea> area;
    DirectFile file;
    std::uint64_t bytes = 0;  // its size
    bool buffered = false;    // direct I/O refused and --allow-buffered given
    std::size_t memory_alignment = 4096;
    std::uint32_t offset_alignment = 4096;

    // Closes the file and removes the folder (also done on destruction).
    void remove() noexcept;
};

// Checks the target folder and that `bytes` plus headroom is free, creates
// the SolidMark-<random> folder and an unbuffered test file in it (buffered
// only when refused and allow_buffered), and reserves `bytes`. Throws Error:
// NotFound, NotWritable, NoSpace, NoDirectIo, Io.
// `cached_note` non-empty: the volume takes direct I/O but does not honour it
// (ZFS before 2.3); it is treated as refusing it, with that note as the reason.
// `preallocate` false: the space is checked but not reserved (the filesystem allocates as the writes go).
// `write_through`: DirectFile::create_new's (settings.write_through).
TestFile open_test_file(const std::filesystem::path& target, std::uint64_t bytes, bool allow_buffered,
                        const std::string& app_version, const std::string& cached_note = {}, bool preallocate = true,
                        bool write_through = false);
// The same in a test folder made already (--fill: the ballast shares it);
// the free space is the caller's to check.
TestFile open_test_file_in(std::unique_ptr<TestArea> area, const std::filesystem::path& target, std::uint64_t bytes,
                           bool allow_buffered, const std::string& cached_note = {}, bool preallocate = true,
                           bool write_through = false);
// The test file's name inside its folder.
inline constexpr const char* kTestFileName = "solidmark-test.bin";

// How a whole-device read may open the device.
struct DeviceAccess {
    bool udisks = true;        // ask udisks2 (polkit) when our own open is refused
    bool interactive = false;  // --authorize: polkit may prompt
    std::function<bool()> cancelled;
};
// How it was opened: settings.device_open ("direct", "udisks2", "none") and,
// for "none", settings.span_reason ("not authorised", "udisks2 not
// available", "device too small", ...: the first candidate's reason).
struct DeviceOpen {
    std::string how = "none";
    std::string reason;
};

// The block device under `info` (whole disk or partition, see
// access_devices_for), opened read-only with direct I/O, the only way
// SolidMark ever opens a device: by itself, else (permission refused)
// through udisks2 when `access` allows. `min_bytes` is the smallest size
// accepted. Not open when none can be, with `note` saying why for each
// candidate; `how` is filled in either way.
DirectFile open_device_for_reading(const DeviceInfo& info, std::uint64_t min_bytes, std::string& note,
                                   const DeviceAccess& access, DeviceOpen& how);

// What ran a tool's phases, for its report: the distinct engines that
// measure_phase named for the phases with queue depth > 1, or "psync".
class EngineNames {
public:
    void add(unsigned queue_depth, const std::string& used)
    {
        if (queue_depth > 1 && !used.empty() && std::find(m_names.begin(), m_names.end(), used) == m_names.end())
            m_names.push_back(used);
    }
    std::string text() const
    {
        std::string out;
        for (const std::string& n : m_names)
            out += (out.empty() ? "" : ", ") + n;
        return out.empty() ? "psync" : out;
    }

private:
    std::vector<std::string> m_names;
};

// The fill's workload: [begin, end) once, sequentially in kFillBlock blocks.
Workload fill_workload(std::uint64_t begin, std::uint64_t end, std::size_t alignment, std::uint64_t seed,
                       const DataSpec& data = {}, std::uint64_t verify_id = 0);

// Writes [begin, end) of the test file once, sequentially in kFillBlock
// blocks (untimed, reported as PhaseKind::Fill), so later reads read real
// data. Throws Error like measure_phase.
// `data` and `verify_id` as the run's writes, so a later read of the filled
// part sees the run's data and, in verify mode, its stamps.
void fill_test_file(TestFile& test, std::uint64_t begin, std::uint64_t end, std::uint64_t seed,
                    const CancelToken& cancel, const ProgressFn& progress,
                    std::chrono::steady_clock::time_point run_start, const DataSpec& data = {},
                    std::uint64_t verify_id = 0);

}  // namespace sm
