#pragma once
// The drive's temperature sensor (docs/methodology.md §14): the hwmon device
// of the disk under the target (the kernel's `nvme` driver registers one per
// controller, `drivetemp` one per SATA disk) with its warning and critical
// thresholds (temp1_max, temp1_crit), else, for NVMe when the controller's
// character device opens (root), the SMART / health log (log page 02h)
// through an admin command. Without either: no source and the reason. On
// Windows: the drive's StorageDeviceTemperatureProperty (core/device/storage_query.h).
// sysfs and /dev are read through host::path(), so tests use fixture trees.
#include "device/device_info.h"

#include <filesystem>
#include <optional>
#include <string>

namespace sm {

class TemperatureSensor {
public:
    // Finds the sensor of the drive at the bottom of the target's stack.
    static TemperatureSensor for_device(const DeviceInfo& info);

    bool available() const noexcept { return !m_source.empty(); }
    // "hwmon nvme (hwmon2, Composite)", "NVMe SMART log (/dev/nvme0)"; "" without a sensor.
    const std::string& source() const noexcept { return m_source; }
    // Why there is none: "no hwmon sensor for vda".
    const std::string& reason() const noexcept { return m_reason; }
    std::optional<double> warning_c() const noexcept { return m_warning_c; }
    std::optional<double> critical_c() const noexcept { return m_critical_c; }
    // The temperature now in °C; nullopt when this reading failed. Blocks for
    // as long as the drive takes to answer (an admin command): call it off
    // the I/O threads.
    std::optional<double> read() const;

private:
    std::string m_source, m_reason;
    std::optional<double> m_warning_c, m_critical_c;
    std::filesystem::path m_input;  // hwmon temp*_input (millidegrees)
    std::filesystem::path m_nvme;   // the controller's character device for the SMART log
    std::string m_drive;            // Windows: \\.\PhysicalDriveN, asked for its temperature
};

// The composite temperature of an NVMe SMART / health log page (512 bytes):
// bytes 1-2, little endian, in kelvin. nullopt for 0 (not reported).
std::optional<double> nvme_smart_composite_c(const unsigned char* page, std::size_t bytes);

}  // namespace sm
