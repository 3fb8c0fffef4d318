// MainWindow: the widgets, the menus and what they show.
#include "panels/live_progress.h"
#include "text/translated_reason.h"
#include "window/main_window.h"

#include "text/accessibility.h"
#include "text/i18n.h"
#include "result/run_result.h"
#include "desktop/save_file.h"
#include "charts/speed_chart.h"
#include "panels/targets.h"
#include "desktop/theme.h"
#include "tools/tool_registry.h"
#include "text/ui_text.h"
#include "panels/fill_choice.h"
#include "io/private_folder.h"
#include "util/error.h"
#include "util/limits.h"
#include "util/log.h"
#include "util/units.h"

#include <QAction>
#include <QActionGroup>
#include <QCheckBox>
#include <QComboBox>
#include <QCoreApplication>
#include <QDesktopServices>
#include <QDir>
#include <QFileDialog>
#include <QFrame>
#include <QGridLayout>
#include <QGroupBox>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QLineEdit>
#include <QMenuBar>
#include <QMessageBox>
#include <QProgressBar>
#include <QPushButton>
#include <QSignalBlocker>
#include <QStatusBar>
#include <QTabBar>
#include <QTabWidget>
#include <QTableWidget>
#include <QUrl>
#include <QVBoxLayout>
#include <array>
#include <filesystem>
#include <utility>
#include <spdlog/version.h>

