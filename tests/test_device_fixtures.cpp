// Device information for kinds of drives this machine does not have: the
// sysfs root is pointed (SOLIDMARK_SYSFS_ROOT, a test hook) at fixture trees
// that reproduce the kernel's layout (tests/fixtures/sysfs/README.md).
#include "device/device_info.h"
#include "device/fs_module.h"
#include "device/host_root.h"
#include "device/target_flags.h"
#include "device/temperature.h"
#include "result/document.h"
#include "run/temperature_sampler.h"
#include "support/paths.h"

#include <catch2/catch.hpp>
#include <cstdlib>
#include <string>

using namespace sm;

namespace {

// Points core/device at one fixture for the life of the object.
struct FixtureRoot {
    explicit FixtureRoot(const std::string& name)
    {
        // Built as a path: GCC 12 at -O2 warns (-Warray-bounds, a false positive) on string + literal here.
        const std::filesystem::path root = std::filesystem::path(smtest::paths::sysfs_fixtures) / name;
        ::setenv(host::kRootVariable, root.c_str(), 1);
    }
    ~FixtureRoot() { ::unsetenv(host::kRootVariable); }
    FixtureRoot(const FixtureRoot&) = delete;
    FixtureRoot& operator=(const FixtureRoot&) = delete;
};

DeviceInfo info_for(const std::string& fixture, const std::string& target)
{
    FixtureRoot root(fixture);
    return query_device_info(target);
}

using Flags = std::vector<std::string>;

}  // namespace

TEST_CASE("the sysfs root override maps system paths into the fixture and back")
{
    ::unsetenv(host::kRootVariable);
    CHECK(host::root().empty());
    CHECK(host::path("/sys/block") == "/sys/block");
    FixtureRoot root("nvme");
    const std::string r = std::string(smtest::paths::sysfs_fixtures) + "/nvme";
    CHECK(host::root() == r);
    CHECK(host::path("/sys/block") == r + "/sys/block");
    CHECK(host::system_path(r + "/sys/devices/x") == "/sys/devices/x");
    CHECK(host::system_path("/elsewhere") == "/elsewhere");
}

TEST_CASE("NVMe: model, firmware and serial of the controller, nvme - OK, partition offset")
{
    const DeviceInfo d = info_for("nvme", "/mnt/nvme/bench");
    CHECK(d.model == "Samsung SSD 980 PRO 1TB");
    CHECK(d.firmware == "5B2QGXA7");
    CHECK(d.serial == "S5GXNF0R123456A");
    CHECK(d.driver == "nvme");
    CHECK(d.driver_note == "OK");
    CHECK(d.driver_line() == "nvme - OK");
    CHECK(d.bus == "NVMe");
    CHECK(d.transport == "pcie");
    CHECK(d.filesystem == "ext4");
    CHECK(d.mount_point == "/mnt/nvme");
    CHECK(d.device_node == "/dev/nvme0n1");
    CHECK(d.volume_disk_node == "/dev/nvme0n1");
    CHECK(d.partition_node == "/dev/nvme0n1p1");
    CHECK(d.partition_offset_bytes == 2048ull * 512);
    CHECK(d.partition_offset_text() == "1024 K - OK");
    CHECK(d.capacity_bytes == 1953525168ull * 512);
    CHECK(d.logical_block_bytes == 512u);
    CHECK(d.physical_block_bytes == 512u);
    CHECK(d.disk_logical_block_bytes == 512u);
    CHECK(d.rotational == false);
    CHECK(d.write_cache == "write back");
    CHECK(d.stack.empty());
    CHECK(d.stack_layers.empty());
    CHECK(d.flags.empty());
    CHECK(d.fuse_type.empty());
    // Outside a test nothing is read from the fixture.
    CHECK(host::root().empty());
}

TEST_CASE("NVMe with native multipath: the namespace under nvme-subsys0 finds its controller")
{
    const DeviceInfo d = info_for("nvme-multipath", "/home/user");
    CHECK(d.model == "Samsung SSD 980 PRO 1TB");
    CHECK(d.firmware == "5B2QGXA7");
    CHECK(d.serial == "S5GXNF0R123456A");
    CHECK(d.driver_line() == "nvme - OK");
    CHECK(d.transport == "pcie");
    CHECK(d.partition_node == "/dev/nvme0n1p2");
    CHECK(d.partition_offset_text() == "525312 K - OK");
    CHECK(d.stack.empty());
}

