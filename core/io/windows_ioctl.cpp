// The one call of DeviceIoControl, and the portable table of io/windows_ioctl.h
// checked against the Windows SDK's own definitions.
#include "io/windows_ioctl.h"

#if defined(_WIN32)

#include <windows.h>
#include <winioctl.h>

namespace sm::winio {

static_assert(kGenericRead == GENERIC_READ && kGenericWrite == GENERIC_WRITE);
static_assert(kFileReadData == FILE_READ_DATA && kFileWriteData == FILE_WRITE_DATA);
static_assert(kFileReadAccess == FILE_READ_ACCESS && kFileWriteAccess == FILE_WRITE_ACCESS);
static_assert(ctl_code(kDeviceDisk, 0x17, kMethodBuffered, kFileReadAccess) ==
              CTL_CODE(FILE_DEVICE_DISK, 0x17, METHOD_BUFFERED, FILE_READ_ACCESS));
static_assert(ioctl::kPartitionInfo.code == IOCTL_DISK_GET_PARTITION_INFO_EX);
static_assert(ioctl::kDeviceNumber.code == IOCTL_STORAGE_GET_DEVICE_NUMBER);
static_assert(ioctl::kDriveProperty.code == IOCTL_STORAGE_QUERY_PROPERTY);
static_assert(ioctl::kDriveGeometry.code == IOCTL_DISK_GET_DRIVE_GEOMETRY_EX);
static_assert(ioctl::kSmartReceive.code == SMART_RCV_DRIVE_DATA);
static_assert(ioctl::kSmartSend.code == SMART_SEND_DRIVE_COMMAND);
static_assert(ioctl::kDeviceAlignment.code == IOCTL_STORAGE_QUERY_PROPERTY);
static_assert(ioctl::kDeviceLength.code == IOCTL_DISK_GET_LENGTH_INFO);
static_assert(ioctl::kSetCompression.code == FSCTL_SET_COMPRESSION);

bool device_control(void* handle, std::uint32_t code, const void* in, unsigned long in_bytes, void* out,
                    unsigned long out_bytes, unsigned long* got) noexcept
{
    DWORD n = 0;
    const BOOL ok = DeviceIoControl(static_cast<HANDLE>(handle), code, const_cast<void*>(in), in_bytes, out, out_bytes,
                                    &n, nullptr);
    if (got)
        *got = n;
    return ok != FALSE;
}

}  // namespace sm::winio

#endif  // _WIN32
