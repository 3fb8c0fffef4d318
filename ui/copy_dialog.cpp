#include "copy_dialog.h"
#include "ui_text.h"

#include <QLocale>

#include "job_controller.h"
#include "result/tool_report.h"
#include "util/units.h"

#include <QDate>
#include <QFont>
#include <QHeaderView>
#include <QRegularExpression>
#include <QTableWidget>
#include <QVBoxLayout>
#include <algorithm>

Q_DECLARE_METATYPE(sm::CopyResult)

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
    : ToolDialog(tr("Copy benchmark"), target, size_bytes, parent), m_scale(scaleForSize(size_bytes))
{
    qRegisterMetaType<sm::CopyResult>();
    setHeaderDetail(tr("Target: %1    Scale: %2 (test size %3; 1 GiB = full-size sets)\n"
                       "Each set is created, flushed and evicted from the cache, then copied on the same "
                       "volume; the time includes flushing the copy.")
                        .arg(target.isEmpty() ? tr("none") : target)
                        .arg(QLocale().toString(m_scale, 'g', 4))
                        .arg(bytesText(size_bytes)));

    m_table = new QTableWidget(3, kColumns, this);
    m_table->setHorizontalHeaderLabels({tr("Speed"), tr("Time"), tr("Files"), tr("Size")});
    QStringList rows;
    for (sm::CopySet s : sm::kAllCopySets)
        rows << UiText::copySet(QLatin1String(sm::copy_set_label(s)));
    m_table->setVerticalHeaderLabels(rows);
    m_table->setEditTriggers(QAbstractItemView::NoEditTriggers);
    m_table->horizontalHeader()->setSectionResizeMode(QHeaderView::Stretch);
    m_table->verticalHeader()->setSectionResizeMode(QHeaderView::Fixed);
    m_table->verticalHeader()->setDefaultSectionSize(38);
    m_table->setVerticalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    m_table->setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    QFont big = m_table->font();
    big.setPointSizeF(big.pointSizeF() * 1.3);
    m_table->setFont(big);
    m_table->setFixedHeight(m_table->horizontalHeader()->sizeHint().height() + 3 * 38 + 4);
    panelLayout()->addWidget(m_table);
    panelLayout()->addStretch(1);
    resetView();
    resize(640, 330);
}

void CopyDialog::resetView()
{
    m_result.reset();
    const QStringList blank = {QStringLiteral("---- MB/s"), QStringLiteral("--.-- s"), QStringLiteral("----"),
                               QStringLiteral("----")};
    for (int r = 0; r < 3; ++r)
        for (int c = 0; c < kColumns; ++c) {
            auto* item = new QTableWidgetItem(blank[c]);
            item->setTextAlignment(Qt::AlignRight | Qt::AlignVCenter);
            m_table->setItem(r, c, item);
        }
}

void CopyDialog::startJob(JobController* controller)
{
    sm::CopyRequest req;
    req.target = m_target.toStdString();
    req.scale = m_scale;
    req.app_version = SOLIDMARK_VERSION;
    controller->start([req](const sm::CancelToken& cancel, const sm::ProgressFn& progress) {
        return QVariant::fromValue(sm::run_copy(req, cancel, progress));
    });
}

void CopyDialog::showSet(const sm::CopySetResult& r)
{
    const int row = static_cast<int>(r.set);
    m_table->item(row, 0)->setText(tr("%1 MB/s").arg(localNumber(r.mib_s(), 2)));
    m_table->item(row, 1)->setText(tr("%1 s").arg(localNumber(r.seconds, 2)));
    m_table->item(row, 2)->setText(QString::number(r.files));
    m_table->item(row, 3)->setText(bytesText(r.bytes));
}

void CopyDialog::onPhaseFinished(int index, bool, const sm::Measurement& m)
{
    if (index < 0 || index > 2)
        return;
    sm::CopySetResult r;
    r.set = static_cast<sm::CopySet>(index);
    r.bytes = m.bytes;
    r.files = m.ios;  // the copy reports one "I/O" per file copied
    r.seconds = m.elapsed_s;
    showSet(r);
}

void CopyDialog::onFinished(const QVariant& v)
{
    const auto r = v.value<sm::CopyResult>();
    resetView();
    for (const sm::CopySetResult& s : r.sets)
        showSet(s);
    m_result = r;
    saveToHistory(r);
}

QString CopyDialog::cellText(int set, int column) const { return m_table->item(set, column)->text(); }

std::string CopyDialog::exportText(const QString& kind) const
{
    return kind == QLatin1String("csv") ? sm::csv_report(*m_result) : sm::to_json_text(*m_result);
}

QString CopyDialog::baseFileName() const
{
    return datedFileName(QStringLiteral("copy"), m_result ? m_result->device.model : std::string());
}

}  // namespace smui
