#include "elevation.h"

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

// One argument as CommandLineToArgvW (and so Qt) reads it back.
QString quoted(const QString& arg)
{
    if (!arg.isEmpty() && !arg.contains(QLatin1Char(' ')) && !arg.contains(QLatin1Char('\t')) &&
        !arg.contains(QLatin1Char('"')))
        return arg;
    QString out = QStringLiteral("\"");
    int slashes = 0;
    for (const QChar c : arg) {
        if (c == QLatin1Char('\\')) {
            ++slashes;
            continue;
        }
        out += QString(c == QLatin1Char('"') ? 2 * slashes + 1 : slashes, QLatin1Char('\\'));
        slashes = 0;
        out += c;
    }
    out += QString(2 * slashes, QLatin1Char('\\')) + QLatin1Char('"');
    return out;
}

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
    QStringList parts;
    for (const QString& a : arguments)
        parts << quoted(a);
    const std::wstring program =
        QDir::toNativeSeparators(program_.isEmpty() ? QCoreApplication::applicationFilePath() : program_)
            .toStdWString();
    const std::wstring params = parts.join(QLatin1Char(' ')).toStdWString();
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
