// udisks2 for a normal user's whole-device reads (core/device/udisks.h), the
// parts that need no daemons: a missing bus, a bus that never answers, a
// cancel, the descriptor check, and the recorded settings. The daemons
// themselves (polkit allowing and denying) are tests/udisks_user.sh.
#include "device/udisks.h"
#include "io/direct_file.h"
#include "result/document.h"
#include "result/run_result.h"
#include "support/temp_dir.h"
#include "util/error.h"

#include <catch2/catch.hpp>
#include <optional>
#include <string>

using namespace sm;
using smtest::TempDir;

#if !defined(_WIN32)
#include <cstdlib>
#include <fcntl.h>
#include <sys/socket.h>
#include <sys/un.h>
#include <unistd.h>

namespace {

// DBUS_SYSTEM_BUS_ADDRESS set for the scope, put back after.
class SystemBusAddress {
public:
    explicit SystemBusAddress(const std::string& address)
    {
        if (const char* old = std::getenv("DBUS_SYSTEM_BUS_ADDRESS"))
            m_old = old;
        ::setenv("DBUS_SYSTEM_BUS_ADDRESS", address.c_str(), 1);
    }
    ~SystemBusAddress()
    {
        if (m_old)
            ::setenv("DBUS_SYSTEM_BUS_ADDRESS", m_old->c_str(), 1);
        else
            ::unsetenv("DBUS_SYSTEM_BUS_ADDRESS");
    }

private:
    std::optional<std::string> m_old;
};

// A unix socket that takes connections (the kernel's backlog) and never speaks.
struct SilentSocket {
    int fd = -1;
    explicit SilentSocket(const std::string& path)
    {
        fd = ::socket(AF_UNIX, SOCK_STREAM | SOCK_CLOEXEC, 0);
        sockaddr_un a{};
        a.sun_family = AF_UNIX;
        path.copy(a.sun_path, sizeof a.sun_path - 1);
        REQUIRE(::bind(fd, reinterpret_cast<sockaddr*>(&a), sizeof a) == 0);
        REQUIRE(::listen(fd, 4) == 0);
    }
    ~SilentSocket() { ::close(fd); }
};

}  // namespace
#endif

#if defined(__linux__) && defined(SOLIDMARK_HAVE_UDISKS)
TEST_CASE("udisks2: no system bus is 'not available' at once")
{
    TempDir dir;
    SystemBusAddress bus("unix:path=" + (dir.path() / "no-bus.sock").string());
    const UdisksOpen u = udisks_open_read_only("/dev/null", {});
    CHECK(u.fd < 0);
    CHECK(u.failure == UdisksFailure::NotAvailable);
    CHECK(std::string(udisks_failure_text(u.failure)) == "udisks2 not available");
    CHECK_THAT(u.detail, Catch::Contains("no system bus"));
}

TEST_CASE("udisks2: a bus that never answers ends at the time limit, and a cancel ends the wait")
{
    TempDir dir;
    const std::string path = (dir.path() / "silent.sock").string();
    SilentSocket silent(path);
    SystemBusAddress bus("unix:path=" + path);
    UdisksOptions o;
    o.timeout = std::chrono::milliseconds(300);
    const UdisksOpen late = udisks_open_read_only("/dev/null", o);
    CHECK(late.fd < 0);
    CHECK(late.failure == UdisksFailure::NotAvailable);
    CHECK_THAT(late.detail, Catch::Contains("timed out"));

    o.timeout = std::chrono::minutes(5);  // only the cancel can end it
    int polls = 0;
    o.cancelled = [&polls] { return ++polls > 3; };
    const UdisksOpen cancelled = udisks_open_read_only("/dev/null", o);
    CHECK(cancelled.failure == UdisksFailure::NotAvailable);
    CHECK(cancelled.detail == "cancelled");
}
#endif

