#!/usr/bin/env python3
"""SolidMark's queue-depth engine vs fio's io_uring engine on the same target.

Per round and test, `solidmark-cli preset --tests TEST --passes 1` (or the
Database profile at one queue depth) and the same test with fio 3.33
(ioengine=io_uring, fixedbufs, registerfiles, direct=1, the same block size,
queue depth, threads and time bound). Each runs on a fresh file of the same
size after its own untimed fill, made the way SolidMark makes it (16 MiB
psync writes, then a flush); the order alternates A B / B A.

Like with like:
  write data   scramble_buffers=0: both tools write a random buffer filled
               once (SolidMark stamps 8 bytes per 4 KiB, which no compressor
               can exploit). fio's default rewrites part of its buffer before
               every write; on zram that data costs the compressor more, and
               SolidMark's writes read 2-3x "faster" than fio's: the data was
               measured, not the engines.
  CPU          both read with the thread CPU clock, summed over every I/O
               thread: fio through bench/fio_thread_cpu.so (LD_PRELOAD; see
               compare_fio.py), and fio's usr/sys percentages are over the sum
               of its jobs' run times (job_runtime), not the group's runtime.
               Multiplying by the group's runtime counted one job of 16 at
               Q32T16 (0.22 us per I/O). --fio-cpu own: fio's own figures.

Columns: SolidMark and fio, the medians over rounds (decimal MB/s, or IOPS
of reads + writes for the Database profile); ratio, the ratio of those
medians; paired, the median of the per-round ratios (each round's two runs
are neighbours in time, so it cancels slow drifts of the target); > 1 =
SolidMark faster. CPU per I/O: CPU time (user + system) of the I/O threads
inside the measured window divided by the I/Os, medians.

On a virtual disk the rounds scatter widely (the host's cache and its
neighbours): use 10 rounds, and run the SEQ1M row on its own with
--size 4GiB so that a pass outlasts short bursts on the host.
"""
import argparse
import json
import os
import shutil
import statistics
import subprocess
import sys
import tempfile

import compare_fio as cf

MB = 1e6


def parse_test(name):
    t = name.upper().replace("-", "").replace(" ", "")
    kind, rest = t[:3], t[3:]
    size, rest = rest.split("Q")
    qd, threads = rest.split("T")
    unit = {"K": 1024, "M": 1024 * 1024}.get(size[-1], 1)
    block = int(size.rstrip("KM")) * unit
    return kind == "RND", block, int(qd), int(threads)


# The untimed fill, as SolidMark fills its file: 16 MiB synchronous writes
# from ordinary memory (psync), then a flush. Filled through io_uring with
# registered buffers instead, the file reaches the device as 1 MiB requests
# rather than 4 MiB ones; the twin should differ from SolidMark only in the
# phase being measured.
FILL_JOB = "\n[fill]\nioengine=psync\nrw=write\nbs=16m\niodepth=1\nsize={size}\nend_fsync=1\n"


def fio_jobfile(test, path, size, seconds):
    if test.upper().startswith("DB"):
        # The Database profile: 8 KiB, 67 % read, random, one thread at queue depth N.
        qd = int(test.upper().split("Q")[1])
        common = (f"filename={path}\ndirect=1\nioengine=io_uring\nfixedbufs=1\nregisterfiles=1\nthread\n"
                  f"randrepeat=0\nnorandommap\nscramble_buffers=0\n")
        text = "[global]\n" + common + "group_reporting\n"
        text += FILL_JOB.format(size=size)
        text += (f"\n[db]\nstonewall\nnew_group\nrw=randrw\nrwmixread=67\nbs=8k\niodepth={qd}\nsize={size}\n"
                 f"runtime={seconds}\ntime_based\nend_fsync=1\n")
        return text
    random, block, qd, threads = parse_test(test)
    rw_r, rw_w = ("randread", "randwrite") if random else ("read", "write")
    slice_bytes = size // threads // block * block
    common = (f"filename={path}\ndirect=1\nioengine=io_uring\nfixedbufs=1\nregisterfiles=1\nthread\n"
              f"randrepeat=0\nnorandommap\nscramble_buffers=0\n")
    per = (f"bs={block}\niodepth={qd}\nnumjobs={threads}\nsize={slice_bytes}\noffset_increment={slice_bytes}\n"
           f"runtime={seconds}\n" + ("time_based\n" if random else ""))
    text = "[global]\n" + common + "group_reporting\n"
    text += FILL_JOB.format(size=size)
    text += f"\n[r]\nstonewall\nnew_group\nrw={rw_r}\n{per}"
    text += f"\n[w]\nstonewall\nnew_group\nrw={rw_w}\n{per}end_fsync=1\n"
    return text


def run_fio(fio, test, target, size, seconds, module):
    work = tempfile.mkdtemp(prefix="fio-qd-", dir=target)
    try:
        jobfile = os.path.join(work, "jobs.fio")
        with open(jobfile, "w") as f:
            f.write(fio_jobfile(test, os.path.join(work, "file"), size, seconds))
        out = subprocess.run([fio, "--output-format=json", jobfile], check=True, capture_output=True, text=True,
                             env=cf.fio_env(module))
        data = json.loads(out.stdout[out.stdout.index("{"):])
    finally:
        shutil.rmtree(work, ignore_errors=True)
    res, cpu = {}, {}
    for job in data["jobs"]:
        name = job["jobname"]
        if name == "fill":
            continue
        if name == "db":  # total IOPS of reads and writes
            ios = job["read"]["total_ios"] + job["write"]["total_ios"]
            runtime_s = max(job["read"]["runtime"], job["write"]["runtime"]) / 1000.0
            res["iops"] = ios / runtime_s
            cpu["iops"] = cf.fio_cpu_seconds(job, module) * 1e6 / max(1, ios)
            continue
        d = job["read"] if name == "r" else job["write"]
        res[name] = d["bw_bytes"] / MB
        cpu[name] = cf.fio_cpu_seconds(job, module) * 1e6 / max(1, d["total_ios"])
    return res, cpu


