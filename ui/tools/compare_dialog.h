#pragma once
// Results side by side (docs/methodology.md §8): any number of results of one
// kind. Each is named (the name can be edited, and the chart uses it); one is
// the reference, and every other value shows its change against it, coloured
// better (green) or worse (red), each row's best in bold. The charts are the
// review-style ones of charts/compare_chart.h (bars per test, or every
// result's curve on one plot), shown as they are saved: PNG and SVG at a
// chosen width, scale and theme; the table as CSV, the whole as JSON.
#include "charts/compare_chart.h"
#include "result/compare.h"

#include <QDialog>
#include <QStringList>

class QComboBox;
class QHBoxLayout;
class QLabel;
class QPushButton;
class QTableWidget;

namespace smui {

class CompareChartView;

class CompareDialog : public QDialog {
    Q_OBJECT
public:
    explicit CompareDialog(const sm::Comparison& comparison, QWidget* parent = nullptr);

    const sm::Comparison& comparison() const { return m_comparison; }
    // One row per result: letter, name (editable), kind, date, drive, temperature, source.
    QTableWidget* results() const { return m_results; }
    // One row per compared value: test, value, then one column per result.
    QTableWidget* table() const { return m_table; }
    CompareChartView* chartView() const { return m_view; }
    // The notes shown under the results, in the GUI's language (what a peer result's numbers are).
    const QStringList& notes() const { return m_notes; }
    // The keys of the charts offered, in the order of the Chart box.
    QStringList chartKeys() const;

    // What the controls choose, for a script or a test as for a user.
    void setChart(const QString& key);
    void setReference(std::size_t i);
    void setHighlight(std::optional<std::size_t> i);
    void setBestFirst(bool on);
    void setName(std::size_t i, const QString& name);
    void moveResult(std::size_t from, std::size_t to);
    void setImageOptions(int width, int scale, bool dark);
    ChartChoice choice() const;
    // The chart as it is saved: at the chosen width, scale and theme.
    CompareChart exportChart() const;
    // Writes the chart ("png", "svg") or the comparison ("csv", "json") to
    // `path` through the core's atomic write; "" or the sentence saying why not.
    QString exportTo(const QString& path, const QString& format);
    // A screenshot of the dialog's panel (results, chart and table).
    bool saveImage(const QString& path);

private:
    QHBoxLayout* resultsRow();
    QHBoxLayout* savingRow();
    void refresh();
    void fillResults();
    void fillControls();
    void fillTable();
    void save(const QString& format);
    // The bytes a save writes: the chart ("png", "svg") or the comparison ("csv", "json").
    std::string content(const QString& format) const;
    QString kindsText() const;

    sm::Comparison m_comparison;
    bool m_filling = false;
    QWidget* m_panel = nullptr;
    QTableWidget* m_results = nullptr;
    QTableWidget* m_table = nullptr;
    CompareChartView* m_view = nullptr;
    QLabel* m_noteLabel = nullptr;
    // What the chart shows, and how it is saved.
    QComboBox *m_chart = nullptr, *m_reference = nullptr, *m_highlight = nullptr, *m_order = nullptr;
    QComboBox *m_width = nullptr, *m_scale = nullptr, *m_theme = nullptr;
    QStringList m_notes;
};

}  // namespace smui
