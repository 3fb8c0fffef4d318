// export-fio, import-fio and fleet: SolidMark's benchmarks as fio job
// files, fio's JSON into the history, and a benchmark on many hosts through
// fio's client/server mode (docs/methodology.md §15). The benchmark options
// are the commands' own declarations (core/run/command.h).
#include "cli_commands.h"

#include "history/history.h"
#include "result/fio_result.h"
#include "run/fleet.h"
#include "util/error.h"
#include "util/log.h"
#include "util/text_file.h"

#include <fmt/format.h>

namespace smcli {
namespace {

using sm::Error;
using sm::ErrorKind;

// One benchmark under export-fio or fleet.
struct TwinCli {
    const sm::BenchmarkCommand* command = nullptr;
    DeclaredOptions declared;
};

struct FioArgs {
    std::string output = "-";
    std::string file;
    std::string hosts;
    std::string fio = "fio";
    bool quiet = false;
    HistoryOptions history;
    std::vector<std::unique_ptr<TwinCli>> exports, fleets;
};

FioArgs g_args;

std::string host_label(const std::string& host, const std::string& label)
{
    return label.empty() ? host : host + " " + label;
}

int export_fio(const TwinCli& t)
{
    const auto prepared = t.command->prepare(t.declared.given(), SOLIDMARK_VERSION);
    emit(g_args.output, prepared->fio_job_file());
    return 0;
}

int import_fio()
{
    const std::string text = sm::read_text_file(g_args.file);
    // Every host's result is read and checked before anything is stored.
    std::vector<sm::FioDocument> docs;
    std::vector<std::string> hosts;
    for (const sm::FioResult& r : sm::read_fio_output(text, SOLIDMARK_VERSION)) {
        docs.push_back(sm::fio_document(r));
        hosts.push_back(r.host);
    }
    std::optional<sm::HistoryStore> store;
    if (!g_args.history.no_history)
        store.emplace(g_args.history.path());
    for (std::size_t i = 0; i < docs.size(); ++i) {
        const std::string label = hosts[i].empty() ? (g_args.history.label.empty() ? "fio" : g_args.history.label)
                                                   : host_label(hosts[i], g_args.history.label);
        std::printf("%s", docs[i].kind->table(docs[i].document).c_str());
        if (!store)
            continue;
        const std::int64_t id = store->save(*docs[i].kind, docs[i].document, label);
        std::printf("Imported %s%s as #%lld (%s, label %s)\n", g_args.file.c_str(),
                    hosts[i].empty() ? "" : (" host " + hosts[i]).c_str(), static_cast<long long>(id),
                    std::string(docs[i].kind->key).c_str(), label.c_str());
    }
    return 0;
}

int fleet(const TwinCli& t)
{
    sm::setup_logging(false, "solidmark-cli");
    sm::FleetRequest req;
    req.hosts = sm::parse_fleet_hosts(g_args.hosts);
    const auto prepared = t.command->prepare(t.declared.given(), SOLIDMARK_VERSION);
    req.job_file = prepared->fio_job_file();
    req.fio = g_args.fio;
    req.app_version = SOLIDMARK_VERSION;
    std::optional<sm::HistoryStore> store;
    if (!g_args.history.no_history)
        store.emplace(g_args.history.path());  // opens now: a clear error before the hosts work
    if (!g_args.quiet)
        std::fprintf(stderr, "Running %s on %zu host(s) through %s --client...\n", std::string(t.command->name).c_str(),
                     req.hosts.size(), req.fio.c_str());
    catch_signals();
    const auto results = sm::run_fleet(req, cancel_token(), [](std::string_view line) {
        if (!g_args.quiet)
            std::fprintf(stderr, "%s%.*s\n", line.rfind("fio", 0) == 0 ? "" : "fio: ", static_cast<int>(line.size()),
                         line.data());
    });
    bool all = true;
    std::string saved;
    for (const sm::FleetHostResult& r : results) {
        all = all && r.kind;
        if (!r.kind || !store)
            continue;
        try {
            const std::int64_t id = store->save(*r.kind, r.document, host_label(r.host.text(), g_args.history.label));
            saved += fmt::format("Saved {} as #{} ({})\n", r.host.text(), id, r.kind->key);
        } catch (const Error& e) {
            saved += fmt::format("Warning: {} was not saved to the history: {}\n", r.host.text(), e.what());
            all = false;
        }
    }
    std::printf("%s", sm::fleet_table(results).c_str());
    std::fputs(saved.c_str(), stderr);
    return all ? 0 : 1;
}

void add_twins(CLI::App& parent, std::vector<std::unique_ptr<TwinCli>>& into, Dispatch& dispatch,
               int (*run)(const TwinCli&))
{
    for (const sm::BenchmarkCommand* c : sm::benchmark_commands()) {
        if (!c->fio_twin)
            continue;
        auto& t = *into.emplace_back(std::make_unique<TwinCli>());
        t.command = c;
        CLI::App* sub = parent.add_subcommand(std::string(c->name), c->summary);
        t.declared.add(*sub, *c);
        sub->fallthrough();
        sub->callback([&t, &dispatch, run] { dispatch.handler = [&t, run] { return run(t); }; });
    }
}

std::string twin_names()
{
    std::string out;
    for (const sm::BenchmarkCommand* c : sm::benchmark_commands())
        if (c->fio_twin)
            out += (out.empty() ? "" : "|") + std::string(c->name);
    return out;
}

}  // namespace

void add_fio_commands(CLI::App& app, Dispatch& dispatch)
{
    FioArgs& a = g_args;
    CLI::App* exp = app.add_subcommand("export-fio", "write a benchmark as a fio job file (" + twin_names() + ")");
    exp->require_subcommand(1);
    exp->add_option("--output", a.output, "where to write the job file (default -, stdout)")->type_name("FILE|-");
    exp->footer("\nThe benchmark's own options follow its name; --target becomes the job file's directory=. "
                "What fio cannot reproduce is a comment in the file (docs/methodology.md section 15).");
    add_twins(*exp, a.exports, dispatch, &export_fio);

    CLI::App* imp = app.add_subcommand("import-fio", "store fio's JSON or json+ output in the history");
    imp->add_option("FILE", a.file, "the output of fio --output-format=json (or json+)")->required();
    add_history_options(*imp, a.history, true);
    imp->footer("\nThe suite's own export (export-fio run) is stored as a run with AS SSD scores, anything else "
                "as a fio result; fio --client output gives one result per host, labelled with the host. Text "
                "that is not fio's JSON, or a run with failed jobs, stores nothing.");
    imp->callback([&dispatch] { dispatch.handler = [] { return import_fio(); }; });

    CLI::App* fl =
        app.add_subcommand("fleet", "run a benchmark on many hosts through fio --client (" + twin_names() + ")");
    fl->require_subcommand(1);
    fl->add_option("--hosts", a.hosts, "hosts running fio --server, HOST[:PORT] (default port 8765), comma list")
        ->type_name("LIST")
        ->required();
    fl->add_option("--fio", a.fio, "the fio program on this machine (default fio)")->type_name("PATH");
    fl->add_flag("--quiet", a.quiet, "no progress on stderr");
    add_history_options(*fl, a.history, true);
    fl->footer("\nEach host runs the benchmark's fio twin at once; --target is the folder on each host. Every host's "
               "result is saved labelled with the host (plus --label); a host that is down or fails gets a line "
               "saying why and the exit status is 1.");
    add_twins(*fl, a.fleets, dispatch, &fleet);
}

}  // namespace smcli
