#pragma once
#include <filesystem>

namespace sm {

// SolidMark's data folder: $XDG_DATA_HOME/solidmark (~/.local/share/solidmark,
// the home from the user database when HOME is unset),
// %LOCALAPPDATA%\SolidMark on Windows. Not created here: whoever writes in
// it first calls ensure_private_folder (io/private_folder.h).
std::filesystem::path data_dir();
std::filesystem::path log_dir();

// Logs to a rotating file in log_dir() (1 MiB x 3) at info level, and to
// stderr at debug level when verbose. A log folder that cannot be created,
// or that is not private to this user, only disables the file log.
void setup_logging(bool verbose, const char* logger_name);

}  // namespace sm
