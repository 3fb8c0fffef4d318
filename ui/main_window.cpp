#include "main_window.h"
#include "ui_text.h"

#include "device/device_info.h"
#include "result/report.h"
#include "compare_dialog.h"
#include "compression_dialog.h"
#include "condition_dialog.h"
#include "history/history.h"
#include "history_dialog.h"
#include "i18n.h"
#include "run/test_area.h"
#include "copy_dialog.h"
#include "preset_dialog.h"
#include "profile_dialog.h"
#include "steady_dialog.h"
#include "surface_dialog.h"
#include "sweep_dialog.h"
#include "job_controller.h"
#include "util/error.h"
#include "util/log.h"
#include "util/units.h"

#include <QAction>
#include <QActionGroup>
#include <QApplication>
#include <QCheckBox>
#include <QClipboard>
#include <QCloseEvent>
#include <QComboBox>
#include <QDate>
#include <QDesktopServices>
#include <QDir>
#include <QFileDialog>
#include <QFileInfo>
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
#include <QRegularExpression>
#include <QPushButton>
#include <QSettings>
#include <QStatusBar>
#include <QStorageInfo>
#include <QTabWidget>
#include <QTableWidget>
#include <QUrl>
#include <QVBoxLayout>
#include <spdlog/spdlog.h>
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
    case sm::TestId::Seq: return QStringLiteral("16MB");
    case sm::TestId::Rand4K: return QStringLiteral("4K");
    case sm::TestId::Rand4K64: return QStringLiteral("4K-64Thrd");
    case sm::TestId::Access: {
        const auto& m = r ? r->get(sm::TestId::Access, false) : std::nullopt;
        const std::uint32_t b = m ? m->block_bytes : 512;
        return b % 1024 == 0 ? QStringLiteral("%1K").arg(b / 1024) : QStringLiteral("%1B").arg(b);
    }
    }
    return {};
}

bool pseudoFs(const QByteArray& fs)
{
    static const QList<QByteArray> skip = {"tmpfs", "devtmpfs", "proc", "sysfs", "squashfs", "overlay", "ramfs",
                                           "efivarfs", "autofs", "fuse.portal"};
    return skip.contains(fs);
}

}  // namespace

MainWindow::MainWindow(QWidget* parent) : QMainWindow(parent), m_controller(new JobController(this))
{
    setWindowTitle(tr("SolidMark %1").arg(QStringLiteral(SOLIDMARK_VERSION)));
    buildUi();
    buildMenus();
    loadSettings();
    render();

    connect(m_controller, &JobController::status, this, [this](const QString& t) { statusBar()->showMessage(t); });
    connect(m_controller, &JobController::phaseStarted, this, &MainWindow::onPhaseStarted);
    connect(m_controller, &JobController::phaseProgress, this, &MainWindow::onPhaseProgress);
    connect(m_controller, &JobController::phaseFinished, this, &MainWindow::onPhaseFinished);
    connect(m_controller, &JobController::finished, this,
            [this](const QVariant& v) { onFinished(v.value<sm::RunResult>()); });
    connect(m_controller, &JobController::failed, this, &MainWindow::onFailed);
}

MainWindow::~MainWindow() { m_controller->abortAndWait(); }

