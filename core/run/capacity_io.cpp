#include "run/capacity_io.h"

#include "run/phase.h"
#include "util/error.h"
#include "util/units.h"

#include <algorithm>
#include <cctype>
#include <fmt/format.h>

namespace sm {
namespace fs = std::filesystem;
namespace {

std::string h2w_name(unsigned number) { return fmt::format("{}.h2w", number); }

// f3's is_my_file: digits, then ".h2w" (and a number from 1).
std::optional<unsigned> number_of(const std::string& name)
{
    const std::size_t dot = name.find('.');
    if (dot == 0 || dot == std::string::npos || name.substr(dot) != ".h2w" || dot > 9)
        return std::nullopt;
    unsigned n = 0;
    for (std::size_t i = 0; i < dot; ++i) {
        if (!std::isdigit(static_cast<unsigned char>(name[i])))
            return std::nullopt;
        n = n * 10 + static_cast<unsigned>(name[i] - '0');
    }
    return n > 0 ? std::optional<unsigned>(n) : std::nullopt;
}

// The cause of an Error from creating a file (it carries no errno).
std::string cause_of(ErrorKind k)
{
    return k == ErrorKind::NoSpace    ? "no_space"
        : k == ErrorKind::NotWritable ? "read_only"
        : k == ErrorKind::NoDirectIo  ? "rejected"
                                      : "io_error";
}

}  // namespace

std::string capacity_cause(int err)
{
    if (err == EROFS)
        return "read_only";
    const IoFailure f = classify_io_error(err);
    return f == IoFailure::NoSpace        ? "no_space"
        : f == IoFailure::DeviceGone      ? "device_gone"
        : f == IoFailure::InvalidArgument ? "rejected"
                                          : "io_error";
}

// ---- the folder --------------------------------------------------------------

H2wFolder::H2wFolder(const Folder& area) : m_area(&area) { }
H2wFolder::H2wFolder(const fs::path& verify_only) : m_own(Folder::open(verify_only)) { }

fs::path H2wFolder::path_of(unsigned number) const { return path() / h2w_name(number); }

DirectFile H2wFolder::create(unsigned number, bool direct, bool write_through) const
{
    if (!m_area)
        throw Error(ErrorKind::Internal, "verify-only: no file is written");
    return m_area->create_file(h2w_name(number), direct, write_through);
}

DirectFile H2wFolder::open(unsigned number, bool direct) const { return dir().open_file(h2w_name(number), direct); }

std::vector<CapacityFile> H2wFolder::list() const
{
    std::vector<std::string> names;
    try {
        names = dir().names();
    } catch (const Error& e) {
        throw Error(ErrorKind::NotFound,
                    fmt::format("Cannot list the folder '{}': {} Choose the folder that holds the .h2w files.",
                                path().string(), e.what()));
    }
    std::vector<CapacityFile> out;
    for (const std::string& name : names) {
        const auto number = number_of(name);
        if (!number)
            continue;
        const auto entry = dir().stat(name);  // never follows a link
        if (!entry || entry->folder || entry->link)
            continue;
        CapacityFile f;
        f.number = *number;
        f.bytes = entry->bytes;
        out.push_back(f);
    }
    std::sort(out.begin(), out.end(), [](const CapacityFile& a, const CapacityFile& b) { return a.number < b.number; });
    return out;
}

// ---- the side thread ------------------------------------------------------------

SideJobs::SideJobs() : m_thread([this] { loop(); }) { }

SideJobs::~SideJobs()
{
    {
        const std::lock_guard lock(m_mutex);
        m_stop = true;
    }
    m_cv.notify_all();
    m_thread.join();
}

std::uint64_t SideJobs::post(std::function<void()> job)
{
    std::uint64_t number = 0;
    {
        const std::lock_guard lock(m_mutex);
        m_jobs.push_back(std::move(job));
        number = ++m_posted;
    }
    m_cv.notify_all();
    return number;
}

void SideJobs::wait_for(std::uint64_t number)
{
    std::unique_lock lock(m_mutex);
    m_cv.wait(lock, [this, number] { return m_done >= number; });
}

void SideJobs::wait_all()
{
    std::unique_lock lock(m_mutex);
    m_cv.wait(lock, [this] { return m_done >= m_posted; });
}

std::uint64_t SideJobs::done() const
{
    const std::lock_guard lock(m_mutex);
    return m_done;
}

void SideJobs::loop()
{
    std::unique_lock lock(m_mutex);
    for (;;) {
        m_cv.wait(lock, [this] { return m_stop || !m_jobs.empty(); });
        if (m_jobs.empty())
            return;  // stopping, nothing left
        std::function<void()> job = std::move(m_jobs.front());
        m_jobs.pop_front();
        lock.unlock();
        job();
        lock.lock();
        ++m_done;
        m_cv.notify_all();
    }
}

// ---- writing -------------------------------------------------------------------

H2wWriter::H2wWriter(const H2wFolder& folder, std::vector<CapacityFile>& files, const H2wIoSetup& setup,
                     DirectFile first, FileDone done)
    : m_folder(folder), m_files(files), m_setup(setup), m_on_done(std::move(done)), m_file(std::move(first))
{
    for (AlignedBuffer& b : m_buf)
        b = AlignedBuffer(m_setup.block_bytes, std::max(m_setup.alignment, kBufferAlignment));
    m_file_t0 = WriterClock::now_ns();
    m_last.file = 0;  // fill_ahead starts at the first block
    m_last.len = 0;
    fill_ahead();
}

H2wWriter::~H2wWriter() { m_side.wait_all(); }

H2wWriter::Block H2wWriter::block_at(std::size_t file, std::uint64_t pos) const
{
    while (file < m_files.size() && pos >= m_files[file].bytes)
        ++file, pos = 0;
    Block b;
    b.file = file;
    b.pos = pos;
    if (file < m_files.size())
        b.len = static_cast<std::uint32_t>(std::min<std::uint64_t>(m_setup.block_bytes, m_files[file].bytes - pos));
    return b;
}

void H2wWriter::fill_ahead()
{
    while (m_ahead.size() < kH2wSlots) {
        Block b = block_at(m_last.file, m_last.pos + m_last.len);
        if (b.len == 0)
            return;
        b.slot = m_slots_used++ % kH2wSlots;
        std::byte* buf = m_buf[b.slot].data();
        const std::uint64_t offset =
            static_cast<std::uint64_t>(m_files[b.file].number - 1) * m_setup.file_bytes + b.pos;
        const std::uint32_t len = b.len;
        b.job = m_side.post([buf, len, offset] { h2w_fill(buf, len, offset); });
        m_ahead.push_back(b);
        m_last = b;
    }
}

WriteStop H2wWriter::run_until(std::int64_t until_ns, const CancelToken& cancel)
{
    for (;;) {
        if (m_ahead.empty()) {
            m_side.wait_all();
            return WriteStop::Done;
        }
        if (cancel.cancelled()) {
            m_side.wait_all();
            m_file.close();
            return WriteStop::Cancelled;
        }
        const Block b = m_ahead.front();
        CapacityFile& f = m_files[b.file];
        if (!m_file.is_open()) {
            m_file_t0 = WriterClock::now_ns();
            m_index = b.file;
            try {
                m_file = m_folder.create(f.number, m_setup.direct, m_setup.write_through);
            } catch (const Error& e) {
                m_side.wait_all();
                m_failure = {cause_of(e.kind()), 0, static_cast<std::uint64_t>(f.number - 1) * m_setup.file_bytes,
                             m_folder.path_of(f.number).string(), e.what()};
                f.error = e.what();
                return WriteStop::Failed;
            }
        }
        m_side.wait_for(b.job);  // its data is in its buffer
        const std::int64_t rc = m_file.write_at(m_buf[b.slot].data(), b.len, b.pos);
        if (rc < 0)
            return fail(static_cast<int>(-rc), fmt::format("writing {} at its offset {}", h2w_name(f.number), b.pos));
        m_ahead.pop_front();
        fill_ahead();  // into the buffer just written
        m_done += b.len;
        f.written_bytes += b.len;
        if (b.pos + b.len >= f.bytes && !finish_file())
            return WriteStop::Failed;
        if (WriterClock::now_ns() >= until_ns)
            return m_ahead.empty() ? WriteStop::Done : WriteStop::Deadline;
    }
}

bool H2wWriter::finish_file()
{
    CapacityFile& f = m_files[m_index];
    const int rc = m_file.flush();
    f.write_s = static_cast<double>(WriterClock::now_ns() - m_file_t0) / 1e9;
    if (rc < 0) {
        fail(-rc, fmt::format("flushing {} to the drive", h2w_name(f.number)));
        m_failure.cause = m_failure.cause == "io_error" ? "flush_failed" : m_failure.cause;
        return false;
    }
    m_file.close();
    if (m_on_done)
        m_on_done(m_index);
    return true;
}

WriteStop H2wWriter::fail(int err, const std::string& what)
{
    m_side.wait_all();
    CapacityFile& f = m_files[m_index];
    const std::uint64_t offset = static_cast<std::uint64_t>(f.number - 1) * m_setup.file_bytes + f.written_bytes;
    const std::string path = m_folder.path_of(f.number).string();
    m_failure = {capacity_cause(err), err, offset, path,
                 fmt::format("{} failed ({}) after {} of the check had been written.", what, errno_text(err),
                             format_bytes(m_done))};
    f.error = fmt::format("{}: {}", what, errno_text(err));
    if (f.write_s == 0)
        f.write_s = static_cast<double>(WriterClock::now_ns() - m_file_t0) / 1e9;
    if (m_file.is_open()) {
        m_file.flush();  // keep what was written, where the drive still takes it
        m_file.close();
    }
    return WriteStop::Failed;
}

// ---- reading -------------------------------------------------------------------

H2wReader::H2wReader(const H2wFolder& folder, std::vector<CapacityFile>& files, const H2wIoSetup& setup,
                     bool verify_only, FileDone done, std::function<bool()> gone)
    : m_folder(folder), m_files(files), m_setup(setup), m_verify_only(verify_only), m_on_done(std::move(done)),
      m_gone(std::move(gone))
{
    // Room for a last block rounded up to the alignment (a file f3write cut short).
    for (AlignedBuffer& b : m_buf)
        b = AlignedBuffer(m_setup.block_bytes + 65536, std::max(m_setup.alignment, kBufferAlignment));
    for (const CapacityFile& f : m_files)
        m_total += span_of(f);
}

H2wReader::~H2wReader() { m_side.wait_all(); }

std::uint64_t H2wReader::span_of(const CapacityFile& f) const noexcept
{
    return m_verify_only ? f.bytes / kH2wSector * kH2wSector : f.written_bytes;
}

void H2wReader::lose_rest(CapacityFile& f, std::uint64_t from, const std::string& why)
{
    const std::uint64_t span = span_of(f);
    if (from < span) {
        f.unreadable_sectors += (span - from) / kH2wSector;
        m_skipped += span - from;
    }
    if (f.error.empty())
        f.error = why;
}

void H2wReader::close_file()
{
    CapacityFile& f = m_files[m_index];
    f.read_s = static_cast<double>(WriterClock::now_ns() - m_file_t0) / 1e9;
    m_file.close();
    // Reported once every check posted so far ran: its own, if any, are among them.
    m_checked.emplace_back(m_index, m_last_job);
    report_checked();
    ++m_index;
    m_pos = 0;
}

void H2wReader::report_checked(bool all)
{
    if (all)
        m_side.wait_all();
    const std::uint64_t done = m_side.done();
    std::size_t n = 0;
    for (; n < m_checked.size() && m_checked[n].second <= done; ++n)
        if (m_on_done)
            m_on_done(m_checked[n].first);
    m_checked.erase(m_checked.begin(), m_checked.begin() + static_cast<std::ptrdiff_t>(n));
}

bool H2wReader::open_next()
{
    CapacityFile& f = m_files[m_index];
    m_file_t0 = WriterClock::now_ns();
    try {
        m_file = m_folder.open(f.number, m_setup.direct);
    } catch (const Error& e) {
        if (m_gone && m_gone())
            return fail(ENODEV, fmt::format("opening {}", h2w_name(f.number)));
        lose_rest(f, 0,
                  e.kind() == ErrorKind::NotFound
                      ? fmt::format("{} vanished before it was read back", h2w_name(f.number))
                      : fmt::format("{} could not be opened: {}", h2w_name(f.number), e.what()));
        close_file();
        return false;
    }
    if (!m_file.direct())  // buffered (--allow-buffered): from the drive, not from memory
        m_file.drop_cache();
    return true;
}

bool H2wReader::fail(int err, const std::string& what)
{
    report_checked(true);
    CapacityFile& f = m_files[m_index];
    const std::uint64_t offset = static_cast<std::uint64_t>(f.number - 1) * m_setup.file_bytes + m_pos;
    m_failure = {
        capacity_cause(err), err, offset, m_folder.path_of(f.number).string(),
        fmt::format("{} failed ({}) after {} had been read back.", what, errno_text(err), format_bytes(m_done))};
    m_file.close();
    return false;
}

WriteStop H2wReader::run_until(std::int64_t until_ns, const CancelToken& cancel)
{
    for (;;) {
        if (!m_failure.cause.empty())
            return WriteStop::Failed;
        if (cancel.cancelled()) {
            report_checked(true);
            m_file.close();
            return WriteStop::Cancelled;
        }
        if (!m_file.is_open()) {
            while (m_index < m_files.size() && span_of(m_files[m_index]) == 0)
                ++m_index;
            if (m_index == m_files.size()) {
                report_checked(true);
                return WriteStop::Done;
            }
            if (!open_next())
                continue;
        }
        CapacityFile& f = m_files[m_index];
        const std::uint64_t span = span_of(f);
        const auto len = static_cast<std::uint32_t>(std::min<std::uint64_t>(m_setup.block_bytes, span - m_pos));
        const std::uint32_t unit = std::max<std::uint32_t>(m_file.alignment().offset, kH2wSector);
        const std::size_t ask = m_file.direct() ? (len + unit - 1) / unit * unit : len;
        const unsigned slot = static_cast<unsigned>(m_reads % kH2wSlots);
        m_side.wait_for(m_slot_job[slot]);  // the check that had this buffer is done
        report_checked();
        const std::int64_t rc = m_file.read_at(m_buf[slot].data(), ask, m_pos);
        if (rc < 0) {
            const int err = static_cast<int>(-rc);
            if (capacity_cause(err) == "device_gone" || (m_gone && m_gone())) {
                fail(err, fmt::format("reading {} at its offset {}", h2w_name(f.number), m_pos));
                return WriteStop::Failed;
            }
            lose_rest(f, m_pos, fmt::format("read error at its offset {}: {}", m_pos, errno_text(err)));
            close_file();
            continue;
        }
        const std::uint64_t got =
            std::min<std::uint64_t>(static_cast<std::uint64_t>(rc), len) / kH2wSector * kH2wSector;
        std::byte* buf = m_buf[slot].data();
        const std::uint64_t offset = static_cast<std::uint64_t>(f.number - 1) * m_setup.file_bytes + m_pos;
        H2wCounts* counts = &f.sectors;  // only the side thread touches it until the file is reported
        m_last_job = m_slot_job[slot] =
            m_side.post([buf, got, offset, counts] { h2w_check(buf, got, offset, *counts); });
        ++m_reads;
        f.read_bytes += got;
        m_done += got;
        m_pos += got;
        if (got < len)
            lose_rest(f, m_pos, "the file is shorter than what was written into it");
        if (got < len || m_pos >= span)
            close_file();
        if (WriterClock::now_ns() >= until_ns)
            return WriteStop::Deadline;
    }
}

}  // namespace sm
