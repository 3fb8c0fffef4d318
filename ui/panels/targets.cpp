#include "panels/targets.h"

#include "panels/target_probe.h"
#include "text/ui_text.h"

#include <QAbstractItemView>
#include <QCoreApplication>
#include <QByteArray>
#include <QDir>
#include <QStandardItemModel>
#include <QStyleOptionComboBox>
#include <QStylePainter>
#include <algorithm>

namespace smui {
namespace {

// The target list's words are the main window's, where the list was first shown: they keep its catalog
// context without an include of the window, whose room stands above this one (docs/architecture.md).
struct Words {
    Q_DECLARE_TR_FUNCTIONS(smui::MainWindow)
};

constexpr int kPathRole = Qt::UserRole;
constexpr int kDetailsRole = Qt::UserRole + 1;

const QString kSeparator = QStringLiteral("  —  ");

}  // namespace

// Shown as the system writes paths (Windows: 'Z:\var\tmp'); kept with '/' (indexOf).
QString TargetChoice::label() const
{
    const QString shown = QDir::toNativeSeparators(path);
    return details.isEmpty() ? shown : shown + kSeparator + details;
}

TargetChoice probingTarget(const QString& path)
{
    TargetChoice c;
    c.path = path;
    c.state = TargetChoice::State::Probing;
    c.details = Words::tr("reading…");
    c.tooltip = Words::tr("Folder: %1\nReading its size and drive…").arg(QDir::toNativeSeparators(path));
    return c;
}

TargetChoice stalledTarget(const QString& path, int timeout_ms)
{
    TargetChoice c;
    c.path = path;
    c.state = TargetChoice::State::NotResponding;
    c.details = Words::tr("not responding");
    c.tooltip = Words::tr("Folder: %1\nIt did not answer within %2 s: its filesystem is stalled (a FUSE daemon or "
                          "network server that stopped responding, or a failing drive). SolidMark does not wait "
                          "for it; choose another target, or wait: it is listed again when it answers.")
                    .arg(QDir::toNativeSeparators(path), localNumber(timeout_ms / 1000.0, 0));
    return c;
}

// The facts may lack the volume (a folder not mounted yet, a test's fixture): the core's device information fills in.
TargetChoice describedTarget(const QString& path, const TargetFacts& f)
{
    TargetChoice c;
    c.path = path;
    c.device = f.info;
    c.health = f.health;
    const sm::DeviceInfo& d = f.info;
    const bool known = !f.filesystem.isEmpty();
    const std::string& node = d.partition_node.empty() ? d.volume_disk_node : d.partition_node;
    const QString device = known ? f.device : node.empty() ? UiText::notAvailable() : qs(node);
    const QString fs = d.filesystem.empty() && known ? f.filesystem : UiText::filesystem(d);
    const auto bytes = [](std::optional<std::uint64_t> b) { return b ? bytesText(*b) : UiText::notAvailable(); };
    const QString size = bytes(known ? f.totalBytes : d.volume_size_bytes);
    const QString free = bytes(known ? f.freeBytes : d.free_bytes);
    c.details = Words::tr("%1 (%2), %3, %4 free").arg(device, fs, size, free);
    QStringList tip = {Words::tr("Folder: %1").arg(QDir::toNativeSeparators(path)), Words::tr("Device: %1").arg(device),
                       Words::tr("Filesystem: %1").arg(fs), Words::tr("Size: %1").arg(size),
                       Words::tr("Free: %1").arg(free)};
    if (!d.stack.empty())
        tip << Words::tr("Stack: %1").arg(UiText::stack(d));
    tip << UiText::flagLines(d.flags, d);
    c.tooltip = tip.join(QLatin1Char('\n'));
    return c;
}

// ---- the list -------------------------------------------------------------------

TargetCombo::TargetCombo(QWidget* parent) : QComboBox(parent)
{
    // Wide enough for a usual entry; a longer one is shortened in the middle of its path.
    setMinimumContentsLength(56);
    setSizeAdjustPolicy(QComboBox::AdjustToMinimumContentsLengthWithIcon);
    setSizePolicy(QSizePolicy::Expanding, QSizePolicy::Fixed);
    view()->setTextElideMode(Qt::ElideMiddle);
    connect(this, &QComboBox::currentIndexChanged, this, &TargetCombo::updateToolTip);
}

void TargetCombo::setHint(const QString& hint)
{
    m_hint = hint;
    updateToolTip();
}

void TargetCombo::updateToolTip()
{
    const QString item = currentIndex() < 0 ? QString() : itemData(currentIndex(), Qt::ToolTipRole).toString();
    setToolTip(item.isEmpty() ? m_hint : m_hint.isEmpty() ? item : item + QStringLiteral("\n\n") + m_hint);
}

void TargetCombo::clear()
{
    QComboBox::clear();
    m_choices.clear();
}

// Paths are kept with '/' (QDir::absolutePath); a native Windows path finds the same entry.
int TargetCombo::indexOf(const QString& path) const { return findData(QDir::fromNativeSeparators(path), kPathRole); }

const TargetChoice* TargetCombo::choice(const QString& path) const
{
    const auto it = m_choices.constFind(QDir::fromNativeSeparators(path));
    return it == m_choices.constEnd() ? nullptr : &*it;
}

const TargetChoice* TargetCombo::current() const
{
    return currentIndex() < 0 ? nullptr : choice(itemData(currentIndex(), kPathRole).toString());
}

int TargetCombo::addChoice(const TargetChoice& c)
{
    int i = indexOf(c.path);
    if (i < 0) {
        addItem(c.label());
        i = count() - 1;
        setItemData(i, c.path, kPathRole);
    } else {
        setItemText(i, c.label());
    }
    m_choices.insert(c.path, c);
    setItemData(i, c.details, kDetailsRole);
    setItemData(i, c.tooltip, Qt::ToolTipRole);
    // A target that does not answer cannot be chosen; its tooltip says why.
    if (auto* items = qobject_cast<QStandardItemModel*>(model()))
        items->item(i)->setEnabled(c.state != TargetChoice::State::NotResponding);
    if (i == currentIndex()) {
        updateToolTip();
        update();
    }
    return i;
}

void TargetCombo::removeChoice(const QString& path)
{
    const int i = indexOf(path);
    if (i >= 0)
        removeItem(i);
    m_choices.remove(path);
}

QString TargetCombo::shownText(int index, int width) const
{
    if (index < 0)
        return {};
    const QString full = itemText(index);
    const QFontMetrics fm = fontMetrics();
    if (fm.horizontalAdvance(full) <= width)
        return full;
    const QString path = QDir::toNativeSeparators(itemData(index, kPathRole).toString());
    const QString details = itemData(index, kDetailsRole).toString();
    const QString tail = details.isEmpty() ? QString() : kSeparator + details;
    // The device, filesystem, size and free space stay; the path gives way.
    const int room = width - fm.horizontalAdvance(tail);
    if (room >= fm.horizontalAdvance(QStringLiteral("/…/wwwwww")))
        return fm.elidedText(path, Qt::ElideMiddle, room) + tail;
    return fm.elidedText(full, Qt::ElideRight, width);
}

void TargetCombo::paintEvent(QPaintEvent* /*event*/)
{
    QStylePainter p(this);
    p.setPen(palette().color(QPalette::Text));
    QStyleOptionComboBox opt;
    initStyleOption(&opt);
    p.drawComplexControl(QStyle::CC_ComboBox, opt);
    const QRect field = style()->subControlRect(QStyle::CC_ComboBox, &opt, QStyle::SC_ComboBoxEditField, this);
    opt.currentText = shownText(currentIndex(), field.width() - 4);
    p.drawControl(QStyle::CE_ComboBoxLabel, opt);
}

void TargetCombo::showPopup()
{
    // The open list shows every entry whole.
    int widest = 0;
    for (int i = 0; i < count(); ++i)
        widest = std::max(widest, view()->fontMetrics().horizontalAdvance(itemText(i)));
    view()->setMinimumWidth(widest + 4 * view()->fontMetrics().averageCharWidth());
    QComboBox::showPopup();
}

// ---- the drive panel -------------------------------------------------------------

std::array<QString, kDeviceFields> deviceFieldNames()
{
    return {Words::tr("Model"),    Words::tr("Firmware"),   Words::tr("Controller"), Words::tr("Offset"),
            Words::tr("Capacity"), Words::tr("Filesystem"), Words::tr("Free"),       Words::tr("Stack")};
}

std::array<QString, kDeviceFields> deviceFieldTexts(const sm::DeviceInfo& d)
{
    const auto bytes = [](const std::optional<std::uint64_t>& b) { return b ? bytesText(*b) : UiText::notAvailable(); };
    const auto text = [](const std::string& s) { return s.empty() ? UiText::notAvailable() : qs(s); };
    const QString offset = qs(d.partition_offset_text());
    return {text(d.model),           text(d.firmware),
            UiText::driverLine(d),   offset == QLatin1String("n/a") ? UiText::notAvailable() : offset,
            bytes(d.capacity_bytes), UiText::filesystem(d),
            bytes(d.free_bytes),     UiText::stack(d)};
}

bool badOffset(const sm::DeviceInfo& d) { return d.partition_offset_text().find("BAD") != std::string::npos; }

}  // namespace smui
