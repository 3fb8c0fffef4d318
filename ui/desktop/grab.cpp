#include "desktop/grab.h"

#include <QCoreApplication>
#include <QEvent>
#include <QLayout>
#include <QWidget>

namespace smui {

QPixmap grabLaidOut(QWidget* widget)
{
    // A layout pass may post further requests (a graphics layout inside a
    // laid-out view); a few rounds settle every chart here.
    for (int round = 0; round < 3; ++round) {
        QCoreApplication::sendPostedEvents(nullptr, QEvent::LayoutRequest);
        if (QLayout* l = widget->window()->layout())
            l->activate();
    }
    return widget->grab();
}

}  // namespace smui
