#!/usr/bin/env python3
"""CPU of a board whose every card has thresholds and moves all the time: 64 cards (warn 50,
critical 80, one decimal) fed on stdin with 64 random values every 0.5 s for 8 s (about half of
them cross a level), in a 200x60 pty at 60 fps, ended after 9 s. The worst case for the colour
that follows the number on screen (issue 28). Prints user+sys seconds of each binary, runs
interleaved so that a busy machine weighs on each alike.

Usage: scripts/threshold_board_cpu.py BINARY [BINARY ...] [--runs N]
"""
import argparse
import os
import random
import shlex
import subprocess
import tempfile


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("binaries", nargs="+")
    parser.add_argument("--runs", type=int, default=4)
    args = parser.parse_args()
    work = tempfile.mkdtemp(prefix="threshold-board-")
    board = ["counters:"]
    for i in range(64):
        board += [f"  - id: c{i}", f"    title: C{i}", "    warn: 50", "    critical: 80", "    format: '0.0'"]
    open(os.path.join(work, "board.yaml"), "w").write("\n".join(board) + "\n")
    rng = random.Random(1)
    feed = []
    for _ in range(16):
        feed.append("sleep 0.5")
        feed.append("printf '" + "".join(f"c{i}={rng.uniform(0, 100):.1f}\\n" for i in range(64)) + "'")
    open(os.path.join(work, "feed.sh"), "w").write("\n".join(feed) + "\n")
    results = {b: [] for b in args.binaries}
    for _ in range(args.runs):
        for binary in args.binaries:
            timing = os.path.join(work, "time.txt")
            inner = (f"sh feed.sh | SWIFT_BACKTRACE=interactive=no timeout --foreground 9 "
                     f"{shlex.quote(os.path.abspath(binary))} dashboard board.yaml --stdin --fps 60")
            command = (f"stty cols 200 rows 60; /usr/bin/time -f '%U %S' -o {timing} "
                       f"sh -c {shlex.quote(inner)}")
            subprocess.run(["script", "-qfc", command, "/dev/null"], cwd=work,
                           stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL, check=False)
            user, system = open(timing).read().split("\n")[-2].split()
            results[binary].append(float(user) + float(system))
    for binary, seconds in results.items():
        mean = sum(seconds) / len(seconds)
        print(f"{binary}: user+sys {mean:.3f} s (runs: {', '.join(f'{s:.2f}' for s in seconds)})")


if __name__ == "__main__":
    main()
