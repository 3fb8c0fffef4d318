// Accessibility, keyboard and theme, offscreen: the accessibility tree as a
// screen reader reads it (QAccessible), a whole run driven by key events
// alone, and every colour SolidMark sets readable in the light and the dark
// theme.
#include "window/main_window.h"
#include "text/i18n.h"
#include "tools/preset_dialog.h"
#include "result/preset_result.h"
#include "result/run_result.h"
#include "support/temp_dir.h"
#include "support/ui_checks.h"
#include "desktop/theme.h"
#include "tools/tool_dialog.h"
#include "tools/tool_registry.h"

#include <QAccessible>
#include <QAbstractScrollArea>
#include <QApplication>
#include <QBarSet>
#include <QChart>
#include <QChartView>
#include <QLabel>
#include <QLegend>
#include <QPushButton>
#include <QSignalSpy>
#include <QTest>
#include <QValueAxis>
#include <catch2/catch.hpp>
#include <functional>

using namespace sm;
using smtest::startButton;

namespace {

void configureTinyRun(smui::MainWindow& w, const smtest::TempDir& dir)
{
    w.setInteractive(false);
    w.setTarget(QString::fromStdString(dir.str()));
    w.setTestSize(16ull << 20);
    w.setSelectedTests({false, true, false, true});  // 4K and access time: a tiny run
    w.setSeconds(0.2, 0.2, 30);
    w.setIopsView(false);
}

// Every interface below `root` in the accessibility tree, depth first.
void walk(QAccessibleInterface* root, const std::function<void(QAccessibleInterface*)>& visit, int depth = 0)
{
    REQUIRE(root);
    visit(root);
    REQUIRE(depth < 64);
    for (int i = 0; i < root->childCount(); ++i)
        if (QAccessibleInterface* child = root->child(i))
            walk(child, visit, depth + 1);
}

// Every control a user can reach (focusable, visible) has a name and a description.
int checkNamed(QWidget* top)
{
    int controls = 0;
    walk(QAccessible::queryAccessibleInterface(top), [&](QAccessibleInterface* a) {
        auto* w = qobject_cast<QWidget*>(a->object());
        if (!w || !w->isVisibleTo(top) || w->focusPolicy() == Qt::NoFocus || !w->isEnabled())
            return;
        if (w->parentWidget() && w->parentWidget()->inherits("QAbstractSpinBox"))
            return;  // a spin box's own line edit: the spin box is the control
        if (w->parentWidget() && w->parentWidget()->inherits("QComboBox"))
            return;  // an editable combo box's line edit
        if (auto* area = qobject_cast<QAbstractScrollArea*>(w->parentWidget()); area && area->viewport() == w)
            return;  // a scroll area's viewport: the area is the control
        ++controls;
        INFO(w->metaObject()->className() << " " << w->objectName().toStdString());
        CHECK_FALSE(a->text(QAccessible::Name).trimmed().isEmpty());
        if (!w->inherits("QTabBar"))  // Qt's tab bar interface reports no description (its tabs are named)
            CHECK_FALSE(a->text(QAccessible::Description).trimmed().isEmpty());
    });
    return controls;
}

// Tab from wherever the focus is until it reaches `target` (at most 100 presses).
bool tabTo(QWidget* window, QWidget* target)
{
    for (int i = 0; i < 100 && QApplication::focusWidget() != target; ++i)
        QTest::keyClick(QApplication::focusWidget() ? QApplication::focusWidget() : window, Qt::Key_Tab);
    return QApplication::focusWidget() == target;
}

}  // namespace

TEST_CASE("every control of the main window and of every Tools dialog has an accessible name and description")
{
    smtest::TempDir dir;
    smui::MainWindow w;
    configureTinyRun(w, dir);
    w.show();
    CHECK(checkNamed(&w) >= 8);
    for (const smui::KindUi* k : smui::toolKinds()) {
        smui::ToolDialog* d = w.openTool(k->key);
        REQUIRE(d);
        INFO(std::string(k->key));
        CHECK(checkNamed(d) >= 4);
        d->close();
    }
}

