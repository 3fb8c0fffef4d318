#pragma once
// The Runner: runs a synthetic suite (SPEC §3) in AS SSD's order on a
// private test folder and returns a RunResult. The CLI and the GUI call the
// very same function; the GUI calls it on a worker thread.
#include "result/run_result.h"
#include "run/progress.h"
#include "util/cancel.h"

#include <filesystem>
#include <functional>
#include <optional>
#include <string>

namespace sm {

inline constexpr std::uint64_t kMinTestSize = 16ull * 1024 * 1024;
inline constexpr std::uint32_t kSeqBlock = 16u * 1024 * 1024;
inline constexpr std::uint32_t kRandomBlock = 4096;
inline constexpr std::uint32_t kAccessBlock = 512;

struct RunRequest {
    std::filesystem::path target;
    RunSettings settings;
    std::string app_version;
};

// "Seq write", "4K-64Thrd read", "Acc.time read".
std::string phase_label(TestId t, bool write);

// Throws Error (never returns a partial result): InvalidInput, NotFound,
// NotWritable, NoSpace, NoDirectIo, Io, Cancelled. The test folder is gone
// when it returns or throws.
RunResult run_suite(const RunRequest& request, const CancelToken& cancel, const ProgressFn& progress = {});

// Validates settings without touching the disk; throws Error(InvalidInput).
void validate_settings(const RunSettings& s);

}  // namespace sm
