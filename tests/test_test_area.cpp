#include "io/direct_file.h"
#include "io/fault.h"
#include "io/process.h"
#include "run/test_area.h"
#include "support/temp_dir.h"
#include "util/error.h"

#include <catch2/catch.hpp>
#include <algorithm>
#include <cerrno>
#include <fstream>
#include <iterator>

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

namespace {

// A SolidMark-* folder with a marker that says `words` (as a run on some host wrote it).
fs::path marked_folder(const fs::path& dir, const std::string& name, const std::string& words)
{
    const fs::path f = dir / name;
    fs::create_directory(f);
    std::ofstream(f / TestArea::kMarker) << "SolidMark x test folder " << words << " created=now\n";
    return f;
}

}  // namespace

TEST_CASE("the marker records the pid, the host name and the boot id")
{
    smtest::TempDir dir;
    TestArea area(dir.path(), "test");
    std::ifstream in(area.folder() / TestArea::kMarker);
    std::string marker((std::istreambuf_iterator<char>(in)), std::istreambuf_iterator<char>());
    CHECK_THAT(marker, Catch::Contains("pid=" + std::to_string(current_process_id())));
    REQUIRE_FALSE(host_identity().host.empty());
    CHECK_THAT(marker, Catch::Contains("host=" + host_identity().host));
#if defined(__linux__)
    REQUIRE(host_identity().boot_id.size() == 36);  // a UUID
    CHECK_THAT(marker, Catch::Contains("boot=" + host_identity().boot_id));
#endif
}

TEST_CASE("another host's folder is never stale, whatever its pid, and an earlier boot's is, even with a live pid")
{
    smtest::TempDir dir;
    const std::string dead_pid = "pid=999999999";
    const std::string live_pid = "pid=" + std::to_string(current_process_id());
    const std::string here = "host=" + host_identity().host;
    // A shared drive: another machine's run, its pid unknown here (dead or alive, it is not ours to judge).
    const fs::path elsewhere = marked_folder(dir.path(), "SolidMark-0e15e0e1", dead_pid + " host=other-machine boot=x");
    // This machine, this boot, a live process: a run going on.
    const fs::path live =
        marked_folder(dir.path(), "SolidMark-11ve11ve", live_pid + " " + here + " boot=" + host_identity().boot_id);
    // This machine, this boot, the process gone: a crash.
    const fs::path crashed =
        marked_folder(dir.path(), "SolidMark-c4a5bed0", dead_pid + " " + here + " boot=" + host_identity().boot_id);
    std::vector<fs::path> want = {crashed};
    fs::path before_reboot;
    if (!host_identity().boot_id.empty()) {
        // This machine before a reboot: the pid may belong to another process now.
        before_reboot = marked_folder(dir.path(), "SolidMark-b0070000",
                                      live_pid + " " + here + " boot=00000000-0000-0000-0000-000000000000");
        want.push_back(before_reboot);
    }
    auto stale = TestArea::find_stale(dir.path());
    std::sort(stale.begin(), stale.end());
    std::sort(want.begin(), want.end());
    CHECK(stale == want);

    CHECK_FALSE(TestArea::remove_stale(elsewhere));
    CHECK(fs::exists(elsewhere));
    CHECK_FALSE(TestArea::remove_stale(live));
    CHECK(fs::exists(live));
    CHECK(TestArea::remove_stale(crashed));
    CHECK_FALSE(fs::exists(crashed));
    if (!before_reboot.empty()) {
        CHECK(TestArea::remove_stale(before_reboot));
        CHECK_FALSE(fs::exists(before_reboot));
    }
}

TEST_CASE("a folder that cannot be removed is left_behind, not forgotten")
{
    smtest::TempDir dir;
    TestArea area(dir.path(), "test");
    const fs::path folder = area.folder();
    fault::arm(fault::Op::Remove, EIO);
    area.remove();
    fault::disarm();
    CHECK(area.left_behind() == folder);
    CHECK(fs::exists(folder));
    CHECK_FALSE(area.active());
    fs::remove_all(folder);
}