TEST_CASE("SATA SSD on AHCI: the full model and firmware from IDENTIFY, ahci - OK")
{
    const DeviceInfo d = info_for("sata-ahci", "/");
    // The SCSI inquiry says "Samsung SSD 870 " / "2B6Q"; IDENTIFY has the whole strings.
    CHECK(d.model == "Samsung SSD 870 EVO 500GB");
    CHECK(d.firmware == "SVT02B6Q");
    CHECK(d.serial == "S6PWNX0T123456B");
    CHECK(d.driver == "ahci");
    CHECK(d.driver_line() == "ahci - OK");
    CHECK(d.bus == "SATA");
    CHECK(d.transport.empty());
    CHECK(d.device_node == "/dev/sda");
    CHECK(d.partition_node == "/dev/sda1");
    CHECK(d.partition_offset_text() == "1024 K - OK");
    CHECK(d.capacity_bytes == 976773168ull * 512);
    CHECK(d.logical_block_bytes == 512u);
    CHECK(d.physical_block_bytes == 512u);
    CHECK(d.flags.empty());
}

TEST_CASE("USB bridge in UAS mode: uas - OK, model from the bridge's inquiry, serial from VPD page 0x80")
{
    const DeviceInfo d = info_for("usb-uas", "/media/user/T5/x");
    CHECK(d.model == "Samsung Portable SSD T5");
    CHECK(d.firmware == "0");
    CHECK(d.serial == "1234567890AB");
    CHECK(d.driver == "uas");
    CHECK(d.driver_line() == "uas - OK");
    CHECK(d.bus == "USB");
    CHECK(d.filesystem == "exfat");
    CHECK(d.device_node == "/dev/sdb");
    CHECK(d.write_cache == "write through");
    CHECK(d.flags.empty());
}

TEST_CASE("USB stick in mass-storage (BOT) mode: usb-storage - BOT, slower than UAS")
{
    const DeviceInfo d = info_for("usb-bot", "/media/user/STICK");
    CHECK(d.model == "SanDisk Ultra");
    CHECK(d.firmware == "1.00");
    CHECK(d.serial == "4C530001230915115172");  // no VPD page: the USB device's serial
    CHECK(d.driver == "usb-storage");
    CHECK(d.driver_note == "BOT, slower than UAS");
    CHECK(d.driver_line() == "usb-storage - BOT, slower than UAS");
    CHECK(d.bus == "USB");
    CHECK(d.filesystem == "vfat");
    CHECK(d.capacity_bytes == 60063744ull * 512);
}

TEST_CASE("eMMC: name, fwrev and type MMC from the card, the sdhci host's driver")
{
    const DeviceInfo d = info_for("emmc", "/");
    CHECK(d.model == "DG4064");
    CHECK(d.firmware == "0x0200000000000000");
    CHECK(d.serial == "0x1a2b3c4d");
    CHECK(d.bus == "MMC");
    CHECK(d.driver == "sdhci-pci");
    CHECK(d.driver_line() == "sdhci-pci - OK");
    CHECK(d.device_node == "/dev/mmcblk0");
    CHECK(d.partition_node == "/dev/mmcblk0p2");
    CHECK(d.partition_offset_text() == "512000 K - OK");
}

TEST_CASE("SD card: type SD, name and fwrev from the card")
{
    const DeviceInfo d = info_for("sd", "/media/sd/photos");
    CHECK(d.model == "SC64G");
    CHECK(d.firmware == "0x0");
    CHECK(d.serial == "0x5c0e7f21");
    CHECK(d.bus == "SD");
    CHECK(d.driver_line() == "sdhci-pci - OK");
    CHECK(d.device_node == "/dev/mmcblk1");
    CHECK(d.partition_node == "/dev/mmcblk1p2");
}

