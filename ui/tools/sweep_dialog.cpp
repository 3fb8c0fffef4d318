#include "tools/sweep_dialog.h"

#include "charts/chart_util.h"
#include "charts/temperature_line.h"
#include "tools/tool_registry.h"
#include "text/ui_text.h"
#include "util/limits.h"
#include "util/units.h"

#include <QChart>
#include <QChartView>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QLineSeries>
#include <QLogValueAxis>
#include <QSpinBox>
#include <QTableWidget>
#include <QValueAxis>
#include <cmath>

namespace smui {

SweepDialog::SweepDialog(const QString& target, std::uint64_t size_bytes, QWidget* parent)
    : ResultDialog(&sm::run_sweep, tr("Block-size sweep"), target, size_bytes, parent)
{
    setHeaderDetail(tr("Target: %1    Test size: %2    Sequential writes, then reads, at each block size (ATTO-style), "
                       "one pass or %3 s per size. MB/s = 10^6 bytes/s.")
                        .arg(target.isEmpty() ? tr("none") : target, bytesText(size_bytes), localNumber(m_seconds, 0)));
    m_qd = new QSpinBox(this);
    m_qd->setRange(1, static_cast<int>(sm::kMaxQueueDepth));
    m_qd->setValue(4);
    panelLayout()->addLayout(controlRow(this, {{tr("Queue depth:"), m_qd}}));

    auto* chart = new QChart;
    chart->setTitle(tr("MB/s against block size"));
    m_write = addLineSeries(chart, tr("Write"), kWriteColor);
    m_read = addLineSeries(chart, tr("Read"), kReadColor);
    m_x = addLog2Axis(chart, tr("Block size (KiB, log scale)"));
    m_y = addValueAxis(chart, tr("MB/s (10^6 bytes/s)"), Qt::AlignLeft);
    attachAxes({m_write, m_read}, {m_x, m_y});
    addTemperatureLine(chart, m_x);
    panelLayout()->addWidget(chartView(chart, this, 700, 320), 1);

    m_table = resultTable(2, 0, this);
    m_table->setVerticalHeaderLabels({tr("Write MB/s"), tr("Read MB/s")});
    panelLayout()->addWidget(m_table);
    reset();
    resize(1100, 640);
}

std::vector<std::uint32_t> SweepDialog::sizes() const
{
    std::vector<std::uint32_t> out;
    for (std::uint64_t b = m_from; b && b <= m_to; b *= 2)
        out.push_back(static_cast<std::uint32_t>(b));
    return out;
}

void SweepDialog::setPlan(std::uint32_t from, std::uint32_t to, unsigned queue_depth, double seconds)
{
    m_from = from;
    m_to = to;
    m_qd->setValue(static_cast<int>(queue_depth));
    m_seconds = seconds;
    reset();
}

void SweepDialog::resetView()
{
    const auto list = sizes();
    m_table->setColumnCount(static_cast<int>(list.size()));
    QStringList names;
    for (std::uint32_t b : list)
        names << qs(sm::block_label(b));
    m_table->setHorizontalHeaderLabels(names);
    fitTableHeight(m_table, 2, 6);  // after the labels: with no columns the header has no height yet
    blankCells(m_table, Qt::AlignCenter);
    m_read->clear();
    m_write->clear();
    m_x->setRange(std::max(0.5, m_from / 1024.0), std::max(m_to / 1024.0, m_from / 512.0));
    fitY();
}

sm::SweepRequest SweepDialog::request() const
{
    sm::SweepRequest req;
    req.size_bytes = m_sizeBytes;
    req.min_block = m_from;
    req.max_block = m_to;
    req.queue_depth = static_cast<unsigned>(m_qd->value());
    req.seconds = m_seconds;
    return req;
}

void SweepDialog::showPoint(int column, bool write, double value)
{
    const std::uint32_t b = sizes()[static_cast<std::size_t>(column)];
    (write ? m_write : m_read)->append(b / 1024.0, value);
    m_table->item(write ? 0 : 1, column)->setText(localNumber(value, value >= 100 ? 0 : 1));
    fitY();
}

void SweepDialog::fitY() { fitValueAxis(m_y, {m_read, m_write}); }

void SweepDialog::onPhaseFinished(const sm::PhaseRef& phase, const sm::Measurement& m)
{
    // The step counts measured sizes; the sweep skips none at ≥ 4 KiB
    // alignment, and the final re-render from the result corrects any skip.
    if (phase.kind == sm::PhaseKind::SweepBlock && phase.step >= 0 && phase.step < m_table->columnCount()) {
        showPoint(phase.step, phase.write, m.mb_s());
        chartTemperature().add(phase.value / 1024.0, liveTemperature());
    }
}

void SweepDialog::showResult(const sm::SweepResult& r)
{
    if (!r.points.empty()) {
        m_from = r.points.front().block_bytes;
        m_to = r.points.back().block_bytes;
    }
    reset();
    for (std::size_t i = 0; i < r.points.size(); ++i) {
        showPoint(static_cast<int>(i), true, r.points[i].write.mb_s());
        showPoint(static_cast<int>(i), false, r.points[i].read.mb_s());
        chartTemperature().add(r.points[i].block_bytes / 1024.0, r.temperature,
                               {&r.points[i].write, &r.points[i].read});
    }
    setHeaderDetail(tr("Target: %1    Test size: %2    Queue depth %3, queue engine %4. MB/s = 10^6 bytes/s.")
                        .arg(qs(r.target), bytesText(r.size_bytes))
                        .arg(r.queue_depth)
                        .arg(qs(r.engine)),
                    r.notes);
}

QString SweepDialog::cellText(int row, int column) const { return m_table->item(row, column)->text(); }

SM_REGISTER_TOOL(SweepDialog, QT_TRANSLATE_NOOP("UiText", "block-size sweep"),
                 QT_TRANSLATE_NOOP("smui::MainWindow", "&Block-size sweep…"));

}  // namespace smui
