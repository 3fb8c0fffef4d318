#!/usr/bin/env bash
# SolidMark as a normal user (docs/methodology.md §2, §3): a throwaway
# unprivileged user runs the suite, one tool (a short block-size sweep),
# `history list` and, when the GUI is given, the GUI's scripted run, on a
# folder in its own home, with nothing but HOME set (so the history lands in
# its default XDG data dir). Checks the exit codes, where the history went,
# that the whole-device access time fell back to the test file with the
# reason, that a root-owned folder and a usage error are refused as such,
# and that the user wrote nothing outside its home. The user, its group and
# its home are removed on every exit path.
#
#   normal_user.sh CLI [GUI]
#
# Needs root (useradd, runuser); exit 77 (skipped) otherwise.
set -uo pipefail
cli=${1:?usage: normal_user.sh CLI [GUI]}
gui=${2:-}
[ "$(id -u)" -eq 0 ] || { echo "SKIP: not running as root (useradd and runuser need root)"; exit 77; }
for t in useradd userdel runuser python3; do
  command -v "$t" >/dev/null || { echo "SKIP: $t is not installed"; exit 77; }
done

user=smtest$$
work=$(mktemp -d /var/tmp/solidmark-user.XXXXXX) || exit 1
chmod 755 "$work"
home=$work/home
cleanup() {
  # -r: also its mail spool, if useradd made one.
  id "$user" >/dev/null 2>&1 && userdel -r "$user" 2>/dev/null
  getent group "$user" >/dev/null && groupdel "$user" 2>/dev/null
  rm -rf "$work"
}
trap cleanup EXIT
trap 'exit 130' INT
trap 'exit 143' TERM

useradd -m -d "$home" -s /bin/sh -K UMASK=0022 "$user" || { echo "SKIP: useradd refused"; exit 77; }
# The binaries as the user can reach them: in place when it may execute
# them there, else copied next to its home.
runnable() { runuser -u "$user" -- test -x "$1"; }
if ! runnable "$cli"; then
  install -D -m 755 "$cli" "$work/bin/solidmark-cli"
  cli=$work/bin/solidmark-cli
fi
if [ -n "$gui" ] && [ -x "$gui" ] && ! runnable "$gui"; then
  install -D -m 755 "$gui" "$work/bin/solidmark"
  gui=$work/bin/solidmark
fi

as_user() {
  runuser -u "$user" -- env -i HOME="$home" USER="$user" LOGNAME="$user" PATH=/usr/bin:/bin LANG=C.UTF-8 "$@"
}

status=0
fail() {
  echo "FAIL: $*"
  status=1
}
# expect RC NAME COMMAND...: runs COMMAND as the user, checks its exit code.
expect() {
  local want=$1 name=$2 rc
  shift 2
  as_user "$@" >"$work/$name.out" 2>"$work/$name.err"
  rc=$?
  echo "$name: exit $rc"
  [ "$rc" -eq "$want" ] || { fail "$name exited $rc, expected $want"; sed 's/^/  stderr: /' "$work/$name.err" | head -n 5; }
}

as_user mkdir "$home/bench"
touch "$work/.start"
quick=(--size 16MiB --random-seconds 0.2 --access-seconds 0.2 --seq-max-seconds 1)

expect 0 run "$cli" run --target "$home/bench" "${quick[@]}" --json "$home/run.json"
grep -q "Saved to history as #" "$work/run.err" || fail "the run was not saved to the history"
expect 0 sweep "$cli" sweep --target "$home/bench" --from 4KiB --to 64KiB --seconds 0.2 --size 16MiB --json -
expect 0 history "$cli" history list --json -
db=$home/.local/share/solidmark/history.sqlite
[ -f "$db" ] || fail "no history at $db"
[ "$(stat -c %U "$db" 2>/dev/null)" = "$user" ] || fail "the history is not the user's own"
# A folder the user may not write to, and a usage error.
expect 1 not-writable "$cli" run --target "$work" "${quick[@]}"
grep -q "is not writable" "$work/not-writable.err" || fail "no 'not writable' message"
expect 2 usage "$cli" run --size 16MiB
if [ -n "$gui" ] && [ ! -x "$gui" ]; then
  echo "note: the GUI $gui is not built; its scripted run is left out"
elif [ -n "$gui" ]; then
  # A login session gives the user an XDG_RUNTIME_DIR; without one Qt makes
  # /tmp/runtime-USER itself, which is Qt's doing, not SolidMark's.
  runuser -u "$user" -- install -d -m 700 "$home/.runtime"
  expect 0 gui env QT_QPA_PLATFORM=offscreen XDG_RUNTIME_DIR="$home/.runtime" "$gui" --target "$home/bench" --size 16MiB --random-seconds 0.2 \
    --access-seconds 0.2 --run --screenshot "$home/gui.png" --quit
  [ -s "$home/gui.png" ] || fail "the GUI saved no screenshot"
fi

python3 - "$home/run.json" "$work/history.out" "$work/sweep.out" <<'EOF' || status=1
import json, sys
run = json.load(open(sys.argv[1]))
hist = json.load(open(sys.argv[2]))
sweep = json.load(open(sys.argv[3]))
problems = []
acc = run["tests"]["access"]
# A normal user cannot open the disk: the access-time read spans the test file, and says why.
span, note = acc["read"]["span"], acc.get("span_note")
print("access read span:", span, "| reason:", note)
if span != "file":
    problems.append(f"access read span {span}, expected file")
if not note:
    problems.append("no reason given for the file span")
entries = hist if isinstance(hist, list) else hist.get("entries", hist.get("results", []))
kinds = sorted(e.get("kind", "?") for e in entries)
print("history:", len(entries), "entries:", kinds)
if len(entries) != 2:
    problems.append(f"history has {len(entries)} entries, expected 2 (run, sweep)")
print("flags:", run["flags"], sweep["flags"])
for p in problems:
    print("FAIL:", p)
sys.exit(1 if problems else 0)
EOF

[ -z "$(ls -A "$home/bench")" ] || fail "left behind in the test folder: $(ls -A "$home/bench")"
# A user can create files only where it may write: its home and the
# world-writable folders (on this system /tmp, /var/tmp, /run/lock, plus the
# RAM ones); anything of its outside the home is a stray write.
stray=$(find /tmp /var/tmp /run/lock /dev/shm /dev/mqueue -xdev -user "$user" ! -path "$home" ! -path "$home/*" 2>/dev/null)
[ -z "$stray" ] || fail "the user wrote outside its home: $stray"
echo "files the user made under its home:"
find "$home" -newer "$work/.start" -type f | sed "s|^$home/|  ~/|"
exit $status
