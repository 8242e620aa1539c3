#!/usr/bin/env bash
# End-to-end check of the terminal HUD in a real terminal emulator: tmux, 80 × 24.
#
#   1. `swift run Demo --fast` runs to the end: exit 0, under 3 s; the final screen shows the
#      ✔/✖/ℹ lines and the text line, no leftover spinner or progress bar, no stray escape text,
#      and a visible cursor.
#   2. Ctrl-C while the spinner turns: the process ends with status 130, the spinner's line is
#      clean (the shell prompt is drawn there) and the cursor is visible.
#   3. A tool that exits while its spinner is still turning: the line is erased and the cursor
#      is visible again (the HUD restores the terminal at exit).
#   4. `swift run Demo --fast | tee LOG`: the screen holds whole lines only (no spinner or bar
#      frame with a printed line glued on), and LOG holds the demo's printed lines without a
#      single escape sequence or HUD frame.
#   5. The export's "^C Cancel" button: the first Ctrl-C cancels the bound Progress and the tour
#      goes on; the second ends it with status 130, its line clean and the cursor visible.
#   6. `print` while the spinner turns: from 3 threads, in two pieces per line, a flood of 50000
#      lines, and Ctrl-C mid-print: the printed lines appear above the live line, whole and all
#      there, and the screen ends clean.
#   7. At 20 columns the export's status stays and its key hint is dropped; shrinking the terminal
#      from 80 to 40 columns under the live bar leaves it on one row, no piece of the wider line
#      behind; a 100,000-character success takes at most 4 rows on the terminal and goes whole to
#      a pipe.
#   8. `TerminalBenchmark tee-order | tee`, release build: 20 runs of TeeOrderTests (`swift test`
#      runs the same 20 on the debug build) find the screen's lines in the order of the code.
#
# Needs tmux (installed with apt-get when missing and allowed). The builds come first, so build
# time is not counted. Runs in its own tmux server (-L), so it never touches anyone's sessions.
set -euo pipefail
cd "$(dirname "$0")/../.."
export PATH="/opt/swift/usr/bin:$PATH"
export LANG=C.UTF-8 LC_ALL=C.UTF-8

if ! command -v tmux >/dev/null; then
    if command -v apt-get >/dev/null && [ "$(id -u)" = 0 ]; then
        apt-get install -y -qq tmux >/dev/null || { apt-get update -qq && apt-get install -y -qq tmux >/dev/null; }
    else
        echo "terminal-e2e: tmux is needed (apt-get install tmux)" >&2
        exit 1
    fi
fi

echo "building Demo and TerminalBenchmark (not timed)"
BUILD=(swift build -Xswiftc -warnings-as-errors)   # same flags as .ci/run: no rebuild
"${BUILD[@]}" --product Demo 2>&1 | tail -1
"${BUILD[@]}" --product TerminalBenchmark 2>&1 | tail -1
BIN="$("${BUILD[@]}" --show-bin-path)"
echo "building the tests, and TerminalBenchmark in release (not timed)"
"${BUILD[@]}" --build-tests 2>&1 | tail -1
swift build -c release -Xswiftc -warnings-as-errors --product TerminalBenchmark 2>&1 | tail -1
RELEASE="$(swift build -c release --show-bin-path)"

SOCKET="statushud-e2e-$$"
REPORT="$(mktemp)"
tmux_() { tmux -u -L "$SOCKET" "$@"; }
trap 'tmux_ kill-server 2>/dev/null || true; rm -f "$REPORT" "${TMUX_TMPDIR:-/tmp}/tmux-$(id -u)/$SOCKET"' EXIT
tmux_ -f /dev/null new-session -d -s e2e -x 80 -y 24 "env PS1='$ ' bash --norc --noprofile"

