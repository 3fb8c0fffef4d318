#pragma once
// The volumes the main window offers as targets, the list that shows them
// without cutting anything off, and the drive panel's texts for the chosen one.
#include "device/device_info.h"

#include <QComboBox>
#include <QHash>
#include <QList>
#include <QString>
#include <array>

namespace smui {

struct TargetFacts;

struct TargetChoice {
    enum class State {
        Probing,        // listed; its size and drive are being read (target_probe.h)
        Ready,          // described
        NotResponding,  // no answer in time: shown, disabled, the tooltip says why
    };
    QString path;     // what the run gets
    QString details;  // "/dev/sda2 (ext4), 256.00 GiB, 73.38 GiB free"
    QString tooltip;  // everything, one a line, with the target's flags explained
    State state = State::Ready;
    sm::DeviceInfo device;    // what the drive panel shows (Ready only)
    sm::HealthRecord health;  // its Health line and Tools → Drive health (Ready only)
    // "/home  —  /dev/sda2 (ext4), 256.00 GiB, 73.38 GiB free"
    QString label() const;
};

// `path` listed and being described.
TargetChoice probingTarget(const QString& path);
// `path`, described by a probe's facts (taken for `path`: the home folder
// on a root the user cannot write to is described by its root's facts).
TargetChoice describedTarget(const QString& path, const TargetFacts& facts);
// `path` did not answer within `timeout_ms`.
TargetChoice stalledTarget(const QString& path, int timeout_ms);

// The target list: each entry shows path, device, filesystem, size and free
// space; when the field is too narrow the path is shortened in the middle
// (the device and the free space stay), and the popup is as wide as its
// longest entry. The entry's tooltip has everything. An entry not
// responding is disabled; one still being probed says so.
class TargetCombo : public QComboBox {
public:
    explicit TargetCombo(QWidget* parent = nullptr);
    // Empties the list.
    void clear();
    // Adds `c`, or updates the entry of its path; returns its index.
    int addChoice(const TargetChoice& c);
    void removeChoice(const QString& path);
    // The entry of `path`, -1 when none.
    int indexOf(const QString& path) const;
    // The chosen entry; nullptr when none.
    const TargetChoice* current() const;
    const TargetChoice* choice(const QString& path) const;
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
    QHash<QString, TargetChoice> m_choices;  // by path
};

// Model, firmware, controller (AS SSD's driver line), offset, capacity,
// filesystem, free, stack ("n/a" when unknown).
inline constexpr int kDeviceFields = 8;
std::array<QString, kDeviceFields> deviceFieldNames();
std::array<QString, kDeviceFields> deviceFieldTexts(const sm::DeviceInfo& d);
// The offset field reads "… K - BAD": the partition does not start on a 4 KiB boundary.
bool badOffset(const sm::DeviceInfo& d);

}  // namespace smui
