#pragma once
// RunResult: the value a synthetic run produces. Views render it, exporters
// serialize it; nothing is ever read back from a widget.
#include "data/pattern.h"
#include "device/device_info.h"
#include "result/measurement.h"

#include <array>
#include <cstdint>
#include <optional>
#include <string>

namespace sm {

enum class TestId { Seq = 0, Rand4K = 1, Rand4K64 = 2, Access = 3 };
inline constexpr std::array<TestId, 4> kAllTests = {TestId::Seq, TestId::Rand4K, TestId::Rand4K64, TestId::Access};

const char* test_key(TestId t);      // "seq", "4k", "4k64", "access" (JSON, CLI)
const char* test_label(TestId t);    // "Seq", "4K", "4K-64Thrd", "Acc.time"
const char* direction_key(bool write);  // "read" / "write"

enum class AccessSpan { File, Device };

struct RunSettings {
    std::uint64_t size_bytes = 1024ull * 1024 * 1024;
    std::array<bool, 4> tests = {true, true, true, true};
    DataSpec data;
    double random_seconds = 5;
    double access_seconds = 3;
    double seq_max_seconds = 60;
    bool allow_buffered = false;
    unsigned threads_4k64 = 64;
    bool verify = false;  // self-checking blocks: writes stamp, reads check (data/verify.h)

    bool selected(TestId t) const { return tests[static_cast<int>(t)]; }
};

struct Scores {
    std::optional<long> read;
    std::optional<long> write;
    std::optional<long> total;
};

struct RunResult {
    static constexpr const char* kSchema = "solidmark.run/1";

    std::string app_version;
    std::string started_at;  // ISO 8601 UTC
    std::string target;
    RunSettings settings;
    DeviceInfo device;
    // [test][0 = read, 1 = write]
    std::array<std::array<std::optional<Measurement>, 2>, 4> tests;
    AccessSpan access_read_span = AccessSpan::File;
    std::string access_span_note;  // why the device span was not used
    bool buffered = false;         // results came through the page cache
    std::string alignment_source;  // where the direct-I/O alignment came from

    const std::optional<Measurement>& get(TestId t, bool write) const { return tests[static_cast<int>(t)][write ? 1 : 0]; }
    std::optional<Measurement>& get(TestId t, bool write) { return tests[static_cast<int>(t)][write ? 1 : 0]; }
};

// SPEC §4. Values in MiB/s; missing inputs give nullopt.
Scores compute_scores(std::optional<double> seq_read, std::optional<double> seq_write,
                      std::optional<double> k4_read, std::optional<double> k4_write,
                      std::optional<double> k64_read, std::optional<double> k64_write);
Scores compute_scores(const RunResult& r);

// Current time as ISO 8601 UTC, e.g. "2026-11-30T20:14:35Z".
std::string iso8601_now();

}  // namespace sm
