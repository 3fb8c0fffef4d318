# shellcheck shell=bash
# Scratch volumes for the shell tests (fs_matrix.sh, fuse_kill.sh), sourced
# by them: loop devices on sparse images, mounts and zram devices, each
# recorded as it is made and undone in reverse order by vol_cleanup, which
# vol_init installs as the EXIT trap (so a failure, a signal or `exit` in
# the middle leaves nothing behind), and vol_leftovers proves it.
# Exit code 77 is ctest's SKIP_RETURN_CODE for these tests.

VOL_WORK=""
VOL_MOUNTS=()
VOL_LOOPS=()
VOL_ZRAMS=()
VOL_DEV=""     # set by vol_loop / vol_zram
VOL_REASON=""  # why the last vol_* step failed

vol_skip_all() {
  echo "SKIP: $*"
  exit 77
}

vol_need_root() {
  [ "$(id -u)" -eq 0 ] || vol_skip_all "not running as root (loop devices, mounts and zram need root)"
  command -v losetup >/dev/null || vol_skip_all "losetup is not installed"
}

# vol_init [PARENT]: the scratch folder (images and mount points) under
# PARENT (default /var/tmp), and the traps.
vol_init() {
  VOL_WORK=$(mktemp -d "${1:-/var/tmp}/solidmark-vol.XXXXXX") || exit 1
  chmod 755 "$VOL_WORK"
  trap vol_cleanup EXIT
  trap 'exit 130' INT
  trap 'exit 143' TERM
}

# Whether MP is a mount point, from mountinfo alone (a dead FUSE mount
# fails stat(), so mountpoint(1) cannot tell).
vol_is_mounted() {
  awk -v m="$1" '$5 == m { found = 1 } END { exit !found }' /proc/self/mountinfo
}

vol_cleanup() {
  local i mp n
  for ((i = ${#VOL_MOUNTS[@]} - 1; i >= 0; i--)); do
    mp=${VOL_MOUNTS[i]}
    # A FUSE daemon may take a moment to let go of a busy volume.
    for ((n = 0; n < 50; n++)); do
      vol_is_mounted "$mp" || break
      umount "$mp" 2>/dev/null || sleep 0.1
    done
    vol_is_mounted "$mp" && umount -l "$mp"
  done
  VOL_MOUNTS=()
  for ((i = ${#VOL_LOOPS[@]} - 1; i >= 0; i--)); do
    losetup -d "${VOL_LOOPS[i]}" 2>/dev/null
  done
  VOL_LOOPS=()
  for i in "${VOL_ZRAMS[@]}"; do
    echo "$i" >/sys/class/zram-control/hot_remove 2>/dev/null
  done
  VOL_ZRAMS=()
  [ -n "$VOL_WORK" ] && rm -rf "$VOL_WORK"
  return 0
}

# What is still there of this script's volumes after vol_cleanup: mounts
# under the scratch folder, loop devices on its images; "" when nothing.
vol_leftovers() {
  local out=""
  out+=$(awk -v w="$VOL_WORK/" 'index($5, w) == 1 { print "mount " $5 }' /proc/self/mountinfo)
  out+=$(losetup -l -n -O NAME,BACK-FILE 2>/dev/null | awk -v w="$VOL_WORK/" 'index($2, w) == 1 { print "loop " $1 }')
  [ -e "$VOL_WORK" ] && out+="folder $VOL_WORK"
  printf '%s' "$out"
}

# vol_loop NAME MIB [LOSETUP-OPTION...]: a sparse image on a new loop device (VOL_DEV).
vol_loop() {
  local name=$1 mib=$2 out
  shift 2
  truncate -s "${mib}M" "$VOL_WORK/$name.img" || { VOL_REASON="truncate failed"; return 1; }
  if ! out=$(losetup -f --show "$@" "$VOL_WORK/$name.img" 2>&1); then
    VOL_REASON="the kernel refused 'losetup $*': $out"
    return 1
  fi
  VOL_LOOPS+=("$out")
  VOL_DEV=$out
}

# vol_zram MIB: a new zram device (VOL_DEV) through /sys/class/zram-control.
vol_zram() {
  local id
  [ -w /sys/class/zram-control/hot_add ] || { VOL_REASON="no /sys/class/zram-control (zram module not loaded)"; return 1; }
  id=$(cat /sys/class/zram-control/hot_add 2>/dev/null) || { VOL_REASON="zram hot_add refused"; return 1; }
  VOL_ZRAMS+=("$id")
  echo "${1}M" >"/sys/block/zram$id/disksize" 2>/dev/null || { VOL_REASON="zram$id refused disksize ${1}M"; return 1; }
  VOL_DEV=/dev/zram$id
}

# vol_mount MP COMMAND...: creates MP, runs the mount COMMAND, records MP.
vol_mount() {
  local mp=$1 out
  shift
  mkdir -p "$mp"
  if ! out=$("$@" 2>&1); then
    VOL_REASON="'$*' failed: $(printf '%s' "$out" | head -n 1)"
    return 1
  fi
  VOL_MOUNTS+=("$mp")
}

# vol_run COMMAND...: runs a set-up command; on failure its first output line is in VOL_REASON.
vol_run() {
  local out
  if ! out=$("$@" 2>&1); then
    VOL_REASON="'$*' failed: $(printf '%s' "$out" | head -n 1)"
    return 1
  fi
}

# vol_have TOOL...: all installed, else VOL_REASON names the first missing.
vol_have() {
  local t
  for t in "$@"; do
    command -v "$t" >/dev/null || { VOL_REASON="$t is not installed"; return 1; }
  done
}
