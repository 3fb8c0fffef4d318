#pragma once
// The frame of every Tools dialog: a header naming target and size, a
// result panel the dialog builds, progress with the phase in words, elapsed
// time, Start/Abort, Save PNG, Export (JSON, CSV) and Close. The job runs on
// a JobController; the history is written through the pipeline's recorder;
// the finished result arrives as a value, and the views, the exports and
// the file names all come from it (never from a widget's text).
//
// ToolDialog does all of that once. ResultDialog<Result, Request> below
// adds what depends on the result type; a dialog derives from it and only
// builds its controls and chart, its request and its view of a result.
#include "desktop/job_controller.h"
#include "desktop/settings_store.h"
#include "result/kind.h"
#include "run/pipeline.h"

#include <QDialog>
#include <QString>
#include <any>
#include <cstdint>
#include <optional>

class QAbstractAxis;
class QChart;
class QLabel;
class QProgressBar;
class QPushButton;
class QVBoxLayout;

namespace smui {

class ClockLabel;

// A job that runs `run(req, env)`. A run that ended early but kept what it
// measured (PartialResult: recorded, marked partial) gives that result, so
// the window shows it with its error (docs/methodology.md §11).
template <class R, class Run, class Request>
JobController::Job keepingPartial(Run run, Request req)
{
    return [run = std::move(run), req = std::move(req)](const sm::RunEnv& env) {
        try {
            return std::any(run(req, env));
        } catch (const sm::PartialResult& partial) {
            return std::any(sm::read_document<R>(partial.document()));
        }
    };
}

class CloseGuard;
class FillChoice;
class TemperatureLine;

class ToolDialog : public QDialog {
    Q_OBJECT
public:
    ~ToolDialog() override;

    const sm::ResultKind& kind() const { return m_kind; }
    // Start: the history check (off the GUI thread), then the job; neither blocks.
    void start();
    void abort();
    // The job is starting (its check) or running.
    bool isRunning() const;
    bool isStarting() const { return m_starting; }
    // Closing while the job goes (close_guard.h).
    CloseGuard* closeGuard() const { return m_closeGuard; }
    // false: errors are recorded (lastError) instead of shown in a dialog.
    void setInteractive(bool interactive) { m_interactive = interactive; }
    QString lastError() const { return m_lastError; }
    // The drive's temperature on the dialog's chart (temperature_line.h).
    const TemperatureLine* temperatureLine() const { return m_temperatureLine; }
    // The kind of the last failure (Cancelled for an abort); empty after a success.
    std::optional<sm::ErrorKind> lastErrorKind() const { return m_lastErrorKind; }
    // The part a reviewer screenshots: header and results, no buttons.
    QWidget* resultPanel() const { return m_panel; }
    // The header's drive lines: drive and controller, stack, one explained line per flag.
    QString driveText() const;
    // The result panel as a PNG, written atomically; false with *error set on failure.
    bool saveImage(const QString& path, QString* error = nullptr);
    // Why the last finished result is not in the history ("" when it is).
    QString historyError() const { return m_historyError; }
    // format: "json", "csv" or, for a kind with a text layout, "txt"; false with lastError() set on
    // failure or when there is no result.
    bool exportTo(const QString& path, const QString& format);
    // "SolidMark_<kind>_<model>_<date>" for the shown result.
    QString baseFileName() const;
    // The history id the last finished result was saved as (0: not saved).
    std::int64_t lastSavedId() const { return m_lastSavedId; }
    // How full the volume is during the run (--fill), for every kind.
    FillChoice* fillChoice() const { return m_fill; }
    // A fill series' chart under the result (nullptr unless the shown result is one).
    QWidget* fillSeriesView() const { return m_fillChart; }

signals:
    void runEnded(bool ok);

protected:
    ToolDialog(const sm::ResultKind& kind, const QString& title, const QString& target, std::uint64_t size_bytes,
               QWidget* parent);

    // ---- the dialog's part
    QVBoxLayout* panelLayout() const { return m_panelLayout; }
    void setHeaderDetail(const QString& text);
    // The text, then the result's notes (a core sentence each) on lines of their own.
    void setHeaderDetail(const QString& text, const std::vector<std::string>& notes);
    // The chart's temperature line over its x axis: every dialog's chart has
    // one, added once in its constructor, and draws on it through chartTemperature().
    void addTemperatureLine(QChart* chart, QAbstractAxis* x);
    TemperatureLine& chartTemperature() const { return *m_temperatureLine; }
    // The empty chart and table, before a run (and when the plan changes).
    virtual void resetView() = 0;
    // resetView() and no temperature drawn: how dialogs reset their view.
    void reset();
    // Live views while the run goes; the final view comes from the result.
    virtual void onPhaseFinished(const sm::PhaseRef& /*phase*/, const sm::Measurement& /*m*/) { }
    virtual void onPhaseProgress(const sm::ProgressEvent& /*ev*/) { }
    // A Status event the dialog shows itself (a capacity check's file done):
    // true when it did, so the progress bar keeps its text.
    virtual bool onStatus(const sm::ProgressEvent& /*ev*/) { return false; }
    // The drive's last temperature reading of the running job (for the live
    // charts' temperature line), none before the first or without a sensor.
    std::optional<double> liveTemperature() const { return m_liveTemperature; }

