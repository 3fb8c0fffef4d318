#pragma once
// The pieces every Tools dialog builds its charts and tables from, so each
// looks the same: read blue, write red, whole-number axis labels, the legend
// below, tables that show every row without scrolling.
#include "charts/axis_steps.h"

#include <QColor>
#include <QString>
#include <Qt>
#include <cstdint>
#include <initializer_list>

class QAbstractAxis;
class QAbstractSeries;
class QChart;
class QChartView;
class QHBoxLayout;
class QLineSeries;
class QLogValueAxis;
class QTableWidget;
class QValueAxis;
class QXYSeries;
class QWidget;

namespace smui {

inline const QColor kReadColor{0x1f, 0x77, 0xb4};
inline const QColor kWriteColor{0xd6, 0x27, 0x28};
inline const QColor kMixColor{0x2c, 0xa0, 0x2c};

// A line series (with its points shown unless a dense one), added to `chart`.
QLineSeries* addLineSeries(QChart* chart, const QString& name, const QColor& color, bool points = true);
// A value axis titled `title` with whole-number labels, added to `chart` on `side`.
QValueAxis* addValueAxis(QChart* chart, const QString& title, Qt::Alignment side);
// A base-2 logarithmic axis (block sizes, queue depths) at the bottom of `chart`.
QLogValueAxis* addLog2Axis(QChart* chart, const QString& title);
// Attaches every series to every axis.
void attachAxes(std::initializer_list<QAbstractSeries*> series, std::initializer_list<QAbstractAxis*> axes);
// The view antialiased, its chart styled for the palette now and after every
// theme change (View → Theme), with its empty state watched (below).
void themeChartView(QChartView* view);

// The empty state: while no series of `chart` has data (no point; a bar set
// no value above 0) its value axes are hidden and "No data yet" stands in
// the plot area, instead of an axis around nothing ("0 … 0"). Watched from
// the series' changes; updateEmptyState() re-checks after series are added.
void watchEmptyState(QChart* chart);
void updateEmptyState(QChart* chart);
bool chartIsEmpty(const QChart* chart);
// What the empty state says instead of "No data yet" ("" for that), e.g. a
// shown result that has no points to draw; emptyNote() is what it says now
// ("" while the chart has data).
void setEmptyNote(QChart* chart, const QString& text);
QString emptyNote(const QChart* chart);
// The chart, antialiased, with its legend below, at least min_width × min_height.
QChartView* chartView(QChart* chart, QWidget* parent, int min_width, int min_height);

// A read-only table of results: columns share the width, rows keep their
// height; without `scrolls` it never shows a scroll bar (fitTableHeight).
QTableWidget* resultTable(int rows, int columns, QWidget* parent, bool scrolls = false);
// Every cell "----" (not measured yet), aligned as its number will be.
void blankCells(QTableWidget* table, Qt::Alignment align = Qt::AlignRight | Qt::AlignVCenter);
// Exactly as tall as its header and `rows` rows.
void fitTableHeight(QTableWidget* table, int rows, int extra = 4);

// One control of a dialog's row of settings: its label ("" for none; the
// label is the control's buddy, which names it for accessibility), the control
// and its stretch.
struct LabeledControl {
    QString label;
    QWidget* control;
    int stretch = 0;
};
// The controls side by side, then a stretch unless one of them stretches.
QHBoxLayout* controlRow(QWidget* parent, std::initializer_list<LabeledControl> controls);

// A "how much" combo box's choice (its item data: a share of the free space in
// %, 0 for the test size, < 0 for the custom size) into a request's bytes or
// percent; bytes stay 0 for a share.
void applySizeChoice(double choice, std::uint64_t custom_bytes, std::uint64_t test_bytes, std::uint64_t& bytes,
                     double& percent);

// A value axis from 0 to a round top just above `top` (5 % headroom), in
// about four intervals of 1, 2 or 5 times a power of ten, its labels with
// as many decimals as the step needs (so no two read the same: "0 0.5 1
// 1.5", never "0 0 1 1"). A chart with no data shows its empty state instead.
void fitValueAxis(QValueAxis* axis, double top);
// niceStep() and labelFormatFor(): charts/axis_steps.h.
// The highest y of the series' points (0 when they have none).
double seriesTop(std::initializer_list<const QXYSeries*> series);
// fitValueAxis with `top` the highest point of the series.
void fitValueAxis(QValueAxis* axis, std::initializer_list<const QXYSeries*> series);
// For a chart with a second value axis: 0 to 1, 2, 2.5 or 5 times a power of
// ten just above `top` (5 % headroom, at least `floor`), always five
// intervals, so both axes' grid lines coincide.
void fitPairedValueAxis(QValueAxis* axis, double top, double floor = 1.0);

}  // namespace smui
