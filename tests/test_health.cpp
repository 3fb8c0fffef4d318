// The drive's health record (core/device/health.h, docs/schemas/health.md):
// the NVMe health log page and smartctl's JSON parsed from bytes and text
// (the smartctl fixture was recorded from the drive lab's QEMU SATA disk),
// the verdict, the JSON round trip, what a run cost the drive, and the
// reasons when nothing can be read.
#include "device/health.h"
#include "result/compression_result.h"
#include "result/health_json.h"
#include "result/run_result.h"
#include "util/error.h"
#include "util/text_file.h"
#include "support/paths.h"

#include <array>
#include <catch2/catch.hpp>
#include <cstring>
#include <sstream>

#if __has_include(<libnvme.h>)
#include <libnvme.h>
#define SOLIDMARK_TEST_LIBNVME 1
#endif

using namespace sm;

namespace {

void put_le(unsigned char* p, std::uint64_t v, std::size_t n)
{
    for (std::size_t i = 0; i < n; ++i, v >>= 8)
        p[i] = static_cast<unsigned char>(v & 0xff);
}

// A page laid out by the NVMe base specification's figure (SMART / Health
// Information, log identifier 02h), byte offsets written out here.
std::array<unsigned char, 512> spec_page()
{
    std::array<unsigned char, 512> p{};
    p[0] = 0x05;                // critical warning: bits 0 and 2
    put_le(&p[1], 323, 2);      // composite temperature, kelvin
    p[3] = 97;                  // available spare
    p[4] = 10;                  // its threshold
    p[5] = 3;                   // percentage used
    put_le(&p[32], 1000, 16);   // data units read (x 512,000 bytes)
    put_le(&p[48], 4200, 16);   // data units written
    put_le(&p[112], 17, 16);    // power cycles
    put_le(&p[128], 1234, 16);  // power-on hours
    put_le(&p[144], 2, 16);     // unsafe shutdowns
    put_le(&p[160], 0, 16);     // media errors
    put_le(&p[176], 5, 16);     // error log entries
    return p;
}

std::string health_fixture(const char* name)
{
    std::string path = smtest::paths::fixtures;
    path.append("/health/").append(name);
    return read_text_file(path);
}

}  // namespace

TEST_CASE("an NVMe health log page: every field at its offset, data units of 512,000 bytes", "[health]")
{
    const auto page = spec_page();
    const HealthRecord h = parse_nvme_health_log(page.data(), page.size());
    CHECK(h.source == "nvme");
    REQUIRE(h.critical_warning);
    CHECK(*h.critical_warning == std::vector<std::string>{"spare", "reliability"});
    CHECK(*h.temperature_c == Approx(49.85));
    CHECK(*h.available_spare_pct == 97);
    CHECK(*h.available_spare_threshold_pct == 10);
    CHECK(*h.percentage_used == 3);
    CHECK(*h.data_read_bytes == 1000ULL * 512000);
    CHECK(*h.data_written_bytes == 4200ULL * 512000);
    CHECK(*h.power_cycles == 17);
    CHECK(*h.power_on_hours == 1234);
    CHECK(*h.unsafe_shutdowns == 2);
    CHECK(*h.media_errors == 0);
    CHECK(*h.error_log_entries == 5);
    CHECK(h.verdict() == "warning");
    CHECK_THROWS_AS(parse_nvme_health_log(page.data(), 100), Error);
}

#ifdef SOLIDMARK_TEST_LIBNVME
TEST_CASE("an NVMe health log page filled through libnvme's struct reads the same", "[health]")
{
    nvme_smart_log log{};
    log.critical_warning = NVME_SMART_CRIT_TEMPERATURE;
    log.temperature[0] = 0x43;  // 323 K = 0x0143
    log.temperature[1] = 0x01;
    log.avail_spare = 100;
    log.spare_thresh = 10;
    log.percent_used = 0;
    log.data_units_written[0] = 0x10;  // 16 units
    log.power_on_hours[1] = 0x01;      // 256 hours
    log.media_errors[0] = 3;
    const HealthRecord h = parse_nvme_health_log(reinterpret_cast<const unsigned char*>(&log), sizeof log);
    CHECK(*h.critical_warning == std::vector<std::string>{"temperature"});
    CHECK(*h.temperature_c == Approx(49.85));
    CHECK(*h.data_written_bytes == 16 * 512000ULL);
    CHECK(*h.power_on_hours == 256);
    CHECK(*h.media_errors == 3);
}
#endif

