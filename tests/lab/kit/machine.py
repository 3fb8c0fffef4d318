"""One QEMU guest with its drives: images, command line, monitor, teardown.

A group of scenarios (tests/lab/groups/) describes its drives as `Drive`s
and its guest script; `Machine` makes the images, boots the guest with the
current solidmark-cli over a 9p share, answers the guest's requests (a
drive unplugged through the QEMU monitor), and always tears down: QEMU is
asked to quit, then killed, and the work folder with every image is
removed, on success, failure, timeout, Ctrl-C or SIGTERM. QEMU also dies
with this process (PR_SET_PDEATHSIG), should ctest kill it outright.
"""

import ctypes
import json
import os
import shutil
import signal
import socket
import subprocess
import tempfile
import time
from dataclasses import dataclass, field
from pathlib import Path

from .checks import Skip

MIB = 1 << 20
HERE = Path(__file__).resolve().parent.parent


@dataclass
class Drive:
    """One emulated drive. Its file system (if any) is labelled `name`."""
    name: str
    bus: str                      # nvme | sata | uas | bot | virtio
    size_mib: int
    fs: bool = True               # an ext4 file system (else a raw drive)
    partition_sector: int = 0     # > 0: an MBR partition starting at this 512-byte sector
    block_size: int = 512         # logical = physical block size (4096: a 4Kn drive)
    throttle: dict = field(default_factory=dict)  # QEMU throttling.* options
    blkdebug: str = ""            # a blkdebug rules file (injected errors)
    device_opts: str = ""         # more -device options, e.g. "smart_critical_warning=4" (NVMe)

    @property
    def size_bytes(self):
        return self.size_mib * MIB


def _die_with_parent():
    # PR_SET_PDEATHSIG = 1: QEMU gets SIGKILL when the lab's process dies.
    ctypes.CDLL("libc.so.6", use_errno=True).prctl(1, signal.SIGKILL)


class Qmp:
    """The QEMU monitor's JSON protocol, just enough for device_del."""

    def __init__(self, path: Path, timeout=10):
        deadline = time.monotonic() + timeout
        while True:
            try:
                self.sock = socket.socket(socket.AF_UNIX)
                self.sock.connect(str(path))
                break
            except OSError:
                self.sock.close()
                if time.monotonic() > deadline:
                    raise
                time.sleep(0.1)
        self.sock.settimeout(timeout)
        self.buf = b""
        self._read()  # the greeting
        self.execute("qmp_capabilities")

    def _read(self):
        while b"\n" not in self.buf:
            chunk = self.sock.recv(65536)
            if not chunk:
                raise OSError("QEMU closed its monitor")
            self.buf += chunk
        line, self.buf = self.buf.split(b"\n", 1)
        return json.loads(line)

    def execute(self, command, **arguments):
        self.sock.sendall(json.dumps({"execute": command, "arguments": arguments}).encode() + b"\n")
        while True:
            reply = self._read()
            if "return" in reply or "error" in reply:
                return reply

    def close(self):
        self.sock.close()