TEST_CASE("dm-crypt on NVMe: the stack names LUKS2 and the partition, the drive is the NVMe")
{
    const DeviceInfo d = info_for("dm-crypt-nvme", "/home/user");
    CHECK(d.filesystem == "ext4");
    CHECK(d.mount_point == "/home");
    CHECK(d.volume_disk_node == "/dev/dm-0");
    CHECK(d.device_node == "/dev/nvme0n1");
    CHECK(d.partition_node.empty());  // the filesystem is on dm-0, not on a partition
    CHECK(d.model == "Samsung SSD 980 PRO 1TB");
    CHECK(d.driver_line() == "nvme - OK");
    CHECK(d.stack == "dm-0 (dm-crypt LUKS2 cryptroot) -> nvme0n1p2");
    REQUIRE(d.stack_layers.size() == 1);
    const StackLayer& l = d.stack_layers[0];
    CHECK(l.kind == "dm-crypt");
    CHECK(l.node == "/dev/dm-0");
    CHECK(l.name == "cryptroot");
    CHECK(l.level == "LUKS2");
    CHECK(l.members == std::vector<std::string>{"/dev/nvme0n1p2"});
    // The volume has 4096-byte sectors, the drive 512.
    CHECK(d.logical_block_bytes == 4096u);
    CHECK(d.physical_block_bytes == 4096u);
    CHECK(d.disk_logical_block_bytes == 512u);
    // The partition under the mapping.
    CHECK(d.partition_offset_text() == "525312 K - OK");
    CHECK(d.flags.empty());
}

TEST_CASE("LVM on dm-crypt on NVMe: both layers, top to bottom")
{
    const DeviceInfo d = info_for("dm-crypt-nvme", "/etc");
    CHECK(d.mount_point == "/");
    CHECK(d.volume_disk_node == "/dev/dm-2");
    CHECK(d.stack == "dm-2 (LVM vg0-root) -> dm-1 (dm-crypt LUKS1 nvme0n1p3_crypt) -> nvme0n1p3");
    REQUIRE(d.stack_layers.size() == 2);
    CHECK(d.stack_layers[0].kind == "lvm");
    CHECK(d.stack_layers[0].name == "vg0-root");
    CHECK(d.stack_layers[0].members == std::vector<std::string>{"/dev/dm-1"});
    CHECK(d.stack_layers[1].kind == "dm-crypt");
    CHECK(d.stack_layers[1].level == "LUKS1");
    CHECK(d.model == "Samsung SSD 980 PRO 1TB");
    CHECK(d.partition_offset_bytes == 977813504ull * 512);
}

TEST_CASE("md RAID 0 of two SATA SSDs: level, members, the shared model, no single serial")
{
    const DeviceInfo d = info_for("md-raid0", "/data/bench");
    CHECK(d.filesystem == "xfs");
    CHECK(d.volume_disk_node == "/dev/md0");
    CHECK(d.stack == "md0 (md raid0, 2 disks) -> sda + sdb");
    REQUIRE(d.stack_layers.size() == 1);
    const StackLayer& l = d.stack_layers[0];
    CHECK(l.kind == "md");
    CHECK(l.level == "raid0");
    CHECK(l.raid_disks == 2u);
    CHECK(l.members == std::vector<std::string>{"/dev/sda", "/dev/sdb"});
    // Both members are the same model and firmware; their serials differ,
    // so the volume has none.
    CHECK(d.model == "Samsung SSD 870 EVO 500GB");
    CHECK(d.firmware == "SVT02B6Q");
    CHECK(d.serial.empty());
    CHECK(d.driver_line() == "ahci - OK");
    CHECK(d.bus == "SATA");
    CHECK_FALSE(d.partition_offset_bytes.has_value());  // striped over two disks: no one offset
    CHECK(d.partition_offset_text() == "n/a");
    CHECK(d.flags.empty());
}

TEST_CASE("loop device: the backing file, its filesystem and the disk under it")
{
    const DeviceInfo d = info_for("mounts", "/mnt/loop-ext4");
    CHECK(d.volume_disk_node == "/dev/loop0");
    CHECK(d.stack == "loop0 (file /var/lib/images/disk.img on ext4) -> vda1");
    REQUIRE(d.stack_layers.size() == 1);
    CHECK(d.stack_layers[0].kind == "loop");
    CHECK(d.stack_layers[0].backing_file == "/var/lib/images/disk.img");
    CHECK(d.stack_layers[0].backing_filesystem == "ext4");
    CHECK(d.device_node == "/dev/vda");
    CHECK(d.driver_line() == "virtio_blk - virtual disk");
    CHECK(d.bus == "virtio");
    CHECK(d.logical_block_bytes == 4096u);  // the loop's sectors
    CHECK(d.disk_logical_block_bytes == 512u);
    CHECK_FALSE(d.partition_offset_bytes.has_value());
    CHECK(d.flags.empty());
    // An escaped mount point (\040) of the same device.
    CHECK(info_for("mounts", "/mnt/spaced name/x").mount_point == "/mnt/spaced name");
}

