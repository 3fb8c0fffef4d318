#pragma once
// IOMeter-style workload profiles run across a queue-depth ramp: each step
// runs the profile's mix (read share, size distribution, random share) at
// one queue depth for a time bound and reports IOPS, MB/s (decimal), mean
// and p99 latency. Sizes below the target's direct-I/O alignment are
// rounded up to it and the result says so.
#include "engine/workload.h"
#include "result/profile_result.h"
#include "run/command.h"
#include "run/pipeline.h"

#include <string>
#include <vector>

namespace sm {

// Throws Error(InvalidInput) for another name.
WorkloadProfile workload_profile(const std::string& name);
const std::vector<std::string>& workload_profile_names();
// Sizes below `align` become `align` (equal sizes merged); returns the
// notes to show, e.g. "512 B requests (10 %) run as 4 KiB: ...".
std::vector<std::string> align_profile_sizes(Mix& mix, std::uint32_t align);
// "1,2,4": queue depths, each 1..kMaxQueueDepth; Error(InvalidInput).
std::vector<unsigned> parse_queue_depths(const std::string& list);

struct ProfileRequest : CommonRequest {
    std::uint64_t size_bytes = 1024ull * 1024 * 1024;
    std::string profile = "database";
    std::vector<unsigned> queue_depths{1, 2, 4, 8, 16, 32, 64};
    unsigned threads = 1;
    double seconds = 5;  // per step
    QueueEngine engine = QueueEngine::Auto;

    SM_BENCHMARK_REQUEST(ProfileRequest);
    static constexpr CommandText kCommand{
        "profile", "an IOMeter-style workload mix across a queue-depth ramp",
        "an IOMeter-style workload across a queue-depth ramp; per step IOPS, MB/s (10^6 B/s), mean and p99 latency"};
};

// Progress: a phase per step (PhaseKind::ProfileStep). Throws Error like
// run_suite; the test folder is gone when it returns or throws.
ProfileResult run_profile(const ProfileRequest& request, const RunEnv& env);

}  // namespace sm
