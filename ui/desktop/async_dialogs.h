#pragma once
// Message boxes that never block (docs/architecture.md rule 6: no nested
// event loop): shown with open(), window-modal, deleted when closed; a
// question's answer arrives in a callback.
#include <QMessageBox>
#include <QString>
#include <functional>

namespace smui {

QMessageBox* showMessage(QWidget* parent, QMessageBox::Icon icon, const QString& title, const QString& text);
// Yes / No (or the given buttons); `answer(true)` for Yes (or `yes`), false for any other way it is closed.
QMessageBox* ask(QWidget* parent, const QString& title, const QString& text, std::function<void(bool yes)> answer,
                 QMessageBox::StandardButtons buttons = QMessageBox::Yes | QMessageBox::No,
                 QMessageBox::StandardButton yes = QMessageBox::Yes, QMessageBox::Icon icon = QMessageBox::Question);

}  // namespace smui