TEST_CASE(
    "the verdict: ok, warning on a bit, on spare below its threshold, on 100 % used, and unknown without a record",
    "[health]")
{
    auto page = spec_page();
    page[0] = 0;
    HealthRecord h = parse_nvme_health_log(page.data(), page.size());
    CHECK(h.verdict() == "ok");
    h.available_spare_pct = 10;  // at the threshold (10): not yet below it
    CHECK(h.verdict() == "ok");
    h.available_spare_pct = 9;
    CHECK(h.verdict() == "warning");
    h.available_spare_pct = 50;
    h.percentage_used = 100;
    CHECK(h.verdict() == "warning");
    CHECK(HealthRecord{}.verdict() == "unknown");
    CHECK(nvme_critical_warning_names(0x3f) ==
          std::vector<std::string>{"spare", "temperature", "reliability", "read_only", "volatile_backup",
                                   "persistent_memory"});
}

TEST_CASE("smartctl's JSON of the lab's SATA disk: ATA attributes, power-on hours, model", "[health]")
{
    const HealthRecord h = parse_smartctl_json(health_fixture("smartctl-qemu-ide-hd.json"));
    CHECK(h.source == "ata");
    CHECK(h.model == "SolidMark lab sa");
    CHECK(h.verdict() == "ok");
    REQUIRE(h.critical_warning);
    CHECK(h.critical_warning->empty());
    REQUIRE(!h.ata_attributes.empty());
    const auto hours =
        std::find_if(h.ata_attributes.begin(), h.ata_attributes.end(), [](const AtaAttribute& a) { return a.id == 9; });
    REQUIRE(hours != h.ata_attributes.end());
    CHECK(h.power_on_hours == hours->raw);
    // QEMU's disk keeps no attribute 241: the bytes written are not known.
    CHECK(!h.data_written_bytes);
}

namespace {
// A 512-byte sector from smartctl's `-r ataioctl,2` dump ("===== [NAME] DATA START (BASE-16) =====",
// then lines "000-015: 01 00 …").
std::vector<unsigned char> smartctl_dump(const std::string& text, const std::string& name)
{
    const std::size_t start = text.find("===== [" + name + "] DATA START");
    REQUIRE(start != std::string::npos);
    std::vector<unsigned char> out;
    std::istringstream in(text.substr(text.find('\n', start) + 1));
    for (std::string line; out.size() < 512 && std::getline(in, line);) {
        std::istringstream bytes(line.substr(line.find(':') + 1, 16 * 3));
        for (unsigned v = 0; bytes >> std::hex >> v;)
            out.push_back(static_cast<unsigned char>(v));
    }
    return out;
}
}  // namespace

TEST_CASE("ATA SMART from its sectors (Windows' way) reads the lab's SATA disk as smartctl reads it", "[health]")
{
    // Recorded in the drive lab (tests/lab/groups/buses.py, step smart-raw-sa) from the same
    // QEMU disk as smartctl-qemu-ide-hd.json.
    const std::string dump = health_fixture("smartctl-raw-qemu-ide-hd.txt");
    const auto data = smartctl_dump(dump, "SMART READ ATTRIBUTE VALUES");
    const auto thresholds = smartctl_dump(dump, "SMART READ ATTRIBUTE THRESHOLDS");
    REQUIRE(data.size() == 512);
    REQUIRE(thresholds.size() == 512);
    const HealthRecord raw = parse_ata_smart(data, thresholds, true);
    const HealthRecord smartctl = parse_smartctl_json(health_fixture("smartctl-qemu-ide-hd.json"));
    CHECK(raw.source == "ata");
    CHECK(raw.verdict() == "ok");
    CHECK(raw.temperature_c == smartctl.temperature_c);  // 31 °C from attribute 190
    CHECK(raw.power_on_hours == smartctl.power_on_hours);
    CHECK(raw.power_cycles == smartctl.power_cycles);
    REQUIRE(raw.ata_attributes.size() == smartctl.ata_attributes.size());
    for (std::size_t i = 0; i < raw.ata_attributes.size(); ++i) {
        const AtaAttribute &a = raw.ata_attributes[i], &b = smartctl.ata_attributes[i];
        INFO("attribute " << b.id << " " << b.name);
        CHECK(a.id == b.id);
        CHECK(a.name == b.name);
        CHECK(a.value == b.value);
        CHECK(a.worst == b.worst);
        CHECK(a.thresh == b.thresh);
        CHECK(a.raw == b.raw);
    }
    // A failing self-assessment is the reliability warning; a damaged sector is an error, not a record.
    CHECK(parse_ata_smart(data, thresholds, false).verdict() == "warning");
    CHECK(!parse_ata_smart(data, thresholds, std::nullopt).critical_warning);
    auto damaged = data;
    damaged[100] ^= 1;
    CHECK_THROWS_AS(parse_ata_smart(damaged, thresholds, true), Error);
    CHECK_THROWS_AS(parse_ata_smart(std::span(data).first(300), thresholds, true), Error);
}

