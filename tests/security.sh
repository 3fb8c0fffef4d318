#!/usr/bin/env bash
# The security group (ctest -L security; docs/security.md): SolidMark run as
# root in folders another user can write, with that user (nobody, through
# runuser) planting each attack of issue 50 first, or during the run. Every
# case asserts that the victim (a root-only folder with a secret file) is
# unchanged, byte for byte, mode and owner, and that the run refused with
# the sentence that says why or carried on safely.
#
#   security.sh CASE CLI SWAP_FOLDER
# CASE: outputs | race | stale | kept | data-folder | fio
# SWAP_FOLDER: tests/security/swap_folder.cpp, the inotify-timed attacker.
# Needs root (the attacker must be another user); exit 77 (skipped) otherwise.
set -uo pipefail
case_name=$1 cli=$2 swap=$3

skip() { echo "SKIP: $*"; exit 77; }
[ "$(id -u)" -eq 0 ] || skip "not running as root (the attacks need a second user, planted through runuser)"
for t in runuser timeout sha256sum find unshare taskset; do
  command -v "$t" >/dev/null || skip "$t is missing"
done
id nobody >/dev/null 2>&1 || skip "there is no user 'nobody' to attack as"

work=$(mktemp -d /tmp/solidmark-security.XXXXXX)
chmod 755 "$work"
trap 'rm -rf "$work"' EXIT
fail() { echo "FAIL: $*" >&2; exit 1; }
ok() { echo "ok: $*"; }
as_nobody() { runuser -u nobody -- "$@"; }
# The attacker's program where nobody may run it.
install -m 755 "$swap" "$work/swap_folder"
swap=$work/swap_folder

# The victim: a root-only folder with a secret, what a root run must never touch.
vroot=$work/vroot
mkdir -m 700 "$vroot"
printf 'secret=1\n' >"$vroot/secret.conf"
chmod 600 "$vroot/secret.conf"
snapshot() { (cd "$1" && find . -printf '%p %y %m %u %s\n' | sort && find . -type f -exec sha256sum {} + | sort); }
victim_before=$(snapshot "$vroot")
victim_unchanged() {
  local now
  now=$(snapshot "$vroot")
  [ "$now" = "$victim_before" ] || { diff <(echo "$victim_before") <(echo "$now") >&2; fail "the victim changed: $1"; }
}

export SOLIDMARK_HISTORY_DB=$work/history.sqlite
quick=(--size 16MiB --random-seconds 0.2 --access-seconds 0.2 --quiet)
# Runs the CLI as root; its exit status in $rc, its stderr in $work/err.
run_cli() {
  timeout 300 "$cli" "$@" >"$work/out" 2>"$work/err"
  rc=$?
  [ "$rc" -ne 124 ] || fail "solidmark-cli $1 hung (killed after 300 s)"
}
run_cli_slow() {
  timeout 300 taskset -c 0 nice -n 19 "$cli" "$@" >"$work/out" 2>"$work/err"
  rc=$?
  [ "$rc" -ne 124 ] || fail "solidmark-cli $1 hung (killed after 300 s)"
}
said() { grep -q -- "$1" "$work/err" || { cat "$work/err" >&2; fail "no '$1' in what SolidMark said"; }; }

case "$case_name" in
outputs)
  # Item 1: nobody's link in a sticky folder anyone can write (/tmp) to a
  # root-only file. Every output goes through the same code: each is refused
  # before anything runs, with the sentence, and the secret stays as it was.
  shared=$work/shared
  mkdir -m 1777 "$shared"
  mkdir "$work/target"
  for opt in --json --csv --text; do
    as_nobody ln -s "$vroot/secret.conf" "$shared/link$opt"
    run_cli run --target "$work/target" "${quick[@]}" "$opt" "$shared/link$opt"
    [ "$rc" -ne 0 ] || fail "run $opt through nobody's link exited 0"
    said "symbolic link owned by another user"
    victim_unchanged "run $opt"
    ok "run $opt $shared/link$opt refused (exit $rc): $(head -c 160 "$work/err")"
  done
  as_nobody ln -s "$vroot/secret.conf" "$shared/link.fio"
  run_cli export-fio --output "$shared/link.fio" run --target "$work/target" --size 16MiB
  [ "$rc" -ne 0 ] || fail "export-fio through nobody's link exited 0"
  said "symbolic link owned by another user"
  victim_unchanged "export-fio"
  ok "export-fio --output $shared/link.fio refused (exit $rc)"
  run_cli run --target "$work/target" "${quick[@]}"
  [ "$rc" -eq 0 ] || { cat "$work/err" >&2; fail "a plain run failed (exit $rc)"; }
  as_nobody ln -s "$vroot/secret.conf" "$shared/link.history.json"
  run_cli history export 1 "$shared/link.history.json"
  [ "$rc" -ne 0 ] || fail "history export through nobody's link exited 0"
  said "symbolic link owned by another user"
  victim_unchanged "history export"
  ok "history export through the link refused (exit $rc)"
  # Root's own file in the same folder is replaced, keeping its mode (0640 here).
  install -m 640 /dev/null "$shared/own.json"
  run_cli history export 1 "$shared/own.json"
  [ "$rc" -eq 0 ] && [ "$(stat -c %a "$shared/own.json")" = 640 ] || fail "root's own output lost its mode"
  ok "root's own output replaced, mode 640 kept"
  ;;
