#!/usr/bin/env bash
# A stalled mount never freezes the GUI (docs/architecture.md rule 6): an
# exfat-fuse volume on a loop device whose daemon is stopped (SIGSTOP, as an
# sshfs or network mount that went away), then the GUI started as a user
# would. Every statvfs() on that mount blocks until the daemon answers, so
# the window must not touch it on the GUI thread:
#   1. `solidmark --screenshot s.png --quit` shows the window and exits within 2 s;
#   2. a scripted run on another folder (over 5 s, longer than a probe may
#      take) completes (exit 0, its screenshot written) while the stalled
#      volume is reported as not responding, and the program quits although
#      a probe thread is still stuck on it.
#
#   fuse_stall.sh GUI
#
# Runs in a private mount namespace (unshare -m), so the stalled mount is
# never seen by anything else on the machine; the daemon is resumed and the
# volume taken apart on every exit path.
set -uo pipefail
gui=${1:?usage: fuse_stall.sh GUI}
. "$(dirname "$0")/volumes.sh"

vol_need_root
if [ -z "${SOLIDMARK_STALL_NS:-}" ]; then
  command -v unshare >/dev/null || vol_skip_all "unshare is not installed"
  SOLIDMARK_STALL_NS=1 exec unshare --mount --propagation private bash "$0" "$@"
fi
vol_init
daemon_pid=""
resume() { [ -n "$daemon_pid" ] && kill -CONT "$daemon_pid" 2>/dev/null; }
trap 'resume; vol_cleanup' EXIT

mp=$VOL_WORK/stalled
if ! { vol_have mkfs.exfat mount.exfat-fuse && vol_loop exfat 256 && vol_run mkfs.exfat "$VOL_DEV" &&
  vol_mount "$mp" mount.exfat-fuse "$VOL_DEV" "$mp"; }; then
  vol_skip_all "exfat-fuse not usable: $VOL_REASON"
fi
daemon_pid=$(ps -eo pid=,args= | awk -v m="$mp" '$NF == m && index($0, "exfat") { print $1; exit }')
[ -n "$daemon_pid" ] || { echo "FAIL: cannot find the exfat-fuse daemon of $mp"; exit 1; }
kill -STOP "$daemon_pid"
# The mount now hangs: prove it, with a bounded probe of our own.
if timeout 2 stat -f "$mp" >/dev/null 2>&1; then
  echo "FAIL: statvfs on $mp answered although its daemon is stopped; the test proves nothing"
  exit 1
fi

export QT_QPA_PLATFORM=offscreen XDG_CONFIG_HOME=$VOL_WORK/cfg XDG_DATA_HOME=$VOL_WORK/data \
  XDG_STATE_HOME=$VOL_WORK/data XDG_CACHE_HOME=$VOL_WORK/cache XDG_RUNTIME_DIR=$VOL_WORK/run
mkdir -p "$XDG_RUNTIME_DIR" && chmod 700 "$XDG_RUNTIME_DIR"
status=0
fail() { echo "FAIL: $*"; status=1; }

# 1. The window appears (and is saved) at once.
t0=$(date +%s.%N)
timeout 30 "$gui" --screenshot "$VOL_WORK/now.png" --quit >"$VOL_WORK/now.out" 2>&1
rc=$?
took=$(awk -v a="$t0" -v b="$(date +%s.%N)" 'BEGIN { printf "%.2f", b - a }')
echo "solidmark --screenshot --quit with $mp stalled: exit $rc after $took s"
[ "$rc" -eq 0 ] || { fail "exit $rc (124: it hung)"; sed 's/^/  /' "$VOL_WORK/now.out"; }
awk -v t="$took" 'BEGIN { exit !(t <= 2) }' || fail "took $took s; the window must appear within 2 s"
[ -s "$VOL_WORK/now.png" ] || fail "no screenshot"

# 2. A run on another folder completes; the stalled volume is reported; the program quits.
good=$VOL_WORK/good
mkdir -p "$good"
timeout 180 "$gui" --verbose --target "$good" --size 64MiB --tests seq,access --access-seconds 2.5 \
  --run --screenshot "$VOL_WORK/run.png" --quit >"$VOL_WORK/run.out" 2>&1
rc=$?
echo "a scripted run on $good with $mp stalled: exit $rc"
grep -E "not responding|error|FAIL" "$VOL_WORK/run.out" | sed 's/^/  /'
[ "$rc" -eq 0 ] || { fail "exit $rc (124: it hung)"; tail -n 20 "$VOL_WORK/run.out" | sed 's/^/  /'; }
grep -q "target $mp is not responding" "$VOL_WORK/run.out" || fail "$mp was not reported as not responding"
[ -s "$VOL_WORK/run.png" ] || fail "no screenshot of the run"
[ -z "$(ls -A "$good")" ] || fail "the run left $(ls -A "$good") in $good"

resume
daemon_pid=""
vol_cleanup
left=$(vol_leftovers)
[ -z "$left" ] || fail "left behind after cleanup: $left"
exit $status
