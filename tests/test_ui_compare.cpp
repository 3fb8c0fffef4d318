// Drives side by side (docs/methodology.md §8): History's Compare with any
// number of results, the review-style charts (bars and curves), their
// layout for 16 results in every language, and the images read back: the
// PNG by OCR (tesseract), the SVG by xmllint and Qt Svg. The results are
// real (tests/fixtures/compare/README.md: measured on the build machine).
#include "charts/compare_chart.h"
#include "charts/compare_chart_view.h"
#include "desktop/theme.h"
#include "history/history.h"
#include "support/filled_runs.h"
#include "support/paths.h"
#include "support/temp_dir.h"
#include "support/ui_checks.h"
#include "text/i18n.h"
#include "tools/compare_dialog.h"
#include "tools/history_dialog.h"
#include "util/text_file.h"

#include <QFile>
#include <QImage>
#include <QPainter>
#include <QPushButton>
#include <QTableWidget>
#include <catch2/catch.hpp>
#include <filesystem>
#include <map>

#if SOLIDMARK_HAVE_SVG
#include <QSvgRenderer>
#endif
#ifndef _WIN32
#include "support/process.h"

#include <sys/stat.h>
#include <unistd.h>
#endif

namespace {

const std::string kFixtures = std::string(smtest::paths::fixtures) + "/compare/";

// The drive lab's capacity checks of its fake (limbo) and wrapping drives.
std::vector<sm::CompareInput> capacityFixtures()
{
    const std::string dir = std::string(smtest::paths::fixtures) + "/capacity/";
    return {{sm::parse_json(sm::read_text_file(dir + "lab-limbo.json")), "lab-limbo.json", "Lab fake drive (limbo)"},
            {sm::parse_json(sm::read_text_file(dir + "lab-wrap.json")), "lab-wrap.json", "Lab drive that wraps"}};
}

// The real results of one kind ("suite", "sustained", "state"), in the order of their file names, with
// the labels they were measured under.
std::vector<sm::CompareInput> fixtures(const std::string& prefix)
{
    static const std::map<std::string, std::string> labels = {{"suite-1", "Virtio disk (ext4)"},
                                                              {"suite-2", "tmpfs (RAM)"},
                                                              {"suite-3", "zram (ext4)"},
                                                              {"suite-4", "Loop xfs, 4K sectors"},
                                                              {"suite-5", "Loop btrfs, 4K sectors"},
                                                              {"suite-6", "Throttled loop, 60 MB/s"},
                                                              {"sustained-1", "Virtio disk (ext4)"},
                                                              {"sustained-2", "zram (ext4)"},
                                                              {"sustained-3", "Loop xfs, 4K sectors"},
                                                              {"sustained-4", "Throttled loop, 60 MB/s"},
                                                              {"state-1", "out-of-box"},
                                                              {"state-2", "conditioned"},
                                                              {"state-3", "after a 10-minute rest"}};
    std::vector<std::string> files;
    for (const auto& f : std::filesystem::directory_iterator(kFixtures))
        if (f.path().filename().string().rfind(prefix + "-", 0) == 0)
            files.push_back(f.path().filename().string());
    std::sort(files.begin(), files.end());
    std::vector<sm::CompareInput> out;
    for (const std::string& f : files)
        out.push_back(
            {sm::parse_json(sm::read_text_file(kFixtures + f)), f, labels.at(f.substr(0, f.find('-', 0) + 2))});
    return out;
}

// `n` results cycled from `real`, named as a review would name them, long names included.
sm::Comparison many(const std::vector<sm::CompareInput>& real, std::size_t n, const QString& word)
{
    std::vector<sm::CompareInput> in;
    for (std::size_t i = 0; i < n; ++i) {
        sm::CompareInput x = real[i % real.size()];
        x.label = QStringLiteral("%1 %2 — %3").arg(word).arg(i + 1).arg(QString::fromStdString(x.label)).toStdString();
        in.push_back(std::move(x));
    }
    return sm::compare_documents(in);
}

// Pairs of texts whose boxes meet, and texts outside the image.
QStringList overlaps(const smui::CompareChart& chart)
{
    QStringList out;
    const auto texts = chart.texts();
    const QRectF canvas(QPointF(0, 0), QSizeF(chart.size()));
    for (std::size_t i = 0; i < texts.size(); ++i) {
        if (!canvas.contains(texts[i]->rect))
            out << QStringLiteral("outside: %1").arg(texts[i]->text);
        for (std::size_t j = i + 1; j < texts.size(); ++j)
            if (texts[i]->rect.intersects(texts[j]->rect))
                out << QStringLiteral("%1 / %2").arg(texts[i]->text, texts[j]->text);
    }
    return out;
}

int countItems(const smui::CompareChart& chart, smui::ChartItem::Kind kind, smui::ChartItem::Role role = {})
{
    int n = 0;
    for (const smui::ChartItem& it : chart.items())
        n += it.kind == kind && (kind != smui::ChartItem::Kind::Text || it.role == role) && it.entry >= 0;
    return n;
}

struct EnglishAfter {
    ~EnglishAfter() { smui::applyLanguage(QStringLiteral("en")); }
};

}  // namespace

