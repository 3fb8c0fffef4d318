#include "tools/capacity_dialog.h"

#include "charts/capacity_map.h"
#include "charts/chart_util.h"
#include "charts/temperature_line.h"
#include "desktop/theme.h"
#include "panels/fill_choice.h"
#include "text/ui_text.h"
#include "tools/tool_registry.h"

#include <QChart>
#include <QChartView>
#include <QCheckBox>
#include <QComboBox>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineSeries>
#include <QLocale>
#include <QValueAxis>
#include <algorithm>
#include <utility>

namespace smui {
namespace {

// Where on the capacity, in GiB (the chart's x axis).
double atGib(std::uint64_t bytes) { return static_cast<double>(bytes) / 1073741824.0; }

QString count(std::uint64_t n) { return QLocale().toString(static_cast<qulonglong>(n)); }

// A bad sector's class, in the order of sm::SectorState.
QString stateWords(sm::SectorState s)
{
    static const char* const kWords[] = {nullptr, QT_TRANSLATE_NOOP("smui::CapacityDialog", "changed"),
                                         QT_TRANSLATE_NOOP("smui::CapacityDialog", "overwritten"),
                                         QT_TRANSLATE_NOOP("smui::CapacityDialog", "corrupted")};
    const auto i = static_cast<std::size_t>(s);
    return CapacityDialog::tr(kWords[i > 0 && i < 4 ? i : 3]);
}

// What stopped a check, from its fault's cause and where it struck.
QString stopWords(const sm::CapacityResult& r)
{
    if (!r.fault)
        return CapacityDialog::tr("the check ended before every file was read back");
    const sm::RunFault& f = *r.fault;
    const QString at = bytesText(f.offset_bytes.value_or(0));
    const bool writing = f.phase.find("write") != std::string::npos;
    if (f.cause == "cancelled")
        return CapacityDialog::tr("the check was aborted at %1").arg(at);
    if (f.cause == "no_space")
        return CapacityDialog::tr("the volume became full at %1").arg(at);
    if (f.cause == "device_gone")
        return CapacityDialog::tr("the drive went away at %1").arg(at);
    if (f.cause == "read_only")
        return CapacityDialog::tr("the file system became read-only at %1").arg(at);
    return writing ? CapacityDialog::tr("writing failed at %1").arg(at)
                   : CapacityDialog::tr("reading failed at %1").arg(at);
}

CapacityMap::Cell cellOf(const sm::CapacityFile& f)
{
    if (!f.verified())
        return f.written_bytes ? CapacityMap::Cell::Written : CapacityMap::Cell::NotReached;
    const std::uint64_t lost = f.lost_sectors(), all = f.sectors.sectors() + f.unreadable_sectors;
    if (lost == 0)
        return CapacityMap::Cell::Ok;
    return lost >= all ? CapacityMap::Cell::Lost : CapacityMap::Cell::Partly;
}

}  // namespace

CapacityDialog::CapacityDialog(const QString& target, std::uint64_t size_bytes, QWidget* parent)
    : ResultDialog(&sm::run_capacity, tr("Capacity check"), target, size_bytes, parent)
{
    const QString where = target.isEmpty() ? tr("none") : target;
    setHeaderDetail(tr("Target: %1\nDoes the drive hold what it claims? Fills the free space with files in the format "
                       "of f3 and H2testw, reads them back and checks every 512-byte sector. The files are removed "
                       "afterwards unless kept.")
                        .arg(where));
    // The check fills the free space itself: no ballast before it (--fill is refused for it).
    fillChoice()->hide();
    for (QLabel* label : findChildren<QLabel*>())
        if (label->buddy() == fillChoice())
            label->hide();
    m_amount = new QComboBox(this);
    const QString shares[] = {tr("All the free space"), tr("50 % of the free space"), tr("25 % of the free space")};
    for (const auto& [text, share] : {std::pair{shares[0], 100.0}, {shares[1], 50.0}, {shares[2], 25.0}})
        m_amount->addItem(text, share);
    m_amount->addItem(tr("The test size (%1)").arg(bytesText(size_bytes)), 0.0);
    m_fileSize = new QComboBox(this);
    m_fileSize->addItem(tr("1 GiB (f3read and H2testw read them)"), QVariant::fromValue<qulonglong>(sm::kH2wFileBytes));
    for (std::uint64_t mib : {256, 64, 16})
        m_fileSize->addItem(bytesText(mib << 20), QVariant::fromValue<qulonglong>(mib << 20));
    m_keep = new QCheckBox(tr("Keep the files"), this);
    m_verifyOnly = new QCheckBox(tr("Only read back the files in the target"), this);
    connect(m_verifyOnly, &QCheckBox::toggled, this, &CapacityDialog::updateControls);
    panelLayout()->addLayout(controlRow(
        this, {{tr("Amount:"), m_amount}, {tr("Files:"), m_fileSize}, {QString(), m_keep}, {QString(), m_verifyOnly}}));

    auto* row = new QHBoxLayout;
    m_map = new CapacityMap(this);
    m_map->setObjectName(QStringLiteral("capacityMap"));
    row->addWidget(m_map, 2);
    auto* chart = new QChart;
    m_write = addLineSeries(chart, tr("Write"), kWriteColor, false);
    m_read = addLineSeries(chart, tr("Read"), kReadColor, false);
    m_x = addValueAxis(chart, tr("GiB"), Qt::AlignBottom);
    m_y = addValueAxis(chart, tr("MB/s (MiB/s)"), Qt::AlignLeft);
    attachAxes({m_write, m_read}, {m_x, m_y});
    addTemperatureLine(chart, m_x);
    row->addWidget(chartView(chart, this, 460, 300), 3);
    panelLayout()->addLayout(row, 1);

    m_verdict = new QLabel(this);
    m_verdict->setObjectName(QStringLiteral("verdict"));
    m_verdict->setWordWrap(true);
    m_verdict->setTextInteractionFlags(Qt::TextSelectableByMouse);
    QFont big = m_verdict->font();
    big.setBold(true);
    big.setPointSizeF(big.pointSizeF() * 1.25);
    m_verdict->setFont(big);
    m_figures = new QLabel(this);
    m_figures->setWordWrap(true);
    m_figures->setTextInteractionFlags(Qt::TextSelectableByMouse);
    panelLayout()->addWidget(m_verdict);
    panelLayout()->addWidget(m_figures);
    reset();
    resize(980, 720);
}

void CapacityDialog::setPlan(std::uint64_t amount_bytes, double percent, std::uint64_t file_bytes, bool keep)
{
    m_customAmount = amount_bytes;
    if (amount_bytes) {
        m_amount->addItem(bytesText(amount_bytes), -1.0);
        m_amount->setCurrentIndex(m_amount->count() - 1);
    } else if (const int i = m_amount->findData(percent); i >= 0) {
        m_amount->setCurrentIndex(i);
    }
    chooseFileSize(file_bytes);
    m_keep->setChecked(keep);
}

void CapacityDialog::chooseFileSize(std::uint64_t file_bytes)
{
    const QVariant size = QVariant::fromValue<qulonglong>(file_bytes);
    if (m_fileSize->findData(size) < 0)
        m_fileSize->addItem(bytesText(file_bytes), size);
    m_fileSize->setCurrentIndex(m_fileSize->findData(size));
}

void CapacityDialog::setVerifyOnly(bool on) { m_verifyOnly->setChecked(on); }

void CapacityDialog::updateControls()
{
    const bool writes = !m_verifyOnly->isChecked();
    m_amount->setEnabled(writes);
    m_keep->setEnabled(writes);
}

sm::CapacityRequest CapacityDialog::request() const
{
    sm::CapacityRequest req;
    req.file_bytes = m_fileSize->currentData().toULongLong();
    if (m_verifyOnly->isChecked()) {
        req.verify_only = m_target.toStdString();
        req.file_bytes_given = req.file_bytes != sm::kH2wFileBytes;
        return req;
    }
    applySizeChoice(m_amount->currentData().toDouble(), m_customAmount, m_sizeBytes, req.amount_bytes,
                    req.amount_percent);
    req.keep = m_keep->isChecked();
    return req;
}

void CapacityDialog::resetView()
{
    for (QLineSeries* s : {m_write, m_read}) {
        s->clear();
        s->setPointsVisible(false);
    }
    m_write->chart()->setTitle(tr("Speed over the capacity, every half second"));  // live: the samples
    m_map->reset(0);
    m_verdict->setText(tr("Verdict: ----"));
    m_verdict->setStyleSheet(QString());
    m_figures->clear();
    fitAxes();
}

void CapacityDialog::fitAxes()
{
    double right = 0;
    for (const QLineSeries* s : {m_write, m_read})
        for (const QPointF& p : s->points())
            right = std::max(right, p.x());
    fitValueAxis(m_y, {m_write, m_read});
    fitValueAxis(m_x, std::max(right, 0.001));
}

void CapacityDialog::onPhaseProgress(const sm::ProgressEvent& ev)
{
    const bool write = ev.phase.kind == sm::PhaseKind::CapacityWrite;
    if ((!write && ev.phase.kind != sm::PhaseKind::CapacityRead) || !ev.interval)
        return;
    if (m_map->cellCount() != ev.phase.steps)
        m_map->reset(ev.phase.steps);
    (write ? m_write : m_read)->append(atGib(ev.done_bytes), ev.interval->mib_s());
    chartTemperature().add(atGib(ev.done_bytes), ev.temperature_c);
    fitAxes();
}

bool CapacityDialog::onStatus(const sm::ProgressEvent& ev)
{
    const int index = static_cast<int>(ev.count);
    if (ev.stage == sm::Stage::CapacityFileWritten)
        m_map->setCell(index, CapacityMap::Cell::Written);
    else if (ev.stage == sm::Stage::CapacityFileVerified)  // a whole file lost, as planned, or part of one
        m_map->setCell(index,
                       ev.bytes == 0                                             ? CapacityMap::Cell::Ok
                           : ev.bytes >= m_fileSize->currentData().toULongLong() ? CapacityMap::Cell::Lost
                                                                                 : CapacityMap::Cell::Partly);
    else
        return false;
    return true;
}

QString CapacityDialog::verdictWords(const sm::CapacityResult& r) const
{
    const sm::CapacityVerdict v = r.verdict();
    const sm::H2wCounts s = r.sectors();
    switch (v.kind) {
    case sm::CapacityVerdictKind::Genuine:
        return tr("Genuine: all %1 written read back intact.").arg(bytesText(r.written_bytes()));
    case sm::CapacityVerdictKind::Fake:
        return v.lost_reads_as_zeros ? tr("Fake: only the first %1 hold their data; what was written past that reads "
                                          "back as zeros.")
                                           .arg(bytesText(v.first_lost_offset.value_or(0)))
                                     : tr("Fake: only the first %1 hold their data; what was written past that is "
                                          "lost.")
                                           .arg(bytesText(v.first_lost_offset.value_or(0)));
    case sm::CapacityVerdictKind::WrapsAround:
        return tr("Wraps around: data written past %1 overwrote earlier data.")
            .arg(bytesText(v.wrap_bytes.value_or(0)));
    case sm::CapacityVerdictKind::Corrupts:
        return tr("Corrupts data: %1 sectors came back damaged (%2 changed, %3 overwritten, %4 corrupted); %5 could "
                  "not be read.")
            .arg(count(s.lost()), count(s.changed), count(s.overwritten), count(s.corrupted),
                 count(r.unreadable_sectors()));
    case sm::CapacityVerdictKind::Stopped:
        break;
    }
    if (r.verified_bytes() == 0)
        return tr("Stopped: %1; nothing was read back.").arg(stopWords(r));
    return tr("Stopped: %1; the %2 verified before that read back intact.")
        .arg(stopWords(r), bytesText(r.verified_bytes()));
}

QString CapacityDialog::figureWords(const sm::CapacityResult& r) const
{
    const sm::H2wCounts s = r.sectors();
    const auto optBytes = [](const std::optional<std::uint64_t>& v) {
        return v ? bytesText(*v) : UiText::notAvailable();
    };
    QStringList lines;
    if (r.partial && r.verdict().kind != sm::CapacityVerdictKind::Stopped)
        lines << tr("The check ended early: %1.").arg(stopWords(r));
    lines << tr("Announced: drive %1, file system %2. Real capacity (intact data): %3.")
                 .arg(optBytes(r.announced_bytes), optBytes(r.device.volume_size_bytes),
                      bytesText(r.verdict().real_capacity_bytes));
    lines << tr("Written %1, intact %2, lost %3: %4 changed, %5 overwritten, %6 corrupted, %7 unreadable sectors.")
                 .arg(bytesText(r.written_bytes()), bytesText(s.ok * sm::kH2wSector),
                      bytesText(r.lost_sectors() * sm::kH2wSector), count(s.changed), count(s.overwritten),
                      count(s.corrupted), count(r.unreadable_sectors()));
    const auto speedLine = [&](const QString& what, const sm::CapacitySpeed& sp) {
        return tr("%1: %2 MB/s on average, %3 to %4 MB/s per file, slowest second %5 MB/s.")
            .arg(what, localNumber(sp.mean_mib_s, 1), localNumber(sp.min_mib_s, 1), localNumber(sp.max_mib_s, 1),
                 localNumber(sp.slowest_second_mib_s, 1));
    };
    if (!r.verify_only)
        lines << speedLine(tr("Write"), r.write_speed());
    lines << speedLine(tr("Read"), r.read_speed());
    if (s.first_bad) {
        const sm::H2wCounts::Bad& b = *s.first_bad;
        lines << tr("First bad sector: %1.h2w at %2, expected offset %3, found %4 (%5).")
                     .arg(b.offset / r.file_bytes + 1)
                     .arg(bytesText(b.offset % r.file_bytes), count(b.offset), count(b.found_offset),
                          stateWords(b.state));
    }
    if (!r.f3_readable())
        lines << tr("Files of %1: f3read and H2testw read only 1 GiB files.").arg(bytesText(r.file_bytes));
    if (!r.kept_folder.empty())
        lines << tr("The files are kept in %1.").arg(qs(r.kept_folder));
    for (const std::string& n : r.notes)
        lines << qs(n);
    return lines.join(QLatin1Char('\n'));
}

void CapacityDialog::showResult(const sm::CapacityResult& r)
{
    reset();
    // Each file's speed at its end on the capacity, so the curves line up with
    // the map's cells; with fewer files than samples (a small check), the
    // samples taken every 500 ms.
    const bool perFile = r.files.size() >= std::max(r.write_samples.size(), r.read_samples.size());
    m_write->chart()->setTitle(perFile ? tr("Speed over the capacity, per file")
                                       : tr("Speed over the capacity, every half second"));
    std::uint64_t written = 0, read = 0;
    for (const sm::CapacityFile& f : r.files) {
        if (perFile && f.written_bytes && f.write_s > 0)
            m_write->append(atGib(written += f.written_bytes),
                            static_cast<double>(f.written_bytes) / 1048576.0 / f.write_s);
        if (perFile && f.read_bytes && f.read_s > 0)
            m_read->append(atGib(read += f.read_bytes), static_cast<double>(f.read_bytes) / 1048576.0 / f.read_s);
    }
    for (const auto& [series, samples] : {std::pair{m_write, &r.write_samples}, std::pair{m_read, &r.read_samples}})
        for (const sm::SustainedSample& s : *samples)
            if (!perFile)
                series->append(atGib(s.written_bytes), s.mib_s);
    for (QLineSeries* s : {m_write, m_read})
        s->setPointsVisible(s->count() <= 40);  // a short check: its few points, each seen
    for (const sm::SustainedSample& s : r.write_samples)
        chartTemperature().add(atGib(s.written_bytes), s.temperature_c);
    fitAxes();
    std::vector<CapacityMap::Cell> cells;
    for (const sm::CapacityFile& f : r.files)
        cells.push_back(cellOf(f));
    m_map->setCells(std::move(cells));
    m_map->setCellText(tr("%1 per cell").arg(bytesText(r.file_bytes)));
    const bool genuine = r.verdict().kind == sm::CapacityVerdictKind::Genuine;
    m_verdict->setText(verdictWords(r));
    m_verdict->setStyleSheet(textColorCss(genuine ? goodColor(palette()) : badColor(palette())));
    m_figures->setText(figureWords(r));
    // The controls say how the result shown was made (a result from the history, or the lab's).
    if (r.file_bytes)
        chooseFileSize(r.file_bytes);
    m_verifyOnly->setChecked(r.verify_only);
    setHeaderDetail(r.verify_only ? tr("Target: %1    read back the .h2w files in %2").arg(qs(r.target), qs(r.folder))
                                  : tr("Target: %1    %2 in files of %3, read back with direct I/O")
                                        .arg(qs(r.target), bytesText(r.amount_bytes), bytesText(r.file_bytes)));
}

QString CapacityDialog::verdictText() const { return m_verdict->text(); }
QString CapacityDialog::figuresText() const { return m_figures->text(); }

SM_REGISTER_TOOL(CapacityDialog, QT_TRANSLATE_NOOP("UiText", "capacity check"),
                 QT_TRANSLATE_NOOP("smui::MainWindow", "Ca&pacity check…"));

}  // namespace smui