screen() { tmux_ capture-pane -p -t e2e; }
# Screens are matched with `grep … <<< "$text"`, never `echo "$text" | grep -q`: grep -q exits at
# the first match, echo can then die of SIGPIPE, and with pipefail a match counts as a failure.
# show TEXT: prints a captured screen, indented, without the empty rows at its bottom.
show() { echo "$1" | awk '{ rows[NR] = $0; if ($0 != "") last = NR } END { for (i = 1; i <= last; i++) print "    | " rows[i] }'; }
cursor_visible() { [ "$(tmux_ display -p -t e2e '#{cursor_flag}')" = 1 ]; }
failures=0
fail() { echo "FAIL: $*"; failures=$((failures + 1)); }
pass() { echo "ok:   $*"; }
# wait_for PATTERN SECONDS: polls the screen until the extended regex PATTERN appears.
wait_for() {
    local deadline=$((SECONDS + $2))
    until grep -Eq -- "$1" <<< "$(screen)"; do
        [ $SECONDS -lt $deadline ] || return 1
        sleep 0.05
    done
}
run_in_terminal() {
    tmux_ send-keys -t e2e "clear" Enter
    wait_for '^\$ ?$' 5
    tmux_ send-keys -t e2e "$1" Enter
}
SPINNER='[⠋⠙⠹⠸⠼⠴⠦⠧⠇⠏]'
# interrupt WHAT LEFTOVER: sends Ctrl-C, then checks the program ended with status 130, the
# extended regex LEFTOVER is nowhere on screen, and the cursor is visible; sets $after.
interrupt() {
    tmux_ send-keys -t e2e C-c
    wait_for '^\$ ?$' 5 || true
    tmux_ send-keys -t e2e 'echo "EXIT=$?"' Enter
    wait_for '^EXIT=' 5 || true
    after="$(screen)"
    show "$after"
    grep -q '^EXIT=130$' <<< "$after" && pass "$1 ended the program (status 130)" || fail "exit status: $(grep EXIT= <<< "$after")"
    grep -Eq "$2" <<< "$after" && fail "the spinner's line is not clean" || pass "the spinner's line is clean"
    cursor_visible && pass "cursor visible" || fail "cursor hidden after $1"
}

started=$(date +%s%N)

echo "== 1. swift run Demo --fast"
run_in_terminal 'start=$(date +%s%N); swift run --skip-build Demo --fast; status=$?; echo "EXIT=$status MS=$(( ($(date +%s%N) - start) / 1000000 ))"'
if wait_for '^EXIT=' 20; then
    final="$(screen)"
    show "$final"
    result="$(grep -E '^EXIT=' <<< "$final")"
    ms="${result##*MS=}"
    [[ "$result" == EXIT=0* ]] && pass "exit status 0" || fail "exit status: $result"
    tour="$(echo "$final" | sed -n 's/^Tour finished in \([0-9.]*\) s\.$/\1/p')"
    awk -v t="${tour:-99}" 'BEGIN { exit !(t < 3) }' && pass "the tour took $tour s (limit 3 s); with swift run: $ms ms" || fail "the tour took ${tour:-?} s"
    grep -q '^✔ Downloaded 100 files$' <<< "$final" && pass "success line" || fail "no success line"
    grep -q '^✖ Could not reach' <<< "$final" && pass "error line" || fail "no error line"
    grep -q '^ℹ 3 files were already up to date$' <<< "$final" && pass "info line" || fail "no info line"
    grep -q '^Checksums saved to SHA256SUMS$' <<< "$final" && pass "text line, without a glyph" || fail "no text line"
    grep -q 'completion wrote this line' <<< "$final" && pass "delayed dismissal's completion line" || fail "no completion line"
    grep -Eq "$SPINNER|▕|█" <<< "$final" && fail "a spinner or bar was left on screen" || pass "no leftover spinner or bar"
    grep -Eq '\[\?25|\[K|\[[0-9;]*m' <<< "$final" && fail "escape text on screen" || pass "no stray escape text"
    cursor_visible && pass "cursor visible" || fail "cursor hidden"
else
    fail "the demo did not finish within 20 s"; screen
fi

echo "== 2. Ctrl-C while the spinner turns"
run_in_terminal 'swift run --skip-build Demo'
if wait_for "^$SPINNER Preparing" 10; then
    sleep 0.3
    cursor_visible && fail "cursor visible while the spinner turns" || pass "cursor hidden while the spinner turns"
    interrupt "Ctrl-C" "$SPINNER|Preparing|\^C"
    spinner_line="$(echo "$after" | grep -A1 '^StatusHUD terminal tour' | sed -n 2p)"
    [ -z "$spinner_line" ] && pass "the spinner's line is empty" || fail "the spinner's line holds: $spinner_line"
else
    fail "no spinner appeared"; screen
fi

echo "== 3. exit while the spinner turns"
run_in_terminal "$BIN/TerminalBenchmark spinner 0.5 --report $REPORT; echo \"EXIT=\$?\""
if wait_for 'EXIT=[0-9]' 10; then
    after="$(screen)"
    show "$after"
    grep -q 'EXIT=0$' <<< "$after" && pass "exit status 0" || fail "exit status"
    grep -Eq "$SPINNER|Working" <<< "$after" && fail "spinner left behind at exit" || pass "line erased at exit"
    cursor_visible && pass "cursor visible" || fail "cursor hidden after exit"
