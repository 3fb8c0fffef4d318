// The drive's health in the window (methodology §27), offscreen: the drive
// panel's Health line from the target probe's record (the records here were
// read by `solidmark-cli health` from the drive lab's QEMU NVMe drives, one
// with critical-warning bits 0 and 2 set), green or red; a finished
// result's line with what the drive counted written; the question before a
// run on a drive with a critical warning; Tools → Drive health's table.
#include "panels/health_view.h"
#include "text/i18n.h"
#include "text/translated_reason.h"
#include "window/main_window.h"
#include "result/document.h"
#include "result/health_json.h"
#include "result/run_result.h"
#include "support/paths.h"
#include "support/temp_dir.h"
#include "support/ui_checks.h"
#include "panels/target_probe.h"
#include "desktop/theme.h"
#include "util/reason_text.h"
#include "util/text_file.h"

#include <QAbstractButton>
#include <QLabel>
#include <QMessageBox>
#include <QSignalSpy>
#include <QTableWidget>
#include <QTest>
#include <catch2/catch.hpp>

using namespace sm;

namespace {

HealthRecord lab_record(const char* name)
{
    std::string path = smtest::paths::fixtures;
    path.append("/health/").append(name);
    return health_from_json(parse_json(read_text_file(path)), name);
}

// Every target the window probes is described as usual, with `health` as its drive's record.
struct HealthProbe {
    explicit HealthProbe(HealthRecord h)
    {
        smui::TargetProbe::instance().setProbeFunction([h](const QString& p) {
            smui::TargetFacts f = smui::TargetProbe::describeTarget(p);
            f.health = h;
            return f;
        });
    }
    ~HealthProbe() { smui::TargetProbe::instance().setProbeFunction({}); }
};

QLabel* healthLabel(smui::MainWindow& w) { return w.findChild<QLabel*>(QStringLiteral("health")); }

bool waitForHealth(smui::MainWindow& w, const QString& text)
{
    return QTest::qWaitFor([&] { return healthLabel(w) && healthLabel(w)->text().contains(text); }, 20000);
}

}  // namespace

TEST_CASE("the Health line shows the probe's record in green, and a run's drive_written after it")
{
    smtest::TempDir dir;
    HealthProbe probe(lab_record("lab-nvme.json"));
    smui::MainWindow w;
    w.setInteractive(false);
    w.setTarget(QString::fromStdString(dir.str()));
    w.show();
    REQUIRE(waitForHealth(w, QStringLiteral("OK · 50 °C · 0 % used")));
    CHECK(healthLabel(w)->styleSheet() == smui::textColorCss(smui::goodColor(w.palette())));

    // The drive lab's own run on that drive (16 MiB, Acc.time): what the drive counted written.
    std::string run = smtest::paths::fixtures;
    run.append("/health/lab-nvme-run.json");
    REQUIRE(w.importFile(QString::fromStdString(run)));
    CHECK(healthLabel(w)->text().toStdString() ==
          "OK · 50 °C · 0 % used · the drive counted 17.41 MB written during this run (SolidMark wrote 17.64 MB)");
    if (const QString keep = smtest::keep_png("health-line.png"); !keep.isEmpty())
        w.grab().save(keep);
}

