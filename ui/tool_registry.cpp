#include "tool_registry.h"

#include "compression_dialog.h"
#include "condition_dialog.h"
#include "copy_dialog.h"
#include "preset_dialog.h"
#include "profile_dialog.h"
#include "result/kind.h"
#include "result/fio_result.h"
#include "result/peer_result.h"
#include "result/run_result.h"
#include "steady_dialog.h"
#include "surface_dialog.h"
#include "sustained_dialog.h"
#include "sweep_dialog.h"

#include <QCoreApplication>
#include <array>

namespace smui {
namespace {

// One registration per dialog: its kind is its result type's key.
template <class Dialog>
KindUi tool(const char* name, const char* menuText, KindUi::Group group = KindUi::Group::Measure,
            decltype(KindUi::overlay) overlay = nullptr)
{
    return {Dialog::Result::kKey,
            name,
            menuText,
            group,
            [](const QString& target, std::uint64_t size_bytes, QWidget* parent) -> ToolDialog* {
                return new Dialog(target, size_bytes, parent);
            },
            overlay};
}

const auto& table()
{
    using G = KindUi::Group;
    static const std::array entries = {
        KindUi{sm::RunResult::kKey, QT_TRANSLATE_NOOP("UiText", "benchmark")},
        // Imported with File > Import fio result… (no Tools dialog).
        KindUi{sm::FioResult::kKey, QT_TRANSLATE_NOOP("UiText", "fio result")},
        // Imported with History > Import… from another tool's text save (no Tools dialog).
        KindUi{sm::PeerResult::kKey, QT_TRANSLATE_NOOP("UiText", "imported peer result")},
        tool<CompressionDialog>(QT_TRANSLATE_NOOP("UiText", "compression"),
                                QT_TRANSLATE_NOOP("smui::MainWindow", "&Compression benchmark…")),
        tool<CopyDialog>(QT_TRANSLATE_NOOP("UiText", "copy"),
                         QT_TRANSLATE_NOOP("smui::MainWindow", "C&opy benchmark…")),
        tool<PresetDialog>(QT_TRANSLATE_NOOP("UiText", "preset (CrystalDiskMark-style)"),
                           QT_TRANSLATE_NOOP("smui::MainWindow", "&Queue-depth presets (CrystalDiskMark-style)…")),
        tool<ProfileDialog>(QT_TRANSLATE_NOOP("UiText", "workload profile"),
                            QT_TRANSLATE_NOOP("smui::MainWindow", "&Workload profiles…")),
        tool<SweepDialog>(QT_TRANSLATE_NOOP("UiText", "block-size sweep"),
                          QT_TRANSLATE_NOOP("smui::MainWindow", "&Block-size sweep…")),
        tool<SurfaceDialog>(QT_TRANSLATE_NOOP("UiText", "surface scan"),
                            QT_TRANSLATE_NOOP("smui::MainWindow", "S&urface scan…")),
        tool<SteadyDialog>(QT_TRANSLATE_NOOP("UiText", "steady state"),
                           QT_TRANSLATE_NOOP("smui::MainWindow", "&Steady state…")),
        tool<SustainedDialog>(QT_TRANSLATE_NOOP("UiText", "sustained write"),
                              QT_TRANSLATE_NOOP("smui::MainWindow", "Sus&tained write…"), G::Measure,
                              &sustainedOverlay),
        tool<ConditionDialog>(QT_TRANSLATE_NOOP("UiText", "conditioning"),
                              QT_TRANSLATE_NOOP("smui::MainWindow", "Condition &drive…"), G::Prepare),
    };
    return entries;
}

}  // namespace

const KindUi* kindUi(std::string_view key)
{
    for (const KindUi& k : table())
        if (k.key == key)
            return &k;
    return nullptr;
}

QString kindName(std::string_view key)
{
    if (const KindUi* k = kindUi(key))
        return QCoreApplication::translate("UiText", k->name);
    return QString::fromUtf8(key.data(), static_cast<qsizetype>(key.size()));
}

std::vector<const KindUi*> toolKinds()
{
    std::vector<const KindUi*> out;
    for (const sm::ResultKind& kind : sm::result_kinds())
        if (const KindUi* k = kindUi(kind.key); k && k->open)
            out.push_back(k);
    return out;
}

QString toolKeysText()
{
    QStringList keys;
    for (const KindUi* k : toolKinds())
        keys << QString::fromUtf8(k->key.data(), static_cast<qsizetype>(k->key.size()));
    return keys.join(QStringLiteral(", "));
}

}  // namespace smui
