#!/usr/bin/env python3
"""The window against the command line: does the GUI cost the run anything?

Reviewers screenshot the window, so the number in its cells must be the
engine's number. This script runs the same suite with the GUI
(`solidmark --run --quit`, offscreen) and with `solidmark-cli run`, back to
back, the order alternating per round (A B, then B A), and prints per suite
row both medians, the ratio of medians and the median of the per-round
(paired) ratios, GUI over CLI: 1.00 means the window cost nothing.

Beside the speeds it prints two figures that do not swing with the
machine's speed as the MiB/s do, and so show the window's cost directly:
  share   the I/O threads' CPU time over the window (cpu_s / elapsed_s):
          1.000 for a one-thread phase whose thread was never kept off its
          CPU. With --pin CPU both tools run on that one CPU, so everything
          the window does while a phase runs comes out of this figure.
  other   `other_cpu_s` per second of phase: the CPU time the rest of the
          process took while the phase ran (progress monitor, temperature
          sampler and, in the GUI, the window), from the process and thread
          CPU clocks (docs/schemas/common.md).

Both tools run in a fresh temporary HOME and history of their own per run,
with the same options (`--access-span file` by default, so that Acc.time
read reads the test file as fio does: the whole-device default reads mostly
unwritten zram pages). The GUI's result is read back from its history with
`solidmark-cli history export`.

Targets:
  (default)      a zram volume made for the run (RAM-backed, CPU-bound:
                 the tools' own cost shows; bench/compare_fio_zram.py's
                 Zram: hot_add, ext4 -o discard, removed on every exit
                 path), waiting before every run until the previous run's
                 discards are done. Needs root.
  --target DIR   any folder (the real disk: expect +/-10 % per run there);
                 `sync` before every run.

  bench/compare_gui_cli.py --rounds 8 --size 1GiB
  bench/compare_gui_cli.py --rounds 8 --size 4GiB --zram-size 6GiB
  bench/compare_gui_cli.py --target /var/tmp --rounds 8
  bench/compare_gui_cli.py --rounds 4 --tests seq,4k,access --pin 1

Run it with nothing else busy (bench runs here take `flock -x
/work/cpu.lock`). Exit status 0 when every row's paired ratio is at least
--bar (0.98), 1 when not, 2 on a usage or setup error.
"""
import argparse
import json
import os
import shutil
import signal
import statistics
import subprocess
import sys
import tempfile

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import compare_fio as cf  # noqa: E402
import compare_fio_zram as cz  # noqa: E402


def tool_env(home):
    """A fresh HOME, settings and history for one run, and the offscreen Qt platform."""
    env = dict(os.environ, HOME=home, XDG_CONFIG_HOME=os.path.join(home, "config"),
               XDG_DATA_HOME=os.path.join(home, "data"), XDG_RUNTIME_DIR=home,
               SOLIDMARK_HISTORY_DB=os.path.join(home, "history.sqlite"), QT_QPA_PLATFORM="offscreen")
    env.pop("DISPLAY", None)
    env.pop("WAYLAND_DISPLAY", None)
    return env


def suite_args(a, size):
    return ["--target", a.target, "--size", str(size), "--tests", a.tests, "--random-seconds",
            str(a.random_seconds), "--access-seconds", str(a.access_seconds), "--access-span", a.access_span]


def run_tool(a, tool, size):
    """One suite run of `tool` ("gui" or "cli"), pinned to --pin's CPU when given; its result document."""
    home = tempfile.mkdtemp(prefix="solidmark-bench-home-")
    try:
        env = tool_env(home)
        out = os.path.join(home, "result.json")
        if tool == "cli":
            cmd = [a.cli, "run", *suite_args(a, size), "--json", out, "--quiet"]
        else:
            cmd = [a.gui, *suite_args(a, size), "--run", "--quit"]
        pin = None if a.pin is None else (lambda: os.sched_setaffinity(0, {a.pin}))
        r = subprocess.run(cmd, env=env, capture_output=True, text=True, preexec_fn=pin)
        if r.returncode != 0:
            sys.exit(f"{tool} run failed (exit {r.returncode}): {' '.join(cmd)}\n{r.stderr[-3000:]}")
        if tool == "gui":
            listed = subprocess.run([a.cli, "history", "list", "--json", "-"], env=env, check=True,
                                    capture_output=True, text=True)
            ids = [e["id"] for e in json.loads(listed.stdout)]
            if len(ids) != 1:
                sys.exit(f"the GUI's history holds {len(ids)} results, expected 1")
            subprocess.run([a.cli, "history", "export", str(ids[0]), out], env=env, check=True, capture_output=True)
        with open(out) as f:
            return json.load(f)
    finally:
        shutil.rmtree(home, ignore_errors=True)


