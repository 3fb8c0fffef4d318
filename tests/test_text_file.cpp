// Outputs (--json/--csv/--text, the GUI's saves) written through
// util/text_file.h: a file is replaced atomically, a character device or a
// pipe is written into and never replaced, a block device is refused.
#include "support/temp_dir.h"
#include "util/error.h"
#include "util/text_file.h"

#include <catch2/catch.hpp>
#include <fcntl.h>
#include <filesystem>
#include <fstream>
#include <sstream>
#include <sys/stat.h>
#include <sys/sysmacros.h>
#include <thread>
#include <unistd.h>

namespace fs = std::filesystem;

TEST_CASE("an output into a character device or a pipe is written there, never replaced by a file")
{
    smtest::TempDir dir;
    SECTION("a pipe keeps being a pipe and its reader gets the text")
    {
        const std::string fifo = (dir.path() / "out.fifo").string();
        REQUIRE(::mkfifo(fifo.c_str(), 0600) == 0);
        std::string got;
        std::thread reader([&] {
            std::ifstream in(fifo, std::ios::binary);
            std::ostringstream ss;
            ss << in.rdbuf();
            got = ss.str();
        });
        sm::check_output_path(fifo);
        sm::write_text_file(fifo, "{\"a\": 1}\n");
        reader.join();
        CHECK(got == "{\"a\": 1}\n");
        CHECK(fs::is_fifo(fifo));
        CHECK(std::distance(fs::directory_iterator(dir.path()), fs::directory_iterator()) == 1);  // nothing beside it
    }
    SECTION("a private /dev/null (root only: mknod) stays a character device")
    {
        const std::string null = (dir.path() / "null").string();
        if (::mknod(null.c_str(), S_IFCHR | 0666, makedev(1, 3)) != 0) {
            WARN("mknod needs root here: " << null);
            return;
        }
        sm::check_output_path(null);
        sm::write_text_file(null, std::string(100000, 'x'));
        CHECK(fs::is_character_file(null));
        CHECK(std::distance(fs::directory_iterator(dir.path()), fs::directory_iterator()) == 1);
    }
}

TEST_CASE("an output path that is a block device is refused and left alone")
{
    smtest::TempDir dir;
    const std::string dev = (dir.path() / "blk").string();
    // Major 7 is the loop driver; the node is never opened by the code under test.
    if (::mknod(dev.c_str(), S_IFBLK | 0600, makedev(7, 250)) != 0) {
        WARN("mknod needs root here: " << dev);
        return;
    }
    CHECK_THROWS_WITH(sm::check_output_path(dev), Catch::Contains("block device"));
    CHECK_THROWS_AS(sm::write_text_file(dev, "x"), sm::Error);
    CHECK(fs::is_block_file(fs::symlink_status(dev)));
    CHECK(std::distance(fs::directory_iterator(dir.path()), fs::directory_iterator()) == 1);
}

TEST_CASE("an output through a symlink replaces the file it points to and keeps the link")
{
    smtest::TempDir dir;
    const fs::path real = dir.path() / "real.json";
    const fs::path link = dir.path() / "link.json";
    sm::write_text_file(real.string(), "old");
    fs::create_symlink(real, link);
    sm::check_output_path(link.string());
    sm::write_text_file(link.string(), "new");
    CHECK(fs::is_symlink(fs::symlink_status(link)));
    CHECK(sm::read_text_file(real.string()) == "new");
    CHECK(std::distance(fs::directory_iterator(dir.path()), fs::directory_iterator()) == 2);
}

namespace {

std::string file_text(const fs::path& p)
{
    std::ifstream in(p, std::ios::binary);
    std::ostringstream ss;
    ss << in.rdbuf();
    return ss.str();
}

unsigned mode_of(const fs::path& p)
{
    struct stat st { };
    REQUIRE(::lstat(p.c_str(), &st) == 0);
    return st.st_mode & 07777;
}

}  // namespace

