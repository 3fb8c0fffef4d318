#!/usr/bin/env python3
"""SolidMark vs fio on the same target, interleaved A B A B.

Each round runs, per test group (seq, 4k, 4k64, access), `solidmark-cli run
--tests GROUP --json` and then the same phases with fio 3.33 (psync,
direct=1, same block sizes, threads, spans and bounds) on a fresh file of the
same size in the same folder, each after its own untimed fill; the order of
the two tools alternates from round to round (A B, B A). Per row
it prints both medians and the SolidMark/fio ratio, plus CPU time per I/O of
the 4K QD1 phases: SolidMark's cpu_s (getrusage over the timed window) and
fio's usr_cpu+sys_cpu (getrusage inside fio) over the same number of I/Os.
"""
import argparse
import json
import os
import shutil
import statistics
import subprocess
import sys
import tempfile

ROWS = [  # key, label, solidmark test, direction
    ("seq_r", "Seq read", "seq", "read"),
    ("seq_w", "Seq write", "seq", "write"),
    ("4k_r", "4K read", "4k", "read"),
    ("4k_w", "4K write", "4k", "write"),
    ("4k64_r", "4K-64Thrd read", "4k64", "read"),
    ("4k64_w", "4K-64Thrd write", "4k64", "write"),
    ("acc_r", "Acc.time read", "access", "read"),
    ("acc_w", "Acc.time write", "access", "write"),
]
MIB = 1 << 20


def parse_size(text):
    units = {"": 1, "k": 1 << 10, "m": 1 << 20, "g": 1 << 30}
    t = text.lower().replace("ib", "").replace("b", "")
    num = t.rstrip("kmg")
    return int(float(num) * units[t[len(num):]])


GROUPS = ["seq", "4k", "4k64", "access"]


def fio_jobfile(group, path, size, random_s, access_s, threads):
    """The fio twin of `solidmark-cli run --tests GROUP`: an untimed fill
    (except for seq, whose write is the fill), then the group's phases."""
    slice_bytes = size // threads // 4096 * 4096
    # Write data: fio's default, a random buffer filled once whose every
    # 512 B sector is stamped with the offset and time per write
    # (scramble_buffers), is the twin of SolidMark's incompressible mode (a
    # random pool window with a unique stamp per 4 KiB). refill_buffers, used
    # here before, regenerates the whole buffer per write: measured here it
    # cost fio 1.2 us more CPU per 4K write (11.35 vs 10.18 us), about 4 % of
    # a 4K QD1 write, which showed up as SolidMark's 4K write ratio of
    # 1.04-1.10 with its CPU per I/O 1.1-1.6 us below fio's.
    common = f"filename={path}\ndirect=1\nioengine=psync\niodepth=1\nthread\nrandrepeat=0\nnorandommap\n"
    fill = ("fill", f"rw=write\nbs=16m\nsize={size}\nend_fsync=1\n")
    jobs = {
        "seq": [("seq_w", f"rw=write\nbs=16m\nsize={size}\nend_fsync=1\n"),
                ("seq_r", f"rw=read\nbs=16m\nsize={size}\n")],
        "4k": [fill,
               ("4k_r", f"rw=randread\nbs=4k\nsize={size}\nruntime={random_s}\n"),
               ("4k_w", f"rw=randwrite\nbs=4k\nsize={size}\nruntime={random_s}\nend_fsync=1\n")],
        "4k64": [fill,
                 ("4k64_r", f"rw=randread\nbs=4k\nnumjobs={threads}\nsize={slice_bytes}\n"
                            f"offset_increment={slice_bytes}\nruntime={random_s}\n"),
                 ("4k64_w", f"rw=randwrite\nbs=4k\nnumjobs={threads}\nsize={slice_bytes}\n"
                            f"offset_increment={slice_bytes}\nruntime={random_s}\nend_fsync=1\n")],
        "access": [fill,
                   ("acc_r", f"rw=randread\nbs=512\nsize={size}\nruntime={access_s}\ntime_based\n"),
                   ("acc_w", f"rw=randwrite\nbs=512\nsize={size}\nruntime={access_s}\ntime_based\n"
                             f"end_fsync=1\n")],
    }[group]
    text = "[global]\n" + common + "group_reporting\n"
    for name, body in jobs:
        text += f"\n[{name}]\nstonewall\nnew_group\n{body}"
    return text


def run_fio(fio, group, target, size, random_s, access_s, threads):
    work = tempfile.mkdtemp(prefix="fio-bench-", dir=target)
    try:
        jobfile = os.path.join(work, "jobs.fio")
        with open(jobfile, "w") as f:
            f.write(fio_jobfile(group, os.path.join(work, "file"), size, random_s, access_s, threads))
        out = subprocess.run([fio, "--output-format=json", jobfile], check=True, capture_output=True, text=True)
        data = json.loads(out.stdout[out.stdout.index("{"):])
    finally:
        shutil.rmtree(work, ignore_errors=True)
    res, cpu = {}, {}
    for job in data["jobs"]:
        name = job["jobname"]
        if name == "fill":
            continue
        d = job["write"] if name.endswith("_w") else job["read"]
        if name.startswith("acc"):
            res[name] = d["lat_ns"]["mean"] / 1e6  # ms
        else:
            res[name] = d["bw_bytes"] / MIB
        runtime_s = d["runtime"] / 1000.0
        cpu_s = (job["usr_cpu"] + job["sys_cpu"]) / 100.0 * runtime_s
        cpu[name] = cpu_s * 1e6 / max(1, d["total_ios"])
    return res, cpu


