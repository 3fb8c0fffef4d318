#pragma once
// The AS SSD-style main window. It renders a RunResult (live during a run,
// or imported); every export comes from that RunResult, never from a label.
// The run goes through a JobController; the history is written by the
// pipeline's recorder, and the window keeps the typed outcome of the last run.
#include "panels/fill_choice.h"
#include "result/run_result.h"
#include "run/runner.h"
#include "util/error.h"

#include <QMainWindow>
#include <QSet>
#include <QString>
#include <array>
#include <optional>
#include <string>
#include <string_view>

class QAction;
class QActionGroup;
class QCheckBox;
class QComboBox;
class QGridLayout;
class QLabel;
class QLayout;
class QMenu;
class QProgressBar;
class QPushButton;
class QTableWidget;
class QTabWidget;

namespace smui {

class ClockLabel;
class CloseGuard;
class JobController;
class TargetCombo;
struct TargetFacts;
class ToolDialog;
class HistoryDialog;
class SpeedChart;
struct JobOutcome;
struct SavedSettings;

class MainWindow : public QMainWindow {
    Q_OBJECT
public:
    explicit MainWindow(QWidget* parent = nullptr);
    ~MainWindow() override;

    // Scripting and tests: the same paths a click takes.
    void setTarget(const QString& dir);
    void setTestSize(std::uint64_t bytes);
    // How full the volume is during the run (--fill: "80%", "0,25,50,75%"; "" as found).
    void setFill(const QString& levels);
    FillChoice* fillChoice() const { return m_fill; }
    // A fill series' chart (its own tab), nullptr unless the shown result is one.
    QWidget* fillSeriesTab() const { return m_fillTab; }
    std::uint64_t testSizeBytes() const;
    void setSelectedTests(const std::array<bool, 4>& tests);
    void setDataSpec(const sm::DataSpec& spec);
    void setSeconds(double random_s, double access_s, double seq_max_s);
    // Edit → Acc.time read: the whole device (AS SSD's way) or the test file.
    void setAccessSpan(sm::AccessSpan span);
    sm::AccessSpan accessSpan() const { return m_hidden.access_span; }
    void setIopsView(bool iops);
    // false: errors are recorded (lastError) instead of shown in a modal dialog.
    void setInteractive(bool interactive) { m_interactive = interactive; }
    // Whether a run reading the whole drive first asks the user's permission
    // (once per session; udisks2 and polkit, README): by default where
    // udisks2 may be needed (not root); tests force it.
    void setDeviceQuestion(bool ask) { m_deviceQuestion = ask; }
    // Start: the checks before a run (start_checks.h), then the run; neither blocks.
    void startRun();
    void abortRun();
    // A run is starting (its checks) or running.
    bool isRunning() const;
    // Start's checks are under way; the run has not begun.
    bool isStarting() const { return m_starting; }
    // Closing while a run goes (close_guard.h): the stopping window, Close anyway.
    CloseGuard* closeGuard() const { return m_closeGuard; }
    // The target list (target_probe.h fills it off the GUI thread).
    const TargetCombo* targetList() const { return m_target; }

