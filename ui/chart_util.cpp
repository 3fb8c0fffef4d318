#include "chart_util.h"

#include "theme.h"

#include <QChart>
#include <QCoreApplication>
#include <QChartView>
#include <QEvent>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QLineSeries>
#include <QLogValueAxis>
#include <QTableWidget>
#include <QValueAxis>
#include <algorithm>
#include <cmath>

namespace smui {
namespace {

// The smallest of 1, 2, 2.5 or 5 times a power of ten that is at least v (v > 0).
double round_up_nice(double v)
{
    const double p = std::pow(10.0, std::floor(std::log10(v)));
    for (double m : {1.0, 2.0, 2.5, 5.0})
        if (m * p >= v)
            return m * p;
    return 10 * p;
}

}  // namespace

QLineSeries* addLineSeries(QChart* chart, const QString& name, const QColor& color, bool points)
{
    auto* s = new QLineSeries(chart);
    s->setName(name);
    s->setColor(color);
    s->setPointsVisible(points);
    chart->addSeries(s);
    return s;
}

QValueAxis* addValueAxis(QChart* chart, const QString& title, Qt::Alignment side)
{
    auto* axis = new QValueAxis(chart);
    axis->setLabelFormat(QStringLiteral("%.0f"));
    axis->setTitleText(title);
    chart->addAxis(axis, side);
    return axis;
}

QLogValueAxis* addLog2Axis(QChart* chart, const QString& title)
{
    auto* axis = new QLogValueAxis(chart);
    axis->setBase(2);
    // %g: a sweep from 512 B starts at 0.5 KiB, which "%.0f" printed as "1" beside 1 KiB.
    axis->setLabelFormat(QStringLiteral("%g"));
    axis->setTitleText(title);
    chart->addAxis(axis, Qt::AlignBottom);
    return axis;
}

void attachAxes(std::initializer_list<QAbstractSeries*> series, std::initializer_list<QAbstractAxis*> axes)
{
    for (QAbstractSeries* s : series)
        for (QAbstractAxis* a : axes)
            s->attachAxis(a);
}

namespace {

// Restyles a chart whenever its view's palette changes (View → Theme).
class ChartThemer : public QObject {
public:
    ChartThemer(QChartView* view) : QObject(view), m_view(view) { view->installEventFilter(this); }
    bool eventFilter(QObject* watched, QEvent* event) override
    {
        if (watched == m_view && event->type() == QEvent::PaletteChange)
            styleChart(m_view->chart(), m_view->palette());
        return false;
    }

private:
    QChartView* m_view;
};

}  // namespace

void themeChartView(QChartView* view)
{
    view->setRenderHint(QPainter::Antialiasing);
    styleChart(view->chart(), view->palette());
    new ChartThemer(view);
}

QChartView* chartView(QChart* chart, QWidget* parent, int min_width, int min_height)
{
    chart->legend()->setAlignment(Qt::AlignBottom);
    auto* view = new QChartView(chart, parent);
    view->setMinimumSize(min_width, min_height);
    themeChartView(view);
    view->setAccessibleName(QCoreApplication::translate("smui::ChartUtil", "Chart"));
    view->setAccessibleDescription(
        QCoreApplication::translate("smui::ChartUtil", "A chart of the figures in the results table"));
    return view;
}

QTableWidget* resultTable(int rows, int columns, QWidget* parent, bool scrolls)
{
    auto* t = new QTableWidget(rows, columns, parent);
    t->setAccessibleName(QCoreApplication::translate("smui::ChartUtil", "Results"));
    t->setAccessibleDescription(QCoreApplication::translate("smui::ChartUtil", "The measured figures, one row each"));
    t->setEditTriggers(QAbstractItemView::NoEditTriggers);
    t->horizontalHeader()->setSectionResizeMode(QHeaderView::Stretch);
    t->verticalHeader()->setSectionResizeMode(QHeaderView::Fixed);
    if (!scrolls) {
        t->setVerticalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
        t->setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    }
    return t;
}

void blankCells(QTableWidget* table, Qt::Alignment align)
{
    for (int r = 0; r < table->rowCount(); ++r)
        for (int c = 0; c < table->columnCount(); ++c) {
            auto* item = new QTableWidgetItem(QStringLiteral("----"));
            item->setTextAlignment(align);
            table->setItem(r, c, item);
        }
}

void applySizeChoice(double choice, std::uint64_t custom_bytes, std::uint64_t test_bytes, std::uint64_t& bytes,
                     double& percent)
{
    if (choice < 0)
        bytes = custom_bytes;
    else if (choice > 0)
        percent = choice;
    else
        bytes = test_bytes;
}

QHBoxLayout* controlRow(QWidget* parent, std::initializer_list<LabeledControl> controls)
{
    auto* row = new QHBoxLayout;
    bool stretches = false;
    for (const LabeledControl& c : controls) {
        if (!c.label.isEmpty()) {
            auto* label = new QLabel(c.label, parent);
            label->setBuddy(c.control);
            row->addWidget(label);
        }
        row->addWidget(c.control, c.stretch);
        stretches = stretches || c.stretch > 0;
    }
    if (!stretches)
        row->addStretch(1);
    return row;
}

void fitTableHeight(QTableWidget* table, int rows, int extra)
{
    table->setFixedHeight(table->horizontalHeader()->sizeHint().height() +
                          rows * table->verticalHeader()->defaultSectionSize() + extra);
}

void fitValueAxis(QValueAxis* axis, double top)
{
    const double step = round_up_nice(std::max(top * 1.05, 1.0) / 4);
    const int intervals = std::max(1, static_cast<int>(std::ceil(top * 1.05 / step)));
    axis->setRange(0, step * intervals);
    axis->setTickCount(intervals + 1);
}

double seriesTop(std::initializer_list<const QXYSeries*> series)
{
    double top = 0;
    for (const QXYSeries* s : series)
        for (const QPointF& p : s->points())
            top = std::max(top, p.y());
    return top;
}

void fitValueAxis(QValueAxis* axis, std::initializer_list<const QXYSeries*> series)
{
    fitValueAxis(axis, seriesTop(series));
}

void fitPairedValueAxis(QValueAxis* axis, double top, double floor)
{
    axis->setRange(0, round_up_nice(std::max(top * 1.05, floor)));
    axis->setTickCount(6);
}

}  // namespace smui
