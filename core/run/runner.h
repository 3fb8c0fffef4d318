#pragma once
// The AS SSD-style suite (docs/methodology.md §3): Seq, 4K, 4K-64Thrd and access time in
// AS SSD's order on a private test folder, through the benchmark pipeline.
// The CLI and the GUI call the very same function; the GUI calls it on a
// worker thread.
#include "result/run_result.h"
#include "run/command.h"
#include "run/pipeline.h"

namespace sm {

struct RunRequest : CommonRequest {
    RunSettings settings;  // settings.allow_buffered follows CommonRequest::allow_buffered

    SM_BENCHMARK_REQUEST(RunRequest);
    static constexpr CommandText kCommand{"run", "the AS SSD-style suite: Seq, 4K, 4K-64Thrd, access time, scores",
                                          "the AS SSD-style suite (Seq, 4K, 4K-64Thrd, access time, scores) on a "
                                          "private SolidMark-<random> folder inside DIR, removed afterwards"};
};

// Throws Error: InvalidInput, NotFound, NotWritable, NoSpace, NoDirectIo,
// Io, Cancelled; and PartialResult (NoSpace, NoDirectIo, Io) when a phase
// failed on the drive after others had finished: the result, marked partial
// with its fault, has been recorded (docs/methodology.md §11). The test
// folder is gone when it returns or throws.
RunResult run_suite(const RunRequest& request, const RunEnv& env);

}  // namespace sm