else
    fail "the tool did not exit"; screen
fi

echo "== 4. standard output piped through tee"
LOG="$(mktemp)"
run_in_terminal "$BIN/Demo --fast | tee $LOG; echo \"EXIT=\${PIPESTATUS[0]}\""
if wait_for '^EXIT=' 20; then
    final="$(screen)"
    show "$final"
    grep -q '^EXIT=0$' <<< "$final" && pass "exit status 0" || fail "exit status"
    grep -Eq "$SPINNER|▕|█" <<< "$final" && fail "a spinner or bar frame on screen" || pass "no spinner or bar frame on screen"
    grep -q '^✔ Downloaded 100 files$' <<< "$final" && pass "result lines whole" || fail "no whole success line"
    grep -q '^• The main thread was busy' <<< "$final" && pass "printed lines whole" || fail "a printed line is not whole"
    grep -q $'\e' "$LOG" && fail "escape sequences in the log" || pass "no escape sequence in the log"
    grep -Eq "$SPINNER|▕|✔" "$LOG" && fail "HUD frames in the log" || pass "only the demo's own lines in the log ($(wc -l < "$LOG") lines)"
else
    fail "the piped demo did not finish within 20 s"; screen
fi
rm -f "$LOG"

echo "== 5. Ctrl-C presses the Cancel button once, then quits"
run_in_terminal 'swift run --skip-build Demo'
if wait_for 'Exporting clips +\^C Cancel' 30; then
    show "$(screen | grep 'Exporting')"
    tmux_ send-keys -t e2e C-c
    if wait_for '^• Ctrl-C pressed Cancel: the export stopped' 5; then
        pass "the first Ctrl-C ran the button's action (the export was cancelled) and the tour went on"
    else
        fail "the first Ctrl-C did not cancel the export"
    fi
    grep -q '^✔ Exported' <<< "$(screen)" && fail "the cancelled export showed a success" || pass "no success after the cancel"
    if wait_for "^$SPINNER Cleaning up" 5; then
        interrupt "the second Ctrl-C" "$SPINNER|Cleaning up"
    else
        fail "the tour did not go on to its last spinner"; screen
    fi
else
    fail "no export line with a Cancel hint"; screen
fi

echo "== 6. print while the spinner turns: lines above it, whole and in order"
# check_printed TOTAL THREADS: every "line N of TOTAL, thread T" on screen is a whole line, the
# ones visible are consecutive per thread, and the ✔ line, no spinner and a visible cursor end it.
check_printed() {
    local final total=$1
    final="$(screen)"
    grep -q "^✔ Printed $total lines$" <<< "$final" && pass "the result line is whole" || fail "no whole result line"
    grep -Eq "$SPINNER|Printing" <<< "$final" && fail "a spinner frame is left on screen" || pass "no spinner frame left"
    local torn
    torn="$(grep -E "line [0-9]+ of $total" <<< "$final" | grep -Ev "^line [0-9]+ of $total, thread [0-9]+$" || true)"
    [ -z "$torn" ] && pass "every printed line on screen is whole ($(grep -c "^line " <<< "$final") visible)" \
        || { fail "torn lines:"; show "$torn"; }
    cursor_visible && pass "cursor visible" || fail "cursor hidden"
}
run_in_terminal "$BIN/TerminalBenchmark print 30 --threads 3 --every 0.05 --report $REPORT; echo \"EXIT=\$?\""
if wait_for "^$SPINNER Printing" 10 && wait_for '^line ' 5; then
    during="$(screen)"
    [ "$(grep -Ec "^$SPINNER Printing" <<< "$during")" = 1 ] && pass "one live line while printing" || fail "live line count"
    [ "$(tail -n +1 <<< "$during" | grep -v '^$' | tail -1 | grep -Ec "^$SPINNER Printing")" = 1 ] \
        && pass "the live line is below the printed lines" || { fail "the live line is not last"; show "$during"; }
    wait_for '^EXIT=' 10 || true
    show "$(screen)"
    check_printed 30
    printed="$(tmux_ capture-pane -p -t e2e -S -200 | grep '^line [0-9]* of 30, thread [0-9]$' | sort -u | wc -l)"
    [ "$printed" = 30 ] && pass "all 30 lines from 3 threads, in the scroll-back" || fail "$printed of 30 lines"
else
    fail "no spinner with printed lines"; screen
