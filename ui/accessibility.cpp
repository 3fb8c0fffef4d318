#include "accessibility.h"

#include <QAbstractButton>
#include <QLineEdit>
#include <QRegularExpression>
#include <QWidget>

namespace smui {

void describe(QWidget* w, const QString& name, const QString& description)
{
    w->setAccessibleName(name);
    w->setAccessibleDescription(description);
    if (w->toolTip().isEmpty())
        w->setToolTip(description);
}

namespace {

// The text a sighted user reads on the control itself, without the accelerator's '&'.
QString visibleText(const QWidget* w)
{
    QString text;
    if (const auto* b = qobject_cast<const QAbstractButton*>(w))
        text = b->text();
    else if (const auto* e = qobject_cast<const QLineEdit*>(w))
        text = e->placeholderText();
    text.remove(QRegularExpression(QStringLiteral("&(?!&)")));
    return text.trimmed();
}

}  // namespace

void describeChildren(QWidget* root)
{
    for (QWidget* w : root->findChildren<QWidget*>()) {
        if (w->focusPolicy() == Qt::NoFocus)
            continue;
        if (w->accessibleName().isEmpty()) {
            const QString text = visibleText(w);
            if (!text.isEmpty())
                w->setAccessibleName(text);
        }
        if (w->accessibleDescription().isEmpty() && !w->accessibleName().isEmpty())
            w->setAccessibleDescription(w->toolTip().isEmpty() ? w->accessibleName() : w->toolTip());
    }
}

}  // namespace smui
