#pragma once
// A thin RAII layer over the SQLite C API: a connection and prepared
// statements, every failure turned into sm::Error with SQLite's message.
#include <cstdint>
#include <filesystem>
#include <optional>
#include <string>
#include <string_view>

struct sqlite3;
struct sqlite3_stmt;

namespace sm::sql {

class Db;

class Stmt {
public:
    Stmt(Db& db, std::string_view sql);
    ~Stmt();
    Stmt(const Stmt&) = delete;
    Stmt& operator=(const Stmt&) = delete;

    // 1-based parameters.
    Stmt& bind(int i, std::int64_t v);
    Stmt& bind(int i, double v);
    Stmt& bind(int i, std::string_view v);
    Stmt& bind_null(int i);
    Stmt& bind(int i, const std::optional<std::int64_t>& v) { return v ? bind(i, *v) : bind_null(i); }

    // Steps once: true while a row is available.
    bool step();
    // Steps to completion (INSERT/UPDATE/DELETE).
    void run();

    std::int64_t int64(int col) const;
    std::optional<std::int64_t> opt_int64(int col) const;
    double real(int col) const;
    std::string text(int col) const;

private:
    Db& m_db;
    sqlite3_stmt* m_stmt = nullptr;
};

class Db {
public:
    // Opens (creating) the file. Throws Error(Io) with SQLite's message.
    explicit Db(const std::filesystem::path& path);
    ~Db();
    Db(const Db&) = delete;
    Db& operator=(const Db&) = delete;

    void exec(std::string_view sql);
    std::int64_t last_insert_id() const;
    int changes() const;
    sqlite3* handle() const { return m_db; }
    const std::filesystem::path& path() const { return m_path; }
    [[noreturn]] void fail(const std::string& what, int rc) const;

private:
    sqlite3* m_db = nullptr;
    std::filesystem::path m_path;
};

// BEGIN IMMEDIATE … COMMIT; rolls back when destroyed without commit().
class Transaction {
public:
    explicit Transaction(Db& db);
    ~Transaction();
    void commit();

private:
    Db& m_db;
    bool m_done = false;
};

}  // namespace sm::sql
