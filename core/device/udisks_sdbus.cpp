// udisks2 over the system bus with sd-bus (libsystemd): see udisks.h. Built
// on Linux only (core/CMakeLists.txt, SOLIDMARK_WITH_UDISKS).
#if defined(__linux__)
#include "device/udisks.h"
#include "util/reason_text.h"

#include "util/error.h"

#include <cerrno>
#include <cstring>
#include <fcntl.h>
#include <fmt/format.h>
#include <string>
#include <systemd/sd-bus.h>
#include <unistd.h>
#include <utility>

namespace sm {
namespace {

constexpr const char* kService = "org.freedesktop.UDisks2";

// Owns a bus, a message, an error: sd-bus's C handles.
struct BusPtr {
    sd_bus* p = nullptr;
    ~BusPtr() { sd_bus_close_unref(p); }  // no flush: a peer that never answers would hold it
};
struct MsgPtr {
    sd_bus_message* p = nullptr;
    ~MsgPtr() { sd_bus_message_unref(p); }
};
struct FdOwner {
    int fd = -1;
    ~FdOwner()
    {
        if (fd >= 0)
            ::close(fd);
    }
    int release() { return std::exchange(fd, -1); }
};

UdisksOpen udisks_refusal(UdisksFailure f, std::string detail)
{
    UdisksOpen o;
    o.failure = f;
    o.detail = std::move(detail);
    return o;
}

// What an error reply means for the user.
UdisksFailure classify_bus_error(const sd_bus_error* e)
{
    const std::string name = e && e->name ? e->name : "";
    if (name.rfind("org.freedesktop.UDisks2.Error.NotAuthorized", 0) == 0 ||
        name == "org.freedesktop.DBus.Error.AccessDenied" ||
        name == "org.freedesktop.DBus.Error.InteractiveAuthorizationRequired")
        return UdisksFailure::NotAuthorised;
    if (name == "org.freedesktop.DBus.Error.ServiceUnknown" || name == "org.freedesktop.DBus.Error.NameHasNoOwner" ||
        name == "org.freedesktop.DBus.Error.NoReply" || name == "org.freedesktop.DBus.Error.Timeout" ||
        name == "org.freedesktop.DBus.Error.TimedOut" || name == "org.freedesktop.DBus.Error.Disconnected" ||
        name == "org.freedesktop.DBus.Error.UnknownObject" || name == "org.freedesktop.DBus.Error.UnknownMethod" ||
        name == "org.freedesktop.DBus.Error.Spawn.ChildExited")
        return UdisksFailure::NotAvailable;
    return UdisksFailure::Failed;
}

std::string bus_error_text(const sd_bus_error* e)
{
    if (!e || !e->name)
        return reason::kNoAnswer;
    return e->message && *e->message ? fmt::format("{} ({})", e->message, e->name) : std::string(e->name);
}

// Sends `msg` and waits for its reply, at most `timeout`, polling
// `cancelled` every 100 ms. The reply (possibly an error reply) is in `out`;
// a negative errno when there is none.
int bus_call(sd_bus* bus, sd_bus_message* msg, std::chrono::milliseconds timeout, const UdisksOptions& o, MsgPtr& out)
{
    struct Wait {
        MsgPtr* out;
        bool done = false;
    } wait{&out};
    sd_bus_slot* slot = nullptr;
    const auto on_reply = [](sd_bus_message* m, void* user, sd_bus_error*) -> int {
        auto* w = static_cast<Wait*>(user);
        w->out->p = sd_bus_message_ref(m);
        w->done = true;
        return 0;
    };
    int r = sd_bus_call_async(bus, &slot, msg, on_reply, &wait, static_cast<std::uint64_t>(timeout.count()) * 1000);
    // sd-bus times the call once the connection is up; a peer that never
    // finishes the handshake is timed here.
    const auto deadline = std::chrono::steady_clock::now() + timeout + std::chrono::milliseconds(200);
    while (r >= 0 && !wait.done) {
        if (o.cancelled && o.cancelled()) {
            r = -ECANCELED;
            break;
        }
        if (std::chrono::steady_clock::now() > deadline) {
            r = -ETIMEDOUT;
            break;
        }
        r = sd_bus_process(bus, nullptr);
        if (r > 0 || wait.done)
            continue;
        if (r >= 0)
            r = sd_bus_wait(bus, 100'000);
    }
    sd_bus_slot_unref(slot);
    return r < 0 ? r : 0;
}

// Sends `m` and checks the reply: None with the reply in `out`, or why not.
UdisksOpen bus_call_checked(sd_bus* bus, sd_bus_message* m, std::chrono::milliseconds timeout, const UdisksOptions& o,
                            const char* what, MsgPtr& out)
{
    if (const int r = bus_call(bus, m, timeout, o, out); r < 0)
        return udisks_refusal(UdisksFailure::NotAvailable,
                              r == -ECANCELED ? reason::kCancelled : fmt::format("{}: {}", what, errno_text(-r)));
    if (sd_bus_message_is_method_error(out.p, nullptr)) {
        const sd_bus_error* e = sd_bus_message_get_error(out.p);
        // Polkit would have asked: say how to let it, or that nothing could.
        const char* said = !sd_bus_error_has_name(e, "org.freedesktop.UDisks2.Error.NotAuthorizedCanObtain") ? "{}: {}"
            : o.interactive ? reason::kPolkitNoAgent
                            : reason::kPolkitWouldAsk;
        return udisks_refusal(classify_bus_error(e), reason::say(said, what, bus_error_text(e)));
    }
    return {};
}

// The block object's path, by ResolveDevice({"path": device}) (udisks ≥ 2.7.3).
UdisksOpen resolve_block_object(sd_bus* bus, const std::filesystem::path& device, const UdisksOptions& o,
                                std::string& object)
{
    MsgPtr m, reply;
    int r = sd_bus_message_new_method_call(bus, &m.p, kService, "/org/freedesktop/UDisks2/Manager",
                                           "org.freedesktop.UDisks2.Manager", "ResolveDevice");
    if (r >= 0)
        r = sd_bus_message_append(m.p, "a{sv}a{sv}", 1, "path", "s", device.c_str(), 0);
    if (r < 0)
        return udisks_refusal(UdisksFailure::Failed, reason::say(reason::kCannotBuildCall, errno_text(-r)));
    UdisksOpen res = bus_call_checked(bus, m.p, o.timeout, o, "udisks2 ResolveDevice", reply);
    if (res.failure != UdisksFailure::None)
        return res;
    char** paths = nullptr;  // stays null for an empty list
    if (sd_bus_message_read_strv(reply.p, &paths) < 0)
        return udisks_refusal(UdisksFailure::Failed, "udisks2 ResolveDevice: a reply that is not a list of objects");
    if (paths && paths[0])
        object = paths[0];
    for (char** p = paths; p && *p; ++p)
        std::free(*p);
    std::free(paths);
    if (object.empty())
        return udisks_refusal(UdisksFailure::UnknownDevice, reason::say(reason::kNoBlockObject, device.string()));
    return {};
}

// Makes `fd` unbuffered: O_DIRECT set by udisks2, else by fcntl, else a
// reopen through /proc. "" when done, else why not.
std::string ensure_direct(FdOwner& fd, std::string& how)
{
    int flags = ::fcntl(fd.fd, F_GETFL);
    if (flags >= 0 && (flags & O_DIRECT)) {
        how = reason::kDirectByUdisks;
        return {};
    }
    if (flags >= 0 && ::fcntl(fd.fd, F_SETFL, flags | O_DIRECT) == 0 && (::fcntl(fd.fd, F_GETFL) & O_DIRECT)) {
        how = reason::kDirectByFcntl;
        return {};
    }
    const int err = errno;
    const std::string self = fmt::format("/proc/self/fd/{}", fd.fd);
    const int again = ::open(self.c_str(), O_RDONLY | O_DIRECT | O_CLOEXEC);
    if (again >= 0) {
        ::close(fd.release());
        fd.fd = again;
        how = reason::kDirectByReopen;
        return {};
    }
    return reason::say(reason::kNoDirectSet, errno_text(err), errno_text(errno));
}

}  // namespace

bool udisks_may_be_needed() noexcept { return ::geteuid() != 0; }

UdisksOpen udisks_open_read_only(const std::filesystem::path& device, const UdisksOptions& o)
{
    BusPtr bus;
    if (const int r = sd_bus_open_system(&bus.p); r < 0)
        return udisks_refusal(UdisksFailure::NotAvailable, reason::say(reason::kNoSystemBus, errno_text(-r)));
    sd_bus_set_allow_interactive_authorization(bus.p, o.interactive ? 1 : 0);
    std::string object;
    if (UdisksOpen res = resolve_block_object(bus.p, device, o, object); res.failure != UdisksFailure::None)
        return res;

    MsgPtr m, reply;
    int r = sd_bus_message_new_method_call(bus.p, &m.p, kService, object.c_str(), "org.freedesktop.UDisks2.Block",
                                           "OpenDevice");
    if (r >= 0)
        r = sd_bus_message_append(m.p, "sa{sv}", "r", 2, "flags", "i", static_cast<int>(O_DIRECT),
                                  "auth.no_user_interaction", "b", o.interactive ? 0 : 1);
    if (r < 0)
        return udisks_refusal(UdisksFailure::Failed, reason::say(reason::kCannotBuildCall, errno_text(-r)));
    UdisksOpen res =
        bus_call_checked(bus.p, m.p, o.interactive ? o.prompt_timeout : o.timeout, o, "udisks2 OpenDevice", reply);
    if (res.failure != UdisksFailure::None)
        return res;
    int received = -1;
    if (sd_bus_message_read(reply.p, "h", &received) < 0 || received < 0)
        return udisks_refusal(UdisksFailure::Failed, reason::kNoFdInReply);
    FdOwner fd{::fcntl(received, F_DUPFD_CLOEXEC, 3)};  // the message owns `received`
    if (fd.fd < 0)
        return udisks_refusal(UdisksFailure::Failed, reason::say(reason::kCannotKeepFd, errno_text(errno)));
    const int mode = ::fcntl(fd.fd, F_GETFL);
    if (mode < 0 || (mode & O_ACCMODE) != O_RDONLY)
        return udisks_refusal(UdisksFailure::Failed, reason::kFdNotReadOnly);
    std::string how;
    if (std::string why = ensure_direct(fd, how); !why.empty())
        return udisks_refusal(UdisksFailure::NoDirectIo, why);
    UdisksOpen ok;
    ok.fd = fd.release();
    ok.detail = reason::say(reason::kOpenedThrough, object, how);
    return ok;
}

}  // namespace sm

namespace sm {
namespace {

constexpr const char* kAta = "org.freedesktop.UDisks2.Drive.Ata";

// One property of `object` by org.freedesktop.DBus.Properties.Get: the reply
// holds its variant, or why not.
UdisksOpen get_property(sd_bus* bus, const std::string& object, const char* iface, const char* name,
                        const UdisksOptions& o, MsgPtr& reply)
{
    MsgPtr m;
    int r =
        sd_bus_message_new_method_call(bus, &m.p, kService, object.c_str(), "org.freedesktop.DBus.Properties", "Get");
    if (r >= 0)
        r = sd_bus_message_append(m.p, "ss", iface, name);
    if (r < 0)
        return udisks_refusal(UdisksFailure::Failed, reason::say(reason::kCannotBuildCall, errno_text(-r)));
    return bus_call_checked(bus, m.p, o.timeout, o, "udisks2 Properties.Get", reply);
}

// The value of a Properties.Get reply: a variant holding one `type` ('b', 't', 'd', 'o').
template <class T>
std::optional<T> read_variant(sd_bus_message* reply, char type)
{
    const char sig[2] = {type, '\0'};
    T v{};
    if (sd_bus_message_enter_container(reply, 'v', sig) < 0 || sd_bus_message_read_basic(reply, type, &v) < 0)
        return std::nullopt;
    return v;
}

UdisksSmart smart_refusal(std::string reason)
{
    UdisksSmart s;
    s.reason = std::move(reason);
    return s;
}

// A method of Drive.Ata that takes only options: auth.no_user_interaction unless interactive.
UdisksOpen call_ata(sd_bus* bus, const std::string& drive, const char* method, const UdisksOptions& o,
                    std::chrono::milliseconds timeout, MsgPtr& reply)
{
    MsgPtr m;
    int r = sd_bus_message_new_method_call(bus, &m.p, kService, drive.c_str(), kAta, method);
    if (r >= 0)
        r = sd_bus_message_append(m.p, "a{sv}", 1, "auth.no_user_interaction", "b", o.interactive ? 0 : 1);
    if (r < 0)
        return udisks_refusal(UdisksFailure::Failed, reason::say(reason::kCannotBuildCall, errno_text(-r)));
    const std::string what = fmt::format("udisks2 {}", method);
    return bus_call_checked(bus, m.p, timeout, o, what.c_str(), reply);
}

// The attributes of a SmartGetAttributes reply, a(ysqiiixia{sv}); false when it cannot be read.
bool read_attributes(sd_bus_message* reply, std::vector<UdisksSmartAttribute>& out)
{
    int r = sd_bus_message_enter_container(reply, 'a', "(ysqiiixia{sv})");
    while (r > 0 && (r = sd_bus_message_enter_container(reply, 'r', "ysqiiixia{sv}")) > 0) {
        std::uint8_t id = 0;
        const char* name = nullptr;
        std::uint16_t flags = 0;
        std::int32_t value = 0, worst = 0, threshold = 0, unit = 0;
        std::int64_t pretty = 0;
        r = sd_bus_message_read(reply, "ysqiiixi", &id, &name, &flags, &value, &worst, &threshold, &pretty, &unit);
        if (r >= 0)
            r = sd_bus_message_skip(reply, "a{sv}");
        if (r >= 0)
            r = sd_bus_message_exit_container(reply);
        if (r >= 0)
            out.push_back({id, name ? name : "", value, worst, threshold, pretty, unit});
    }
    return r >= 0;
}

}  // namespace

UdisksSmart udisks_ata_smart(const std::filesystem::path& device, const UdisksOptions& o)
{
    BusPtr bus;
    if (const int r = sd_bus_open_system(&bus.p); r < 0)
        return smart_refusal(reason::say(reason::kNoSystemBus, errno_text(-r)));
    sd_bus_set_allow_interactive_authorization(bus.p, o.interactive ? 1 : 0);
    std::string block;
    if (UdisksOpen res = resolve_block_object(bus.p, device, o, block); res.failure != UdisksFailure::None)
        return smart_refusal(res.detail);
    MsgPtr reply;
    if (UdisksOpen res = get_property(bus.p, block, "org.freedesktop.UDisks2.Block", "Drive", o, reply);
        res.failure != UdisksFailure::None)
        return smart_refusal(res.detail);
    const auto drive = read_variant<const char*>(reply.p, 'o');
    if (!drive || !*drive || std::string_view(*drive) == "/")
        return smart_refusal(reason::say(reason::kNoDriveFor, device.string()));
    UdisksSmart s;
    s.drive = *drive;
    // A Drive.Ata property, read as `type` ("b", "t" or "d"); nullopt when the drive has none.
    const auto property = [&]<class T>(const char* name, char type, T) -> std::optional<T> {
        MsgPtr r;
        if (get_property(bus.p, s.drive, kAta, name, o, r).failure != UdisksFailure::None)
            return std::nullopt;
        return read_variant<T>(r.p, type);
    };
    const auto supported = property("SmartSupported", 'b', int{});
    if (!supported)
        return smart_refusal(reason::say(reason::kNoDriveAta, device.string()));
    if (!*supported || !property("SmartEnabled", 'b', int{}).value_or(0))
        return smart_refusal(reason::say(*supported ? reason::kSmartOff : reason::kSmartUnsupported, device.string()));
    if (property("SmartUpdated", 't', std::uint64_t{}).value_or(0) == 0) {
        if (!o.interactive)
            return smart_refusal(reason::say(reason::kSmartNotReadYet, device.string()));
        MsgPtr r;
        if (UdisksOpen res = call_ata(bus.p, s.drive, "SmartUpdate", o, o.prompt_timeout, r);
            res.failure != UdisksFailure::None)
            return smart_refusal(res.detail);
    }
    s.failing = property("SmartFailing", 'b', int{}).value_or(0) != 0;
    if (const auto k = property("SmartTemperature", 'd', double{}); k && *k > 0)
        s.temperature_k = *k;
    if (const auto t = property("SmartPowerOnSeconds", 't', std::uint64_t{}); t && *t > 0)
        s.power_on_seconds = *t;
    MsgPtr attributes;
    if (UdisksOpen res = call_ata(bus.p, s.drive, "SmartGetAttributes", o, o.timeout, attributes);
        res.failure != UdisksFailure::None)
        return smart_refusal(res.detail);
    if (!read_attributes(attributes.p, s.attributes))
        return smart_refusal(reason::kAttributesUnreadable);
    s.read = true;
    return s;
}

}  // namespace sm

#endif  // __linux__
