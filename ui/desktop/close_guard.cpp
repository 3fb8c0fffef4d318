#include "desktop/close_guard.h"

#include "desktop/async_dialogs.h"
#include "desktop/job_controller.h"
#include "text/ui_text.h"

#include <QDialog>
#include <QHBoxLayout>
#include <QLabel>
#include <QProgressBar>
#include <QPushButton>
#include <QVBoxLayout>
#include <cstdio>
#include <spdlog/spdlog.h>

namespace smui {
namespace {

// The stopping window: Esc and its close button do nothing (the job decides when it is over).
class StopDialog : public QDialog {
public:
    using QDialog::QDialog;
    void reject() override { }
};

}  // namespace

CloseGuard::CloseGuard(QWidget* window, JobController* controller, QString question)
    : QObject(window), m_window(window), m_controller(controller), m_question(std::move(question))
{
    m_ticker.setInterval(200);
    connect(&m_ticker, &QTimer::timeout, this, &CloseGuard::tick);
    connect(m_controller, &JobController::ended, this, [this] {
        if (m_stopping)
            jobEnded();
    });
    connect(m_controller, &JobController::progress, this, [this](const sm::ProgressEvent& ev) {
        if (m_stopping && ev.kind == sm::ProgressEvent::Kind::Status)
            tick();
    });
}

bool CloseGuard::mayClose(bool interactive)
{
    if (m_abandoned || !m_controller->running())
        return true;
    if (m_stopping || m_asking)
        return false;
    if (!interactive) {
        abortJob();
        return false;
    }
    m_asking = true;
    ask(m_window, tr("SolidMark"), m_question, [this](bool yes) {
        m_asking = false;
        if (yes && m_controller->running())
            abortJob();
        else if (yes)
            m_window->close();  // it ended while the question was open
    });
    return false;
}

void CloseGuard::abortJob()
{
    m_stopping = true;
    m_controller->abort();
    m_since.start();
    m_dialog = new StopDialog(m_window);
    m_dialog->setWindowTitle(tr("Stopping — SolidMark"));
    m_dialog->setWindowModality(Qt::WindowModal);
    auto* layout = new QVBoxLayout(m_dialog);
    m_text = new QLabel(tr("Stopping… removing the test file"), m_dialog);
    m_text->setWordWrap(true);
    auto* bar = new QProgressBar(m_dialog);
    bar->setRange(0, 0);  // busy: removing a file has no steps to count
    m_wait = new QLabel(m_dialog);
    m_wait->setWordWrap(true);
    m_wait->setTextInteractionFlags(Qt::TextSelectableByMouse);
    m_anyway = new QPushButton(tr("Close anyway (leave the file)"), m_dialog);
    m_anyway->setVisible(false);
    connect(m_anyway, &QPushButton::clicked, this, &CloseGuard::closeAnyway);
    auto* buttons = new QHBoxLayout;
    buttons->addStretch(1);
    buttons->addWidget(m_anyway);
    layout->addWidget(m_text);
    layout->addWidget(bar);
    layout->addWidget(m_wait);
    layout->addLayout(buttons);
    m_dialog->setMinimumWidth(460);
    tick();
    m_ticker.start();
    m_dialog->open();
}

void CloseGuard::tick()
{
    if (!m_dialog)
        return;
    const qint64 ms = m_since.elapsed();
    QString wait = tr("Waiting %1 s for the engine to stop and the drive to remove the file.")
                       .arg(localNumber(static_cast<double>(ms) / 1000.0, 0));
    const QString folder = m_controller->testFolder();
    if (ms >= kOfferAfterMs) {
        wait += QLatin1Char('\n') +
            (folder.isEmpty()
                 ? tr("This takes long: the drive may be slow or not responding. If you close now, the test folder "
                      "may stay on the drive.")
                 : tr("This takes long: the drive may be slow or not responding. If you close now, %1 stays on the "
                      "drive and you must remove it by hand.")
                       .arg(folder));
        m_anyway->setVisible(true);
        m_anyway->setToolTip(folder);
    }
    m_wait->setText(wait);
}

QString CloseGuard::stopText() const
{
    return m_dialog ? m_text->text() + QLatin1Char('\n') + m_wait->text() : QString();
}

void CloseGuard::jobEnded()
{
    m_stopping = false;
    m_ticker.stop();
    if (m_dialog) {
        m_dialog->deleteLater();
        m_dialog = nullptr;
    }
    // After the window's own handlers have seen the end.
    QTimer::singleShot(0, m_window, [w = m_window] { w->close(); });
}

void CloseGuard::closeAnyway()
{
    m_leftBehind = m_controller->testFolder();
    m_abandoned = true;
    m_controller->abandon();
    m_stopping = false;
    m_ticker.stop();
    if (m_dialog) {
        m_dialog->deleteLater();
        m_dialog = nullptr;
    }
    if (!m_leftBehind.isEmpty()) {
        spdlog::warn("closed before the test folder was removed; left behind: {}", m_leftBehind.toStdString());
        std::fprintf(stderr, "solidmark: closed before the test folder was removed. %s\n",
                     qPrintable(QStringLiteral("Left behind: %1 — remove it by hand").arg(m_leftBehind)));
        // A window that stays (the main window behind a Tools dialog) says it too.
        if (QWidget* parent = m_window->parentWidget())
            showMessage(parent, QMessageBox::Warning, tr("SolidMark"), UiText::leftBehind(m_leftBehind));
    }
    m_window->close();
}

}  // namespace smui
