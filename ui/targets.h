#pragma once
// The volumes the main window offers as targets, and the drive panel's
// texts for the chosen one.
#include "device/device_info.h"

#include <QList>
#include <QString>
#include <array>

namespace smui {

struct TargetChoice {
    QString path;   // what the run gets
    QString label;  // "/home  —  /dev/sda2 (ext4), 256.00 GiB, 73.38 GiB free"
};

// Writable, mounted volumes, without pseudo filesystems; a volume root a
// user cannot write to is offered as the home folder on it.
QList<TargetChoice> mountedTargets();

// Model, firmware, controller, offset, capacity, filesystem, free ("n/a" when unknown).
inline constexpr int kDeviceFields = 7;
std::array<QString, kDeviceFields> deviceFieldNames();
std::array<QString, kDeviceFields> deviceFieldTexts(const sm::DeviceInfo& d);
// The offset field reads "… K - BAD": the partition does not start on a 4 KiB boundary.
bool badOffset(const sm::DeviceInfo& d);

}  // namespace smui
