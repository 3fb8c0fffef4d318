#include "sweep_dialog.h"

#include "chart_util.h"
#include "ui_text.h"
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
    auto* row = new QHBoxLayout;
    m_qd = new QSpinBox(this);
    m_qd->setRange(1, static_cast<int>(sm::kMaxQueueDepth));
    m_qd->setValue(4);
    row->addWidget(new QLabel(tr("Queue depth:"), this));
    row->addWidget(m_qd);
    row->addStretch(1);
    panelLayout()->addLayout(row);

    auto* chart = new QChart;
    chart->setTitle(tr("MB/s against block size"));
    m_write = new QLineSeries(chart);
    m_write->setName(tr("Write"));
    m_write->setColor(QColor(0xd6, 0x27, 0x28));
    m_read = new QLineSeries(chart);
    m_read->setName(tr("Read"));
    m_read->setColor(QColor(0x1f, 0x77, 0xb4));
    for (QLineSeries* s : {m_write, m_read}) {
        s->setPointsVisible(true);
        chart->addSeries(s);
    }
    m_x = new QLogValueAxis(chart);
    m_x->setBase(2);
    m_x->setLabelFormat(QStringLiteral("%.0f"));
    m_x->setTitleText(tr("Block size (KiB, log scale)"));
    m_y = new QValueAxis(chart);
    m_y->setLabelFormat(QStringLiteral("%.0f"));
    m_y->setTitleText(tr("MB/s (10^6 bytes/s)"));
    chart->addAxis(m_x, Qt::AlignBottom);
    chart->addAxis(m_y, Qt::AlignLeft);
    for (QLineSeries* s : {m_write, m_read}) {
        s->attachAxis(m_x);
        s->attachAxis(m_y);
    }
    chart->legend()->setAlignment(Qt::AlignBottom);
    auto* view = new QChartView(chart, this);
    view->setRenderHint(QPainter::Antialiasing);
    view->setMinimumSize(700, 320);
    panelLayout()->addWidget(view, 1);

    m_table = new QTableWidget(2, 0, this);
    m_table->setVerticalHeaderLabels({tr("Write MB/s"), tr("Read MB/s")});
    m_table->setEditTriggers(QAbstractItemView::NoEditTriggers);
    m_table->horizontalHeader()->setSectionResizeMode(QHeaderView::Stretch);
    m_table->verticalHeader()->setSectionResizeMode(QHeaderView::Fixed);
    m_table->setVerticalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    m_table->setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    panelLayout()->addWidget(m_table);
    resetView();
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
    resetView();
}

void SweepDialog::resetView()
{
    const auto list = sizes();
    m_table->setColumnCount(static_cast<int>(list.size()));
    QStringList names;
    for (std::uint32_t b : list)
        names << qs(sm::block_label(b));
    m_table->setHorizontalHeaderLabels(names);
    // After the labels: with no columns the header has no height yet.
    m_table->setFixedHeight(m_table->horizontalHeader()->sizeHint().height() +
                            2 * m_table->verticalHeader()->defaultSectionSize() + 6);
    for (int r = 0; r < 2; ++r)
        for (int c = 0; c < m_table->columnCount(); ++c) {
            auto* item = new QTableWidgetItem(QStringLiteral("----"));
            item->setTextAlignment(Qt::AlignCenter);
            m_table->setItem(r, c, item);
        }
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

void SweepDialog::fitY()
{
    double top = 0;
    for (const QLineSeries* s : {m_read, m_write})
        for (const QPointF& p : s->points())
            top = std::max(top, p.y());
    fitValueAxis(m_y, top);
}

void SweepDialog::onPhaseFinished(const sm::PhaseRef& phase, const sm::Measurement& m)
{
    // The step counts measured sizes; the sweep skips none at ≥ 4 KiB
    // alignment, and the final re-render from the result corrects any skip.
    if (phase.kind == sm::PhaseKind::SweepBlock && phase.step >= 0 && phase.step < m_table->columnCount())
        showPoint(phase.step, phase.write, m.mb_s());
}

void SweepDialog::showResult(const sm::SweepResult& r)
{
    if (!r.points.empty()) {
        m_from = r.points.front().block_bytes;
        m_to = r.points.back().block_bytes;
    }
    resetView();
    for (std::size_t i = 0; i < r.points.size(); ++i) {
        showPoint(static_cast<int>(i), true, r.points[i].write.mb_s());
        showPoint(static_cast<int>(i), false, r.points[i].read.mb_s());
    }
    QString detail = tr("Target: %1    Test size: %2    Queue depth %3, queue engine %4. MB/s = 10^6 bytes/s.")
                         .arg(qs(r.target), bytesText(r.size_bytes))
                         .arg(r.queue_depth)
                         .arg(qs(r.engine));
    for (const std::string& n : r.notes)
        detail += QLatin1Char('\n') + qs(n);
    setHeaderDetail(detail);
}

QString SweepDialog::cellText(int row, int column) const { return m_table->item(row, column)->text(); }

}  // namespace smui
