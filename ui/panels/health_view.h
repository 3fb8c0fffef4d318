#pragma once
// The drive's health in the GUI (methodology §27): the Health line of the
// drive panel (green, amber, red or grey by the record's verdict), and
// Tools → Drive health, the whole record as a table with warnings in red.
// The record is read by the target probe (target_probe.h), off the GUI
// thread; nothing here reads the drive.
#include "device/health.h"

#include <QColor>
#include <QDialog>
#include <QString>

class QLabel;
class QTableWidget;

namespace smui {

// "OK · 49.85 °C · 3 % used", "critical warning (spare, reliability)",
// "unknown: <reason>"; with a run's record, its after-state and what the
// drive counted written during the run.
QString healthLine(const sm::HealthRecord& h, const sm::RunHealth* run = nullptr);
// Green (ok), amber (warning without a critical bit), red (a critical bit),
// the palette's own text colour (unknown).
QColor healthColor(const sm::HealthRecord& h, const QPalette& palette);
bool criticalWarning(const sm::HealthRecord& h);

class HealthDialog : public QDialog {
    Q_OBJECT
public:
    HealthDialog(const QString& target, QWidget* parent = nullptr);
    // Shows `h` (the probe's record of the target).
    void show(const sm::HealthRecord& h);
    using QDialog::show;

private:
    void refresh();

    QString m_target;
    QLabel* m_summary = nullptr;
    QTableWidget* m_table = nullptr;
    QTableWidget* m_attributes = nullptr;
};

}  // namespace smui
