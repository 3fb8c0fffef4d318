// MainWindow: the drive's health (methodology §27). The Health line of the
// drive panel shows the chosen target's record as the probe read it, or a
// finished result's record after its run with what the drive counted
// written; before a run on a drive with a critical warning the user is
// asked (the core refuses such a run unless asked to go on: --force).
#include "panels/health_view.h"
#include "window/main_window.h"
#include "desktop/theme.h"

#include <QMessageBox>
#include <QPushButton>
#include <fmt/format.h>
#include <fmt/ranges.h>

namespace smui {

void MainWindow::renderHealth()
{
    if (!m_healthLabel)
        return;
    // A result of this session or an opened one shows the drive as its run left it.
    const bool ofResult = m_result && m_resultFinal && m_result->health.recorded;
    const sm::HealthRecord& h = ofResult ? m_result->health.after : m_health;
    m_healthLabel->setText(healthLine(h, ofResult ? &m_result->health : nullptr));
    m_healthLabel->setStyleSheet(h.read() ? textColorCss(healthColor(h, palette())) : QString());
}

void MainWindow::askHealthWarning(std::function<void(bool go)> next)
{
    m_healthForced = false;
    if (!m_interactive || !criticalWarning(m_health)) {
        next(true);
        return;
    }
    auto* box = new QMessageBox(
        QMessageBox::Warning, tr("Drive health"),
        tr("%1 reports a critical warning (%2).\n\nA benchmark writes to the drive, and this "
           "drive may be failing. Back up its data first.")
            .arg(QString::fromStdString(m_health.device),
                 QString::fromStdString(fmt::format("{}", fmt::join(*m_health.critical_warning, ", ")))),
        QMessageBox::Cancel, this);
    QPushButton* go = box->addButton(tr("&Run anyway"), QMessageBox::AcceptRole);
    box->setDefaultButton(QMessageBox::Cancel);
    box->setAttribute(Qt::WA_DeleteOnClose);
    connect(box, &QMessageBox::finished, this, [this, box, go, next = std::move(next)](int) {
        m_healthForced = box->clickedButton() == go;
        next(m_healthForced);
    });
    box->open();
}

void MainWindow::openDriveHealth()
{
    auto* d = new HealthDialog(currentTarget(), this);
    d->setAttribute(Qt::WA_DeleteOnClose);
    d->show(m_health);
    d->show();
}

}  // namespace smui
