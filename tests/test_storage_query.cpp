// Windows' IOCTL_STORAGE_QUERY_PROPERTY answers, parsed from byte fixtures
// (tests/fixtures/windows/make_fixtures.py says how they are laid out).
#include "device/storage_query.h"

#include <catch2/catch.hpp>
#include <filesystem>
#include <fstream>
#include <iterator>
#include <string>
#include <vector>

namespace {

std::vector<unsigned char> fixture(const std::string& name)
{
    std::ifstream in(std::filesystem::path(SOLIDMARK_FIXTURES) / "windows" / name, std::ios::binary);
    REQUIRE(in);
    return {std::istreambuf_iterator<char>(in), std::istreambuf_iterator<char>()};
}

}  // namespace

TEST_CASE("Windows device descriptors: model, firmware, serial and bus")
{
    auto d = sm::parse_storage_device_descriptor(fixture("nvme_device_descriptor.bin"));
    REQUIRE(d);
    CHECK(d->model == "Samsung SSD 980 PRO 1TB");
    CHECK(d->firmware == "5B2QGXA7");
    CHECK(d->serial == "0025_38B1_2150_7A6C.");
    CHECK(d->bus == "NVMe");

    d = sm::parse_storage_device_descriptor(fixture("sata_device_descriptor.bin"));
    REQUIRE(d);
    CHECK(d->model == "Samsung SSD 870 EVO 500GB");  // the vendor once
    CHECK(d->bus == "SATA");

    d = sm::parse_storage_device_descriptor(fixture("usb_device_descriptor.bin"));
    REQUIRE(d);
    CHECK(d->model == "Samsung PSSD T7");  // the inquiry strings' blanks trimmed
    CHECK(d->firmware == "0");
    CHECK(d->bus == "USB");
}

TEST_CASE("Windows device descriptors cut short or too small are read as far as they go")
{
    const auto d = sm::parse_storage_device_descriptor(fixture("short_device_descriptor.bin"));
    REQUIRE(d);
    CHECK(d->model == "Samsung");
    CHECK(d->firmware.empty());
    CHECK(d->serial.empty());
    auto bytes = fixture("nvme_device_descriptor.bin");
    bytes.resize(35);
    CHECK_FALSE(sm::parse_storage_device_descriptor(bytes));
    CHECK(std::string(sm::storage_bus_name(0x12)).empty());  // SCM: not named here
}

TEST_CASE("Windows temperature descriptors: the first sensor and the thresholds")
{
    const auto t = sm::parse_storage_temperature(fixture("nvme_temperature.bin"));
    REQUIRE(t);
    CHECK(t->temperature_c == 41.0);
    CHECK(t->warning_c == 82.0);
    CHECK(t->critical_c == 85.0);
    CHECK_FALSE(sm::parse_storage_temperature(fixture("no_sensor_temperature.bin")));
    auto cut = fixture("nvme_temperature.bin");
    cut.resize(30);
    CHECK_FALSE(sm::parse_storage_temperature(cut));
}
