// Target classification and btrfs NOCOW on real volumes this test makes
// itself: tmpfs, loop devices with btrfs (plain and compress-force=zstd),
// ext4 on 4096-byte sectors, exfat-fuse, ntfs-3g, and a zram device. Needs
// root, loop support and the mkfs tools; each case skips with the reason
// (WARN) where the kernel or the machine refuses, and removes every mount,
// loop device and zram device it made on every path.
#include "device/device_info.h"
#include "io/aligned_buffer.h"
#include "io/direct_file.h"
#include "io/nocow.h"
#include "io/process.h"
#include "run/test_area.h"
#include "support/process.h"
#include "support/temp_dir.h"

#include <catch2/catch.hpp>
#include <chrono>
#include <cstdio>
#include <cstring>
#include <fstream>
#include <sstream>
#include <string>
#include <thread>
#include <unistd.h>
#include <vector>

using namespace sm;
namespace fs = std::filesystem;

namespace {

std::string first_line(const std::string& s) { return s.substr(0, s.find('\n')); }

bool have(const std::string& tool)
{
    int rc = 0;
    smtest::run_shell("command -v " + tool, rc);
    return rc == 0;
}

bool is_mounted(const std::string& mp)
{
    std::ifstream in("/proc/self/mountinfo");
    std::string line;
    while (std::getline(in, line)) {
        std::istringstream ls(line);
        std::string a, b, c, d, m;
        if (ls >> a >> b >> c >> d >> m && m == mp)
            return true;
    }
    return false;
}

// Everything one test made, undone in reverse order by the destructor.
class Scratch {
public:
    smtest::TempDir dir;
    std::string skip;  // why the test cannot run here ("" when it can)

    Scratch()
    {
        if (::geteuid() != 0)
            skip = "not running as root";
    }
    ~Scratch()
    {
        int rc = 0;
        for (auto it = m_mounts.rbegin(); it != m_mounts.rend(); ++it) {
            // A FUSE daemon may take a moment to let go.
            for (int i = 0; i < 50 && is_mounted(*it); ++i) {
                smtest::run_shell("umount '" + *it + "'", rc);
                if (rc != 0)
                    std::this_thread::sleep_for(std::chrono::milliseconds(100));
            }
            if (is_mounted(*it))
                smtest::run_shell("umount -l '" + *it + "'", rc);
        }
        for (auto it = m_loops.rbegin(); it != m_loops.rend(); ++it)
            smtest::run_shell("losetup -d " + *it, rc);
        for (const std::string& z : m_zrams)
            smtest::run_shell("echo " + z + " > /sys/class/zram-control/hot_remove", rc);
    }
    Scratch(const Scratch&) = delete;
    Scratch& operator=(const Scratch&) = delete;

    std::string folder(const std::string& name)
    {
        const fs::path p = dir.path() / name;
        fs::create_directories(p);
        return p.string();
    }
    // Runs a command; on failure records why and returns false.
    bool run(const std::string& cmd, std::string* out = nullptr)
    {
        int rc = 0;
        const std::string o = smtest::run_shell(cmd, rc);
        if (out)
            *out = o;
        if (rc != 0 && skip.empty())
            skip = "'" + cmd + "' failed: " + first_line(o);
        return rc == 0;
    }
    bool need(const std::string& tool)
    {
        if (!skip.empty())
            return false;
        if (!have(tool))
            skip = tool + " is not installed";
        return skip.empty();
    }
    // An image of `mib` MiB in `where` on a new loop device; "" on failure.
    std::string loop(const std::string& where, int mib, const std::string& extra = "")
    {
        if (!skip.empty())
            return {};
        const std::string image = where + "/disk.img";
        std::string out;
        if (!run("truncate -s " + std::to_string(mib) + "M " + image) ||
            !run("losetup -f --show " + extra + " " + image, &out))
            return {};
        m_loops.push_back(first_line(out));
        return m_loops.back();
    }
    bool mount(const std::string& cmd, const std::string& mp)
    {
        if (!skip.empty())
            return false;
        if (!run(cmd))
            return false;
        m_mounts.push_back(mp);
        return true;
    }
    // A new zram device of `mib` MiB; "" on failure.
    std::string zram(int mib)
    {
        if (!skip.empty())
            return {};
        if (!fs::exists("/sys/class/zram-control/hot_add")) {
            skip = "no /sys/class/zram-control (zram module not loaded)";
            return {};
        }
        std::ifstream in("/sys/class/zram-control/hot_add");  // reading it adds a device
        std::string id;
        if (!(in >> id)) {
            skip = "zram hot_add refused";
            return {};
        }
        m_zrams.push_back(id);
        const std::string dev = "/dev/zram" + id;
        if (!run("echo " + std::to_string(mib) + "M > /sys/block/zram" + id + "/disksize"))
            return {};
        return dev;
    }

private:
    std::vector<std::string> m_mounts, m_loops, m_zrams;
};

#define SKIP_UNLESS_READY(s)                                                                                           \
    do {                                                                                                               \
        if (!(s).skip.empty()) {                                                                                       \
            WARN("skipped: " << (s).skip);                                                                             \
            return;                                                                                                    \
        }                                                                                                              \
    } while (0)

// Writes `mib` MiB of zeros (the most compressible data there is) with
// O_DIRECT into a new file and flushes it.
void write_zeros_direct(const fs::path& file, int mib)
{
    DirectFile f = DirectFile::create_new(file, true);
    AlignedBuffer buf(1 << 20, f.alignment().memory);
    std::memset(buf.data(), 0, 1 << 20);
    for (int i = 0; i < mib; ++i)
        REQUIRE(f.write_at(buf.data(), 1 << 20, static_cast<std::uint64_t>(i) << 20) == (1 << 20));
    REQUIRE(f.flush() == 0);
}

std::string flags_text(const DeviceInfo& d)
{
    std::string s;
    for (const auto& f : d.flags)
        s += (s.empty() ? "" : ",") + f;
    return s;
}

}  // namespace

