#include "cli_output.h"

#include "history/history.h"
#include "io/direct_file.h"
#include "util/error.h"
#include "util/log.h"
#include "util/time.h"
#include "util/text_file.h"
#include "io/private_folder.h"
#include "util/units.h"

#include <fmt/format.h>

namespace smcli {

std::filesystem::path HistoryOptions::path() const
{
    return db.empty() ? sm::HistoryStore::default_path() : std::filesystem::path(db);
}

// ---- progress ---------------------------------------------------------------

ConsoleProgress::ConsoleProgress(bool quiet, int phases)
    : m_quiet(quiet), m_tty(sm::stderr_is_terminal()), m_total(phases)
{
}

namespace {

std::string clock_text(double s)
{
    const int t = static_cast<int>(s);
    return fmt::format("{:02}:{:02}", t / 60, t % 60);
}

// Status lines a user must see even with --quiet: folders SolidMark left or removed.
bool always_shown(sm::Stage s)
{
    return s == sm::Stage::StaleFolderFound || s == sm::Stage::StaleFolderRemoved || s == sm::Stage::StaleFolderKept ||
        s == sm::Stage::LeftBehind;
}

// Status events for the GUI alone: the folder's name matters only to a caller
// that may abandon the run; a capacity check's files done draw its map.
bool quiet_here(sm::Stage s)
{
    return s == sm::Stage::FolderCreated || s == sm::Stage::CapacityFileWritten || s == sm::Stage::CapacityFileVerified;
}

}  // namespace

void ConsoleProgress::operator()(const sm::ProgressEvent& ev)
{
    using K = sm::ProgressEvent::Kind;
    if (ev.kind == K::Status && always_shown(ev.stage)) {
        clear();
        const bool note = ev.stage == sm::Stage::StaleFolderFound;
        std::fprintf(stderr, "%s%s.\n", note ? "Note: " : "", sm::status_text(ev).c_str());
        return;
    }
    if (m_quiet || (ev.kind == K::Status && quiet_here(ev.stage)))
        return;
    switch (ev.kind) {
    case K::Status:
        clear();
        std::fprintf(stderr, "%s...\n", sm::status_text(ev).c_str());
        break;
    case K::PhaseStarted:
        if (ev.phase.kind != sm::PhaseKind::Fill && ev.phase.kind != sm::PhaseKind::Ballast &&
            ev.phase.kind != sm::PhaseKind::CacheRest)
            ++m_index;
        m_name = sm::phase_text(ev.phase);
        draw(0, ev.run_elapsed_s);
        break;
    case K::PhaseProgress:
        if (ev.interval) {  // a long phase tells its speed and what is left
            m_name = fmt::format("{} {} MB/s, {} {}", sm::phase_text(ev.phase), sm::format_mib_s(ev.interval->mib_s()),
                                 sm::format_bytes(ev.done_bytes), ev.phase.write ? "written" : "read");
            if (ev.eta_s)
                m_name += ", ETA " + clock_text(*ev.eta_s);
            if (ev.temperature_c)
                m_name += fmt::format(", {:.0f} °C", *ev.temperature_c);
        } else if (ev.speed) {  // the speed of the last 250 ms
            m_name = fmt::format("{} {} MB/s", sm::phase_text(ev.phase), sm::format_mib_s(ev.speed->mib_s));
        }
        if (m_tty)
            draw(ev.fraction, ev.run_elapsed_s);
        break;
    case K::PhaseFinished:
        finished(ev);
        break;
    }
    std::fflush(stderr);
}

void ConsoleProgress::finished(const sm::ProgressEvent& ev)
{
    clear();
    std::string value = "done";
    if (ev.phase.test && ev.result) {
        const bool access = *ev.phase.test == sm::TestId::Access;
        value = access ? fmt::format("{} ms", sm::format_ms(ev.result->access_ms()))
                       : fmt::format("{} MB/s", sm::format_mib_s(ev.result->mib_s()));
        value += fmt::format("  ({:.0f} IOPS, p99 {:.0f} us)", access ? ev.result->access_iops() : ev.result->iops(),
                             ev.result->latency.p99_us);
    } else if (ev.result) {
        value = fmt::format("{} MB/s  ({:.2f} s)", sm::format_mib_s(ev.result->mib_s()), ev.result->elapsed_s);
    }
    std::fprintf(stderr, "%s %-16s %s  [%s]\n", counter().c_str(), sm::phase_text(ev.phase).c_str(), value.c_str(),
                 clock_text(ev.run_elapsed_s).c_str());
}

void ConsoleProgress::clear()
{
    if (m_tty && m_drawn) {
        std::fprintf(stderr, "\r\033[K");
        m_drawn = false;
    }
}

std::string ConsoleProgress::counter() const
{
    return m_index ? fmt::format("[{}/{}]", m_index, m_total) : std::string("[   ]");
}

void ConsoleProgress::draw(double fraction, double elapsed)
{
    if (!m_tty)
        return;
    std::fprintf(stderr, "\r\033[K%s %-16s %3.0f%%  [%s]", counter().c_str(), m_name.c_str(), fraction * 100,
                 clock_text(elapsed).c_str());
    m_drawn = true;
}

// ---- history ------------------------------------------------------------------

void CliRecorder::record(const sm::ResultKind& kind, const sm::Json& doc) noexcept
{
    if (m_options.no_history || !sm::HistoryStore::available())
        return;  // the Windows cross-build has no history: as --no-history
    try {
        sm::HistoryStore h(m_options.path());
        if (!h.notice().empty())
            std::fprintf(stderr, "Note: %s\n", h.notice().c_str());
        const std::int64_t id = h.save(kind, doc, m_options.label);
        m_saved_id = id;
        const std::string& label = m_options.label;
        if (!m_quiet)
            std::fprintf(stderr, "Saved to history as #%lld%s (%s).\n", static_cast<long long>(id),
                         label.empty() ? "" : (" with label '" + label + "'").c_str(), h.path().string().c_str());
        if (kind.key == "run" && label == "conditioned") {
            const sm::HistorySummary s = kind.summary(doc);
            if (auto base = h.latest("run", sm::device_key(s.device), "out-of-box"))
                std::fprintf(stderr,
                             "Compare with the last out-of-box run of this drive: solidmark-cli compare %lld %lld\n",
                             static_cast<long long>(base->id), static_cast<long long>(id));
        }
    } catch (const std::exception& e) {
        std::fprintf(stderr, "Warning: the result was not saved to history: %s\n", e.what());
    }
}

// ---- outputs --------------------------------------------------------------------

void emit(const std::string& dest, const std::string& text)
{
    if (dest == "-")
        std::fwrite(text.data(), 1, text.size(), stdout);
    else
        sm::write_text_file(dest, text);
}

void CliRecorder::check() const
{
    if (m_options.no_history || !sm::HistoryStore::available())
        return;
    try {
        const sm::HistoryStore h(m_options.path());
        if (!h.notice().empty())  // a damaged file was moved aside: say so now, the run goes to a fresh one
            std::fprintf(stderr, "Note: %s\n", h.notice().c_str());
    } catch (const sm::Error& e) {
        throw sm::Error(sm::ErrorKind::NotWritable,
                        fmt::format("{} Nothing was run; use --history-db PATH or --no-history.", e.what()));
    }
}

void check_outputs(const OutputOptions& out)
{
    for (const std::string* path : {&out.json, &out.csv, &out.text})
        if (!path->empty() && *path != "-")
            sm::check_output_path(*path);
}

std::vector<std::string> emit_outputs(const sm::ResultKind& kind, const sm::Json& doc, const OutputOptions& out)
{
    std::vector<std::string> failures;
    const auto write = [&](const std::string& dest, const auto& text_of) {
        if (dest.empty())
            return;
        try {
            emit(dest, text_of());
        } catch (const sm::Error& e) {
            failures.emplace_back(e.what());
        }
    };
    write(out.json, [&] { return sm::dump_json(doc); });
    write(out.csv, [&] { return kind.csv(doc); });
    if (kind.text)
        write(out.text, [&] { return kind.text(doc); });
    const std::string table = kind.table(doc);
    if (out.json != "-")
        std::fwrite(table.data(), 1, table.size(), stdout);
    else if (!out.quiet)
        std::fwrite(table.data(), 1, table.size(), stderr);
    return failures;
}

void report_lost_outputs(const sm::ResultKind& kind, const sm::Json& doc, const std::vector<std::string>& failures,
                         const CliRecorder& recorder)
{
    std::string what;
    for (const std::string& f : failures)
        what += (what.empty() ? "" : " ") + f;
    if (recorder.saved_id())
        throw sm::Error(
            sm::ErrorKind::Io,
            fmt::format("{} The result is saved in the history as #{} ({}): solidmark-cli history export {} "
                        "FILE writes it again.",
                        what, recorder.saved_id(), recorder.path().string(), recorder.saved_id()));
    // No history to hold it: keep the document where SolidMark keeps its own files.
    const std::filesystem::path rescue =
        sm::data_dir() / "rescued" / fmt::format("{}-{}.json", kind.key, sm::compact_utc_now());
    try {
        sm::ensure_private_folder(rescue.parent_path());  // never a folder another user could swap
        sm::write_text_file(rescue.string(), sm::dump_json(doc));
    } catch (const sm::Error& e) {
        throw sm::Error(sm::ErrorKind::Io,
                        fmt::format("{} The result could not be kept either ({}); the table above "
                                    "has its numbers.",
                                    what, e.what()));
    }
    throw sm::Error(sm::ErrorKind::Io, fmt::format("{} The result is kept in '{}'.", what, rescue.string()));
}

}  // namespace smcli
