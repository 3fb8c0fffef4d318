#pragma once
// Tools → Capacity check…: does the drive hold what it claims
// (docs/methodology.md §30)? Fills the free space with f3/H2testw files,
// reads them back and says in one sentence whether the drive is genuine,
// fake, wraps around or corrupts data. Shows a map of the capacity, one
// cell per file (charts/capacity_map.h), beside the write and read speed
// over the capacity, then the sentence and the figures.
#include "run/capacity.h"
#include "tools/tool_dialog.h"

class QCheckBox;
class QComboBox;
class QLabel;
class QLineSeries;
class QValueAxis;

namespace smui {

class CapacityMap;

class CapacityDialog : public ResultDialog<sm::CapacityResult, sm::CapacityRequest> {
    Q_OBJECT
public:
    CapacityDialog(const QString& target, std::uint64_t size_bytes, QWidget* parent = nullptr);

    // What the result panel shows (tests): the map, the sentence, the figures, the curves.
    const CapacityMap* map() const { return m_map; }
    QString verdictText() const;
    QString figuresText() const;
    const QLineSeries* writeSeries() const { return m_write; }
    const QLineSeries* readSeries() const { return m_read; }
    // Scripting and tests: the amount (0: `percent` of the free space), the
    // file size, --keep; verify-only reads the .h2w files in the target.
    void setPlan(std::uint64_t amount_bytes, double percent, std::uint64_t file_bytes, bool keep = false);
    void setVerifyOnly(bool on);

protected:
    SM_RESULT_DIALOG_PARTS(sm::CapacityResult, sm::CapacityRequest);
    void onPhaseProgress(const sm::ProgressEvent& ev) override;
    bool onStatus(const sm::ProgressEvent& ev) override;

private:
    void fitAxes();
    void updateControls();
    // The result's (or the plan's) file size in the Files list, added when it is not one of its choices.
    void chooseFileSize(std::uint64_t file_bytes);
    QString verdictWords(const sm::CapacityResult& r) const;
    QString figureWords(const sm::CapacityResult& r) const;

    // The result panel: map, curves and their axes, sentence and figures.
    CapacityMap* m_map = nullptr;
    QLineSeries *m_write = nullptr, *m_read = nullptr;
    QValueAxis *m_x = nullptr, *m_y = nullptr;
    QLabel *m_verdict = nullptr, *m_figures = nullptr;
    // The plan.
    QComboBox *m_amount = nullptr, *m_fileSize = nullptr;
    QCheckBox *m_keep = nullptr, *m_verifyOnly = nullptr;
    std::uint64_t m_customAmount = 0;
};

}  // namespace smui
