// Long-run soak (not in CI): the full suite N times back to back in ONE
// process, as the GUI would run it, then the spread of every row
// (coefficient of variation) and whether a file descriptor, a thread or a
// byte of disk was leaked between the first and the last run.
//
//   bench/soak.sh --target DIR [--runs 20] [--size 256MiB]
#include "io/direct_file.h"
#include "result/run_result.h"
#include "run/runner.h"
#include "util/error.h"
#include "util/units.h"

#include <cmath>
#include <spdlog/spdlog.h>
#include <cstdio>
#include <filesystem>
#include <map>
#include <string>
#include <vector>

namespace {

std::size_t count_entries(const char* dir)
{
    std::error_code ec;
    std::size_t n = 0;
    for (auto it = std::filesystem::directory_iterator(dir, ec); !ec && it != std::filesystem::directory_iterator();
         it.increment(ec))
        ++n;
    return n;
}

}  // namespace

int main(int argc, char** argv)
{
    std::string target;
    int runs = 20;
    std::uint64_t size = 256ull << 20;
    for (int i = 1; i + 1 < argc; i += 2) {
        const std::string k = argv[i], v = argv[i + 1];
        if (k == "--target")
            target = v;
        else if (k == "--runs")
            runs = static_cast<int>(sm::parse_int(v, 2, 10000, "run count"));
        else if (k == "--size")
            size = sm::parse_size(v);
    }
    if (target.empty()) {
        std::fprintf(stderr, "usage: solidmark_soak --target DIR [--runs N] [--size SIZE]\n");
        return 2;
    }
    spdlog::set_level(spdlog::level::warn);  // the table on stdout, progress on stderr
    std::map<std::string, std::vector<double>> rows;
    std::size_t fds0 = 0, threads0 = 0;
    std::uint64_t free0 = 0;
    std::size_t fds1 = 0, threads1 = 0;
    std::uint64_t free1 = 0;
    try {
        for (int i = 0; i < runs; ++i) {
            sm::RunRequest req;
            req.target = target;
            req.settings.size_bytes = size;
            const sm::RunResult r = sm::run_suite(req, sm::CancelToken{});
            for (sm::TestId t : sm::kAllTests)
                for (bool w : {false, true})
                    if (const auto& m = r.get(t, w))
                        rows[sm::phase_label(t, w)].push_back(t == sm::TestId::Access ? m->access_ms() : m->mib_s());
            const auto s = sm::compute_scores(r);
            if (s.total)
                rows["Total score"].push_back(static_cast<double>(*s.total));
            const std::size_t fds = count_entries("/proc/self/fd"), threads = count_entries("/proc/self/task");
            const std::uint64_t free = sm::free_space_bytes(target);
            if (i == 0) {
                fds0 = fds, threads0 = threads, free0 = free;
            }
            fds1 = fds, threads1 = threads, free1 = free;
            std::fprintf(stderr, "run %d/%d: total %s, fds %zu, threads %zu, free %s\n", i + 1, runs,
                         sm::score_text(s.total).c_str(), fds, threads, sm::format_bytes(free).c_str());
        }
    } catch (const sm::Error& e) {
        std::fprintf(stderr, "soak: %s\n", e.what());
        return 1;
    }
    std::printf("| row | mean | min | max | CV %% |\n|---|---|---|---|---|\n");
    for (const auto& [name, v] : rows) {
        double sum = 0, lo = v.front(), hi = v.front();
        for (double x : v)
            sum += x, lo = std::min(lo, x), hi = std::max(hi, x);
        const double mean = sum / static_cast<double>(v.size());
        double var = 0;
        for (double x : v)
            var += (x - mean) * (x - mean);
        const double cv = mean > 0 ? std::sqrt(var / static_cast<double>(v.size() - 1)) / mean * 100 : 0;
        std::printf("| %s | %.3f | %.3f | %.3f | %.1f |\n", name.c_str(), mean, lo, hi, cv);
    }
    const double free_delta_mib = (static_cast<double>(free0) - static_cast<double>(free1)) / 1048576.0;
    std::printf("\nAfter run 1 vs after run %d: open fds %zu -> %zu, threads %zu -> %zu, free space change %.1f MiB "
                "(other processes may use the disk too)\n",
                runs, fds0, fds1, threads0, threads1, free_delta_mib);
    const bool leaked = fds1 > fds0 || threads1 > threads0;
    std::printf("%s\n", leaked ? "LEAK: descriptors or threads grew" : "No descriptor or thread leaked.");
    return leaked ? 1 : 0;
}
