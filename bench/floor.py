#!/usr/bin/env python3
"""SolidMark against the machine's own limit: the bench floor.

compare_fio*.py set SolidMark beside fio; this sets it beside the barest
loops that can do the same I/O (bench/floor.cpp, built as
solidmark_floor): 4 KiB random reads with O_DIRECT, pread() at QD1 and one
registered io_uring at QD32, with nothing else in the loop. The ratio
SolidMark / bare is what SolidMark's own machinery (its accounting,
histogram, progress, cancellation checks) leaves of the limit.

  1. makes its own zram volume (RAM-backed, CPU-bound: the tools' own cost
     is what is measured; compare_fio_zram.Zram), or uses --target DIR;
  2. per round, in alternating order (A B, then B A): SolidMark's
     `preset --tests RND4K-Q1T1,RND4K-Q32T1 --passes 1` (its read figures:
     a test file of --size, filled with incompressible data, read for
     --seconds) and solidmark_floor on a file of the same size and data
     (written once, with O_DIRECT, from /dev/urandom) for --seconds each;
  3. prints per row both medians, the ratio of medians and the median of
     the per-round ratios, and the goal: SolidMark >= 0.95 of bare at QD1
     and >= 0.90 at QD32 (it costs at most 5 % / 10 % more);
  4. removes its file and the volume on every exit path.

Run it on a quiet machine (bench runs here take `flock -x /work/cpu.lock`):

  flock -x /work/cpu.lock bench/floor.py --cli build/app/solidmark-cli \\
      --floor build/bench/solidmark_floor
"""
import argparse
import json
import os
import signal
import statistics
import subprocess
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from compare_fio_zram import Zram, why_not  # noqa: E402

ROWS = [("4K QD1 T1 read", "RND4K Q1T1", "qd1_iops", 0.95), ("4K QD32 T1 read", "RND4K Q32T1", "qd32_iops", 0.90)]
MIB = 1 << 20


def parse_size(text):
    units = {"KiB": 1 << 10, "MiB": 1 << 20, "GiB": 1 << 30}
    for u, k in units.items():
        if text.endswith(u):
            return int(float(text[: -len(u)]) * k)
    return int(text)


def run_sm(a, target, size):
    out = subprocess.run([a.cli, "preset", "--target", target, "--tests", "RND4K-Q1T1,RND4K-Q32T1",
                          "--passes", "1", "--seconds", str(a.seconds), "--size", f"{size // MIB}MiB",
                          "--json", "-", "--quiet", "--no-history"], capture_output=True, text=True)
    if out.returncode != 0:
        sys.exit(f"solidmark-cli preset failed: {out.stderr.strip()}")
    doc = json.loads(out.stdout)
    return {row["test"]: row["read"]["iops"] for row in doc["rows"]}, doc["settings"].get("engine", "?")


def run_bare(a, path):
    out = subprocess.run([a.floor, path, str(a.seconds)], capture_output=True, text=True)
    if out.returncode != 0:
        sys.exit(f"solidmark_floor failed: {out.stderr.strip()}")
    return json.loads(out.stdout)


def make_file(path, size):
    subprocess.run(["dd", "if=/dev/urandom", f"of={path}", "bs=1M", f"count={size // MIB}", "oflag=direct",
                    "status=none"], check=True)


def main():
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--cli", default="build/app/solidmark-cli")
    ap.add_argument("--floor", default="build/bench/solidmark_floor")
    ap.add_argument("--target", help="a folder to test instead of a zram volume of its own")
    ap.add_argument("--size", default="1GiB")
    ap.add_argument("--seconds", type=float, default=5)
    ap.add_argument("--rounds", type=int, default=4)
    ap.add_argument("--zram-size", default="4GiB")
    a = ap.parse_args()
    a.cli, a.floor = os.path.abspath(a.cli), os.path.abspath(a.floor)
    for exe in (a.cli, a.floor):
        if not os.access(exe, os.X_OK):
            sys.exit(f"{exe} is not an executable: build it first (solidmark-cli, solidmark_floor)")
    size = parse_size(a.size)

    def stop(signum, _frame):
        raise SystemExit(128 + signum)
    signal.signal(signal.SIGTERM, stop)
    signal.signal(signal.SIGHUP, stop)
    zram, bare_file = None, None
    try:
        if a.target:
            target, settle = a.target, (lambda: subprocess.run(["sync"]))
        else:
            reason = why_not()
            if reason:
                print(f"floor: cannot create a zram volume: {reason}.", file=sys.stderr)
                sys.exit(2)
            zram = Zram(parse_size(a.zram_size)).open()
            target, settle = zram.mount, zram.settle
            print(zram.describe(), file=sys.stderr)
        bare_file = os.path.join(target, "solidmark-floor.bin")
        make_file(bare_file, size)
        sm, bare, paired, engines = {r[0]: [] for r in ROWS}, {r[0]: [] for r in ROWS}, {r[0]: [] for r in ROWS}, set()
        for rnd in range(a.rounds):
            order = ("sm", "bare") if rnd % 2 == 0 else ("bare", "sm")
            print(f"round {rnd + 1}/{a.rounds}: {' then '.join(order)}", file=sys.stderr)
            got = {}
            for who in order:
                settle()
                if who == "sm":
                    got["sm"], engine = run_sm(a, target, size)
                    engines.add(engine)
                else:
                    got["bare"] = run_bare(a, bare_file)
            for name, test, key, _goal in ROWS:
                s, b = got["sm"][test], got["bare"][key]
                sm[name].append(s)
                bare[name].append(b)
                paired[name].append(s / b)
        print(f"\n{a.size}, {a.rounds} rounds ABBA, {a.seconds:g} s per figure, SolidMark engine: "
              f"{', '.join(sorted(engines))}; target: {'zram' if zram else target}")
        print(f"{'row':<18}{'SolidMark':>12}{'bare':>12}  unit  {'ratio':>7}{'paired':>8}  goal")
        met = True
        for name, _test, _key, goal in ROWS:
            ms, mb, mp = statistics.median(sm[name]), statistics.median(bare[name]), statistics.median(paired[name])
            ok = mp >= goal
            met = met and ok
            print(f"{name:<18}{ms:>12.0f}{mb:>12.0f}  IOPS  {ms / mb:>7.3f}{mp:>8.3f}  >= {goal:.2f} "
                  f"{'met' if ok else 'NOT met'}")
            print(f"{'':<18}[SolidMark {' '.join(f'{v:.0f}' for v in sm[name])} | "
                  f"bare {' '.join(f'{v:.0f}' for v in bare[name])}]")
        print("ratio, paired: SolidMark's IOPS / the bare loop's (ratio of medians; median of the per-round "
              "ratios). 1.00 = no cost of its own.")
        print("goal " + ("met" if met else "NOT met"))
    finally:
        signal.signal(signal.SIGTERM, signal.SIG_IGN)
        signal.signal(signal.SIGHUP, signal.SIG_IGN)
        signal.signal(signal.SIGINT, signal.SIG_IGN)
        if bare_file and os.path.exists(bare_file):
            os.unlink(bare_file)
        if zram:
            # The unlinked file's discards first: an unmount right after the
            # unlink was once refused as busy (the volume then stayed).
            zram.settle()
            zram.close()


if __name__ == "__main__":
    main()
