// The Windows kernel's rules that Wine does not enforce (docs/methodology.md
// §29), pinned where they can be: by arithmetic and by the Windows SDK's own
// definitions in the MinGW build, by fakes on every platform, and under Wine
// where Wine runs the real call (RtlNtStatusToDosError, the IOCP queue).
#if defined(_WIN32)
// ntstatus.h's STATUS_* beside windows.h's: its own file, outside the unity
// build and the precompiled header (tests/CMakeLists.txt).
#define WIN32_NO_STATUS
#include <windows.h>
#undef WIN32_NO_STATUS
#include <ntstatus.h>
#include <winioctl.h>
#endif

#include "device/storage_query.h"
#include "io/windows_ioctl.h"

#include <algorithm>
#include <catch2/catch.hpp>
#include <cerrno>
#include <cstring>
#include <cstddef>
#include <filesystem>
#include <fstream>
#include <iterator>
#include <string>
#include <vector>

using namespace sm;
namespace fs = std::filesystem;

#if defined(_WIN32)
// The properties asked for are the SDK's, by name: 54, once asked for the
// temperature, is StorageDevicePhysicalTopologyProperty.
static_assert(kTemperatureProperty == StorageDeviceTemperatureProperty);
static_assert(kTemperatureProperty != StorageDevicePhysicalTopologyProperty);
static_assert(kDescriptorProperty == StorageDeviceProperty);
static_assert(kAlignmentProperty == StorageAccessAlignmentProperty);
static_assert(kProtocolProperty == StorageDeviceProtocolSpecificProperty);
// The layouts the portable parsers (device/storage_query.cpp) read by offset.
static_assert(offsetof(STORAGE_DEVICE_DESCRIPTOR, VendorIdOffset) == 12);
static_assert(offsetof(STORAGE_DEVICE_DESCRIPTOR, ProductIdOffset) == 16);
static_assert(offsetof(STORAGE_DEVICE_DESCRIPTOR, ProductRevisionOffset) == 20);
static_assert(offsetof(STORAGE_DEVICE_DESCRIPTOR, SerialNumberOffset) == 24);
static_assert(offsetof(STORAGE_DEVICE_DESCRIPTOR, BusType) == 28);
static_assert(offsetof(STORAGE_DEVICE_DESCRIPTOR, RawDeviceProperties) == 36);
static_assert(BusTypeNvme == 0x11 && BusTypeSata == 0x0B && BusTypeUsb == 0x07);
// (MinGW-w64 10's winioctl.h has no STORAGE_TEMPERATURE_DATA_DESCRIPTOR:
// that layout is Microsoft's documented one, in tests/fixtures/windows/make_fixtures.py.)
static_assert(offsetof(STORAGE_PROTOCOL_DATA_DESCRIPTOR, ProtocolSpecificData) == 8);
static_assert(offsetof(STORAGE_PROTOCOL_SPECIFIC_DATA, ProtocolDataOffset) == 16);
static_assert(offsetof(STORAGE_PROTOCOL_SPECIFIC_DATA, ProtocolDataLength) == 20);
static_assert(sizeof(STORAGE_PROTOCOL_SPECIFIC_DATA) == 40);
#endif

TEST_CASE("every IOCTL SolidMark sends goes on a handle whose access its control code grants")
{
    // The arithmetic itself, on codes Microsoft documents.
    CHECK(winio::ioctl::kDeviceLength.code == 0x0007405Cu);    // IOCTL_DISK_GET_LENGTH_INFO
    CHECK(winio::ioctl::kDriveProperty.code == 0x002D1400u);   // IOCTL_STORAGE_QUERY_PROPERTY
    CHECK(winio::ioctl::kDriveGeometry.code == 0x000700A0u);   // IOCTL_DISK_GET_DRIVE_GEOMETRY_EX
    CHECK(winio::ioctl::kSmartReceive.code == 0x0007C088u);    // SMART_RCV_DRIVE_DATA
    CHECK(winio::ioctl::kSetCompression.code == 0x0009C040u);  // FSCTL_SET_COMPRESSION
    CHECK(winio::required_access(winio::ioctl::kDeviceLength.code) == winio::kFileReadAccess);
    // The defect this table exists for: the drive's size asked on a query handle.
    CHECK_FALSE(winio::grants(0, winio::ioctl::kDeviceLength.code));
    CHECK_FALSE(winio::grants(winio::kGenericRead, winio::ioctl::kSmartReceive.code));
    CHECK(winio::grants(0, winio::ioctl::kDriveGeometry.code));
    for (const winio::Ioctl* i : winio::kIoctls) {
        const std::uint32_t access = winio::access_of(i->on);
        INFO(i->name << " on " << static_cast<int>(i->on) << " (access 0x" << std::hex << access << ", code 0x"
                     << i->code << ")");
        CHECK(winio::allowed(*i));
        CHECK((winio::required_access(i->code) & ~winio::data_rights(access)) == 0);
    }
}

TEST_CASE("DeviceIoControl is called in one place, which only the table's control<> reaches")
{
    // Every call goes through io/windows_ioctl.h, whose control<> does not
    // compile for a code the table does not list for that handle.
    const fs::path root = fs::path(SOLIDMARK_FIXTURES).parent_path().parent_path();
    REQUIRE(fs::is_regular_file(root / "core" / "io" / "windows_ioctl.cpp"));
    std::vector<std::string> callers;
    for (const char* part : {"core", "app", "ui"})
        for (const auto& e : fs::recursive_directory_iterator(root / part)) {
            const std::string ext = e.path().extension().string();
            if (!e.is_regular_file() || (ext != ".cpp" && ext != ".h"))
                continue;
            std::ifstream in(e.path(), std::ios::binary);
            const std::string text{std::istreambuf_iterator<char>(in), std::istreambuf_iterator<char>()};
            if (text.find("DeviceIoControl(") != std::string::npos)
                callers.push_back(fs::relative(e.path(), root).generic_string());
        }
    CHECK(callers == std::vector<std::string>{"core/io/windows_ioctl.cpp"});
}

