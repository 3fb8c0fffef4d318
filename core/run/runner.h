#pragma once
// The AS SSD-style suite (SPEC §3): Seq, 4K, 4K-64Thrd and access time in
// AS SSD's order on a private test folder, through the benchmark pipeline.
// The CLI and the GUI call the very same function; the GUI calls it on a
// worker thread.
#include "result/run_result.h"
#include "run/command.h"
#include "run/pipeline.h"

namespace sm {

struct RunRequest : CommonRequest {
    RunSettings settings;  // settings.allow_buffered follows CommonRequest::allow_buffered

    // Throws Error(InvalidInput) naming the setting; touches no disk.
    // The CLI command: its name, words and options (run/command.h).
    static const CommandText kCommand;
    static std::vector<Option<RunRequest>> options();

    void validate() const;
    AreaPlan plan(std::uint64_t free_bytes) const;
    int phase_count() const;  // 2 per selected test
};

// Throws Error (never returns a partial result): InvalidInput, NotFound,
// NotWritable, NoSpace, NoDirectIo, Io, Cancelled. The test folder is gone
// when it returns or throws.
RunResult run_suite(const RunRequest& request, const RunEnv& env);


}  // namespace sm
