// The peer tools' text saves (tests/fixtures/peers, written in each tool's
// own layout, encoding and line ends by make_fixtures.py): every number as
// written, the CrystalDiskMark-8 export of a preset read back to the same
// numbers, a peer result beside a preset run, and bad input refused with the
// line that failed.
#include "result/compare.h"
#include "result/peer_import.h"
#include "support/paths.h"
#include "support/results.h"
#include "util/error.h"
#include "util/text_file.h"

#include <algorithm>
#include <catch2/catch.hpp>
#include <filesystem>
#include <fmt/format.h>

using namespace sm;

namespace {

const std::filesystem::path kPeers = std::filesystem::path(smtest::paths::fixtures) / "peers";

std::string peer_bytes(const char* name) { return read_text_file((kPeers / name).string()); }

PeerResult peer_fixture(const char* name, ImportFormat f = ImportFormat::Auto)
{
    return read_peer_text(peer_bytes(name), f, (kPeers / name).string(), "test");
}

const PeerRow& row_of(const PeerResult& r, const std::string& dir, const std::string& test)
{
    for (const PeerRow& row : r.rows)
        if (row.direction == dir && row.test_name() == test)
            return row;
    FAIL("no " << dir << " row " << test);
    throw std::logic_error("unreachable");
}

// What the reader of the `peer` kind makes of the document the importer wrote: the same.
void check_document_round_trip(const PeerResult& r)
{
    const Json doc = to_json(r);
    const ResultKind& kind = kind_of<PeerResult>();
    CHECK(dump_json(kind.normalize(doc)) == dump_json(doc));
    CHECK(kind.table(doc).find(r.source.tool) != std::string::npos);
    CHECK_FALSE(kind.metrics(doc).empty());
    CHECK(kind.summary(doc).started_at == r.started_at);
}

// Tool, version, format, encoding and line ends, as the header and the bytes say.
void check_source(const PeerResult& r, const PeerSource& want)
{
    CHECK(r.source.tool == want.tool);
    CHECK(r.source.version == want.version);
    CHECK(r.source.edition == want.edition);
    CHECK(r.source.format == want.format);
    CHECK(r.source.encoding == want.encoding);
    CHECK(r.source.line_ends == want.line_ends);
}

std::string refusal(std::string_view bytes, ImportFormat f = ImportFormat::Auto)
{
    try {
        read_peer_text(bytes, f, "bad.txt", "test");
    } catch (const Error& e) {
        CHECK(e.kind() == ErrorKind::Malformed);
        return e.what();
    }
    FAIL("accepted: " << bytes.substr(0, 200));
    return {};
}

std::string replaced(std::string s, const std::string& from, const std::string& to)
{
    const std::size_t at = s.find(from);
    REQUIRE(at != std::string::npos);
    return s.replace(at, from.size(), to);
}

}  // namespace

