// Windows' IOCTL_STORAGE_QUERY_PROPERTY answers, parsed from byte fixtures
// (tests/fixtures/windows/make_fixtures.py says how they are laid out).
#include "device/health.h"
#include "device/storage_query.h"
#include "support/paths.h"

#include <catch2/catch.hpp>
#include <filesystem>
#include <fstream>
#include <iterator>
#include <string>
#include <vector>

namespace {

std::vector<unsigned char> fixture(const std::string& name)
{
    std::ifstream in(std::filesystem::path(smtest::paths::fixtures) / "windows" / name, std::ios::binary);
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

TEST_CASE("the Windows NVMe health log answer: the page it carries, parsed as on Linux, and nothing when cut short")
{
    const auto page = sm::parse_protocol_data(fixture("nvme_health_log.bin"), 512);
    REQUIRE(page);
    REQUIRE(page->size() == 512);
    const sm::HealthRecord h = sm::parse_nvme_health_log(page->data(), page->size());
    CHECK(h.source == "nvme");
    CHECK(h.critical_warning->empty());
    CHECK(*h.temperature_c == Approx(36.85));
    CHECK(*h.available_spare_pct == 100);
    CHECK(*h.available_spare_threshold_pct == 10);
    CHECK(*h.percentage_used == 2);
    CHECK(*h.data_read_bytes == 1234567ULL * 512000);
    CHECK(*h.data_written_bytes == 2345678ULL * 512000);
    CHECK(*h.power_cycles == 321);
    CHECK(*h.power_on_hours == 4567);
    CHECK(*h.unsafe_shutdowns == 12);
    CHECK(*h.media_errors == 0);
    CHECK(*h.error_log_entries == 7);
    CHECK(h.verdict() == "ok");
    CHECK_FALSE(sm::parse_protocol_data(fixture("short_nvme_health_log.bin"), 512));
    CHECK_FALSE(sm::parse_protocol_data(fixture("nvme_health_log.bin"), 1024));  // less than asked for
}
