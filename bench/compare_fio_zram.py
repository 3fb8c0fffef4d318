#!/usr/bin/env python3
"""SolidMark vs fio on a RAM-backed zram volume, side by side.

A zram block device keeps its pages compressed in RAM: every I/O is done by
the CPU of the thread that submits it, in a few microseconds, and nothing
else (a host's cache, a neighbour, a controller's garbage collection) moves
the result. What is left is the cost of each tool itself, which a real disk
hides behind +/-10 % of noise. This script

  1. creates a zram device of its own (hot_add; never touches an existing
     one), sizes it (--zram-size, 6 GiB), formats it ext4 and mounts it with
     `-o discard` (a deleted test file gives its pages back to RAM, so each
     tool starts on an empty volume);
  2. runs the AS SSD suite group by group with both tools back to back, the
     order alternating per round (A B, then B A), --rounds rounds (6), with
     the fio twins of bench/compare_fio.py plus the settings below;
  3. prints per row both medians, the ratio of medians, the median of the
     paired per-round ratios and both tools' CPU time per I/O (both read
     with the thread CPU clock: fio through bench/fio_thread_cpu.so, see
     compare_fio.py);
  4. unmounts and removes the zram device on every exit path (normal end,
     error, Ctrl-C, SIGTERM, SIGHUP).

Before every run of either tool it waits until the previous run's deleted
file has been discarded (Zram.settle), so neither tool's window pays for the
other's cleanup.

It needs root and /sys/class/zram-control (Linux 4.2+ with the zram module
loaded); otherwise it says which is missing and exits with status 2.
Run it with nothing else busy on the machine (bench runs here take
`flock -x /work/cpu.lock`), e.g.

  flock -x /work/cpu.lock bench/compare_fio_zram.py --rounds 6

fio settings, beyond compare_fio.py's (psync = pread/pwrite, direct=1 =
O_DIRECT as SolidMark, iodepth=1, `thread` = jobs as threads of one process
as SolidMark's workers, randrepeat=0 = fresh offsets per run, norandommap =
uniformly random offsets that may repeat, as SolidMark draws them, the same
block sizes, 64 jobs over 64 equal slices via offset_increment, size = the
byte bound, runtime = the time bound, an untimed 16 MiB fill with end_fsync
before the random groups, end_fsync=1 on every write phase = SolidMark's one
flush inside the window, stonewall + new_group = one phase at a time with
its own group statistics):

  scramble_buffers=0  fio by default rewrites parts of its write buffer
                      before every write; on zram that data costs the
                      compressor more than SolidMark's stamped pool does and
                      fio's writes dropped by about 40 %, which measures the
                      data, not the engines. Both tools then write a random
                      buffer filled once (SolidMark still stamps 8 bytes per
                      4 KiB, which zram's compressor cannot exploit either).
  bs (access rows)    zram has 4 KiB logical sectors: SolidMark's access
                      block is 512 B or the logical block size if larger,
                      so both use the device's logical block size.

SolidMark runs with `--access-span file` (--sm-access-span) so that its
access-time read reads the test file as fio does: its default span, the
whole device, reads mostly unwritten zram pages, which cost nothing.
"""
import argparse
import os
import signal
import subprocess
import sys
import tempfile
import time

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import compare_fio as cf  # noqa: E402

CONTROL = "/sys/class/zram-control"

# fio [global] lines added to compare_fio.py's twins (explained above).
FIO_GLOBAL = "scramble_buffers=0\n"


class Zram:
    """A zram device made for this run, formatted ext4 and mounted with
    discard; removed again by close(), whatever state it got to."""

    def __init__(self, size):
        self.size, self.id, self.mount, self.mounted = size, None, None, False

    def dev(self):
        return f"/dev/zram{self.id}"

    def sys(self, name):
        return f"/sys/block/zram{self.id}/{name}"

    def open(self):
        with open(f"{CONTROL}/hot_add") as f:
            self.id = int(f.read().strip())
        with open(self.sys("disksize"), "w") as f:
            f.write(str(self.size))
        subprocess.run(["mkfs.ext4", "-q", "-F", "-E", "nodiscard", self.dev()], check=True)
        self.mount = tempfile.mkdtemp(prefix="solidmark-zram-")
        subprocess.run(["mount", "-o", "discard", self.dev(), self.mount], check=True)
        self.mounted = True
        os.chmod(self.mount, 0o1777)
        return self

    def describe(self):
        def read(name):
            try:
                with open(self.sys(name)) as f:
                    return f.read().strip()
            except OSError:
                return "?"
        return (f"{self.dev()} ({self.size >> 30} GiB, logical block {read('queue/logical_block_size')} B, "
                f"compression {read('comp_algorithm')}) mounted ext4 -o discard at {self.mount}")

    def settle(self, quiet_s=0.5, max_s=20.0):
        """Waits until the previous run's deleted file has been given back:
        sync commits ext4's journal, which queues the discards of the freed
        blocks (-o discard); a kernel worker then frees the zram pages,
        taking CPU from whatever runs next (seen: 10 % of a 4K-64Thrd
        window). Done when zram's stored data size has not changed for
        quiet_s. The same for both tools, before every run."""
        subprocess.run(["sync"], check=False)
        deadline = time.monotonic() + max_s
        last, since = None, time.monotonic()
        while time.monotonic() < deadline:
            with open(self.sys("mm_stat")) as f:
                orig = f.read().split()[0]  # orig_data_size
            now = time.monotonic()
            if orig != last:
                last, since = orig, now
            elif now - since >= quiet_s:
                return
            time.sleep(0.1)

    def logical_block(self):
        with open(self.sys("queue/logical_block_size")) as f:
            return int(f.read())

    def close(self):
        if self.mounted:
            # Lazy only as a last resort: a busy mount would keep the device.
            if subprocess.run(["umount", self.mount]).returncode != 0:
                subprocess.run(["umount", "-l", self.mount])
            self.mounted = False
        if self.mount:
            try:
                os.rmdir(self.mount)
            except OSError as e:
                print(f"note: could not remove {self.mount}: {e}", file=sys.stderr)
            self.mount = None
        if self.id is not None:
            try:
                with open(self.sys("reset"), "w") as f:
                    f.write("1")
                with open(f"{CONTROL}/hot_remove", "w") as f:
                    f.write(str(self.id))
            except OSError as e:
                print(f"warning: could not remove {self.dev()}: {e}", file=sys.stderr)
            self.id = None


