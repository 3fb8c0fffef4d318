"""The guest's operating system: Debian's kernel and a busybox initramfs.

Everything comes from Debian: the kernel package that `linux-image-amd64`
depends on (`apt-get download`, unpacked with `dpkg-deb -x`), mdadm and
cryptsetup the same way; busybox-static, fio, mke2fs, blkdiscard, smartctl,
dmsetup, mkfs.exfat, f3write and f3read from the host's own packages, each
binary with the shared libraries `ldd` names.
Both are cached in the build folder (CACHE/kernel, CACHE/initramfs-*.cpio)
and rebuilt only when what goes into them changes. solidmark-cli itself is
not in the initramfs: each boot brings the current build over the share.
"""

import fcntl
import hashlib
import os
import re
import shutil
import subprocess
from pathlib import Path

from .checks import Skip

HERE = Path(__file__).resolve().parent.parent


class Broken(Exception):
    """The guest cannot be built although the host has QEMU: a failure."""

# The drivers the scenarios need; modprobe adds what each depends on.
MODULES = [
    "virtio_pci", "9pnet_virtio", "9p",             # the host's share
    "nvme", "ahci", "sd_mod", "virtio_blk",         # NVMe, SATA (AHCI), virtio
    "xhci_pci", "uas", "usb_storage",               # USB: UAS and Bulk-Only
    "ext4", "raid1", "dm_crypt", "xts",             # file system, md RAID-1, dm-crypt
    "drivetemp",                                    # a SATA drive's temperature, where it has one
    "dm_zero", "dm_flakey", "exfat",                # the capacity group's fake drives, as fakes ship
]

# Host binaries copied into the guest with their libraries.
HOST_TOOLS = ["/usr/bin/fio", "/usr/sbin/mke2fs", "/usr/sbin/blkdiscard", "/usr/sbin/smartctl",
              "/usr/sbin/dmsetup", "/usr/sbin/mkfs.exfat", "/usr/bin/f3write", "/usr/bin/f3read"]
# Debian packages unpacked for a binary the host need not have installed
# (their libraries come from the host: fio already needs most of them).
DEBIAN_TOOLS = {"mdadm": "sbin/mdadm", "cryptsetup-bin": "sbin/cryptsetup"}


def run(cmd, **kw):
    return subprocess.run(cmd, check=True, text=True, capture_output=True, **kw)


def ldd_libraries(binary):
    """The shared libraries `ldd` resolves for binary, and its loader."""
    out = run(["ldd", str(binary)]).stdout
    missing = [line.split()[0] for line in out.splitlines() if "not found" in line]
    if missing:
        raise Broken(f"{binary} needs {', '.join(missing)}, which this host lacks (packaging/build.sh installs them)")
    libs = []
    for line in out.splitlines():
        m = re.search(r"(/\S+) \(0x", line)
        if m:
            libs.append(m.group(1))
    return libs


