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

