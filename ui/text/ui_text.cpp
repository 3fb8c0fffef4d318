#include "text/ui_text.h"

#include "device/target_flags.h"
#include "result/fill.h"
#include "util/units.h"

#include <algorithm>
#include <QDate>
#include <QLocale>
#include <QRegularExpression>
#include <cmath>
#include <optional>
#include <utility>

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

QString clockText(double seconds)
{
    const auto s = static_cast<long long>(std::max(0.0, std::round(seconds)));
    const QLatin1Char zero('0');
    if (s >= 3600)
        return QStringLiteral("%1:%2:%3").arg(s / 3600).arg(s / 60 % 60, 2, 10, zero).arg(s % 60, 2, 10, zero);
    return QStringLiteral("%1:%2").arg(s / 60, 2, 10, zero).arg(s % 60, 2, 10, zero);
}

QString datedFileName(const QString& what, const QString& model)
{
    QString safe = model;
    safe.replace(QRegularExpression(QStringLiteral("[^A-Za-z0-9._-]+")), QStringLiteral("_"));
    return QStringLiteral("SolidMark_%1%2_%3")
        .arg(what.isEmpty() ? QString() : what + QLatin1Char('_'), safe.isEmpty() ? QStringLiteral("drive") : safe,
             QDate::currentDate().toString(Qt::ISODate));
}

namespace {

// "<name> read" / "<name> write" for a name kept as is in every language.
QString withDirection(const QString& name, bool write)
{
    //: %1 is a test name kept as AS SSD prints it (Seq, 4K, 4K-64Thrd, Acc.time)
    return write ? UiText::tr("%1 write").arg(name) : UiText::tr("%1 read").arg(name);
}

// One switch per enum and no default: a PhaseKind or Stage added to the core
// without words here is a compile error (-Wswitch), and nullopt is what an
// out-of-range value gets.
std::optional<QString> phaseWords(const sm::PhaseRef& p)
{
    using K = sm::PhaseKind;
    const bool w = p.write;
    switch (p.kind) {
    case K::Fill:
        return UiText::tr("Preparing test file");
    case K::SuiteTest:
        if (!p.test)
            return std::nullopt;
        if (p.passes > 1)
            return UiText::tr("%1, pass %2 of %3").arg(UiText::phase(*p.test, w)).arg(p.pass).arg(p.passes);
        return UiText::phase(*p.test, w);
    case K::CompressionPoint:
        return w ? UiText::tr("%1 % compressible, write").arg(p.value)
                 : UiText::tr("%1 % compressible, read").arg(p.value);
    case K::CopySet:
        return UiText::tr("%1 copy").arg(UiText::copySet(p.name));
    case K::PresetPass:
        if (p.value)
            return UiText::tr("%1 mix (%2 % read), pass %3 of %4")
                .arg(qs(p.name))
                .arg(p.value)
                .arg(p.pass)
                .arg(p.passes);
        return UiText::tr("%1, pass %2 of %3").arg(withDirection(qs(p.name), w)).arg(p.pass).arg(p.passes);
    case K::ProfileStep:
        return UiText::tr("%1 profile, queue depth %2").arg(qs(p.name)).arg(p.value);
    case K::SweepBlock:
        return w ? UiText::tr("%1 blocks, write").arg(qs(sm::block_label(p.value)))
                 : UiText::tr("%1 blocks, read").arg(qs(sm::block_label(p.value)));
    case K::SteadyRound:
        return UiText::tr("Round %1").arg(p.step + 1);
    case K::SurfacePoint:
        return UiText::tr("Surface point %1 of %2").arg(p.step + 1).arg(p.steps);
    case K::ConditionFill:
        return UiText::tr("Sequential fill");
    case K::Conditioning:
        return UiText::tr("Conditioning");
    case K::SustainedWrite:
        return UiText::tr("Sustained write");
    case K::Ballast:
        return UiText::tr("Filling the volume to %1 %").arg(p.value);
    case K::CacheRest:
        return UiText::tr("Resting %1 s (%2 of %3)")
            .arg(static_cast<double>(p.value) / 1000)
            .arg(p.step + 1)
            .arg(p.steps);
    case K::CacheRecovery:
        return UiText::tr("Writing after rest %1 of %2").arg(p.step + 1).arg(p.steps);
    case K::CapacityWrite:
    case K::CapacityRead:
        return p.kind == K::CapacityWrite ? UiText::tr("Writing the check's files")
                                          : UiText::tr("Reading the check's files back");
    }
    return std::nullopt;
}

std::optional<QString> stageWords(const sm::ProgressEvent& ev)
{
    using S = sm::Stage;
    const QString path = QString::fromStdString(ev.path);
    switch (ev.stage) {
    case S::CreatingFolder:
        return UiText::tr("Creating the test folder");
    case S::FolderCreated:
        return UiText::tr("Created the test folder %1").arg(path);
    case S::StaleFolderFound:
        return UiText::tr("%1 was left by an earlier SolidMark run that did not finish; remove it when no run is "
                          "active.")
            .arg(path);
    case S::StaleFolderRemoved:
        return UiText::tr("Removed the leftover test folder %1").arg(path);
    case S::StaleFolderKept:
        return UiText::tr("Could not remove the leftover test folder %1").arg(path);
    case S::RemovingFolder:
        return UiText::tr("Removing the test folder");
    case S::LeftBehind:
        return UiText::leftBehind(path);
    case S::KeptFileRemoved:
        return UiText::tr("Removed the conditioning file kept for this run.");
    case S::CreatingCopySet:
        return UiText::tr("Creating the %1 set (%n file(s), %2)", nullptr, static_cast<int>(ev.count))
            .arg(UiText::copySet(ev.name), bytesText(ev.bytes));
    case S::VerifyingCopy:
        return UiText::tr("Verifying the %1 copy").arg(UiText::copySet(ev.name));
    case S::RemovingCopySet:
        return UiText::tr("Removing the %1 set and its copy").arg(UiText::copySet(ev.name));
    case S::RemovingConditioningFile:
        return UiText::tr("Removing the conditioning file");
    case S::ConditioningFileKept:
        return UiText::tr("Keeping the conditioning file in %1").arg(path);
    case S::Resting:
        // The dialog's intervals are whole seconds; a CLI-given fraction rounds up.
        return UiText::tr("Resting %n second(s) before the next pass", nullptr,
                          static_cast<int>(std::max<std::uint64_t>(1, (ev.count + 999) / 1000)));
    case S::CapacityFileWritten:
        return UiText::tr("Wrote %1 (%2)").arg(qs(ev.name), bytesText(ev.bytes));
    case S::CapacityFileVerified:
        return UiText::tr("Read back %1: %2 lost").arg(qs(ev.name), bytesText(ev.bytes));
    }
    return std::nullopt;
}

}  // namespace

