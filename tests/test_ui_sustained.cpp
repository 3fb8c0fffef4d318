// Tools → Sustained write…, offscreen: a real short run here, a simulated
// drive's cache and heat shown from its result, and two results overlaid
// in the compare dialog.
#include "tools/compare_dialog.h"
#include "charts/compare_chart_view.h"
#include "window/main_window.h"
#include "result/compare.h"
#include "support/temp_dir.h"
#include "support/ui_checks.h"
#include "tools/sustained_dialog.h"
#include "charts/temperature_line.h"

#include <QLineSeries>
#include <QSignalSpy>
#include <QTest>
#include <catch2/catch.hpp>
#include <cmath>
#include <filesystem>
#include <fstream>
#if !defined(_WIN32)
#include <sys/stat.h>
#include <unistd.h>
#endif

using namespace sm;
namespace fs = std::filesystem;
using smtest::keep_png;

namespace {

// A drive with a 6 GiB cache at 1500 MiB/s, then 300 MiB/s, ±8 % noise,
// warming 1.5 °C per GiB from 38 °C; at its 55 °C warning it halves its speed.
SustainedResult simulated(bool hot)
{
    SustainedResult r;
    r.target = "/mnt/simulated";
    r.block_bytes = 1u << 20;
    r.amount_bytes = 14ull << 30;
    r.amount_rule = "14GiB";
    r.sample_ms = 500;
    r.engine = "psync";
    r.temperature.source = "hwmon nvme (hwmon1, Composite)";
    r.temperature.warning_c = 55;
    double written = 0, t = 0;
    for (int i = 0; written < static_cast<double>(r.amount_bytes); ++i) {
        const double temp = 38 + written / 1073741824.0 * 1.5;
        double v = written < 6.0 * 1073741824.0 ? 1500 : 300;
        if (hot && temp >= 55)
            v /= 2;
        v *= 1 + 0.08 * std::sin(i * 2.3);
        t += 0.5;
        written += v * 0.5 * 1048576.0;
        r.samples.push_back({t, static_cast<std::uint64_t>(written), v, temp});
        r.temperature.samples.push_back({t, temp});
    }
    r.written_bytes = r.samples.back().written_bytes;
    r.total_s = t + 0.05;
    r.flush_s = 0.05;
    return r;
}

}  // namespace

TEST_CASE("Tools > Sustained write runs here and shows its samples, verdict and the temperature's absence")
{
    smtest::TempDir dir;
    smui::MainWindow w;
    w.setInteractive(false);
    w.setTarget(QString::fromStdString(dir.str()));
    auto* d = dynamic_cast<smui::SustainedDialog*>(w.openTool("sustained"));
    REQUIRE(d);
    d->setPlan(1u << 20, 1, 256ull << 20, 0, 100);
    QSignalSpy ended(d, &smui::ToolDialog::runEnded);
    d->start();
    REQUIRE(ended.wait(120000));
    REQUIRE(ended.at(0).at(0).toBool());
    REQUIRE(d->result());
    const SustainedResult& r = *d->result();
    CHECK(r.written_bytes == 256ull << 20);
    REQUIRE(d->speedSeries()->count() == static_cast<int>(r.samples.size()));
    for (int i = 0; i < d->speedSeries()->count(); ++i)
        CHECK(d->speedSeries()->at(i).y() == r.samples[static_cast<std::size_t>(i)].mib_s);
    INFO(d->verdictText().toStdString());
    if (r.cache().detected)
        CHECK(d->verdictText().startsWith("Write cache:"));
    else
        CHECK(d->verdictText().startsWith("No write cache found"));
    if (!r.temperature.known())
        CHECK(d->temperatureText().contains(QString::fromStdString(r.temperature.reason)));
    CHECK(std::filesystem::is_empty(dir.path()));
    if (const QString keep = keep_png("sustained-dialog-real.png"); !keep.isEmpty())
        d->saveImage(keep);
    d->close();
}

TEST_CASE("Tools > Sustained write marks the simulated cache, charts the temperature and warns of throttling")
{
    smui::SustainedDialog d(QStringLiteral("/mnt/simulated"), 0);
    const SustainedResult cool = simulated(false);
    d.display(cool);
    const CacheVerdict v = cool.cache();
    REQUIRE(v.detected);
    // The series switches speed at whole samples: the cache ends with the last fast one.
    std::uint64_t fast_end = 0;
    for (const SustainedSample& s : cool.samples)
        if (s.mib_s > 1000)
            fast_end = s.written_bytes;
    CHECK(static_cast<double>(*v.bytes) == Approx(static_cast<double>(fast_end)).epsilon(0.05));
    REQUIRE(d.cacheLine()->count() == 2);
    CHECK(d.cacheLine()->at(0).x() == Approx(static_cast<double>(*v.bytes) / 1073741824.0));
    CHECK(d.temperatureLine()->series()->count() == static_cast<int>(cool.samples.size()));
    CHECK(d.verdictText().startsWith("Write cache:"));
    CHECK(d.throttleText().isEmpty());  // hot, but no slower than after the cache
    if (const QString keep = keep_png("sustained-dialog-simulated.png"); !keep.isEmpty())
        d.saveImage(keep);

    const SustainedResult hot = simulated(true);
    d.display(hot);
    REQUIRE(hot.throttle().warned);
    CHECK(d.throttleText().startsWith("Throttling:"));
    if (const QString keep = keep_png("sustained-dialog-throttle.png"); !keep.isEmpty())
        d.saveImage(keep);

    // Two results in the compare dialog: the table, and both curves on one chart, the cache's end marked.
    const Json a = to_json(cool), b = to_json(hot);
    const Comparison c = compare_documents(a, b, "A cool drive", "B hot drive");
    smui::CompareDialog cd(c);
    CHECK(cd.chartKeys().front() == QLatin1String("sustained"));
    REQUIRE(cd.chartView()->chart());
    int curves = 0, marks = 0;
    for (const smui::ChartItem& it : cd.chartView()->chart()->items()) {
        curves += it.kind == smui::ChartItem::Kind::Curve;
        marks += it.kind == smui::ChartItem::Kind::Line && it.dashed;
    }
    CHECK(curves == 2);
    CHECK(marks == 2);
    if (const QString keep = keep_png("sustained-compare.png"); !keep.isEmpty())
        cd.saveImage(keep);

    // The compare dialog's PNG goes through the outputs' write (util/text_file.h)
    // as every save does: a PNG file, and never through another user's link
    // in a folder anyone may write (docs/security.md).
    smtest::TempDir dir;
    const fs::path png = dir.path() / "compare.png";
    REQUIRE(cd.saveImage(QString::fromStdString(png.string())));
    std::ifstream in(png, std::ios::binary);
    std::string head(8, '\0');
    in.read(head.data(), 8);
    CHECK(head == "\x89PNG\r\n\x1a\n");
#if !defined(_WIN32)
    if (::geteuid() == 0) {
        const fs::path victim = dir.path() / "victim.conf", shared = dir.path() / "shared";
        std::ofstream(victim) << "secret=1\n";
        fs::create_directory(shared);
        REQUIRE(::chmod(shared.c_str(), 01777) == 0);
        const fs::path link = shared / "link.png";
        fs::create_symlink(victim, link);
        REQUIRE(::lchown(link.c_str(), 65534, 65534) == 0);  // nobody's link
        CHECK_FALSE(cd.saveImage(QString::fromStdString(link.string())));
        CHECK(fs::file_size(victim) == 9);
    }
#endif
}