def rows_of(doc):
    """{row key: (speed, I/O CPU share, other CPU ms per s of phase)} for the rows the document has."""
    out = {}
    for key, _, test, direction in cf.ROWS:
        m = (doc["tests"].get(test) or {}).get(direction)
        if not m:
            continue
        value = m["ms"] if test == "access" else m["mib_s"]
        other = m.get("other_cpu_s")
        out[key] = (cf.speed(key, value), m["cpu_s"] / m["elapsed_s"],
                    None if other is None else other * 1000 / m["elapsed_s"])
    return out


def print_table(rows, names, out=sys.stdout):
    """Per row: medians, ratio, paired ratio (A over B), other CPU ms/s; returns {key: paired}."""
    a_name, b_name = names
    print(f"\n{'row':<16}{a_name:>10}{b_name:>10}{'ratio':>8}{'paired':>8}   "
          f"{'share ' + a_name + ' / ' + b_name:<22}{'other ms/s ' + a_name + ' / ' + b_name}", file=out)
    paired_of = {}
    for key, label, test, _ in cf.ROWS:
        r = rows.get(key)
        if not r or not r["a"]:
            continue
        a, b = statistics.median(r["a"]), statistics.median(r["b"])
        paired = statistics.median(x / y for x, y in zip(r["a"], r["b"]))
        paired_of[key] = paired
        unit = "IOPS" if test == "access" else "MiB/s"
        oa = [v for v in r["a_other"] if v is not None]
        ob = [v for v in r["b_other"] if v is not None]
        other = (f"{statistics.median(oa):6.1f} / {statistics.median(ob):.1f}" if oa and ob else "   n/a")
        share = f"{statistics.median(r['a_share']):.3f} / {statistics.median(r['b_share']):.3f}"
        print(f"{label:<16}{a:>10.1f}{b:>10.1f}{a / b:>8.3f}{paired:>8.3f}   {share:<22}{other}   ({unit})",
              file=out)
        print(f"{'':<16}[{a_name} {' '.join(f'{v:.0f}' for v in r['a'])} | "
              f"{b_name} {' '.join(f'{v:.0f}' for v in r['b'])}]", file=out)
    print(f"\nratio, paired: {a_name}'s speed / {b_name}'s (Acc.time rows: IOPS = 1 / mean latency); paired = "
          "median over rounds of the ratio within a round. share: the I/O threads' CPU time over the window "
          "(cpu_s / elapsed_s), median. other: the process's CPU time outside its I/O threads per second of "
          "phase (other_cpu_s / elapsed_s), median.", file=out)
    return paired_of


