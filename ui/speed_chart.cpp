#include "speed_chart.h"

#include "chart_util.h"
#include "temperature_line.h"
#include "theme.h"

#include <QChart>
#include <QLineSeries>
#include <QLogValueAxis>
#include <QValueAxis>
#include <algorithm>
#include <cmath>

namespace smui {
namespace {

// A log axis cannot show 0: a stalled interval is drawn at the floor.
constexpr double kFloorMiBs = 0.1;

}  // namespace

SpeedChart::SpeedChart(QWidget* parent) : QChartView(parent)
{
    auto* chart = new QChart;
    chart->legend()->hide();
    chart->setMargins(QMargins(2, 2, 2, 2));
    chart->setBackgroundRoundness(0);
    m_time = addValueAxis(chart, QString(), Qt::AlignBottom);
    m_speed = new QLogValueAxis(chart);
    m_speed->setBase(10);
    m_speed->setLabelFormat(QStringLiteral("%g"));
    chart->addAxis(m_speed, Qt::AlignLeft);
    m_temp = new TemperatureLine(chart, m_time);
    setChart(chart);
    themeChartView(this);
    setMinimumHeight(120);
    setMaximumHeight(160);
    retranslate();
    clear();
}

void SpeedChart::retranslate()
{
    m_time->setTitleText(tr("Time (s)"));
    m_speed->setTitleText(tr("MB/s"));
    setAccessibleName(tr("Speed over time"));
    setAccessibleDescription(tr("Each test's MB/s every 250 ms, one test after another; read blue, write red"));
    setToolTip(tr("Speed over time: each test's MB/s every 250 ms, one test after another (read blue, write red). "
                  "A steady drive draws flat steps."));
}

void SpeedChart::clear()
{
    for (Phase& p : m_phases) {
        chart()->removeSeries(p.series);
        delete p.series;
    }
    m_phases.clear();
    m_temp->clear();
    m_offset = m_liveEnd = 0;
    fitAxes();
}

SpeedChart::Phase* SpeedChart::running(sm::TestId test, bool write)
{
    if (m_phases.empty())
        return nullptr;
    Phase& last = m_phases.back();
    return !last.finished && last.test == test && last.write == write ? &last : nullptr;
}

SpeedChart::Phase& SpeedChart::startPhase(sm::TestId test, bool write)
{
    // A new phase starts where the last one ended.
    m_offset += m_liveEnd;
    m_liveEnd = 0;
    QLineSeries* s = addLineSeries(chart(), QString::fromStdString(sm::phase_label(test, write)),
                                   write ? kWriteColor : kReadColor, false);
    attachAxes({s}, {m_time, m_speed});
    styleChart(chart(), palette());  // the new line readable on a dark theme too
    m_phases.push_back({test, write, s});
    return m_phases.back();
}

void SpeedChart::plot(Phase& phase, const std::vector<sm::SpeedPoint>& points, double offset)
{
    QList<QPointF> xy;
    xy.reserve(static_cast<qsizetype>(points.size()));
    for (const sm::SpeedPoint& p : points)
        xy.append(QPointF(offset + p.t_s, std::max(p.mib_s, kFloorMiBs)));
    phase.series->replace(xy);
}

void SpeedChart::addLivePoint(sm::TestId test, bool write, const sm::SpeedPoint& point,
                              std::optional<double> temperature_c)
{
    Phase* run = running(test, write);
    Phase& phase = run ? *run : startPhase(test, write);
    phase.series->append(m_offset + point.t_s, std::max(point.mib_s, kFloorMiBs));
    m_temp->add(m_offset + point.t_s, temperature_c);
    m_liveEnd = std::max(m_liveEnd, point.t_s);
    fitAxes();
}

void SpeedChart::finishPhase(sm::TestId test, bool write, const sm::Measurement& m)
{
    Phase* run = running(test, write);
    if (!run && m.series.empty())
        return;  // too short for a point: nothing to draw, no room taken
    Phase& phase = run ? *run : startPhase(test, write);
    plot(phase, m.series, m_offset);
    phase.finished = true;
    if (!m.series.empty())
        m_liveEnd = std::max(m.series.back().t_s, m.elapsed_s);
    fitAxes();
}

void SpeedChart::showResult(const sm::RunResult& r)
{
    clear();
    for (const sm::SuitePhase& ph : sm::kSuiteOrder)
        if (const auto& m = r.get(ph.test, ph.write)) {
            const std::size_t drawn = m_phases.size();
            finishPhase(ph.test, ph.write, *m);
            // The readings taken while the phase ran, on its stretch of the axis.
            if (m_phases.size() > drawn && m->start_s)
                m_temp->addSpan(r.temperature, *m->start_s, *m->start_s + m->elapsed_s, m_offset);
        }
}

int SpeedChart::pointCount() const
{
    int n = 0;
    for (const Phase& p : m_phases)
        n += static_cast<int>(p.series->count());
    return n;
}

void SpeedChart::fitAxes()
{
    double lo = 0, hi = 0;
    for (const Phase& p : m_phases)
        for (const QPointF& pt : p.series->points()) {
            lo = lo == 0 ? pt.y() : std::min(lo, pt.y());
            hi = std::max(hi, pt.y());
        }
    if (hi <= 0)
        lo = 1, hi = 1000;
    // Whole decades around the points, so the labels read 1, 10, 100, 1000.
    m_speed->setRange(std::pow(10.0, std::floor(std::log10(lo))), std::pow(10.0, std::ceil(std::log10(hi * 1.05))));
    fitValueAxis(m_time, std::max(1.0, timeSpan()));
}

}  // namespace smui