TEST_CASE("another user's symlink in a sticky folder anyone can write is refused, as fs.protected_symlinks does")
{
    if (::geteuid() != 0) {
        WARN("needs root (the link must belong to another user): skipped");
        return;
    }
    smtest::TempDir dir;
    const fs::path vroot = dir.path() / "vroot";  // a root-only folder
    fs::create_directory(vroot);
    fs::permissions(vroot, fs::perms::owner_all);
    const fs::path secret = vroot / "secret.conf";
    {
        std::ofstream(secret) << "secret=1\n";
    }
    fs::permissions(secret, fs::perms::owner_read | fs::perms::owner_write);
    const fs::path shared = dir.path() / "shared";  // like /tmp
    fs::create_directory(shared);
    REQUIRE(::chmod(shared.c_str(), 01777) == 0);
    const fs::path link = shared / "link.json";
    fs::create_symlink(secret, link);
    REQUIRE(::lchown(link.c_str(), 65534, 65534) == 0);  // nobody's link

    CHECK_THROWS_WITH(sm::check_output_path(link.string()),
                      Catch::Contains("symbolic link owned by another user") &&
                          Catch::Contains("fs.protected_symlinks"));
    CHECK_THROWS_AS(sm::write_text_file(link.string(), "{}"), sm::Error);
    CHECK(file_text(secret) == "secret=1\n");
    CHECK(mode_of(secret) == 0600);
    CHECK(fs::is_symlink(fs::symlink_status(link)));
    CHECK(std::distance(fs::directory_iterator(vroot), fs::directory_iterator()) == 1);

    SECTION("the same link of root's own is followed, as the kernel would")
    {
        REQUIRE(::lchown(link.c_str(), 0, 0) == 0);
        sm::write_text_file(link.string(), "{\"own\": 1}");
        CHECK(file_text(secret) == "{\"own\": 1}");
        CHECK(mode_of(secret) == 0600);  // the replaced file keeps its mode
    }
}

TEST_CASE("a replaced file keeps its mode, a new file gets 0666 less the umask, and no temporary file stays")
{
    smtest::TempDir dir;
    const fs::path kept = dir.path() / "kept.json";
    {
        std::ofstream(kept) << "old";
    }
    REQUIRE(::chmod(kept.c_str(), 0640) == 0);
    sm::write_text_file(kept.string(), "new");
    CHECK(file_text(kept) == "new");
    CHECK(mode_of(kept) == 0640);

    const fs::path fresh = dir.path() / "fresh.json";
    const mode_t mask = ::umask(022);
    ::umask(mask);
    sm::write_text_file(fresh.string(), "x");
    CHECK(mode_of(fresh) == (0666 & ~mask));
    CHECK(std::distance(fs::directory_iterator(dir.path()), fs::directory_iterator()) == 2);
}

TEST_CASE("an output is found without canonicalising its path: a chain of links, a relative path, a missing folder")
{
    smtest::TempDir dir;
    fs::create_directory(dir.path() / "a");
    fs::create_directory(dir.path() / "b");
    const fs::path real = dir.path() / "b" / "real.json";
    sm::write_text_file(real.string(), "old");
    fs::create_symlink("../b/real.json", dir.path() / "a" / "hop.json");  // relative, from its own folder
    fs::create_symlink(dir.path() / "a" / "hop.json", dir.path() / "first.json");
    sm::write_text_file((dir.path() / "first.json").string(), "new");
    CHECK(file_text(real) == "new");
    CHECK(fs::is_symlink(fs::symlink_status(dir.path() / "first.json")));
    CHECK(fs::is_symlink(fs::symlink_status(dir.path() / "a" / "hop.json")));

    CHECK_THROWS_WITH(sm::check_output_path((dir.path() / "missing" / "x.json").string()),
                      Catch::Contains("No such file or directory") && Catch::Contains("nothing was run"));
    CHECK_THROWS_WITH(sm::check_output_path((dir.path() / "a").string()), Catch::Contains("it is a folder"));
}
