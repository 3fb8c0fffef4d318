#pragma once
// Review-style charts of a comparison (docs/methodology.md §8), drawn by one
// piece of code for the window, PNG and SVG alike: a chart is laid out once
// into a list of items (rectangles, lines, curves, texts, each with its box
// in logical pixels), then painted with QPainter on the widget, a QImage or
// a QSvgGenerator. Single values are horizontal bars grouped by test, one
// bar per result with its value at the bar's end; curves are every result's
// line on one plot with a legend. The layout keeps every text in a box of
// its own, so no two labels overlap (a test checks texts() for 16 results
// in every language). Needs a QGuiApplication (fonts); no widget.
#include "result/compare.h"

#include <QByteArray>
#include <QColor>
#include <QFont>
#include <QPolygonF>
#include <QRectF>
#include <QSize>
#include <QString>
#include <optional>
#include <vector>

class QPainter;

namespace smui {

// Where and how a chart is drawn.
struct ChartCanvas {
    int width = 1200;  // logical pixels (sm::kMinChartWidth to sm::kMaxChartWidth)
    int scale = 1;     // device pixels per logical pixel in a PNG: 1 or 2
    bool dark = false;
};

// What a chart shows of a comparison.
struct ChartChoice {
    std::string chart;                     // a key of sm::compare_charts(); "" for the kind's first
    bool best_first = true;                // bars sorted best first, else in the results' order
    std::optional<std::size_t> highlight;  // the result drawn in the accent colour
    QString title;                         // "" for the chart's own title
    QString subtitle;                      // "" for none
};

// One item of a laid-out chart.
struct ChartItem {
    enum class Kind { Fill, Line, Curve, Text };
    // What a text is, for tests and for the reader of texts().
    enum class Role { None, Title, Subtitle, Unit, Heading, Name, Value, Delta, Tick, AxisTitle, Legend, Note };
    Kind kind = Kind::Fill;
    Role role = Role::None;
    QRectF rect;       // Fill: the area; Text: the text's box
    QPolygonF points;  // Line: two points; Curve: the points
    QColor color;
    qreal pen = 1;  // Line, Curve: the pen's width
    bool dashed = false;
    QString text;
    QFont font;
    int entry = -1;  // the result a bar, name, value or legend entry belongs to
};

class CompareChart {
public:
    // Lays out `choice` of `c` on `canvas`. Throws sm::Error(InvalidInput)
    // for an unknown chart key (naming the keys there are) and for a width
    // or scale out of range.
    CompareChart(const sm::Comparison& c, const ChartChoice& choice, const ChartCanvas& canvas);

    QSize size() const { return m_size; }  // logical pixels
    const sm::CompareChart& chart() const { return m_chart; }
    const std::vector<ChartItem>& items() const { return m_items; }
    // Every text item, in drawing order.
    std::vector<const ChartItem*> texts() const;
    QColor background() const { return m_background; }

    // Paints the chart at logical coordinates (0, 0) to size().
    void paint(QPainter& p) const;
    // size() × scale, with the PNG's text fields Title and Software.
    QByteArray png() const;
    // The chart as SVG 1.2 (QSvgGenerator); empty when this build has no Qt Svg.
    QByteArray svg() const;
    static bool canWriteSvg();

private:
    sm::CompareChart m_chart;
    ChartCanvas m_canvas;
    QString m_title;
    QSize m_size;
    QColor m_background;
    std::vector<ChartItem> m_items;
};

// The chart's own title in the GUI's language: "Throughput", "Latency percentiles: 4K read".
QString chartTitle(const sm::Comparison& c, const sm::CompareChart& chart);
// The kinds compared by their registry titles, in the GUI's language (the CLI's English):
// "AS SSD benchmark", "Imported peer result (…) and Queue-depth presets (…)".
QString chartKinds(const sm::Comparison& c);
// The subtitle every image carries, the same from the window and the CLI: the kind, the test size, the
// dates and "SolidMark 0.1.0": "AS SSD benchmark · test size 1.00 GiB · 2026-12-01 to 2026-12-03 · SolidMark 0.1.0".
QString chartSubtitle(const sm::Comparison& c);
// The colour of result i's curve and legend entry (16 that differ, then again).
QColor seriesColor(std::size_t i, bool dark);

}  // namespace smui
