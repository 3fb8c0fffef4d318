#include "panels/fill_choice.h"

#include "text/ui_text.h"

#include <QLineEdit>

namespace smui {

FillChoice::FillChoice(QWidget* parent) : QComboBox(parent)
{
    setObjectName(QStringLiteral("fill"));
    setEditable(true);
    setInsertPolicy(QComboBox::NoInsert);
    // Item data: the level as --fill takes it; the text is what the list shows.
    addItem(UiText::tr("As found"), QString());
    addItem(QStringLiteral("50 %"), QStringLiteral("50%"));
    addItem(QStringLiteral("80 %"), QStringLiteral("80%"));
    addItem(QStringLiteral("0, 25, 50, 75 %"), QStringLiteral("0,25,50,75%"));
    setToolTip(UiText::tr("How full the volume is during the run: SolidMark first writes incompressible ballast "
                          "into its own test folder up to this share of the volume, and removes it afterwards. A "
                          "rising list runs the benchmark at each level (a fill series)."));
    setMinimumContentsLength(12);
}

std::vector<sm::FillLevelSpec> FillChoice::levels() const
{
    const QString text = currentText().trimmed();
    for (int i = 0; i < count(); ++i)
        if (text == itemText(i))
            return itemData(i).toString().isEmpty() ? std::vector<sm::FillLevelSpec>{}
                                                    : sm::parse_fill_levels(itemData(i).toString().toStdString());
    if (text.isEmpty())
        return {};
    QString typed = text;
    typed.remove(QLatin1Char(' '));
    return sm::parse_fill_levels(typed.toStdString());
}

void FillChoice::setLevels(const QString& text)
{
    for (int i = 0; i < count(); ++i)
        if (itemData(i).toString() == text) {
            setCurrentIndex(i);
            return;
        }
    setEditText(text);
}

}  // namespace smui