TEST_CASE("tmpfs mounted by the test is ram, and NOCOW does not apply")
{
    Scratch s;
    const std::string mp = s.folder("mnt");
    s.mount("mount -t tmpfs -o size=64M solidmark-test " + mp, mp);
    SKIP_UNLESS_READY(s);
    const DeviceInfo d = query_device_info(mp);
    INFO("flags: " << flags_text(d));
    CHECK(d.filesystem == "tmpfs");
    CHECK(d.flags == std::vector<std::string>{"ram"});
    CHECK(d.device_node.empty());
    CHECK(d.driver_line() == "n/a");
    TestArea area(mp, "test");
    CHECK(cow_state(area.folder()) == CowState::NotApplicable);
    DirectFile::create_new(area.folder() / "f", false).close();
    CHECK(cow_flag(cow_state(area.folder() / "f")).empty());
}

TEST_CASE("a loop device on a file in tmpfs is ram, the stack names the file and tmpfs")
{
    Scratch s;
    const std::string ram = s.folder("ram");
    s.mount("mount -t tmpfs -o size=96M solidmark-test " + ram, ram);
    s.need("mkfs.ext4");
    const std::string dev = s.loop(ram, 64);
    const std::string mp = s.folder("mnt");
    if (s.skip.empty())
        s.run("mkfs.ext4 -q -F " + dev);
    s.mount("mount " + dev + " " + mp, mp);
    SKIP_UNLESS_READY(s);
    const DeviceInfo d = query_device_info(mp);
    INFO("stack: " << d.stack << "  flags: " << flags_text(d));
    CHECK(d.filesystem == "ext4");
    CHECK(d.flags == std::vector<std::string>{"ram"});
    CHECK(d.volume_disk_node == dev);
    REQUIRE(d.stack_layers.size() == 1);
    CHECK(d.stack_layers[0].kind == "loop");
    CHECK(d.stack_layers[0].backing_file == ram + "/disk.img");
    CHECK(d.stack_layers[0].backing_filesystem == "tmpfs");
    CHECK(d.stack == fs::path(dev).filename().string() + " (file " + ram + "/disk.img on tmpfs)");
}

TEST_CASE("ext4 on a loop device with 4096-byte sectors reports 4096-byte blocks and the file under it")
{
    Scratch s;
    s.need("mkfs.ext4");
    const std::string img = s.folder("img");
    const std::string dev = s.loop(img, 64, "--sector-size 4096");
    const std::string mp = s.folder("mnt");
    if (s.skip.empty())
        s.run("mkfs.ext4 -q -F " + dev);
    s.mount("mount " + dev + " " + mp, mp);
    SKIP_UNLESS_READY(s);
    const DeviceInfo d = query_device_info(mp);
    const DeviceInfo under = query_device_info(img);
    INFO("stack: " << d.stack);
    CHECK(d.logical_block_bytes == 4096u);
    CHECK(d.physical_block_bytes == 4096u);
    CHECK(d.volume_disk_node == dev);
    REQUIRE_FALSE(d.stack_layers.empty());
    CHECK(d.stack_layers[0].backing_filesystem == under.filesystem);
    // The drive is the one under the image, with that drive's block size.
    CHECK(d.device_node == under.device_node);
    CHECK(d.disk_logical_block_bytes == under.disk_logical_block_bytes);
    CHECK(d.flags == under.flags);
    CHECK(d.partition_offset_text() == "n/a");
}

