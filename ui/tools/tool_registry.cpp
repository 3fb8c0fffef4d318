#include "tools/tool_registry.h"

#include "result/kind.h"

#include <QCoreApplication>
#include <deque>

namespace smui {
namespace {

std::deque<KindUi>& entries()  // a deque: an entry never moves once registered
{
    static std::deque<KindUi> all;
    return all;
}

}  // namespace

bool registerKindUi(const KindUi& entry)
{
    entries().push_back(entry);
    return true;
}

const KindUi* kindUi(std::string_view key)
{
    for (const KindUi& k : entries())
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
