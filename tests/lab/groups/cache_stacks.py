"""A drive with a burst cache, and test folders on md RAID-1 and dm-crypt.

Burst cache: QEMU lets a throttled drive run at `bps-total-max` until its
bucket of `bps-total-max` × `bps-total-max-length` bytes is full, filling at
the burst speed less the sustained one (util/throttle.c, docs/throttle.txt);
then the drive runs at `bps-total`. At 80 MiB/s burst, 20 MiB/s sustained
and a length of 3 s, the bucket holds 240 MiB and fills in 240 / (80 - 20) =
4 s, so the drive writes 80 × 4 = 320 MiB fast ("the cache"), then 20 MiB/s.

Scenarios:
  burst cache  `sustained` detects the cache, its size within ±15 % of
               320 MiB, its before and after speeds within ±5 % of 80 and
               20 MiB/s.
  stacks       md RAID-1 over two NVMe drives (mdadm) and dm-crypt (LUKS2,
               cryptsetup) over a third: `info` and the run's device object
               name the stack ("md0 (md raid1, 2 disks)", "dm-0 (dm-crypt
               LUKS2 lab-crypt)") down to the NVMe drives, and the run's
               temperature says there is no single drive under md.
"""

from kit.machine import MIB, Drive

NAME = "cache_stacks"
TITLE = "burst cache found by sustained; md RAID-1 and dm-crypt stacks named"
TIMEOUT_S = 180

BURST = {"max_mib_s": 80.0, "avg_mib_s": 20.0, "length_s": 3}
CLAIMS = {"cache_mib": "the burst cache's size in MiB (truth 320)"}


def cache_truth_mib(b):
    fill_s = b["max_mib_s"] * b["length_s"] / (b["max_mib_s"] - b["avg_mib_s"])
    return b["max_mib_s"] * fill_s


DRIVES = [
    Drive("bc", "nvme", 3072, throttle={"bps-total": int(BURST["avg_mib_s"] * MIB),
                                        "bps-total-max": int(BURST["max_mib_s"] * MIB),
                                        "bps-total-max-length": BURST["length_s"]}),
    Drive("m1", "nvme", 200, fs=False),
    Drive("m2", "nvme", 201, fs=False),
    Drive("cr", "nvme", 202, fs=False),
]

# The sustained write: the cache (320 MiB) and 6 s after it at 20 MiB/s,
# alone in the guest (about 10 s): its speeds are held to ±5 %, and a run
# beside other work waits on the busy guest now and then (groups/truth.py).
SCRIPT = r"""
mount_label bc /mnt/bc
sm sustained-bc 90 sustained --target /mnt/bc --amount 448MiB --no-history --quiet

M1=$(disk_of_size $((200 << 20))) M2=$(disk_of_size $((201 << 20))) CR=$(disk_of_size $((202 << 20)))
fact md-members "$M1 $M2"
fact crypt-base "$CR"
step mdadm 60 mdadm --create /dev/md0 --run --level=1 --raid-devices=2 --metadata=1.2 --assume-clean "$M1" "$M2"
step mkfs-md 60 $MKE2FS -q -F -t ext4 -b 4096 -O ^has_journal /dev/md0
mkdir -p /mnt/md && mount -t ext4 /dev/md0 /mnt/md
info info-md /mnt/md
sm run-md 90 run --target /mnt/md --size 16MiB --tests access --access-seconds 1 --no-history --quiet

# dm-crypt as users have it: LUKS2 made by cryptsetup (PBKDF2 with few
# iterations, as Argon2 would take minutes under emulation; the key is a
# throwaway), opened as lab-crypt. No udev in the guest: libdevmapper makes
# /dev/mapper/lab-crypt itself.
export DM_DISABLE_UDEV=1
printf lab-passphrase > /tmp/key
step luks-format 60 cryptsetup luksFormat --batch-mode --type luks2 --pbkdf pbkdf2 --pbkdf-force-iterations 1000 --key-file /tmp/key "$CR"
step luks-open 60 cryptsetup open --key-file /tmp/key "$CR" lab-crypt
step mkfs-crypt 60 $MKE2FS -q -F -t ext4 -b 4096 -O ^has_journal /dev/mapper/lab-crypt
mkdir -p /mnt/crypt && mount -t ext4 /dev/mapper/lab-crypt /mnt/crypt
info info-crypt /mnt/crypt
sm run-crypt 90 run --target /mnt/crypt --size 16MiB --tests access --access-seconds 1 --no-history --quiet
for d in bc md crypt; do folder_listing left-$d /mnt/$d; done
"""


def check(res, c, claims):
    check_cache(res, c, claims)
    members = (res.fact("md-members") or "").split()
    base = res.fact("crypt-base") or ""
    check_stack(res, c, "md", "md0 (md raid1, 2 disks)", members)
    check_stack(res, c, "crypt", "dm-0 (dm-crypt LUKS2 lab-crypt)", [base])
    md = res.json("run-md")
    if md:
        c.equal("stacks", "md: the temperature's reason", md["temperature"].get("reason"),
                "no single drive under the target")
    for d in ("bc", "md", "crypt"):
        left = res.listing(f"left-{d}") or []
        c.true("stacks" if d != "bc" else "burst cache", f"no SolidMark-* folder left on {d}",
               not any(x.startswith("SolidMark-") for x in left), " ".join(left))


def check_cache(res, c, claims):
    s = "burst cache"
    if not c.equal(s, "sustained: exit status", res.rc("sustained-bc"), 0):
        print(res.err("sustained-bc")[-1500:])
        return
    doc = res.json("sustained-bc")
    cache = doc["cache"]
    c.equal(s, "the cache is detected", cache["detected"], True)
    truth = claims.get("cache_mib", cache_truth_mib(BURST))
    c.within(s, "cache size", (cache["bytes"] or 0) / MIB, truth, 0.15, " MiB")
    c.within(s, "speed before the fall", cache["before_mib_s"], BURST["max_mib_s"], 0.05, " MiB/s")
    c.within(s, "speed after the fall", cache["after_mib_s"], BURST["avg_mib_s"], 0.05, " MiB/s")


def check_stack(res, c, name, top, members):
    s = "stacks"
    for what, doc in (("info", res.info(f"info-{name}")), ("run", res.json(f"run-{name}"))):
        if what == "run":
            if not c.equal(s, f"{name}: run exit status", res.rc(f"run-{name}"), 0):
                print(res.err(f"run-{name}")[-1500:])
                continue
            doc = doc["device"]
        if not c.true(s, f"{name}: {what} has a device object", doc is not None):
            continue
        stack = doc.get("stack") or ""
        c.true(s, f"{name}: {what} names the stack from {top}", stack.startswith(top), stack)
        c.true(s, f"{name}: {what}'s stack ends on an NVMe drive it is built on",
               any(stack.endswith(m.rsplit("/", 1)[-1]) for m in members), f"{stack} over {members}")
        c.equal(s, f"{name}: {what} bus", doc.get("bus"), "NVMe")
        print(f"    {name} {what}: stack {stack!r}, layers {doc.get('stack_layers')}")