TEST_CASE("Windows' SMART command answers: the data after SENDCMDOUTPARAMS' header, the verdict in its registers",
          "[health]")
{
    // SENDCMDOUTPARAMS as ntdddisk.h lays it out, packed: cBufferSize, DRIVERSTATUS (12 bytes), bBuffer.
    std::vector<unsigned char> answer(16 + 512, 0);
    answer[1] = 2;  // cBufferSize 512
    answer[16] = 0x10;
    answer[16 + 511] = 0x20;
    const auto got = parse_smart_command_answer(answer, 512);
    REQUIRE(got);
    CHECK(got->size() == 512);
    CHECK(got->front() == 0x10);
    CHECK(got->back() == 0x20);
    CHECK(!parse_smart_command_answer(std::span(answer).first(100), 512));
    answer[4] = 1;  // bDriverError
    CHECK(!parse_smart_command_answer(answer, 512));
    // RETURN STATUS: IDEREGS, the cylinder registers at 3 and 4.
    CHECK(smart_status_passed(std::vector<unsigned char>{0xda, 1, 1, 0x4f, 0xc2, 0xa0, 0xb0, 0}) == true);
    CHECK(smart_status_passed(std::vector<unsigned char>{0xda, 1, 1, 0xf4, 0x2c, 0xa0, 0xb0, 0}) == false);
    CHECK(!smart_status_passed(std::vector<unsigned char>{0xda, 1, 1, 0, 0, 0xa0, 0xb0, 0}));
    CHECK(!smart_status_passed(std::vector<unsigned char>{0xda}));
}

TEST_CASE("smartctl: not its JSON is an error, and a drive it could not read gives its own words as the reason",
          "[health]")
{
    CHECK_THROWS_AS(parse_smartctl_json("smartctl 7.3: not JSON"), Error);
    const HealthRecord h = parse_smartctl_json(
        R"({"smartctl":{"version":[7,3],"messages":[{"string":"Smartctl open device: /dev/sda failed: Permission denied","severity":"error"}],"exit_status":2}})");
    CHECK(h.source == "none");
    CHECK(h.reason == "smartctl: Smartctl open device: /dev/sda failed: Permission denied");
}

TEST_CASE("solidmark.health/1 round-trips, and a malformed source is refused", "[health]")
{
    const auto page = spec_page();
    const HealthRecord h = parse_nvme_health_log(page.data(), page.size());
    const Json doc = health_document(h, "/mnt/x", "0.1.0");
    CHECK(doc["schema"] == "solidmark.health/1");
    CHECK(doc["verdict"] == "warning");
    CHECK(doc["critical_warning"] == Json({"spare", "reliability"}));
    const HealthRecord back = health_from_json(doc);
    CHECK(health_to_json(back) == health_to_json(h));
    Json bad = doc;
    bad["source"] = "scsi";
    CHECK_THROWS_AS(health_from_json(bad), Error);
    CHECK(health_to_json(HealthRecord{})["temperature_c"].is_null());
}

TEST_CASE("what a run cost the drive: after minus before, the sentence, grown media errors and new warnings",
          "[health]")
{
    auto page = spec_page();
    page[0] = 0;
    RunHealth r;
    r.recorded = true;
    r.before = parse_nvme_health_log(page.data(), page.size());
    put_le(&page[48], 4200 + 4200, 16);  // 4200 more units: 2.15 GB
    put_le(&page[160], 2, 16);
    page[0] = 0x04;
    r.after = parse_nvme_health_log(page.data(), page.size());
    r.app_written_bytes = 2'150'000'000ULL;
    REQUIRE(r.drive_written_bytes());
    CHECK(*r.drive_written_bytes() == 4200ULL * 512000);
    CHECK(r.written_sentence() == "The drive counted 2.15 GB written during this run (SolidMark wrote 2.15 GB).");
    CHECK(r.warnings() ==
          std::vector<std::string>{"The drive's media errors grew from 0 to 2 during this run.",
                                   "The drive set a critical warning during this run: reliability."});
    CHECK(health_report_lines(r) ==
          std::vector<std::string>{r.written_sentence(),
                                   "WARNING: The drive's media errors grew from 0 to 2 during this run.",
                                   "WARNING: The drive set a critical warning during this run: reliability."});

    const Json j = [&] {
        Json d = Json::object();
        write_run_health(d, r);
        return d;
    }();
    CHECK(j["drive_written_bytes"] == 4200ULL * 512000);
    CHECK(j["drive_written_reason"].is_null());
    CHECK(j["health"]["after"]["media_errors"] == 2);
    const RunHealth back = run_health_from_json(j);
    CHECK(back.recorded);
    CHECK(back.drive_written_bytes() == r.drive_written_bytes());
    CHECK(back.app_written_bytes == r.app_written_bytes);

    RunHealth none;
    none.recorded = true;
    none.before.reason = none.after.reason = "/dev/vda (virtio) has no health record that SolidMark can read.";
    CHECK(!none.drive_written_bytes());
    CHECK(none.drive_written_reason() == none.before.reason);
    Json n = Json::object();
    write_run_health(n, none);
    CHECK(n["drive_written_bytes"].is_null());
    CHECK(n["drive_written_reason"] == none.before.reason);
    CHECK(!run_health_from_json(Json::object()).recorded);  // a document from before health was recorded
}

