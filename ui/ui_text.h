#pragma once
// Text the GUI shows that is not a literal in a widget: numbers in the
// user's locale, and the English texts the core produces (phase names,
// progress statuses, compare rows) translated for display. The core stays
// free of Qt; its texts are fixed English strings or a few fixed patterns,
// and every one that reaches the GUI is matched here (a test runs the real
// tools and checks that each status they report is translated).
#include "result/run_result.h"

#include <QCoreApplication>
#include <QString>
#include <cstdint>
#include <string>

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

class UiText {
    Q_DECLARE_TR_FUNCTIONS(UiText)

public:
    // "Seq read", "4K-64Thrd write" (test names stay as AS SSD prints them).
    static QString phase(sm::TestId test, bool write);
    static QString readWrite(bool write);
    // A progress or status text from the core, translated; unknown text is
    // returned unchanged (and logged once at debug level).
    static QString core(const QString& text);
    static bool knownCoreText(const QString& text);
    // Compare rows: item ("Seq read", "Score", "ISO", "40% write") and metric.
    static QString compareItem(const std::string& item);
    static QString compareMetric(const std::string& metric);
    static QString compareDelta(const std::string& delta, int verdict);
    static QString copySet(const QString& english);  // "ISO", "Program", "Game"
    static QString dataLabel(const std::string& label);  // "incompressible", "compressible:40"
    static QString resultKind(const std::string& kind);  // "run", "copy", …
    static QString notAvailable();  // "n/a"
    // The line a dialog adds under its header when the page cache was in the path.
    static QString bufferedNote();
};

}  // namespace smui