QString UiText::phase(sm::TestId test, bool write) { return withDirection(QLatin1String(sm::test_label(test)), write); }

QString UiText::phase(const sm::PhaseRef& p) { return phaseWords(p).value_or(qs(sm::phase_text(p))); }

QString UiText::leftBehind(const QString& path) { return tr("Left behind: %1 — remove it by hand").arg(path); }

QString UiText::fillPhrase(const sm::FillRecord& fill)
{
    const QString during = qs(sm::percent_text(fill.used_pct_during)), asked = qs(sm::percent_text(fill.target_pct));
    if (std::abs(fill.used_pct_during - fill.target_pct) >= 1)
        return tr("%1 % full during the run (%2 % asked)").arg(localizeNumbers(during), localizeNumbers(asked));
    return tr("%1 % full during the run").arg(localizeNumbers(during));
}

QString UiText::compareFill(const sm::CompareEntry& e)
{
    const auto pct = [](double v) { return localizeNumbers(qs(sm::percent_text(v))); };
    const QString during =
        e.fill_pct ? fillPhrase(sm::FillRecord{*e.fill_pct, std::nullopt, 0, *e.fill_pct, 0, 0, 0}) : QString();
    if (e.paired_level)
        return during.isEmpty() ? tr("the %1 % level of a fill series").arg(pct(*e.paired_level))
                                : tr("the %1 % level of a fill series (%2)").arg(pct(*e.paired_level), during);
    if (!e.fill_levels.empty()) {
        QStringList levels;
        for (double l : e.fill_levels)
            levels << pct(l);
        return tr("a fill series: %1 %").arg(levels.join(QStringLiteral(", ")));
    }
    return during.isEmpty() ? tr("As found") : during;
}

QString UiText::status(const sm::ProgressEvent& ev) { return stageWords(ev).value_or(qs(sm::status_text(ev))); }