#if !defined(_WIN32)
TEST_CASE("a descriptor from another process is used only when it is read-only")
{
    TempDir dir;
    const auto file = dir.path() / "f.bin";
    ::close(::open(file.c_str(), O_CREAT | O_WRONLY | O_CLOEXEC, 0600));
    const int rw = ::open(file.c_str(), O_RDWR | O_CLOEXEC);
    REQUIRE(rw >= 0);
    CHECK_THROWS_AS(DirectFile::adopt_read_only(rw, file), Error);
    CHECK(::fcntl(rw, F_GETFD) < 0);  // closed, not leaked
    const int ro = ::open(file.c_str(), O_RDONLY | O_CLOEXEC);
    REQUIRE(ro >= 0);
    DirectFile f = DirectFile::adopt_read_only(ro, file);
    CHECK(f.is_open());
    CHECK_FALSE(f.writable());
    CHECK(f.path() == file);
}
#endif

TEST_CASE("settings.device_open and span_reason are recorded and read back")
{
    RunResult r;
    r.app_version = "test";
    Json doc = to_json(r);
    CHECK(doc.at("settings").at("device_open").is_null());  // no whole-device read
    CHECK(doc.at("settings").at("span_reason").is_null());
    r.device_open = "none";
    r.span_reason = "not authorised";
    doc = to_json(r);
    CHECK(doc.at("settings").at("device_open") == "none");
    CHECK(doc.at("settings").at("span_reason") == "not authorised");
    const RunResult back = read_document<RunResult>(doc);
    CHECK(back.device_open == "none");
    CHECK(back.span_reason == "not authorised");
    doc["settings"].erase("device_open");  // a document from before it was recorded
    CHECK_FALSE(read_document<RunResult>(doc).device_open.has_value());
    doc["settings"]["span_reason"] = 3;
    CHECK_THROWS_AS(read_document<RunResult>(doc), Error);
}

#if defined(__linux__) && defined(SOLIDMARK_HAVE_UDISKS)
#include "device/health.h"

#include <atomic>
#include <cstdio>
#include <filesystem>
#include <signal.h>
#include <systemd/sd-bus.h>
#include <thread>

