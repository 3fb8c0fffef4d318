#!/usr/bin/env bash
# The capacity check speaks f3's format both ways (docs/methodology.md §30),
# on an ext4 volume on zram, with Debian's f3 (f3write and f3read 8.0):
#   1. f3read reads the folder `solidmark-cli capacity --keep` wrote (default
#      1 GiB files) and counts the same ok and lost sectors;
#   2. the same files damaged as a fake drive damages them (the end of 2.h2w
#      zeroed, as a drive's limbo reads back; the start of 1.h2w holding
#      2.h2w's data, as a drive that wraps): f3read and --verify-only agree
#      on every class;
#   3. `solidmark-cli capacity --verify-only` reads a folder f3write wrote,
#      and agrees with f3read on it.
# The drive lab does the same on an emulated fake drive (tests/lab/groups/capacity.py).
# Usage: capacity_f3.sh SOLIDMARK-CLI. Exit 77 (skipped) without root, zram or f3.
set -uo pipefail
cli=$1
here=$(dirname "$0")
. "$here/volumes.sh"
vol_need_root
vol_have f3write f3read mkfs.ext4 python3 || vol_skip_all "$VOL_REASON"
vol_init
vol_zram 3200 || vol_skip_all "$VOL_REASON"
vol_run mkfs.ext4 -q -F -O ^has_journal "$VOL_DEV" || vol_skip_all "$VOL_REASON"
mnt=$VOL_WORK/mnt
vol_mount "$mnt" mount -t ext4 "$VOL_DEV" "$mnt" || vol_skip_all "$VOL_REASON"
failures=0
fail() { echo "FAIL: $*"; failures=$((failures + 1)); }
pass() { echo "PASS: $*"; }

# f3read's sector counts of a folder as "ok corrupted changed overwritten".
f3_counts() {
  f3read "$1" >"$VOL_WORK/f3read.out" 2>&1 || { cat "$VOL_WORK/f3read.out"; return 1; }
  python3 - "$VOL_WORK/f3read.out" <<'EOF'
import re, sys
t = open(sys.argv[1]).read()
n = lambda what: int(re.search(what + r":.*\((\d+) sectors?\)", t).group(1))
print(n("Data OK"), n("Corrupted"), n("Slightly changed"), n("Overwritten"))
EOF
}
# SolidMark's, from its JSON: the same four, then the verdict.
sm_counts() {
  python3 -c 'import json,sys; d=json.load(open(sys.argv[1])); s=d["sectors"]
print(s["ok"], s["corrupted"], s["changed"], s["overwritten"], d["verdict"]["kind"])' "$1"
}
same() {  # WHAT F3 SM: the four counts equal
  local what=$1 f3=$2 sm=$3
  if [ "$f3" = "$(cut -d' ' -f1-4 <<<"$sm")" ]; then
    pass "$what: f3read and SolidMark count the same (ok corrupted changed overwritten: $f3; verdict ${sm##* })"
  else
    fail "$what: f3read counts $f3, SolidMark $sm"
  fi
}

# 1. SolidMark writes 1 GiB files (1.5 GiB: 1.h2w and half of 2.h2w) and keeps them; f3read reads them.
"$cli" capacity --target "$mnt" --amount 1536MiB --keep --no-history --quiet --json "$VOL_WORK/write.json" \
  >/dev/null || fail "capacity --keep exited $?"
kept=$(python3 -c 'import json,sys; print(json.load(open(sys.argv[1]))["kept_folder"])' "$VOL_WORK/write.json")
[ -f "$kept/1.h2w" ] && [ -f "$kept/2.h2w" ] || fail "the kept folder '$kept' lacks 1.h2w and 2.h2w"
same "SolidMark's files read by f3read" "$(f3_counts "$kept")" "$(sm_counts "$VOL_WORK/write.json")"

# 2. Damaged as fakes damage them: limbo zeros at the end, another file's data at the start.
dd if=/dev/zero of="$kept/2.h2w" bs=1M seek=384 count=128 conv=notrunc status=none
dd if="$kept/2.h2w" of="$kept/1.h2w" bs=1M count=64 conv=notrunc status=none
"$cli" capacity --verify-only "$kept" --no-history --quiet --json "$VOL_WORK/damaged.json" >/dev/null
rc=$?
[ "$rc" -eq 1 ] || fail "--verify-only on the damaged files exited $rc, not 1 (data lost)"
damaged=$(sm_counts "$VOL_WORK/damaged.json")
same "the damaged files" "$(f3_counts "$kept")" "$damaged"
[ "${damaged##* }" != genuine ] || fail "the damaged files were taken for a genuine drive's: $damaged"
rm -rf "$kept"

# 3. f3write writes two 1 GiB files; SolidMark reads them.
mkdir "$mnt/f3"
f3write --end-at=2 "$mnt/f3" >"$VOL_WORK/f3write.out" 2>&1 || fail "f3write exited $?"
"$cli" capacity --verify-only "$mnt/f3" --no-history --quiet --json "$VOL_WORK/f3.json" >/dev/null ||
  fail "--verify-only on f3write's files exited $?"
counts=$(sm_counts "$VOL_WORK/f3.json")
same "f3write's files read by SolidMark" "$(f3_counts "$mnt/f3")" "$counts"
[ "${counts%% *}" -eq $((2 * 2097152)) ] || fail "not every sector of f3write's 2 GiB was intact: $counts"
[ "$(python3 -c 'import json,sys; print(json.load(open(sys.argv[1]))["settings"]["file_bytes"])' "$VOL_WORK/f3.json")" \
  = 1073741824 ] || fail "the file size found for f3write's files is not 1 GiB"

vol_cleanup
left=$(vol_leftovers)
[ -z "$left" ] || fail "left behind: $left"
[ "$failures" -eq 0 ] && echo "capacity and f3: both ways agree" && exit 0
exit 1
