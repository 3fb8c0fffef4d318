// Tools → Capacity check…, offscreen: a real check here (genuine), the map
// filled live and from the result, and emulated fake, wrapping and failing
// drives' results shown as a user sees them (SOLIDMARK_UI_SHOTS keeps the PNGs).
#include "charts/capacity_map.h"
#include "panels/fill_choice.h"
#include "support/paths.h"
#include "support/temp_dir.h"
#include "support/ui_checks.h"
#include "text/i18n.h"
#include "tools/capacity_dialog.h"
#include "util/text_file.h"
#include "window/main_window.h"

#include <QComboBox>
#include <QLineSeries>
#include <QSignalSpy>
#include <catch2/catch.hpp>
#include <filesystem>

using namespace sm;
using smtest::keep_png;

namespace {

constexpr std::uint64_t kGiB = 1ull << 30;

// A drive that announces 64 GiB and holds 29.3 GiB: past that, reads give zeros.
CapacityResult emulated(CapacityVerdictKind kind)
{
    CapacityResult r;
    r.target = "/media/stick";
    r.folder = "/media/stick/SolidMark-1a2b3c4d";
    r.device.model = "USB DISK 3.0";
    r.device.capacity_bytes = r.announced_bytes = 64 * kGiB;
    r.device.volume_size_bytes = 64 * kGiB - (32ull << 20);
    r.amount_bytes = 60 * kGiB;
    r.amount_rule = "all the free space but 16.00 MiB";
    r.free_bytes_before = r.amount_bytes + (16ull << 20);
    r.block_bytes = 16u << 20;
    const std::uint64_t real = 29 * kGiB + (300ull << 20), sectors = kGiB / kH2wSector;
    double t = 0;
    for (unsigned n = 1; n <= 60; ++n) {
        CapacityFile f;
        f.number = n;
        f.bytes = f.written_bytes = f.read_bytes = kGiB;
        f.write_s = 1.0 / (0.045 + 0.01 * ((n * 7) % 5) / 10);
        f.read_s = 1.0 / 0.09;
        const std::uint64_t base = (n - 1) * kGiB;
        if (kind == CapacityVerdictKind::Fake && base + kGiB > real) {
            const std::uint64_t ok = base < real ? (real - base) / kH2wSector : 0;
            f.sectors.ok = ok;
            f.sectors.corrupted = f.sectors.zeros = sectors - ok;
            f.sectors.first_bad = H2wCounts::Bad{base + ok * kH2wSector, 0, SectorState::Corrupted};
        } else if (kind == CapacityVerdictKind::WrapsAround && n <= 30) {
            f.sectors.overwritten = sectors;
            f.sectors.wrap_bytes = 30 * kGiB;
            f.sectors.first_bad = H2wCounts::Bad{base, base + 30 * kGiB, SectorState::Overwritten};
        } else {
            f.sectors.ok = sectors;
        }
        r.files.push_back(f);
        t += f.write_s;
        r.write_samples.push_back({t, n * kGiB, 1024.0 / f.write_s, std::nullopt});
    }
    r.write_s = t;
    t = 0;
    for (unsigned n = 1; n <= 60; ++n) {
        t += r.files[n - 1].read_s;
        r.read_samples.push_back({t, n * kGiB, 1024.0 / r.files[n - 1].read_s, std::nullopt});
    }
    r.read_s = t;
    return r;
}

}  // namespace

TEST_CASE("Tools > Capacity check runs here: genuine, every cell intact, both curves, nothing left")
{
    smtest::TempDir dir;
    smui::MainWindow w;
    w.setInteractive(false);
    w.setTarget(QString::fromStdString(dir.str()));
    auto* d = dynamic_cast<smui::CapacityDialog*>(w.openTool("capacity"));
    REQUIRE(d);
    d->setPlan(64ull << 20, 0, 8ull << 20);
    QSignalSpy ended(d, &smui::ToolDialog::runEnded);
    d->start();
    REQUIRE(ended.wait(120000));
    REQUIRE(ended.at(0).at(0).toBool());
    REQUIRE(d->result());
    const CapacityResult& r = *d->result();
    CHECK(r.written_bytes() == 64ull << 20);
    REQUIRE(d->map()->cellCount() == 8);
    for (int i = 0; i < 8; ++i)
        CHECK(d->map()->cell(i) == smui::CapacityMap::Cell::Ok);
    // One point per file, at its end on the capacity, at its own speed.
    REQUIRE(d->writeSeries()->count() == 8);
    REQUIRE(d->readSeries()->count() == 8);
    CHECK(d->writeSeries()->at(7).x() == Approx(64.0 / 1024));
    CHECK(d->readSeries()->at(0).y() == Approx(8.0 / r.files[0].read_s));
    CHECK(d->verdictText().startsWith("Genuine: all 64.00 MiB written read back intact"));
    CHECK(d->figuresText().contains("f3read and H2testw read only 1 GiB files"));
    CHECK(std::filesystem::is_empty(dir.path()));
    if (const QString keep = keep_png("capacity-dialog-genuine-real.png"); !keep.isEmpty())
        d->saveImage(keep);
    d->close();
}

