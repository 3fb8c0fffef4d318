#pragma once
// A benchmark on many machines through fio's own client/server mode
// (docs/methodology.md §15): each host runs `fio --server`; one
// `fio --client=HOST,PORT JOBFILE --client=… JOBFILE` sends the benchmark's
// fio twin (run/fio_export.h) to all of them at once and prints every
// host's jobs in one JSON document (client_stats, with hostname and port).
// Each host's jobs become its own result: a `run` for the suite, a `fio`
// result otherwise. A host that is down, refuses, or fails mid-run gets the
// reason instead, and the others still complete.
#include "result/kind.h"
#include "util/cancel.h"

#include <functional>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace sm {

inline constexpr unsigned kFioDefaultPort = 8765;  // fio's own default (server.h, FIO_NET_PORT)

struct FleetHost {
    std::string host;  // a name, an IPv4 address or an IPv6 address (given as [addr] or [addr]:port)
    unsigned port = kFioDefaultPort;
    std::string text() const;  // "host:port", as results and labels name it
};

// "a,b:8766,[::1]:9000": Error(InvalidInput) for an empty or bad item, a
// port outside 1–65535, or a host given twice.
std::vector<FleetHost> parse_fleet_hosts(const std::string& list);

struct FleetRequest {
    std::vector<FleetHost> hosts;
    std::string job_file;     // the fio twin to run
    std::string fio = "fio";  // the fio program on this machine
    std::string app_version;
};

struct FleetHostResult {
    FleetHost host;
    const ResultKind* kind = nullptr;  // run or fio; nullptr when it failed
    Json document;
    std::string failure;  // why there is no result, one sentence
};

// One result or one failure per host, in the order given. Throws
// Error(NotFound) when fio cannot be started, Error(Cancelled) after the
// token tripped (fio stops its servers' jobs).
std::vector<FleetHostResult> run_fleet(const FleetRequest& req, const CancelToken& cancel,
                                       const std::function<void(std::string_view line)>& on_fio_message = {});

// One column per host: each kind's headline metrics (MB/s, access ms,
// scores), then a line per failed host saying why.
std::string fleet_table(const std::vector<FleetHostResult>& results);

}  // namespace sm
