#pragma once
// The GUI's language: Qt Linguist catalogs compiled into the binary
// (:/i18n/solidmark_<code>.qm) plus Qt's own qtbase catalog for standard
// dialogs when the system has it. "" means the system's language; the
// locale (decimal separator) follows the chosen language.
#include <QList>
#include <QString>

namespace smui {

struct Language {
    QString code;    // "" = system, "en", "de", "ru", "ja", "zh_CN", "es", "fr", "pt_BR", "pl", "uk", "it"
    QString native;  // the language's own name, shown untranslated in the menu
};

// System default first, then every shipped language.
const QList<Language>& languages();
// The saved choice (QSettings ui/language), "" when none or unknown.
QString savedLanguage();
void saveLanguage(const QString& code);
// Installs the catalogs for `code` ("" = system) and sets the default
// QLocale; widgets then receive QEvent::LanguageChange. Returns false when
// the code is not a shipped language (nothing changes then).
bool applyLanguage(const QString& code);
// The code applyLanguage() last installed ("" = system).
QString currentLanguage();

}  // namespace smui
