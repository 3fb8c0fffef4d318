// Cancel at random moments, 50 times: the suite, the compression and the
// copy benchmark each return as cancelled with no folder left (how fast:
// bench/cancel_latency.py; support/timing.h).
#include "data/pattern.h"
#include "run/compression.h"
#include "run/copy_bench.h"
#include "run/runner.h"
#include "support/timing.h"
#include "support/temp_dir.h"
#include "util/error.h"

#include <catch2/catch.hpp>
#include <chrono>
#include <filesystem>
#include <map>
#include <mutex>
#include <thread>

using namespace sm;
using smtest::TempDir;
using Clock = std::chrono::steady_clock;

TEST_CASE("cancel stress: 50 random moments across every phase and tool")
{
    Rng rng(fresh_seed());
    std::map<std::string, int> phases_hit;
    double worst = 0;
    for (int i = 0; i < 50; ++i) {
        TempDir dir;
        CancelToken cancel;
        std::string phase = "(before the first phase)";
        std::mutex m;
        const auto progress = [&](const ProgressEvent& ev) {
            // The phase the cancel hit, not the removal that follows it.
            if ((ev.kind == ProgressEvent::Kind::PhaseStarted || ev.kind == ProgressEvent::Kind::Status) &&
                !cancel.cancelled()) {
                std::lock_guard lock(m);
                phase = smtest::event_text(ev);
            }
        };
        // Mostly the suite (8 phases); every 5th iteration a tool.
        const int kind = i % 5 == 3 ? 1 : i % 5 == 4 ? 2 : 0;
        const double run_s = kind == 0 ? 1.6 : kind == 1 ? 0.5 : 0.4;
        const auto delay =
            std::chrono::microseconds(static_cast<long>(rng.below(static_cast<std::uint64_t>(run_s * 1e6))));
        Clock::time_point cancelled_at{};
        std::jthread canceller([&] {
            std::this_thread::sleep_for(delay);
            cancelled_at = Clock::now();
            cancel.cancel();
        });
        bool was_cancelled = false;
        try {
            if (kind == 0) {
                RunRequest req;
                req.target = dir.path();
                req.settings.size_bytes = 16ull << 20;
                req.settings.random_seconds = 0.3;
                req.settings.access_seconds = 0.2;
                req.settings.threads_4k64 = 64;
                run_suite(req, {cancel, progress});
            } else if (kind == 1) {
                CompressionRequest req;
                req.target = dir.path();
                req.size_bytes = 176ull << 20;
                run_compression(req, {cancel, progress});
            } else {
                CopyRequest req;
                req.target = dir.path();
                req.scale = 0.02;
                run_copy(req, {cancel, progress});
            }
        } catch (const Error& e) {
            REQUIRE(e.kind() == ErrorKind::Cancelled);
            was_cancelled = true;
        }
        const auto returned = Clock::now();
        canceller.join();
        if (was_cancelled) {
            const double took = std::chrono::duration<double>(returned - cancelled_at).count();
            worst = std::max(worst, took);
            INFO("iteration " << i << " cancelled in '" << phase << "', returned after " << took << " s");
            CHECK(took < smtest::kEndsBound_s);  // returned, not hung; its speed: bench/cancel_latency.py
            ++phases_hit[phase];
        }
        INFO("iteration " << i);
        CHECK(std::filesystem::is_empty(dir.path()));
    }
    std::string summary;
    for (const auto& [p, n] : phases_hit)
        summary += p + ": " + std::to_string(n) + "; ";
    WARN("cancel stress: worst return " << worst << " s; cancelled in " << summary);
    CHECK(phases_hit.size() >= 6);  // random moments really spread over the phases
}
