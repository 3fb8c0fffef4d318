#!/usr/bin/env python3
"""The capacity check against f3 (f3write + f3read) and against SolidMark's
own Seq write and read, side by side on one zram volume (docs/methodology.md §30).

On zram every I/O is done by the CPU that submits it (bench/compare_fio_zram.py
says why that shows a tool's own cost): what the check adds to the volume's
speed, its generator and its checker, shows here and nowhere is hidden by a
drive. Each round runs, in an order that rotates from round to round (so
each tool is first, second and third as often), on a fresh ext4 volume of
the same zram device, with the previous run's discards settled first:

  capacity   solidmark-cli capacity --amount SIZE (1 GiB files, the default):
             its write and read phases, timed by SolidMark (flushes included);
  f3         f3write --end-at=N (N = SIZE in GiB) then f3read, each timed
             from its start to its end (wall clock: f3 prints its own average,
             shown too);
  seq        solidmark-cli run --tests seq --size SIZE: Seq write and read
             of the suite, 16 MiB blocks at QD1, as the check.

It prints, per phase, each tool's median MiB/s and the median of the paired
per-round ratios capacity / f3 and capacity / Seq. The goal (issue 52):
capacity >= 1.2 x f3 and >= 0.95 x Seq, for writing and for reading.

Needs root, /sys/class/zram-control, f3write and f3read; run with nothing else
busy on the machine, e.g.

  bench/compare_f3.py --cli build/app/solidmark-cli --size 4GiB --rounds 4
"""
import argparse
import json
import os
import re
import shutil
import signal
import statistics
import subprocess
import sys
import time

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from compare_fio_zram import Zram, why_not  # noqa: E402

GIB = 1 << 30
MIB = 1 << 20


class OwnZram(Zram):
    """compare_fio_zram's volume, settled with syncfs of its own file system
    (sync -f): a global sync waits for every other mount on the machine, and
    one stalled mount elsewhere stalls it for ever."""

    def settle(self, quiet_s=0.5, max_s=20.0):
        subprocess.run(["sync", "-f", self.mount], check=False)
        deadline = time.monotonic() + max_s
        last, since = None, time.monotonic()
        while time.monotonic() < deadline:
            with open(self.sys("mm_stat")) as f:
                orig = f.read().split()[0]
            now = time.monotonic()
            if orig != last:
                last, since = orig, now
            elif now - since >= quiet_s:
                return
            time.sleep(0.1)


def f3_average(text, what):
    """f3's "Average writing speed: 512.34 MB/s" in MiB/s (f3's MB is 2^20), or None."""
    m = re.search(rf"Average {what} speed: ([\d.]+) (\w+)/s", text)
    if not m:
        return None
    scale = {"Bytes": 1 / MIB, "Byte": 1 / MIB, "KB": 1 / 1024, "MB": 1, "GB": 1024}.get(m.group(2))
    return float(m.group(1)) * scale if scale else None


def run_capacity(cli, mount, size):
    p = subprocess.run([cli, "capacity", "--target", mount, "--amount", f"{size // MIB}MiB", "--no-history",
                        "--quiet", "--json", "-"], capture_output=True, text=True)
    if p.returncode != 0:
        raise SystemExit(f"capacity failed ({p.returncode}): {p.stderr.strip()}")
    doc = json.loads(p.stdout)
    if doc["verdict"]["kind"] != "genuine":
        raise SystemExit(f"zram is not genuine?: {doc['verdict']['sentence']}")
    return {"write": doc["write"]["mean_mib_s"], "read": doc["read"]["mean_mib_s"]}