TEST_CASE("CrystalDiskMark 8 and 9 saves import with every number as written")
{
    const PeerResult nine = peer_fixture("cdm9-nvme.txt");
    check_source(nine, {"CrystalDiskMark", "9.0.1", "x64", "cdm8", "UTF-8", "CRLF", ""});
    CHECK(nine.source.file == "cdm9-nvme.txt");
    CHECK(nine.profile == "Default");
    CHECK(nine.date == "2025/07/02 14:03:51");
    CHECK(nine.started_at == "2025-07-02T14:03:51");  // the file's local time: no zone is made up
    CHECK(nine.test_size_bytes == 1ull << 30);
    CHECK(nine.passes == 5u);
    CHECK(nine.measure_s == 5.0);
    CHECK(nine.interval_s == 5.0);
    CHECK(nine.target == "C: 41% (380/931GiB)");
    CHECK(nine.comment == "Samsung SSD 990 PRO 2TB");
    CHECK(nine.os == "Windows 11 Professional [10.0 Build 26100] (x64)");
    REQUIRE(nine.rows.size() == 8);
    const PeerRow& seq128 = row_of(nine, "read", "SEQ128K Q32T1");
    CHECK(seq128.mb_s == 6540.118);
    CHECK(seq128.iops == 49897.1);
    CHECK(seq128.latency_us == 640.11);
    CHECK(seq128.block_bytes == 128 * 1024);
    CHECK(seq128.block_stated);
    CHECK(seq128.label == "SEQ  128KiB (Q= 32, T= 1)");
    CHECK(seq128.line == 10);
    CHECK(row_of(nine, "write", "RND4K Q32T16").mb_s == 2987.31);
    check_document_round_trip(nine);

    const PeerResult eight = peer_fixture("cdm8-peak-mix.txt", ImportFormat::Cdm);
    check_source(eight, {"CrystalDiskMark", "8.0.4", "Shizuku Edition x64", "cdm8", "UTF-8", "CRLF", ""});
    CHECK(eight.profile == "Peak");
    CHECK(eight.started_at == "2021-07-11T00:04:59");  // "0:04:59": the hour is not zero-padded
    CHECK(eight.mix_read_percent == 70u);
    CHECK(eight.passes == 3u);
    CHECK(eight.test_size_bytes == 4ull << 30);
    CHECK(eight.interval_s == 30.0);
    CHECK(eight.comment.empty());
    CHECK(row_of(eight, "mix", "RND4K Q32T16").mb_s == 1024.5);
    CHECK(row_of(eight, "mix", "SEQ1M Q8T1").latency_us == 3413.65);
    CHECK(eight.rows.size() == 6);
    check_document_round_trip(eight);
}

TEST_CASE("CrystalDiskMark 7, 6 and 5 saves import from UTF-16LE, with the block sizes their version runs")
{
    const PeerResult seven = peer_fixture("cdm7-default.txt");
    check_source(seven, {"CrystalDiskMark", "7.0.0h", "x64", "cdm7", "UTF-16LE", "CRLF", ""});
    CHECK(seven.interval_s == 5.0);
    CHECK(seven.comment == "Crucial P1 1TB");
    CHECK(row_of(seven, "read", "RND4K Q32T16").mb_s == 1202.114);
    CHECK(row_of(seven, "read", "RND4K Q32T16").label == "Random 4KiB (Q= 32, T=16)");
    CHECK(row_of(seven, "write", "SEQ1M Q1T1").latency_us == 624.51);
    check_document_round_trip(seven);

    const PeerResult six = peer_fixture("cdm6.txt");
    check_source(six, {"CrystalDiskMark", "6.0.0", "x64", "cdm5", "UTF-16LE", "CRLF", ""});
    CHECK(six.comment == "Samsung SSD 960 EVO 500GB");  // CrystalDiskMark 6 writes it without a key
    CHECK(six.target == "C: 45.0% (214.2/476.0 GiB)");
    CHECK(six.rows.size() == 8);
    // "Sequential Read (Q= 32,T= 1)" does not write its block: CrystalDiskMark 6 runs 128 KiB.
    const PeerRow& seq = row_of(six, "read", "SEQ128K Q32T1");
    CHECK(seq.mb_s == 3452.071);
    CHECK_FALSE(seq.block_stated);
    CHECK_FALSE(seq.iops);
    CHECK_FALSE(seq.latency_us);
    CHECK(row_of(six, "write", "RND4K Q8T8").iops == 393174.3);
    CHECK(row_of(six, "write", "RND4K Q8T8").block_stated);
    check_document_round_trip(six);

    const PeerResult five = peer_fixture("cdm5.txt");
    check_source(five, {"CrystalDiskMark", "5.2.1", "x64", "cdm5", "UTF-16LE", "CRLF", ""});
    // "Sequential Read (T= 1)": 1 MiB at queue depth 1 in CrystalDiskMark 5.
    CHECK(row_of(five, "read", "SEQ1M Q1T1").mb_s == 530.661);
    CHECK_FALSE(row_of(five, "read", "SEQ1M Q1T1").block_stated);
    CHECK(row_of(five, "write", "RND4K Q1T1").iops == 29393.3);
    CHECK(five.interval_s == 5.0);
    CHECK(five.comment.empty());
    const std::vector<std::string> notes = compare_notes(five);
    CHECK(std::any_of(notes.begin(), notes.end(), [](const std::string& n) {
        return n.find("sequential rows' block sizes") != std::string::npos;
    }));
    check_document_round_trip(five);
}

