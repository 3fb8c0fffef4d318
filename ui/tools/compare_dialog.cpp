#include "tools/compare_dialog.h"

#include "charts/chart_util.h"
#include "charts/compare_chart_view.h"
#include "desktop/save_file.h"
#include "desktop/theme.h"
#include "result/document.h"
#include "text/ui_text.h"
#include "tools/tool_registry.h"

#include <QComboBox>
#include <QCoreApplication>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QPushButton>
#include <QScrollArea>
#include <QSplitter>
#include <QTableWidget>
#include <QVBoxLayout>
#include <algorithm>
#include <map>

namespace smui {
namespace {

constexpr int kWidths[] = {800, 1200, 1920};

QComboBox* combo(QWidget* parent, const QStringList& items)
{
    auto* c = new QComboBox(parent);
    c->addItems(items);
    return c;
}

QTableWidgetItem* cell(const QString& text, Qt::Alignment align = Qt::AlignLeft | Qt::AlignVCenter)
{
    auto* item = new QTableWidgetItem(text);
    item->setTextAlignment(align);
    item->setFlags(item->flags() & ~Qt::ItemIsEditable);
    return item;
}

}  // namespace

CompareDialog::CompareDialog(const sm::Comparison& c, QWidget* parent) : QDialog(parent), m_comparison(c)
{
    setWindowTitle(tr("Compare results: %1 — SolidMark").arg(kindsText()));
    auto* outer = new QVBoxLayout(this);
    m_panel = new QWidget(this);
    m_panel->setAutoFillBackground(true);
    auto* panel = new QVBoxLayout(m_panel);

    panel->addLayout(resultsRow());

    m_noteLabel = new QLabel(m_panel);
    m_noteLabel->setWordWrap(true);
    m_noteLabel->setTextInteractionFlags(Qt::TextSelectableByMouse);
    panel->addWidget(m_noteLabel);

    // What the chart shows.
    m_chart = new QComboBox(m_panel);
    m_reference = new QComboBox(m_panel);
    m_highlight = new QComboBox(m_panel);
    m_order = combo(m_panel, {tr("Best first"), tr("As listed")});
    auto* choices = new QHBoxLayout;
    for (const auto& [label, box] : {std::pair{tr("Chart:"), m_chart}, std::pair{tr("Reference:"), m_reference},
                                     std::pair{tr("Highlight:"), m_highlight}, std::pair{tr("Bars:"), m_order}}) {
        auto* l = new QLabel(label, m_panel);
        l->setBuddy(box);
        choices->addWidget(l);
        choices->addWidget(box);
    }
    choices->addStretch(1);
    panel->addLayout(choices);
    for (QComboBox* box : {m_chart, m_reference, m_highlight, m_order})
        connect(box, &QComboBox::currentIndexChanged, this, [this] {
            if (m_filling)
                return;
            sm::set_reference(m_comparison, static_cast<std::size_t>(std::max(0, m_reference->currentIndex())));
            refresh();
        });

    m_view = new CompareChartView;
    auto* scroll = new QScrollArea(m_panel);
    scroll->setWidgetResizable(true);
    scroll->setWidget(m_view);
    m_table = new QTableWidget(0, 2, m_panel);
    m_table->verticalHeader()->setVisible(false);
    m_table->setEditTriggers(QAbstractItemView::NoEditTriggers);
    m_table->setFocusPolicy(Qt::ClickFocus);

    auto* split = new QSplitter(Qt::Vertical, m_panel);
    split->addWidget(scroll);
    split->addWidget(m_table);
    split->setStretchFactor(0, 3);
    split->setStretchFactor(1, 1);
    split->setSizes({560, 220});
    panel->addWidget(split, 1);
    outer->addWidget(m_panel, 1);

    outer->addLayout(savingRow());

    fillControls();
    refresh();
    resize(1100, 860);
}

// The results, one a row: each one's name can be edited (the chart and the
// table use it), and moved up or down (the order bars keep when listed).
QHBoxLayout* CompareDialog::resultsRow()
{
    m_results = new QTableWidget(0, 8, m_panel);
    m_results->setHorizontalHeaderLabels({QString(), tr("Name (click to edit)"), tr("Kind"), tr("Date (UTC)"),
                                          tr("Drive"), tr("Temperature"), tr("Fill"), tr("From")});
    m_results->verticalHeader()->setVisible(false);
    m_results->setSelectionBehavior(QAbstractItemView::SelectRows);
    m_results->setSelectionMode(QAbstractItemView::SingleSelection);
    // Columns sized when filled (resizeColumnsToContents), not by the header's later timer: a
    // screenshot taken at once is the picture the window then shows.
    m_results->horizontalHeader()->setStretchLastSection(true);
    // Clicked into, not tabbed into first: the dialog opens with the chart's controls in focus.
    m_results->setFocusPolicy(Qt::ClickFocus);
    connect(m_results, &QTableWidget::itemChanged, this, [this](QTableWidgetItem* item) {
        if (!m_filling && item->column() == 1)
            setName(static_cast<std::size_t>(item->row()), item->text());
    });
    auto* up = new QPushButton(tr("Move up"), m_panel);
    auto* down = new QPushButton(tr("Move down"), m_panel);
    const auto move = [this](int by) {
        const int row = m_results->currentRow();
        const int to = row + by;
        if (row < 0 || to < 0 || to >= m_results->rowCount())
            return;
        moveResult(static_cast<std::size_t>(row), static_cast<std::size_t>(to));
        m_results->setCurrentCell(to, 1);
    };
    connect(up, &QPushButton::clicked, this, [move] { move(-1); });
    connect(down, &QPushButton::clicked, this, [move] { move(1); });
    auto* resultRow = new QHBoxLayout;
    resultRow->addWidget(m_results, 1);
    auto* moves = new QVBoxLayout;
    moves->addWidget(up);
    moves->addWidget(down);
    moves->addStretch(1);
    resultRow->addLayout(moves);
    return resultRow;
}

// Saving: the image's width, scale and theme, then the buttons.
QHBoxLayout* CompareDialog::savingRow()
{
    m_width = combo(this, {QStringLiteral("800"), QStringLiteral("1200"), QStringLiteral("1920")});
    m_width->setCurrentIndex(1);
    m_scale = combo(this, {QStringLiteral("1×"), QStringLiteral("2×")});
    m_theme = combo(this, {tr("Light"), tr("Dark")});
    auto* buttons = new QHBoxLayout;
    for (const auto& [label, box] :
         {std::pair{tr("Width:"), m_width}, std::pair{tr("Scale:"), m_scale}, std::pair{tr("Theme:"), m_theme}}) {
        auto* l = new QLabel(label, this);
        l->setBuddy(box);
        buttons->addWidget(l);
        buttons->addWidget(box);
    }
    buttons->addStretch(1);
    const std::pair<QString, QString> saves[] = {{tr("Save PNG…"), QStringLiteral("png")},
                                                 {tr("Save SVG…"), QStringLiteral("svg")},
                                                 {tr("Export CSV…"), QStringLiteral("csv")},
                                                 {tr("Export JSON…"), QStringLiteral("json")}};
    for (const auto& [label, format] : saves) {
        auto* b = new QPushButton(label, this);
        connect(b, &QPushButton::clicked, this, [this, f = format] { save(f); });
        if (format == QLatin1String("svg") && !CompareChart::canWriteSvg()) {
            b->setEnabled(false);
            b->setToolTip(tr("This build of SolidMark has no Qt Svg; save a PNG instead"));
        }
        buttons->addWidget(b);
    }
    auto* close = new QPushButton(tr("Close"), this);
    connect(close, &QPushButton::clicked, this, &QDialog::accept);
    buttons->addWidget(close);
    return buttons;
}

QString CompareDialog::kindsText() const
{
    const sm::Comparison& c = m_comparison;
    return c.kind_b.empty() ? kindName(c.kind)
                            : tr("%1 and %2", "two kinds of result compared").arg(kindName(c.kind), kindName(c.kind_b));
}

QStringList CompareDialog::chartKeys() const
{
    QStringList keys;
    for (int i = 0; i < m_chart->count(); ++i)
        keys << m_chart->itemData(i).toString();
    return keys;
}

ChartChoice CompareDialog::choice() const
{
    ChartChoice ch;
    ch.chart = m_chart->currentData().toString().toStdString();
    ch.best_first = m_order->currentIndex() == 0;
    if (m_highlight->currentIndex() > 0)
        ch.highlight = static_cast<std::size_t>(m_highlight->currentIndex() - 1);
    ch.subtitle = chartSubtitle(m_comparison);
    return ch;
}

void CompareDialog::fillControls()
{
    m_filling = true;
    const QString chart = m_chart->currentData().toString();
    const int highlight = m_highlight->currentIndex();
    m_chart->clear();
    for (const sm::CompareChart& ch : sm::compare_charts(m_comparison))
        m_chart->addItem(chartTitle(m_comparison, ch), qs(ch.key));
    m_chart->setCurrentIndex(std::max(0, m_chart->findData(chart)));
    m_reference->clear();
    m_highlight->clear();
    m_highlight->addItem(tr("None"));
    for (std::size_t i = 0; i < m_comparison.size(); ++i) {
        const QString name = QStringLiteral("%1: %2").arg(qs(sm::entry_letter(i)), qs(m_comparison.entries[i].name));
        m_reference->addItem(name);
        m_highlight->addItem(name);
    }
    m_reference->setCurrentIndex(static_cast<int>(m_comparison.reference));
    m_highlight->setCurrentIndex(std::clamp(highlight, 0, m_highlight->count() - 1));
    m_filling = false;
}

void CompareDialog::refresh()
{
    fillResults();
    fillTable();
    QStringList notes;
    for (const sm::CompareNote& n : m_comparison.notes) {
        const QString text = QCoreApplication::translate("sm::peer", n.text.c_str());
        notes << (n.entry ? tr("%1: %2", "a compare note: the result, then what its numbers are")
                                .arg(qs(m_comparison.entries[*n.entry].name), text)
                          : text);
    }
    m_notes = notes;
    m_noteLabel->setText(notes.join(QLatin1Char('\n')));
    m_noteLabel->setVisible(!notes.isEmpty());
    m_view->setChart(m_comparison, choice());
}

void CompareDialog::fillResults()
{
    m_filling = true;
    const sm::Comparison& c = m_comparison;
    m_results->setRowCount(static_cast<int>(c.size()));
    for (int r = 0; r < static_cast<int>(c.size()); ++r) {
        const sm::CompareEntry& e = c.entries[static_cast<std::size_t>(r)];
        const QString temperature = e.temperature_min_c && e.temperature_max_c
            ? tr("%1–%2 °C", "the drive's temperature range")
                  .arg(localNumber(*e.temperature_min_c, 0), localNumber(*e.temperature_max_c, 0))
            : UiText::notAvailable();
        const QString letter = qs(sm::entry_letter(static_cast<std::size_t>(r))) +
            (static_cast<std::size_t>(r) == c.reference ? tr(" (reference)") : QString());
        const QStringList cells = {letter,
                                   qs(e.name),
                                   kindName(e.kind),
                                   qs(e.started_at),
                                   e.device.empty() ? UiText::notAvailable() : qs(e.device),
                                   temperature,
                                   UiText::compareFill(e),
                                   qs(e.source)};
        for (int col = 0; col < cells.size(); ++col) {
            QTableWidgetItem* item = cell(cells[col]);
            if (col == 1)
                item->setFlags(item->flags() | Qt::ItemIsEditable);
            m_results->setItem(r, col, item);
        }
    }
    m_results->resizeColumnsToContents();
    fitTableHeight(m_results, std::min(static_cast<int>(c.size()), 6));  // more than six: it scrolls
    m_filling = false;
}

void CompareDialog::fillTable()
{
    const sm::Comparison& c = m_comparison;
    const int n = static_cast<int>(c.size());
    m_table->clear();
    m_table->setColumnCount(2 + n);
    QStringList head = {tr("Test"), tr("Value")};
    for (int i = 0; i < n; ++i)
        head << QStringLiteral("%1: %2").arg(qs(sm::entry_letter(static_cast<std::size_t>(i))),
                                             qs(c.entries[static_cast<std::size_t>(i)].name));
    m_table->setHorizontalHeaderLabels(head);
    m_table->setRowCount(static_cast<int>(c.rows.size()));
    for (int r = 0; r < static_cast<int>(c.rows.size()); ++r) {
        const sm::CompareRow& row = c.rows[static_cast<std::size_t>(r)];
        m_table->setItem(r, 0, cell(UiText::compareItem(row.item)));
        m_table->setItem(r, 1, cell(UiText::compareMetric(row.metric)));
        for (std::size_t i = 0; i < c.size(); ++i) {
            QString text = localizeNumbers(qs(sm::compare_value_text(row.value(i), row.metric)));
            if (text == QLatin1String("n/a"))
                text = UiText::notAvailable();
            if (i != c.reference && row.delta_percent(i, c.reference))
                text += QStringLiteral(" (%1)").arg(localizeNumbers(qs(sm::compare_delta_text(row, i, c.reference))));
            QTableWidgetItem* item = cell(text, Qt::AlignRight | Qt::AlignVCenter);
            if (const int v = row.verdict(i, c.reference); v != 0)
                item->setForeground(v > 0 ? goodColor(palette()) : badColor(palette()));
            if (row.is_best(i)) {
                QFont f = item->font();
                f.setBold(true);
                item->setFont(f);
                item->setToolTip(tr("The best value of this row"));
            }
            m_table->setItem(r, 2 + static_cast<int>(i), item);
        }
    }
    m_table->resizeColumnsToContents();
}

void CompareDialog::setChart(const QString& key) { m_chart->setCurrentIndex(std::max(0, m_chart->findData(key))); }

void CompareDialog::setReference(std::size_t i) { m_reference->setCurrentIndex(static_cast<int>(i)); }

void CompareDialog::setHighlight(std::optional<std::size_t> i)
{
    m_highlight->setCurrentIndex(i ? static_cast<int>(*i) + 1 : 0);
}

void CompareDialog::setBestFirst(bool on) { m_order->setCurrentIndex(on ? 0 : 1); }

void CompareDialog::setName(std::size_t i, const QString& name)
{
    if (i >= m_comparison.size())
        return;
    m_comparison.entries[i].name = name.trimmed().toStdString();
    sm::make_names_unique(m_comparison);
    fillControls();
    refresh();
}

void CompareDialog::moveResult(std::size_t from, std::size_t to)
{
    const int highlight = m_highlight->currentIndex() - 1;
    sm::move_entry(m_comparison, from, to);
    fillControls();
    if (highlight >= 0) {  // the highlight goes with its result
        std::size_t h = static_cast<std::size_t>(highlight);
        h = h == from ? to : (from < h && h <= to) ? h - 1 : (to <= h && h < from) ? h + 1 : h;
        m_filling = true;
        m_highlight->setCurrentIndex(static_cast<int>(h) + 1);
        m_filling = false;
    }
    refresh();
}

void CompareDialog::setImageOptions(int width, int scale, bool dark)
{
    const auto* w = std::find(std::begin(kWidths), std::end(kWidths), width);
    m_width->setCurrentIndex(w == std::end(kWidths) ? 1 : static_cast<int>(w - std::begin(kWidths)));
    m_scale->setCurrentIndex(scale >= 2 ? 1 : 0);
    m_theme->setCurrentIndex(dark ? 1 : 0);
}

CompareChart CompareDialog::exportChart() const
{
    return CompareChart(m_comparison, choice(),
                        ChartCanvas{kWidths[std::clamp(m_width->currentIndex(), 0, 2)], m_scale->currentIndex() + 1,
                                    m_theme->currentIndex() == 1});
}

std::string CompareDialog::content(const QString& format) const
{
    if (format == QLatin1String("png"))
        return exportChart().png().toStdString();
    if (format == QLatin1String("svg"))
        return exportChart().svg().toStdString();
    if (format == QLatin1String("csv"))
        return sm::compare_csv(m_comparison);
    return sm::dump_json(sm::to_json(m_comparison));
}

QString CompareDialog::exportTo(const QString& path, const QString& format)
{
    if (format == QLatin1String("svg") && !CompareChart::canWriteSvg())
        return tr("This build of SolidMark has no Qt Svg; save a PNG instead");
    try {
        return writeFile(path, content(format));
    } catch (const sm::Error& e) {
        return qs(e.what());
    }
}

void CompareDialog::save(const QString& format)
{
    static const std::map<QString, std::pair<const char*, const char*>> filters = {
        {QStringLiteral("png"), {QT_TR_NOOP("PNG image (*.png)"), "SolidMark_compare.png"}},
        {QStringLiteral("svg"), {QT_TR_NOOP("SVG image (*.svg)"), "SolidMark_compare.svg"}},
        {QStringLiteral("csv"), {QT_TR_NOOP("CSV (*.csv)"), "SolidMark_compare.csv"}},
        {QStringLiteral("json"), {QT_TR_NOOP("JSON (*.json)"), "SolidMark_compare.json"}}};
    const auto& [filter, suggested] = filters.at(format);
    SaveRequest r;
    r.title = tr("Save the comparison");
    r.suggested = QString::fromLatin1(suggested);
    r.filter = tr(filter);
    r.content = [this, format] { return content(format); };
    saveWithRetry(this, r);
}

// Through the core's output write (util/text_file.h), as every save: never
// through another user's link in a shared folder, never half written.
bool CompareDialog::saveImage(const QString& path) { return writeFile(path, pngBytes(m_panel)).isEmpty(); }

}  // namespace smui
