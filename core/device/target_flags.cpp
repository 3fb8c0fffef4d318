#include "device/target_flags.h"

#include "util/translatable.h"

#include <algorithm>

namespace sm {
namespace {

bool one_of(std::string_view s, std::initializer_list<std::string_view> list)
{
    return std::find(list.begin(), list.end(), s) != list.end();
}

bool starts_with(std::string_view s, std::string_view prefix) { return s.substr(0, prefix.size()) == prefix; }

struct FlagText {
    const char* name;
    const char* explanation;
};

// Every flag, in the order results list them, with its sentence: shown by the
// GUI in its language (util/translatable.h), by the CLI and the text report
// in English.
constexpr FlagText kFlags[] = {
    {flag::buffered,
     translatable("sm::flag",
                  "Direct I/O was refused, so this ran buffered: the results include the operating system's cache.")},
    {flag::ram,
     translatable("sm::flag",
                  "This measures memory, not a drive: the target is a RAM-backed volume (tmpfs, ramfs, zram or brd).")},
    {flag::fuse,
     translatable("sm::flag",
                  "The target is a FUSE filesystem: its daemon may cache, so the results may not reach the drive.")},
    {flag::network,
     translatable("sm::flag",
                  "The target is a network or host-shared filesystem: this measures the "
                  "network and the server, not a local drive.")},
    {flag::nocow,
     translatable("sm::flag",
                  "On btrfs the test file was created NOCOW (no compression, no checksums), so direct I/O is real.")},
    {flag::fs_compression,
     translatable("sm::flag",
                  "The filesystem may compress the test data (NOCOW could not be "
                  "set), so results can exceed what the drive itself does.")},
    {flag::valid_data_length,
     translatable("sm::flag",
                  "Windows could not set the test file's valid data length (that needs an administrator), so NTFS "
                  "extended it with the timed writes: each such write ran alone, whatever the queue depth.")},
    {flag::fs_encryption,
     translatable("sm::flag",
                  "The test file is encrypted by the filesystem (an EFS-encrypted folder): every write ran alone, "
                  "and the results include the encryption.")},
    {flag::fio,
     translatable("sm::flag",
                  "Measured by fio and imported, not by SolidMark's engine: fio's time windows, "
                  "write data and flushes differ in the ways docs/methodology.md section 15 "
                  "lists.")},
};

}  // namespace

const std::vector<std::string>& all_flags()
{
    // Never destroyed: a GUI drive probe (add_flag) may still run on its own
    // thread while the program's static destructors do (ui/desktop/detached.h).
    static const auto* names = [] {
        auto* out = new std::vector<std::string>;
        for (const FlagText& f : kFlags)
            out->emplace_back(f.name);
        return out;
    }();
    return *names;
}

std::string_view flag_explanation(std::string_view f)
{
    for (const FlagText& t : kFlags)
        if (f == t.name)
            return t.explanation;
    return {};
}

FilesystemClass classify_filesystem(std::string_view t)
{
    FilesystemClass c;
    c.ram = one_of(t, {"tmpfs", "ramfs", "devtmpfs"});
    for (std::string_view base : {"fuse", "fuseblk"}) {
        if (t == base) {
            c.fuse = true;
        } else if (starts_with(t, base) && t.size() > base.size() && t[base.size()] == '.') {
            c.fuse = true;
            c.fuse_subtype = std::string(t.substr(base.size() + 1));
        }
    }
    // Kernel network filesystems, host shares of virtual machines (which,
    // like the network, put someone else's cache between the test and the
    // drive) and FUSE daemons that talk to a server.
    c.network = one_of(t, {"nfs",    "nfs4",      "cifs",  "smb3",  "smbfs",  "9p",     "virtiofs",
                           "ceph",   "glusterfs", "afs",   "ncpfs", "coda",   "lustre", "gpfs",
                           "beegfs", "orangefs",  "pvfs2", "davfs", "vboxsf", "prl_fs", "vmhgfs"}) ||
        one_of(c.fuse_subtype,
               {"sshfs", "glusterfs", "ceph", "ceph-fuse", "s3fs", "rclone", "gcsfuse", "curlftpfs", "davfs", "davfs2",
                "juicefs", "goofys", "smbnetfs", "vmhgfs-fuse", "moosefs", "mfs", "lizardfs", "seaweedfs", "cvmfs"});
    return c;
}

void add_flag(std::vector<std::string>& flags, std::string_view name)
{
    if (std::find(flags.begin(), flags.end(), name) != flags.end())
        return;
    flags.emplace_back(name);
    const auto& order = all_flags();
    const auto rank = [&](const std::string& f) { return std::find(order.begin(), order.end(), f) - order.begin(); };
    std::stable_sort(flags.begin(), flags.end(), [&](const auto& a, const auto& b) { return rank(a) < rank(b); });
}

}  // namespace sm
