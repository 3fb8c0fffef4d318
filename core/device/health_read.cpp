// Reading the drive's health record (health.h). Linux: the NVMe SMART /
// Health Information log and Identify Controller through libnvme (the
// controller's character device: root), ATA SMART through smartmontools'
// `smartctl --json` with a time limit (SATA, and USB bridges that pass ATA
// through). Nothing here writes to the drive: both are read-only queries.
// Windows: the NVMe health log through IOCTL_STORAGE_QUERY_PROPERTY
// (StorageDeviceProtocolSpecificProperty, storage_query.h); ATA SMART through
// SMART_RCV_DRIVE_DATA (an administrator's handle; ata_smart.cpp reads the sectors).
#include "device/health.h"
#include "util/reason_text.h"

#include "device/host_root.h"
#include "device/linux_sysfs.h"
#include "device/storage_query.h"
#include "device/udisks.h"
#include "io/process.h"
#include "util/error.h"

#ifdef _WIN32
#include <windows.h>
#endif

#include <algorithm>
#include <condition_variable>
#include <filesystem>
#include <fstream>
#include <fmt/format.h>
#include <mutex>
#include <thread>

#if defined(__linux__) && defined(SOLIDMARK_HAVE_LIBNVME)
#include <cerrno>
#include <cstring>
#include <fcntl.h>
#include <libnvme.h>
#include <unistd.h>
#endif

