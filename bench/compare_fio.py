#!/usr/bin/env python3
"""SolidMark vs fio on the same target, interleaved A B / B A.

Each round runs, per test group (seq, 4k, 4k64, access), `solidmark-cli run
--tests GROUP --json` and then the same phases with fio 3.33 (psync,
direct=1, same block sizes, threads, spans and bounds) on a fresh file of the
same size in the same folder, each after its own untimed fill; the order of
the two tools alternates from round to round (A B, B A). Per row it prints
both medians, the ratio of medians and the median of the per-round (paired)
ratios, and both tools' CPU time per I/O: SolidMark's cpu_s (its I/O
threads' CPU clocks over the timed loop) and fio's usr_cpu + sys_cpu over
the job's I/Os, read with the same clock: fio runs with
bench/fio_thread_cpu.so preloaded (built with the project: `ninja
fio_thread_cpu`), because fio's own figure drops the sub-millisecond part of
each job's user and system time at every rusage update, 2-4 per job,
which made its 4K-64Thrd CPU per I/O 15 % too low here (why and how in
bench/fio_thread_cpu.cpp). `--fio-cpu own` uses fio's own figures.

--pin CPU runs the single-thread groups (seq, 4k, access) of both tools on
one CPU, the same for both; compare_fio_zram.py does so by default. Where
the CPU is the limit (zram) that matters: the virtual CPUs of a VM run at
different speeds that change over time (here the same 4K read job gave
640 MiB/s on one vCPU and 880 on the other, and a vCPU moved between the
two levels), so unpinned, a pair compared whichever vCPUs the scheduler
picked: over 10 pairs of 4K QD1 reads on zram the spread (sd) of the
per-pair ratio was 0.16 unpinned and 0.03-0.05 pinned, the median 1.10 and
1.08-1.10. On a real disk the device's latency dominates and the I/O thread
sleeps in every request; pinning then adds the wake-ups of each tool's
progress and helper threads to its CPU and did not narrow the pairs (6
rounds here: 4K write pairs 0.84-1.09 pinned), so this script runs unpinned
unless asked. Each tool's whole process is pinned; 4K-64Thrd always runs
on every CPU.

Every ratio is SolidMark's speed over fio's: above 1.0 SolidMark measured the
faster result. Access-time rows compare IOPS (1 / mean latency), so a
ratio above 1.0 there means a lower access time.

--same sm|fio runs one tool in both columns (an A/A run), which shows the
bench's own noise floor on this machine: the paired ratios identical runs
get. SolidMark against itself on zram here, two runs of 6 rounds of the
whole suite: paired 0.961-1.013 and 0.954-1.016 over the eight rows, single
rounds 0.76-1.30; column A lower on 7 rows of 8 in one run and 5 of 8 in
the other, so no side is favoured. A paired ratio within about 5 % of 1
says nothing about either tool (compare_fio_zram.py takes --same too).

bench/compare_fio_zram.py runs the same comparison on a RAM-backed zram
volume, where neither tool is hidden behind the device's noise.
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
GROUPS = ["seq", "4k", "4k64", "access"]


def parse_size(text):
    units = {"": 1, "k": 1 << 10, "m": 1 << 20, "g": 1 << 30}
    t = text.lower().replace("ib", "").replace("b", "")
    num = t.rstrip("kmg")
    return int(float(num) * units[t[len(num):]])


def fio_jobfile(group, path, size, random_s, access_s, threads, access_block=512, extra_global=""):
    """The fio twin of `solidmark-cli run --tests GROUP`: an untimed fill
    (except for seq, whose write is the fill), then the group's phases.

    access_block: the access-time block, SolidMark's rule: 512 B or the
    logical block size if larger (direct I/O of 512 B fails on a 4 KiB-sector
    device). extra_global: more [global] lines (compare_fio_zram.py)."""
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
    ab = access_block
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
                   ("acc_r", f"rw=randread\nbs={ab}\nsize={size}\nruntime={access_s}\ntime_based\n"),
                   ("acc_w", f"rw=randwrite\nbs={ab}\nsize={size}\nruntime={access_s}\ntime_based\n"
                             f"end_fsync=1\n")],
    }[group]
    text = "[global]\n" + common + extra_global + "group_reporting\n"
    for name, body in jobs:
        text += f"\n[{name}]\nstonewall\nnew_group\n{body}"
    return text


def fio_cpu_module(a):
    """The LD_PRELOAD module that makes fio count CPU time with the thread
    CPU clock (bench/fio_thread_cpu.cpp), or None for fio's own figures."""
    if a.fio_cpu == "own":
        return None
    path = os.path.abspath(a.fio_cpu_module or os.path.join(os.path.dirname(os.path.abspath(a.cli)), os.pardir,
                                                             "bench", "fio_thread_cpu.so"))
    if not os.path.isfile(path):
        sys.exit(f"{path} is missing: build it (ninja -C build fio_thread_cpu), pass --fio-cpu-module, "
                 f"or use fio's own CPU figures with --fio-cpu own")
    return path


