// Translations, offscreen: the main window in every shipped language (all
// text translated, nothing clipped, numbers in the language's locale), and
// every status the core reports during real runs has a translation.
#include "i18n.h"
#include "main_window.h"
#include "result/report.h"
#include "run/compression.h"
#include "run/condition.h"
#include "run/copy_bench.h"
#include "run/preset.h"
#include "run/profile.h"
#include "run/steady.h"
#include "run/surface.h"
#include "run/sweep.h"
#include "run/runner.h"
#include "support/temp_dir.h"
#include "ui_text.h"

#include <QAbstractButton>
#include <QApplication>
#include <QCheckBox>
#include <QLabel>
#include <QPushButton>
#include <QTabWidget>
#include <QTest>
#include <catch2/catch.hpp>
#include <set>

using namespace sm;

namespace {

// Back to English whatever a test did, so later tests see the source texts.
struct EnglishAfter {
    ~EnglishAfter() { smui::applyLanguage(QStringLiteral("en")); }
};

// A saved run with wide values in every cell.
QString writeResultJson(const smtest::TempDir& dir)
{
    RunResult r;
    r.app_version = "test";
    r.target = dir.str();
    r.settings.size_bytes = 1ull << 30;
    for (TestId t : kAllTests)
        for (bool w : {false, true}) {
            Measurement m;
            m.block_bytes = t == TestId::Seq ? 16u << 20 : t == TestId::Access ? 512 : 4096;
            m.threads = t == TestId::Rand4K64 ? 64 : 1;
            m.ios = 100000;
            m.bytes = m.ios * m.block_bytes;
            m.elapsed_s = t == TestId::Seq ? 200.0 : 5.0;
            m.latency.mean_us = 123.4;
            m.latency.p99_us = 456.7;
            r.get(t, w) = m;
        }
    const auto path = dir.path() / "run.json";
    write_text_file(path.string(), to_json_text(r));
    return QString::fromStdString(path.string());
}

// Widgets whose text does not fit: a label or button narrower than its text.
QStringList clipped(QWidget& root)
{
    QStringList out;
    for (QLabel* l : root.findChildren<QLabel*>()) {
        if (!l->isVisible() || l->wordWrap() || l->text().isEmpty() || Qt::mightBeRichText(l->text()))
            continue;
        if (l->width() < l->sizeHint().width())
            out << QStringLiteral("label '%1': %2 < %3").arg(l->text()).arg(l->width()).arg(l->sizeHint().width());
    }
    for (QAbstractButton* b : root.findChildren<QAbstractButton*>()) {
        if (!b->isVisible() || b->text().isEmpty())
            continue;
        if (b->width() < b->sizeHint().width())
            out << QStringLiteral("button '%1': %2 < %3").arg(b->text()).arg(b->width()).arg(b->sizeHint().width());
    }
    return out;
}

}  // namespace

TEST_CASE("the main window in every shipped language: translated, nothing clipped, local decimal separator")
{
    EnglishAfter reset;
    smtest::TempDir dir;
    smui::MainWindow w;
    w.setInteractive(false);
    w.setTarget(QString::fromStdString(dir.str()));
    REQUIRE(w.importFile(writeResultJson(dir)));
    w.show();
    const QString seqEnglish = w.cellText(TestId::Seq, false);
    CHECK(seqEnglish.contains(QLatin1Char('.')));

    for (const char* code : {"de", "ru", "ja"}) {
        INFO("language " << code);
        REQUIRE(w.setLanguage(QString::fromLatin1(code), false));
        QApplication::processEvents();
        const QString results = QCoreApplication::translate("smui::MainWindow", "Results");
        CHECK(results != QLatin1String("Results"));
        auto* tabs = w.findChild<QTabWidget*>();
        REQUIRE(tabs);
        CHECK(tabs->tabText(0).toStdString() == results.toStdString());
        // The shown result survives the rebuild, in the language's number format.
        const QString seq = w.cellText(TestId::Seq, false);
        if (QByteArray(code) == "ja")
            CHECK(seq.toStdString() == seqEnglish.toStdString());
        else
            CHECK(seq.toStdString() == QString(seqEnglish).replace(QLatin1Char('.'), QLatin1Char(',')).toStdString());
        CHECK(w.scoreText(2) != QLatin1String("----"));
        const QStringList bad = clipped(w);
        CHECK(bad.join(QLatin1Char('\n')).toStdString() == "");
        if (const char* shots = std::getenv("SOLIDMARK_UI_SHOTS"))
            w.saveScreenshot(QStringLiteral("%1/main-window-%2.png").arg(QString::fromLocal8Bit(shots), QLatin1String(code)));
    }
    REQUIRE(w.setLanguage(QStringLiteral("en"), false));
    CHECK(w.cellText(TestId::Seq, false).toStdString() == seqEnglish.toStdString());
    CHECK(w.findChild<QTabWidget*>()->tabText(0).toStdString() == "Results");
    CHECK_FALSE(w.setLanguage(QStringLiteral("xx"), false));
}

