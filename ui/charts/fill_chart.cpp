#include "charts/fill_chart.h"

#include "charts/chart_util.h"
#include "text/ui_text.h"

#include <QChart>
#include <QChartView>
#include <QLegend>
#include <QLineSeries>
#include <QLogValueAxis>
#include <QPen>
#include <QValueAxis>
#include <QVBoxLayout>
#include <QWidget>
#include <algorithm>
#include <cmath>
#include <string>

namespace smui {
namespace {

constexpr double kGiB = 1073741824.0;
const QColor kTotalColor{0x2c, 0xa0, 0x2c};

// Read blue, write red, the rest (a total, the cache) green; within a
// colour the second and third line of a plot are dashed and dotted.
QPen figurePen(const std::string& label, int& reads, int& writes, int& others)
{
    const bool read = label == "Read" || label.ends_with(" read");
    const bool write = label == "Write" || label.ends_with(" write");
    int& n = read ? reads : write ? writes : others;
    static const Qt::PenStyle styles[] = {Qt::SolidLine, Qt::DashLine, Qt::DotLine, Qt::DashDotLine};
    QPen pen(read ? kReadColor : write ? kWriteColor : kTotalColor, 2, styles[n % 4]);
    ++n;
    return pen;
}

// The plot's title: what its unit measures.
QString unitTitle(const std::string& unit)
{
    if (unit == "score")
        return UiText::compareItem("Score");
    if (unit == "MB/s")
        return UiText::chartUnit(sm::kMibSMetric);
    return UiText::compareMetric(unit);
}

QChartView* onePlot(const std::vector<sm::FillLevel>& levels, const std::vector<sm::FillFigures>& figures,
                    const std::string& unit, QWidget* parent)
{
    auto* chart = new QChart;
    chart->setTitle(unitTitle(unit));
    auto* x = addValueAxis(chart, UiText::tr("% full during the run"), Qt::AlignBottom);
    auto* y = addValueAxis(chart, unitTitle(unit), Qt::AlignLeft);
    std::vector<std::string> labels;
    for (const sm::FillFigures& fs : figures)
        for (const sm::FillFigure& f : fs)
            if (f.unit == unit && std::find(labels.begin(), labels.end(), f.label) == labels.end())
                labels.push_back(f.label);
    double top = 0;
    int reads = 0, writes = 0, others = 0;
    for (const std::string& label : labels) {
        const QPen pen = figurePen(label, reads, writes, others);
        sm::FillFigure named{label, unit, 0};
        auto* s = addLineSeries(chart, fillFigureName(named), pen.color());
        s->setPen(pen);
        for (std::size_t i = 0; i < levels.size() && i < figures.size(); ++i)
            for (const sm::FillFigure& f : figures[i])
                if (f.label == label && f.unit == unit) {
                    s->append(levels[i].fill.used_pct_during, f.value);
                    top = std::max(top, f.value);
                }
        attachAxes({s}, {x, y});
    }
    x->setRange(0, 100);
    x->setTickCount(6);
    x->setLabelFormat(QStringLiteral("%.0f"));
    fitValueAxis(y, std::max(top, 1e-3));
    // The legend draws each line as it is drawn: read and write share a colour, the style tells the rows apart.
    chart->legend()->setMarkerShape(QLegend::MarkerShapeFromSeries);
    updateEmptyState(chart);
    auto* view = chartView(chart, parent, 420, 260);
    view->setObjectName(QStringLiteral("fillChart:") + QString::fromStdString(unit));
    return view;
}

}  // namespace

QString fillFigureName(const sm::FillFigure& f)
{
    if (f.unit == "score")
        return UiText::compareMetric(f.label == "Read" ? "read" : f.label == "Write" ? "write" : "total");
    return UiText::compareItem(f.label);
}

QWidget* fillSeriesChart(const std::vector<sm::FillLevel>& levels, const std::vector<sm::FillFigures>& figures,
                         QWidget* parent)
{
    if (levels.size() < 2)
        return nullptr;
    std::vector<std::string> units;  // in the order the figures name them
    for (const sm::FillFigures& fs : figures)
        for (const sm::FillFigure& f : fs)
            if (std::find(units.begin(), units.end(), f.unit) == units.end())
                units.push_back(f.unit);
    auto* box = new QWidget(parent);
    box->setObjectName(QStringLiteral("fillSeries"));
    auto* layout = new QVBoxLayout(box);
    layout->setContentsMargins(0, 0, 0, 0);
    for (const std::string& unit : units)
        layout->addWidget(onePlot(levels, figures, unit, box), 1);
    return box;
}

QWidget* recoveryChart(const sm::SustainedResult& r, QWidget* parent)
{
    if (r.rests.empty())
        return nullptr;
    auto* chart = new QChart;
    chart->setTitle(UiText::tr("Write cache back after a rest"));
    auto* x = new QLogValueAxis;
    x->setBase(10);
    x->setTitleText(UiText::tr("Rest (seconds)"));
    x->setLabelFormat(QStringLiteral("%g"));
    x->setMinorTickCount(8);
    chart->addAxis(x, Qt::AlignBottom);
    auto* y = addValueAxis(chart, UiText::compareMetric("GiB"), Qt::AlignLeft);
    double lo = 1e9, hi = 0, top = 0;
    for (const sm::RecoveryRest& rest : r.rests) {
        lo = std::min(lo, rest.rest_s);
        hi = std::max(hi, rest.rest_s);
    }
    const double left = std::pow(10.0, std::floor(std::log10(lo))), right = std::pow(10.0, std::ceil(std::log10(hi)));
    // The whole cache first, so the recovered points are drawn over it.
    if (const sm::CacheVerdict c = r.cache(); c.bytes) {
        const double whole = static_cast<double>(*c.bytes) / kGiB;
        auto* line = addLineSeries(chart, UiText::tr("Whole cache (first write)"), QColor(0x80, 0x80, 0x80), false);
        line->setPen(QPen(QColor(0x80, 0x80, 0x80), 1.5, Qt::DashLine));
        line->append(left, whole);
        line->append(right, whole);
        attachAxes({line}, {x, y});
        top = whole;
    }
    auto* back = addLineSeries(chart, UiText::tr("Recovered"), kWriteColor);
    back->setPen(QPen(kWriteColor, 2.5));
    back->setMarkerSize(9);
    for (const sm::RecoveryRest& rest : r.rests) {
        const double gib = static_cast<double>(r.recovery(rest).recovered_bytes) / kGiB;
        back->append(rest.rest_s, gib);
        top = std::max(top, gib);
    }
    attachAxes({back}, {x, y});
    x->setRange(left, right == left ? left * 10 : right);
    fitValueAxis(y, std::max(top, 1e-3));
    chart->legend()->setMarkerShape(QLegend::MarkerShapeFromSeries);
    auto* view = chartView(chart, parent, 420, 260);
    view->setObjectName(QStringLiteral("recoveryChart"));
    return view;
}

}  // namespace smui
