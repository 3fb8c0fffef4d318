#include "run/pipeline.h"
#include "util/reason_text.h"

#include "device/device_info.h"
#include "device/fs_module.h"
#include "device/health.h"
#include "device/target_flags.h"
#include "io/cache_drop.h"
#include "io/nocow.h"
#include "device/temperature.h"
#include "run/temperature_sampler.h"
#include "run/test_area.h"
#include "util/error.h"
#include "util/limits.h"
#include "util/units.h"

#include <algorithm>
#include <fmt/format.h>
#include <fmt/ranges.h>
#include <spdlog/spdlog.h>

namespace sm {

namespace {

// A run reads the health record twice; smartctl gets less time than `health`'s.
const HealthOptions kRunHealthRead{{}, std::chrono::milliseconds(5000)};

// Why unbuffered I/O on this volume is not what it claims to be, or "": ZFS
// before 2.3 accepts O_DIRECT and still serves the I/O from its ARC.
std::string direct_io_cache_note(const DeviceInfo& d)
{
    if (d.filesystem != "zfs")
        return {};
    const std::string version = filesystem_module_version("zfs");
    if (direct_io_bypasses_cache("zfs", version).value_or(false))
        return {};
    return fmt::format("ZFS {}accepts unbuffered I/O but serves it from its cache (the ARC) before OpenZFS 2.3",
                       version.empty() ? "" : version + " ");
}

}  // namespace

Bench::Bench(const CommonRequest& req, const RunEnv& env, ResultHeader& header)
    : m_req(req), m_env(env), m_header(header), m_start(std::chrono::steady_clock::now())
{
    std::error_code ec;
    m_target = std::filesystem::absolute(req.target, ec);
    if (ec)
        m_target = req.target;
    // As Windows writes it: 'Z:\var\tmp', not the 'Z:/var/tmp' a Qt file
    // dialog (or a user) gives, in the header, the report and every path
    // made from it. Nothing changes elsewhere.
    m_target.make_preferred();
    m_header.app_version = req.app_version;
    m_header.started_at = iso8601_now();
    m_header.target = m_target.string();
}

Bench::~Bench()
{
    // Every exit path: an error, an abort, a signal-driven unwind.
    m_sampler.reset();
    clean_up();
    m_file.reset();
    m_area.reset();
}

void Bench::notify(Stage stage, const std::filesystem::path& path) const noexcept
{
    try {
        status(stage, path.string());
    } catch (...) {  // a failing progress callback must not stop the removal
    }
}

void Bench::clean_up() noexcept
{
    // Removing a file of many GB can take the filesystem seconds (discard), so say so.
    if (folder_active()) {
        const bool file_area = m_file && m_file->area && m_file->area->active();
        notify(Stage::RemovingFolder, file_area ? m_file->area->folder() : m_area->folder());
        if (m_file)
            m_file->remove();
        if (m_area)
            m_area->remove();
        for (const TestArea* area : {m_file ? m_file->area.get() : nullptr, m_area.get()})
            if (area && !area->left_behind().empty()) {
                m_header.left_behind.push_back(area->left_behind().string());
                notify(Stage::LeftBehind, area->left_behind());
            }
    }
    remove_kept();
}

std::optional<double> Bench::temperature_now() const { return m_sampler ? m_sampler->latest() : std::nullopt; }

void Bench::sample_temperature_every(unsigned ms)
{
    if (m_sampler)
        m_sampler->set_period_ms(ms);
}

void Bench::end_sampling()
{
    if (m_sampler)
        m_header.temperature = m_sampler->finish();
    m_sampler.reset();
    RunHealth& h = m_header.health;
    if (!h.recorded)
        return;
    if (const auto now = process_written_bytes(); now && m_written_at_start)
        h.app_written_bytes = *now - *m_written_at_start;
    if (h.before.read()) {
        h.after = read_health(m_header.device, kRunHealthRead);
        for (const std::string& w : h.warnings())
            spdlog::warn("{}", w);
    }
}

void Bench::read_health_before()
{
    RunHealth& h = m_header.health;
    h.recorded = true;
    h.before = read_health(m_header.device, kRunHealthRead);
    // Not read again when it could not be read before: the same reason holds.
    h.after = h.before;
    if (h.before.read())
        h.after.reason = reason::kEndedBeforeHealth;
    m_written_at_start = process_written_bytes();
    const auto& warning = h.before.critical_warning;
    if (warning && !warning->empty() && !m_req.force)
        throw Error(ErrorKind::InvalidInput,
                    fmt::format("{} reports a critical warning ({}). Benchmarking it writes to a drive that may be "
                                "failing; back up its data first. Run with --force to benchmark it anyway.",
                                h.before.device, fmt::join(*warning, ", ")));
}

double Bench::elapsed_s() const
{
    return std::chrono::duration<double>(std::chrono::steady_clock::now() - m_start).count();
}

void Bench::report(ProgressEvent ev) const
{
    if (!m_env.progress)
        return;
    ev.run_elapsed_s = elapsed_s();
    ev.temperature_c = temperature_now();
    m_env.progress(ev);
}

void Bench::status(Stage stage, std::string path, std::string name, std::uint64_t count, std::uint64_t bytes) const
{
    ProgressEvent ev;
    ev.kind = ProgressEvent::Kind::Status;
    ev.stage = stage;
    ev.path = std::move(path);
    ev.name = std::move(name);
    ev.count = count;
    ev.bytes = bytes;
    spdlog::debug("{}", status_text(ev));
    report(std::move(ev));
}

void Bench::prepare(const std::function<AreaPlan(std::uint64_t free_bytes)>& plan_for)
{
    check_target_folder(m_target);
    for (const auto& stale : TestArea::find_stale(m_target)) {
        if (!m_req.clean_stale)
            status(Stage::StaleFolderFound, stale.string());
        else if (TestArea::remove_stale(stale))
            status(Stage::StaleFolderRemoved, stale.string());
        else
            status(Stage::StaleFolderKept, stale.string());
    }
    m_free = free_space_bytes(m_target);
    m_plan = plan_for;
    // --fill: every level checked before anything is written; the first is where the run starts.
    std::optional<FillPlan> level;
    if (!m_req.fill.empty()) {
        m_space_before = volume_space(m_target);
        for (const FillLevelSpec& spec : m_req.fill) {
            FillPlan p = plan_fill(m_space_before, level_percent(spec, m_space_before), plan_for, m_target);
            if (!level)
                level = std::move(p);
        }
        m_free = level->free_at_level;
    }
    const AreaPlan plan = level ? level->area : plan_for(m_free);
    m_remove_kept = plan.remove_kept;
    m_preallocate = plan.preallocate;
    m_unprepared = when_unprepared(plan);
    // The target's own flags (ram, fuse, network) hold for every kind.
    m_header.device = query_device_info(m_target);
    m_sampler = std::make_unique<TemperatureSampler>(TemperatureSensor::for_device(m_header.device), m_start);
    read_health_before();
    for (const std::string& f : m_header.device.flags)
        m_header.set_flag(f);
    // With a fill the folder comes first: the ballast and the test file share it.
    if (level || (plan.folder && plan.file_bytes == 0)) {
        status(Stage::CreatingFolder);
        m_area = std::make_unique<TestArea>(m_target, m_req.app_version);
        status(Stage::FolderCreated, m_area->folder().string());
    }
    if (plan.file_bytes > 0)
        open_file(plan.file_bytes, false);
    m_seed = fresh_seed();
    if (level)
        fill_to(*level, m_req.fill.front());
    if (m_file && plan.fill)
        fill(0);
    if (level)
        m_header.fill->used_pct_during = area().space().used_percent();
}

void Bench::fill_to(const FillPlan& level, const FillLevelSpec& spec)
{
    if (!m_ballast)
        m_ballast = std::make_unique<Ballast>(area(), m_req.allow_buffered);
    FillRecord r;
    r.target_pct = level.target_pct;
    if (spec.is_size)
        r.target_bytes = spec.bytes;
    r.used_pct_before = m_space_before.used_percent();
    r.capacity_bytes = m_space_before.total_bytes;
    r.seconds =
        m_ballast->grow_to(level.target_used_bytes, level.target_pct, m_env.cancel, m_env.progress, m_start, m_seed);
    r.ballast_bytes = m_ballast->bytes();
    r.used_pct_during = area().space().used_percent();
    m_header.fill = r;
}

void Bench::next_fill_level()
{
    if (++m_level >= m_req.fill.size())
        throw Error(ErrorKind::Internal, "there is no further fill level");
    // The test file goes (its data would count in the next level); the folder and the ballast stay.
    if (m_file) {
        m_file->file.close();
        m_area = std::move(m_file->area);
        m_file.reset();
        if (const int err = m_area->dir().remove(kTestFileName))
            throw Error(ErrorKind::Io,
                        fmt::format("Cannot remove the test file in '{}' before the next fill level: {}.",
                                    m_area->folder().string(), errno_text(err)));
    }
    const FillLevelSpec& spec = m_req.fill[m_level];
    const VolumeSpace now = area().space();
    const FillPlan level = plan_fill(now, level_percent(spec, m_space_before), m_plan, m_target);
    m_free = level.free_at_level;
    if (level.area.file_bytes > 0)
        open_file(level.area.file_bytes, false);
    fill_to(level, spec);
    if (m_file && level.area.fill)
        fill(0);
    m_header.fill->used_pct_during = area().space().used_percent();
}

void Bench::copy_header(ResultHeader& into) const
{
    ResultHeader h = m_header;
    h.fill_series.clear();
    if (m_sampler)
        h.temperature = m_sampler->snapshot();
    into = std::move(h);
}

TestFile& Bench::open_file(std::uint64_t bytes, bool fill)
{
    if (m_file)
        throw Error(ErrorKind::Internal, "the test file is already open");
    const bool own_folder = !m_area;
    if (!own_folder) {  // made first (--fill): the file joins the ballast in it
        require_free_space(m_target, bytes, area().space().available_bytes, "the test",
                           "Choose a smaller test size or another target.");
        m_file = open_test_file_in(std::move(m_area), m_target, bytes, m_req.allow_buffered,
                                   direct_io_cache_note(m_header.device), m_preallocate, m_req.write_through);
    } else {
        status(Stage::CreatingFolder);
        m_file = open_test_file(m_target, bytes, m_req.allow_buffered, m_req.app_version,
                                direct_io_cache_note(m_header.device), m_preallocate, m_req.write_through);
    }
    m_header.write_through = m_req.write_through;
    if (own_folder)
        status(Stage::FolderCreated, m_file->area->folder().string());
    if (m_file->buffered)
        m_header.set_flag(flag::buffered);
    // btrfs: the folder was made NOCOW; the file says whether that held.
    if (const std::string cow = cow_flag(cow_state_of_handle(m_file->file.native_handle())); !cow.empty())
        m_header.set_flag(cow);
    m_header.alignment_source = m_file->file.alignment().source;
    if (!m_seed)
        m_seed = fresh_seed();
    prepare_file(fill ? WhenUnprepared::FilledAnyway : m_unprepared);
    if (fill)
        this->fill(0);
    return *m_file;
}

void Bench::prepare_file(WhenUnprepared fallback)
{
    TestFile& f = *m_file;
    // Before its valid data length: SetFileValidData refuses a compressed file.
    const InheritedVerdict inherited = verdict_of(clear_inherited_compression(f.file.native_handle()));
    for (const std::string& flag : inherited.flags)
        m_header.set_flag(flag);
    const PreparationOutcome p = prepare_valid_data(f.file, f.bytes, fallback, [this] { fill(0); });
    if (p.error == ENOSPC)
        throw Error(ErrorKind::NoSpace,
                    fmt::format("Not enough free space on '{}' for a {} test file. Choose a "
                                "smaller test size.",
                                m_target.string(), format_bytes(f.bytes)));
    std::string how = preparation_text(p);
    if (const std::string flag = preparation_flag(p); !flag.empty()) {
        spdlog::warn("The test file's valid data length could not be set ({}): NTFS extends it with each timed "
                     "write, one write at a time; the result is flagged {}",
                     errno_text(p.error), flag);
        m_header.set_flag(flag);
    }
    if (!inherited.note.empty())
        how += (how.empty() ? "" : "; ") + inherited.note;
    m_header.file_preparation = how;
}

DirectFile Bench::open_device(std::uint64_t min_bytes, std::string& note)
{
    DeviceAccess access;
    access.interactive = m_req.authorize;
    access.cancelled = [this] { return m_env.cancel.cancelled(); };
    DeviceOpen how;
    DirectFile d = open_device_for_reading(m_header.device, min_bytes, note, access, how);
    m_header.device_open = how.how;
    m_header.span_reason = how.reason;
    return d;
}

void Bench::no_device(std::string reason)
{
    m_header.device_open = "none";
    m_header.span_reason = std::move(reason);
}

TestFile& Bench::file()
{
    if (!m_file)
        throw Error(ErrorKind::Internal, "this benchmark has no test file");
    return *m_file;
}

const TestFile& Bench::file() const { return const_cast<Bench*>(this)->file(); }

void Bench::fill(std::uint64_t from, const DataSpec& data, std::uint64_t verify_id)
{
    TestFile& f = file();
    fill_test_file(f, from, f.bytes, m_seed, m_env.cancel, m_env.progress, m_start, data, verify_id);
}

const TestArea& Bench::test_area() const
{
    if (m_file && m_file->area)
        return *m_file->area;
    if (!m_area)
        throw Error(ErrorKind::Internal, "this benchmark has no test folder");
    return *m_area;
}

const std::filesystem::path& Bench::folder() const { return test_area().folder(); }

const Folder& Bench::area() const { return test_area().dir(); }

std::string Bench::cached_direct_io() const { return direct_io_cache_note(m_header.device); }

Workload Bench::workload(Direction d, std::uint32_t block_bytes, bool random, std::uint64_t salt) const
{
    Workload w;
    w.direction = d;
    w.block_bytes = block_bytes;
    w.random = random;
    if (m_file) {
        w.alignment = m_file->memory_alignment;
        w.span_end = m_file->bytes;
    }
    w.seed = m_seed + salt * 0x1000193ULL;
    return w;
}

Measurement Bench::measure(const Workload& w, const PhaseRef& phase, DirectFile* on)
{
    std::string engine;
    ProgressFn stamped;  // the phase's events with the drive's temperature
    if (m_env.progress)
        stamped = [this](const ProgressEvent& ev) {
            ProgressEvent copy = ev;
            copy.temperature_c = temperature_now();
            m_env.progress(copy);
        };
    drop_page_cache(w, on);
    const Measurement m =
        measure_reported_phase(on ? *on : file().file, w, phase, m_env.cancel, stamped, m_start, &engine);
    m_engines.add(w.queue_depth, engine);
    return m;
}

Measurement Bench::measure_quiet(const Workload& w, const PhaseRef& phase, DirectFile* on)
{
    std::string engine;
    drop_page_cache(w, on);
    const Measurement m = measure_phase(on ? *on : file().file, w, phase_error_name(phase), m_env.cancel, {}, &engine);
    m_engines.add(w.queue_depth, engine);
    return m;
}

void Bench::drop_page_cache(const Workload& w, const DirectFile* on)
{
    const bool reads = w.mix.active() ? w.mix.read_percent > 0 : w.direction == Direction::Read;
    if (!reads || !m_file || !m_file->buffered || (on && on != &m_file->file))
        return;
    // Windows: the test file's cached handle is closed first and opened again (io/cache_drop.h).
    const int err = evict_cached_pages(m_file->file);
    if (err == 0) {
        if (m_header.page_cache.empty())
            m_header.page_cache = fmt::format("dropped before every read phase ({})", page_cache_eviction_method());
        return;
    }
    const std::string failed =
        fmt::format("could not be dropped before a read phase ({}): reads may come from memory", errno_text(err));
    if (m_header.page_cache != failed)
        spdlog::warn("The test file's page cache {}", failed);
    m_header.page_cache = failed;
}

std::string Bench::keep_folder()
{
    if (!m_file || !m_file->area)
        throw Error(ErrorKind::Internal, "there is no test folder to keep");
    m_file->file.close();
    std::string folder = m_file->area->folder().string();
    // The ballast of --fill is this run's, not the next one's.
    if (m_ballast)
        if (const int err = m_ballast->remove())
            spdlog::warn("could not remove the ballast in {}: {}", folder, errno_text(err));
    m_file->area->keep();
    status(Stage::ConditioningFileKept, folder);
    return folder;
}

std::string Bench::release_folder()
{
    const std::string folder = this->folder().string();
    m_area->release();
    return folder;
}

void Bench::confirm_nocow()
{
    if (!m_file || !m_file->file.is_open() || !m_header.has_flag(flag::nocow))
        return;
    if (has_compressed_extents(m_file->file.path()).value_or(false)) {
        spdlog::warn("{} is NOCOW and yet stored compressed: flagged fs_compression", m_file->file.path().string());
        m_header.flags.erase(std::find(m_header.flags.begin(), m_header.flags.end(), flag::nocow));
        m_header.set_flag(flag::fs_compression);
    }
}

void Bench::finish(const ResultKind& kind, const Json& doc)
{
    clean_up();
    if (m_env.recorder)
        m_env.recorder->record(kind, doc);
}

bool Bench::folder_active() const
{
    return (m_file && m_file->area && m_file->area->active()) || (m_area && m_area->active());
}

void Bench::remove_kept() noexcept
{
    if (!m_remove_kept)
        return;
    m_remove_kept = false;
    try {
        for (const auto& kept : TestArea::find_kept(m_target))
            if (TestArea::remove_kept(kept))
                status(Stage::KeptFileRemoved, kept.string());
    } catch (const std::exception& e) {
        spdlog::warn("could not remove the kept conditioning file: {}", e.what());
    }
}

}  // namespace sm
