// `solidmark-cli fleet` against real fio servers (docs/methodology.md §15):
// two `fio --server` on 127.0.0.1, each in its own working folder (the
// relative --target resolves there, as it would on two machines), killed
// with their whole process group however a test ends.
#include "result/document.h"
#include "support/process.h"
#include "support/temp_dir.h"

#include <arpa/inet.h>
#include <catch2/catch.hpp>
#include <chrono>
#include <csignal>
#include <fcntl.h>
#include <netinet/in.h>
#include <optional>
#include <random>
#include <set>
#include <sys/socket.h>
#include <sys/wait.h>
#include <thread>
#include <unistd.h>

using smtest::cli;
using smtest::run_process;
using smtest::TempDir;

namespace {

bool fio_installed() { return run_process({"/bin/sh", "-c", "fio --version"}).out.rfind("fio-3", 0) == 0; }

bool accepts(int port)
{
    const int s = ::socket(AF_INET, SOCK_STREAM, 0);
    sockaddr_in a{};
    a.sin_family = AF_INET;
    a.sin_port = htons(static_cast<std::uint16_t>(port));
    a.sin_addr.s_addr = htonl(INADDR_LOOPBACK);
    const bool ok = ::connect(s, reinterpret_cast<sockaddr*>(&a), sizeof a) == 0;
    ::close(s);
    return ok;
}

// One `fio --server=ip:127.0.0.1,PORT` in its own session and folder.
class FioServer {
public:
    FioServer()
    {
        std::random_device rd;
        for (int attempt = 0; attempt < 20 && m_pid < 0; ++attempt) {
            m_port = 20000 + static_cast<int>(rd() % 30000);
            if (accepts(m_port))
                continue;  // taken
            start();
        }
        REQUIRE(m_pid > 0);
    }
    ~FioServer() { kill(); }
    FioServer(const FioServer&) = delete;
    FioServer& operator=(const FioServer&) = delete;

    int port() const { return m_port; }
    std::string host() const { return "127.0.0.1:" + std::to_string(m_port); }
    const TempDir& folder() const { return m_dir; }
    // SIGKILL to the server and the child it forked for the connection.
    void kill()
    {
        if (m_pid <= 0)
            return;
        ::kill(-m_pid, SIGKILL);
        int st = 0;
        ::waitpid(m_pid, &st, 0);
        m_pid = -1;
    }

private:
    void start()
    {
        const std::string arg = "--server=ip:127.0.0.1," + std::to_string(m_port);
        const std::string log = m_dir.str() + "/server.log";
        const pid_t pid = ::fork();
        if (pid == 0) {
            ::setsid();
            if (::chdir(m_dir.str().c_str()) != 0)
                ::_exit(126);
            const int fd = ::open(log.c_str(), O_WRONLY | O_CREAT | O_TRUNC, 0644);
            ::dup2(fd, 1);
            ::dup2(fd, 2);
            ::execlp("fio", "fio", arg.c_str(), static_cast<char*>(nullptr));
            ::_exit(127);
        }
        for (int i = 0; i < 100; ++i) {  // up to 5 s to listen
            if (accepts(m_port)) {
                m_pid = pid;
                return;
            }
            std::this_thread::sleep_for(std::chrono::milliseconds(50));
        }
        ::kill(-pid, SIGKILL);
        int st = 0;
        ::waitpid(pid, &st, 0);
    }

    TempDir m_dir;
    int m_port = 0;
    pid_t m_pid = -1;
};

std::vector<std::string> fleet_args(const FioServer& a, const FioServer& b, const std::string& db,
                                    const std::string& seconds)
{
    return {cli,
            "fleet",
            "--hosts",
            a.host() + "," + b.host(),
            "--history-db",
            db,
            "--label",
            "lab",
            "run",
            "--target",
            ".",
            "--size",
            "16MiB",
            "--tests",
            "4k,access",
            "--random-seconds",
            seconds,
            "--access-seconds",
            seconds};
}

// Two servers and a history file; `ready` is false (with a warning) without fio.
struct Fleet {
    bool ready = fio_installed();
    std::optional<FioServer> a, b;
    TempDir store;
    std::string db = store.str() + "/h.sqlite";
    Fleet()
    {
        if (!ready) {
            WARN("fio 3.x is not installed: skipped (apt-get install fio)");
            return;
        }
        a.emplace();
        b.emplace();
    }
    std::vector<std::string> args(const std::string& seconds) const { return fleet_args(*a, *b, db, seconds); }
};

sm::Json history_of(const std::string& db)
{
    const auto list = run_process({cli, "history", "list", "--json", "-", "--history-db", db});
    REQUIRE(list.exit_code == 0);
    return sm::parse_json(list.out);
}

}  // namespace

