#include "charts/compare_chart_view.h"

#include "desktop/theme.h"
#include "util/error.h"
#include "util/limits.h"

#include <QEvent>
#include <QPainter>
#include <algorithm>

namespace smui {

CompareChartView::CompareChartView(QWidget* parent) : QWidget(parent)
{
    setMinimumWidth(static_cast<int>(sm::kMinChartWidth));
}

CompareChartView::~CompareChartView() = default;

void CompareChartView::setChart(const sm::Comparison& c, const ChartChoice& choice)
{
    m_comparison = c;
    m_choice = choice;
    m_shown = true;
    relayout();
}

void CompareChartView::relayout()
{
    if (!m_shown)
        return;
    ChartCanvas canvas;
    canvas.width = std::clamp(width(), static_cast<int>(sm::kMinChartWidth), static_cast<int>(sm::kMaxChartWidth));
    canvas.dark = isDark(palette());
    try {
        m_chart = std::make_unique<CompareChart>(m_comparison, m_choice, canvas);
        setMinimumHeight(m_chart->size().height());
    } catch (const sm::Error&) {
        m_chart.reset();
        setMinimumHeight(0);
    }
    update();
}

void CompareChartView::paintEvent(QPaintEvent*)
{
    if (!m_chart)
        return;
    QPainter p(this);
    m_chart->paint(p);
}

void CompareChartView::resizeEvent(QResizeEvent* event)
{
    QWidget::resizeEvent(event);
    if (!m_chart ||
        m_chart->size().width() !=
            std::clamp(width(), static_cast<int>(sm::kMinChartWidth), static_cast<int>(sm::kMaxChartWidth)))
        relayout();
}

void CompareChartView::changeEvent(QEvent* event)
{
    QWidget::changeEvent(event);
    if (event->type() == QEvent::PaletteChange || event->type() == QEvent::LanguageChange)
        relayout();
}

}  // namespace smui
