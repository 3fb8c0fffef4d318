#include "tools/copy_dialog.h"

#include "charts/chart_util.h"
#include "tools/tool_registry.h"
#include "text/ui_text.h"

#include <QFont>
#include <QHeaderView>
#include <QLocale>
#include <QTableWidget>
#include <QVBoxLayout>
#include <algorithm>

namespace smui {
namespace {
constexpr int kColumns = 4;
}  // namespace

double CopyDialog::scaleForSize(std::uint64_t size_bytes)
{
    const double s = static_cast<double>(size_bytes) / static_cast<double>(1ull << 30);
    return std::clamp(s, sm::kMinCopyScale, sm::kMaxCopyScale);
}

CopyDialog::CopyDialog(const QString& target, std::uint64_t size_bytes, QWidget* parent)
    : ResultDialog(&sm::run_copy, tr("Copy benchmark"), target, size_bytes, parent), m_scale(scaleForSize(size_bytes))
{
    setHeaderDetail(tr("Target: %1    Scale: %2 (test size %3; 1 GiB = full-size sets)\n"
                       "Each set is created, flushed and evicted from the cache, then copied on the same "
                       "volume; the time includes flushing the copy.")
                        .arg(target.isEmpty() ? tr("none") : target)
                        .arg(QLocale().toString(m_scale, 'g', 4))
                        .arg(bytesText(size_bytes)));

    m_table = resultTable(3, kColumns, this);
    m_table->setHorizontalHeaderLabels({tr("Speed"), tr("Time"), tr("Files"), tr("Size")});
    QStringList rows;
    for (sm::CopySet s : sm::kAllCopySets)
        rows << UiText::copySet(s);
    m_table->setVerticalHeaderLabels(rows);
    m_table->verticalHeader()->setDefaultSectionSize(38);
    QFont big = m_table->font();
    big.setPointSizeF(big.pointSizeF() * 1.3);
    m_table->setFont(big);
    fitTableHeight(m_table, 3);
    panelLayout()->addWidget(m_table);
    panelLayout()->addStretch(1);
    reset();
    resize(640, 330);
}

void CopyDialog::resetView()
{
    const QStringList blank = {QStringLiteral("---- MB/s"), QStringLiteral("--.-- s"), QStringLiteral("----"),
                               QStringLiteral("----")};
    for (int r = 0; r < 3; ++r)
        for (int c = 0; c < kColumns; ++c) {
            auto* item = new QTableWidgetItem(blank[c]);
            item->setTextAlignment(Qt::AlignRight | Qt::AlignVCenter);
            m_table->setItem(r, c, item);
        }
}

sm::CopyRequest CopyDialog::request() const
{
    sm::CopyRequest req;
    req.scale = m_scale;
    return req;
}

void CopyDialog::showSet(const sm::CopySetResult& r)
{
    const int row = static_cast<int>(r.set);
    m_table->item(row, 0)->setText(tr("%1 MB/s").arg(localNumber(r.mib_s(), 2)));
    m_table->item(row, 1)->setText(tr("%1 s").arg(localNumber(r.seconds, 2)));
    m_table->item(row, 2)->setText(QString::number(r.files));
    m_table->item(row, 3)->setText(bytesText(r.bytes));
}

void CopyDialog::onPhaseFinished(const sm::PhaseRef& phase, const sm::Measurement& m)
{
    const int sets = static_cast<int>(sm::kAllCopySets.size());
    if (phase.kind != sm::PhaseKind::CopySet || phase.step < 0 || phase.step >= sets)
        return;
    sm::CopySetResult r;
    r.set = sm::kAllCopySets[static_cast<std::size_t>(phase.step)];
    r.bytes = m.bytes;
    r.files = m.ios;  // the copy reports one "I/O" per file copied
    r.seconds = m.elapsed_s;
    showSet(r);
}

void CopyDialog::showResult(const sm::CopyResult& r)
{
    reset();
    for (const sm::CopySetResult& s : r.sets)
        showSet(s);
}

QString CopyDialog::cellText(int set, int column) const { return m_table->item(set, column)->text(); }

SM_REGISTER_TOOL(CopyDialog, QT_TRANSLATE_NOOP("UiText", "copy"),
                 QT_TRANSLATE_NOOP("smui::MainWindow", "C&opy benchmark…"));

}  // namespace smui
