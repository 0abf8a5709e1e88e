#!/bin/sh
# CPU a running dashboard costs: runs `counter-tui dashboard BOARD` (the release build) in a
# private tmux server at COLSxROWS, lets it start for 5 s, then reads its utime+stime
# (/proc/PID/stat, exited threads included; clock ticks of 10 ms) over SECONDS.
# Children (the board's commands) are not counted: they are the board's data, not its cost.
# Usage: scripts/board_cpu.sh BOARD [COLS ROWS [SECONDS]]   e.g. scripts/board_cpu.sh boards/system.yaml 80 24 30
set -eu
board=$1 cols=${2:-80} rows=${3:-24} seconds=${4:-30}
bin=$(cd "$(dirname "$0")/.." && pwd)/.build/release/counter-tui
socket=board-cpu-$$
tmux -L "$socket" -f /dev/null new-session -d -s t -x "$cols" -y "$rows" "env LANG=C.UTF-8 $bin dashboard $board"
trap 'tmux -L "$socket" kill-server 2>/dev/null || true' EXIT
sleep 5
session=$(ps -o sid= -p "$(tmux -L "$socket" display -p -t t '#{pane_pid}')" | tr -d ' ')
pid=$(pgrep -s "$session" -x counter-tui)
ticks() { awk '{ print $14 + $15 }' /proc/"$pid"/stat; }
ta=$(ticks)
sleep "$seconds"
tb=$(ticks)
awk -v t=$((tb - ta)) -v s="$seconds" -v hz="$(getconf CLK_TCK)" -v what="$board ${cols}x${rows}" 'BEGIN {
    printf "%s: utime+stime %d ticks in %d s = %.2f %% of a core\n", what, t, s, t / hz / s * 100 }'
tmux -L "$socket" send-keys -t t q
sleep 0.5
