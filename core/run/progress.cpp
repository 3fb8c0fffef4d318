#include "run/progress.h"

#include "util/units.h"

#include <fmt/format.h>

namespace sm {

std::string phase_text(const PhaseRef& p)
{
    const char* dir = direction_key(p.write);
    switch (p.kind) {
    case PhaseKind::Fill:
        return "Preparing test file";
    case PhaseKind::SuiteTest:
        if (!p.test)
            return "test";
        return p.passes > 1 ? fmt::format("{}, pass {}/{}", phase_label(*p.test, p.write), p.pass, p.passes)
                            : phase_label(*p.test, p.write);
    case PhaseKind::CompressionPoint:
        return fmt::format("{}% {}", p.value, dir);
    case PhaseKind::CopySet:
        return p.name + " copy";
    case PhaseKind::PresetPass:
        if (p.value)
            return fmt::format("{} mix {}% read, pass {}/{}", p.name, p.value, p.pass, p.passes);
        return fmt::format("{} {}, pass {}/{}", p.name, dir, p.pass, p.passes);
    case PhaseKind::ProfileStep:
        return fmt::format("{} QD {}", p.name, p.value);
    case PhaseKind::SweepBlock:
        return fmt::format("{} {}", block_label(p.value), dir);
    case PhaseKind::SteadyRound:
        return fmt::format("round {}", p.step + 1);
    case PhaseKind::SurfacePoint:
        return fmt::format("surface point {} of {}", p.step + 1, p.steps);
    case PhaseKind::ConditionFill:
        return "Sequential fill";
    case PhaseKind::Conditioning:
        return "Conditioning";
    case PhaseKind::SustainedWrite:
        return "Sustained write";
    case PhaseKind::Ballast:
        return fmt::format("Filling the volume to {} %", p.value);
    case PhaseKind::CacheRest:
        return fmt::format("Resting {:g} s ({} of {})", static_cast<double>(p.value) / 1000, p.step + 1, p.steps);
    case PhaseKind::CacheRecovery:
        return fmt::format("Writing after rest {} of {}", p.step + 1, p.steps);
    case PhaseKind::CapacityWrite:
        return "Capacity write";
    case PhaseKind::CapacityRead:
        return "Capacity read";
    }
    return "phase";
}

std::string phase_error_name(const PhaseRef& p)
{
    switch (p.kind) {
    case PhaseKind::Fill:
        return "the fill";
    case PhaseKind::CompressionPoint:
        return "compression " + phase_text(p);
    case PhaseKind::ProfileStep:
    case PhaseKind::SweepBlock:
        return "the " + phase_text(p) + " step";
    case PhaseKind::SteadyRound:
        return "steady-state " + phase_text(p);
    case PhaseKind::ConditionFill:
    case PhaseKind::Conditioning:
        return "conditioning";
    case PhaseKind::SustainedWrite:
        return "the sustained write";
    case PhaseKind::Ballast:
        return "the ballast";
    case PhaseKind::CacheRecovery:
        return fmt::format("the write after rest {}", p.step + 1);
    case PhaseKind::CapacityWrite:
        return "the capacity write";
    case PhaseKind::CapacityRead:
        return "the capacity read";
    default:
        return phase_text(p);
    }
}

std::string status_text(const ProgressEvent& ev)
{
    switch (ev.stage) {
    case Stage::CreatingFolder:
        return "Creating the test folder";
    case Stage::FolderCreated:
        return fmt::format("Created the test folder {}", ev.path);
    case Stage::StaleFolderFound:
        return fmt::format("{} was left by an earlier SolidMark run that did not finish; rerun with --clean-stale to "
                           "remove it",
                           ev.path);
    case Stage::StaleFolderRemoved:
        return fmt::format("Removed leftover test folder {}", ev.path);
    case Stage::StaleFolderKept:
        return fmt::format("Could not remove leftover test folder {}", ev.path);
    case Stage::RemovingFolder:
        return "Removing the test folder";
    case Stage::LeftBehind:
        return fmt::format("Left behind: {} — remove it by hand", ev.path);
    case Stage::KeptFileRemoved:
        return fmt::format("Removed the conditioning file kept for this run ({})", ev.path);
    case Stage::CreatingCopySet:
        return fmt::format("Creating the {} set ({} files, {})", ev.name, ev.count, format_bytes(ev.bytes));
    case Stage::VerifyingCopy:
        return fmt::format("Verifying the {} copy", ev.name);
    case Stage::RemovingCopySet:
        return fmt::format("Removing the {} set and its copy", ev.name);
    case Stage::RemovingConditioningFile:
        return "Removing the conditioning file";
    case Stage::ConditioningFileKept:
        return fmt::format("Keeping the conditioning file in {}", ev.path);
    case Stage::Resting:
        return fmt::format("Resting {:g} s before the next pass", static_cast<double>(ev.count) / 1000);
    case Stage::CapacityFileWritten:
        return fmt::format("Wrote {} ({})", ev.name, format_bytes(ev.bytes));
    case Stage::CapacityFileVerified:
        return fmt::format("Read back {}: {} lost", ev.name, format_bytes(ev.bytes));
    }
    return "working";
}

}  // namespace sm
