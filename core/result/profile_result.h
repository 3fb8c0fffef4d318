#pragma once
// The result of an IOMeter-style workload profile run across a queue-depth
// ramp: per step IOPS, MB/s (decimal), mean and p99 latency.
#include "engine/mix.h"
#include "result/header.h"
#include "result/kind.h"
#include "result/measurement.h"
#include "util/translatable.h"

#include <string>
#include <vector>

namespace sm {

struct WorkloadProfile {
    std::string name;  // database, fileserver, webserver, workstation
    Mix mix;           // offset_align is set per target when run
};

struct ProfileStep {
    unsigned queue_depth = 1;
    Measurement m;
    double mb_s() const noexcept { return m.mb_s(); }
};

struct ProfileResult : ResultHeader {
    static constexpr std::string_view kKey = "profile";
    static constexpr std::string_view kSchema = "solidmark.profile/1";
    static constexpr std::string_view kTitle = translatable("sm::kind", "Workload profile");
    static constexpr std::string_view kChartMetric = "IOPS";

    WorkloadProfile profile;  // as run (sizes after alignment)
    std::vector<std::string> notes;
    unsigned threads = 1;
    double seconds = 0;
    std::uint64_t size_bytes = 0;
    std::string engine;
    std::vector<ProfileStep> steps;
};

// Compare items name the profile ("database QD 8"), so two different profiles share no row.
SM_RESULT_HOOKS(ProfileResult);

}  // namespace sm
