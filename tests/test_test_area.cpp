#include "io/direct_file.h"
#include "run/test_area.h"
#include "support/temp_dir.h"
#include "util/error.h"

#include <catch2/catch.hpp>
#include <fstream>

using namespace sm;
namespace fs = std::filesystem;

TEST_CASE("the test area is a fresh SolidMark-<random> folder with a marker, removed on destruction")
{
    smtest::TempDir dir;
    fs::path folder;
    {
        TestArea area(dir.path(), "test");
        folder = area.folder();
        CHECK(folder.parent_path() == dir.path());
        CHECK(folder.filename().string().rfind("SolidMark-", 0) == 0);
        CHECK(fs::is_regular_file(folder / TestArea::kMarker));
        std::ofstream(folder / "extra") << "x";
    }
    CHECK_FALSE(fs::exists(folder));
    CHECK(smtest::solidmark_folders(dir.path()).empty());
}

TEST_CASE("the test file is created exclusively and never through a symlink")
{
    smtest::TempDir dir;
    const fs::path victim = dir.path() / "victim";
    std::ofstream(victim) << "precious";
    const fs::path link = dir.path() / "link";
    std::error_code ec;
    fs::create_symlink(victim, link, ec);
    if (ec)
        WARN("symlinks unavailable here (" << ec.message() << "): only the plain-file case is checked");
    else
        CHECK_THROWS_AS(DirectFile::create_new(link, true), Error);
    CHECK_THROWS_AS(DirectFile::create_new(victim, true), Error);
    std::ifstream in(victim);
    std::string content;
    in >> content;
    CHECK(content == "precious");
}

TEST_CASE("a folder left by a dead process is stale - a live one or a foreign one is not")
{
    smtest::TempDir dir;
    const fs::path dead = dir.path() / "SolidMark-deadbeef";
    fs::create_directory(dead);
    std::ofstream(dead / TestArea::kMarker) << "SolidMark x test folder pid=999999999 created=now\n";
    const fs::path foreign = dir.path() / "SolidMark-notours";
    fs::create_directory(foreign);  // no marker: never touched
    TestArea live(dir.path(), "test");

    const auto stale = TestArea::find_stale(dir.path());
    REQUIRE(stale.size() == 1);
    CHECK(stale[0] == dead);
    CHECK(TestArea::remove_stale(dead));
    CHECK_FALSE(fs::exists(dead));
    CHECK_FALSE(TestArea::remove_stale(foreign));
    CHECK(fs::exists(foreign));
    CHECK_FALSE(TestArea::remove_stale(live.folder()));
    CHECK(fs::exists(live.folder()));
}

TEST_CASE("a target that is a file or missing is refused")
{
    smtest::TempDir dir;
    std::ofstream(dir.path() / "file") << "x";
    CHECK_THROWS_AS(TestArea(dir.path() / "file"), Error);
    CHECK_THROWS_AS(TestArea(dir.path() / "missing"), Error);
}
