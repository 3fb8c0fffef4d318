#include "targets.h"

#include "main_window.h"  // MainWindow::tr: these words are the main window's, in its catalog context
#include "ui_text.h"

#include <QAbstractItemView>
#include <QByteArray>
#include <QDir>
#include <QFileInfo>
#include <QStorageInfo>
#include <QStyleOptionComboBox>
#include <QStylePainter>
#include <algorithm>

namespace smui {
namespace {

constexpr int kPathRole = Qt::UserRole;
constexpr int kDetailsRole = Qt::UserRole + 1;

bool pseudoFs(const QByteArray& fs)
{
    static const QList<QByteArray> skip = {"tmpfs",   "devtmpfs", "proc",     "sysfs",  "squashfs",
                                           "overlay", "ramfs",    "efivarfs", "autofs", "fuse.portal"};
    return skip.contains(fs);
}

const QString kSeparator = QStringLiteral("  —  ");

// `v` may be invalid (a folder not mounted yet, a test's fixture): the core's device information fills in.
TargetChoice describe(const QString& path, const QStorageInfo& v)
{
    TargetChoice c;
    c.path = path;
    const sm::DeviceInfo d = sm::query_device_info(path.toStdString());
    const bool known = v.isValid() && v.isReady();
    const std::string& node = d.partition_node.empty() ? d.volume_disk_node : d.partition_node;
    const QString device = known ? QString::fromLocal8Bit(v.device())
        : node.empty()           ? UiText::notAvailable()
                                 : qs(node);
    const QString fs = d.filesystem.empty() && known ? QString::fromLatin1(v.fileSystemType()) : UiText::filesystem(d);
    const auto bytes = [](std::optional<std::uint64_t> b) { return b ? bytesText(*b) : UiText::notAvailable(); };
    const QString size =
        bytes(known ? std::optional<std::uint64_t>(std::max<qint64>(0, v.bytesTotal())) : d.volume_size_bytes);
    const QString free =
        bytes(known ? std::optional<std::uint64_t>(std::max<qint64>(0, v.bytesAvailable())) : d.free_bytes);
    c.details = MainWindow::tr("%1 (%2), %3, %4 free").arg(device, fs, size, free);
    QStringList tip = {MainWindow::tr("Folder: %1").arg(path), MainWindow::tr("Device: %1").arg(device),
                       MainWindow::tr("Filesystem: %1").arg(fs), MainWindow::tr("Size: %1").arg(size),
                       MainWindow::tr("Free: %1").arg(free)};
    if (!d.stack.empty())
        tip << MainWindow::tr("Stack: %1").arg(UiText::stack(d));
    tip << UiText::flagLines(d.flags, d);
    c.tooltip = tip.join(QLatin1Char('\n'));
    return c;
}

}  // namespace

QString TargetChoice::label() const { return details.isEmpty() ? path : path + kSeparator + details; }

QList<TargetChoice> mountedTargets()
{
    QList<TargetChoice> out;
    for (const QStorageInfo& v : QStorageInfo::mountedVolumes()) {
        if (!v.isValid() || !v.isReady() || v.isReadOnly() || pseudoFs(v.fileSystemType()))
            continue;
        QString path = v.rootPath();
        if (!QFileInfo(path).isWritable() && QStorageInfo(QDir::homePath()).rootPath() == path)
            path = QDir::homePath();
        out.push_back(describe(path, v));
    }
    return out;
}

TargetChoice folderTarget(const QString& path) { return describe(path, QStorageInfo(path)); }

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

void TargetCombo::setChoices(const QList<TargetChoice>& choices)
{
    clear();
    for (const TargetChoice& c : choices)
        addChoice(c);
}

int TargetCombo::addChoice(const TargetChoice& c)
{
    const int found = findData(c.path, kPathRole);
    if (found >= 0)
        return found;
    addItem(c.label());
    const int i = count() - 1;
    setItemData(i, c.path, kPathRole);
    setItemData(i, c.details, kDetailsRole);
    setItemData(i, c.tooltip, Qt::ToolTipRole);
    if (i == currentIndex())
        updateToolTip();
    return i;
}

QString TargetCombo::shownText(int index, int width) const
{
    if (index < 0)
        return {};
    const QString full = itemText(index);
    const QFontMetrics fm = fontMetrics();
    if (fm.horizontalAdvance(full) <= width)
        return full;
    const QString path = itemData(index, kPathRole).toString();
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
    return {MainWindow::tr("Model"),  MainWindow::tr("Firmware"), MainWindow::tr("Controller"),
            MainWindow::tr("Offset"), MainWindow::tr("Capacity"), MainWindow::tr("Filesystem"),
            MainWindow::tr("Free"),   MainWindow::tr("Stack")};
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