TEST_CASE("History: Compare takes several results of one kind, and its chart draws every one")
{
    smtest::TempDir dir;
    const std::string db = dir.str() + "/history.sqlite";
    smtest::EnvVar env("SOLIDMARK_HISTORY_DB", db);
    std::vector<std::int64_t> suites, sustained;
    {
        sm::HistoryStore h(db);
        for (const sm::CompareInput& in : fixtures("suite"))
            suites.push_back(h.save(sm::kind_of_document(in.document), in.document, in.label));
        for (const sm::CompareInput& in : fixtures("sustained"))
            sustained.push_back(h.save(sm::kind_of_document(in.document), in.document, in.label));
    }
    REQUIRE(suites.size() == 6);
    smui::HistoryDialog h;
    QPushButton* compare = nullptr;
    for (QPushButton* b : h.findChildren<QPushButton*>())
        if (b->text() == QLatin1String("Compare"))
            compare = b;
    REQUIRE(compare);
    h.selectIds({suites[0]});
    CHECK_FALSE(compare->isEnabled());  // one result
    h.selectIds({suites[0], sustained[0]});
    CHECK_FALSE(compare->isEnabled());  // two kinds that do not pair
    h.selectIds({suites[0], suites[1], suites[2]});
    CHECK(compare->isEnabled());
    h.selectIds(suites);
    CHECK(compare->isEnabled());
    smui::CompareDialog* c = h.compareSelected();
    REQUIRE(c);
    REQUIRE(c->comparison().size() == 6);
    const smui::CompareChart* chart = c->chartView()->chart();
    REQUIRE(chart);
    CHECK(chart->chart().key == "mb_s");
    // Six tests, a bar and a name for each of the six results in each, every result named by its label.
    CHECK(countItems(*chart, smui::ChartItem::Kind::Fill) == 36);
    CHECK(countItems(*chart, smui::ChartItem::Kind::Text, smui::ChartItem::Role::Name) == 36);
    QStringList names;
    for (const smui::ChartItem* t : chart->texts())
        if (t->role == smui::ChartItem::Role::Name)
            names << t->text;
    for (const sm::CompareInput& in : fixtures("suite"))
        CHECK(names.count(QString::fromStdString(in.label)) == 6);
    CHECK(c->table()->columnCount() == 2 + 6);
    c->resize(1300, 1100);
    c->show();
    if (const QString keep = smtest::keep_png("compare-dialog-six.png"); !keep.isEmpty())
        c->saveImage(keep);
    c->close();

    h.selectIds(sustained);
    smui::CompareDialog* s = h.compareSelected();
    REQUIRE(s);
    REQUIRE(s->chartView()->chart());
    CHECK(s->chartView()->chart()->chart().key == "sustained");
    CHECK(countItems(*s->chartView()->chart(), smui::ChartItem::Kind::Curve) >= 4);
    CHECK(countItems(*s->chartView()->chart(), smui::ChartItem::Kind::Text, smui::ChartItem::Role::Legend) == 4);
    s->close();
}

