#pragma once
// Closing a window while its job runs, without blocking the event loop
// (docs/architecture.md rule 6). The window asks mayClose() from its
// closeEvent (a dialog from reject()): with no job running it may close at
// once. Otherwise, once the user agrees (a question that does not block),
// the job is aborted and a small window says "Stopping… removing the test
// file" with a busy bar and the seconds waited; when the job has ended (its
// folder removed) the window closes itself. A drive that is slow or stalled
// can keep the removal going for long: after kOfferAfterMs the user is
// offered "Close anyway (leave the file)", which names the test folder that
// will stay, abandons the job (job_controller.h) and closes.
#include <QElapsedTimer>
#include <QObject>
#include <QString>
#include <QTimer>

class QDialog;
class QLabel;
class QPushButton;
class QWidget;

namespace smui {

class JobController;

class CloseGuard : public QObject {
    Q_OBJECT
public:
    static constexpr int kOfferAfterMs = 3000;

    // `question`: what the window asks before aborting its job to close.
    CloseGuard(QWidget* window, JobController* controller, QString question);

    // True when the window may close now; otherwise it closes itself later.
    bool mayClose(bool interactive);
    bool stopping() const { return m_stopping; }
    // Tests and scripts: the stopping window (while it shows), its button.
    QDialog* stopDialog() const { return m_dialog; }
    QPushButton* closeAnywayButton() const { return m_anyway; }
    QString stopText() const;
    // What Close anyway left on the drive ("" when nothing was left).
    QString leftBehind() const { return m_leftBehind; }
    // Close anyway, as its button does.
    void closeAnyway();

private:
    void abortJob();
    void tick();
    void jobEnded();

    QWidget* m_window;
    JobController* m_controller;
    QString m_question;
    bool m_asking = false;
    bool m_stopping = false;
    bool m_abandoned = false;
    QDialog* m_dialog = nullptr;
    QLabel* m_text = nullptr;
    QLabel* m_wait = nullptr;
    QPushButton* m_anyway = nullptr;
    QElapsedTimer m_since;
    QTimer m_ticker;
    QString m_leftBehind;
};

}  // namespace smui