def run_f3(mount, size):
    folder = os.path.join(mount, "f3")
    os.mkdir(folder)
    speeds, own = {}, {}
    for tool, what in (("f3write", "writing"), ("f3read", "reading")):
        args = [tool] + (["--end-at", str(size // GIB)] if tool == "f3write" else []) + [folder]
        t0 = time.monotonic()
        p = subprocess.run(args, capture_output=True, text=True)
        elapsed = time.monotonic() - t0
        if p.returncode != 0:
            raise SystemExit(f"{tool} failed ({p.returncode}): {p.stdout[-500:]} {p.stderr[-500:]}")
        key = "write" if tool == "f3write" else "read"
        speeds[key] = size / MIB / elapsed
        own[key] = f3_average(p.stdout, what)
    shutil.rmtree(folder)
    return speeds, own


def run_seq(cli, mount, size):
    p = subprocess.run([cli, "run", "--target", mount, "--size", f"{size // MIB}MiB", "--tests", "seq",
                        "--no-history", "--quiet", "--json", "-"], capture_output=True, text=True)
    if p.returncode != 0:
        raise SystemExit(f"run --tests seq failed ({p.returncode}): {p.stderr.strip()}")
    doc = json.loads(p.stdout)
    seq = doc["tests"]["seq"]
    return {"write": seq["write"]["mib_s"], "read": seq["read"]["mib_s"]}


def main():
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--cli", default=os.environ.get("SOLIDMARK_CLI", "build/app/solidmark-cli"))
    ap.add_argument("--size", default="4GiB", help="what each tool writes and reads: whole GiB (f3's files)")
    ap.add_argument("--rounds", type=int, default=4)
    ap.add_argument("--zram-size", default="6GiB")
    a = ap.parse_args()
    size = int(a.size.rstrip("GiB")) * GIB if a.size.endswith("GiB") else 0
    if size < GIB:
        sys.exit("--size: whole GiB, at least 1GiB (f3write writes 1 GiB files)")
    if a.rounds < 3:
        sys.exit("use at least 3 rounds")
    reason = why_not() or (None if shutil.which("f3write") and shutil.which("f3read") else "f3 is not installed")
    if reason:
        print(f"compare_f3: {reason}.", file=sys.stderr)
        sys.exit(2)
    cli = os.path.abspath(a.cli)
    zram = OwnZram(int(a.zram_size.rstrip("GiB")) * GIB)
    for sig in (signal.SIGTERM, signal.SIGHUP):
        signal.signal(sig, lambda n, _f: sys.exit(128 + n))  # the volume is removed on every way out
    rows = {k: [] for k in ("capacity", "f3", "f3_own", "seq")}
    try:
        zram.open()
        print(f"volume: {zram.describe()}; {a.size} per tool, {a.rounds} rounds", file=sys.stderr)
        tools = ["capacity", "f3", "seq"]
        for r in range(a.rounds):
            order = tools[r % 3:] + tools[:r % 3]
            if r % 2:
                order.reverse()
            for tool in order:
                zram.settle()
                if tool == "capacity":
                    rows["capacity"].append(run_capacity(cli, zram.mount, size))
                elif tool == "f3":
                    speeds, own = run_f3(zram.mount, size)
                    rows["f3"].append(speeds)
                    rows["f3_own"].append(own)
                else:
                    rows["seq"].append(run_seq(cli, zram.mount, size))
            print(f"round {r + 1} ({' '.join(order)}): capacity {rows['capacity'][-1]}, f3 {rows['f3'][-1]}, "
                  f"seq {rows['seq'][-1]}", file=sys.stderr)
    finally:
        zram.close()
    print_table(rows, a)


def print_table(rows, a):
    med = lambda k, p: statistics.median(x[p] for x in rows[k] if x[p] is not None)
    paired = lambda k, p: statistics.median(c[p] / o[p] for c, o in zip(rows["capacity"], rows[k]))
    print(f"\n| phase | capacity MiB/s | f3 MiB/s (f3's own average) | Seq MiB/s | capacity / f3 (paired) | "
          f"capacity / Seq (paired) | goal |")
    print("|---|---|---|---|---|---|---|")
    for p in ("write", "read"):
        vs_f3, vs_seq = paired("f3", p), paired("seq", p)
        met = vs_f3 >= 1.2 and vs_seq >= 0.95
        print(f"| {p} | {med('capacity', p):.1f} | {med('f3', p):.1f} ({med('f3_own', p):.1f}) | {med('seq', p):.1f} | "
              f"{vs_f3:.2f} | {vs_seq:.2f} | {'met' if met else 'NOT met'} (>= 1.20, >= 0.95) |")
    print(f"\nmedians of {a.rounds} rounds of {a.size} per tool; the order rotates every round")


if __name__ == "__main__":
    main()
