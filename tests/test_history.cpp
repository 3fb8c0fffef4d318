// The SQLite history: round trips, migration, damage, concurrency.
#include "history/history.h"
#include "history/sqlite_db.h"
#include "result/run_result.h"
#include "result/compression_result.h"
#include "result/copy_result.h"
#include "support/temp_dir.h"
#include "util/error.h"

#include <catch2/catch.hpp>
#include <filesystem>
#include <fstream>
#include <thread>

using namespace sm;
using smtest::TempDir;
namespace fs = std::filesystem;

namespace {

Measurement meas(double mib_s, double lat_us)
{
    Measurement m;
    m.block_bytes = 4096;
    m.threads = 1;
    m.elapsed_s = 2.0;
    m.bytes = static_cast<std::uint64_t>(mib_s * 2 * 1048576);
    m.ios = m.bytes / 4096;
    m.latency.mean_us = m.latency.min_us = m.latency.p50_us = m.latency.p90_us = m.latency.p99_us = m.latency.p999_us =
        m.latency.max_us = lat_us;
    return m;
}

RunResult sample_run(const std::string& model, double scale)
{
    RunResult r;
    r.app_version = "test";
    r.started_at = "2026-11-30T20:00:00Z";
    r.target = "/mnt/x";
    r.device.model = model;
    r.device.serial = "SN1";
    for (TestId t : kAllTests)
        for (bool w : {false, true})
            r.get(t, w) = meas(100 * scale * (1 + static_cast<int>(t)) + (w ? 7 : 0), 30 / scale);
    return r;
}

}  // namespace

TEST_CASE("history: every result kind saved and loaded back is the same document")
{
    TempDir dir;
    HistoryStore h(dir.path() / "h.sqlite");
    CHECK(h.notice().empty());
    const RunResult run = sample_run("Disk A", 1.0);
    const std::int64_t id = h.save(run, "out-of-box");
    const auto e = h.get(id);
    REQUIRE(e);
    CHECK(e->kind == "run");
    CHECK(e->label == "out-of-box");
    CHECK(e->device == "Disk A (SN1)");
    CHECK(e->device_key == "Disk A|SN1");
    CHECK(e->json == to_json_text(run));
    CHECK(to_json_text(result_from_json_text<RunResult>(e->json)) == to_json_text(run));
    const Scores s = compute_scores(run);
    CHECK(e->score_total == s.total);

    CompressionResult c;
    c.started_at = "2026-11-30T21:00:00Z";
    c.size_bytes = 176 << 20;
    c.region_bytes = 16 << 20;
    for (int i = 0; i < kCompressionPoints; ++i)
        c.points.push_back({i * 10, meas(1000 + i, 500), meas(900 + i, 600)});
    const auto cid = h.save(c, "");
    CHECK(h.get(cid)->json == to_json_text(c));
    CHECK(to_json_text(read_document<CompressionResult>(sm::parse_json(h.get(cid)->json))) == to_json_text(c));

    CopyResult k;
    k.started_at = "2026-11-30T22:00:00Z";
    k.seed = 12345678901234567ULL;
    k.sets.push_back({CopySet::Program, 5000, 120, 512ull << 20, 1.77, 0.2, true});
    const auto kid = h.save(k, "x");
    CHECK(h.get(kid)->json == to_json_text(k));
    CHECK(read_document<CopyResult>(sm::parse_json(h.get(kid)->json)).seed == 12345678901234567ULL);

    const auto all = h.list();
    REQUIRE(all.size() == 3);
    CHECK(all[0].id == kid);  // newest first
    CHECK(all[0].json.empty());
    CHECK(h.list("disk a").size() == 1);  // the other two have no device
    CHECK(h.list("nothing like it").empty());
    CHECK(h.latest("run", "Disk A|SN1", "out-of-box")->id == id);
    CHECK_FALSE(h.latest("run", "Disk A|SN1", "conditioned"));
    CHECK(h.remove(cid));
    CHECK_FALSE(h.remove(cid));
    CHECK(h.list().size() == 2);
    // Survives reopening.
    HistoryStore again(dir.path() / "h.sqlite");
    CHECK(again.list().size() == 2);
    CHECK(again.get(id)->json == to_json_text(run));
}

TEST_CASE("history: import takes any result document and refuses others")
{
    TempDir dir;
    HistoryStore h(dir.path() / "h.sqlite");
    const RunResult run = sample_run("Disk B", 2.0);
    const auto id = h.import_json(to_json_text(run), "imported");
    CHECK(h.get(id)->json == to_json_text(run));
    CHECK_THROWS_AS(h.import_json(R"({"schema":"other/1"})", ""), Error);
    CHECK_THROWS_AS(h.import_json("{not json", ""), Error);
    CHECK(h.list().size() == 1);
}