TEST_CASE("KDiskMark saves import as written, with what its MB/s is said, not converted")
{
    const PeerResult k = peer_fixture("kdiskmark-3.1.4.txt", ImportFormat::KDiskMark);
    check_source(k, {"KDiskMark", "3.1.4", "", "kdiskmark", "UTF-8", "LF", ""});
    CHECK(k.started_at == "2024-02-11T21:14:09");
    CHECK(k.target == "/home 42% (187/445GiB) [Samsung SSD 970 EVO Plus 500GB]");
    CHECK(k.device.model == "Samsung SSD 970 EVO Plus 500GB");
    CHECK(k.measure_s == 5.0);
    CHECK(k.footer.front() == std::pair<std::string, std::string>{"fio", "fio-3.33"});
    // fio's 3412345 KiB/s / 1000, exactly as KDiskMark printed it: no 1.024 applied.
    CHECK(row_of(k, "read", "SEQ1M Q8T1").mb_s == 3412.345);
    CHECK(row_of(k, "read", "RND4K Q32T1").iops == 149414.1);
    CHECK_THAT(k.units_note, Catch::Contains("divided by 1000") && Catch::Contains("not converted"));
    check_document_round_trip(k);

    const PeerResult old = peer_fixture("kdiskmark-2.3.0.txt");
    CHECK(old.profile == "Peak Performance [+Mix]");
    CHECK(old.mix_read_percent == 70u);
    CHECK(old.interval_s == 5.0);
    CHECK(row_of(old, "mix", "RND4K Q32T16").mb_s == 200.314);
    CHECK(old.rows.size() == 6);
    check_document_round_trip(old);
}

TEST_CASE("AmorphousDiskMark saves import with QD= and one thread")
{
    const PeerResult a = peer_fixture("amorphous-4.0.1.txt", ImportFormat::Amorphous);
    check_source(a, {"AmorphousDiskMark", "4.0.1", "", "amorphous", "UTF-8", "LF", ""});
    CHECK(a.test_size_bytes == 1ull << 30);
    CHECK(a.device.model == "APPLE SSD AP0512Q");
    CHECK(a.os == "macOS 14.4 [Version 14.4 (Build 23E214)]");
    const PeerRow& rnd = row_of(a, "read", "RND4K Q64T1");
    CHECK(rnd.mb_s == 512.33);
    CHECK(rnd.queue_depth == 64);
    CHECK(rnd.threads == 1);
    check_document_round_trip(a);
}

