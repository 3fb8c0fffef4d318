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
