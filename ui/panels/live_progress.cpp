#include "panels/live_progress.h"

#include "text/ui_text.h"

#include <QEvent>
#include <QProgressBar>

namespace smui {

ClockLabel::ClockLabel(QWidget* parent) : QLabel(parent)
{
    setAlignment(Qt::AlignRight | Qt::AlignVCenter);
    setSeconds(0);
    fitSize();
}

void ClockLabel::setSeconds(double seconds) { setText(clockText(seconds)); }

void ClockLabel::changeEvent(QEvent* event)
{
    QLabel::changeEvent(event);
    if (event->type() == QEvent::FontChange || event->type() == QEvent::StyleChange)
        fitSize();
}

void ClockLabel::fitSize()
{
    // A fixed size: QWidget::updateGeometry() leaves the parent's layout alone.
    const QString shown = text();
    setText(clockText(99 * 3600 + 59 * 60 + 59));
    const QSize widest = sizeHint();
    setText(shown);
    setFixedSize(widest);
}

void setBarValue(QProgressBar* bar, int value)
{
    if (bar->value() == value)
        return;
    // QProgressBar::setValue() calls repaint() whenever its text or its
    // filled length changes: a paint and a flush of its own, every call.
    // With updates off it only stores the value; turning them on again
    // schedules an ordinary update().
    bar->setUpdatesEnabled(false);
    bar->setValue(value);
    bar->setUpdatesEnabled(true);
}

}  // namespace smui
