#include "charts/capacity_map.h"

#include "desktop/theme.h"

#include <QEvent>
#include <QFontMetrics>
#include <QPainter>
#include <algorithm>
#include <array>
#include <cmath>

namespace smui {
namespace {

constexpr int kMargin = 4;
constexpr int kLegendBox = 12;
constexpr std::array kLegendOrder = {CapacityMap::Cell::Ok, CapacityMap::Cell::Partly, CapacityMap::Cell::Lost,
                                     CapacityMap::Cell::Written, CapacityMap::Cell::NotReached};

// The legend's words, in the order of CapacityMap::Cell.
QString legendText(CapacityMap::Cell c)
{
    static const char* const kWords[] = {QT_TRANSLATE_NOOP("smui::CapacityMap", "not reached"),
                                         QT_TRANSLATE_NOOP("smui::CapacityMap", "written, not read back yet"),
                                         QT_TRANSLATE_NOOP("smui::CapacityMap", "intact"),
                                         QT_TRANSLATE_NOOP("smui::CapacityMap", "partly lost"),
                                         QT_TRANSLATE_NOOP("smui::CapacityMap", "lost")};
    return CapacityMap::tr(kWords[static_cast<std::size_t>(c)]);
}

}  // namespace

CapacityMap::CapacityMap(QWidget* parent) : QWidget(parent)
{
    setSizePolicy(QSizePolicy::Expanding, QSizePolicy::Expanding);
}

void CapacityMap::reset(int cells)
{
    m_cells.assign(static_cast<std::size_t>(std::max(cells, 0)), Cell::NotReached);
    updateGeometry();
    update();
}

void CapacityMap::setCell(int index, Cell state)
{
    if (index < 0 || index >= cellCount())
        return;
    m_cells[static_cast<std::size_t>(index)] = state;
    update();
}

void CapacityMap::setCells(std::vector<Cell> cells)
{
    m_cells = std::move(cells);
    updateGeometry();
    update();
}

void CapacityMap::setCellText(const QString& text)
{
    m_cellText = text;
    update();
}

int CapacityMap::drawnCount() const { return std::min(cellCount(), kMaxDrawn); }

CapacityMap::Cell CapacityMap::drawnState(int i) const
{
    const int n = cellCount(), drawn = drawnCount();
    const auto from = static_cast<std::size_t>(static_cast<long long>(i) * n / drawn);
    const auto to = std::max(from + 1, static_cast<std::size_t>(static_cast<long long>(i + 1) * n / drawn));
    bool ok = false, lost = false, partly = false, written = false;
    for (std::size_t k = from; k < to; ++k) {
        ok = ok || m_cells[k] == Cell::Ok;
        lost = lost || m_cells[k] == Cell::Lost;
        partly = partly || m_cells[k] == Cell::Partly;
        written = written || m_cells[k] == Cell::Written;
    }
    if (partly || (lost && ok))
        return Cell::Partly;
    if (lost)
        return Cell::Lost;
    if (ok)
        return Cell::Ok;
    return written ? Cell::Written : Cell::NotReached;
}

QColor CapacityMap::colorOf(Cell state) const
{
    const QColor bg = palette().color(QPalette::Window);
    const bool dark = isDark(palette());
    switch (state) {
    case Cell::Ok:
        return readableOn(QColor(0x2c, 0xa0, 0x2c), bg, 3.0);
    case Cell::Partly:
        return readableOn(QColor(0xff, 0x7f, 0x0e), bg, 2.0);
    case Cell::Lost:
        return readableOn(QColor(0xd6, 0x27, 0x28), bg, 3.0);
    case Cell::Written:
        return dark ? QColor(0x3b, 0x6e, 0x8f) : QColor(0x9e, 0xca, 0xe1);
    case Cell::NotReached:
        break;
    }
    return dark ? bg.lighter(160) : bg.darker(112);
}

CapacityMap::Grid CapacityMap::gridFor(int width, int height) const
{
    const int n = std::max(drawnCount(), 1), w = width - 2 * kMargin, h = height - 2 * kMargin;
    Grid best;
    for (int cols = 1; cols <= n; ++cols) {
        const int rows = (n + cols - 1) / cols;
        const int cell = std::min({kMaxCell, w / cols, h / rows});
        if (cell >= best.cell)  // as large as fits; of those, the widest (a band, as ValiDrive's grid)
            best = {cols, cell};
    }
    if (best.cell < 3)  // a very small area: three-pixel cells, as many columns as the width holds
        best = {std::clamp(w / 3, 1, n), 3};
    return best;
}

int CapacityMap::legendHeight() const { return 3 * (QFontMetrics(font()).height() + kMargin) + kMargin; }

QSize CapacityMap::sizeHint() const { return {420, 300}; }
QSize CapacityMap::minimumSizeHint() const { return {240, 120 + legendHeight()}; }

void CapacityMap::changeEvent(QEvent* event)
{
    if (event->type() == QEvent::PaletteChange || event->type() == QEvent::FontChange)
        update();
    QWidget::changeEvent(event);
}

void CapacityMap::paintEvent(QPaintEvent*)
{
    QPainter p(this);
    const int n = drawnCount();
    const auto [cols, cell] = gridFor(width(), height() - legendHeight());
    const int gap = cell >= 8 ? 2 : cell >= 5 ? 1 : 0;
    std::array<int, 5> counts{};
    for (Cell c : m_cells)
        ++counts[static_cast<std::size_t>(c)];
    for (int i = 0; i < n; ++i) {
        const int x = kMargin + (i % cols) * cell, y = kMargin + (i / cols) * cell;
        p.fillRect(x, y, cell - gap, cell - gap, colorOf(drawnState(i)));
    }
    const int rows = n ? (n + cols - 1) / cols : 0;
    const QFontMetrics fm(font());
    int x = kMargin, y = 2 * kMargin + rows * cell;
    p.setPen(palette().color(QPalette::WindowText));
    for (Cell c : kLegendOrder) {
        const int count = counts[static_cast<std::size_t>(c)];
        if (count == 0 && c != Cell::Ok && c != Cell::Lost)
            continue;
        const QString text = QStringLiteral("%1 %2").arg(legendText(c)).arg(count);
        const int w = kLegendBox + 4 + fm.horizontalAdvance(text) + 3 * kMargin;
        if (x + w > width() && x > kMargin)
            x = kMargin, y += fm.height() + kMargin;
        p.fillRect(x, y + (fm.height() - kLegendBox) / 2, kLegendBox, kLegendBox, colorOf(c));
        p.drawText(x + kLegendBox + 4, y + fm.ascent(), text);
        x += w;
    }
    if (!m_cellText.isEmpty()) {
        const QString text = cellCount() > n ? tr("%1; each cell of the map is a slice of %2 files")
                                                   .arg(m_cellText)
                                                   .arg(static_cast<double>(cellCount()) / n, 0, 'f', 1)
                                             : m_cellText;
        const int w = fm.horizontalAdvance(text);
        if (x + w > width() && x > kMargin)
            x = kMargin, y += fm.height() + kMargin;
        p.setPen(palette().color(QPalette::PlaceholderText));
        p.drawText(x, y + fm.ascent(), text);
    }
}

}  // namespace smui
