// The history in a build without SQLite (the MinGW cross-build: Debian has
// no MinGW SQLite). Every store operation fails with one clear sentence, so
// a finished result is still printed and exported, with a warning.
#include "history/history.h"

#include "util/error.h"

namespace sm {

namespace sql {
class Db { };
}  // namespace sql

namespace {

[[noreturn]] void unavailable()
{
    throw Error(ErrorKind::Io,
                "This build of SolidMark has no result history (it was built without SQLite); use "
                "--no-history, or export the result with --json.");
}

}  // namespace

bool HistoryStore::available() noexcept { return false; }
HistoryStore::HistoryStore(const std::filesystem::path& path) : m_path(path) { unavailable(); }
HistoryStore::~HistoryStore() = default;
HistoryStore::HistoryStore(HistoryStore&&) noexcept = default;
HistoryStore& HistoryStore::operator=(HistoryStore&&) noexcept = default;
std::int64_t HistoryStore::save(const ResultKind&, const Json&, const std::string&) { unavailable(); }
std::int64_t HistoryStore::import_json(const std::string&, const std::string&) { unavailable(); }
std::vector<HistoryEntry> HistoryStore::list(const std::string&) const { unavailable(); }
std::optional<HistoryEntry> HistoryStore::get(std::int64_t) const { unavailable(); }
bool HistoryStore::remove(std::int64_t) { unavailable(); }
std::optional<HistoryEntry> HistoryStore::latest(const std::string&, const std::string&, const std::string&) const
{
    unavailable();
}
std::int64_t HistoryStore::save_document(const HistoryEntry&) { unavailable(); }
void HistoryStore::open_checked() { unavailable(); }
void HistoryStore::migrate() { unavailable(); }

}  // namespace sm
