// util/command_line.h: a Windows command line that CommandLineToArgvW reads
// back as the arguments given (checked here against its documented rules).
#include "util/command_line.h"

#include <catch2/catch.hpp>

using sm::quote_windows_argument;

TEST_CASE("a Windows argument is quoted only where CommandLineToArgvW needs it")
{
    CHECK(quote_windows_argument(L"--run") == L"--run");
    CHECK(quote_windows_argument(L"C:\\plain\\path") == L"C:\\plain\\path");  // backslashes alone stay
    CHECK(quote_windows_argument(L"") == L"\"\"");
    CHECK(quote_windows_argument(L"a folder") == L"\"a folder\"");
    // Backslashes before the closing quote double, or they would escape it.
    CHECK(quote_windows_argument(L"C:\\a folder\\") == L"\"C:\\a folder\\\\\"");
    // A quote is escaped, and the backslashes before it double.
    CHECK(quote_windows_argument(L"say \"hi\"") == L"\"say \\\"hi\\\"\"");
    CHECK(quote_windows_argument(L"a\\\"b") == L"\"a\\\\\\\"b\"");
    CHECK(sm::windows_command_line({L"--target", L"C:\\a b", L"--run"}) == L"--target \"C:\\a b\" --run");
    CHECK(sm::windows_command_line({}).empty());
}
