"""Full drives and rested drives: --fill against statvfs, and the cache that
comes back after a rest against QEMU's leaky bucket.

Cache recovery: QEMU throttles the drive's writes with `bps-write` (avg),
`bps-write-max` (max) and `bps-write-max-length` (L). util/throttle.c keeps
a bucket that every write fills by its bytes and that leaks at avg; writes
run at max (the burst bucket's limit) while the level is at most max × L,
then at avg (throttle_compute_wait). So from empty the drive writes
about max² × L / (max - avg) at max, its "cache". Idle for t seconds after
the bucket filled, the level falls by d = min(avg × t, max × L), and the
next writes get through until it is full again: the burst bucket (max / 10,
emptied by the rest) lets s = max / 10 pass at once, then writes at max
refill the level at max - avg, so (max × d - s × avg) / (max - avg) bytes
(bucket_truth_mib). At 64 MiB/s, 16 MiB/s and L = 2 s: a cache of 168.5
MiB; a 2 s rest brings back 40.5 MiB, 4 s 83.2 MiB, 12 s all of it.

Scenarios:
  recovery  `sustained --rest 2s,4s,12s`: the first write stops once the
            cache is found full (not at --amount); after each rest the
            recovered bytes are what the bucket allows for the idle time the
            result recorded, within 10 %; the speeds 64 and 16 MiB/s.
  fill      `run --fill 60%` on a 1 GiB drive: used_pct_before is what
            statvfs said before, used_pct_during what a sampler reading
            statvfs every 0.1 s saw while the phases ran (within 0.5
            points), 60 % within 0.5 points; statvfs afterwards as before;
            a series `--fill 20,50%`: two levels, each at its share.
  taken     `run --fill 80%` on a throttled drive; two seconds into the
            ballast another writer takes the free space (fallocate): exit 1
            with a sentence naming the ballast and another program, no
            result written, no SolidMark folder left.
"""

from kit.machine import MIB, Drive

NAME = "fill_rest"
TITLE = "--fill against statvfs (a level, a series, a disk taken mid-ballast); cache recovery against QEMU's bucket"
TIMEOUT_S = 240

BUCKET = {"max_mib_s": 64.0, "avg_mib_s": 16.0, "length_s": 2}
RESTS = [2, 4, 12]
CLAIMS = {"bucket_avg_mib_s": "the bucket's leak rate in MiB/s (truth 16)"}

DRIVES = [
    Drive("rc", "nvme", 3072, throttle={"bps-write": int(BUCKET["avg_mib_s"] * MIB),
                                        "bps-write-max": int(BUCKET["max_mib_s"] * MIB),
                                        "bps-write-max-length": BUCKET["length_s"]}),
    Drive("fl", "nvme", 1024),
    Drive("tk", "nvme", 512, throttle={"bps-write": 32 * MIB}),
]

SCRIPT = r"""
for d in rc fl tk; do mount_label $d /mnt/$d; done

# used_of DIR: statvfs's used share as df counts it (size - free, of the size).
used_of() { df -k "$1" | awk 'NR==2 { printf "%.4f\n", 100 * $3 / $2 }'; }
# sample_used DIR NAME PID: statvfs every 0.1 s while PID runs, one share per line.
sample_used() {
  : > "$OUT/$2.samples"
  while kill -0 "$3" 2>/dev/null; do used_of "$1" >> "$OUT/$2.samples"; sleep 0.1; done
}

# Cache recovery.
sm recovery 150 sustained --target /mnt/rc --amount 448MiB --sample-ms 200 --rest 2s,4s,12s --no-history

# Fill: one level, then a series, statvfs before, during and after.
fact fill-before "$(used_of /mnt/fl)"
sm fill 90 run --target /mnt/fl --fill 60% --size 64MiB --tests seq,4k --random-seconds 2 --no-history &
sample_used /mnt/fl fill $!
wait
fact fill-after "$(used_of /mnt/fl)"
sm series 120 run --target /mnt/fl --fill 20,50% --size 32MiB --tests seq,4k --random-seconds 1 --no-history &
sample_used /mnt/fl series $!
wait
fact series-after "$(used_of /mnt/fl)"
folder_listing left-fl /mnt/fl

# Another writer takes the disk in the middle of the ballast.
(sm taken 60 run --target /mnt/tk --fill 80% --size 32MiB --tests seq --no-history &
 until ls /mnt/tk/SolidMark-*/ballast-* >/dev/null 2>&1; do sleep 0.1; done; sleep 2
 avail_kib=$(df -k /mnt/tk | awk 'NR==2 {print $4}')
 fact taker-kib $((avail_kib - 4096))
 fallocate -l $(((avail_kib - 4096) * 1024)) /mnt/tk/taker
 wait)
folder_listing left-tk /mnt/tk
"""


def bucket_truth_mib(idle_s, b):
    """What the writes after `idle_s` of rest get through at max before the
    drive slows to avg: the rest drains the bucket by avg x idle (at most to
    empty); the burst bucket (max / 10, empty after a rest) lets that much
    through at once, then writes at max refill the bucket at max - avg."""
    mx, avg = b["max_mib_s"], b["avg_mib_s"]
    drained = min(avg * idle_s, mx * b["length_s"])
    spike = mx / 10
    return drained if drained <= spike else (mx * drained - spike * avg) / (mx - avg)


def check(res, c, claims):
    check_recovery(res, c, claims)
    check_fill(res, c)
    check_taken(res, c)


