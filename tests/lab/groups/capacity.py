"""The capacity check on emulated fake and failing drives, with f3 beside it.

Each drive is built with device-mapper in the guest over a QEMU disk of R
sectors that announces A > R (docs/methodology.md §30), and gets exFAT, as
fakes ship (ext4 as well on the genuine drive):

  genuine   the plain disk, exFAT then ext4: every sector intact.
  limbo     `0 R linear DISK 0` + `R A-R zero`: writes past R are dropped,
            reads there give zeros (f3's most common fake).
  wrap      A = 4R as four `linear` segments onto the same R sectors: data
            written past R lands on earlier data (and on the file system's
            own metadata, in the middle of the check).
  rot       dm-flakey `corrupt_bio_byte` over a genuine size: one byte of
            every large request replaced. On writes, not on reads: Debian
            12's kernel (6.1) leaves reads untouched (flakey corrupts a read
            at its completion through the request's iterator, which has
            advanced by then: nothing to corrupt; upstream fixed it later).
            The lab saw it: `corrupt_bio_byte 1000 r 170` read back a zeroed
            drive as zeros, `... w ...` wrote 0xaa at byte 1000. A drive that
            stores a changed byte reads back as one that returns it.
  fail      `error` past R: an honest drive that fails writes past its size.

Known truth: the verdict names the kind of drive; on limbo, wrap and fail
the real-capacity estimate is within one file of R less what the file
system used before the check (A - free space: exFAT's boot region, FAT,
bitmap and root directory lie at the start); the genuine drives read back
with nothing lost; no run ends without its result. On the two fakes f3write
+ f3read (Debian's f3, on a fresh exFAT) are the peer: SolidMark's estimate
agrees with f3read's "Data OK" within one file. On limbo the two read each
other's files: `capacity --verify-only` counts f3write's sectors as f3read
does, and f3read counts those of a `capacity --keep` (1 GiB-rule files) as
SolidMark did. The check runs with 16 MiB files (--file-size), small drives,
to stay short under emulation.
"""

import re

from kit.machine import MIB, Drive

NAME = "capacity"
TITLE = "capacity check on emulated genuine, fake (limbo), wrapping, bit-rot and failing drives; f3 agrees"
TIMEOUT_S = 360
FILE_MIB = 16

# name: (bus, disk MiB = R, announced MiB = A)
SIZES = {"gen": (128, 128), "limbo": (64, 256), "wrap": (66, 264), "rot": (96, 96), "fail": (72, 288)}
CLAIMS = {"limbo_real_mib": "the limbo drive's real size in MiB (truth 64)"}

DRIVES = [Drive(name, "virtio", r, fs=False) for name, (r, _) in SIZES.items()]

