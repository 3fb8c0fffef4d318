// The main window's part of full drives (docs/methodology.md §2, "Filling the
// volume"): the Fill control's value, and a fill series' chart in a tab of its own.
#include "window/main_window.h"

#include "charts/fill_chart.h"
#include "text/ui_text.h"

#include <QTabWidget>

namespace smui {

void MainWindow::setFill(const QString& levels) { m_fill->setLevels(levels); }

void MainWindow::renderFillSeries(const sm::RunResult* r)
{
    const bool series = r && r->fill_series.size() > 1;
    const std::string key = series ? r->started_at + std::to_string(r->fill_series.size()) : std::string();
    if (key == m_fillTabFor)
        return;  // render() runs as each phase starts and ends: the tab changes only with the result
    m_fillTabFor = key;
    if (m_fillTab) {
        m_tabs->removeTab(m_tabs->indexOf(m_fillTab));
        delete m_fillTab;
        m_fillTab = nullptr;
    }
    if (!series)
        return;
    m_fillTab = fillSeriesChart(r->fill_series, sm::fill_series_figures(*r), m_tabs);
    if (!m_fillTab)
        return;
    m_tabs->addTab(m_fillTab, tr("Fill series"));  // the grid shows the last level; the series is a tab beside it
}

}  // namespace smui