TEST_CASE("compare charts: no two labels overlap for 16 results, bars and curves of every kind, in every language")
{
    EnglishAfter reset;
    const char* const langs[] = {"en", "de", "ru", "ja", "zh_CN", "es", "fr", "pt_BR", "pl", "uk", "it"};
    for (const char* lang : langs) {
        INFO(lang);
        REQUIRE(smui::applyLanguage(QString::fromLatin1(lang)));
        // Names in the language's own script, as long as a review's.
        const QString word = QCoreApplication::translate("smui::HistoryDialog", "Drive");
        std::vector<sm::Comparison> kinds = {many(fixtures("suite"), 16, word), many(fixtures("sustained"), 16, word),
                                             many(capacityFixtures(), 16, word)};
        // Every other kind that draws a chart, from the 0.1.0 documents (one result each, cycled).
        for (const char* kind :
             {"preset", "copy", "compression", "profile", "sweep", "surface", "steady", "condition", "fio"}) {
            const std::string file = std::string(smtest::paths::fixtures) + "/documents-0.1.0/" + kind + ".json";
            kinds.push_back(
                many({{sm::parse_json(sm::read_text_file(file)), file, "Samsung 990 PRO 2TB NVMe"}}, 16, word));
        }
        for (const sm::Comparison& k : kinds)
            for (const sm::CompareChart& ch : sm::compare_charts(k))
                for (const int width : {800, 1920})
                    for (const bool best : {true, false}) {
                        INFO(k.kind << " " << ch.key << " at " << width << (best ? ", best first" : ", listed"));
                        smui::ChartChoice choice;
                        choice.chart = ch.key;
                        choice.best_first = best;
                        choice.highlight = 3;
                        choice.subtitle = smui::chartSubtitle(k);
                        const smui::CompareChart chart(k, choice, smui::ChartCanvas{width, 1, false});
                        CHECK(overlaps(chart).join(QStringLiteral("; ")).toStdString() == "");
                        const auto role = ch.curves ? smui::ChartItem::Role::Legend : smui::ChartItem::Role::Name;
                        CHECK(countItems(chart, smui::ChartItem::Kind::Text, role) >= 16);
                        const std::string shot =
                            std::string("compare-16-") + lang + "-" + k.kind + "-" + ch.key + ".png";
                        // Kept: the suite's bars and the sustained curves in every language, every chart in English.
                        const bool keep_shot =
                            (k.kind == "run" && ch.key == "mb_s") || ch.key == "sustained" || std::string(lang) == "en";
                        if (width == 800 && best && keep_shot)
                            if (const QString keep = smtest::keep_png(shot.c_str()); !keep.isEmpty())
                                QImage::fromData(chart.png()).save(keep);
                    }
    }
}

