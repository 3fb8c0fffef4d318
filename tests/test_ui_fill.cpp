// Full and rested drives in the GUI, offscreen (docs/methodology.md §2
// "Filling the volume", §13 "Cache recovery"): the Fill control of the main
// window and of every Tools dialog, a run at 80 % full and a fill series on
// a loop volume (root only), and the cache recovery's chart from a result.
#include "charts/fill_chart.h"
#include "support/process.h"
#include "support/temp_dir.h"
#include "support/ui_checks.h"
#include "tools/sustained_dialog.h"
#include "tools/tool_registry.h"
#include "window/main_window.h"

#include <QChartView>
#include <QLabel>
#include <QSignalSpy>
#include <QTabWidget>
#include <catch2/catch.hpp>
#include <algorithm>
#include <filesystem>
#if !defined(_WIN32)
#include <unistd.h>
#endif

using namespace sm;
using smtest::keep_png;

TEST_CASE("the Fill control: as found unless chosen, levels and series typed, a bad entry refused before a run")
{
    smtest::TempDir dir;
    smui::MainWindow w;
    w.setInteractive(false);
    w.setTarget(QString::fromStdString(dir.str()));
    CHECK(w.fillChoice()->levels().empty());
    w.setFill(QStringLiteral("80%"));
    REQUIRE(w.fillChoice()->levels().size() == 1);
    CHECK(w.fillChoice()->levels()[0].percent == 80);
    w.fillChoice()->setEditText(QStringLiteral("0, 25, 50, 75 %"));
    CHECK(w.fillChoice()->levels().size() == 4);
    // The frame gives every Tools dialog the same control.
    for (const smui::KindUi* k : smui::toolKinds()) {
        INFO(std::string(k->key));
        smui::ToolDialog* d = w.openTool(k->key);
        REQUIRE(d);
        CHECK(d->fillChoice());
        d->close();
    }
    // A level above 95 % is refused with --fill's words before anything is written.
    auto* d = w.openTool("sustained");
    REQUIRE(d);
    d->setInteractive(false);
    d->fillChoice()->setEditText(QStringLiteral("96 %"));
    d->start();
    CHECK_FALSE(d->isRunning());
    CHECK(d->lastError().contains(QStringLiteral("from 0 to 95 %")));
    CHECK(std::filesystem::is_empty(dir.path()));
    d->close();
    // The main window refuses a falling list the same way.
    w.fillChoice()->setEditText(QStringLiteral("50, 25 %"));
    w.startRun();
    CHECK_FALSE(w.isRunning());
    CHECK(w.lastError().contains(QStringLiteral("must increase")));
}

namespace {

// 1500 MiB/s into a 6 GiB cache, then 300 MiB/s; after each rest the cache
// comes back at 60 MiB per second of rest, at most all of it.
SustainedResult rested()
{
    SustainedResult r;
    r.target = "/mnt/simulated";
    r.block_bytes = 1u << 20;
    r.amount_bytes = 20ull << 30;
    r.amount_rule = "20GiB";
    r.sample_ms = 500;
    r.engine = "psync";
    r.temperature.reason = "no hwmon sensor for the simulated drive";
    // Samples every 0.5 s of a drive at 1500 MiB/s for `fast_bytes`, then at 300 MiB/s.
    const auto stretch = [](double fast_bytes, double seconds) {
        std::vector<SustainedSample> out;
        double written = 0;
        for (double t = 0.5; t <= seconds + 1e-9; t += 0.5) {
            const double fast = std::clamp(fast_bytes - written, 0.0, 1500 * 0.5 * 1048576.0);
            const double bytes = fast + 300 * 1048576.0 * (0.5 - fast / (1500 * 1048576.0));
            written += bytes;
            out.push_back({t, static_cast<std::uint64_t>(written), bytes / 0.5 / 1048576.0, std::nullopt});
        }
        return out;
    };
    r.samples = stretch(6.0 * 1073741824.0, 12);
    r.written_bytes = r.samples.back().written_bytes;
    r.total_s = 12.05;
    r.flush_s = 0.05;
    r.rests_asked_s = {30, 120, 600};
    for (double rest : r.rests_asked_s) {
        RecoveryRest x;
        x.rest_s = rest;
        x.idle_s = rest + 0.05;
        x.samples = stretch(std::min(6.0 * 1073741824.0, rest * 60 * 1048576.0), 10);
        x.written_bytes = x.samples.back().written_bytes;
        x.seconds = 10;
        r.rests.push_back(x);
    }
    return r;
}

}  // namespace

