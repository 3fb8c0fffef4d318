// The one list of result kinds (result/kind.h): a kind a benchmark produces
// is named by its run function, an imported kind by its result type. Menus,
// history lists, the CLI's commands and `solidmark --tool` show them in this
// order; nothing else lists kinds (docs/architecture.md, rule 2).
#include "result/fio_result.h"
#include "result/peer_result.h"
#include "run/capacity.h"
#include "run/command.h"
#include "run/compression.h"
#include "run/condition.h"
#include "run/copy_bench.h"
#include "run/fio_export.h"  // a request's fio twin, which make_command looks for
#include "run/preset.h"
#include "run/profile.h"
#include "run/runner.h"
#include "run/steady.h"
#include "run/surface.h"
#include "run/sustained.h"
#include "run/sweep.h"

#include <array>

namespace sm {
namespace {

constexpr std::array kKinds = {
    benchmark_kind<&run_suite>(),    benchmark_kind<&run_compression>(), benchmark_kind<&run_copy>(),
    benchmark_kind<&run_preset>(),   benchmark_kind<&run_profile>(),     benchmark_kind<&run_sweep>(),
    benchmark_kind<&run_surface>(),  benchmark_kind<&run_steady>(),      benchmark_kind<&run_sustained>(),
    benchmark_kind<&run_capacity>(), benchmark_kind<&run_condition>(),   make_kind<FioResult>(),
    make_kind<PeerResult>(),
};

}  // namespace

std::span<const ResultKind> result_kinds() { return kKinds; }

}  // namespace sm