TEST_CASE("compare charts: the PNG reads back by OCR with every name and value, the SVG is valid and draws the same")
{
    SOLIDMARK_LINUX_ONLY("tesseract and xmllint are Linux programs here");
#ifndef _WIN32
    smtest::TempDir dir;
    sm::Comparison c = sm::compare_documents(fixtures("suite"));
    for (const bool dark : {false, true}) {
        INFO((dark ? "dark" : "light"));
        smui::ChartChoice choice;
        choice.highlight = 0;
        choice.subtitle = smui::chartSubtitle(c);
        const smui::CompareChart chart(c, choice, smui::ChartCanvas{1200, 2, dark});
        const std::string png = dir.str() + (dark ? "/dark.png" : "/light.png");
        sm::write_text_file(png, chart.png().toStdString());
        CHECK(QImage(QString::fromStdString(png)).width() == 2400);
        const auto ocr = smtest::run_process({"/usr/bin/tesseract", png, "-", "--psm", "4"});
        REQUIRE(ocr.exit_code == 0);
        for (const sm::CompareEntry& e : c.entries)
            CHECK_THAT(ocr.out, Catch::Contains(e.name));
        // Each result's Seq read, as the table prints it.
        for (std::size_t i = 0; i < c.size(); ++i)
            for (const sm::CompareRow& r : c.rows)
                if (r.item == "Seq read" && r.metric == "MB/s")
                    CHECK_THAT(ocr.out, Catch::Contains(sm::compare_value_text(r.value(i), r.metric) + " MB/s"));
        CHECK_THAT(ocr.out, Catch::Contains("SolidMark 0.1.0") && Catch::Contains("Throughput"));
        if (!smui::CompareChart::canWriteSvg())
            continue;
        const std::string svg = dir.str() + (dark ? "/dark.svg" : "/light.svg");
        sm::write_text_file(svg, chart.svg().toStdString());
        const auto lint = smtest::run_process({"/usr/bin/xmllint", "--noout", svg});
        CHECK(lint.exit_code == 0);
        CHECK(lint.err.empty());
#if SOLIDMARK_HAVE_SVG
        // Drawn back by Qt Svg and read by OCR: the same names.
        QSvgRenderer renderer(QString::fromStdString(svg));
        REQUIRE(renderer.isValid());
        QImage back(chart.size() * 2, QImage::Format_ARGB32);
        back.fill(chart.background());
        {
            QPainter p(&back);
            renderer.render(&p);
        }
        const std::string again = dir.str() + "/svg.png";
        back.save(QString::fromStdString(again));
        const auto ocr2 = smtest::run_process({"/usr/bin/tesseract", again, "-", "--psm", "4"});
        for (const sm::CompareEntry& e : c.entries)
            CHECK_THAT(ocr2.out, Catch::Contains(e.name));
#endif
    }
    // The curves: every result's name in the legend, and the axis's title, read back too.
    const sm::Comparison curves = sm::compare_documents(fixtures("sustained"));
    const std::string sustained = dir.str() + "/sustained.png";
    sm::write_text_file(sustained,
                        smui::CompareChart(curves, {}, smui::ChartCanvas{1200, 2, false}).png().toStdString());
    const auto read = smtest::run_process({"/usr/bin/tesseract", sustained, "-", "--psm", "11"});
    REQUIRE(read.exit_code == 0);
    for (const sm::CompareEntry& e : curves.entries)
        CHECK_THAT(read.out, Catch::Contains(e.name));
    CHECK_THAT(read.out, Catch::Contains("GiB written") && Catch::Contains("Write speed over the amount written"));
    // A name with XML's own characters stays valid XML.
    c.entries[0].name = "<A & B> \"quoted\"";
    if (smui::CompareChart::canWriteSvg()) {
        const std::string svg = dir.str() + "/xml.svg";
        sm::write_text_file(svg, smui::CompareChart(c, {}, {}).svg().toStdString());
        CHECK(smtest::run_process({"/usr/bin/xmllint", "--noout", svg}).exit_code == 0);
    }
#endif
}

TEST_CASE("the compare dialog: names edited, a reference and a highlight chosen, saved as PNG, SVG, CSV and JSON")
{
    smtest::TempDir dir;
    smui::CompareDialog d(sm::compare_documents(fixtures("state")));
    REQUIRE(d.comparison().size() == 3);
    d.setName(1, QStringLiteral("after 1 min of random writes"));
    CHECK(d.comparison().entries[1].name == "after 1 min of random writes");
    CHECK(d.results()->item(1, 1)->text() == QLatin1String("after 1 min of random writes"));
    bool named = false;  // (elided where the name column is narrower than the name)
    for (const smui::ChartItem* t : d.chartView()->chart()->texts())
        named = named || (t->entry == 1 && t->role == smui::ChartItem::Role::Name && t->text.startsWith("after 1 min"));
    CHECK(named);
    d.setReference(2);
    CHECK(d.comparison().reference == 2);
    CHECK(d.results()->item(2, 0)->text().contains(QLatin1String("reference")));
    d.setHighlight(0);
    d.setBestFirst(false);
    // As listed: the bars of each test in the results' order.
    std::vector<int> order;
    for (const smui::ChartItem* t : d.chartView()->chart()->texts())
        if (t->role == smui::ChartItem::Role::Name && order.size() < 3)
            order.push_back(t->entry);
    CHECK(order == std::vector<int>{0, 1, 2});
    d.moveResult(2, 0);
    CHECK(d.comparison().entries[0].name == "after a 10-minute rest");
    CHECK(d.comparison().reference == 0);  // the reference moved with its result
    d.setImageOptions(800, 2, true);
    for (const char* f : {"png", "svg", "csv", "json"}) {
        const QString path = QString::fromStdString(dir.str() + "/c." + f);
        if (QLatin1String(f) == QLatin1String("svg") && !smui::CompareChart::canWriteSvg())
            continue;
        CHECK(d.exportTo(path, QString::fromLatin1(f)).toStdString() == "");
        CHECK(QFile(path).size() > 100);
    }
    CHECK(QImage(QString::fromStdString(dir.str() + "/c.png")).width() == 1600);
    const sm::Comparison back = sm::comparison_from_json(sm::parse_json(sm::read_text_file(dir.str() + "/c.json")));
    CHECK(back.entries[1].name == "out-of-box");
    CHECK(back.reference == 0);
    CHECK_THAT(sm::read_text_file(dir.str() + "/c.csv"), Catch::StartsWith("item,metric,higher_is_better,"));
    // A path that cannot be written: the sentence why, and nothing there.
    const QString bad = QString::fromStdString(dir.str() + "/no-such-folder/c.png");
    CHECK_THAT(d.exportTo(bad, QStringLiteral("png")).toStdString(), Catch::Contains("no-such-folder"));
    CHECK_FALSE(QFile::exists(bad));
    d.resize(1200, 1000);
    if (const QString keep = smtest::keep_png("compare-dialog-states.png"); !keep.isEmpty())
        d.saveImage(keep);
}

