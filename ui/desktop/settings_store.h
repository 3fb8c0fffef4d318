#pragma once
// What the main window remembers between sessions (QSettings). A settings
// file edited by hand or left by another version may hold anything, so
// every value is read checked, and one out of range falls back to its
// default.
#include "result/run_result.h"

#include <QByteArray>
#include <QString>

namespace smui {

struct SavedSettings {
    QString target;
    // Size, tests, data, time bounds and the access-time read span.
    sm::RunSettings run;
    bool iops = false;
    bool write_through = false;  // CommonRequest::write_through of the suite's runs
    QString label;
    QByteArray geometry;
};

SavedSettings loadSettings();
// Edit > Write-through as last saved: every benchmark the window starts
// (the suite and the Tools dialogs) runs with it.
bool savedWriteThrough();
void saveSettings(const SavedSettings& s);

}  // namespace smui
