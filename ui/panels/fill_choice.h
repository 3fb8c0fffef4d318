#pragma once
// The Fill control the main window and every Tools dialog share (docs/
// methodology.md §2, "Filling the volume"): how full the volume is during the
// run. "As found" (nothing written), a level ("80 %"), a series
// ("0, 25, 50, 75 %"), or any level or list typed as --fill takes it.
#include "run/fill.h"

#include <QComboBox>
#include <vector>

namespace smui {

class FillChoice : public QComboBox {
    Q_OBJECT
public:
    explicit FillChoice(QWidget* parent = nullptr);
    // The levels chosen (empty: as found). Throws sm::Error(InvalidInput)
    // naming what is wrong, as --fill does, so a bad entry is reported
    // before anything runs.
    std::vector<sm::FillLevelSpec> levels() const;
    // Chooses a level or list as --fill writes it ("80%", "0,25,50,75%"; "" for as found).
    void setLevels(const QString& text);
};

}  // namespace smui
