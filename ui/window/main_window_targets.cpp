// MainWindow: the target list, filled off the GUI thread (target_probe.h), and the drive panel.
#include "window/main_window.h"

#include "panels/target_probe.h"
#include "panels/targets.h"
#include "desktop/theme.h"

#include <QDir>
#include <QLabel>
#include <QSignalBlocker>

namespace smui {

void MainWindow::refreshTargets()
{
    // At once: the chosen folder (as last described, or "reading…"); the
    // mounted volumes follow as the list and each probe answer, off the GUI
    // thread (target_probe.h), so a stalled mount never holds the window up.
    TargetProbe& probe = TargetProbe::instance();
    {
        const QSignalBlocker block(m_target);
        m_target->clear();
        m_listedTargets.clear();
        if (!m_overrideTarget.isEmpty()) {
            const TargetFacts* known = probe.last(m_overrideTarget);
            m_target->setCurrentIndex(m_target->addChoice(known ? describedTarget(m_overrideTarget, *known)
                                                                : probingTarget(m_overrideTarget)));
            probe.probe(m_overrideTarget);
        }
    }
    m_target->updateToolTip();  // its signals were blocked while the list was filled
    probe.list();
    refreshDevice();
}

void MainWindow::onTargetsListed(const QStringList& mountPoints)
{
    TargetProbe& probe = TargetProbe::instance();
    for (const QString& p : mountPoints) {
        if (m_target->indexOf(p) >= 0)
            continue;  // the chosen folder is a mount point: it stays as chosen
        m_listedTargets.insert(p);
        m_target->addChoice(probingTarget(p));
        if (const TargetFacts* known = probe.last(p))
            onTargetDescribed(*known);
        probe.probe(p);
    }
}

void MainWindow::onTargetDescribed(const TargetFacts& f)
{
    if (m_target->indexOf(f.path) < 0)
        return;  // not listed here (any more)
    const bool wasCurrent = currentTarget() == f.path;
    if (m_listedTargets.contains(f.path)) {
        // A mounted volume, offered as the old list did: a writable folder; a
        // root the user cannot write to as the home folder on it.
        if (!f.folder || f.readOnly) {
            m_target->removeChoice(f.path);
            return;
        }
        if (!f.writable && f.homeOnVolume) {
            m_target->removeChoice(f.path);
            const int home = m_target->addChoice(describedTarget(QDir::homePath(), f));
            if (wasCurrent)
                m_target->setCurrentIndex(home);
            return;
        }
    }
    m_target->addChoice(describedTarget(f.path, f));
    if (wasCurrent)
        refreshDevice();
}

void MainWindow::onTargetStalled(const QString& path)
{
    if (m_target->indexOf(path) < 0)
        return;
    m_target->addChoice(stalledTarget(path, TargetProbe::instance().timeoutMs()));
    if (currentTarget() == path)
        refreshDevice();
}

void MainWindow::refreshDevice()
{
    // What the last probe of the chosen target found (nothing while it is read, or when it does not answer).
    const TargetChoice* c = m_target->current();
    m_device = c && c->state == TargetChoice::State::Ready ? c->device : sm::DeviceInfo{};
    m_health = c && c->state == TargetChoice::State::Ready ? c->health : sm::HealthRecord{};
    // An opened result shows its own drive, not the chosen target's.
    const sm::DeviceInfo& shown = !m_openedFrom.isEmpty() && m_result ? m_result->device : m_device;
    const auto texts = deviceFieldTexts(shown);
    for (int i = 0; i < kDeviceFields; ++i)
        m_deviceLabels[i]->setText(texts[i]);
    m_deviceLabels[3]->setStyleSheet(badOffset(shown) ? textColorCss(badColor(palette())) : QString());
    renderHealth();
    if (m_flags)
        render();  // the header's flags follow the target until a result has its own
}

}  // namespace smui