def run_solidmark(cli, test, target, size, seconds):
    if test.upper().startswith("DB"):
        qd = test.upper().split("Q")[1]
        out = subprocess.run([cli, "profile", "--target", target, "--size", str(size), "--profile", "database",
                              "--qd", qd, "--seconds", str(seconds), "--json", "-", "--quiet", "--no-history"],
                             check=True, capture_output=True, text=True)
        data = json.loads(out.stdout)
        step = data["steps"][0]
        return {"iops": step["iops"]}, {"iops": step["cpu_us_per_io"]}, data["settings"]["engine"]
    out = subprocess.run([cli, "preset", "--target", target, "--size", str(size), "--tests", test, "--passes", "1",
                          "--seconds", str(seconds), "--json", "-", "--quiet", "--no-history"],
                         check=True, capture_output=True, text=True)
    data = json.loads(out.stdout)
    row = data["rows"][0]
    res = {"r": row["read"]["mb_s"], "w": row["write"]["mb_s"]}
    cpu = {"r": row["read"]["cpu_us_per_io"], "w": row["write"]["cpu_us_per_io"]}
    return res, cpu, data["settings"]["engine"]


def main():
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--target", default=os.environ.get("TMPDIR", "/var/tmp"))
    ap.add_argument("--size", type=int, default=1 << 30, help="bytes (default 1 GiB)")
    ap.add_argument("--rounds", type=int, default=6)
    ap.add_argument("--seconds", type=float, default=5)
    ap.add_argument("--tests", default="RND4K-Q32T1,SEQ1M-Q8T1,DB-Q1,DB-Q8,DB-Q32",
                    help="preset tests, and DB-Q<N> for the Database profile at queue depth N")
    ap.add_argument("--cli", default=os.environ.get("SOLIDMARK_CLI", "build/app/solidmark-cli"))
    ap.add_argument("--fio", default="fio")
    ap.add_argument("--fio-cpu", choices=["clock", "own"], default="clock",
                    help="clock: fio's I/O threads read with the thread CPU clock (fio_thread_cpu.so); own: fio's "
                         "own figures")
    ap.add_argument("--fio-cpu-module", help="path of fio_thread_cpu.so (default: bench/ beside the CLI's app/)")
    a = ap.parse_args()
    module = cf.fio_cpu_module(a)
    if a.rounds < 3:
        sys.exit("use at least 3 rounds")
    tests = [t for t in a.tests.split(",") if t]
    sm, fio, smc, fioc, engines = {}, {}, {}, {}, set()
    for r in range(a.rounds):
        for test in tests:
            order = ["sm", "fio"] if r % 2 == 0 else ["fio", "sm"]
            print(f"round {r + 1}/{a.rounds}: {test}: {' then '.join(order)}", file=sys.stderr)
            for tool in order:
                if tool == "sm":
                    res, cpu, engine = run_solidmark(a.cli, test, a.target, a.size, a.seconds)
                    engines.add(engine)
                    runs, cpus = sm, smc
                else:
                    res, cpu = run_fio(a.fio, test, a.target, a.size, a.seconds, module)
                    runs, cpus = fio, fioc
                for k, v in res.items():
                    runs.setdefault((test, k), []).append(v)
                    cpus.setdefault((test, k), []).append(cpu[k])
    print(f"\nSolidMark queue engine: {', '.join(sorted(engines))}; fio: io_uring (fixedbufs, registerfiles)")
    print(f"{'row':<22}{'SolidMark':>12}{'fio':>12}{'ratio':>8}{'paired':>8}   unit")
    for test in tests:
        for k, label in (("r", "read"), ("w", "write"), ("iops", "IOPS")):
            if (test, k) not in sm:
                continue
            s, f = sm[(test, k)], fio[(test, k)]
            ms, mf = statistics.median(s), statistics.median(f)
            paired = statistics.median(x / y for x, y in zip(s, f) if y)
            unit = "IOPS (reads + writes)" if k == "iops" else "MB/s (10^6)"
            print(f"{test + ' ' + label:<22}{ms:>12.2f}{mf:>12.2f}{ms / mf:>8.3f}{paired:>8.3f}   {unit}   "
                  f"[SolidMark {' '.join(f'{v:.1f}' for v in s)} | fio {' '.join(f'{v:.1f}' for v in f)}]")
    print("\nCPU per I/O (I/O threads, median):")
    for test in tests:
        for k, label in (("r", "read"), ("w", "write"), ("iops", "mixed")):
            if (test, k) not in smc:
                continue
            s, f = statistics.median(smc[(test, k)]), statistics.median(fioc[(test, k)])
            print(f"{test + ' ' + label:<22}{s:>9.2f} us{f:>9.2f} us{s / f if f else float('nan'):>8.3f}")


if __name__ == "__main__":
    main()