TEST_CASE("the compare dialog: capacity checks, their speed over the capacity and their data, exported safely")
{
    smtest::TempDir dir;
    std::vector<sm::CompareInput> in = capacityFixtures();
    in.push_back(in.front());
    in.back().label = "Lab fake drive, read again";
    smui::CompareDialog d(sm::compare_documents(in));
    REQUIRE(d.comparison().size() == 3);
    CHECK(d.comparison().kind == "capacity");
    const QStringList keys = d.chartKeys();
    CHECK(keys.mid(0, 2) == QStringList({QStringLiteral("capacity-write"), QStringLiteral("capacity-read")}));
    CHECK(keys.contains(QStringLiteral("gib")));
    int legend = 0;  // every result's curve, named
    for (const smui::ChartItem* t : d.chartView()->chart()->texts())
        legend += t->role == smui::ChartItem::Role::Legend;
    CHECK(legend == 3);
    CHECK(d.table()->columnCount() == 5);
    d.setChart(QStringLiteral("gib"));
    int names = 0;  // intact and lost: a bar per result each
    for (const smui::ChartItem* t : d.chartView()->chart()->texts())
        names += t->role == smui::ChartItem::Role::Name;
    CHECK(names == 6);
    d.resize(1200, 1000);
    if (const QString keep = smtest::keep_png("compare-dialog-capacity.png"); !keep.isEmpty())
        d.saveImage(keep);
    const QString png = QString::fromStdString(dir.str() + "/capacity.png");
    CHECK(d.exportTo(png, QStringLiteral("png")).toStdString() == "");
    CHECK(QFile(png).size() > 100);
#ifndef _WIN32
    // Every export goes through the outputs' write (issue 50): as root, another user's link in a
    // folder anyone may write is refused and what it names is left alone.
    if (::geteuid() == 0) {
        const std::filesystem::path victim = dir.path() / "victim.conf", shared = dir.path() / "shared";
        sm::write_text_file(victim.string(), "secret=1\n");
        std::filesystem::create_directory(shared);
        REQUIRE(::chmod(shared.c_str(), 01777) == 0);
        const std::filesystem::path link = shared / "link.png";
        std::filesystem::create_symlink(victim, link);
        REQUIRE(::lchown(link.c_str(), 65534, 65534) == 0);  // nobody's link
        for (const char* f : {"png", "csv", "json"})
            CHECK_FALSE(d.exportTo(QString::fromStdString(link.string()), QString::fromLatin1(f)).isEmpty());
        CHECK(sm::read_text_file(victim.string()) == "secret=1\n");
    }
#endif
}

TEST_CASE("compare charts: every colour stands out from its background")
{
    for (const bool dark : {false, true}) {
        const smui::CompareChart chart(sm::compare_documents(fixtures("sustained")), {}, {1200, 1, dark});
        for (std::size_t i = 0; i < 16; ++i)
            CHECK(smui::contrastRatio(smui::seriesColor(i, dark), chart.background()) >= 3.0);
        for (const smui::ChartItem* t : chart.texts())
            CHECK(smui::contrastRatio(t->color, chart.background()) >= 4.5);
    }
}

