#include "tools/tool_dialog.h"
#include "text/translated_reason.h"

#include "text/accessibility.h"
#include "desktop/async_dialogs.h"
#include "desktop/close_guard.h"
#include "desktop/grab.h"
#include "panels/live_progress.h"
#include "desktop/save_file.h"
#include "panels/target_probe.h"
#include "panels/targets.h"
#include "charts/temperature_line.h"
#include "charts/fill_chart.h"
#include "panels/fill_choice.h"
#include "text/ui_text.h"

#include <QHBoxLayout>
#include <QLabel>
#include <QMenu>
#include <QMessageBox>
#include <QProgressBar>
#include <QPushButton>
#include <QVBoxLayout>
#include <vector>

namespace smui {

ToolDialog::ToolDialog(const sm::ResultKind& kind, const QString& title, const QString& target,
                       std::uint64_t size_bytes, QWidget* parent)
    : QDialog(parent), m_target(target), m_sizeBytes(size_bytes), m_kind(kind), m_controller(new JobController(this))
{
    setWindowTitle(title + QStringLiteral(" — SolidMark"));
    auto* outer = new QVBoxLayout(this);

    m_panel = new QWidget(this);
    m_panel->setAutoFillBackground(true);
    m_panelLayout = new QVBoxLayout(m_panel);
    auto* header = new QLabel(QStringLiteral("<b>%1</b>").arg(title.toHtmlEscaped()), m_panel);
    m_detail = new QLabel(m_panel);
    m_detail->setTextInteractionFlags(Qt::TextSelectableByMouse);
    m_detail->setWordWrap(true);  // long descriptions (German, Russian) wrap instead of widening the dialog
    // The drive, its controller (AS SSD's driver line), the stack and the
    // target's flags: what the target alone tells, then the result's own.
    m_drive = new QLabel(m_panel);
    m_drive->setObjectName(QStringLiteral("drive"));
    m_drive->setTextInteractionFlags(Qt::TextSelectableByMouse);
    m_drive->setWordWrap(true);
    if (!target.isEmpty()) {
        // Described off the GUI thread (target_probe.h): the last answer at once, then a fresh one.
        TargetProbe& probe = TargetProbe::instance();
        const auto show = [this](const TargetFacts& f) {
            if (f.path == m_target && !m_document)
                m_drive->setText(UiText::deviceSummary(f.info, f.info.flags));
        };
        if (const TargetFacts* known = probe.last(target))
            show(*known);
        connect(&probe, &TargetProbe::described, this, show);
        connect(&probe, &TargetProbe::notResponding, this, [this](const QString& path) {
            if (path == m_target && !m_document)
                m_drive->setText(stalledTarget(path, TargetProbe::instance().timeoutMs()).tooltip);
        });
        probe.probe(target);
    }
    m_panelLayout->addWidget(header);
    m_panelLayout->addWidget(m_detail);
    m_panelLayout->addWidget(m_drive);
    outer->addWidget(m_panel, 1);

    auto* progressRow = new QHBoxLayout;
    m_progress = new QProgressBar(this);
    m_progress->setRange(0, 1000);
    m_progress->setValue(0);
    m_progress->setTextVisible(true);
    m_progress->setFormat(tr("Ready"));
    m_elapsed = new ClockLabel(this);
    progressRow->addWidget(m_progress, 1);
    progressRow->addWidget(m_elapsed);
    outer->addLayout(progressRow);

    auto* buttons = new QHBoxLayout;
    m_start = new QPushButton(tr("Start"), this);
    m_save = new QPushButton(tr("Save PNG…"), this);
    m_export = new QPushButton(tr("Export…"), this);
    auto* close = new QPushButton(tr("Close"), this);
    auto* exportMenu = new QMenu(m_export);
    exportMenu->addAction(tr("JSON…"), this, [this] { chooseExport(QStringLiteral("json")); });
    exportMenu->addAction(tr("CSV…"), this, [this] { chooseExport(QStringLiteral("csv")); });
    if (m_kind.text)  // a kind with a text layout (presets: CrystalDiskMark 8's)
        exportMenu->addAction(tr("Save as text…"), this, [this] { chooseExport(QStringLiteral("txt")); });
    m_export->setMenu(exportMenu);
    buttons->addWidget(m_start);
    m_fill = new FillChoice(this);
    auto* fillLabel = new QLabel(tr("Fill:"), this);
    fillLabel->setBuddy(m_fill);
    buttons->addWidget(fillLabel);
    buttons->addWidget(m_fill);
    buttons->addStretch(1);
    buttons->addWidget(m_save);
    buttons->addWidget(m_export);
    buttons->addWidget(close);
    outer->addLayout(buttons);

    connect(m_start, &QPushButton::clicked, this, [this] { isRunning() ? abort() : start(); });
    connect(m_save, &QPushButton::clicked, this, [this] {
        saveWithRetry(this,
                      {tr("Save PNG"),
                       baseFileName() + ".png",
                       tr("PNG image (*.png)"),
                       [this] { return pngBytes(m_panel); },
                       {}});
    });
    connect(close, &QPushButton::clicked, this, &QDialog::reject);
    m_closeGuard = new CloseGuard(this, m_controller, tr("A benchmark is running. Abort it and close?"));
    connect(m_controller, &JobController::progress, this, &ToolDialog::onProgress);
    connect(m_controller, &JobController::ended, this, &ToolDialog::onEnded);
    m_export->setEnabled(false);
}

ToolDialog::~ToolDialog() = default;  // a job still going is told to stop, never waited for (job_controller.h)

void ToolDialog::setHeaderDetail(const QString& text) { m_detail->setText(text); }

void ToolDialog::setHeaderDetail(const QString& text, const std::vector<std::string>& notes)
{
    QString detail = text;
    for (const std::string& n : notes)
        detail += QLatin1Char('\n') + qs(n);
    setHeaderDetail(detail);
}

void ToolDialog::reset()
{
    if (m_temperatureLine)
        m_temperatureLine->clear();
    resetView();
}

void ToolDialog::addTemperatureLine(QChart* chart, QAbstractAxis* x)
{
    m_temperatureLine = new TemperatureLine(chart, x);
}

QString ToolDialog::driveText() const { return m_drive->text(); }

void ToolDialog::addDetailLine(const QString& text) { m_detail->setText(m_detail->text() + QLatin1Char('\n') + text); }

QString ToolDialog::baseFileName() const
{
    const QString model = m_document ? qs(m_kind.summary(*m_document).device.model) : QString();
    return datedFileName(QLatin1String(m_kind.key.data(), static_cast<qsizetype>(m_kind.key.size())), model);
}

bool ToolDialog::isRunning() const { return m_starting || m_controller->running(); }

std::vector<sm::FillLevelSpec> ToolDialog::fillLevels() const { return m_fill->levels(); }

void ToolDialog::showFill(const sm::Json& doc)
{
    delete m_fillChart;
    m_fillChart = nullptr;
    const std::optional<sm::FillRecord> fill = sm::fill_from_json(doc);
    if (!fill)
        return;
    addDetailLine(tr("Fill: %1").arg(UiText::fillPhrase(*fill)));
    const auto levels = sm::fill_series_from_json(doc, [](const sm::Json& d) { return d; });
    if (levels.size() < 2 || !m_kind.fill_figures)
        return;
    m_fillChart = fillSeriesChart(levels, m_kind.fill_figures(doc), m_panel);
    m_panelLayout->addWidget(m_fillChart, 1);
}

void ToolDialog::clearResult()
{
    delete m_fillChart;
    m_fillChart = nullptr;
    m_document.reset();
    discardResult();
    if (!isRunning())
        m_export->setEnabled(false);
}

void ToolDialog::start()
{
    if (isRunning())
        return;
    if (m_target.isEmpty()) {
        fail(sm::ErrorKind::InvalidInput, tr("Choose a target volume or folder in the main window first."));
        return;
    }
    JobController::Job job;
    try {
        job = prepareJob();
    } catch (const sm::Error& e) {
        fail(e.kind(), qs(e.what()));
        return;
    }
    setStarting();
    checkHistory(this, m_interactive, [this, job = std::move(job)](const HistoryCheck& history) mutable {
        const bool wanted = m_starting;
        m_starting = false;
        if (!history.refusal.isEmpty())
            fail(sm::ErrorKind::NotWritable, history.refusal);
        else if (!history.go || !wanted)
            setIdle(true);
        if (!history.go || !wanted)
            return;
        m_lastError.clear();
        m_lastErrorKind.reset();
        m_liveTemperature.reset();
        clearResult();
        reset();
        m_progress->setValue(0);
        m_elapsed->setSeconds(0);
        m_controller->start(std::move(job));
        setIdle(false);
    });
}

void ToolDialog::abort()
{
    if (m_starting) {
        m_starting = false;  // the check's answer sees it and does not start
        fail(sm::ErrorKind::Cancelled, tr("Aborted before the run started; nothing was written."));
        return;
    }
    m_controller->abort();
    m_start->setEnabled(false);
    m_progress->setFormat(tr("Aborting…"));
}

void ToolDialog::onProgress(const sm::ProgressEvent& ev)
{
    using K = sm::ProgressEvent::Kind;
    if (ev.temperature_c)
        m_liveTemperature = ev.temperature_c;
    switch (ev.kind) {
    case K::Status:
        if (!onStatus(ev))
            m_progress->setFormat(UiText::status(ev));
        break;
    case K::PhaseStarted:
        m_progress->setFormat(UiText::phase(ev.phase) + QStringLiteral(" — %p%"));
        m_progress->setValue(0);
        break;
    case K::PhaseProgress:
        m_progress->setFormat(UiText::progress(ev) + QStringLiteral(" — %p%"));
        setBarValue(m_progress, static_cast<int>(ev.fraction * 1000));
        m_elapsed->setSeconds(ev.run_elapsed_s);
        onPhaseProgress(ev);
        break;
    case K::PhaseFinished:
        m_progress->setValue(1000);
        if (ev.result)
            onPhaseFinished(ev.phase, *ev.result);
        break;
    }
}

void ToolDialog::onEnded(const JobOutcome& outcome)
{
    if (!outcome.ok()) {
        fail(outcome.error, outcome.message);
        return;
    }
    m_document = acceptResult(outcome.result);
    // The result's drive and flags replace the target's; under the description, what the history did.
    std::vector<std::string> flags;
    if (const sm::Json* f = sm::find(*m_document, "flags"); f && f->is_array())
        for (const sm::Json& name : *f)
            if (name.is_string())
                flags.push_back(name.get<std::string>());
    m_drive->setText(UiText::deviceSummary(m_kind.summary(*m_document).device, flags));
    showFill(*m_document);
    // Every kind records the drive's temperature (docs/methodology.md §14).
    if (const sm::Json* t = sm::find(*m_document, "temperature"); t && t->is_object()) {
        const sm::TemperatureRecord rec = sm::temperature_from_json(*t);
        if (rec.known())
            addDetailLine(tr("Drive temperature: %1 to %2 °C (%3)")
                              .arg(localNumber(rec.min_c(), 1), localNumber(rec.max_c(), 1), qs(rec.source)));
        else
            addDetailLine(tr("Drive temperature: not available (%1)").arg(trReason(rec.reason)));
    }
    // A result that ended early (a full disk) says so, and why.
    if (const sm::Json* partial = sm::find(*m_document, "partial"); partial && partial->is_boolean() && *partial) {
        const QString why = qs(sm::str_or_empty(*m_document, "partial_reason", ""));
        m_lastError = why;
        addDetailLine(tr("Partial result: %1").arg(why));
        if (m_interactive)
            showMessage(this, QMessageBox::Warning, windowTitle(), why);
    }
    m_lastSavedId = outcome.saved.id;
    if (!outcome.saved.notice.empty())
        addDetailLine(qs(outcome.saved.notice));
    m_historyError = outcome.saved.error.empty() ? QString() : historyFailure(outcome.saved.error);
    if (!m_historyError.isEmpty())
        addDetailLine(m_historyError);
    m_progress->setFormat(tr("Done"));
    m_progress->setValue(1000);
    setIdle(true);
    if (!m_historyError.isEmpty() && m_interactive)
        // The result stays shown; offer a file for it.
        saveWithRetry(this,
                      {tr("Export JSON"), baseFileName() + QStringLiteral(".json"), tr("JSON (*.json)"),
                       [this] { return sm::dump_json(*m_document); }, m_historyError});
    emit runEnded(true);
}

void ToolDialog::fail(sm::ErrorKind kind, const QString& message)
{
    const bool cancelled = kind == sm::ErrorKind::Cancelled;
    m_lastError = message;
    m_lastErrorKind = kind;
    m_lastSavedId = 0;
    setIdle(true);
    m_progress->setFormat(cancelled ? tr("Aborted") : tr("Failed"));
    if (!cancelled && m_interactive)
        showMessage(this, QMessageBox::Critical, windowTitle(), message);
    emit runEnded(false);
}

void ToolDialog::setIdle(bool idle)
{
    m_start->setEnabled(true);
    m_start->setText(idle ? tr("Start") : tr("Abort"));
    m_save->setEnabled(idle);
    m_fill->setEnabled(idle);
    m_export->setEnabled(idle && hasResult());
}

void ToolDialog::setStarting()
{
    m_starting = true;
    setIdle(false);
    m_progress->setFormat(tr("Starting…"));
}

bool ToolDialog::saveImage(const QString& path, QString* error)
{
    const QString e = writeFile(path, pngBytes(m_panel));
    if (error)
        *error = e;
    return e.isEmpty();
}

void ToolDialog::chooseExport(const QString& format)
{
    if (!m_document)
        return;
    const bool json = format == QLatin1String("json"), text = format == QLatin1String("txt");
    saveWithRetry(this,
                  {json       ? tr("Export JSON")
                       : text ? tr("Save as text")
                              : tr("Export CSV"),
                   baseFileName() + QLatin1Char('.') + format,
                   json       ? tr("JSON (*.json)")
                       : text ? tr("Text (*.txt)")
                              : tr("CSV (*.csv)"),
                   [this, format] { return exportText(format); },
                   {}});
}

std::string ToolDialog::exportText(const QString& format) const
{
    if (format == QLatin1String("csv"))
        return m_kind.csv(*m_document);
    if (format == QLatin1String("txt") && m_kind.text)
        return m_kind.text(*m_document);
    return sm::dump_json(*m_document);
}

bool ToolDialog::exportTo(const QString& path, const QString& format)
{
    m_lastError = exportFile(path, m_document.has_value(), tr("There is no result to export yet."),
                             [&] { return exportText(format); });
    return m_lastError.isEmpty();
}

void ToolDialog::showEvent(QShowEvent* event)
{
    describeChildren(this);
    QDialog::showEvent(event);
}

void ToolDialog::reject()
{
    // Esc, Close and the window's close button all end here.
    m_starting = false;
    if (!m_closeGuard->mayClose(m_interactive))
        return;  // the job is being stopped; the dialog closes itself when it has (close_guard.h)
    QDialog::reject();
}

}  // namespace smui
