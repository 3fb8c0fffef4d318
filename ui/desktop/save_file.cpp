#include "desktop/save_file.h"

#include "desktop/async_dialogs.h"
#include "desktop/detached.h"
#include "desktop/grab.h"
#include "desktop/history_recorder.h"
#include "util/error.h"
#include "util/text_file.h"

#include <QBuffer>
#include <QCoreApplication>
#include <QDir>
#include <QFileInfo>
#include <QFileDialog>
#include <QMessageBox>
#include <QPushButton>
#include <QStandardPaths>

namespace smui {
namespace {

class SaveText {
    Q_DECLARE_TR_FUNCTIONS(SaveText)

public:
    // "<what failed>\nThe result is still shown here." with "Choose another file…" / "Cancel"; true to try again.
    static bool offerAnother(QWidget* parent, const QString& title, const QString& failed)
    {
        QMessageBox box(QMessageBox::Warning, title,
                        tr("%1\nThe result is still shown here; nothing is lost. Save it to another file?").arg(failed),
                        QMessageBox::NoButton, parent);
        QPushButton* again = box.addButton(tr("Choose another file…"), QMessageBox::AcceptRole);
        box.addButton(QMessageBox::Cancel);
        box.setDefaultButton(again);
        box.exec();
        return box.clickedButton() == again;
    }
};

}  // namespace

QString historyFailure(const std::string& error)
{
    return SaveText::tr("The result was not saved to the history: %1").arg(QString::fromStdString(error));
}

void checkHistory(QWidget* parent, bool interactive, std::function<void(const HistoryCheck&)> done)
{
    runOffThread<HistoryRecorder::Saved>(
        parent, &HistoryRecorder::probe, [parent, interactive, done](HistoryRecorder::Saved probe) {
            HistoryCheck out;
            out.notice = QString::fromStdString(probe.notice);
            if (probe.error.empty()) {
                done(out);
                return;
            }
            const QString message = SaveText::tr("The result could not be saved to the history: %1")
                                        .arg(QString::fromStdString(probe.error));
            if (!interactive) {
                out.go = false;
                out.refusal = SaveText::tr("%1 Nothing was run.").arg(message);
                done(out);
                return;
            }
            ask(
                parent, QStringLiteral("SolidMark"),
                SaveText::tr("%1\nRun anyway? You can export the result when the run ends.").arg(message),
                [out, done](bool yes) mutable {
                    out.go = yes;
                    done(out);
                },
                QMessageBox::Yes | QMessageBox::Cancel, QMessageBox::Yes, QMessageBox::Warning);
        });
}

std::string pngBytes(QWidget* widget)
{
    QByteArray bytes;
    QBuffer buffer(&bytes);
    buffer.open(QIODevice::WriteOnly);
    grabLaidOut(widget).save(&buffer, "PNG");
    return bytes.toStdString();
}

QString writeFile(const QString& path, const std::string& bytes)
{
    try {
        sm::write_text_file(path.toStdString(), bytes);
        return {};
    } catch (const sm::Error& e) {
        return QString::fromStdString(e.what());
    }
}

QString exportFile(const QString& path, bool have_result, const QString& missing,
                   const std::function<std::string()>& content)
{
    return have_result ? writeFile(path, content()) : missing;
}

// The same name where it can be written: the failed folder again when it is
// writable (a full disk may have room now), else the documents folder or home.
// Reopening the dialog in /proc or a read-only mount offers nothing, and Qt's
// own dialog can block listing /proc (it reads files to guess their types).
QString retryPath(const QString& failed)
{
    const QFileInfo at(failed);
    if (QFileInfo(at.absolutePath()).isWritable())
        return failed;
    const QString documents = QStandardPaths::writableLocation(QStandardPaths::DocumentsLocation);
    return QDir(QFileInfo(documents).isDir() ? documents : QDir::homePath()).filePath(at.fileName());
}

QString saveWithRetry(QWidget* parent, const SaveRequest& r)
{
    if (!r.failed.isEmpty() && !SaveText::offerAnother(parent, r.title, r.failed))
        return {};
    QString suggested = r.suggested;
    for (;;) {
        const QString path = QFileDialog::getSaveFileName(parent, r.title, suggested, r.filter);
        if (path.isEmpty())
            return {};
        const QString error = writeFile(path, r.content());
        if (error.isEmpty())
            return path;
        if (!SaveText::offerAnother(parent, r.title, error))
            return {};
        suggested = retryPath(path);
    }
}

}  // namespace smui
