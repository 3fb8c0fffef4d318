#include "desktop/settings_store.h"

#include "util/limits.h"
#include "util/units.h"

#include <QSettings>
#include <algorithm>

namespace smui {
namespace {

// The largest test size a saved setting may ask for; the menu offers up to 10 GiB.
constexpr std::uint64_t kMaxSavedSize = 64 * sm::GiB;

double seconds(const QSettings& s, const char* key, double fallback)
{
    bool ok = false;
    const double v = s.value(QLatin1String(key), fallback).toDouble(&ok);
    return ok && v > 0 && v <= sm::kMaxPhaseSeconds ? v : fallback;
}

}  // namespace

SavedSettings loadSettings()
{
    const QSettings s;
    SavedSettings out;
    sm::RunSettings& run = out.run;
    out.target = s.value(QStringLiteral("run/target")).toString();
    const auto size = s.value(QStringLiteral("run/sizeBytes"), QVariant::fromValue<qulonglong>(sm::GiB)).toULongLong();
    if (size >= sm::kMinTestSize && size <= kMaxSavedSize)
        run.size_bytes = size;
    for (int t = 0; t < 4; ++t)
        run.tests[t] = s.value(QStringLiteral("run/test%1").arg(t), true).toBool();
    if (std::none_of(run.tests.begin(), run.tests.end(), [](bool b) { return b; }))
        run.tests = {true, true, true, true};
    run.data.zero_percent = std::clamp(s.value(QStringLiteral("run/zeroPercent"), 100).toInt(), 0, 100);
    if (s.value(QStringLiteral("run/compressible"), false).toBool())
        run.data.mode = sm::DataSpec::Mode::Compressible;
    run.random_seconds = seconds(s, "run/randomSeconds", run.random_seconds);
    run.access_seconds = seconds(s, "run/accessSeconds", run.access_seconds);
    run.seq_max_seconds = seconds(s, "run/seqMaxSeconds", run.seq_max_seconds);
    // The keys solidmark-cli's --access-span takes; anything else is the default (the device, as AS SSD).
    const QString span = s.value(QStringLiteral("run/accessSpan")).toString();
    if (span == QLatin1String(sm::access_span_key(sm::AccessSpan::File)))
        run.access_span = sm::AccessSpan::File;
    out.iops = s.value(QStringLiteral("view/iops"), false).toBool();
    out.write_through = savedWriteThrough();
    out.label = s.value(QStringLiteral("run/label")).toString().left(200);
    out.geometry = s.value(QStringLiteral("window/geometry")).toByteArray();
    return out;
}

bool savedWriteThrough() { return QSettings().value(QStringLiteral("run/writeThrough"), false).toBool(); }

void saveSettings(const SavedSettings& in)
{
    QSettings s;
    const sm::RunSettings& run = in.run;
    s.setValue(QStringLiteral("run/target"), in.target);
    s.setValue(QStringLiteral("run/sizeBytes"), QVariant::fromValue<qulonglong>(run.size_bytes));
    for (int t = 0; t < 4; ++t)
        s.setValue(QStringLiteral("run/test%1").arg(t), run.tests[t]);
    s.setValue(QStringLiteral("run/compressible"), run.data.mode == sm::DataSpec::Mode::Compressible);
    s.setValue(QStringLiteral("run/zeroPercent"), run.data.zero_percent);
    s.setValue(QStringLiteral("run/randomSeconds"), run.random_seconds);
    s.setValue(QStringLiteral("run/accessSeconds"), run.access_seconds);
    s.setValue(QStringLiteral("run/seqMaxSeconds"), run.seq_max_seconds);
    s.setValue(QStringLiteral("run/accessSpan"), QLatin1String(sm::access_span_key(run.access_span)));
    s.setValue(QStringLiteral("view/iops"), in.iops);
    s.setValue(QStringLiteral("run/writeThrough"), in.write_through);
    s.setValue(QStringLiteral("run/label"), in.label);
    s.setValue(QStringLiteral("window/geometry"), in.geometry);
}

}  // namespace smui
