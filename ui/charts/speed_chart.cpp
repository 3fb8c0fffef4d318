#include "charts/speed_chart.h"

#include "charts/chart_util.h"
#include "charts/temperature_line.h"
#include "desktop/theme.h"
#include "text/ui_text.h"

#include <QChart>
#include <QCoreApplication>
#include <QEvent>
#include <QFontMetrics>
#include <QGraphicsRectItem>
#include <QGraphicsSimpleTextItem>
#include <QLegend>
#include <QLegendMarker>
#include <QLineSeries>
#include <QLogValueAxis>
#include <QValueAxis>
#include <algorithm>
#include <cmath>

namespace smui {
namespace {

// A log axis cannot show 0: a stalled interval is drawn at the floor.
constexpr double kFloorMiBs = 0.1;

// "Seq R", "4K-64 W", "Acc R": a phase's name where the whole one does not
// fit (R and W as the compare dialog's charts abbreviate them).
QString shortName(sm::TestId test, bool write)
{
    const char* names[] = {"Seq", "4K", "4K-64", "Acc"};
    return QString::fromLatin1(names[static_cast<int>(test)]) + QLatin1Char(' ') +
        (write ? QCoreApplication::translate("smui::CompareDialog", "W", "short for write")
               : QCoreApplication::translate("smui::CompareDialog", "R", "short for read"));
}

// The series draws exactly `points` (t_s from `offset`, the floor applied).
bool samePoints(const QLineSeries& series, const std::vector<sm::SpeedPoint>& points, double offset)
{
    if (series.count() != static_cast<qsizetype>(points.size()))
        return false;
    for (std::size_t i = 0; i < points.size(); ++i)
        if (series.at(static_cast<qsizetype>(i)) !=
            QPointF(offset + points[i].t_s, std::max(points[i].mib_s, kFloorMiBs)))
            return false;
    return true;
}

}  // namespace

SpeedChart::SpeedChart(QWidget* parent) : QChartView(parent)
{
    auto* chart = new QChart;
    chart->legend()->setAlignment(Qt::AlignRight);
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
    // The view paints its whole area (the chart's background, and the window's
    // colour round it): a repaint of a strip need not paint the widgets behind
    // it first. Without the brush the edge round the chart stayed unpainted
    // (black on Windows and offscreen).
    setBackgroundBrush(palette().window());
    viewport()->setAttribute(Qt::WA_OpaquePaintEvent);
    setMinimumHeight(150);
    setMaximumHeight(190);
    connect(chart, &QChart::plotAreaChanged, this, [this] {
        placeBands();
        repaintLive(true);
    });
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

void SpeedChart::changeEvent(QEvent* event)
{
    if (event->type() == QEvent::PaletteChange) {
        setBackgroundBrush(palette().window());
        placeBands();  // the bands' tints and names follow the theme
        repaintLive(true);
    }
    QChartView::changeEvent(event);
}

void SpeedChart::resizeEvent(QResizeEvent* event)
{
    QChartView::resizeEvent(event);
    // Live, the view repaints only the strips repaintLive() names; a new size
    // (the results' note wrapping onto a second line) moves everything.
    viewport()->update();
}

void SpeedChart::setLive(bool live)
{
    if (live == m_live)
        return;
    m_live = live;
    if (live) {
        // From here on the view repaints only what repaintLive() names.
        m_idleUpdates = viewportUpdateMode();
        setViewportUpdateMode(NoViewportUpdate);
        return;
    }
    setViewportUpdateMode(m_idleUpdates);
    fitAxes();
    viewport()->update();
}

void SpeedChart::repaintLive(bool whole, double from_s, double to_s)
{
    if (!m_live)
        return;
    if (whole) {
        viewport()->update();
        return;
    }
    const QRectF area = chart()->plotArea();
    const double span = std::max(m_time->max() - m_time->min(), 1e-9);
    const auto x = [&](double t) { return area.left() + (t - m_time->min()) * area.width() / span; };
    // The line's pen, its antialiased edges and the band's edge reach a few pixels past the points.
    constexpr double pad = 4;
    const QRectF strip(QPointF(x(from_s) - pad, area.top() - pad), QPointF(x(to_s) + pad, area.bottom() + pad));
    viewport()->update(mapFromScene(chart()->mapToScene(strip).boundingRect()).boundingRect());
}

void SpeedChart::clear()
{
    if (!m_phases.empty())
        ++m_rebuilds;
    for (Phase& p : m_phases) {
        chart()->removeSeries(p.series);
        delete p.series;
        delete p.band;
        delete p.label;
    }
    m_phases.clear();
    m_temp->clear();
    m_offset = m_liveEnd = 0;
    setEmptyNote(chart(), {});  // no series left to signal it: "No data yet" again
    fitAxes();
    repaintLive(true);
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
    ++m_rebuilds;
    // A new phase starts where the last one ended.
    m_offset += m_liveEnd;
    m_liveEnd = 0;
    QLineSeries* s = addLineSeries(chart(), write ? tr("Write") : tr("Read"), write ? kWriteColor : kReadColor, false);
    attachAxes({s}, {m_time, m_speed});
    styleChart(chart(), palette());  // the new line readable on a dark theme too
    // The phase's band (behind the grid and the lines) and its name.
    auto* band = new QGraphicsRectItem(chart());
    band->setZValue(0.5);
    band->setPen(Qt::NoPen);
    band->setToolTip(UiText::phase(test, write));
    auto* label = new QGraphicsSimpleTextItem(chart());
    label->setZValue(5.5);
    m_phases.push_back({test, write, s, band, label, m_offset, m_offset});
    updateEmptyState(chart());
    showLegendOnce();
    return m_phases.back();
}

void SpeedChart::showLegendOnce()
{
    bool read = false, write = false;
    for (const Phase& p : m_phases) {
        bool& shown = p.write ? write : read;
        for (QLegendMarker* m : chart()->legend()->markers(p.series))
            m->setVisible(!shown);
        shown = true;
    }
}

void SpeedChart::plot(Phase& phase, const std::vector<sm::SpeedPoint>& points, double offset)
{
    QList<QPointF> xy;
    xy.reserve(static_cast<qsizetype>(points.size()));
    for (const sm::SpeedPoint& p : points)
        xy.append(QPointF(offset + p.t_s, std::max(p.mib_s, kFloorMiBs)));
    phase.series->replace(xy);
    phase.series->setPointsVisible(xy.size() <= 2);  // a phase shorter than half a second: its dots
}

void SpeedChart::addLivePoint(sm::TestId test, bool write, const sm::SpeedPoint& point,
                              std::optional<double> temperature_c)
{
    Phase* run = running(test, write);
    Phase& phase = run ? *run : startPhase(test, write);
    // Where the strip this point adds begins: the phase's last point, or its start.
    const double from = phase.series->count() ? phase.series->at(phase.series->count() - 1).x() : phase.from;
    const bool dots = phase.series->pointsVisible();
    phase.series->append(m_offset + point.t_s, std::max(point.mib_s, kFloorMiBs));
    phase.series->setPointsVisible(phase.series->count() <= 2);
    const QValueAxis* tempAxis = m_temp->axis();
    const double tempMin = tempAxis->min(), tempMax = tempAxis->max();
    const bool tempShown = tempAxis->isVisible();
    m_temp->add(m_offset + point.t_s, temperature_c);
    const bool tempMoved =
        tempAxis->min() != tempMin || tempAxis->max() != tempMax || tempAxis->isVisible() != tempShown;
    m_liveEnd = std::max(m_liveEnd, point.t_s);
    phase.to = m_offset + m_liveEnd;
    const bool laidOut = fitAxes();
    // Anything beyond the new strip (a new phase's legend and band, the first
    // points' dots going, an axis, a band's name) repaints the whole chart.
    repaintLive(!run || dots != phase.series->pointsVisible() || tempMoved || laidOut, from, phase.to);
}

void SpeedChart::finishPhase(sm::TestId test, bool write, const sm::Measurement& m)
{
    Phase* run = running(test, write);
    if (!run && m.series.empty())
        return;  // too short for a point: nothing to draw, no room taken
    Phase& phase = run ? *run : startPhase(test, write);
    // Live, the kept series is most often the very points drawn: then only the
    // band's end moves (to the phase's last instant), a strip like any other.
    const double from = phase.to;
    const bool same = run && samePoints(*phase.series, m.series, m_offset);
    if (!same)
        plot(phase, m.series, m_offset);
    phase.finished = true;
    if (!m.series.empty())
        m_liveEnd = std::max(m.series.back().t_s, m.elapsed_s);
    phase.to = m_offset + m_liveEnd;
    const bool laidOut = fitAxes();
    repaintLive(!same || laidOut, from, phase.to);
}

void SpeedChart::showResult(const sm::RunResult& r)
{
    // The phases the result draws, in order; the same as drawn: updated in place.
    std::vector<std::pair<sm::SuitePhase, const sm::Measurement*>> wanted;
    for (const sm::SuitePhase& ph : sm::kSuiteOrder)
        if (const auto& m = r.get(ph.test, ph.write); m && !m->series.empty())
            wanted.push_back({ph, &*m});
    const bool same = wanted.size() == m_phases.size() &&
        std::equal(wanted.begin(), wanted.end(), m_phases.begin(),
                   [](const auto& w, const Phase& p) { return w.first.test == p.test && w.first.write == p.write; });
    if (!same) {
        clear();
        for (const auto& [ph, m] : wanted)
            startPhase(ph.test, ph.write).finished = true;
    }
    m_temp->clear();
    m_offset = m_liveEnd = 0;
    for (std::size_t i = 0; i < wanted.size(); ++i) {
        const sm::Measurement& m = *wanted[i].second;
        Phase& phase = m_phases[i];
        m_offset += m_liveEnd;
        plot(phase, m.series, m_offset);
        phase.finished = true;
        m_liveEnd = std::max(m.series.back().t_s, m.elapsed_s);
        phase.from = m_offset;
        phase.to = m_offset + m_liveEnd;
        // The readings taken while the phase ran, on its stretch of the axis.
        if (m.start_s)
            m_temp->addSpan(r.temperature, *m.start_s, *m.start_s + m.elapsed_s, m_offset);
    }
    // A result measured without points to draw (an older document, a fio import): not "No data yet".
    setEmptyNote(chart(), wanted.empty() ? tr("This result keeps no speed over time") : QString());
    fitAxes();
    repaintLive(true);
}

int SpeedChart::pointCount() const
{
    int n = 0;
    for (const Phase& p : m_phases)
        n += static_cast<int>(p.series->count());
    return n;
}

QString SpeedChart::phaseLabel(int i) const
{
    const Phase& p = m_phases.at(static_cast<std::size_t>(i));
    return p.label->isVisible() ? p.label->text() : QString();
}

bool SpeedChart::fitAxes()
{
    const double was[] = {m_time->min(), m_time->max(), m_speed->min(), m_speed->max()};
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
    // Live, the time axis reaches the next of 1, 2, 5, 10, 20 ... s: it grows a
    // few times in a run, not with every point (each change lays out its labels again).
    fitValueAxis(m_time, m_live ? niceStep(std::max(1.0, timeSpan())) : std::max(1.0, timeSpan()));
    const bool moved =
        was[0] != m_time->min() || was[1] != m_time->max() || was[2] != m_speed->min() || was[3] != m_speed->max();
    if (moved)
        ++m_axisChanges;
    const bool renamed = placeBands();
    return moved || renamed;
}

bool SpeedChart::placeBands()
{
    bool renamed = false;
    const QRectF area = chart()->plotArea();
    const QColor text = palette().color(QPalette::Text);
    QFont small = font();
    small.setPointSizeF(small.pointSizeF() * 0.85);
    const QFontMetrics fm(small);
    const double span = std::max(m_time->max() - m_time->min(), 1e-9);
    for (std::size_t i = 0; i < m_phases.size(); ++i) {
        Phase& p = m_phases[i];
        // From the plot area and the time axis's range, not mapToPosition: the series' mapping may
        // still be the last layout's while the plot area changes.
        const auto x = [&](double t) { return area.left() + (t - m_time->min()) * area.width() / span; };
        const double x0 = x(p.from), x1 = x(p.to);
        const QRectF band(QPointF(std::max(x0, area.left()), area.top()),
                          QPointF(std::min(x1, area.right()), area.bottom()));
        QColor tint = p.write ? kWriteColor : kReadColor;
        tint.setAlpha(i % 2 ? 34 : 20);  // neighbours of one direction stay apart
        p.band->setBrush(tint);
        p.band->setRect(band.normalized());
        // The name at the band's top: whole, else short ("4K-64 W"); in a band narrower than
        // that (a Seq test of a second) upright from its foot, below a fast test's line; else
        // none (its tooltip has it).
        const QString whole = UiText::phase(p.test, p.write);
        const auto fits = [&](const QString& n, double room) { return fm.horizontalAdvance(n) + 6 <= room; };
        const bool across = fits(whole, band.width()) || fits(shortName(p.test, p.write), band.width());
        const QString name = fits(whole, across ? band.width() : area.height()) ? whole : shortName(p.test, p.write);
        const QPointF pos = across ? QPointF(band.left() + 3, area.top() + 1)
                                   : QPointF(band.left() + (band.width() - fm.height()) / 2, area.bottom() - 3);
        const bool visible = across || (band.width() >= fm.height() && fits(name, area.height()));
        const qreal rotation = across ? 0 : -90;
        if (p.label->text() != name || p.label->pos() != pos || p.label->isVisible() != visible ||
            p.label->rotation() != rotation || p.label->font() != small || p.label->brush() != QBrush(text)) {
            p.label->setFont(small);
            p.label->setBrush(text);
            p.label->setText(name);
            p.label->setRotation(rotation);
            p.label->setPos(pos);
            p.label->setVisible(visible);
            renamed = true;
        }
    }
    return renamed;
}

}  // namespace smui