TEST_CASE("every kind's console table ends with what the run cost the drive, once", "[health]")
{
    auto page = spec_page();
    page[0] = 0;
    RunHealth h;
    h.recorded = true;
    h.before = parse_nvme_health_log(page.data(), page.size());
    put_le(&page[48], 4200 + 4200, 16);
    h.after = parse_nvme_health_log(page.data(), page.size());
    h.app_written_bytes = 2'150'000'000ULL;
    const std::string sentence = "The drive counted 2.15 GB written during this run (SolidMark wrote 2.15 GB).";
    const auto count = [&](const std::string& text) {
        std::size_t n = 0;
        for (std::size_t at = text.find(sentence); at != std::string::npos; at = text.find(sentence, at + 1))
            ++n;
        return n;
    };

    CompressionResult c;
    for (int i = 0; i <= 10; ++i) {  // the 11 points a compression result has
        CompressionPoint p;
        p.percent = i * 10;
        c.points.push_back(p);
    }
    c.health = h;
    const Json cdoc = to_json(c);
    CHECK(count(kind_of_document(cdoc).table(cdoc)) == 1);
    RunResult r;
    r.health = h;
    const Json rdoc = to_json(r);
    CHECK(count(kind_of_document(rdoc).table(rdoc)) == 1);
    REQUIRE(kind_of_document(rdoc).text);
    CHECK(count(kind_of_document(rdoc).text(rdoc)) == 1);

    c.health = RunHealth{};  // a result from before health was recorded: nothing is said
    const Json old = to_json(c);
    CHECK(kind_of_document(old).table(old).find("The drive") == std::string::npos);
}

TEST_CASE("health lines: decimal units as drive makers count, n/a where the drive does not say", "[health]")
{
    CHECK(decimal_bytes(512) == "512 B");
    CHECK(decimal_bytes(2'150'000'000ULL) == "2.15 GB");
    auto page = spec_page();
    HealthRecord h = parse_nvme_health_log(page.data(), page.size());
    h.media_errors.reset();
    const auto lines = health_lines(h);
    const auto value = [&](const std::string& label) {
        for (const auto& [l, v] : lines)
            if (l == label)
                return v;
        return std::string("(missing)");
    };
    CHECK(value("Critical warning") == "spare, reliability");
    CHECK(value("Data written") == "2.15 GB (2150400000 bytes)");
    CHECK(value("Media errors") == "n/a");
    CHECK(value("Health") == "Warning");
}

#ifndef _WIN32
TEST_CASE("reading ATA SMART: smartctl missing, too slow, or answering, and virtio has none", "[health]")
{
    DeviceInfo sata;
    sata.device_node = "/dev/sdz";
    sata.bus = "SATA";
    HealthOptions o;
    o.smartctl = "/nonexistent/smartctl";
    // Then udisks2 is asked (none here, or it does not know /dev/sdz): its answer follows.
    CHECK_THAT(read_health(sata, o).reason,
               Catch::StartsWith("Reading the SMART data of /dev/sdz needs smartctl (Debian: smartmontools), which is "
                                 "not installed. Through udisks2: "));

    o.smartctl = std::string(smtest::paths::fixtures) + "/health/slow-smartctl.sh";
    o.timeout = std::chrono::milliseconds(300);
    const HealthRecord slow = read_health(sata, o);
    CHECK(slow.source == "none");
    CHECK(slow.reason.find("smartctl did not answer for /dev/sdz") == 0);

    o.smartctl = std::string(smtest::paths::fixtures) + "/health/recorded-smartctl.sh";
    o.timeout = std::chrono::milliseconds(30000);
    const HealthRecord read = read_health(sata, o);
    CHECK(read.source == "ata");
    CHECK(read.device == "/dev/sdz");

    DeviceInfo virtio;
    virtio.device_node = "/dev/vda";
    virtio.bus = "virtio";
    CHECK(read_health(virtio).reason ==
          "/dev/vda (virtio) has no health record that SolidMark can read: it is neither NVMe nor ATA.");
}
#endif
