#include "preset_dialog.h"

#include "chart_util.h"
#include "ui_text.h"
#include "util/limits.h"

#include <QBarCategoryAxis>
#include <QBarSeries>
#include <QBarSet>
#include <QChart>
#include <QChartView>
#include <QComboBox>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QSignalBlocker>
#include <QSpinBox>
#include <QTableWidget>
#include <QValueAxis>
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

}  // namespace

PresetDialog::PresetDialog(const QString& target, std::uint64_t size_bytes, QWidget* parent)
    : ResultDialog(&sm::run_preset, tr("Queue-depth presets (CrystalDiskMark-style)"), target, size_bytes, parent)
{
    setHeaderDetail(tr("Target: %1    Test size: %2    Speeds in MB/s = 10^6 bytes/s, as CrystalDiskMark prints "
                       "them (the main window's AS SSD suite uses MiB/s).")
                        .arg(target.isEmpty() ? tr("none") : target, bytesText(size_bytes)));
    auto* form = new QHBoxLayout;
    m_preset = new QComboBox(this);
    m_preset->setObjectName(QStringLiteral("preset"));
    m_preset->addItem(tr("Default (SEQ1M Q8T1, SEQ1M Q1T1, RND4K Q32T1, RND4K Q1T1)"), QStringLiteral("default"));
    m_preset->addItem(tr("NVMe (SEQ1M Q8T1, SEQ128K Q32T1, RND4K Q32T16, RND4K Q1T1)"), QStringLiteral("nvme"));
    m_profile = new QComboBox(this);
    m_profile->addItem(tr("Peak: best pass"));
    m_profile->addItem(tr("Real: mean of the passes"));
    m_passes = new QSpinBox(this);
    m_passes->setRange(1, 9);
    m_passes->setValue(5);
    form->addWidget(new QLabel(tr("Preset:"), this));
    form->addWidget(m_preset, 1);
    form->addWidget(new QLabel(tr("Profile:"), this));
    form->addWidget(m_profile);
    form->addWidget(new QLabel(tr("Passes:"), this));
    form->addWidget(m_passes);
    panelLayout()->addLayout(form);

    m_table = resultTable(4, 4, this);
    m_table->setHorizontalHeaderLabels({tr("Read MB/s"), tr("Write MB/s"), tr("Read IOPS"), tr("Write IOPS")});
    QFont big = m_table->font();
    big.setPointSizeF(big.pointSizeF() * 1.2);
    m_table->setFont(big);
    fitTableHeight(m_table, 4);
    panelLayout()->addWidget(m_table);

    auto* chart = new QChart;
    chart->setTitle(tr("MB/s per test"));
    m_readBars = new QBarSet(tr("Read"));
    m_writeBars = new QBarSet(tr("Write"));
    m_readBars->setColor(kReadColor);
    m_writeBars->setColor(kWriteColor);
    auto* series = new QBarSeries(chart);
    series->append(m_readBars);
    series->append(m_writeBars);
    chart->addSeries(series);
    m_x = new QBarCategoryAxis(chart);
    chart->addAxis(m_x, Qt::AlignBottom);
    m_y = addValueAxis(chart, tr("MB/s (10^6 bytes/s)"), Qt::AlignLeft);
    attachAxes({series}, {m_x, m_y});
    panelLayout()->addWidget(chartView(chart, this, 700, 300), 1);

    connect(m_preset, &QComboBox::currentIndexChanged, this, [this] {
        // Leaving a custom plan (setPlan) for a named preset drops the plan
        // and its entry, so the list always names what Start will run.
        if (m_preset->currentData().toString() != QLatin1String("custom")) {
            m_customTests.clear();
            if (const int i = m_preset->findData(QStringLiteral("custom")); i >= 0)
                m_preset->removeItem(i);
        }
        clearResult();
        resetView();
    });
    resetView();
    resize(860, 680);
}

std::vector<sm::PresetTest> PresetDialog::tests() const
{
    return m_customTests.empty() ? sm::preset_tests(m_preset->currentData().toString().toStdString()) : m_customTests;
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
    resetView();
}

void PresetDialog::resetView() { layoutRows(tests()); }

void PresetDialog::layoutRows(const std::vector<sm::PresetTest>& list)
{
    const int rows = static_cast<int>(list.size());
    m_table->setRowCount(rows);
    const QStringList names = testNames(list);
    m_table->setVerticalHeaderLabels(names);
    fitTableHeight(m_table, rows);
    blankCells(m_table);
    m_x->clear();
    m_x->append(names);
    m_readBars->remove(0, m_readBars->count());
    m_writeBars->remove(0, m_writeBars->count());
    for (int r = 0; r < rows; ++r) {
        *m_readBars << 0;
        *m_writeBars << 0;
    }
    m_best.assign(list.size(), {0, 0});
    m_sum.assign(list.size(), {0, 0});
    m_count.assign(list.size(), {0, 0});
    fitY();
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
    return req;
}

void PresetDialog::showCell(int row, bool write, double mb_s, double iops)
{
    m_table->item(row, write ? 1 : 0)->setText(localNumber(mb_s, 2));
    m_table->item(row, write ? 3 : 2)->setText(localNumber(iops, 0));
    (write ? m_writeBars : m_readBars)->replace(row, mb_s);
    fitY();
}

void PresetDialog::fitY()
{
    double top = 0;
    for (const QBarSet* s : {m_readBars, m_writeBars})
        for (int i = 0; i < s->count(); ++i)
            top = std::max(top, s->at(i));
    fitValueAxis(m_y, top);
}

void PresetDialog::onPhaseFinished(const sm::PhaseRef& phase, const sm::Measurement& m)
{
    // Each pass of the test in row `step` arrives here.
    const int index = phase.step;
    const bool write = phase.write;
    if (phase.kind != sm::PhaseKind::PresetPass || index < 0 || index >= m_table->rowCount() || m.elapsed_s <= 0)
        return;
    const double mb = m.mb_s();
    const std::size_t r = static_cast<std::size_t>(index);
    const int w = write ? 1 : 0;
    if (m_profile->currentIndex() == 0) {
        if (mb > m_best[r][w]) {
            m_best[r][w] = mb;
            showCell(index, write, mb, m.iops());
        }
    } else {
        m_sum[r][w] += mb;
        ++m_count[r][w];
        showCell(index, write, m_sum[r][w] / m_count[r][w], m.iops());
    }
}

void PresetDialog::showResult(const sm::PresetResult& r)
{
    // Re-render from the result itself, so the table shows exactly what is exported.
    std::vector<sm::PresetTest> shown;
    for (const sm::PresetRow& row : r.rows)
        shown.push_back(row.test);
    layoutRows(shown);
    for (std::size_t i = 0; i < r.rows.size(); ++i) {
        showCell(static_cast<int>(i), false, r.rows[i].read.mb_s(), r.rows[i].read.reported.iops());
        showCell(static_cast<int>(i), true, r.rows[i].write.mb_s(), r.rows[i].write.reported.iops());
    }
    setHeaderDetail(tr("Target: %1    Test size: %2    %3 of %n pass(es), queue engine %4. Speeds in MB/s = 10^6 "
                       "bytes/s, as CrystalDiskMark prints them.",
                       nullptr, static_cast<int>(r.passes))
                        .arg(qs(r.target), bytesText(r.size_bytes),
                             r.profile == sm::PresetProfile::Peak ? tr("Peak: best") : tr("Real: mean"), qs(r.engine)));
}

QString PresetDialog::cellText(int row, int column) const { return m_table->item(row, column)->text(); }

}  // namespace smui
