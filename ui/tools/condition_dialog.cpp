#include "tools/condition_dialog.h"

#include "charts/chart_util.h"
#include "charts/temperature_line.h"
#include "tools/tool_registry.h"
#include "text/ui_text.h"
#include "util/limits.h"

#include <QChart>
#include <QChartView>
#include <QCheckBox>
#include <QComboBox>
#include <QDoubleSpinBox>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QLineSeries>
#include <QVBoxLayout>
#include <QValueAxis>
#include <cmath>

namespace smui {

ConditionDialog::ConditionDialog(const QString& target, std::uint64_t size_bytes, QWidget* parent)
    : ResultDialog(&sm::run_condition, tr("Condition drive"), target, size_bytes, parent)
{
    setHeaderDetail(tr("Target: %1\nRandom 128 KiB incompressible writes over a conditioning file, to bring the drive "
                       "to its used (steady) state before a run labelled \"conditioned\". At least 2 GiB stay free.")
                        .arg(target.isEmpty() ? tr("none") : target));
    auto* form = new QFormLayout;
    m_size = new QComboBox(this);
    m_size->addItem(tr("50 % of the free space"), 50.0);
    m_size->addItem(tr("25 % of the free space"), 25.0);
    m_size->addItem(tr("75 % of the free space"), 75.0);
    m_size->addItem(tr("The test size (%1)").arg(bytesText(size_bytes)), 0.0);
    auto* stopRow = new QHBoxLayout;
    m_stop = new QComboBox(this);
    m_stop->addItem(tr("minutes"));
    m_stop->addItem(tr("GiB written"));
    m_amount = new QDoubleSpinBox(this);
    m_amount->setRange(0.1, sm::kMaxRunSeconds / 60);
    m_amount->setDecimals(1);
    m_amount->setValue(30);
    stopRow->addWidget(m_amount);
    stopRow->addWidget(m_stop);
    stopRow->addStretch(1);
    m_fill = new QCheckBox(tr("One sequential pass over the file first"), this);
    m_keep = new QCheckBox(tr("Keep the file during the next run (removed when it ends)"), this);
    form->addRow(tr("File size:"), m_size);
    form->addRow(tr("Stop after:"), stopRow);
    form->addRow(QString(), m_fill);
    form->addRow(QString(), m_keep);
    panelLayout()->addLayout(form);

    auto* chart = new QChart;
    chart->setTitle(tr("Write speed while conditioning"));
    m_series = addLineSeries(chart, tr("Random 128 KiB write"), kWriteColor);
    m_x = addValueAxis(chart, tr("Time (s)"), Qt::AlignBottom);
    m_x->setTickCount(6);  // ranges are multiples of 10 s: whole-number ticks
    m_y = addValueAxis(chart, tr("MB/s (MiB/s)"), Qt::AlignLeft);
    attachAxes({m_series}, {m_x, m_y});
    addTemperatureLine(chart, m_x);
    panelLayout()->addWidget(chartView(chart, this, 700, 300), 1);
    reset();
    resize(820, 640);
}

void ConditionDialog::setPlan(double size_percent, std::uint64_t size_bytes, double minutes,
                              std::uint64_t written_bytes, bool fill, bool keep)
{
    m_customBytes = size_bytes;
    m_customWritten = minutes > 0 ? 0 : written_bytes;
    if (size_bytes) {
        m_size->addItem(bytesText(size_bytes), -1.0);
        m_size->setCurrentIndex(m_size->count() - 1);
    } else
        for (int i = 0; i < m_size->count(); ++i)
            if (m_size->itemData(i).toDouble() == size_percent)
                m_size->setCurrentIndex(i);
    m_stop->setCurrentIndex(minutes > 0 ? 0 : 1);
    m_amount->setDecimals(3);
    m_amount->setMinimum(0.001);
    m_amount->setValue(minutes > 0 ? minutes : static_cast<double>(written_bytes) / (1ull << 30));
    m_fill->setChecked(fill);
    m_keep->setChecked(keep);
}

sm::ConditionRequest ConditionDialog::request() const
{
    sm::ConditionRequest req;
    applySizeChoice(m_size->currentData().toDouble(), m_customBytes, m_sizeBytes, req.size_bytes, req.size_percent);
    if (m_stop->currentIndex() == 0)
        req.seconds = m_amount->value() * 60;
    else
        req.written_bytes = m_customWritten
            ? m_customWritten
            : static_cast<std::uint64_t>(m_amount->value() * static_cast<double>(1ull << 30));
    req.sequential_fill = m_fill->isChecked();
    req.keep = m_keep->isChecked();
    return req;
}

void ConditionDialog::resetView()
{
    m_series->clear();
    m_x->setRange(0, 10);
    m_y->setRange(0, 100);
    m_t0 = -1;
}

void ConditionDialog::fitAxes(double seconds)
{
    m_x->setRange(0, std::max(10.0, std::ceil(seconds / 10) * 10));
    const double top = seriesTop({m_series});
    const double step = std::pow(10.0, std::floor(std::log10(std::max(top, 1.0))));
    m_y->setRange(0, std::ceil(top * 1.1 / step) * step);
}

void ConditionDialog::onPhaseProgress(const sm::ProgressEvent& ev)
{
    // One interval a second while the random writes run.
    if (ev.phase.kind != sm::PhaseKind::Conditioning || !ev.interval)
        return;
    if (m_t0 < 0)
        m_t0 = ev.run_elapsed_s - ev.interval->elapsed_s;
    const double t = ev.run_elapsed_s - m_t0;
    m_series->append(t, ev.interval->mib_s());
    chartTemperature().add(t, liveTemperature());
    fitAxes(t);
}

void ConditionDialog::showResult(const sm::ConditionResult& r)
{
    reset();
    // The chart shows the result's own samples, so it matches the export.
    for (const sm::ConditionSample& s : r.samples)
        m_series->append(s.t_s, s.mib_s);
    if (r.writes_start_s)
        chartTemperature().addSpan(r.temperature, *r.writes_start_s, *r.writes_start_s + r.seconds, 0);
    fitAxes(r.seconds);
    setHeaderDetail(summary(r));
}

QString ConditionDialog::summary(const sm::ConditionResult& r) const
{
    QString text = r.fill_seconds > 0
        ? tr("Conditioned %1: a %2 file, %3 of random 128 KiB writes in %4 s = %5 MB/s, after a %6 s "
             "sequential fill.")
              .arg(qs(r.target), bytesText(r.size_bytes), bytesText(r.written_bytes), localNumber(r.seconds, 1),
                   localNumber(r.mib_s(), 2), localNumber(r.fill_seconds, 1))
        : tr("Conditioned %1: a %2 file, %3 of random 128 KiB writes in %4 s = %5 MB/s.")
              .arg(qs(r.target), bytesText(r.size_bytes), bytesText(r.written_bytes), localNumber(r.seconds, 1),
                   localNumber(r.mib_s(), 2));
    if (!r.samples.empty()) {
        double lo = r.samples.front().mib_s, hi = lo;
        for (const sm::ConditionSample& s : r.samples)
            lo = std::min(lo, s.mib_s), hi = std::max(hi, s.mib_s);
        text += QLatin1Char('\n') +
            tr("MB/s per second: first %1, last %2, min %3, max %4 (%n sample(s))", nullptr,
               static_cast<int>(r.samples.size()))
                .arg(localNumber(r.samples.front().mib_s, 2), localNumber(r.samples.back().mib_s, 2),
                     localNumber(lo, 2), localNumber(hi, 2));
    }
    if (r.kept)
        text += QLatin1Char('\n') +
            tr("The file is kept in %1 until the next run on this target ends.").arg(qs(r.kept_folder));
    return text;
}

SM_REGISTER_TOOL(ConditionDialog, QT_TRANSLATE_NOOP("UiText", "conditioning"),
                 QT_TRANSLATE_NOOP("smui::MainWindow", "Condition &drive…"), KindUi::Group::Prepare);

}  // namespace smui