    const std::optional<sm::RunResult>& result() const { return m_result; }
    QString cellText(sm::TestId t, bool write) const;
    bool testSelected(sm::TestId t) const;
    double randomSeconds() const { return m_hidden.random_seconds; }
    QString scoreText(int which) const;  // 0 read, 1 write, 2 total
    QString lastError() const { return m_lastError; }
    // The kind of the last failure (Cancelled for an abort); empty after a success.
    std::optional<sm::ErrorKind> lastErrorKind() const { return m_lastErrorKind; }
    QWidget* resultPanel() const { return m_resultPanel; }
    // The results' speed over time: live during a run, then the result's series.
    const SpeedChart* speedChart() const { return m_speedChart; }
    // The results header: the run in one line, then one explained line per flag.
    QString headerText() const;
    // The window as a PNG, written atomically; false with *error (the core's sentence) set on failure.
    bool saveScreenshot(const QString& path, QString* error = nullptr);
    // format "json", "csv" or "txt": the shown result, written atomically; false with lastError() set.
    bool exportTo(const QString& path, const QString& format);
    // Why the last finished result is not in the history ("" when it is).
    QString historyError() const { return m_historyError; }
    // Shows a saved run (solidmark.run/1 JSON, File → Open, `solidmark FILE`)
    // with a banner naming the file and the run's date; the header, target,
    // drive, settings, temperature and flags come from the document. False
    // with lastError() set on failure.
    bool importFile(const QString& path);
    // The same for a document from elsewhere; `from` names where (the history entry).
    void showDocument(const sm::RunResult& r, const QString& from);
    // The banner over an opened result ("" when the result is this session's run).
    QString bannerText() const;
    // Shows fio's JSON or json+ output (docs/methodology.md §15): the suite's
    // fio twin as a run in the window, any other fio result as its table;
    // false with lastError() set when it is not fio output or a job failed.
    bool importFioFile(const QString& path);
    QString defaultScreenshotName() const;
    // Tools menu: opens the dialog of the result kind `key` (tool_registry.h)
    // on the current target and test size (deleted when closed); nullptr for
    // a kind without a dialog, or while a run is active.
    ToolDialog* openTool(std::string_view key);
    // Tools → History… (deleted when closed).
    HistoryDialog* openHistory();
    // The label saved with the next run ("out-of-box", "conditioned", free text).
    void setRunLabel(const QString& label);
    // The history id the last finished run was saved as (0: not saved).
    std::int64_t lastSavedId() const { return m_lastSavedId; }
    // After a "conditioned" run: the last out-of-box run of the same drive, if any.
    std::int64_t offeredBaselineId() const { return m_offeredBaseline; }

    // View → Language: installs the catalogs for `code` ("" = system) and
    // rebuilds the window's widgets in that language, keeping the selection
    // and the shown result. Refused (false) while a run is active.
    bool setLanguage(const QString& code, bool remember = true);

signals:
    void runEnded(bool ok);

protected:
    void closeEvent(QCloseEvent* event) override;
    void changeEvent(QEvent* event) override;

private:
    // main_window_view.cpp: the widgets and what they show.
    void buildUi();
    void describeControls();  // accessible names and descriptions (accessibility.h)
    QLayout* buildSelectors();
    QWidget* buildDevicePanel();
    QWidget* buildResultGrid();
    QLayout* buildProgressRow();
    void buildMenus();
    void buildToolsMenu();
    void render();
    void renderLatency(const sm::RunResult& shown);
    // main_window_fill.cpp: a finished fill series' chart in a tab of its own, shown when it arrives.
    void renderFillSeries(const sm::RunResult* r);
    void refreshTargets();
    void refreshDevice();
    void onTargetsListed(const QStringList& mountPoints);
    void onTargetDescribed(const TargetFacts& facts);
    void onTargetStalled(const QString& path);
    // main_window_files.cpp: screenshot, exports, import, clipboard, help.
    void exportAs(const QString& format);
    void importJson();
    void importFio();
    // A file dialog, then `import` on the chosen file; its error in a message box when interactive.
    void chooseAndImport(const QString& title, const QString& filter, bool (MainWindow::*import)(const QString&));
    void copyText();
    void showScoreHelp();
    void chooseFolder();
    // main_window.cpp: settings, the run and its outcome, tools, language.
    void retranslate();
    void applySettings(const SavedSettings& s);
    void storeSettings() const;
    sm::RunSettings runSettings() const;
    void setIdle(bool idle);
    void setStarting();  // the checks before a run are under way: Abort, "Starting…"
    void onProgress(const sm::ProgressEvent& ev);
    void onEnded(const JobOutcome& outcome);
    void onFinished(const sm::RunResult& r, const JobOutcome& outcome);
    void offerBaseline(std::int64_t baseline_id);
    void fail(sm::ErrorKind kind, const QString& message);
    // After the checks: the run itself.
    void launch(const sm::RunRequest& req);
    // The permission question before the first whole-drive read of the
    // session (a start step; device_permission.h), and what its answer does
    // to a request.
    bool needsDeviceQuestion(const sm::RunRequest& req) const;
    void askDevicePermission(std::function<void(bool go)> next);
    void restartAsAdministrator(const std::function<void(bool go)>& next);  // Windows (elevation.h)
    void applyDeviceAnswer(sm::RunRequest& req) const;                      // and the health question's (force)
    // main_window_health.cpp: the drive panel's Health line, the question
    // before a run on a drive with a critical warning, Tools → Drive health.
    void renderHealth();
    void askHealthWarning(std::function<void(bool go)> next);
    void openDriveHealth();
    std::string exportText(const QString& format) const;
    QString currentTarget() const;

