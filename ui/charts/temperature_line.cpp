#include "charts/temperature_line.h"

#include "charts/chart_util.h"

#include <QChart>
#include <QLegendMarker>
#include <QLineSeries>
#include <QPen>
#include <QValueAxis>
#include <algorithm>
#include <cmath>

namespace smui {

TemperatureLine::TemperatureLine(QChart* chart, QAbstractAxis* x) : QObject(chart), m_chart(chart)
{
    m_series = addLineSeries(chart, tr("Drive temperature (°C)"), kTempColor, false);
    QPen pen = m_series->pen();
    pen.setStyle(Qt::DashLine);
    pen.setWidthF(1.5);
    m_series->setPen(pen);
    m_axis = addValueAxis(chart, tr("°C"), Qt::AlignRight);
    m_axis->setGridLineVisible(false);  // the speed axis' grid is the chart's; °C reads off its own labels
    attachAxes({m_series}, {x, m_axis});
    update();
}

void TemperatureLine::clear()
{
    m_series->clear();
    update();
}

void TemperatureLine::add(double x, std::optional<double> c)
{
    if (!c)
        return;
    if (const int n = m_series->count(); n > 0 && m_series->at(n - 1).x() == x) {
        if (*c > m_series->at(n - 1).y())
            m_series->replace(n - 1, x, *c);
    } else
        m_series->append(x, *c);
    update();
}

void TemperatureLine::add(double x, const sm::TemperatureRecord& t, const std::vector<const sm::Measurement*>& ms)
{
    double from = 0, to = 0;
    bool timed = false;
    for (const sm::Measurement* m : ms) {
        if (!m || !m->start_s)
            continue;
        from = timed ? std::min(from, *m->start_s) : *m->start_s;
        to = std::max(to, *m->start_s + m->elapsed_s);
        timed = true;
    }
    if (timed)
        add(x, t.during(from, to));
}

void TemperatureLine::addSpan(const sm::TemperatureRecord& t, double from_s, double to_s, double offset)
{
    QList<QPointF> xy;
    for (const sm::TemperatureSample& s : t.samples)
        if (s.t_s >= from_s && s.t_s <= to_s)
            xy.append(QPointF(offset + s.t_s - from_s, s.c));
    if (xy.isEmpty()) {
        if (const auto c = t.during(from_s, from_s))
            xy.append(QPointF(offset, *c));
    }
    m_series->append(xy);
    update();
}

void TemperatureLine::update()
{
    const bool shown = m_series->count() > 0;
    m_series->setVisible(shown);
    m_axis->setVisible(shown);
    for (QLegendMarker* marker : m_chart->legend()->markers(m_series))
        marker->setVisible(shown);
    if (!shown)
        return;
    // Whole 10 °C steps around the readings, at least 20 °C tall: a drive's
    // few degrees of warming show without looking like a fever.
    double lo = m_series->at(0).y(), hi = lo;
    for (const QPointF& p : m_series->points()) {
        lo = std::min(lo, p.y());
        hi = std::max(hi, p.y());
    }
    double bottom = std::floor((lo - 2) / 10) * 10, top = std::ceil((hi + 2) / 10) * 10;
    if (top - bottom < 20)
        top = bottom + 20;
    // The ticks before the range: a chart laid out between the two calls (a
    // shown window grabbed at once) kept the old count over the new range.
    m_axis->setTickCount(static_cast<int>((top - bottom) / 10) + 1);
    m_axis->setRange(bottom, top);
}

}  // namespace smui
