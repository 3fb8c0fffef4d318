#include "tools/surface_dialog.h"
#include "text/translated_reason.h"

#include "charts/chart_util.h"
#include "desktop/device_permission.h"
#include "charts/temperature_line.h"
#include "tools/tool_registry.h"
#include "text/ui_text.h"
#include "util/limits.h"

#include <QChart>
#include <QChartView>
#include <QCheckBox>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineSeries>
#include <QScatterSeries>
#include <QSpinBox>
#include <QValueAxis>

namespace smui {

SurfaceDialog::SurfaceDialog(const QString& target, std::uint64_t size_bytes, QWidget* parent)
    : ResultDialog(&sm::run_surface, tr("Surface scan"), target, size_bytes, parent)
{
    setHeaderDetail(tr("Target: %1    Sequential reads at evenly spaced points across the whole drive when it opens "
                       "read-only (nothing is written to it), else across a test file of %2; random reads around each "
                       "point give its access time. MB/s = 10^6 bytes/s.")
                        .arg(target.isEmpty() ? tr("none") : target, bytesText(size_bytes)));
    m_points = new QSpinBox(this);
    m_points->setRange(static_cast<int>(sm::kMinSurfacePoints), static_cast<int>(sm::kMaxSurfacePoints));
    m_points->setValue(100);
    m_chunk = new QSpinBox(this);
    m_chunk->setRange(1, static_cast<int>(sm::kMaxSurfaceChunk >> 20));
    m_chunk->setValue(8);
    m_chunk->setSuffix(tr(" MiB"));
    m_device = new QCheckBox(tr("Scan the whole drive when it can be opened read-only"), this);
    m_device->setChecked(true);
    panelLayout()->addLayout(
        controlRow(this, {{tr("Points:"), m_points}, {tr("Read per point:"), m_chunk}, {QString(), m_device}}));

    auto* chart = new QChart;
    chart->setTitle(tr("Read MB/s and access time across the span"));
    m_read = addLineSeries(chart, tr("Read MB/s"), kReadColor, false);  // 100 points and more: a plain line
    m_access = new QScatterSeries(chart);
    m_access->setName(tr("Access time (ms)"));
    m_access->setColor(kWriteColor);
    m_access->setBorderColor(kWriteColor);
    m_access->setMarkerSize(6);
    chart->addSeries(m_access);
    m_x = addValueAxis(chart, tr("Position (% of the span)"), Qt::AlignBottom);
    m_x->setRange(0, 100);
    m_x->setTickCount(11);
    m_yRead = addValueAxis(chart, tr("MB/s (10^6 bytes/s)"), Qt::AlignLeft);
    m_yAccess = addValueAxis(chart, tr("Access time (ms)"), Qt::AlignRight);
    m_yAccess->setLabelFormat(QStringLiteral("%.3f"));
    attachAxes({m_read}, {m_x, m_yRead});
    attachAxes({m_access}, {m_x, m_yAccess});
    addTemperatureLine(chart, m_x);
    panelLayout()->addWidget(chartView(chart, this, 760, 360), 1);

    m_summary = new QLabel(this);
    m_summary->setTextInteractionFlags(Qt::TextSelectableByMouse);
    QFont f = m_summary->font();
    f.setBold(true);
    m_summary->setFont(f);
    panelLayout()->addWidget(m_summary);
    reset();
    resize(1000, 620);
}

void SurfaceDialog::setPlan(unsigned points, unsigned chunk_mib, bool use_device)
{
    m_points->setValue(static_cast<int>(points));
    m_chunk->setValue(static_cast<int>(chunk_mib));
    m_device->setChecked(use_device);
    reset();
}

void SurfaceDialog::resetView()
{
    m_read->clear();
    m_access->clear();
    m_summary->setText(tr("Min ----    Avg ----    Max ----    Access time ----"));
    fitAxes();
}

sm::SurfaceRequest SurfaceDialog::request() const
{
    sm::SurfaceRequest req;
    req.points = static_cast<unsigned>(m_points->value());
    req.chunk_bytes = static_cast<std::uint64_t>(m_chunk->value()) << 20;
    // The session's answer to the main window's whole-drive question.
    req.use_device = m_device->isChecked() && sessionDeviceAnswer() != DeviceAnswer::TestFile;
    req.authorize = sessionDeviceAnswer() == DeviceAnswer::Allow;
    req.file_bytes = std::max<std::uint64_t>(m_sizeBytes, req.chunk_bytes * 2);
    return req;
}

void SurfaceDialog::fitAxes()
{
    fitPairedValueAxis(m_yRead, seriesTop({m_read}));
    // Access times are fractions of a millisecond on an SSD.
    fitPairedValueAxis(m_yAccess, seriesTop({m_access}), 0.01);
}

void SurfaceDialog::onPhaseFinished(const sm::PhaseRef& phase, const sm::Measurement& m)
{
    // The access reads are not reported one by one; they appear with the result.
    const int n = phase.steps;
    if (phase.kind != sm::PhaseKind::SurfacePoint || phase.step < 0 || phase.step >= n || n < 2)
        return;
    m_read->append(100.0 * phase.step / (n - 1), m.mb_s());
    chartTemperature().add(100.0 * phase.step / (n - 1), liveTemperature());
    fitAxes();
}

void SurfaceDialog::showResult(const sm::SurfaceResult& r)
{
    reset();
    for (const sm::SurfacePoint& p : r.points) {
        m_read->append(100.0 * p.position, p.mb_s());
        m_access->append(100.0 * p.position, p.access_ms);  // as exported
        chartTemperature().add(100.0 * p.position, r.temperature, {&p.read});
    }
    fitAxes();
    m_summary->setText(tr("Min %1 MB/s    Avg %2 MB/s    Max %3 MB/s    Access time %4 ms")
                           .arg(localNumber(r.min_mb_s(), 1), localNumber(r.avg_mb_s(), 1),
                                localNumber(r.max_mb_s(), 1), localNumber(r.mean_access_ms(), 3)));
    const QString span = r.span == "device" ? tr("the whole drive (%1), read-only").arg(bytesText(r.span_bytes))
                                            : tr("a test file of %1").arg(bytesText(r.span_bytes));
    QString detail = tr("Target: %1    Span: %2    %n point(s), %3 read at each. MB/s = 10^6 bytes/s.", nullptr,
                        static_cast<int>(r.points.size()))
                         .arg(qs(r.target), span, bytesText(r.chunk_bytes));
    if (!r.span_note.empty())
        detail += QLatin1Char('\n') + tr("Span: %1").arg(trReason(r.span_note));
    setHeaderDetail(detail);
}

QString SurfaceDialog::summaryText() const { return m_summary->text(); }

SM_REGISTER_TOOL(SurfaceDialog, QT_TRANSLATE_NOOP("UiText", "surface scan"),
                 QT_TRANSLATE_NOOP("smui::MainWindow", "S&urface scan…"));

}  // namespace smui
