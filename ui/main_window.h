#pragma once
// The AS SSD-style main window. It renders a RunResult (live during a run,
// or imported); every export comes from that RunResult, never from a label.
#include "result/run_result.h"
#include "run/runner.h"

#include <QMainWindow>
#include <QMetaType>
#include <QString>
#include <array>
#include <optional>

class QCheckBox;
class QComboBox;
class QElapsedTimer;
class QLabel;
class QProgressBar;
class QPushButton;
class QTableWidget;
class QTabWidget;
class QTimer;
class QAction;

Q_DECLARE_METATYPE(sm::RunResult)

namespace smui {

class JobController;
class ToolDialog;
class HistoryDialog;

class MainWindow : public QMainWindow {
    Q_OBJECT
public:
    explicit MainWindow(QWidget* parent = nullptr);
    ~MainWindow() override;

    // Scripting and tests: the same paths a click takes.
    void setTarget(const QString& dir);
    void setTestSize(std::uint64_t bytes);
    std::uint64_t testSizeBytes() const;
    void setSelectedTests(const std::array<bool, 4>& tests);
    void setDataSpec(const sm::DataSpec& spec);
    void setSeconds(double random_s, double access_s, double seq_max_s);
    void setIopsView(bool iops);
    // false: errors are recorded (lastError) instead of shown in a modal dialog.
    void setInteractive(bool interactive) { m_interactive = interactive; }
    void startRun();
    void abortRun();
    bool isRunning() const;

    const std::optional<sm::RunResult>& result() const { return m_result; }
    QString cellText(sm::TestId t, bool write) const;
    bool testSelected(sm::TestId t) const;
    double randomSeconds() const { return m_randomSeconds; }
    QString scoreText(int which) const;  // 0 read, 1 write, 2 total
    QString lastError() const { return m_lastError; }
    QWidget* resultPanel() const { return m_resultPanel; }
    bool saveScreenshot(const QString& path);
    // Shows a saved run (solidmark.run/1 JSON); false with lastError() set on failure.
    bool importFile(const QString& path);
    QString defaultScreenshotName() const;
    // Tools menu: opens the dialog on the current target and test size
    // (deleted when closed); nullptr while a run is active.
    enum class Tool { Compression, Copy, Condition, Preset, Profile, Sweep, Surface, Steady };
    ToolDialog* openTool(Tool tool);
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
    void buildUi();
    void buildMenus();
    void retranslate();
    void loadSettings();
    void saveSettings() const;
    void refreshTargets();
    void refreshDevice();
    void render();
    void setIdle(bool idle);
    void chooseFolder();
    void exportAs(const QString& kind);
    void importJson();
    void copyText();
    void showScoreHelp();
    void onPhaseStarted(int test, bool write, const QString& label);
    void onPhaseProgress(double fraction, double elapsed);
    void onPhaseFinished(int test, bool write, const sm::Measurement& m);
    void onFinished(const sm::RunResult& r);
    void saveToHistory(const sm::RunResult& r);
    void removeKeptConditioning();
    void onFailed(const QString& message, bool cancelled);
    QString currentTarget() const;

    JobController* m_controller = nullptr;
    std::optional<sm::RunResult> m_result;  // what the grid shows
    sm::RunResult m_live;                   // filled as phases end
    bool m_iops = false;
    double m_randomSeconds = 5, m_accessSeconds = 3, m_seqMaxSeconds = 60;
    int m_activeTest = -2;
    bool m_activeWrite = false;
    QString m_lastError;
    QString m_overrideTarget;
    bool m_interactive = true;
    std::int64_t m_lastSavedId = 0;
    std::int64_t m_offeredBaseline = 0;
    QComboBox* m_label = nullptr;

    QComboBox* m_target = nullptr;
    QComboBox* m_size = nullptr;
    QComboBox* m_data = nullptr;
    std::array<QLabel*, 7> m_deviceLabels{};
    QTabWidget* m_tabs = nullptr;
    QWidget* m_resultPanel = nullptr;
    std::array<QCheckBox*, 4> m_testChecks{};
    std::array<QLabel*, 4> m_rowLabels{};
    std::array<std::array<QLabel*, 2>, 4> m_cells{};
    std::array<QLabel*, 3> m_scores{};
    QLabel* m_header = nullptr;
    QTableWidget* m_latency = nullptr;
    QProgressBar* m_progress = nullptr;
    QLabel* m_elapsed = nullptr;
    QPushButton* m_start = nullptr;
    QAction* m_iopsAction = nullptr;
    QAction* m_mbsAction = nullptr;
    QMenu* m_languageMenu = nullptr;
    bool m_retranslatePending = false;
};

}  // namespace smui