SCRIPT = r"""
export DM_DISABLE_UDEV=1
S=2048  # sectors per MiB
disk() { disk_of_size $(($1 << 20)); }
# dm NAME TABLE: /dev/mapper/NAME (no udev in the guest: dmsetup makes the node)
dm() {
  printf "$2" > /tmp/$1.table
  dmsetup create "$1" --noudevsync < /tmp/$1.table && dmsetup mknodes "$1"
  fact "$1.table" "$(cat /tmp/$1.table | tr '\n' ';')"
}
# exfat DEV DIR: a fresh exFAT on DEV, mounted on DIR; the device's size as a fact
exfat() {
  mkdir -p "$2"
  /opt/lab/bin/mkfs.exfat "$1" > /dev/null 2>&1 && mount -t exfat "$1" "$2"
}
# check NAME DIR: the capacity check in 16 MiB files, then what is left there
check() {
  fact "$1.announced" "$(blockdev --getsize64 "$(fact_of "$1.dev")")"
  sm "$1" 240 capacity --target "$2" --file-size 16MiB --no-history --quiet
  folder_listing "left-$1" "$2"
}
# peer NAME DIR: f3write + f3read on a fresh exFAT of the same drive
peer() {
  umount "$2"
  exfat "$(fact_of "$1.dev")" "$2"
  step "f3write-$1" 240 f3write "$2"
  step "f3read-$1" 240 f3read "$2"
}

GEN=$(disk 128) LIMBO=$(disk 64) WRAP=$(disk 66) ROT=$(disk 96) FAIL=$(disk 72)
R=$((64 * S)); dm limbo "0 $R linear $LIMBO 0\n$R $((256 * S - R)) zero\n"
R=$((66 * S)); dm wrap "0 $R linear $WRAP 0\n$R $R linear $WRAP 0\n$((2 * R)) $R linear $WRAP 0\n$((3 * R)) $R linear $WRAP 0\n"
# rot: made and mounted on a plain linear table, then flakey, always "down"
# (up 0 s, down 1 s): byte 100000 of every write request longer than that
# becomes 0xaa. The file system's own small writes pass, the check's large
# direct writes do not (see above for why not on reads).
dm rot "0 $((96 * S)) linear $ROT 0\n"
R=$((72 * S)); dm fail "0 $R linear $FAIL 0\n$R $((288 * S - R)) error\n"
fact gen.dev "$GEN"
for d in limbo wrap rot fail; do fact $d.dev /dev/mapper/$d; done

exfat "$GEN" /mnt/gen && check gen /mnt/gen && umount /mnt/gen
$MKE2FS -q -F -t ext4 -b 4096 -O ^has_journal "$GEN" && mkdir -p /mnt/gen4 && mount -t ext4 "$GEN" /mnt/gen4
fact gen4.dev "$GEN"
check gen4 /mnt/gen4 && umount /mnt/gen4
for d in limbo wrap rot fail; do
  exfat /dev/mapper/$d /mnt/$d
  if [ $d = rot ]; then
    dmsetup suspend rot --noudevsync
    dmsetup load rot --noudevsync --table "0 $((96 * S)) flakey $ROT 0 0 1 5 corrupt_bio_byte 100000 w 170 0"
    dmsetup resume rot --noudevsync
    fact rot.table "$(dmsetup table rot)"
  fi
  check $d /mnt/$d
done
peer wrap /mnt/wrap && umount /mnt/wrap
# The fake drive read both ways: SolidMark reads f3write's files, f3read
# reads SolidMark's (1 GiB files, the default: one file on this drive).
peer limbo /mnt/limbo
sm verify-limbo 240 capacity --verify-only /mnt/limbo --no-history --quiet
rm -f /mnt/limbo/*.h2w
sm keep-limbo 240 capacity --target /mnt/limbo --keep --no-history --quiet
KEPT=$(ls -d /mnt/limbo/SolidMark-* 2>/dev/null | head -n 1)
fact kept-limbo "$KEPT"
[ -n "$KEPT" ] && step f3read-kept 240 f3read "$KEPT"
umount /mnt/limbo
"""


def data_ok(res, step):
    """f3read's "Data OK: 7.38 GB (15470160 sectors)" in bytes, or None."""
    m = re.search(r"Data OK:.*\((\d+) sectors?\)", res.stdout(step))
    return int(m.group(1)) * 512 if m else None


def f3_counts(res, step):
    """f3read's ok, corrupted, changed and overwritten sectors, or None."""
    out = res.stdout(step)
    found = [re.search(what + r":.*\((\d+) sectors?\)", out)
             for what in ("Data OK", "Corrupted", "Slightly changed", "Overwritten")]
    return [int(m.group(1)) for m in found] if all(found) else None


def sm_counts(doc):
    s = doc["sectors"]
    return [s["ok"], s["corrupted"], s["changed"], s["overwritten"]]


def check_both_ways(res, c):
    """On the fake drive: SolidMark reads f3write's files and f3read SolidMark's, and they count alike."""
    s = "limbo both ways"
    theirs, ours = f3_counts(res, "f3read-limbo"), res.json("verify-limbo")
    if c.true(s, "--verify-only read f3write's files (and f3read did)", theirs and ours, res.err("verify-limbo")):
        c.equal(s, "f3write's files: SolidMark counts as f3read (ok, corrupted, changed, overwritten)",
                sm_counts(ours), theirs)
        c.equal(s, "f3write's files: the verdict", ours["verdict"]["kind"], "fake")
        c.equal(s, "f3write's files: 1 GiB files found", ours["settings"]["file_bytes"], 1 << 30)
    kept, theirs = res.json("keep-limbo"), f3_counts(res, "f3read-kept")
    if c.true(s, "f3read read SolidMark's kept 1 GiB-rule files", kept and theirs, res.fact("kept-limbo")):
        c.equal(s, "SolidMark's files: f3read counts as SolidMark", theirs, sm_counts(kept))
        c.true(s, "the files were kept for it", bool(kept.get("kept_folder")), kept.get("kept_folder"))


def check(res, c, claims):
    for name in ("gen", "gen4", "limbo", "wrap", "rot", "fail"):
        check_drive(res, c, name, claims)
    for name in ("limbo", "wrap"):
        check_peer(res, c, name)
    check_both_ways(res, c)
    print_table(res)


EXPECTED = {"gen": "genuine", "gen4": "genuine", "limbo": "fake", "wrap": "wraps_around", "rot": "corrupts",
            "fail": "stopped"}