namespace smui {
namespace {

constexpr std::uint64_t kSizes[] = {64 * sm::MiB, 256 * sm::MiB, 1 * sm::GiB, 2 * sm::GiB,
                                    3 * sm::GiB,  5 * sm::GiB,   10 * sm::GiB};

QString rowLabel(sm::TestId t, bool iops, const sm::RunResult* r)
{
    if (!iops)
        return QString::fromLatin1(sm::test_label(t));
    switch (t) {
    case sm::TestId::Seq:
        return QStringLiteral("16MB");
    case sm::TestId::Rand4K:
        return QStringLiteral("4K");
    case sm::TestId::Rand4K64:
        return QStringLiteral("4K-64Thrd");
    case sm::TestId::Access: {
        const auto& m = r ? r->get(sm::TestId::Access, false) : std::nullopt;
        const std::uint32_t b = m ? m->block_bytes : sm::kAccessBlock;
        return b % 1024 == 0 ? QStringLiteral("%1K").arg(b / 1024) : QStringLiteral("%1B").arg(b);
    }
    }
    return {};
}

// "1 GiB", "256 MiB": the size list's words, with no decimals to localize when there are none.
QString sizeText(std::uint64_t bytes) { return qs(sm::format_bytes(bytes)).replace(QStringLiteral(".00"), QString()); }

QFont scaledFont(const QFont& base, double factor)
{
    QFont f = base;
    f.setBold(true);
    f.setPointSizeF(f.pointSizeF() * factor);
    return f;
}

}  // namespace

void MainWindow::buildUi()
{
    auto* central = new QWidget(this);
    auto* outer = new QVBoxLayout(central);
    outer->addLayout(buildSelectors());
    outer->addWidget(buildDevicePanel());
    m_tabs = new QTabWidget;
    m_tabs->addTab(buildResultGrid(), tr("Results"));
    m_latency = new QTableWidget(8, 6);
    m_latency->setHorizontalHeaderLabels({tr("mean"), tr("p50"), tr("p90"), tr("p99"), tr("p99.9"), tr("max")});
    m_latency->setEditTriggers(QAbstractItemView::NoEditTriggers);
    m_latency->horizontalHeader()->setSectionResizeMode(QHeaderView::Stretch);
    m_latency->setToolTip(tr("Completion latency of each I/O, in microseconds"));
    m_tabs->addTab(m_latency, tr("Latency (µs)"));
    outer->addWidget(m_tabs, 1);
    outer->addLayout(buildProgressRow());
    setCentralWidget(central);
    statusBar();
    describeControls();
}

void MainWindow::describeControls()
{
    // Names and descriptions for screen readers (accessibility.h); the
    // result cells get theirs as render() fills them.
    describe(m_target, tr("Target"), m_target->toolTip());
    describe(m_size, tr("Test size"), m_size->toolTip());
    describe(m_data, tr("Test data"), m_data->toolTip());
    describe(m_fill, tr("Fill"), m_fill->toolTip());
    describe(m_label, tr("Label"), m_label->toolTip());
    describe(m_latency, tr("Latency (µs)"), m_latency->toolTip());
    describe(m_start, tr("Start"), tr("Start the benchmark; Esc aborts a running one"));
    describe(m_progress, tr("Progress"), tr("The running test and how far it is"));
    const QString tabs = m_tabs->tabText(0) + QStringLiteral(", ") + m_tabs->tabText(1);  // the tab bar: its tabs
    describe(m_tabs->tabBar(), tabs, tabs);
    for (int t = 0; t < 4; ++t) {
        const QString test = QString::fromLatin1(sm::test_label(static_cast<sm::TestId>(t)));
        describe(m_testChecks[t], test, tr("Run the %1 test").arg(test));
    }
    describeChildren(this);
}

QLayout* MainWindow::buildSelectors()
{
    auto* top = new QHBoxLayout;
    m_target = new TargetCombo;
    m_target->setHint(tr("Volume or folder to test. SolidMark writes only inside its own SolidMark-* folder "
                         "there and removes it afterwards."));
    auto* choose = new QPushButton(tr("Choose folder…"));
    m_size = new QComboBox;
    for (std::uint64_t b : kSizes)
        m_size->addItem(sizeText(b), QVariant::fromValue(b));
    m_size->setToolTip(tr("Size of the test file"));
    m_data = new QComboBox;
    m_data->setToolTip(tr("Incompressible: fresh random data, what AS SSD measures.\nCompressible: a share of every "
                          "4 KiB is zeros (controllers that compress look faster)."));
    top->addWidget(m_target, 1);
    top->addWidget(choose);
    top->addWidget(m_size);
    top->addWidget(m_data);
    m_fill = new FillChoice;
    top->addWidget(m_fill);
    connect(choose, &QPushButton::clicked, this, &MainWindow::chooseFolder);
    connect(m_target, &QComboBox::currentIndexChanged, this, [this] { refreshDevice(); });
    return top;
}

QWidget* MainWindow::buildDevicePanel()
{
    auto* dev = new QGroupBox(tr("Drive"));
    auto* dg = new QGridLayout(dev);
    const auto names = deviceFieldNames();
    for (int i = 0; i < kDeviceFields; ++i) {
        auto* name = new QLabel(names[i] + QLatin1Char(':'));
        name->setStyleSheet(QStringLiteral("color: palette(mid);"));
        m_deviceLabels[i] = new QLabel(UiText::notAvailable());
        m_deviceLabels[i]->setTextInteractionFlags(Qt::TextSelectableByMouse);
        if (i == kDeviceFields - 1) {
            // The stack (loop file, dm-crypt, LVM, md members) can be long: a row of its own that wraps.
            m_deviceLabels[i]->setWordWrap(true);
            dg->addWidget(name, 4, 0, Qt::AlignTop);
            dg->addWidget(m_deviceLabels[i], 4, 1, 1, 3);
            continue;
        }
        dg->addWidget(name, i % 4, (i / 4) * 2);
        dg->addWidget(m_deviceLabels[i], i % 4, (i / 4) * 2 + 1);
    }
    // The drive's health (health_view.h): green, amber, red or grey by its verdict.
    auto* health = new QLabel(tr("Health") + QLatin1Char(':'));
    health->setStyleSheet(QStringLiteral("color: palette(mid);"));
    m_healthLabel = new QLabel;
    m_healthLabel->setObjectName(QStringLiteral("health"));
    m_healthLabel->setWordWrap(true);
    m_healthLabel->setTextInteractionFlags(Qt::TextSelectableByMouse);
    dg->addWidget(health, 5, 0, Qt::AlignTop);
    dg->addWidget(m_healthLabel, 5, 1, 1, 3);
    dg->setColumnStretch(1, 1);
    dg->setColumnStretch(3, 1);
    return dev;
}

QWidget* MainWindow::buildResultGrid()
{
    m_resultPanel = new QWidget;
    m_resultPanel->setObjectName(QStringLiteral("resultPanel"));
    auto* grid = new QGridLayout(m_resultPanel);
    grid->setHorizontalSpacing(10);
    grid->setVerticalSpacing(6);
    m_banner = new QLabel;
    m_banner->setObjectName(QStringLiteral("banner"));
    m_banner->setWordWrap(true);
    m_banner->setTextInteractionFlags(Qt::TextSelectableByMouse);
    m_banner->setStyleSheet(QStringLiteral("background: palette(highlight); color: palette(highlighted-text); "
                                           "padding: 3px 6px; border-radius: 3px;"));
    m_banner->hide();
    m_header = new QLabel;
    m_header->setWordWrap(true);
    // What qualifies the numbers below (docs/methodology.md, target flags): one explained line per flag.
    m_flags = new QLabel;
    m_flags->setObjectName(QStringLiteral("flags"));
    m_flags->setWordWrap(true);
    m_flags->setTextInteractionFlags(Qt::TextSelectableByMouse);
    m_flags->setStyleSheet(QStringLiteral("color: #9a4d00;"));
    auto* head = new QVBoxLayout;
    head->addWidget(m_banner);
    head->addWidget(m_header);
    head->addWidget(m_flags);
    grid->addLayout(head, 0, 0, 1, 3);
    const QFont headFont = scaledFont(font(), 1.15);
    const QFont cellFont = scaledFont(font(), 1.25);
    const auto addLabel = [&](const QString& text, int row, int column) {
        auto* l = new QLabel(text);
        l->setFont(headFont);
        grid->addWidget(l, row, column);
        return l;
    };
    addLabel(tr("Read"), 1, 1)->setAlignment(Qt::AlignCenter);
    addLabel(tr("Write"), 1, 2)->setAlignment(Qt::AlignCenter);
    // Wide enough for every variant (MB/s and IOPS views), so switching
    // views never clips a label while a relayout is pending.
    const QFontMetrics fm(headFont);
    int widest = 0;
    for (const char* text : {"Seq", "4K", "4K-64Thrd", "Acc.time", "16MB", "512B", "4K", "64K"})
        widest = std::max(widest, fm.horizontalAdvance(QString::fromLatin1(text)));
    for (int t = 0; t < 4; ++t) {
        m_testChecks[t] = new QCheckBox;
        m_rowLabels[t] = new QLabel;
        m_rowLabels[t]->setFont(headFont);
        m_rowLabels[t]->setMinimumWidth(widest + fm.averageCharWidth());
        auto* rowBox = new QHBoxLayout;
        rowBox->addWidget(m_testChecks[t]);
        rowBox->addWidget(m_rowLabels[t]);
        rowBox->addStretch();
        grid->addLayout(rowBox, t + 2, 0);
        for (int w = 0; w < 2; ++w) {
            auto* cell = new QLabel;
            cell->setFont(cellFont);
            cell->setAlignment(Qt::AlignRight | Qt::AlignVCenter);
            cell->setFrameShape(QFrame::StyledPanel);
            cell->setMinimumWidth(fontMetrics().horizontalAdvance(QStringLiteral("00000.00 MB/s")) * 5 / 4);
            cell->setContentsMargins(8, 4, 8, 4);
            m_cells[t][w] = cell;
            grid->addWidget(cell, t + 2, w + 1);
        }
    }
    addLabel(tr("Score:"), 6, 0);
    for (int i = 0; i < 3; ++i) {
        m_scores[i] = new QLabel;
        m_scores[i]->setFont(i < 2 ? cellFont : scaledFont(font(), 2.2));
        m_scores[i]->setAlignment(i < 2 ? Qt::AlignRight | Qt::AlignVCenter : Qt::AlignCenter);
        if (i < 2) {
            m_scores[i]->setContentsMargins(8, 4, 8, 4);
            grid->addWidget(m_scores[i], 6, i + 1);
        }
    }
    m_scores[2]->setStyleSheet(textColorCss(goodColor(palette())));
    grid->addWidget(m_scores[2], 7, 1, 1, 2);
    addLabel(tr("Total:"), 7, 0);
    // How steady each test ran, in the screenshot too (issue 19).
    m_speedChart = new SpeedChart;
    grid->addWidget(m_speedChart, 8, 0, 1, 3);
    grid->setColumnStretch(1, 1);
    grid->setColumnStretch(2, 1);
    return m_resultPanel;
}

QLayout* MainWindow::buildProgressRow()
{
    auto* bottom = new QHBoxLayout;
    m_progress = new QProgressBar;
    m_progress->setRange(0, 1000);
    m_progress->setValue(0);
    m_progress->setFormat(tr("Ready"));
    m_progress->setTextVisible(true);
    m_elapsed = new ClockLabel;
    m_label = new QComboBox;
    m_label->setEditable(true);
    m_label->addItems({QString(), QStringLiteral("out-of-box"), QStringLiteral("conditioned")});
    m_label->setMinimumContentsLength(12);
    m_label->lineEdit()->setPlaceholderText(tr("Label"));
    m_label->setToolTip(tr("Saved with the run in the history: out-of-box, conditioned, or any text"));
    m_start = new QPushButton(tr("Start"));
    m_start->setDefault(true);
    m_start->setMinimumWidth(100);
    bottom->addWidget(m_progress, 1);
    bottom->addWidget(m_elapsed);
    bottom->addWidget(m_label);
    bottom->addWidget(m_start);
    connect(m_start, &QPushButton::clicked, this, [this] { isRunning() ? abortRun() : startRun(); });
    return bottom;
}

void MainWindow::buildMenus()
{
    setMenuBar(new QMenuBar(this));  // a rebuild (language change) replaces the old bar and its menus
    QMenu* file = menuBar()->addMenu(tr("&File"));
    file->addAction(tr("Save &screenshot…"), QKeySequence::Save, this, [this] {
        saveWithRetry(this,
                      {tr("Save screenshot"),
                       defaultScreenshotName(),
                       tr("PNG images (*.png)"),
                       [this] { return pngBytes(this); },
                       {}});
    });
    file->addAction(tr("Export &JSON…"), this, [this] { exportAs(QStringLiteral("json")); });
    file->addAction(tr("Export &CSV…"), this, [this] { exportAs(QStringLiteral("csv")); });
    file->addAction(tr("Export &text…"), this, [this] { exportAs(QStringLiteral("txt")); });
    file->addSeparator();
    file->addAction(tr("&Open result…"), QKeySequence::Open, this, &MainWindow::importJson);
    file->addAction(tr("Import &fio result…"), this, &MainWindow::importFio);
    file->addSeparator();
    file->addAction(tr("&Quit"), QKeySequence::Quit, this, &QWidget::close);

    QMenu* edit = menuBar()->addMenu(tr("&Edit"));
    edit->addAction(tr("&Copy results as text"), QKeySequence::Copy, this, &MainWindow::copyText);
    edit->addSeparator();
    // A setting of the run, as the data and size are: recorded in the result, saved with the settings.
    QMenu* span = edit->addMenu(tr("&Acc.time read"));
    auto* spans = new QActionGroup(span);
    m_spanActions[static_cast<int>(sm::AccessSpan::Device)] = span->addAction(tr("Whole &device (AS SSD)"));
    m_spanActions[static_cast<int>(sm::AccessSpan::File)] = span->addAction(tr("&Test file"));
    for (const sm::AccessSpan s : {sm::AccessSpan::Device, sm::AccessSpan::File}) {
        QAction* a = m_spanActions[static_cast<int>(s)];
        a->setCheckable(true);
        a->setChecked(m_hidden.access_span == s);
        spans->addAction(a);
        connect(a, &QAction::triggered, this, [this, s] { setAccessSpan(s); });
    }
    m_writeThroughAction = edit->addAction(tr("&Write-through (writes past the drive's cache)"));
    m_writeThroughAction->setCheckable(true);
    m_writeThroughAction->setToolTip(tr("Every write of the test file completes only once it is past the drive's "
                                        "volatile cache (FUA), as AS SSD is said to write. Off: direct I/O alone, as "
                                        "CrystalDiskMark and fio."));
    edit->setToolTipsVisible(true);
    connect(m_writeThroughAction, &QAction::triggered, this, [this] {  // the user's click, not setChecked()
        storeSettings();                                               // the Tools dialogs read it when they start
        render();
    });

    QMenu* view = menuBar()->addMenu(tr("&View"));
    auto* group = new QActionGroup(view);
    m_mbsAction = view->addAction(tr("&MB/s"));
    m_iopsAction = view->addAction(tr("&IOPS"));
    for (QAction* a : {m_mbsAction, m_iopsAction}) {
        a->setCheckable(true);
        group->addAction(a);
    }
    m_mbsAction->setChecked(!m_iops);
    m_iopsAction->setChecked(m_iops);
    connect(m_mbsAction, &QAction::triggered, this, [this] { setIopsView(false); });
    connect(m_iopsAction, &QAction::triggered, this, [this] { setIopsView(true); });
    view->addSeparator();
    m_languageMenu = view->addMenu(tr("&Language"));
    auto* langs = new QActionGroup(m_languageMenu);
    for (const Language& l : languages()) {
        QAction* a = m_languageMenu->addAction(l.code.isEmpty() ? tr("System default") : l.native);
        a->setCheckable(true);
        a->setChecked(l.code == currentLanguage());
        langs->addAction(a);
        connect(a, &QAction::triggered, this, [this, code = l.code] { setLanguage(code); });
        if (l.code.isEmpty())
            m_languageMenu->addSeparator();
    }

    m_themeMenu = view->addMenu(tr("&Theme"));
    auto* themes = new QActionGroup(m_themeMenu);
    const std::array<std::pair<Theme, QString>, 3> themeNames = {
        {{Theme::System, tr("&System")}, {Theme::Light, tr("&Light")}, {Theme::Dark, tr("&Dark")}}};
    for (const auto& [t, name] : themeNames) {
        QAction* a = m_themeMenu->addAction(name);
        a->setCheckable(true);
        a->setChecked(currentTheme() == t);
        a->setData(QString::fromLatin1(themeKey(t)));
        themes->addAction(a);
        connect(a, &QAction::triggered, this, [t = t] {
            applyTheme(t);
            saveTheme(t);
        });
    }

    buildToolsMenu();

    QMenu* help = menuBar()->addMenu(tr("&Help"));
    help->addAction(tr("How scores are &computed"), this, &MainWindow::showScoreHelp);
    help->addAction(tr("Open &log folder"), this, [] {
        try {
            sm::ensure_private_folder(sm::log_dir());  // made 0700, never in another user's folder
        } catch (const sm::Error&) {                   // opened as it is: the file manager says what is wrong
        }
        QDesktopServices::openUrl(QUrl::fromLocalFile(qs(sm::log_dir().string())));
    });
    help->addSeparator();
    help->addAction(tr("&About SolidMark"), this, [this] {
        QMessageBox::about(
            this, tr("About SolidMark"),
            tr("<h3>SolidMark %1</h3><p>An open-source SSD benchmark in the tradition of AS SSD Benchmark.</p>"
               "<p>Qt %2, spdlog %3.%4.%5</p><p>License: GNU GPL version 3 or later.</p>")
                .arg(QStringLiteral(SOLIDMARK_VERSION), QString::fromLatin1(qVersion()))
                .arg(SPDLOG_VER_MAJOR)
                .arg(SPDLOG_VER_MINOR)
                .arg(SPDLOG_VER_PATCH));
    });
}

void MainWindow::buildToolsMenu()
{
    // One entry per registered dialog, in the core registry's order.
    QMenu* tools = menuBar()->addMenu(tr("&Tools"));
    tools->setObjectName(QStringLiteral("tools"));
    std::optional<KindUi::Group> group;
    for (const KindUi* k : toolKinds()) {
        if (group && *group != k->group)
            tools->addSeparator();
        group = k->group;
        QAction* a = tools->addAction(QCoreApplication::translate("smui::MainWindow", k->menuText), this,
                                      [this, key = k->key] { openTool(key); });
        a->setData(QString::fromUtf8(k->key.data(), static_cast<qsizetype>(k->key.size())));
    }
    tools->addAction(tr("&History…"), this, [this] { openHistory(); });
    tools->addAction(tr("Dri&ve health…"), this, [this] { openDriveHealth(); });
}

void MainWindow::render()
{
    const sm::RunResult* r = m_result ? &*m_result : nullptr;
    const sm::RunResult empty;
    const sm::RunResult& shown = r ? *r : empty;
    for (int t = 0; t < 4; ++t) {
        const auto id = static_cast<sm::TestId>(t);
        m_rowLabels[t]->setText(rowLabel(id, m_iops, r));
        for (int w = 0; w < 2; ++w) {
            QLabel* cell = m_cells[t][w];
            cell->setText(cellText(id, w == 1));
            const bool active = m_activeTest == t && m_activeWrite == (w == 1);
            // Only on a change: a new style sheet polishes the cell again (render() runs as each phase starts and ends).
            if (const QString css = active ? runningCellCss() : QString(); cell->styleSheet() != css)
                cell->setStyleSheet(css);
            // Screen readers read a cell as its test, direction and value (QAccessible).
            const QString test = QString::fromLatin1(sm::test_label(id));
            cell->setAccessibleName(tr("%1: %2").arg(UiText::phase(id, w == 1), cell->text()));
            cell->setAccessibleDescription(
                tr("Test: %1. Direction: %2. Value: %3.").arg(test, w == 1 ? tr("Write") : tr("Read"), cell->text()));
            QString tip;
            if (const auto& m = shown.get(id, w == 1)) {
                tip = tr("%1 I/Os of %2 B in %3 s\nlatency mean %4 µs, p99 %5 µs")
                          .arg(m->ios)
                          .arg(m->block_bytes)
                          .arg(localNumber(m->elapsed_s, 3), localNumber(m->latency.mean_us, 1),
                               localNumber(m->latency.p99_us, 1));
                if (id == sm::TestId::Access && w == 0)
                    tip += shown.access_read_span == sm::AccessSpan::Device
                        ? tr("\nSpan: the whole device")
                        : tr("\nSpan: the test file (%1)").arg(trReason(shown.access_span_note));
            }
            cell->setToolTip(tip);
        }
    }
    for (int i = 0; i < 3; ++i)
        m_scores[i]->setText(scoreText(i));

    QString header;
    if (r && !r->device.model.empty())
        header = qs(r->device.model) + QStringLiteral("  ·  ");
    const QString target = r ? qs(r->target) : currentTarget();
    // A run's (or an opened result's) own settings; before any, what the controls say.
    header += tr("%1  ·  %2  ·  %3")
                  .arg(target, r ? sizeText(r->settings.size_bytes) : m_size->currentText(),
                       r ? UiText::dataLabel(r->settings.data) : m_data->currentText());
    if (r && r->fill)
        header += tr("  ·  %1").arg(UiText::fillPhrase(*r->fill));
    if (r ? r->write_through.value_or(false) : m_writeThroughAction->isChecked())
        header += tr("  ·  write-through");
    if (r && r->buffered())
        header += tr("  ·  BUFFERED (cached, not comparable)");
    if (m_liveTemperature)
        header += tr("  ·  %1 °C").arg(localNumber(*m_liveTemperature, 0));
    else if (r && r->temperature.known())
        header +=
            tr("  ·  %1–%2 °C").arg(localNumber(r->temperature.min_c(), 0), localNumber(r->temperature.max_c(), 0));
    else if (r && !r->temperature.reason.empty())
        header += tr("  ·  no temperature (%1)").arg(trReason(r->temperature.reason));
    m_header->setText(header);
    m_banner->setText(bannerText());
    m_banner->setVisible(!m_banner->text().isEmpty());
    // A finished (or imported) result's own flags; before and during a run, what the target alone tells.
    QStringList flags =
        r && m_resultFinal ? UiText::flagLines(r->flags, r->device) : UiText::flagLines(m_device.flags, m_device);
    // A whole-drive read that fell back to the test file, and why (settings.span_reason).
    if (r && m_resultFinal && r->device_open == "none" && !r->span_reason.empty() && r->get(sm::TestId::Access, false))
        flags << tr("Acc.time read spanned the test file, not the whole drive: %1.").arg(trReason(r->span_reason));
    if (r && m_resultFinal)
        for (const std::string& folder : r->left_behind)  // what the user must remove by hand
            flags << UiText::leftBehind(qs(folder));
    if (r && m_resultFinal)
        for (const sm::PhaseThrottle& t : sm::suite_throttle(*r))
            flags << tr("Throttling: %1 at %2 s was %3 % below its speed before the drive reached its warning "
                        "temperature of %4 °C.")
                         .arg(UiText::phase(t.phase.test, t.phase.write), localNumber(t.at_t_s, 1),
                              localNumber(t.drop_share * 100, 0), localNumber(*r->temperature.warning_c, 0));
    m_flags->setText(flags.join(QLatin1Char('\n')));
    m_flags->setVisible(!flags.isEmpty());
    renderLatency(shown);
    renderHealth();
    renderFillSeries(r && m_resultFinal ? r : nullptr);
    // While a run goes the chart grows with each point (onProgress); otherwise it shows the result's series.
    if (!isRunning()) {
        if (r)
            m_speedChart->showResult(*r);
        else
            m_speedChart->clear();
    }
}

void MainWindow::renderLatency(const sm::RunResult& shown)
{
    // The table's items are made once and their text changed only when it differs: render() runs as
    // each phase of a run starts and ends, and a new item makes the table lay itself out again.
    const auto put = [](QTableWidgetItem* item, const QString& text) {
        if (item->text() != text)
            item->setText(text);
    };
    for (int row = 0; row < 8; ++row) {
        const auto id = static_cast<sm::TestId>(row / 2);
        const bool w = row % 2 == 1;
        if (!m_latency->verticalHeaderItem(row))
            m_latency->setVerticalHeaderItem(row, new QTableWidgetItem);
        put(m_latency->verticalHeaderItem(row), UiText::phase(id, w));
        const auto& m = shown.get(id, w);
        const double v[] = {m ? m->latency.mean_us : 0, m ? m->latency.p50_us : 0,  m ? m->latency.p90_us : 0,
                            m ? m->latency.p99_us : 0,  m ? m->latency.p999_us : 0, m ? m->latency.max_us : 0};
        for (int c = 0; c < 6; ++c) {
            if (!m_latency->item(row, c)) {
                auto* item = new QTableWidgetItem;
                item->setTextAlignment(Qt::AlignRight | Qt::AlignVCenter);
                m_latency->setItem(row, c, item);
            }
            put(m_latency->item(row, c), m ? localNumber(v[c], 1) : QStringLiteral("—"));
        }
    }
}

QString MainWindow::cellText(sm::TestId t, bool write) const
{
    const sm::RunResult empty;
    return localizeNumbers(qs(sm::cell_text(m_result ? *m_result : empty, t, write, m_iops)));
}

QString MainWindow::scoreText(int which) const
{
    if (!m_result)
        return QStringLiteral("----");
    const sm::Scores s = sm::compute_scores(*m_result);
    return qs(sm::score_text(which == 0 ? s.read : which == 1 ? s.write : s.total));
}

void MainWindow::setStarting()
{
    m_starting = true;
    setIdle(false);
    m_progress->setFormat(tr("Starting…"));
}

// The suite's name in the history list and compare (tool_registry.h); the main window runs it.
SM_REGISTER_KIND_NAME(sm::RunResult, RunResult, QT_TRANSLATE_NOOP("UiText", "benchmark"));

}  // namespace smui
