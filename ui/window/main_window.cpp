// MainWindow: settings, the run and its typed outcome, the Tools dialogs, the language.
#include "window/main_window.h"

#include "desktop/async_dialogs.h"
#include "device/udisks.h"
#include "desktop/device_permission.h"
#include "desktop/elevation.h"
#include "desktop/close_guard.h"
#include "tools/compare_dialog.h"
#include "history/history.h"
#include "tools/history_dialog.h"
#include "text/i18n.h"
#include "desktop/job_controller.h"
#include "panels/live_progress.h"
#include "desktop/save_file.h"
#include "desktop/settings_store.h"
#include "charts/speed_chart.h"
#include "desktop/start_checks.h"
#include "panels/target_probe.h"
#include "panels/targets.h"
#include "desktop/theme.h"
#include "tools/tool_dialog.h"
#include "tools/tool_registry.h"
#include "text/ui_text.h"

#include <QAction>
#include <QCheckBox>
#include <QCloseEvent>
#include <QComboBox>
#include <QDir>
#include <QLabel>
#include <QMenu>
#include <QMessageBox>
#include <QProgressBar>
#include <QPushButton>
#include <QShortcut>
#include <QStatusBar>
#include <QEvent>

namespace smui {

MainWindow::MainWindow(QWidget* parent) : QMainWindow(parent), m_controller(new JobController(this))
{
    setWindowTitle(tr("SolidMark %1").arg(QStringLiteral(SOLIDMARK_VERSION)));
    m_closeGuard =
        new CloseGuard(this, m_controller, tr("A benchmark is running. Abort it and remove its test folder?"));
    // The target list fills as the probes answer, off the GUI thread (target_probe.h).
    TargetProbe& probe = TargetProbe::instance();
    connect(&probe, &TargetProbe::listed, this, &MainWindow::onTargetsListed);
    connect(&probe, &TargetProbe::described, this, &MainWindow::onTargetDescribed);
    connect(&probe, &TargetProbe::notResponding, this, &MainWindow::onTargetStalled);
    buildUi();
    buildMenus();
    const SavedSettings saved = loadSettings();
    applySettings(saved);
    if (!restoreGeometry(saved.geometry))
        resize(sizeHint().expandedTo(QSize(640, 560)));
    render();
    connect(m_controller, &JobController::progress, this, &MainWindow::onProgress);
    connect(m_controller, &JobController::ended, this, &MainWindow::onEnded);
    // The keyboard's run: Tab to Start, Enter starts (its default button), Esc aborts.
    auto* esc = new QShortcut(QKeySequence(Qt::Key_Escape), this);
    connect(esc, &QShortcut::activated, this, [this] {
        if (isRunning())
            abortRun();
    });
}

MainWindow::~MainWindow() = default;  // a run still going is told to stop, never waited for (job_controller.h)

void MainWindow::applySettings(const SavedSettings& s)
{
    m_hidden = s.run;  // the time bounds and the span; the controls below take the rest
    m_overrideTarget = s.target;
    refreshTargets();
    setTestSize(s.run.size_bytes);
    setSelectedTests(s.run.tests);
    setDataSpec(s.run.data);
    setAccessSpan(s.run.access_span);
    setIopsView(s.iops);
    m_writeThroughAction->setChecked(s.write_through);
    m_label->setCurrentText(s.label);
}

void MainWindow::storeSettings() const
{
    SavedSettings s;
    s.target = currentTarget();
    s.run = runSettings();
    s.iops = m_iops;
    s.write_through = m_writeThroughAction->isChecked();
    s.label = m_label->currentText();
    s.geometry = saveGeometry();
    saveSettings(s);
}

sm::RunSettings MainWindow::runSettings() const
{
    sm::RunSettings s = m_hidden;
    s.size_bytes = testSizeBytes();
    for (int t = 0; t < 4; ++t)
        s.tests[t] = m_testChecks[t]->isChecked();
    // The compressible entry keeps its share even while incompressible is chosen.
    s.data.zero_percent = m_data->itemData(1).toInt();
    s.data.mode = m_data->currentIndex() == 1 ? sm::DataSpec::Mode::Compressible : sm::DataSpec::Mode::Incompressible;
    return s;
}

std::uint64_t MainWindow::testSizeBytes() const { return m_size->currentData().toULongLong(); }

QString MainWindow::currentTarget() const { return m_target->currentData().toString(); }

bool MainWindow::testSelected(sm::TestId t) const { return m_testChecks[static_cast<int>(t)]->isChecked(); }

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
    m_hidden.random_seconds = random_s;
    m_hidden.access_seconds = access_s;
    m_hidden.seq_max_seconds = seq_max_s;
}

