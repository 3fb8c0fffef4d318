#include "charts/compare_chart.h"

#include "charts/compare_chart_layout.h"
#include "result/fill.h"
#include "result/kind.h"
#include "text/ui_text.h"
#include "util/error.h"
#include "util/limits.h"

#include <QBuffer>
#include <QCoreApplication>
#include <QImage>
#include <QPainter>
#include <QPen>
#include <algorithm>
#include <cmath>
#include <fmt/format.h>
#include <set>

#if SOLIDMARK_HAVE_SVG
#include <QSvgGenerator>
#endif

namespace smui {
namespace chart {

Palette palette(bool dark)
{
    // Text 4.5:1 and graphics 3:1 on the background at least (WCAG 2; a test checks).
    if (dark)
        return {QColor(0x16, 0x18, 0x1d), QColor(0xe6, 0xed, 0xf3), QColor(0xa3, 0xad, 0xb8),
                QColor(0x30, 0x36, 0x3d), QColor(0x8b, 0x94, 0x9e), QColor(0x7f, 0x9c, 0xc4),
                QColor(0xff, 0x9f, 0x43), QColor(0x6c, 0xd6, 0x85), QColor(0xff, 0x85, 0x7a)};
    return {QColor(0xff, 0xff, 0xff), QColor(0x1b, 0x1f, 0x24), QColor(0x57, 0x60, 0x6a),
            QColor(0xe3, 0xe7, 0xeb), QColor(0x6e, 0x77, 0x81), QColor(0x5b, 0x72, 0x91),
            QColor(0xd4, 0x5d, 0x00), QColor(0x1a, 0x7f, 0x37), QColor(0xc6, 0x28, 0x28)};
}

Fonts fonts(int width)
{
    const int base = std::max(11, static_cast<int>(std::lround(width * 15.0 / 1200.0)));
    QFont f;
    f.setFamilies({QStringLiteral("DejaVu Sans"), QStringLiteral("Noto Sans"), QStringLiteral("Segoe UI"),
                   QStringLiteral("Helvetica"), QStringLiteral("Arial")});
    f.setStyleHint(QFont::SansSerif);
    f.setPixelSize(base);
    Fonts out{f, f, f, f, f};
    out.title.setPixelSize(static_cast<int>(std::lround(base * 1.5)));
    out.title.setBold(true);
    out.subtitle.setPixelSize(std::max(10, static_cast<int>(std::lround(base * 0.93))));
    out.bold.setBold(true);
    out.small.setPixelSize(std::max(10, static_cast<int>(std::lround(base * 0.87))));
    return out;
}

Builder::Builder(std::vector<ChartItem>& items, const Palette& palette, const Fonts& fonts, int w)
    : pal(palette), font(fonts), width(w), margin(std::round(w * 0.03)), y(margin), m_items(items)
{
}

qreal Builder::advance(const QString& text, const QFont& f) { return QFontMetricsF(f).horizontalAdvance(text); }

qreal Builder::lineHeight(const QFont& f) { return QFontMetricsF(f).height(); }

QString Builder::elide(const QString& text, const QFont& f, qreal room)
{
    return QFontMetricsF(f).elidedText(text, Qt::ElideRight, std::max<qreal>(room, 1));
}

QStringList Builder::wrapParts(const QStringList& parts, const QFont& f, qreal room)
{
    const QString sep = QStringLiteral(" · ");
    QStringList lines;
    for (const QString& part : parts) {
        if (!lines.isEmpty() && advance(lines.back() + sep + part, f) <= room)
            lines.back() += sep + part;
        else
            lines << elide(part, f, room);
    }
    return lines;
}

QRectF Builder::text(const QString& t, const QFont& f, const QColor& c, qreal x, qreal top, ChartItem::Role role,
                     int entry)
{
    ChartItem it;
    it.kind = ChartItem::Kind::Text;
    it.role = role;
    it.rect = QRectF(x, top, advance(t, f), lineHeight(f));
    it.color = c;
    it.text = t;
    it.font = f;
    it.entry = entry;
    m_items.push_back(it);
    return it.rect;
}

QRectF Builder::textRight(const QString& t, const QFont& f, const QColor& c, qreal right_x, qreal top,
                          ChartItem::Role role, int entry)
{
    return text(t, f, c, right_x - advance(t, f), top, role, entry);
}

void Builder::fill(const QRectF& r, const QColor& c, int entry)
{
    ChartItem it;
    it.kind = ChartItem::Kind::Fill;
    it.rect = r;
    it.color = c;
    it.entry = entry;
    m_items.push_back(it);
}

void Builder::line(QPointF a, QPointF b, const QColor& c, qreal pen, bool dashed)
{
    ChartItem it;
    it.kind = ChartItem::Kind::Line;
    it.points = QPolygonF({a, b});
    it.color = c;
    it.pen = pen;
    it.dashed = dashed;
    m_items.push_back(it);
}

void Builder::curve(const QPolygonF& points, const QColor& c, qreal pen, int entry)
{
    ChartItem it;
    it.kind = ChartItem::Kind::Curve;
    it.points = points;
    it.color = c;
    it.pen = pen;
    it.entry = entry;
    m_items.push_back(it);
}

void Builder::wrapped(const QStringList& parts, const QFont& f, const QColor& c, ChartItem::Role role)
{
    for (const QString& l : wrapParts(parts, f, contentWidth())) {
        text(l, f, c, left(), y, role);
        y += lineHeight(f) * 1.15;
    }
}

QString valueText(double v, const std::string& metric)
{
    const QString number = localizeNumbers(qs(sm::compare_value_text(v, metric)));
    const std::string unit = sm::compare_unit(metric);
    return unit.empty() ? number : number + QLatin1Char(' ') + qs(unit);
}

std::vector<std::size_t> barOrder(const sm::CompareRow& r, bool best_first)
{
    std::vector<std::size_t> order(r.values.size());
    for (std::size_t i = 0; i < order.size(); ++i)
        order[i] = i;
    if (best_first)
        std::stable_sort(order.begin(), order.end(), [&](std::size_t a, std::size_t b) {
            const auto va = r.value(a), vb = r.value(b);
            if (!va || !vb)
                return va.has_value() && !vb.has_value();
            return r.higher_is_better ? *va > *vb : *va < *vb;
        });
    return order;
}

}  // namespace chart

using chart::Words;

QColor seriesColor(std::size_t i, bool dark)
{
    // Sixteen hues that differ, each 3:1 on its background (a test checks).
    static const QRgb light[] = {0x1f77b4, 0xd62728, 0x2c8c2c, 0xc75f00, 0x8c5cc4, 0x8c564b, 0xc2399c, 0x5f6b6d,
                                 0x7a7a00, 0x0e7f8c, 0x393b79, 0x4f6b1f, 0x9a6a00, 0x843c39, 0x7b4173, 0x006d5b};
    static const QRgb darkc[] = {0x5aa9e6, 0xff6b6b, 0x5fd068, 0xffa24c, 0xb99cf0, 0xd19a7a, 0xf27ad0, 0xb0bcc0,
                                 0xd6d64a, 0x4fd6e3, 0x9aa0ff, 0xa6d36a, 0xf0c04a, 0xe88c86, 0xd08ad0, 0x3fd1b0};
    return QColor(dark ? darkc[i % 16] : light[i % 16]);
}

QString chartTitle(const sm::Comparison& c, const sm::CompareChart& chart)
{
    QString t = QCoreApplication::translate("sm::compare", chart.title.c_str());
    if (chart.curves && !c.curves[*chart.curves].item.empty())
        t = Words::tr("%1: %2", "a chart's title and what it is of: Latency percentiles: 4K read")
                .arg(t, UiText::compareItem(c.curves[*chart.curves].item));
    if (chart.curves && c.curves[*chart.curves].level)  // a fill series' level: "… @ 50 %"
        t += localizeNumbers(qs(fmt::format(" @ {} %", sm::percent_text(*c.curves[*chart.curves].level))));
    return t;
}

QString chartKinds(const sm::Comparison& c)
{
    const auto title = [](const std::string& key) {
        const sm::ResultKind* k = sm::find_kind(key);
        return k ? QCoreApplication::translate("sm::kind", std::string(k->title).c_str()) : qs(key);
    };
    return c.kind_b.empty()
        ? title(c.kind)
        : Words::tr("%1 and %2", "two kinds of result compared").arg(title(c.kind), title(c.kind_b));
}

QString chartSubtitle(const sm::Comparison& c)
{
    QStringList parts{chartKinds(c)};
    std::set<std::uint64_t> sizes;
    std::set<std::string> dates;
    for (const sm::CompareEntry& e : c.entries) {
        if (e.size_bytes)
            sizes.insert(e.size_bytes);
        if (e.started_at.size() >= 10)
            dates.insert(e.started_at.substr(0, 10));
    }
    if (sizes.size() == 1)
        parts << Words::tr("test size %1").arg(bytesText(*sizes.begin()));
    else if (sizes.size() > 1)
        parts << Words::tr("test sizes %1 to %2").arg(bytesText(*sizes.begin()), bytesText(*sizes.rbegin()));
    if (dates.size() == 1)
        parts << qs(*dates.begin());
    else if (dates.size() > 1)
        parts << Words::tr("%1 to %2", "a range of dates").arg(qs(*dates.begin()), qs(*dates.rbegin()));
    parts << QStringLiteral("SolidMark " SOLIDMARK_VERSION);
    return parts.join(QStringLiteral(" · "));
}

CompareChart::CompareChart(const sm::Comparison& c, const ChartChoice& choice, const ChartCanvas& canvas)
    : m_canvas(canvas)
{
    if (canvas.width < static_cast<int>(sm::kMinChartWidth) || canvas.width > static_cast<int>(sm::kMaxChartWidth))
        throw sm::Error(sm::ErrorKind::InvalidInput,
                        fmt::format("a chart's width must be {} to {} pixels, not {}", sm::kMinChartWidth,
                                    sm::kMaxChartWidth, canvas.width));
    if (canvas.scale < 1 || canvas.scale > static_cast<int>(sm::kMaxChartScale))
        throw sm::Error(sm::ErrorKind::InvalidInput,
                        fmt::format("a chart's scale must be 1 or {}, not {}", sm::kMaxChartScale, canvas.scale));
    const std::vector<sm::CompareChart> charts = sm::compare_charts(c);
    const sm::CompareChart* chosen = sm::find_chart(charts, choice.chart);
    if (!chosen)
        throw sm::Error(sm::ErrorKind::InvalidInput,
                        fmt::format("there is no chart '{}' for these results; their charts are: {}", choice.chart,
                                    sm::chart_keys_text(charts)));
    m_chart = *chosen;
    m_title = choice.title.isEmpty() ? chartTitle(c, m_chart) : choice.title;
    const chart::Palette pal = chart::palette(canvas.dark);
    const chart::Fonts fonts = chart::fonts(canvas.width);
    m_background = pal.background;
    chart::Builder b(m_items, pal, fonts, canvas.width);
    b.text(chart::Builder::elide(m_title, fonts.title, b.contentWidth()), fonts.title, pal.text, b.left(), b.y,
           ChartItem::Role::Title);
    b.y += chart::Builder::lineHeight(fonts.title) * 1.1;
    if (!choice.subtitle.isEmpty())
        b.wrapped(choice.subtitle.split(QStringLiteral(" · ")), fonts.subtitle, pal.muted, ChartItem::Role::Subtitle);
    b.y += chart::Builder::lineHeight(fonts.body) * 0.5;
    if (m_chart.curves)
        chart::layoutCurves(b, c, c.curves[*m_chart.curves], choice);
    else
        chart::layoutBars(b, c, m_chart, choice);
    m_size = QSize(canvas.width, static_cast<int>(std::ceil(b.y + b.margin)));
}

std::vector<const ChartItem*> CompareChart::texts() const
{
    std::vector<const ChartItem*> out;
    for (const ChartItem& it : m_items)
        if (it.kind == ChartItem::Kind::Text)
            out.push_back(&it);
    return out;
}

void CompareChart::paint(QPainter& p) const
{
    p.save();
    p.setRenderHint(QPainter::Antialiasing);
    p.setRenderHint(QPainter::TextAntialiasing);
    p.fillRect(QRectF(QPointF(0, 0), QSizeF(m_size)), m_background);
    for (const ChartItem& it : m_items) {
        switch (it.kind) {
        case ChartItem::Kind::Fill:
            p.fillRect(it.rect, it.color);
            break;
        case ChartItem::Kind::Line:
        case ChartItem::Kind::Curve: {
            QPen pen(it.color, it.pen, it.dashed ? Qt::DashLine : Qt::SolidLine,
                     it.kind == ChartItem::Kind::Curve ? Qt::RoundCap : Qt::FlatCap, Qt::RoundJoin);
            p.setPen(pen);
            p.setBrush(Qt::NoBrush);
            p.drawPolyline(it.points);
            break;
        }
        case ChartItem::Kind::Text:
            p.setFont(it.font);
            p.setPen(it.color);
            p.drawText(it.rect, Qt::AlignLeft | Qt::AlignVCenter | Qt::TextSingleLine | Qt::TextDontClip, it.text);
            break;
        }
    }
    p.restore();
}

QByteArray CompareChart::png() const
{
    QImage img(m_size * m_canvas.scale, QImage::Format_ARGB32_Premultiplied);
    img.setDevicePixelRatio(m_canvas.scale);
    img.fill(m_background);
    {
        QPainter p(&img);
        paint(p);
    }
    img.setText(QStringLiteral("Title"), m_title);
    img.setText(QStringLiteral("Software"), QStringLiteral("SolidMark " SOLIDMARK_VERSION));
    QByteArray bytes;
    QBuffer buffer(&bytes);
    buffer.open(QIODevice::WriteOnly);
    img.save(&buffer, "PNG");
    return bytes;
}

bool CompareChart::canWriteSvg() { return SOLIDMARK_HAVE_SVG != 0; }

QByteArray CompareChart::svg() const
{
    QByteArray bytes;
#if SOLIDMARK_HAVE_SVG
    QBuffer buffer(&bytes);
    QSvgGenerator gen;
    gen.setOutputDevice(&buffer);
    gen.setSize(m_size);
    gen.setViewBox(QRect(QPoint(0, 0), m_size));
    gen.setResolution(96);
    gen.setTitle(m_title);
    gen.setDescription(QStringLiteral("SolidMark " SOLIDMARK_VERSION));
    QPainter p(&gen);
    paint(p);
    p.end();
#endif
    return bytes;
}

}  // namespace smui
