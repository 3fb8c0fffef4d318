#pragma once
// Text the GUI shows that is not a literal in a widget: numbers in the
// user's locale, progress in words, and the names in compare rows. The core
// reports progress as values (run/progress.h: a PhaseRef, a Stage, bytes,
// speed); the functions here turn each value into translated words with one
// switch per enum, so a value the core adds without words here fails to
// compile (-Wswitch) and fails the translation test (translates()).
#include "data/copy_sets.h"
#include "device/device_info.h"
#include "result/compare.h"
#include "result/run_result.h"
#include "run/progress.h"

#include <QCoreApplication>
#include <QString>
#include <QStringList>
#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

namespace smui {

inline QString qs(const std::string& s) { return QString::fromStdString(s); }

// `v` with `decimals` digits and the locale's decimal separator, no grouping
// ("1353,82" in German and Russian, "1353.82" in English and Japanese).
QString localNumber(double v, int decimals);
// A core-formatted text with its decimal points replaced by the locale's:
// "512.34 MB/s" -> "512,34 MB/s". Only a '.' between two digits changes.
QString localizeNumbers(const QString& text);
// sm::format_bytes in the locale: "1,00 GiB".
QString bytesText(std::uint64_t bytes);
// A duration as a clock: "00:25", "12:05", "1:02:03".
QString clockText(double seconds);
// "SolidMark_<what>_<model>_<date>": the name every saved file starts from,
// the drive model made safe for a file name (no model: left out).
QString datedFileName(const QString& what, const QString& model);

class UiText {
    Q_DECLARE_TR_FUNCTIONS(UiText)

public:
    // "Seq read", "4K-64Thrd write" (test names stay as AS SSD prints them).
    static QString phase(sm::TestId test, bool write);
    // A phase as the progress bar names it: "Seq write", "40 % compressible,
    // read", "SEQ1M Q8T1 read, pass 2 of 5", "Round 3", …
    static QString phase(const sm::PhaseRef& p);
    // What a Status event says: "Creating the test folder", "Creating the ISO set (2 files, 1,00 GiB)", …
    static QString status(const sm::ProgressEvent& ev);
    // The progress bar's text during a phase: its name, or while conditioning
    // the last second's speed, what is written and the time left.
    static QString progress(const sm::ProgressEvent& ev);
    // Whether phase() / status() have their own words for a value (false:
    // they fall back to the core's English, which a test does not allow).
    static bool translates(sm::PhaseKind kind);
    static bool translates(sm::Stage stage);

    // Compare rows: item ("Seq read", "Score", "ISO", "40% write") and metric.
    static QString compareItem(const std::string& item);
    static QString compareMetric(const std::string& metric);
    static QString compareDelta(const std::string& delta, int verdict);
    // The title of a value axis charting a compare metric ("MB/s (MiB/s)", "MB/s (10^6 bytes/s)", "IOPS").
    static QString chartUnit(std::string_view metric);
    static QString copySet(sm::CopySet set);  // ISO, Program, Game
    // A copy set named as the core names it ("ISO"); unknown names stay as they are.
    static QString copySet(const std::string& name);
    static QString dataLabel(const sm::DataSpec& data);  // "incompressible", "compressible, 40 % zeros"
    static QString notAvailable();                       // "n/a"
    // "Left behind: PATH — remove it by hand": a test folder SolidMark could not remove.
    static QString leftBehind(const QString& path);
    // "80 % full during the run", and what was asked when that differs by a point or more.
    static QString fillPhrase(const sm::FillRecord& fill);
    // A compared result's fill: "80 % full during the run", "the 80 % level
    // of a fill series (…)", "a fill series: 0, 50, 80 %", "As found".
    static QString compareFill(const sm::CompareEntry& e);
    // What a result says about its target (docs/methodology.md, target flags):
    // "RAM", "FUSE (ntfs-3g)", "Network", … (the flag's name in words) and one
    // line per flag, "RAM: This measures memory, not a drive: …". The sentence
    // is the core's (sm::flag_explanation), as the CLI and the text report print it.
    static QString flagName(const std::string& flag, const sm::DeviceInfo& device);
    static QStringList flagLines(const std::vector<std::string>& flags, const sm::DeviceInfo& device);
    // The filesystem with what serves it: "ext4", "fuseblk (ntfs-3g)", "overlay on xfs"; "n/a".
    static QString filesystem(const sm::DeviceInfo& device);
    // AS SSD's driver line ("nvme - OK", "usb-storage - BOT, slower than UAS") and the
    // stack in the core's words ("loop3 (file /var/tmp/x.img on ext4)"); "n/a" when unknown.
    static QString driverLine(const sm::DeviceInfo& device);
    static QString stack(const sm::DeviceInfo& device);
    // Drive and controller, the stack and the flag lines, one a line, for a dialog's header.
    static QString deviceSummary(const sm::DeviceInfo& device, const std::vector<std::string>& flags);
};

}  // namespace smui
