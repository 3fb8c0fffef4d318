#pragma once
// A reason the core gave (why no health record, no temperature, no
// whole-device read: core/util/reason_text.h) in the GUI's language. The
// text is matched against the core's list of reasons, sentence by sentence,
// and each argument is translated in turn when it is one of them too (an
// error's own words inside a reason); what matches none is shown as it came.
#include <QString>
#include <string>

namespace smui {

QString trReason(const std::string& english);
QString trReason(const QString& english);

}  // namespace smui
