#include "desktop/elevation.h"

#include "util/command_line.h"

#include <QCoreApplication>
#include <QDir>

#ifdef _WIN32
#include <windows.h>

#include <shellapi.h>
#else
#include <unistd.h>
#endif

namespace smui {

#ifdef _WIN32

bool runningElevated()
{
    HANDLE token = nullptr;
    if (!::OpenProcessToken(::GetCurrentProcess(), TOKEN_QUERY, &token))
        return false;
    TOKEN_ELEVATION elevation{};
    DWORD size = 0;
    const bool ok = ::GetTokenInformation(token, TokenElevation, &elevation, sizeof elevation, &size);
    ::CloseHandle(token);
    return ok && elevation.TokenIsElevated != 0;
}

namespace {

QString systemMessage(DWORD code)
{
    wchar_t* text = nullptr;
    ::FormatMessageW(FORMAT_MESSAGE_ALLOCATE_BUFFER | FORMAT_MESSAGE_FROM_SYSTEM | FORMAT_MESSAGE_IGNORE_INSERTS,
                     nullptr, code, 0, reinterpret_cast<wchar_t*>(&text), 0, nullptr);
    QString s = text ? QString::fromWCharArray(text).trimmed() : QStringLiteral("error %1").arg(code);
    ::LocalFree(text);
    return s;
}

}  // namespace

bool restartElevated(const QStringList& arguments, QString& error, const QString& program_)
{
    std::vector<std::wstring> args;
    for (const QString& a : arguments)
        args.push_back(a.toStdWString());
    const std::wstring params = sm::windows_command_line(args);
    const std::wstring program =
        QDir::toNativeSeparators(program_.isEmpty() ? QCoreApplication::applicationFilePath() : program_)
            .toStdWString();
    SHELLEXECUTEINFOW info{};
    info.cbSize = sizeof info;
    info.fMask = SEE_MASK_NOASYNC;
    info.lpVerb = L"runas";
    info.lpFile = program.c_str();
    info.lpParameters = params.c_str();
    info.nShow = SW_SHOWNORMAL;
    if (::ShellExecuteExW(&info))
        return true;
    const DWORD code = ::GetLastError();
    error = code == ERROR_CANCELLED ? QCoreApplication::translate("smui::Elevation", "the restart was declined")
                                    : systemMessage(code);
    return false;
}

#else

bool runningElevated() { return ::geteuid() == 0; }

bool restartElevated(const QStringList&, QString& error, const QString&)
{
    error = QStringLiteral("only on Windows");
    return false;
}

#endif

}  // namespace smui