def fio_cpu_seconds(job, module):
    """CPU seconds of a job (all its threads with group_reporting): fio sums
    usr/sys time over the group's jobs and divides by the sum of their run
    times (job_runtime, ms), so the CPU seconds are the percentages times
    that sum (not times the group's runtime, the longest job's). With the
    module fio's usr_time is in microseconds of the CPU clock and sys_time 0."""
    if module and job["sys_cpu"] != 0:
        sys.exit(f"fio reported system time for job {job['jobname']}: {module} did not take effect")
    cpu_s = (job["usr_cpu"] + job["sys_cpu"]) / 100.0 * job["job_runtime"] / 1000.0
    return cpu_s / 1000.0 if module else cpu_s


def fio_env(module):
    return dict(os.environ, LD_PRELOAD=module) if module else None


def pinned(group, cpu):
    """preexec_fn that pins a tool's process to `cpu` for a single-thread
    group, or None (4K-64Thrd, or --pin none)."""
    if cpu is None or group == "4k64":
        return None
    return lambda: os.sched_setaffinity(0, {cpu})


def pin_cpu(a):
    """The CPU single-thread groups run on: --pin, default the last CPU
    this process may run on; None for --pin none."""
    if a.pin == "none":
        return None
    allowed = sorted(os.sched_getaffinity(0))
    cpu = allowed[-1] if a.pin == "last" else int(a.pin)
    if cpu not in allowed:
        sys.exit(f"--pin {cpu}: not one of the CPUs this process may use ({allowed})")
    return cpu


def run_fio(fio, group, target, size, random_s, access_s, threads, access_block=512, extra_global="",
            cpu_module=None, cpu=None):
    """fio's speed (MiB/s; access rows: mean latency in ms) and CPU time per
    I/O (us) per row of the group."""
    work = tempfile.mkdtemp(prefix="fio-bench-", dir=target)
    try:
        jobfile = os.path.join(work, "jobs.fio")
        with open(jobfile, "w") as f:
            f.write(fio_jobfile(group, os.path.join(work, "file"), size, random_s, access_s, threads,
                                access_block, extra_global))
        out = subprocess.run([fio, "--output-format=json", jobfile], check=True, capture_output=True, text=True,
                             env=fio_env(cpu_module), preexec_fn=pinned(group, cpu))
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
        cpu[name] = fio_cpu_seconds(job, cpu_module) * 1e6 / max(1, d["total_ios"])
    return res, cpu


def run_solidmark(cli, group, target, size, random_s, access_s, threads, extra_args=(), cpu=None):
    out = subprocess.run([cli, "run", "--target", target, "--size", str(size), "--tests", group,
                          "--random-seconds", str(random_s), "--access-seconds", str(access_s),
                          "--threads", str(threads), "--json", "-", "--quiet", "--no-history", *extra_args],
                         check=True, capture_output=True, text=True, preexec_fn=pinned(group, cpu))
    data = json.loads(out.stdout)
    res, cpu = {}, {}
    for key, _, test, direction in ROWS:
        if test != group:
            continue
        m = data["tests"][test][direction]
        res[key] = m["ms"] if test == "access" else m["mib_s"]
        cpu[key] = m["cpu_us_per_io"]
    span = data["tests"]["access"]["read"].get("span") if group == "access" else None
    return res, cpu, span


