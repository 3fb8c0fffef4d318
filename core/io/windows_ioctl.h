#pragma once
// Every IOCTL and FSCTL SolidMark sends on Windows, the handle it goes on, and
// the access that handle is opened with (docs/methodology.md §29, SPEC §20).
//
// The I/O manager compares a control code's RequiredAccess field (CTL_CODE's
// bits 14-15, winioctl.h: FILE_READ_ACCESS, FILE_WRITE_ACCESS) with the
// rights the handle was granted, and fails the call with
// ERROR_ACCESS_DENIED when one is missing. Wine does not check, so the rule
// is kept here by arithmetic: the codes are portable numbers (the Windows
// build checks each against winioctl.h, io/windows_ioctl.cpp), every handle
// kind has one access, and `control<...>` refuses at compile time an IOCTL
// sent on a handle it is not listed for or whose access does not grant it.
// The tests walk the same table on every platform (tests/test_windows_rules.cpp).
#include <cstdint>
#include <string_view>

namespace sm::winio {

// winnt.h's access rights, as CreateFile's dwDesiredAccess takes them.
inline constexpr std::uint32_t kGenericRead = 0x80000000u;
inline constexpr std::uint32_t kGenericWrite = 0x40000000u;
inline constexpr std::uint32_t kFileReadData = 0x0001u;   // FILE_READ_DATA
inline constexpr std::uint32_t kFileWriteData = 0x0002u;  // FILE_WRITE_DATA

// CTL_CODE's fields (winioctl.h).
inline constexpr std::uint32_t kFileAnyAccess = 0, kFileReadAccess = 1, kFileWriteAccess = 2;
inline constexpr std::uint32_t kMethodBuffered = 0;
inline constexpr std::uint32_t kDeviceDisk = 0x07, kDeviceFileSystem = 0x09, kDeviceMassStorage = 0x2d;

constexpr std::uint32_t ctl_code(std::uint32_t device, std::uint32_t function, std::uint32_t method,
                                 std::uint32_t access) noexcept
{
    return device << 16 | access << 14 | function << 2 | method;
}
// The access a control code demands of its handle: FILE_READ_ACCESS and/or FILE_WRITE_ACCESS.
constexpr std::uint32_t required_access(std::uint32_t code) noexcept { return (code >> 14) & 3u; }
// What a handle opened with `access` holds of them: GENERIC_READ maps to
// FILE_GENERIC_READ, which has FILE_READ_DATA (= FILE_READ_ACCESS);
// GENERIC_WRITE to FILE_GENERIC_WRITE, which has FILE_WRITE_DATA.
constexpr std::uint32_t data_rights(std::uint32_t access) noexcept
{
    return ((access & (kGenericRead | kFileReadData)) ? kFileReadAccess : 0u) |
        ((access & (kGenericWrite | kFileWriteData)) ? kFileWriteAccess : 0u);
}
constexpr bool grants(std::uint32_t access, std::uint32_t code) noexcept
{
    return (required_access(code) & ~data_rights(access)) == 0;
}

// The handles SolidMark sends control codes on, and what each is opened with.
enum class Handle { Volume, DriveQuery, DriveSmart, DeviceRead, TestFile };
struct HandleUse {
    Handle handle;
    std::string_view what;
    std::uint32_t access;
};
inline constexpr HandleUse kHandles[] = {
    {Handle::Volume, "the target's volume (\\\\?\\Volume{GUID}), for queries", 0},
    {Handle::DriveQuery, "its drive (\\\\.\\PhysicalDriveN), for queries: no administrator needed", 0},
    {Handle::DriveSmart, "its drive, for ATA SMART: an administrator's", kGenericRead | kGenericWrite},
    {Handle::DeviceRead, "a drive opened read-only for a whole-device read", kGenericRead},
    {Handle::TestFile, "the test file", kGenericRead | kGenericWrite},
};
constexpr std::uint32_t access_of(Handle h) noexcept
{
    for (const HandleUse& u : kHandles)
        if (u.handle == h)
            return u.access;
    return 0;
}

struct Ioctl {
    std::string_view name;
    std::uint32_t code;
    Handle on;
};

namespace ioctl {
inline constexpr std::uint32_t kStorageQueryProperty =
    ctl_code(kDeviceMassStorage, 0x500, kMethodBuffered, kFileAnyAccess);
inline constexpr Ioctl kPartitionInfo{"IOCTL_DISK_GET_PARTITION_INFO_EX",
                                      ctl_code(kDeviceDisk, 0x12, kMethodBuffered, kFileAnyAccess), Handle::Volume};
inline constexpr Ioctl kDeviceNumber{"IOCTL_STORAGE_GET_DEVICE_NUMBER",
                                     ctl_code(kDeviceMassStorage, 0x420, kMethodBuffered, kFileAnyAccess),
                                     Handle::Volume};
inline constexpr Ioctl kDriveProperty{"IOCTL_STORAGE_QUERY_PROPERTY", kStorageQueryProperty, Handle::DriveQuery};
// The drive's size as DiskSpd reads it (GetPhysicalDriveSize): any access;
// IOCTL_DISK_GET_LENGTH_INFO demands FILE_READ_ACCESS, which a query handle lacks.
inline constexpr Ioctl kDriveGeometry{"IOCTL_DISK_GET_DRIVE_GEOMETRY_EX",
                                      ctl_code(kDeviceDisk, 0x28, kMethodBuffered, kFileAnyAccess), Handle::DriveQuery};
inline constexpr Ioctl kSmartReceive{"SMART_RCV_DRIVE_DATA",
                                     ctl_code(kDeviceDisk, 0x22, kMethodBuffered, kFileReadAccess | kFileWriteAccess),
                                     Handle::DriveSmart};
inline constexpr Ioctl kSmartSend{"SMART_SEND_DRIVE_COMMAND",
                                  ctl_code(kDeviceDisk, 0x21, kMethodBuffered, kFileReadAccess | kFileWriteAccess),
                                  Handle::DriveSmart};
inline constexpr Ioctl kDeviceAlignment{"IOCTL_STORAGE_QUERY_PROPERTY", kStorageQueryProperty, Handle::DeviceRead};
inline constexpr Ioctl kDeviceLength{"IOCTL_DISK_GET_LENGTH_INFO",
                                     ctl_code(kDeviceDisk, 0x17, kMethodBuffered, kFileReadAccess), Handle::DeviceRead};
inline constexpr Ioctl kSetCompression{
    "FSCTL_SET_COMPRESSION", ctl_code(kDeviceFileSystem, 16, kMethodBuffered, kFileReadAccess | kFileWriteAccess),
    Handle::TestFile};
}  // namespace ioctl

// Every control code SolidMark sends, with its handle.
inline constexpr const Ioctl* kIoctls[] = {
    &ioctl::kPartitionInfo,   &ioctl::kDeviceNumber, &ioctl::kDriveProperty,
    &ioctl::kDriveGeometry,   &ioctl::kSmartReceive, &ioctl::kSmartSend,
    &ioctl::kDeviceAlignment, &ioctl::kDeviceLength, &ioctl::kSetCompression,
};

constexpr bool allowed(const Ioctl& i) noexcept { return grants(access_of(i.on), i.code); }

#if defined(_WIN32)
// DeviceIoControl itself, synchronously (the only call of it in SolidMark:
// io/windows_ioctl.cpp). Through control<> only.
bool device_control(void* handle, std::uint32_t code, const void* in, unsigned long in_bytes, void* out,
                    unsigned long out_bytes, unsigned long* got) noexcept;

// Sends table entry `I` on a handle of kind `H`; a pairing the table does not
// list, or an access that does not grant the code, does not compile.
template <const Ioctl& I, Handle H>
bool control(void* handle, const void* in, unsigned long in_bytes, void* out, unsigned long out_bytes,
             unsigned long* got) noexcept
{
    static_assert(I.on == H, "this control code is not listed for this handle (io/windows_ioctl.h)");
    static_assert(grants(access_of(H), I.code), "the handle's access does not grant this control code");
    return device_control(handle, I.code, in, in_bytes, out, out_bytes, got);
}
#endif

}  // namespace sm::winio
