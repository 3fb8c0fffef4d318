// compare --png/--svg (cli_charts.h): a QGuiApplication on the offscreen
// platform for the fonts, then the GUI's compare chart in English.
#include "cli_charts.h"

#include "charts/compare_chart.h"
#include "util/error.h"

#include <QGuiApplication>
#include <QLocale>
#include <QSysInfo>
#include <cstdio>
#include <fmt/format.h>

namespace smcli {
namespace {

// Qt's own notes (a missing XDG_RUNTIME_DIR, which the offscreen platform
// does not need) are not the CLI's to print; its warnings are, marked as Qt's.
void qt_messages(QtMsgType type, const QMessageLogContext&, const QString& text)
{
    if (type == QtDebugMsg || type == QtInfoMsg || text.startsWith(QLatin1String("QStandardPaths:")))
        return;
    std::fprintf(stderr, "Qt: %s\n", text.toLocal8Bit().constData());
}

// Fonts need a QGuiApplication. No window is ever shown, so no display is
// needed: the offscreen platform (Linux), or Windows' own, which draws
// without a window and has the system's fonts. Kept to the end of the
// process, as Qt expects of its application object.
void ensure_gui()
{
    if (QGuiApplication::instance())
        return;
    qInstallMessageHandler(qt_messages);
    if (qEnvironmentVariableIsEmpty("QT_QPA_PLATFORM") && QSysInfo::kernelType() != QLatin1String("winnt"))
        qputenv("QT_QPA_PLATFORM", "offscreen");
    static int argc = 1;
    static char name[] = "solidmark-cli";
    static char* argv[] = {name, nullptr};
    static QGuiApplication* app = new QGuiApplication(argc, argv);
    (void)app;
    // The CLI speaks English: decimal points, no translations.
    QLocale::setDefault(QLocale(QLocale::English, QLocale::UnitedStates));
}

}  // namespace

std::pair<std::string, std::string> draw_chart(const sm::Comparison& c, const ChartRequest& r)
{
    if (r.theme != "light" && r.theme != "dark")
        throw sm::Error(sm::ErrorKind::InvalidInput, fmt::format("--theme must be light or dark, not '{}'", r.theme));
    if (!r.svg.empty() && !smui::CompareChart::canWriteSvg())
        throw sm::Error(sm::ErrorKind::InvalidInput,
                        "this solidmark-cli was built without Qt Svg, so it cannot write SVG; --png can");
    ensure_gui();
    smui::ChartChoice choice;
    choice.chart = r.chart;
    choice.best_first = r.best_first;
    choice.highlight = r.highlight;
    choice.title = QString::fromStdString(r.title);
    choice.subtitle = smui::chartSubtitle(c);
    const smui::CompareChart chart(c, choice, smui::ChartCanvas{r.width, r.scale, r.theme == "dark"});
    std::pair<std::string, std::string> out;
    if (!r.png.empty())
        out.first = chart.png().toStdString();
    if (!r.svg.empty())
        out.second = chart.svg().toStdString();
    return out;
}

}  // namespace smcli
