#pragma once
// SolidMark's own folders outside a target: the data folder with the
// history, the logs and rescued results (util/log.h). Platform code:
// private_folder.cpp.
#include <filesystem>

namespace sm {

// This user's home folder from the user database (getpwuid(geteuid())), for
// when HOME is unset (a systemd unit without User=, a cron job); "" where
// there is none (Windows uses %LOCALAPPDATA%).
std::filesystem::path home_from_user_database();

// Creates `path` where missing (each new folder mode 0700; Windows: as the
// system makes it) and checks that nobody else can change what is in it: a
// real folder this user owns that no one else may write, inside folders
// that only this user or root own and that nobody else may write unless
// they are sticky (/tmp). Otherwise throws Error(NotWritable) naming the
// folder, who owns or may write it, and what to do: another user could
// otherwise plant a link there and have SolidMark (perhaps as root) write
// any file. Error(Io) when it cannot be created at all.
void ensure_private_folder(const std::filesystem::path& path);

// Creates `path` as an empty file that only this user may read and write
// (mode 0600) unless something is already there; never follows a link.
// False when it cannot (the caller's own open then says why).
bool create_private_file_if_missing(const std::filesystem::path& path) noexcept;

}  // namespace sm