TEST_CASE("Tools > Capacity check shows a fake drive, a wrapping one and the map's slices")
{
    smui::CapacityDialog d(QStringLiteral("/media/stick"), 0);
    d.display(emulated(CapacityVerdictKind::Fake));
    CHECK(d.verdictText() ==
          "Fake: only the first 29.29 GiB hold their data; what was written past that reads back "
          "as zeros.");
    REQUIRE(d.map()->cellCount() == 60);
    CHECK(d.map()->cell(0) == smui::CapacityMap::Cell::Ok);
    CHECK(d.map()->cell(29) == smui::CapacityMap::Cell::Partly);
    CHECK(d.map()->cell(59) == smui::CapacityMap::Cell::Lost);
    CHECK(d.figuresText().contains("Real capacity (intact data): 29.29 GiB"));
    if (const QString keep = keep_png("capacity-dialog-fake.png"); !keep.isEmpty())
        d.saveImage(keep);

    d.display(emulated(CapacityVerdictKind::WrapsAround));
    CHECK(d.verdictText() == "Wraps around: data written past 30.00 GiB overwrote earlier data.");
    CHECK(d.map()->cell(0) == smui::CapacityMap::Cell::Lost);
    CHECK(d.map()->cell(45) == smui::CapacityMap::Cell::Ok);
    if (const QString keep = keep_png("capacity-dialog-wrap.png"); !keep.isEmpty())
        d.saveImage(keep);

    // A 2 TB drive in 1 GiB files: more cells than fit, drawn as slices, worst first.
    smui::CapacityMap map;
    std::vector<smui::CapacityMap::Cell> cells(1863, smui::CapacityMap::Cell::Ok);
    cells[1000] = smui::CapacityMap::Cell::Lost;
    map.setCells(cells);
    CHECK(map.drawnCount() == smui::CapacityMap::kMaxDrawn);
    const smui::CapacityMap::Grid g = map.gridFor(600, 300);
    CHECK(g.columns * ((smui::CapacityMap::kMaxDrawn + g.columns - 1) / g.columns) >= smui::CapacityMap::kMaxDrawn);
    CHECK(g.cell >= 3);
}

TEST_CASE("Tools > Capacity check shows the drive lab's emulated fake and wrapping drives as they came, in English and "
          "German")
{
    smui::CapacityDialog d(QStringLiteral("/mnt/limbo"), 0);
    CHECK_FALSE(d.fillChoice()->isVisibleTo(&d));  // the check fills the volume itself: --fill is refused
    const std::string dir = std::string(smtest::paths::fixtures) + "/capacity/";
    const auto lab = [&](const char* name) {
        return read_document<CapacityResult>(parse_json(read_text_file(dir + name)));
    };
    // limbo: 64 MiB real, 256 MiB announced, 16 MiB files (tests/lab/groups/capacity.py).
    const CapacityResult limbo = lab("lab-limbo.json");
    d.display(limbo);
    CHECK(d.verdictText().startsWith("Fake: only the first 61.97 MiB hold their data"));
    CHECK(d.figuresText().contains("Announced: drive 256.00 MiB"));
    REQUIRE(d.map()->cellCount() == static_cast<int>(limbo.files.size()));
    CHECK(d.map()->cell(0) == smui::CapacityMap::Cell::Ok);
    CHECK(d.map()->cell(3) == smui::CapacityMap::Cell::Partly);
    CHECK(d.map()->cell(d.map()->cellCount() - 1) == smui::CapacityMap::Cell::Lost);
    // The Files list says how the result shown was made: 16 MiB files, not the default 1 GiB.
    const QList<QComboBox*> combos = d.findChildren<QComboBox*>();
    CHECK(std::any_of(combos.begin(), combos.end(),
                      [](const QComboBox* c) { return c->currentData().toULongLong() == 16ull << 20; }));
    if (const QString keep = keep_png("capacity-dialog-lab-fake.png"); !keep.isEmpty())
        d.saveImage(keep);
    const CapacityResult wrap = lab("lab-wrap.json");
    d.display(wrap);
    CHECK(d.verdictText() == "Wraps around: data written past 66.00 MiB overwrote earlier data.");
    if (const QString keep = keep_png("capacity-dialog-lab-wrap.png"); !keep.isEmpty())
        d.saveImage(keep);
    {
        struct English {
            ~English() { smui::applyLanguage(QStringLiteral("en")); }
        } english;
        REQUIRE(smui::applyLanguage(QStringLiteral("de")));
        smui::CapacityDialog de(QStringLiteral("/mnt/limbo"), 0);
        de.display(limbo);
        CHECK(de.verdictText().startsWith(QStringLiteral("Fälschung:")));
        if (const QString keep = keep_png("capacity-dialog-lab-fake-de.png"); !keep.isEmpty())
            de.saveImage(keep);
    }
}
