#include "panels/target_probe.h"

#include "desktop/detached.h"

#include <QCoreApplication>
#include <QDir>
#include <QFileInfo>
#include <QStorageInfo>
#include <QTimer>
#include <algorithm>
#include <array>
#include <string_view>
#include <spdlog/spdlog.h>

namespace smui {
namespace {

// Filesystems that never hold a drive a user would test: the kernel's own,
// memory (tmpfs measures RAM), read-only images, overlays and desktop portals.
// Trivially destructible: a probe thread may still read it while the
// program's static destructors run (ui/desktop/detached.h).
bool pseudoFs(const QByteArray& fs)
{
    static constexpr std::array<std::string_view, 31> skip = {
        "tmpfs",      "devtmpfs",    "proc",     "sysfs",   "squashfs",  "overlay",         "ramfs",       "efivarfs",
        "autofs",     "fuse.portal", "devpts",   "cgroup",  "cgroup2",   "pstore",          "bpf",         "tracefs",
        "debugfs",    "securityfs",  "configfs", "fusectl", "hugetlbfs", "mqueue",          "binfmt_misc", "nsfs",
        "rpc_pipefs", "selinuxfs",   "nfsd",     "rootfs",  "iso9660",   "fuse.gvfsd-fuse", "fuse.lxcfs"};
    const std::string_view name(fs.constData(), static_cast<std::size_t>(fs.size()));
    return std::find(skip.begin(), skip.end(), name) != skip.end();
}

bool readOnlyOption(const std::string& options)
{
    // "ro" as one of the comma-separated options.
    std::size_t at = 0;
    while (at <= options.size()) {
        const std::size_t end = std::min(options.find(',', at), options.size());
        if (options.compare(at, end - at, "ro") == 0)
            return true;
        at = end + 1;
    }
    return false;
}

}  // namespace

TargetProbe& TargetProbe::instance()
{
    static TargetProbe* probe = new TargetProbe(QCoreApplication::instance());
    return *probe;
}

TargetProbe::TargetProbe(QObject* parent) : QObject(parent), m_inbox(std::make_shared<Inbox>(this)) { }

TargetProbe::~TargetProbe() { m_inbox->close(); }

QStringList TargetProbe::mountPointsToOffer()
{
    QStringList out;
    const auto add = [&out](const QString& p) {
        if (!out.contains(p))
            out << p;
    };
    if (const auto table = sm::mount_table()) {
        // The kernel's list, read without touching any mount: a stalled one cannot block it.
        for (const sm::MountEntry& m : *table)
            if (!pseudoFs(QByteArray::fromStdString(m.fstype)) && !readOnlyOption(m.options) &&
                !readOnlyOption(m.super_options))
                add(QString::fromStdString(m.mount_point));
        return out;
    }
    for (const QStorageInfo& v : QStorageInfo::mountedVolumes())
        if (v.isValid() && v.isReady() && !v.isReadOnly() && !pseudoFs(v.fileSystemType()))
            add(v.rootPath());
    return out;
}

TargetFacts TargetProbe::describeTarget(const QString& path)
{
    TargetFacts f;
    f.path = path;
    const QFileInfo fi(path);
    f.folder = fi.isDir();
    f.writable = fi.isWritable();
    const QStorageInfo v(path);
    f.readOnly = v.isValid() && v.isReadOnly();
    if (v.isValid() && v.isReady()) {
#ifdef Q_OS_WIN
        // Windows users know a volume by its letter (the path) and label; QStorageInfo's device is a
        // \\?\Volume{GUID}\ name. The letter stands in for a volume without a label.
        f.device = v.name().isEmpty() ? QDir::toNativeSeparators(v.rootPath()) : v.name();
#else
        f.device = QString::fromLocal8Bit(v.device());
#endif
        f.filesystem = QString::fromLatin1(v.fileSystemType());
        f.totalBytes = static_cast<std::uint64_t>(std::max<qint64>(0, v.bytesTotal()));
        f.freeBytes = static_cast<std::uint64_t>(std::max<qint64>(0, v.bytesAvailable()));
        f.homeOnVolume = v.rootPath() == path && QStorageInfo(QDir::homePath()).rootPath() == path;
    }
    f.info = sm::query_device_info(path.toStdString());
    f.health = sm::read_health(f.info, {{}, std::chrono::milliseconds(2000)});
    return f;
}

void TargetProbe::list()
{
    runDetached([inbox = m_inbox] {
        const QStringList points = mountPointsToOffer();
        inbox->post([points] { emit instance().listed(points); });
    });
}

void TargetProbe::probe(const QString& path)
{
    if (const auto it = m_inFlight.constFind(path); it != m_inFlight.constEnd()) {
        // Still out: its answer (or its timeout) will come. One that is past
        // its timeout already is stalled: say so again for the new asker.
        if (it->elapsed() >= m_timeoutMs)
            QTimer::singleShot(0, this, [this, path] {
                if (m_inFlight.contains(path))
                    emit notResponding(path);
            });
        return;
    }
    QElapsedTimer started;
    started.start();
    m_inFlight.insert(path, started);
    ProbeFn fn = m_probeFn ? m_probeFn : ProbeFn(&TargetProbe::describeTarget);
    runDetached([inbox = m_inbox, fn = std::move(fn), path] {
        TargetFacts facts = fn(path);
        facts.path = path;  // the key the answer is filed under
        inbox->post([facts] { instance().answered(facts); });
    });
    QTimer::singleShot(m_timeoutMs, this, [this, path, started] {
        const auto it = m_inFlight.constFind(path);
        if (it == m_inFlight.constEnd() || it->msecsSinceReference() != started.msecsSinceReference())
            return;  // answered (and perhaps asked again since)
        spdlog::warn("target {} is not responding: no answer within {:.1f} s (a stalled FUSE daemon or network "
                     "server?)",
                     path.toStdString(), m_timeoutMs / 1000.0);
        emit notResponding(path);
    });
}

void TargetProbe::answered(const TargetFacts& facts)
{
    m_inFlight.remove(facts.path);
    m_last.insert(facts.path, facts);
    emit described(facts);
}

const TargetFacts* TargetProbe::last(const QString& path) const
{
    const auto it = m_last.constFind(path);
    return it == m_last.constEnd() ? nullptr : &*it;
}

}  // namespace smui
