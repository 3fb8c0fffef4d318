// Windows DeviceInfo: target -> volume -> disk number -> \\.\PhysicalDriveN.
// Every handle here is opened for queries only (no read or write access),
// but ATA SMART's, and sends only the control codes io/windows_ioctl.h lists
// for its kind; access_devices_for() names the physical drive, which the
// Runner opens read-only for the whole-device access time.
#if defined(_WIN32)

#include "device/device_info.h"
#include "device/storage_query.h"
#include "device/target_flags.h"
#include "io/windows_ioctl.h"

#include <cstddef>
#include <fmt/format.h>
#include <string>
#include <vector>
#include <windows.h>
#include <winioctl.h>

namespace sm {
namespace {

using winio::Handle;

// A handle of one kind of io/windows_ioctl.h, opened with the access the
// table gives that kind (0, queries only, but for ATA SMART's handle); it
// sends only the control codes the table lists for it.
template <Handle K>
struct Opened {
    HANDLE h = INVALID_HANDLE_VALUE;
    explicit Opened(const std::wstring& path)
    {
        h = CreateFileW(path.c_str(), winio::access_of(K), FILE_SHARE_READ | FILE_SHARE_WRITE, nullptr, OPEN_EXISTING,
                        0, nullptr);
    }
    ~Opened()
    {
        if (h != INVALID_HANDLE_VALUE)
            CloseHandle(h);
    }
    Opened(const Opened&) = delete;
    Opened& operator=(const Opened&) = delete;
    bool ok() const { return h != INVALID_HANDLE_VALUE; }
    template <const winio::Ioctl& I>
    bool send(const void* in, DWORD in_bytes, void* out, DWORD out_bytes, DWORD* got = nullptr) const
    {
        unsigned long n = 0;
        const bool sent = winio::control<I, K>(h, in, in_bytes, out, out_bytes, &n);
        if (got)
            *got = n;
        return sent;
    }
};

std::string narrow(const std::wstring& w)
{
    if (w.empty())
        return {};
    const int n = WideCharToMultiByte(CP_UTF8, 0, w.c_str(), static_cast<int>(w.size()), nullptr, 0, nullptr, nullptr);
    std::string out(static_cast<std::size_t>(n), '\0');
    WideCharToMultiByte(CP_UTF8, 0, w.c_str(), static_cast<int>(w.size()), out.data(), n, nullptr, nullptr);
    return out;
}

std::wstring widen(const std::string& s)
{
    const int n = MultiByteToWideChar(CP_UTF8, 0, s.c_str(), static_cast<int>(s.size()), nullptr, 0);
    std::wstring w(static_cast<std::size_t>(n), L'\0');
    MultiByteToWideChar(CP_UTF8, 0, s.c_str(), static_cast<int>(s.size()), w.data(), n);
    return w;
}

// One SMART command (ATA command B0h with `feature`) through `I`: the
// SENDCMDOUTPARAMS answer with `want` data bytes, or nullopt (GetLastError says why).
template <const winio::Ioctl& I>
std::optional<std::vector<unsigned char>> smart_command(const Opened<Handle::DriveSmart>& h, BYTE feature,
                                                        std::size_t want)
{
    SENDCMDINPARAMS in{};
    in.cBufferSize = static_cast<DWORD>(want);
    in.irDriveRegs.bFeaturesReg = feature;
    in.irDriveRegs.bSectorCountReg = 1;
    in.irDriveRegs.bSectorNumberReg = 1;
    in.irDriveRegs.bCylLowReg = SMART_CYL_LOW;
    in.irDriveRegs.bCylHighReg = SMART_CYL_HI;
    in.irDriveRegs.bDriveHeadReg = 0xA0;
    in.irDriveRegs.bCommandReg = SMART_CMD;
    std::vector<unsigned char> out(offsetof(SENDCMDOUTPARAMS, bBuffer) + want);
    DWORD got = 0;
    if (!h.send<I>(&in, sizeof in - 1, out.data(), static_cast<DWORD>(out.size()), &got))
        return std::nullopt;
    out.resize(got);
    return out;
}

// The raw answer of a standard IOCTL_STORAGE_QUERY_PROPERTY on a drive's query handle.
std::optional<std::vector<unsigned char>> query_property(const Opened<Handle::DriveQuery>& h,
                                                         STORAGE_PROPERTY_ID property)
{
    STORAGE_PROPERTY_QUERY q{};
    q.PropertyId = property;
    q.QueryType = PropertyStandardQuery;
    std::vector<unsigned char> buf(4096);
    DWORD got = 0;
    if (!h.send<winio::ioctl::kDriveProperty>(&q, sizeof q, buf.data(), static_cast<DWORD>(buf.size()), &got))
        return std::nullopt;
    buf.resize(got);
    return buf;
}

void fill_disk(DeviceInfo& info, unsigned disk)
{
    const std::wstring path = L"\\\\.\\PhysicalDrive" + std::to_wstring(disk);
    info.device_node = narrow(path);
    const Opened<Handle::DriveQuery> h(path);
    if (!h.ok())
        return;
    if (const auto bytes = query_property(h, kDescriptorProperty))
        if (const auto d = parse_storage_device_descriptor(*bytes)) {
            info.model = d->model;
            info.firmware = d->firmware;
            info.serial = d->serial;
            info.bus = d->bus;
            info.rotational = std::nullopt;
        }
    STORAGE_PROPERTY_QUERY q{};
    DWORD got = 0;
    q.PropertyId = kAlignmentProperty;
    q.QueryType = PropertyStandardQuery;
    STORAGE_ACCESS_ALIGNMENT_DESCRIPTOR a{};
    if (h.send<winio::ioctl::kDriveProperty>(&q, sizeof q, &a, sizeof a, &got) && a.BytesPerLogicalSector) {
        info.logical_block_bytes = a.BytesPerLogicalSector;
        info.physical_block_bytes = a.BytesPerPhysicalSector;
    }
    // IOCTL_DISK_GET_DRIVE_GEOMETRY_EX, as DiskSpd sizes a drive: it needs no
    // access, where IOCTL_DISK_GET_LENGTH_INFO demands FILE_READ_ACCESS.
    DISK_GEOMETRY_EX geometry{};
    if (h.send<winio::ioctl::kDriveGeometry>(nullptr, 0, &geometry, sizeof geometry, &got) &&
        got >= offsetof(DISK_GEOMETRY_EX, Data))
        info.capacity_bytes = static_cast<std::uint64_t>(geometry.DiskSize.QuadPart);
}

}  // namespace

std::optional<std::vector<unsigned char>> query_storage_property(const std::string& device, unsigned property_id)
{
    const Opened<Handle::DriveQuery> h(widen(device));
    return h.ok() ? query_property(h, static_cast<STORAGE_PROPERTY_ID>(property_id)) : std::nullopt;
}

AtaSmartAnswer query_ata_smart(const std::string& device)
{
    // SMART_RCV_DRIVE_DATA demands a handle with read and write access (its
    // control code says FILE_READ_ACCESS | FILE_WRITE_ACCESS), so an
    // administrator's; the only commands sent are SMART's three reads below.
    AtaSmartAnswer a;
    const Opened<Handle::DriveSmart> h(widen(device));
    if (!h.ok()) {
        a.error = GetLastError();
        return a;
    }
    const auto data = smart_command<winio::ioctl::kSmartReceive>(h, READ_ATTRIBUTES, READ_ATTRIBUTE_BUFFER_SIZE);
    const auto thresholds = data
        ? smart_command<winio::ioctl::kSmartReceive>(h, READ_THRESHOLDS, READ_THRESHOLD_BUFFER_SIZE)
        : std::nullopt;
    if (!data || !thresholds) {
        a.error = GetLastError();
        return a;
    }
    a.data = *data;
    a.thresholds = *thresholds;
    // RETURN STATUS answers in the registers: an IDEREGS at bBuffer.
    if (const auto status = smart_command<winio::ioctl::kSmartSend>(h, RETURN_SMART_STATUS, sizeof(IDEREGS)))
        a.status = *status;
    return a;
}

std::optional<std::vector<unsigned char>> query_nvme_health_log(const std::string& device)
{
    const Opened<Handle::DriveQuery> h(widen(device));
    if (!h.ok())
        return std::nullopt;
    // The query and its answer share one buffer: STORAGE_PROPERTY_QUERY up to
    // AdditionalParameters, which holds STORAGE_PROTOCOL_SPECIFIC_DATA, then the page.
    constexpr std::size_t page = 512;
    constexpr std::size_t at = offsetof(STORAGE_PROPERTY_QUERY, AdditionalParameters);
    std::vector<unsigned char> buf(at + sizeof(STORAGE_PROTOCOL_SPECIFIC_DATA) + page);
    auto* q = reinterpret_cast<STORAGE_PROPERTY_QUERY*>(buf.data());
    q->PropertyId = kProtocolProperty;
    q->QueryType = PropertyStandardQuery;
    auto* p = reinterpret_cast<STORAGE_PROTOCOL_SPECIFIC_DATA*>(buf.data() + at);
    p->ProtocolType = ProtocolTypeNvme;
    p->DataType = NVMeDataTypeLogPage;
    p->ProtocolDataRequestValue = 2;  // SMART / Health Information
    p->ProtocolDataRequestSubValue = 0;
    p->ProtocolDataOffset = sizeof(STORAGE_PROTOCOL_SPECIFIC_DATA);
    p->ProtocolDataLength = page;
    DWORD got = 0;
    if (!h.send<winio::ioctl::kDriveProperty>(buf.data(), static_cast<DWORD>(buf.size()), buf.data(),
                                              static_cast<DWORD>(buf.size()), &got))
        return std::nullopt;
    buf.resize(got);
    return buf;
}

DeviceInfo query_device_info(const std::filesystem::path& target)
{
    DeviceInfo info;
    std::error_code ec;
    const std::filesystem::path abs = std::filesystem::absolute(target, ec);
    wchar_t root[MAX_PATH] = {};
    if (!GetVolumePathNameW(abs.c_str(), root, MAX_PATH))
        return info;
    info.mount_point = narrow(root);
    ULARGE_INTEGER avail{}, total{};
    if (GetDiskFreeSpaceExW(root, &avail, &total, nullptr)) {
        info.free_bytes = avail.QuadPart;
        info.volume_size_bytes = total.QuadPart;
    }
    // docs/methodology.md §12 flags Windows can tell by the drive type.
    switch (GetDriveTypeW(root)) {
    case DRIVE_REMOTE:
        add_flag(info.flags, flag::network);
        break;
    case DRIVE_RAMDISK:
        add_flag(info.flags, flag::ram);
        break;
    default:
        break;
    }
    wchar_t fs[MAX_PATH + 1] = {};
    if (GetVolumeInformationW(root, nullptr, 0, nullptr, nullptr, nullptr, fs, MAX_PATH + 1))
        info.filesystem = narrow(fs);

    // "\\?\Volume{GUID}\" without the trailing backslash names the volume device.
    wchar_t volume[MAX_PATH] = {};
    if (!GetVolumeNameForVolumeMountPointW(root, volume, MAX_PATH))
        return info;
    std::wstring vol(volume);
    if (!vol.empty() && vol.back() == L'\\')
        vol.pop_back();
    info.partition_node = narrow(vol);
    const Opened<Handle::Volume> h(vol);
    if (!h.ok())
        return info;
    DWORD got = 0;
    PARTITION_INFORMATION_EX part{};
    if (h.send<winio::ioctl::kPartitionInfo>(nullptr, 0, &part, sizeof part, &got))
        info.partition_offset_bytes = static_cast<std::uint64_t>(part.StartingOffset.QuadPart);
    STORAGE_DEVICE_NUMBER num{};
    if (h.send<winio::ioctl::kDeviceNumber>(nullptr, 0, &num, sizeof num, &got)) {
        fill_disk(info, num.DeviceNumber);
        info.volume_disk_node = info.device_node;
    }
    return info;
}

}  // namespace sm

#endif  // _WIN32
