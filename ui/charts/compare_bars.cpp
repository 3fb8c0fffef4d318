// The bars of a compare chart (compare_chart.h): one group per test, one
// bar per result, the value and the change against the reference at the
// bar's end. The columns are measured first (names, bars, values), so a
// value never runs into the next column and no two rows share a line.
#include "charts/compare_chart_layout.h"
#include "text/ui_text.h"

#include <algorithm>
#include <optional>

namespace smui::chart {
namespace {

// The change against the reference ("-29.2 %"); "" for the reference itself and where there is none.
QString deltaText(const sm::CompareRow& r, std::size_t i, std::size_t ref)
{
    return i != ref && r.delta_percent(i, ref) ? localizeNumbers(qs(sm::compare_delta_text(r, i, ref))) : QString();
}

QColor deltaColor(const Palette& pal, int verdict)
{
    return verdict > 0 ? pal.good : verdict < 0 ? pal.bad : pal.muted;
}

struct Columns {
    qreal name = 0, value = 0, bars = 0, x0 = 0, gap = 0;
};

Columns measure(const Builder& b, const sm::Comparison& c, const std::vector<const sm::CompareRow*>& rows)
{
    Columns col;
    col.gap = Builder::lineHeight(b.font.body) * 0.5;
    for (const sm::CompareEntry& e : c.entries)
        col.name = std::max(col.name, Builder::advance(qs(e.name), b.font.bold));
    for (const sm::CompareRow* r : rows)
        for (std::size_t i = 0; i < c.size(); ++i) {
            const auto v = r->value(i);
            qreal w = Builder::advance(v ? valueText(*v, r->metric) : UiText::notAvailable(), b.font.bold);
            if (const QString d = deltaText(*r, i, c.reference); !d.isEmpty())
                w += col.gap * 0.6 + Builder::advance(d, b.font.body);
            col.value = std::max(col.value, w);
        }
    const qreal content = b.contentWidth();
    col.value += col.gap * 0.6;
    col.name = std::min(col.name, content * 0.34);
    col.bars = content - col.name - col.value - col.gap;
    if (const qreal least = content * 0.3; col.bars < least) {  // long values: the names give way, then the bars
        col.name = std::max(content * 0.12, col.name - (least - col.bars));
        col.bars = std::max(content * 0.1, content - col.name - col.value - col.gap);
    }
    col.x0 = b.left() + col.name + col.gap;
    return col;
}

QString betterText(bool higher) { return higher ? Words::tr("higher is better") : Words::tr("lower is better"); }

// "MB/s (MiB/s) · higher is better · change in % against out-of-box"; which
// way is better is left to each row's heading when the rows differ (the
// capacity check's intact and lost data).
void unitLine(Builder& b, const sm::Comparison& c, const sm::CompareChart& chart, std::optional<bool> higher)
{
    QStringList parts;
    if (!chart.metric.empty())
        parts << UiText::chartUnit(chart.metric);
    if (higher)
        parts << betterText(*higher);
    parts << Words::tr("change in % against %1").arg(qs(c.entries[c.reference].name));
    b.wrapped(parts, b.font.small, b.pal.muted, ChartItem::Role::Unit);
    b.y += Builder::lineHeight(b.font.body) * 0.6;
}

}  // namespace

void layoutBars(Builder& b, const sm::Comparison& c, const sm::CompareChart& chart, const ChartChoice& choice)
{
    const std::vector<const sm::CompareRow*> rows = sm::chart_rows(c, chart);
    const bool score = chart.key == "score";
    const bool higher = rows.empty() || rows.front()->higher_is_better;
    const bool mixed =
        std::any_of(rows.begin(), rows.end(), [&](const sm::CompareRow* r) { return r->higher_is_better != higher; });
    unitLine(b, c, chart, mixed ? std::nullopt : std::optional<bool>(higher));
    const Columns col = measure(b, c, rows);
    const qreal line = Builder::lineHeight(b.font.body), pitch = line * 1.45, bar_h = line * 0.95;
    const std::size_t ref = c.reference;
    for (const sm::CompareRow* r : rows) {
        QString heading = score ? UiText::compareMetric(r->metric) : UiText::compareItem(r->item);
        if (mixed)
            heading = Words::tr("%1 · %2", "a bar chart's row heading, then which way is better")
                          .arg(heading, betterText(r->higher_is_better));
        b.text(Builder::elide(heading, b.font.bold, b.contentWidth()), b.font.bold, b.pal.text, b.left(), b.y,
               ChartItem::Role::Heading);
        b.y += line * 1.3;
        double top = 0;
        for (const auto& v : r->values)
            top = std::max(top, v.value_or(0));
        const qreal group_top = b.y;
        for (const std::size_t i : barOrder(*r, choice.best_first)) {
            const int entry = static_cast<int>(i);
            const bool lit = choice.highlight == i;
            const QFont& nf = lit ? b.font.bold : b.font.body;
            const qreal text_top = b.y + (pitch - line) / 2;
            b.textRight(Builder::elide(qs(c.entries[i].name), nf, col.name), nf, b.pal.text, col.x0 - col.gap, text_top,
                        ChartItem::Role::Name, entry);
            const auto v = r->value(i);
            if (!v) {
                b.text(UiText::notAvailable(), b.font.body, b.pal.muted, col.x0 + col.gap * 0.6, text_top,
                       ChartItem::Role::Value, entry);
                b.y += pitch;
                continue;
            }
            const qreal len = top > 0 ? std::max(0.0, *v / top) * col.bars : 0;
            b.fill(QRectF(col.x0, b.y + (pitch - bar_h) / 2, std::max<qreal>(len, 1), bar_h),
                   lit ? b.pal.accent : b.pal.bar, entry);
            const QRectF vr = b.text(valueText(*v, r->metric), nf, b.pal.text, col.x0 + len + col.gap * 0.6, text_top,
                                     ChartItem::Role::Value, entry);
            if (const QString d = deltaText(*r, i, ref); !d.isEmpty())
                b.text(d, b.font.body, deltaColor(b.pal, r->verdict(i, ref)), vr.right() + col.gap * 0.6, text_top,
                       ChartItem::Role::Delta, entry);
            b.y += pitch;
        }
        b.line(QPointF(col.x0, group_top), QPointF(col.x0, b.y), b.pal.axis, 1);
        b.y += line * 0.7;
    }
}

}  // namespace smui::chart
