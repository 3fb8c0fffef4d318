#include "text/accessibility.h"

#include <QAbstractButton>
#include <QFormLayout>
#include <QLabel>
#include <QLayout>
#include <QLineEdit>
#include <QRegularExpression>
#include <QSpinBox>
#include <QTabBar>
#include <QTabWidget>
#include <QAccessible>
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
    else if (const auto* l = qobject_cast<const QLabel*>(w))
        text = l->text();
    else if (const auto* tabs = qobject_cast<const QTabBar*>(w)) {
        QStringList names;  // a tab bar is named by its tabs
        for (int i = 0; i < tabs->count(); ++i)
            names << tabs->tabText(i);
        text = names.join(QStringLiteral(", "));
    }
    if (text.endsWith(QLatin1Char(':')))
        text.chop(1);
    text.remove(QRegularExpression(QStringLiteral("&(?!&)")));
    return text.trimmed();
}

// The layout below `layout` that holds `item` (a widget or a layout) directly, or nullptr.
QLayout* holder(QLayout* layout, const QObject* item)
{
    if (!layout)
        return nullptr;
    for (int i = 0; i < layout->count(); ++i) {
        QLayoutItem* it = layout->itemAt(i);
        if (it->widget() == item || it->layout() == item)
            return layout;
        if (QLayout* inner = holder(it->layout(), item))
            return inner;
    }
    return nullptr;
}

// The label a sighted user reads next to `w`: its buddy, its form row's
// label, a label just before it in its row, a spin box's unit ("% read"),
// or the label of the form row its row sits in; without the colon.
QString labelText(QWidget* w)
{
    const QWidget* parent = w->parentWidget();
    if (!parent)
        return {};
    for (const QLabel* l : parent->findChildren<QLabel*>(Qt::FindDirectChildrenOnly))
        if (l->buddy() == w)
            return visibleText(l);
    QLayout* layout = holder(parent->layout(), w);
    if (!layout)
        return {};
    if (auto* form = qobject_cast<QFormLayout*>(layout))
        if (const auto* l = qobject_cast<QLabel*>(form->labelForField(w)))
            return visibleText(l);
    const int at = layout->indexOf(w);
    if (at > 0)
        if (const auto* l = qobject_cast<QLabel*>(layout->itemAt(at - 1)->widget()))
            return visibleText(l);
    if (const auto* spin = qobject_cast<const QSpinBox*>(w); spin && !spin->suffix().trimmed().isEmpty())
        return spin->suffix().trimmed();
    if (auto* form = qobject_cast<QFormLayout*>(holder(parent->layout(), layout)))
        if (const auto* l = qobject_cast<QLabel*>(form->labelForField(layout)))
            return visibleText(l);
    return {};
}

}  // namespace

void describeChildren(QWidget* root)
{
    for (QWidget* w : root->findChildren<QWidget*>()) {
        if (w->focusPolicy() == Qt::NoFocus)
            continue;
        if (w->accessibleName().isEmpty()) {
            QString text = visibleText(w);
            if (text.isEmpty())
                text = labelText(w);
            if (text.isEmpty())
                if (const auto* tabs = qobject_cast<const QTabWidget*>(w))
                    text = visibleText(tabs->tabBar());
            if (text.isEmpty())  // what Qt's own accessible interface already calls it
                if (QAccessibleInterface* a = QAccessible::queryAccessibleInterface(w))
                    text = a->text(QAccessible::Name);
            if (!text.isEmpty())
                w->setAccessibleName(text);
        }
        if (w->accessibleDescription().isEmpty() && !w->accessibleName().isEmpty())
            w->setAccessibleDescription(w->toolTip().isEmpty() ? w->accessibleName() : w->toolTip());
    }
}

}  // namespace smui