def verdict(rows, paired):
    """Issue 17's bar on zram: every row's paired ratio >= 1.00, and CPU per
    I/O at most fio's on 4K and 4K-64Thrd."""
    low = [k for k, r in paired.items() if r < 1.0]
    cpu = [k for k in ("4k_r", "4k_w", "4k64_r", "4k64_w") if rows[k]["sm"] and
           cf.statistics.median(rows[k]["sm_cpu"]) > cf.statistics.median(rows[k]["fio_cpu"])]
    return (f"bar (paired >= 1.00 on every row, CPU/IO <= fio on 4K and 4K-64Thrd): "
            f"{'met' if not low and not cpu else 'NOT met'}"
            f"{'; paired below 1.00: ' + ', '.join(low) if low else ''}"
            f"{'; CPU/IO above fio: ' + ', '.join(cpu) if cpu else ''}")


def why_not():
    """Why a zram volume cannot be made here, or None."""
    if sys.platform != "linux":
        return "zram is a Linux block device"
    if os.geteuid() != 0:
        return "creating a zram device, formatting and mounting it needs root"
    if not os.path.isdir(CONTROL):
        return f"{CONTROL} is missing: load the zram module (modprobe zram) on a kernel with zram hot_add"
    for tool in ("mkfs.ext4", "mount", "umount"):
        if not any(os.access(os.path.join(d, tool), os.X_OK) for d in os.environ.get("PATH", "").split(":") + ["/sbin", "/usr/sbin"]):
            return f"{tool} is missing (apt-get install e2fsprogs mount)"
    return None


def main():
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    cf.add_common_args(ap, None, 6, "last")
    ap.add_argument("--zram-size", default="6GiB")
    ap.add_argument("--sm-access-span", choices=["file", "device", "default"], default="file",
                    help="SolidMark's access-time read span (default file, as fio; 'default' passes no "
                         "option, for a SolidMark without --access-span)")
    a = ap.parse_args()
    groups = cf.parse_groups(a)
    if a.target:
        sys.exit("--target: this script makes its own zram volume; use compare_fio.py for other targets")
    reason = why_not()
    if reason:
        print(f"compare_fio_zram: cannot create a zram volume: {reason}.", file=sys.stderr)
        sys.exit(2)
    a.cli = os.path.abspath(a.cli)
    if not os.access(a.cli, os.X_OK):
        sys.exit(f"{a.cli} is not an executable: build it first or pass --cli")
    cf.fio_cpu_module(a)  # a missing module stops here, before a volume is made
    size = cf.parse_size(a.size)
    sm_args = () if a.sm_access_span == "default" else ("--access-span", a.sm_access_span)

    # SIGTERM and SIGHUP unwind like Ctrl-C, so the finally below runs.
    def stop(signum, _frame):
        raise SystemExit(128 + signum)
    signal.signal(signal.SIGTERM, stop)
    signal.signal(signal.SIGHUP, stop)

    zram = Zram(cf.parse_size(a.zram_size))
    try:
        zram.open()
        a.target = zram.mount
        ver = subprocess.run([a.fio, "--version"], capture_output=True, text=True).stdout.strip()
        print(f"{zram.describe()}\nsize {size // cf.MIB} MiB, {a.rounds} rounds (ABBA per group), {ver}, "
              f"SolidMark {a.cli} {' '.join(sm_args)}, single-thread groups on CPU {cf.pin_cpu(a)}", file=sys.stderr)
        rows, spans = cf.compare(a, groups, size, sm_args, max(512, zram.logical_block()), FIO_GLOBAL,
                                 settle=zram.settle)
        print(f"zram: {zram.describe()}")
        paired = cf.print_table(rows, groups, fio_cpu=a.fio_cpu, same=a.same)
        print("A/A run: no bar, the paired ratios are the noise floor" if a.same else verdict(rows, paired))
        if spans:
            print(f"SolidMark access-time read span: {', '.join(sorted(spans))} (fio: file)")
    finally:
        signal.signal(signal.SIGTERM, signal.SIG_IGN)
        signal.signal(signal.SIGHUP, signal.SIG_IGN)
        signal.signal(signal.SIGINT, signal.SIG_IGN)
        zram.close()


if __name__ == "__main__":
    main()
