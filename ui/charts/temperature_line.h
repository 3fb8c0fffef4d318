#pragma once
// The drive's temperature on a chart (issue 19, docs/methodology.md §14):
// a dashed orange line on its own °C axis at the right, over the chart's own
// x axis. Every Tools chart and the main window's speed chart carry one.
// Without a reading (no sensor: the dialog's header says why) the line, its
// axis and its legend entry stay hidden, so a chart never shows an empty
// temperature scale.
#include "result/header.h"
#include "result/measurement.h"

#include <QColor>
#include <QObject>
#include <optional>
#include <vector>

class QAbstractAxis;
class QChart;
class QLineSeries;
class QValueAxis;

namespace smui {

inline const QColor kTempColor{0xff, 0x7f, 0x0e};

class TemperatureLine : public QObject {
    Q_OBJECT
public:
    // Added to `chart` (which owns it) over `x`, the chart's x axis.
    TemperatureLine(QChart* chart, QAbstractAxis* x);

    void clear();
    // A reading at x; none is skipped. A reading at the last point's x
    // raises that point instead (the highest of a point's phases: a sweep
    // size's write and read, a preset test's passes).
    void add(double x, std::optional<double> c);
    // The reading while the measurements ran (from the first one's start to
    // the last one's end, on the run's clock), at x; skipped when none of
    // them knows its start (a document older than start_s).
    void add(double x, const sm::TemperatureRecord& t, const std::vector<const sm::Measurement*>& ms);
    // The samples taken in [from_s, to_s] of the run's clock, at
    // x = offset + (t_s - from_s): a time axis that starts at from_s; the
    // reading in force at from_s when none was taken in it.
    void addSpan(const sm::TemperatureRecord& t, double from_s, double to_s, double offset);

    const QLineSeries* series() const { return m_series; }
    const QValueAxis* axis() const { return m_axis; }

private:
    void update();

    QChart* m_chart;
    QLineSeries* m_series;
    QValueAxis* m_axis;
};

}  // namespace smui