TEST_CASE("btrfs: the test folder is made NOCOW and the test file inherits it")
{
    Scratch s;
    s.need("mkfs.btrfs");
    const std::string dev = s.loop(s.folder("img"), 256);
    const std::string mp = s.folder("mnt");
    if (s.skip.empty())
        s.run("mkfs.btrfs -q -f " + dev);
    s.mount("mount " + dev + " " + mp, mp);
    SKIP_UNLESS_READY(s);
    const DeviceInfo d = query_device_info(mp);
    CHECK(d.filesystem == "btrfs");
    CHECK(d.volume_disk_node == dev);
    CHECK(d.flags.empty());
    TestArea area(mp, "test");
    CHECK(cow_state(area.folder()) == CowState::Nocow);
    const fs::path file = area.folder() / "solidmark-test.bin";
    write_zeros_direct(file, 8);
    CHECK(cow_state(file) == CowState::Nocow);
    CHECK(cow_flag(cow_state(file)) == "nocow");
    CHECK(has_compressed_extents(file) == std::optional<bool>(false));
    // By handle, as the pipeline holds it.
    DirectFile again = DirectFile::open_read_only(file, true);
    CHECK(cow_state_of_handle(again.native_handle()) == CowState::Nocow);
    // Without the NOCOW folder (a plain folder next to it) the flag is missing.
    fs::create_directory(fs::path(mp) / "plain");
    DirectFile::create_new(fs::path(mp) / "plain" / "f", false).close();
    CHECK(cow_state(fs::path(mp) / "plain" / "f") == CowState::FsCompression);
}

TEST_CASE("btrfs mounted compress-force=zstd: NOCOW still holds and O_DIRECT data stays uncompressed")
{
    Scratch s;
    s.need("mkfs.btrfs");
    const std::string dev = s.loop(s.folder("img"), 256);
    const std::string mp = s.folder("mnt");
    if (s.skip.empty())
        s.run("mkfs.btrfs -q -f " + dev);
    s.mount("mount -o compress-force=zstd " + dev + " " + mp, mp);
    SKIP_UNLESS_READY(s);
    const DeviceInfo d = query_device_info(mp);
    CHECK(d.filesystem == "btrfs");
    // What this kernel does: the NOCOW folder is accepted on a compress-force mount ...
    const NocowAttempt a = set_nocow_on_folder(s.folder("mnt/probe"));
    CHECK(a.applicable);
    CHECK(a.set);
    CHECK(a.error == 0);
    TestArea area(mp, "test");
    const fs::path file = area.folder() / "solidmark-test.bin";
    write_zeros_direct(file, 16);
    // ... and wins: zeros written with O_DIRECT into the NOCOW file are stored as they are.
    CHECK(cow_state(file) == CowState::Nocow);
    CHECK(has_compressed_extents(file) == std::optional<bool>(false));
    // The same writes into a file without NOCOW are compressed (btrfs routes
    // them through the page cache): the check can fail, and it is fs_compression.
    fs::create_directory(fs::path(mp) / "cow");
    const fs::path cow = fs::path(mp) / "cow" / "f";
    write_zeros_direct(cow, 16);
    CHECK(cow_state(cow) == CowState::FsCompression);
    CHECK(cow_flag(cow_state(cow)) == "fs_compression");
    CHECK(has_compressed_extents(cow) == std::optional<bool>(true));
}

TEST_CASE("btrfs: a compression property on the target does not stop the test folder being NOCOW")
{
    Scratch s;
    s.need("mkfs.btrfs");
    s.need("btrfs");
    const std::string dev = s.loop(s.folder("img"), 256);
    const std::string mp = s.folder("mnt");
    if (s.skip.empty())
        s.run("mkfs.btrfs -q -f " + dev);
    s.mount("mount " + dev + " " + mp, mp);
    const std::string target = mp + "/compressed";
    if (s.skip.empty()) {
        fs::create_directory(target);
        s.run("btrfs property set " + target + " compression zstd");
    }
    SKIP_UNLESS_READY(s);
    // New folders inherit the property (FS_COMPR_FL), and btrfs refuses
    // NOCOW on an inode that has it: SolidMark clears it first.
    fs::create_directory(target + "/plain");
    CHECK(cow_state(target + "/plain") == CowState::FsCompression);
    TestArea area(target, "test");
    CHECK(cow_state(area.folder()) == CowState::Nocow);
    const fs::path file = area.folder() / "solidmark-test.bin";
    write_zeros_direct(file, 8);
    CHECK(cow_state(file) == CowState::Nocow);
    CHECK(has_compressed_extents(file) == std::optional<bool>(false));
    // Without it the same zeros are stored compressed.
    write_zeros_direct(target + "/plain/f", 8);
    CHECK(has_compressed_extents(target + "/plain/f") == std::optional<bool>(true));
}