TEST_CASE("solidmark-cli draws the same PNG with no display")
{
    SOLIDMARK_LINUX_ONLY("runs solidmark-cli, a Linux build here");
#ifndef _WIN32
    smtest::TempDir dir;
    std::vector<std::string> argv = {smtest::paths::cli, "compare"};
    for (const auto& f : std::filesystem::directory_iterator(kFixtures))
        if (f.path().filename().string().rfind("sustained-", 0) == 0)
            argv.push_back(f.path().string());
    std::sort(argv.begin() + 2, argv.end());
    const std::string png = dir.str() + "/cli.png";
    for (const std::string& a :
         std::vector<std::string>{"--png", png, "--width", "1200", "--theme", "dark", "--highlight", "B"})
        argv.push_back(a);
    // No display, and no platform chosen: the CLI chooses offscreen itself.
    const auto r = smtest::run_process(argv, {"DISPLAY=", "WAYLAND_DISPLAY=", "QT_QPA_PLATFORM="});
    REQUIRE(r.exit_code == 0);
    std::vector<sm::CompareInput> in = fixtures("sustained");
    for (sm::CompareInput& x : in)  // the CLI's files have no labels: named by their dates
        x.label.clear();
    // The window's Save PNG, with the same choices: the same pixels.
    smui::CompareDialog d(sm::compare_documents(in));
    d.setHighlight(1);
    d.setImageOptions(1200, 1, true);
    const QImage cli(QString::fromStdString(png)), here = QImage::fromData(d.exportChart().png());
    CHECK(cli.size() == here.size());
    CHECK(cli.convertToFormat(QImage::Format_ARGB32) == here.convertToFormat(QImage::Format_ARGB32));
#endif
}

namespace {

int table_row(const QTableWidget* t, const QString& item)
{
    for (int r = 0; r < t->rowCount(); ++r)
        if (t->item(r, 0) && t->item(r, 0)->text() == item)
            return r;
    return -1;
}

}  // namespace

TEST_CASE(
    "the compare dialog shows each result's fill, pairs fill series level by level and a series by its nearest level")
{
    const sm::Json a = sm::to_json(smtest::filled_series({{0, 1000}, {50, 900}, {80, 500}})),
                   b = sm::to_json(smtest::filled_series({{0, 1100}, {50, 700}}));
    smui::CompareDialog levels(sm::compare_documents({{a, "a", "990 PRO"}, {b, "b", "SN850X"}}));
    const int fill_col = 6;
    CHECK(levels.results()->horizontalHeaderItem(fill_col)->text() == QLatin1String("Fill"));
    CHECK(levels.results()->item(0, fill_col)->text() == QLatin1String("a fill series: 0, 50, 80 %"));
    const int half = table_row(levels.table(), QStringLiteral("Seq read @ 50 %"));
    REQUIRE(half >= 0);
    CHECK(levels.table()->item(half, 2)->text().startsWith(QLatin1String("900")));
    CHECK(levels.chartKeys().contains(QLatin1String("latency-4k-read@50")));
    levels.resize(1200, 900);
    if (const QString keep = smtest::keep_png("compare-dialog-fill-series.png"); !keep.isEmpty())
        levels.saveImage(keep);
    // The series beside two single results at 48 and 79 %: its level nearest the first one's fill.
    smui::CompareDialog nearest(sm::compare_documents({{sm::to_json(smtest::filled_run(950, 48)), "x", "at 48 %"},
                                                       {a, "a", "990 PRO series"},
                                                       {sm::to_json(smtest::filled_run(480, 79)), "y", "at 79 %"}}));
    CHECK(nearest.results()->item(1, fill_col)->text() ==
          QLatin1String("the 50 % level of a fill series (50 % full during the run)"));
    CHECK(nearest.results()->item(2, fill_col)->text() == QLatin1String("79 % full during the run"));
    CHECK(nearest.notes().join(QLatin1Char(' ')).contains(QLatin1String("different fills")));
    const int seq = table_row(nearest.table(), QStringLiteral("Seq read"));
    REQUIRE(seq >= 0);
    CHECK(nearest.table()->item(seq, 3)->text().startsWith(QLatin1String("900")));
    nearest.resize(1200, 900);
    if (const QString keep = smtest::keep_png("compare-dialog-fill-nearest.png"); !keep.isEmpty())
        nearest.saveImage(keep);
}
