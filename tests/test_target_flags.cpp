// docs/methodology.md §12 flag names, their explanations, filesystem classification by
// type and mountinfo parsing: portable, so these run under Wine too.
#include "device/fs_module.h"
#include "device/mountinfo.h"
#include "device/target_flags.h"

#include <catch2/catch.hpp>
#include <sstream>

using namespace sm;

TEST_CASE("every docs/methodology.md §12 flag has its exact name and a one-line explanation")
{
    CHECK(all_flags() ==
          std::vector<std::string>{"buffered", "ram", "fuse", "network", "nocow", "fs_compression", "valid_data_length",
                                   "fs_encryption", "fio"});
    for (const std::string& f : all_flags()) {
        INFO(f);
        const std::string_view e = flag_explanation(f);
        CHECK(e.size() > 20);
        CHECK(e.find('\n') == std::string_view::npos);
        CHECK(e.back() == '.');
    }
    CHECK_THAT(std::string(flag_explanation("ram")), Catch::Contains("measures memory, not a drive"));
    CHECK_THAT(std::string(flag_explanation("fuse")), Catch::Contains("daemon may cache"));
    CHECK(flag_explanation("turbo").empty());
}

TEST_CASE("add_flag keeps one of each, in the order of the flag list")
{
    std::vector<std::string> f;
    add_flag(f, flag::network);
    add_flag(f, flag::fuse);
    add_flag(f, flag::network);
    add_flag(f, flag::ram);
    CHECK(f == std::vector<std::string>{"ram", "fuse", "network"});
}

TEST_CASE("filesystems are classified by their kernel type name")
{
    struct Case {
        const char* type;
        bool ram, fuse, network;
        const char* subtype;
    };
    const Case cases[] = {
        {"tmpfs", true, false, false, ""},
        {"ramfs", true, false, false, ""},
        {"devtmpfs", true, false, false, ""},
        {"fuse", false, true, false, ""},
        {"fuseblk", false, true, false, ""},
        {"fuse.sshfs", false, true, true, "sshfs"},
        {"fuse.ntfs-3g", false, true, false, "ntfs-3g"},
        {"fuseblk.ntfs-3g", false, true, false, "ntfs-3g"},
        {"fuse.exfat-fuse", false, true, false, "exfat-fuse"},
        {"fuse.glusterfs", false, true, true, "glusterfs"},
        {"fuse.rclone", false, true, true, "rclone"},
        {"fuse.mergerfs", false, true, false, "mergerfs"},
        {"nfs", false, false, true, ""},
        {"nfs4", false, false, true, ""},
        {"cifs", false, false, true, ""},
        {"smb3", false, false, true, ""},
        {"9p", false, false, true, ""},
        {"virtiofs", false, false, true, ""},
        {"ceph", false, false, true, ""},
        {"glusterfs", false, false, true, ""},
        {"afs", false, false, true, ""},
        {"ext4", false, false, false, ""},
        {"xfs", false, false, false, ""},
        {"btrfs", false, false, false, ""},
        {"zfs", false, false, false, ""},
        {"overlay", false, false, false, ""},
        {"vfat", false, false, false, ""},
        {"exfat", false, false, false, ""},
        {"ntfs3", false, false, false, ""},
        {"fusectl", false, false, false, ""},
    };
    for (const Case& c : cases) {
        INFO(c.type);
        const FilesystemClass k = classify_filesystem(c.type);
        CHECK(k.ram == c.ram);
        CHECK(k.fuse == c.fuse);
        CHECK(k.network == c.network);
        CHECK(k.fuse_subtype == c.subtype);
    }
}

TEST_CASE("mountinfo lines parse into their fields, escapes undone")
{
    const auto e =
        parse_mountinfo_line("36 35 98:0 /mnt1 /mnt\\040two rw,noatime master:1 - ext3 /dev/root rw,errors=continue");
    REQUIRE(e);
    CHECK(e->major == 98);
    CHECK(e->minor == 0);
    CHECK(e->root == "/mnt1");
    CHECK(e->mount_point == "/mnt two");
    CHECK(e->options == "rw,noatime");
    CHECK(e->fstype == "ext3");
    CHECK(e->source == "/dev/root");
    CHECK(e->super_options == "rw,errors=continue");
    // No optional fields at all, and a FUSE type with a subtype.
    const auto f = parse_mountinfo_line("44 26 0:50 / /home/u/r rw,nosuid - fuse.sshfs u@h:/srv rw,user_id=1000");
    REQUIRE(f);
    CHECK(f->fstype == "fuse.sshfs");
    CHECK(f->source == "u@h:/srv");
    CHECK_FALSE(parse_mountinfo_line("not a mountinfo line"));
    CHECK_FALSE(parse_mountinfo_line("1 2 8:1 / /x rw no-separator here"));
    CHECK_FALSE(parse_mountinfo_line("1 2 bad / /x rw - ext4 /dev/sda1 rw"));
}

TEST_CASE("the mount holding a path is the longest matching mount point, the last of equals")
{
    std::istringstream in("1 0 8:1 / / rw - ext4 /dev/sda1 rw\n"
                          "2 1 0:30 / /home rw - tmpfs tmpfs rw\n"
                          "3 1 8:2 / /home rw - xfs /dev/sda2 rw\n"
                          "4 1 8:3 / /homework rw - ext4 /dev/sda3 rw\n");
    const auto mounts = parse_mountinfo(in);
    REQUIRE(mounts.size() == 4);
    CHECK(mount_holding(mounts, "/home/user")->fstype == "xfs");  // over-mounted: the top one
    CHECK(mount_holding(mounts, "/home")->fstype == "xfs");
    CHECK(mount_holding(mounts, "/homeless")->fstype == "ext4");
    CHECK(mount_holding(mounts, "/homework/a")->source == "/dev/sda3");
    CHECK(mount_holding({}, "/x") == nullptr);
}

TEST_CASE("mount options are found by key, overlayfs's escaped commas kept")
{
    const std::string o = "rw,lowerdir=/a\\,b:/c,upperdir=/u/p,workdir=/w,index";
    CHECK(mount_option(o, "upperdir") == std::optional<std::string>("/u/p"));
    CHECK(mount_option(o, "lowerdir") == std::optional<std::string>("/a,b:/c"));
    CHECK(mount_option(o, "index") == std::optional<std::string>(""));
    CHECK_FALSE(mount_option(o, "upper"));
    CHECK_FALSE(mount_option("", "upperdir"));
}

TEST_CASE("O_DIRECT bypasses the cache on ZFS from 2.3 on, and everywhere not special-cased")
{
    CHECK(direct_io_bypasses_cache("zfs", "2.1.11-1") == std::optional<bool>(false));
    CHECK(direct_io_bypasses_cache("zfs", "2.2.7") == std::optional<bool>(false));
    CHECK(direct_io_bypasses_cache("zfs", "0.7.13") == std::optional<bool>(false));
    CHECK(direct_io_bypasses_cache("zfs", "2.3.0") == std::optional<bool>(true));
    CHECK(direct_io_bypasses_cache("zfs", "3.0.1") == std::optional<bool>(true));
    CHECK_FALSE(direct_io_bypasses_cache("zfs", "").has_value());
    CHECK(direct_io_bypasses_cache("ext4", "") == std::optional<bool>(true));
}