void MainWindow::setAccessSpan(sm::AccessSpan span)
{
    m_hidden.access_span = span;
    for (const sm::AccessSpan s : {sm::AccessSpan::File, sm::AccessSpan::Device})
        if (QAction* a = m_spanActions[static_cast<int>(s)])
            a->setChecked(s == span);
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

void MainWindow::setRunLabel(const QString& label) { m_label->setCurrentText(label); }

// ---- the run ----------------------------------------------------------------------

bool MainWindow::isRunning() const { return m_starting || m_controller->running(); }

void MainWindow::startRun()
{
    if (isRunning())
        return;
    const QString target = currentTarget();
    if (target.isEmpty()) {
        fail(sm::ErrorKind::InvalidInput, tr("Choose a target volume or folder first."));
        return;
    }
    if (const TargetChoice* c = m_target->current(); c && c->state == TargetChoice::State::NotResponding) {
        fail(sm::ErrorKind::NotFound,
             tr("%1 is not responding (a stalled FUSE daemon, network server or drive). Choose "
                "another target, or wait until it answers.")
                 .arg(target));
        return;
    }
    sm::RunRequest req;
    req.target = target.toStdString();
    req.app_version = SOLIDMARK_VERSION;
    req.settings = runSettings();
    req.write_through = m_writeThroughAction->isChecked();
    try {
        req.fill = m_fill->levels();
        req.validate();  // a bad value is reported at once, before anything is written
    } catch (const sm::Error& e) {
        fail(e.kind(), qs(e.what()));
        return;
    }
    setStarting();
    // The checks before a run, none blocking: the history, the drive's health, whole-drive reads.
    std::vector<StartStep> steps;
    steps.push_back([this](std::function<void(bool)> next) {
        checkHistory(this, m_interactive, [this, next](const HistoryCheck& check) {
            if (!check.notice.isEmpty())
                statusBar()->showMessage(check.notice, 30000);
            if (!check.refusal.isEmpty()) {
                m_starting = false;
                fail(sm::ErrorKind::NotWritable, check.refusal);
            }
            next(check.go && m_starting);
        });
    });
    steps.push_back([this](std::function<void(bool)> next) { askHealthWarning(std::move(next)); });
    if (needsDeviceQuestion(req))
        steps.push_back([this](std::function<void(bool)> next) { askDevicePermission(std::move(next)); });
    runSteps(this, std::move(steps), [this, req](bool go) {
        const bool wanted = m_starting;  // Abort during the checks calls the start off
        m_starting = false;
        if (go && wanted) {
            sm::RunRequest asked = req;
            applyDeviceAnswer(asked);
            launch(asked);
        } else if (wanted) {
            setIdle(true);
            m_progress->setFormat(tr("Ready"));
        }
    });
}

bool MainWindow::needsDeviceQuestion(const sm::RunRequest& req) const
{
    // A scripted run (not interactive) asks nothing: polkit rules decide.
#ifdef _WIN32
    const bool mayNeed = !runningElevated();  // \\.\PhysicalDriveN needs an administrator
#else
    const bool mayNeed = sm::udisks_may_be_needed();
#endif
    return sessionDeviceAnswer() == DeviceAnswer::None && m_deviceQuestion.value_or(m_interactive && mayNeed) &&
        req.settings.selected(sm::TestId::Access) && req.settings.access_span == sm::AccessSpan::Device;
}

// On Windows the whole drive needs an administrator: "Restart as
// administrator" asks Windows' consent prompt, the new window starts the same
// run and this one closes. Elsewhere udisks2 and polkit open it (Allow).
void MainWindow::askDevicePermission(std::function<void(bool go)> next)
{
#ifdef _WIN32
    const QString text =
        tr("Reading the whole drive needs an administrator on Windows; nothing is written.\n\nRestart SolidMark as "
           "administrator (Windows asks you to confirm) and the run starts again there. With a test file instead, "
           "the access time read spans the test file, and the result says so.");
    const QString yes = tr("Restart as administrator");
#else
    const QString text =
        tr("Reading the whole drive needs your permission; nothing is written.\n\nAllow it and your desktop may ask "
           "for your password. With a test file instead, the access time read spans the test file, and the "
           "result says so.");
    const QString yes = tr("Allow");
#endif
    QMessageBox* box = ask(this, tr("Whole-drive access time"), text, [this, next = std::move(next)](bool allow) {
#ifdef _WIN32
        if (allow) {
            restartAsAdministrator(next);
            return;
        }
#endif
        setSessionDeviceAnswer(allow ? DeviceAnswer::Allow : DeviceAnswer::TestFile);
        next(m_starting);
    });
    box->button(QMessageBox::Yes)->setText(yes);
    box->button(QMessageBox::No)->setText(tr("Use a test file instead"));
    box->adjustSize();  // the box was laid out with the standard buttons' names
}

void MainWindow::restartAsAdministrator(const std::function<void(bool go)>& next)
{
    storeSettings();  // the new window reads them
    QString why;
    const bool restarted =
        m_starting && restartElevated({QStringLiteral("--target"), currentTarget(), QStringLiteral("--run")}, why);
    m_starting = false;  // this window runs nothing either way
    next(false);
    if (restarted) {
        setIdle(true);
        close();
    } else if (!why.isEmpty()) {
        fail(sm::ErrorKind::Cancelled,
             tr("SolidMark was not restarted as administrator: %1. Nothing was run.").arg(why));
    }
}

void MainWindow::applyDeviceAnswer(sm::RunRequest& req) const
{
    if (sessionDeviceAnswer() == DeviceAnswer::Allow)
        req.authorize = true;  // polkit may show the desktop's prompt
    else if (sessionDeviceAnswer() == DeviceAnswer::TestFile)
        req.settings.access_span = sm::AccessSpan::File;
    req.force = m_healthForced;  // askHealthWarning: the user chose to run on a drive with a critical warning
}

void MainWindow::launch(const sm::RunRequest& req)
{
    m_lastError.clear();
    m_lastErrorKind.reset();
    m_runLabel = m_label->currentText().trimmed().toStdString();
    m_live = sm::RunResult{};
    m_live.settings = req.settings;
    m_live.write_through = req.write_through;
    m_live.target = req.target.string();
    m_live.app_version = SOLIDMARK_VERSION;
    m_result = m_live;
    m_resultFinal = false;
    m_openedFrom.clear();
    refreshDevice();
    m_speedChart->clear();
    m_speedChart->setLive(true);
    m_progress->setValue(0);
    m_elapsed->setSeconds(0);
    setIdle(false);
    storeSettings();
    m_controller->start(keepingPartial<sm::RunResult>(&sm::run_suite, req), m_runLabel);
    render();
}

void MainWindow::abortRun()
{
    if (m_starting) {
        m_starting = false;  // the checks' end sees it and does not start
        fail(sm::ErrorKind::Cancelled, tr("Aborted before the run started; nothing was written."));
        return;
    }
    m_controller->abort();
    m_start->setEnabled(false);
    m_progress->setFormat(tr("Aborting…"));
}

void MainWindow::setIdle(bool idle)
{
    m_start->setText(idle ? tr("Start") : tr("Abort"));
    m_start->setAccessibleName(m_start->text());
    m_start->setEnabled(true);
    for (QWidget* w : std::initializer_list<QWidget*>{m_target, m_size, m_data, m_fill})
        w->setEnabled(idle);
    for (QCheckBox* c : m_testChecks)
        c->setEnabled(idle);
    for (QAction* a : m_spanActions)
        a->setEnabled(idle);
    if (m_languageMenu)
        m_languageMenu->setEnabled(idle);
    if (idle) {
        m_activeTest = -2;
        refreshDevice();
        // The free space changed: describe the target again (off the GUI thread).
        if (!currentTarget().isEmpty())
            TargetProbe::instance().probe(currentTarget());
    }
}

void MainWindow::onProgress(const sm::ProgressEvent& ev)
{
    using K = sm::ProgressEvent::Kind;
    const bool suite = ev.phase.kind == sm::PhaseKind::SuiteTest && ev.phase.test;
    if (ev.temperature_c && ev.temperature_c != m_liveTemperature) {
        m_liveTemperature = ev.temperature_c;
        render();  // the header shows it
    }
    switch (ev.kind) {
    case K::Status:
        statusBar()->showMessage(UiText::status(ev));
        break;
    case K::PhaseStarted:
        m_activeTest = suite ? static_cast<int>(*ev.phase.test) : -1;
        m_activeWrite = ev.phase.write;
        // The status line names the running phase until the next phase or stage replaces it.
        statusBar()->showMessage(UiText::phase(ev.phase));
        m_progress->setFormat(tr("%1…  %p%").arg(UiText::phase(ev.phase)));
        render();
        break;
    case K::PhaseProgress:
        setBarValue(m_progress, static_cast<int>(ev.fraction * 1000));
        m_elapsed->setSeconds(ev.run_elapsed_s);
        if (suite && ev.speed)
            m_speedChart->addLivePoint(*ev.phase.test, ev.phase.write, *ev.speed, ev.temperature_c);
        break;
    case K::PhaseFinished:
        if (suite && ev.result) {
            m_live.get(*ev.phase.test, ev.phase.write) = *ev.result;
            m_result = m_live;
            m_speedChart->finishPhase(*ev.phase.test, ev.phase.write, *ev.result);
        }
        m_progress->setValue(1000);
        render();
        break;
    }
}

void MainWindow::onEnded(const JobOutcome& outcome)
{
    m_speedChart->setLive(false);
    if (outcome.ok())
        onFinished(std::any_cast<const sm::RunResult&>(outcome.result), outcome);
    else
        fail(outcome.error, outcome.message);
}

void MainWindow::onFinished(const sm::RunResult& r, const JobOutcome& outcome)
{
    m_result = r;
    m_resultFinal = true;
    m_liveTemperature.reset();
    setIdle(true);
    m_progress->setFormat(tr("Done"));
    m_progress->setValue(1000);
    if (r.left_behind.empty())
        statusBar()->showMessage(tr("Finished; the test folder has been removed."), 10000);
    else
        statusBar()->showMessage(UiText::leftBehind(qs(r.left_behind.front())));
    render();
    m_lastSavedId = outcome.saved.id;
    m_offeredBaseline = 0;
    m_historyError.clear();
    if (!outcome.saved.error.empty()) {
        // The result stays on screen; say what failed and where it still is, and offer a file.
        m_historyError = historyFailure(outcome.saved.error);
        statusBar()->showMessage(tr("%1 It is still shown here: File → Export JSON… saves it.").arg(m_historyError));
        if (m_interactive) {
            QString base = defaultScreenshotName();
            base.chop(4);
            saveWithRetry(this,
                          {tr("Export"), base + QStringLiteral(".json"), tr("JSON (*.json)"),
                           [this] { return exportText(QStringLiteral("json")); }, m_historyError});
        }
    } else if (!outcome.saved.notice.empty()) {
        statusBar()->showMessage(qs(outcome.saved.notice), 30000);
    }
    if (r.fault) {
        // docs/methodology.md §11: what finished stays on screen, the error says what did not.
        m_progress->setFormat(tr("Failed"));
        m_lastError = qs(r.fault->message);
        if (m_interactive)
            showMessage(this, QMessageBox::Critical, tr("SolidMark"), m_lastError);
        else
            statusBar()->showMessage(m_lastError, 15000);
        emit runEnded(false);
        return;
    }
    offerBaseline(outcome.saved.baseline_id);
    emit runEnded(true);
}

void MainWindow::offerBaseline(std::int64_t baseline_id)
{
    if (!m_lastSavedId || m_runLabel != "conditioned")
        return;
    m_offeredBaseline = baseline_id;  // looked up by the recorder, off the GUI thread
    if (!m_offeredBaseline || !m_interactive)
        return;
    ask(this, tr("SolidMark"), tr("Compare with the last out-of-box run of this drive?"),
        [this, base = m_offeredBaseline, saved = m_lastSavedId](bool yes) {
            if (!yes)
                return;
            HistoryDialog* d = openHistory();
            d->selectIds({base, saved});
            if (CompareDialog* c = d->compareSelected())
                c->show();
        });
}

void MainWindow::fail(sm::ErrorKind kind, const QString& message)
{
    const bool cancelled = kind == sm::ErrorKind::Cancelled;
    m_liveTemperature.reset();
    setIdle(true);
    m_progress->setValue(0);
    m_progress->setFormat(cancelled ? tr("Aborted") : tr("Failed"));
    m_lastError = message;
    m_lastErrorKind = kind;
    m_lastSavedId = 0;
    render();
    if (!cancelled && m_interactive)
        showMessage(this, QMessageBox::Critical, tr("SolidMark"), message);
    else
        statusBar()->showMessage(message, 15000);
    emit runEnded(false);
}

// ---- tools ------------------------------------------------------------------------

ToolDialog* MainWindow::openTool(std::string_view key)
{
    const KindUi* k = kindUi(key);
    if (!k || !k->open)
        return nullptr;
    if (isRunning()) {
        // The run goes on; only the new one is refused.
        const QString message = tr("Wait for the running benchmark to finish, or abort it, before starting another.");
        statusBar()->showMessage(message, 15000);
        if (m_interactive)
            showMessage(this, QMessageBox::Information, tr("SolidMark"), message);
        return nullptr;
    }
    ToolDialog* dialog = k->open(currentTarget(), testSizeBytes(), this);
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
    connect(d, &HistoryDialog::openRequested, this, [this](const sm::RunResult& r, std::int64_t id) {
        if (!isRunning())
            showDocument(r, tr("the history (#%1)").arg(id));
    });
    d->show();
    return d;
}

// ---- language and closing -------------------------------------------------------

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
            this,
            [this] {
                if (m_retranslatePending)
                    retranslate();
            },
            Qt::QueuedConnection);
    }
    // View → Theme: the colours SolidMark sets itself follow the new palette.
    if (event->type() == QEvent::PaletteChange && m_start) {
        m_scores[2]->setStyleSheet(textColorCss(goodColor(palette())));
        render();
        refreshDevice();
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
    SavedSettings keep;
    keep.target = m_overrideTarget.isEmpty() ? currentTarget() : m_overrideTarget;
    keep.run = runSettings();
    keep.iops = m_iops;
    keep.write_through = m_writeThroughAction->isChecked();
    keep.label = m_label->currentText();
    const bool done = m_progress->value() == 1000;

    setWindowTitle(tr("SolidMark %1").arg(QStringLiteral(SOLIDMARK_VERSION)));
    delete takeCentralWidget();  // now, not later: nothing may find the old widgets
    m_flags = nullptr;
    buildUi();
    buildMenus();
    applySettings(keep);
    setIdle(true);
    m_progress->setFormat(done ? tr("Done") : tr("Ready"));
    m_progress->setValue(done ? 1000 : 0);
    render();
}

void MainWindow::closeEvent(QCloseEvent* event)
{
    m_starting = false;  // checks under way come to nothing
    if (!m_closeGuard->mayClose(m_interactive)) {
        event->ignore();  // the run is being stopped; the window closes itself when it has (close_guard.h)
        return;
    }
    storeSettings();
    event->accept();
}

}  // namespace smui