def speed(key, value):
    """Higher is faster: MiB/s as is, an access time (ms) as IOPS."""
    return 1000.0 / value if key.startswith("acc") else value


def compare(a, groups, size, sm_args=(), access_block=512, fio_global="", log=sys.stderr, settle=None):
    """Runs a.rounds rounds of every group, both tools back to back in
    alternating order, and returns {key: {"sm": [...], "fio": [...],
    "sm_cpu": [...], "fio_cpu": [...]}} plus the access-read spans seen.
    settle(), when given, runs before each tool's run (compare_fio_zram.py
    waits there for the previous run's discards)."""
    rows = {k: {"sm": [], "fio": [], "sm_cpu": [], "fio_cpu": []} for k, *_ in ROWS}
    module = fio_cpu_module(a)
    pin = pin_cpu(a)
    spans = set()
    # Per test group both tools run back to back on the same folder, so slow
    # drift of the device hits both alike; the order alternates A B / B A
    # (ABBA) so neither tool always follows the other's file deletion (online
    # discard) or its fill.
    for r in range(a.rounds):
        for group in groups:
            order = ["sm", "fio"] if r % 2 == 0 else ["fio", "sm"]
            print(f"round {r + 1}/{a.rounds}: {group}: {' then '.join(order)}", file=log, flush=True)
            for tool in order:
                if settle:
                    settle()
                if (a.same or tool) == "sm":
                    res, cpu, span = run_solidmark(a.cli, group, a.target, size, a.random_seconds,
                                                   a.access_seconds, a.threads, sm_args, pin)
                    if span:
                        spans.add(span)
                else:
                    res, cpu = run_fio(a.fio, group, a.target, size, a.random_seconds, a.access_seconds,
                                       a.threads, access_block, fio_global, module, pin)
                for k in res:
                    rows[k][tool].append(res[k])
                    rows[k][tool + "_cpu"].append(cpu[k])
    return rows, spans


def print_table(rows, groups, out=sys.stdout, fio_cpu="clock", same=None):
    """Per row: both medians, the ratio of medians, the median of per-round
    (paired) ratios, both tools' median CPU per I/O, and every round's
    value. Returns {key: paired ratio}. same: the tool of an A/A run, whose
    columns are then named A and B."""
    name_a, name_b, short_a = ("A", "B", "A") if same else ("SolidMark", "fio", "SM")
    if same:
        print(f"\nA/A run: both columns are {'SolidMark' if same == 'sm' else 'fio'} (A ran where SolidMark "
              f"would, B where fio would)", file=out)
    print(f"\n{'row':<16}{name_a:>11}{name_b:>11}  {'unit':<6}{'ratio':>7}{'paired':>8}"
          f"{short_a + ' cpu/IO':>11}{name_b + ' cpu/IO':>11}", file=out)
    paired_of = {}
    for key, label, test, _ in ROWS:
        if test not in groups or not rows[key]["sm"]:
            continue
        r = rows[key]
        s, f = statistics.median(r["sm"]), statistics.median(r["fio"])
        ratio = speed(key, s) / speed(key, f)
        paired = statistics.median(speed(key, x) / speed(key, y) for x, y in zip(r["sm"], r["fio"]))
        paired_of[key] = paired
        unit = "ms" if test == "access" else "MiB/s"
        digits = 4 if test == "access" else 1
        sc, fc = statistics.median(r["sm_cpu"]), statistics.median(r["fio_cpu"])
        print(f"{label:<16}{s:>11.{digits}f}{f:>11.{digits}f}  {unit:<6}{ratio:>7.3f}{paired:>8.3f}"
              f"{sc:>9.2f}us{fc:>9.2f}us", file=out)
        print(f"{'':<16}[{name_a} {' '.join(f'{v:.{digits}f}' for v in r['sm'])} | "
              f"{name_b} {' '.join(f'{v:.{digits}f}' for v in r['fio'])}]", file=out)
    print(f"\nratio, paired: {name_a}'s speed / {name_b}'s (access rows: IOPS = 1 / mean latency), "
          f"> 1 = {name_a} faster; paired = median over rounds of the ratio within a round.\n"
          "cpu/IO: median CPU time (user + system) of the I/O threads per I/O; "
          + ("both read with the thread CPU clock (fio through bench/fio_thread_cpu.so)." if fio_cpu == "clock"
             else "fio's own figures (whole milliseconds per job and rusage update)."), file=out)
    return paired_of


