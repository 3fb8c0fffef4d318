#include "panels/health_view.h"
#include "text/translated_reason.h"

#include "panels/target_probe.h"
#include "desktop/theme.h"
#include "text/ui_text.h"

#include <QCoreApplication>
#include <QDialogButtonBox>
#include <QHeaderView>
#include <QLabel>
#include <QPushButton>
#include <QTableWidget>
#include <QVBoxLayout>
#include <fmt/format.h>
#include <fmt/ranges.h>

namespace smui {

namespace {

// The core's row labels (health_lines), in the GUI's language.
QString label(const std::string& english)
{
    static const char* const labels[] = {
        QT_TRANSLATE_NOOP("smui::HealthDialog", "Drive"),
        QT_TRANSLATE_NOOP("smui::HealthDialog", "Source"),
        QT_TRANSLATE_NOOP("smui::HealthDialog", "Health"),
        QT_TRANSLATE_NOOP("smui::HealthDialog", "Why not"),
        QT_TRANSLATE_NOOP("smui::HealthDialog", "Critical warning"),
        QT_TRANSLATE_NOOP("smui::HealthDialog", "Temperature"),
        QT_TRANSLATE_NOOP("smui::HealthDialog", "Available spare"),
        QT_TRANSLATE_NOOP("smui::HealthDialog", "Spare threshold"),
        QT_TRANSLATE_NOOP("smui::HealthDialog", "Percentage used"),
        QT_TRANSLATE_NOOP("smui::HealthDialog", "Data read"),
        QT_TRANSLATE_NOOP("smui::HealthDialog", "Data written"),
        QT_TRANSLATE_NOOP("smui::HealthDialog", "Power-on hours"),
        QT_TRANSLATE_NOOP("smui::HealthDialog", "Power cycles"),
        QT_TRANSLATE_NOOP("smui::HealthDialog", "Unsafe shutdowns"),
        QT_TRANSLATE_NOOP("smui::HealthDialog", "Media errors"),
        QT_TRANSLATE_NOOP("smui::HealthDialog", "Error log entries"),
    };
    for (const char* l : labels)
        if (english == l)
            return QCoreApplication::translate("smui::HealthDialog", l);
    return qs(english);
}

QString verdictText(const sm::HealthRecord& h)
{
    if (criticalWarning(h))
        return HealthDialog::tr("critical warning (%1)")
            .arg(qs(fmt::format("{}", fmt::join(*h.critical_warning, ", "))));
    const std::string v = h.verdict();
    if (v == "ok")
        return HealthDialog::tr("OK");
    if (v == "warning")
        return HealthDialog::tr("warning");
    return HealthDialog::tr("unknown");
}

}  // namespace

bool criticalWarning(const sm::HealthRecord& h) { return h.critical_warning && !h.critical_warning->empty(); }

QColor healthColor(const sm::HealthRecord& h, const QPalette& palette)
{
    if (criticalWarning(h))
        return badColor(palette);
    const std::string v = h.verdict();
    if (v == "warning")
        return QColor(0xc0, 0x7a, 0x00);
    if (v == "ok")
        return goodColor(palette);
    return palette.color(QPalette::WindowText);
}

QString healthLine(const sm::HealthRecord& h, const sm::RunHealth* run)
{
    QString out = verdictText(h);
    if (!h.read())
        return h.reason.empty() ? out : HealthDialog::tr("unknown: %1").arg(trReason(h.reason));
    if (h.temperature_c)
        out += QStringLiteral(" · ") + HealthDialog::tr("%1 °C").arg(localNumber(*h.temperature_c, 0));
    if (h.percentage_used)
        out += QStringLiteral(" · ") + HealthDialog::tr("%1 % used").arg(*h.percentage_used);
    if (run) {
        if (const auto d = run->drive_written_bytes())
            out += QStringLiteral(" · ") +
                (run->app_written_bytes
                     ? HealthDialog::tr("the drive counted %1 written during this run (SolidMark wrote %2)")
                           .arg(qs(sm::decimal_bytes(*d)), qs(sm::decimal_bytes(*run->app_written_bytes)))
                     : HealthDialog::tr("the drive counted %1 written during this run").arg(qs(sm::decimal_bytes(*d))));
        for (const std::string& w : run->warnings())
            out += QStringLiteral(" · ") + trReason(w);
    }
    return out;
}

HealthDialog::HealthDialog(const QString& target, QWidget* parent) : QDialog(parent), m_target(target)
{
    setWindowTitle(tr("Drive health"));
    setObjectName(QStringLiteral("driveHealth"));
    auto* layout = new QVBoxLayout(this);
    m_summary = new QLabel;
    m_summary->setWordWrap(true);
    m_summary->setTextInteractionFlags(Qt::TextSelectableByMouse);
    layout->addWidget(m_summary);
    m_table = new QTableWidget(0, 2);
    m_table->setHorizontalHeaderLabels({tr("Field"), tr("Value")});
    m_attributes = new QTableWidget(0, 6);
    m_attributes->setHorizontalHeaderLabels(
        {tr("ID"), tr("Attribute"), tr("Value"), tr("Worst"), tr("Threshold"), tr("Raw")});
    for (QTableWidget* t : {m_table, m_attributes}) {
        t->verticalHeader()->hide();
        t->setEditTriggers(QAbstractItemView::NoEditTriggers);
        t->horizontalHeader()->setStretchLastSection(true);
        layout->addWidget(t);
    }
    auto* buttons = new QDialogButtonBox(QDialogButtonBox::Close);
    QPushButton* again = buttons->addButton(tr("&Read again"), QDialogButtonBox::ActionRole);
    connect(again, &QPushButton::clicked, this, &HealthDialog::refresh);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    layout->addWidget(buttons);
    connect(&TargetProbe::instance(), &TargetProbe::described, this, [this](const TargetFacts& f) {
        if (f.path == m_target)
            show(f.health);
    });
    resize(560, 600);
}

void HealthDialog::refresh() { TargetProbe::instance().probe(m_target); }

void HealthDialog::show(const sm::HealthRecord& h)
{
    m_summary->setText(tr("%1: %2").arg(m_target, healthLine(h)));
    const QColor bad = badColor(palette());
    const auto lines = sm::health_lines(h);
    m_table->setRowCount(static_cast<int>(lines.size()));
    for (int i = 0; i < static_cast<int>(lines.size()); ++i) {
        const auto& [name, value] = lines[static_cast<std::size_t>(i)];
        auto* v = new QTableWidgetItem(name == "Health"        ? verdictText(h)
                                           : name == "Why not" ? trReason(value)
                                                               : qs(value));
        // Warnings in red: the verdict, the critical-warning bits, media errors.
        const bool warn = (name == "Health" && h.verdict() == "warning") ||
            (name == "Critical warning" && criticalWarning(h)) ||
            (name == "Media errors" && h.media_errors.value_or(0) > 0);
        if (warn)
            v->setForeground(bad);
        m_table->setItem(i, 0, new QTableWidgetItem(label(name)));
        m_table->setItem(i, 1, v);
    }
    m_table->resizeColumnToContents(0);
    m_attributes->setVisible(!h.ata_attributes.empty());
    m_attributes->setRowCount(static_cast<int>(h.ata_attributes.size()));
    for (int i = 0; i < static_cast<int>(h.ata_attributes.size()); ++i) {
        const sm::AtaAttribute& a = h.ata_attributes[static_cast<std::size_t>(i)];
        const QStringList cells = {QString::number(a.id),     qs(a.name),
                                   QString::number(a.value),  QString::number(a.worst),
                                   QString::number(a.thresh), QString::number(a.raw)};
        for (int c = 0; c < cells.size(); ++c) {
            auto* item = new QTableWidgetItem(cells[c]);
            if (a.thresh > 0 && a.value <= a.thresh)  // at or under its threshold: the attribute has failed
                item->setForeground(bad);
            m_attributes->setItem(i, c, item);
        }
    }
}

}  // namespace smui
