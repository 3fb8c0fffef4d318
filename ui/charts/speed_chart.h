#pragma once
// The main window's speed over time (issue 19, docs/methodology.md §17): each
// suite phase's MB/s every 250 ms, the phases one after another on one time
// axis, read blue and write red. The speed axis is logarithmic so that the
// 4K phases' steadiness shows beside Seq's hundredfold speed. Each phase's
// stretch of the time axis is a band tinted by its direction and named at
// its top ("4K-64Thrd write"), so a reader of a screenshot can tell the
// phases apart; the legend says which colour is read, which write (and the
// temperature, when there is one). Live while a run goes (the running
// phase grows); a finished or opened run shows the series its JSON keeps.
// Showing a run again updates the drawn series in place: the chart is only
// rebuilt when the phases differ (rebuilds() counts it).
//
// While a run is live the chart costs the run as little as it can
// (docs/methodology.md §26): a new point repaints only the strip of the plot
// it adds (the rest of the chart is as it was), and the time axis grows in
// 1-2-5 steps instead of with every point, so its labels are laid out again
// a few times per run, not four times a second.
#include "result/run_result.h"

#include <QChartView>
#include <optional>
#include <vector>

class QGraphicsRectItem;
class QGraphicsSimpleTextItem;
class QLineSeries;
class QLogValueAxis;
class QValueAxis;

namespace smui {

class TemperatureLine;

class SpeedChart : public QChartView {
    Q_OBJECT
public:
    explicit SpeedChart(QWidget* parent = nullptr);

    // Empty, ready for a run.
    void clear();
    // A run starts (true) or has ended (false): see above. Ending repaints
    // the whole chart with the time axis fitted to what was drawn.
    void setLive(bool live);
    bool live() const { return m_live; }
    // The running phase's new 250 ms point (t_s from the phase's start), with
    // the drive's temperature then when known.
    void addLivePoint(sm::TestId test, bool write, const sm::SpeedPoint& point,
                      std::optional<double> temperature_c = std::nullopt);
    // The phase ended: its kept series replaces what was drawn live.
    void finishPhase(sm::TestId test, bool write, const sm::Measurement& m);
    // A finished or opened run: every phase's series, in the suite's order.
    void showResult(const sm::RunResult& r);

    // Tests: how many phases and points are drawn, and the time axis' end.
    int phaseCount() const { return static_cast<int>(m_phases.size()); }
    int pointCount() const;
    double timeSpan() const { return m_offset + m_liveEnd; }
    // How often series were made or removed (a rebuild), since construction.
    int rebuilds() const { return m_rebuilds; }
    // How often the axes' ranges changed, since construction (each change lays the axes out again).
    int axisChanges() const { return m_axisChanges; }
    // The name shown on phase `i`'s band ("" when it does not fit).
    QString phaseLabel(int i) const;
    // The drive's temperature on the same time axis (temperature_line.h).
    const TemperatureLine* temperatureLine() const { return m_temp; }

protected:
    void changeEvent(QEvent* event) override;
    void resizeEvent(QResizeEvent* event) override;

private:
    void retranslate();  // once: a language change rebuilds the window
    struct Phase {
        sm::TestId test;
        bool write;
        QLineSeries* series;
        QGraphicsRectItem* band;
        QGraphicsSimpleTextItem* label;
        double from = 0, to = 0;  // its stretch of the time axis (s)
        bool finished = false;    // a next pass of the same test is a phase of its own
    };
    // The running phase of `test`: the last one drawn, or a new one after it.
    Phase* running(sm::TestId test, bool write);
    Phase& startPhase(sm::TestId test, bool write);
    void plot(Phase& phase, const std::vector<sm::SpeedPoint>& points, double offset);
    // Fits both axes to the points (live: the time axis in 1-2-5 steps); true when a range changed.
    bool fitAxes();
    // Places each phase's band and name; true when a name changed its text, place or visibility.
    bool placeBands();
    // Live: the viewport repaints only what changed: the strip of the time axis
    // [from_s, to_s], or everything (`whole`). Otherwise the view itself decides.
    void repaintLive(bool whole, double from_s = 0, double to_s = 0);
    void showLegendOnce();  // one legend entry per direction, however many phases

    std::vector<Phase> m_phases;
    double m_offset = 0;   // where the running phase starts on the time axis (s)
    double m_liveEnd = 0;  // the running phase's last point (s from its start)
    QValueAxis* m_time = nullptr;
    QLogValueAxis* m_speed = nullptr;
    TemperatureLine* m_temp = nullptr;
    int m_rebuilds = 0;
    int m_axisChanges = 0;
    bool m_live = false;
    ViewportUpdateMode m_idleUpdates = MinimalViewportUpdate;  // the view's own mode, when not live
};

}  // namespace smui
