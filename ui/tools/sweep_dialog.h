#pragma once
// Tools → Block-size sweep…: ATTO-style sequential write and read MB/s at
// every power of two from 512 B to 64 MiB, a line chart against block size
// (log2 axis) and a table, filled as sizes finish and re-rendered from the
// result at the end.
#include "run/sweep.h"
#include "tools/tool_dialog.h"

class QLineSeries;
class QLogValueAxis;
class QSpinBox;
class QTableWidget;
class QValueAxis;

namespace smui {

class SweepDialog : public ResultDialog<sm::SweepResult, sm::SweepRequest> {
    Q_OBJECT
public:
    SweepDialog(const QString& target, std::uint64_t size_bytes, QWidget* parent = nullptr);

    // Scripting and tests: block range, queue depth and seconds per size.
    void setPlan(std::uint32_t from, std::uint32_t to, unsigned queue_depth, double seconds);
    QString cellText(int row, int column) const;  // columns: 0 write MB/s, 1 read MB/s
    const QLineSeries* readSeries() const { return m_read; }
    const QLineSeries* writeSeries() const { return m_write; }

protected:
    SM_RESULT_DIALOG_PARTS(sm::SweepResult, sm::SweepRequest);
    void onPhaseFinished(const sm::PhaseRef& phase, const sm::Measurement& m) override;

private:
    std::vector<std::uint32_t> sizes() const;
    void showPoint(int row, bool write, double mb_s);
    void fitY();

    std::uint32_t m_from = 512, m_to = 64u << 20;
    double m_seconds = 2;
    QSpinBox* m_qd = nullptr;
    QTableWidget* m_table = nullptr;
    QLineSeries* m_read = nullptr;
    QLineSeries* m_write = nullptr;
    QLogValueAxis* m_x = nullptr;
    QValueAxis* m_y = nullptr;
};

}  // namespace smui
