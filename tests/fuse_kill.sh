#!/usr/bin/env bash
# The FUSE daemon dies mid-run (docs/methodology.md §11, "drive removed"):
# a `solidmark-cli run` on exfat-fuse (or ntfs-3g) on a loop volume, the
# daemon killed with SIGKILL during 4K read. The run must end promptly with
# "The drive holding '…' disappeared during …" and exit 1, nothing may hang,
# and the volume must come apart cleanly (vol_cleanup on every exit path).
#
#   fuse_kill.sh CLI
#
# The kernel fails the requests in flight with ECONNABORTED and every later
# one with ENOTCONN. The contract is "within 1 s"; on a loaded machine this
# test allows 5 s and prints what it measured.
set -uo pipefail
cli=${1:?usage: fuse_kill.sh CLI}
. "$(dirname "$0")/volumes.sh"

vol_need_root
vol_init
export XDG_DATA_HOME=$VOL_WORK/xdg XDG_STATE_HOME=$VOL_WORK/xdg XDG_CACHE_HOME=$VOL_WORK/xdg
mp=$VOL_WORK/mnt
cli_pid=""
stop_cli() { [ -n "$cli_pid" ] && kill -KILL "$cli_pid" 2>/dev/null; }
trap 'stop_cli; vol_cleanup' EXIT

daemon=""
if vol_have mkfs.exfat mount.exfat-fuse && vol_loop exfat 1024 && vol_run mkfs.exfat "$VOL_DEV" &&
  vol_mount "$mp" mount.exfat-fuse "$VOL_DEV" "$mp"; then
  daemon=exfat-fuse
else
  echo "note: exfat-fuse not usable ($VOL_REASON); trying ntfs-3g"
  if vol_have mkntfs ntfs-3g && vol_loop ntfs 1024 && vol_run mkntfs -Q -F "$VOL_DEV" &&
    vol_mount "$mp" ntfs-3g "$VOL_DEV" "$mp"; then
    daemon=ntfs-3g
  else
    vol_skip_all "no FUSE filesystem could be mounted: $VOL_REASON"
  fi
fi

# The daemon serving $mp: the process whose command line ends in the mount point.
daemon_pid=$(ps -eo pid=,args= | awk -v m="$mp" -v d="$daemon" '$NF == m && index($0, d) { print $1; exit }')
[ -n "$daemon_pid" ] || { echo "FAIL: cannot find the $daemon daemon of $mp"; exit 1; }

err=$VOL_WORK/stderr
# 4K read and write of up to 30 s each, but a 4K test also ends after one
# file's worth of bytes (docs/methodology.md §3): 512 MiB keeps 4K read going
# for seconds (at 137 MB/s, as seen in CI, 64 MiB was read in 0.5 s, before
# the kill came).
"$cli" run --target "$mp" --size 512MiB --tests 4k --random-seconds 30 --no-history >/dev/null 2>"$err" &
cli_pid=$!

# Wait for the fill to finish (its line on stderr), then 0.3 s into 4K read.
for ((i = 0; i < 600; i++)); do
  grep -q "MB/s" "$err" && break
  kill -0 "$cli_pid" 2>/dev/null || break
  sleep 0.1
done
if ! kill -0 "$cli_pid" 2>/dev/null; then
  echo "FAIL: the run ended before the daemon was killed:"
  cat "$err"
  exit 1
fi
sleep 0.3
t_kill=$(date +%s.%N)
kill -KILL "$daemon_pid"

# Wait for the run to end: at most 10 s, then it counts as hung.
rc=""
for ((i = 0; i < 1000; i++)); do
  if ! kill -0 "$cli_pid" 2>/dev/null; then
    wait "$cli_pid"
    rc=$?
    break
  fi
  sleep 0.01
done
t_end=$(date +%s.%N)
took=$(awk -v a="$t_kill" -v b="$t_end" 'BEGIN { printf "%.3f", b - a }')
status=0
if [ -z "$rc" ]; then
  echo "FAIL: the run still hangs 10 s after the $daemon daemon was killed"
  stop_cli
  wait "$cli_pid" 2>/dev/null
  status=1
fi
cli_pid=""
echo "$daemon daemon (pid $daemon_pid) killed during 4K read; the run ended after $took s with exit ${rc:-none}"
sed 's/^/  stderr: /' "$err"
if [ -n "$rc" ]; then
  [ "$rc" -eq 1 ] || { echo "FAIL: exit $rc, expected 1"; status=1; }
  grep -q "solidmark-cli: error: The drive holding '.*' disappeared during 4K" "$err" ||
    { echo "FAIL: no 'The drive holding ... disappeared during 4K ...' error"; status=1; }
  awk -v t="$took" 'BEGIN { exit !(t <= 5) }' || { echo "FAIL: took $took s (allowed: 5 s; the contract is 1 s)"; status=1; }
fi

vol_cleanup
left=$(vol_leftovers)
[ -z "$left" ] || { echo "FAIL: left behind after cleanup: $left"; status=1; }
exit $status
