// Translations, offscreen: the main window in every shipped language (all
// text translated, nothing clipped, numbers in the language's locale), and
// every phase and stage the core can report has words in every language;
// no two items of a menu share an Alt key in any language.
#include "tools/compare_dialog.h"
#include "text/i18n.h"
#include "window/main_window.h"
#include "support/ui_checks.h"
#include "result/compare.h"
#include "result/document.h"
#include "result/run_result.h"
#include "support/results.h"
#include "run/progress.h"
#include "support/temp_dir.h"
#include "text/ui_text.h"
#include "util/text_file.h"
#include "util/units.h"

#include <QAbstractButton>
#include <QApplication>
#include <QCheckBox>
#include <QLabel>
#include <QKeySequence>
#include <QMap>
#include <QMenu>
#include <QMenuBar>
#include <QPushButton>
#include <QTabWidget>
#include <QTest>
#include <QRegularExpression>
#include <catch2/catch.hpp>
#include <vector>

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

// A phase of each kind with every field it may name set to a telling value.
PhaseRef sample_phase(PhaseKind kind)
{
    PhaseRef p;
    p.kind = kind;
    p.write = true;
    p.test = TestId::Rand4K64;
    p.step = 6;  // shown as 7 (rounds and points count from 1)
    p.steps = 12;
    p.pass = 2;
    p.passes = 5;
    p.value = kind == PhaseKind::SweepBlock ? 64 * 1024 : 40;
    p.name = kind == PhaseKind::CopySet ? "Program" : kind == PhaseKind::ProfileStep ? "database" : "SEQ1M Q8T1";
    return p;
}

ProgressEvent sample_status(Stage stage)
{
    ProgressEvent ev;
    ev.kind = ProgressEvent::Kind::Status;
    ev.stage = stage;
    ev.path = "/var/tmp/SolidMark-x1y2";
    ev.name = "Game";
    ev.count = stage == Stage::Resting ? 7000 : 800;  // Resting: milliseconds (7 s)
    ev.bytes = 1ull << 30;
    return ev;
}

// The values of an enum the core has words for, found without a list: the
// core's own English (phase_text / status_text, one switch each) falls back
// to "phase" / "working" for a value it does not have. A value the core
// adds is found here, and fails below unless the GUI has words for it.
std::vector<PhaseKind> core_phase_kinds()
{
    std::vector<PhaseKind> out;
    for (int i = 0; i <= 255; ++i)
        if (phase_text(sample_phase(static_cast<PhaseKind>(i))) != "phase")
            out.push_back(static_cast<PhaseKind>(i));
    return out;
}

std::vector<Stage> core_stages()
{
    std::vector<Stage> out;
    for (int i = 0; i <= 255; ++i)
        if (status_text(sample_status(static_cast<Stage>(i))) != "working")
            out.push_back(static_cast<Stage>(i));
    return out;
}

// The numbers and paths a text shows ("7", "12", "/var/tmp/SolidMark-x1y2").
QStringList values_in(const QString& text)
{
    QStringList out;
    static const QRegularExpression value(QStringLiteral("/[\\w/.-]+|\\d+"));
    for (auto it = value.globalMatch(text); it.hasNext();)
        out << it.next().captured();
    return out;
}

// Every shipped language but English (the source language).
QStringList shippedLanguages()
{
    QStringList out;
    for (const smui::Language& l : smui::languages())
        if (!l.code.isEmpty() && l.code != QLatin1String("en"))
            out << l.code;
    return out;
}

}  // namespace

namespace smtest {

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

}  // namespace smtest

using smtest::clipped;

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

    REQUIRE(shippedLanguages().size() >= 10);  // besides English
    for (const QString& lang : shippedLanguages()) {
        const QByteArray codeBytes = lang.toLatin1();
        const char* code = codeBytes.constData();
        INFO("language " << code);
        REQUIRE(w.setLanguage(lang, false));
        QApplication::processEvents();
        const QString results = QCoreApplication::translate("smui::MainWindow", "Results");
        CHECK(results != QLatin1String("Results"));
        auto* tabs = w.findChild<QTabWidget*>();
        REQUIRE(tabs);
        CHECK(tabs->tabText(0).toStdString() == results.toStdString());
        // The shown result survives the rebuild, in the language's number format.
        const QString seq = w.cellText(TestId::Seq, false);
        if (lang == QLatin1String("ja") || lang == QLatin1String("zh_CN"))  // a decimal point, as in English
            CHECK(seq.toStdString() == seqEnglish.toStdString());
        else
            CHECK(seq.toStdString() == QString(seqEnglish).replace(QLatin1Char('.'), QLatin1Char(',')).toStdString());
        CHECK(w.scoreText(2) != QLatin1String("----"));
        const QStringList bad = clipped(w);
        CHECK(bad.join(QLatin1Char('\n')).toStdString() == "");
        if (const char* shots = std::getenv("SOLIDMARK_UI_SHOTS"))
            w.saveScreenshot(
                QStringLiteral("%1/main-window-%2.png").arg(QString::fromLocal8Bit(shots), QLatin1String(code)));
    }
    REQUIRE(w.setLanguage(QStringLiteral("en"), false));
    CHECK(w.cellText(TestId::Seq, false).toStdString() == seqEnglish.toStdString());
    CHECK(w.findChild<QTabWidget*>()->tabText(0).toStdString() == "Results");
    CHECK_FALSE(w.setLanguage(QStringLiteral("xx"), false));
}

