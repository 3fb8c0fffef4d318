#!/usr/bin/env bash
# Whole-device reads for a normal user through udisks2 and polkit (issue 32,
# README "Whole-device reads as a normal user"). Root sets up a desktop's
# plumbing on a private system bus (its own config and socket, so a running
# system bus is left alone): dbus-daemon, udevd (only when none runs),
# polkitd, udisksd; a loop device with ext4 on it is the drive, and a
# throwaway user runs `solidmark-cli run --tests access` on a folder there:
#   allowed  (a polkit rule says YES) -> span device, device_open udisks2;
#            root's own run on the same device -> device_open direct;
#   denied   (the rule says NO)       -> span file, span_reason "not authorised",
#            exit 0, nothing left in the folder;
#   no rule  (polkit would ask)       -> "not authorised", the note says how
#            to let it ask; with --authorize and no agent, that none answered;
#   the surface scan, allowed         -> span device through udisks2;
#   no udisks / no bus                -> span file, "udisks2 not available",
#            no slower than the file span asked for by more than 2 s.
# Every process, file, mount, loop device and the user it made are removed
# on every exit path (by pid and by name, never what it did not make).
#
#   udisks_user.sh CLI
#
# Needs root and the packages dbus, polkitd, udisks2, systemd (udevd),
# e2fsprogs; exit 77 (skipped) otherwise.
set -uo pipefail
cli=${1:?usage: udisks_user.sh CLI}
skip() { echo "SKIP: $*"; exit 77; }
[ "$(id -u)" -eq 0 ] || skip "not running as root (losetup, mount, useradd and the daemons need root)"
udisksd=/usr/libexec/udisks2/udisksd
polkitd=$(command -v polkitd || ls /usr/lib/polkit-1/polkitd /usr/libexec/polkitd 2>/dev/null | head -n 1)
udevd=$(ls /lib/systemd/systemd-udevd /usr/lib/systemd/systemd-udevd 2>/dev/null | head -n 1)
[ -x "$udisksd" ] || skip "udisks2 is not installed ($udisksd)"
[ -n "$polkitd" ] || skip "polkitd is not installed"
[ -n "$udevd" ] || skip "systemd-udevd is not installed"
for t in dbus-daemon dbus-send udevadm losetup mkfs.ext4 mount useradd userdel runuser python3; do
  command -v "$t" >/dev/null || skip "$t is not installed"
done
id polkitd >/dev/null 2>&1 || skip "no polkitd user"