TEST_CASE("the result grid reads through QAccessible: each cell names its test, direction and value")
{
    smtest::TempDir dir;
    smui::MainWindow w;
    configureTinyRun(w, dir);
    w.show();
    QSignalSpy ended(&w, &smui::MainWindow::runEnded);
    w.startRun();
    REQUIRE(ended.wait(120000));
    REQUIRE(ended.at(0).at(0).toBool());
    QStringList names, descriptions;
    walk(QAccessible::queryAccessibleInterface(&w), [&](QAccessibleInterface* a) {
        if (a->role() == QAccessible::StaticText) {
            names << a->text(QAccessible::Name);
            descriptions << a->text(QAccessible::Description);
        }
    });
    for (TestId t : {TestId::Rand4K, TestId::Access})
        for (bool write : {false, true}) {
            const QString value = w.cellText(t, write);
            const QString test = QString::fromLatin1(test_label(t));
            INFO(test.toStdString() << " " << write << " " << value.toStdString());
            CHECK_THAT(value.toStdString(), !Catch::Contains("--"));
            const QString lower = QLatin1String(write ? "write" : "read");
            const QString upper = QLatin1String(write ? "Write" : "Read");
            CHECK(names.contains(QStringLiteral("%1 %2: %3").arg(test, lower, value)));
            CHECK(descriptions.contains(QStringLiteral("Test: %1. Direction: %2. Value: %3.").arg(test, upper, value)));
        }
}

TEST_CASE("a whole run from the keyboard: Tab to Start, Enter starts, Esc aborts")
{
    smtest::TempDir dir;
    smui::MainWindow w;
    configureTinyRun(w, dir);
    w.show();
    w.activateWindow();
    REQUIRE(QTest::qWaitForWindowActive(&w));
    QPushButton* start = startButton(w);
    REQUIRE(start);
    REQUIRE(tabTo(&w, start));
    QSignalSpy ended(&w, &smui::MainWindow::runEnded);
    QTest::keyClick(start, Qt::Key_Return);
    CHECK(w.isRunning());
    REQUIRE(ended.wait(120000));
    REQUIRE(ended.at(0).at(0).toBool());
    REQUIRE(w.result());
    CHECK(w.result()->get(TestId::Rand4K, false));

    // Again with a long 4K, aborted by Esc: the run ends cancelled, the folder is gone.
    w.setSeconds(30, 30, 30);
    REQUIRE(tabTo(&w, start));
    QTest::keyClick(start, Qt::Key_Enter);
    REQUIRE(w.isRunning());
    QTest::qWait(300);
    QTest::keyClick(&w, Qt::Key_Escape);
    REQUIRE(ended.wait(20000));
    CHECK_FALSE(ended.at(1).at(0).toBool());
    CHECK(w.lastErrorKind() == ErrorKind::Cancelled);
    CHECK(smtest::solidmark_folders(dir.path()).empty());
}

