"""Asserts that say what they compared, and the lab's verdict.

Every check prints one line, PASS or FAIL, with the value, what it was
compared with and the tolerance, so the ctest log reads as a report. A
group passes only when every check passed and at least one ran.
"""

import os
import shutil

SKIP_CODE = 77  # ctest's SKIP_RETURN_CODE for the lab


class Skip(Exception):
    """The host cannot run the lab (no QEMU, no Debian kernel): the group
    is skipped, loudly, never passed."""


# Every program the lab runs on the host, with the Debian package that has
# it (packaging/build.sh test installs them all). A name with a slash is a
# path: a binary copied into the guest (kit/guestos.py HOST_TOOLS).
HOST_PROGRAMS = {
    "qemu-system-x86_64": "qemu-system-x86",
    "depmod": "kmod", "modprobe": "kmod",
    "busybox": "busybox-static",
    "cpio": "cpio",
    "apt-get": "apt", "apt-cache": "apt", "dpkg-deb": "dpkg",
    "ldd": "libc-bin", "objcopy": "binutils", "find": "findutils",
    "sfdisk": "fdisk", "mke2fs": "e2fsprogs",
    "/usr/bin/fio": "fio", "/usr/sbin/mke2fs": "e2fsprogs", "/usr/sbin/blkdiscard": "util-linux",
    "/usr/sbin/smartctl": "smartmontools",
    "/usr/sbin/dmsetup": "dmsetup", "/usr/sbin/mkfs.exfat": "exfatprogs",
    "/usr/bin/f3write": "f3", "/usr/bin/f3read": "f3",
}


def missing_host_programs(programs=HOST_PROGRAMS):
    """'depmod (kmod), cpio (cpio)': what the host lacks of `programs`, or ''."""
    gone = []
    for name, package in programs.items():
        found = os.access(name, os.X_OK) if "/" in name else shutil.which(name) is not None
        if not found:
            gone.append(f"{name} ({package})")
    return ", ".join(gone)


def check_host():
    """Raises Skip naming every program the lab needs and the host lacks,
    before anything runs: a missing one must skip the group, never crash it."""
    gone = missing_host_programs()
    if gone:
        raise Skip(f"it lacks {gone} (packaging/build.sh test installs them)")


class Checks:
    def __init__(self, group):
        self.group = group
        self.passed = 0
        self.failed = []
        self.rows = []  # (scenario, what, value, expected, tolerance text, ok)

    def _record(self, scenario, what, ok, detail):
        line = f"{'PASS' if ok else 'FAIL'}  [{scenario}] {what}: {detail}"
        print(line, flush=True)
        if ok:
            self.passed += 1
        else:
            self.failed.append(line)
        return ok

    def true(self, scenario, what, cond, detail=""):
        return self._record(scenario, what, bool(cond), detail or ("yes" if cond else "no"))

    def equal(self, scenario, what, value, expected):
        return self._record(scenario, what, value == expected, f"{value!r} (expected {expected!r})")

    def within(self, scenario, what, value, expected, rel, unit=""):
        """|value - expected| <= rel * expected."""
        if value is None or expected is None:
            return self._record(scenario, what, False, f"{value!r} against {expected!r}: missing")
        err = (value - expected) / expected if expected else float("inf")
        ok = abs(err) <= rel
        return self._record(scenario, what, ok,
                            f"{value:.4g}{unit} against {expected:.4g}{unit}: {err * 100:+.1f} % "
                            f"(allowed ±{rel * 100:g} %)")

    def summary(self):
        total = self.passed + len(self.failed)
        if self.failed:
            print(f"\nlab {self.group}: {len(self.failed)} of {total} checks FAILED:")
            for line in self.failed:
                print("  " + line)
            return 1
        if total == 0:
            print(f"\nlab {self.group}: no check ran, which is a failure")
            return 1
        print(f"\nlab {self.group}: all {total} checks passed")
        return 0
