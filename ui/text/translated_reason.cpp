#include "text/translated_reason.h"

#include "util/reason_text.h"

#include <QCoreApplication>
#include <QRegularExpression>
#include <algorithm>
#include <vector>

namespace smui {

namespace {

// Where one sentence ends and the next begins: ". " before a word.
const QRegularExpression& sentenceEnd()
{
    static const QRegularExpression re(QStringLiteral("(?<=\\.) (?=\\S)"));
    return re;
}

struct Pattern {
    const char* english;
    bool severalSentences;
    QRegularExpression match;  // the whole text, each {} captured; a final period optional
};

// The core's reasons as patterns, the longest first (the most specific wins:
// "{} cannot be opened read-only: {}" before "{} cannot be opened: {}.").
const std::vector<Pattern>& patterns()
{
    static const std::vector<Pattern> all = [] {
        std::vector<Pattern> out;
        for (const char* t : sm::reason::kAll) {
            QString text = QString::fromUtf8(t);
            if (text.endsWith(QLatin1Char('.')))
                text.chop(1);
            QString re = QRegularExpression::escape(text).replace(QStringLiteral("\\{\\}"), QStringLiteral("(.+?)"));
            // A reason may start a sentence ("No block device found…") or sit inside one.
            if (!text.isEmpty() && text.front().isLetter())
                re = QStringLiteral("[%1%2]").arg(text.front().toLower(), text.front().toUpper()) + re.mid(1);
            out.push_back({t, text.contains(sentenceEnd()),
                           QRegularExpression(QStringLiteral("^") + re + QStringLiteral("\\.?$"),
                                              QRegularExpression::DotMatchesEverythingOption)});
        }
        std::stable_sort(out.begin(), out.end(),
                         [](const Pattern& a, const Pattern& b) { return qstrlen(a.english) > qstrlen(b.english); });
        return out;
    }();
    return all;
}

// `translated` with its arguments: {0} {1} … by number, else {} in order.
QString fill(QString translated, const QStringList& args)
{
    bool numbered = false;
    for (int i = 0; i < args.size(); ++i) {
        const QString slot = QStringLiteral("{%1}").arg(i);
        numbered = numbered || translated.contains(slot);
        translated.replace(slot, args[i]);
    }
    if (numbered)
        return translated;
    QString out;
    int next = 0, at = 0;
    for (int slot; (slot = translated.indexOf(QStringLiteral("{}"), at)) >= 0; at = slot + 2) {
        out += translated.mid(at, slot - at);
        out += next < args.size() ? args[next++] : QString();
    }
    return out + translated.mid(at);
}

QString translateOne(const QString& text, int depth)
{
    const QString t = text.trimmed();
    if (t.isEmpty() || depth > 8)
        return text;
    for (const Pattern& p : patterns()) {
        const QRegularExpressionMatch m = p.match.match(t);
        if (!m.hasMatch())
            continue;
        // An argument holds no sentence's end unless the reason itself has two
        // sentences: "A cannot be opened: B. Through udisks2: C." is two reasons.
        QStringList args;
        bool spans = false;
        for (int i = 1; i <= m.lastCapturedIndex(); ++i) {
            spans = spans || (!p.severalSentences && m.captured(i).contains(sentenceEnd()));
            args << m.captured(i);
        }
        if (spans)
            continue;
        for (QString& a : args)
            a = translateOne(a, depth + 1);
        QString out = fill(QCoreApplication::translate("sm::reason", p.english), args);
        // As the text came: a sentence's capital letter and its period.
        if (t.front().isUpper() && !out.isEmpty())
            out.front() = out.front().toUpper();
        const bool period = t.endsWith(QLatin1Char('.'));
        if (period && !out.endsWith(QLatin1Char('.')) && !out.endsWith(QChar(0x3002)))
            out += QLatin1Char('.');
        if (!period && !QByteArray(p.english).endsWith('.') && out.endsWith(QLatin1Char('.')))
            out.chop(1);
        return out;
    }
    // Several sentences (one per attempt): each on its own.
    const QStringList sentences = t.split(sentenceEnd());
    if (sentences.size() < 2)
        return text;
    QStringList out;
    for (const QString& s : sentences)
        out << translateOne(s, depth + 1);
    return out.join(QLatin1Char(' '));
}

}  // namespace

QString trReason(const QString& english) { return translateOne(english, 0); }

QString trReason(const std::string& english) { return trReason(QString::fromStdString(english)); }

}  // namespace smui
