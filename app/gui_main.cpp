// solidmark: the GUI. With --run it is scriptable for reviewers:
//   solidmark --target DIR --size 1GiB --run --screenshot out.png --quit
//   solidmark --target DIR --size 1GiB --tool compression --run --screenshot c.png --quit
// Without --run, --screenshot and --quit act at once: the window (or the
// Tools dialog) is saved as it is shown, and the program exits.
#include "desktop/async_dialogs.h"
#include "data/pattern.h"
#include "desktop/detached.h"
#include "text/i18n.h"
#include "io/fault.h"
#include "window/main_window.h"
#include "desktop/theme.h"
#include "tools/tool_dialog.h"
#include "tools/tool_registry.h"
#include "util/error.h"
#include "util/log.h"
#include "util/text_file.h"
#include "util/units.h"

#include <QApplication>
#include <QCommandLineParser>
#include <QIcon>
#include <QTimer>
#include <QSettings>
#include <cstdio>
#include <optional>
#ifdef _WIN32
#include <windows.h>
#endif

namespace {

#ifdef _WIN32
// solidmark.exe is a GUI program (no console window on a double-click). Run
// from a console with --run/--quit/--help, its messages go to that console;
// where stderr is already a file or pipe, it stays one.
void attachParentConsole()
{
    if (GetStdHandle(STD_ERROR_HANDLE) != nullptr || !AttachConsole(ATTACH_PARENT_PROCESS))
        return;
    std::FILE* ignored = nullptr;
    freopen_s(&ignored, "CONOUT$", "w", stdout);
    freopen_s(&ignored, "CONOUT$", "w", stderr);
}
#endif

// Settings in an INI file in SolidMark's data folder (%LOCALAPPDATA%\SolidMark
// on Windows, next to the logs), not in the registry: a portable copy leaves
// nothing behind elsewhere. Elsewhere Qt's own place (~/.config/SolidMark).
void placeSettings()
{
#ifdef _WIN32
    QSettings::setDefaultFormat(QSettings::IniFormat);
    QSettings::setPath(QSettings::IniFormat, QSettings::UserScope,
                       QString::fromStdWString(sm::data_dir().parent_path().wstring()));
#endif
}

int usage_error(const QString& message)
{
    std::fprintf(stderr, "solidmark: %s\n", qPrintable(message));
    return 2;
}

QCommandLineOption option(const char* name, const QString& help, const char* value = nullptr)
{
    return value ? QCommandLineOption(QString::fromLatin1(name), help, QString::fromLatin1(value))
                 : QCommandLineOption(QString::fromLatin1(name), help);
}

struct Options {
    QCommandLineOption target = option("target", QStringLiteral("Folder on the drive to test."), "DIR");
    QCommandLineOption size = option("size", QStringLiteral("Test size, e.g. 1GiB."), "SIZE");
    QCommandLineOption tests = option("tests", QStringLiteral("seq,4k,4k64,access"), "LIST");
    QCommandLineOption data = option("data", QStringLiteral("incompressible | compressible[:PCT]"), "MODE");
    QCommandLineOption fill =
        option("fill", QStringLiteral("Fill the volume first: 80%, or a series 0,25,50,75%."), "PCT%|SIZE");
    QCommandLineOption randomS = option("random-seconds", QStringLiteral("4K time bound."), "S");
    QCommandLineOption accessS = option("access-seconds", QStringLiteral("Access time bound."), "S");
    QCommandLineOption accessSpan =
        option("access-span", QStringLiteral("Acc.time read: device (the whole device, as AS SSD) | file."), "SPAN");
    QCommandLineOption run = option("run", QStringLiteral("Start the benchmark at once."));
    QCommandLineOption shot = option(
        "screenshot", QStringLiteral("Save a PNG when the run ends (without --run: at once, then exit)."), "FILE");
    QCommandLineOption quit = option(
        "quit", QStringLiteral("Exit when the run ends (exit code as solidmark-cli's; without --run: at once)."));
    QCommandLineOption tool =
        option("tool",
               QStringLiteral("Open a Tools dialog: %1 (--run starts it, --screenshot saves its result panel).")
                   .arg(smui::toolKeysText()),
               "NAME");
    QCommandLineOption verbose = option("verbose", QStringLiteral("Debug log on stderr."));
    QCommandLineOption theme = option("theme",
                                      QStringLiteral("Colours for this session: system (the desktop's palette), "
                                                     "light or dark (default: the View → Theme choice)."),
                                      "NAME");
    QCommandLineOption language = option("language",
                                         QStringLiteral("GUI language for this session: en, de, ru, ja, zh_CN, es, "
                                                        "fr, pt_BR, pl, uk, it (default: the View → Language "
                                                        "choice, else the system's)."),
                                         "CODE");

