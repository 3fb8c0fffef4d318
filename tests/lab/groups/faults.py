"""Faults on real drivers: a USB drive unplugged, an NVMe drive returning
I/O errors, a file system that runs out of space.

Scenarios:
  unplug       a `run` on a USB (Bulk-Only) drive; during 4K read the host
               removes the drive (QEMU monitor: device_del), the kernel's
               usb-storage sees it go.
  I/O errors   an NVMe drive behind QEMU's blkdebug: once the guest writes
               zeroes past the file system's end (blkdiscard -z: the
               `pwritev_zero` event), every read fails with EIO, so the
               `run`'s Seq write succeeds and its Seq read fails.
  disk full    a `sustained` write on a throttled NVMe drive; after its
               first samples another writer takes the free space
               (fallocate), so the drive's file system runs out of space.
Each must end in time (a hang fails the step's time limit), with exit
status 1, one error naming the phase and the drive, the result written
with "partial": true and what had finished (the suite: its phases and the
fault; sustained: its samples), and no SolidMark-* folder left where the
drive is still there.
"""

from kit.machine import MIB, Drive

NAME = "faults"
TITLE = "USB drive unplugged mid-run, NVMe I/O errors (blkdebug), file system full: partial results, clear errors"
TIMEOUT_S = 180

# blkdebug's rules (docs/devel/blkdebug.rst): state 1 until a write-zeroes
# request reaches the drive, then every read fails with EIO (errno 5).
BLKDEBUG = """\
[set-state]
state = "1"
event = "pwritev_zero"
new_state = "2"

[inject-error]
state = "2"
event = "read_aio"
iotype = "read"
errno = "5"
"""

DRIVES = [
    Drive("bo", "bot", 256, throttle={"iops-total": 200, "bps-total": 40 * MIB}),
    Drive("fe", "nvme", 256, blkdebug=BLKDEBUG),
    Drive("full", "nvme", 2600, throttle={"bps-total": 20 * MIB}),
]


def unplug_bo(qmp):
    return qmp.execute("device_del", id="dev-bo")


REQUESTS = {"unplug-bo": unplug_bo}

SCRIPT = r"""
for d in bo fe full; do mount_label $d /mnt/$d; done

# Unplug: Seq write and read (32 MiB at 40 MiB/s), then 4K read for 4 s,
# during which the drive goes.
(sm unplug 90 run --target /mnt/bo --size 32MiB --random-seconds 4 --no-history &
 wait_for_text "$OUT/unplug.err" "Seq read" 60 && sleep 1 && ask_host unplug-bo
 wait)

# I/O errors: arm blkdebug with a write of zeroes to the drive's last MiB,
# which the file system leaves unused (--force: the drive is mounted, and
# blkdiscard opens it O_EXCL otherwise).
FE=$(fact_of fe.dev)
# Every read fails once armed, so the file system's metadata is read into
# the page cache first: creating the test folder must succeed, the run's
# own direct reads must not.
dd if="$FE" of=/dev/null bs=1M 2>/dev/null
step arm-blkdebug 30 $BLKDISCARD --force -z -o $(((256 - 1) << 20)) -l 4096 "$FE"
sm ioerror 90 run --target /mnt/fe --size 32MiB --no-history
folder_listing left-fe /mnt/fe

# Disk full: 256 MiB at 20 MiB/s would take 13 s; after 1.5 s the rest of
# the free space is taken, less 8 MiB.
(sm full 90 sustained --target /mnt/full --amount 256MiB --sample-ms 250 --no-history &
 until ls /mnt/full | grep -q SolidMark-; do sleep 0.1; done; sleep 1.5
 avail_kib=$(df -k /mnt/full | awk 'NR==2 {print $4}')
 fact filler-kib $((avail_kib - 8192))
 fallocate -l $(((avail_kib - 8192) * 1024)) /mnt/full/filler
 wait)
folder_listing left-full /mnt/full
"""


def check(res, c, claims):
    check_unplug(res, c)
    check_ioerror(res, c)
    check_full(res, c)


def common(res, c, s, step, phase, drive_words):
    """Exit 1 in time, one error line naming the phase and the drive."""
    rc = res.rc(step)
    c.equal(s, f"{step}: exit status (1: failure while running; 143/137 would be a hang)", rc, 1)
    err = res.err(step)
    line = next((l for l in err.splitlines() if "error:" in l), "")
    c.true(s, f"{step}: the error names the phase ({phase})", phase in line, line)
    for w in drive_words:
        c.true(s, f"{step}: the error names the drive ({w})", w in line, line)
    return res.json(step)


def check_partial_run(c, s, doc, finished, failed_phase, cause):
    if not c.true(s, "the partial result was written (--json)", doc is not None):
        return
    c.equal(s, "partial", doc.get("partial"), True)
    fault = doc.get("fault") or {}
    c.equal(s, "fault.phase", fault.get("phase"), failed_phase)
    c.true(s, f"fault.cause is {cause}", fault.get("cause") in cause, fault.get("cause"))
    c.true(s, "fault.device names the drive", str(fault.get("device")).startswith("/dev/"), fault.get("device"))
    for test, direction in finished:
        m = doc["tests"][test][direction]
        c.true(s, f"{test} {direction} kept", m is not None and m["ios"] > 0)
    c.true(s, f"{failed_phase} and later phases recorded as not run",
           (doc.get("not_run") or [None])[0] == failed_phase, doc.get("not_run"))
    c.equal(s, "no score from missing phases", doc["scores"], {"read": None, "write": None, "total": None})


def check_unplug(res, c):
    s = "unplug"
    c.true(s, "the host unplugged the drive", (res.out / "request.unplug-bo.done").exists())
    doc = common(res, c, s, "unplug", "4K read", ["/mnt/bo"])
    check_partial_run(c, s, doc, [("seq", "write"), ("seq", "read")], "4K read", ("device_gone", "io_error"))
    seconds = res.seconds("unplug")
    c.true(s, "the run ended soon after the unplug (no hang)", seconds is not None and seconds < 60, f"{seconds} s")


def check_ioerror(res, c):
    s = "I/O errors"
    c.equal(s, "blkdebug armed (blkdiscard -z)", res.rc("arm-blkdebug"), 0)
    doc = common(res, c, s, "ioerror", "Seq read", ["/mnt/fe", "/dev/nvme"])
    check_partial_run(c, s, doc, [("seq", "write")], "Seq read", ("io_error",))
    if doc and doc.get("fault"):
        c.true(s, "fault.offset_bytes is where the read failed", doc["fault"].get("offset_bytes") is not None)
    left = res.listing("left-fe") or []
    c.true(s, "the test folder is removed (the drive is still there)",
           not any(x.startswith("SolidMark-") for x in left), " ".join(left))


def check_full(res, c):
    s = "disk full"
    doc = common(res, c, s, "full", "sustained write", ["/mnt/full"])
    if c.true(s, "the partial result was written (--json)", doc is not None):
        c.equal(s, "partial", doc.get("partial"), True)
        c.true(s, "samples kept", len(doc.get("samples", [])) >= 2, f"{len(doc.get('samples', []))} samples")
        c.true(s, "less written than asked", doc["written_bytes"] < 256 * MIB, f"{doc['written_bytes']} bytes")
    left = res.listing("left-full") or []
    c.true(s, "the test folder is removed", not any(x.startswith("SolidMark-") for x in left), " ".join(left))
    c.true(s, "the other writer's file is untouched", "filler" in left, " ".join(left))
