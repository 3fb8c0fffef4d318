// The parts of the history every build has, with or without SQLite.
#include "history/history.h"

#include "util/log.h"

#include <cstdlib>

namespace sm {

namespace fs = std::filesystem;

std::string device_key(const DeviceInfo& d) { return d.model + "|" + (d.serial.empty() ? d.firmware : d.serial); }

std::string device_display(const DeviceInfo& d)
{
    const std::string id = d.serial.empty() ? d.firmware : d.serial;
    if (d.model.empty())
        return id.empty() ? "n/a" : "n/a (" + id + ")";
    return id.empty() ? d.model : d.model + " (" + id + ")";
}

fs::path HistoryStore::default_path()
{
    if (const char* v = std::getenv("SOLIDMARK_HISTORY_DB"); v && *v)
        return fs::path(v);
    return data_dir() / "history.sqlite";
}

}  // namespace sm