TEST_CASE("fleet runs the suite on two fio servers at once and stores one run per host")
{
    Fleet f;
    if (!f.ready)
        return;
    const FioServer &a = *f.a, &b = *f.b;
    const std::string& db = f.db;
    const auto r = run_process(f.args("0.5"));
    INFO(r.out << r.err);
    REQUIRE(r.exit_code == 0);
    CHECK_THAT(r.out, Catch::Contains(a.host()) && Catch::Contains(b.host()));
    CHECK_THAT(r.out, Catch::Contains("4K read MB/s") && Catch::Contains("Acc.time read ms"));
    CHECK(r.out.find("FAILED") == std::string::npos);
    const sm::Json h = history_of(db);
    REQUIRE(h.size() == 2);
    std::set<std::string> labels;
    for (const sm::Json& e : h) {
        CHECK(e.at("kind").get<std::string>() == "run");
        labels.insert(e.at("label").get<std::string>());
    }
    CHECK(labels == std::set<std::string>{a.host() + " lab", b.host() + " lab"});
    // The two hosts' runs compare like any two runs.
    const auto c = run_process({cli, "compare", std::to_string(h[0].at("id").get<long>()),
                                std::to_string(h[1].at("id").get<long>()), "--history-db", db});
    CHECK(c.exit_code == 0);
    CHECK_THAT(c.out, Catch::Contains("4K write"));
}

TEST_CASE("fleet: a server killed mid-run gets a line saying why, the other host's result is stored")
{
    Fleet f;
    if (!f.ready)
        return;
    const FioServer& a = *f.a;
    FioServer& b = *f.b;
    const std::string& db = f.db;
    smtest::Child run(f.args("1.5"));
    std::this_thread::sleep_for(std::chrono::milliseconds(2500));  // inside the 4K phases on both hosts
    b.kill();
    REQUIRE(run.wait_for(std::chrono::seconds(120)));
    INFO(run.out() << run.err());
    CHECK(run.exit_code() == 1);
    CHECK_THAT(run.out(), Catch::Contains(b.host() + ": FAILED: no result from " + b.host()));
    CHECK_THAT(run.out(), Catch::Contains("disconnected"));  // fio's words, or ours when fio printed none
    const sm::Json h = history_of(db);
    REQUIRE(h.size() == 1);
    CHECK(h[0].at("label").get<std::string>() == a.host() + " lab");
    CHECK(h[0].at("kind").get<std::string>() == "run");

    // A host where nothing listens: refused, reported, and the other still completes.
    TempDir store2;
    const std::string db2 = store2.str() + "/h.sqlite";
    const auto refused = run_process(fleet_args(a, b, db2, "0.3"));
    CHECK(refused.exit_code == 1);
    CHECK_THAT(refused.out, Catch::Contains(b.host() + ": FAILED") && Catch::Contains("failed to connect"));
    CHECK(history_of(db2).size() == 1);
}

TEST_CASE("fleet and the fio commands refuse bad input with exit status 2")
{
    const auto bad_hosts = run_process({cli, "fleet", "--hosts", "a:99999", "run", "--target", "."});
    CHECK(bad_hosts.exit_code == 2);
    CHECK_THAT(bad_hosts.err, Catch::Contains("port"));
    const auto twice = run_process({cli, "fleet", "--hosts", "a,a:8765", "run", "--target", "."});
    CHECK(twice.exit_code == 2);
    CHECK_THAT(twice.err, Catch::Contains("twice"));
    TempDir dir;
    const std::string not_fio = dir.str() + "/x.json";
    sm::Json j = {{"a", 1}};
    std::FILE* f = std::fopen(not_fio.c_str(), "w");
    std::fputs(sm::dump_json(j).c_str(), f);
    std::fclose(f);
    const auto imp = run_process({cli, "import-fio", not_fio, "--history-db", dir.str() + "/h.sqlite"});
    CHECK(imp.exit_code == 2);
    CHECK_THAT(imp.err, Catch::Contains("not fio JSON output"));
    const auto exp = run_process({cli, "export-fio", "run", "--target", "/srv/x", "--tests", "4k"});
    CHECK(exp.exit_code == 0);
    CHECK_THAT(exp.out, Catch::Contains("directory=/srv/x"));
}
