#include "ui_text.h"

#include "util/units.h"

#include <QLocale>
#include <QRegularExpression>

namespace smui {

QString localNumber(double v, int decimals)
{
    QLocale l;
    l.setNumberOptions(QLocale::OmitGroupSeparator);
    return l.toString(v, 'f', decimals);
}

QString localizeNumbers(const QString& text)
{
    const QChar point = QLocale().decimalPoint().at(0);
    if (point == QLatin1Char('.'))
        return text;
    QString out = text;
    for (qsizetype i = 1; i + 1 < out.size(); ++i)
        if (out[i] == QLatin1Char('.') && out[i - 1].isDigit() && out[i + 1].isDigit())
            out[i] = point;
    return out;
}

QString bytesText(std::uint64_t bytes) { return localizeNumbers(qs(sm::format_bytes(bytes))); }

QString UiText::readWrite(bool write) { return write ? tr("write") : tr("read"); }

QString UiText::phase(sm::TestId test, bool write)
{
    //: %1 is a test name kept as AS SSD prints it (Seq, 4K, 4K-64Thrd, Acc.time)
    return write ? tr("%1 write").arg(QLatin1String(sm::test_label(test)))
                 : tr("%1 read").arg(QLatin1String(sm::test_label(test)));
}

QString UiText::copySet(const QString& english)
{
    if (english == QLatin1String("ISO"))
        return tr("ISO");
    if (english == QLatin1String("Program"))
        return tr("Program");
    if (english == QLatin1String("Game"))
        return tr("Game");
    return english;
}

QString UiText::notAvailable() { return tr("n/a"); }

QString UiText::bufferedNote() { return tr("Buffered I/O: the operating system's cache was in the path."); }

namespace {

struct Translated {
    bool known = false;
    QString text;
};

Translated translate_core(const QString& t)
{
    // Fixed texts.
    if (t == QLatin1String("Creating the test folder"))
        return {true, UiText::tr("Creating the test folder")};
    if (t == QLatin1String("Removing the test folder"))
        return {true, UiText::tr("Removing the test folder")};
    if (t == QLatin1String("Preparing test file"))
        return {true, UiText::tr("Preparing test file")};
    if (t == QLatin1String("Sequential fill"))
        return {true, UiText::tr("Sequential fill")};
    if (t == QLatin1String("Conditioning"))
        return {true, UiText::tr("Conditioning")};
    if (t == QLatin1String("Removing the conditioning file"))
        return {true, UiText::tr("Removing the conditioning file")};

    // Patterns.
    static const QRegularExpression phase(
        QStringLiteral("^(Seq|4K|4K-64Thrd|Acc\\.time|(?:SEQ|RND)\\d+[KMB]? Q\\d+T\\d+) (read|write)$"));
    static const QRegularExpression qdstep(QStringLiteral("^(database|fileserver|webserver|workstation) QD (\\d+)$"));
    static const QRegularExpression block(QStringLiteral("^(\\d+[KMB]) (read|write)$"));
    static const QRegularExpression surface(QStringLiteral("^surface point (\\d+) of (\\d+)$"));
    static const QRegularExpression round(QStringLiteral("^round (\\d+)$"));
    static const QRegularExpression pass(QStringLiteral("^(.+ (?:read|write)), pass (\\d+)/(\\d+)$"));
    static const QRegularExpression point(QStringLiteral("^(\\d+)% (read|write)$"));
    static const QRegularExpression copy(QStringLiteral("^(ISO|Program|Game) copy$"));
    static const QRegularExpression create(QStringLiteral("^Creating the (ISO|Program|Game) set \\((\\d+) files, (.+)\\)$"));
    static const QRegularExpression verify(QStringLiteral("^Verifying the (ISO|Program|Game) copy$"));
    static const QRegularExpression remove(QStringLiteral("^Removing the (ISO|Program|Game) set and its copy$"));
    static const QRegularExpression cond(QStringLiteral("^Conditioning (\\S+) MB/s, (.+) written, ETA (\\d+:\\d+)$"));
    QRegularExpressionMatch m;
    if ((m = qdstep.match(t)).hasMatch())
        return {true, UiText::tr("%1 profile, queue depth %2").arg(m.captured(1), m.captured(2))};
    if ((m = pass.match(t)).hasMatch())
        return {true, UiText::tr("%1, pass %2 of %3").arg(translate_core(m.captured(1)).text, m.captured(2), m.captured(3))};
    if ((m = phase.match(t)).hasMatch())
        return {true, m.captured(2) == QLatin1String("write") ? UiText::tr("%1 write").arg(m.captured(1))
                                                             : UiText::tr("%1 read").arg(m.captured(1))};
    if ((m = block.match(t)).hasMatch())
        return {true, m.captured(2) == QLatin1String("write") ? UiText::tr("%1 blocks, write").arg(m.captured(1))
                                                             : UiText::tr("%1 blocks, read").arg(m.captured(1))};
    if ((m = surface.match(t)).hasMatch())
        return {true, UiText::tr("Surface point %1 of %2").arg(m.captured(1), m.captured(2))};
    if ((m = round.match(t)).hasMatch())
        return {true, UiText::tr("Round %1").arg(m.captured(1))};
    if ((m = point.match(t)).hasMatch())
        return {true, m.captured(2) == QLatin1String("write")
                          ? UiText::tr("%1 % compressible, write").arg(m.captured(1))
                          : UiText::tr("%1 % compressible, read").arg(m.captured(1))};
    if ((m = copy.match(t)).hasMatch())
        return {true, UiText::tr("%1 copy").arg(UiText::copySet(m.captured(1)))};
    if ((m = create.match(t)).hasMatch())
        return {true, UiText::tr("Creating the %1 set (%n file(s), %2)", nullptr, m.captured(2).toInt())
                          .arg(UiText::copySet(m.captured(1)), localizeNumbers(m.captured(3)))};
    if ((m = verify.match(t)).hasMatch())
        return {true, UiText::tr("Verifying the %1 copy").arg(UiText::copySet(m.captured(1)))};
    if ((m = remove.match(t)).hasMatch())
        return {true, UiText::tr("Removing the %1 set and its copy").arg(UiText::copySet(m.captured(1)))};
    if ((m = cond.match(t)).hasMatch())
        return {true, UiText::tr("Conditioning: %1 MB/s, %2 written, %3 left")
                          .arg(localizeNumbers(m.captured(1)), localizeNumbers(m.captured(2)), m.captured(3))};
    return {false, t};
}

}  // namespace

QString UiText::core(const QString& text) { return translate_core(text).text; }

bool UiText::knownCoreText(const QString& text) { return translate_core(text).known; }

QString UiText::compareItem(const std::string& item)
{
    const QString t = qs(item);
    if (t == QLatin1String("Score"))
        return tr("Score");
    if (t == QLatin1String("Conditioning"))
        return tr("Conditioning");
    // Steady state and surface scan rows.
    if (t == QLatin1String("Steady state"))
        return tr("Steady state");
    if (t == QLatin1String("Window mean"))
        return tr("Window mean");
    if (t == QLatin1String("Min"))
        return tr("Min");
    if (t == QLatin1String("Avg"))
        return tr("Avg");
    if (t == QLatin1String("Max"))
        return tr("Max");
    if (t == QLatin1String("Access time"))
        return tr("Access time");
    const QString c = copySet(t);
    if (c != t)
        return c;
    return core(t);  // "Seq read", "40% write"
}

QString UiText::compareMetric(const std::string& metric)
{
    if (metric == "read")
        return tr("Read");
    if (metric == "write")
        return tr("Write");
    if (metric == "total")
        return tr("Total");
    if (metric == "mean us")
        return tr("mean µs");
    if (metric == "p99 us")
        return tr("p99 µs");
    if (metric == "seconds")
        return tr("seconds");
    if (metric == "written GiB")
        return tr("written GiB");
    if (metric == "ms")
        return tr("ms");
    if (metric == "rounds")
        return tr("rounds");
    return qs(metric);  // MB/s, MB (10^6)/s, IOPS
}

QString UiText::compareDelta(const std::string& delta, int verdict)
{
    QString d = localizeNumbers(qs(delta));
    if (d == QLatin1String("n/a"))
        return notAvailable();
    if (verdict > 0)
        return tr("%1 better").arg(d);
    if (verdict < 0)
        return tr("%1 worse").arg(d);
    return d;
}

QString UiText::dataLabel(const std::string& label)
{
    if (label == "incompressible")
        return tr("incompressible");
    if (label.rfind("compressible:", 0) == 0)
        return tr("compressible, %1 % zeros").arg(qs(label.substr(13)));
    return qs(label);
}

QString UiText::resultKind(const std::string& kind)
{
    if (kind == "run")
        return tr("benchmark");
    if (kind == "copy")
        return tr("copy");
    if (kind == "compression")
        return tr("compression");
    if (kind == "condition")
        return tr("conditioning");
    if (kind == "surface")
        return tr("surface scan");
    if (kind == "steady")
        return tr("steady state");
    if (kind == "sweep")
        return tr("block-size sweep");
    if (kind == "profile")
        return tr("workload profile");
    if (kind == "preset")
        return tr("preset (CrystalDiskMark-style)");
    return qs(kind);
}

}  // namespace smui