class GuestOS:
    """Kernel and initramfs, prepared once per build folder (under a lock,
    since the lab's groups may start in parallel)."""

    def __init__(self, cache: Path):
        self.cache = cache
        self.cache.mkdir(parents=True, exist_ok=True)

    def prepare(self, cli: Path):
        self.cli = cli
        with open(self.cache / "lock", "w") as lock:
            fcntl.flock(lock, fcntl.LOCK_EX)
            self.kernel_version, self.kernel_root = self._kernel()
            self.tools = {name: self._debian_tool(name, path) for name, path in DEBIAN_TOOLS.items()}
            self.initramfs = self._initramfs()
        self.vmlinuz = self.kernel_root / "boot" / f"vmlinuz-{self.kernel_version}"
        return self

    # --- Debian packages -------------------------------------------------
    def _download(self, package, into: Path):
        """apt-get download PACKAGE into INTO; returns the .deb."""
        into.mkdir(parents=True, exist_ok=True)
        debs = sorted(into.glob(f"{package}_*.deb"))
        if debs:
            return debs[-1]
        try:
            run(["apt-get", "download", package], cwd=into)
        except (OSError, subprocess.CalledProcessError) as e:
            detail = getattr(e, "stderr", "") or str(e)
            raise Skip(f"cannot download the Debian package {package} ({detail.strip()})")
        debs = sorted(into.glob(f"{package}_*.deb"))
        if not debs:
            raise Skip(f"apt-get download {package} left no .deb")
        return debs[-1]

    def _unpack(self, deb: Path, into: Path):
        if not (into / ".unpacked").exists():
            shutil.rmtree(into, ignore_errors=True)
            into.mkdir(parents=True)
            run(["dpkg-deb", "-x", str(deb), str(into)])
            (into / ".unpacked").write_text(deb.name)
        return into

    def _kernel(self):
        try:
            deps = run(["apt-cache", "depends", "linux-image-amd64"]).stdout
        except (OSError, subprocess.CalledProcessError) as e:
            raise Skip(f"apt-cache cannot name Debian's kernel package ({e})")
        m = re.search(r"Depends: (linux-image-(\S+))", deps)
        if not m:
            raise Skip("apt-cache depends linux-image-amd64 names no kernel package")
        package, version = m.group(1), m.group(2)
        root = self._unpack(self._download(package, self.cache / "debs"), self.cache / "kernel" / version)
        if not (root / "lib/modules" / version / "modules.dep").exists():
            run(["depmod", "-b", str(root), version])
        return version, root

    def _debian_tool(self, package, path):
        root = self._unpack(self._download(package, self.cache / "debs"), self.cache / "tools" / package)
        return root / path

    # --- the initramfs ---------------------------------------------------
    def _module_files(self):
        """Every .ko the MODULES need, dependencies first, each once."""
        files = []
        for module in MODULES:
            out = run(["modprobe", "-d", str(self.kernel_root), "-S", self.kernel_version,
                       "--show-depends", module]).stdout
            for line in out.splitlines():
                if line.startswith("insmod "):
                    ko = line.split()[1]
                    if ko not in files:
                        files.append(ko)
        return files

    def _initramfs(self):
        modules = self._module_files()
        binaries = [Path(p) for p in HOST_TOOLS] + list(self.tools.values())
        busybox = Path(shutil.which("busybox") or "/bin/busybox")
        inputs = [busybox, HERE / "guest" / "init", Path(__file__), *binaries, *map(Path, modules)]
        # solidmark-cli's libraries too (the binary itself comes with each boot).
        libs = sorted({lib for b in binaries + [self.cli] for lib in ldd_libraries(b)})
        key = hashlib.sha256()
        for p in inputs + [Path(lib) for lib in libs]:
            st = p.stat()
            key.update(f"{p}:{st.st_size}:{st.st_mtime_ns}\n".encode())
        out = self.cache / f"initramfs-{key.hexdigest()[:16]}.cpio"
        if out.exists():
            return out
        for old in self.cache.glob("initramfs-*.cpio"):
            old.unlink()

        stage = self.cache / "initramfs-stage"
        shutil.rmtree(stage, ignore_errors=True)
        for d in ("bin", "sbin", "usr/bin", "usr/sbin", "etc", "proc", "sys", "dev", "tmp", "lab"):
            (stage / d).mkdir(parents=True, exist_ok=True)
        shutil.copy2(busybox, stage / "bin" / "busybox")
        applets = run([str(busybox), "--list"]).stdout.split()
        for applet in applets:
            if applet == "busybox":
                continue  # `busybox --list` names itself too
            link = stage / "bin" / applet
            if not link.exists():
                link.symlink_to("busybox")
        shutil.copy2(HERE / "guest" / "init", stage / "init")
        os.chmod(stage / "init", 0o755)
        # Not in /bin: busybox's shell runs its own applet for a name it knows
        # (mke2fs, blkdiscard) whatever PATH says, so these are called by path.
        (stage / "opt/lab/bin").mkdir(parents=True)
        for b in binaries:
            shutil.copy2(b, stage / "opt/lab/bin" / b.name)
        for lib in libs:
            dest = stage / lib.lstrip("/")
            dest.parent.mkdir(parents=True, exist_ok=True)
            shutil.copy2(os.path.realpath(lib), dest)
        if Path("/etc/mke2fs.conf").exists():
            shutil.copy2("/etc/mke2fs.conf", stage / "etc" / "mke2fs.conf")
        listed = []
        for ko in modules:
            dest = stage / ko.lstrip("/").replace(str(self.kernel_root).lstrip("/") + "/", "")
            dest.parent.mkdir(parents=True, exist_ok=True)
            shutil.copy2(ko, dest)
            listed.append("/" + str(dest.relative_to(stage)))
        (stage / "etc" / "lab-modules").write_text("\n".join(listed) + "\n")

        files = run(["find", "."], cwd=stage).stdout
        tmp = out.with_suffix(".tmp")
        with open(tmp, "wb") as f:
            subprocess.run(["cpio", "-o", "-H", "newc", "--quiet"], input=files.encode(), stdout=f,
                           cwd=stage, check=True)
        tmp.rename(out)
        shutil.rmtree(stage, ignore_errors=True)
        return out

    def cli_into(self, bindir: Path):
        """solidmark-cli, debug information stripped, into the share's bin/."""
        bindir.mkdir(parents=True, exist_ok=True)
        run(["objcopy", "--strip-debug", str(self.cli), str(bindir / "solidmark-cli")])
