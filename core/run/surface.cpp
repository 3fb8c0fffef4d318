#include "run/surface.h"

#include "result/json_fields.h"
#include "run/phase.h"
#include "run/runner.h"
#include "util/error.h"
#include "util/units.h"

#include <algorithm>
#include <chrono>
#include <fmt/format.h>

namespace sm {

double SurfaceResult::min_mb_s() const noexcept
{
    double v = points.empty() ? 0 : points.front().mb_s();
    for (const SurfacePoint& p : points)
        v = std::min(v, p.mb_s());
    return v;
}

double SurfaceResult::avg_mb_s() const noexcept
{
    double s = 0;
    for (const SurfacePoint& p : points)
        s += p.mb_s();
    return points.empty() ? 0 : s / static_cast<double>(points.size());
}

double SurfaceResult::max_mb_s() const noexcept
{
    double v = 0;
    for (const SurfacePoint& p : points)
        v = std::max(v, p.mb_s());
    return v;
}

SurfaceResult run_surface(const SurfaceRequest& req, const CancelToken& cancel, const ProgressFn& progress)
{
    const auto run_start = std::chrono::steady_clock::now();
    constexpr std::uint32_t kBlock = 1u << 20;
    if (req.points < 2 || req.points > 10000)
        throw Error(ErrorKind::InvalidInput, "The number of points must be from 2 to 10000.");
    if (req.chunk_bytes < kBlock || req.chunk_bytes % kBlock != 0 || req.chunk_bytes > (1ull << 30))
        throw Error(ErrorKind::InvalidInput, "The chunk per point must be whole MiB from 1MiB to 1GiB.");
    if (req.access_reads < 1 || req.access_reads > 10000)
        throw Error(ErrorKind::InvalidInput, "The access reads per point must be from 1 to 10000.");

    SurfaceResult r;
    r.app_version = req.app_version;
    r.started_at = iso8601_now();
    std::error_code ec;
    const std::filesystem::path target = std::filesystem::absolute(req.target, ec);
    r.target = target.string();
    r.chunk_bytes = req.chunk_bytes;
    check_target_folder(target);
    r.device = query_device_info(target);

    DirectFile device;
    if (req.use_device)
        device = open_device_for_reading(r.device, req.chunk_bytes * 2, r.span_note);
    else
        r.span_note = "the test file was asked for";
    TestFile test;
    DirectFile* file = &device;
    std::size_t mem_align = kBufferAlignment;
    std::uint32_t off_align = 512;
    if (device.is_open()) {
        r.span = "device";
        r.span_bytes = static_cast<std::uint64_t>(device.size_bytes());
        mem_align = std::max<std::size_t>(device.alignment().memory, kBufferAlignment);
        off_align = std::max<std::uint32_t>(device.alignment().offset, 512);
    } else {
        r.span = "file";
        const std::uint64_t bytes = std::max(req.file_bytes, req.chunk_bytes * 2) / kBlock * kBlock;
        test = open_test_file(target, bytes, req.allow_buffered, req.app_version, progress);
        r.buffered = test.buffered;
        fill_test_file(test, bytes, fresh_seed(), cancel, progress, run_start);
        file = &test.file;
        r.span_bytes = bytes;
        mem_align = test.memory_alignment;
        off_align = std::max<std::uint32_t>(test.offset_alignment, 512);
    }
    // Points start on a page boundary, not a whole MiB: with more points
    // than MiB in the span they would otherwise pile up on the same offsets.
    const std::uint64_t step_align = std::max<std::uint64_t>(off_align, 4096);
    const std::uint64_t usable = (r.span_bytes - req.chunk_bytes) / step_align * step_align;
    for (unsigned i = 0; i < req.points; ++i) {
        SurfacePoint p;
        p.offset = usable * i / (req.points - 1) / step_align * step_align;
        p.position = static_cast<double>(p.offset) / static_cast<double>(r.span_bytes);
        Workload w;
        w.direction = Direction::Read;
        w.block_bytes = kBlock;
        w.random = false;
        w.span_begin = p.offset;
        w.span_end = p.offset + req.chunk_bytes;
        w.max_bytes = req.chunk_bytes;
        w.alignment = mem_align;
        ProgressEvent ev;
        ev.step = static_cast<int>(i);
        ev.text = fmt::format("surface point {} of {}", i + 1, req.points);
        p.read = measure_reported_phase(*file, w, ev, ev.text, cancel, progress, run_start);
        Workload a = w;
        a.block_bytes = off_align;
        a.random = true;
        a.max_bytes = static_cast<std::uint64_t>(req.access_reads) * off_align;
        a.seed = 0x5eed + i;
        p.access = measure_phase(*file, a, ev.text + " access time", cancel);
        r.points.push_back(p);
    }
    if (test.area) {
        report_status(progress, "Removing the test folder");
        test.remove();
    }
    return r;
}

std::string to_json_text(const SurfaceResult& r)
{
    Json j = Json::object();
    write_header(j, SurfaceResult::kSchema, {r.app_version, r.started_at, r.target});
    Json s = Json::object();
    s["span"] = r.span;
    s["span_note"] = r.span_note;
    s["span_bytes"] = r.span_bytes;
    s["chunk_bytes"] = r.chunk_bytes;
    s["points"] = r.points.size();
    j["settings"] = s;
    j["device"] = device_to_json(r.device);
    j["min_mb_s"] = r.min_mb_s();
    j["avg_mb_s"] = r.avg_mb_s();
    j["max_mb_s"] = r.max_mb_s();
    Json pts = Json::array();
    for (const SurfacePoint& p : r.points) {
        Json o = Json::object();
        o["position"] = p.position;
        o["offset"] = p.offset;
        o["mb_s"] = p.mb_s();
        o["access_ms"] = p.access.access_ms();
        o["read"] = measurement_to_json(p.read);
        pts.push_back(o);
    }
    j["points"] = pts;
    j["flags"] = flags_json(r.buffered);
    return j.dump(2) + "\n";
}

std::string csv_report(const SurfaceResult& r)
{
    std::string out = "position,offset,mb_s,access_ms\n";
    for (const SurfacePoint& p : r.points)
        out += fmt::format("{:.6f},{},{:.3f},{:.4f}\n", p.position, p.offset, p.mb_s(), p.access.access_ms());
    return out;
}

std::string console_table(const SurfaceResult& r)
{
    std::string out = fmt::format("SolidMark {}  {}  {}\n", r.app_version, r.target, r.started_at);
    out += fmt::format("Surface scan over the {} ({}, {}): {} points, {} read at each in 1 MiB blocks, QD1{}\n",
                       r.span, format_bytes(r.span_bytes), r.span_note, r.points.size(), format_bytes(r.chunk_bytes),
                       r.buffered ? "  [BUFFERED: cached, not comparable]" : "");
    out += fmt::format("Read MB/s: min {:.2f}, average {:.2f}, max {:.2f}\n\n", r.min_mb_s(), r.avg_mb_s(), r.max_mb_s());
    out += fmt::format("{:>9}{:>12}{:>14}\n", "Position", "MB/s", "Access ms");
    const std::size_t every = std::max<std::size_t>(1, r.points.size() / 20);  // about 20 lines; the JSON has all
    for (std::size_t i = 0; i < r.points.size(); i += every)
        out += fmt::format("{:>8.1f}%{:>12.2f}{:>14.3f}\n", r.points[i].position * 100, r.points[i].mb_s(),
                           r.points[i].access.access_ms());
    out += "\nMB/s = 10^6 bytes/s.\n";
    return out;
}

}  // namespace sm
