#pragma once
// How the tests treat time (issue 41): a test asserts what happened (the
// exit code, the folder removed, the message), never how fast, because a
// busy machine (a compiler on the other core, CI's neighbours) delays any
// thread by hundreds of milliseconds. The product's promise "Ctrl-C (Abort,
// a cancel) ends a run within 1 s" is measured where a table can report it:
// bench/cancel_latency.py, on an idle machine and with both cores busy
// (docs/methodology.md §28). What a test still bounds is a hang: a run that
// has not ended kEndsBound after it was told to stop never would. 10 s: the
// slowest exit seen with two CPU hogs at normal priority
// (packaging/stress-test.sh) was far under it, and a real hang (a thread
// that misses the cancel) never ends at all.
#include <chrono>

namespace smtest {

inline constexpr double kEndsBound_s = 10.0;
inline constexpr std::chrono::milliseconds kEndsBound{10000};

// The GUI's own hang bound: the event loop stood still this long, so the
// window froze (it waited on a job, a probe or a drive). The tests that
// watch the loop during a close assert no freeze, not smoothness: under
// load a turn of the loop comes late by a scheduler's slice (108 ms seen
// here with four busy processes on 2 cores, where 100 ms had been the
// bound), while a window that waits on the stalled job in these tests stands
// still for seconds or for good. How smooth the window stays while a run
// goes is measured in bench/ (docs/methodology.md §26).
inline constexpr long long kFrozeMs = 1000;

}  // namespace smtest
