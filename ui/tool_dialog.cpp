#include "tool_dialog.h"

#include "job_controller.h"
#include "result/report.h"
#include "util/error.h"

#include <QCoreApplication>
#include <QDate>
#include <QDir>
#include <QRegularExpression>
#include <QFileDialog>
#include <QHBoxLayout>
#include <QLabel>
#include <QMenu>
#include <QMessageBox>
#include <QProgressBar>
#include <QPushButton>
#include <QVBoxLayout>
#include <fstream>

namespace smui {

ToolDialog::ToolDialog(const QString& title, const QString& target, std::uint64_t size_bytes, QWidget* parent)
    : QDialog(parent), m_target(target), m_sizeBytes(size_bytes), m_controller(new JobController(this))
{
    setWindowTitle(title + QStringLiteral(" — SolidMark"));
    auto* outer = new QVBoxLayout(this);

    m_panel = new QWidget(this);
    m_panel->setAutoFillBackground(true);
    m_panelLayout = new QVBoxLayout(m_panel);
    m_header = new QLabel(QStringLiteral("<b>%1</b>").arg(title.toHtmlEscaped()), m_panel);
    m_detail = new QLabel(m_panel);
    m_detail->setTextInteractionFlags(Qt::TextSelectableByMouse);
    m_detail->setWordWrap(true);  // long descriptions (German, Russian) wrap instead of widening the dialog
    m_panelLayout->addWidget(m_header);
    m_panelLayout->addWidget(m_detail);
    outer->addWidget(m_panel, 1);

    auto* progressRow = new QHBoxLayout;
    m_progress = new QProgressBar(this);
    m_progress->setRange(0, 1000);
    m_progress->setValue(0);
    m_progress->setTextVisible(true);
    m_progress->setFormat(tr("Ready"));
    m_elapsed = new QLabel(QStringLiteral("00:00"), this);
    progressRow->addWidget(m_progress, 1);
    progressRow->addWidget(m_elapsed);
    outer->addLayout(progressRow);

    auto* buttons = new QHBoxLayout;
    m_start = new QPushButton(tr("Start"), this);
    m_save = new QPushButton(tr("Save PNG…"), this);
    m_export = new QPushButton(tr("Export…"), this);
    auto* close = new QPushButton(tr("Close"), this);
    auto* exportMenu = new QMenu(m_export);
    exportMenu->addAction(tr("JSON…"), this, [this] {
        const QString p = QFileDialog::getSaveFileName(this, tr("Export JSON"), baseFileName() + ".json",
                                                       tr("JSON (*.json)"));
        if (!p.isEmpty() && !exportTo(p, QStringLiteral("json")))
            QMessageBox::warning(this, windowTitle(), m_lastError);
    });
    exportMenu->addAction(tr("CSV…"), this, [this] {
        const QString p =
            QFileDialog::getSaveFileName(this, tr("Export CSV"), baseFileName() + ".csv", tr("CSV (*.csv)"));
        if (!p.isEmpty() && !exportTo(p, QStringLiteral("csv")))
            QMessageBox::warning(this, windowTitle(), m_lastError);
    });
    m_export->setMenu(exportMenu);
    buttons->addWidget(m_start);
    buttons->addStretch(1);
    buttons->addWidget(m_save);
    buttons->addWidget(m_export);
    buttons->addWidget(close);
    outer->addLayout(buttons);

    connect(m_start, &QPushButton::clicked, this, [this] { isRunning() ? abort() : start(); });
    connect(m_save, &QPushButton::clicked, this, [this] {
        const QString p =
            QFileDialog::getSaveFileName(this, tr("Save PNG"), baseFileName() + ".png", tr("PNG image (*.png)"));
        if (!p.isEmpty() && !saveImage(p))
            QMessageBox::warning(this, windowTitle(), tr("Could not write %1.").arg(p));
    });
    connect(close, &QPushButton::clicked, this, &QDialog::reject);

    connect(m_controller, &JobController::status, this, [this](const QString& t) { m_progress->setFormat(t); });
    connect(m_controller, &JobController::phaseStarted, this, [this](int, bool, const QString& label) {
        m_progress->setFormat(label + QStringLiteral(" — %p%"));
        m_progress->setValue(0);
    });
    connect(m_controller, &JobController::phaseProgress, this, [this](double f, double elapsed) {
        m_progress->setValue(static_cast<int>(f * 1000));
        const int s = static_cast<int>(elapsed);
        m_elapsed->setText(QStringLiteral("%1:%2").arg(s / 60, 2, 10, QChar('0')).arg(s % 60, 2, 10, QChar('0')));
    });
    connect(m_controller, &JobController::phaseText, this,
            [this](const QString& text) { m_progress->setFormat(text + QStringLiteral(" — %p%")); });
    connect(m_controller, &JobController::intervalMeasured, this,
            [this](int index, const sm::Measurement& m, double elapsed) { onInterval(index, m, elapsed); });
    connect(m_controller, &JobController::phaseFinished, this,
            [this](int index, bool write, const sm::Measurement& m) {
                m_progress->setValue(1000);
                onPhaseFinished(index, write, m);
            });
    connect(m_controller, &JobController::finished, this, [this](const QVariant& v) {
        onFinished(v);
        m_progress->setFormat(tr("Done"));
        m_progress->setValue(1000);
        setIdle(true);
        emit runEnded(true);
    });
    connect(m_controller, &JobController::failed, this, &ToolDialog::fail);
    m_export->setEnabled(false);  // setIdle() asks the subclass, which does not exist yet
}

ToolDialog::~ToolDialog() { m_controller->abortAndWait(); }

void ToolDialog::setHeaderDetail(const QString& text) { m_detail->setText(text); }

void ToolDialog::showHistoryNote(const QString& text) { m_detail->setText(m_detail->text() + QLatin1Char('\n') + text); }

QString ToolDialog::datedFileName(const QString& tool, const std::string& model_text)
{
    QString model = QString::fromStdString(model_text);
    model.replace(QRegularExpression(QStringLiteral("[^A-Za-z0-9._-]+")), QStringLiteral("_"));
    return QStringLiteral("SolidMark_%1_%2%3")
        .arg(tool, model.isEmpty() ? QString() : model + "_", QDate::currentDate().toString(Qt::ISODate));
}

bool ToolDialog::isRunning() const { return m_controller->running(); }

void ToolDialog::start()
{
    if (isRunning())
        return;
    if (m_target.isEmpty()) {
        fail(tr("Choose a target volume or folder in the main window first."), false);
        return;
    }
    m_lastError.clear();
    resetView();
    m_progress->setValue(0);
    m_elapsed->setText(QStringLiteral("00:00"));
    setIdle(false);
    startJob(m_controller);
}

void ToolDialog::abort()
{
    m_controller->abort();
    m_start->setEnabled(false);
    m_progress->setFormat(tr("Aborting…"));
}

void ToolDialog::fail(const QString& message, bool cancelled)
{
    m_lastError = message;
    setIdle(true);
    m_progress->setFormat(cancelled ? tr("Aborted") : tr("Failed"));
    if (!cancelled && m_interactive)
        QMessageBox::critical(this, windowTitle(), message);
    emit runEnded(false);
}

void ToolDialog::setIdle(bool idle)
{
    m_start->setEnabled(true);
    m_start->setText(idle ? tr("Start") : tr("Abort"));
    m_save->setEnabled(idle);
    m_export->setEnabled(idle && hasResult());
}

bool ToolDialog::saveImage(const QString& path)
{
    // Let pending layout requests (chart axes re-sized for new labels) run first.
    QCoreApplication::sendPostedEvents(nullptr, QEvent::LayoutRequest);
    QCoreApplication::processEvents(QEventLoop::ExcludeUserInputEvents);
    return m_panel->grab().save(path, "PNG");
}

bool ToolDialog::exportTo(const QString& path, const QString& kind)
{
    if (!hasResult()) {
        m_lastError = tr("There is no result to export yet.");
        return false;
    }
    try {
        sm::write_text_file(path.toStdString(), exportText(kind));
        return true;
    } catch (const sm::Error& e) {
        m_lastError = QString::fromStdString(e.what());
        return false;
    }
}

void ToolDialog::reject()
{
    // Esc, Close and the window's close button all end here.
    if (isRunning()) {
        if (m_interactive &&
            QMessageBox::question(this, windowTitle(), tr("A benchmark is running. Abort it and close?")) !=
                QMessageBox::Yes)
            return;
        m_controller->abortAndWait();
    }
    QDialog::reject();
}

}  // namespace smui
