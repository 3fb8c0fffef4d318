#include "history/history.h"

#include "history/sqlite_db.h"
#include "io/private_folder.h"
#include "result/run_result.h"
#include "util/error.h"
#include "util/log.h"
#include "util/time.h"

#include <algorithm>
#include <cctype>
#include <chrono>
#include <thread>
#include <cstdlib>
#include <ctime>
#include <fmt/format.h>
#include <spdlog/spdlog.h>

namespace sm {
namespace {

namespace fs = std::filesystem;

std::string lower_copy(std::string s)
{
    std::transform(s.begin(), s.end(), s.begin(), [](unsigned char c) { return static_cast<char>(std::tolower(c)); });
    return s;
}

// WAL lets readers and one writer work at once. Switching needs a moment
// without other connections' locks, and SQLite does not always wait for that
// on its own (two processes creating the file at the same instant), so retry
// briefly; a database left in rollback mode still works, only with less
// concurrency.
void enable_wal(sql::Db& db)
{
    for (int attempt = 0;; ++attempt) {
        try {
            db.exec("PRAGMA journal_mode=WAL");
            return;
        } catch (const Error& e) {
            if (e.kind() == ErrorKind::Malformed)
                throw;
            if (attempt >= 100) {
                spdlog::warn("history: staying in rollback-journal mode: {}", e.what());
                return;
            }
            std::this_thread::sleep_for(std::chrono::milliseconds(20));
        }
    }
}

constexpr const char* kColumns = "id, kind, started_at, label, device, device_key, target, size_bytes, score_read, "
                                 "score_write, score_total, headline";

Json headline_json(const std::vector<HeadlineValue>& values)
{
    Json a = Json::array();
    for (const HeadlineValue& v : values)
        a.push_back({{"label", v.label}, {"value", v.value}, {"unit", v.unit}});
    return a;
}

std::vector<HeadlineValue> headline_from(const std::string& text)
{
    std::vector<HeadlineValue> out;
    try {
        const Json doc = parse_json(text);
        for (const Json& v : as_array(doc, "headline"))
            out.push_back({as_string(at(v, "label", "headline"), "label"),
                           as_number(at(v, "value", "headline"), "value"),
                           as_string(at(v, "unit", "headline"), "unit")});
    } catch (const Error&) {
        out.clear();  // a damaged summary column: the document itself is still there
    }
    return out;
}

HistoryEntry read_row(const sql::Stmt& st, bool with_json)
{
    HistoryEntry e;
    e.id = st.int64(0);
    e.kind = st.text(1);
    e.started_at = st.text(2);
    e.label = st.text(3);
    e.device = st.text(4);
    e.device_key = st.text(5);
    e.target = st.text(6);
    e.size_bytes = static_cast<std::uint64_t>(st.int64(7));
    e.score_read = st.opt_int64(8);
    e.score_write = st.opt_int64(9);
    e.score_total = st.opt_int64(10);
    e.headline = headline_from(st.text(11));
    if (with_json)
        e.json = st.text(12);
    return e;
}

HistoryEntry entry_of(const ResultKind& kind, const HistorySummary& sum, std::string json, std::string label)
{
    HistoryEntry e;
    e.kind = std::string(kind.key);
    e.started_at = sum.started_at;
    e.device = device_display(sum.device);
    e.device_key = device_key(sum.device);
    e.target = sum.target;
    e.size_bytes = sum.size_bytes;
    e.score_read = sum.score_read;
    e.score_write = sum.score_write;
    e.score_total = sum.score_total;
    e.headline = sum.headline;
    e.json = std::move(json);
    e.label = std::move(label);
    return e;
}

}  // namespace

bool HistoryStore::available() noexcept { return true; }

HistoryStore::HistoryStore(const fs::path& path) : m_path(path)
{
    // SolidMark's own data folder must be private (io/private_folder.h);
    // a folder the user named is theirs to choose.
    std::error_code ec;
    if (m_path.parent_path() == data_dir())
        ensure_private_folder(data_dir());
    else if (m_path.has_parent_path())
        fs::create_directories(m_path.parent_path(), ec);
    open_checked();
}

HistoryStore::~HistoryStore() = default;
HistoryStore::HistoryStore(HistoryStore&&) noexcept = default;
HistoryStore& HistoryStore::operator=(HistoryStore&&) noexcept = default;

void HistoryStore::open_checked()
{
    std::string why;
    try {
        m_db = std::make_unique<sql::Db>(m_path);
        {
            sql::Stmt check(*m_db, "PRAGMA quick_check");
            if (!check.step() || check.text(0) != "ok")
                why = "its integrity check failed";
        }  // finalized: an open statement would keep a read transaction
        if (why.empty()) {
            enable_wal(*m_db);
            migrate();
            return;
        }
    } catch (const Error& e) {
        if (e.kind() != ErrorKind::Malformed)
            throw;  // permissions, a lock held too long: not damage, leave the file alone
        why = e.what();
    }
    // Damaged: keep the bytes under another name and start afresh.
    m_db.reset();
    const std::string stamp = compact_utc_now();
    const fs::path aside = m_path.string() + ".damaged-" + stamp;
    std::error_code ec;
    fs::rename(m_path, aside, ec);
    if (ec)
        throw Error(ErrorKind::Io,
                    fmt::format("The history database '{}' is damaged ({}) and could not be moved "
                                "aside: {}. Move or delete it, or use --history-db.",
                                m_path.string(), why, ec.message()));
    for (const char* suffix : {"-wal", "-shm"}) {
        std::error_code ec2;
        if (fs::exists(m_path.string() + suffix, ec2))
            fs::rename(m_path.string() + suffix, aside.string() + suffix, ec2);
    }
    m_notice = fmt::format("The history database '{}' could not be read ({}). It was moved to '{}' (nothing was "
                           "deleted) and a new, empty history was started.",
                           m_path.string(), why, aside.string());
    spdlog::warn("{}", m_notice);
    m_db = std::make_unique<sql::Db>(m_path);
    enable_wal(*m_db);
    migrate();
}

void HistoryStore::migrate()
{
    sql::Transaction tx(*m_db);
    int version = 0;
    {
        sql::Stmt v(*m_db, "PRAGMA user_version");
        if (v.step())
            version = static_cast<int>(v.int64(0));
    }
    if (version > kSchemaVersion)
        throw Error(ErrorKind::InvalidInput,  // not damage: must not be moved aside
                    fmt::format("The history database '{}' was written by a newer SolidMark (schema {}; this version "
                                "reads up to {}). Update SolidMark or use --history-db.",
                                m_path.string(), version, kSchemaVersion));
    if (version < 1) {
        m_db->exec(R"(CREATE TABLE runs (
            id INTEGER PRIMARY KEY AUTOINCREMENT,
            kind TEXT NOT NULL,
            started_at TEXT NOT NULL,
            label TEXT NOT NULL DEFAULT '',
            device TEXT NOT NULL DEFAULT '',
            target TEXT NOT NULL DEFAULT '',
            size_bytes INTEGER NOT NULL DEFAULT 0,
            score_read INTEGER, score_write INTEGER, score_total INTEGER,
            json TEXT NOT NULL,
            saved_at TEXT NOT NULL))");
    }
    if (version < 2) {
        // 2: runs are grouped by drive identity (model + serial), not by its display text.
        m_db->exec("ALTER TABLE runs ADD COLUMN device_key TEXT NOT NULL DEFAULT ''");
        m_db->exec("UPDATE runs SET device_key = coalesce(json_extract(json, '$.device.model'), '') || '|' || "
                   "coalesce(json_extract(json, '$.device.serial'), json_extract(json, '$.device.firmware'), '')");
        m_db->exec("CREATE INDEX runs_by_device ON runs(device_key, kind, started_at)");
    }
    if (version < 3) {
        // 3: every kind's headline numbers, for `history list`.
        m_db->exec("ALTER TABLE runs ADD COLUMN headline TEXT NOT NULL DEFAULT '[]'");
        std::vector<std::pair<std::int64_t, std::string>> rows;
        {
            sql::Stmt st(*m_db, "SELECT id, json FROM runs");
            while (st.step())
                rows.emplace_back(st.int64(0), st.text(1));
        }
        for (const auto& [id, json] : rows) {
            try {
                const Json doc = parse_json(json);
                const HistorySummary sum = kind_of_document(doc).summary(doc);
                sql::Stmt up(*m_db, "UPDATE runs SET headline = ? WHERE id = ?");
                up.bind(1, headline_json(sum.headline).dump()).bind(2, id).run();
            } catch (const Error& e) {
                spdlog::warn("history: entry #{} keeps no headline: {}", id, e.what());
            }
        }
    }
    if (version != kSchemaVersion)
        m_db->exec(fmt::format("PRAGMA user_version = {}", kSchemaVersion));
    tx.commit();
}

