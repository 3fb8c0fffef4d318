#include "desktop/history_recorder.h"

#include "history/history.h"
#include "result/document.h"

namespace smui {

void HistoryRecorder::record(const sm::ResultKind& kind, const sm::Json& doc) noexcept
{
    m_saved = {};
    try {
        sm::HistoryStore h(sm::HistoryStore::default_path());
        m_saved.notice = h.notice();
        m_saved.id = h.save(kind, doc, m_label);
        if (m_label == "conditioned")
            if (const sm::Json* d = sm::find(doc, "device"); d && d->is_object())
                if (auto base = h.latest(std::string(kind.key), sm::device_key(sm::device_from_json(*d)), "out-of-box"))
                    m_saved.baseline_id = base->id;
    } catch (const std::exception& e) {
        m_saved.error = e.what();
    } catch (...) {
        m_saved.error = "unknown error";
    }
}

HistoryRecorder::Saved HistoryRecorder::probe() noexcept
{
    Saved out;
    try {
        const sm::HistoryStore h(sm::HistoryStore::default_path());
        out.notice = h.notice();
    } catch (const std::exception& e) {
        out.error = e.what();
    } catch (...) {
        out.error = "unknown error";
    }
    return out;
}

}  // namespace smui
