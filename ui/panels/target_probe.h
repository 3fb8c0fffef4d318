#pragma once
// The target list's file-system and device calls, off the GUI thread
// (docs/architecture.md rule 6): listing the mounted volumes and describing
// a target (QStorageInfo, the core's device information) each run on a
// detached thread (detached.h), because a stalled FUSE or network mount
// blocks them forever. A target that does not answer within the timeout is
// reported as not responding; its thread is left to return whenever it can,
// and an answer that comes late (the daemon resumed) is still delivered.
// One probe per path is in flight at a time, so a stalled mount costs one
// thread, however often the list is refreshed.
#include "device/device_info.h"
#include "device/health.h"

#include <QElapsedTimer>
#include <QHash>
#include <QObject>
#include <QString>
#include <QStringList>
#include <cstdint>
#include <functional>
#include <memory>
#include <optional>

namespace smui {

class Inbox;

// What a probe found out about a path; no words yet (the GUI thread makes them).
struct TargetFacts {
    QString path;
    bool folder = false;        // an existing folder (a bind-mounted file is not one)
    bool writable = false;      // the user may create a folder in it
    bool readOnly = false;      // its volume is mounted read-only
    bool homeOnVolume = false;  // the user's home folder is on the volume whose root this is
    QString device;             // what QStorageInfo names, when the volume is ready (on Windows: the label)
    QString filesystem;
    std::optional<std::uint64_t> totalBytes, freeBytes;
    sm::DeviceInfo info;      // the core's device information (model, stack, flags …)
    sm::HealthRecord health;  // the drive's health record (smartctl gets 2 s here)
};

class TargetProbe : public QObject {
    Q_OBJECT
public:
    using ProbeFn = std::function<TargetFacts(const QString& path)>;

    // The one prober, on the GUI thread.
    static TargetProbe& instance();
    ~TargetProbe() override;

    // Lists the mount points of the volumes a user may test: listed().
    void list();
    // Describes `path`: described(), or notResponding() first when no answer
    // came within timeoutMs().
    void probe(const QString& path);
    // The last answer for `path`, if any.
    const TargetFacts* last(const QString& path) const;
    // A probe of `path` is out and has not answered.
    bool pending(const QString& path) const { return m_inFlight.contains(path); }
    int timeoutMs() const { return m_timeoutMs; }

    // Tests: the timeout, and the function that describes a path on the
    // probe thread (empty: the real one, describeTarget()).
    void setTimeoutMs(int ms) { m_timeoutMs = ms; }
    void setProbeFunction(ProbeFn fn) { m_probeFn = std::move(fn); }

    // The real work, as a probe thread runs it.
    static QStringList mountPointsToOffer();
    static TargetFacts describeTarget(const QString& path);

signals:
    void listed(const QStringList& mountPoints);
    void described(const smui::TargetFacts& facts);
    void notResponding(const QString& path);

private:
    explicit TargetProbe(QObject* parent);
    void answered(const TargetFacts& facts);

    std::shared_ptr<Inbox> m_inbox;
    QHash<QString, QElapsedTimer> m_inFlight;  // probes started and not answered yet
    QHash<QString, TargetFacts> m_last;
    ProbeFn m_probeFn;
    int m_timeoutMs = 3000;
};

}  // namespace smui
