# Helpers for a group's guest script (sourced first by /lab/group.sh).
# The share is /lab; results go to /lab/out, one file per fact, which the
# host's asserts read (tests/lab/kit/results.py).
OUT=/lab/out
export HOME=/tmp XDG_DATA_HOME=/tmp/xdg XDG_STATE_HOME=/tmp/xdg XDG_CACHE_HOME=/tmp/xdg
export PATH=/lab/bin:/opt/lab/bin:$PATH
# Debian's tools (fio, mdadm, dmsetup, and these two, which busybox would
# otherwise run as its own applets of the same name).
MKE2FS=/opt/lab/bin/mke2fs
BLKDISCARD=/opt/lab/bin/blkdiscard

log() { echo "[guest $(cut -d' ' -f1 /proc/uptime)] $*"; }

# fact NAME VALUE: one line the host reads back (out/NAME.fact); fact_of NAME reads it.
fact() { printf '%s\n' "$2" > "$OUT/$1.fact"; }
fact_of() { cat "$OUT/$1.fact"; }

# step NAME SECONDS COMMAND...: run COMMAND with a time limit (SIGTERM,
# then SIGKILL 5 s later); stdout to NAME.out, stderr to NAME.err, the exit
# status to NAME.rc and the guest's seconds at start and end to NAME.time.
# A command still running at its limit ends with 143 (or 137): the host
# fails the scenario as a hang.
step() {
  _name=$1 _secs=$2
  shift 2
  log "$_name: $*"
  _t0=$(cut -d' ' -f1 /proc/uptime)
  # busybox timeout execs the command in its own process; the outer one
  # kills it (same pid) when SIGTERM did not end it.
  timeout -s KILL $((_secs + 5)) timeout -s TERM "$_secs" "$@" > "$OUT/$_name.out" 2> "$OUT/$_name.err"
  _rc=$?
  echo $_rc > "$OUT/$_name.rc"
  echo "$_t0 $(cut -d' ' -f1 /proc/uptime)" > "$OUT/$_name.time"
  log "$_name: exit $_rc"
  return 0
}

# in_background NAME SECONDS COMMAND...: step, in the background (wait for
# all of them with `wait`).
in_background() { step "$@" & }

# sm NAME SECONDS ARGS...: solidmark-cli ARGS, with no history and its
# JSON in NAME.json (every benchmark and `info` take --json).
sm() {
  _n=$1 _s=$2
  shift 2
  step "$_n" "$_s" solidmark-cli "$@" --json "$OUT/$_n.json"
}

# by_label LABEL: the block device holding the file system labelled LABEL.
by_label() { findfs "LABEL=$1" 2>/dev/null; }

# disk_of_size BYTES: the whole disk of exactly BYTES (the host gives each
# raw drive its own size, so the size names it).
disk_of_size() {
  for d in /sys/block/*; do
    [ "$(cat "$d/size")" = "$(($1 / 512))" ] && { echo "/dev/${d##*/}"; return 0; }
  done
  return 1
}

# mount_label LABEL DIR: mount the ext4 file system labelled LABEL on DIR
# and note its device (DIR's name.dev fact).
mount_label() {
  _dev=$(by_label "$1")
  [ -n "$_dev" ] || { log "no file system labelled $1"; return 1; }
  mkdir -p "$2"
  mount -t ext4 "$_dev" "$2" && fact "$1.dev" "$_dev"
}

# wait_for_text FILE TEXT SECONDS: until FILE contains TEXT (1 when not in time).
wait_for_text() {
  _i=0
  while [ $_i -lt $(($3 * 10)) ]; do
    grep -q "$2" "$1" 2>/dev/null && return 0
    sleep 0.1
    _i=$((_i + 1))
  done
  return 1
}

# ask_host WHAT: the host performs WHAT (a QEMU monitor action the group
# defines, e.g. unplug a drive) and answers; 1 when it did not within 20 s.
ask_host() {
  : > "$OUT/request.$1"
  _i=0
  while [ $_i -lt 200 ]; do
    [ -e "$OUT/request.$1.done" ] && return 0
    sleep 0.1
    _i=$((_i + 1))
  done
  log "the host did not answer request $1"
  return 1
}

# folder_listing NAME DIR: what is left in DIR (the asserts look for
# SolidMark-* folders).
folder_listing() { ls -a "$2" > "$OUT/$1.ls" 2>&1; }

# wait_for_drives: until every drive the host attached (/lab/drives: NAME
# FS(0|1) BYTES per line) is visible (USB enumerates seconds after boot);
# 1 after 60 s.
wait_for_drives() {
  _i=0
  while [ $_i -lt 600 ]; do
    _missing=
    while read -r _n _fs _bytes; do
      if [ "$_fs" = 1 ]; then
        [ -n "$(by_label "$_n")" ] || _missing="$_missing $_n"
      else
        disk_of_size "$_bytes" > /dev/null || _missing="$_missing $_n"
      fi
    done < /lab/drives
    [ -z "$_missing" ] && { log "every drive is there"; return 0; }
    sleep 0.1
    _i=$((_i + 1))
  done
  log "drives missing after 60 s:$_missing"
  return 1
}

# clock_mark NAME: the guest's clock now, in a new file of the share, whose
# modification time is the host's clock (the asserts compare the two: a
# throttle's truth is in host seconds, the benchmark counts guest seconds).
clock_mark() { cut -d' ' -f1 /proc/uptime > "$OUT/$1.clock"; }

# info NAME DIR: solidmark-cli info --json on DIR (its JSON is NAME.out).
info() { step "$1" 60 solidmark-cli info --target "$2" --json -; }