QString UiText::progress(const sm::ProgressEvent& ev)
{
    // A long phase: what is done and the time left, with the last interval's speed where it writes or reads.
    if (!ev.eta_s)
        return phase(ev.phase);
    const QString done = bytesText(ev.done_bytes), left = clockText(*ev.eta_s);
    if (ev.phase.kind == sm::PhaseKind::Ballast)
        return tr("Filling the volume to %1 %: %2 written, %3 left").arg(ev.phase.value).arg(done, left);
    if (ev.phase.kind == sm::PhaseKind::CacheRest)
        return tr("Resting, no I/O: %1 left").arg(left);
    if (!ev.interval)
        return phase(ev.phase);
    const QString speed = localNumber(ev.interval->mib_s(), 2);
    switch (ev.phase.kind) {
    case sm::PhaseKind::SustainedWrite:
        return tr("Sustained write: %1 MB/s, %2 written, %3 left").arg(speed, done, left);
    case sm::PhaseKind::Conditioning:
        return tr("Conditioning: %1 MB/s, %2 written, %3 left").arg(speed, done, left);
    case sm::PhaseKind::CapacityWrite:
        return tr("Writing: %1 MB/s, %2 written, %3 left").arg(speed, done, left);
    case sm::PhaseKind::CapacityRead:
        return tr("Reading back: %1 MB/s, %2 read, %3 left").arg(speed, done, left);
    default:
        return phase(ev.phase);
    }
}

bool UiText::translates(sm::PhaseKind kind)
{
    sm::PhaseRef p;  // every field a phase of any kind may name
    p.kind = kind;
    p.test = sm::TestId::Seq;
    p.name = "ISO";
    return phaseWords(p).has_value();
}

bool UiText::translates(sm::Stage stage)
{
    sm::ProgressEvent ev;
    ev.stage = stage;
    return stageWords(ev).has_value();
}

QString UiText::copySet(sm::CopySet set)
{
    switch (set) {
    case sm::CopySet::Iso:
        return tr("ISO");
    case sm::CopySet::Program:
        return tr("Program");
    case sm::CopySet::Game:
        return tr("Game");
    }
    return qs(sm::copy_set_label(set));
}

QString UiText::copySet(const std::string& name)
{
    for (sm::CopySet s : sm::kAllCopySets)
        if (name == sm::copy_set_label(s))
            return copySet(s);
    return qs(name);
}

QString UiText::notAvailable() { return tr("n/a"); }

QString UiText::flagName(const std::string& flag, const sm::DeviceInfo& device)
{
    if (flag == sm::flag::buffered)
        return tr("Buffered");
    if (flag == sm::flag::ram)
        return tr("RAM");
    if (flag == sm::flag::fuse)
        return device.fuse_type.empty() ? tr("FUSE") : tr("FUSE (%1)").arg(qs(device.fuse_type));
    if (flag == sm::flag::network)
        return tr("Network");
    if (flag == sm::flag::nocow)
        return tr("NOCOW");
    if (flag == sm::flag::fs_compression)
        return tr("Filesystem compression");
    if (flag == sm::flag::valid_data_length)
        return tr("Valid data length");
    if (flag == sm::flag::fs_encryption)
        return tr("Filesystem encryption");
    return qs(flag);
}

QStringList UiText::flagLines(const std::vector<std::string>& flags, const sm::DeviceInfo& device)
{
    QStringList out;
    for (const std::string& f : flags) {
        // The core's sentence, in the catalog's language (core/util/translatable.h).
        const QString why = QCoreApplication::translate("sm::flag", std::string(sm::flag_explanation(f)).c_str());
        //: %1 is a flag's name (RAM, FUSE (ntfs-3g), Network), %2 its explanation
        out << tr("%1: %2").arg(flagName(f, device), why);
    }
    return out;
}

QString UiText::filesystem(const sm::DeviceInfo& d)
{
    if (d.filesystem.empty())
        return notAvailable();
    if (!d.underlying_filesystem.empty())
        //: an overlay filesystem and the filesystem its writable layer is on: "overlay on xfs"
        return tr("%1 on %2").arg(qs(d.filesystem), qs(d.underlying_filesystem));
    if (!d.fuse_type.empty())
        return QStringLiteral("%1 (%2)").arg(qs(d.filesystem), qs(d.fuse_type));
    return qs(d.filesystem);
}

QString UiText::driverLine(const sm::DeviceInfo& d)
{
    const std::string line = d.driver_line();
    return line == "n/a" ? notAvailable() : qs(line);
}

