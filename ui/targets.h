#pragma once
// The volumes the main window offers as targets, the list that shows them
// without cutting anything off, and the drive panel's texts for the chosen one.
#include "device/device_info.h"

#include <QComboBox>
#include <QList>
#include <QString>
#include <array>

namespace smui {

struct TargetChoice {
    QString path;     // what the run gets
    QString details;  // "/dev/sda2 (ext4), 256.00 GiB, 73.38 GiB free"
    QString tooltip;  // everything, one a line, with the target's flags explained
    // "/home  —  /dev/sda2 (ext4), 256.00 GiB, 73.38 GiB free"
    QString label() const;
};

// Writable, mounted volumes, without pseudo filesystems; a volume root a
// user cannot write to is offered as the home folder on it.
QList<TargetChoice> mountedTargets();
// A folder the user chose, described by the volume it is on.
TargetChoice folderTarget(const QString& path);

// The target list: each entry shows path, device, filesystem, size and free
// space; when the field is too narrow the path is shortened in the middle
// (the device and the free space stay), and the popup is as wide as its
// longest entry. The entry's tooltip has everything.
class TargetCombo : public QComboBox {
public:
    explicit TargetCombo(QWidget* parent = nullptr);
    void setChoices(const QList<TargetChoice>& choices);
    // Adds `c` unless its path is listed; returns its index.
    int addChoice(const TargetChoice& c);
    // The text the closed list shows for entry `index` in `width` pixels.
    QString shownText(int index, int width) const;
    // A line the list's tooltip adds under the chosen entry's details.
    void setHint(const QString& hint);
    // The tooltip: the chosen entry's details, then the hint.
    void updateToolTip();

protected:
    void paintEvent(QPaintEvent* event) override;
    void showPopup() override;

private:
    QString m_hint;
};

// Model, firmware, controller (AS SSD's driver line), offset, capacity,
// filesystem, free, stack ("n/a" when unknown).
inline constexpr int kDeviceFields = 8;
std::array<QString, kDeviceFields> deviceFieldNames();
std::array<QString, kDeviceFields> deviceFieldTexts(const sm::DeviceInfo& d);
// The offset field reads "… K - BAD": the partition does not start on a 4 KiB boundary.
bool badOffset(const sm::DeviceInfo& d);

}  // namespace smui