TEST_CASE("a loop device on a file in tmpfs, and zram, are ram")
{
    const DeviceInfo l = info_for("mounts", "/mnt/loop-on-tmpfs");
    CHECK(l.flags == Flags{"ram"});
    CHECK(l.stack == "loop1 (file /run/user/1000/ram.img on tmpfs)");
    CHECK(l.device_node.empty());
    CHECK(l.driver_line() == "n/a");
    const DeviceInfo z = info_for("mounts", "/mnt/zram");
    CHECK(z.flags == Flags{"ram"});
    CHECK(z.driver_line() == "zram - RAM disk");
    CHECK(z.logical_block_bytes == 4096u);
}

TEST_CASE("classification of every filesystem kind docs/methodology.md §12 names, from fixture mountinfo lines")
{
    struct Case {
        const char* target;
        const char* fs;
        Flags flags;
        const char* fuse_type;
    };
    const Case cases[] = {
        {"/tmp/x", "tmpfs", {"ram"}, ""},
        {"/run/user/1000", "tmpfs", {"ram"}, ""},
        {"/mnt/ramfs", "ramfs", {"ram"}, ""},
        {"/media/win", "fuseblk", {"fuse"}, "ntfs-3g"},
        {"/media/stick/dir", "fuseblk", {"fuse"}, "exfat-fuse"},
        {"/media/ntfs3g-typed", "fuse.ntfs-3g", {"fuse"}, "ntfs-3g"},
        {"/home/user/remote", "fuse.sshfs", {"fuse", "network"}, "sshfs"},
        {"/mnt/gluster", "fuse.glusterfs", {"fuse", "network"}, "glusterfs"},
        {"/mnt/nfs", "nfs", {"network"}, ""},
        {"/mnt/nfs4", "nfs4", {"network"}, ""},
        {"/mnt/cifs", "cifs", {"network"}, ""},
        {"/mnt/smb3", "smb3", {"network"}, ""},
        {"/mnt/9p", "9p", {"network"}, ""},
        {"/mnt/virtiofs", "virtiofs", {"network"}, ""},
        {"/mnt/ceph", "ceph", {"network"}, ""},
        {"/afs/example.org", "afs", {"network"}, ""},
        {"/tank/bench", "zfs", {}, ""},
        {"/srv/btrfs", "btrfs", {}, ""},
        {"/home/user", "ext4", {}, ""},
    };
    for (const Case& c : cases) {
        INFO(c.target);
        const DeviceInfo d = info_for("mounts", c.target);
        CHECK(d.filesystem == c.fs);
        CHECK(d.flags == c.flags);
        CHECK(d.fuse_type == c.fuse_type);
    }
}

TEST_CASE("btrfs's anonymous device resolves through the mount source, its options are kept")
{
    const DeviceInfo d = info_for("mounts", "/srv/btrfs");
    CHECK(d.volume_disk_node == "/dev/vda");
    CHECK(d.partition_node == "/dev/vda1");
    CHECK(d.driver_line() == "virtio_blk - virtual disk");
}

TEST_CASE("overlayfs names the filesystem of its upper layer and inherits its flags")
{
    const DeviceInfo docker = info_for("mounts", "/var/lib/docker/overlay2/abc/merged/app");
    CHECK(docker.filesystem == "overlay");
    CHECK(docker.underlying_filesystem == "ext4");
    CHECK(docker.flags.empty());
    CHECK(docker.partition_node == "/dev/vda1");  // the upper layer's drive is the one written
    const DeviceInfo live = info_for("mounts", "/live/home");
    CHECK(live.filesystem == "overlay");
    CHECK(live.underlying_filesystem == "tmpfs");
    CHECK(live.flags == Flags{"ram"});
    CHECK(live.device_node.empty());
}

TEST_CASE("a target outside every fixture mount, and a missing fixture, leave every field n/a")
{
    const DeviceInfo d = info_for("does-not-exist", "/anything");
    CHECK(d.model.empty());
    CHECK(d.filesystem.empty());
    CHECK(d.driver_line() == "n/a");
    CHECK(d.partition_offset_text() == "n/a");
    CHECK(d.flags.empty());
    CHECK_FALSE(d.free_bytes.has_value());  // a fixture query never reads the live volume
}