TEST_CASE("every status the core reports during real runs has a translation")
{
    EnglishAfter reset;
    smtest::TempDir dir;
    std::set<std::string> texts;
    const ProgressFn collect = [&](const ProgressEvent& ev) {
        if (!ev.text.empty())
            texts.insert(ev.text);
    };
    CancelToken cancel;
    {
        RunRequest req;
        req.target = dir.path();
        req.app_version = "test";
        req.settings.size_bytes = 32ull << 20;
        req.settings.random_seconds = 0.1;
        req.settings.access_seconds = 0.1;
        req.settings.tests = {false, true, true, true};  // without Seq: the untimed fill too
        run_suite(req, cancel, collect);
        req.settings.tests = {true, false, false, false};
        run_suite(req, cancel, collect);
    }
    {
        CompressionRequest req;
        req.target = dir.path();
        req.size_bytes = 176ull << 20;
        req.app_version = "test";
        run_compression(req, cancel, collect);
    }
    {
        CopyRequest req;
        req.target = dir.path();
        req.scale = 0.002;
        req.verify = true;
        req.app_version = "test";
        run_copy(req, cancel, collect);
    }
    {
        ConditionRequest req;
        req.target = dir.path();
        req.size_bytes = 32ull << 20;
        req.written_bytes = 8ull << 20;
        req.sequential_fill = true;
        req.app_version = "test";
        run_condition(req, cancel, collect);
    }
    {
        PresetRequest req;
        req.target = dir.path();
        req.size_bytes = 32ull << 20;
        req.tests = {parse_preset_test("RND4K Q4T1")};
        req.passes = 1;
        req.seconds = 0.1;
        req.app_version = "test";
        run_preset(req, cancel, collect);
    }
    {
        ProfileRequest req;
        req.target = dir.path();
        req.size_bytes = 32ull << 20;
        req.queue_depths = {2};
        req.seconds = 0.1;
        req.app_version = "test";
        run_profile(req, cancel, collect);
    }
    {
        SweepRequest req;
        req.target = dir.path();
        req.size_bytes = 32ull << 20;
        req.min_block = 512;
        req.max_block = 2u << 20;
        req.seconds = 0.05;
        req.app_version = "test";
        run_sweep(req, cancel, collect);
    }
    {
        SurfaceRequest req;
        req.target = dir.path();
        req.points = 3;
        req.chunk_bytes = 1ull << 20;
        req.access_reads = 1;
        req.use_device = false;
        req.file_bytes = 16ull << 20;
        req.app_version = "test";
        run_surface(req, cancel, collect);
    }
    {
        SteadyRequest req;
        req.target = dir.path();
        req.size_bytes = 32ull << 20;
        req.test = parse_preset_test("RND4K Q2T1");
        req.round_seconds = 0.1;
        req.max_seconds = 0.3;
        req.app_version = "test";
        run_steady(req, cancel, collect);
    }
    REQUIRE(texts.size() > 30);
    for (const std::string& t : texts) {
        INFO(t);
        CHECK(smui::UiText::knownCoreText(QString::fromStdString(t)));
    }
    for (const char* code : {"de", "ru", "ja"}) {
        REQUIRE(smui::applyLanguage(QString::fromLatin1(code)));
        for (const std::string& t : texts) {
            INFO(code << ": " << t);
            const QString shown = smui::UiText::core(QString::fromStdString(t));
            // ISO stays ISO; everything else reads differently once translated.
            if (t != "ISO copy" || QByteArray(code) == "ja")
                CHECK(shown != QString::fromStdString(t));
        }
    }
}

TEST_CASE("English plural forms come from the English catalog, in English and as the fallback")
{
    EnglishAfter reset;
    const auto rounds = [](int n) {
        return QCoreApplication::translate("smui::SteadyDialog", "Not steady yet: %1 of at least %n round(s) done.",
                                           nullptr, n)
            .arg(2);
    };
    REQUIRE(smui::applyLanguage(QStringLiteral("en")));
    CHECK(rounds(1) == QStringLiteral("Not steady yet: 2 of at least 1 round done."));
    CHECK(rounds(5) == QStringLiteral("Not steady yet: 2 of at least 5 rounds done."));
    const QString points = QCoreApplication::translate(
        "smui::SurfaceDialog", "Target: %1    Span: %2    %n point(s), %3 read at each. MB/s = 10^6 bytes/s.", nullptr, 100);
    CHECK(points.contains(QStringLiteral("100 points,")));
    // The system default here is the C locale, which has no catalog of its
    // own: the English one is the fallback, plurals included.
    REQUIRE(smui::applyLanguage(QString()));
    CHECK(rounds(5).endsWith(QStringLiteral("5 rounds done.")));
}
