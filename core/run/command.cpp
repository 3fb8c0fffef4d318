#include "run/command.h"

#include "util/units.h"

#include <fmt/format.h>
#include <vector>

namespace sm {

std::span<const BenchmarkCommand* const> benchmark_commands()
{
    static const std::vector<const BenchmarkCommand*> commands = [] {
        std::vector<const BenchmarkCommand*> out;
        for (const ResultKind& k : result_kinds())
            if (k.command)
                out.push_back(&k.command());
        return out;
    }();
    return commands;
}

const BenchmarkCommand* find_command(std::string_view name)
{
    for (const BenchmarkCommand* c : benchmark_commands())
        if (c->name == name)
            return c;
    return nullptr;
}

QueueEngine parse_queue_engine(const std::string& text)
{
    if (text == "auto")
        return QueueEngine::Auto;
    if (text == "threads")
        return QueueEngine::Threads;
    throw Error(ErrorKind::InvalidInput, fmt::format("unknown engine '{}': use auto or threads", text));
}

namespace detail {

std::uint64_t parse_size_at_least(const std::string& option, const std::string& value, std::uint64_t min_bytes)
{
    const std::uint64_t v = parse_size(value);
    if (v < min_bytes)
        throw Error(ErrorKind::InvalidInput,
                    fmt::format("{} {} is too small: use at least {}", option, value, size_label(min_bytes)));
    return v;
}

double parse_positive_seconds(const std::string& value) { return parse_seconds(value); }

long parse_count(const std::string& value, long lo, long hi, const std::string& what)
{
    return parse_int(value, lo, hi, what);
}

bool parse_on_off(const std::string& value, std::string_view option)
{
    if (value == "on")
        return true;
    if (value == "off")
        return false;
    throw Error(ErrorKind::InvalidInput, fmt::format("{} takes on or off, not '{}'", option, value));
}

std::string size_text(std::uint64_t bytes) { return size_label(bytes); }

std::string seconds_text(double s) { return fmt::format("{:g}", s); }

void missing_target(std::string_view command)
{
    throw Error(ErrorKind::InvalidInput,
                fmt::format("'{}' needs --target DIR (the folder on the drive to test)", command));
}

void no_fio_twin(std::string_view command)
{
    throw Error(ErrorKind::InvalidInput,
                fmt::format("'{}' has no fio twin yet (export-fio covers run, preset, "
                            "profile, sweep and steady)",
                            command));
}

}  // namespace detail
}  // namespace sm
