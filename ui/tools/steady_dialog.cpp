#include "tools/steady_dialog.h"

#include "charts/chart_util.h"
#include "charts/temperature_line.h"
#include "desktop/theme.h"
#include "tools/tool_registry.h"
#include "text/ui_text.h"

#include <QChart>
#include <QChartView>
#include <QComboBox>
#include <QDoubleSpinBox>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QLegend>
#include <QLegendMarker>
#include <QLineSeries>
#include <QPen>
#include <QSpinBox>
#include <QTableWidget>
#include <QValueAxis>

namespace smui {

SteadyDialog::SteadyDialog(const QString& target, std::uint64_t size_bytes, QWidget* parent)
    : ResultDialog(&sm::run_steady, tr("Steady state"), target, size_bytes, parent)
{
    setHeaderDetail(tr("Target: %1    Test size: %2    One workload repeated in rounds until the last %3 rounds' IOPS "
                       "stay within ±%4 % of their mean and their fitted slope within ±%5 %, or until the time cap.")
                        .arg(target.isEmpty() ? tr("none") : target, bytesText(size_bytes))
                        .arg(m_criteria.window)
                        .arg(localNumber(m_criteria.range * 100, 0), localNumber(m_criteria.slope * 100, 0)));
    m_test = new QComboBox(this);
    for (const char* t : {"RND4K Q32T1", "RND4K Q32T16", "RND4K Q1T1", "SEQ128K Q32T1", "SEQ1M Q8T1"})
        m_test->addItem(QLatin1String(t));
    m_readPercent = new QSpinBox(this);
    m_readPercent->setRange(0, 100);
    m_readPercent->setSuffix(tr(" % read"));
    m_roundSeconds = new QDoubleSpinBox(this);
    m_roundSeconds->setRange(0.1, 600);
    m_roundSeconds->setDecimals(1);
    m_roundSeconds->setValue(10);
    m_roundSeconds->setSuffix(tr(" s"));
    m_capMinutes = new QDoubleSpinBox(this);
    m_capMinutes->setRange(0.01, 1440);
    m_capMinutes->setDecimals(2);
    m_capMinutes->setValue(30);
    m_capMinutes->setSuffix(tr(" min"));
    panelLayout()->addLayout(controlRow(this,
                                        {{tr("Workload:"), m_test},
                                         {QString(), m_readPercent},
                                         {tr("Round:"), m_roundSeconds},
                                         {tr("Cap:"), m_capMinutes}}));

    auto* chart = new QChart;
    chart->setTitle(tr("IOPS per round"));
    m_iops = addLineSeries(chart, tr("IOPS"), kReadColor);
    // The window's lines take their colour from the verdict (showCheck).
    m_mean = new QLineSeries(chart);
    m_mean->setName(tr("Window mean"));
    m_upper = new QLineSeries(chart);
    m_upper->setName(tr("±%1 % band").arg(localNumber(m_criteria.range * 100, 0)));
    m_lower = new QLineSeries(chart);
    for (QLineSeries* s : {m_mean, m_upper, m_lower})
        chart->addSeries(s);
    m_x = addValueAxis(chart, tr("Round"), Qt::AlignBottom);
    m_y = addValueAxis(chart, tr("IOPS"), Qt::AlignLeft);
    attachAxes({m_iops, m_mean, m_upper, m_lower}, {m_x, m_y});
    addTemperatureLine(chart, m_x);
    auto* view = chartView(chart, this, 760, 320);
    chart->legend()->markers(m_lower).constFirst()->setVisible(false);  // one legend entry for the band
    panelLayout()->addWidget(view, 1);

    m_verdict = new QLabel(this);
    m_verdict->setTextInteractionFlags(Qt::TextSelectableByMouse);
    m_verdict->setWordWrap(true);
    QFont f = m_verdict->font();
    f.setBold(true);
    m_verdict->setFont(f);
    panelLayout()->addWidget(m_verdict);

    m_table = resultTable(0, 4, this, true);  // every round, the last six in view
    m_table->setHorizontalHeaderLabels({tr("IOPS"), tr("MB/s"), tr("mean µs"), tr("p99 µs")});
    fitTableHeight(m_table, 6);
    panelLayout()->addWidget(m_table);
    reset();
    resize(940, 780);
}

void SteadyDialog::setPlan(const QString& test, unsigned read_percent, double round_seconds, double max_seconds,
                           unsigned window)
{
    if (m_test->findText(test) < 0)
        m_test->addItem(test);
    m_test->setCurrentText(test);
    m_readPercent->setValue(static_cast<int>(read_percent));
    m_roundSeconds->setValue(round_seconds);
    m_capMinutes->setValue(max_seconds / 60);
    m_criteria.window = window;
    reset();
}

void SteadyDialog::resetView()
{
    m_values.clear();
    m_table->setRowCount(0);
    for (QLineSeries* s : {m_iops, m_mean, m_upper, m_lower})
        s->clear();
    m_verdict->setText(tr("Steady state: ----"));
    fitAxes();
}

sm::SteadyRequest SteadyDialog::request() const
{
    sm::SteadyRequest req;
    req.size_bytes = m_sizeBytes;
    req.test = sm::parse_preset_test(m_test->currentText().toStdString());
    req.read_percent = static_cast<unsigned>(m_readPercent->value());
    req.round_seconds = m_roundSeconds->value();
    req.max_seconds = m_capMinutes->value() * 60;
    req.criteria = m_criteria;
    return req;
}

void SteadyDialog::showRound(const sm::Measurement& m)
{
    m_values.push_back(m.iops());
    const int row = m_table->rowCount();
    m_table->insertRow(row);
    const QString cells[] = {localNumber(m.iops(), 0), localNumber(m.mb_s(), 2), localNumber(m.latency.mean_us, 1),
                             localNumber(m.latency.p99_us, 1)};
    for (int c = 0; c < 4; ++c) {
        auto* item = new QTableWidgetItem(cells[c]);
        item->setTextAlignment(Qt::AlignRight | Qt::AlignVCenter);
        m_table->setItem(row, c, item);
    }
    m_table->setVerticalHeaderItem(row, new QTableWidgetItem(tr("Round %1").arg(row + 1)));
    m_table->scrollToBottom();
    m_iops->append(row + 1, m.iops());
}

void SteadyDialog::showCheck(const sm::SteadyCheck& check, bool finished)
{
    m_mean->clear();
    m_upper->clear();
    m_lower->clear();
    const std::size_t n = m_values.size();
    const unsigned window = m_criteria.window;
    if (n >= window && check.mean > 0) {
        const double first = static_cast<double>(n - window + 1), last = static_cast<double>(n);
        m_mean->append(first, check.mean);
        m_mean->append(last, check.mean);
        m_upper->append(first, check.mean * (1 + m_criteria.range));
        m_upper->append(last, check.mean * (1 + m_criteria.range));
        m_lower->append(first, check.mean * (1 - m_criteria.range));
        m_lower->append(last, check.mean * (1 - m_criteria.range));
    }
    // Readable on the chart's background in either theme (theme.h).
    const QColor colour = readableOn(check.reached ? QColor(0x2c, 0xa0, 0x2c) : QColor(0xff, 0x7f, 0x0e),
                                     m_mean->chart()->backgroundBrush().color(), 3.0);
    m_mean->setPen(QPen(colour, 2));
    for (QLineSeries* s : {m_upper, m_lower})
        s->setPen(QPen(colour, 1, Qt::DashLine));
    const QString excursion = localNumber(check.max_excursion * 100, 1);
    const QString slope =
        (check.slope_change >= 0 ? QStringLiteral("+") : QString()) + localNumber(check.slope_change * 100, 1);
    if (check.reached)
        m_verdict->setText(tr("Steady state after %n round(s): %1 IOPS (largest excursion %2 %, slope %3 %).", nullptr,
                              static_cast<int>(n))
                               .arg(localNumber(check.mean, 0), excursion, slope));
    else if (finished && n >= window)
        m_verdict->setText(tr("No steady state within the cap: the last %n round(s) averaged %1 IOPS (largest "
                              "excursion %2 %, slope %3 %).",
                              nullptr, static_cast<int>(window))
                               .arg(localNumber(check.mean, 0), excursion, slope));
    else if (finished)
        m_verdict->setText(tr("No steady state within the cap: fewer than %n round(s) fitted in it.", nullptr,
                              static_cast<int>(window)));
    else if (n >= window)
        m_verdict->setText(tr("Not steady yet: the last %n round(s) average %1 IOPS (largest excursion %2 %, "
                              "slope %3 %).",
                              nullptr, static_cast<int>(window))
                               .arg(localNumber(check.mean, 0), excursion, slope));
    else
        m_verdict->setText(
            tr("Not steady yet: %1 of at least %n round(s) done.", nullptr, static_cast<int>(window)).arg(n));
    fitAxes();
}

void SteadyDialog::fitAxes()
{
    fitValueAxis(m_y, {m_iops, m_upper});
    // Whole rounds: at least 1..window, about ten labelled ticks.
    const int rounds = std::max<int>(static_cast<int>(m_values.size()), static_cast<int>(m_criteria.window));
    const int step = std::max(1, (rounds + 9) / 10);
    const int top_round = (rounds + step - 1) / step * step;
    m_x->setRange(0, top_round);
    m_x->setTickCount(top_round / step + 1);
}

void SteadyDialog::onPhaseFinished(const sm::PhaseRef& phase, const sm::Measurement& m)
{
    // Rounds arrive in order.
    if (phase.kind != sm::PhaseKind::SteadyRound || phase.step != static_cast<int>(m_values.size()))
        return;
    showRound(m);
    chartTemperature().add(static_cast<double>(m_values.size()), liveTemperature());
    showCheck(sm::check_steady(m_values, m_criteria), false);
}

void SteadyDialog::showResult(const sm::SteadyResult& r)
{
    m_criteria = r.criteria;
    reset();
    for (const sm::Measurement& m : r.rounds) {
        showRound(m);
        chartTemperature().add(static_cast<double>(m_values.size()), r.temperature, {&m});
    }
    showCheck(r.check, true);
    setHeaderDetail(
        tr("Target: %1    Test size: %2    %3 at %4 % read, %5 s rounds, cap %6 min; steady when the last "
           "%7 rounds stay within ±%8 % of their mean and their fitted slope within ±%9 %. "
           "Queue engine: %10.")
            .arg(qs(r.target), bytesText(r.size_bytes), qs(r.test.name))
            .arg(r.read_percent)
            .arg(localNumber(r.round_seconds, 1), localNumber(r.max_seconds / 60, 2))
            .arg(r.criteria.window)
            .arg(localNumber(r.criteria.range * 100, 0), localNumber(r.criteria.slope * 100, 0), qs(r.engine)));
}

QString SteadyDialog::cellText(int row, int column) const { return m_table->item(row, column)->text(); }

QString SteadyDialog::verdictText() const { return m_verdict->text(); }

SM_REGISTER_TOOL(SteadyDialog, QT_TRANSLATE_NOOP("UiText", "steady state"),
                 QT_TRANSLATE_NOOP("smui::MainWindow", "&Steady state…"));

}  // namespace smui
