#include "tools/profile_dialog.h"

#include "charts/chart_util.h"
#include "charts/temperature_line.h"
#include "tools/tool_registry.h"
#include "text/ui_text.h"
#include "util/limits.h"

#include <QChart>
#include <QChartView>
#include <QComboBox>
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

ProfileDialog::ProfileDialog(const QString& target, std::uint64_t size_bytes, QWidget* parent)
    : ResultDialog(&sm::run_profile, tr("Workload profiles"), target, size_bytes, parent)
{
    setHeaderDetail(tr("Target: %1    Test size: %2    An IOMeter-style mix at each queue depth of the ramp, %3 s "
                       "per step. MB/s = 10^6 bytes/s.")
                        .arg(target.isEmpty() ? tr("none") : target, bytesText(size_bytes), localNumber(m_seconds, 0)));
    m_profile = new QComboBox(this);
    m_profile->addItem(tr("Database: 8 KiB, 67 % read"), QStringLiteral("database"));
    m_profile->addItem(tr("File server: 512 B–64 KiB, 80 % read"), QStringLiteral("fileserver"));
    m_profile->addItem(tr("Web server: 512 B–512 KiB, 100 % read"), QStringLiteral("webserver"));
    m_profile->addItem(tr("Workstation: 8 KiB, 80 % read, 80 % random"), QStringLiteral("workstation"));
    m_threads = new QSpinBox(this);
    m_threads->setRange(1, static_cast<int>(sm::kMaxToolThreads));
    panelLayout()->addLayout(controlRow(this, {{tr("Profile:"), m_profile, 1}, {tr("Threads:"), m_threads}}));

    auto* chart = new QChart;
    chart->setTitle(tr("IOPS and p99 latency against queue depth"));
    m_iops = addLineSeries(chart, tr("IOPS"), kReadColor);
    m_p99 = addLineSeries(chart, tr("p99 latency (µs)"), kWriteColor);
    m_x = addLog2Axis(chart, tr("Queue depth"));
    m_yIops = addValueAxis(chart, tr("IOPS"), Qt::AlignLeft);
    m_yLat = addValueAxis(chart, tr("p99 latency (µs)"), Qt::AlignRight);
    attachAxes({m_iops}, {m_x, m_yIops});
    attachAxes({m_p99}, {m_x, m_yLat});
    addTemperatureLine(chart, m_x);
    panelLayout()->addWidget(chartView(chart, this, 700, 320), 1);

    m_table = resultTable(0, 4, this);
    m_table->setHorizontalHeaderLabels({tr("IOPS"), tr("MB/s"), tr("mean µs"), tr("p99 µs")});
    panelLayout()->addWidget(m_table);
    reset();
    resize(860, 760);
}

void ProfileDialog::setPlan(const QString& profile, const std::vector<unsigned>& queue_depths, double seconds)
{
    const int i = m_profile->findData(profile);
    if (i >= 0)
        m_profile->setCurrentIndex(i);
    m_depths = queue_depths;
    m_seconds = seconds;
    reset();
}

void ProfileDialog::resetView()
{
    const int rows = static_cast<int>(m_depths.size());
    m_table->setRowCount(rows);
    QStringList names;
    for (unsigned qd : m_depths)
        names << tr("QD %1").arg(qd);
    m_table->setVerticalHeaderLabels(names);
    fitTableHeight(m_table, rows);
    blankCells(m_table);
    m_iops->clear();
    m_p99->clear();
    fitAxes();
}

sm::ProfileRequest ProfileDialog::request() const
{
    sm::ProfileRequest req;
    req.size_bytes = m_sizeBytes;
    req.profile = m_profile->currentData().toString().toStdString();
    req.queue_depths = m_depths;
    req.threads = static_cast<unsigned>(m_threads->value());
    req.seconds = m_seconds;
    return req;
}

void ProfileDialog::showStep(int row, const sm::Measurement& m)
{
    m_table->item(row, 0)->setText(localNumber(m.iops(), 0));
    m_table->item(row, 1)->setText(localNumber(m.mb_s(), 2));
    m_table->item(row, 2)->setText(localNumber(m.latency.mean_us, 1));
    m_table->item(row, 3)->setText(localNumber(m.latency.p99_us, 1));
    const double qd = m_depths[static_cast<std::size_t>(row)];
    m_iops->append(qd, m.iops());
    m_p99->append(qd, m.latency.p99_us);
    fitAxes();
}

void ProfileDialog::fitAxes()
{
    fitPairedValueAxis(m_yIops, seriesTop({m_iops}));
    fitPairedValueAxis(m_yLat, seriesTop({m_p99}));
    const unsigned lo = m_depths.empty() ? 1 : *std::min_element(m_depths.begin(), m_depths.end());
    const unsigned hi = m_depths.empty() ? 2 : *std::max_element(m_depths.begin(), m_depths.end());
    m_x->setRange(lo, std::max(hi, lo * 2));
}

void ProfileDialog::onPhaseFinished(const sm::PhaseRef& phase, const sm::Measurement& m)
{
    if (phase.kind == sm::PhaseKind::ProfileStep && phase.step >= 0 && phase.step < m_table->rowCount()) {
        showStep(phase.step, m);
        chartTemperature().add(m_depths[static_cast<std::size_t>(phase.step)], liveTemperature());
    }
}

void ProfileDialog::showResult(const sm::ProfileResult& r)
{
    m_depths.clear();
    for (const sm::ProfileStep& s : r.steps)
        m_depths.push_back(s.queue_depth);
    reset();
    for (std::size_t i = 0; i < r.steps.size(); ++i) {
        showStep(static_cast<int>(i), r.steps[i].m);
        chartTemperature().add(r.steps[i].queue_depth, r.temperature, {&r.steps[i].m});
    }
    setHeaderDetail(tr("Target: %1    Test size: %2    Profile %3, %n thread(s), queue engine %4. "
                       "MB/s = 10^6 bytes/s.",
                       nullptr, static_cast<int>(r.threads))
                        .arg(qs(r.target), bytesText(r.size_bytes), qs(r.profile.name), qs(r.engine)),
                    r.notes);
}

QString ProfileDialog::cellText(int row, int column) const { return m_table->item(row, column)->text(); }

SM_REGISTER_TOOL(ProfileDialog, QT_TRANSLATE_NOOP("UiText", "workload profile"),
                 QT_TRANSLATE_NOOP("smui::MainWindow", "&Workload profiles…"));

}  // namespace smui