def run_solidmark(cli, group, target, size, random_s, access_s, threads):
    out = subprocess.run([cli, "run", "--target", target, "--size", str(size), "--tests", group,
                          "--random-seconds", str(random_s), "--access-seconds", str(access_s),
                          "--threads", str(threads), "--json", "-", "--quiet"],
                         check=True, capture_output=True, text=True)
    data = json.loads(out.stdout)
    res, cpu = {}, {}
    for key, _, test, direction in ROWS:
        if test != group:
            continue
        m = data["tests"][test][direction]
        res[key] = m["ms"] if test == "access" else m["mib_s"]
        cpu[key] = m["cpu_us_per_io"]
    span = data["tests"]["access"]["read"]["span"] if group == "access" else None
    return res, cpu, span


def main():
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--target", default=os.environ.get("TMPDIR", "/var/tmp"))
    ap.add_argument("--size", default="1GiB")
    ap.add_argument("--rounds", type=int, default=3)
    ap.add_argument("--random-seconds", type=float, default=5)
    ap.add_argument("--access-seconds", type=float, default=3)
    ap.add_argument("--threads", type=int, default=64)
    ap.add_argument("--cli", default=os.environ.get("SOLIDMARK_CLI", "build/app/solidmark-cli"))
    ap.add_argument("--fio", default="fio")
    ap.add_argument("--groups", default=",".join(GROUPS),
                    help="comma-separated subset of seq,4k,4k64,access (rows of other groups are left out)")
    a = ap.parse_args()
    size = parse_size(a.size)
    groups = [g for g in a.groups.split(",") if g]
    if not groups or any(g not in GROUPS for g in groups):
        sys.exit(f"--groups: choose from {','.join(GROUPS)}")
    if a.rounds < 3:
        sys.exit("use at least 3 rounds (an even number balances the A B / B A order)")
    ver = subprocess.run([a.fio, "--version"], capture_output=True, text=True).stdout.strip()
    print(f"target {a.target}, size {size // MIB} MiB, {a.rounds} rounds (ABBA per group), {ver}", file=sys.stderr)

    sm_runs, fio_runs = {k: [] for k, *_ in ROWS}, {k: [] for k, *_ in ROWS}
    sm_cpu, fio_cpu = {"4k_r": [], "4k_w": []}, {"4k_r": [], "4k_w": []}
    spans = set()
    # Per test group both tools run back to back on the same folder, so slow
    # drift of the device hits both alike; the order alternates A B / B A
    # (ABBA) so neither tool always follows the other's file deletion (online
    # discard) or its fill.
    for r in range(a.rounds):
        for group in groups:
            order = ["sm", "fio"] if r % 2 == 0 else ["fio", "sm"]
            print(f"round {r + 1}/{a.rounds}: {group}: {' then '.join(order)}", file=sys.stderr)
            for tool in order:
                if tool == "sm":
                    res, cpu, span = run_solidmark(a.cli, group, a.target, size, a.random_seconds,
                                                   a.access_seconds, a.threads)
                    if span:
                        spans.add(span)
                    runs, cpus = sm_runs, sm_cpu
                else:
                    res, cpu = run_fio(a.fio, group, a.target, size, a.random_seconds, a.access_seconds, a.threads)
                    runs, cpus = fio_runs, fio_cpu
                for k in res:
                    runs[k].append(res[k])
                    if k in cpus:
                        cpus[k].append(cpu[k])

    # ratio = median(SolidMark) / median(fio); paired = the median over
    # rounds of SolidMark/fio measured back to back in the same round, which
    # cancels the device's slow drift between rounds.
    print(f"\n{'row':<16}{'SolidMark':>14}{'fio':>14}{'ratio':>8}{'paired':>8}   unit")
    worst = 0.0
    for key, label, test, _ in ROWS:
        if test not in groups:
            continue
        s, f = statistics.median(sm_runs[key]), statistics.median(fio_runs[key])
        ratio = s / f if f else float("nan")
        paired = statistics.median(a / b for a, b in zip(sm_runs[key], fio_runs[key]) if b)
        worst = max(worst, abs(ratio - 1))
        unit = "ms (mean latency)" if test == "access" else "MiB/s"
        digits = 1 if test != "access" else 4
        print(f"{label:<16}{s:>14.3f}{f:>14.3f}{ratio:>8.3f}{paired:>8.3f}   {unit}   "
              f"[SolidMark {' '.join(f'{v:.{digits}f}' for v in sm_runs[key])} | "
              f"fio {' '.join(f'{v:.{digits}f}' for v in fio_runs[key])}]")
    print(f"\nCPU per I/O, 4K QD1 (median, getrusage):")
    for key, label in (("4k_r", "4K read"), ("4k_w", "4K write")):
        if not sm_cpu[key]:
            continue
        s, f = statistics.median(sm_cpu[key]), statistics.median(fio_cpu[key])
        print(f"{label:<16}{s:>11.2f} us{f:>11.2f} us{s / f if f else float('nan'):>8.3f}")
    print(f"\nSolidMark access-time read span: {', '.join(sorted(spans))} (fio: file)")
    print(f"largest deviation from 1.0: {worst:.3f}")


if __name__ == "__main__":
    main()
