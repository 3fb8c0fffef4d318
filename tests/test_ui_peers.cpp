// History > Import… with the peer tools' text saves (tests/fixtures/peers),
// and the compare dialog with an imported result beside a preset run.
#include "tools/compare_dialog.h"
#include "charts/compare_chart_view.h"
#include "history/history.h"
#include "tools/history_dialog.h"
#include "result/peer_import.h"
#include "support/paths.h"
#include "support/results.h"
#include "support/temp_dir.h"
#include "support/ui_checks.h"
#include "tools/tool_dialog.h"
#include "tools/tool_registry.h"
#include "util/text_file.h"

#include <QAction>
#include <QMenu>
#include <QTableWidget>
#include <catch2/catch.hpp>
#include <cstdlib>
#include <memory>
#include <optional>

namespace {

// The row of history entry `id` in the dialog's table, or -1.
int row_of_id(const smui::HistoryDialog& h, std::int64_t id)
{
    for (int r = 0; r < h.table()->rowCount(); ++r)
        if (h.table()->item(r, 0)->data(Qt::UserRole).toLongLong() == id)
            return r;
    return -1;
}

}  // namespace

TEST_CASE("History > Import… stores a peer tool's text save, refuses bad text, and Compare puts it beside a preset")
{
    smtest::TempDir dir;
    const std::string db = dir.str() + "/history.sqlite";
    smtest::EnvVar env("SOLIDMARK_HISTORY_DB", db);  // the history the dialog opens
    const std::string peers = std::string(smtest::paths::fixtures) + "/peers/";
    // A preset run of the nvme tests (made up), already in the history.
    const std::int64_t run = sm::HistoryStore(db).save(smtest::preset_of({{"SEQ1M Q8T1", 6800.5, 6100.25},
                                                                          {"SEQ128K Q32T1", 6300, 5900},
                                                                          {"RND4K Q32T16", 3100.75, 2850},
                                                                          {"RND4K Q1T1", 92.5, 290.125}}),
                                                       "out-of-box");

    smui::HistoryDialog h;
    REQUIRE(h.table()->rowCount() == 1);
    REQUIRE(h.importFile(QString::fromStdString(peers + "cdm9-nvme.txt"), sm::ImportFormat::Auto));
    REQUIRE(h.table()->rowCount() == 2);
    const std::int64_t peer = run + 1;
    const int row = row_of_id(h, peer);
    REQUIRE(row >= 0);
    CHECK(h.table()->item(row, 2)->text() == smui::kindName("peer"));
    CHECK(h.table()->item(row, 3)->text() == QLatin1String("CrystalDiskMark 9.0.1"));
    CHECK(h.table()->item(row, 5)->text() == QLatin1String("1.00 GiB"));
    CHECK(h.table()->item(row, 0)->isSelected());  // the entry just imported
    if (const QString keep = smtest::keep_png("history-peer-import.png"); !keep.isEmpty())
        h.grab().save(keep);

    // Bad text, or a format that is not the file's: the line that failed, and nothing stored.
    std::string bad = sm::read_text_file(peers + "cdm8-peak-mix.txt");
    bad.replace(bad.find("3512.804"), 8, "   -----");
    const std::string badFile = dir.str() + "/bad.txt";
    sm::write_text_file(badFile, bad);
    CHECK_FALSE(h.importFile(QString::fromStdString(badFile), sm::ImportFormat::Auto));
    CHECK(h.lastError().startsWith(QLatin1String("Cannot import bad.txt:\nline 9 (")));
    CHECK(h.lastError().endsWith(QLatin1String("\nNothing was stored.")));
    CHECK_FALSE(h.importFile(QString::fromStdString(peers + "kdiskmark-3.1.4.txt"), sm::ImportFormat::Cdm));
    CHECK(h.lastError().contains(QLatin1String("this is a KDiskMark save")));
    CHECK(h.table()->rowCount() == 2);
    CHECK(sm::HistoryStore(db).list().size() == 2);

    // The run and the imported text compared: rows matched by test, the note on what B's numbers are.
    h.selectIds({run, peer});
    smui::CompareDialog* c = h.compareSelected();
    REQUIRE(c);
    CHECK(c->comparison().kind == "preset");
    CHECK(c->comparison().kind_b == "peer");
    CHECK(c->windowTitle().contains(smui::kindName("peer")));
    // Four tests, read and write, in decimal MB/s: a bar for each result in each.
    REQUIRE(c->chartView()->chart());
    CHECK(c->chartView()->chart()->chart().key == "mb_s");
    int bars = 0;
    for (const smui::ChartItem& it : c->chartView()->chart()->items())
        bars += it.kind == smui::ChartItem::Kind::Fill && it.entry >= 0;
    CHECK(bars == 16);
    REQUIRE(c->notes().size() == 1);
    CHECK(c->notes().front().contains(QLatin1String(": CrystalDiskMark's MB/s are decimal")));
    for (const sm::CompareRow& r : c->comparison().rows)
        CHECK((r.value(0) && r.value(1)));
    if (const QString keep = smtest::keep_png("compare-peer-preset.png"); !keep.isEmpty()) {
        c->resize(1000, 900);
        c->grab().save(keep);
    }
    c->close();
}

TEST_CASE("the Export menu offers Save as text for the presets, whose kind has a text layout, and not for others")
{
    for (const char* key : {"preset", "sweep"}) {
        INFO(key);
        const smui::KindUi* ui = smui::kindUi(key);
        REQUIRE(ui);
        REQUIRE(ui->open);
        std::unique_ptr<smui::ToolDialog> d(ui->open(QString(), 16ull << 20, nullptr));
        QMenu* menu = d->findChild<QMenu*>();
        REQUIRE(menu);
        QStringList items;
        for (const QAction* a : menu->actions())
            items << a->text();
        const bool text = std::string_view(key) == "preset";
        CHECK(items.contains(QStringLiteral("Save as text…")) == text);
        CHECK(items.size() == (text ? 3 : 2));  // JSON…, CSV…
        // Nothing to save before a run: said, not written.
        CHECK_FALSE(d->exportTo(QStringLiteral("/nonexistent/x.txt"), QStringLiteral("txt")));
        CHECK(d->lastError() == QLatin1String("There is no result to export yet."));
        if (const QString keep = smtest::keep_png("preset-export-menu.png"); text && !keep.isEmpty()) {
            menu->adjustSize();
            menu->grab().save(keep);
        }
    }
}
