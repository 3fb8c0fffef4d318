#include "tools/compression_dialog.h"

#include "charts/chart_util.h"
#include "charts/temperature_line.h"
#include "tools/tool_registry.h"
#include "text/ui_text.h"

#include <QChart>
#include <QChartView>
#include <QHeaderView>
#include <QLineSeries>
#include <QTableWidget>
#include <QVBoxLayout>
#include <QValueAxis>
#include <cmath>

namespace smui {

CompressionDialog::CompressionDialog(const QString& target, std::uint64_t size_bytes, QWidget* parent)
    : ResultDialog(&sm::run_compression, tr("Compression benchmark"), target, size_bytes, parent)
{
    const std::uint64_t region = sm::compression_region_bytes(size_bytes);
    setHeaderDetail(tr("Target: %1    Test size: %2 (%3 per point, 1 MB blocks, QD1, unbuffered)")
                        .arg(target.isEmpty() ? tr("none") : target, bytesText(size_bytes), bytesText(region)));

    m_chart = new QChart;
    m_chart->setTitle(tr("Speed by compressibility"));
    m_read = addLineSeries(m_chart, tr("Read"), kReadColor);
    m_write = addLineSeries(m_chart, tr("Write"), kWriteColor);
    m_x = addValueAxis(m_chart, tr("Compressibility (share of zero bytes, %)"), Qt::AlignBottom);
    m_x->setRange(0, 100);
    m_x->setTickCount(11);
    m_x->setLabelFormat(QStringLiteral("%d %%"));
    m_y = addValueAxis(m_chart, tr("MB/s (MiB/s)"), Qt::AlignLeft);
    m_y->setRange(0, 100);
    attachAxes({m_read, m_write}, {m_x, m_y});
    addTemperatureLine(m_chart, m_x);
    panelLayout()->addWidget(chartView(m_chart, this, 760, 380), 1);

    m_table = resultTable(2, sm::kCompressionPoints, this);
    QStringList columns;
    for (int i = 0; i < sm::kCompressionPoints; ++i)
        columns << QStringLiteral("%1 %").arg(i * 10);
    m_table->setHorizontalHeaderLabels(columns);
    m_table->setVerticalHeaderLabels({tr("Read MB/s"), tr("Write MB/s")});
    fitTableHeight(m_table, 2);
    panelLayout()->addWidget(m_table);
    reset();
    resize(900, 620);
}

void CompressionDialog::resetView()
{
    m_read->clear();
    m_write->clear();
    fitY();
    blankCells(m_table, Qt::AlignCenter);
}

sm::CompressionRequest CompressionDialog::request() const
{
    sm::CompressionRequest req;
    req.size_bytes = m_sizeBytes;
    return req;
}

void CompressionDialog::addPoint(int index, bool write, double mib_s)
{
    QLineSeries* s = write ? m_write : m_read;
    s->append(index * 10, mib_s);
    m_table->item(write ? 1 : 0, index)->setText(localNumber(mib_s, 2));
    fitY();
}

void CompressionDialog::fitY() { fitValueAxis(m_y, {m_read, m_write}); }

void CompressionDialog::onPhaseFinished(const sm::PhaseRef& phase, const sm::Measurement& m)
{
    if (phase.kind == sm::PhaseKind::CompressionPoint && phase.step >= 0 && phase.step < sm::kCompressionPoints) {
        addPoint(phase.step, phase.write, m.mib_s());
        chartTemperature().add(phase.step * 10, liveTemperature());
    }
}

void CompressionDialog::showResult(const sm::CompressionResult& r)
{
    // Re-render from the result itself, so the chart shows exactly what is exported.
    reset();
    for (const sm::CompressionPoint& p : r.points) {
        addPoint(p.percent / 10, false, p.read.mib_s());
        addPoint(p.percent / 10, true, p.write.mib_s());
        chartTemperature().add(p.percent, r.temperature, {&p.write, &p.read});
    }
}

QString CompressionDialog::cellText(int point, bool write) const { return m_table->item(write ? 1 : 0, point)->text(); }

SM_REGISTER_TOOL(CompressionDialog, QT_TRANSLATE_NOOP("UiText", "compression"),
                 QT_TRANSLATE_NOOP("smui::MainWindow", "&Compression benchmark…"));

}  // namespace smui
