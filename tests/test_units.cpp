#include "util/error.h"
#include "util/units.h"

#include <catch2/catch.hpp>

using namespace sm;

TEST_CASE("sizes parse as binary multiples - MB means MiB")
{
    CHECK(parse_size("4096") == 4096);
    CHECK(parse_size("64MiB") == 64 * MiB);
    CHECK(parse_size("64MB") == 64 * MiB);
    CHECK(parse_size("64m") == 64 * MiB);
    CHECK(parse_size("1GiB") == GiB);
    CHECK(parse_size("1G") == GiB);
    CHECK(parse_size("1.5GiB") == 3 * GiB / 2);
    CHECK(parse_size("512K") == 512 * KiB);
    CHECK(parse_size("2TiB") == 2 * TiB);
}

TEST_CASE("bad sizes are rejected with a message naming the value")
{
    for (const char* bad : {"", "abc", "-1G", "+5", "1X", "1.2.3G", "0.3B", "1e3", "99999999999T"}) {
        INFO(bad);
        try {
            parse_size(bad);
            FAIL("accepted " << bad);
        } catch (const Error& e) {
            CHECK(e.kind() == ErrorKind::InvalidInput);
            CHECK(std::string(e.what()).find(std::string("'") + bad + "'") != std::string::npos);
        }
    }
}

TEST_CASE("durations parse in s, ms and m")
{
    CHECK(parse_seconds("5") == 5.0);
    CHECK(parse_seconds("0.5") == 0.5);
    CHECK(parse_seconds("500ms") == Approx(0.5));
    CHECK(parse_seconds("2m") == 120.0);
    CHECK_THROWS_AS(parse_seconds("0"), Error);
    CHECK_THROWS_AS(parse_seconds("-1"), Error);
    CHECK_THROWS_AS(parse_seconds("5h"), Error);
    CHECK_THROWS_AS(parse_seconds("90000"), Error);
}

TEST_CASE("numbers and integers")
{
    CHECK(parse_int("64", 1, 256, "threads") == 64);
    CHECK_THROWS_AS(parse_int("0", 1, 256, "threads"), Error);
    CHECK_THROWS_AS(parse_int("12x", 1, 256, "threads"), Error);
    CHECK(parse_number("1353.82", "v") == Approx(1353.82));
    CHECK_THROWS_AS(parse_number("nan", "v"), Error);
    CHECK_THROWS_AS(parse_number("-3", "v"), Error);
}

TEST_CASE("docs/methodology.md §1 formatting")
{
    CHECK(format_mib_s(1353.8249) == "1353.82");
    CHECK(format_mib_s(0.005) == "0.01");
    CHECK(format_ms(0.0454) == "0.045");
    CHECK(format_iops(9571.4) == "9571");
    CHECK(format_bytes(GiB) == "1.00 GiB");
    CHECK(format_bytes(512) == "512 B");
    CHECK(size_label(64 * MiB) == "64MiB");
    CHECK(size_label(GiB) == "1GiB");
}