QString UiText::stack(const sm::DeviceInfo& d) { return d.stack.empty() ? notAvailable() : qs(d.stack); }

QString UiText::deviceSummary(const sm::DeviceInfo& d, const std::vector<std::string>& flags)
{
    QStringList lines;
    lines << tr("Drive: %1  ·  Controller: %2").arg(d.model.empty() ? notAvailable() : qs(d.model), driverLine(d));
    if (!d.stack.empty())
        lines << tr("Stack: %1").arg(stack(d));
    lines << flagLines(flags, d);
    return lines.join(QLatin1Char('\n'));
}

QString UiText::compareItem(const std::string& item)
{
    // A row of a fill series' level: "Seq read @ 50 %".
    if (const auto at = item.rfind(" @ "); at != std::string::npos && item.ends_with(" %"))
        return compareItem(item.substr(0, at)) + localizeNumbers(qs(item.substr(at)));
    // The fixed words of the kinds' compare rows; every other item is a name
    // kept in every language ("Seq", "40%", "SEQ1M Q8T1", "database QD 8"),
    // at most followed by its direction.
    static const char* const words[] = {QT_TR_NOOP("Score"),
                                        QT_TR_NOOP("Conditioning"),
                                        QT_TR_NOOP("Steady state"),
                                        QT_TR_NOOP("Window mean"),
                                        QT_TR_NOOP("Min"),
                                        QT_TR_NOOP("Avg"),
                                        QT_TR_NOOP("Max"),
                                        QT_TR_NOOP("Access time"),
                                        QT_TR_NOOP("Sustained average"),
                                        QT_TR_NOOP("Slowest second"),
                                        QT_TR_NOOP("Before cache"),
                                        QT_TR_NOOP("After cache"),
                                        QT_TR_NOOP("Write cache"),
                                        QT_TR_NOOP("Total time"),
                                        QT_TR_NOOP("Intact data"),
                                        QT_TR_NOOP("Lost data"),
                                        QT_TR_NOOP("Capacity write"),
                                        QT_TR_NOOP("Capacity read"),
                                        QT_TR_NOOP("Slowest second write"),
                                        QT_TR_NOOP("Slowest second read")};
    for (const char* w : words)
        if (item == w)
            return tr(w);
    for (sm::CopySet s : sm::kAllCopySets)
        if (item == sm::copy_set_label(s))
            return copySet(s);
    for (const bool write : {false, true}) {
        const std::string suffix = std::string(" ") + sm::direction_key(write);
        if (item.size() > suffix.size() && item.ends_with(suffix))
            return withDirection(qs(item.substr(0, item.size() - suffix.size())), write);
    }
    return qs(item);
}

QString UiText::compareMetric(const std::string& metric)
{
    // The compare metrics with words; MB/s, MB (10^6)/s and IOPS read the same in every language.
    static const std::pair<const char*, const char*> words[] = {
        {"read", QT_TR_NOOP("Read")},
        {"write", QT_TR_NOOP("Write")},
        {"total", QT_TR_NOOP("Total")},
        {"mean us", QT_TR_NOOP("mean µs")},
        {"p99 us", QT_TR_NOOP("p99 µs")},
        {"seconds", QT_TR_NOOP("seconds")},
        {"written GiB", QT_TR_NOOP("written GiB")},
        {"ms", QT_TR_NOOP("ms")},
        {"rounds", QT_TR_NOOP("rounds")},
        {"GiB", QT_TR_NOOP("GiB")},
        {"latency us", QT_TR_NOOP("latency (µs)")},
    };
    for (const auto& [key, text] : words)
        if (metric == key)
            return tr(text);
    return qs(metric);
}

QString UiText::chartUnit(std::string_view metric)
{
    if (metric == sm::kMibSMetric)
        return tr("MB/s (MiB/s)");
    if (metric == sm::kDecimalMbSMetric)
        return tr("MB/s (10^6 bytes/s)");
    return compareMetric(std::string(metric));
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

QString UiText::dataLabel(const sm::DataSpec& data)
{
    switch (data.mode) {
    case sm::DataSpec::Mode::Incompressible:
        return tr("incompressible");
    case sm::DataSpec::Mode::Compressible:
        return tr("compressible, %1 % zeros").arg(data.zero_percent);
    }
    return qs(data.label());
}

}  // namespace smui
