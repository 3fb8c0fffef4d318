#pragma once
// What solidmark-cli does around a run: progress on stderr, the history
// recorder, and the outputs (table, --json, --csv, --text).
#include "result/kind.h"
#include "run/pipeline.h"
#include "run/progress.h"

#include <cstdio>
#include <filesystem>
#include <string>
#include <vector>

namespace smcli {

// Options every command that saves results shares.
struct HistoryOptions {
    std::string label;
    bool no_history = false;
    std::string db;  // --history-db; empty: the default store
    std::filesystem::path path() const;
};

// Options every benchmark command shares.
struct OutputOptions {
    std::string json, csv, text;  // FILE or "-"; empty: not asked for
    bool quiet = false;
    bool verbose = false;
};

// Progress on stderr: a "[3/8] 4K write  42%  [00:12]" line redrawn in
// place on a terminal, one finished line per phase, status lines between.
class ConsoleProgress {
public:
    ConsoleProgress(bool quiet, int phases);
    void operator()(const sm::ProgressEvent& ev);
    // Clears a half-drawn line (before an error message or the table).
    void clear();

private:
    std::string counter() const;
    void draw(double fraction, double elapsed);
    void finished(const sm::ProgressEvent& ev);

    bool m_quiet;
    bool m_tty;
    int m_total;
    int m_index = 0;
    bool m_drawn = false;
    std::string m_name;
};

// Saves each finished result to the history unless --no-history; a result
// that cannot be saved is still printed and exported, with a warning.
class CliRecorder : public sm::Recorder {
public:
    CliRecorder(HistoryOptions options, bool quiet) : m_options(std::move(options)), m_quiet(quiet) { }
    void record(const sm::ResultKind& kind, const sm::Json& doc) noexcept override;
    // Before the run: the history must open (a clear error now, not a lost result later).
    void check() const;
    std::int64_t saved_id() const noexcept { return m_saved_id; }
    std::filesystem::path path() const { return m_options.path(); }

private:
    HistoryOptions m_options;
    bool m_quiet;
    std::int64_t m_saved_id = 0;
};

// Writes `text` to FILE, or to stdout for "-".
void emit(const std::string& dest, const std::string& text);
// Before the run: every output file asked for can be written (Error otherwise).
void check_outputs(const OutputOptions& out);
// The table on stdout (on stderr when JSON has stdout), and every export
// asked for. An export that fails does not stop the others or the table;
// returns what failed, one sentence each.
std::vector<std::string> emit_outputs(const sm::ResultKind& kind, const sm::Json& doc, const OutputOptions& out);
// After failed exports: the result is in the history (#id) or, without one,
// in a rescue file in SolidMark's data folder; the error says where.
[[noreturn]] void report_lost_outputs(const sm::ResultKind& kind, const sm::Json& doc,
                                      const std::vector<std::string>& failures, const CliRecorder& recorder);

}  // namespace smcli
