#pragma once
// A block device opened read-only for a normal user, the desktop way:
// org.freedesktop.UDisks2.Block.OpenDevice("r", {flags: O_DIRECT}) over the
// system bus, authorised by polkit (org.freedesktop.udisks2.open-device, or
// open-device-system for a system drive), as GNOME Disks opens a drive for
// its benchmark. sd-bus (libsystemd) speaks D-Bus here: docs/architecture.md
// says why. A build without it (Windows, macOS, SOLIDMARK_WITH_UDISKS=OFF)
// has a stub that answers "not available on this platform".
//
// Nothing here can open a device for writing: the mode is always "r".
#include "util/reason_text.h"

#include <chrono>
#include <cstdint>
#include <optional>
#include <vector>
#include <filesystem>
#include <functional>
#include <string>

namespace sm {

enum class UdisksFailure {
    None,
    NotAvailable,   // no system bus, no udisks2 on it, or no reply in time
    NotAuthorised,  // polkit said no (or would have asked, and asking was not allowed)
    UnknownDevice,  // udisks2 does not know the device
    NoDirectIo,     // the descriptor came, but unbuffered reads could not be set on it
    Failed,         // udisks2 answered with another error
};

// The short reason recorded as settings.span_reason ("" for None).
inline const char* udisks_failure_text(UdisksFailure f) noexcept
{
    switch (f) {
    case UdisksFailure::None:
        return "";
    case UdisksFailure::NotAvailable:
        return reason::kUdisksMissing;
    case UdisksFailure::NotAuthorised:
        return reason::kNotAuthorised;
    case UdisksFailure::UnknownDevice:
        return reason::kUdisksUnknownDevice;
    case UdisksFailure::NoDirectIo:
        return reason::kUdisksNoDirectIo;
    case UdisksFailure::Failed:
        break;
    }
    return reason::kUdisksFailed;
}

struct UdisksOptions {
    // true: polkit may ask the user (the desktop's password prompt);
    // false: a rule must allow it already, or the answer is no at once.
    bool interactive = false;
    // Each bus call's limit; an interactive OpenDevice waits for the user
    // up to `prompt_timeout` instead.
    std::chrono::milliseconds timeout{2000};
    std::chrono::milliseconds prompt_timeout{std::chrono::minutes(5)};
    // Polled every 100 ms while a call is in flight: true ends the wait
    // (reported as NotAvailable, "cancelled").
    std::function<bool()> cancelled;
};

struct UdisksOpen {
    int fd = -1;  // read-only, close-on-exec, O_DIRECT set; the caller owns it
    UdisksFailure failure = UdisksFailure::None;
    std::string detail;  // one sentence: how it was opened, or what failed and why
};

// True where a whole-device read may need udisks2 and polkit: a build with
// udisks2 support run by a user other than root. The GUI asks its
// permission question only then.
bool udisks_may_be_needed() noexcept;

// Opens `device` (a /dev path) read-only through udisks2 with O_DIRECT. When
// udisks2 did not set O_DIRECT (older than 2.7, or it dropped the flag) it is
// set with fcntl(F_SETFL), which Linux allows on an open descriptor, then by
// reopening /proc/self/fd/N (needs the caller's own permission on the node);
// failing both, the descriptor is closed and the failure is NoDirectIo:
// buffered reads of a device would measure the page cache. Never throws.
UdisksOpen udisks_open_read_only(const std::filesystem::path& device, const UdisksOptions& options);

// ATA SMART as udisks2 keeps it (org.freedesktop.UDisks2.Drive.Ata):
// udisksd, which runs as root, reads a SATA drive's SMART data itself every
// few minutes, and SmartGetAttributes hands them to any user without polkit.
// Data never collected are collected first by SmartUpdate only when
// options.interactive (--authorize: polkit's
// org.freedesktop.udisks2.ata-smart-update may ask). Read-only: no SMART
// command that changes the drive is sent.
struct UdisksSmartAttribute {
    int id = 0;
    std::string name;  // udisks2's (libblockdev's) name: "power-on-hours"
    int value = 0, worst = 0, threshold = 0;
    std::int64_t pretty = 0;  // the value read in `pretty_unit`
    int pretty_unit = 0;      // 0 unknown, 1 none, 2 milliseconds, 3 sectors, 4 millikelvin
};
struct UdisksSmart {
    bool read = false;
    std::string reason;  // why not, when !read
    std::string drive;   // the drive's object path
    bool failing = false;
    std::optional<double> temperature_k;
    std::optional<std::uint64_t> power_on_seconds;
    std::vector<UdisksSmartAttribute> attributes;
};
UdisksSmart udisks_ata_smart(const std::filesystem::path& device, const UdisksOptions& options);

}  // namespace sm