TEST_CASE("themes: light and dark palettes, every colour SolidMark sets readable in both")
{
    for (smui::Theme t : {smui::Theme::Light, smui::Theme::Dark, smui::Theme::System}) {
        smui::applyTheme(t);
        const QPalette p = QApplication::palette();
        const std::string key = smui::themeKey(t);
        INFO(key);
        CHECK(smui::isDark(p) == (t == smui::Theme::Dark));
        const QColor window = p.color(QPalette::Window);
        CHECK(smui::contrastRatio(p.color(QPalette::WindowText), window) >= 7);
        CHECK(smui::contrastRatio(smui::goodColor(p), window) >= 4.5);
        CHECK(smui::contrastRatio(smui::badColor(p), window) >= 4.5);
        // The running cell's bold, large text: 4.5:1 in SolidMark's palettes, the large-text 3:1 in the desktop's.
        CHECK(smui::contrastRatio(p.color(QPalette::HighlightedText), p.color(QPalette::Highlight)) >=
              (t == smui::Theme::System ? 3.0 : 4.5));
        if (t != smui::Theme::System)  // the desktop's own Mid is what it is (offscreen: 1.7:1)
            CHECK(smui::contrastRatio(p.color(QPalette::Mid), window) >= 2.5);  // dimmed labels (palette(mid))

        // The main window after a tiny run, and a chart after a tiny preset with +Mix.
        smtest::TempDir dir;
        smui::MainWindow w;
        configureTinyRun(w, dir);
        w.show();
        QSignalSpy ended(&w, &smui::MainWindow::runEnded);
        w.startRun();
        REQUIRE(ended.wait(120000));
        REQUIRE(ended.at(0).at(0).toBool());
        auto* d = dynamic_cast<smui::PresetDialog*>(w.openTool("preset"));
        REQUIRE(d);
        d->setPlan({parse_preset_test("SEQ1M-Q2T1"), parse_preset_test("RND4K-Q4T1")}, 1, 0.1);
        d->setMix(70);
        QSignalSpy done(d, &smui::ToolDialog::runEnded);
        d->start();
        REQUIRE(done.wait(120000));
        REQUIRE(done.at(0).at(0).toBool());
        auto* view = d->findChild<QChartView*>();
        REQUIRE(view);
        QChart* chart = view->chart();
        const QColor bg = chart->backgroundBrush().color();
        CHECK(bg == p.color(QPalette::Base));
        CHECK(chart->legend()->labelColor() == p.color(QPalette::Text));
        for (QAbstractAxis* axis : chart->axes()) {
            CHECK(smui::contrastRatio(axis->labelsColor(), bg) >= 4.5);
            CHECK(smui::contrastRatio(axis->gridLineColor(), bg) > 1.2);
        }
        for (const QBarSet* s : {d->readBars(), d->writeBars(), d->mixBars()})
            CHECK(smui::contrastRatio(const_cast<QBarSet*>(s)->color(), bg) >= 3);  // color() is not const in Qt 6.4
        if (const QByteArray shots = qgetenv("SOLIDMARK_UI_SHOTS"); !shots.isEmpty() && t != smui::Theme::System) {
            const QString base = QString::fromLocal8Bit(shots) + QLatin1Char('/');
            w.saveScreenshot(base + QStringLiteral("main-window-%1.png").arg(QLatin1String(smui::themeKey(t))));
            d->saveImage(base + QStringLiteral("preset-dialog-%1.png").arg(QLatin1String(smui::themeKey(t))));
        }
        d->close();
    }
    smui::applyTheme(smui::Theme::System);
    CHECK(smui::parseTheme(QStringLiteral("dark")) == smui::Theme::Dark);
    CHECK_FALSE(smui::parseTheme(QStringLiteral("blue")));
}

TEST_CASE("the presets dialog in the longest languages: translated, nothing clipped")
{
    for (const char* code : {"uk", "pl", "fr", "pt_BR", "es", "it"}) {
        INFO(code);
        REQUIRE(smui::applyLanguage(QString::fromLatin1(code)));
        smtest::TempDir dir;
        smui::MainWindow w;
        configureTinyRun(w, dir);
        w.show();
        auto* d = dynamic_cast<smui::PresetDialog*>(w.openTool("preset"));
        REQUIRE(d);
        d->setMix(70);
        QTest::qWait(50);  // layout
        CHECK(d->windowTitle() != QLatin1String("Queue-depth presets (CrystalDiskMark-style) — SolidMark"));
        CHECK(smtest::clipped(*d).join(QLatin1Char('\n')).toStdString() == "");
        if (const QByteArray shots = qgetenv("SOLIDMARK_UI_SHOTS"); !shots.isEmpty())
            d->grab().save(QString::fromLocal8Bit(shots) +
                           QStringLiteral("/preset-dialog-%1.png").arg(QLatin1String(code)));
        d->close();
    }
    REQUIRE(smui::applyLanguage(QStringLiteral("en")));
}
