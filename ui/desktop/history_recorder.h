#pragma once
// The GUI's history recorder: the pipeline hands it every finished result
// (run/pipeline.h) on the worker thread, and it saves the document to the
// default history with the run's label. It never throws; what happened is
// kept for the GUI thread to show once the job's outcome arrives.
#include "run/pipeline.h"

#include <cstdint>
#include <string>

namespace smui {

class HistoryRecorder : public sm::Recorder {
public:
    struct Saved {
        std::int64_t id = 0;  // 0: not saved
        std::string notice;   // the store moved a damaged file aside
        std::string error;    // why the result was not saved
        // A result labelled "conditioned": the last out-of-box result of the
        // same kind and drive (0: none), looked up here, off the GUI thread.
        std::int64_t baseline_id = 0;
    };

    explicit HistoryRecorder(std::string label) : m_label(std::move(label)) { }
    // Before a run: opens the default history as record() will (a damaged
    // file is moved aside now); `error` says why it cannot be saved to.
    static Saved probe() noexcept;
    void record(const sm::ResultKind& kind, const sm::Json& doc) noexcept override;
    const Saved& saved() const { return m_saved; }

private:
    std::string m_label;
    Saved m_saved;
};

}  // namespace smui
