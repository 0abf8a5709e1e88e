#!/usr/bin/env python3
"""SVG recording soak: a 64-card dashboard fed by a slow endless stdin stream, run in a real
terminal (tmux, 200x60) with a live `--record FILE.svg`, for MINUTES minutes. Every SAMPLE
seconds it prints the app's resident memory and the recording's size; at the end it quits with
`q` and checks the exit status (0) and the SVG (well-formed, closed).

It fails (exit 1) when, after the warm-up (1 minute; 2 for runs of 10 minutes or more), resident
memory leaves a band of +-2 MiB around its first post-warm-up sample: an SVG is streamed to disk,
so memory stays flat however long the recording (it grew 7.8 MB a minute when kept in memory).

Usage: soak_svg.py BINARY [--minutes 10] [--sample 10]
"""
import argparse
import os
import shutil
import subprocess
import sys
import tempfile
import time
import xml.dom.minidom

CARDS = 64
# Ten values a second per card, cycling: every card keeps changing for the whole run.
FLOOD = ('BEGIN { srand(1); for (n = 0; ; n++) { printf "c%d %d\\n", n % 64, int(rand() * 999983); '
         'fflush(); if (n % 64 == 63) system("sleep 0.1") } }')


def tmux(*args):
    return subprocess.run(["tmux", "-L", SOCKET, *args], capture_output=True, text=True).stdout


def rss_kib(pid):
    with open(f"/proc/{pid}/status") as f:
        for line in f:
            if line.startswith("VmRSS:"):
                return int(line.split()[1])
    return 0


def app_pid(workdir):
    for _ in range(200):
        try:
            out = subprocess.run(["pgrep", "-f", f"dashboard {workdir}/board.yaml"], capture_output=True, text=True).stdout
            pids = [int(p) for p in out.split()]
            for pid in pids:
                with open(f"/proc/{pid}/comm") as f:
                    if f.read().strip() == "counter-tui":
                        return pid
        except OSError:
            pass
        time.sleep(0.05)
    return None


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("binary")
    parser.add_argument("--minutes", type=float, default=10)
    parser.add_argument("--sample", type=float, default=10)
    args = parser.parse_args()
    workdir = tempfile.mkdtemp(prefix="counter-tui-soak-svg-")
    with open(f"{workdir}/board.yaml", "w") as f:
        f.write("fps: 30\ncolumns: 8\ndefaults:\n  duration: 300ms\ncounters:\n")
        for i in range(CARDS):
            f.write(f"  - id: c{i}\n    title: Card {i}\n")
    with open(f"{workdir}/flood.awk", "w") as f:
        f.write(FLOOD)
    svg = f"{workdir}/run.svg"
    command = (f"awk -f {workdir}/flood.awk | env LANG=C.UTF-8 SWIFT_BACKTRACE=interactive=no {os.path.abspath(args.binary)} "
               f"dashboard {workdir}/board.yaml --stdin --record {svg} 2> {workdir}/stderr; echo $? > {workdir}/status")
    tmux("new-session", "-d", "-s", "soak", "-x", "200", "-y", "60", "sh", "-c", command + "; sleep 3600")
    failures = []
    try:
        pid = app_pid(workdir)
        if pid is None:
            print("soak-svg: the app did not start", file=sys.stderr)
            return 1
        warmup = 2.0 if args.minutes >= 10 else 1.0
        start = time.monotonic()
        samples = []
        print(f"soak-svg: pid {pid}, {CARDS} cards, recording {svg}, {args.minutes} min, warm-up {warmup} min")
        print(f"{'minute':>7} {'rss MiB':>8} {'svg MB':>8}")
        while True:
            minute = (time.monotonic() - start) / 60
            rss = rss_kib(pid)
            size = sum(os.path.getsize(os.path.join(workdir, n)) for n in os.listdir(workdir) if n.startswith(".run.svg"))
            samples.append((minute, rss))
            print(f"{minute:7.2f} {rss / 1024:8.2f} {size / 1e6:8.2f}", flush=True)
            if minute >= args.minutes:
                break
            time.sleep(args.sample)
        tmux("send-keys", "-t", "soak", "q")
        deadline = time.monotonic() + 10
        while not os.path.exists(f"{workdir}/status") and time.monotonic() < deadline:
            time.sleep(0.05)
        status = open(f"{workdir}/status").read().strip() if os.path.exists(f"{workdir}/status") else "none"
        stderr = open(f"{workdir}/stderr").read().strip() if os.path.exists(f"{workdir}/stderr") else ""
        print(f"soak-svg: exit {status}; {stderr}")
        if status != "0":
            failures.append(f"exit status {status}")
        try:
            xml.dom.minidom.parse(svg)
        except Exception as error:  # noqa: BLE001
            failures.append(f"the SVG is not well-formed: {error}")
        after = [rss for minute, rss in samples if minute >= warmup]
        if len(after) < 2:
            failures.append("too few samples after the warm-up")
        else:
            low, high = min(after) - after[0], max(after) - after[0]
            print(f"soak-svg: after warm-up RSS {after[0] / 1024:.2f} MiB, band {low / 1024:+.2f} .. {high / 1024:+.2f} MiB "
                  f"({len(after)} samples)")
            if low < -2048 or high > 2048:
                failures.append(f"RSS left the +-2 MiB band: {low / 1024:+.2f} .. {high / 1024:+.2f} MiB")
    finally:
        tmux("kill-server")
        shutil.rmtree(workdir, ignore_errors=True)
    for failure in failures:
        print(f"soak-svg: FAIL: {failure}", file=sys.stderr)
    return 1 if failures else 0


SOCKET = f"counter-tui-soak-{os.getpid()}"

if __name__ == "__main__":
    sys.exit(main())
