#!/usr/bin/env python3
"""Instructions per frame: runs counter-tui under `valgrind --tool=callgrind` in an 80x24 pty
(the board in 320x100) for W1, W2 or the 256-card board, and divides instruction counts by the
frames the run drew (its own `--stats` count).

Two figures per workload:
  per tick   instructions inside RenderLoop.tick (callgrind --toggle-collect on it: value,
             formatting, render, diff and the ncurses calls), divided by the ticks
  per frame  every instruction of the process (start-up, libdispatch, the timer) over the frames
and, for the C peer (scripts/peers/c_counter.c), every instruction over its ticks.

Usage: callgrind_frames.py BINARY [--only W1|W2|board] [--duration S] [--keep DIR]
(--keep DIR keeps each run's callgrind output there, for callgrind_annotate.)
(BINARY is copied without its debug information first: valgrind cannot read Swift's DWARF 5.)
Valgrind slows the program down about 30 times, so fewer ticks than the frame rate asks for
fit in the animation; each one is a real frame (the value moved).
"""
import argparse
import os
import re
import shutil
import subprocess
import sys
import tempfile

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import bench_terminal  # noqa: E402

TICK = "$s10CounterTUI10RenderLoopC4tick3nowSbSd_tF"


def collected(path):
    """Total instructions a callgrind output file holds."""
    with open(path) as f:
        for line in f:
            if line.startswith("summary:") or line.startswith("totals:"):
                return int(line.split()[1])
    return 0


def measure_c(argv, size):
    """Every instruction of the C peer over its ticks (C_COUNTER_STATS=1 prints them)."""
    bench_terminal.COLS, bench_terminal.ROWS = size
    with tempfile.TemporaryDirectory() as tmp:
        out = os.path.join(tmp, "callgrind.out")
        command = ["valgrind", "--tool=callgrind", f"--callgrind-out-file={out}"]
        result = bench_terminal.run(command + argv, None, {"C_COUNTER_STATS": "1"})
        frames = re.search(r"frames: (\d+)", result["output"].decode("utf-8", "replace"))
        if result["status"] != 0 or not frames:
            sys.exit(f"callgrind run of the C peer failed (status {result['status']})")
        return collected(out), int(frames.group(1))


KEEP = None


def measure(argv, quit_after, size, toggle, name=""):
    bench_terminal.COLS, bench_terminal.ROWS = size
    with tempfile.TemporaryDirectory() as tmp:
        # Valgrind cannot read the DWARF 5 Swift emits: a copy without debug information (the
        # symbol table stays, so functions keep their names).
        binary = os.path.join(tmp, "counter-tui")
        subprocess.run(["strip", "--strip-debug", "-o", binary, argv[0]], check=True)
        argv = [binary] + argv[1:]
        out = os.path.join(tmp, "callgrind.out")
        command = ["valgrind", "--tool=callgrind", f"--callgrind-out-file={out}"]
        if toggle:
            command.append(f"--toggle-collect={TICK}")
        result = bench_terminal.run(command + argv + ["--stats"], quit_after)
        text = result["output"].decode("utf-8", "replace")
        frames = re.search(r"frames: (\d+)", text)
        if result["status"] != 0 or not frames:
            sys.exit(f"callgrind run failed (status {result['status']}): {text[-500:]}")
        if KEEP:
            os.makedirs(KEEP, exist_ok=True)
            shutil.copy(out, os.path.join(KEEP, f"{name}-{'tick' if toggle else 'all'}.out"))
        return collected(out), int(frames.group(1))


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("binary")
    parser.add_argument("--only", choices=["W1", "W2", "board"])
    parser.add_argument("--duration", type=float, default=10.0)
    parser.add_argument("--keep", help="keep each run's callgrind output in this folder")
    args = parser.parse_args()
    global KEEP
    KEEP = args.keep
    d = args.duration

    def cards(count):
        argv = []
        for i in range(count):
            argv += ["--counter", f"title=C{i + 1},to={(i + 1) * 12345.67:.2f},format=,##0.00,duration={d}s,ease=out"]
        return argv

    c_peer = bench_terminal.build_c_peer()
    workloads = {
        "W1": ([args.binary, "--from", "0", "--to", "9999", "--duration", str(d), "--ease", "out", "--fps", "100"],
               None, (80, 24), [c_peer, "w1", str(d)]),
        "W2": ([args.binary, "dashboard", "--columns", "4", "--fps", "60"] + cards(16), d + 4, (80, 24),
               [c_peer, "board", "16", "4", "60", str(d)]),
        "board": ([args.binary, "dashboard", "--columns", "16", "--fps", "60"] + cards(256), d + 8, (320, 100),
                  [c_peer, "board", "256", "16", "60", str(d)]),
    }
    print(f"callgrind: {args.binary}, duration {d} s")
    print(f"{'workload':8} {'ticks':>6} {'Ir in tick':>13} {'Ir/tick':>10} {'frames':>7} {'Ir total':>14} {'Ir/frame':>10}")
    for name, (argv, quit_after, size, c_argv) in workloads.items():
        if args.only and name != args.only:
            continue
        in_tick, ticks = measure(argv, quit_after, size, toggle=True, name=name)
        total, frames = measure(argv, quit_after, size, toggle=False, name=name)
        print(f"{name:8} {ticks:>6} {in_tick:>13,} {in_tick // max(ticks, 1):>10,} {frames:>7} {total:>14,} "
              f"{total // max(frames, 1):>10,}", flush=True)
        if c_peer:
            c_total, c_frames = measure_c(c_argv, size)
            print(f"{name + ' C':8} {'':>6} {'':>13} {'':>10} {c_frames:>7} {c_total:>14,} "
                  f"{c_total // max(c_frames, 1):>10,}", flush=True)


if __name__ == "__main__":
    subprocess.run(["valgrind", "--version"], check=True, stdout=subprocess.DEVNULL)
    main()
