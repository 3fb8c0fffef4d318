#include "result/run_result.h"

#include "util/translatable.h"
#include "util/error.h"
#include "util/limits.h"
#include "util/units.h"

#include <fmt/format.h>

namespace sm {
namespace {

std::string mbs(double v) { return format_mib_s(v) + " MB/s"; }

}  // namespace

Json fault_to_json(const RunFault& f)
{
    return {{"cause", f.cause},
            {"phase", f.phase},
            {"offset_bytes", opt_num(f.offset_bytes)},
            {"device", opt_str(f.device)},
            {"message", f.message}};
}

RunFault fault_from_json(const Json& j)
{
    const Json& f = as_object(j, "fault");
    RunFault fault;
    fault.cause = as_string(at(f, "cause", "fault"), "fault.cause");
    fault.phase = as_string(at(f, "phase", "fault"), "fault.phase");
    fault.offset_bytes = opt_whole<std::uint64_t>(f, "offset_bytes", "fault");
    fault.device = str_or_empty(f, "device", "fault");
    fault.message = as_string(at(f, "message", "fault"), "fault.message");
    return fault;
}

std::string n_a(const std::string& s) { return s.empty() ? "n/a" : s; }

std::string score_text(const std::optional<long>& s) { return s ? fmt::format("{}", *s) : "----"; }

std::string cell_text(const RunResult& r, TestId t, bool write, bool iops_view)
{
    const auto& m = r.get(t, write);
    if (t == TestId::Access) {
        if (!m)
            return iops_view ? "---- IOPS" : "-.--- ms";
        return iops_view ? format_iops(m->access_iops()) + " IOPS" : format_ms(m->access_ms()) + " ms";
    }
    if (!m)
        return iops_view ? "---- IOPS" : "---- MB/s";
    return iops_view ? format_iops(m->iops()) + " IOPS" : mbs(m->mib_s());
}

void write_body(const RunResult& r, Json& j)
{
    const RunSettings& st = r.settings;
    Json tests = Json::array();
    for (TestId t : kAllTests)
        if (st.selected(t))
            tests.push_back(test_key(t));
    const bool incompressible = st.data.mode == DataSpec::Mode::Incompressible;
    j["settings"] = {{"size_bytes", st.size_bytes},
                     {"tests", tests},
                     {"data",
                      {{"mode", incompressible ? "incompressible" : "compressible"},
                       {"zero_percent", incompressible ? Json() : Json(st.data.zero_percent)}}},
                     {"random_seconds", st.random_seconds},
                     {"access_seconds", st.access_seconds},
                     {"seq_max_seconds", st.seq_max_seconds},
                     {"threads_4k64", st.threads_4k64},
                     {"allow_buffered", st.allow_buffered},
                     {"verify", st.verify},
                     {"access_span", access_span_key(st.access_span)},
                     {"passes", st.passes}};
    j["device"] = device_to_json(r.device);
    j["partial"] = r.fault.has_value();
    j["fault"] = r.fault ? fault_to_json(*r.fault) : Json();
    j["not_run"] = phases_not_run(r);  // derived: written, never read

    Json t = Json::object();
    for (TestId id : kAllTests) {
        Json pair = Json::object();
        for (bool w : {false, true}) {
            const auto& m = r.get(id, w);
            const AccessSpan span = w ? AccessSpan::File : r.access_read_span;
            pair[direction_key(w)] = m ? measurement_to_json(*m, id == TestId::Access, span) : Json();
        }
        t[test_key(id)] = pair;
    }
    if (!r.access_span_note.empty())
        t["access"]["span_note"] = r.access_span_note;
    j["tests"] = t;
    // Derived from the series and the temperature samples: written, never read.
    Json throttle = Json::array();
    for (const PhaseThrottle& p : suite_throttle(r))
        throttle.push_back({{"test", test_key(p.phase.test)},
                            {"direction", direction_key(p.phase.write)},
                            {"at_t_s", p.at_t_s},
                            {"drop_share", p.drop_share}});
    j["throttle"] = throttle;

    const Scores sc = compute_scores(r);
    j["scores"] = {{"read", opt_num(sc.read)}, {"write", opt_num(sc.write)}, {"total", opt_num(sc.total)}};
}

namespace {

RunSettings settings_from_json(const Json& s)
{
    as_object(s, "settings");
    RunSettings st;
    st.size_bytes = whole(s, "size_bytes", "settings");
    st.tests = {false, false, false, false};
    for (const Json& t : as_array(at(s, "tests", "settings"), "settings.tests")) {
        const std::string& key = as_string(t, "settings.tests[]");
        bool known = false;
        for (TestId id : kAllTests)
            if (key == test_key(id))
                st.tests[static_cast<int>(id)] = known = true;
        if (!known)
            throw Error(ErrorKind::Malformed, fmt::format("unknown test '{}' in settings.tests", key));
    }
    const Json& data = at(s, "data", "settings");
    const std::string& mode = as_string(at(data, "mode", "settings.data"), "settings.data.mode");
    if (mode == "compressible") {
        st.data.mode = DataSpec::Mode::Compressible;
        st.data.zero_percent = static_cast<int>(whole(data, "zero_percent", "settings.data", 100));
    } else if (mode != "incompressible") {
        throw Error(ErrorKind::Malformed, fmt::format("unknown data mode '{}'", mode));
    }
    st.random_seconds = num(s, "random_seconds", "settings", 0, 86400);
    st.access_seconds = num(s, "access_seconds", "settings", 0, 86400);
    st.seq_max_seconds = num(s, "seq_max_seconds", "settings", 0, 86400);
    if (find(s, "threads_4k64"))
        st.threads_4k64 = static_cast<unsigned>(whole(s, "threads_4k64", "settings", 4096));
    st.allow_buffered = bool_or(s, "allow_buffered", "settings", false);
    st.verify = bool_or(s, "verify", "settings", false);
    // Absent before --passes: one pass.
    st.passes = find(s, "passes") ? static_cast<unsigned>(whole(s, "passes", "settings", kMaxPasses)) : 1;
    if (st.passes == 0)
        throw Error(ErrorKind::Malformed, "settings.passes must be at least 1");
    const std::string span = str_or_empty(s, "access_span", "settings");
    if (!span.empty() && span != "device" && span != "file")
        throw Error(ErrorKind::Malformed, fmt::format("unknown access span '{}' in settings.access_span", span));
    st.access_span = span == "file" ? AccessSpan::File : AccessSpan::Device;  // older documents: the default
    return st;
}

}  // namespace

void read_body(const Json& j, RunResult& r)
{
    r.settings = settings_from_json(at(j, "settings", ""));
    if (bool_or(j, "partial", "", false)) {  // absent before §11: complete
        r.fault = fault_from_json(at(j, "fault", ""));
    }
    if (const Json* sc = find(j, "scores"); sc && !sc->is_null())
        for (const char* key : {"read", "write", "total"})
            check_derived(as_object(*sc, "scores"), key, "scores", 0, 1e12);
    const Json& tests = as_object(at(j, "tests", ""), "tests");
    for (TestId id : kAllTests) {
        const Json* pair = find(tests, test_key(id));
        if (!pair || pair->is_null())
            continue;
        const std::string where = std::string("tests.") + test_key(id);
        as_object(*pair, where);
        for (bool w : {false, true}) {
            const Json* m = find(*pair, direction_key(w));
            if (!m || m->is_null())
                continue;
            const std::string mw = where + "." + direction_key(w);
            r.get(id, w) = measurement_from_json(*m, mw);
            if (id == TestId::Access && !w) {
                const std::string& span = as_string(at(*m, "span", mw), mw + ".span");
                if (span != "device" && span != "file")
                    throw Error(ErrorKind::Malformed, fmt::format("unknown span '{}' in {}", span, mw));
                r.access_read_span = span == "device" ? AccessSpan::Device : AccessSpan::File;
            }
        }
        if (id == TestId::Access)
            r.access_span_note = str_or_empty(*pair, "span_note", where);
    }
}

namespace {

// "PARTIAL: ..." naming the fault and the phases not run, after `lead`; "" for a complete run.
std::string partial_line(const RunResult& r, const std::string& lead)
{
    if (!r.fault)
        return {};
    std::string not_run;
    for (const std::string& p : phases_not_run(r))
        not_run += (not_run.empty() ? "" : ", ") + p;
    return fmt::format("{}PARTIAL: the run ended during {} ({}); not run: {}\n", lead, r.fault->phase, r.fault->cause,
                       not_run.empty() ? "none" : not_run);
}

// "  Passes: 3 (means)" when the suite ran more than once, else nothing.
std::string passes_note(const RunResult& r)
{
    return r.settings.passes > 1 ? fmt::format("  Passes: {} (each figure the mean)", r.settings.passes) : "";
}

}  // namespace

std::string text_report(const RunResult& r)
{
    const DeviceInfo& d = r.device;
    const std::string rule = "------------------------------\n";
    std::string out;
    out += fmt::format("SolidMark {}\n", r.app_version);
    out += rule;
    out += fmt::format("Name: {}\n", n_a(d.model));
    out += fmt::format("Firmware: {}\n", n_a(d.firmware));
    out += fmt::format("Controller: {}\n", d.driver_line());
    out += fmt::format("Offset: {}\n", d.partition_offset_text());
    out += fmt::format("Size: {}\n", d.capacity_bytes ? format_bytes(*d.capacity_bytes) : "n/a");
    out += fmt::format("Target: {} ({})\n", r.target, n_a(d.filesystem));
    out += fmt::format("Test size: {}  Data: {}{}{}{}\n", format_bytes(r.settings.size_bytes), r.settings.data.label(),
                       passes_note(r), r.write_through.value_or(false) ? "  Write-through" : "",
                       r.buffered() ? "  BUFFERED (cached, not comparable)" : "");
    out += fmt::format("Date: {}\n", r.started_at);
    out += fill_line(r);
    if (!r.page_cache.empty())
        out += fmt::format("Page cache: {}\n", r.page_cache);
    out += flag_lines(r);
    const auto block = [&](const char* title, TestId t) {
        out += rule + title + ":\n" + rule;
        out += fmt::format("Read: {}\n", cell_text(r, t, false, false));
        out += fmt::format("Write: {}\n", cell_text(r, t, true, false));
    };
    block("Sequential", TestId::Seq);
    block("4K", TestId::Rand4K);
    block("4K-64Threads", TestId::Rand4K64);
    block("Acc.time", TestId::Access);
    out += partial_line(r, rule);
    out += drive_cost_lines(r, "");
    for (const PhaseThrottle& t : suite_throttle(r))
        out += "THROTTLING: " + throttle_line(t, *r.temperature.warning_c) + "\n";
    const Scores s = compute_scores(r);
    out += rule + "Score:\n" + rule;
    out +=
        fmt::format("Read: {}\nWrite: {}\nTotal: {}\n", score_text(s.read), score_text(s.write), score_text(s.total));
    out += rule;
    return out;
}

std::string csv_report(const RunResult& r)
{
    std::string out = "test,direction,mib_s,iops,access_ms,block_bytes,threads,bytes,ios,elapsed_s,"
                      "lat_mean_us,lat_min_us,lat_p50_us,lat_p90_us,lat_p99_us,lat_p999_us,lat_max_us,span,flags\n";
    std::string flags;
    for (const std::string& f : r.flags)
        flags += (flags.empty() ? "" : " ") + f;
    for (TestId id : kAllTests) {
        for (bool w : {false, true}) {
            const auto& m = r.get(id, w);
            if (!m)
                continue;
            const bool acc = id == TestId::Access;
            const std::string span = acc ? (!w && r.access_read_span == AccessSpan::Device ? "device" : "file") : "";
            out += fmt::format(
                "{},{},{:.2f},{:.0f},{},{},{},{},{},{:.6f},{:.3f},{:.3f},{:.3f},{:.3f},{:.3f},{:.3f},{:.3f},{},{}\n",
                test_key(id), direction_key(w), acc ? 0.0 : m->mib_s(), acc ? m->access_iops() : m->iops(),
                acc ? format_ms(m->access_ms()) : "", m->block_bytes, m->threads, m->bytes, m->ios, m->elapsed_s,
                m->latency.mean_us, m->latency.min_us, m->latency.p50_us, m->latency.p90_us, m->latency.p99_us,
                m->latency.p999_us, m->latency.max_us, span, flags);
        }
    }
    const Scores s = compute_scores(r);
    out += fmt::format("score,read,,,,,,,,,,,,,,,,,{}\n", score_text(s.read));
    out += fmt::format("score,write,,,,,,,,,,,,,,,,,{}\n", score_text(s.write));
    out += fmt::format("score,total,,,,,,,,,,,,,,,,,{}\n", score_text(s.total));
    return out;
}

std::string console_table(const RunResult& r)
{
    std::string out = table_header(r);
    out += fmt::format("Test size: {}  Data: {}{}{}\n\n", format_bytes(r.settings.size_bytes), r.settings.data.label(),
                       passes_note(r), r.buffered() ? "  [BUFFERED: cached results, not comparable]" : "");
    out += fmt::format("{:<11}{:>16}{:>16}\n", "", "Read", "Write");
    for (TestId id : kAllTests)
        out += fmt::format("{:<11}{:>16}{:>16}\n", test_label(id), cell_text(r, id, false, false),
                           cell_text(r, id, true, false));
    const Scores s = compute_scores(r);
    out += fmt::format("{:<11}{:>16}{:>16}\n", "Score", score_text(s.read), score_text(s.write));
    out += fmt::format("{:<11}{:>16}\n", "Total", score_text(s.total));
    if (r.get(TestId::Access, false) && r.access_read_span == AccessSpan::File && !r.access_span_note.empty())
        out += fmt::format("\nAcc.time read span: test file. {}\n", r.access_span_note);
    out += partial_line(r, "\n");
    for (const PhaseThrottle& t : suite_throttle(r))
        out += "\nTHROTTLING: " + throttle_line(t, *r.temperature.warning_c) + "\n";
    if (r.settings.verify) {
        std::string cost;
        for (TestId id : kAllTests)
            for (bool w : {false, true})
                if (const auto& m = r.get(id, w); m && m->verify_s > 0)
                    cost += fmt::format("{}{} {} {:.2f}", cost.empty() ? "" : ", ", test_label(id), direction_key(w),
                                        m->verify_us_per_io());
        out += fmt::format("\nVerify: every block read back matched what was written (offset, run id, checksum).\n"
                           "Verify cost in us per I/O: {}\n",
                           cost.empty() ? "n/a" : cost);
    }
    return out;
}

std::vector<MetricValue> compare_metrics(const RunResult& r)
{
    std::vector<MetricValue> out;
    for (TestId t : kAllTests)
        for (bool w : {false, true})
            if (const auto& m = r.get(t, w))
                append_measurement_metrics(out, phase_label(t, w), *m, t == TestId::Access);
    const Scores s = compute_scores(r);
    const auto score = [&](const char* which, const std::optional<long>& v) {
        if (v)
            out.push_back({"Score", which, static_cast<double>(*v), true});
    };
    score("read", s.read);
    score("write", s.write);
    score("total", s.total);
    return out;
}

std::vector<HeadlineValue> headline(const RunResult& r)
{
    const Scores s = compute_scores(r);
    std::vector<HeadlineValue> out;
    const auto add = [&](const char* label, const std::optional<long>& v) {
        if (v)
            out.push_back({label, static_cast<double>(*v), ""});
    };
    add("Read", s.read);
    add("Write", s.write);
    add("Total", s.total);
    if (out.empty())  // a partial run: its first measured figure
        for (TestId t : kAllTests)
            for (bool w : {false, true})
                if (const auto& m = r.get(t, w); m && out.empty())
                    out.push_back(t == TestId::Access ? HeadlineValue{phase_label(t, w), m->access_ms(), "ms"}
                                                      : HeadlineValue{phase_label(t, w), m->mib_s(), "MB/s"});
    return out;
}

std::uint64_t history_size(const RunResult& r) { return r.settings.size_bytes; }

void history_scores(const RunResult& r, HistorySummary& s)
{
    const Scores sc = compute_scores(r);
    s.score_read = sc.read;
    s.score_write = sc.write;
    s.score_total = sc.total;
}

std::vector<CompareCurve> compare_curves(const RunResult& r)
{
    // The queue-depth-1 and 64-thread random tests, where the tail is what
    // sets drives apart; percentiles on an axis of nines.
    std::vector<CompareCurve> out;
    for (const TestId t : {TestId::Rand4K, TestId::Rand4K64})
        for (const bool w : {false, true}) {
            const auto& m = r.get(t, w);
            if (!m)
                continue;
            CompareCurve c;
            c.item = phase_label(t, w);
            c.key = "latency-" + std::string(t == TestId::Rand4K ? "4k" : "4k-64thrd") + (w ? "-write" : "-read");
            c.title = translatable("sm::compare", "Latency percentiles");
            c.x_label = translatable("sm::compare", "Percentile");
            c.y_label = "latency us";
            c.y_log10 = true;
            const LatencyStats& l = m->latency;
            const std::pair<double, const char*> points[] = {
                {l.p50_us, "p50"}, {l.p90_us, "p90"}, {l.p99_us, "p99"}, {l.p999_us, "p99.9"}, {l.max_us, "max"}};
            for (std::size_t i = 0; i < std::size(points); ++i) {
                c.points.push_back({static_cast<double>(i), points[i].first});
                c.x_ticks.emplace_back(static_cast<double>(i), points[i].second);
            }
            out.push_back(std::move(c));
        }
    return out;
}

}  // namespace sm

namespace sm {

FillFigures fill_figures(const RunResult& r)
{
    FillFigures out;
    const Scores s = compute_scores(r);
    for (const auto& [label, v] : {std::pair{"Read", s.read}, {"Write", s.write}, {"Total", s.total}})
        if (v)
            out.push_back({label, "score", static_cast<double>(*v)});
    for (TestId t : kAllTests)
        for (bool w : {false, true})
            if (const auto& m = r.get(t, w))
                out.push_back(t == TestId::Access ? FillFigure{phase_label(t, w), "ms", m->access_ms()}
                                                  : FillFigure{phase_label(t, w), "MB/s", m->mib_s()});
    return out;
}

}  // namespace sm
