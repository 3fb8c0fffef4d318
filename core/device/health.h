#pragma once
// The drive's own health record (docs/schemas/health.md, solidmark.health/1):
// the NVMe SMART / Health Information log (page 02h), or ATA SMART read by
// smartmontools (`smartctl --json`), or `source: none` with the reason. A
// field is nullopt where the drive does not say. Reading it never writes to
// the drive. The parsers are portable (the Windows NVMe query returns the
// same 512-byte page); reading is per platform (health_linux.cpp).
#include "device/device_info.h"

#include <chrono>
#include <cstdint>
#include <optional>
#include <span>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

namespace sm {

struct AtaAttribute {
    int id = 0;
    std::string name;
    int value = 0, worst = 0, thresh = 0;
    std::uint64_t raw = 0;
};

struct HealthRecord {
    std::string source = "none";  // "nvme", "ata" or "none"
    std::string reason;           // why there is no record, or what could not be read; "" otherwise
    std::string device;           // what was asked: /dev/nvme0, /dev/sda; "" when nothing was
    std::string model;            // the drive's own name for itself (NVMe Identify, ATA IDENTIFY)
    // How an ATA record was read: "smartctl", "udisks2" or "SMART_RCV_DRIVE_DATA"; "" otherwise.
    std::string via;
    // NVMe's critical-warning bits by name (spare, temperature, reliability,
    // read_only, volatile_backup, persistent_memory); for ATA, "reliability"
    // when the drive's overall SMART self-assessment failed. Empty: none set.
    std::optional<std::vector<std::string>> critical_warning;
    std::optional<double> temperature_c;
    std::optional<int> available_spare_pct;
    std::optional<int> available_spare_threshold_pct;
    std::optional<int> percentage_used;
    std::optional<std::uint64_t> data_read_bytes;
    std::optional<std::uint64_t> data_written_bytes;
    std::optional<std::uint64_t> power_on_hours;
    std::optional<std::uint64_t> power_cycles;
    std::optional<std::uint64_t> unsafe_shutdowns;
    std::optional<std::uint64_t> media_errors;
    std::optional<std::uint64_t> error_log_entries;
    std::vector<AtaAttribute> ata_attributes;  // ATA only

    bool read() const noexcept { return source != "none"; }
    // "ok", "warning" (a critical-warning bit, or spare below its
    // threshold, or percentage used >= 100) or "unknown" (no record).
    std::string verdict() const;
};

// What a benchmark cost the drive (docs/schemas/common.md `health`): the
// record read before the run's first write and after its last phase, and
// the bytes SolidMark's own process sent to the storage layer in between.
struct RunHealth {
    bool recorded = false;  // false: a document from before this was recorded, or no run
    HealthRecord before, after;
    std::optional<std::uint64_t> app_written_bytes;

    // The drive's own written counter, after minus before; nullopt when
    // either side does not have it (drive_written_reason() says why).
    std::optional<std::uint64_t> drive_written_bytes() const;
    std::string drive_written_reason() const;
    // "The drive counted 2.15 GB written during this run (SolidMark wrote 2.15 GB)."
    std::string written_sentence() const;
    // Sentences about what grew during the run: media errors, critical
    // warnings that were not set before. Empty when nothing did.
    std::vector<std::string> warnings() const;
};

// The lines a report prints after a result: written_sentence(), then
// "WARNING: " and each of warnings().
std::vector<std::string> health_report_lines(const RunHealth& h);

// Bytes this process has sent to the storage layer so far (Linux:
// /proc/self/io write_bytes; Windows: GetProcessIoCounters), or nullopt.
std::optional<std::uint64_t> process_written_bytes();

// The record as label / value lines, in the order the CLI's table and the
// GUI's Drive health dialog show them ("n/a" where the drive does not say);
// the ATA attributes are not among them.
std::vector<std::pair<std::string, std::string>> health_lines(const HealthRecord& h);
// Bytes in decimal units as drive makers count them: "2.15 GB", "512 B".
std::string decimal_bytes(std::uint64_t bytes);

// The names of NVMe's critical-warning bits 0-5, in bit order.
std::vector<std::string> nvme_critical_warning_names(unsigned bits);

// An NVMe SMART / Health Information log page (at least 192 bytes, normally
// 512): counters are little-endian 128-bit; data units are 512,000 bytes.
HealthRecord parse_nvme_health_log(const unsigned char* page, std::size_t bytes);

// smartmontools' `smartctl --json -a` output (smartctl >= 7): ATA SMART
// attributes, or its NVMe health log. Throws Error(InvalidInput) when the
// text is not its JSON; a drive smartctl could not read gives source "none"
// with smartctl's own message as the reason.
HealthRecord parse_smartctl_json(std::string_view text);

// ATA SMART from the drive's own sectors: SMART READ DATA and SMART READ
// THRESHOLDS (512 bytes each, checksummed; Error(InvalidInput) when either
// is short or damaged) and SMART RETURN STATUS's verdict (nullopt: not read).
// Attributes get smartctl's default names; 241/242 give no bytes, since
// their unit is the vendor's and only smartctl's drive database knows it.
HealthRecord parse_ata_smart(std::span<const unsigned char> data, std::span<const unsigned char> thresholds,
                             std::optional<bool> passed);
// The fields one ATA attribute gives the record (written and read bytes from
// 241/242 when `logical_block` is given and the attribute's name says the
// unit; unsafe shutdowns from 174/192; media errors from 187).
void apply_ata_attribute(HealthRecord& h, const AtaAttribute& a, std::optional<std::uint64_t> logical_block);
// Windows' SMART_RCV_DRIVE_DATA / SMART_SEND_DRIVE_COMMAND answer
// (SENDCMDOUTPARAMS): its first `want` data bytes, or nullopt when the
// driver reported an error or the answer is short.
std::optional<std::vector<unsigned char>> parse_smart_command_answer(std::span<const unsigned char> bytes,
                                                                     std::size_t want);
// SMART RETURN STATUS's verdict from the IDE registers it returns: true
// passed, false failing (threshold exceeded), nullopt when unclear.
std::optional<bool> smart_status_passed(std::span<const unsigned char> regs);

// ATA SMART as udisks2 gave it (udisks.h): attribute names are udisks2's,
// `raw` is its reading in natural units (hours for 9, °C for a temperature,
// the count otherwise), and 241/242 give bytes when udisks2 counts them in
// sectors (512 bytes).
struct UdisksSmart;
HealthRecord health_from_udisks(const UdisksSmart& s);

struct HealthOptions {
    // Where smartctl is (tests point it at a stand-in); empty: found on PATH.
    std::string smartctl;
    std::chrono::milliseconds timeout{15000};
    // --authorize: udisks2 (for a user who cannot run smartctl on the drive)
    // may have polkit ask before it reads SMART data it has not read yet.
    bool authorize = false;
};

// The health record of the drive at the bottom of the target's stack.
HealthRecord read_health(const DeviceInfo& info, const HealthOptions& options = {});

}  // namespace sm