def truth_bytes(res, name, doc, claims):
    """R less what the file system used before the check (at its start)."""
    r_mib = SIZES[name][0]
    if name == "limbo" and "limbo_real_mib" in claims:
        r_mib = claims["limbo_real_mib"]
    announced = int(res.fact(f"{name}.announced") or 0)
    return r_mib * MIB - (announced - doc["settings"]["free_bytes_before"])


def check_drive(res, c, name, claims):
    s = name
    doc = res.json(name)
    rc = res.rc(name)
    if not c.true(s, "the check ended with its result (--json)", doc is not None, f"exit {rc}"):
        return
    v = doc["verdict"]
    c.equal(s, "verdict", v["kind"], EXPECTED[name])
    c.true(s, "the sentence starts with it", v["sentence"].startswith(EXPECTED[name].replace("_", " ")),
           v["sentence"])
    left = res.listing(f"left-{name}") or []
    c.true(s, "no test folder left (or the result names it)",
           not any(x.startswith("SolidMark-") for x in left) or doc.get("left_behind"), " ".join(left))
    if EXPECTED[name] == "genuine":
        c.equal(s, "exit status", rc, 0)
        c.equal(s, "bytes lost", doc["lost_bytes"], 0)
        c.equal(s, "every byte written read back intact", doc["intact_bytes"], doc["written_bytes"])
        c.true(s, "all the free space but 16 MiB was written",
               abs(doc["written_bytes"] - (doc["settings"]["free_bytes_before"] - 16 * MIB)) < MIB,
               f"{doc['written_bytes']} of {doc['settings']['free_bytes_before']} free")
        return
    c.equal(s, "exit status (1: data lost or the check stopped)", rc, 1)
    if name == "rot":
        c.true(s, "sectors came back changed", doc["sectors"]["changed"] > 0, doc["sectors"])
        c.true(s, "no sector overwritten (nothing wraps)", doc["sectors"]["overwritten"] == 0, doc["sectors"])
        return
    if name == "fail":
        f = doc.get("fault") or {}
        c.equal(s, "partial", doc.get("partial"), True)
        c.equal(s, "fault.cause", f.get("cause"), "io_error")
        c.equal(s, "fault.phase", f.get("phase"), "capacity write")
        c.equal(s, "nothing written before the failure was lost", doc["lost_bytes"], 0)
    if name == "limbo":
        c.true(s, "what was lost reads back as zeros", v["lost_reads_as_zeros"])
    truth = truth_bytes(res, name, doc, claims)
    c.true(s, f"real capacity within one file ({FILE_MIB} MiB) of R less the file system's start",
           abs(v["real_capacity_bytes"] - truth) <= FILE_MIB * MIB,
           f"{v['real_capacity_bytes'] / MIB:.1f} MiB against {truth / MIB:.1f} MiB")


def check_peer(res, c, name):
    s = f"{name} f3"
    c.equal(s, "f3write exit status", res.rc(f"f3write-{name}"), 0)
    c.equal(s, "f3read exit status", res.rc(f"f3read-{name}"), 0)
    ok = data_ok(res, f"f3read-{name}")
    doc = res.json(name)
    said = f"{ok / MIB:.2f} MiB" if ok is not None else res.stdout(f"f3read-{name}")[-300:]
    if not c.true(s, "f3read says Data OK", ok is not None, said):
        return
    if doc:
        est = doc["verdict"]["real_capacity_bytes"]
        c.true(s, "SolidMark's real capacity within one file of f3read's Data OK",
               abs(est - ok) <= FILE_MIB * MIB, f"{est / MIB:.1f} MiB against f3's {ok / MIB:.1f} MiB")


def print_table(res):
    print("\ndrive   R MiB  A MiB  verdict        SolidMark real MiB  f3 Data OK MiB  lost MiB  sentence")
    for name in ("gen", "gen4", "limbo", "wrap", "rot", "fail"):
        doc = res.json(name)
        if not doc:
            continue
        key = name if name != "gen4" else "gen"
        ok = data_ok(res, f"f3read-{name}") if name in ("limbo", "wrap") else None
        print(f"{name:6} {SIZES[key][0]:6} {SIZES[key][1]:6}  {doc['verdict']['kind']:14} "
              f"{doc['verdict']['real_capacity_bytes'] / MIB:18.1f}  "
              f"{(ok / MIB if ok is not None else float('nan')):14.1f}  {doc['lost_bytes'] / MIB:8.1f}  "
              f"{doc['verdict']['sentence']}")
