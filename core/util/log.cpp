#include "util/log.h"

#include "io/private_folder.h"
#include "util/error.h"

#include <cstdio>
#include <cstdlib>
#include <spdlog/sinks/rotating_file_sink.h>
#include <spdlog/sinks/stdout_color_sinks.h>
#include <spdlog/spdlog.h>
#include <vector>

namespace sm {

std::filesystem::path data_dir()
{
    if (const char* local = std::getenv("LOCALAPPDATA"); local && *local)
        return std::filesystem::path(local) / "SolidMark";
    if (const char* xdg = std::getenv("XDG_DATA_HOME"); xdg && *xdg)
        return std::filesystem::path(xdg) / "solidmark";
    if (const char* home = std::getenv("HOME"); home && *home)
        return std::filesystem::path(home) / ".local" / "share" / "solidmark";
    // No HOME (a systemd unit without User=, cron): the home the user
    // database names, never a shared folder such as /tmp, where another user
    // could plant the history file as a link.
    if (const std::filesystem::path home = home_from_user_database(); !home.empty())
        return home / ".local" / "share" / "solidmark";
    return std::filesystem::temp_directory_path() / "solidmark";
}

std::filesystem::path log_dir() { return data_dir() / "logs"; }

void setup_logging(bool verbose, const char* logger_name)
{
    std::vector<spdlog::sink_ptr> sinks;
    if (verbose) {
        auto err = std::make_shared<spdlog::sinks::stderr_color_sink_mt>();
        err->set_level(spdlog::level::debug);
        sinks.push_back(err);
    }
    try {
        ensure_private_folder(log_dir());
        auto file = std::make_shared<spdlog::sinks::rotating_file_sink_mt>(
            (log_dir() / (std::string(logger_name) + ".log")).string(), 1024 * 1024, 3);
        file->set_level(spdlog::level::info);
        sinks.push_back(file);
    } catch (const spdlog::spdlog_ex&) {
        // No writable data folder: keep going without a file log.
    } catch (const Error& e) {
        // A data folder another user owns or may write: no file log there,
        // and said once (one that cannot be created is as before: silent).
        if (e.kind() == ErrorKind::NotWritable)
            std::fprintf(stderr, "No log file is written: %s\n", e.what());
    }
    auto logger = std::make_shared<spdlog::logger>(logger_name, sinks.begin(), sinks.end());
    logger->set_level(verbose ? spdlog::level::debug : spdlog::level::info);
    logger->flush_on(spdlog::level::warn);
    spdlog::set_default_logger(logger);
}

}  // namespace sm
