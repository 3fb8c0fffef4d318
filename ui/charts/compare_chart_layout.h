#pragma once
// Inside the compare charts (compare_chart.h): the colours, the fonts and
// the builder that lays items out, each text in its own measured box.
// compare_chart.cpp draws the heading and paints; compare_bars.cpp and
// compare_curves.cpp lay out the two kinds of chart.
#include "charts/compare_chart.h"

#include <QCoreApplication>
#include <QFontMetricsF>
#include <QStringList>

namespace smui::chart {

// The words of the compare charts, in the catalog context "smui::CompareChart".
struct Words {
    Q_DECLARE_TR_FUNCTIONS(smui::CompareChart)
};

struct Palette {
    QColor background, text, muted, grid, axis, bar, accent, good, bad;
};
Palette palette(bool dark);

struct Fonts {
    QFont title, subtitle, body, bold, small;
};
// Sizes in proportion to the width: a 1200-pixel chart's text is 15 pixels high.
Fonts fonts(int width);

class Builder {
public:
    Builder(std::vector<ChartItem>& items, const Palette& palette, const Fonts& fonts, int width);

    const Palette& pal;
    const Fonts& font;
    const qreal width, margin;
    qreal y;  // the first free line

    qreal left() const { return margin; }
    qreal right() const { return width - margin; }
    qreal contentWidth() const { return width - 2 * margin; }
    static qreal advance(const QString& text, const QFont& f);
    static qreal lineHeight(const QFont& f);
    // The text cut to `room` pixels with "…".
    static QString elide(const QString& text, const QFont& f, qreal room);
    // The parts joined by " · " on as few lines of `room` pixels as they fit.
    static QStringList wrapParts(const QStringList& parts, const QFont& f, qreal room);

    // A text with its top-left corner at (x, top); its box is returned.
    QRectF text(const QString& text, const QFont& f, const QColor& c, qreal x, qreal top, ChartItem::Role role,
                int entry = -1);
    // A text ending at `right_x`.
    QRectF textRight(const QString& text, const QFont& f, const QColor& c, qreal right_x, qreal top,
                     ChartItem::Role role, int entry = -1);
    void fill(const QRectF& r, const QColor& c, int entry = -1);
    void line(QPointF a, QPointF b, const QColor& c, qreal pen, bool dashed = false);
    void curve(const QPolygonF& points, const QColor& c, qreal pen, int entry);
    // Lines of `font` at `y`, each part of `parts` whole, wrapped to the content width.
    void wrapped(const QStringList& parts, const QFont& f, const QColor& c, ChartItem::Role role);

private:
    std::vector<ChartItem>& m_items;
};

// The bars of chart.metric (or the scores) grouped by test, one per result.
void layoutBars(Builder& b, const sm::Comparison& c, const sm::CompareChart& chart, const ChartChoice& choice);
// Every result's curve of `curves` on one plot, with a legend below.
void layoutCurves(Builder& b, const sm::Comparison& c, const sm::CompareCurveSet& curves, const ChartChoice& choice);

// A value as the charts print it, in the GUI's language: "1353.82 MB/s".
QString valueText(double v, const std::string& metric);
// The entries in the order bars are drawn: best first (missing values last), or as listed.
std::vector<std::size_t> barOrder(const sm::CompareRow& r, bool best_first);

}  // namespace smui::chart
