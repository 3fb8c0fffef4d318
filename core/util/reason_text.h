#pragma once
// The sentences SolidMark gives as a reason (why no health record, no
// temperature, no whole-device read), one list: the core formats them in
// English for the CLI, JSON and reports (say()); the GUI finds which of them
// a stored reason is and shows it in its language (ui/text/translated_reason.cpp reads
// reason_templates(); lupdate collects them through sm::translatable,
// context "sm::reason"). `{}` is an argument, filled in order; a
// translation may number them, {0} {1}, to change the order. A reason that
// is none of these (a drive's or a tool's own words) is shown as it came.
#include "util/translatable.h"

#include <array>
#include <fmt/format.h>
#include <string>
#include <utility>

namespace sm::reason {

// The drive's health record (device/health_read.cpp, device/health.cpp, run/pipeline.cpp).
inline constexpr const char* kSmartctlMissing = translatable(
    "sm::reason", "Reading the SMART data of {} needs smartctl (Debian: smartmontools), which is not installed.");
inline constexpr const char* kSmartctlSilent =
    translatable("sm::reason", "smartctl did not answer for {} within {} s.");
inline constexpr const char* kSmartctlNoJson =
    translatable("sm::reason", "smartctl gave no JSON for {} (exit status {}).");
inline constexpr const char* kSmartctlNoRecord = translatable("sm::reason", "smartctl read no health record");
inline constexpr const char* kSmartctlSaid = translatable("sm::reason", "smartctl: {}");
inline constexpr const char* kSmartNeedsRoot =
    translatable("sm::reason", "Reading the SMART data of {} needs root or the disk group. {}");
inline constexpr const char* kSmartNeedsAdmin =
    translatable("sm::reason", "Reading the SMART data of {} needs an administrator (Windows: access denied).");
inline constexpr const char* kNoSmartData =
    translatable("sm::reason", "{} did not return its SMART data (SMART_RCV_DRIVE_DATA, error {}).");
inline constexpr const char* kNvmeNeedsRoot =
    translatable("sm::reason", "Reading the NVMe health log of {} needs root ({}).");
inline constexpr const char* kCannotOpen = translatable("sm::reason", "{} cannot be opened: {}.");
inline constexpr const char* kNoHealthLog = translatable("sm::reason", "{} did not return its health log ({}).");
inline constexpr const char* kNoNvmeLogWindows =
    translatable("sm::reason", "{} did not return its NVMe health log (IOCTL_STORAGE_QUERY_PROPERTY, error {}).");
inline constexpr const char* kShortNvmeLog =
    translatable("sm::reason", "{} answered the NVMe health log query with {} bytes, too few for the page.");
inline constexpr const char* kNoDrive = translatable("sm::reason", "No drive was found under the target.");
inline constexpr const char* kSeveralDrives =
    translatable("sm::reason", "The target spans several drives; their health is read one drive at a time.");
inline constexpr const char* kNoNvmeController = translatable("sm::reason", "No NVMe controller was found for {}.");
inline constexpr const char* kNoLibnvme =
    translatable("sm::reason", "This build of SolidMark reads no NVMe health log (built without libnvme).");
inline constexpr const char* kNoHealthRecord =
    translatable("sm::reason", "{} ({}) has no health record that SolidMark can read: it is neither NVMe nor ATA.");
inline constexpr const char* kUnknownBus = translatable("sm::reason", "an unknown bus");
inline constexpr const char* kHealthNotRecorded =
    translatable("sm::reason", "The drive's health was not recorded with this result.");
inline constexpr const char* kHealthUnread = translatable("sm::reason", "The drive's health record could not be read.");
inline constexpr const char* kNoWrittenCount =
    translatable("sm::reason", "The drive does not count the bytes written to it (or its unit is unknown).");
inline constexpr const char* kCountBackwards =
    translatable("sm::reason", "The drive's written counter went backwards during the run.");
inline constexpr const char* kMediaErrorsGrew =
    translatable("sm::reason", "The drive's media errors grew from {} to {} during this run.");
inline constexpr const char* kWarningSet =
    translatable("sm::reason", "The drive set a critical warning during this run: {}.");
inline constexpr const char* kEndedBeforeHealth =
    translatable("sm::reason", "The run ended before the drive's health was read again.");

// The drive's temperature (device/temperature.cpp, run/temperature_sampler.cpp).
inline constexpr const char* kNoPhysicalDrive = translatable("sm::reason", "no physical drive found under the target");
inline constexpr const char* kNoWindowsTemperature =
    translatable("sm::reason", "{} does not report a temperature (StorageDeviceTemperatureProperty)");
inline constexpr const char* kNoSingleDrive = translatable("sm::reason", "no single drive under the target");
inline constexpr const char* kNoHwmon = translatable("sm::reason", "no hwmon sensor for {}");
inline constexpr const char* kNoHwmonNorLog =
    translatable("sm::reason", "no hwmon sensor for {}, and the NVMe health log of {} is not readable (it needs root)");
inline constexpr const char* kNoReading = translatable("sm::reason", "the sensor gave no reading");

// The whole-device read of Acc.time (run/phase.cpp, device/udisks.h, device/udisks_sdbus.cpp).
inline constexpr const char* kNoBlockDevice = translatable("sm::reason", "no block device");
inline constexpr const char* kCannotOpenDevice = translatable("sm::reason", "cannot open the device");
inline constexpr const char* kNoDeviceSize = translatable("sm::reason", "cannot read the device's size");
inline constexpr const char* kDeviceTooSmall = translatable("sm::reason", "device too small");
inline constexpr const char* kUdisksMissing = translatable("sm::reason", "udisks2 not available");
inline constexpr const char* kNotAuthorised = translatable("sm::reason", "not authorised");
inline constexpr const char* kUdisksUnknownDevice = translatable("sm::reason", "udisks2 does not know the device");
inline constexpr const char* kUdisksNoDirectIo = translatable("sm::reason", "no direct I/O on the device from udisks2");
inline constexpr const char* kUdisksFailed = translatable("sm::reason", "udisks2 could not open the device");
inline constexpr const char* kNoBlockDeviceFound = translatable("sm::reason", "no block device found for the target");
inline constexpr const char* kCannotOpenReadOnly = translatable("sm::reason", "{} cannot be opened read-only: {}");
inline constexpr const char* kThroughUdisks = translatable("sm::reason", "Through udisks2: {}");
inline constexpr const char* kNoSizeOf = translatable("sm::reason", "cannot read the size of {}: {}");
inline constexpr const char* kHoldsLess = translatable("sm::reason", "{} holds {}, less than the {} needed");
inline constexpr const char* kCannotOpenFile = translatable("sm::reason", "Cannot open '{}': {}.");
inline constexpr const char* kNoSystemBus = translatable("sm::reason", "no system bus: {}");
inline constexpr const char* kNoBlockObject = translatable("sm::reason", "udisks2 has no block object for {}");
// udisks2 (device/udisks_sdbus.cpp, device/udisks_none.cpp): opening a device, and ATA SMART.
inline constexpr const char* kUdisksNotHere = translatable("sm::reason", "udisks2 not available on this platform");
inline constexpr const char* kNoAnswer = translatable("sm::reason", "no answer");
inline constexpr const char* kCancelled = translatable("sm::reason", "cancelled");
inline constexpr const char* kPolkitNoAgent =
    translatable("sm::reason", "{}: {}; polkit could not ask (no authentication agent answered)");
inline constexpr const char* kPolkitWouldAsk =
    translatable("sm::reason", "{}: {}; polkit would ask for a password (--authorize, or Allow in the GUI's question)");
inline constexpr const char* kCannotBuildCall = translatable("sm::reason", "cannot build the udisks2 call: {}");
inline constexpr const char* kNoFdInReply =
    translatable("sm::reason", "udisks2 OpenDevice: a reply without a file descriptor");
inline constexpr const char* kCannotKeepFd = translatable("sm::reason", "cannot keep the descriptor: {}");
inline constexpr const char* kFdNotReadOnly =
    translatable("sm::reason", "udisks2 returned a descriptor that is not read-only; not used");
inline constexpr const char* kNoDirectSet =
    translatable("sm::reason", "O_DIRECT could not be set ({}) nor the descriptor reopened with it ({})");
inline constexpr const char* kDirectByUdisks = translatable("sm::reason", "O_DIRECT by udisks2");
inline constexpr const char* kDirectByFcntl = translatable("sm::reason", "O_DIRECT set with fcntl");
inline constexpr const char* kDirectByReopen = translatable("sm::reason", "O_DIRECT by reopening the descriptor");
inline constexpr const char* kOpenedThrough = translatable("sm::reason", "opened through udisks2 ({}, {})");
inline constexpr const char* kWholeDevice = translatable("sm::reason", "whole device {}");
inline constexpr const char* kWholeDeviceHow = translatable("sm::reason", "whole device {}, {}");
inline constexpr const char* kNoDriveFor = translatable("sm::reason", "udisks2 names no drive for {}");
inline constexpr const char* kNoDriveAta =
    translatable("sm::reason", "udisks2 reads no ATA SMART for {}: its drive has no Drive.Ata interface");
inline constexpr const char* kSmartOff = translatable("sm::reason", "{} has SMART turned off (udisks2)");
inline constexpr const char* kSmartUnsupported = translatable("sm::reason", "{} does not support SMART (udisks2)");
inline constexpr const char* kSmartNotReadYet = translatable(
    "sm::reason", "udisks2 has not read the SMART data of {} yet; --authorize lets it read them now (polkit may ask)");
inline constexpr const char* kAttributesUnreadable =
    translatable("sm::reason", "udisks2 SmartGetAttributes: a reply SolidMark cannot read");
// The operating system's words for the errors a reason most often carries.
inline constexpr const char* kPermissionDenied = translatable("sm::reason", "Permission denied");
inline constexpr const char* kNotPermitted = translatable("sm::reason", "Operation not permitted");
inline constexpr const char* kNoSuchFile = translatable("sm::reason", "No such file or directory");

inline constexpr std::array kAll = {
    kSmartctlMissing,
    kSmartctlSilent,
    kSmartctlNoJson,
    kSmartctlNoRecord,
    kSmartctlSaid,
    kSmartNeedsRoot,
    kSmartNeedsAdmin,
    kNoSmartData,
    kNvmeNeedsRoot,
    kCannotOpen,
    kNoHealthLog,
    kNoNvmeLogWindows,
    kShortNvmeLog,
    kNoDrive,
    kSeveralDrives,
    kNoNvmeController,
    kNoLibnvme,
    kNoHealthRecord,
    kUnknownBus,
    kHealthNotRecorded,
    kHealthUnread,
    kNoWrittenCount,
    kCountBackwards,
    kMediaErrorsGrew,
    kWarningSet,
    kEndedBeforeHealth,
    kNoPhysicalDrive,
    kNoWindowsTemperature,
    kNoSingleDrive,
    kNoHwmon,
    kNoHwmonNorLog,
    kNoReading,
    kNoBlockDevice,
    kCannotOpenDevice,
    kNoDeviceSize,
    kDeviceTooSmall,
    kUdisksMissing,
    kNotAuthorised,
    kUdisksUnknownDevice,
    kUdisksNoDirectIo,
    kUdisksFailed,
    kNoBlockDeviceFound,
    kCannotOpenReadOnly,
    kThroughUdisks,
    kNoSizeOf,
    kHoldsLess,
    kCannotOpenFile,
    kNoSystemBus,
    kNoBlockObject,
    kUdisksNotHere,
    kNoAnswer,
    kCancelled,
    kPolkitNoAgent,
    kPolkitWouldAsk,
    kCannotBuildCall,
    kNoFdInReply,
    kCannotKeepFd,
    kFdNotReadOnly,
    kNoDirectSet,
    kDirectByUdisks,
    kDirectByFcntl,
    kDirectByReopen,
    kOpenedThrough,
    kWholeDevice,
    kWholeDeviceHow,
    kNoDriveFor,
    kNoDriveAta,
    kSmartOff,
    kSmartUnsupported,
    kSmartNotReadYet,
    kAttributesUnreadable,
    kPermissionDenied,
    kNotPermitted,
    kNoSuchFile,
};

// One of the sentences above, filled in (English).
template <class... Args>
std::string say(const char* text, Args&&... args)
{
    return fmt::format(fmt::runtime(text), std::forward<Args>(args)...);
}

// `text` without the period (and spaces) it may end with.
inline std::string without_period(std::string text)
{
    while (!text.empty() && (text.back() == '.' || text.back() == ' '))
        text.pop_back();
    return text;
}

// `text` as a sentence: its first letter upper case, one period at its end.
inline std::string as_sentence(const std::string& text)
{
    std::string s = without_period(text);
    if (!s.empty() && s.front() >= 'a' && s.front() <= 'z')
        s.front() = static_cast<char>(s.front() - 'a' + 'A');
    return s.empty() ? s : s + ".";
}

// `said`, then `next` as a sentence of its own: one clean sentence per
// attempt, which the GUI reads back one by one (ui/text/translated_reason.cpp).
inline std::string then(const std::string& said, const std::string& next)
{
    return (said.empty() ? "" : said + " ") + as_sentence(next);
}

}  // namespace sm::reason
