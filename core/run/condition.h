#pragma once
// Drive conditioning (SPEC §8): random 128 KiB incompressible writes over a
// conditioning file for a chosen time or amount, to bring a drive from its
// fresh-out-of-box state to the state it has after long use, before a
// "conditioned" run. Optionally one sequential fill first. The file is
// removed afterwards, or kept (with --keep) until the next run ends.
#include "device/device_info.h"
#include "run/progress.h"
#include "util/cancel.h"

#include <cstdint>
#include <filesystem>
#include <string>
#include <vector>

namespace sm {

inline constexpr std::uint32_t kConditionBlock = 128 * 1024;
inline constexpr std::uint64_t kConditionReserve = 2ull << 30;  // never leave less than this free

struct ConditionRequest {
    std::filesystem::path target;
    std::uint64_t size_bytes = 0;     // 0: size_percent of the free space
    double size_percent = 50;
    double seconds = 0;               // stop after this long …
    std::uint64_t written_bytes = 0;  // … or after this much (one of the two, > 0)
    bool sequential_fill = false;
    bool keep = false;
    std::string app_version;
};

struct ConditionSample {
    double t_s = 0;    // since the random writes began
    double mib_s = 0;  // over the last interval (about 1 s)
};

struct ConditionResult {
    static constexpr const char* kSchema = "solidmark.condition/1";

    std::string app_version;
    std::string started_at;
    std::string target;
    DeviceInfo device;
    std::uint64_t size_bytes = 0;
    std::uint64_t written_bytes = 0;  // random writes only
    double seconds = 0;               // random writes, including the final flush
    double fill_seconds = 0;          // the optional sequential fill
    bool kept = false;
    std::string kept_folder;
    std::vector<ConditionSample> samples;

    double mib_s() const noexcept { return seconds > 0 ? static_cast<double>(written_bytes) / 1048576.0 / seconds : 0; }
};

// The file size a request asks for, given the free space: whole MiB, at
// most free - 2 GiB. Throws Error(InvalidInput / NoSpace).
std::uint64_t condition_file_size(const ConditionRequest& req, std::uint64_t free_bytes);

// Progress: PhaseStarted "Sequential fill" / "Conditioning", PhaseProgress
// whose text carries the current MB/s and the ETA, PhaseFinished. Throws
// Error like run_suite; the folder is gone afterwards unless keep.
ConditionResult run_condition(const ConditionRequest& req, const CancelToken& cancel, const ProgressFn& progress = {});

std::string to_json_text(const ConditionResult& r);
std::string console_table(const ConditionResult& r);

}  // namespace sm