TEST_CASE("a preset result's CrystalDiskMark-8 text names SolidMark and reads back to the same numbers")
{
    PresetResult p = smtest::preset_of({{"SEQ1M Q8T1", 3500.1234, 3012.5},
                                        {"SEQ128K Q32T1", 2950.25, 2800.75},
                                        {"RND4K Q32T16", 1400.5, 1300},
                                        {"RND4K Q1T1", 88.8888, 250.0004}},
                                       70);
    p.interval_s = 3;
    // What the run cost the drive follows CrystalDiskMark's own lines, and the text still reads back.
    p.health.recorded = true;
    p.health.before.source = p.health.after.source = "nvme";
    p.health.before.data_written_bytes = 512'000;
    p.health.after.data_written_bytes = 512'000 + 2'150'000'000ULL;
    p.health.app_written_bytes = 2'150'000'000ULL;
    const std::string text = text_report(p);
    CHECK_THAT(text,
               Catch::EndsWith("\r\nComment: " + p.device.model +
                               "\r\nThe drive counted 2.15 GB written during this run (SolidMark wrote "
                               "2.15 GB).\r\n"));
    // CrystalDiskMark 8's shapes, in UTF-8 with CRLF, headed as SolidMark's.
    CHECK(text.find("\r\n") != std::string::npos);
    CHECK(text.find('\n') == text.find("\r\n") + 1);
    CHECK(std::count(text.begin(), text.end(), '\n') == std::count(text.begin(), text.end(), '\r'));
    CHECK(text.rfind("------------------------------------------------------------------------------\r\n"
                     "SolidMark test - preset result in CrystalDiskMark 8's text layout\r\n",
                     0) == 0);
    CHECK(text.find("hiyohiyo") == std::string::npos);
    CHECK_THAT(text,
               Catch::Contains("\r\n  SEQ    1MiB (Q=  8, T= 1):  3500.123 MB/s [   3337.0 IOPS] <   100.25 us>\r\n"));
    CHECK_THAT(text, Catch::Contains("\r\n  SEQ  128KiB (Q= 32, T= 1):  2950.250 MB/s"));
    CHECK_THAT(text, Catch::Contains("\r\n[Mix] Read 70%/Write 30%\r\n"));
    CHECK_THAT(text,
               Catch::Contains("\r\n   Time: Measure 5 sec / Interval 3 sec \r\n   Date: 2026/11/29 9:05:07 UTC\r\n"));
    CHECK_THAT(text, Catch::Contains("\r\n   Test: 1 GiB (x1) [/mnt/test]\r\n"));

    const PeerResult back = read_peer_text(text, ImportFormat::Cdm, "SolidMark.txt", "test");
    check_source(back, {"SolidMark", "test", "", "solidmark", "UTF-8", "CRLF", ""});
    CHECK(back.started_at == p.started_at);
    CHECK(back.target == p.target);
    CHECK(back.device.model == p.device.model);
    CHECK(back.test_size_bytes == p.size_bytes);
    CHECK(back.passes == p.passes);
    CHECK(back.measure_s == p.seconds);
    CHECK(back.interval_s == p.interval_s);
    CHECK(back.mix_read_percent == p.mix_read_percent);
    REQUIRE(back.rows.size() == 12);
    // Every number as the text printed it: MB/s to 3 decimals, IOPS to 1, latency to 2.
    const auto printed = [](double v, int decimals) { return std::stod(fmt::format("{:.{}f}", v, decimals)); };
    for (const PresetRow& row : p.rows)
        for (const auto& [dir, d] :
             {std::pair{"read", &row.read}, std::pair{"write", &row.write}, std::pair{"mix", &*row.mix}}) {
            INFO(row.test.name << " " << dir);
            const PeerRow& r = row_of(back, dir, row.test.name);
            CHECK(r.mb_s == printed(d->mb_s(), 3));
            CHECK(r.iops == printed(d->reported.iops(), 1));
            CHECK(r.latency_us == printed(d->reported.latency.mean_us, 2));
        }
    CHECK(row_of(back, "read", "SEQ1M Q8T1").mb_s == 3500.123);
    // And it compares with the run it came from: every row has its partner.
    const Comparison c = compare_documents(to_json(back), to_json(p), "text", "run");
    for (const CompareRow& r : c.rows)
        CHECK((r.value(0) && r.value(1)));
}

