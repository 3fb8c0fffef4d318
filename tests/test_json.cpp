#include "result/run_result.h"
#include "util/error.h"
#include "result/document.h"

#include <catch2/catch.hpp>

using namespace sm;

TEST_CASE("JSON values survive dump and parse")
{
    Json j = Json::object();
    j["s"] = "quote \" backslash \\ newline \n tab \t ünïcødé";
    j["n"] = 1353.82;
    j["i"] = 274877906944ull;
    j["neg"] = -0.125;
    j["t"] = true;
    j["z"] = nullptr;
    Json arr = Json::array();
    arr.push_back(1);
    arr.push_back("two");
    j["a"] = arr;
    const Json back = sm::parse_json(j.dump());
    CHECK(back.dump() == j.dump());
    CHECK(back.at("s").get<std::string>() == j.at("s").get<std::string>());
    CHECK(back.at("i").get<double>() == 274877906944.0);
    CHECK(back.at("n").get<double>() == 1353.82);
    CHECK(sm::parse_json(j.dump(0)).dump() == j.dump());
}

TEST_CASE("escapes and surrogate pairs decode")
{
    CHECK(sm::parse_json(R"("\u00e9\ud83d\ude00\/")").get<std::string>() == "\xc3\xa9\xf0\x9f\x98\x80/");
}

TEST_CASE("malformed JSON gives a Malformed error with a position")
{
    const char* bad[] = {"",         "{",     "[1,]",  "{\"a\":}", "{\"a\" 1}",  "tru",           "01",
                         "1.",       "-",     "\"abc", "\"\\x\"",  "{\"a\":1}x", "[\"\\ud800\"]", "{\"a\":1,\"a\":2}",
                         "\"\x01\"", "1e999", "{1:2}"};
    for (const char* text : bad) {
        INFO(text);
        try {
            sm::parse_json(text);
            FAIL("accepted");
        } catch (const Error& e) {
            CHECK(e.kind() == ErrorKind::Malformed);
            CHECK(std::string(e.what()).find("line") != std::string::npos);
        }
    }
}

TEST_CASE("deep nesting is refused, not a stack overflow")
{
    std::string deep(100000, '[');
    CHECK_THROWS_AS(sm::parse_json(deep), Error);
}

namespace {
RunResult sample_result()
{
    RunResult r;
    r.app_version = "0.1.0";
    r.started_at = "2026-11-30T20:00:00Z";
    r.target = "/tmp/x";
    r.settings.size_bytes = 64ull << 20;
    r.settings.tests = {true, true, false, true};
    r.settings.data = DataSpec::parse("compressible:70");
    r.settings.random_seconds = 1.5;
    r.device.model = "Test SSD";
    r.device.capacity_bytes = 512ull << 30;
    r.device.partition_offset_bytes = 1048576;
    r.device.rotational = false;
    Measurement m;
    m.bytes = 123456789;
    m.ios = 30141;
    m.elapsed_s = 1.0123456789;
    m.block_bytes = 4096;
    m.latency = {33.3, 10.1, 30.2, 40.4, 90.9, 200.2, 1234.5};
    m.cpu_s = 0.25;
    m.flush_s = 0.001;
    r.get(TestId::Seq, false) = m;
    r.get(TestId::Seq, true) = m;
    r.get(TestId::Rand4K, false) = m;
    r.get(TestId::Access, false) = m;
    r.access_read_span = AccessSpan::File;
    r.access_span_note = "device not readable";
    r.set_flag(kFlagBuffered);
    return r;
}
}  // namespace

TEST_CASE("RunResult round-trips through JSON exactly")
{
    const RunResult r = sample_result();
    const std::string text = to_json_text(r);
    const RunResult back = result_from_json_text<RunResult>(text);
    CHECK(to_json_text(back) == text);
    CHECK(back.get(TestId::Seq, false)->elapsed_s == r.get(TestId::Seq, false)->elapsed_s);
    CHECK(back.settings.data.zero_percent == 70);
    CHECK(back.buffered());
    CHECK_FALSE(back.get(TestId::Rand4K64, false));
    CHECK(back.device.partition_offset_text() == "1024 K - OK");
}

TEST_CASE("JSON carries the documented fields")
{
    const Json j = to_json(sample_result());
    CHECK(j.at("schema").get<std::string>() == "solidmark.run/1");
    CHECK(j.at("tests").at("seq").at("read").at("mib_s").is_number());
    CHECK(j.at("tests").at("seq").at("read").at("latency_us").at("p999").is_number());
    CHECK(j.at("tests").at("access").at("read").at("span").get<std::string>() == "file");
    CHECK(j.at("tests").at("access").at("read").at("ms").get<double>() == Approx(0.0333));
    CHECK(j.at("tests").at("4k64").at("read").is_null());
    CHECK(j.at("scores").at("read").is_null());  // 4K-64 not measured
    CHECK(j.at("flags").at(0).get<std::string>() == "buffered");
    CHECK(j.at("device").at("firmware").is_null());  // unknown -> null, never a guess
}

TEST_CASE("import rejects wrong schema, wrong types and out-of-range values")
{
    const Json good = to_json(sample_result());
    const auto expect_malformed = [](const std::string& text, const std::string& needle) {
        INFO(text.substr(0, 200));
        try {
            result_from_json_text<RunResult>(text);
            FAIL("accepted");
        } catch (const Error& e) {
            CHECK(e.kind() == ErrorKind::Malformed);
            CHECK_THAT(e.what(), Catch::Contains(needle));
        }
    };
    std::string t = good.dump();
    expect_malformed("[]", "document");
    expect_malformed("{}", "schema");
    Json j = good;
    j["schema"] = "solidmark.run/9";
    expect_malformed(j.dump(), "unsupported schema");
    j = good;
    j["tests"]["seq"]["read"]["bytes"] = -5;
    expect_malformed(j.dump(), "tests.seq.read.bytes");
    j = good;
    j["tests"]["seq"]["read"]["ios"] = "many";
    expect_malformed(j.dump(), "tests.seq.read.ios");
    j = good;
    j["settings"]["tests"] = Json::array({"seq", "bogus"});
    expect_malformed(j.dump(), "bogus");
    expect_malformed(t.substr(0, t.size() / 2), "invalid JSON");
}
