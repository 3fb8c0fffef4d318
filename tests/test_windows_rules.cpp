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
#include "io/async_queue.h"
#include "io/cache_drop.h"
#include "io/direct_file.h"
#include "io/fault.h"
#include "io/windows_ioctl.h"
#include "support/paths.h"
#include "support/temp_dir.h"
#include "util/error.h"

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
static_assert(kNtStatusEndOfFile == STATUS_END_OF_FILE);
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
    const fs::path root = fs::path(smtest::paths::fixtures).parent_path().parent_path();
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

TEST_CASE("an overlapped request's NTSTATUS becomes the errno the synchronous path reports")
{
#if defined(_WIN32)
    struct Case {
        NTSTATUS status;
        int err;
    };
    // Through the real RtlNtStatusToDosError (Wine's table is Windows' own).
    const Case cases[] = {
        {STATUS_INVALID_PARAMETER, EINVAL},       // a misaligned unbuffered request: "rejected"
        {STATUS_DEVICE_DOES_NOT_EXIST, ENODEV},   // the drive was unplugged
        {STATUS_DEVICE_NOT_CONNECTED, ENODEV},    //
        {STATUS_NO_MEDIA_IN_DEVICE, ENODEV},      //
        {STATUS_DISK_FULL, ENOSPC},               //
        {STATUS_CANCELLED, ECANCELED},            // CancelIoEx
        {STATUS_MEDIA_WRITE_PROTECTED, EROFS},    //
        {STATUS_ACCESS_DENIED, EACCES},           //
        {STATUS_INSUFFICIENT_RESOURCES, ENOMEM},  //
        {STATUS_INVALID_DEVICE_REQUEST, EOPNOTSUPP},
        {STATUS_IO_DEVICE_ERROR, EIO},  // the drive failed it
        {STATUS_CRC_ERROR, EIO},
    };
    for (const Case& c : cases) {
        INFO("NTSTATUS 0x" << std::hex << static_cast<unsigned long>(c.status));
        CHECK(errno_from_ntstatus(c.status) == c.err);
    }
    CHECK(classify_io_error(errno_from_ntstatus(STATUS_DEVICE_DOES_NOT_EXIST)) == IoFailure::DeviceGone);
    CHECK(classify_io_error(errno_from_ntstatus(STATUS_INVALID_PARAMETER)) == IoFailure::InvalidArgument);
    // Named in a message, not "Unknown error" (the C runtime names only the classic ones).
    for (const int e : {EOPNOTSUPP, ECANCELED, EROFS, ENODEV, EINVAL})
        CHECK(errno_text(e).find("Unknown") == std::string::npos);
    // And the same failure through GetLastError() on the synchronous path.
    CHECK(errno_from_win32(ERROR_INVALID_PARAMETER) == errno_from_ntstatus(STATUS_INVALID_PARAMETER));
    CHECK(errno_from_win32(ERROR_DEV_NOT_EXIST) == ENODEV);
#else
    WARN("skipped: Windows only (RtlNtStatusToDosError); it runs under Wine in packaging/windows-cross-test.sh");
#endif
}

namespace {

// A buffered file with Windows' purge rule: an unbuffered open purges the
// file's cached pages only while no cached handle to it is open. Every
// handle records what was done to it, in order.
struct CacheModel {
    int cached_handles = 0;
    bool dirty = true;
    bool purged = false;
    std::vector<std::string> log;
};

class RecordingFile {
public:
    RecordingFile() = default;
    RecordingFile(CacheModel* m, bool direct) : m_model(m), m_direct(direct)
    {
        if (!direct)
            ++m->cached_handles;
    }
    RecordingFile(RecordingFile&& o) noexcept { *this = std::move(o); }
    RecordingFile& operator=(RecordingFile&& o) noexcept
    {
        close_quietly();
        m_model = std::exchange(o.m_model, nullptr);
        m_direct = o.m_direct;
        return *this;
    }
    ~RecordingFile() { close(); }

    bool is_open() const noexcept { return m_model != nullptr; }
    int flush() noexcept
    {
        m_model->log.push_back("flush");
        m_model->dirty = false;
        return 0;
    }
    RecordingFile try_reopen(bool direct, int*) const noexcept
    {
        m_model->log.push_back(direct ? "open uncached" : "open cached");
        return RecordingFile(m_model, direct);
    }
    void close() noexcept
    {
        if (m_model)
            m_model->log.push_back(m_direct ? "close uncached" : "close cached");
        close_quietly();
    }
    // Windows: an unbuffered open of the file, and its close.
    int drop_cache() noexcept
    {
        m_model->log.push_back("unbuffered open");
        if (m_model->cached_handles == 0 && !m_model->dirty)
            m_model->purged = true;
        return 0;
    }
    bool direct() const { return m_direct; }

private:
    void close_quietly() noexcept
    {
        if (m_model && !m_direct)
            --m_model->cached_handles;
        m_model = nullptr;
    }
    CacheModel* m_model = nullptr;
    bool m_direct = false;
};

}  // namespace