fi
run_in_terminal "$BIN/TerminalBenchmark print 12 --partial --every 0.03 --report $REPORT; echo \"EXIT=\$?\""
if wait_for '^EXIT=' 10; then
    check_printed 12
    [ "$(grep -Ec '^line ([0-9]|1[01]) of 12, thread 0$' <<< "$(screen)")" = 12 ] \
        && pass "lines printed in two pieces arrive whole, in order" || { fail "partial lines"; show "$(screen)"; }
else
    fail "the partial-line run did not finish"; screen
fi
run_in_terminal "$BIN/TerminalBenchmark print 50000 --threads 2 --report $REPORT; echo \"EXIT=\$?\""
if wait_for '^EXIT=' 30; then
    check_printed 50000
    grep -q '^EXIT=0$' <<< "$(screen)" && pass "a flood of 50000 lines from 2 threads ($(cat "$REPORT"))" || fail "flood exit"
else
    fail "the flood did not finish within 30 s"; screen
fi
run_in_terminal "$BIN/TerminalBenchmark print 1000000 --every 0.002"
if wait_for "^$SPINNER Printing" 10 && wait_for '^line ' 5; then
    sleep 0.5
    interrupt "Ctrl-C mid-print" "$SPINNER|Printing"
    torn="$(grep -E 'line [0-9]+ of' <<< "$after" | grep -Ev '^line [0-9]+ of 1000000, thread 0$' || true)"
    [ -z "$torn" ] && pass "no torn line at the interrupt" || { fail "torn lines:"; show "$torn"; }
else
    fail "no spinner with printed lines"; screen
fi

echo "== 7. a narrow terminal keeps the status; a resize redraws the bar whole; a huge result takes a few rows"
tmux_ resize-window -t e2e -x 20 -y 24
run_in_terminal 'swift run --skip-build Demo'
if wait_for '% Expo' 30; then
    line="$(screen | grep '% Expo')"
    show "$line"
    grep -q '\^C' <<< "$line" && fail "a key hint crowds the status at 20 columns" || pass "at 20 columns the status stays and the hint is dropped"
    tmux_ send-keys -t e2e C-c
    wait_for "^$SPINNER" 5 || true
    interrupt "Ctrl-C at 20 columns" "$SPINNER"
else
    fail "no export line at 20 columns"; screen
fi
tmux_ resize-window -t e2e -x 80 -y 24
run_in_terminal 'swift run --skip-build Demo'
if wait_for 'Exporting clips +\^C Cancel' 30; then
    tmux_ resize-window -t e2e -x 40 -y 24     # the 56-column bar wraps onto two rows
    sleep 0.5
    shrunk="$(screen)"
    show "$(grep -v '^$' <<< "$shrunk" | tail -3)"
    rows="$(grep -c 'Cancel' <<< "$shrunk" || true)"
    [ "$rows" = 1 ] && pass "shrunk under the live bar: one row, no stray piece of the wider line" \
        || fail "shrunk under the live bar: $rows rows hold its hint"
    tmux_ send-keys -t e2e C-c
    wait_for "^$SPINNER" 5 || true
    interrupt "Ctrl-C after the resize" "$SPINNER"
else
    fail "no export line at 80 columns"; screen
fi
tmux_ resize-window -t e2e -x 80 -y 24
run_in_terminal "$BIN/TerminalBenchmark result 100000; echo \"EXIT=\$?\"; $BIN/TerminalBenchmark result 100000 2>&1 | wc -c | sed 's/^ */PIPED=/'"
if wait_for '^PIPED=' 20; then
    final="$(screen)"
    show "$final"
    rows="$(grep -c 'word' <<< "$final")"
    [ "$rows" -le 4 ] && grep -q '…$' <<< "$final" && pass "a 100,000-character success takes $rows rows, cut with …" \
        || fail "the long result takes $rows rows"
    piped="$(grep '^PIPED=' <<< "$final" | cut -d= -f2)"
    [ "$piped" -gt 100000 ] && pass "to a pipe it goes whole ($piped bytes)" || fail "piped: $piped bytes"
else
    fail "the long result did not finish"; screen
fi

echo "== 8. mytool | tee log, release build"
if STATUSHUD_TOOL_PRODUCTS="$RELEASE" swift test --skip-build --filter TeeOrderTests 2>&1 | tail -3; then
    pass "release: 20 of 20 runs through tee in the order of the code"
else
    fail "release: lines out of order through tee"
fi

echo "terminal-e2e: $(( ($(date +%s%N) - started) / 1000000 )) ms, $failures failure(s)"
[ "$failures" -eq 0 ]