TEST_CASE("exfat-fuse on a loop device is fuse, type exfat-fuse")
{
    Scratch s;
    s.need("mkfs.exfat");
    s.need("mount.exfat-fuse");
    const std::string dev = s.loop(s.folder("img"), 64);
    const std::string mp = s.folder("mnt");
    if (s.skip.empty())
        s.run("mkfs.exfat " + dev);
    s.mount("mount.exfat-fuse " + dev + " " + mp, mp);
    SKIP_UNLESS_READY(s);
    const DeviceInfo d = query_device_info(mp);
    INFO("flags: " << flags_text(d) << "  stack: " << d.stack);
    CHECK(d.filesystem == "fuseblk");
    CHECK(d.fuse_type == "exfat-fuse");
    CHECK(d.flags == std::vector<std::string>{"fuse"});
    CHECK(d.volume_disk_node == dev);  // fuseblk keeps its block device
    TestArea area(mp, "test");
    CHECK(cow_state(area.folder()) == CowState::NotApplicable);
}

TEST_CASE("exfat mounted for another user: root's kept folder is still found and removed, a crashed one is stale")
{
    // A USB stick a user mounted shows that user as the owner of every file,
    // root's included: no Unix owners there, so the owner checks are skipped.
    Scratch s;
    s.need("mkfs.exfat");
    s.need("mount.exfat-fuse");
    const std::string dev = s.loop(s.folder("img"), 64);
    const std::string mp = s.folder("mnt");
    if (s.skip.empty())
        s.run("mkfs.exfat " + dev);
    s.mount("mount.exfat-fuse -o uid=65534,gid=65534,umask=022 " + dev + " " + mp, mp);
    SKIP_UNLESS_READY(s);
    fs::path kept;
    {
        TestArea area(mp, "test");
        kept = area.folder();
        area.keep();
    }
    CHECK(TestArea::find_kept(mp) == std::vector<fs::path>{kept});
    CHECK(TestArea::remove_kept(kept));
    CHECK_FALSE(fs::exists(kept));
    const fs::path crashed = fs::path(mp) / "SolidMark-c4a5bed0";
    fs::create_directory(crashed);
    create_marker_file(crashed / TestArea::kMarker,
                       "SolidMark x test folder pid=999999999 host=" + host_identity().host +
                           " boot=" + host_identity().boot_id + "\n");
    CHECK(TestArea::find_stale(mp) == std::vector<fs::path>{crashed});
    CHECK(TestArea::remove_stale(crashed));
    CHECK_FALSE(fs::exists(crashed));
}

TEST_CASE("ntfs-3g on a loop device is fuse, type ntfs-3g")
{
    Scratch s;
    s.need("mkntfs");
    s.need("ntfs-3g");
    const std::string dev = s.loop(s.folder("img"), 64);
    const std::string mp = s.folder("mnt");
    if (s.skip.empty())
        s.run("mkntfs -Q -F " + dev);
    s.mount("ntfs-3g " + dev + " " + mp, mp);
    SKIP_UNLESS_READY(s);
    const DeviceInfo d = query_device_info(mp);
    INFO("flags: " << flags_text(d));
    CHECK(d.filesystem == "fuseblk");
    CHECK(d.fuse_type == "ntfs-3g");
    CHECK(d.flags == std::vector<std::string>{"fuse"});
    CHECK(d.volume_disk_node == dev);
}

TEST_CASE("ext4 on a zram device made by the test is ram")
{
    Scratch s;
    s.need("mkfs.ext4");
    const std::string dev = s.zram(64);
    const std::string mp = s.folder("mnt");
    if (s.skip.empty())
        s.run("mkfs.ext4 -q -F " + dev);
    s.mount("mount " + dev + " " + mp, mp);
    SKIP_UNLESS_READY(s);
    const DeviceInfo d = query_device_info(mp);
    INFO("flags: " << flags_text(d));
    CHECK(d.filesystem == "ext4");
    CHECK(d.flags == std::vector<std::string>{"ram"});
    CHECK(d.device_node == dev);
    CHECK(d.driver_line() == "zram - RAM disk");
    CHECK(d.logical_block_bytes == 4096u);  // zram's pages
}
