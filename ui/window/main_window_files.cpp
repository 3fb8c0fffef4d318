// MainWindow: the screenshot, the exports and the import, the clipboard, the score help.
#include "window/main_window.h"

#include "desktop/async_dialogs.h"
#include "desktop/save_file.h"
#include "tools/tool_registry.h"
#include "desktop/grab.h"
#include "result/fio_result.h"
#include "text/ui_text.h"
#include "util/text_file.h"

#include <spdlog/spdlog.h>

#include <QApplication>
#include <QClipboard>
#include <QDateTime>
#include <QLocale>
#include <QFileDialog>
#include <QFontDatabase>
#include <QLabel>
#include <QMessageBox>
#include <QPlainTextEdit>
#include <QStatusBar>

namespace smui {

bool MainWindow::saveScreenshot(const QString& path, QString* error)
{
    const QString e = writeFile(path, pngBytes(this));
    if (error)
        *error = e;
    return e.isEmpty();
}

QString MainWindow::headerText() const
{
    return m_flags->text().isEmpty() ? m_header->text() : m_header->text() + QLatin1Char('\n') + m_flags->text();
}

QString MainWindow::defaultScreenshotName() const
{
    QString model =
        m_result && !m_result->device.model.empty() ? qs(m_result->device.model) : m_deviceLabels[0]->text();
    if (model == UiText::notAvailable())
        model.clear();
    return datedFileName(QString(), model) + QStringLiteral(".png");
}

void MainWindow::exportAs(const QString& format)
{
    bool any = false;
    if (m_result)
        for (sm::TestId t : sm::kAllTests)
            any = any || m_result->get(t, false) || m_result->get(t, true);
    if (!any) {
        showMessage(this, QMessageBox::Information, tr("SolidMark"), tr("There is no result to export yet."));
        return;
    }
    const QString filter = format == QLatin1String("json") ? tr("JSON (*.json)")
        : format == QLatin1String("csv")                   ? tr("CSV (*.csv)")
                                                           : tr("Text (*.txt)");
    QString base = defaultScreenshotName();
    base.chop(4);
    // A JSON export is named so that a double-click opens it in SolidMark (the MIME type's glob).
    const QString suffix =
        format == QLatin1String("json") ? QStringLiteral(".solidmark.json") : QLatin1Char('.') + format;
    saveWithRetry(this, {tr("Export"), base + suffix, filter, [this, format] { return exportText(format); }, {}});
}

std::string MainWindow::exportText(const QString& format) const
{
    return format == QLatin1String("json") ? sm::dump_json(sm::to_json(*m_result))
        : format == QLatin1String("csv")   ? sm::csv_report(*m_result)
                                           : sm::text_report(*m_result);
}

bool MainWindow::exportTo(const QString& path, const QString& format)
{
    m_lastError = exportFile(path, m_result.has_value(), tr("There is no result to export yet."),
                             [&] { return exportText(format); });
    return m_lastError.isEmpty();
}

void MainWindow::chooseAndImport(const QString& title, const QString& filter,
                                 bool (MainWindow::*import)(const QString&))
{
    const QString path = QFileDialog::getOpenFileName(this, title, QString(), filter);
    if (!path.isEmpty() && !(this->*import)(path) && m_interactive)
        showMessage(this, QMessageBox::Critical, tr("SolidMark"), m_lastError);
}

void MainWindow::importJson()
{
    chooseAndImport(tr("Open result"), tr("SolidMark results (*.solidmark.json *.json)"), &MainWindow::importFile);
}

bool MainWindow::importFile(const QString& path)
{
    sm::RunResult r;
    try {
        r = sm::read_document<sm::RunResult>(sm::parse_json(sm::read_text_file(path.toStdString())));
    } catch (const sm::Error& e) {
        m_lastError = tr("Cannot import %1:\n%2\nChoose a JSON file exported by SolidMark.").arg(path, qs(e.what()));
        m_lastErrorKind = e.kind();
        return false;
    }
    showDocument(r, path);
    statusBar()->showMessage(tr("Showing %1").arg(path), 10000);
    return true;
}

void MainWindow::showDocument(const sm::RunResult& r, const QString& from)
{
    spdlog::info("showing the result opened from {} (run on {})", from.toStdString(), r.started_at);
    m_result = r;
    m_resultFinal = true;
    m_openedFrom = from;
    render();
    refreshDevice();  // the drive panel shows the result's drive
}

QString MainWindow::bannerText() const
{
    if (m_openedFrom.isEmpty() || !m_result)
        return {};
    QDateTime at = QDateTime::fromString(qs(m_result->started_at), Qt::ISODate);
    const QString date =
        at.isValid() ? QLocale().toString(at.toLocalTime(), QLocale::ShortFormat) : UiText::notAvailable();
    return tr("Opened from %1 — run on %2").arg(m_openedFrom, date);
}

void MainWindow::importFio()
{
    chooseAndImport(tr("Import fio result"), tr("fio JSON output (*.json);;All files (*)"), &MainWindow::importFioFile);
}

bool MainWindow::importFioFile(const QString& path)
{
    std::vector<sm::FioDocument> docs;
    try {
        for (const sm::FioResult& r : sm::read_fio_output(sm::read_text_file(path.toStdString()), SOLIDMARK_VERSION))
            docs.push_back(sm::fio_document(r));
    } catch (const sm::Error& e) {
        m_lastError = tr("Cannot import %1:\n%2\nChoose the output of fio --output-format=json or json+.")
                          .arg(path, qs(e.what()));
        m_lastErrorKind = e.kind();
        return false;
    }
    for (const sm::FioDocument& d : docs) {
        if (d.kind == &sm::kind_of<sm::RunResult>()) {
            showDocument(sm::read_document<sm::RunResult>(d.document), path);
            continue;
        }
        // Another fio result: its table, as the core writes it (no numbers are formatted here).
        auto* view = new QPlainTextEdit(qs(d.kind->table(d.document)));
        view->setAttribute(Qt::WA_DeleteOnClose);
        view->setReadOnly(true);
        view->setLineWrapMode(QPlainTextEdit::NoWrap);
        view->setFont(QFontDatabase::systemFont(QFontDatabase::FixedFont));
        view->setWindowTitle(tr("fio result: %1").arg(path));
        view->resize(1100, 420);
        if (m_interactive)
            view->show();
        else
            view->deleteLater();
    }
    statusBar()->showMessage(tr("Showing %1 (measured by fio)").arg(path), 10000);
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
    showMessage(this, QMessageBox::Information, tr("How scores are computed"), text);
}

void MainWindow::chooseFolder()
{
    const QString dir =
        QFileDialog::getExistingDirectory(this, tr("Choose a folder on the drive to test"), currentTarget());
    if (!dir.isEmpty())
        setTarget(dir);
}

// Imported with File > Import fio result… (no Tools dialog).
SM_REGISTER_KIND_NAME(sm::FioResult, FioResult, QT_TRANSLATE_NOOP("UiText", "fio result"));

}  // namespace smui