    QList<QCommandLineOption> all() const
    {
        return {target, size, tests, data, fill,    randomS, accessS, accessSpan,
                run,    shot, quit,  tool, verbose, theme,   language};
    }
};

// The run settings given on the command line; an exit code for a bad one.
std::optional<int> configure(smui::MainWindow& w, const QCommandLineParser& p, const Options& o)
{
    const auto value = [&](const QCommandLineOption& opt) { return p.value(opt).toStdString(); };
    try {
        if (p.isSet(o.target))
            w.setTarget(p.value(o.target));
        if (p.isSet(o.size))
            w.setTestSize(sm::parse_size(value(o.size)));
        if (p.isSet(o.tests))
            w.setSelectedTests(sm::parse_test_list(value(o.tests)));
        if (p.isSet(o.data))
            w.setDataSpec(sm::DataSpec::parse(value(o.data)));
        if (p.isSet(o.fill)) {
            sm::parse_fill_levels(value(o.fill));  // a bad list is refused here, as solidmark-cli refuses it
            w.setFill(p.value(o.fill));
        }
        const sm::RunSettings defaults;
        if (p.isSet(o.randomS) || p.isSet(o.accessS))
            w.setSeconds(p.isSet(o.randomS) ? sm::parse_seconds(value(o.randomS)) : defaults.random_seconds,
                         p.isSet(o.accessS) ? sm::parse_seconds(value(o.accessS)) : defaults.access_seconds,
                         defaults.seq_max_seconds);
    } catch (const sm::Error& e) {
        return usage_error(QString::fromStdString(e.what()));
    }
    if (p.isSet(o.accessSpan)) {
        const QString span = p.value(o.accessSpan);
        if (span == QLatin1String(sm::access_span_key(sm::AccessSpan::Device)))
            w.setAccessSpan(sm::AccessSpan::Device);
        else if (span == QLatin1String(sm::access_span_key(sm::AccessSpan::File)))
            w.setAccessSpan(sm::AccessSpan::File);
        else
            return usage_error(QStringLiteral("unknown span '%1' in --access-span: use device or file").arg(span));
    }
    // Any kind with a registered dialog (tool_registry.h).
    if (p.isSet(o.tool)) {
        const smui::KindUi* k = smui::kindUi(value(o.tool));
        if (!k || !k->open)
            return usage_error(QStringLiteral("unknown tool '%1': use %2").arg(p.value(o.tool), smui::toolKeysText()));
    }
    if (p.isSet(o.shot)) {
        // Chosen before the run: checked before it, as solidmark-cli checks --json (util/text_file.h).
        if (p.value(o.shot).isEmpty())
            return usage_error(QStringLiteral("--screenshot needs a file name"));
        try {
            sm::check_output_path(value(o.shot));
        } catch (const sm::Error& e) {
            std::fprintf(stderr, "solidmark: %s\n", e.what());
            return sm::exit_code_for(e.kind());
        }
    }
    return std::nullopt;
}

// The fault hook, the language and the theme; an exit code for a bad value.
std::optional<int> setupSession(const QCommandLineParser& p, const Options& o)
{
    try {
        sm::fault::arm_from_environment();  // test hook; see core/io/fault.h
    } catch (const sm::Error& e) {
        return usage_error(QString::fromStdString(e.what()));
    }
    if (p.isSet(o.language)) {
        if (p.value(o.language).isEmpty() || !smui::applyLanguage(p.value(o.language)))
            return usage_error(
                QStringLiteral("unknown language '%1': use en, de, ru, ja, zh_CN, es, fr, pt_BR, pl, uk or it")
                    .arg(p.value(o.language)));
    } else {
        smui::applyLanguage(smui::savedLanguage());
    }

    if (p.isSet(o.theme)) {
        const auto theme = smui::parseTheme(p.value(o.theme));
        if (!theme)
            return usage_error(QStringLiteral("unknown theme '%1': use system, light or dark").arg(p.value(o.theme)));
        smui::applyTheme(*theme);
    } else {
        smui::applyTheme(smui::savedTheme());
    }
    return std::nullopt;
}

}  // namespace

