#pragma once
// What Windows' IOCTL_STORAGE_QUERY_PROPERTY answers, read from its bytes.
// The layouts are the Windows SDK's (winioctl.h), read by offset so that the
// parsers build and are tested on every platform, on byte fixtures
// (tests/fixtures/windows/), since Wine answers few storage IOCTLs.
#include <cstddef>
#include <optional>
#include <span>
#include <string>
#include <vector>
#ifdef _WIN32
#include <windows.h>
#include <winioctl.h>
#endif

namespace sm {

// STORAGE_DEVICE_DESCRIPTOR (StorageDeviceProperty): the device's identity.
struct StorageDescriptor {
    std::string model;     // vendor and product id, the vendor once
    std::string firmware;  // product revision
    std::string serial;
    std::string bus;  // "NVMe", "SATA", "USB" …; "" for a bus type not named here
};
std::optional<StorageDescriptor> parse_storage_device_descriptor(std::span<const unsigned char> bytes);

// STORAGE_BUS_TYPE's name; "" for unknown values.
const char* storage_bus_name(unsigned bus_type);

// STORAGE_TEMPERATURE_DATA_DESCRIPTOR (StorageDeviceTemperatureProperty): the
// first sensor (index 0, the drive's composite temperature for NVMe) and the
// device's thresholds, in °C. nullopt without a reading.
struct StorageTemperature {
    double temperature_c = 0;
    std::optional<double> warning_c, critical_c;
};
std::optional<StorageTemperature> parse_storage_temperature(std::span<const unsigned char> bytes);

// STORAGE_PROTOCOL_DATA_DESCRIPTOR (StorageDeviceProtocolSpecificProperty):
// the protocol data it carries (for an NVMe log page query, the page), or
// nullopt when the answer is shorter than its header says or than `want`.
std::optional<std::vector<unsigned char>> parse_protocol_data(std::span<const unsigned char> bytes, std::size_t want);

#ifdef _WIN32
// The properties SolidMark asks IOCTL_STORAGE_QUERY_PROPERTY for, by the
// SDK's names (winioctl.h's STORAGE_PROPERTY_ID); the layouts their answers
// are read with are checked against the SDK's structs in
// tests/test_windows_rules.cpp.
inline constexpr STORAGE_PROPERTY_ID kDescriptorProperty = StorageDeviceProperty;
inline constexpr STORAGE_PROPERTY_ID kAlignmentProperty = StorageAccessAlignmentProperty;
inline constexpr STORAGE_PROPERTY_ID kProtocolProperty = StorageDeviceProtocolSpecificProperty;
inline constexpr STORAGE_PROPERTY_ID kTemperatureProperty = StorageDeviceTemperatureProperty;

// The NVMe SMART / Health Information log (page 02h) of a device such as
// \\.\PhysicalDrive0, as IOCTL_STORAGE_QUERY_PROPERTY answers it
// (StorageDeviceProtocolSpecificProperty, stornvme): the raw answer.
std::optional<std::vector<unsigned char>> query_nvme_health_log(const std::string& device);
// ATA SMART through SMART_RCV_DRIVE_DATA and SMART_SEND_DRIVE_COMMAND (the
// SATA drive's READ DATA, READ THRESHOLDS and RETURN STATUS; an
// administrator's handle): the SENDCMDOUTPARAMS answers as they came
// (health.h parse_smart_command_answer reads them), or the Win32 error.
struct AtaSmartAnswer {
    std::vector<unsigned char> data, thresholds, status;  // status: empty when RETURN STATUS failed
    unsigned long error = 0;                              // nonzero: data and thresholds were not read
};
AtaSmartAnswer query_ata_smart(const std::string& device);
// The raw answer of IOCTL_STORAGE_QUERY_PROPERTY (a standard query) for a
// device such as \\.\PhysicalDrive0, opened for queries only (no read or
// write access, so no administrator is needed); nullopt when it fails.
std::optional<std::vector<unsigned char>> query_storage_property(const std::string& device, unsigned property_id);
#endif

}  // namespace sm