    JobController* m_controller = nullptr;
    CloseGuard* m_closeGuard = nullptr;
    bool m_starting = false;                  // Start was clicked; its checks are under way
    QSet<QString> m_listedTargets;            // the target list's entries that came from the mount table
    std::optional<sm::RunResult> m_result;    // what the grid shows
    bool m_resultFinal = false;               // m_result is a finished or imported run (its flags are known)
    std::optional<double> m_liveTemperature;  // the drive's last reading while a run goes
    sm::RunResult m_live;                     // filled as phases end
    sm::DeviceInfo m_device;                  // the chosen target's, as the drive panel shows it
    sm::HealthRecord m_health;                // its health record, as the Health line shows it
    bool m_healthForced = false;              // the user chose to run on a drive with a critical warning
    // The settings no control shows (time bounds) or a menu holds (access span).
    sm::RunSettings m_hidden;
    bool m_iops = false;
    int m_activeTest = -2;
    bool m_activeWrite = false;
    QString m_lastError;
    std::optional<sm::ErrorKind> m_lastErrorKind;
    QString m_historyError;
    QString m_overrideTarget;
    bool m_interactive = true;
    std::optional<bool> m_deviceQuestion;  // setDeviceQuestion; unset: sm::udisks_may_be_needed()
    std::string m_runLabel;                // the label the running (or last) run is saved with
    QString m_openedFrom;                  // where the shown result was opened from ("" for a run of this session)
    std::int64_t m_lastSavedId = 0;
    std::int64_t m_offeredBaseline = 0;
    QComboBox* m_label = nullptr;

    TargetCombo* m_target = nullptr;
    QComboBox* m_size = nullptr;
    QComboBox* m_data = nullptr;
    FillChoice* m_fill = nullptr;
    QWidget* m_fillTab = nullptr;
    std::string m_fillTabFor;  // the result the fill tab shows (its start time)
    std::array<QLabel*, 8> m_deviceLabels{};
    QLabel* m_healthLabel = nullptr;
    QTabWidget* m_tabs = nullptr;
    QWidget* m_resultPanel = nullptr;
    std::array<QCheckBox*, 4> m_testChecks{};
    std::array<QLabel*, 4> m_rowLabels{};
    std::array<std::array<QLabel*, 2>, 4> m_cells{};
    std::array<QLabel*, 3> m_scores{};
    QLabel* m_header = nullptr;
    QLabel* m_banner = nullptr;  // "Opened from FILE — run on DATE" over an opened result
    QLabel* m_flags = nullptr;
    QTableWidget* m_latency = nullptr;
    SpeedChart* m_speedChart = nullptr;
    QProgressBar* m_progress = nullptr;
    ClockLabel* m_elapsed = nullptr;
    QPushButton* m_start = nullptr;
    QAction* m_iopsAction = nullptr;
    QAction* m_mbsAction = nullptr;
    std::array<QAction*, 2> m_spanActions{};  // [AccessSpan::File, AccessSpan::Device]
    QAction* m_writeThroughAction = nullptr;  // CommonRequest::write_through
    QMenu* m_languageMenu = nullptr;
    QMenu* m_themeMenu = nullptr;  // View → Theme (theme.h)
    bool m_retranslatePending = false;
};

}  // namespace smui
