#include "tools/sustained_dialog.h"
#include "text/translated_reason.h"

#include "charts/chart_util.h"
#include "charts/fill_chart.h"
#include "charts/temperature_line.h"
#include "tools/tool_registry.h"
#include "text/ui_text.h"

#include <QChart>
#include <QChartView>
#include <QComboBox>
#include <QFormLayout>
#include <QLabel>
#include <QLegend>
#include <QLegendMarker>
#include <QLineEdit>
#include <QLineSeries>
#include <QPen>
#include <QValueAxis>
#include <algorithm>
#include <cmath>

namespace smui {
namespace {

constexpr double kGiB = 1073741824.0;
const QColor kCacheColor{0x2c, 0xa0, 0x2c};

QLabel* boldLabel(QWidget* parent, const QColor& colour = QColor())
{
    auto* l = new QLabel(parent);
    l->setTextInteractionFlags(Qt::TextSelectableByMouse);
    l->setWordWrap(true);
    QFont f = l->font();
    f.setBold(true);
    l->setFont(f);
    if (colour.isValid())
        l->setStyleSheet(QStringLiteral("color: %1").arg(colour.name()));
    return l;
}

double gib(std::uint64_t bytes) { return static_cast<double>(bytes) / kGiB; }

// Whole-number labels unless the range is under 10 (GiB of a short run).
void fitGibAxis(QValueAxis* x, double top)
{
    fitValueAxis(x, std::max(top, 0.001));
    x->setLabelFormat(x->max() < 10 ? QStringLiteral("%.2f") : QStringLiteral("%.0f"));
}

}  // namespace

SustainedDialog::SustainedDialog(const QString& target, std::uint64_t size_bytes, QWidget* parent)
    : ResultDialog(&sm::run_sustained, tr("Sustained write"), target, size_bytes, parent)
{
    setHeaderDetail(tr("Target: %1\nSequential incompressible writes until the amount is written, to find the drive's "
                       "write cache (SLC cache): where the speed falls and stays down, the speed before and after, "
                       "the slowest second and the drive's temperature. At least 2 GiB stay free.")
                        .arg(target.isEmpty() ? tr("none") : target));
    auto* form = new QFormLayout;
    m_method = new QComboBox(this);
    m_method->addItem(tr("1 MiB blocks at queue depth 1 (TechPowerUp)"), QSize(1 << 20, 1));
    m_method->addItem(tr("128 KiB blocks at queue depth 32 (AnandTech)"), QSize(128 << 10, 32));
    m_amount = new QComboBox(this);
    m_amount->addItem(tr("85 % of the free space"), 85.0);
    m_amount->addItem(tr("50 % of the free space"), 50.0);
    m_amount->addItem(tr("25 % of the free space"), 25.0);
    m_amount->addItem(tr("The test size (%1)").arg(bytesText(size_bytes)), 0.0);
    m_rests = new QLineEdit(this);
    m_rests->setObjectName(QStringLiteral("rests"));
    m_rests->setPlaceholderText(tr("none; e.g. 30s, 2m, 10m"));
    m_rests->setToolTip(tr("Cache recovery: write until the cache is full, then for each rest stay idle that long "
                           "and write again until the speed falls: how much cache each rest brings back."));
    form->addRow(tr("Writes:"), m_method);
    form->addRow(tr("Amount:"), m_amount);
    form->addRow(tr("Rests:"), m_rests);
    panelLayout()->addLayout(form);

    auto* chart = new QChart;
    chart->setTitle(tr("Write speed over the amount written"));
    m_speed = addLineSeries(chart, tr("Sequential write"), kWriteColor, false);
    m_cache = addLineSeries(chart, tr("Cache full"), kCacheColor, false);
    m_cache->setPen(QPen(kCacheColor, 2, Qt::DashLine));
    m_x = addValueAxis(chart, tr("GiB written"), Qt::AlignBottom);
    m_y = addValueAxis(chart, tr("MB/s (MiB/s)"), Qt::AlignLeft);
    attachAxes({m_speed, m_cache}, {m_x, m_y});
    addTemperatureLine(chart, m_x);
    panelLayout()->addWidget(chartView(chart, this, 760, 340), 1);

    m_verdict = boldLabel(this);
    m_temperature = new QLabel(this);
    m_temperature->setWordWrap(true);
    m_throttle = boldLabel(this, QColor(0xc0, 0x00, 0x00));
    m_recovery = new QLabel(this);
    m_recovery->setObjectName(QStringLiteral("recovery"));
    m_recovery->setWordWrap(true);
    m_recovery->setTextInteractionFlags(Qt::TextSelectableByMouse);
    for (QLabel* l : {m_verdict, m_temperature, m_throttle, m_recovery})
        panelLayout()->addWidget(l);
    reset();
    resize(900, 700);
}

void SustainedDialog::setPlan(std::uint32_t block_bytes, unsigned queue_depth, std::uint64_t amount_bytes,
                              double percent, unsigned sample_ms)
{
    const QSize method(static_cast<int>(block_bytes), static_cast<int>(queue_depth));
    if (m_method->findData(method) < 0)
        m_method->addItem(tr("%1 blocks at queue depth %2").arg(bytesText(block_bytes)).arg(queue_depth), method);
    m_method->setCurrentIndex(m_method->findData(method));
    m_customAmount = amount_bytes;
    if (amount_bytes) {
        m_amount->addItem(bytesText(amount_bytes), -1.0);
        m_amount->setCurrentIndex(m_amount->count() - 1);
    } else if (const int i = m_amount->findData(percent); i >= 0)
        m_amount->setCurrentIndex(i);
    m_sampleMs = sample_ms;
}

sm::SustainedRequest SustainedDialog::request() const
{
    sm::SustainedRequest req;
    const QSize method = m_method->currentData().toSize();
    req.block_bytes = static_cast<std::uint64_t>(method.width());
    req.queue_depth = static_cast<unsigned>(method.height());
    applySizeChoice(m_amount->currentData().toDouble(), m_customAmount, m_sizeBytes, req.amount_bytes,
                    req.amount_percent);
    req.sample_ms = m_sampleMs;
    if (!m_rests->text().trimmed().isEmpty())
        req.rest_s = sm::parse_rests(m_rests->text().trimmed().toStdString());
    return req;
}

void SustainedDialog::setRests(const QString& text) { m_rests->setText(text); }

QString SustainedDialog::recoveryText() const { return m_recovery->isHidden() ? QString() : m_recovery->text(); }

void SustainedDialog::resetView()
{
    for (QLineSeries* s : {m_speed, m_cache})
        s->clear();
    m_verdict->setText(tr("Write cache: ----"));
    m_temperature->setText(tr("Temperature: ----"));
    m_throttle->clear();
    m_throttle->hide();
    m_recovery->clear();
    m_recovery->hide();
    delete m_recoveryChart;
    m_recoveryChart = nullptr;
    fitAxes();
}

void SustainedDialog::fitAxes()
{
    double speed = 0, x = 0;
    for (const QPointF& p : m_speed->points())
        speed = std::max(speed, p.y()), x = std::max(x, p.x());
    fitValueAxis(m_y, std::max(speed, 1.0));
    m_y->setTickCount(5);
    fitGibAxis(m_x, x);
}

void SustainedDialog::onPhaseProgress(const sm::ProgressEvent& ev)
{
    // One interval per sample while the writes run.
    if (ev.phase.kind != sm::PhaseKind::SustainedWrite || !ev.interval)
        return;
    m_speed->append(gib(ev.done_bytes), ev.interval->mib_s());
    chartTemperature().add(gib(ev.done_bytes), ev.temperature_c);
    fitAxes();
}

void SustainedDialog::showResult(const sm::SustainedResult& r)
{
    reset();
    // The chart shows the result's own samples, so it matches the export.
    for (const sm::SustainedSample& s : r.samples) {
        m_speed->append(gib(s.written_bytes), s.mib_s);
        chartTemperature().add(gib(s.written_bytes), s.temperature_c);
    }
    fitAxes();
    const sm::CacheVerdict c = r.cache();
    const QString slowest = localNumber(c.min_mib_s, 1), total = localNumber(r.total_s, 1);
    if (c.detected) {
        m_cache->append(gib(*c.bytes), 0);
        m_cache->append(gib(*c.bytes), m_y->max());
        m_cache->setName(tr("Cache full at %1").arg(bytesText(*c.bytes)));
        m_verdict->setText(tr("Write cache: %1, written at %2 MB/s; after it %3 MB/s. Slowest second: %4 MB/s. "
                              "%5 in %6 s.")
                               .arg(bytesText(*c.bytes), localNumber(c.before_mib_s, 1), localNumber(*c.after_mib_s, 1),
                                    slowest, bytesText(r.written_bytes), total));
    } else {
        m_cache->setName(tr("Cache full"));
        m_verdict->setText(tr("No write cache found: %1 MB/s throughout (the speed never stayed below 70 % of the "
                              "initial %2 MB/s for 3 s). Slowest second: %3 MB/s. %4 in %5 s.")
                               .arg(localNumber(c.before_mib_s, 1), localNumber(c.initial_mib_s, 1), slowest,
                                    bytesText(r.written_bytes), total));
    }
    if (r.partial)
        m_verdict->setText(tr("Partial result: %1").arg(qs(r.partial_reason)) + QLatin1Char('\n') + m_verdict->text());
    const sm::TemperatureRecord& t = r.temperature;
    if (t.known())
        m_temperature->setText(
            tr("Temperature: %1 to %2 °C, from %3 °C at the start to %4 °C at the end (%5%6).")
                .arg(localNumber(t.min_c(), 1), localNumber(t.max_c(), 1), localNumber(t.start_c(), 1),
                     localNumber(t.end_c(), 1), qs(t.source),
                     t.warning_c ? tr("; warning at %1 °C").arg(localNumber(*t.warning_c, 1)) : QString()));
    else
        m_temperature->setText(tr("Temperature: not available (%1).").arg(trReason(t.reason)));
    const sm::ThrottleCheck th = r.throttle();
    m_throttle->setVisible(th.warned);
    if (th.warned)
        m_throttle->setText(
            tr("Throttling: at %1 s, at or above the drive's warning temperature of %2 °C, the speed "
               "was %3 % below its level before the drive got that hot.")
                .arg(localNumber(*th.at_t_s, 1), localNumber(*t.warning_c, 1), localNumber(*th.drop_share * 100, 0)));
    showRecovery(r);
    setHeaderDetail(tr("Target: %1    %2 blocks at queue depth %3 (%4), sampled every %5 ms; %6 asked for.")
                        .arg(qs(r.target), bytesText(r.block_bytes))
                        .arg(r.queue_depth)
                        .arg(qs(r.engine))
                        .arg(r.sample_ms)
                        .arg(bytesText(r.amount_bytes)));
}

void SustainedDialog::showRecovery(const sm::SustainedResult& r)
{
    if (r.rests_asked_s.empty())
        return;
    m_recovery->show();
    if (r.rests.empty()) {
        m_recovery->setText(r.partial ? tr("Cache recovery: not measured, the run ended first.")
                                      : tr("Cache recovery: not measured. No write cache was found, so there was none "
                                           "to recover; the sustained result is kept. Write more to find it."));
        return;
    }
    QStringList lines{
        tr("Cache recovery: what each rest brought back of the %1 cache.").arg(bytesText(r.cache().bytes.value_or(0)))};
    for (const sm::RecoveryRest& rest : r.rests) {
        const sm::RecoveryVerdict v = r.recovery(rest);
        QString line = tr("After %1 s idle: %2 written at the cache's speed")
                           .arg(localNumber(rest.idle_s, 1), bytesText(v.recovered_bytes));
        if (!v.fell)
            line += tr(" (at least: the speed had not fallen)");
        lines << line;
    }
    m_recovery->setText(lines.join(QLatin1Char('\n')));
    m_recoveryChart = recoveryChart(r, this);
    if (m_recoveryChart)
        panelLayout()->addWidget(m_recoveryChart, 1);
}

QString SustainedDialog::verdictText() const { return m_verdict->text(); }
QString SustainedDialog::temperatureText() const { return m_temperature->text(); }
QString SustainedDialog::throttleText() const { return m_throttle->isHidden() ? QString() : m_throttle->text(); }

SM_REGISTER_TOOL(SustainedDialog, QT_TRANSLATE_NOOP("UiText", "sustained write"),
                 QT_TRANSLATE_NOOP("smui::MainWindow", "Sus&tained write…"));

}  // namespace smui
