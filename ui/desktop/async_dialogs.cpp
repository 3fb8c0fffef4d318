#include "desktop/async_dialogs.h"

namespace smui {

QMessageBox* showMessage(QWidget* parent, QMessageBox::Icon icon, const QString& title, const QString& text)
{
    auto* box = new QMessageBox(icon, title, text, QMessageBox::Ok, parent);
    box->setAttribute(Qt::WA_DeleteOnClose);
    box->open();
    return box;
}

QMessageBox* ask(QWidget* parent, const QString& title, const QString& text, std::function<void(bool yes)> answer,
                 QMessageBox::StandardButtons buttons, QMessageBox::StandardButton yes, QMessageBox::Icon icon)
{
    auto* box = new QMessageBox(icon, title, text, buttons, parent);
    box->setAttribute(Qt::WA_DeleteOnClose);
    // The careful answer is the default: No, else Cancel.
    box->setDefaultButton(buttons.testFlag(QMessageBox::No) ? QMessageBox::No : QMessageBox::Cancel);
    QObject::connect(box, &QMessageBox::finished, box, [box, yes, answer = std::move(answer)](int) {
        answer(box->standardButton(box->clickedButton()) == yes);
    });
    box->open();
    return box;
}

}  // namespace smui
