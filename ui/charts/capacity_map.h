#pragma once
// A map of a drive's capacity (docs/methodology.md §30), as ValiDrive draws
// its grid: one cell per file of a capacity check (per slice of files when
// there are more than fit), in the order of the capacity, coloured by what
// the check found there: intact, partly lost, lost, written and not read
// back yet, or not reached. A legend below names the colours and counts the
// cells. Live while a check runs (setCell), whole from a result (setCells).
// Colours come from the palette in effect (desktop/theme.h), so the map
// reads in the light and the dark theme.
#include <QWidget>
#include <vector>

namespace smui {

class CapacityMap : public QWidget {
    Q_OBJECT
public:
    enum class Cell : unsigned char { NotReached, Written, Ok, Partly, Lost };

    explicit CapacityMap(QWidget* parent = nullptr);

    // `cells` cells, every one not reached.
    void reset(int cells);
    void setCell(int index, Cell state);
    void setCells(std::vector<Cell> cells);
    // What one cell stands for, for the legend ("1.00 GiB per cell").
    void setCellText(const QString& text);

    int cellCount() const { return static_cast<int>(m_cells.size()); }
    Cell cell(int index) const { return m_cells[static_cast<std::size_t>(index)]; }
    // How many cells are drawn (slices of several cells past kMaxDrawn).
    int drawnCount() const;
    static constexpr int kMaxDrawn = 1024;
    // The colour a state is drawn in, in the palette in effect.
    QColor colorOf(Cell state) const;

    QSize sizeHint() const override;
    QSize minimumSizeHint() const override;
    // The grid in a `width` × `height` area above the legend: columns and
    // the side of a cell, as large as fits (at most kMaxCell).
    struct Grid {
        int columns = 1;
        int cell = 0;
    };
    Grid gridFor(int width, int height) const;
    static constexpr int kMaxCell = 48;

protected:
    void paintEvent(QPaintEvent* event) override;
    void changeEvent(QEvent* event) override;

private:
    // The state of drawn cell `i`: the worst of the cells it stands for.
    Cell drawnState(int i) const;
    int legendHeight() const;

    std::vector<Cell> m_cells;
    QString m_cellText;
};

}  // namespace smui