TEST_CASE("Tools > Sustained write shows what each rest brought back, as a chart and in words")
{
    smui::SustainedDialog d(QStringLiteral("/mnt/simulated"), 0);
    const SustainedResult r = rested();
    d.display(r);
    REQUIRE(d.recoveryView());
    const QString text = d.recoveryText();
    INFO(text.toStdString());
    CHECK(text.startsWith(QStringLiteral("Cache recovery:")));
    CHECK(text.count(QStringLiteral("After ")) == 3);
    // 30 s of rest: 1.76 GiB back at 60 MiB per second of rest.
    const double back = static_cast<double>(r.recovery(r.rests[0]).recovered_bytes) / 1073741824.0;
    CHECK(back == Approx(30 * 60 / 1024.0).epsilon(0.05));
    if (const QString keep = keep_png("recovery-dialog.png"); !keep.isEmpty())
        d.saveImage(keep);
    // Asked for rests, no cache found: it says so and shows no chart.
    SustainedResult flat = rested();
    flat.samples = {{1, 300ull << 20, 300, std::nullopt}, {2, 600ull << 20, 300, std::nullopt}};
    flat.rests.clear();
    flat.recovery_reason = "no write cache was found";
    d.display(flat);
    CHECK_FALSE(d.recoveryView());
    CHECK(d.recoveryText().contains(QStringLiteral("No write cache was found")));
}

#if !defined(_WIN32)
TEST_CASE("the main window: a run at 80 % full says so in its header, and a fill series charts every level")
{
    if (::geteuid() != 0) {
        WARN("skipped: not running as root (mounting a loop volume needs it)");
        return;
    }
    smtest::TempDir dir;
    const std::filesystem::path img = dir.path() / "vol.img", mnt = dir.path() / "mnt";
    std::filesystem::create_directory(mnt);
    REQUIRE(smtest::run_process({"/usr/bin/truncate", "-s", "400M", img.string()}).exit_code == 0);
    REQUIRE(
        smtest::run_process({"/sbin/mkfs.ext4", "-q", "-F", "-m", "0", "-O", "^has_journal", img.string()}).exit_code ==
        0);
    if (smtest::run_process({"/bin/mount", "-o", "loop", img.string(), mnt.string()}).exit_code != 0) {
        WARN("skipped: mount -o loop failed");
        return;
    }
    struct Unmount {
        std::string at;
        ~Unmount() { smtest::run_process({"/bin/umount", "-l", at}); }
    } unmount{mnt.string()};

    smui::MainWindow w;
    w.setInteractive(false);
    w.setTarget(QString::fromStdString(mnt.string()));
    w.setTestSize(32ull << 20);
    w.setSelectedTests({true, true, true, true});
    w.setSeconds(0.5, 0.5, 30);
    w.setFill(QStringLiteral("80%"));
    w.resize(1000, 800);
    w.show();
    QSignalSpy ended(&w, &smui::MainWindow::runEnded);
    w.startRun();
    REQUIRE(ended.wait(120000));
    INFO(w.lastError().toStdString());
    REQUIRE(ended.at(0).at(0).toBool());
    REQUIRE(w.result());
    REQUIRE(w.result()->fill);
    CHECK(w.result()->fill->used_pct_during == Approx(80).margin(0.5));
    CHECK(w.headerText().contains(QStringLiteral("80 % full during the run")));
    CHECK_FALSE(w.fillSeriesTab());
    if (const QString keep = keep_png("fill-80-window.png"); !keep.isEmpty())
        w.saveScreenshot(keep);

    w.setFill(QStringLiteral("0,30,60%"));
    w.startRun();
    REQUIRE(ended.wait(240000));
    REQUIRE(ended.at(1).at(0).toBool());
    REQUIRE(w.result()->fill_series.size() == 3);
    QWidget* tab = w.fillSeriesTab();
    REQUIRE(tab);
    // One plot per unit: the scores, the rows in MB/s, Acc.time in ms; three points each line.
    for (const char* unit : {"score", "MB/s", "ms"})
        CHECK(tab->findChild<QChartView*>(QStringLiteral("fillChart:") + QLatin1String(unit)));
    if (const QString keep = keep_png("fill-series.png"); !keep.isEmpty()) {
        auto* tabs = tab->parentWidget() ? tab->parentWidget()->parentWidget() : nullptr;
        if (auto* t = qobject_cast<QTabWidget*>(tabs))
            t->setCurrentWidget(tab);
        tab->resize(900, 900);
        tab->grab().save(keep);
    }
    for (const auto& e : std::filesystem::directory_iterator(mnt))
        CHECK(e.path().filename().string().rfind("SolidMark-", 0) != 0);
}
#endif
