#pragma once
// What the GUI adds to each result kind of the core's registry
// (result/kind.h): its name in words and, for the kinds a Tools dialog
// runs, the dialog and its menu entry. Each dialog is registered once, in
// tool_registry.cpp, with its result type's key (the way Tiled registers
// its tools in ToolManager); the Tools menu, `solidmark --tool`, the history
// list and the compare dialog all read from here, in the core registry's
// order. Nothing else in ui/ lists kinds.
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
    // Optionally, a chart of two results of the kind overlaid, for the compare dialog.
    QWidget* (*overlay)(const sm::Json& a, const sm::Json& b, const QString& title_a, const QString& title_b,
                        QWidget* parent) = nullptr;
};

// The entry of a kind; nullptr for a key the GUI has no entry for.
const KindUi* kindUi(std::string_view key);
// The kind's name in the current language; the key itself without an entry.
QString kindName(std::string_view key);
// Every kind with a Tools dialog, in the core registry's order.
std::vector<const KindUi*> toolKinds();
// "compression, copy, …, condition": the keys `--tool` takes.
QString toolKeysText();

}  // namespace smui
