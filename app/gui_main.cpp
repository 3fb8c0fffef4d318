// solidmark: the GUI. With --run it is scriptable for reviewers:
//   solidmark --target DIR --size 1GiB --run --screenshot out.png --quit
//   solidmark --target DIR --size 1GiB --tool compression --run --screenshot c.png --quit
#include "data/pattern.h"
#include "i18n.h"
#include "io/fault.h"
#include "main_window.h"
#include "tool_dialog.h"
#include "tool_registry.h"
#include "util/error.h"
#include "util/log.h"
#include "util/units.h"

#include <QApplication>
#include <QCommandLineParser>
#include <QIcon>
#include <QTimer>
#include <cstdio>
#include <optional>

namespace {

int usage_error(const QString& message)
{
    std::fprintf(stderr, "solidmark: %s\n", qPrintable(message));
    return 2;
}

}  // namespace

int main(int argc, char** argv)
{
    QApplication app(argc, argv);
    QApplication::setOrganizationName(QStringLiteral("SolidMark"));
    QApplication::setApplicationName(QStringLiteral("SolidMark"));
    QApplication::setApplicationVersion(QStringLiteral(SOLIDMARK_VERSION));
    // Ties the window to io.github.solidmark.SolidMark.desktop and its icon.
    QGuiApplication::setDesktopFileName(QStringLiteral("io.github.solidmark.SolidMark"));
    QApplication::setWindowIcon(QIcon::fromTheme(QStringLiteral("io.github.solidmark.SolidMark")));

    QCommandLineParser p;
    p.setApplicationDescription(QStringLiteral("SolidMark SSD benchmark"));
    p.addHelpOption();
    p.addVersionOption();
    const QCommandLineOption target({QStringLiteral("target")}, QStringLiteral("Folder on the drive to test."),
                                    QStringLiteral("DIR"));
    const QCommandLineOption size({QStringLiteral("size")}, QStringLiteral("Test size, e.g. 1GiB."),
                                  QStringLiteral("SIZE"));
    const QCommandLineOption tests({QStringLiteral("tests")}, QStringLiteral("seq,4k,4k64,access"),
                                   QStringLiteral("LIST"));
    const QCommandLineOption data({QStringLiteral("data")},
                                  QStringLiteral("incompressible | compressible[:PCT]"), QStringLiteral("MODE"));
    const QCommandLineOption randomS({QStringLiteral("random-seconds")}, QStringLiteral("4K time bound."),
                                     QStringLiteral("S"));
    const QCommandLineOption accessS({QStringLiteral("access-seconds")}, QStringLiteral("Access time bound."),
                                     QStringLiteral("S"));
    const QCommandLineOption run({QStringLiteral("run")}, QStringLiteral("Start the benchmark at once."));
    const QCommandLineOption shot({QStringLiteral("screenshot")}, QStringLiteral("Save a PNG when the run ends."),
                                  QStringLiteral("FILE"));
    const QCommandLineOption quit({QStringLiteral("quit")}, QStringLiteral("Exit when the run ends (exit code as "
                                                                           "solidmark-cli's)."));
    const QCommandLineOption accessSpan({QStringLiteral("access-span")},
                                        QStringLiteral("Acc.time read: device (the whole device, as AS SSD) | file."),
                                        QStringLiteral("SPAN"));
    const QCommandLineOption tool({QStringLiteral("tool")},
                                  QStringLiteral("Open a Tools dialog: %1 (--run starts it, --screenshot saves its "
                                                 "result panel).")
                                      .arg(smui::toolKeysText()),
                                  QStringLiteral("NAME"));
    const QCommandLineOption verbose({QStringLiteral("verbose")}, QStringLiteral("Debug log on stderr."));
    const QCommandLineOption language({QStringLiteral("language")},
                                      QStringLiteral("GUI language for this session: en, de, ru, ja (default: the "
                                                     "View → Language choice, else the system's)."),
                                      QStringLiteral("CODE"));
    p.addOptions({target, size, tests, data, randomS, accessS, accessSpan, run, shot, quit, tool, verbose, language});
    if (!p.parse(QApplication::arguments()))
        return usage_error(p.errorText());
    if (p.isSet(QStringLiteral("help")))
        p.showHelp(0);
    if (p.isSet(QStringLiteral("version")))
        p.showVersion();
    sm::setup_logging(p.isSet(verbose), "solidmark");
    try {
        sm::fault::arm_from_environment();  // test hook; see core/io/fault.h
    } catch (const sm::Error& e) {
        return usage_error(QString::fromStdString(e.what()));
    }

    if (p.isSet(language)) {
        if (p.value(language).isEmpty() || !smui::applyLanguage(p.value(language)))
            return usage_error(QStringLiteral("unknown language '%1': use en, de, ru or ja").arg(p.value(language)));
    } else {
        smui::applyLanguage(smui::savedLanguage());
    }

    smui::MainWindow w;
    try {
        if (p.isSet(target))
            w.setTarget(p.value(target));
        if (p.isSet(size))
            w.setTestSize(sm::parse_size(p.value(size).toStdString()));
        if (p.isSet(tests)) {
            std::array<bool, 4> sel{};
            for (const QString& item : p.value(tests).split(QLatin1Char(','))) {
                bool known = false;
                for (sm::TestId t : sm::kAllTests)
                    if (item == QLatin1String(sm::test_key(t)))
                        sel[static_cast<int>(t)] = known = true;
                if (!known)
                    return usage_error(
                        QStringLiteral("unknown test '%1' in --tests: use seq, 4k, 4k64, access").arg(item));
            }
            w.setSelectedTests(sel);
        }
        if (p.isSet(data))
            w.setDataSpec(sm::DataSpec::parse(p.value(data).toStdString()));
        if (p.isSet(randomS) || p.isSet(accessS))
            w.setSeconds(p.isSet(randomS) ? sm::parse_seconds(p.value(randomS).toStdString()) : 5.0,
                         p.isSet(accessS) ? sm::parse_seconds(p.value(accessS).toStdString()) : 3.0, 60.0);
        if (p.isSet(accessSpan)) {
            const QString span = p.value(accessSpan);
            if (span == QLatin1String(sm::access_span_key(sm::AccessSpan::Device)))
                w.setAccessSpan(sm::AccessSpan::Device);
            else if (span == QLatin1String(sm::access_span_key(sm::AccessSpan::File)))
                w.setAccessSpan(sm::AccessSpan::File);
            else
                return usage_error(QStringLiteral("unknown span '%1' in --access-span: use device or file").arg(span));
        }
    } catch (const sm::Error& e) {
        return usage_error(QString::fromStdString(e.what()));
    }

    // Any kind with a registered dialog (tool_registry.h).
    const QString toolKey = p.value(tool);
    if (p.isSet(tool)) {
        const smui::KindUi* k = smui::kindUi(toolKey.toStdString());
        if (!k || !k->open)
            return usage_error(QStringLiteral("unknown tool '%1': use %2").arg(toolKey, smui::toolKeysText()));
    }

    int exitCode = 0;
    if (p.isSet(quit))
        w.setInteractive(false);
    // What the script drives: the main window, or the Tools dialog it opens.
    smui::ToolDialog* dialog = nullptr;
    const auto onEnded = [&](bool ok) {
        if (!ok && p.isSet(quit)) {
            // The CLI's exit codes, from the typed outcome: 2 bad input, 130 cancelled, 1 any other failure.
            const QString error = dialog ? dialog->lastError() : w.lastError();
            const auto kind = dialog ? dialog->lastErrorKind() : w.lastErrorKind();
            std::fprintf(stderr, "solidmark: %s\n", qPrintable(error));
            exitCode = sm::exit_code_for(kind.value_or(sm::ErrorKind::Internal));
        }
        if (p.isSet(shot)) {
            // Let the final values paint before grabbing.
            QTimer::singleShot(50, &w, [&] {
                const bool saved = dialog ? dialog->saveImage(p.value(shot)) : w.saveScreenshot(p.value(shot));
                if (!saved) {
                    std::fprintf(stderr, "solidmark: cannot write %s\n", qPrintable(p.value(shot)));
                    exitCode = 1;
                }
                if (p.isSet(quit))
                    QApplication::exit(exitCode);
            });
        } else if (p.isSet(quit)) {
            QApplication::exit(exitCode);
        }
    };
    w.show();
    if (p.isSet(tool)) {
        dialog = w.openTool(toolKey.toStdString());
        if (!dialog)
            return 1;
        if (p.isSet(quit))
            dialog->setInteractive(false);
        QObject::connect(dialog, &smui::ToolDialog::runEnded, &app, onEnded);
        if (p.isSet(run))
            QTimer::singleShot(0, dialog, &smui::ToolDialog::start);
    } else {
        QObject::connect(&w, &smui::MainWindow::runEnded, &app, onEnded);
        if (p.isSet(run))
            QTimer::singleShot(0, &w, &smui::MainWindow::startRun);
    }
    const int rc = QApplication::exec();
    return exitCode ? exitCode : rc;
}
