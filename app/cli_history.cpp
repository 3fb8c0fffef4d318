// history list|show|export|import|delete: every kind through the result-kind
// registry; and the results compare reads (cli_compare.cpp).
#include "cli_commands.h"

#include "history/history.h"
#include "result/peer_import.h"
#include "util/error.h"
#include "util/text_file.h"
#include "util/units.h"

#include <algorithm>
#include <fmt/format.h>
#include <limits>

namespace smcli {
namespace {

using sm::Error;
using sm::ErrorKind;

std::int64_t parse_id(const std::string& text)
{
    return sm::parse_int(text, 1, std::numeric_limits<long>::max(), "history id");
}

sm::HistoryStore open_store(const HistoryOptions& h)
{
    sm::HistoryStore store(h.path());
    if (!store.notice().empty())
        std::fprintf(stderr, "Note: %s\n", store.notice().c_str());
    return store;
}

std::string entry_title(const sm::HistoryEntry& e)
{
    return fmt::format("#{} {} {} {}{}", e.id, e.kind, e.started_at, e.device,
                       e.label.empty() ? "" : " [" + e.label + "]");
}

sm::HistoryEntry get_entry(const sm::HistoryStore& h, const std::string& id_text)
{
    const std::int64_t id = parse_id(id_text);
    auto e = h.get(id);
    if (!e)
        throw Error(ErrorKind::NotFound, fmt::format("history has no entry #{} (see solidmark-cli history list)", id));
    return *e;
}

// Whether `c` starts a UTF-8 character (is not a continuation byte).
bool starts_char(char c) { return (static_cast<unsigned char>(c) & 0xC0) != 0x80; }

// Characters (UTF-8 code points) in `s`: what a terminal column holds for
// most scripts (East Asian wide characters take two and are not measured).
std::size_t display_width(const std::string& s)
{
    return static_cast<std::size_t>(std::count_if(s.begin(), s.end(), starts_char));
}

// `s` cut to `width` characters with a trailing "…" when longer, then padded with spaces to `width`.
std::string column(const std::string& s, std::size_t width)
{
    const std::size_t chars = display_width(s);
    if (chars <= width)
        return s + std::string(width - chars, ' ');
    std::size_t keep = 0;  // bytes of the first width - 1 characters
    for (std::size_t seen = 0; keep < s.size(); ++keep)
        if (starts_char(s[keep]) && seen++ == width - 1)
            break;
    return s.substr(0, keep) + "…";
}

// "Read 845  Write 919  Total 2196", "0% read 1830.34 MB/s  0% write 1314.80 MB/s".
std::string headline_text(const std::vector<sm::HeadlineValue>& values)
{
    std::string out;
    for (const sm::HeadlineValue& v : values) {
        const std::string number = v.unit.empty() ? fmt::format("{:.0f}", v.value)
            : v.unit == "IOPS"                    ? fmt::format("{:.0f} {}", v.value, v.unit)
                                                  : fmt::format("{:.2f} {}", v.value, v.unit);
        out += (out.empty() ? "" : "  ") + v.label + " " + number;
    }
    return out.empty() ? "-" : out;
}

int history_list(const HistoryOptions& h, const std::string& device, const std::string& json)
{
    const sm::HistoryStore store = open_store(h);
    const auto entries = store.list(device);
    if (!json.empty()) {
        sm::Json arr = sm::Json::array();
        for (const auto& e : entries) {
            sm::Json headline = sm::Json::array();
            for (const sm::HeadlineValue& v : e.headline)
                headline.push_back({{"label", v.label}, {"value", v.value}, {"unit", v.unit}});
            arr.push_back({{"id", e.id},
                           {"kind", e.kind},
                           {"started_at", e.started_at},
                           {"label", e.label},
                           {"device", e.device},
                           {"target", e.target},
                           {"size_bytes", e.size_bytes},
                           {"score_read", sm::opt_num(e.score_read)},
                           {"score_write", sm::opt_num(e.score_write)},
                           {"score_total", sm::opt_num(e.score_total)},
                           {"headline", headline}});
        }
        emit(json, sm::dump_json(arr));
        return 0;
    }
    // Columns as wide as their longest entry, up to a cap; longer text ends in "…".
    std::size_t kind_w = 4, label_w = 5, device_w = 6;
    for (const auto& e : entries) {
        kind_w = std::max(kind_w, display_width(e.kind));
        label_w = std::max(label_w, std::min<std::size_t>(display_width(e.label), 24));
        device_w = std::max(device_w, std::min<std::size_t>(display_width(e.device), 36));
    }
    fmt::print("{:>5}  {:<20}  {}  {}  {}  {:>10}  {}\n", "ID", "Date (UTC)", column("Kind", kind_w),
               column("Label", label_w), column("Device", device_w), "Size", "Headline");
    for (const auto& e : entries)
        fmt::print("{:>5}  {:<20}  {}  {}  {}  {:>10}  {}\n", e.id, e.started_at, column(e.kind, kind_w),
                   column(e.label, label_w), column(e.device, device_w), sm::format_bytes(e.size_bytes),
                   headline_text(e.headline));
    if (entries.empty())
        std::printf("(no saved results in %s)\n", store.path().string().c_str());
    return 0;
}

int history_show(const HistoryOptions& h, const std::string& id, const std::string& json)
{
    const sm::HistoryEntry e = get_entry(open_store(h), id);
    if (!json.empty()) {
        emit(json, e.json);
        return 0;
    }
    const sm::Json doc = sm::parse_json(e.json);
    // Every kind's table ends with what the run cost the drive (result/kind.h).
    const std::string table = sm::kind_of_document(doc).table(doc);
    std::printf("%s\n%s", entry_title(e).c_str(), table.c_str());
    return 0;
}

struct HistoryArgs {
    HistoryOptions history;
    std::string device, json, id, file, label, format = "auto";
};

// Every number is read and checked before the history is opened: bad input stores nothing.
int history_import(const HistoryArgs& args)
{
    const sm::ImportFormat format = sm::parse_import_format(args.format);
    const std::string bytes = sm::read_text_file(args.file);
    sm::ImportedDocument doc;
    try {
        doc = sm::import_result_file(bytes, format, args.file, SOLIDMARK_VERSION);
    } catch (const Error& e) {
        throw Error(e.kind(), fmt::format("{}: {} (nothing was stored)", args.file, e.what()));
    }
    const std::string label = args.label.empty() ? doc.default_label : args.label;
    const std::int64_t id = open_store(args.history).save(*doc.kind, doc.document, label);
    std::printf("Imported %s as #%lld (%s, label %s)\n", args.file.c_str(), static_cast<long long>(id),
                std::string(doc.kind->key).c_str(), label.c_str());
    return 0;
}

}  // namespace

bool is_history_id(const std::string& ref)
{
    return !ref.empty() && ref.find_first_not_of("0123456789") == std::string::npos;
}

LoadedResult load_result(const HistoryOptions& h, const std::string& ref)
{
    if (is_history_id(ref)) {
        const sm::HistoryEntry e = get_entry(open_store(h), ref);
        return {sm::parse_json(e.json), entry_title(e), e.label};
    }
    return {sm::import_result_file(sm::read_text_file(ref), sm::ImportFormat::Auto, ref, SOLIDMARK_VERSION).document,
            ref, ""};
}

void add_history_commands(CLI::App& app, Dispatch& dispatch)
{
    static HistoryArgs args;
    CLI::App* history = app.add_subcommand("history", "the saved results: list, show, export, import, delete");
    history->require_subcommand(1);

    CLI::App* list = history->add_subcommand("list", "saved results, newest first, with each kind's headline numbers");
    list->add_option("--device", args.device, "only results of drives whose name contains TEXT")->type_name("TEXT");
    list->add_option("--json", args.json, "the list as JSON")->type_name("-");
    add_history_options(*list, args.history, false);
    list->callback([&] { dispatch.handler = [] { return history_list(args.history, args.device, args.json); }; });

    CLI::App* show = history->add_subcommand("show", "one saved result as a table (any kind)");
    show->add_option("ID", args.id, "history id")->required();
    show->add_option("--json", args.json, "the result's JSON instead")->type_name("-");
    add_history_options(*show, args.history, false);
    show->callback([&] { dispatch.handler = [] { return history_show(args.history, args.id, args.json); }; });

    CLI::App* exp = history->add_subcommand("export", "write one saved result's JSON to FILE");
    exp->add_option("ID", args.id, "history id")->required();
    exp->add_option("FILE", args.file, "where to write it")->required();
    add_history_options(*exp, args.history, false);
    exp->callback([&] {
        dispatch.handler = [] {
            sm::write_text_file(args.file, get_entry(open_store(args.history), args.id).json);
            return 0;
        };
    });

    CLI::App* imp = history->add_subcommand(
        "import", "store a result JSON of any kind, or a CrystalDiskMark, KDiskMark or AmorphousDiskMark text save");
    imp->add_option("FILE", args.file, "a result document or a peer tool's text save")->required();
    imp->add_option("--format", args.format,
                    "what FILE is (default auto: found from its content): " + sm::import_format_keys())
        ->type_name("FORMAT");
    imp->add_option("--label", args.label,
                    "label to store it with (default imported; a text save: the tool and its version)")
        ->type_name("TEXT");
    add_history_options(*imp, args.history, false);
    imp->footer("\nText saves of CrystalDiskMark 5-9, KDiskMark and AmorphousDiskMark (UTF-8, or UTF-16LE with its "
                "byte-order mark) are stored as a peer result with every number as the tool wrote it; a line that "
                "is not understood stops the import with its number, and nothing is stored.");
    imp->callback([&] { dispatch.handler = [] { return history_import(args); }; });

    CLI::App* del = history->add_subcommand("delete", "remove one saved result");
    del->add_option("ID", args.id, "history id")->required();
    add_history_options(*del, args.history, false);
    del->callback([&] {
        dispatch.handler = [] {
            sm::HistoryStore h = open_store(args.history);
            const std::int64_t id = parse_id(args.id);
            if (!h.remove(id))
                throw Error(ErrorKind::NotFound, fmt::format("history has no entry #{}", id));
            std::printf("Deleted #%lld from %s\n", static_cast<long long>(id), h.path().string().c_str());
            return 0;
        };
    });
}

}  // namespace smcli