TEST_CASE("history: a schema 1 database is migrated and keeps its runs")
{
    TempDir dir;
    const fs::path path = dir.path() / "old.sqlite";
    const RunResult run = sample_run("Old Disk", 1.0);
    {
        // Exactly what schema 1 looked like.
        sql::Db db(path);
        db.exec(R"(CREATE TABLE runs (id INTEGER PRIMARY KEY AUTOINCREMENT, kind TEXT NOT NULL,
                   started_at TEXT NOT NULL, label TEXT NOT NULL DEFAULT '', device TEXT NOT NULL DEFAULT '',
                   target TEXT NOT NULL DEFAULT '', size_bytes INTEGER NOT NULL DEFAULT 0,
                   score_read INTEGER, score_write INTEGER, score_total INTEGER, json TEXT NOT NULL,
                   saved_at TEXT NOT NULL))");
        sql::Stmt st(db,
                     "INSERT INTO runs (kind, started_at, label, device, json, saved_at) VALUES "
                     "('run', '2026-01-01T00:00:00Z', 'out-of-box', 'Old Disk (SN1)', ?, 'x')");
        st.bind(1, to_json_text(run)).run();
        db.exec("PRAGMA user_version = 1");
    }
    HistoryStore h(path);
    const auto all = h.list();
    REQUIRE(all.size() == 1);
    CHECK(all[0].device_key == "Old Disk|SN1");
    CHECK(h.latest("run", "Old Disk|SN1", "out-of-box"));
    sql::Db raw(path);
    sql::Stmt v(raw, "PRAGMA user_version");
    REQUIRE(v.step());
    CHECK(v.int64(0) == HistoryStore::kSchemaVersion);
}

TEST_CASE("history: a damaged file is moved aside with a timestamp, and a fresh history works")
{
    TempDir dir;
    const fs::path path = dir.path() / "h.sqlite";
    {
        std::ofstream(path, std::ios::binary) << std::string(8192, 'x');
    }
    HistoryStore h(path);
    CHECK_THAT(h.notice(), Catch::Contains("was moved to"));
    CHECK_THAT(h.notice(), Catch::Contains("nothing was deleted"));
    int aside = 0;
    for (const auto& e : fs::directory_iterator(dir.path()))
        if (e.path().filename().string().rfind("h.sqlite.damaged-", 0) == 0) {
            ++aside;
            CHECK(fs::file_size(e.path()) == 8192);  // the bytes are kept
        }
    CHECK(aside == 1);
    CHECK(h.save(sample_run("Disk C", 1.0), "") > 0);
    CHECK(h.list().size() == 1);

    // A newer schema is not damage: it is refused and left alone.
    {
        sql::Db db(dir.path() / "new.sqlite");
        db.exec("PRAGMA user_version = 99");
    }
    CHECK_THROWS_WITH(HistoryStore(dir.path() / "new.sqlite"), Catch::Contains("newer SolidMark"));
}

TEST_CASE("history: two writers saving at once lose nothing")
{
    TempDir dir;
    const fs::path path = dir.path() / "h.sqlite";
    {
        HistoryStore init(path);
    }
    const auto writer = [&](const std::string& model) {
        HistoryStore h(path);  // its own connection, as another process would have
        for (int i = 0; i < 40; ++i)
            h.save(sample_run(model, 1.0 + i), "w");
    };
    std::thread a(writer, "A"), b(writer, "B");
    a.join();
    b.join();
    HistoryStore h(path);
    CHECK(h.list().size() == 80);
    CHECK(h.list("A (").size() == 40);
}

TEST_CASE("history: a new database is private (0600), and one that is a symbolic link is refused, not followed")
{
    smtest::TempDir dir;
    const std::filesystem::path db = dir.path() / "h.sqlite";
    {
        sm::HistoryStore store(db);
    }
    CHECK((std::filesystem::status(db).permissions() & std::filesystem::perms::all) ==
          (std::filesystem::perms::owner_read | std::filesystem::perms::owner_write));
    const std::filesystem::path link = dir.path() / "link.sqlite";
    std::filesystem::create_symlink(db, link);
    const auto before = std::filesystem::file_size(db);
    CHECK_THROWS_WITH(sm::HistoryStore(link), Catch::Contains("symbolic link"));
    CHECK(std::filesystem::file_size(db) == before);
    CHECK(std::filesystem::is_symlink(std::filesystem::symlink_status(link)));
}
