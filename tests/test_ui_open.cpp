// An opened result (File → Open, a history entry, `solidmark FILE`) says
// exactly what it shows: its own header, drive, settings, temperature and
// flags, under a banner naming where it came from and when it ran.
#include "history/history.h"
#include "tools/history_dialog.h"
#include "window/main_window.h"
#include "result/document.h"
#include "result/run_result.h"
#include "support/paths.h"
#include "support/process.h"
#include "support/temp_dir.h"
#include "support/ui_checks.h"
#include "util/text_file.h"

#include <QDateTime>
#include <QLabel>
#include <QLocale>
#include <QTableWidget>
#include <catch2/catch.hpp>

using namespace sm;

namespace {

// A 256 MiB run on a FUSE stick at 40–45 °C that left its folder behind.
RunResult stick_run()
{
    Measurement m;
    m.bytes = 256ull << 20;
    m.ios = 16;
    m.elapsed_s = 2;
    m.block_bytes = 16u << 20;
    RunResult r;
    r.get(TestId::Seq, false) = m;
    r.settings.size_bytes = m.bytes;
    r.started_at = "2026-11-30T10:15:00Z";
    r.target = "/media/stick";
    r.left_behind = {"/media/stick/SolidMark-0badf01d"};
    r.set_flag(flag::fuse);
    r.device.model = "Opened Stick 64GB";
    r.device.filesystem = "fuseblk";
    r.device.fuse_type = "exfat-fuse";
    r.temperature.samples = {{0, 40}, {1, 45}};
    r.temperature.source = "hwmon drivetemp";
    r.app_version = "0.1.0";
    return r;
}

bool windowShows(smui::MainWindow& w, const QString& text)
{
    for (QLabel* l : w.findChildren<QLabel*>())
        if (l->isVisibleTo(&w) && l->text().contains(text))
            return true;
    return false;
}

}  // namespace

TEST_CASE("an opened result shows its own size, target, drive, temperature and flags under a banner")
{
    smtest::TempDir dir;
    const std::string path = dir.str() + "/stick.solidmark.json";
    write_text_file(path, dump_json(to_json(stick_run())));
    smui::MainWindow w;
    w.setInteractive(false);
    w.setTarget(QString::fromStdString(dir.str()));
    w.setTestSize(1ull << 30);  // the size list says 1 GiB
    w.show();
    REQUIRE(w.importFile(QString::fromStdString(path)));
    const std::string header = w.headerText().toStdString();
    CHECK_THAT(header, Catch::Contains("/media/stick  ·  256 MiB  ·  "));
    CHECK_THAT(header, !Catch::Contains("1 GiB"));
    CHECK_THAT(header, Catch::StartsWith("Opened Stick 64GB"));
    CHECK_THAT(header, Catch::Contains("40–45 °C"));
    CHECK_THAT(header, Catch::Contains("FUSE (exfat-fuse)"));
    CHECK_THAT(header, Catch::Contains("Left behind: /media/stick/SolidMark-0badf01d — remove it by hand"));
    const QString banner = w.bannerText();
    CHECK(banner.startsWith(QStringLiteral("Opened from %1 — run on ").arg(QString::fromStdString(path))));
    const QDateTime ran(QDate(2026, 11, 30), QTime(10, 15), Qt::UTC);
    CHECK(banner.endsWith(QLocale().toString(ran.toLocalTime(), QLocale::ShortFormat)));  // in local time
    CHECK(windowShows(w, banner));                               // in the result panel, so in a screenshot too
    CHECK(windowShows(w, QStringLiteral("Opened Stick 64GB")));  // the drive panel: the result's drive
    CHECK(windowShows(w, QStringLiteral("fuseblk (exfat-fuse)")));
}

TEST_CASE("a history entry opens in the main window with the history named in the banner")
{
    smtest::TempDir dir;
    RunResult r = stick_run();
    const std::int64_t id = HistoryStore(HistoryStore::default_path()).save(r, "out-of-box");
    smui::MainWindow w;
    w.setInteractive(false);
    w.setTestSize(1ull << 30);
    smui::HistoryDialog* d = w.openHistory();
    d->selectIds({id});
    REQUIRE(d->openSelected());
    CHECK(w.bannerText().startsWith(QStringLiteral("Opened from the history (#%1) — run on ").arg(id)));
    CHECK_THAT(w.headerText().toStdString(), Catch::Contains("256 MiB"));
    d->close();
}

TEST_CASE("solidmark FILE opens the result, and an unreadable one is refused with its reason")
{
    smtest::TempDir dir, home;
    const std::string path = dir.str() + "/stick.solidmark.json";
    write_text_file(path, dump_json(to_json(stick_run())));
    const std::vector<std::string> env = smtest::gui_env(home.str());
    const std::string png = home.str() + "/opened.png";
    auto r = smtest::run_process(
        smtest::bounded({smtest::paths::gui, "--verbose", path, "--screenshot", png, "--quit"}), env);
    CHECK(r.exit_code == 0);
    CHECK_THAT(r.err, Catch::Contains("showing the result opened from " + path + " (run on 2026-11-30T10:15:00Z)"));
    CHECK(std::filesystem::file_size(png) > 1000);
    write_text_file(dir.str() + "/bad.json", "{\"schema\": \"solidmark.run/1\", ");
    r = smtest::run_process(smtest::bounded({smtest::paths::gui, dir.str() + "/bad.json", "--quit"}), env);
    CHECK(r.exit_code == 1);
    CHECK_THAT(r.err, Catch::Contains("Cannot import " + dir.str() + "/bad.json"));
}
