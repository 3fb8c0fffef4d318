#include "util/command_line.h"

namespace sm {

std::wstring quote_windows_argument(std::wstring_view arg)
{
    if (!arg.empty() && arg.find_first_of(L" \t\n\v\"") == std::wstring_view::npos)
        return std::wstring(arg);
    std::wstring out(1, L'"');
    std::size_t slashes = 0;
    for (const wchar_t c : arg) {
        if (c == L'\\') {
            ++slashes;
            continue;
        }
        out.append(c == L'"' ? 2 * slashes + 1 : slashes, L'\\');
        slashes = 0;
        out.push_back(c);
    }
    out.append(2 * slashes, L'\\');
    out.push_back(L'"');
    return out;
}

std::wstring windows_command_line(const std::vector<std::wstring>& args)
{
    std::wstring line;
    for (const std::wstring& a : args) {
        if (!line.empty())
            line.push_back(L' ');
        line.append(quote_windows_argument(a));
    }
    return line;
}

}  // namespace sm