TEST_CASE("a peer result compares with a preset run row by row, with B / A and the rows without a partner")
{
    const PeerResult cdm = peer_fixture("cdm9-nvme.txt");
    const PresetResult run =
        smtest::preset_of({{"SEQ1M Q8T1", 7012.345 * 0.9, 6000}, {"RND4K Q1T1", 100, 300}, {"SEQ4M Q1T1", 5000, 4000}});
    const Comparison c = compare_documents(to_json(cdm), to_json(run), "CrystalDiskMark", "SolidMark");
    CHECK(c.kind == "peer");
    CHECK(c.kind_b == "preset");
    const auto find_row = [&](const std::string& item, const std::string& metric) -> const CompareRow& {
        for (const CompareRow& r : c.rows)
            if (r.item == item && r.metric == metric)
                return r;
        FAIL("no row " << item << " " << metric);
        throw std::logic_error("unreachable");
    };
    const CompareRow& seq = find_row("SEQ1M Q8T1 read", std::string(kDecimalMbSMetric));
    REQUIRE(seq.ratio(1, 0));
    CHECK(*seq.ratio(1, 0) == Approx(0.9));
    CHECK(compare_ratio_text(seq, 1, 0) == "0.900");
    // Matched by block size, queue depth and threads: SEQ128K Q32T1 and RND4K Q32T16 ran only in A, SEQ4M only in B.
    CHECK(compare_ratio_text(find_row("SEQ128K Q32T1 write", std::string(kDecimalMbSMetric)), 1, 0) ==
          "no partner in B");
    CHECK(compare_ratio_text(find_row("SEQ4M Q1T1 read", std::string(kDecimalMbSMetric)), 1, 0) == "no partner in A");
    CHECK(find_row("RND4K Q1T1 write", "mean us").value(1) == 100.25);
    const std::string table = compare_table(c);
    CHECK_THAT(table,
               Catch::Contains("B / A") && Catch::Contains("no partner in A") &&
                   Catch::Contains("A: CrystalDiskMark's MB/s are decimal (10^6 bytes/s)"));
    const Json j = to_json(c);
    CHECK(j.at("kind_b") == "preset");
    CHECK(j.at("notes").size() == 1);
    // The other way round too, and KDiskMark's note says what its MB/s is.
    const Comparison k = compare_documents(to_json(run), to_json(peer_fixture("kdiskmark-3.1.4.txt")), "a", "b");
    CHECK(k.kind == "preset");
    CHECK(k.kind_b == "peer");
    REQUIRE(k.notes.size() == 1);
    CHECK(k.notes[0].entry == std::optional<std::size_t>(1));
    CHECK_THAT(k.notes[0].text, Catch::StartsWith("KDiskMark's MB/s is fio's bandwidth") && Catch::Contains("2.34 %"));
    // A peer result and a kind without matching rows still do not compare.
    CHECK_THROWS_WITH(compare_documents(to_json(cdm), to_json(RunResult{}), "a", "b"),
                      Catch::Contains("cannot compare a peer result with a run result"));
}

