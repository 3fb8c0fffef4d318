#include "run/fleet.h"

#include "io/folder.h"
#include "io/process.h"
#include "result/fio_result.h"
#include "util/error.h"
#include "util/time.h"
#include "util/units.h"

#include <algorithm>
#include <filesystem>
#include <fmt/format.h>
#include <map>
#include <random>

namespace sm {
namespace {

// The job file fio --client reads, in a private folder of its own in the
// temporary folder (io/folder.h: created 0700, the file created exclusively
// inside it), removed however the run ends.
class TempJobFile {
public:
    explicit TempJobFile(const std::string& text)
    {
        std::random_device rd;
        const Folder tmp = Folder::open(std::filesystem::temp_directory_path());
        for (int attempt = 0; attempt < 16 && !m_folder.is_open(); ++attempt)
            m_folder = tmp.create_private(fmt::format("solidmark-fleet-{:08x}", rd()));
        if (!m_folder.is_open())
            throw Error(
                ErrorKind::Io,
                fmt::format("Cannot create a private folder for the fio job file in '{}'.", tmp.path().string()));
        m_folder.create_small_file("job.fio", text);
    }
    ~TempJobFile() { m_folder.remove_all(); }
    TempJobFile(const TempJobFile&) = delete;
    TempJobFile& operator=(const TempJobFile&) = delete;
    std::string path() const { return (m_folder.path() / "job.fio").string(); }

private:
    Folder m_folder;
};

// fio's --client argument: "ip:host,port", "ip6:addr,port", or a name.
std::string client_arg(const FleetHost& h)
{
    const bool v6 = h.host.find(':') != std::string::npos;
    return fmt::format("--client={}{},{}", v6 ? "ip6:" : "", h.host, h.port);
}

// What fio said about this host on stderr: "fio: failed to connect to
// 127.0.0.1:18799", "client: host=127.0.0.1 disconnected".
std::string reason_for(const FleetHost& h, const std::string& err, int exit_code)
{
    std::string lines, last;
    std::string previous;
    for (std::size_t at = 0; at < err.size();) {
        std::size_t nl = err.find('\n', at);
        nl = nl == std::string::npos ? err.size() : nl;
        const std::string line = err.substr(at, nl - at);
        at = nl + 1;
        if (line.empty())
            continue;
        const bool mentions = line.find(h.text()) != std::string::npos ||
            line.find("host=" + h.host + " ") != std::string::npos ||
            line.find("to " + h.host + ":") != std::string::npos;
        if (mentions) {
            // fio names the cause on the line before ("fio: connect: Connection refused").
            if (!previous.empty() && previous.find(h.host) == std::string::npos &&
                lines.find(previous) == std::string::npos)
                lines += (lines.empty() ? "" : "; ") + previous;
            lines += (lines.empty() ? "" : "; ") + line;
        }
        previous = line;
        last = line;
    }
    if (lines.empty())
        lines = last.empty() ? "fio printed no reason: the server refused, disconnected or failed mid-run" : last;
    return fmt::format("no result from {} (fio exit status {}): {}", h.text(), exit_code, lines);
}

FleetHostResult host_result(const FleetHost& host, FioResult fio)
{
    FleetHostResult r;
    r.host = host;
    const std::string errors = fio_job_errors(fio);
    if (!errors.empty()) {
        r.failure = fmt::format("{} ran, but fio reported errors: {}", host.text(), errors);
        return r;
    }
    FioDocument d = fio_document(fio);
    r.kind = d.kind;
    r.document = std::move(d.document);
    return r;
}

}  // namespace

std::string FleetHost::text() const
{
    return host.find(':') != std::string::npos ? fmt::format("[{}]:{}", host, port) : fmt::format("{}:{}", host, port);
}

std::vector<FleetHost> parse_fleet_hosts(const std::string& list)
{
    std::vector<FleetHost> out;
    for (const std::string& item : split_list(list)) {
        if (item.empty())
            throw Error(ErrorKind::InvalidInput, "--hosts has an empty item: use HOST[:PORT][,HOST[:PORT]...]");
        FleetHost h;
        std::string port;
        if (item.front() == '[') {  // [v6]:port
            const auto close = item.find(']');
            if (close == std::string::npos)
                throw Error(ErrorKind::InvalidInput, fmt::format("--hosts: '{}' has no closing ']'", item));
            h.host = item.substr(1, close - 1);
            if (close + 1 < item.size()) {
                if (item[close + 1] != ':')
                    throw Error(ErrorKind::InvalidInput, fmt::format("--hosts: bad item '{}'", item));
                port = item.substr(close + 2);
            }
        } else if (std::count(item.begin(), item.end(), ':') > 1) {
            h.host = item;  // a bare IPv6 address
        } else {
            const auto colon = item.find(':');
            h.host = item.substr(0, colon);
            if (colon != std::string::npos)
                port = item.substr(colon + 1);
        }
        if (h.host.empty())
            throw Error(ErrorKind::InvalidInput, fmt::format("--hosts: '{}' names no host", item));
        if (!port.empty())
            h.port = static_cast<unsigned>(parse_int(port, 1, 65535, "port"));
        for (const FleetHost& o : out)
            if (o.host == h.host && o.port == h.port)
                throw Error(ErrorKind::InvalidInput, fmt::format("--hosts names {} twice", h.text()));
        out.push_back(h);
    }
    if (out.empty())
        throw Error(ErrorKind::InvalidInput, "--hosts names no host");
    return out;
}

std::vector<FleetHostResult> run_fleet(const FleetRequest& req, const CancelToken& cancel,
                                       const std::function<void(std::string_view)>& on_fio_message)
{
    const TempJobFile job(req.job_file);
    std::vector<std::string> argv = {req.fio, "--output-format=json"};
    for (const FleetHost& h : req.hosts) {
        argv.push_back(client_arg(h));
        argv.push_back(job.path());
    }
    const ProcessOutput p = run_process(argv, cancel, on_fio_message);
    if (p.cancelled)
        throw Error(ErrorKind::Cancelled, "fleet run cancelled: fio was told to stop the jobs on every host");
    if (p.overflowed)
        throw Error(ErrorKind::Io,
                    fmt::format("fio wrote more than {} of output and was stopped: no host's result "
                                "can be trusted. Check the servers and the job file.",
                                format_bytes(kProcessOutputLimit)));
    std::map<std::string, FioResult> by_host;
    std::string unreadable;
    try {
        for (FioResult& r : read_fio_output(p.out, req.app_version, FioErrors::Keep))
            by_host.emplace(r.host, std::move(r));
    } catch (const Error& e) {
        unreadable = e.what();  // no host's JSON: every host fails with fio's own words
    }
    // fio's words about hosts: stderr, and the "client: host=… disconnected"
    // lines fio's client prints among its stdout.
    std::string messages = p.err;
    for (std::size_t at = 0; at < p.out.size();) {
        const std::size_t nl = std::min(p.out.find('\n', at), p.out.size());
        const std::string line = p.out.substr(at, nl - at);
        if (line.rfind("client:", 0) == 0 || line.rfind("fio:", 0) == 0)
            messages += "\n" + line;
        at = nl + 1;
    }
    if (!unreadable.empty())
        unreadable = "\n" + unreadable;
    std::vector<FleetHostResult> out;
    for (const FleetHost& h : req.hosts) {
        const auto it = by_host.find(fmt::format("{}:{}", h.host, h.port));
        if (it != by_host.end()) {
            out.push_back(host_result(h, std::move(it->second)));
            continue;
        }
        FleetHostResult failed;
        failed.host = h;
        failed.failure = reason_for(h, messages + unreadable, p.exit_code);
        out.push_back(std::move(failed));
    }
    return out;
}

std::string fleet_table(const std::vector<FleetHostResult>& results)
{
    std::vector<std::pair<std::string, std::string>> rows;  // (item, metric) in order of first appearance
    std::vector<std::map<std::pair<std::string, std::string>, double>> values;
    std::vector<const FleetHostResult*> columns;
    for (const FleetHostResult& r : results) {
        if (!r.kind)
            continue;
        columns.push_back(&r);
        auto& v = values.emplace_back();
        for (const MetricValue& m : r.kind->metrics(r.document)) {
            if (m.metric != r.kind->chart_metric && m.metric != "ms" && m.item != "Score")
                continue;
            const auto key = std::pair{m.item, m.metric};
            if (std::find(rows.begin(), rows.end(), key) == rows.end())
                rows.push_back(key);
            v[key] = m.value;
        }
    }
    std::string out = fmt::format("{:<40}", "");
    for (const FleetHostResult* c : columns)
        out += fmt::format("{:>22}", c->host.text());
    out += "\n";
    for (const auto& row : rows) {
        out += fmt::format("{:<40}", (row.first + " " + row.second).substr(0, 39));
        for (const auto& v : values) {
            const auto it = v.find(row);
            out += it == v.end()       ? fmt::format("{:>22}", "----")
                : row.first == "Score" ? fmt::format("{:>22.0f}", it->second)
                : row.second == "ms"   ? fmt::format("{:>22.3f}", it->second)
                                       : fmt::format("{:>22.2f}", it->second);
        }
        out += "\n";
    }
    for (const FleetHostResult& r : results)
        if (!r.kind)
            out += fmt::format("{}: FAILED: {}\n", r.host.text(), r.failure);
    return out;
}

}  // namespace sm
