#pragma once
// Tools → Copy benchmark…: ISO / Program / Game × MB/s, seconds, files and
// size. The sets are scaled by the main window's test size (1 GiB = the full
// AS SSD-sized sets, scale 1.0).
#include "run/copy_bench.h"
#include "tools/tool_dialog.h"

class QTableWidget;

namespace smui {

class CopyDialog : public ResultDialog<sm::CopyResult, sm::CopyRequest> {
    Q_OBJECT
public:
    CopyDialog(const QString& target, std::uint64_t size_bytes, QWidget* parent = nullptr);

    // Test size / 1 GiB, within the copy benchmark's limits.
    static double scaleForSize(std::uint64_t size_bytes);
    double scale() const { return m_scale; }
    QString cellText(int set, int column) const;  // columns: 0 MB/s, 1 time, 2 files, 3 size

protected:
    SM_RESULT_DIALOG_PARTS(sm::CopyResult, sm::CopyRequest);
    void onPhaseFinished(const sm::PhaseRef& phase, const sm::Measurement& m) override;

private:
    void showSet(const sm::CopySetResult& r);

    double m_scale = 1.0;
    QTableWidget* m_table = nullptr;
};

}  // namespace smui
