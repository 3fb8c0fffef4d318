#include "run/sweep.h"

#include "result/json_fields.h"
#include "run/phase.h"
#include "run/runner.h"
#include "util/error.h"
#include "util/units.h"

#include <chrono>
#include <fmt/format.h>

namespace sm {

SweepResult run_sweep(const SweepRequest& req, const CancelToken& cancel, const ProgressFn& progress)
{
    const auto run_start = std::chrono::steady_clock::now();
    const auto pow2 = [](std::uint32_t v) { return v && (v & (v - 1)) == 0; };
    if (!pow2(req.min_block) || !pow2(req.max_block) || req.min_block < 512 || req.max_block > (64u << 20) ||
        req.min_block > req.max_block)
        throw Error(ErrorKind::InvalidInput, "Sweep sizes must be powers of two from 512 B to 64 MiB, smallest first.");
    if (req.size_bytes < kMinTestSize || req.size_bytes < 2ull * req.max_block)
        throw Error(ErrorKind::InvalidInput,
                    fmt::format("The test size {} is too small: use at least 16MiB and twice the largest block.",
                                format_bytes(req.size_bytes)));
    if (req.queue_depth < 1 || req.queue_depth > 256)
        throw Error(ErrorKind::InvalidInput, "The queue depth must be from 1 to 256.");
    if (!(req.seconds > 0) || req.seconds > 3600)
        throw Error(ErrorKind::InvalidInput, "The seconds per size must be more than 0 and at most 3600.");

    SweepResult r;
    r.app_version = req.app_version;
    r.started_at = iso8601_now();
    std::error_code ec;
    const std::filesystem::path target = std::filesystem::absolute(req.target, ec);
    r.target = target.string();
    r.queue_depth = req.queue_depth;
    r.seconds = req.seconds;
    r.size_bytes = req.size_bytes / (16ull << 20) * (16ull << 20);

    TestFile test = open_test_file(target, r.size_bytes, req.allow_buffered, req.app_version, progress);
    r.buffered = test.buffered;
    r.device = query_device_info(target);
    const std::uint64_t seed = fresh_seed();
    // Filled first: a timed write step may cover only part of the span, and
    // the read step must not then read space that was never written (on
    // Linux unwritten extents read as zeros without touching the device;
    // on Windows they lie past the valid data and read as end of file).
    fill_test_file(test, r.size_bytes, seed, cancel, progress, run_start);
    EngineNames engines;
    int index = 0;
    for (std::uint64_t b = req.min_block; b <= req.max_block; b *= 2) {
        const auto block = static_cast<std::uint32_t>(b);
        if (block % test.offset_alignment != 0) {
            r.notes.push_back(fmt::format("{} skipped: the target's direct I/O needs {}-byte alignment",
                                          format_bytes(block), test.offset_alignment));
            continue;
        }
        SweepPoint p;
        p.block_bytes = block;
        for (bool write : {true, false}) {  // write first: the reads then read what was just written
            Workload w;
            w.direction = write ? Direction::Write : Direction::Read;
            w.block_bytes = block;
            w.random = false;
            w.queue_depth = req.queue_depth;
            w.queue_engine = req.engine;
            w.span_end = r.size_bytes;
            w.max_seconds = req.seconds;
            w.alignment = test.memory_alignment;
            w.seed = seed + b;
            ProgressEvent ev;
            ev.step = index;
            ev.write = write;
            ev.text = fmt::format("{} {}", block_label(block), write ? "write" : "read");
            const char* used = nullptr;
            (write ? p.write : p.read) =
                measure_reported_phase(test.file, w, ev, "the " + ev.text + " step", cancel, progress, run_start, &used);
            engines.add(req.queue_depth, used);
        }
        r.points.push_back(p);
        ++index;
    }
    r.engine = engines.text();
    report_status(progress, "Removing the test folder");
    test.remove();
    return r;
}

std::string to_json_text(const SweepResult& r)
{
    Json j = Json::object();
    write_header(j, SweepResult::kSchema, {r.app_version, r.started_at, r.target});
    Json s = Json::object();
    s["queue_depth"] = r.queue_depth;
    s["seconds"] = r.seconds;
    s["size_bytes"] = r.size_bytes;
    s["engine"] = r.engine;
    j["settings"] = s;
    j["units"] = "mb_s: decimal MB/s = 10^6 bytes/s";
    Json notes = Json::array();
    for (const std::string& n : r.notes)
        notes.push_back(n);
    j["notes"] = notes;
    j["device"] = device_to_json(r.device);
    Json points = Json::array();
    for (const SweepPoint& p : r.points) {
        Json o = Json::object();
        o["block_bytes"] = p.block_bytes;
        o["write_mb_s"] = p.write.mb_s();
        o["read_mb_s"] = p.read.mb_s();
        o["write"] = measurement_to_json(p.write);
        o["read"] = measurement_to_json(p.read);
        points.push_back(o);
    }
    j["points"] = points;
    j["flags"] = flags_json(r.buffered);
    return j.dump(2) + "\n";
}

std::string csv_report(const SweepResult& r)
{
    std::string out = "block_bytes,write_mb_s,read_mb_s,write_iops,read_iops\n";
    for (const SweepPoint& p : r.points)
        out += fmt::format("{},{:.3f},{:.3f},{:.1f},{:.1f}\n", p.block_bytes, p.write.mb_s(), p.read.mb_s(),
                           p.write.iops(), p.read.iops());
    return out;
}

std::string console_table(const SweepResult& r)
{
    std::string out = fmt::format("SolidMark {}  {}  {}\n", r.app_version, r.target, r.started_at);
    out += fmt::format("Block-size sweep (ATTO-style): sequential, QD {}, one pass or {:g} s per size, test size {}, "
                       "queue engine {}{}\n",
                       r.queue_depth, r.seconds, format_bytes(r.size_bytes), r.engine,
                       r.buffered ? "  [BUFFERED: cached, not comparable]" : "");
    for (const std::string& n : r.notes)
        out += "Note: " + n + "\n";
    out += fmt::format("\n{:>8}{:>14}{:>14}{:>12}{:>12}\n", "Size", "Write MB/s", "Read MB/s", "Write IOPS", "Read IOPS");
    for (const SweepPoint& p : r.points)
        out += fmt::format("{:>8}{:>14.2f}{:>14.2f}{:>12.0f}{:>12.0f}\n", block_label(p.block_bytes), p.write.mb_s(),
                           p.read.mb_s(), p.write.iops(), p.read.iops());
    out += "\nMB/s = 10^6 bytes/s.\n";
    return out;
}

}  // namespace sm
