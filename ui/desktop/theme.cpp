#include "desktop/theme.h"

#include <QAbstractAxis>
#include <QAbstractBarSeries>
#include <QBarSet>
#include <QScatterSeries>
#include <QXYSeries>
#include <QApplication>
#include <QChart>
#include <QLegend>
#include <QSettings>
#include <QStyle>
#include <QStyleFactory>
#include <QVariant>
#include <algorithm>
#include <cmath>

namespace smui {
namespace {

Theme g_theme = Theme::System;

struct Desktop {
    QString style;
    QPalette palette;
};

// The platform's style and palette, captured before SolidMark changes them.
const Desktop& desktop()
{
    static const Desktop d{QApplication::style()->name(), QApplication::palette()};
    return d;
}

QPalette darkPalette()
{
    const QColor window(0x2d, 0x2d, 0x2d), base(0x1e, 0x1e, 0x1e), button(0x3a, 0x3a, 0x3a);
    const QColor text(0xe8, 0xe8, 0xe8), disabled(0x8a, 0x8a, 0x8a);
    QPalette p;
    p.setColor(QPalette::Window, window);
    p.setColor(QPalette::WindowText, text);
    p.setColor(QPalette::Base, base);
    p.setColor(QPalette::AlternateBase, QColor(0x2a, 0x2a, 0x2a));
    p.setColor(QPalette::ToolTipBase, QColor(0x40, 0x40, 0x40));
    p.setColor(QPalette::ToolTipText, text);
    p.setColor(QPalette::PlaceholderText, disabled);
    p.setColor(QPalette::Text, text);
    p.setColor(QPalette::Button, button);
    p.setColor(QPalette::ButtonText, text);
    p.setColor(QPalette::BrightText, QColor(0xff, 0x6b, 0x6b));
    p.setColor(QPalette::Light, QColor(0x55, 0x55, 0x55));
    p.setColor(QPalette::Midlight, QColor(0x46, 0x46, 0x46));
    p.setColor(QPalette::Mid, QColor(0x8c, 0x8c, 0x8c));  // also dimmed text (palette(mid)): 4:1 on the window
    p.setColor(QPalette::Dark, QColor(0x1a, 0x1a, 0x1a));
    p.setColor(QPalette::Shadow, QColor(0x0a, 0x0a, 0x0a));
    p.setColor(QPalette::Highlight, QColor(0x2f, 0x6f, 0xb8));
    p.setColor(QPalette::HighlightedText, Qt::white);
    p.setColor(QPalette::Link, QColor(0x6c, 0xb4, 0xff));
    p.setColor(QPalette::LinkVisited, QColor(0xc0, 0x9c, 0xff));
    for (QPalette::ColorRole r : {QPalette::WindowText, QPalette::Text, QPalette::ButtonText})
        p.setColor(QPalette::Disabled, r, disabled);
    p.setColor(QPalette::Disabled, QPalette::Highlight, QColor(0x50, 0x50, 0x50));
    return p;
}

// Fusion's own light palette with a deeper highlight (white on it 4.5:1,
// the running cell) and a darker Mid (dimmed labels, 3:1 on the window).
QPalette lightPalette(QPalette p)
{
    p.setColor(QPalette::Highlight, QColor(0x1f, 0x6f, 0xb2));
    p.setColor(QPalette::HighlightedText, Qt::white);
    p.setColor(QPalette::Mid, QColor(0x80, 0x80, 0x80));
    return p;
}

double luminance(const QColor& c)
{
    const auto channel = [](double v) { return v <= 0.04045 ? v / 12.92 : std::pow((v + 0.055) / 1.055, 2.4); };
    return 0.2126 * channel(c.redF()) + 0.7152 * channel(c.greenF()) + 0.0722 * channel(c.blueF());
}

}  // namespace

QColor readableOn(QColor c, const QColor& bg, double ratio)
{
    const bool dark = luminance(bg) < 0.18;
    for (int i = 0; i < 60 && contrastRatio(c, bg) < ratio; ++i) {
        const float hue = std::max(0.0f, c.hslHueF());  // -1 for a grey
        const float step = dark ? 0.03f : -0.03f;
        c = QColor::fromHslF(hue, c.hslSaturationF(), std::clamp(c.lightnessF() + step, 0.0f, 1.0f));
    }
    return c;
}

namespace {

QColor readable(const QColor& c, const QPalette& p) { return readableOn(c, p.color(QPalette::Window), 4.5); }

// A series' own colour (kept in a property the first time), made to stand
// out 3:1 from the chart's background (WCAG's ratio for graphics).
QColor seriesColor(QObject* owner, const QColor& now, const QColor& bg)
{
    QVariant original = owner->property("smColor");
    if (!original.isValid()) {
        original = QVariant::fromValue(now);
        owner->setProperty("smColor", original);
    }
    return readableOn(original.value<QColor>(), bg, 3.0);
}

QColor blend(const QColor& a, const QColor& b, double t)
{
    return QColor::fromRgbF(static_cast<float>(a.redF() + (b.redF() - a.redF()) * t),
                            static_cast<float>(a.greenF() + (b.greenF() - a.greenF()) * t),
                            static_cast<float>(a.blueF() + (b.blueF() - a.blueF()) * t));
}

}  // namespace

const char* themeKey(Theme t)
{
    switch (t) {
    case Theme::Light:
        return "light";
    case Theme::Dark:
        return "dark";
    case Theme::System:
        break;
    }
    return "system";
}

std::optional<Theme> parseTheme(const QString& key)
{
    for (Theme t : {Theme::System, Theme::Light, Theme::Dark})
        if (key == QLatin1String(themeKey(t)))
            return t;
    return std::nullopt;
}

Theme savedTheme()
{
    return parseTheme(QSettings().value(QStringLiteral("ui/theme")).toString()).value_or(Theme::System);
}

void saveTheme(Theme t) { QSettings().setValue(QStringLiteral("ui/theme"), QString::fromLatin1(themeKey(t))); }

namespace {

// Windows' app mode (Settings → Personalization → Colors → "Choose your app
// mode"). Qt 6.4's Windows style has no dark palette of its own, so there the
// system theme is SolidMark's dark one when apps are set to dark.
bool windowsAppsDark()
{
#ifdef Q_OS_WIN
    const QSettings personalize(
        QStringLiteral("HKEY_CURRENT_USER\\Software\\Microsoft\\Windows\\CurrentVersion\\Themes\\Personalize"),
        QSettings::NativeFormat);
    return personalize.value(QStringLiteral("AppsUseLightTheme"), 1).toInt() == 0;
#else
    return false;
#endif
}

}  // namespace

void applyTheme(Theme t)
{
    const Desktop& d = desktop();
    if (t == Theme::System && !windowsAppsDark()) {
        QApplication::setStyle(QStyleFactory::create(d.style));
        QApplication::setPalette(d.palette);
    } else {
        QStyle* fusion = QStyleFactory::create(QStringLiteral("Fusion"));
        const QPalette palette = t != Theme::Light ? darkPalette() : lightPalette(fusion->standardPalette());
        QApplication::setStyle(fusion);
        QApplication::setPalette(palette);
    }
    g_theme = t;
}

Theme currentTheme() { return g_theme; }

bool isDark(const QPalette& p)
{
    return luminance(p.color(QPalette::Window)) < luminance(p.color(QPalette::WindowText));
}

double contrastRatio(const QColor& a, const QColor& b)
{
    const double la = luminance(a), lb = luminance(b);
    return (std::max(la, lb) + 0.05) / (std::min(la, lb) + 0.05);
}

QColor goodColor(const QPalette& p)
{
    return readable(isDark(p) ? QColor(0x5f, 0xd3, 0x7a) : QColor(0x1a, 0x7f, 0x37), p);
}

QColor badColor(const QPalette& p)
{
    return readable(isDark(p) ? QColor(0xff, 0x6b, 0x6b) : QColor(0xb0, 0x00, 0x20), p);
}

QString textColorCss(const QColor& c) { return QStringLiteral("color: %1;").arg(c.name()); }

QString runningCellCss() { return QStringLiteral("background: palette(highlight); color: palette(highlighted-text);"); }

void styleChart(QChart* chart, const QPalette& p)
{
    const QColor base = p.color(QPalette::Base), text = p.color(QPalette::Text);
    chart->setBackgroundBrush(base);
    chart->setPlotAreaBackgroundVisible(false);
    chart->setTitleBrush(text);
    chart->legend()->setLabelColor(text);
    for (QAbstractSeries* series : chart->series()) {
        if (auto* xy = qobject_cast<QXYSeries*>(series)) {
            xy->setColor(seriesColor(xy, xy->color(), base));
            if (auto* scatter = qobject_cast<QScatterSeries*>(series))
                scatter->setBorderColor(scatter->color());
        } else if (auto* bars = qobject_cast<QAbstractBarSeries*>(series)) {
            for (QBarSet* set : bars->barSets()) {
                set->setColor(seriesColor(set, set->color(), base));
                set->setBorderColor(set->color());
                set->setLabelColor(text);
            }
        }
    }
    for (QAbstractAxis* axis : chart->axes()) {
        axis->setLabelsColor(text);
        axis->setTitleBrush(text);
        axis->setLinePenColor(blend(base, text, 0.55));
        axis->setGridLineColor(blend(base, text, 0.22));
        axis->setMinorGridLineColor(blend(base, text, 0.12));
    }
}

}  // namespace smui
