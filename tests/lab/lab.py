#!/usr/bin/env python3
"""The drive lab: SolidMark on emulated NVMe, SATA, USB and virtio drives.

    lab.py --cli build/app/solidmark-cli --cache build/lab [--keep] GROUP
    lab.py --cli build/app/solidmark-cli --cache build/lab prepare
                                                the kernel, the initramfs and the accelerator
                                                only (packaging/build.sh does this before it
                                                starts the groups beside its other stages)
    lab.py --cache build/lab recheck GROUP      the asserts again, on GROUP's last results
    lab.py list                                 the groups and what they check

A group is one guest (tests/lab/groups/GROUP.py): its drives, the script
the guest runs, and the asserts on what the guest wrote back. This script
prepares Debian's kernel and a busybox initramfs (cached in --cache), boots
QEMU with the group's drives, runs the asserts and tears everything down.

Claims: `--claim NAME=VALUE` (or SOLIDMARK_LAB_CLAIM="NAME=VALUE,...")
replaces one of the truths a group asserts against, to show that a wrong
expectation fails: `--claim seq_mib_s=60` on the known-truth group says the
50 MiB/s drive does 60 MiB/s, and the group fails.

Exit status: 0 every check passed; 1 a check failed or the guest did not
finish; 77 the host cannot run the lab (no QEMU, no Debian kernel), said
loudly on stderr: ctest counts it as skipped, never as passed.
"""

import argparse
import importlib
import os
import shutil
import signal
import sys
import time
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))

from kit.checks import SKIP_CODE, Checks, Skip, check_host  # noqa: E402
from kit.guestos import Broken, GuestOS  # noqa: E402
from kit.machine import Machine, choose_accel  # noqa: E402
from kit.results import Results  # noqa: E402

GROUPS = ["buses", "truth", "cache_stacks", "faults", "fill_rest", "capacity"]


def group_module(name):
    if name not in GROUPS:
        raise SystemExit(f"unknown group '{name}': one of {', '.join(GROUPS)}")
    return importlib.import_module(f"groups.{name}")


def parse_claims(items):
    claims = {}
    for item in items:
        for part in filter(None, item.split(",")):
            key, _, value = part.partition("=")
            try:
                claims[key.strip()] = float(value)
            except ValueError:
                raise SystemExit(f"a claim is NAME=NUMBER, not '{part}'")
    return claims


def check(group, results_dir: Path, claims):
    c = Checks(group.NAME)
    unknown = set(claims) - set(getattr(group, "CLAIMS", {}))
    if unknown:
        raise SystemExit(f"group {group.NAME} has no claim {', '.join(sorted(unknown))}; "
                         f"it takes: {getattr(group, 'CLAIMS', {}) or 'none'}")
    if claims:
        print(f"claims replacing the truth: {claims}")
    group.check(Results(results_dir), c, claims)
    return c.summary()


def prepare(args, label):
    """The guest's kernel and initramfs and the accelerator's verdict, in
    --cache; a group run after this only boots. Says what it found, as
    `lab LABEL: kernel …`."""
    cli = Path(args.cli).resolve()
    if not cli.exists():
        raise SystemExit(f"solidmark-cli not found at {cli}")
    cache = Path(args.cache).resolve()
    t0 = time.monotonic()
    check_host()
    guest_os = GuestOS(cache).prepare(cli)
    accel = choose_accel(guest_os, cache / "work")
    print(f"lab {label}: kernel {guest_os.kernel_version}, accel {accel}, "
          f"prepared in {time.monotonic() - t0:.1f} s", flush=True)
    return guest_os, accel


def run_group(args, group, claims):
    cache = Path(args.cache).resolve()
    t0 = time.monotonic()
    guest_os, accel = prepare(args, group.NAME)
    machine = Machine(guest_os, cache / "work", group.DRIVES, group.SCRIPT, accel,
                      requests=getattr(group, "REQUESTS", {}), timeout_s=group.TIMEOUT_S, keep=args.keep)
    saved = cache / "results" / group.NAME
    try:
        machine.run()
        where = "in RAM" if machine.images != machine.work else "on disk"
        print(f"lab {group.NAME}: the guest ran {machine.elapsed_s:.1f} s (images {where})", flush=True)
        shutil.rmtree(saved, ignore_errors=True)
        shutil.copytree(machine.out, saved)
    finally:
        console = machine.console()
        machine.teardown()
    guest_log = (saved / "guest.log") if saved.exists() else None
    if machine.timed_out or guest_log is None or "] done" not in guest_log.read_text(errors="replace"):
        print(f"FAIL  lab {group.NAME}: the guest did not finish within {group.TIMEOUT_S} s; its console:\n"
              + console[-4000:])
        if guest_log:
            print("guest log:\n" + guest_log.read_text(errors="replace")[-4000:])
        return 1
    rc = check(group, saved, claims)
    print(f"lab {group.NAME}: {time.monotonic() - t0:.1f} s in all (results kept in {saved})")
    return rc


def main():
    p = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    p.add_argument("--cli", help="the solidmark-cli to test")
    p.add_argument("--cache", default="build/lab", help="cache and work folder (in the build folder)")
    p.add_argument("--keep", action="store_true", help="keep the work folder (images, console log)")
    p.add_argument("--claim", action="append", default=[], help="NAME=VALUE: replace a truth (must fail)")
    p.add_argument("what", nargs="+", help="GROUP | recheck GROUP | list")
    args = p.parse_args()
    claims = parse_claims(args.claim + [os.environ.get("SOLIDMARK_LAB_CLAIM", "")])

    if args.what == ["list"]:
        for name in GROUPS:
            print(f"{name:14} {group_module(name).TITLE}")
        return 0
    if args.what[0] == "recheck":
        group = group_module(args.what[1])
        saved = Path(args.cache).resolve() / "results" / group.NAME
        if not (saved / "guest.log").exists():
            print(f"lab recheck {group.NAME}: no saved results in {saved}; run the group first", file=sys.stderr)
            return SKIP_CODE
        return check(group, saved, claims)
    if not args.cli:
        p.error("--cli is needed to run a group")
    if args.what == ["prepare"]:
        try:
            prepare(args, "prepare")
        except Broken as e:
            print(f"FAIL  lab: the guest cannot be built: {e}")
            return 1
        except Skip as e:
            print(f"lab: cannot run on this host ({e}); every group will say so and be skipped")
            return SKIP_CODE
        return 0
    group = group_module(args.what[0])
    # Ctrl-C or ctest's SIGTERM: unwind, so the teardown runs.
    signal.signal(signal.SIGTERM, lambda *_: sys.exit(143))
    try:
        return run_group(args, group, claims)
    except Broken as e:
        print(f"FAIL  lab {group.NAME}: the guest cannot be built: {e}")
        return 1
    except Skip as e:
        bar = "!" * 78
        print(f"{bar}\nSKIPPED: the drive lab cannot run on this host: {e}.\n"
              f"Nothing of group '{group.NAME}' was tested.\n{bar}", file=sys.stderr, flush=True)
        print(f"SKIPPED: {e}")
        return SKIP_CODE


if __name__ == "__main__":
    sys.exit(main())
