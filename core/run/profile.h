#pragma once
// IOMeter-style workload profiles run across a queue-depth ramp: each step
// runs the profile's mix (read share, size distribution, random share) at
// one queue depth for a time bound and reports IOPS, MB/s (decimal), mean
// and p99 latency. Sizes below the target's direct-I/O alignment are
// rounded up to it and the result says so.
#include "device/device_info.h"
#include "engine/workload.h"
#include "run/progress.h"
#include "util/cancel.h"

#include <cstdint>
#include <filesystem>
#include <string>
#include <vector>

namespace sm {

struct WorkloadProfile {
    std::string name;  // database, fileserver, webserver, workstation
    Mix mix;           // offset_align is set per target when run
};

// Throws Error(InvalidInput) for another name.
WorkloadProfile workload_profile(const std::string& name);
const std::vector<std::string>& workload_profile_names();
// Sizes below `align` become `align` (equal sizes merged); returns the
// notes to show, e.g. "512 B requests (10 %) run as 4 KiB: ...".
std::vector<std::string> align_profile_sizes(Mix& mix, std::uint32_t align);

struct ProfileRequest {
    std::filesystem::path target;
    std::uint64_t size_bytes = 1024ull * 1024 * 1024;
    std::string profile = "database";
    std::vector<unsigned> queue_depths{1, 2, 4, 8, 16, 32, 64};
    unsigned threads = 1;
    double seconds = 5;  // per step
    QueueEngine engine = QueueEngine::Auto;
    bool allow_buffered = false;
    std::string app_version;
};

struct ProfileStep {
    unsigned queue_depth = 1;
    Measurement m;
    double mb_s() const noexcept { return m.mb_s(); }
};

struct ProfileResult {
    static constexpr const char* kSchema = "solidmark.profile/1";

    std::string app_version, started_at, target;
    DeviceInfo device;
    WorkloadProfile profile;  // as run (sizes after alignment)
    std::vector<std::string> notes;
    unsigned threads = 1;
    double seconds = 0;
    std::uint64_t size_bytes = 0;
    std::string engine;
    bool buffered = false;
    std::vector<ProfileStep> steps;
};

// Progress: a phase per step (step = index, text "database QD 8"). Throws
// Error like run_suite; the test folder is gone when it returns or throws.
ProfileResult run_profile(const ProfileRequest& request, const CancelToken& cancel, const ProgressFn& progress = {});

std::string to_json_text(const ProfileResult& r);
std::string csv_report(const ProfileResult& r);
std::string console_table(const ProfileResult& r);

}  // namespace sm