user=smudisk$$
rule=/etc/polkit-1/rules.d/49-solidmark-test-$$.rules
work=$(mktemp -d /var/tmp/solidmark-udisks.XXXXXX) || exit 1
chmod 755 "$work"
bus=$work/bus.sock
export DBUS_SYSTEM_BUS_ADDRESS=unix:path=$bus
pids=()   # every daemon this test started, stopped by pid
loop=
udevd_pid=
made_run_udev=0; [ -e /run/udev ] || made_run_udev=1
made_dev_links=(); for d in /dev/disk /dev/block /dev/char; do [ -e "$d" ] || made_dev_links+=("$d"); done
made_run_udisks=0; [ -e /run/udisks2 ] || made_run_udisks=1
made_lib_udisks=0; [ -e /var/lib/udisks2 ] || made_lib_udisks=1
stop() {  # stop PID: SIGTERM, then SIGKILL after 5 s
  kill "$1" 2>/dev/null || return 0
  for _ in $(seq 50); do kill -0 "$1" 2>/dev/null || return 0; sleep 0.1; done
  kill -9 "$1" 2>/dev/null
}
# A udevd of ours changes /dev as it starts (static nodes' owner and mode)
# and as it handles our loop device (its owner, by-* links): put back what
# it changed once it is stopped.
restore_dev() {
  local p u g m
  [ -n "$udevd_pid" ] && [ -f "$work/dev.before" ] || return 0
  while read -r p u g m; do
    [ -e "$p" ] || continue
    [ "$(stat -c '%u %g %a' "$p")" = "$u $g $m" ] || { chown "$u:$g" "$p"; chmod "$m" "$p"; }
  done <"$work/dev.before"
  for p in "${made_dev_links[@]}"; do rm -rf "$p"; done
}
cleanup() {
  rm -f "$rule"
  for ((i = ${#pids[@]} - 1; i >= 0; i--)); do stop "${pids[i]}"; done
  mountpoint -q "$work/mnt" && umount "$work/mnt"
  [ -n "$loop" ] && losetup -d "$loop"
  restore_dev
  id "$user" >/dev/null 2>&1 && userdel -r "$user" 2>/dev/null
  getent group "$user" >/dev/null && groupdel "$user" 2>/dev/null
  [ "$made_run_udev" = 1 ] && rm -rf /run/udev
  [ "$made_run_udisks" = 1 ] && rm -rf /run/udisks2
  [ "$made_lib_udisks" = 1 ] && rm -rf /var/lib/udisks2
  rm -rf "$work"
}
trap cleanup EXIT
trap 'exit 130' INT
trap 'exit 143' TERM

status=0
fail() {
  echo "FAIL: $*"
  status=1
}
# wait_for SECONDS COMMAND...: until COMMAND succeeds.
wait_for() {
  local n=$(($1 * 10))
  shift
  for _ in $(seq "$n"); do "$@" >/dev/null 2>&1 && return 0; sleep 0.1; done
  return 1
}
on_bus() {
  dbus-send --bus="$DBUS_SYSTEM_BUS_ADDRESS" --print-reply --dest=org.freedesktop.DBus / \
    org.freedesktop.DBus.NameHasOwner "string:$1" 2>/dev/null | grep -q "boolean true"
}

# The bus: the system bus's default policy and the services' own files, so
# the user may call udisks2 and only root and polkitd own names.
cat >"$work/bus.conf" <<EOF
<!DOCTYPE busconfig PUBLIC "-//freedesktop//DTD D-Bus Bus Configuration 1.0//EN"
 "http://www.freedesktop.org/standards/dbus/1.0/busconfig.dtd">
<busconfig>
  <type>system</type>
  <listen>unix:path=$bus</listen>
  <auth>EXTERNAL</auth>
  <policy context="default">
    <allow user="*"/>
    <deny own="*"/>
    <deny send_type="method_call"/>
    <allow send_type="signal"/>
    <allow send_requested_reply="true" send_type="method_return"/>
    <allow send_requested_reply="true" send_type="error"/>
    <allow receive_type="method_call"/>
    <allow receive_type="method_return"/>
    <allow receive_type="error"/>
    <allow receive_type="signal"/>
    <allow send_destination="org.freedesktop.DBus" send_interface="org.freedesktop.DBus"/>
  </policy>
  <includedir>/usr/share/dbus-1/system.d</includedir>
  <includedir>/etc/dbus-1/system.d</includedir>
</busconfig>
EOF
pid=$(dbus-daemon --config-file="$work/bus.conf" --fork --print-pid) || { echo "FAIL: dbus-daemon did not start"; exit 1; }
pids+=("$pid")
if ! udevadm control --ping >/dev/null 2>&1; then
  find /dev -maxdepth 1 \( -type b -o -type c \) -printf '%p %U %G %m\n' >"$work/dev.before"
  "$udevd" >"$work/udevd.log" 2>&1 &
  udevd_pid=$!
  pids+=("$udevd_pid")
  wait_for 10 udevadm control --ping || { echo "FAIL: udevd did not start"; exit 1; }
fi

# The drive: ext4 on a loop device, a folder on it for the user.
truncate -s 160M "$work/drive.img"
# Direct I/O on the backing file: both runs read the disk, not its page cache.
loop=$(losetup --find --show --direct-io=on "$work/drive.img") || { loop=; skip "no loop device"; }
mkfs.ext4 -q "$loop" || { echo "FAIL: mkfs.ext4"; exit 1; }
mkdir "$work/mnt"
mount "$loop" "$work/mnt" || skip "cannot mount a loop device here"
udevadm trigger --action=add "/sys/class/block/${loop#/dev/}"
udevadm settle --timeout=10
useradd -M -d "$work/mnt" -s /bin/sh "$user" || skip "useradd refused"
install -d -o "$user" -m 755 "$work/mnt/bench"
if ! runuser -u "$user" -- test -x "$cli"; then
  install -D -m 755 "$cli" "$work/bin/solidmark-cli"
  cli=$work/bin/solidmark-cli
fi

start_polkitd() {
  # polkitd switches to its own user itself.
  "$polkitd" --no-debug >>"$work/polkitd.log" 2>&1 &
  polkit_pid=$!
  pids+=("$polkit_pid")
  wait_for 10 on_bus org.freedesktop.PolicyKit1 || fail "polkitd did not come up on the bus"
}
# set_rule YES|NO|NONE: the rule for the test user (NONE: no rule, polkit's
# defaults, which ask for a password), and a polkitd that has read it.
set_rule() {
  rm -f "$rule"
  [ "$1" = NONE ] || cat >"$rule" <<EOF
polkit.addRule(function(action, subject) {
    if ((action.id == "org.freedesktop.udisks2.open-device" ||
         action.id == "org.freedesktop.udisks2.open-device-system") && subject.user == "$user")
        return polkit.Result.$1;
});
EOF
  [ -f "$rule" ] && chmod 644 "$rule"
  [ -n "${polkit_pid:-}" ] && stop "$polkit_pid"
  start_polkitd
}
set_rule YES
"$udisksd" --no-debug >"$work/udisksd.log" 2>&1 &
udisks_pid=$!
pids+=("$udisks_pid")
wait_for 20 on_bus org.freedesktop.UDisks2 || { echo "FAIL: udisksd did not come up"; cat "$work/udisksd.log"; exit 1; }

quick=(--tests access --access-seconds 0.3 --size 16MiB --no-history --quiet)
# cli_as_user NAME BUS COMMAND [ARGS...]: the CLI as the user with that
# system bus address; its JSON in $work/NAME.json, its time in $work/NAME.s.
cli_as_user() {
  local name=$1 address=$2 rc t0
  shift 2
  t0=$EPOCHREALTIME
  runuser -u "$user" -- env -i HOME="$work/mnt" USER="$user" PATH=/usr/bin:/bin LANG=C.UTF-8 \
    DBUS_SYSTEM_BUS_ADDRESS="$address" \
    "$cli" "$@" --target "$work/mnt/bench" --json - >"$work/$name.json" 2>"$work/$name.err"
  rc=$?
  python3 -c "print(round($EPOCHREALTIME - $t0, 3))" >"$work/$name.s"
  echo "$name: exit $rc, $(cat "$work/$name.s") s"
  [ "$rc" -eq 0 ] || { fail "$name exited $rc"; sed 's/^/  stderr: /' "$work/$name.err" | head -n 5; }
  [ -z "$(ls -A "$work/mnt/bench")" ] || fail "$name left behind: $(ls -A "$work/mnt/bench")"
}

"$cli" run --target "$work/mnt/bench" "${quick[@]}" --json - >"$work/root.json" 2>"$work/root.err" || fail "root's run failed"
cli_as_user allowed "$DBUS_SYSTEM_BUS_ADDRESS" run "${quick[@]}"
cli_as_user surface "$DBUS_SYSTEM_BUS_ADDRESS" surface --points 4 --chunk 1MiB --no-history --quiet
set_rule NO
cli_as_user denied "$DBUS_SYSTEM_BUS_ADDRESS" run "${quick[@]}"
cli_as_user file-asked "$DBUS_SYSTEM_BUS_ADDRESS" run "${quick[@]}" --access-span file
# No rule: polkit would ask; without --authorize nothing asks, and with it
# there is no agent here to ask through, so both are refused at once.
set_rule NONE
cli_as_user no-rule "$DBUS_SYSTEM_BUS_ADDRESS" run "${quick[@]}"
cli_as_user no-agent "$DBUS_SYSTEM_BUS_ADDRESS" run "${quick[@]}" --authorize
stop "$udisks_pid"
cli_as_user no-udisks "$DBUS_SYSTEM_BUS_ADDRESS" run "${quick[@]}"
cli_as_user no-bus "unix:path=$work/nothing.sock" run "${quick[@]}"

python3 - "$work" "$loop" <<'EOF' || status=1
import json, sys
work, loop = sys.argv[1], sys.argv[2]
problems = []
def doc(name):
    return json.load(open(f"{work}/{name}.json"))
def seconds(name):
    return float(open(f"{work}/{name}.s").read())
def check(name, span, how, reason):
    d = doc(name)
    s, acc = d["settings"], d["tests"]["access"]["read"]
    got = (acc["span"], s.get("device_open"), s.get("span_reason"))
    print(f"{name:10} span {got[0]:6} device_open {got[1]!s:8} span_reason {got[2]!s:28} "
          f"access {acc.get('ms', '?')} ms | {d['tests']['access'].get('span_note')}")
    if got != (span, how, reason):
        problems.append(f"{name}: {got}, expected {(span, how, reason)}")
    return d
check("allowed", "device", "udisks2", None)
check("root", "device", "direct", None)
check("denied", "file", "none", "not authorised")
check("file-asked", "file", "none", "the test file was asked for")
check("no-rule", "file", "none", "not authorised")
check("no-agent", "file", "none", "not authorised")
if "--authorize" not in (doc("no-rule")["tests"]["access"].get("span_note") or ""):
    problems.append("the refusal without a rule does not say that --authorize would let polkit ask")
if "no authentication agent" not in (doc("no-agent")["tests"]["access"].get("span_note") or ""):
    problems.append("the refusal with --authorize does not say that no authentication agent answered")
check("no-udisks", "file", "none", "udisks2 not available")
check("no-bus", "file", "none", "udisks2 not available")
sd = doc("surface")
ss = sd["settings"]
got = (ss["span"], ss.get("device_open"), ss.get("span_reason"))
print(f"surface    span {got[0]:6} device_open {got[1]} span_reason {got[2]} | {ss.get('span_note')}")
if got != ("device", "udisks2", None):
    problems.append(f"surface: {got}, expected ('device', 'udisks2', None)")
note = doc("allowed")["tests"]["access"].get("span_note", "")
if loop not in note or "through udisks2" not in note or "O_DIRECT" not in note:
    problems.append(f"the allowed run's note does not name {loop} opened with O_DIRECT through udisks2: {note}")
# The fallback asks nothing that waits: within 2 s of the file span asked for.
for name in ("no-udisks", "no-bus", "denied", "no-rule", "no-agent"):
    extra = seconds(name) - seconds("file-asked")
    print(f"{name}: {extra:+.2f} s against the file span asked for")
    if extra > 2:
        problems.append(f"{name} took {extra:.2f} s longer than the file span asked for")
for p in problems:
    print("FAIL:", p)
sys.exit(1 if problems else 0)
EOF
exit $status
