#pragma once
// The frame shared by the Tools dialogs (compression, copy): a header naming
// target and size, a result panel the subclass builds, progress with the
// phase name, elapsed time, Start/Abort, Save PNG, Export and Close. The job
// runs on a JobController; results arrive as values and every view and
// export renders them, never a widget's text.
#include "history/history.h"
#include "result/measurement.h"

#include <QDialog>
#include <QString>
#include <QVariant>

class QLabel;
class QProgressBar;
class QPushButton;
class QVBoxLayout;

namespace smui {

class JobController;

class ToolDialog : public QDialog {
    Q_OBJECT
public:
    ToolDialog(const QString& title, const QString& target, std::uint64_t size_bytes, QWidget* parent = nullptr);
    ~ToolDialog() override;

    void start();
    void abort();
    bool isRunning() const;
    // false: errors are recorded (lastError) instead of shown in a dialog.
    void setInteractive(bool interactive) { m_interactive = interactive; }
    QString lastError() const { return m_lastError; }
    // The part a reviewer screenshots: header and results, no buttons.
    QWidget* resultPanel() const { return m_panel; }
    bool saveImage(const QString& path);
    // kind: "json" or "csv"; false with lastError() set on failure or when there is no result.
    bool exportTo(const QString& path, const QString& kind);

signals:
    void runEnded(bool ok);

protected:
    // Subclasses: fill the panel's layout once, start the job, show results.
    QVBoxLayout* panelLayout() const { return m_panelLayout; }
    virtual void resetView() = 0;
    virtual void startJob(JobController* controller) = 0;
    virtual void onPhaseFinished(int index, bool write, const sm::Measurement& m) = 0;
    virtual void onInterval(int /*index*/, const sm::Measurement& /*m*/, double /*elapsed*/) {}
    virtual void onFinished(const QVariant& result) = 0;
    virtual bool hasResult() const = 0;
    // The export text of the shown result for "json" / "csv".
    virtual std::string exportText(const QString& kind) const = 0;
    virtual QString baseFileName() const = 0;
    void setHeaderDetail(const QString& text);
    // "SolidMark_<tool>_<model>_<date>" with the model made safe for a file name.
    static QString datedFileName(const QString& tool, const std::string& model);
    // Saves a finished result to the history (best effort: a failure is
    // shown under the result, never lost silently). Returns the id or 0.
    template <class Result>
    std::int64_t saveToHistory(const Result& r);
    void showHistoryNote(const QString& text);

public:
    // The history id the last finished result was saved as (0: not saved).
    std::int64_t lastSavedId() const { return m_lastSavedId; }

protected:
    std::int64_t m_lastSavedId = 0;

    QString m_target;
    std::uint64_t m_sizeBytes;

    void reject() override;

private:
    void setIdle(bool idle);
    void fail(const QString& message, bool cancelled);

    JobController* m_controller;
    QWidget* m_panel = nullptr;
    QVBoxLayout* m_panelLayout = nullptr;
    QLabel* m_header = nullptr;
    QLabel* m_detail = nullptr;
    QProgressBar* m_progress = nullptr;
    QLabel* m_elapsed = nullptr;
    QPushButton* m_start = nullptr;
    QPushButton* m_save = nullptr;
    QPushButton* m_export = nullptr;
    QString m_lastError;
    bool m_interactive = true;
};

template <class Result>
std::int64_t ToolDialog::saveToHistory(const Result& r)
{
    m_lastSavedId = 0;
    try {
        sm::HistoryStore h(sm::HistoryStore::default_path());
        if (!h.notice().empty())
            showHistoryNote(QString::fromStdString(h.notice()));
        m_lastSavedId = h.save(r, std::string());
    } catch (const std::exception& e) {
        showHistoryNote(ToolDialog::tr("The result was not saved to the history: %1").arg(QString::fromStdString(e.what())));
    }
    return m_lastSavedId;
}

}  // namespace smui
