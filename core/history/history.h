#pragma once
// The result history (docs/methodology.md §8): every completed result of every kind in the
// registry (result/kind.h) is saved with its label, device identity,
// headline numbers and its whole document, in a local SQLite file (WAL mode, writes in transactions, a
// versioned schema with migrations). A file that cannot be read as a
// database is moved aside with a timestamped name, never deleted, and a
// fresh history is started; notice() says so.
#include "result/kind.h"

#include <cstdint>
#include <filesystem>
#include <memory>
#include <optional>
#include <string>
#include <vector>

namespace sm {

namespace sql {
class Db;
}

struct HistoryEntry {
    std::int64_t id = 0;
    std::string kind;        // the ResultKind key: "run", "compression", "copy", …
    std::string started_at;  // ISO 8601 UTC
    std::string label;       // "out-of-box", "conditioned", free text, or ""
    std::string device;      // "Samsung SSD 990 PRO 2TB (S7KHNJ0W…)" or "n/a"
    std::string device_key;  // model|serial: the identity runs are grouped by
    std::string target;
    std::uint64_t size_bytes = 0;
    std::optional<std::int64_t> score_read, score_write, score_total;
    std::vector<HeadlineValue> headline;  // the kind's headline numbers (history list)
    std::string json;                     // the full result document (empty in list())
};

class HistoryStore {
public:
    static constexpr int kSchemaVersion = 3;

    // $SOLIDMARK_HISTORY_DB, else <data dir>/history.sqlite
    // ($XDG_DATA_HOME/solidmark on Linux, %LOCALAPPDATA%\SolidMark on Windows).
    static std::filesystem::path default_path();
    // False in a build without SQLite (a Windows cross-build without the
    // amalgamation, packaging/windows-build.sh), where every
    // store operation throws Error(Io) saying so.
    static bool available() noexcept;

    // Opens or creates the file (and its folder); migrates older schemas.
    // Throws Error(Io) when the file cannot be opened at all (permissions,
    // locked for longer than 10 s); a damaged file is moved aside instead.
    explicit HistoryStore(const std::filesystem::path& path);
    ~HistoryStore();
    HistoryStore(HistoryStore&&) noexcept;
    HistoryStore& operator=(HistoryStore&&) noexcept;

    const std::filesystem::path& path() const noexcept { return m_path; }
    // Non-empty when a damaged file was moved aside while opening.
    const std::string& notice() const noexcept { return m_notice; }

    // A finished result's document, summarized by its kind. Throws
    // Error(Malformed) when the document does not read as that kind.
    std::int64_t save(const ResultKind& kind, const Json& doc, const std::string& label);
    template <class Result>
    std::int64_t save(const Result& r, const std::string& label)
    {
        return save(kind_of<Result>(), to_json(r), label);
    }
    // Any result document; the kind comes from its schema, every number is
    // checked by the kind's reader, and it is stored as this version writes
    // it. Throws Error(Malformed).
    std::int64_t import_json(const std::string& text, const std::string& label);

    // Newest first; device_filter matches device or device_key (substring, any case).
    std::vector<HistoryEntry> list(const std::string& device_filter = {}) const;
    std::optional<HistoryEntry> get(std::int64_t id) const;
    bool remove(std::int64_t id);
    // The newest entry of `kind` for this device with this label.
    std::optional<HistoryEntry> latest(const std::string& kind, const std::string& device_key,
                                       const std::string& label) const;

    // Stores a document with its summary columns as given.
    std::int64_t save_document(const HistoryEntry& summary);

private:
    void open_checked();
    void migrate();

    std::filesystem::path m_path;
    std::unique_ptr<sql::Db> m_db;
    std::string m_notice;
};

// "model|serial" (firmware when the serial is unknown) and the text shown for it.
std::string device_key(const DeviceInfo& d);
std::string device_display(const DeviceInfo& d);

}  // namespace sm
