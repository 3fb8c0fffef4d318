#pragma once
// Tools → Compression benchmark…: a Qt Charts line chart (x = share of zero
// bytes in %, y = MB/s, read and write series) that fills in point by point,
// and a table of the same numbers.
#include "run/compression.h"
#include "tools/tool_dialog.h"

class QChart;
class QLineSeries;
class QValueAxis;
class QTableWidget;

namespace smui {

class CompressionDialog : public ResultDialog<sm::CompressionResult, sm::CompressionRequest> {
    Q_OBJECT
public:
    CompressionDialog(const QString& target, std::uint64_t size_bytes, QWidget* parent = nullptr);

    const QLineSeries* readSeries() const { return m_read; }
    const QLineSeries* writeSeries() const { return m_write; }
    const QValueAxis* xAxis() const { return m_x; }
    const QValueAxis* yAxis() const { return m_y; }
    QString cellText(int point, bool write) const;

protected:
    SM_RESULT_DIALOG_PARTS(sm::CompressionResult, sm::CompressionRequest);
    void onPhaseFinished(const sm::PhaseRef& phase, const sm::Measurement& m) override;

private:
    void addPoint(int index, bool write, double mib_s);
    void fitY();

    QChart* m_chart = nullptr;
    QLineSeries* m_read = nullptr;
    QLineSeries* m_write = nullptr;
    QValueAxis* m_x = nullptr;
    QValueAxis* m_y = nullptr;
    QTableWidget* m_table = nullptr;
};

}  // namespace smui