    // ---- the result type's part (ResultDialog)
    // The job of the request the controls describe; throws Error(InvalidInput)
    // for a bad value, so it is reported before anything runs.
    virtual JobController::Job prepareJob() = 0;
    // Keeps and shows a finished result; returns its document.
    virtual sm::Json acceptResult(const std::any& result) = 0;
    virtual void discardResult() = 0;
    bool hasResult() const { return m_document.has_value(); }
    // The Fill control's levels; Error(InvalidInput) for a bad entry.
    std::vector<sm::FillLevelSpec> fillLevels() const;
    // Forgets the shown result (the plan changed): nothing is exported that is not shown.
    void clearResult();

    QString m_target;
    std::uint64_t m_sizeBytes;

    void reject() override;
    // Names the controls a dialog built without one (accessibility.h).
    void showEvent(QShowEvent* event) override;

private:
    void setIdle(bool idle);
    void setStarting();  // the checks before a run are under way: Abort, "Starting…"
    void onProgress(const sm::ProgressEvent& ev);
    void onEnded(const JobOutcome& outcome);
    void fail(sm::ErrorKind kind, const QString& message);
    void addDetailLine(const QString& text);
    // The shown result's fill in the header, and a series' chart under the panel.
    void showFill(const sm::Json& doc);
    void chooseExport(const QString& format);
    std::string exportText(const QString& format) const;

    const sm::ResultKind& m_kind;
    JobController* m_controller;
    CloseGuard* m_closeGuard = nullptr;
    bool m_starting = false;
    std::optional<sm::Json> m_document;  // the finished result, as exported
    std::int64_t m_lastSavedId = 0;
    QWidget* m_panel = nullptr;
    QVBoxLayout* m_panelLayout = nullptr;
    QLabel* m_detail = nullptr;
    QLabel* m_drive = nullptr;
    QProgressBar* m_progress = nullptr;
    ClockLabel* m_elapsed = nullptr;
    QPushButton* m_start = nullptr;
    QPushButton* m_save = nullptr;
    QPushButton* m_export = nullptr;
    QString m_lastError;
    std::optional<sm::ErrorKind> m_lastErrorKind;
    std::optional<double> m_liveTemperature;
    TemperatureLine* m_temperatureLine = nullptr;
    FillChoice* m_fill = nullptr;
    QWidget* m_fillChart = nullptr;
    QString m_historyError;
    bool m_interactive = true;
};

// The three parts every result dialog writes, declared once: its empty view,
// the request its controls describe and the rendering of a finished result.
#define SM_RESULT_DIALOG_PARTS(R, Request)                                                                             \
    void resetView() override;                                                                                         \
    Request request() const override;                                                                                  \
    void showResult(const R& r) override

// The result-type layer: runs `run(request(), env)` and keeps its result.
// Request derives from sm::CommonRequest; target and version are set here.
template <class R, class Request>
class ResultDialog : public ToolDialog {
public:
    using Result = R;
    using RunFn = R (*)(const Request&, const sm::RunEnv&);

    const std::optional<R>& result() const { return m_result; }
    // Shows a result from elsewhere (a test, a document) as a finished run's.
    void display(const R& r) { showResult(r); }

protected:
    ResultDialog(RunFn run, const QString& title, const QString& target, std::uint64_t size_bytes, QWidget* parent)
        : ToolDialog(sm::kind_of<R>(), title, target, size_bytes, parent), m_run(run)
    {
    }
    // The request the controls describe.
    virtual Request request() const = 0;
    // Renders a finished result; called before result() holds it.
    virtual void showResult(const R& r) = 0;

private:
    JobController::Job prepareJob() final
    {
        Request req = request();
        req.target = m_target.toStdString();
        req.app_version = SOLIDMARK_VERSION;
        req.write_through = savedWriteThrough();  // Edit > Write-through of the main window
        req.fill = fillLevels();
        req.validate();
        return keepingPartial<R>(m_run, std::move(req));
    }
    sm::Json acceptResult(const std::any& result) final
    {
        R r = std::any_cast<const R&>(result);
        showResult(r);
        m_result = std::move(r);
        return to_json(*m_result);
    }
    void discardResult() final { m_result.reset(); }

    RunFn m_run;
    std::optional<R> m_result;
};

}  // namespace smui
