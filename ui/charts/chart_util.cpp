#include "charts/chart_util.h"

#include "desktop/theme.h"

#include <QChart>
#include <QCoreApplication>
#include <QChartView>
#include <QBarSet>
#include <QAbstractBarSeries>
#include <QEvent>
#include <QGraphicsRectItem>
#include <QGraphicsSimpleTextItem>
#include <QLegend>
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

// The smallest of 1, 2, 2.5 or 5 times a power of ten that is at least v (v > 0): paired axes' tops.
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

// The "No data yet" note of a chart, and the axes it hid.
class EmptyState : public QObject {
public:
    explicit EmptyState(QChart* chart) : QObject(chart), m_chart(chart)
    {
        setObjectName(QStringLiteral("emptyState"));
        // The note on a box of the chart's background, so no grid line runs through it.
        m_box = new QGraphicsRectItem(chart);
        m_box->setZValue(10);
        m_box->setPen(Qt::NoPen);
        m_box->hide();
        m_note = new QGraphicsSimpleTextItem(m_box);
        QObject::connect(chart, &QChart::plotAreaChanged, this, [this] { place(); });
    }
    static EmptyState* of(const QChart* chart) { return chart->findChild<EmptyState*>(QStringLiteral("emptyState")); }
    bool empty() const { return m_empty; }
    QString note() const
    {
        return m_note_text.isEmpty() ? QCoreApplication::translate("smui::ChartUtil", "No data yet") : m_note_text;
    }
    void setNote(const QString& text)
    {
        m_note_text = text;
        place();
    }

    void watch(QAbstractSeries* s)
    {
        if (!track(m_series, s))
            return;
        const auto check = [this] { update(); };
        if (auto* xy = qobject_cast<QXYSeries*>(s)) {
            connect(xy, &QXYSeries::pointAdded, this, check);
            connect(xy, &QXYSeries::pointsReplaced, this, check);
            connect(xy, &QXYSeries::pointRemoved, this, check);
            connect(xy, &QXYSeries::pointsRemoved, this, check);
        } else if (auto* bars = qobject_cast<QAbstractBarSeries*>(s)) {
            connect(bars, &QAbstractBarSeries::barsetsAdded, this, [this, bars] {
                for (QBarSet* set : bars->barSets())
                    watchSet(set);
                update();
            });
            for (QBarSet* set : bars->barSets())
                watchSet(set);
        }
    }

    void update()
    {
        bool empty = true;
        for (QAbstractSeries* s : m_chart->series()) {
            if (auto* xy = qobject_cast<QXYSeries*>(s); xy && xy->count() > 0)
                empty = false;
            if (auto* bars = qobject_cast<QAbstractBarSeries*>(s))
                for (QBarSet* set : bars->barSets())
                    for (int i = 0; i < set->count() && empty; ++i)
                        empty = set->at(i) <= 0;
            if (!empty)
                break;
        }
        if (empty == m_empty)
            return;
        m_empty = empty;
        for (QAbstractAxis* a : m_chart->axes()) {
            if (a->type() != QAbstractAxis::AxisTypeValue && a->type() != QAbstractAxis::AxisTypeLogValue)
                continue;
            if (empty && a->isVisible()) {
                a->setVisible(false);
                m_hidden << a;
            } else if (!empty && m_hidden.contains(a)) {
                a->setVisible(true);
            }
        }
        if (!empty)
            m_hidden.clear();
        m_box->setVisible(empty);
        place();
    }

private:
    // Adds `o` to `list`, which drops it when it is destroyed; false when it was there already.
    template <class T>
    bool track(QList<T*>& list, T* o)
    {
        if (list.contains(o))
            return false;
        list << o;
        connect(o, &QObject::destroyed, this, [&list, o] { list.removeAll(o); });
        return true;
    }
    void watchSet(QBarSet* set)
    {
        if (!track(m_sets, set))
            return;
        const auto check = [this] { update(); };
        connect(set, &QBarSet::valuesAdded, this, check);
        connect(set, &QBarSet::valueChanged, this, check);
        connect(set, &QBarSet::valuesRemoved, this, check);
    }
    void place()
    {
        if (!m_box->isVisible())
            return;
        m_note->setText(note());
        QFont f = m_chart->legend()->font();
        f.setPointSizeF(f.pointSizeF() * 1.3);
        m_note->setFont(f);
        m_note->setBrush(m_chart->legend()->labelColor());
        m_box->setBrush(m_chart->backgroundBrush());
        const QRectF r = m_note->boundingRect().adjusted(-12, -6, 12, 6);
        m_box->setRect(r);
        m_box->setPos(m_chart->plotArea().center() - r.center());
    }

    QChart* m_chart;
    QGraphicsRectItem* m_box;
    QGraphicsSimpleTextItem* m_note;
    QList<QAbstractAxis*> m_hidden;
    QList<QBarSet*> m_sets;
    QList<QAbstractSeries*> m_series;
    QString m_note_text;  // "" for "No data yet"
    bool m_empty = false;
};

}  // namespace

void watchEmptyState(QChart* chart)
{
    EmptyState* state = EmptyState::of(chart);
    if (!state)
        state = new EmptyState(chart);
    for (QAbstractSeries* s : chart->series())
        state->watch(s);
    state->update();
}

void updateEmptyState(QChart* chart) { watchEmptyState(chart); }

bool chartIsEmpty(const QChart* chart)
{
    const EmptyState* state = EmptyState::of(chart);
    return state && state->empty();
}

void setEmptyNote(QChart* chart, const QString& text)
{
    watchEmptyState(chart);
    EmptyState::of(chart)->setNote(text);
}

QString emptyNote(const QChart* chart)
{
    const EmptyState* state = EmptyState::of(chart);
    return state && state->empty() ? state->note() : QString();
}

void themeChartView(QChartView* view)
{
    view->setRenderHint(QPainter::Antialiasing);
    styleChart(view->chart(), view->palette());
    new ChartThemer(view);
    watchEmptyState(view->chart());
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
    const double reach = std::max(top, 0.0) * 1.05;
    const double step = niceStep(reach > 0 ? reach / 4 : 0.25);
    const int intervals = std::max(1, static_cast<int>(std::ceil(reach / step - 1e-9)));
    // The format first: Qt Charts redraws the labels on a change of range, not always on one of format alone.
    // Each setter only on a change: QValueAxis announces a format even when it is the same, and the
    // chart then lays its axes out again (a live chart calls this every 250 ms).
    if (const QString format = labelFormatFor(step); axis->labelFormat() != format)
        axis->setLabelFormat(format);
    axis->setRange(0, step * intervals);
    if (axis->tickCount() != intervals + 1)
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