void MainWindow::buildUi()
{
    auto* central = new QWidget(this);
    auto* outer = new QVBoxLayout(central);

    // --- selectors -----------------------------------------------------------
    auto* top = new QHBoxLayout;
    m_target = new QComboBox;
    m_target->setMinimumContentsLength(34);
    m_target->setSizeAdjustPolicy(QComboBox::AdjustToMinimumContentsLengthWithIcon);
    m_target->setToolTip(tr("Volume or folder to test. SolidMark writes only inside its own SolidMark-* folder "
                            "there and removes it afterwards."));
    auto* choose = new QPushButton(tr("Choose folder…"));
    m_size = new QComboBox;
    for (std::uint64_t b : kSizes)
        m_size->addItem(qs(sm::format_bytes(b)).replace(QStringLiteral(".00"), QString()), QVariant::fromValue(b));  // "1 GiB": no decimals to localize
    m_size->setToolTip(tr("Size of the test file"));
    m_data = new QComboBox;
    m_data->setToolTip(tr("Incompressible: fresh random data, what AS SSD measures.\nCompressible: a share of every "
                          "4 KiB is zeros (controllers that compress look faster)."));
    top->addWidget(m_target, 1);
    top->addWidget(choose);
    top->addWidget(m_size);
    top->addWidget(m_data);
    outer->addLayout(top);
    connect(choose, &QPushButton::clicked, this, &MainWindow::chooseFolder);
    connect(m_target, &QComboBox::currentIndexChanged, this, [this] { refreshDevice(); });

    // --- device panel ------------------------------------------------------------
    auto* dev = new QGroupBox(tr("Drive"));
    auto* dg = new QGridLayout(dev);
    const QStringList names = {tr("Model"),    tr("Firmware"),  tr("Controller"), tr("Offset"),
                               tr("Capacity"), tr("Filesystem"), tr("Free")};
    for (int i = 0; i < 7; ++i) {
        auto* name = new QLabel(names[i] + QLatin1Char(':'));
        name->setStyleSheet(QStringLiteral("color: palette(mid);"));
        m_deviceLabels[i] = new QLabel(UiText::notAvailable());
        m_deviceLabels[i]->setTextInteractionFlags(Qt::TextSelectableByMouse);
        dg->addWidget(name, i % 4, (i / 4) * 2);
        dg->addWidget(m_deviceLabels[i], i % 4, (i / 4) * 2 + 1);
    }
    dg->setColumnStretch(1, 1);
    dg->setColumnStretch(3, 1);
    outer->addWidget(dev);

    // --- result grid (the screenshot part) -----------------------------------------
    m_tabs = new QTabWidget;
    m_resultPanel = new QWidget;
    m_resultPanel->setObjectName(QStringLiteral("resultPanel"));
    auto* grid = new QGridLayout(m_resultPanel);
    grid->setHorizontalSpacing(10);
    grid->setVerticalSpacing(6);
    m_header = new QLabel;
    m_header->setWordWrap(true);
    grid->addWidget(m_header, 0, 0, 1, 3);
    QFont headFont = font();
    headFont.setBold(true);
    headFont.setPointSizeF(headFont.pointSizeF() * 1.15);
    for (int c = 0; c < 2; ++c) {
        auto* h = new QLabel(c == 0 ? tr("Read") : tr("Write"));
        h->setFont(headFont);
        h->setAlignment(Qt::AlignCenter);
        grid->addWidget(h, 1, c + 1);
    }
    QFont cellFont = font();
    cellFont.setPointSizeF(cellFont.pointSizeF() * 1.25);
    cellFont.setBold(true);
    for (int t = 0; t < 4; ++t) {
        m_testChecks[t] = new QCheckBox;
        m_rowLabels[t] = new QLabel;
        m_rowLabels[t]->setFont(headFont);
        // Wide enough for every variant (MB/s and IOPS views), so switching
        // views never clips a label while a relayout is pending.
        const QFontMetrics fm(headFont);
        int widest = 0;
        for (const char* text : {"Seq", "4K", "4K-64Thrd", "Acc.time", "16MB", "512B", "4K", "64K"})
            widest = std::max(widest, fm.horizontalAdvance(QString::fromLatin1(text)));
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
    auto* scoreLabel = new QLabel(tr("Score:"));
    scoreLabel->setFont(headFont);
    grid->addWidget(scoreLabel, 6, 0);
    for (int i = 0; i < 2; ++i) {
        m_scores[i] = new QLabel;
        m_scores[i]->setFont(cellFont);
        m_scores[i]->setAlignment(Qt::AlignRight | Qt::AlignVCenter);
        m_scores[i]->setContentsMargins(8, 4, 8, 4);
        grid->addWidget(m_scores[i], 6, i + 1);
    }
    QFont totalFont = font();
    totalFont.setBold(true);
    totalFont.setPointSizeF(totalFont.pointSizeF() * 2.2);
    m_scores[2] = new QLabel;
    m_scores[2]->setFont(totalFont);
    m_scores[2]->setAlignment(Qt::AlignCenter);
    m_scores[2]->setStyleSheet(QStringLiteral("color: #1a7f37;"));
    grid->addWidget(m_scores[2], 7, 1, 1, 2);
    auto* totalLabel = new QLabel(tr("Total:"));
    totalLabel->setFont(headFont);
    grid->addWidget(totalLabel, 7, 0);
    grid->setColumnStretch(1, 1);
    grid->setColumnStretch(2, 1);
    m_tabs->addTab(m_resultPanel, tr("Results"));

    m_latency = new QTableWidget(8, 6);
    m_latency->setHorizontalHeaderLabels({tr("mean"), tr("p50"), tr("p90"), tr("p99"), tr("p99.9"), tr("max")});
    m_latency->setEditTriggers(QAbstractItemView::NoEditTriggers);
    m_latency->horizontalHeader()->setSectionResizeMode(QHeaderView::Stretch);
    m_latency->setToolTip(tr("Completion latency of each I/O, in microseconds"));
    m_tabs->addTab(m_latency, tr("Latency (µs)"));
    outer->addWidget(m_tabs, 1);

    // --- progress ---------------------------------------------------------------------
    auto* bottom = new QHBoxLayout;
    m_progress = new QProgressBar;
    m_progress->setRange(0, 1000);
    m_progress->setValue(0);
    m_progress->setFormat(tr("Ready"));
    m_progress->setTextVisible(true);
    m_elapsed = new QLabel(QStringLiteral("00:00"));
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
    outer->addLayout(bottom);
    connect(m_start, &QPushButton::clicked, this, [this] { isRunning() ? abortRun() : startRun(); });

    setCentralWidget(central);
    statusBar();
}

void MainWindow::buildMenus()
{
    setMenuBar(new QMenuBar(this));  // a rebuild (language change) replaces the old bar and its menus
    QMenu* file = menuBar()->addMenu(tr("&File"));
    file->addAction(tr("Save &screenshot…"), QKeySequence::Save, this, [this] {
        const QString path = QFileDialog::getSaveFileName(this, tr("Save screenshot"), defaultScreenshotName(),
                                                          tr("PNG images (*.png)"));
        if (!path.isEmpty() && !saveScreenshot(path))
            QMessageBox::warning(this, tr("SolidMark"), tr("Could not write %1.").arg(path));
    });
    file->addAction(tr("Export &JSON…"), this, [this] { exportAs(QStringLiteral("json")); });
    file->addAction(tr("Export &CSV…"), this, [this] { exportAs(QStringLiteral("csv")); });
    file->addAction(tr("Export &text…"), this, [this] { exportAs(QStringLiteral("txt")); });
    file->addSeparator();
    file->addAction(tr("&Import JSON…"), QKeySequence::Open, this, &MainWindow::importJson);
    file->addSeparator();
    file->addAction(tr("&Quit"), QKeySequence::Quit, this, &QWidget::close);

    QMenu* edit = menuBar()->addMenu(tr("&Edit"));
    edit->addAction(tr("&Copy results as text"), QKeySequence::Copy, this, &MainWindow::copyText);

    QMenu* view = menuBar()->addMenu(tr("&View"));
    auto* group = new QActionGroup(view);
    m_mbsAction = view->addAction(tr("&MB/s"));
    m_iopsAction = view->addAction(tr("&IOPS"));
    for (QAction* a : {m_mbsAction, m_iopsAction}) {
        a->setCheckable(true);
        group->addAction(a);
    }
    m_mbsAction->setChecked(true);
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

    QMenu* tools = menuBar()->addMenu(tr("&Tools"));
    tools->addAction(tr("&Compression benchmark…"), this, [this] { openTool(Tool::Compression); });
    tools->addAction(tr("C&opy benchmark…"), this, [this] { openTool(Tool::Copy); });
    tools->addAction(tr("&Queue-depth presets (CrystalDiskMark-style)…"), this, [this] { openTool(Tool::Preset); });
    tools->addAction(tr("&Workload profiles…"), this, [this] { openTool(Tool::Profile); });
    tools->addAction(tr("&Block-size sweep…"), this, [this] { openTool(Tool::Sweep); });
    tools->addAction(tr("S&urface scan…"), this, [this] { openTool(Tool::Surface); });
    tools->addAction(tr("&Steady state…"), this, [this] { openTool(Tool::Steady); });
    tools->addSeparator();
    tools->addAction(tr("Condition &drive…"), this, [this] { openTool(Tool::Condition); });
    tools->addAction(tr("&History…"), this, [this] { openHistory(); });

    QMenu* help = menuBar()->addMenu(tr("&Help"));
    help->addAction(tr("How scores are &computed"), this, &MainWindow::showScoreHelp);
    help->addAction(tr("Open &log folder"), this, [] {
        std::error_code ec;
        std::filesystem::create_directories(sm::log_dir(), ec);
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

void MainWindow::loadSettings()
{
    QSettings s;
    m_overrideTarget = s.value(QStringLiteral("run/target")).toString();
    refreshTargets();
    // A settings file edited by hand or left by another version may hold
    // anything: every value out of range falls back to its default.
    auto size = s.value(QStringLiteral("run/sizeBytes"), QVariant::fromValue<qulonglong>(sm::GiB)).toULongLong();
    if (size < sm::kMinTestSize || size > 64 * sm::GiB)
        size = sm::GiB;
    setTestSize(size);
    std::array<bool, 4> tests{};
    for (int t = 0; t < 4; ++t)
        tests[t] = s.value(QStringLiteral("run/test%1").arg(t), true).toBool();
    if (std::none_of(tests.begin(), tests.end(), [](bool b) { return b; }))
        tests = {true, true, true, true};
    setSelectedTests(tests);
    sm::DataSpec spec;
    spec.zero_percent = std::clamp(s.value(QStringLiteral("run/zeroPercent"), 100).toInt(), 0, 100);
    if (s.value(QStringLiteral("run/compressible"), false).toBool())
        spec.mode = sm::DataSpec::Mode::Compressible;
    setDataSpec(spec);
    const auto seconds = [&](const char* key, double fallback) {
        bool ok = false;
        const double v = s.value(QLatin1String(key), fallback).toDouble(&ok);
        return ok && v > 0 && v <= 86400 ? v : fallback;
    };
    setSeconds(seconds("run/randomSeconds", 5.0), seconds("run/accessSeconds", 3.0),
               seconds("run/seqMaxSeconds", 60.0));
    setIopsView(s.value(QStringLiteral("view/iops"), false).toBool());
    m_label->setCurrentText(s.value(QStringLiteral("run/label")).toString().left(200));
    if (!restoreGeometry(s.value(QStringLiteral("window/geometry")).toByteArray()))
        resize(sizeHint().expandedTo(QSize(640, 560)));
}

void MainWindow::saveSettings() const
{
    QSettings s;
    s.setValue(QStringLiteral("run/target"), currentTarget());
    s.setValue(QStringLiteral("run/sizeBytes"), m_size->currentData().toULongLong());
    for (int t = 0; t < 4; ++t)
        s.setValue(QStringLiteral("run/test%1").arg(t), m_testChecks[t]->isChecked());
    s.setValue(QStringLiteral("run/compressible"), m_data->currentIndex() == 1);
    s.setValue(QStringLiteral("run/zeroPercent"), m_data->itemData(1).toInt());
    s.setValue(QStringLiteral("run/randomSeconds"), m_randomSeconds);
    s.setValue(QStringLiteral("run/accessSeconds"), m_accessSeconds);
    s.setValue(QStringLiteral("run/seqMaxSeconds"), m_seqMaxSeconds);
    s.setValue(QStringLiteral("view/iops"), m_iops);
    s.setValue(QStringLiteral("run/label"), m_label->currentText());
    s.setValue(QStringLiteral("window/geometry"), saveGeometry());
}

void MainWindow::refreshTargets()
{
    const QSignalBlocker block(m_target);
    m_target->clear();
    for (const QStorageInfo& v : QStorageInfo::mountedVolumes()) {
        if (!v.isValid() || !v.isReady() || v.isReadOnly() || pseudoFs(v.fileSystemType()))
            continue;
        QString path = v.rootPath();
        // A volume root a normal user cannot write to: offer the home folder on it instead.
        if (!QFileInfo(path).isWritable() && QStorageInfo(QDir::homePath()).rootPath() == path)
            path = QDir::homePath();
        const QString label = tr("%1  —  %2 (%3), %4, %5 free")
                                  .arg(path, QString::fromLocal8Bit(v.device()), QString::fromLatin1(v.fileSystemType()),
                                       bytesText(static_cast<std::uint64_t>(v.bytesTotal())),
                                       bytesText(static_cast<std::uint64_t>(v.bytesAvailable())));
        m_target->addItem(label, path);
    }
    if (!m_overrideTarget.isEmpty()) {
        int i = m_target->findData(m_overrideTarget);
        if (i < 0) {
            m_target->addItem(m_overrideTarget, m_overrideTarget);
            i = m_target->count() - 1;
        }
        m_target->setCurrentIndex(i);
    }
    refreshDevice();
}

void MainWindow::refreshDevice()
{
    const QString target = currentTarget();
    const sm::DeviceInfo d = target.isEmpty() ? sm::DeviceInfo{} : sm::query_device_info(target.toStdString());
    const auto bytes = [](const std::optional<std::uint64_t>& b) {
        return b ? bytesText(*b) : UiText::notAvailable();
    };
    const auto text = [](const std::string& s) { return s.empty() ? UiText::notAvailable() : qs(s); };
    const QString offset = qs(d.partition_offset_text());
    const QString values[] = {text(d.model),
                              text(d.firmware),
                              text(d.driver),
                              offset == QLatin1String("n/a") ? UiText::notAvailable() : offset,
                              bytes(d.capacity_bytes),
                              text(d.filesystem),
                              bytes(d.free_bytes)};
    for (int i = 0; i < 7; ++i)
        m_deviceLabels[i]->setText(values[i]);
    m_deviceLabels[3]->setStyleSheet(d.partition_offset_text().find("BAD") != std::string::npos
                                         ? QStringLiteral("color: #b00020;")
                                         : QString());
}

std::uint64_t MainWindow::testSizeBytes() const { return m_size->currentData().toULongLong(); }

QString MainWindow::currentTarget() const { return m_target->currentData().toString(); }

void MainWindow::setTarget(const QString& dir)
{
    m_overrideTarget = QDir(dir).absolutePath();
    refreshTargets();
}

void MainWindow::setTestSize(std::uint64_t bytes)
{
    int i = m_size->findData(QVariant::fromValue(bytes));
    if (i < 0) {
        m_size->addItem(bytesText(bytes), QVariant::fromValue(bytes));
        i = m_size->count() - 1;
    }
    m_size->setCurrentIndex(i);
}

void MainWindow::setSelectedTests(const std::array<bool, 4>& tests)
{
    for (int t = 0; t < 4; ++t)
        m_testChecks[t]->setChecked(tests[t]);
}

void MainWindow::setDataSpec(const sm::DataSpec& spec)
{
    m_data->clear();
    m_data->addItem(tr("Incompressible"), -1);
    m_data->addItem(tr("Compressible (%1 % zeros)").arg(spec.zero_percent), spec.zero_percent);
    m_data->setCurrentIndex(spec.mode == sm::DataSpec::Mode::Compressible ? 1 : 0);
}

void MainWindow::setSeconds(double random_s, double access_s, double seq_max_s)
{
    m_randomSeconds = random_s;
    m_accessSeconds = access_s;
    m_seqMaxSeconds = seq_max_s;
}

void MainWindow::setIopsView(bool iops)
{
    m_iops = iops;
    if (m_iopsAction) {
        m_iopsAction->setChecked(iops);
        m_mbsAction->setChecked(!iops);
    }
    render();
}

bool MainWindow::isRunning() const { return m_controller->running(); }

void MainWindow::startRun()
{
    if (isRunning())
        return;
    const QString target = currentTarget();
    if (target.isEmpty()) {
        onFailed(tr("Choose a target volume or folder first."), false);
        return;
    }
    sm::RunRequest req;
    req.target = target.toStdString();
    req.app_version = SOLIDMARK_VERSION;
    req.settings.size_bytes = m_size->currentData().toULongLong();
    for (int t = 0; t < 4; ++t)
        req.settings.tests[t] = m_testChecks[t]->isChecked();
    if (m_data->currentIndex() == 1) {
        req.settings.data.mode = sm::DataSpec::Mode::Compressible;
        req.settings.data.zero_percent = m_data->currentData().toInt();
    }
    req.settings.random_seconds = m_randomSeconds;
    req.settings.access_seconds = m_accessSeconds;
    req.settings.seq_max_seconds = m_seqMaxSeconds;
    try {
        sm::validate_settings(req.settings);
    } catch (const sm::Error& e) {
        onFailed(qs(e.what()), false);
        return;
    }
    m_lastError.clear();
    m_live = sm::RunResult{};
    m_live.settings = req.settings;
    m_live.target = req.target.string();
    m_live.app_version = SOLIDMARK_VERSION;
    m_result = m_live;
    m_progress->setValue(0);
    m_elapsed->setText(QStringLiteral("00:00"));
    setIdle(false);
    render();
    saveSettings();
    m_controller->start([req](const sm::CancelToken& cancel, const sm::ProgressFn& progress) {
        return QVariant::fromValue(sm::run_suite(req, cancel, progress));
    });
}

void MainWindow::abortRun()
{
    m_controller->abort();
    m_start->setEnabled(false);
    m_progress->setFormat(tr("Aborting…"));
}

void MainWindow::setIdle(bool idle)
{
    m_start->setText(idle ? tr("Start") : tr("Abort"));
    m_start->setEnabled(true);
    for (QWidget* w : std::initializer_list<QWidget*>{m_target, m_size, m_data})
        w->setEnabled(idle);
    for (QCheckBox* c : m_testChecks)
        c->setEnabled(idle);
    if (m_languageMenu)
        m_languageMenu->setEnabled(idle);
    if (idle) {
        m_activeTest = -2;
        refreshDevice();
    }
}

void MainWindow::onPhaseStarted(int test, bool write, const QString& label)
{
    m_activeTest = test;
    m_activeWrite = write;
    m_progress->setFormat(tr("%1…  %p%").arg(label));
    render();
}

void MainWindow::onPhaseProgress(double fraction, double elapsed)
{
    m_progress->setValue(static_cast<int>(fraction * 1000));
    const int t = static_cast<int>(elapsed);
    m_elapsed->setText(QStringLiteral("%1:%2").arg(t / 60, 2, 10, QLatin1Char('0')).arg(t % 60, 2, 10, QLatin1Char('0')));
}

void MainWindow::onPhaseFinished(int test, bool write, const sm::Measurement& m)
{
    if (test >= 0) {
        m_live.get(static_cast<sm::TestId>(test), write) = m;
        m_result = m_live;
    }
    m_progress->setValue(1000);
    render();
}

void MainWindow::onFinished(const sm::RunResult& r)
{
    m_result = r;
    setIdle(true);
    m_progress->setFormat(tr("Done"));
    m_progress->setValue(1000);
    statusBar()->showMessage(tr("Finished; the test folder has been removed."), 10000);
    render();
    removeKeptConditioning();
    saveToHistory(r);
    emit runEnded(true);
}

void MainWindow::onFailed(const QString& message, bool cancelled)
{
    setIdle(true);
    m_progress->setValue(0);
    m_progress->setFormat(cancelled ? tr("Aborted") : tr("Failed"));
    m_lastError = message;
    render();
    removeKeptConditioning();
    if (!cancelled && m_interactive)
        QMessageBox::critical(this, tr("SolidMark"), message);
    else
        statusBar()->showMessage(message, 15000);
    emit runEnded(false);
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
            cell->setStyleSheet(active ? QStringLiteral("background: #fff4c2;") : QString());
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
                               : tr("\nSpan: the test file (%1)").arg(qs(shown.access_span_note));
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
    header += tr("%1  ·  %2  ·  %3")
                  .arg(target, m_size->currentText(), r ? UiText::dataLabel(r->settings.data.label()) : m_data->currentText());
    if (r && r->buffered)
        header += tr("  ·  BUFFERED (cached, not comparable)");
    m_header->setText(header);

    for (int row = 0; row < 8; ++row) {
        const auto id = static_cast<sm::TestId>(row / 2);
        const bool w = row % 2 == 1;
        m_latency->setVerticalHeaderItem(row, new QTableWidgetItem(UiText::phase(id, w)));
        const auto& m = shown.get(id, w);
        const double v[] = {m ? m->latency.mean_us : 0, m ? m->latency.p50_us : 0,  m ? m->latency.p90_us : 0,
                            m ? m->latency.p99_us : 0,  m ? m->latency.p999_us : 0, m ? m->latency.max_us : 0};
        for (int c = 0; c < 6; ++c) {
            auto* item = new QTableWidgetItem(m ? localNumber(v[c], 1) : QStringLiteral("—"));
            item->setTextAlignment(Qt::AlignRight | Qt::AlignVCenter);
            m_latency->setItem(row, c, item);
        }
    }
}

bool MainWindow::testSelected(sm::TestId t) const { return m_testChecks[static_cast<int>(t)]->isChecked(); }

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

QString MainWindow::defaultScreenshotName() const
{
    QString model = m_result && !m_result->device.model.empty() ? qs(m_result->device.model) : m_deviceLabels[0]->text();
    if (model == UiText::notAvailable())
        model = QStringLiteral("drive");
    model.replace(QRegularExpression(QStringLiteral("[^A-Za-z0-9._-]+")), QStringLiteral("_"));
    return QStringLiteral("SolidMark_%1_%2.png").arg(model, QDate::currentDate().toString(Qt::ISODate));
}

ToolDialog* MainWindow::openTool(Tool tool)
{
    if (isRunning()) {
        onFailed(tr("Wait for the running benchmark to finish, or abort it, before starting another."), false);
        return nullptr;
    }
    const QString target = currentTarget();
    const std::uint64_t size = m_size->currentData().toULongLong();
    ToolDialog* dialog = nullptr;
    if (tool == Tool::Compression)
        dialog = new CompressionDialog(target, size, this);
    else if (tool == Tool::Sweep)
        dialog = new SweepDialog(target, size, this);
    else if (tool == Tool::Surface)
        dialog = new SurfaceDialog(target, size, this);
    else if (tool == Tool::Steady)
        dialog = new SteadyDialog(target, size, this);
    else if (tool == Tool::Profile)
        dialog = new ProfileDialog(target, size, this);
    else if (tool == Tool::Preset)
        dialog = new PresetDialog(target, size, this);
    else if (tool == Tool::Copy)
        dialog = new CopyDialog(target, size, this);
    else
        dialog = new ConditionDialog(target, size, this);
    dialog->setAttribute(Qt::WA_DeleteOnClose);
    dialog->setInteractive(m_interactive);
    dialog->setModal(true);
    dialog->show();
    return dialog;
}

HistoryDialog* MainWindow::openHistory()
{
    auto* d = new HistoryDialog(this);
    d->setAttribute(Qt::WA_DeleteOnClose);
    d->show();
    return d;
}

void MainWindow::setRunLabel(const QString& label) { m_label->setCurrentText(label); }

void MainWindow::saveToHistory(const sm::RunResult& r)
{
    m_lastSavedId = 0;
    m_offeredBaseline = 0;
    const std::string label = m_label->currentText().trimmed().toStdString();
    try {
        sm::HistoryStore h(sm::HistoryStore::default_path());
        if (!h.notice().empty())
            statusBar()->showMessage(qs(h.notice()), 30000);
        m_lastSavedId = h.save(r, label);
        if (label == "conditioned")
            if (auto base = h.latest("run", sm::device_key(r.device), "out-of-box"))
                m_offeredBaseline = base->id;
    } catch (const sm::Error& e) {
        statusBar()->showMessage(tr("The result was not saved to the history: %1").arg(qs(e.what())), 30000);
        return;
    }
    if (m_offeredBaseline && m_interactive &&
        QMessageBox::question(this, tr("SolidMark"),
                              tr("Compare with the last out-of-box run of this drive?")) == QMessageBox::Yes) {
        HistoryDialog* d = openHistory();
        d->selectIds(m_offeredBaseline, m_lastSavedId);
        if (CompareDialog* c = d->compareSelected())
            c->show();
    }
}

void MainWindow::removeKeptConditioning()
{
    // A conditioning file kept for this run goes when the run ends, however it ends.
    const QString target = currentTarget();
    if (target.isEmpty())
        return;
    for (const auto& kept : sm::TestArea::find_kept(target.toStdString()))
        if (sm::TestArea::remove_kept(kept))
            statusBar()->showMessage(tr("Removed the conditioning file kept for this run."), 10000);
}

bool MainWindow::saveScreenshot(const QString& path) { return grab().save(path, "PNG"); }

void MainWindow::exportAs(const QString& kind)
{
    bool any = false;
    if (m_result)
        for (sm::TestId t : sm::kAllTests)
            any = any || m_result->get(t, false) || m_result->get(t, true);
    if (!any) {
        QMessageBox::information(this, tr("SolidMark"), tr("There is no result to export yet."));
        return;
    }
    const QString filter = kind == QLatin1String("json")  ? tr("JSON (*.json)")
                           : kind == QLatin1String("csv") ? tr("CSV (*.csv)")
                                                          : tr("Text (*.txt)");
    QString base = defaultScreenshotName();
    base.chop(4);
    const QString path = QFileDialog::getSaveFileName(this, tr("Export"), base + QLatin1Char('.') + kind, filter);
    if (path.isEmpty())
        return;
    try {
        const std::string text = kind == QLatin1String("json") ? sm::to_json_text(*m_result)
                                 : kind == QLatin1String("csv") ? sm::csv_report(*m_result)
                                                                : sm::text_report(*m_result);
        sm::write_text_file(path.toStdString(), text);
    } catch (const sm::Error& e) {
        QMessageBox::critical(this, tr("SolidMark"), qs(e.what()));
    }
}

void MainWindow::importJson()
{
    const QString path = QFileDialog::getOpenFileName(this, tr("Import JSON"), QString(), tr("JSON (*.json)"));
    if (!path.isEmpty() && !importFile(path) && m_interactive)
        QMessageBox::critical(this, tr("SolidMark"), m_lastError);
}

bool MainWindow::importFile(const QString& path)
{
    try {
        m_result = sm::run_result_from_json_text(sm::read_text_file(path.toStdString()));
    } catch (const sm::Error& e) {
        m_lastError = tr("Cannot import %1:\n%2\nChoose a JSON file exported by SolidMark.").arg(path, qs(e.what()));
        return false;
    }
    render();
    statusBar()->showMessage(tr("Showing %1").arg(path), 10000);
    return true;
}

void MainWindow::copyText()
{
    if (m_result)
        QApplication::clipboard()->setText(qs(sm::text_report(*m_result)));
}

void MainWindow::showScoreHelp()
{
    QString text = tr("<p>As in AS SSD, with all values in MB/s (MiB/s):</p>"
                      "<pre>Read  = 0.1 × SeqRead + 4K Read + 4K-64Thrd Read\n"
                      "Write = 0.1 × SeqWrite + 4K Write + 4K-64Thrd Write\n"
                      "Total = 0.1 × SeqRead + 0.15 × SeqWrite + 2 × 4K Read\n"
                      "        + 4K Write + 1.5 × 4K-64Thrd Read + 4K-64Thrd Write</pre>"
                      "<p>Access time does not count. A score appears only when all of its inputs were measured "
                      "in this run.</p>");
    if (m_result) {
        const auto v = [&](sm::TestId t, bool w) {
            const auto& m = m_result->get(t, w);
            return m ? localNumber(m->mib_s(), 2) : QStringLiteral("—");
        };
        text += tr("<p>This run:</p><pre>Read  = 0.1 × %1 + %2 + %3 = %4\nWrite = 0.1 × %5 + %6 + %7 = %8\n"
                   "Total = 0.1 × %1 + 0.15 × %5 + 2 × %2 + %6 + 1.5 × %3 + %7 = %9</pre>")
                    .arg(v(sm::TestId::Seq, false), v(sm::TestId::Rand4K, false), v(sm::TestId::Rand4K64, false),
                         scoreText(0), v(sm::TestId::Seq, true), v(sm::TestId::Rand4K, true),
                         v(sm::TestId::Rand4K64, true), scoreText(1), scoreText(2));
    }
    QMessageBox::information(this, tr("How scores are computed"), text);
}

void MainWindow::chooseFolder()
{
    const QString dir = QFileDialog::getExistingDirectory(this, tr("Choose a folder on the drive to test"),
                                                          currentTarget());
    if (!dir.isEmpty())
        setTarget(dir);
}

bool MainWindow::setLanguage(const QString& code, bool remember)
{
    if (isRunning() || !applyLanguage(code))
        return false;
    if (remember)
        saveLanguage(code);
    retranslate();  // now, so callers (and tests) see the new texts at once
    return true;
}

void MainWindow::changeEvent(QEvent* event)
{
    // Installing catalogs sends one LanguageChange per catalog; rebuild once.
    if (event->type() == QEvent::LanguageChange && m_start && !m_retranslatePending) {
        m_retranslatePending = true;
        QMetaObject::invokeMethod(
            this, [this] {
                if (m_retranslatePending)
                    retranslate();
            },
            Qt::QueuedConnection);
    }
    QMainWindow::changeEvent(event);
}

void MainWindow::retranslate()
{
    m_retranslatePending = false;
    if (isRunning())
        return;  // the language menu is disabled while running; a change from elsewhere waits for the next rebuild
    // The widgets are built in code, so they are built again in the new
    // language; what the user chose and the shown result carry over.
    const QString target = currentTarget();
    const std::uint64_t size = testSizeBytes();
    std::array<bool, 4> tests{};
    for (int t = 0; t < 4; ++t)
        tests[t] = m_testChecks[t]->isChecked();
    sm::DataSpec spec;
    spec.zero_percent = m_data->itemData(1).toInt();
    if (m_data->currentIndex() == 1)
        spec.mode = sm::DataSpec::Mode::Compressible;
    const QString label = m_label->currentText();
    const bool iops = m_iops;
    const QString override = m_overrideTarget;
    const bool done = m_progress->value() == 1000;

    setWindowTitle(tr("SolidMark %1").arg(QStringLiteral(SOLIDMARK_VERSION)));
    delete takeCentralWidget();  // now, not later: nothing may find the old widgets
    buildUi();
    buildMenus();
    m_overrideTarget = override.isEmpty() ? target : override;
    refreshTargets();
    setTestSize(size);
    setSelectedTests(tests);
    setDataSpec(spec);
    m_label->setCurrentText(label);
    setIopsView(iops);
    setIdle(true);
    m_progress->setFormat(done ? tr("Done") : tr("Ready"));
    m_progress->setValue(done ? 1000 : 0);
    render();
}

void MainWindow::closeEvent(QCloseEvent* event)
{
    if (isRunning()) {
        if (m_interactive &&
            QMessageBox::question(this, tr("SolidMark"),
                                  tr("A benchmark is running. Abort it and remove its test folder?")) !=
                QMessageBox::Yes) {
            event->ignore();
            return;
        }
        m_controller->abortAndWait();
    }
    saveSettings();
    event->accept();
}

}  // namespace smui
