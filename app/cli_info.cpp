// score, info and health: the commands that measure nothing.
#include "cli_commands.h"

#include "device/device_info.h"
#include "device/health.h"
#include "device/target_flags.h"
#include "result/health_json.h"
#include "result/run_result.h"
#include "run/test_area.h"
#include "util/log.h"
#include "util/units.h"

#include <fmt/format.h>

namespace smcli {
namespace {

struct ScoreArgs {
    static constexpr int kInputs = 6;
    std::string values[kInputs];
    std::string json;
};

constexpr const char* kScoreInputs[ScoreArgs::kInputs] = {"--seq-read", "--seq-write", "--4k-read",
                                                          "--4k-write", "--4k64-read", "--4k64-write"};

int score(const ScoreArgs& a)
{
    std::optional<double> v[ScoreArgs::kInputs];
    for (int i = 0; i < ScoreArgs::kInputs; ++i)
        if (!a.values[i].empty())
            v[i] = sm::parse_number(a.values[i], std::string(kScoreInputs[i] + 2) + " value");
    const sm::Scores sc = sm::compute_scores(v[0], v[1], v[2], v[3], v[4], v[5]);
    if (!a.json.empty()) {
        emit(a.json,
             sm::dump_json(
                 {{"read", sm::opt_num(sc.read)}, {"write", sm::opt_num(sc.write)}, {"total", sm::opt_num(sc.total)}}));
        return 0;
    }
    std::printf("Read: %s\nWrite: %s\nTotal: %s\n", sm::score_text(sc.read).c_str(), sm::score_text(sc.write).c_str(),
                sm::score_text(sc.total).c_str());
    return 0;
}

// What `info` and `health` start with: the log, then the drive behind the
// target folder (which must exist); `command` names the command in the error.
sm::DeviceInfo target_device(const std::string& target, bool verbose, const char* command)
{
    sm::setup_logging(verbose, "solidmark-cli");
    if (target.empty())
        throw sm::Error(sm::ErrorKind::InvalidInput, fmt::format("'{}' needs --target DIR", command));
    sm::check_target_folder(target);
    return sm::query_device_info(target);
}

struct InfoArgs {
    std::string target, json;
    bool verbose = false;
};

int info(const InfoArgs& a)
{
    const sm::DeviceInfo d = target_device(a.target, a.verbose, "info");
    if (!a.json.empty()) {
        // The device object of every result, plus the target's own flags
        // (ram, fuse, network; docs/methodology.md §12).
        sm::Json j = sm::device_to_json(d);
        j["flags"] = d.flags;
        emit(a.json, sm::dump_json(j));
        return 0;
    }
    const auto bytes = [](const std::optional<std::uint64_t>& b) {
        return b ? fmt::format("{} ({} bytes)", sm::format_bytes(*b), *b) : std::string("n/a");
    };
    const auto num = [](const std::optional<std::uint32_t>& b) { return b ? std::to_string(*b) : std::string("n/a"); };
    const std::pair<const char*, std::string> lines[] = {
        {"Name", sm::n_a(d.model)},
        {"Firmware", sm::n_a(d.firmware)},
        {"Serial", sm::n_a(d.serial)},
        {"Controller", d.driver_line()},
        {"Bus", sm::n_a(d.bus)},
        {"Device", sm::n_a(d.device_node)},
        {"Volume disk", sm::n_a(d.volume_disk_node)},
        {"Partition", sm::n_a(d.partition_node)},
        {"Stack", sm::n_a(d.stack)},
        {"Offset", d.partition_offset_text()},
        {"Capacity", bytes(d.capacity_bytes)},
        {"Logical block", num(d.logical_block_bytes)},
        {"Physical block", num(d.physical_block_bytes)},
        {"Rotational", d.rotational ? (*d.rotational ? "yes" : "no") : "n/a"},
        {"Write cache", sm::n_a(d.write_cache)},
        {"Filesystem",
         sm::n_a(d.filesystem) + (d.fuse_type.empty() ? "" : " (FUSE: " + d.fuse_type + ")") +
             (d.underlying_filesystem.empty() ? "" : " (on " + d.underlying_filesystem + ")")},
        {"Mount point", fmt::format("{} ({})", sm::n_a(d.mount_point), sm::n_a(d.mount_options))},
        {"Volume size", bytes(d.volume_size_bytes)},
        {"Free", bytes(d.free_bytes)},
    };
    for (const auto& [name, value] : lines)
        std::printf("%-17s%s\n", (std::string(name) + ":").c_str(), value.c_str());
    for (const std::string& f : d.flags)
        std::printf("Flag %s: %s\n", f.c_str(), std::string(sm::flag_explanation(f)).c_str());
    return 0;
}

struct HealthArgs {
    std::string target, json, smartctl;
    bool verbose = false, authorize = false;
};

// The drive's health record: its NVMe health log or ATA SMART, read-only.
int health(const HealthArgs& a)
{
    sm::HealthOptions options;
    options.smartctl = a.smartctl;
    options.authorize = a.authorize;
    const sm::HealthRecord h = sm::read_health(target_device(a.target, a.verbose, "health"), options);
    if (!a.json.empty()) {
        emit(a.json, sm::dump_json(sm::health_document(h, a.target, SOLIDMARK_VERSION)));
        return 0;
    }
    for (const auto& [name, value] : sm::health_lines(h))
        std::printf("%-19s%s\n", (name + ":").c_str(), value.c_str());
    if (!h.ata_attributes.empty()) {
        std::printf("\n%3s  %-28s %5s %5s %6s  %s\n", "ID", "Attribute", "Value", "Worst", "Thresh", "Raw");
        for (const sm::AtaAttribute& x : h.ata_attributes)
            std::printf("%3d  %-28s %5d %5d %6d  %llu\n", x.id, x.name.c_str(), x.value, x.worst, x.thresh,
                        static_cast<unsigned long long>(x.raw));
    }
    return 0;
}

}  // namespace

void add_other_commands(CLI::App& app, Dispatch& dispatch)
{
    static ScoreArgs s;
    CLI::App* sc =
        app.add_subcommand("score", "the AS SSD score from MB/s values (MiB/s), \"----\" when an input is missing");
    for (int i = 0; i < ScoreArgs::kInputs; ++i)
        sc->add_option(kScoreInputs[i], s.values[i], "MB/s (MiB/s)")->type_name("X");
    sc->add_option("--json", s.json, "the scores as JSON")->type_name("-");
    sc->callback([&] { dispatch.handler = [] { return score(s); }; });

    static InfoArgs in;
    CLI::App* inf = app.add_subcommand("info", "the drive and volume behind a folder, as the report header shows them");
    inf->add_option("--target", in.target, "folder on the drive")->type_name("DIR");
    inf->add_option("--json", in.json, "the device information as JSON")->type_name("-");
    inf->add_flag("--verbose", in.verbose, "debug log on stderr");
    inf->callback([&] { dispatch.handler = [] { return info(in); }; });

    static HealthArgs he;
    CLI::App* hea = app.add_subcommand(
        "health", "the drive's health record (NVMe health log or ATA SMART), read without writing to the drive");
    hea->add_option("--target", he.target, "folder on the drive")->type_name("DIR");
    hea->add_option("--json", he.json, "the record as JSON (solidmark.health/1)")->type_name("FILE|-");
    hea->add_option("--smartctl", he.smartctl, "the smartctl to run for ATA SMART (default: smartctl on PATH)")
        ->type_name("PATH");
    hea->add_flag("--authorize", he.authorize,
                  "udisks2 (for a user who cannot run smartctl on the drive) may have polkit ask before it reads "
                  "SMART data it has not read yet");
    hea->add_flag("--verbose", he.verbose, "debug log on stderr");
    hea->callback([&] { dispatch.handler = [] { return health(he); }; });
}

}  // namespace smcli
