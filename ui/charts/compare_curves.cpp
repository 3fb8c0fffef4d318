// The curves of a compare chart (compare_chart.h): every result's curve on
// one plot, its axes' ticks thinned until no two labels touch, and a legend
// in as many columns as the widest name allows.
#include "charts/axis_steps.h"
#include "charts/compare_chart_layout.h"
#include "text/ui_text.h"

#include <algorithm>
#include <cmath>

namespace smui::chart {
namespace {

struct Tick {
    double at;  // in axis units (log2 or log10 of the value on a log axis)
    QString label;
};

struct Axis {
    double lo = 0, hi = 1;
    bool log = false;  // ticks and points in log units
    std::vector<Tick> ticks;
    double unit(double v, bool log2) const { return log ? (log2 ? std::log2(v) : std::log10(v)) : v; }
};

qreal scaled(qreal v, const Axis& a, qreal from, qreal to) { return from + (v - a.lo) / (a.hi - a.lo) * (to - from); }

double extreme(const sm::CompareCurveSet& s, bool x, bool highest, bool positive)
{
    double out = highest ? -1e300 : 1e300;
    for (const auto& ser : s.series)
        for (const sm::CurvePoint& p : ser.points) {
            const double v = x ? p.x : p.y;
            if (!positive || v > 0)
                out = highest ? std::max(out, v) : std::min(out, v);
        }
    return out;
}

Axis valueAxis(const sm::CompareCurveSet& s, qreal height, qreal line)
{
    Axis a;
    if (s.y_log10) {
        a.log = true;
        const double lo = extreme(s, false, false, true), hi = extreme(s, false, true, true);
        int from = lo < 1e300 ? static_cast<int>(std::floor(std::log10(lo))) : 0;
        int to = hi > 0 ? static_cast<int>(std::ceil(std::log10(hi))) : 1;
        to = std::max(to, from + 1);
        const int most = std::max(1, static_cast<int>(height / (line * 1.8)));
        const int stride = std::max(1, (to - from + most - 1) / most);
        to = from + (to - from + stride - 1) / stride * stride;
        for (int k = from; k <= to; k += stride)
            a.ticks.push_back({static_cast<double>(k), localNumber(std::pow(10.0, k), k < 0 ? -k : 0)});
        a.lo = from;
        a.hi = to;
        return a;
    }
    const double top = std::max(extreme(s, false, true, false), 0.0) * 1.05;
    const int want = std::clamp(static_cast<int>(height / (line * 2.4)), 2, 6);
    const double step = niceStep(top > 0 ? top / want : 0.25);
    const int intervals = std::max(1, static_cast<int>(std::ceil(top / step - 1e-9)));
    for (int k = 0; k <= intervals; ++k)
        a.ticks.push_back({k * step, localNumber(k * step, decimalsFor(step))});
    a.hi = intervals * step;
    return a;
}

Axis positionAxis(const sm::CompareCurveSet& s, qreal width, qreal label_width)
{
    Axis a;
    a.log = s.x_log2;
    if (!s.x_ticks.empty()) {
        for (const auto& [x, label] : s.x_ticks)
            a.ticks.push_back({a.unit(x, true), localizeNumbers(qs(label))});
        a.lo = a.ticks.front().at;
        a.hi = a.ticks.back().at;
        const double pad = a.hi > a.lo ? (a.hi - a.lo) * 0.04 : 0.5;
        a.lo -= pad;
        a.hi += pad;
        return a;
    }
    const double lo = std::min(0.0, extreme(s, true, false, false));
    double hi = extreme(s, true, true, false);
    if (!(hi > lo))
        hi = lo + 1;
    const int want = std::clamp(static_cast<int>(width / (label_width * 2.5)), 2, 10);
    const double step = niceStep((hi - lo) / want);
    a.lo = std::floor(lo / step) * step;
    a.hi = std::ceil(hi / step - 1e-9) * step;
    for (double v = a.lo; v <= a.hi + step * 1e-6; v += step)
        a.ticks.push_back({v, localNumber(v, decimalsFor(step))});
    return a;
}

// The label boxes of the x ticks every `stride`, kept inside [left, right].
std::vector<QRectF> tickBoxes(const Axis& a, const QFont& f, qreal from, qreal to, qreal top, qreal left, qreal right,
                              std::size_t stride)
{
    std::vector<QRectF> boxes;
    for (std::size_t i = 0; i < a.ticks.size(); i += stride) {
        const qreal w = Builder::advance(a.ticks[i].label, f);
        qreal x = scaled(a.ticks[i].at, a, from, to) - w / 2;
        x = std::clamp(x, left, right - w);
        boxes.emplace_back(x, top, w, Builder::lineHeight(f));
    }
    return boxes;
}

// Every tick, or every second, third… until no two labels come closer than `gap`.
std::size_t tickStride(const Axis& a, const QFont& f, qreal from, qreal to, qreal left, qreal right, qreal gap)
{
    for (std::size_t stride = 1; stride < a.ticks.size(); ++stride) {
        const auto boxes = tickBoxes(a, f, from, to, 0, left, right, stride);
        bool clear = true;
        for (std::size_t i = 1; i < boxes.size() && clear; ++i)
            clear = boxes[i].left() >= boxes[i - 1].right() + gap;
        if (clear)
            return stride;
    }
    return std::max<std::size_t>(1, a.ticks.size());
}

struct Plot {
    QRectF area;
    Axis x, y;
    bool x_log2 = false;
    QPointF at(const sm::CurvePoint& p) const
    {
        return {scaled(x.unit(p.x, true), x, area.left(), area.right()),
                scaled(y.unit(p.y, false), y, area.bottom(), area.top())};
    }
};

Plot axes(Builder& b, const sm::CompareCurveSet& s)
{
    Plot plot;
    const qreal line = Builder::lineHeight(b.font.body), gap = line * 0.5;
    const qreal height = std::clamp(b.contentWidth() * 0.42, line * 10, line * 40);
    plot.y = valueAxis(s, height, line);
    qreal y_labels = 0;
    for (const Tick& t : plot.y.ticks)
        y_labels = std::max(y_labels, Builder::advance(t.label, b.font.body));
    plot.area = QRectF(b.left() + y_labels + gap, b.y + line * 0.5, 0, height);
    plot.area.setRight(b.right() - line);
    plot.x = positionAxis(s, plot.area.width(), Builder::advance(QStringLiteral("0000"), b.font.body));
    for (const Tick& t : plot.y.ticks) {
        const qreal y = scaled(t.at, plot.y, plot.area.bottom(), plot.area.top());
        b.line(QPointF(plot.area.left(), y), QPointF(plot.area.right(), y), b.pal.grid, 1);
        b.textRight(t.label, b.font.body, b.pal.muted, plot.area.left() - gap, y - line / 2, ChartItem::Role::Tick);
    }
    b.line(plot.area.bottomLeft(), plot.area.bottomRight(), b.pal.axis, 1.2);
    b.line(plot.area.topLeft(), plot.area.bottomLeft(), b.pal.axis, 1.2);
    const std::size_t stride =
        tickStride(plot.x, b.font.body, plot.area.left(), plot.area.right(), b.left(), b.right(), gap);
    // Under the box of the value axis's lowest label, which is centred on the plot's bottom edge: a wide
    // first label ("0.0000") would otherwise run into it at the corner.
    const qreal labels_top = plot.area.bottom() + line * 0.6;
    const auto boxes =
        tickBoxes(plot.x, b.font.body, plot.area.left(), plot.area.right(), labels_top, b.left(), b.right(), stride);
    for (std::size_t k = 0, i = 0; i < plot.x.ticks.size(); i += stride, ++k) {
        const qreal x = scaled(plot.x.ticks[i].at, plot.x, plot.area.left(), plot.area.right());
        b.line(QPointF(x, plot.area.bottom()), QPointF(x, plot.area.bottom() + gap * 0.5), b.pal.axis, 1.2);
        b.text(plot.x.ticks[i].label, b.font.body, b.pal.muted, boxes[k].left(), boxes[k].top(), ChartItem::Role::Tick);
    }
    b.y = labels_top + line * 1.2;
    const QString title = QCoreApplication::translate("sm::compare", s.x_label.c_str());
    const QString shown = Builder::elide(title, b.font.body, b.contentWidth());
    b.text(shown, b.font.body, b.pal.text, plot.area.center().x() - Builder::advance(shown, b.font.body) / 2, b.y,
           ChartItem::Role::AxisTitle);
    b.y += line * 1.8;
    return plot;
}

// Where a curve passes `x` (its points in order of x).
std::optional<sm::CurvePoint> pointAt(const std::vector<sm::CurvePoint>& pts, double x)
{
    for (std::size_t i = 1; i < pts.size(); ++i)
        if (pts[i - 1].x <= x && x <= pts[i].x) {
            const double span = pts[i].x - pts[i - 1].x;
            const double t = span > 0 ? (x - pts[i - 1].x) / span : 0;
            return sm::CurvePoint{x, pts[i - 1].y + t * (pts[i].y - pts[i - 1].y)};
        }
    return std::nullopt;
}

void drawCurves(Builder& b, const sm::CompareCurveSet& s, const Plot& plot, const ChartChoice& choice, bool dark)
{
    const qreal unit = b.width / 1200.0;
    const qreal line = Builder::lineHeight(b.font.body);
    // The highlighted result last, on top of the others.
    std::vector<const sm::CompareCurveSet::Series*> order;
    for (const auto& ser : s.series)
        if (choice.highlight != ser.entry)
            order.push_back(&ser);
    for (const auto& ser : s.series)
        if (choice.highlight == ser.entry)
            order.push_back(&ser);
    for (const auto* ser : order) {
        const bool lit = choice.highlight == ser->entry;
        const QColor colour = seriesColor(ser->entry, dark);
        const qreal pen = (lit ? 3.4 : choice.highlight ? 1.6 : 2.2) * std::max<qreal>(unit, 0.8);
        QPolygonF poly;
        for (const sm::CurvePoint& p : ser->points) {
            if (plot.y.log && p.y <= 0) {  // no place on a log axis: the curve breaks there
                if (poly.size() > 1)
                    b.curve(poly, colour, pen, static_cast<int>(ser->entry));
                poly.clear();
                continue;
            }
            poly << plot.at(p);
        }
        if (poly.size() == 1)  // a single point: a short mark
            poly << poly.front() + QPointF(1, 0);
        if (!poly.isEmpty())
            b.curve(poly, colour, pen, static_cast<int>(ser->entry));
        if (ser->mark_x)
            if (const auto m = pointAt(ser->points, *ser->mark_x)) {
                const QPointF at = plot.at(*m);
                b.line(at, QPointF(at.x(), plot.area.bottom()), colour, std::max<qreal>(1, pen * 0.6), true);
                b.fill(QRectF(at - QPointF(line * 0.25, line * 0.25), QSizeF(line * 0.5, line * 0.5)), colour,
                       static_cast<int>(ser->entry));
            }
    }
}

void legend(Builder& b, const sm::Comparison& c, const sm::CompareCurveSet& s, const ChartChoice& choice, bool dark)
{
    const qreal line = Builder::lineHeight(b.font.body), gap = line * 0.5, swatch = line * 1.5;
    std::vector<std::size_t> shown;
    for (const auto& ser : s.series)
        if (std::find(shown.begin(), shown.end(), ser.entry) == shown.end())
            shown.push_back(ser.entry);
    std::sort(shown.begin(), shown.end());
    qreal widest = 0;
    for (std::size_t i : shown)
        widest = std::max(widest, Builder::advance(qs(c.entries[i].name), b.font.bold));
    const qreal column = std::min(b.contentWidth(), swatch + gap + widest + gap * 3);
    const int columns = std::max(1, static_cast<int>((b.contentWidth() + gap * 3) / column));
    for (std::size_t k = 0; k < shown.size(); ++k) {
        const std::size_t i = shown[k];
        const qreal x = b.left() + static_cast<qreal>(k % columns) * column;
        if (k > 0 && k % columns == 0)
            b.y += line * 1.4;
        const bool lit = choice.highlight == i;
        b.fill(QRectF(x, b.y + line / 2 - (lit ? 2.5 : 1.5), swatch, lit ? 5 : 3), seriesColor(i, dark),
               static_cast<int>(i));
        const QFont& f = lit ? b.font.bold : b.font.body;
        b.text(Builder::elide(qs(c.entries[i].name), f, column - swatch - gap * 3), f, b.pal.text, x + swatch + gap,
               b.y, ChartItem::Role::Legend, static_cast<int>(i));
    }
    b.y += line * 1.6;
    if (std::any_of(s.series.begin(), s.series.end(), [](const auto& ser) { return ser.mark_x.has_value(); }))
        b.wrapped({Words::tr("Dashed lines: where each result's write cache ran out")}, b.font.small, b.pal.muted,
                  ChartItem::Role::Note);
}

}  // namespace

void layoutCurves(Builder& b, const sm::Comparison& c, const sm::CompareCurveSet& s, const ChartChoice& choice)
{
    const bool dark = b.pal.background.lightness() < 128;
    QStringList unit{UiText::chartUnit(s.y_label)};
    if (s.y_log10)
        unit << Words::tr("logarithmic scale");
    b.wrapped(unit, b.font.small, b.pal.muted, ChartItem::Role::Unit);
    const Plot plot = axes(b, s);
    drawCurves(b, s, plot, choice, dark);
    legend(b, c, s, choice, dark);
}

}  // namespace smui::chart