TEST_CASE("a drive with a critical warning: red, asked before a run, and Drive health shows the bits in red")
{
    smtest::TempDir dir;
    HealthProbe probe(lab_record("lab-nvme-warning.json"));
    smui::MainWindow w;
    w.setInteractive(true);
    w.setTarget(QString::fromStdString(dir.str()));
    w.setTestSize(16ull << 20);
    w.setSelectedTests({true, false, false, false});
    w.show();
    REQUIRE(waitForHealth(w, QStringLiteral("critical warning (spare, reliability)")));
    CHECK(healthLabel(w)->styleSheet() == smui::textColorCss(smui::badColor(w.palette())));

    QSignalSpy ended(&w, &smui::MainWindow::runEnded);
    w.startRun();
    QMessageBox* box = smtest::waitForQuestion(w);
    REQUIRE(box);
    CHECK_THAT(box->text().toStdString(),
               Catch::StartsWith("/dev/nvme1 reports a critical warning (spare, reliability)."));
    if (const QString keep = smtest::keep_png("health-question.png"); !keep.isEmpty())
        box->grab().save(keep);
    box->button(QMessageBox::Cancel)->click();
    REQUIRE(QTest::qWaitFor([&] { return !w.isRunning(); }, 5000));
    CHECK(ended.isEmpty());  // nothing ran
    CHECK_FALSE(w.result());

    // Run anyway: the run goes (this machine's own drive has no warning of its own).
    w.startRun();
    box = smtest::waitForQuestion(w);
    REQUIRE(box);
    QAbstractButton* go = nullptr;
    for (QAbstractButton* b : box->buttons())
        if (b->text() == QStringLiteral("&Run anyway"))
            go = b;
    REQUIRE(go);
    go->click();
    REQUIRE(ended.wait(120000));
    CHECK(ended.at(0).at(0).toBool());

    smui::HealthDialog d(QString::fromStdString(dir.str()));
    d.show(lab_record("lab-nvme-warning.json"));
    const auto* table = d.findChild<QTableWidget*>();
    REQUIRE(table);
    bool red = false;
    for (int i = 0; i < table->rowCount(); ++i)
        if (table->item(i, 0)->text() == QStringLiteral("Critical warning")) {
            CHECK(table->item(i, 1)->text() == QStringLiteral("spare, reliability"));
            red = table->item(i, 1)->foreground().color() == smui::badColor(d.palette());
        }
    CHECK(red);
    d.show();
    if (const QString keep = smtest::keep_png("health-dialog.png"); !keep.isEmpty())
        d.grab().save(keep);
}

TEST_CASE("every reason the core gives reads in the GUI's language, argument by argument, sentence by sentence")
{
    struct EnglishAfter {
        ~EnglishAfter() { smui::applyLanguage(QStringLiteral("en")); }
    } reset;
    REQUIRE(smui::applyLanguage(QStringLiteral("de")));
    const auto filled = [](QString text, const QStringList& args) {
        for (int i = 0; i < args.size(); ++i)
            if (!text.replace(QStringLiteral("{%1}").arg(i), args[i]).contains(args[i]))
                text.replace(text.indexOf(QStringLiteral("{}")), 2, args[i]);
        return text;
    };
    for (const char* t : sm::reason::kAll) {
        INFO(t);
        QStringList args;
        for (int i = 0; i < QString::fromUtf8(t).count(QStringLiteral("{}")); ++i)
            args << QStringLiteral("/dev/sd%1").arg(i + 1);
        const QString english = filled(QString::fromUtf8(t), args);
        const QString german = QCoreApplication::translate("sm::reason", t);
        if (QByteArray(t) != "smartctl: {}")  // the same words in every language
            CHECK(german != QString::fromUtf8(t));
        CHECK(smui::trReason(english).toStdString() == filled(german, args).toStdString());
    }
    // An argument that is a reason itself (the system's words), and a capital letter at a sentence's start.
    CHECK(smui::trReason(std::string("Reading the NVMe health log of /dev/nvme0 needs root (Permission denied)."))
              .toStdString() ==
          "Zum Lesen des NVMe-Zustandsprotokolls von /dev/nvme0 sind root-Rechte nötig "
          "(Zugriff verweigert).");
    // One sentence per attempt, each translated; what is none of the reasons stays as it came.
    const std::string note =
        sm::reason::say(sm::reason::kCannotOpenReadOnly, "/dev/vda",
                        sm::reason::say(sm::reason::kCannotOpenFile, "/dev/vda", "Operation not permitted")) +
        " " +
        sm::reason::say(sm::reason::kThroughUdisks,
                        sm::reason::say(sm::reason::kNoSystemBus, "No such file or directory")) +
        ".";
    CHECK(note ==
          "/dev/vda cannot be opened read-only: Cannot open '/dev/vda': Operation not permitted. Through udisks2: "
          "no system bus: No such file or directory.");
    CHECK(smui::trReason(note).toStdString() ==
          "/dev/vda kann nicht schreibgeschützt geöffnet werden: '/dev/vda' kann nicht geöffnet werden: Vorgang nicht "
          "zulässig. Über udisks2: kein Systembus: Datei oder Verzeichnis nicht gefunden.");
    CHECK(smui::trReason(std::string("The drive's own words, which no catalog has.")).toStdString() ==
          "The drive's own words, which no catalog has.");
    smui::applyLanguage(QStringLiteral("en"));
    CHECK(smui::trReason(note).toStdString() == note);
}
