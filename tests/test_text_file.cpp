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