def main():
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--target", help="a folder to test in (default: a zram volume made for the run)")
    ap.add_argument("--size", default="1GiB")
    ap.add_argument("--rounds", type=int, default=8)
    ap.add_argument("--tests", default="seq,4k,4k64,access")
    ap.add_argument("--random-seconds", type=float, default=5)
    ap.add_argument("--access-seconds", type=float, default=3)
    ap.add_argument("--access-span", choices=["file", "device"], default="file")
    ap.add_argument("--zram-size", default="6GiB")
    ap.add_argument("--gui", default=os.environ.get("SOLIDMARK_GUI", "build/app/solidmark"))
    ap.add_argument("--cli", default=os.environ.get("SOLIDMARK_CLI", "build/app/solidmark-cli"))
    ap.add_argument("--bar", type=float, default=0.98, help="the lowest paired ratio accepted on every row")
    ap.add_argument("--pin", type=int, help="run both tools on this one CPU (the window then competes with the "
                                             "I/O thread for it: the share column shows what it takes)")
    ap.add_argument("--warmup", type=int, default=1,
                    help="runs of each tool before the rounds, not counted (the first write to a fresh volume "
                         "allocates its pages: without a warm-up, round 1's first tool pays for it)")
    ap.add_argument("--same", choices=["gui", "cli"],
                    help="A/A run: this tool in both columns, to see the paired ratios of identical runs")
    a = ap.parse_args()
    if a.rounds < 2:
        sys.exit("use at least 2 rounds (an even number balances the A B / B A order)")
    size = cf.parse_size(a.size)
    a.gui, a.cli = os.path.abspath(a.gui), os.path.abspath(a.cli)
    for path in (a.gui, a.cli):
        if not os.access(path, os.X_OK):
            print(f"compare_gui_cli: {path} is not an executable: build it first or pass --gui/--cli",
                  file=sys.stderr)
            sys.exit(2)
    zram = None
    if not a.target:
        reason = cz.why_not()
        if reason:
            print(f"compare_gui_cli: cannot create a zram volume: {reason}; or pass --target DIR.", file=sys.stderr)
            sys.exit(2)

    def stop(signum, _frame):
        raise SystemExit(128 + signum)
    signal.signal(signal.SIGTERM, stop)
    signal.signal(signal.SIGHUP, stop)
    try:
        if not a.target:
            zram = cz.Zram(cf.parse_size(a.zram_size)).open()
            a.target = zram.mount
            where = zram.describe()
        else:
            where = os.path.abspath(a.target)
        settle = zram.settle if zram else (lambda: subprocess.run(["sync"], check=False))
        names = ("A", "B") if a.same else ("GUI", "CLI")
        tools = (a.same, a.same) if a.same else ("gui", "cli")
        print(f"target {where}\nsize {size // cf.MIB} MiB, tests {a.tests}, {a.rounds} rounds (A B / B A), "
              f"access span {a.access_span}\nGUI {a.gui} (offscreen)\nCLI {a.cli}", file=sys.stderr)
        rows = {k: {"a": [], "b": [], "a_share": [], "b_share": [], "a_other": [], "b_other": []}
                for k, *_ in cf.ROWS}
        for w in range(a.warmup):
            print(f"warm-up {w + 1}/{a.warmup}: {' then '.join(names)} (not counted)", file=sys.stderr, flush=True)
            for i in (0, 1):
                settle()
                run_tool(a, tools[i], size)
        for r in range(a.rounds):
            order = [0, 1] if r % 2 == 0 else [1, 0]
            print(f"round {r + 1}/{a.rounds}: {' then '.join(names[i] for i in order)}", file=sys.stderr,
                  flush=True)
            for i in order:
                settle()
                for key, (speed, share, other) in rows_of(run_tool(a, tools[i], size)).items():
                    side = "a" if i == 0 else "b"
                    rows[key][side].append(speed)
                    rows[key][side + "_share"].append(share)
                    rows[key][side + "_other"].append(other)
        print(f"{where}\nsize {size // cf.MIB} MiB, {a.rounds} rounds after {a.warmup} warm-up, tests {a.tests}, "
              f"access span {a.access_span}"
              f"{'' if a.pin is None else f', both tools pinned to CPU {a.pin}'}")
        paired = print_table(rows, names)
        if a.same:
            print("A/A run: no bar, the paired ratios are the noise floor")
            return 0
        low = [k for k, p in paired.items() if p < a.bar]
        print(f"bar (paired >= {a.bar:.2f} on every row): {'met' if not low else 'NOT met: ' + ', '.join(low)}")
        return 0 if not low else 1
    finally:
        signal.signal(signal.SIGTERM, signal.SIG_IGN)
        signal.signal(signal.SIGHUP, signal.SIG_IGN)
        signal.signal(signal.SIGINT, signal.SIG_IGN)
        if zram:
            zram.close()


if __name__ == "__main__":
    sys.exit(main())