TEST_CASE("ZFS before 2.3 is named with its module version, so the run can be treated as buffered")
{
    FixtureRoot root("mounts");
    const DeviceInfo d = query_device_info("/tank/bench");
    CHECK(d.filesystem == "zfs");
    const std::string v = filesystem_module_version(d.filesystem);
    CHECK(v == "2.1.11-1");
    CHECK(direct_io_bypasses_cache(d.filesystem, v) == std::optional<bool>(false));
    CHECK(filesystem_module_version("btrfs").empty());  // not in the fixture: unknown
    CHECK(filesystem_module_version("../zfs").empty());
}

TEST_CASE("temperature: the NVMe controller's hwmon Composite sensor with the drive's thresholds")
{
    for (const auto& [fixture, target] : {std::pair{"nvme", "/mnt/nvme/bench"}, {"nvme-multipath", "/home/user"}}) {
        INFO(fixture);
        FixtureRoot root(fixture);
        const TemperatureSensor s = TemperatureSensor::for_device(query_device_info(target));
        REQUIRE(s.available());
        CHECK(s.source() == "hwmon nvme (hwmon1, Composite)");
        CHECK(s.reason().empty());
        CHECK(s.warning_c().value_or(-1) == Approx(81.85));
        CHECK(s.critical_c().value_or(-1) == Approx(84.85));
        CHECK(s.read().value_or(-1) == Approx(38.85));
    }
}

TEST_CASE("temperature: drivetemp's sensor of a SATA disk, none for a virtio disk, with the reason")
{
    {
        FixtureRoot root("sata-ahci");
        const TemperatureSensor s = TemperatureSensor::for_device(query_device_info("/"));
        REQUIRE(s.available());
        CHECK(s.source() == "hwmon drivetemp (hwmon2)");
        CHECK(s.warning_c().value_or(-1) == Approx(70));
        CHECK(s.critical_c().value_or(-1) == Approx(75));
        CHECK(s.read().value_or(-1) == Approx(33));
    }
    {
        FixtureRoot root("mounts");
        const TemperatureSensor s = TemperatureSensor::for_device(query_device_info("/srv/btrfs"));
        CHECK_FALSE(s.available());
        CHECK(s.reason() == "no hwmon sensor for vda");
        CHECK_FALSE(s.read());
        CHECK_FALSE(s.warning_c());
    }
    {
        // Two drives under the volume: no single one to ask (device_node is
        // the first member; the drive lab's md RAID-1 reported its sensor).
        FixtureRoot root("md-raid0");
        const TemperatureSensor s = TemperatureSensor::for_device(query_device_info("/data/bench"));
        CHECK_FALSE(s.available());
        CHECK(s.reason() == "no single drive under the target");
    }
}

TEST_CASE("temperature: the NVMe SMART log's composite temperature is in kelvin, 0 when not reported")
{
    unsigned char page[512] = {};
    CHECK_FALSE(nvme_smart_composite_c(page, sizeof page));
    page[1] = 0x3c;  // 316 K
    page[2] = 0x01;
    CHECK(*nvme_smart_composite_c(page, sizeof page) == Approx(42.85));
    CHECK_FALSE(nvme_smart_composite_c(page, 2));
}

TEST_CASE("temperature sampling: a start and an end reading at least, with the sensor's thresholds")
{
    FixtureRoot root("nvme");
    TemperatureSampler sampler(TemperatureSensor::for_device(query_device_info("/mnt/nvme/bench")),
                               std::chrono::steady_clock::now());
    sampler.set_period_ms(100);
    CHECK(sampler.latest().value_or(-1) == Approx(38.85));
    const TemperatureRecord r = sampler.finish();
    CHECK(r.source == "hwmon nvme (hwmon1, Composite)");
    REQUIRE(r.samples.size() >= 2);
    CHECK(r.start_c() == Approx(38.85));
    CHECK(r.max_c() == Approx(38.85));
    CHECK(r.warning_c.value_or(-1) == Approx(81.85));
    const Json j = temperature_to_json(r);
    CHECK(j.at("source").get<std::string>() == r.source);
    CHECK(j.at("min_c").get<double>() == Approx(38.85));
    const TemperatureRecord back = temperature_from_json(j);
    CHECK(back.samples.size() == r.samples.size());
    CHECK(back.critical_c.value_or(-1) == Approx(84.85));
}