class Machine:
    def __init__(self, guest_os, work_root: Path, drives, script: str, accel: str,
                 requests=None, timeout_s=300, keep=False, memory_mib=1536, cpus=2):
        self.os = guest_os
        self.drives = drives
        self.script = script
        self.accel = accel
        self.requests = requests or {}
        self.timeout_s = timeout_s
        self.keep = keep
        self.memory_mib = memory_mib
        self.cpus = cpus
        work_root.mkdir(parents=True, exist_ok=True)
        _remove_stale(work_root)
        self.work = Path(tempfile.mkdtemp(prefix="guest-", dir=work_root))
        (self.work / "pid").write_text(str(os.getpid()))
        # The drives' images in RAM where it has room: a throttled drive's
        # speed is then its throttle's alone, whatever the host's own disk
        # is doing (a CI run measured B's QD1 4K write 5.6 % below its
        # truth while a build wrote beside it). Kept images stay on disk.
        self.images = (None if keep or not drives else _ram_folder(sum(d.size_bytes for d in drives))) or self.work
        # A short folder for the monitor socket (a socket path has at most 107 bytes).
        self.sockdir = Path(tempfile.mkdtemp(prefix="sm-lab-"))
        self.share = self.work / "share"
        self.out = self.share / "out"
        self.out.mkdir(parents=True)
        self.proc = None
        self.qmp = None
        self.elapsed_s = None
        self.timed_out = False

    # --- images ------------------------------------------------------------
    def _make_image(self, d: Drive):
        img = self.images / f"{d.name}.img"
        with open(img, "wb") as f:
            f.truncate(d.size_bytes)
        if not d.fs:
            return img
        offset = 0
        if d.partition_sector:
            # sfdisk on the image file: no loop device, no root needed.
            subprocess.run(["sfdisk", "--quiet", "--no-reread", "--no-tell-kernel", str(img)],
                           input=f"start={d.partition_sector}, type=83\n", text=True, check=True,
                           capture_output=True)
            offset = d.partition_sector * 512
        size_kib = (d.size_bytes - offset) // 1024 - 1024  # leave the last MiB outside the file system
        # No journal and inode tables written now: no background writes in
        # the guest (ext4lazyinit, journal commits) to share a throttled
        # drive's budget with the benchmark.
        subprocess.run(["mke2fs", "-q", "-F", "-t", "ext4", "-L", d.name, "-b", "4096", "-N", "64",
                        "-O", "^has_journal", "-m", "0",
                        "-E", f"lazy_itable_init=0,lazy_journal_init=0,nodiscard,offset={offset}",
                        str(img), f"{size_kib}k"], check=True, capture_output=True, text=True)
        return img

    def _drive_args(self):
        args, sata_port, have_xhci = [], 0, False
        for d in self.drives:
            img = self._make_image(d)
            opts = [f"if=none", f"id={d.name}", "format=raw", "cache=unsafe"]
            if d.blkdebug:
                conf = self.work / f"{d.name}.blkdebug"
                conf.write_text(d.blkdebug)
                opts += ["file.driver=blkdebug", f"file.config={conf}", f"file.image.filename={img}"]
            else:
                opts.append(f"file={img}")
            opts += [f"throttling.{k}={v}" for k, v in d.throttle.items()]
            args += ["-drive", ",".join(opts)]
            ident = f"id=dev-{d.name},drive={d.name}"
            blocks = (f",logical_block_size={d.block_size},physical_block_size={d.block_size}"
                      if d.block_size != 512 else "")
            if d.bus == "nvme":
                extra = f",{d.device_opts}" if d.device_opts else ""
                args += ["-device", f"nvme,{ident},serial=lab-{d.name}{blocks}{extra}"]
            elif d.bus == "sata":
                # q35's ICH9 AHCI controller: ports ide.0 to ide.5.
                # rotation_rate=1: a solid-state drive (0 would say "unknown", which Linux takes as rotational).
                args += ["-device", f"ide-hd,{ident},bus=ide.{sata_port},serial=lab-{d.name},"
                                    f"model=SolidMark lab {d.name},rotation_rate=1{blocks}"]
                sata_port += 1
            elif d.bus in ("uas", "bot"):
                if not have_xhci:
                    args += ["-device", "qemu-xhci,id=xhci,p2=8,p3=8"]
                    have_xhci = True
                if d.bus == "uas":
                    args += ["-device", f"usb-uas,id=uas-{d.name},bus=xhci.0",
                             "-device", f"scsi-hd,{ident},bus=uas-{d.name}.0,scsi-id=0,lun=0,"
                                        f"serial=lab-{d.name},product=lab {d.name},rotation_rate=1{blocks}"]
                else:
                    args += ["-device", f"usb-storage,{ident},bus=xhci.0,serial=lab-{d.name}{blocks}"]
            elif d.bus == "virtio":
                args += ["-device", f"virtio-blk-pci,{ident},serial=lab-{d.name}{blocks}"]
            else:
                raise ValueError(f"unknown bus {d.bus}")
        return args

    def command(self):
        append = "console=ttyS0 panic=-1 loglevel=4"
        return ["qemu-system-x86_64", "-machine", "q35", "-accel", self.accel, "-cpu", "max",
                "-smp", str(self.cpus), "-m", str(self.memory_mib), "-nodefaults", "-no-reboot",
                "-display", "none", "-vga", "none",
                "-kernel", str(self.os.vmlinuz), "-initrd", str(self.os.initramfs), "-append", append,
                "-chardev", f"file,id=con,path={self.work / 'console.log'}", "-serial", "chardev:con",
                "-qmp", f"unix:{self.sockdir / 'qmp'},server=on,wait=off",
                "-fsdev", f"local,id=lab,path={self.share},security_model=none",
                "-device", "virtio-9p-pci,fsdev=lab,mount_tag=lab",
                *self._drive_args()]

    # --- the run -----------------------------------------------------------
    def run(self):
        """Boot, answer requests until the guest powers off (or the time
        is up), and return the share's out/ folder."""
        lib = (HERE / "guest" / "lib.sh").read_text()
        (self.share / "drives").write_text(
            "".join(f"{d.name} {int(d.fs)} {d.size_bytes}\n" for d in self.drives))
        (self.share / "group.sh").write_text(
            lib + "\nwait_for_drives || fact drives-missing yes\n# --- the group's script ---\n"
            + self.script + "\ndmesg > \"$OUT/dmesg.txt\"\nlog done\n")
        self.os.cli_into(self.share / "bin")
        cmd = self.command()
        (self.work / "qemu-command").write_text(" ".join(cmd) + "\n")
        t0 = time.monotonic()
        self.proc = subprocess.Popen(cmd, stdout=subprocess.PIPE, stderr=subprocess.STDOUT,
                                     preexec_fn=_die_with_parent)
        try:
            self.qmp = Qmp(self.sockdir / "qmp")
        except OSError as e:
            out = self.proc.stdout.read().decode(errors="replace") if self.proc.poll() is not None else ""
            raise RuntimeError(f"QEMU did not start ({e}): {out.strip()}")
        done = set()
        while self.proc.poll() is None:
            if time.monotonic() - t0 > self.timeout_s:
                self.timed_out = True
                break
            for req in sorted(self.out.glob("request.*")):
                what = req.name[len("request."):]
                if what.endswith(".done") or what in done:
                    continue
                done.add(what)
                handler = self.requests.get(what)
                reply = handler(self.qmp) if handler else {"error": f"no handler for {what}"}
                print(f"host: request {what}: {json.dumps(reply)}", flush=True)
                (self.out / f"request.{what}.done").write_text(json.dumps(reply))
            time.sleep(0.1)
        self.elapsed_s = time.monotonic() - t0
        return self.out

    def console(self):
        try:
            return (self.work / "console.log").read_text(errors="replace")
        except OSError:
            return ""

    def teardown(self):
        if self.proc and self.proc.poll() is None:
            try:
                if self.qmp:
                    self.qmp.execute("quit")
                self.proc.wait(timeout=5)
            except (OSError, ValueError, subprocess.TimeoutExpired):
                pass
            if self.proc.poll() is None:
                self.proc.kill()
                self.proc.wait()
        if self.qmp:
            self.qmp.close()
        shutil.rmtree(self.sockdir, ignore_errors=True)
        if self.images != self.work:
            shutil.rmtree(self.images, ignore_errors=True)
        if not self.keep:
            shutil.rmtree(self.work, ignore_errors=True)


