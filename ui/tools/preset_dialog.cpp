#include "tools/preset_dialog.h"

#include "text/accessibility.h"
#include "charts/chart_util.h"
#include "charts/temperature_line.h"
#include "tools/tool_registry.h"
#include "text/ui_text.h"
#include "util/limits.h"

#include <QBarCategoryAxis>
#include <QBarSeries>
#include <QBarSet>
#include <QChart>
#include <QChartView>
#include <QCheckBox>
#include <QComboBox>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QSignalBlocker>
#include <QSpinBox>
#include <QTableWidget>
#include <QValueAxis>
#include <algorithm>
#include <array>
#include <cmath>

namespace smui {
namespace {

// "SEQ1M Q8T1", … as the table's rows and the custom entry name them.
QStringList testNames(const std::vector<sm::PresetTest>& tests)
{
    QStringList names;
    for (const sm::PresetTest& t : tests)
        names << QString::fromStdString(t.name);
    return names;
}

constexpr std::array<sm::PresetUnit, 4> kUnits = {sm::PresetUnit::MBs, sm::PresetUnit::GBs, sm::PresetUnit::Iops,
                                                  sm::PresetUnit::Us};

QString unitText(sm::PresetUnit u)
{
    switch (u) {
    case sm::PresetUnit::GBs:
        return PresetDialog::tr("GB/s");
    case sm::PresetUnit::Iops:
        return PresetDialog::tr("IOPS");
    case sm::PresetUnit::Us:
        return PresetDialog::tr("µs");
    case sm::PresetUnit::MBs:
        break;
    }
    return PresetDialog::tr("MB/s");
}

int unitDecimals(sm::PresetUnit u)
{
    return u == sm::PresetUnit::GBs ? 3 : u == sm::PresetUnit::Iops ? 0 : u == sm::PresetUnit::Us ? 1 : 2;
}

}  // namespace

PresetDialog::PresetDialog(const QString& target, std::uint64_t size_bytes, QWidget* parent)
    : ResultDialog(&sm::run_preset, tr("Queue-depth presets (CrystalDiskMark-style)"), target, size_bytes, parent)
{
    setHeaderDetail(tr("Target: %1    Test size: %2    Speeds in MB/s = 10^6 bytes/s, as CrystalDiskMark prints "
                       "them (the main window's AS SSD suite uses MiB/s).")
                        .arg(target.isEmpty() ? tr("none") : target, bytesText(size_bytes)));
    buildControls();

    m_table = resultTable(4, 3, this);
    describe(m_table, tr("Results"), tr("One row per test: read, write and mix figures in the chosen unit"));
    QFont big = m_table->font();
    big.setPointSizeF(big.pointSizeF() * 1.2);
    m_table->setFont(big);
    fitTableHeight(m_table, 4);
    panelLayout()->addWidget(m_table);

    auto* chart = m_chart = new QChart;
    const std::array<QString, 3> names = {tr("Read"), tr("Write"), tr("Mix")};
    const std::array<QColor, 3> colours = {kReadColor, kWriteColor, kMixColor};
    auto* series = m_series = new QBarSeries(chart);
    for (std::size_t i = 0; i < m_bars.size(); ++i) {
        m_bars[i] = new QBarSet(names[i]);
        m_bars[i]->setColor(colours[i]);
        series->append(m_bars[i]);
    }
    chart->addSeries(series);
    m_x = new QBarCategoryAxis(chart);
    chart->addAxis(m_x, Qt::AlignBottom);
    m_y = addValueAxis(chart, QString(), Qt::AlignLeft);
    attachAxes({series}, {m_x, m_y});
    addTemperatureLine(chart, m_x);  // one point per test, at its bar group
    auto* view = chartView(chart, this, 700, 300);
    describe(view, tr("Chart"), tr("Bars of the table's figures per test"));
    panelLayout()->addWidget(view, 1);

    connect(m_preset, &QComboBox::currentIndexChanged, this, [this] {
        // Leaving a custom plan (setPlan) for a named preset drops the plan
        // and its entry, so the list always names what Start will run.
        if (m_preset->currentData().toString() != QLatin1String("custom")) {
            m_customTests.clear();
            if (const int i = m_preset->findData(QStringLiteral("custom")); i >= 0)
                m_preset->removeItem(i);
        }
        clearResult();
        reset();
    });
    connect(m_mixOn, &QCheckBox::toggled, this, [this](bool on) {
        m_mixRead->setEnabled(on);
        clearResult();
        reset();
    });
    connect(m_unit, &QComboBox::currentIndexChanged, this, [this] { renderUnit(); });
    reset();
    describeChildren(this);
    resize(900, 700);
}

void PresetDialog::buildControls()
{
    auto* form = new QHBoxLayout;
    m_preset = new QComboBox(this);
    m_preset->setObjectName(QStringLiteral("preset"));
    m_preset->addItem(tr("Default (SEQ1M Q8T1, SEQ1M Q1T1, RND4K Q32T1, RND4K Q1T1)"), QStringLiteral("default"));
    m_preset->addItem(tr("NVMe (SEQ1M Q8T1, SEQ128K Q32T1, RND4K Q32T16, RND4K Q1T1)"), QStringLiteral("nvme"));
    describe(m_preset, tr("Preset"), tr("The set of tests to run"));
    m_profile = new QComboBox(this);
    m_profile->addItem(tr("Peak: best pass"));
    m_profile->addItem(tr("Real: mean of the passes"));
    describe(m_profile, tr("Profile"), tr("Report the best pass (Peak) or the mean of the passes (Real)"));
    m_passes = new QSpinBox(this);
    m_passes->setRange(1, static_cast<int>(sm::kMaxPresetPasses));
    m_passes->setValue(5);
    describe(m_passes, tr("Passes"), tr("Passes per test and direction"));
    const auto labelled = [this](QHBoxLayout* row, const QString& text, QWidget* w, int stretch = 0) {
        auto* label = new QLabel(text, this);
        label->setBuddy(w);
        row->addWidget(label);
        row->addWidget(w, stretch);
    };
    labelled(form, tr("Preset:"), m_preset, 1);
    labelled(form, tr("Profile:"), m_profile);
    labelled(form, tr("Passes:"), m_passes);
    panelLayout()->addLayout(form);

    auto* second = new QHBoxLayout;
    m_interval = new QSpinBox(this);
    m_interval->setRange(0, static_cast<int>(sm::kMaxPresetInterval));
    m_interval->setSuffix(tr(" s"));
    describe(m_interval, tr("Interval"), tr("Rest before every pass but the first, so the drive cools down"));
    m_mixOn = new QCheckBox(tr("+Mix"), this);
    describe(m_mixOn, tr("Mix"), tr("Add a mixed read/write measurement to every test, as CrystalDiskMark's +Mix"));
    m_mixRead = new QSpinBox(this);
    m_mixRead->setRange(static_cast<int>(sm::kMinMixReadPercent), static_cast<int>(sm::kMaxMixReadPercent));
    m_mixRead->setValue(static_cast<int>(sm::kDefaultMixReadPercent));
    m_mixRead->setSuffix(tr(" % read"));
    m_mixRead->setEnabled(false);
    describe(m_mixRead, tr("Mix read share"), tr("Share of reads in the mixed measurement; the rest are writes"));
    m_unit = new QComboBox(this);
    for (sm::PresetUnit u : kUnits)
        m_unit->addItem(unitText(u));
    describe(m_unit, tr("Unit"), tr("What the table and chart show; the exports keep every unit"));
    labelled(second, tr("Interval:"), m_interval);
    second->addWidget(m_mixOn);
    second->addWidget(m_mixRead);
    labelled(second, tr("Unit:"), m_unit);
    second->addStretch(1);
    panelLayout()->addLayout(second);
}

std::vector<sm::PresetTest> PresetDialog::tests() const
{
    return m_customTests.empty() ? sm::preset_tests(m_preset->currentData().toString().toStdString()) : m_customTests;
}

sm::PresetUnit PresetDialog::unit() const
{
    return kUnits[static_cast<std::size_t>(std::max(0, m_unit->currentIndex()))];
}

void PresetDialog::setPlan(const std::vector<sm::PresetTest>& tests, unsigned passes, double seconds)
{
    m_customTests = tests;
    m_passes->setValue(static_cast<int>(passes));
    m_seconds = seconds;
    const QString label = tr("Custom (%1)").arg(testNames(tests).join(QStringLiteral(", ")));
    {
        const QSignalBlocker quiet(m_preset);
        int i = m_preset->findData(QStringLiteral("custom"));
        if (i < 0) {
            m_preset->addItem(label, QStringLiteral("custom"));
            i = m_preset->count() - 1;
        }
        m_preset->setItemText(i, label);
        m_preset->setCurrentIndex(i);
    }
    clearResult();
    reset();
}

void PresetDialog::setMix(unsigned read_percent)
{
    if (read_percent)
        m_mixRead->setValue(static_cast<int>(read_percent));
    m_mixOn->setChecked(read_percent != 0);
}

void PresetDialog::setUnit(sm::PresetUnit u)
{
    m_unit->setCurrentIndex(static_cast<int>(std::find(kUnits.begin(), kUnits.end(), u) - kUnits.begin()));
}

void PresetDialog::resetView() { layoutRows(tests()); }

void PresetDialog::layoutRows(const std::vector<sm::PresetTest>& list)
{
    const int rows = static_cast<int>(list.size());
    m_table->setRowCount(rows);
    const QStringList names = testNames(list);
    m_table->setVerticalHeaderLabels(names);
    m_table->setColumnHidden(2, !m_mixOn->isChecked());
    fitTableHeight(m_table, rows);
    blankCells(m_table);
    m_x->clear();
    m_x->append(names);
    chartTemperature().clear();
    const bool mixShown = m_series->barSets().contains(m_bars[2]);
    if (m_mixOn->isChecked() && !mixShown)
        m_series->append(m_bars[2]);
    else if (!m_mixOn->isChecked() && mixShown && m_series->take(m_bars[2]))
        m_bars[2]->setParent(this);  // kept (and deleted) by the dialog while not charted
    for (QBarSet* s : m_bars) {
        s->remove(0, s->count());
        for (int r = 0; r < rows; ++r)
            *s << 0;
    }
    m_shown.assign(list.size(), {});
    m_sum.assign(list.size(), {});
    m_count.assign(list.size(), {0, 0, 0});
    renderUnit();
}

sm::PresetRequest PresetDialog::request() const
{
    sm::PresetRequest req;
    req.size_bytes = m_sizeBytes;
    req.tests = m_customTests;  // empty unless a custom plan is selected
    if (req.tests.empty())
        req.preset = m_preset->currentData().toString().toStdString();
    req.profile = m_profile->currentIndex() == 0 ? sm::PresetProfile::Peak : sm::PresetProfile::Real;
    req.passes = static_cast<unsigned>(m_passes->value());
    req.seconds = m_seconds;
    req.interval_s = m_interval->value();
    req.mix_read_percent = m_mixOn->isChecked() ? static_cast<unsigned>(m_mixRead->value()) : 0;
    req.unit = unit();
    return req;
}

void PresetDialog::showCell(int row, int column, const Figure& f)
{
    m_shown[static_cast<std::size_t>(row)][static_cast<std::size_t>(column)] = f;
    const sm::PresetUnit u = unit();
    const double v = u == sm::PresetUnit::MBs ? f.mb_s
        : u == sm::PresetUnit::GBs            ? f.mb_s / 1000
        : u == sm::PresetUnit::Iops           ? f.iops
                                              : f.us;
    m_table->item(row, column)->setText(localNumber(v, unitDecimals(u)));
    m_bars[static_cast<std::size_t>(column)]->replace(row, v);
}

void PresetDialog::renderUnit()
{
    const QString u = unitText(unit());
    m_table->setHorizontalHeaderLabels(
        {tr("Read (%1)").arg(u), tr("Write (%1)").arg(u), tr("Mix %1 % (%2)").arg(m_mixRead->value()).arg(u)});
    m_y->setTitleText(unit() == sm::PresetUnit::MBs        ? tr("MB/s (10^6 bytes/s)")
                          : unit() == sm::PresetUnit::GBs  ? tr("GB/s (10^9 bytes/s)")
                          : unit() == sm::PresetUnit::Iops ? tr("IOPS")
                                                           : tr("Mean latency (µs)"));
    m_chart->setTitle(tr("%1 per test").arg(u));
    for (int r = 0; r < m_table->rowCount(); ++r)
        for (int c = 0; c < 3; ++c) {
            const Figure f = m_shown[static_cast<std::size_t>(r)][static_cast<std::size_t>(c)];
            if (f.measured)
                showCell(r, c, f);
        }
    fitY();
}

void PresetDialog::fitY()
{
    double top = 0;
    for (const QBarSet* s : m_bars)
        for (int i = 0; i < s->count(); ++i)
            top = std::max(top, s->at(i));
    fitValueAxis(m_y, top);
}

void PresetDialog::onPhaseFinished(const sm::PhaseRef& phase, const sm::Measurement& m)
{
    // Each pass of the test in row `step` arrives here; value: a +Mix pass.
    const int index = phase.step;
    if (phase.kind != sm::PhaseKind::PresetPass || index < 0 || index >= m_table->rowCount() || m.elapsed_s <= 0)
        return;
    const std::size_t r = static_cast<std::size_t>(index);
    const int column = phase.value ? 2 : phase.write ? 1 : 0;
    const std::size_t c = static_cast<std::size_t>(column);
    const Figure pass{m.mb_s(), m.iops(), m.latency.mean_us, true};
    if (m_profile->currentIndex() == 0) {
        if (pass.mb_s > m_shown[r][c].mb_s || !m_shown[r][c].measured)
            showCell(index, column, pass);
    } else {
        Figure& sum = m_sum[r][c];
        sum.mb_s += pass.mb_s;
        sum.iops += pass.iops;
        sum.us += pass.us;
        const double n = ++m_count[r][c];
        showCell(index, column, {sum.mb_s / n, sum.iops / n, sum.us / n, true});
    }
    chartTemperature().add(index, liveTemperature());
    fitY();
}

void PresetDialog::showResult(const sm::PresetResult& r)
{
    // Re-render from the result itself, so the table shows exactly what is exported.
    std::vector<sm::PresetTest> shown;
    for (const sm::PresetRow& row : r.rows)
        shown.push_back(row.test);
    {
        const QSignalBlocker quiet(m_mixOn);
        m_mixOn->setChecked(r.mix_read_percent != 0);
        if (r.mix_read_percent)
            m_mixRead->setValue(static_cast<int>(r.mix_read_percent));
    }
    layoutRows(shown);
    for (std::size_t i = 0; i < r.rows.size(); ++i) {
        const sm::PresetRow& row = r.rows[i];
        const auto figure = [](const sm::PresetDirection& d) {
            return Figure{d.mb_s(), d.reported.iops(), d.reported.latency.mean_us, true};
        };
        showCell(static_cast<int>(i), 0, figure(row.read));
        showCell(static_cast<int>(i), 1, figure(row.write));
        if (row.mix)
            showCell(static_cast<int>(i), 2, figure(*row.mix));
        std::vector<const sm::Measurement*> passes;
        for (const sm::PresetDirection* d : {&row.read, &row.write, row.mix ? &*row.mix : nullptr})
            if (d)
                for (const sm::Measurement& m : d->passes)
                    passes.push_back(&m);
        chartTemperature().add(static_cast<double>(i), r.temperature, passes);
    }
    fitY();
    setHeaderDetail(tr("Target: %1    Test size: %2    %3 of %n pass(es), queue engine %4. Speeds in MB/s = 10^6 "
                       "bytes/s, as CrystalDiskMark prints them.",
                       nullptr, static_cast<int>(r.passes))
                        .arg(qs(r.target), bytesText(r.size_bytes),
                             r.profile == sm::PresetProfile::Peak ? tr("Peak: best") : tr("Real: mean"), qs(r.engine)));
}

QString PresetDialog::cellText(int row, int column) const { return m_table->item(row, column)->text(); }

SM_REGISTER_TOOL(PresetDialog, QT_TRANSLATE_NOOP("UiText", "preset (CrystalDiskMark-style)"),
                 QT_TRANSLATE_NOOP("smui::MainWindow", "&Queue-depth presets (CrystalDiskMark-style)…"));

}  // namespace smui
