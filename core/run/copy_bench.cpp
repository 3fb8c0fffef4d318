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

namespace fs = std::filesystem;
using Clock = std::chrono::steady_clock;

fs::path under(const fs::path& root, const std::string& relative)
{
    return relative.empty() ? root : root / fs::path(relative).make_preferred();
}

[[noreturn]] void fail(int err, const std::string& action, const fs::path& path)
{
    if (classify_io_error(err) == IoFailure::NoSpace)
        throw Error(ErrorKind::NoSpace,
                    fmt::format("The disk became full while {} '{}'. Free some space or use a "
                                "smaller --scale.",
                                action, path.string()));
    throw Error(ErrorKind::Io,
                fmt::format("I/O error while {} '{}': {}. The drive may be failing or was removed; "
                            "check the system log.",
                            action, path.string(), errno_text(err)));
}

void make_folder(const fs::path& path)
{
    std::error_code ec;
    if (!fs::create_directory(path, ec) || ec)
        throw Error(ec == std::errc::permission_denied ? ErrorKind::NotWritable : ErrorKind::Io,
                    fmt::format("Cannot create the folder '{}': {}.", path.string(),
                                ec ? ec.message() : std::string("it already exists")));
}

void check_cancel(const CancelToken& cancel)
{
    if (cancel.cancelled())
        throw Error(ErrorKind::Cancelled, "The run was aborted; the test folder has been removed.");
}

// One ordinary buffered copy of a whole file. Returns bytes copied.
std::uint64_t copy_file(const fs::path& from, const fs::path& to, std::uint64_t bytes, std::vector<std::byte>& buffer,
                        const CancelToken& cancel, const std::function<void(std::uint64_t)>& on_bytes)
{
    DirectFile in = DirectFile::open_read_only(from, false);
    DirectFile out = DirectFile::create_new(to, false);
    std::uint64_t off = 0;
    while (off < bytes) {
        check_cancel(cancel);
        const std::size_t n = static_cast<std::size_t>(std::min<std::uint64_t>(buffer.size(), bytes - off));
        const std::int64_t r = in.read_at(buffer.data(), n, off);
        if (r != static_cast<std::int64_t>(n))
            fail(r < 0 ? static_cast<int>(-r) : EIO, "reading", from);
        const std::int64_t w = out.write_at(buffer.data(), n, off);
        if (w != static_cast<std::int64_t>(n))
            fail(w < 0 ? static_cast<int>(-w) : ENOSPC, "writing", to);
        off += n;
        on_bytes(n);
    }
    return off;
}

}  // namespace

void write_copy_tree(const CopyPlan& plan, const fs::path& root, const CancelToken& cancel)
{
    for (const std::string& folder : plan.folders)
        make_folder(under(root, folder));
    std::vector<std::byte> chunk(kCopyChunk);
    for (std::size_t i = 0; i < plan.files.size(); ++i) {
        const CopyFileSpec& f = plan.files[i];
        const fs::path path = under(root, f.path);
        DirectFile out = DirectFile::create_new(path, false);
        for (std::uint64_t off = 0, k = 0; off < f.bytes; off += kCopyChunk, ++k) {
            check_cancel(cancel);
            const std::size_t n = static_cast<std::size_t>(std::min<std::uint64_t>(kCopyChunk, f.bytes - off));
            fill_copy_chunk(plan, i, k, std::span<std::byte>(chunk.data(), n));
            const std::int64_t w = out.write_at(chunk.data(), n, off);
            if (w != static_cast<std::int64_t>(n))
                fail(w < 0 ? static_cast<int>(-w) : ENOSPC, "writing", path);
        }
        if (const int rc = out.flush(); rc < 0)
            fail(-rc, "flushing", path);
        // Best effort; settings.cache_eviction names the method. On Windows
        // this closes `out` before the unbuffered open that purges the file
        // (io/cache_drop.h): with it open, the purge would not happen.
        (void)evict_cached_pages(out);
    }
    for (const std::string& folder : plan.folders)
        flush_directory(under(root, folder));
}

std::string check_copy_tree(const CopyPlan& plan, const fs::path& root)
{
    std::set<fs::path> expected;
    for (const std::string& folder : plan.folders) {
        const fs::path p = under(root, folder);
        std::error_code ec;
        if (!fs::is_directory(fs::symlink_status(p, ec)))
            return fmt::format("the folder '{}' is missing", folder);
        if (!folder.empty())
            expected.insert(p.lexically_normal());
    }
    std::vector<std::byte> want(kCopyChunk), got(kCopyChunk);
    for (std::size_t i = 0; i < plan.files.size(); ++i) {
        const CopyFileSpec& f = plan.files[i];
        const fs::path p = under(root, f.path);
        expected.insert(p.lexically_normal());
        std::error_code ec;
        if (!fs::is_regular_file(fs::symlink_status(p, ec)))
            return fmt::format("the file '{}' is missing", f.path);
        const std::uintmax_t size = fs::file_size(p, ec);
        if (ec || size != f.bytes)
            return fmt::format("the file '{}' has {} bytes instead of {}", f.path, ec ? 0 : size, f.bytes);
        DirectFile in;
        try {
            in = DirectFile::open_read_only(p, false);
        } catch (const Error& e) {
            return e.what();
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
    std::error_code ec;
    for (auto it = fs::recursive_directory_iterator(root, ec); !ec && it != fs::recursive_directory_iterator();
         it.increment(ec))
        if (!expected.count(it->path().lexically_normal()))
            return fmt::format("'{}' is not part of the set", fs::relative(it->path(), root, ec).generic_string());
    if (ec)
        return fmt::format("cannot list '{}': {}", root.string(), ec.message());
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
    const fs::path src = bench.folder() / fmt::format("source-{}", copy_set_key(plan.set));
    const fs::path dst = bench.folder() / fmt::format("copy-{}", copy_set_key(plan.set));
    bench.status(Stage::CreatingCopySet, {}, label, plan.files.size(), plan.total_bytes);
    write_copy_tree(plan, src, bench.cancel());

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
        make_folder(under(dst, folder));
    for (const CopyFileSpec& f : plan.files)
        copy_file(under(src, f.path), under(dst, f.path), f.bytes, buffer, bench.cancel(), on_bytes);
    const auto t_flush = Clock::now();
    for (const CopyFileSpec& f : plan.files) {
        check_cancel(bench.cancel());
        if (const int rc = flush_existing_file(under(dst, f.path)); rc < 0)
            fail(-rc, "flushing", under(dst, f.path));
    }
    for (const std::string& folder : plan.folders)
        flush_directory(under(dst, folder));
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
        if (const std::string diff = check_copy_tree(plan, dst); !diff.empty())
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
    std::error_code ec;
    fs::remove_all(src, ec);
    fs::remove_all(dst, ec);
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