int main(int argc, char** argv)
{
#ifdef _WIN32
    attachParentConsole();
#endif
    QApplication app(argc, argv);
    QApplication::setOrganizationName(QStringLiteral("SolidMark"));
    QApplication::setApplicationName(QStringLiteral("SolidMark"));
    QApplication::setApplicationVersion(QStringLiteral(SOLIDMARK_VERSION));
    placeSettings();
    // Ties the window to io.github.solidmark.SolidMark.desktop and its icon.
    QGuiApplication::setDesktopFileName(QStringLiteral("io.github.solidmark.SolidMark"));
    QApplication::setWindowIcon(QIcon::fromTheme(QStringLiteral("io.github.solidmark.SolidMark")));

    QCommandLineParser p;
    p.setApplicationDescription(QStringLiteral("SolidMark SSD benchmark"));
    p.addHelpOption();
    p.addVersionOption();
    const Options o;
    p.addOptions(o.all());
    p.addPositionalArgument(QStringLiteral("FILE"),
                            QStringLiteral("A saved result to open (a .solidmark.json or a SolidMark JSON export)."),
                            QStringLiteral("[FILE]"));
    if (!p.parse(QApplication::arguments()))
        return usage_error(p.errorText());
    if (p.isSet(QStringLiteral("help")))
        p.showHelp(0);
    if (p.isSet(QStringLiteral("version")))
        p.showVersion();
    sm::setup_logging(p.isSet(o.verbose), "solidmark");
    if (const auto rc = setupSession(p, o))
        return *rc;

    // From here on every way out ends past the window's drive probe and any
    // run left behind, which may still be on their threads (ui/desktop/detached.h).
    smui::MainWindow w;
    if (const auto rc = configure(w, p, o))
        return smui::exitPastDetached(*rc);
    const bool quit = p.isSet(o.quit);
    if (quit)
        w.setInteractive(false);
    // What the script drives: the main window, or the Tools dialog it opens.
    smui::ToolDialog* dialog = nullptr;
    int exitCode = 0;
    const auto onEnded = [&](bool ok) {
        if (!ok && quit) {
            // The CLI's exit codes, from the typed outcome: 2 bad input, 130 cancelled, 1 any other failure.
            const QString error = dialog ? dialog->lastError() : w.lastError();
            const auto kind = dialog ? dialog->lastErrorKind() : w.lastErrorKind();
            std::fprintf(stderr, "solidmark: %s\n", qPrintable(error));
            exitCode = sm::exit_code_for(kind.value_or(sm::ErrorKind::Internal));
        }
        if (!(dialog ? dialog->historyError() : w.historyError()).isEmpty())
            std::fprintf(stderr, "solidmark: %s\n", qPrintable(dialog ? dialog->historyError() : w.historyError()));
        if (p.isSet(o.shot)) {
            // Let the final values paint before grabbing.
            QTimer::singleShot(50, &w, [&] {
                QString error;
                if (!(dialog ? dialog->saveImage(p.value(o.shot), &error)
                             : w.saveScreenshot(p.value(o.shot), &error))) {
                    const std::int64_t id = dialog ? dialog->lastSavedId() : w.lastSavedId();
                    std::fprintf(stderr, "solidmark: %s%s\n", qPrintable(error),
                                 id ? qPrintable(QStringLiteral(" The result is saved in the history as #%1.").arg(id))
                                    : "");
                    exitCode = 1;
                }
                if (quit)
                    QApplication::exit(exitCode);
            });
        } else if (quit) {
            QApplication::exit(exitCode);
        }
    };
    // Without --run nothing ends on its own: --screenshot saves what is shown
    // once it is laid out, then (as --quit alone) the program exits.
    const auto actNow = [&] {
        if (p.isSet(o.shot)) {
            QString error;
            if (!(dialog ? dialog->saveImage(p.value(o.shot), &error) : w.saveScreenshot(p.value(o.shot), &error))) {
                std::fprintf(stderr, "solidmark: %s\n", qPrintable(error));
                exitCode = 1;
            }
        }
        QApplication::exit(exitCode);
    };
    const bool now = !p.isSet(o.run) && (quit || p.isSet(o.shot));
    w.show();
    // `solidmark FILE` (a file manager's double-click, the desktop file's %f): the result, as File → Open shows it.
    if (!p.positionalArguments().isEmpty() && !w.importFile(p.positionalArguments().constFirst())) {
        std::fprintf(stderr, "solidmark: %s\n", qPrintable(w.lastError()));
        if (quit)
            return smui::exitPastDetached(1);
        smui::showMessage(&w, QMessageBox::Critical, QStringLiteral("SolidMark"), w.lastError());
    }
    if (p.isSet(o.tool)) {
        dialog = w.openTool(p.value(o.tool).toStdString());
        if (!dialog)
            return smui::exitPastDetached(1);
        QObject::connect(dialog, &smui::ToolDialog::runEnded, &app, onEnded);
        if (p.isSet(o.run))
            smui::whenSettled(dialog, [dialog] { dialog->start(); });
    } else {
        QObject::connect(&w, &smui::MainWindow::runEnded, &app, onEnded);
        if (p.isSet(o.run))
            smui::whenSettled(&w, [&w] { w.startRun(); });
    }
    if (now)
        QTimer::singleShot(0, &app, actNow);
    const int rc = QApplication::exec();
    return smui::exitPastDetached(exitCode ? exitCode : rc);
}
