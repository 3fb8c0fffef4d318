#include "run/copy_bench.h"

#include "data/pattern.h"
#include "io/cache_drop.h"
#include "io/direct_file.h"
#include "util/error.h"
#include "util/limits.h"
#include "util/units.h"

#include <chrono>
#include <cstring>
#include <fmt/format.h>
#include <set>
#include <spdlog/spdlog.h>

// Why the copy is a plain read/write loop:
// The benchmark asks how fast the drive takes an ordinary file copy: data
// read from the device into memory and written back as new blocks. Several
// "smart" copy paths skip that work: FICLONE and copy_file_range on btrfs,
// XFS (reflink=1), bcachefs or NFS/SMB may share extents or copy on the
// server, finishing a gigabyte in milliseconds without writing it;
// CopyFileEx may use block cloning on ReFS and offloaded data transfer on a
// SAN. So the copy reads the source through the page cache and writes the
// destination through it (what cp did before reflinks, and what Explorer does
// for local files), 1 MiB at a time, and the timed window ends only after
// every copied file has been flushed to the device.

namespace sm {
namespace {

using Clock = std::chrono::steady_clock;

// A name in the plan (`relative`, '/'-separated) under the tree `root`, both relative to the test folder.
std::string under(const std::string& root, const std::string& relative)
{
    return relative.empty() ? root : root + "/" + relative;
}

[[noreturn]] void fail(int err, const std::string& action, const std::string& path)
{
    if (classify_io_error(err) == IoFailure::NoSpace)
        throw Error(ErrorKind::NoSpace,
                    fmt::format("The disk became full while {} '{}'. Free some space or use a "
                                "smaller --scale.",
                                action, path));
    throw Error(ErrorKind::Io,
                fmt::format("I/O error while {} '{}': {}. The drive may be failing or was removed; "
                            "check the system log.",
                            action, path, errno_text(err)));
}

void check_cancel(const CancelToken& cancel)
{
    if (cancel.cancelled())
        throw Error(ErrorKind::Cancelled, "The run was aborted; the test folder has been removed.");
}

// One ordinary buffered copy of a whole file. Returns bytes copied.
std::uint64_t copy_file(const Folder& dir, const std::string& from, const std::string& to, std::uint64_t bytes,
                        std::vector<std::byte>& buffer, const CancelToken& cancel,
                        const std::function<void(std::uint64_t)>& on_bytes)
{
    DirectFile in = dir.open_file(from, false);
    DirectFile out = dir.create_file(to, false);
    std::uint64_t off = 0;
    while (off < bytes) {
        check_cancel(cancel);
        const std::size_t n = static_cast<std::size_t>(std::min<std::uint64_t>(buffer.size(), bytes - off));
        const std::int64_t r = in.read_at(buffer.data(), n, off);
        if (r != static_cast<std::int64_t>(n))
            fail(r < 0 ? static_cast<int>(-r) : EIO, "reading", in.path().string());
        const std::int64_t w = out.write_at(buffer.data(), n, off);
        if (w != static_cast<std::int64_t>(n))
            fail(w < 0 ? static_cast<int>(-w) : ENOSPC, "writing", out.path().string());
        off += n;
        on_bytes(n);
    }
    return off;
}

}  // namespace

void write_copy_tree(const CopyPlan& plan, const Folder& dir, const std::string& root, const CancelToken& cancel)
{
    for (const std::string& folder : plan.folders)
        dir.make_folder(under(root, folder));
    std::vector<std::byte> chunk(kCopyChunk);
    for (std::size_t i = 0; i < plan.files.size(); ++i) {
        const CopyFileSpec& f = plan.files[i];
        DirectFile out = dir.create_file(under(root, f.path), false);
        for (std::uint64_t off = 0, k = 0; off < f.bytes; off += kCopyChunk, ++k) {
            check_cancel(cancel);
            const std::size_t n = static_cast<std::size_t>(std::min<std::uint64_t>(kCopyChunk, f.bytes - off));
            fill_copy_chunk(plan, i, k, std::span<std::byte>(chunk.data(), n));
            const std::int64_t w = out.write_at(chunk.data(), n, off);
            if (w != static_cast<std::int64_t>(n))
                fail(w < 0 ? static_cast<int>(-w) : ENOSPC, "writing", out.path().string());
        }
        if (const int rc = out.flush(); rc < 0)
            fail(-rc, "flushing", out.path().string());
        // Best effort; settings.cache_eviction names the method. On Windows
        // this closes `out` before the unbuffered open that purges the file
        // (io/cache_drop.h): with it open, the purge would not happen.
        (void)evict_cached_pages(out);
    }
    for (const std::string& folder : plan.folders)
        dir.flush_folder(under(root, folder));
}

std::string check_copy_tree(const CopyPlan& plan, const Folder& dir, const std::string& root)
{
    std::set<std::string> expected;  // relative to root
    for (const std::string& folder : plan.folders) {
        const std::optional<Folder::Entry> e = dir.stat(under(root, folder));
        if (!e || !e->folder)
            return fmt::format("the folder '{}' is missing", folder);
        if (!folder.empty())
            expected.insert(folder);
    }
    std::vector<std::byte> want(kCopyChunk), got(kCopyChunk);
    for (std::size_t i = 0; i < plan.files.size(); ++i) {
        const CopyFileSpec& f = plan.files[i];
        expected.insert(f.path);
        const std::optional<Folder::Entry> e = dir.stat(under(root, f.path));
        if (!e || e->folder || e->link)
            return fmt::format("the file '{}' is missing", f.path);
        if (e->bytes != f.bytes)
            return fmt::format("the file '{}' has {} bytes instead of {}", f.path, e->bytes, f.bytes);
        DirectFile in;
        try {
            in = dir.open_file(under(root, f.path), false);
        } catch (const Error& err) {
            return err.what();
        }
        for (std::uint64_t off = 0, k = 0; off < f.bytes; off += kCopyChunk, ++k) {
            const std::size_t n = static_cast<std::size_t>(std::min<std::uint64_t>(kCopyChunk, f.bytes - off));
            fill_copy_chunk(plan, i, k, std::span<std::byte>(want.data(), n));
            if (in.read_at(got.data(), n, off) != static_cast<std::int64_t>(n))
                return fmt::format("the file '{}' cannot be read at offset {}", f.path, off);
            if (std::memcmp(want.data(), got.data(), n) != 0) {
                std::size_t at = 0;
                while (want[at] == got[at])
                    ++at;
                return fmt::format("the file '{}' differs at offset {}", f.path, off + at);
            }
        }
    }
    try {
        for (const Folder::Entry& e : dir.walk(root))
            if (!expected.count(e.relative))
                return fmt::format("'{}' is not part of the set", e.relative);
    } catch (const Error& err) {
        return fmt::format("cannot list '{}': {}", (dir.path() / root).string(), err.what());
    }
    return {};
}

namespace {

std::uint64_t space_needed(const CopyRequest& req, std::uint64_t seed)
{
    std::uint64_t need = 0;
    for (CopySet s : req.sets)
        need = std::max(need, 2 * make_copy_plan(s, req.scale, seed).total_bytes);
    return need;
}

// One set: create the source, copy it inside the timed window, check it.
CopySetResult copy_one_set(Bench& bench, const CopyPlan& plan, bool verify, std::vector<std::byte>& buffer)
{
    const std::string label = copy_set_label(plan.set);
    const Folder& dir = bench.area();
    const std::string src = fmt::format("source-{}", copy_set_key(plan.set));
    const std::string dst = fmt::format("copy-{}", copy_set_key(plan.set));
    bench.status(Stage::CreatingCopySet, {}, label, plan.files.size(), plan.total_bytes);
    write_copy_tree(plan, dir, src, bench.cancel());

    PhaseRef phase;
    phase.kind = PhaseKind::CopySet;
    phase.step = static_cast<int>(plan.set);
    phase.name = label;
    ProgressEvent ev;
    ev.phase = phase;
    ev.kind = ProgressEvent::Kind::PhaseStarted;
    bench.report(ev);
    std::uint64_t copied = 0;
    auto next_report = Clock::now();
    const auto on_bytes = [&](std::uint64_t n) {
        copied += n;
        if (!bench.progress() || Clock::now() < next_report)
            return;
        next_report = Clock::now() + std::chrono::milliseconds(100);
        ProgressEvent p = ev;
        p.kind = ProgressEvent::Kind::PhaseProgress;
        p.done_bytes = copied;
        p.fraction = static_cast<double>(copied) / static_cast<double>(std::max<std::uint64_t>(1, plan.total_bytes));
        bench.report(p);
    };

    // --- timed window ---
    const auto t0 = Clock::now();
    for (const std::string& folder : plan.folders)
        dir.make_folder(under(dst, folder));
    for (const CopyFileSpec& f : plan.files)
        copy_file(dir, under(src, f.path), under(dst, f.path), f.bytes, buffer, bench.cancel(), on_bytes);
    const auto t_flush = Clock::now();
    for (const CopyFileSpec& f : plan.files) {
        check_cancel(bench.cancel());
        if (const int rc = dir.flush_file(under(dst, f.path)); rc < 0)
            fail(-rc, "flushing", (dir.path() / under(dst, f.path)).string());
    }
    for (const std::string& folder : plan.folders)
        dir.flush_folder(under(dst, folder));
    const auto t1 = Clock::now();
    // --- end of timed window ---

    CopySetResult r;
    r.set = plan.set;
    r.files = plan.files.size();
    r.folders = plan.folders.size() - 1;
    r.bytes = plan.total_bytes;
    r.seconds = std::chrono::duration<double>(t1 - t0).count();
    r.flush_seconds = std::chrono::duration<double>(t1 - t_flush).count();
    spdlog::info("copy {}: {} files, {} bytes in {:.3f} s (flush {:.3f} s) = {:.2f} MiB/s", label, r.files, r.bytes,
                 r.seconds, r.flush_seconds, r.mib_s());
    if (verify) {
        bench.status(Stage::VerifyingCopy, {}, label);
        if (const std::string diff = check_copy_tree(plan, dir, dst); !diff.empty())
            throw Error(ErrorKind::Io,
                        fmt::format("The {} copy does not match its source: {}. The drive or "
                                    "filesystem returned wrong data; check the system log.",
                                    label, diff));
        r.verified = true;
    }
    ev.kind = ProgressEvent::Kind::PhaseFinished;
    ev.fraction = 1;
    Measurement m;
    m.bytes = r.bytes;
    m.ios = r.files;
    m.elapsed_s = r.seconds;
    m.flush_s = r.flush_seconds;
    m.block_bytes = static_cast<std::uint32_t>(kCopyChunk);
    ev.result = m;
    bench.report(ev);
    bench.status(Stage::RemovingCopySet, {}, label);
    dir.remove(src);
    dir.remove(dst);
    return r;
}

}  // namespace

void CopyRequest::validate() const
{
    if (sets.empty())
        throw Error(ErrorKind::InvalidInput, "No copy set is selected: choose at least one of iso, program, game.");
    if (!(scale >= kMinCopyScale && scale <= kMaxCopyScale))
        throw Error(ErrorKind::InvalidInput,
                    fmt::format("--scale must be from {} to {}", kMinCopyScale, kMaxCopyScale));
}

int CopyRequest::phase_count() const { return static_cast<int>(sets.size()); }

AreaPlan CopyRequest::plan(std::uint64_t free_bytes) const
{
    // The sizes hardly depend on the seed; the real plans' seed is not drawn yet.
    require_free_space(target, space_needed(*this, seed ? seed : 1), free_bytes,
                       "the copy benchmark (a set and its copy)", "Use a smaller --scale or another target.");
    AreaPlan p;
    p.folder = true;
    p.fill = false;
    return p;
}

CopyResult run_copy(const CopyRequest& req, const RunEnv& env)
{
    return run_benchmark<CopyResult>(req, env, [&](Bench& bench, CopyResult& result) {
        result.scale = req.scale;
        result.seed = req.seed ? req.seed : bench.seed();
        result.cache_eviction = page_cache_eviction_method();
        std::vector<std::byte> buffer(kCopyChunk);
        for (CopySet s : req.sets)
            result.sets.push_back(copy_one_set(bench, make_copy_plan(s, req.scale, result.seed), req.verify, buffer));
    });
}

std::vector<Option<CopyRequest>> CopyRequest::options()
{
    auto o = common_options<R>(false);
    o.push_back({{"--sets", "LIST", "comma list of iso, program, game", "iso,program,game"},
                 [](R& r, const std::string& v) { r.sets = parse_copy_sets(v); }});
    o.push_back(
        {{"--scale", "F", fmt::format("shrink or grow every set ({} to {})", kMinCopyScale, kMaxCopyScale), "1"},
         [](R& r, const std::string& v) {
             r.scale = parse_number(v, "scale value");
             if (!(r.scale >= kMinCopyScale && r.scale <= kMaxCopyScale))
                 throw Error(ErrorKind::InvalidInput,
                             fmt::format("--scale must be from {} to {}", kMinCopyScale, kMaxCopyScale));
         }});
    o.push_back({{"--seed", "N", "data set seed", "a fresh one per run"},
                 [](R& r, const std::string& v) { r.seed = parse_seed(v); }});
    o.push_back(flag_option<R>("--verify", &R::verify, "afterwards, check every copied byte (not timed)"));
    return o;
}

}  // namespace sm
