#pragma once
// A compare chart (compare_chart.h) in a window: laid out again at the
// widget's width and in its palette's light or dark, so what the window
// shows is what Save PNG and Save SVG write.
#include "charts/compare_chart.h"

#include <QWidget>
#include <memory>

namespace smui {

class CompareChartView : public QWidget {
    Q_OBJECT
public:
    explicit CompareChartView(QWidget* parent = nullptr);
    ~CompareChartView() override;

    // Shows `choice` of `c` (copied); an unknown chart shows nothing.
    void setChart(const sm::Comparison& c, const ChartChoice& choice);
    // The chart as laid out now; nullptr before setChart().
    const CompareChart* chart() const { return m_chart.get(); }

protected:
    void paintEvent(QPaintEvent* event) override;
    void resizeEvent(QResizeEvent* event) override;
    void changeEvent(QEvent* event) override;

private:
    void relayout();

    sm::Comparison m_comparison;
    ChartChoice m_choice;
    bool m_shown = false;
    std::unique_ptr<CompareChart> m_chart;
};

}  // namespace smui