TEST_CASE("every phase and stage the core can report has words, translated in every shipped language")
{
    EnglishAfter reset;
    const std::vector<PhaseKind> kinds = core_phase_kinds();
    const std::vector<Stage> stages = core_stages();
    REQUIRE(kinds.size() >= 11);   // Fill … Conditioning
    REQUIRE(stages.size() >= 11);  // CreatingFolder … ConditioningFileKept
    REQUIRE(smui::applyLanguage(QStringLiteral("en")));
    std::vector<QString> english;
    for (PhaseKind k : kinds) {
        INFO("phase kind " << static_cast<int>(k) << ": " << phase_text(sample_phase(k)));
        CHECK(smui::UiText::translates(k));
        english.push_back(smui::UiText::phase(sample_phase(k)));
    }
    for (Stage st : stages) {
        INFO("stage " << static_cast<int>(st) << ": " << status_text(sample_status(st)));
        CHECK(smui::UiText::translates(st));
        english.push_back(smui::UiText::status(sample_status(st)));
    }
    // Out of range: no words of its own (the core's English is shown then).
    CHECK_FALSE(smui::UiText::translates(static_cast<PhaseKind>(kinds.size())));
    CHECK_FALSE(smui::UiText::translates(static_cast<Stage>(stages.size())));
    // The English words name the values the event carries.
    CHECK(english[static_cast<std::size_t>(PhaseKind::SurfacePoint)].toStdString() == "Surface point 7 of 12");
    // The sample's value (40) is a +Mix pass's read share.
    CHECK(english[static_cast<std::size_t>(PhaseKind::PresetPass)].toStdString() ==
          "SEQ1M Q8T1 mix (40 % read), pass 2 of 5");
    CHECK(english[static_cast<std::size_t>(PhaseKind::SweepBlock)].toStdString() == "64K blocks, write");
    CHECK(english[kinds.size() + static_cast<std::size_t>(Stage::CreatingCopySet)].toStdString() ==
          "Creating the Game set (800 files, 1.00 GiB)");

    for (const QString& lang : shippedLanguages()) {
        const std::string code = lang.toStdString();
        REQUIRE(smui::applyLanguage(lang));
        std::vector<QString> shown;
        for (PhaseKind k : kinds)
            shown.push_back(smui::UiText::phase(sample_phase(k)));
        for (Stage st : stages)
            shown.push_back(smui::UiText::status(sample_status(st)));
        for (std::size_t i = 0; i < shown.size(); ++i) {
            INFO(code << ": " << english[i].toStdString() << " -> " << shown[i].toStdString());
            CHECK(shown[i] != english[i]);
            // Every number and path of the English text is there in the translation too
            // (1.00 GiB becomes 1,00 GiB: the digits stay).
            for (const QString& v : values_in(english[i]))
                CHECK(shown[i].contains(v));
        }
    }
}

