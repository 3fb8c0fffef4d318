#include "tools/history_dialog.h"

#include "desktop/async_dialogs.h"
#include "tools/compare_dialog.h"
#include "result/compare.h"
#include "result/peer_import.h"
#include "result/peer_result.h"
#include "tools/tool_registry.h"
#include "text/ui_text.h"
#include "util/error.h"
#include "util/text_file.h"

#include <QFileDialog>
#include <QFileInfo>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QLineEdit>
#include <QMessageBox>
#include <QPushButton>
#include <QTableWidget>
#include <QVBoxLayout>
#include <algorithm>

namespace smui {
namespace {
QString score(const std::optional<std::int64_t>& v) { return v ? QString::number(*v) : QStringLiteral("----"); }
}  // namespace

HistoryDialog::HistoryDialog(QWidget* parent) : QDialog(parent)
{
    setWindowTitle(tr("History — SolidMark"));
    auto* outer = new QVBoxLayout(this);
    auto* path = new QLabel(this);
    outer->addWidget(path);
    try {
        m_store = std::make_unique<sm::HistoryStore>(sm::HistoryStore::default_path());
        path->setText(tr("Saved results in %1").arg(qs(m_store->path().string())));
        m_notice = qs(m_store->notice());
    } catch (const sm::Error& e) {
        m_notice = qs(e.what());
        path->setText(tr("The history cannot be opened: %1").arg(m_notice));
    }
    if (!m_notice.isEmpty() && m_store) {
        auto* note = new QLabel(m_notice, this);
        note->setWordWrap(true);
        note->setStyleSheet(QStringLiteral("color: #b35900;"));
        outer->addWidget(note);
    }
    auto* filterRow = new QHBoxLayout;
    m_filter = new QLineEdit(this);
    m_filter->setPlaceholderText(tr("Filter by drive (model or serial)"));
    m_filter->setClearButtonEnabled(true);
    filterRow->addWidget(new QLabel(tr("Drive:"), this));
    filterRow->addWidget(m_filter, 1);
    outer->addLayout(filterRow);

    m_table = new QTableWidget(0, 9, this);
    m_table->setHorizontalHeaderLabels({tr("ID"), tr("Date (UTC)"), tr("Kind"), tr("Label"), tr("Drive"), tr("Size"),
                                        tr("Read"), tr("Write"), tr("Total")});
    m_table->verticalHeader()->setVisible(false);
    m_table->setSelectionBehavior(QAbstractItemView::SelectRows);
    m_table->setSelectionMode(QAbstractItemView::ExtendedSelection);
    m_table->setEditTriggers(QAbstractItemView::NoEditTriggers);
    m_table->horizontalHeader()->setSectionResizeMode(QHeaderView::ResizeToContents);
    m_table->horizontalHeader()->setSectionResizeMode(4, QHeaderView::Stretch);
    outer->addWidget(m_table, 1);

    auto* buttons = new QHBoxLayout;
    m_compare = new QPushButton(tr("Compare"), this);
    m_compare->setToolTip(tr("Select two or more results of the same kind (up to 26), or imported peer results and "
                             "preset runs"));
    m_open = new QPushButton(tr("Open"), this);
    m_open->setToolTip(tr("Show the selected benchmark run in the main window"));
    m_open->setEnabled(false);
    auto* del = new QPushButton(tr("Delete"), this);
    auto* exp = new QPushButton(tr("Export JSON…"), this);
    auto* imp = new QPushButton(tr("Import…"), this);
    imp->setToolTip(tr("Store a SolidMark result JSON, or a text saved by CrystalDiskMark 5–9, KDiskMark or "
                       "AmorphousDiskMark"));
    auto* close = new QPushButton(tr("Close"), this);
    buttons->addWidget(m_open);
    buttons->addWidget(m_compare);
    buttons->addWidget(del);
    buttons->addWidget(exp);
    buttons->addWidget(imp);
    buttons->addStretch(1);
    buttons->addWidget(close);
    outer->addLayout(buttons);

    connect(m_filter, &QLineEdit::textChanged, this, [this] { reload(); });
    connect(m_table, &QTableWidget::itemSelectionChanged, this, [this] {
        m_compare->setEnabled(canCompare());
        // A benchmark run opens in the main window; the other kinds compare and export.
        const auto rows = m_table->selectionModel()->selectedRows();
        m_open->setEnabled(rows.size() == 1 &&
                           m_table->item(rows.front().row(), 0)->data(Qt::UserRole + 1).toString() ==
                               QLatin1String(sm::RunResult::kKey.data(), sm::RunResult::kKey.size()));
    });
    connect(m_open, &QPushButton::clicked, this, &HistoryDialog::openSelected);
    connect(m_table, &QTableWidget::itemDoubleClicked, this, &HistoryDialog::openSelected);
    connect(m_compare, &QPushButton::clicked, this, [this] {
        if (CompareDialog* d = compareSelected())
            d->show();
    });
    connect(del, &QPushButton::clicked, this, [this] {
        if (selectedIds().empty())
            return;
        ask(this, windowTitle(),
            tr("Delete the %n selected result(s) from the history?", "", static_cast<int>(selectedIds().size())),
            [this](bool yes) {
                if (yes)
                    deleteSelected();
            });
    });
    connect(exp, &QPushButton::clicked, this, [this] {
        const auto ids = selectedIds();
        if (ids.size() != 1 || !m_store)
            return;
        const QString p = QFileDialog::getSaveFileName(
            this, tr("Export JSON"), QStringLiteral("SolidMark_%1.json").arg(ids.front()), tr("JSON (*.json)"));
        if (p.isEmpty())
            return;
        try {
            if (auto e = m_store->get(ids.front()))
                sm::write_text_file(p.toStdString(), e->json);
        } catch (const sm::Error& e) {
            showMessage(this, QMessageBox::Warning, windowTitle(), qs(e.what()));
        }
    });
    connect(imp, &QPushButton::clicked, this, &HistoryDialog::chooseImport);
    connect(close, &QPushButton::clicked, this, &QDialog::accept);
    reload();
    resize(980, 480);
}

HistoryDialog::~HistoryDialog() = default;

void HistoryDialog::setFilter(const QString& text) { m_filter->setText(text); }

void HistoryDialog::reload()
{
    m_table->setRowCount(0);
    if (!m_store)
        return;
    const auto entries = m_store->list(m_filter->text().toStdString());
    m_table->setRowCount(static_cast<int>(entries.size()));
    for (int i = 0; i < static_cast<int>(entries.size()); ++i) {
        const sm::HistoryEntry& e = entries[static_cast<std::size_t>(i)];
        // A date without "Z" is an imported peer result's, in the time of the machine that ran it.
        const QString date = e.started_at.empty() || e.started_at.back() == 'Z'
            ? qs(e.started_at)
            : tr("%1 (local time)", "a date whose time zone is not known").arg(qs(e.started_at));
        const QStringList cells = {QString::number(e.id), date,
                                   kindName(e.kind),      qs(e.label),
                                   qs(e.device),          bytesText(e.size_bytes),
                                   score(e.score_read),   score(e.score_write),
                                   score(e.score_total)};
        for (int c = 0; c < cells.size(); ++c) {
            auto* item = new QTableWidgetItem(cells[c]);
            if (c == 0 || c >= 5)
                item->setTextAlignment(Qt::AlignRight | Qt::AlignVCenter);
            item->setData(Qt::UserRole, QVariant::fromValue<qlonglong>(e.id));
            item->setData(Qt::UserRole + 1, qs(e.kind));
            m_table->setItem(i, c, item);
        }
    }
    m_compare->setEnabled(false);
}

std::vector<std::int64_t> HistoryDialog::selectedIds() const
{
    std::vector<std::int64_t> ids;
    for (const QModelIndex& row : m_table->selectionModel()->selectedRows())
        ids.push_back(m_table->item(row.row(), 0)->data(Qt::UserRole).toLongLong());
    return ids;
}

void HistoryDialog::selectIds(const std::vector<std::int64_t>& ids)
{
    m_table->clearSelection();
    for (int r = 0; r < m_table->rowCount(); ++r) {
        const auto id = m_table->item(r, 0)->data(Qt::UserRole).toLongLong();
        if (std::find(ids.begin(), ids.end(), id) != ids.end())
            m_table->selectionModel()->select(m_table->model()->index(r, 0),
                                              QItemSelectionModel::Select | QItemSelectionModel::Rows);
    }
}

bool HistoryDialog::canCompare() const
{
    const auto rows = m_table->selectionModel()->selectedRows();
    if (rows.size() < 2 || static_cast<std::size_t>(rows.size()) > sm::kMaxCompareResults)
        return false;
    std::vector<const sm::ResultKind*> kinds;
    for (const QModelIndex& row : rows)
        kinds.push_back(sm::find_kind(m_table->item(row.row(), 0)->data(Qt::UserRole + 1).toString().toStdString()));
    for (const sm::ResultKind* a : kinds)
        for (const sm::ResultKind* b : kinds)
            if (!a || !b || !sm::kinds_pair(*a, *b))
                return false;
    return true;
}

CompareDialog* HistoryDialog::compareSelected()
{
    auto ids = selectedIds();
    if (ids.size() < 2 || !m_store)
        return nullptr;
    std::sort(ids.begin(), ids.end());  // the oldest first: the reference
    try {
        std::vector<sm::CompareInput> inputs;
        for (const std::int64_t id : ids) {
            const auto e = m_store->get(id);
            if (!e)
                return nullptr;
            inputs.push_back({sm::parse_json(e->json),
                              "#" + std::to_string(e->id) + " " + e->started_at + " " + e->device +
                                  (e->label.empty() ? "" : " [" + e->label + "]"),
                              e->label});
        }
        auto* d = new CompareDialog(sm::compare_documents(inputs), this);
        d->setAttribute(Qt::WA_DeleteOnClose);
        return d;
    } catch (const sm::Error& e) {
        showMessage(this, QMessageBox::Warning, windowTitle(), qs(e.what()));
        return nullptr;
    }
}

bool HistoryDialog::openSelected()
{
    const auto ids = selectedIds();
    if (ids.size() != 1 || !m_store)
        return false;
    try {
        const auto e = m_store->get(ids.front());
        if (!e || e->kind != sm::RunResult::kKey)
            return false;
        emit openRequested(sm::read_document<sm::RunResult>(sm::parse_json(e->json)), e->id);
        return true;
    } catch (const sm::Error& e) {
        showMessage(this, QMessageBox::Warning, windowTitle(), qs(e.what()));
        return false;
    }
}

void HistoryDialog::chooseImport()
{
    // One filter per format, in sm::ImportFormat's order; the one chosen is the format read.
    const QStringList filters = {tr("Every result SolidMark reads (*.txt *.json)"), tr("CrystalDiskMark text (*.txt)"),
                                 tr("KDiskMark text (*.txt)"), tr("AmorphousDiskMark text (*.txt)"),
                                 tr("SolidMark result JSON (*.json)")};
    QString chosen;
    const QString path = QFileDialog::getOpenFileName(this, tr("Import a result"), QString(),
                                                      filters.join(QStringLiteral(";;")), &chosen);
    if (path.isEmpty())
        return;
    const auto format = static_cast<sm::ImportFormat>(std::max<qsizetype>(0, filters.indexOf(chosen)));
    if (!importFile(path, format))
        showMessage(this, QMessageBox::Warning, windowTitle(), m_lastError);
}

bool HistoryDialog::importFile(const QString& path, sm::ImportFormat format)
{
    if (!m_store) {
        m_lastError = tr("The history cannot be opened: %1").arg(m_notice);
        return false;
    }
    std::int64_t id = 0;
    try {
        const std::string file = path.toStdString();
        const sm::ImportedDocument doc =
            sm::import_result_file(sm::read_text_file(file), format, file, SOLIDMARK_VERSION);
        id = m_store->save(*doc.kind, doc.document, doc.default_label);
    } catch (const sm::Error& e) {
        m_lastError = tr("Cannot import %1:\n%2\nNothing was stored.").arg(QFileInfo(path).fileName(), qs(e.what()));
        return false;
    }
    m_lastError.clear();
    reload();
    selectIds({id});
    return true;
}

bool HistoryDialog::deleteSelected()
{
    bool any = false;
    try {
        for (std::int64_t id : selectedIds())
            any = m_store->remove(id) || any;
    } catch (const sm::Error& e) {
        showMessage(this, QMessageBox::Warning, windowTitle(), qs(e.what()));
    }
    reload();
    return any;
}

// Imported with History > Import… from another tool's text save (no Tools dialog).
SM_REGISTER_KIND_NAME(sm::PeerResult, PeerResult, QT_TRANSLATE_NOOP("UiText", "imported peer result"));

}  // namespace smui
