#include "desktop/start_checks.h"

#include <QPointer>
#include <memory>

namespace smui {
namespace {

struct Chain : std::enable_shared_from_this<Chain> {
    QPointer<QObject> context;
    std::vector<StartStep> steps;
    std::function<void(bool)> done;
    std::size_t next = 0;

    void step()
    {
        if (!context)
            return;
        if (next == steps.size()) {
            done(true);
            return;
        }
        const StartStep& s = steps[next++];
        s([self = shared_from_this()](bool go) {
            if (!self->context)
                return;
            if (go)
                self->step();
            else
                self->done(false);
        });
    }
};

}  // namespace

void runSteps(QObject* context, std::vector<StartStep> steps, std::function<void(bool go)> done)
{
    auto chain = std::make_shared<Chain>();
    chain->context = context;
    chain->steps = std::move(steps);
    chain->done = std::move(done);
    chain->step();
}

}  // namespace smui
