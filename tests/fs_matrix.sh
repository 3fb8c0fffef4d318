#!/usr/bin/env bash
# The filesystem matrix (docs/methodology.md §12): a tiny real
# `solidmark-cli run` on each kind of target a Linux user meets, made here
# on loop volumes, tmpfs and zram. Each run must succeed with exactly the
# flags the target deserves, the block sizes the kernel reports for the
# volume, the FUSE daemon named, or fail with one clear line; and nothing
# may be left behind (no SolidMark-* folder, every mount, loop device and
# zram device gone; vol_cleanup runs on every exit path).
#
#   fs_matrix.sh CLI
#
# Needs root; a case whose tool is missing or that the kernel refuses is
# skipped with the reason; exit 77 (skipped) when no case could run.
set -uo pipefail
cli=${1:?usage: fs_matrix.sh CLI}
here=$(dirname "$0")
. "$here/volumes.sh"

vol_need_root
command -v python3 >/dev/null || vol_skip_all "python3 is not installed (it reads the JSON)"
vol_init
export XDG_DATA_HOME=$VOL_WORK/xdg XDG_STATE_HOME=$VOL_WORK/xdg XDG_CACHE_HOME=$VOL_WORK/xdg

# The flags the scratch folder's own filesystem gives every loop volume on
# it (a loop image on tmpfs is RAM too, methodology §12).
base_flags=$("$cli" info --target "$VOL_WORK" --json - |
  python3 -c 'import json,sys; print(",".join(f for f in json.load(sys.stdin)["flags"] if f in ("ram","fuse","network")))') ||
  { echo "FAIL: solidmark-cli info on $VOL_WORK failed"; exit 1; }

ran=0 failed=0 skipped=0
table=()

# What this kernel does on btrfs compress-force: is a NOCOW file still
# compressed? (Linux 6.18: no, NOCOW wins, so SolidMark's `nocow` is the
# truth there.) Probed with the ordinary tools, independently of SolidMark.
btrfs_nocow_compressed() {
  local mp=$1 f
  mkdir "$mp/probe" && chattr +C "$mp/probe" || return 2
  f=$mp/probe/f
  dd if=/dev/zero of="$f" bs=1M count=4 oflag=direct status=none || return 2
  sync "$f"
  filefrag -v "$f" | grep -q encoded
  local rc=$?
  rm -rf "$mp/probe"
  return $rc
}

# check CASE TARGET WANT_FLAGS WANT_FS WANT_FUSE_TYPE BLOCK_DEV [EXTRA...]
# Runs the CLI on TARGET and checks its JSON; BLOCK_DEV ("" for none) is
# the device whose sysfs block sizes the result must carry.
check() {
  local name=$1 target=$2 want_flags=$3 want_fs=$4 want_fuse=$5 dev=$6
  shift 6
  local out=$VOL_WORK/$name.json err=$VOL_WORK/$name.err lbs="" pbs="" t0 t1 rc verdict
  if [ -n "$dev" ]; then
    lbs=$(cat "/sys/class/block/${dev#/dev/}/queue/logical_block_size")
    pbs=$(cat "/sys/class/block/${dev#/dev/}/queue/physical_block_size")
  fi
  t0=$(date +%s.%N)
  timeout 120 "$cli" run --target "$target" --size 16MiB --random-seconds 0.1 --access-seconds 0.1 \
    --seq-max-seconds 0.5 --json - --no-history --quiet "$@" >"$out" 2>"$err"
  rc=$?
  t1=$(date +%s.%N)
  ran=$((ran + 1))
  if [ "$rc" -eq 1 ] && grep -q "does not support direct (unbuffered) I/O" "$err" && [ "$#" -eq 0 ]; then
    # A clear refusal (tmpfs before Linux 6.6); buffered, it must be flagged so.
    echo "note: $name refuses direct I/O ($(head -n 1 "$err")); again with --allow-buffered"
    ran=$((ran - 1))
    check "$name" "$target" "${want_flags:+$want_flags,}buffered" "$want_fs" "$want_fuse" "$dev" --allow-buffered
    return
  fi
  verdict=$(python3 - "$out" "$rc" "$want_flags" "$want_fs" "$want_fuse" "$lbs" "$pbs" "$base_flags" <<'EOF'
import json, sys
out, rc, want_flags, want_fs, want_fuse, lbs, pbs, base = sys.argv[1:]
order = ["buffered", "ram", "fuse", "network", "nocow", "fs_compression"]
if rc != "0":
    print(f"FAIL exit {rc}"); sys.exit()
doc = json.load(open(out))
dev = doc["device"]
want = set(filter(None, want_flags.split(","))) | set(filter(None, base.split(",")))
want = [f for f in order if f in want]
problems = []
if doc["flags"] != want:
    problems.append(f"flags {doc['flags']} != {want}")
if dev["filesystem"] != want_fs:
    problems.append(f"filesystem {dev['filesystem']} != {want_fs}")
if (dev["fuse_type"] or "") != want_fuse:
    problems.append(f"fuse_type {dev['fuse_type']} != {want_fuse or None}")
for key, v in (("logical_block_bytes", lbs), ("physical_block_bytes", pbs)):
    if dev[key] != (int(v) if v else None):
        problems.append(f"{key} {dev[key]} != {v or None}")
for t in ("seq", "4k", "4k64", "access"):
    for d in ("read", "write"):
        m = doc["tests"][t][d]
        if not m or m["ios"] <= 0:
            problems.append(f"{t} {d} measured nothing")
flags = ",".join(doc["flags"]) or "-"
fuse = dev["fuse_type"] or "-"
blocks = f"{dev['logical_block_bytes']}/{dev['physical_block_bytes']}"
print(("FAIL " + "; ".join(problems)) if problems else "ok", "|", flags, "|", fuse, "|", blocks, sep="")
EOF
  )
  local left
  left=$(find "$target" -maxdepth 1 -name 'SolidMark-*' 2>/dev/null)
  [ -n "$left" ] && verdict="FAIL left behind: $left|${verdict#*|}"
  table+=("$(printf '%-34s %s | %.1f s' "$name" "${verdict//|/ | }" "$(awk -v a="$t0" -v b="$t1" 'BEGIN { print b - a }')")")
  case $verdict in
  ok*) ;;
  *)
    failed=$((failed + 1))
    echo "FAIL: $name: ${verdict%%|*}"
    sed 's/^/  stderr: /' "$err" | head -n 5
    ;;
  esac
}

