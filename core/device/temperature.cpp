#include "device/temperature.h"
#include "util/reason_text.h"

#include "device/host_root.h"
#include "device/linux_sysfs.h"
#include "device/storage_query.h"

#include <algorithm>
#include <fmt/format.h>
#include <fstream>
#include <system_error>
#include <vector>

#if defined(__linux__)
#include <cerrno>
#include <fcntl.h>
#include <linux/nvme_ioctl.h>
#include <sys/ioctl.h>
#include <unistd.h>
#endif

namespace sm {
namespace fs = std::filesystem;
#ifndef _WIN32
// The Linux sensors: hwmon and the NVMe health log.
namespace {

std::optional<long long> read_long(const fs::path& p)
{
    std::ifstream in(p);
    long long v = 0;
    if (in >> v)
        return v;
    return std::nullopt;
}

std::string read_word(const fs::path& p)
{
    std::ifstream in(p);
    std::string s;
    std::getline(in, s);
    while (!s.empty() && (s.back() == '\n' || s.back() == ' ' || s.back() == '\r'))
        s.pop_back();
    return s;
}

std::optional<double> millidegrees(const fs::path& p)
{
    if (const auto v = read_long(p))
        return static_cast<double>(*v) / 1000.0;
    return std::nullopt;
}

// hwmon folders of a device: <dev>/hwmonN (a class device such as an NVMe
// controller) and <dev>/hwmon/hwmonN (a SCSI disk with drivetemp).
std::vector<fs::path> hwmon_dirs(const fs::path& dev)
{
    std::vector<fs::path> out;
    std::error_code ec;
    for (const fs::path& base : {dev, dev / "hwmon"})
        for (const auto& e : fs::directory_iterator(base, ec))
            if (e.path().filename().string().rfind("hwmon", 0) == 0 && e.path().filename() != "hwmon" &&
                fs::exists(e.path() / "temp1_input"))
                out.push_back(e.path());
    std::sort(out.begin(), out.end());
    return out;
}

#if defined(__linux__)
bool read_smart_log(const fs::path& dev, unsigned char* page, std::size_t bytes)
{
    const int fd = ::open(dev.c_str(), O_RDONLY | O_CLOEXEC);
    if (fd < 0)
        return false;
    nvme_admin_cmd cmd{};
    cmd.opcode = 0x02;  // Get Log Page
    cmd.nsid = 0xffffffff;
    cmd.addr = reinterpret_cast<std::uint64_t>(page);
    cmd.data_len = static_cast<std::uint32_t>(bytes);
    cmd.cdw10 = ((static_cast<std::uint32_t>(bytes / 4) - 1) << 16) | 0x02;  // NUMDL, log page 02h
    const int rc = ::ioctl(fd, NVME_IOCTL_ADMIN_CMD, &cmd);
    ::close(fd);
    return rc == 0;
}
#else
bool read_smart_log(const fs::path&, unsigned char*, std::size_t) { return false; }
#endif

}  // namespace
#endif

std::optional<double> nvme_smart_composite_c(const unsigned char* page, std::size_t bytes)
{
    if (bytes < 3)
        return std::nullopt;
    const unsigned kelvin = static_cast<unsigned>(page[1]) | (static_cast<unsigned>(page[2]) << 8);
    if (kelvin == 0)
        return std::nullopt;
    return static_cast<double>(kelvin) - 273.15;
}

#ifdef _WIN32
namespace {
std::optional<StorageTemperature> windows_temperature(const std::string& drive)
{
    // By the SDK's name, never a number: 54, once written here, is
    // StorageDevicePhysicalTopologyProperty (tests/test_windows_rules.cpp).
    const auto bytes = query_storage_property(drive, kTemperatureProperty);
    return bytes ? parse_storage_temperature(*bytes) : std::nullopt;
}
}  // namespace

// Windows: the drive's answer to IOCTL_STORAGE_QUERY_PROPERTY
// (StorageDeviceTemperatureProperty), which needs no administrator.
TemperatureSensor TemperatureSensor::for_device(const DeviceInfo& info)
{
    TemperatureSensor s;
    if (info.device_node.empty()) {
        s.m_reason = reason::kNoPhysicalDrive;
        return s;
    }
    const auto t = windows_temperature(info.device_node);
    if (!t) {
        s.m_reason = reason::say(reason::kNoWindowsTemperature, info.device_node);
        return s;
    }
    s.m_drive = info.device_node;
    s.m_source = fmt::format("StorageDeviceTemperatureProperty ({})", info.device_node);
    s.m_warning_c = t->warning_c;
    s.m_critical_c = t->critical_c;
    return s;
}

std::optional<double> TemperatureSensor::read() const
{
    if (m_drive.empty())
        return std::nullopt;
    const auto t = windows_temperature(m_drive);
    return t ? std::optional<double>(t->temperature_c) : std::nullopt;
}

#else

TemperatureSensor TemperatureSensor::for_device(const DeviceInfo& info)
{
    TemperatureSensor s;
    const std::string disk = fs::path(info.device_node).filename().string();
    // md RAID (or a device-mapper volume over several drives): device_node is
    // its first member, one drive of several; its sensor would stand for the
    // others unasked (the drive lab's md RAID-1 reported its first NVMe's).
    const bool several = std::any_of(info.stack_layers.begin(), info.stack_layers.end(),
                                     [](const StackLayer& l) { return l.members.size() > 1; });
    if (disk.empty() || several) {
        s.m_reason = reason::kNoSingleDrive;
        return s;
    }
    std::error_code ec;
    const fs::path device = fs::canonical(host::path("/sys/block") / disk / "device", ec);
    std::vector<fs::path> owners;
    if (!ec) {
        owners.push_back(device);
        if (disk.rfind("nvme", 0) == 0)
            for (const fs::path& c : sysfs::nvme_controllers(device))
                if (c != device)
                    owners.push_back(c);
    }
    for (const fs::path& owner : owners)
        for (const fs::path& h : hwmon_dirs(owner)) {
            if (!millidegrees(h / "temp1_input"))
                continue;
            const std::string name = read_word(h / "name");
            const std::string label = read_word(h / "temp1_label");
            s.m_input = h / "temp1_input";
            s.m_source = fmt::format("hwmon {} ({}{})", name.empty() ? "sensor" : name, h.filename().string(),
                                     label.empty() ? "" : ", " + label);
            s.m_warning_c = millidegrees(h / "temp1_max");
            s.m_critical_c = millidegrees(h / "temp1_crit");
            return s;
        }
    s.m_reason = reason::say(reason::kNoHwmon, disk);
    if (disk.rfind("nvme", 0) == 0 && !ec) {
        const std::vector<fs::path> ctrls = sysfs::nvme_controllers(device);
        if (!ctrls.empty()) {
            const fs::path dev = host::path("/dev") / ctrls.front().filename();
            unsigned char page[512] = {};
            if (read_smart_log(dev, page, sizeof page) && nvme_smart_composite_c(page, sizeof page)) {
                s.m_nvme = dev;
                s.m_source = fmt::format("NVMe SMART log ({})", host::system_path(dev).string());
                s.m_reason.clear();
                return s;
            }
            s.m_reason = reason::say(reason::kNoHwmonNorLog, disk, host::system_path(dev).string());
        }
    }
    return s;
}

std::optional<double> TemperatureSensor::read() const
{
    if (!m_input.empty())
        return millidegrees(m_input);
    if (!m_nvme.empty()) {
        unsigned char page[512] = {};
        if (read_smart_log(m_nvme, page, sizeof page))
            return nvme_smart_composite_c(page, sizeof page);
    }
    return std::nullopt;
}

#endif  // _WIN32

}  // namespace sm