std::int64_t HistoryStore::save_document(const HistoryEntry& e)
{
    sql::Transaction tx(*m_db);
    sql::Stmt st(*m_db,
                 "INSERT INTO runs (kind, started_at, label, device, device_key, target, size_bytes, "
                 "score_read, score_write, score_total, json, saved_at, headline) "
                 "VALUES (?,?,?,?,?,?,?,?,?,?,?,?,?)");
    st.bind(1, e.kind)
        .bind(2, e.started_at)
        .bind(3, e.label)
        .bind(4, e.device)
        .bind(5, e.device_key)
        .bind(6, e.target)
        .bind(7, static_cast<std::int64_t>(e.size_bytes))
        .bind(8, e.score_read)
        .bind(9, e.score_write)
        .bind(10, e.score_total)
        .bind(11, e.json)
        .bind(12, iso8601_now())
        .bind(13, headline_json(e.headline).dump());
    st.run();
    const std::int64_t id = m_db->last_insert_id();
    tx.commit();
    return id;
}

std::int64_t HistoryStore::save(const ResultKind& kind, const Json& doc, const std::string& label)
{
    return save_document(entry_of(kind, kind.summary(doc), dump_json(doc), label));
}

std::int64_t HistoryStore::import_json(const std::string& text, const std::string& label)
{
    const Json doc = parse_json(text);
    const ResultKind& kind = kind_of_document(doc);
    const Json normalized = kind.normalize(doc);
    return save_document(entry_of(kind, kind.summary(normalized), dump_json(normalized), label));
}

