#include "targets.h"

#include "main_window.h"  // MainWindow::tr: these words are the main window's, in its catalog context
#include "ui_text.h"

#include <QByteArray>
#include <QDir>
#include <QFileInfo>
#include <QStorageInfo>

namespace smui {
namespace {

bool pseudoFs(const QByteArray& fs)
{
    static const QList<QByteArray> skip = {"tmpfs",   "devtmpfs", "proc",     "sysfs",  "squashfs",
                                           "overlay", "ramfs",    "efivarfs", "autofs", "fuse.portal"};
    return skip.contains(fs);
}

}  // namespace

QList<TargetChoice> mountedTargets()
{
    QList<TargetChoice> out;
    for (const QStorageInfo& v : QStorageInfo::mountedVolumes()) {
        if (!v.isValid() || !v.isReady() || v.isReadOnly() || pseudoFs(v.fileSystemType()))
            continue;
        QString path = v.rootPath();
        if (!QFileInfo(path).isWritable() && QStorageInfo(QDir::homePath()).rootPath() == path)
            path = QDir::homePath();
        const QString label =
            MainWindow::tr("%1  —  %2 (%3), %4, %5 free")
                .arg(path, QString::fromLocal8Bit(v.device()), QString::fromLatin1(v.fileSystemType()),
                     bytesText(static_cast<std::uint64_t>(v.bytesTotal())),
                     bytesText(static_cast<std::uint64_t>(v.bytesAvailable())));
        out.push_back({path, label});
    }
    return out;
}

std::array<QString, kDeviceFields> deviceFieldNames()
{
    return {MainWindow::tr("Model"),  MainWindow::tr("Firmware"), MainWindow::tr("Controller"),
            MainWindow::tr("Offset"), MainWindow::tr("Capacity"), MainWindow::tr("Filesystem"),
            MainWindow::tr("Free")};
}

std::array<QString, kDeviceFields> deviceFieldTexts(const sm::DeviceInfo& d)
{
    const auto bytes = [](const std::optional<std::uint64_t>& b) { return b ? bytesText(*b) : UiText::notAvailable(); };
    const auto text = [](const std::string& s) { return s.empty() ? UiText::notAvailable() : qs(s); };
    const QString offset = qs(d.partition_offset_text());
    return {text(d.model),           text(d.firmware),
            text(d.driver),          offset == QLatin1String("n/a") ? UiText::notAvailable() : offset,
            bytes(d.capacity_bytes), text(d.filesystem),
            bytes(d.free_bytes)};
}

bool badOffset(const sm::DeviceInfo& d) { return d.partition_offset_text().find("BAD") != std::string::npos; }

}  // namespace smui
