#pragma once
// A sentence of the core that the GUI shows (a target flag's explanation),
// marked so that Qt's lupdate collects it for the GUI's catalogs: the build
// runs lupdate with -tr-function-alias QT_TRANSLATE_NOOP+=translatable
// (ui/CMakeLists.txt), and the GUI translates the text with
// QCoreApplication::translate(context, text). The core is unchanged by it:
// the English text is returned as is, and the core has no Qt.
namespace sm {

constexpr const char* translatable(const char* /*context*/, const char* text) { return text; }

}  // namespace sm
