#include "device/storage_query.h"

#include <cstdint>
#include <cstring>

namespace sm {
namespace {

std::uint32_t u32(std::span<const unsigned char> b, std::size_t at)
{
    return static_cast<std::uint32_t>(b[at]) | static_cast<std::uint32_t>(b[at + 1]) << 8 |
        static_cast<std::uint32_t>(b[at + 2]) << 16 | static_cast<std::uint32_t>(b[at + 3]) << 24;
}

std::int16_t s16(std::span<const unsigned char> b, std::size_t at)
{
    return static_cast<std::int16_t>(static_cast<std::uint16_t>(b[at] | b[at + 1] << 8));
}

// A NUL-terminated ASCII field at an offset the descriptor gives (0: none),
// without the padding blanks drives put around it.
std::string field(std::span<const unsigned char> b, std::uint32_t offset)
{
    if (offset == 0 || offset >= b.size())
        return {};
    const auto* start = reinterpret_cast<const char*>(b.data() + offset);
    std::string v(start, strnlen(start, b.size() - offset));
    const auto first = v.find_first_not_of(' ');
    const auto last = v.find_last_not_of(' ');
    return first == std::string::npos ? std::string{} : v.substr(first, last - first + 1);
}

}  // namespace

const char* storage_bus_name(unsigned bus_type)
{
    switch (bus_type) {
    case 0x01:
        return "SCSI";
    case 0x03:
        return "ATA";
    case 0x07:
        return "USB";
    case 0x08:
        return "RAID";
    case 0x0A:
        return "SAS";
    case 0x0B:
        return "SATA";
    case 0x0C:
        return "SD";
    case 0x0D:
        return "MMC";
    case 0x0E:
        return "virtual";
    case 0x0F:
        return "file-backed virtual";
    case 0x10:
        return "Storage Spaces";
    case 0x11:
        return "NVMe";
    case 0x13:
        return "UFS";
    default:
        return "";
    }
}

std::optional<StorageDescriptor> parse_storage_device_descriptor(std::span<const unsigned char> bytes)
{
    // Version, Size, DeviceType, DeviceTypeModifier, RemovableMedia, CommandQueueing,
    // then the offsets of VendorId (12), ProductId (16), ProductRevision (20),
    // SerialNumber (24), and BusType (28); 36 bytes before the raw properties.
    constexpr std::size_t header = 36;
    if (bytes.size() < header)
        return std::nullopt;
    // Size is what the full descriptor needs; an answer cut short is read as far as it goes.
    bytes = bytes.first(std::min<std::size_t>(bytes.size(), std::max<std::uint32_t>(u32(bytes, 4), header)));
    StorageDescriptor d;
    const std::string vendor = field(bytes, u32(bytes, 12));
    const std::string product = field(bytes, u32(bytes, 16));
    // USB and SATA drives often repeat the vendor in the product id ("Samsung SSD 870 EVO").
    d.model = vendor.empty() || product.rfind(vendor, 0) == 0 ? product
        : product.empty()                                     ? vendor
                                                              : vendor + " " + product;
    d.firmware = field(bytes, u32(bytes, 20));
    d.serial = field(bytes, u32(bytes, 24));
    d.bus = storage_bus_name(u32(bytes, 28));
    return d;
}

std::optional<StorageTemperature> parse_storage_temperature(std::span<const unsigned char> bytes)
{
    // Version, Size, CriticalTemperature (8), WarningTemperature (10), InfoCount (12),
    // reserved to 24, then 16-byte STORAGE_TEMPERATURE_INFO entries: Index, Temperature (+2) …
    constexpr std::size_t header = 24, entry = 16;
    if (bytes.size() < header + entry || (bytes[12] | bytes[13] << 8) == 0)  // no sensor
        return std::nullopt;
    StorageTemperature t;
    t.temperature_c = s16(bytes, header + 2);
    // A threshold of 0 °C is "not reported".
    if (const std::int16_t w = s16(bytes, 10); w > 0)
        t.warning_c = w;
    if (const std::int16_t c = s16(bytes, 8); c > 0)
        t.critical_c = c;
    return t;
}

std::optional<std::vector<unsigned char>> parse_protocol_data(std::span<const unsigned char> bytes, std::size_t want)
{
    // Version, Size, then STORAGE_PROTOCOL_SPECIFIC_DATA at 8: ProtocolType,
    // DataType, RequestValue, RequestSubValue, ProtocolDataOffset (8 + 16,
    // counted from the protocol data's start), ProtocolDataLength (8 + 20).
    constexpr std::size_t specific = 8, header = specific + 40;
    if (bytes.size() < header)
        return std::nullopt;
    const std::size_t offset = specific + u32(bytes, specific + 16), length = u32(bytes, specific + 20);
    if (length < want || offset < header || offset > bytes.size() || bytes.size() - offset < length)
        return std::nullopt;
    return std::vector<unsigned char>(bytes.begin() + static_cast<std::ptrdiff_t>(offset),
                                      bytes.begin() + static_cast<std::ptrdiff_t>(offset + length));
}

}  // namespace sm