TEST_CASE("bad peer text is refused with one line naming the line that failed")
{
    const std::string cdm8 = peer_bytes("cdm8-peak-mix.txt");
    // Wrong encoding: a Latin-1 byte in a UTF-8 file, UTF-16 without its mark, UTF-16BE.
    CHECK_THAT(refusal(replaced(cdm8, "Professional", "Professionnel \xE9t\xE9")),
               Catch::StartsWith("line 25 is not UTF-8 (byte 0xe9 at column 35)"));
    const std::string cdm7 = peer_bytes("cdm7-default.txt");
    CHECK_THAT(refusal(cdm7.substr(2)), Catch::Contains("UTF-16LE without its byte-order mark"));
    CHECK_THAT(refusal("\xFE\xFF" + cdm7.substr(2)), Catch::Contains("UTF-16BE"));
    CHECK_THAT(refusal(cdm7.substr(0, 1001)), Catch::Contains("odd number of bytes"));
    std::string lone = cdm7;
    lone[40] = '\x00';
    lone[41] = '\xD8';  // a high surrogate with no low one after it
    CHECK_THAT(refusal(lone), Catch::Contains("lone surrogate"));
    // Truncated: cut in a row, before the write rows, before the footer's Date.
    CHECK_THAT(refusal(cdm8.substr(0, cdm8.find("1488.310") + 13)),
               Catch::StartsWith("line 14 (") && Catch::Contains("is the line cut short?"));
    CHECK_THAT(refusal(cdm8.substr(0, cdm8.find("[Write]"))), Catch::Contains("without write rows"));
    CHECK_THAT(refusal(cdm8.substr(0, cdm8.find("   Date:"))), Catch::Contains("before the footer's Date line"));
    // Every cut at a line's end either imports what is complete or is refused: never a crash, never a guess.
    for (std::size_t at = cdm8.find('\n'); at != std::string::npos; at = cdm8.find('\n', at + 1)) {
        try {
            const PeerResult r = read_peer_text(cdm8.substr(0, at + 1), ImportFormat::Auto, "cut.txt", "test");
            CHECK(r.rows.size() == 6);
            CHECK_FALSE(r.date.empty());
        } catch (const Error& e) {
            CHECK(e.kind() == ErrorKind::Malformed);
        }
    }
    // A row with no number, a number with a comma, a row without its threads.
    CHECK(refusal(replaced(cdm8, "3512.804", "   -----")) ==
          "line 9 ('SEQ    1MiB (Q=  8, T= 1):     ----- MB/s [   3350.1 IOPS] <…'): no number after ':' (the "
          "speed, written like 3500.123)");
    CHECK_THAT(refusal(replaced(cdm8, "3512.804", "3,512.80")), Catch::Contains("line 9 ("));
    CHECK_THAT(refusal(replaced(cdm8, "(Q= 32, T=16):  1702", "(Q= 32):  1702")),
               Catch::StartsWith("line 10 (") && Catch::EndsWith("no thread count (T=)"));
    // Binary: NUL bytes, and 50 MB of anything.
    CHECK_THAT(refusal(replaced(cdm8, "Profile", std::string("Prof\0le", 7))),
               Catch::Contains("control character 0x00"));
    CHECK_THAT(refusal(std::string(50'000'000, '\x7F')), Catch::Contains("reads at most 1 MiB"));
    // Not these tools, or not the tool asked for; versions SolidMark does not read.
    CHECK(refusal("") == "the file is empty");
    CHECK_THAT(refusal("hello\nworld\n"), Catch::StartsWith("line 1: the header names none of"));
    CHECK_THAT(refusal(cdm8, ImportFormat::KDiskMark),
               Catch::Contains("this is a CrystalDiskMark save, not the format"));
    CHECK_THAT(refusal(replaced(cdm8, "8.0.4", "4.0.3")), Catch::Contains("CrystalDiskMark 4.0.3 is not supported"));
    // A bad date, a footer key twice, a Mix ratio that does not add up, rows that do not match.
    CHECK_THAT(refusal(replaced(cdm8, "2021/07/11 0:04:59", "2021/02/30 0:04:59")),
               Catch::StartsWith("line 24 (") && Catch::Contains("is not a date"));
    CHECK_THAT(refusal(replaced(cdm8, "   Mode: [Admin]", "   Date: 2021/07/11 0:04:59")),
               Catch::Contains("Date is written twice"));
    CHECK_THAT(refusal(replaced(cdm8, "Write 30%", "Write 20%")), Catch::Contains("N + M = 100"));
    CHECK_THAT(
        refusal(replaced(cdm8, "  RND    4KiB (Q= 32, T=16):  1488.310", "  RND    8KiB (Q= 32, T=16):  1488.310")),
        Catch::Contains("are not those of [Read]"));
    CHECK_THAT(refusal(replaced(cdm8, "[Write]", "[Writes]")), Catch::Contains("an unknown section"));
    CHECK_THAT(refusal(replaced(cdm8, "* KB = 1000 bytes", "Hello = 1000 bytes")),
               Catch::Contains("not part of CrystalDiskMark's header"));
}

TEST_CASE("import reads a result JSON of any kind and a peer text, by content or by the format asked for")
{
    const ImportedDocument text = import_result_file(peer_bytes("cdm9-nvme.txt"), ImportFormat::Auto, "x.txt", "test");
    CHECK(text.kind == &kind_of<PeerResult>());
    CHECK(text.default_label == "CrystalDiskMark 9.0.1");
    const std::string json = dump_json(text.document);
    const ImportedDocument again = import_result_file("\xEF\xBB\xBF\n " + json, ImportFormat::Auto, "x.json", "test");
    CHECK(again.kind == &kind_of<PeerResult>());
    CHECK(again.default_label == "imported");
    CHECK(dump_json(again.document) == json);
    CHECK_THROWS_AS(import_result_file(json, ImportFormat::Cdm, "x.json", "test"), Error);
    CHECK_THROWS_AS(import_result_file(peer_bytes("cdm9-nvme.txt"), ImportFormat::Json, "x.txt", "test"), Error);
    CHECK(parse_import_format("kdiskmark") == ImportFormat::KDiskMark);
    CHECK_THROWS_WITH(parse_import_format("crystal"), Catch::Contains("auto|cdm|kdiskmark|amorphous|json"));
}