TEST_CASE("Windows' cache drop closes the cached handle before the unbuffered open, then opens it again")
{
    CacheModel model;
    RecordingFile file(&model, false);
    REQUIRE(drop_cached_pages<true>(file) == 0);
    CHECK(model.purged);
    CHECK(model.log ==
          std::vector<std::string>{"flush", "open uncached", "close cached", "unbuffered open", "open cached",
                                   "close uncached"});
    CHECK(file.is_open());
    CHECK_FALSE(file.direct());  // the phases go on with a cached handle, as before
    CHECK(model.cached_handles == 1);

    // The order it replaced: the unbuffered open with the cached handle
    // still open purges nothing (pipeline.cpp and copy_bench.cpp did this).
    CacheModel before;
    RecordingFile open(&before, false);
    REQUIRE(open.flush() == 0);
    REQUIRE(open.drop_cache() == 0);
    CHECK_FALSE(before.purged);
#if defined(_WIN32)
    CHECK(kPurgeNeedsNoCachedHandle);
#else
    CHECK_FALSE(kPurgeNeedsNoCachedHandle);  // posix_fadvise(DONTNEED) works on the open descriptor
#endif
}

TEST_CASE("a buffered file's cache drop leaves it open and in its mode, on this platform's own files")
{
    smtest::TempDir dir;
    DirectFile f = DirectFile::create_new(dir.path() / "buffered.bin", false);
    std::vector<std::byte> block(64 * 1024, std::byte{0x5a});
    REQUIRE(f.write_at(block.data(), block.size(), 0) == static_cast<std::int64_t>(block.size()));
    const int err = evict_cached_pages(f);
    CHECK(err == 0);
    REQUIRE(f.is_open());
    CHECK_FALSE(f.direct());
    CHECK(f.writable());
    std::vector<std::byte> back(block.size());
    CHECK(f.read_at(back.data(), back.size(), 0) == static_cast<std::int64_t>(back.size()));
    CHECK(back == block);
    CHECK(f.write_at(block.data(), block.size(), block.size()) == static_cast<std::int64_t>(block.size()));
}

namespace {

// Submits what is staged and waits until `want` results came; their results by slot.
std::vector<std::int64_t> run_slots(AsyncQueue& q, unsigned want)
{
    std::vector<std::int64_t> by_slot(q.depth(), -1);
    unsigned got = 0;
    for (int round = 0; round < 10000 && got < want; ++round) {
        if (q.unsubmitted() > 0)
            REQUIRE(q.submit() == 0);
        REQUIRE(q.wait([&](unsigned slot, std::int64_t res) {
            by_slot[slot] = res;
            ++got;
        }) >= 0);
    }
    return by_slot;
}

struct QueueFaultOff {
    ~QueueFaultOff() { fault::disarm(); }
};

}  // namespace

TEST_CASE("the asynchronous queue (io_uring, IOCP) continues a short transfer and drains what it holds")
{
    if (!AsyncQueue::available()) {
        WARN("skipped: this build has no asynchronous queue");
        return;
    }
    smtest::TempDir dir;
    QueueFaultOff off;
    const fs::path path = dir.path() / "odd.bin";
    {
        DirectFile w = DirectFile::create_new(path, false);
        std::vector<std::byte> block(64 * 1024, std::byte{0x5a});
        for (std::uint64_t at = 0; at < (1ull << 20); at += block.size())
            REQUIRE(w.write_at(block.data(), block.size(), at) == static_cast<std::int64_t>(block.size()));
        REQUIRE(w.write_at(block.data(), 512, 1ull << 20) == 512);
    }
    DirectFile file = DirectFile::open_read_only(path, false);
    AsyncQueue q = AsyncQueue::open(file, 4, 64 * 1024, 4096);
    if (!q.ok()) {
        WARN("skipped: the queue was refused here: " << q.failure());
        return;
    }
    INFO("engine: " << q.engine());
    SECTION("a read across the end is continued until the end: the bytes there, not an error")
    {
        q.prep(0, false, 4096, 1ull << 20);
        q.prep(1, false, 4096, 0);
        const auto r = run_slots(q, 2);
        CHECK(r[0] == 512);
        CHECK(r[1] == 4096);
    }
    SECTION("a completion shorter than asked has its rest queued again, to the last byte")
    {
        fault::arm(fault::Op::ShortCompletion, EIO);
        for (unsigned s = 0; s < 4; ++s) {
            std::memset(q.buffer(s), 0, 64 * 1024);
            q.prep(s, false, 64 * 1024, s * 128ull * 1024);
        }
        const auto r = run_slots(q, 4);
        for (unsigned s = 0; s < 4; ++s) {
            CHECK(r[s] == 64 * 1024);
            const auto* b = reinterpret_cast<const unsigned char*>(q.buffer(s));
            CHECK(std::all_of(b, b + 64 * 1024, [](unsigned char c) { return c == 0x5a; }));
        }
    }
    SECTION("drain() cancels and reaps what the kernel holds, within its bound")
    {
        for (unsigned s = 0; s < 4; ++s)
            q.prep(s, false, 64 * 1024, s * 64ull * 1024);
        REQUIRE(q.submit() == 0);
        CHECK(q.drain() == 0);
        CHECK(q.in_flight() == 0);
        CHECK(q.unsubmitted() == 0);
    }
}
