#!/usr/bin/env bash
# Measures what the terminal HUD costs, in one run beside Python's rich and tqdm (installed from
# PyPI into a private virtual environment). Prints figures; it gates nothing.
#
#   scripts/bench-terminal.sh            # 10 s per scenario (about a minute in all, plus builds)
#   BENCH_SECONDS=3 scripts/bench-terminal.sh
#
# Every program runs inside a pseudo-terminal made by `script`, 80 × 24, so all three really
# draw for a terminal; the bytes they write are what `script` copies out of that terminal.
# CPU time is the process's own user + system time over the measured part (Swift: getrusage;
# Python: time.process_time), so start-up is left out for all three.
#
# Scenarios: (1) a spinner left turning for BENCH_SECONDS while the program sleeps — StatusHUD's
# HUD.show(status:) against rich's console.status(); (2) a progress bar driven through
# BENCH_UPDATES evenly spaced updates in BENCH_SECONDS — StatusHUD's HUD.showProgress from the
# main thread, and from a background thread, against tqdm.
set -euo pipefail
cd "$(dirname "$0")/.."
export PATH="/opt/swift/usr/bin:$PATH"
export LANG=C.UTF-8 LC_ALL=C.UTF-8 PYTHONIOENCODING=utf-8

SECONDS_PER_RUN="${BENCH_SECONDS:-10}"
UPDATES="${BENCH_UPDATES:-10000}"
WORK="$(mktemp -d "${TMPDIR:-/tmp}/statushud-bench.XXXXXX")"
VENV="${BENCH_VENV:-${TMPDIR:-/tmp}/statushud-bench-venv}"
trap 'rm -rf "$WORK"' EXIT

echo "== building TerminalBenchmark (release)"
swift build -c release --product TerminalBenchmark 2>&1 | tail -1
BENCH="$(swift build -c release --show-bin-path)/TerminalBenchmark"

echo "== installing rich and tqdm into $VENV"
[ -x "$VENV/bin/python" ] || python3 -m venv "$VENV"
"$VENV/bin/pip" install --quiet --disable-pip-version-check rich tqdm
PY="$VENV/bin/python"
"$PY" -c 'import rich, tqdm, importlib.metadata as m; print("rich", m.version("rich"), "/ tqdm", tqdm.__version__)'

cat > "$WORK/rich_spinner.py" <<'PY'
import sys, time
from rich.console import Console
seconds, report = float(sys.argv[1]), sys.argv[2]
console = Console()
cpu0, wall0 = time.process_time(), time.monotonic()
with console.status("Working"):
    time.sleep(seconds)
open(report, "w").write("cpu=%.4f wall=%.3f\n" % (time.process_time() - cpu0, time.monotonic() - wall0))
PY

cat > "$WORK/tqdm_progress.py" <<'PY'
import sys, time
from tqdm import tqdm
updates, seconds, report = int(sys.argv[1]), float(sys.argv[2]), sys.argv[3]
with_bar = "--no-bar" not in sys.argv
cpu0, wall0 = time.process_time(), time.monotonic()
bar = tqdm(total=updates, desc="Downloading") if with_bar else None
for update in range(1, updates + 1):
    if bar is not None:
        bar.update(1)
    remaining = wall0 + seconds * update / updates - time.monotonic()
    if remaining > 0:
        time.sleep(remaining)
if bar is not None:
    bar.close()
open(report, "w").write("cpu=%.4f wall=%.3f\n" % (time.process_time() - cpu0, time.monotonic() - wall0))
PY

# run NAME COMMAND...: runs COMMAND in an 80 × 24 pseudo-terminal; prints one result row.
run() {
    local name="$1"; shift
    local report="$WORK/$name.report"
    local command; printf -v command '%q ' "$@"
    local bytes
    bytes=$(script -q -e -c "stty cols 80 rows 24; exec $command" /dev/null < /dev/null | wc -c)
    local cpu wall
    cpu=$(sed -n 's/.*cpu=\([0-9.]*\).*/\1/p' "$report")
    wall=$(sed -n 's/.*wall=\([0-9.]*\).*/\1/p' "$report")
    awk -v n="$name" -v b="$bytes" -v c="$cpu" -v w="$wall" 'BEGIN {
        printf "%-34s %8.3f s %9.2f %% %10d B %10.1f B/s\n", n, c, 100 * c / w, b, b / w }'
}

echo
printf "%-34s %10s %11s %12s %14s\n" "scenario" "CPU" "of a core" "written" "per second"
run "spinner: StatusHUD" "$BENCH" spinner "$SECONDS_PER_RUN" --dismiss --report "$WORK/spinner: StatusHUD.report"
run "spinner: rich console.status" "$PY" "$WORK/rich_spinner.py" "$SECONDS_PER_RUN" "$WORK/spinner: rich console.status.report"
run "progress: StatusHUD (main thread)" "$BENCH" progress "$UPDATES" "$SECONDS_PER_RUN" --report "$WORK/progress: StatusHUD (main thread).report"
run "progress: StatusHUD (background)" "$BENCH" progress "$UPDATES" "$SECONDS_PER_RUN" --background --report "$WORK/progress: StatusHUD (background).report"
run "progress: tqdm" "$PY" "$WORK/tqdm_progress.py" "$UPDATES" "$SECONDS_PER_RUN" "$WORK/progress: tqdm.report"
echo "the same update loops without any bar (what the loop and its sleeps cost by themselves):"
run "  loop only: Swift" "$BENCH" progress "$UPDATES" "$SECONDS_PER_RUN" --no-hud --report "$WORK/  loop only: Swift.report"
run "  loop only: Python" "$PY" "$WORK/tqdm_progress.py" "$UPDATES" "$SECONDS_PER_RUN" "$WORK/  loop only: Python.report" --no-bar
script -q -e -c "stty cols 80 rows 24; exec $(printf '%q ' "$BENCH") progress $UPDATES 0 --report $WORK/calls.report" /dev/null < /dev/null > /dev/null
awk -v n="$UPDATES" -F'[= ]' '{ printf "StatusHUD alone: %d showProgress calls back to back took %.4f s of CPU, %.2f µs per call\n", n, $2, 1e6 * $2 / n }' "$WORK/calls.report"
echo
echo "($UPDATES progress updates in $SECONDS_PER_RUN s; spinner left turning $SECONDS_PER_RUN s; $(nproc) cores, load $(cut -d' ' -f1-3 /proc/loadavg))"
