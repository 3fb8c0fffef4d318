#include "text/i18n.h"

#include <QCoreApplication>
#include <QLibraryInfo>
#include <QLocale>
#include <QSettings>
#include <QTranslator>

namespace smui {
namespace {

QString g_language;

QTranslator& appTranslator()
{
    static QTranslator t;
    return t;
}

QTranslator& qtTranslator()
{
    static QTranslator t;
    return t;
}

}  // namespace

const QList<Language>& languages()
{
    static const QList<Language> list = {
        {QString(), QString()},
        {QStringLiteral("en"), QStringLiteral("English")},
        {QStringLiteral("de"), QStringLiteral("Deutsch")},
        {QStringLiteral("ru"), QStringLiteral("Русский")},
        {QStringLiteral("ja"), QStringLiteral("日本語")},
        {QStringLiteral("zh_CN"), QStringLiteral("简体中文")},
        {QStringLiteral("es"), QStringLiteral("Español")},
        {QStringLiteral("fr"), QStringLiteral("Français")},
        {QStringLiteral("pt_BR"), QStringLiteral("Português (Brasil)")},
        {QStringLiteral("pl"), QStringLiteral("Polski")},
        {QStringLiteral("uk"), QStringLiteral("Українська")},
        {QStringLiteral("it"), QStringLiteral("Italiano")},
    };
    return list;
}

QString savedLanguage()
{
    const QString code = QSettings().value(QStringLiteral("ui/language")).toString();
    for (const Language& l : languages())
        if (l.code == code)
            return code;
    return {};
}

void saveLanguage(const QString& code) { QSettings().setValue(QStringLiteral("ui/language"), code); }

bool applyLanguage(const QString& code)
{
    bool known = false;
    for (const Language& l : languages())
        known = known || l.code == code;
    if (!known)
        return false;
    QCoreApplication::removeTranslator(&appTranslator());
    QCoreApplication::removeTranslator(&qtTranslator());
    const QLocale locale = code.isEmpty() ? QLocale::system() : QLocale(code);
    QLocale::setDefault(locale);
    // For the system choice QTranslator picks the best of the user's UI
    // languages. English is the source language; its catalog only holds the
    // plural forms, and it is the fallback where no catalog matches.
    if (appTranslator().load(locale, QStringLiteral("solidmark"), QStringLiteral("_"), QStringLiteral(":/i18n")) ||
        appTranslator().load(QStringLiteral(":/i18n/solidmark_en.qm")))
        QCoreApplication::installTranslator(&appTranslator());
    if (code != QLatin1String("en") &&
        qtTranslator().load(locale, QStringLiteral("qtbase"), QStringLiteral("_"),
                            QLibraryInfo::path(QLibraryInfo::TranslationsPath)))
        QCoreApplication::installTranslator(&qtTranslator());
    g_language = code;
    return true;
}

QString currentLanguage() { return g_language; }

}  // namespace smui
