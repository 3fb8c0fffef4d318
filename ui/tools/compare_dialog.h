#pragma once
// Two results side by side (docs/methodology.md §8): a table of every value of A and B with
// the change in percent, coloured better (green) or worse (red), and a Qt
// Charts grouped bar chart of the throughput rows (and the scores of a run).
#include "result/compare.h"

#include <QDialog>
#include <QStringList>

class QTableWidget;
class QChartView;

namespace smui {

class CompareDialog : public QDialog {
    Q_OBJECT
public:
    // With the two documents, a kind that has an overlay chart (tool_registry.h) shows it too.
    CompareDialog(const sm::Comparison& comparison, QWidget* parent = nullptr, const sm::Json* a = nullptr,
                  const sm::Json* b = nullptr);
    bool hasOverlay() const { return m_overlay; }

    const sm::Comparison& comparison() const { return m_comparison; }
    QTableWidget* table() const { return m_table; }
    // Bars per set (A, B) in the throughput chart.
    int barCount() const { return m_barCount; }
    // The bar sets' legend names: "A" and "B", each with its drive's
    // temperature range when its document recorded one.
    const QStringList& setNames() const { return m_setNames; }
    // The notes shown under the heading, in the GUI's language (what a peer result's numbers are).
    const QStringList& notes() const { return m_notes; }
    bool saveImage(const QString& path);

private:
    sm::Comparison m_comparison;
    QWidget* m_panel = nullptr;
    QTableWidget* m_table = nullptr;
    int m_barCount = 0;
    QStringList m_setNames;
    QStringList m_notes;
    bool m_overlay = false;
};

}  // namespace smui