TEST_CASE("the conditioning progress line comes from the interval, the bytes written and the time left")
{
    EnglishAfter reset;
    ProgressEvent ev;
    ev.kind = ProgressEvent::Kind::PhaseProgress;
    ev.phase.kind = PhaseKind::Conditioning;
    ev.phase.write = true;
    Measurement second;
    second.bytes = static_cast<std::uint64_t>(812.5 * 1048576);
    second.elapsed_s = 1.0;
    ev.interval = second;
    ev.done_bytes = 3ull << 30;
    ev.eta_s = 65.2;
    REQUIRE(smui::applyLanguage(QStringLiteral("en")));
    CHECK(smui::UiText::progress(ev).toStdString() == "Conditioning: 812.50 MB/s, 3.00 GiB written, 01:05 left");
    ev.eta_s = 3725;
    CHECK(smui::UiText::progress(ev).endsWith(QStringLiteral("1:02:05 left")));
    // Another phase, or no interval yet: its name.
    ProgressEvent fill = ev;
    fill.phase.kind = PhaseKind::ConditionFill;
    CHECK(smui::UiText::progress(fill) == QStringLiteral("Sequential fill"));
    ev.interval.reset();
    CHECK(smui::UiText::progress(ev) == QStringLiteral("Conditioning"));
    ev.interval = second;
    REQUIRE(smui::applyLanguage(QStringLiteral("de")));
    const QString de = smui::UiText::progress(ev);
    INFO(de.toStdString());
    CHECK(de.contains(QStringLiteral("812,50")));
    CHECK(de.contains(QStringLiteral("3,00 GiB")));
    CHECK(de.contains(QStringLiteral("1:02:05")));
    CHECK_FALSE(de.startsWith(QStringLiteral("Conditioning")));
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
        "smui::SurfaceDialog", "Target: %1    Span: %2    %n point(s), %3 read at each. MB/s = 10^6 bytes/s.", nullptr,
        100);
    CHECK(points.contains(QStringLiteral("100 points,")));
    // The system default here is the C locale, which has no catalog of its
    // own: the English one is the fallback, plurals included.
    REQUIRE(smui::applyLanguage(QString()));
    CHECK(rounds(5).endsWith(QStringLiteral("5 rounds done.")));
}

namespace {
// Items of `actions` (a menu bar's or a menu's) that share an Alt key, as
// "WHERE: Alt+K in 'Item', 'Item'", then the same for every submenu. The key
// is Qt's own reading of the text (QKeySequence::mnemonic). Returns how many
// items had a key, so a caller can tell "no clash" from "no key read".
int addClashes(const QString& where, const QList<QAction*>& actions, QStringList& out)
{
    QMap<QString, QStringList> byKey;
    int keyed = 0;
    for (const QAction* a : actions) {
        if (const QKeySequence key = QKeySequence::mnemonic(a->text()); !key.isEmpty()) {
            byKey[key.toString()].append(a->text());
            ++keyed;
        }
        if (a->menu())
            keyed += addClashes(a->menu()->title(), a->menu()->actions(), out);
    }
    for (auto it = byKey.cbegin(); it != byKey.cend(); ++it)
        if (it.value().size() > 1)
            out.append(QStringLiteral("%1: %2 in '%3'").arg(where, it.key(), it.value().join(QStringLiteral("', '"))));
    return keyed;
}
}  // namespace

TEST_CASE("no two items of a menu share an Alt key, in English and in every shipped language")
{
    EnglishAfter reset;
    smui::MainWindow w;
    w.setInteractive(false);
    QStringList languages = shippedLanguages();
    languages.prepend(QStringLiteral("en"));
    for (const QString& lang : languages) {
        INFO("language " << lang.toStdString());
        REQUIRE(w.setLanguage(lang, false));
        QStringList clashes;
        CHECK(addClashes(QStringLiteral("menu bar"), w.menuBar()->actions(), clashes) > 30);
        for (const QString& c : clashes)
            FAIL_CHECK(c.toStdString());
        CHECK(clashes.isEmpty());
    }
}

TEST_CASE("the compare dialog names the kinds compared in the shipped language, not in English")
{
    EnglishAfter english;
    const Json a = to_json(smtest::hot_suite(23)), b = to_json(smtest::hot_suite(23));
    const Comparison c = compare_documents(a, b, "A", "B");
    for (const char* lang : {"de", "ru", "ja", "zh_CN", "uk"}) {
        INFO(lang);
        REQUIRE(smui::applyLanguage(QString::fromLatin1(lang)));
        smui::CompareDialog d(c);
        const QString kind = QCoreApplication::translate("UiText", "benchmark");
        CHECK(kind != QLatin1String("benchmark"));
        CHECK(d.windowTitle().contains(kind));
        CHECK_FALSE(d.windowTitle().contains(QLatin1String("benchmark")));
        CHECK_FALSE(d.windowTitle().startsWith(QLatin1String("Compare results")));
        // The chart's subtitle, which the saved images carry, names the kind by its title in the language too.
        const QString title = QCoreApplication::translate("sm::kind", "AS SSD benchmark");
        CHECK(title != QLatin1String("AS SSD benchmark"));
        CHECK(d.choice().subtitle.startsWith(title + QStringLiteral(" · ")));
    }
}
