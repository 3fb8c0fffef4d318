// ATA SMART from its own sectors (health.h parse_ata_smart): SMART READ DATA
// and SMART READ THRESHOLDS, 512 bytes each, as ATA/ATAPI-8 ACS lays them out
// (30 attribute entries of 12 bytes from byte 2; a checksum in byte 511),
// and the answer of Windows' SMART_RCV_DRIVE_DATA / SMART_SEND_DRIVE_COMMAND
// (SENDCMDOUTPARAMS, ntdddisk.h) that carries them. Windows reads them this
// way (health_read.cpp); Linux asks smartctl, whose JSON gives the same
// attributes (the tests compare both on the lab's QEMU SATA drive).
#include "device/health.h"
#include "device/udisks.h"

#include "util/error.h"

#include <fmt/format.h>
#include <utility>

namespace sm {

namespace {

// smartctl's names for attributes of a drive not in its drive database
// (smartmontools' defaults); others are "Unknown_Attribute", as it says.
const char* default_attribute_name(int id)
{
    static constexpr std::pair<int, const char*> kNames[] = {
        {1, "Raw_Read_Error_Rate"},
        {2, "Throughput_Performance"},
        {3, "Spin_Up_Time"},
        {4, "Start_Stop_Count"},
        {5, "Reallocated_Sector_Ct"},
        {7, "Seek_Error_Rate"},
        {8, "Seek_Time_Performance"},
        {9, "Power_On_Hours"},
        {10, "Spin_Retry_Count"},
        {11, "Calibration_Retry_Count"},
        {12, "Power_Cycle_Count"},
        {13, "Read_Soft_Error_Rate"},
        {177, "Wear_Leveling_Count"},
        {181, "Program_Fail_Cnt_Total"},
        {182, "Erase_Fail_Count_Total"},
        {183, "Runtime_Bad_Block"},
        {184, "End-to-End_Error"},
        {187, "Reported_Uncorrect"},
        {188, "Command_Timeout"},
        {189, "High_Fly_Writes"},
        {190, "Airflow_Temperature_Cel"},
        {191, "G-Sense_Error_Rate"},
        {192, "Power-Off_Retract_Count"},
        {193, "Load_Cycle_Count"},
        {194, "Temperature_Celsius"},
        {195, "Hardware_ECC_Recovered"},
        {196, "Reallocated_Event_Count"},
        {197, "Current_Pending_Sector"},
        {198, "Offline_Uncorrectable"},
        {199, "UDMA_CRC_Error_Count"},
        {232, "Available_Reservd_Space"},
        {233, "Media_Wearout_Indicator"},
        {241, "Total_LBAs_Written"},
        {242, "Total_LBAs_Read"},
    };
    for (const auto& [known, name] : kNames)
        if (known == id)
            return name;
    return "Unknown_Attribute";
}

constexpr std::size_t kSector = 512, kEntries = 30, kEntry = 12;

void check_sector(std::span<const unsigned char> s, const char* what)
{
    if (s.size() < kSector)
        throw Error(ErrorKind::InvalidInput,
                    fmt::format("SMART {} is 512 bytes; {} bytes cannot hold it", what, s.size()));
    unsigned sum = 0;
    for (std::size_t i = 0; i < kSector; ++i)
        sum += s[i];
    if (sum % 256 != 0)
        throw Error(ErrorKind::InvalidInput,
                    fmt::format("SMART {}: the checksum does not match (the sector is damaged or not SMART's)", what));
}

}  // namespace

HealthRecord parse_ata_smart(std::span<const unsigned char> data, std::span<const unsigned char> thresholds,
                             std::optional<bool> passed)
{
    check_sector(data, "READ DATA");
    check_sector(thresholds, "READ THRESHOLDS");
    HealthRecord h;
    h.source = "ata";
    h.via = "SMART_RCV_DRIVE_DATA";
    if (passed)
        h.critical_warning = *passed ? std::vector<std::string>{} : std::vector<std::string>{"reliability"};
    for (std::size_t i = 0; i < kEntries; ++i) {
        const unsigned char* e = data.data() + 2 + i * kEntry;
        if (e[0] == 0)
            continue;  // an unused entry
        AtaAttribute a;
        a.id = e[0];
        a.name = default_attribute_name(a.id);
        a.value = e[3];
        a.worst = e[4];
        for (int b = 5; b >= 0; --b)
            a.raw = (a.raw << 8) | e[5 + b];
        // The thresholds sector lists the same ids, usually in the same order.
        for (std::size_t t = 0; t < kEntries; ++t)
            if (thresholds[2 + t * kEntry] == e[0]) {
                a.thresh = thresholds[2 + t * kEntry + 1];
                break;
            }
        // The fields smartctl reads from these attributes (its temperature and
        // power-on time, for a drive not in its database).
        if (a.id == 194 || (a.id == 190 && !h.temperature_c))
            h.temperature_c = static_cast<double>(a.raw & 0xff);
        else if (a.id == 9)
            h.power_on_hours = a.raw & 0xffffffffu;
        else if (a.id == 12)
            h.power_cycles = a.raw;
        apply_ata_attribute(h, a, std::nullopt);
        h.ata_attributes.push_back(std::move(a));
    }
    return h;
}

HealthRecord health_from_udisks(const UdisksSmart& s)
{
    HealthRecord h;
    if (!s.read) {
        h.reason = s.reason;
        return h;
    }
    h.source = "ata";
    h.via = "udisks2";
    h.critical_warning = s.failing ? std::vector<std::string>{"reliability"} : std::vector<std::string>{};
    if (s.temperature_k)
        h.temperature_c = *s.temperature_k - 273.15;
    if (s.power_on_seconds)
        h.power_on_hours = *s.power_on_seconds / 3600;
    constexpr int kMilliseconds = 2, kSectors = 3, kMillikelvin = 4;
    for (const UdisksSmartAttribute& u : s.attributes) {
        AtaAttribute a{u.id, u.name, u.value, u.worst, u.threshold, 0};
        const std::uint64_t pretty = u.pretty < 0 ? 0 : static_cast<std::uint64_t>(u.pretty);
        a.raw = u.pretty_unit == kMilliseconds ? pretty / 3'600'000  // power-on time: hours, as smartctl's raw
            : u.pretty_unit == kMillikelvin    ? (pretty > 273'150 ? (pretty - 273'150) / 1000 : 0)
                                               : pretty;
        if (a.id == 12)
            h.power_cycles = a.raw;
        else if ((a.id == 241 || a.id == 242) && u.pretty_unit == kSectors)
            (a.id == 241 ? h.data_written_bytes : h.data_read_bytes) = pretty * 512;
        apply_ata_attribute(h, a, std::nullopt);
        h.ata_attributes.push_back(std::move(a));
    }
    return h;
}

std::optional<std::vector<unsigned char>> parse_smart_command_answer(std::span<const unsigned char> bytes,
                                                                     std::size_t want)
{
    // SENDCMDOUTPARAMS, packed: cBufferSize (4 bytes), DRIVERSTATUS (bDriverError,
    // bIDEError, 2 reserved, 2 reserved DWORDs: 12 bytes), then bBuffer.
    constexpr std::size_t header = 16;
    if (bytes.size() < header + want || bytes[4] != 0)
        return std::nullopt;
    return std::vector<unsigned char>(bytes.begin() + header,
                                      bytes.begin() + header + static_cast<std::ptrdiff_t>(want));
}

std::optional<bool> smart_status_passed(std::span<const unsigned char> regs)
{
    // SMART RETURN STATUS leaves its verdict in the cylinder registers
    // (IDEREGS: bCylLowReg at 3, bCylHighReg at 4): 4Fh/C2h passed, F4h/2Ch failing.
    if (regs.size() < 5)
        return std::nullopt;
    if (regs[3] == 0x4f && regs[4] == 0xc2)
        return true;
    if (regs[3] == 0xf4 && regs[4] == 0x2c)
        return false;
    return std::nullopt;
}

}  // namespace sm
