#pragma once
// One argument of a Windows command line, quoted so that
// CommandLineToArgvW (and so a program's argv, Qt's arguments()) reads it
// back unchanged: quotes round blanks and quotes, backslashes doubled only
// before a quote. Portable text code, used where SolidMark starts a Windows
// program (ui/desktop/elevation.cpp; the tests' run_process on Windows).
#include <string>
#include <string_view>
#include <vector>

namespace sm {

std::wstring quote_windows_argument(std::wstring_view arg);
// The arguments quoted and joined by single spaces.
std::wstring windows_command_line(const std::vector<std::wstring>& args);

}  // namespace sm
