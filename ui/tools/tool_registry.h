#pragma once
// What the GUI adds to each result kind of the core's registry
// (result/kind.h): its name in words and, for the kinds a Tools dialog
// runs, the dialog and its menu entry. Each entry is registered where its
// words live, by a static in that file: a dialog's .cpp registers the dialog
// (SM_REGISTER_TOOL), a kind without one registers its name
// (SM_REGISTER_KIND_NAME). The Tools menu, `solidmark --tool`, the history
// list and the compare dialog all read from here, in the core registry's
// order; nothing in ui/ lists the kinds. The application and ui_tests link
// solidmark_ui whole (app/ and tests/CMakeLists.txt), so no registration is
// dropped with an unreferenced object file, and a test checks that every
// benchmark kind has its dialog.
#include "result/document.h"

#include <QString>
#include <cstdint>
#include <string_view>
#include <vector>

class QWidget;

namespace smui {

class ToolDialog;

struct KindUi {
    enum class Group { Measure, Prepare };  // a separator goes between the groups in the Tools menu

    std::string_view key;        // the ResultKind's key
    const char* name = nullptr;  // QT_TRANSLATE_NOOP in context "UiText": "benchmark", "compression", …
    // The rest only for a kind with a Tools dialog (the suite has the main window).
    const char* menuText = nullptr;  // QT_TRANSLATE_NOOP in context "smui::MainWindow": "&Compression benchmark…"
    Group group = Group::Measure;
    ToolDialog* (*open)(const QString& target, std::uint64_t size_bytes, QWidget* parent) = nullptr;
};

// Adds an entry (at static initialisation, through the macros below); true.
bool registerKindUi(const KindUi& entry);

// A Tools dialog's entry: its kind is its result type's key.
template <class Dialog>
KindUi toolEntry(const char* name, const char* menuText, KindUi::Group group = KindUi::Group::Measure)
{
    return {Dialog::Result::kKey, name, menuText, group,
            [](const QString& target, std::uint64_t size_bytes, QWidget* parent) -> ToolDialog* {
                return new Dialog(target, size_bytes, parent);
            }};
}

// In a dialog's .cpp: SM_REGISTER_TOOL(CompressionDialog, QT_TRANSLATE_NOOP("UiText", "compression"),
// QT_TRANSLATE_NOOP("smui::MainWindow", "&Compression benchmark…")[, group]).
#define SM_REGISTER_TOOL(Dialog, ...)                                                                                  \
    [[maybe_unused]] static const bool smRegistered##Dialog =                                                          \
        ::smui::registerKindUi(::smui::toolEntry<Dialog>(__VA_ARGS__))
// For a kind without a dialog: SM_REGISTER_KIND_NAME(sm::FioResult, FioResult, QT_TRANSLATE_NOOP("UiText", "fio result")).
#define SM_REGISTER_KIND_NAME(Result, Id, name)                                                                        \
    [[maybe_unused]] static const bool smRegistered##Id = ::smui::registerKindUi(::smui::KindUi{Result::kKey, name})

// The entry of a kind; nullptr for a key the GUI has no entry for.
const KindUi* kindUi(std::string_view key);
// The kind's name in the current language; the key itself without an entry.
QString kindName(std::string_view key);
// Every kind with a Tools dialog, in the core registry's order.
std::vector<const KindUi*> toolKinds();
// "compression, copy, …, condition": the keys `--tool` takes.
QString toolKeysText();

}  // namespace smui