std::vector<HistoryEntry> HistoryStore::list(const std::string& device_filter) const
{
    std::vector<HistoryEntry> out;
    sql::Stmt st(*m_db, fmt::format("SELECT {} FROM runs ORDER BY started_at DESC, id DESC", kColumns));
    const std::string f = lower_copy(device_filter);
    while (st.step()) {
        HistoryEntry e = read_row(st, false);
        if (f.empty() || lower_copy(e.device).find(f) != std::string::npos ||
            lower_copy(e.device_key).find(f) != std::string::npos)
            out.push_back(std::move(e));
    }
    return out;
}

std::optional<HistoryEntry> HistoryStore::get(std::int64_t id) const
{
    sql::Stmt st(*m_db, fmt::format("SELECT {}, json FROM runs WHERE id = ?", kColumns));
    st.bind(1, id);
    if (!st.step())
        return std::nullopt;
    return read_row(st, true);
}

bool HistoryStore::remove(std::int64_t id)
{
    sql::Transaction tx(*m_db);
    sql::Stmt st(*m_db, "DELETE FROM runs WHERE id = ?");
    st.bind(1, id).run();
    const bool removed = m_db->changes() > 0;
    tx.commit();
    return removed;
}

std::optional<HistoryEntry> HistoryStore::latest(const std::string& kind, const std::string& key,
                                                 const std::string& label) const
{
    sql::Stmt st(*m_db,
                 fmt::format("SELECT {}, json FROM runs WHERE kind = ? AND device_key = ? AND label = ? "
                             "ORDER BY started_at DESC, id DESC LIMIT 1",
                             kColumns));
    st.bind(1, kind).bind(2, key).bind(3, label);
    if (!st.step())
        return std::nullopt;
    return read_row(st, true);
}

}  // namespace sm
