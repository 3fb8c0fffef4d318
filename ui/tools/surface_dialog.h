#pragma once
// Tools → Surface scan…: HD Tach-style read throughput at evenly spaced
// points across the whole drive (read-only, when it opens) or a test file,
// as a line across the span with the access time of each point as a scatter
// on a second axis, and min / avg / max beneath. Points fill in as they
// finish; the chart is re-rendered from the result at the end.
#include "run/surface.h"
#include "tools/tool_dialog.h"

class QCheckBox;
class QLabel;
class QLineSeries;
class QScatterSeries;
class QSpinBox;
class QValueAxis;

namespace smui {

class SurfaceDialog : public ResultDialog<sm::SurfaceResult, sm::SurfaceRequest> {
    Q_OBJECT
public:
    SurfaceDialog(const QString& target, std::uint64_t size_bytes, QWidget* parent = nullptr);

    // Scripting and tests: points, MiB read at each point, whether to try the device.
    void setPlan(unsigned points, unsigned chunk_mib, bool use_device);
    const QLineSeries* readSeries() const { return m_read; }
    const QScatterSeries* accessSeries() const { return m_access; }
    QString summaryText() const;

protected:
    SM_RESULT_DIALOG_PARTS(sm::SurfaceResult, sm::SurfaceRequest);
    void onPhaseFinished(const sm::PhaseRef& phase, const sm::Measurement& m) override;

private:
    void fitAxes();

    QSpinBox* m_points = nullptr;
    QSpinBox* m_chunk = nullptr;
    QCheckBox* m_device = nullptr;
    QLabel* m_summary = nullptr;
    QLineSeries* m_read = nullptr;
    QScatterSeries* m_access = nullptr;
    QValueAxis* m_x = nullptr;
    QValueAxis* m_yRead = nullptr;
    QValueAxis* m_yAccess = nullptr;
};

}  // namespace smui