race)
  # Item 3: a target without the sticky bit that nobody may write. The moment
  # SolidMark makes its folder, nobody renames it away and puts a link to the
  # victim in its place (inotify). SolidMark either never opens the link
  # (O_NOFOLLOW on the descriptor it made), or already holds the real folder:
  # nothing is created in, and nothing removed from, the victim; the run ends
  # with the sentence or carries on in the folder it holds.
  open=$work/open
  mkdir -m 777 "$open"
  swaps=0
  for round in 1 2 3 4 5 6; do
    rm -rf "${open:?}"/* 2>/dev/null
    # Both on one CPU, SolidMark at the lowest priority: the attacker, woken
    # by inotify, preempts it, often between its mkdirat and its open.
    as_nobody taskset -c 0 "$swap" "$open" "$vroot" 60 >"$work/swap.out" 2>&1 &
    attacker=$!
    # the watch is set before SolidMark starts
    for _ in $(seq 50); do grep -q watching "$work/swap.out" && break; sleep 0.1; done
    if [ $((round % 2)) -eq 1 ]; then
      run_cli_slow run --target "$open" "${quick[@]}"
    else
      run_cli_slow copy --target "$open" --scale 0.005 --sets program --quiet
    fi
    wait "$attacker"
    # A swap counts only when both the rename and the link took place.
    grep -q 'rename done, symlink done' "$work/swap.out" && swaps=$((swaps + 1))
    victim_unchanged "race round $round"
    if [ "$rc" -ne 0 ]; then
      said "was replaced by something else"
    fi
    # What SolidMark made is gone; the folder nobody moved away is empty.
    leftovers=$(find "$open" -mindepth 1 -user root ! -type l ! \( -type d -empty -name 'SolidMark-*.moved' \))
    [ -z "$leftovers" ] || fail "left in $open after round $round: $leftovers"
    ok "round $round ($([ $((round % 2)) -eq 1 ] && echo run || echo copy)): $(cat "$work/swap.out" | tail -n1); exit $rc$([ "$rc" -ne 0 ] && echo ": $(head -c 140 "$work/err")")"
  done
  [ "$swaps" -ge 3 ] || fail "the attacker swapped only $swaps times in 6 rounds: the race was not exercised"
  ;;
stale)
  # Item 4: folders nobody made to look like SolidMark's, in a shared target:
  # a stale one holding a link to the victim, and one whose marker is a FIFO
  # (read_marker must not hang). run --clean-stale touches neither.
  shared=$work/shared
  mkdir -m 1777 "$shared"
  host=$(hostname)
  boot=$(cat /proc/sys/kernel/random/boot_id)
  as_nobody mkdir -m 700 "$shared/SolidMark-0000dead"
  as_nobody sh -c "umask 077; echo 'SolidMark 0.1.0 test folder pid=999999999 host=$host boot=$boot created=x' \
    >'$shared/SolidMark-0000dead/.solidmark-area'"
  as_nobody ln -s "$vroot" "$shared/SolidMark-0000dead/data"
  as_nobody mkdir -m 700 "$shared/SolidMark-f1f0f1f0"
  as_nobody mkfifo -m 600 "$shared/SolidMark-f1f0f1f0/.solidmark-area"
  as_nobody ln -s "$vroot" "$shared/SolidMark-11117777"
  theirs_before=$(snapshot "$shared")
  run_cli run --target "$shared" --clean-stale "${quick[@]}"
  [ "$rc" -eq 0 ] || { cat "$work/err" >&2; fail "run --clean-stale failed (exit $rc)"; }
  victim_unchanged "run --clean-stale"
  [ "$(snapshot "$shared")" = "$theirs_before" ] || fail "nobody's folders were changed"
  ok "run --clean-stale left nobody's look-alike folders (a link inside, a FIFO marker, a link as the folder) alone"
  ;;
kept)
  # Items 2 and 4 on Linux: a "kept" folder nobody made, markers and all,
  # with a link to the victim inside. A run removes kept folders at its end,
  # but only its own user's, from this host.
  shared=$work/shared
  mkdir -m 1777 "$shared"
  host=$(hostname)
  as_nobody mkdir -m 700 "$shared/SolidMark-7ee77ee7"
  as_nobody sh -c "umask 077; echo 'SolidMark 0.1.0 test folder pid=999999999 host=$host boot=x created=x' \
    >'$shared/SolidMark-7ee77ee7/.solidmark-area'; echo 'kept by pid=1' >'$shared/SolidMark-7ee77ee7/.solidmark-kept'"
  as_nobody ln -s "$vroot" "$shared/SolidMark-7ee77ee7/junction"
  theirs_before=$(snapshot "$shared")
  run_cli run --target "$shared" "${quick[@]}"
  [ "$rc" -eq 0 ] || { cat "$work/err" >&2; fail "the run failed (exit $rc)"; }
  victim_unchanged "a run that removes kept folders"
  [ "$(snapshot "$shared")" = "$theirs_before" ] || fail "nobody's kept folder was changed"
  # Root's own kept folder (condition --keep) is removed by the next run, and nothing else.
  run_cli condition --target "$shared" --size 16MiB --written 16MiB --keep --quiet
  [ "$rc" -eq 0 ] || { cat "$work/err" >&2; fail "condition --keep failed (exit $rc)"; }
  run_cli run --target "$shared" "${quick[@]}"
  [ "$(find "$shared" -maxdepth 1 -user root -name 'SolidMark-*' | wc -l)" -eq 0 ] || fail "root's kept folder stayed"
  [ "$(snapshot "$shared")" = "$theirs_before" ] || fail "nobody's kept folder was changed"
  ok "nobody's kept folder untouched; root's own kept folder removed by the next run"
  ;;
data-folder)
  # Item 5: no HOME (a systemd unit without User=). The data folder was
  # /tmp/solidmark, where nobody had put history.sqlite as a link; it is
  # now root's home from the user database. Run in a mount namespace with a
  # fresh /root, so root's real history is never touched.
  tmp=$work/tmp
  mkdir -m 1777 "$tmp"
  as_nobody mkdir -p "$tmp/solidmark"
  as_nobody ln -s "$vroot/secret.conf" "$tmp/solidmark/history.sqlite"
  mkdir "$work/target"
  unshare -m sh -c "mount -t tmpfs -o mode=700 tmpfs /root && \
    env -i PATH=/usr/bin:/bin TMPDIR='$tmp' timeout 300 '$cli' run --target '$work/target' ${quick[*]} \
      >'$work/out' 2>'$work/err'; echo \$? >'$work/rc'; ls -l /root/.local/share/solidmark/history.sqlite >'$work/ls'"
  rc=$(cat "$work/rc")
  [ "$rc" -eq 0 ] || { cat "$work/err" >&2; fail "the run without HOME failed (exit $rc)"; }
  victim_unchanged "a run without HOME"
  [ -L "$tmp/solidmark/history.sqlite" ] || fail "nobody's link was replaced"
  grep -q '^-rw------- 1 root root' "$work/ls" || { cat "$work/ls" >&2; fail "the history is not root's, mode 0600"; }
  ok "without HOME the history went to root's home, mode 0600: $(cat "$work/ls")"
  # HOME is a folder nobody owns (sudo keeping a user's HOME): refused before the run.
  as_nobody mkdir -p "$tmp/nobody-home/.local/share/solidmark"
  as_nobody ln -s "$vroot/secret.conf" "$tmp/nobody-home/.local/share/solidmark/history.sqlite"
  env -u SOLIDMARK_HISTORY_DB -u XDG_DATA_HOME HOME="$tmp/nobody-home" timeout 300 "$cli" run \
    --target "$work/target" "${quick[@]}" >"$work/out" 2>"$work/err"
  rc=$?
  [ "$rc" -ne 0 ] || fail "a run with nobody's data folder exited 0"
  said "belongs to another user"
  said "no-history"
  victim_unchanged "a run with nobody's data folder"
  ok "nobody's data folder refused (exit $rc): $(grep -m1 -o 'SolidMark will not use.*' "$work/err" | head -c 200)"
  ;;
fio)
  # Item 6: the exported job names a folder made up for this export, which
  # fio creates 0700; a file nobody planted at the old fixed name is never
  # opened, truncated or unlinked by a root fio.
  command -v fio >/dev/null || skip "fio is not installed"
  open=$work/open
  mkdir -m 777 "$open"
  as_nobody ln -s "$vroot/secret.conf" "$open/solidmark-fio.bin"
  run_cli export-fio --output "$work/job.fio" run --target "$open" --size 16MiB --random-seconds 0.2 \
    --access-seconds 0.2
  [ "$rc" -eq 0 ] || { cat "$work/err" >&2; fail "export-fio failed (exit $rc)"; }
  grep -q '^filename=solidmark-fio-[0-9a-f]\{8\}/solidmark-fio.bin$' "$work/job.fio" || fail "no private folder in the job"
  timeout 300 fio --output-format=json "$work/job.fio" >"$work/fio.json" 2>"$work/err" || fail "fio failed"
  victim_unchanged "fio as root with the exported job"
  [ -L "$open/solidmark-fio.bin" ] || fail "nobody's file at the old name was touched"
  folder=$(find "$open" -maxdepth 1 -name 'solidmark-fio-*' -type d)
  [ "$(stat -c '%a %U' "$folder")" = "700 root" ] || fail "fio's folder is not root's 0700"
  ok "fio ran in $(basename "$folder") (root, 0700); nobody's planted link untouched"
  ;;
*)
  echo "unknown case: $case_name" >&2
  exit 2
  ;;
esac
echo "security $case_name: passed"
