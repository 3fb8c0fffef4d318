#include "history/sqlite_db.h"

#include "io/private_folder.h"
#include "util/error.h"

#include <fmt/format.h>
#include <sqlite3.h>

namespace sm::sql {

Db::Db(const std::filesystem::path& path) : m_path(path)
{
    // Created by us, readable by this user alone (its serials and labels are
    // nobody else's); SQLite makes its -wal and -shm files with the same
    // mode. NOFOLLOW: the database is never opened through a symlink.
    create_private_file_if_missing(path);
    const int rc = sqlite3_open_v2(
        path.string().c_str(), &m_db,
        SQLITE_OPEN_READWRITE | SQLITE_OPEN_CREATE | SQLITE_OPEN_FULLMUTEX | SQLITE_OPEN_NOFOLLOW, nullptr);
    if (rc != SQLITE_OK) {
        std::string msg = m_db ? sqlite3_errmsg(m_db) : sqlite3_errstr(rc);
        if (m_db && sqlite3_extended_errcode(m_db) == SQLITE_CANTOPEN_SYMLINK)
            msg = "it is a symbolic link, which SolidMark never follows for its history (give the file it points to "
                  "with --history-db)";
        sqlite3_close(m_db);
        m_db = nullptr;
        throw Error(ErrorKind::Io, fmt::format("Cannot open the history database '{}': {}.", path.string(), msg));
    }
    // Another SolidMark saving at the same moment waits instead of failing.
    sqlite3_busy_timeout(m_db, 10000);
}

Db::~Db() { sqlite3_close(m_db); }

void Db::fail(const std::string& what, int rc) const
{
    // Damage is Malformed (the store moves the file aside); anything else is Io.
    const int primary = rc & 0xff;
    const ErrorKind kind = primary == SQLITE_CORRUPT || primary == SQLITE_NOTADB ? ErrorKind::Malformed : ErrorKind::Io;
    throw Error(kind,
                fmt::format("History database '{}': {} failed: {} ({}).", m_path.string(), what,
                            m_db ? sqlite3_errmsg(m_db) : "", sqlite3_errstr(rc)));
}

void Db::exec(std::string_view sql)
{
    char* err = nullptr;
    const int rc = sqlite3_exec(m_db, std::string(sql).c_str(), nullptr, nullptr, &err);
    if (rc != SQLITE_OK) {
        const std::string msg = err ? err : sqlite3_errstr(rc);
        sqlite3_free(err);
        const int primary = rc & 0xff;
        throw Error(primary == SQLITE_CORRUPT || primary == SQLITE_NOTADB ? ErrorKind::Malformed : ErrorKind::Io,
                    fmt::format("History database '{}': {} ({}).", m_path.string(), msg, sqlite3_errstr(rc)));
    }
}

std::int64_t Db::last_insert_id() const { return sqlite3_last_insert_rowid(m_db); }
int Db::changes() const { return sqlite3_changes(m_db); }

Stmt::Stmt(Db& db, std::string_view sql) : m_db(db)
{
    const int rc = sqlite3_prepare_v2(db.handle(), sql.data(), static_cast<int>(sql.size()), &m_stmt, nullptr);
    if (rc != SQLITE_OK)
        db.fail(fmt::format("preparing '{}'", sql.substr(0, 40)), rc);
}

Stmt::~Stmt() { sqlite3_finalize(m_stmt); }

Stmt& Stmt::bind(int i, std::int64_t v)
{
    if (const int rc = sqlite3_bind_int64(m_stmt, i, v); rc != SQLITE_OK)
        m_db.fail("bind", rc);
    return *this;
}

Stmt& Stmt::bind(int i, double v)
{
    if (const int rc = sqlite3_bind_double(m_stmt, i, v); rc != SQLITE_OK)
        m_db.fail("bind", rc);
    return *this;
}

Stmt& Stmt::bind(int i, std::string_view v)
{
    if (const int rc = sqlite3_bind_text(m_stmt, i, v.data(), static_cast<int>(v.size()), SQLITE_TRANSIENT);
        rc != SQLITE_OK)
        m_db.fail("bind", rc);
    return *this;
}

Stmt& Stmt::bind_null(int i)
{
    if (const int rc = sqlite3_bind_null(m_stmt, i); rc != SQLITE_OK)
        m_db.fail("bind", rc);
    return *this;
}

bool Stmt::step()
{
    const int rc = sqlite3_step(m_stmt);
    if (rc == SQLITE_ROW)
        return true;
    if (rc == SQLITE_DONE)
        return false;
    m_db.fail("a query", rc);
}

void Stmt::run()
{
    while (step()) { }
}

std::int64_t Stmt::int64(int col) const { return sqlite3_column_int64(m_stmt, col); }

std::optional<std::int64_t> Stmt::opt_int64(int col) const
{
    if (sqlite3_column_type(m_stmt, col) == SQLITE_NULL)
        return std::nullopt;
    return sqlite3_column_int64(m_stmt, col);
}

double Stmt::real(int col) const { return sqlite3_column_double(m_stmt, col); }

std::string Stmt::text(int col) const
{
    const auto* p = sqlite3_column_text(m_stmt, col);
    return p
        ? std::string(reinterpret_cast<const char*>(p), static_cast<std::size_t>(sqlite3_column_bytes(m_stmt, col)))
        : std::string();
}

Transaction::Transaction(Db& db) : m_db(db) { m_db.exec("BEGIN IMMEDIATE"); }

Transaction::~Transaction()
{
    if (!m_done) {
        try {
            m_db.exec("ROLLBACK");
        } catch (...) {
        }
    }
}

void Transaction::commit()
{
    m_db.exec("COMMIT");
    m_done = true;
}

}  // namespace sm::sql
