#pragma once
// Tools → Compression benchmark…: a Qt Charts line chart (x = share of zero
// bytes in %, y = MB/s, read and write series) that fills in point by point,
// and a table of the same numbers.
#include "run/compression.h"
#include "tool_dialog.h"

#include <optional>

class QChart;
class QLineSeries;
class QValueAxis;
class QTableWidget;

namespace smui {

class CompressionDialog : public ToolDialog {
    Q_OBJECT
public:
    CompressionDialog(const QString& target, std::uint64_t size_bytes, QWidget* parent = nullptr);

    const std::optional<sm::CompressionResult>& result() const { return m_result; }
    const QLineSeries* readSeries() const { return m_read; }
    const QLineSeries* writeSeries() const { return m_write; }
    const QValueAxis* xAxis() const { return m_x; }
    const QValueAxis* yAxis() const { return m_y; }
    QString cellText(int point, bool write) const;

protected:
    void resetView() override;
    void startJob(JobController* controller) override;
    void onPhaseFinished(int index, bool write, const sm::Measurement& m) override;
    void onFinished(const QVariant& result) override;
    bool hasResult() const override { return m_result.has_value(); }
    std::string exportText(const QString& kind) const override;
    QString baseFileName() const override;

private:
    void addPoint(int index, bool write, double mib_s);
    void fitY();

    std::optional<sm::CompressionResult> m_result;
    QChart* m_chart = nullptr;
    QLineSeries* m_read = nullptr;
    QLineSeries* m_write = nullptr;
    QValueAxis* m_x = nullptr;
    QValueAxis* m_y = nullptr;
    QTableWidget* m_table = nullptr;
};

}  // namespace smui