def add_common_args(ap, default_target, default_rounds, default_pin="none"):
    ap.add_argument("--target", default=default_target)
    ap.add_argument("--size", default="1GiB")
    ap.add_argument("--rounds", type=int, default=default_rounds)
    ap.add_argument("--random-seconds", type=float, default=5)
    ap.add_argument("--access-seconds", type=float, default=3)
    ap.add_argument("--threads", type=int, default=64)
    ap.add_argument("--cli", default=os.environ.get("SOLIDMARK_CLI", "build/app/solidmark-cli"))
    ap.add_argument("--fio", default="fio")
    ap.add_argument("--fio-cpu", choices=["clock", "own"], default="clock",
                    help="fio's CPU time: its threads' CPU clock through the preloaded module (default), or "
                         "fio's own figures, which drop up to 2 ms per job and rusage update")
    ap.add_argument("--pin", default=default_pin,
                    help="CPU that both tools' single-thread groups run on: a number, 'last' (the last CPU "
                         f"allowed) or 'none' (default {default_pin}); 4K-64Thrd always runs on every CPU")
    ap.add_argument("--fio-cpu-module", help="path of fio_thread_cpu.so (default: bench/ beside the CLI's app/)")
    ap.add_argument("--groups", default=",".join(GROUPS),
                    help="comma-separated subset of seq,4k,4k64,access (rows of other groups are left out)")
    ap.add_argument("--same", choices=["sm", "fio"],
                    help="A/A run: this tool in both columns, to see the paired ratios of identical runs "
                         "(the bench's noise floor on this machine)")


def parse_groups(a):
    groups = [g for g in a.groups.split(",") if g]
    if not groups or any(g not in GROUPS for g in groups):
        sys.exit(f"--groups: choose from {','.join(GROUPS)}")
    if a.rounds < 3:
        sys.exit("use at least 3 rounds (an even number balances the A B / B A order)")
    return groups


def main():
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    add_common_args(ap, os.environ.get("TMPDIR", "/var/tmp"), 3)
    ap.add_argument("--access-span", choices=["device", "file", "default"], default="default",
                    help="SolidMark's access-time read span (default: its own default, the device; "
                         "'file' reads the test file as fio does; needs a SolidMark with --access-span)")
    ap.add_argument("--access-block", type=int, default=512,
                    help="fio's access-time block: SolidMark's, 512 B or the logical block size if larger")
    a = ap.parse_args()
    size = parse_size(a.size)
    groups = parse_groups(a)
    ver = subprocess.run([a.fio, "--version"], capture_output=True, text=True).stdout.strip()
    print(f"target {a.target}, size {size // MIB} MiB, {a.rounds} rounds (ABBA per group), {ver}, "
          f"single-thread groups on CPU {pin_cpu(a)}", file=sys.stderr)
    sm_args = () if a.access_span == "default" else ("--access-span", a.access_span)
    rows, spans = compare(a, groups, size, sm_args, a.access_block)
    print_table(rows, groups, fio_cpu=a.fio_cpu, same=a.same)
    if spans:
        print(f"SolidMark access-time read span: {', '.join(sorted(spans))} (fio: file)")


if __name__ == "__main__":
    main()