def check_recovery(res, c, claims):
    s = "cache recovery"
    if not c.equal(s, "sustained --rest: exit status", res.rc("recovery"), 0):
        print(res.err("recovery")[-1500:])
        return
    doc = res.json("recovery")
    b = dict(BUCKET)
    if "bucket_avg_mib_s" in claims:
        b["avg_mib_s"] = claims["bucket_avg_mib_s"]
    c.equal(s, "schema", doc["schema"], "solidmark.sustained/2")
    c.true(s, "the first write stopped once the cache was found full, before --amount",
           doc["written_bytes"] < doc["settings"]["amount_bytes"], f"{doc['written_bytes'] / MIB:.0f} MiB")
    c.within(s, "cache size", (doc["cache"]["bytes"] or 0) / MIB, bucket_truth_mib(1e9, b), 0.10, " MiB")
    rec = doc.get("recovery") or {}
    rests = rec.get("rests") or []
    if not c.equal(s, "one entry per rest", [r["rest_s"] for r in rests], [float(x) for x in RESTS]):
        return
    for r in rests:
        name = f"after {r['rest_s']:g} s"
        c.true(s, f"{name}: idle at least the rest asked", r["idle_s"] >= r["rest_s"], f"{r['idle_s']:.2f} s")
        c.true(s, f"{name}: the speed fell again", r["fell"])
        truth = bucket_truth_mib(r["idle_s"], b)
        c.within(s, f"{name}: recovered (the bucket allows {truth:.1f} MiB for {r['idle_s']:.2f} s idle)",
                 r["recovered_bytes"] / MIB, truth, 0.10, " MiB")
        if r.get("cache_mib_s") is not None and r["rest_s"] >= 12:  # a whole cache: the spike hardly counts
            c.within(s, f"{name}: speed of what came back", r["cache_mib_s"], b["max_mib_s"], 0.10, " MiB/s")
        c.within(s, f"{name}: speed after it", r["after_mib_s"], b["avg_mib_s"], 0.10, " MiB/s")
        print(f"    {name}: idle {r['idle_s']:.2f} s, recovered {r['recovered_bytes'] / MIB:.1f} MiB "
              f"(bucket {truth:.1f} MiB), {r.get('cache_mib_s') or 0:.1f} then {r['after_mib_s']:.1f} MiB/s")


def samples(res, name):
    text = res._text(f"{name}.samples") or ""
    return [float(x) for x in text.split()]


def check_fill(res, c):
    s = "fill"
    if not c.equal(s, "run --fill 60%: exit status", res.rc("fill"), 0):
        print(res.err("fill")[-1500:])
        return
    fill = res.json("fill")["fill"]
    before = float(res.fact("fill-before"))
    seen = samples(res, "fill")
    c.true(s, "statvfs was sampled while the run went", len(seen) >= 5, f"{len(seen)} samples")
    c.true(s, "used_pct_before is statvfs's before", abs(fill["used_pct_before"] - before) < 0.1,
           f"{fill['used_pct_before']:.3f} against {before:.3f}")
    peak = max(seen) if seen else 0
    c.true(s, "used_pct_during is what statvfs saw while the phases ran", abs(fill["used_pct_during"] - peak) < 0.5,
           f"{fill['used_pct_during']:.3f} against {peak:.3f}")
    c.true(s, "60 % full during the run", abs(fill["used_pct_during"] - 60) < 0.5, f"{fill['used_pct_during']:.3f}")
    c.true(s, "the ballast was written", fill["ballast_bytes"] > 400 * MIB, f"{fill['ballast_bytes'] / MIB:.0f} MiB")
    after = float(res.fact("fill-after"))
    c.true(s, "the ballast is gone afterwards (statvfs as before)", abs(after - before) < 0.1,
           f"{after:.3f} against {before:.3f}")
    c.true(s, "the report header says it", "60 % full during the run" in res.stdout("fill"),
           next((l for l in res.stdout("fill").splitlines() if l.startswith("Fill:")), ""))
    if not c.equal(s, "run --fill 20,50%: exit status", res.rc("series"), 0):
        print(res.err("series")[-1500:])
        return
    series = res.json("series")["fill_series"]
    c.equal(s, "the series has both levels", [l["fill"]["target_pct"] for l in series], [20.0, 50.0])
    for level in series:
        c.true(s, f"level {level['fill']['target_pct']:g} %: at its share",
               abs(level["fill"]["used_pct_during"] - level["fill"]["target_pct"]) < 0.5,
               f"{level['fill']['used_pct_during']:.3f}")
    c.true(s, "the first level's whole result is kept", series[0]["result"] is not None)
    c.true(s, "statvfs saw the higher level while the series ran", abs(max(samples(res, "series") or [0]) - 50) < 0.5,
           f"{max(samples(res, 'series') or [0]):.3f}")
    after = float(res.fact("series-after"))
    c.true(s, "the ballast is gone after the series", abs(after - before) < 0.1, f"{after:.3f} against {before:.3f}")
    left = res.listing("left-fl") or []
    c.true(s, "no SolidMark-* folder left", not any(x.startswith("SolidMark-") for x in left), " ".join(left))


def check_taken(res, c):
    s = "disk taken mid-ballast"
    c.true(s, "the other writer took the space", res.fact("taker-kib") is not None)
    c.equal(s, "exit status", res.rc("taken"), 1)
    err = res.err("taken")
    line = next((l for l in err.splitlines() if "error:" in l), "")
    c.true(s, "one sentence names the ballast and another program", "ballast" in line and "another program" in line,
           line)
    c.true(s, "no result claims a fill it did not have", res.json("taken") is None)
    left = res.listing("left-tk") or []
    c.true(s, "nothing left behind", not any(x.startswith("SolidMark-") for x in left), " ".join(left))