RAM_ROOT = Path("/dev/shm")
RAM_SPARE = 2 << 30  # what the images must leave free in RAM_ROOT


def _ram_folder(image_bytes):
    """A folder of this process's own in RAM_ROOT (a tmpfs) when the images
    would fit in it even if every byte were written, with RAM_SPARE left;
    None otherwise (no tmpfs there, or too little room)."""
    try:
        room = os.statvfs(RAM_ROOT)
        if room.f_bavail * room.f_frsize < image_bytes + RAM_SPARE:
            return None
        with open("/proc/self/mounts") as m:
            if not any(line.split()[1:3] == [str(RAM_ROOT), "tmpfs"] for line in m):
                return None
        d = Path(tempfile.mkdtemp(prefix="solidmark-lab-", dir=RAM_ROOT))
        (d / "pid").write_text(str(os.getpid()))
        return d
    except OSError:
        return None


def _remove_stale(work_root: Path):
    """Work folders of a lab process that is gone (killed before its own
    teardown ran): their images are removed here, in RAM_ROOT too."""
    for d in [*work_root.glob("guest-*"), *RAM_ROOT.glob("solidmark-lab-*")]:
        try:
            os.kill(int((d / "pid").read_text()), 0)
            continue  # still running (a group in parallel)
        except PermissionError:
            continue  # another user's, still running
        except (OSError, ValueError):
            pass
        shutil.rmtree(d, ignore_errors=True)


def choose_accel(guest_os, work_root: Path):
    """KVM only when /dev/kvm opens and a guest boots with it within 60 s
    (some hosts expose a KVM that hangs a stock kernel, others one that
    makes QEMU abort at start: "failed to set MSR 0x10a"); else TCG."""
    if shutil.which("qemu-system-x86_64") is None:
        raise Skip("qemu-system-x86_64 is not installed (Debian package qemu-system-x86)")
    verdict = guest_os.cache / "accel"
    if verdict.exists():
        return verdict.read_text().strip()
    accel = "tcg"
    try:
        fd = os.open("/dev/kvm", os.O_RDWR)
        os.close(fd)
        probe = Machine(guest_os, work_root, [], "true\n", "kvm", timeout_s=60, cpus=1, memory_mib=512)
        try:
            probe.run()
            if not probe.timed_out and probe.proc.returncode == 0 and (probe.out / "guest.log").exists():
                accel = "kvm"
        finally:
            probe.teardown()
    except (OSError, RuntimeError) as e:
        print(f"lab: KVM is not usable here ({str(e).splitlines()[0] if str(e) else e}); using TCG", flush=True)
    verdict.write_text(accel + "\n")
    return accel
