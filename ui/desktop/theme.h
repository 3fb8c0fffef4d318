#pragma once
// The GUI's colours: the desktop's palette by default (the platform's style
// and palette, as the desktop sets them), or Fusion with a light or a dark
// palette (View → Theme, solidmark --theme). Every colour SolidMark sets
// itself is derived from the palette in effect, so it stays readable in
// each: the green total, the red BAD offset, the running cell, and the
// charts' background, labels and grid lines.
#include <QColor>
#include <QPalette>
#include <QString>
#include <optional>

class QChart;

namespace smui {

enum class Theme { System, Light, Dark };

const char* themeKey(Theme t);  // "system", "light", "dark"
std::optional<Theme> parseTheme(const QString& key);
// The saved choice (QSettings ui/theme); System when none or unknown.
Theme savedTheme();
void saveTheme(Theme t);
// Sets the application's style and palette; widgets then receive
// QEvent::PaletteChange. The desktop's style and palette are remembered
// the first time, so System brings them back.
void applyTheme(Theme t);
Theme currentTheme();

// Whether the palette's window is darker than its text.
bool isDark(const QPalette& p);
// WCAG 2 contrast ratio of two colours, 1 to 21.
double contrastRatio(const QColor& a, const QColor& b);
// `c` lightened (dark background) or darkened (light background) until it
// reaches `ratio` on `bg`: 4.5 for text, 3 for graphics (WCAG 2).
QColor readableOn(QColor c, const QColor& bg, double ratio);
// The green of a good figure (the total score) and the red of a warning
// (BAD offset), each lightened or darkened until it reaches a 4.5:1
// contrast on the palette's window.
QColor goodColor(const QPalette& p);
QColor badColor(const QPalette& p);
// "color: #rrggbb;" for a label's style sheet.
QString textColorCss(const QColor& c);
// The running cell: the palette's highlight with its highlighted text.
QString runningCellCss();
// A chart in the palette: background, title, legend and axis labels, axis
// lines and grid lines, and each series' colour made to stand out 3:1 from
// the background. chartView() (chart_util.h) applies it and again
// whenever the palette changes.
void styleChart(QChart* chart, const QPalette& p);

}  // namespace smui
