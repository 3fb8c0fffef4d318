#include "tools/compare_dialog.h"

#include "charts/chart_util.h"
#include "desktop/save_file.h"
#include "result/document.h"
#include "desktop/theme.h"
#include "tools/tool_registry.h"
#include "text/ui_text.h"

#include <QBarCategoryAxis>
#include <QBarSeries>
#include <QBarSet>
#include <QChart>
#include <QChartView>
#include <QCoreApplication>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QPushButton>
#include <QTableWidget>
#include <QVBoxLayout>
#include <QValueAxis>
#include <algorithm>
#include <cmath>

namespace smui {
namespace {

// A set's legend name: "A", with the drive's temperature range during that
// run when its document is at hand and recorded one ("A, 38–45 °C").
QString set_name(const QString& letter, const sm::Json* doc)
{
    const sm::Json* t = doc ? sm::find(*doc, "temperature") : nullptr;
    if (!t || !t->is_object())
        return letter;
    const sm::TemperatureRecord rec = sm::temperature_from_json(*t);
    if (!rec.known())
        return letter;
    return CompareDialog::tr("%1, %2–%3 °C", "set name, the drive's temperature range")
        .arg(letter, localNumber(rec.min_c(), 0), localNumber(rec.max_c(), 0));
}

// A grouped bar chart (A and B bars per category) of the rows `pick` accepts.
template <class Pick, class Name>
QChartView* bar_chart(const sm::Comparison& c, Pick pick, Name name, const QString& title, const QString& unit,
                      const QStringList& sets, int& bars, QWidget* parent)
{
    auto* a = new QBarSet(sets.at(0));
    auto* b = new QBarSet(sets.at(1));
    a->setColor(QColor(0x1f, 0x77, 0xb4));
    b->setColor(QColor(0xff, 0x7f, 0x0e));
    QStringList categories;
    double top = 0;
    for (const sm::CompareRow& r : c.rows) {
        if (!pick(r))
            continue;
        categories << name(r);
        *a << r.a.value_or(0);
        *b << r.b.value_or(0);
        top = std::max({top, r.a.value_or(0), r.b.value_or(0)});
    }
    bars = static_cast<int>(categories.size());
    auto* series = new QBarSeries;
    series->append(a);
    series->append(b);
    auto* chart = new QChart;
    chart->addSeries(series);
    chart->setTitle(title);
    auto* x = new QBarCategoryAxis;
    x->append(categories);
    auto* y = new QValueAxis;
    fitValueAxis(y, top);
    if (!unit.isEmpty())
        y->setTitleText(unit);
    chart->addAxis(x, Qt::AlignBottom);
    chart->addAxis(y, Qt::AlignLeft);
    series->attachAxis(x);
    series->attachAxis(y);
    return chartView(chart, parent, 0, 300);  // themed (theme.h)
}

}  // namespace

CompareDialog::CompareDialog(const sm::Comparison& c, QWidget* parent, const sm::Json* a, const sm::Json* b)
    : QDialog(parent), m_comparison(c)
{
    const QString kinds = c.kind_b.empty()
        ? kindName(c.kind)
        : tr("%1 and %2", "two kinds of result compared").arg(kindName(c.kind), kindName(c.kind_b));
    setWindowTitle(tr("Compare results: %1 — SolidMark").arg(kinds));
    auto* outer = new QVBoxLayout(this);
    m_panel = new QWidget(this);
    m_panel->setAutoFillBackground(true);
    auto* panel = new QVBoxLayout(m_panel);
    auto* heading = new QLabel(
        tr("<b>A</b>: %1<br><b>B</b>: %2").arg(qs(c.title_a).toHtmlEscaped(), qs(c.title_b).toHtmlEscaped()), m_panel);
    heading->setTextInteractionFlags(Qt::TextSelectableByMouse);
    panel->addWidget(heading);
    // What a side's numbers are where they are not SolidMark's (an imported peer result): the core's sentences.
    QStringList notes;
    for (const sm::CompareNote& n : c.notes)
        notes << tr("%1: %2", "a compare note: the side (A or B), then what its numbers are")
                     .arg(qs(n.side), QCoreApplication::translate("sm::peer", n.text.c_str()));
    if (!notes.isEmpty()) {
        auto* note = new QLabel(notes.join(QLatin1Char('\n')), m_panel);
        note->setWordWrap(true);
        note->setTextInteractionFlags(Qt::TextSelectableByMouse);
        panel->addWidget(note);
        m_notes = notes;
    }

    auto* charts = new QHBoxLayout;
    // Short bar labels: "Seq R", "4K-64 W", "40% R", "ISO".
    const auto short_name = [](const sm::CompareRow& r) {
        QString n = qs(r.item);
        n.replace(QStringLiteral("4K-64Thrd"), QStringLiteral("4K-64"))
            .replace(QStringLiteral("Acc.time"), QStringLiteral("Acc"));
        if (n.endsWith(QLatin1String(" read")))
            return n.chopped(5) + QLatin1Char(' ') + tr("R", "short for read");
        if (n.endsWith(QLatin1String(" write")))
            return n.chopped(6) + QLatin1Char(' ') + tr("W", "short for write");
        if (const qsizetype qd = n.indexOf(QLatin1String(" QD ")); qd > 0)  // "database QD 8" → "QD 8"
            return n.mid(qd + 1);
        return UiText::compareItem(r.item);
    };
    // The chart shows the kind's chart metric from the registry: MiB/s for the
    // AS SSD-style results, decimal MB/s for the CrystalDiskMark/ATTO/HD
    // Tach-style tools, IOPS for the profiles and steady state.
    const sm::ResultKind* kind = sm::find_kind(c.kind);
    const std::string metric(kind ? kind->chart_metric : sm::kMibSMetric);
    const QString title = metric == "IOPS" ? tr("IOPS") : tr("Throughput");
    m_setNames = {set_name(tr("A"), a), set_name(tr("B"), b)};
    charts->addWidget(bar_chart(
                          c, [&metric](const sm::CompareRow& r) { return r.metric == metric; }, short_name, title,
                          UiText::chartUnit(metric), m_setNames, m_barCount, m_panel),
                      3);
    // Kinds with scores (the suite) chart them beside.
    const auto is_score = [](const sm::CompareRow& r) { return r.item == "Score"; };
    if (std::any_of(c.rows.begin(), c.rows.end(), is_score)) {
        int scoreBars = 0;
        charts->addWidget(bar_chart(
                              c, is_score, [](const sm::CompareRow& r) { return UiText::compareMetric(r.metric); },
                              tr("Score"), QString(), m_setNames, scoreBars, m_panel),
                          2);
    }
    panel->addLayout(charts);
    if (const KindUi* ui = kindUi(c.kind); ui && ui->overlay && a && b) {
        panel->addWidget(ui->overlay(*a, *b, QStringLiteral("A"), QStringLiteral("B"), m_panel), 3);
        m_overlay = true;
    }

    m_table = new QTableWidget(static_cast<int>(c.rows.size()), 5, m_panel);
    m_table->setHorizontalHeaderLabels({tr("Test"), tr("Value"), tr("A"), tr("B"), tr("B vs A")});
    m_table->verticalHeader()->setVisible(false);
    m_table->setEditTriggers(QAbstractItemView::NoEditTriggers);
    m_table->horizontalHeader()->setSectionResizeMode(QHeaderView::Stretch);
    for (int i = 0; i < static_cast<int>(c.rows.size()); ++i) {
        const sm::CompareRow& r = c.rows[static_cast<std::size_t>(i)];
        const QStringList cells = {UiText::compareItem(r.item), UiText::compareMetric(r.metric),
                                   localizeNumbers(qs(sm::compare_value_text(r.a, r.metric))),
                                   localizeNumbers(qs(sm::compare_value_text(r.b, r.metric))),
                                   UiText::compareDelta(sm::compare_delta_text(r), r.verdict())};
        for (int col = 0; col < 5; ++col) {
            auto* item = new QTableWidgetItem(cells[col]);
            item->setTextAlignment(col >= 2 ? Qt::AlignRight | Qt::AlignVCenter : Qt::AlignLeft | Qt::AlignVCenter);
            if (col == 4 && r.verdict() != 0)
                item->setForeground(r.verdict() > 0 ? goodColor(palette()) : badColor(palette()));
            m_table->setItem(i, col, item);
        }
    }
    m_table->setMinimumHeight(260);
    panel->addWidget(m_table, 1);
    outer->addWidget(m_panel, 1);

    auto* buttons = new QHBoxLayout;
    auto* save = new QPushButton(tr("Save PNG…"), this);
    auto* close = new QPushButton(tr("Close"), this);
    buttons->addStretch(1);
    buttons->addWidget(save);
    buttons->addWidget(close);
    outer->addLayout(buttons);
    connect(save, &QPushButton::clicked, this, [this] {
        saveWithRetry(this,
                      {tr("Save PNG"),
                       QStringLiteral("SolidMark_compare.png"),
                       tr("PNG image (*.png)"),
                       [this] { return pngBytes(m_panel); },
                       {}});
    });
    connect(close, &QPushButton::clicked, this, &QDialog::accept);
    resize(1000, 760);
}

// Through the core's output write (util/text_file.h), as every save: never
// through another user's link in a shared folder, never half written.
bool CompareDialog::saveImage(const QString& path) { return writeFile(path, pngBytes(m_panel)).isEmpty(); }

}  // namespace smui