namespace {

// A stand-in udisksd on a private bus: the calls SolidMark makes for a SATA
// drive's SMART data (Manager.ResolveDevice, Block.Drive, Drive.Ata's
// properties, SmartGetAttributes, SmartUpdate), answered as udisks2 2.9
// documents them (org.freedesktop.UDisks2.xml), with the attributes of the
// drive lab's QEMU SATA disk in udisks2's units. Not udisksd itself: no
// ATA drive is at hand here (tests/udisks_user.sh runs the real daemons
// with a loop device, which has no SMART).
struct StandInDrive {
    const char* drive = "/org/freedesktop/UDisks2/drives/SolidMark_lab_sa";
    int supported = 1, enabled = 1, failing = 0;
    std::uint64_t updated = 1796516399, power_on = 3600;
    double temperature_k = 304.15;
    std::atomic<int> updates{0};
};

int resolve_device(sd_bus_message* m, void*, sd_bus_error*)
{
    return sd_bus_reply_method_return(m, "ao", 1, "/org/freedesktop/UDisks2/block_devices/sdz");
}

int smart_get_attributes(sd_bus_message* m, void* user, sd_bus_error* e)
{
    if (static_cast<StandInDrive*>(user)->updated == 0)
        return sd_bus_error_set(e, "org.freedesktop.UDisks2.Error.Failed", "SMART data not collected");
    struct Row {
        std::uint8_t id;
        const char* name;
        std::int32_t value, worst, threshold;
        std::int64_t pretty;
        std::int32_t unit;
    };
    // The lab's QEMU disk (smartctl-qemu-ide-hd.json) as libblockdev reads it.
    const Row rows[] = {{1, "raw-read-error-rate", 100, 100, 6, 0, 1},
                        {9, "power-on-hours", 100, 100, 0, 3'600'000, 2},
                        {12, "power-cycle-count", 100, 100, 0, 7, 1},
                        {190, "airflow-temperature-celsius", 69, 69, 50, 304'150, 4},
                        {241, "total-lbas-written", 100, 100, 0, 4096, 3}};
    sd_bus_message* reply = nullptr;
    int r = sd_bus_message_new_method_return(m, &reply);
    if (r >= 0)
        r = sd_bus_message_open_container(reply, 'a', "(ysqiiixia{sv})");
    for (const Row& row : rows)
        if (r >= 0)
            r = sd_bus_message_append(reply, "(ysqiiixia{sv})", row.id, row.name, std::uint16_t{0x2f}, row.value,
                                      row.worst, row.threshold, row.pretty, row.unit, 0);
    if (r >= 0)
        r = sd_bus_message_close_container(reply);
    if (r >= 0)
        r = sd_bus_send(nullptr, reply, nullptr);
    sd_bus_message_unref(reply);
    return r;
}

int smart_update(sd_bus_message* m, void* user, sd_bus_error*)
{
    auto* d = static_cast<StandInDrive*>(user);
    d->updated = 1796516400;
    ++d->updates;
    return sd_bus_reply_method_return(m, "");
}

const sd_bus_vtable kManager[] = {
    SD_BUS_VTABLE_START(0),
    SD_BUS_METHOD("ResolveDevice", "a{sv}a{sv}", "ao", resolve_device, 0),
    SD_BUS_VTABLE_END,
};
const sd_bus_vtable kBlock[] = {
    SD_BUS_VTABLE_START(0),
    SD_BUS_PROPERTY("Drive", "o", nullptr, offsetof(StandInDrive, drive), SD_BUS_VTABLE_PROPERTY_CONST),
    SD_BUS_VTABLE_END,
};
const sd_bus_vtable kAta[] = {
    SD_BUS_VTABLE_START(0),
    SD_BUS_PROPERTY("SmartSupported", "b", nullptr, offsetof(StandInDrive, supported), 0),
    SD_BUS_PROPERTY("SmartEnabled", "b", nullptr, offsetof(StandInDrive, enabled), 0),
    SD_BUS_PROPERTY("SmartUpdated", "t", nullptr, offsetof(StandInDrive, updated), 0),
    SD_BUS_PROPERTY("SmartFailing", "b", nullptr, offsetof(StandInDrive, failing), 0),
    SD_BUS_PROPERTY("SmartTemperature", "d", nullptr, offsetof(StandInDrive, temperature_k), 0),
    SD_BUS_PROPERTY("SmartPowerOnSeconds", "t", nullptr, offsetof(StandInDrive, power_on), 0),
    SD_BUS_METHOD("SmartGetAttributes", "a{sv}", "a(ysqiiixia{sv})", smart_get_attributes, 0),
    SD_BUS_METHOD("SmartUpdate", "a{sv}", "", smart_update, 0),
    SD_BUS_VTABLE_END,
};

// dbus-daemon on a private socket, and the stand-in serving on it from a thread.
class StandInUdisks {
public:
    explicit StandInUdisks(const std::filesystem::path& dir)
    {
        m_socket = (dir / "bus").string();
        const std::string cmd = "dbus-daemon --session --fork --print-pid --address=unix:path=" + m_socket;
        if (FILE* p = ::popen(cmd.c_str(), "r")) {
            if (std::fscanf(p, "%d", &m_daemon) != 1)
                m_daemon = -1;
            ::pclose(p);
        }
        if (m_daemon <= 0)
            return;
        m_address = "unix:path=" + m_socket;
        m_thread = std::thread([this] { serve(); });
        while (!m_ready && !m_failed)
            std::this_thread::sleep_for(std::chrono::milliseconds(10));
    }
    ~StandInUdisks()
    {
        m_stop = true;
        if (m_thread.joinable())
            m_thread.join();
        if (m_daemon > 0)
            ::kill(m_daemon, SIGTERM);
    }
    bool ok() const { return m_ready && !m_failed; }
    const std::string& address() const { return m_address; }
    StandInDrive drive;

private:
    void serve()
    {
        sd_bus* bus = nullptr;
        sd_bus_slot* slots[3] = {};
        bool good = sd_bus_new(&bus) >= 0 && sd_bus_set_address(bus, m_address.c_str()) >= 0 &&
            sd_bus_set_bus_client(bus, 1) >= 0 && sd_bus_start(bus) >= 0 &&
            sd_bus_request_name(bus, "org.freedesktop.UDisks2", 0) >= 0 &&
            sd_bus_add_object_vtable(bus, &slots[0], "/org/freedesktop/UDisks2/Manager",
                                     "org.freedesktop.UDisks2.Manager", kManager, &drive) >= 0 &&
            sd_bus_add_object_vtable(bus, &slots[1], "/org/freedesktop/UDisks2/block_devices/sdz",
                                     "org.freedesktop.UDisks2.Block", kBlock, &drive) >= 0 &&
            sd_bus_add_object_vtable(bus, &slots[2], drive.drive, "org.freedesktop.UDisks2.Drive.Ata", kAta, &drive) >=
                0;
        (good ? m_ready : m_failed) = true;
        while (good && !m_stop)
            if (sd_bus_process(bus, nullptr) == 0)
                sd_bus_wait(bus, 50'000);
        for (sd_bus_slot* s : slots)
            sd_bus_slot_unref(s);
        sd_bus_flush_close_unref(bus);
    }
    std::string m_socket, m_address;
    int m_daemon = -1;
    std::thread m_thread;
    std::atomic<bool> m_ready{false}, m_failed{false}, m_stop{false};
};

}  // namespace

TEST_CASE("a normal user's ATA SMART comes from udisks2's Drive.Ata (a stand-in udisksd on a private bus)", "[health]")
{
    TempDir dir;
    StandInUdisks udisks(dir.path());
    if (!udisks.ok()) {
        WARN("dbus-daemon could not be started here (Debian: dbus); the stand-in udisksd is not tried");
        return;
    }
    SystemBusAddress bus(udisks.address());
    UdisksOptions o;
    const UdisksSmart s = udisks_ata_smart("/dev/sdz", o);
    INFO(s.reason);
    REQUIRE(s.read);
    CHECK(s.drive == udisks.drive.drive);
    REQUIRE(s.attributes.size() == 5);
    CHECK(s.attributes[1].name == "power-on-hours");
    CHECK(s.attributes[1].pretty_unit == 2);

    const HealthRecord h = health_from_udisks(s);
    CHECK(h.source == "ata");
    CHECK(h.via == "udisks2");
    CHECK(h.verdict() == "ok");
    REQUIRE(h.temperature_c);
    CHECK(*h.temperature_c == Approx(31.0));
    CHECK(h.power_on_hours == 1u);
    CHECK(h.power_cycles == 7u);
    CHECK(h.data_written_bytes == 4096u * 512);  // sectors, as udisks2 counts them
    CHECK(!h.data_read_bytes);
    CHECK(h.ata_attributes[1].raw == 1);   // hours
    CHECK(h.ata_attributes[3].raw == 31);  // °C
    CHECK(health_lines(h)[1].second == "ATA SMART (udisks2)");

    // Failing: the reliability warning. Never read by udisksd yet: --authorize has it read them now.
    udisks.drive.failing = 1;
    CHECK(health_from_udisks(udisks_ata_smart("/dev/sdz", o)).verdict() == "warning");
    udisks.drive.failing = 0;
    udisks.drive.updated = 0;
    const UdisksSmart stale = udisks_ata_smart("/dev/sdz", o);
    CHECK_FALSE(stale.read);
    CHECK_THAT(stale.reason, Catch::Contains("has not read the SMART data of /dev/sdz yet; --authorize"));
    CHECK(udisks.drive.updates == 0);
    o.interactive = true;
    CHECK(udisks_ata_smart("/dev/sdz", o).read);
    CHECK(udisks.drive.updates == 1);

    // SMART turned off: the reason says so, and health_from_udisks carries it.
    udisks.drive.enabled = 0;
    const HealthRecord off = health_from_udisks(udisks_ata_smart("/dev/sdz", o));
    CHECK(off.source == "none");
    CHECK(off.reason == "/dev/sdz has SMART turned off (udisks2)");
}
#endif
