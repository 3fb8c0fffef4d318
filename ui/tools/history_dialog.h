#pragma once
// Tools → History…: every saved result (date, kind, label, device, size,
// scores), filtered by device; delete, export, import (a result JSON or a
// peer tool's text save, result/peer_import.h), and Compare any number of
// one kind (or imported peer results and preset runs).
#include "history/history.h"
#include "result/run_result.h"

#include <QDialog>
#include <memory>

class QLineEdit;
class QTableWidget;
class QPushButton;

namespace sm {
enum class ImportFormat;
}

namespace smui {

class CompareDialog;

class HistoryDialog : public QDialog {
    Q_OBJECT
public:
    // Opens the default history (HistoryStore::default_path()); a damaged
    // file is moved aside and the notice shown in the dialog.
    explicit HistoryDialog(QWidget* parent = nullptr);
    ~HistoryDialog() override;

    QTableWidget* table() const { return m_table; }
    void setFilter(const QString& text);
    // Selects the rows of these ids (tests and "compare with the last out-of-box run").
    void selectIds(const std::vector<std::int64_t>& ids);
    // Whether Compare can take the selection: 2 to 26 results whose kinds pair.
    bool canCompare() const;
    // Opens the comparison of the selected entries, the oldest first (the
    // reference); nullptr (and a message) unless canCompare().
    CompareDialog* compareSelected();
    bool deleteSelected();
    // Reads `path` as `format` and stores it, selected in the list; false
    // with lastError() set (and nothing stored) when it cannot be read.
    bool importFile(const QString& path, sm::ImportFormat format);
    QString lastError() const { return m_lastError; }
    QString notice() const { return m_notice; }
    // Open (or a double-click): the one selected benchmark run, handed to
    // the main window as openRequested(); false when the selection is not one run.
    bool openSelected();

signals:
    void openRequested(const sm::RunResult& result, std::int64_t id);

private:
    void reload();
    std::vector<std::int64_t> selectedIds() const;
    void chooseImport();

    std::unique_ptr<sm::HistoryStore> m_store;
    QString m_notice;
    QString m_lastError;
    QLineEdit* m_filter = nullptr;
    QTableWidget* m_table = nullptr;
    QPushButton* m_compare = nullptr;
    QPushButton* m_open = nullptr;
};

}  // namespace smui