namespace sm {
namespace fs = std::filesystem;

namespace {

HealthRecord none(std::string reason, std::string device = {})
{
    HealthRecord h;
    h.reason = std::move(reason);
    h.device = std::move(device);
    return h;
}

#ifndef _WIN32

// `argv` with its output, ended (SIGINT, then SIGKILL) when it runs past `limit`.
ProcessOutput run_bounded(const std::vector<std::string>& argv, std::chrono::milliseconds limit, bool& timed_out)
{
    CancelToken stop;
    std::mutex m;
    std::condition_variable cv;
    bool done = false;
    std::thread timer([&] {
        std::unique_lock lock(m);
        if (!cv.wait_for(lock, limit, [&] { return done; }))
            stop.cancel();
    });
    const auto finish = [&] {
        {
            std::lock_guard lock(m);
            done = true;
        }
        cv.notify_all();
        timer.join();
    };
    try {
        ProcessOutput out = run_process(argv, stop);
        finish();
        timed_out = out.cancelled;
        return out;
    } catch (...) {
        finish();
        throw;
    }
}

// udisks2's copy of the drive's SMART data, for a user smartctl cannot serve;
// `why` (smartctl's failure) stays the reason when udisks2 has none either.
HealthRecord read_ata_udisks(const std::string& node, const HealthOptions& o, const std::string& why)
{
    UdisksOptions u;
    u.interactive = o.authorize;
    HealthRecord h = health_from_udisks(udisks_ata_smart(node, u));
    if (!h.read())  // one sentence each (smartctl's own words may end without a period)
        h.reason = reason::then(reason::as_sentence(why), reason::say(reason::kThroughUdisks, h.reason));
    h.device = node;
    return h;
}

HealthRecord read_ata(const std::string& node, const HealthOptions& o)
{
    const std::string smartctl = o.smartctl.empty() ? "smartctl" : o.smartctl;
    bool timed_out = false;
    ProcessOutput out;
    try {
        out = run_bounded({smartctl, "--json=c", "-a", node}, o.timeout, timed_out);
    } catch (const Error&) {
        return read_ata_udisks(node, o, reason::say(reason::kSmartctlMissing, node));
    }
    if (timed_out)
        return none(reason::say(reason::kSmartctlSilent, node, o.timeout.count() / 1000), node);
    HealthRecord h;
    try {
        h = parse_smartctl_json(out.out);
    } catch (const Error& e) {
        return none(reason::say(reason::kSmartctlNoJson, node, out.exit_code), node);
    }
    if (!h.read() && h.reason.find("ermission denied") != std::string::npos)
        return read_ata_udisks(node, o, reason::say(reason::kSmartNeedsRoot, node, h.reason));
    h.device = node;
    return h;
}

#if defined(__linux__) && defined(SOLIDMARK_HAVE_LIBNVME)
std::string trimmed(const char* p, std::size_t n)
{
    std::string s(p, strnlen(p, n));
    while (!s.empty() && (s.back() == ' ' || s.back() == '\0'))
        s.pop_back();
    return s;
}

HealthRecord read_nvme(const fs::path& ctrl)
{
    const std::string shown = host::system_path(ctrl).string();
    const int fd = ::open(ctrl.c_str(), O_RDONLY | O_CLOEXEC);
    if (fd < 0) {
        const int e = errno;
        return none(e == EACCES || e == EPERM ? reason::say(reason::kNvmeNeedsRoot, shown, std::strerror(e))
                                              : reason::say(reason::kCannotOpen, shown, std::strerror(e)),
                    shown);
    }
    nvme_smart_log log{};
    const int rc = nvme_get_log_smart(fd, NVME_NSID_ALL, false, &log);
    nvme_id_ctrl id{};
    const bool identified = nvme_identify_ctrl(fd, &id) == 0;
    ::close(fd);
    if (rc != 0)
        return none(reason::say(reason::kNoHealthLog, shown,
                                rc < 0 ? std::strerror(errno) : fmt::format("NVMe status {:#x}", rc)),
                    shown);
    static_assert(sizeof log == 512);
    HealthRecord h = parse_nvme_health_log(reinterpret_cast<const unsigned char*>(&log), sizeof log);
    h.device = shown;
    if (identified)
        h.model = trimmed(id.mn, sizeof id.mn);
    return h;
}
#endif

#endif  // !_WIN32

#ifdef _WIN32
HealthRecord read_ata_windows(const DeviceInfo& info)
{
    const AtaSmartAnswer a = query_ata_smart(info.device_node);
    if (a.error == ERROR_ACCESS_DENIED)
        return none(reason::say(reason::kSmartNeedsAdmin, info.device_node), info.device_node);
    const auto data = parse_smart_command_answer(a.data, 512);
    const auto thresholds = parse_smart_command_answer(a.thresholds, 512);
    if (a.error != 0 || !data || !thresholds)
        return none(reason::say(reason::kNoSmartData, info.device_node, a.error), info.device_node);
    const auto regs = parse_smart_command_answer(a.status, 8);
    HealthRecord h;
    try {
        h = parse_ata_smart(*data, *thresholds, regs ? smart_status_passed(*regs) : std::nullopt);
    } catch (const Error& e) {
        return none(fmt::format("{}: {}.", info.device_node, e.what()), info.device_node);
    }
    h.device = info.device_node;
    h.model = info.model;
    return h;
}
#endif

}  // namespace

#ifdef _WIN32

std::optional<std::uint64_t> process_written_bytes()
{
    IO_COUNTERS c{};
    if (!GetProcessIoCounters(GetCurrentProcess(), &c))
        return std::nullopt;
    return c.WriteTransferCount;
}

HealthRecord read_health(const DeviceInfo& info, const HealthOptions&)
{
    if (info.device_node.empty())
        return none(reason::kNoDrive);
    if (info.bus == "SATA" || info.bus == "ATA")
        return read_ata_windows(info);
    if (info.bus != "NVMe")
        return none(
            reason::say(reason::kNoHealthRecord, info.device_node, info.bus.empty() ? reason::kUnknownBus : info.bus),
            info.device_node);
    const auto answer = query_nvme_health_log(info.device_node);
    if (!answer)
        return none(
            reason::say(reason::kNoNvmeLogWindows, info.device_node, static_cast<unsigned long>(GetLastError())),
            info.device_node);
    const auto page = parse_protocol_data(*answer, 512);
    if (!page)
        return none(reason::say(reason::kShortNvmeLog, info.device_node, answer->size()), info.device_node);
    HealthRecord h = parse_nvme_health_log(page->data(), page->size());
    h.device = info.device_node;
    h.model = info.model;
    return h;
}

#else

std::optional<std::uint64_t> process_written_bytes()
{
    std::ifstream io("/proc/self/io");
    std::string key;
    std::uint64_t value = 0;
    while (io >> key >> value)
        if (key == "write_bytes:")
            return value;
    return std::nullopt;
}

HealthRecord read_health(const DeviceInfo& info, const HealthOptions& options)
{
    const std::string disk = fs::path(info.device_node).filename().string();
    const bool several = std::any_of(info.stack_layers.begin(), info.stack_layers.end(),
                                     [](const StackLayer& l) { return l.members.size() > 1; });
    if (disk.empty())
        return none(reason::kNoDrive);
    if (several)
        return none(reason::kSeveralDrives);
    if (disk.rfind("nvme", 0) == 0) {
#if defined(__linux__) && defined(SOLIDMARK_HAVE_LIBNVME)
        std::error_code ec;
        const fs::path device = fs::canonical(host::path("/sys/block") / disk / "device", ec);
        const std::vector<fs::path> ctrls = ec ? std::vector<fs::path>{} : sysfs::nvme_controllers(device);
        if (ctrls.empty())
            return none(reason::say(reason::kNoNvmeController, info.device_node), info.device_node);
        return read_nvme(host::path("/dev") / ctrls.front().filename());
#else
        return none(reason::kNoLibnvme, info.device_node);
#endif
    }
    if (info.bus == "SATA" || info.bus == "USB" || info.bus == "SCSI" || info.bus == "PATA")
        return read_ata(info.device_node, options);
    return none(
        reason::say(reason::kNoHealthRecord, info.device_node, info.bus.empty() ? reason::kUnknownBus : info.bus),
        info.device_node);
}

#endif

}  // namespace sm