skip() {
  skipped=$((skipped + 1))
  table+=("$(printf '%-34s skipped: %s' "$1" "$VOL_REASON")")
  echo "skip: $1: $VOL_REASON"
}

# block NAME MIB MKFS... -- MOUNT...: a loop volume with a filesystem, mounted
# on $VOL_WORK/NAME (VOL_MP), the loop device in VOL_DEV. LOOP_OPTS: losetup options.
block() {
  local name=$1 mib=$2 mkfs=() mnt=()
  shift 2
  while [ "$#" -gt 0 ] && [ "$1" != -- ]; do mkfs+=("$1"); shift; done
  shift
  mnt=("$@")
  VOL_MP=$VOL_WORK/$name
  vol_have "${mkfs[0]}" "${mnt[0]}" || return 1
  # shellcheck disable=SC2086
  vol_loop "$name" "$mib" ${LOOP_OPTS:-} || return 1
  vol_run "${mkfs[@]}" "$VOL_DEV" || return 1
  vol_mount "$VOL_MP" "${mnt[@]}" "$VOL_DEV" "$VOL_MP"
}

if block ext4 128 mkfs.ext4 -q -F -- mount; then
  check ext4 "$VOL_MP" "" ext4 "" "$VOL_DEV"
else skip ext4; fi

if LOOP_OPTS="--sector-size 4096" block ext4-4k 128 mkfs.ext4 -q -F -- mount; then
  check "ext4, 4096-byte sectors" "$VOL_MP" "" ext4 "" "$VOL_DEV"
  # The sysfs figures are the kernel's; the loop must really have 4096-byte sectors.
  [ "$(cat "/sys/class/block/${VOL_DEV#/dev/}/queue/logical_block_size")" = 4096 ] ||
    { failed=$((failed + 1)); echo "FAIL: the 4K loop device does not have 4096-byte sectors"; }
else skip "ext4, 4096-byte sectors"; fi

if block xfs 320 mkfs.xfs -q -f -- mount; then
  check xfs "$VOL_MP" "" xfs "" "$VOL_DEV"
else skip xfs; fi

if block btrfs 256 mkfs.btrfs -q -f -- mount; then
  check btrfs "$VOL_MP" nocow btrfs "" "$VOL_DEV"
else skip btrfs; fi

if block btrfs-zstd 256 mkfs.btrfs -q -f -- mount -o compress-force=zstd; then
  btrfs_nocow_compressed "$VOL_MP"
  case $? in
  0) truth=fs_compression kernel="compresses NOCOW files" ;;
  1) truth=nocow kernel="stores NOCOW files uncompressed" ;;
  *) truth=nocow kernel="(probe failed)" ;;
  esac
  echo "note: on compress-force=zstd this kernel $kernel"
  check "btrfs compress-force=zstd" "$VOL_MP" "$truth" btrfs "" "$VOL_DEV"
  # A compression property on the target folder is inherited by new
  # folders; SolidMark's NOCOW folder must still end up uncompressed.
  if command -v btrfs >/dev/null && mkdir "$VOL_MP/prop" && btrfs property set "$VOL_MP/prop" compression zstd; then
    check "btrfs, folder compression=zstd" "$VOL_MP/prop" "$truth" btrfs "" "$VOL_DEV"
  fi
else skip "btrfs compress-force=zstd"; fi

if block exfat 128 mkfs.exfat -- mount.exfat-fuse; then
  check exfat-fuse "$VOL_MP" fuse fuseblk exfat-fuse "$VOL_DEV"
else skip exfat-fuse; fi

if block ntfs 128 mkntfs -Q -F -- ntfs-3g; then
  check ntfs-3g "$VOL_MP" fuse fuseblk ntfs-3g "$VOL_DEV"
else skip ntfs-3g; fi

if vol_mount "$VOL_WORK/tmpfs" mount -t tmpfs -o size=96M solidmark-matrix "$VOL_WORK/tmpfs"; then
  # RAM: no block device, so no block sizes.
  check tmpfs "$VOL_WORK/tmpfs" ram tmpfs "" ""
else skip tmpfs; fi

if vol_have mkfs.ext4 && vol_zram 128 && vol_run mkfs.ext4 -q -F "$VOL_DEV" &&
  vol_mount "$VOL_WORK/zram" mount "$VOL_DEV" "$VOL_WORK/zram"; then
  check "ext4 on zram" "$VOL_WORK/zram" ram ext4 "" "$VOL_DEV"
else skip "ext4 on zram"; fi

vol_cleanup
left=$(vol_leftovers)
if [ -n "$left" ]; then
  failed=$((failed + 1))
  echo "FAIL: left behind after cleanup: $left"
fi

echo
echo "target                             outcome | flags | fuse type | logical/physical block | time"
printf '%s\n' "${table[@]}"
echo "ran $ran, failed $failed, skipped $skipped (scratch flags: ${base_flags:-none})"
[ "$failed" -eq 0 ] || exit 1
[ "$ran" -gt 0 ] || vol_skip_all "no case could run here"
exit 0
