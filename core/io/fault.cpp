#include "io/fault.h"

#include "util/error.h"

#include <cerrno>
#include <charconv>
#include <cstdlib>
#include <fmt/format.h>
#include <spdlog/spdlog.h>
#include <string>

namespace sm::fault {

std::atomic<bool> g_armed{false};

namespace {
std::atomic<int> g_op{-1};
std::atomic<int> g_err{0};
std::atomic<std::uint64_t> g_after{0};
std::atomic<std::uint64_t> g_calls{0};

struct Name {
    const char* text;
    int value;
};
constexpr Name kOps[] = {
    {"read", 0},   {"write", 1},      {"flush", 2},          {"open-direct", 3},      {"preallocate", 4},
    {"remove", 5}, {"ring-setup", 6}, {"partial-submit", 7}, {"short-completion", 8}, {"valid-data", 9}};
constexpr Name kErrnos[] = {{"EIO", EIO},
                            {"ENOSPC", ENOSPC},
                            {"EINVAL", EINVAL},
                            {"ENODEV", ENODEV},
                            {"EROFS", EROFS},
                            {"ENOTCONN", ENOTCONN},
                            {"ECONNABORTED", ECONNABORTED},
                            {"EPERM", EPERM}};
}  // namespace

void arm(Op op, int err, std::uint64_t after) noexcept
{
    g_armed.store(false);
    g_op.store(static_cast<int>(op));
    g_err.store(err);
    g_after.store(after);
    g_calls.store(0);
    g_armed.store(true);
}

void disarm() noexcept { g_armed.store(false); }

int hit_slow(Op op) noexcept
{
    if (g_op.load(std::memory_order_relaxed) != static_cast<int>(op))
        return 0;
    const std::uint64_t n = g_calls.fetch_add(1, std::memory_order_relaxed);
    return n >= g_after.load(std::memory_order_relaxed) ? g_err.load(std::memory_order_relaxed) : 0;
}

void arm_from_text(std::string_view text)
{
    const auto bad = [&] {
        return Error(ErrorKind::InvalidInput,
                     fmt::format("invalid SOLIDMARK_FAULT '{}': expected OP:ERRNO[:AFTER], OP one of read, write, "
                                 "flush, open-direct, preallocate, remove, ring-setup, partial-submit, "
                                 "short-completion, valid-data",
                                 text));
    };
    const std::size_t c1 = text.find(':');
    if (c1 == std::string_view::npos)
        throw bad();
    const std::string_view op_text = text.substr(0, c1);
    std::string_view rest = text.substr(c1 + 1);
    std::string_view err_text = rest, after_text;
    if (const std::size_t c2 = rest.find(':'); c2 != std::string_view::npos) {
        err_text = rest.substr(0, c2);
        after_text = rest.substr(c2 + 1);
    }
    int op = -1;
    for (const Name& n : kOps)
        if (op_text == n.text)
            op = n.value;
    int err = 0;
    for (const Name& n : kErrnos)
        if (err_text == n.text)
            err = n.value;
    if (!err) {
        auto [p, ec] = std::from_chars(err_text.data(), err_text.data() + err_text.size(), err);
        if (ec != std::errc() || p != err_text.data() + err_text.size() || err <= 0)
            throw bad();
    }
    std::uint64_t after = 0;
    if (!after_text.empty()) {
        auto [p, ec] = std::from_chars(after_text.data(), after_text.data() + after_text.size(), after);
        if (ec != std::errc() || p != after_text.data() + after_text.size())
            throw bad();
    }
    if (op < 0)
        throw bad();
    arm(static_cast<Op>(op), err, after);
    spdlog::warn("fault injection armed: {}", text);
}

void arm_from_environment()
{
    if (const char* v = std::getenv("SOLIDMARK_FAULT"); v && *v)
        arm_from_text(v);
}

}  // namespace sm::fault
