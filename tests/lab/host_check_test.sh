#!/usr/bin/env bash
# The lab's host check (tests/lab/kit/checks.py): on a host with QEMU but
# without kmod (depmod, modprobe), a group is skipped with the banner and
# exit 77, naming what is missing, and never crashes. The host's own
# programs are offered through a PATH of symlinks that leaves kmod out.
set -euo pipefail
here=$(cd "$(dirname "$0")" && pwd)
bin=$(mktemp -d "${TMPDIR:-/tmp}/solidmark-lab-path.XXXXXX")
trap 'rm -rf "$bin"' EXIT
# The interpreter itself, not a wrapper script (pyenv's shims need bash on PATH).
ln -s "$(python3 -c 'import sys; print(sys.executable)')" "$bin/python3"
for p in qemu-system-x86_64 busybox cpio apt-get apt-cache dpkg-deb ldd objcopy find sfdisk mke2fs; do
  if real=$(command -v "$p"); then ln -s "$real" "$bin/$p"; fi
done
set +e
PATH=$bin "$bin/python3" "$here/lab.py" --cli /bin/true --cache "$bin/cache" truth >"$bin/out" 2>"$bin/err"
rc=$?
set -e
cat "$bin/out" "$bin/err"
[ "$rc" -eq 77 ] || { echo "expected exit 77 (skipped), got $rc" >&2; exit 1; }
grep -q "SKIPPED: the drive lab cannot run on this host" "$bin/err" || { echo "no SKIPPED banner" >&2; exit 1; }
grep -q "depmod (kmod)" "$bin/err" || { echo "the banner does not name depmod (kmod)" >&2; exit 1; }
grep -q "modprobe (kmod)" "$bin/err" || { echo "the banner does not name modprobe (kmod)" >&2; exit 1; }
if grep -q "Traceback" "$bin/out" "$bin/err"; then echo "the lab crashed" >&2; exit 1; fi
echo "host check: skipped with its banner, naming kmod"
