#pragma once
// What happens between Start and the job: steps that may take their time (a
// file opened off the GUI thread, a question to the user) without blocking
// the event loop (docs/architecture.md rule 6), one after another. A window
// lists its steps (the history check, save_file.h; a permission question
// goes in the same list) and runs the job when all said go.
#include <QObject>
#include <functional>
#include <vector>

namespace smui {

// A step: does its work and then calls next(true) to go on, next(false) to stop.
using StartStep = std::function<void(std::function<void(bool go)> next)>;

// Runs `steps` in order, then done(true); done(false) as soon as one says
// stop. Nothing runs once `context` is gone.
void runSteps(QObject* context, std::vector<StartStep> steps, std::function<void(bool go)> done);

}  // namespace smui
