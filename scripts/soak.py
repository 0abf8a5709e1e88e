#!/usr/bin/env python3
"""Soak test: a 50-counter dashboard in a pseudo-terminal, with stdin flooded by an endless stream
of `ID VALUE` lines and a command source run every 100 ms, for MINUTES minutes. Every SAMPLE
seconds it records the app's resident memory, descriptors, threads, zombie children and CPU time;
at the end it quits with `q` and checks that the exit is prompt and clean.

It fails (exit 1) when, after the warm-up (5 minutes; 1 minute for runs under 10 minutes):
  - resident memory grows faster than 1 MiB/hour (least-squares slope) or ends more than
    2 MiB above its warm-up level (judged on runs of 10 minutes or more),
  - the thread count changes, the descriptor floor rises (runs of 10 minutes or more), or a peak exceeds it by more than
    two per command source (a pipe's two ends while a run starts),
  - a zombie child is seen twice in a row, or more than one command child is alive,
  - `q` takes more than 200 ms to end it, or the exit status is not 0.

Usage: soak.py BINARY [--minutes 60] [--sample 60] [--size 200x60]
"""
import argparse
import fcntl
import os
import pty
import select
import struct
import subprocess
import sys
import tempfile
import termios
import threading
import time

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from bench_terminal import cpu_time  # noqa: E402

COUNTERS = 50
FED = 48  # counters c0…c47 are fed by the stdin flood; two more by commands
COMMANDS = 2
# Values cycle below a million: mawk's %d stops at 2147483647, which froze every value (and
# so every frame) after 2^31 lines, about 28 minutes into a run.
FLOOD = 'BEGIN { for (n = 0; ; n++) printf "c%d %d\\n", n % 48, n % 999983 }'


def dashboard_yaml():
    lines = ["defaults:", "  duration: 300ms", "  ease: out", "counters:"]
    for i in range(FED):
        style = ["label", "big", "rolling"][i % 3]
        lines += [f"  - id: c{i}", f"    title: Flood {i}", f"    style: {style}"]
    lines += ["  - title: Clock (ns)", "    command: date +%s%N", "    every: 100ms",
              "  - title: Random", "    command: echo $RANDOM", "    every: 100ms", "    style: rolling"]
    return "\n".join(lines) + "\n"


def proc_status(pid):
    fields = {}
    with open(f"/proc/{pid}/status") as f:
        for line in f:
            key, _, value = line.partition(":")
            fields[key] = value.strip()
    return fields


def children(pid):
    """(pid, state) of every process whose parent is pid."""
    found = []
    for entry in os.listdir("/proc"):
        if not entry.isdigit():
            continue
        try:
            with open(f"/proc/{entry}/stat") as f:
                stat = f.read()
        except OSError:
            continue
        rest = stat[stat.rfind(")") + 2:].split()
        if int(rest[1]) == pid:
            found.append((int(entry), rest[0]))
    return found


def sample(pid, start):
    status = proc_status(pid)
    kids = children(pid)
    return {
        "minute": (time.monotonic() - start) / 60,
        "rss_kib": int(status["VmRSS"].split()[0]),
        "fds": len(os.listdir(f"/proc/{pid}/fd")),
        "threads": int(status["Threads"]),
        "zombies": sorted(k for k, state in kids if state == "Z"),
        "live_children": sum(1 for _, state in kids if state != "Z"),
        "cpu_s": cpu_time(pid),
    }


def slope_per_hour(points):
    """Least-squares slope of (minute, KiB) points, in KiB per hour."""
    n = len(points)
    if n < 2:
        return 0.0
    mx = sum(x for x, _ in points) / n
    my = sum(y for _, y in points) / n
    var = sum((x - mx) ** 2 for x, _ in points)
    if var == 0:
        return 0.0
    return sum((x - mx) * (y - my) for x, y in points) / var * 60


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("binary")
    parser.add_argument("--minutes", type=float, default=60)
    parser.add_argument("--sample", type=float, default=60, help="seconds between samples")
    parser.add_argument("--size", default="200x60")
    args = parser.parse_args()
    cols, rows = (int(v) for v in args.size.split("x"))

    workdir = tempfile.mkdtemp(prefix="counter-tui-soak-")
    config = os.path.join(workdir, "soak.yaml")
    with open(config, "w") as f:
        f.write(dashboard_yaml())

    master, slave = pty.openpty()
    fcntl.ioctl(slave, termios.TIOCSWINSZ, struct.pack("HHHH", rows, cols, 0, 0))
    flood = subprocess.Popen(["awk", FLOOD], stdout=subprocess.PIPE)
    env = dict(os.environ, TERM="xterm-256color", LANG="C.UTF-8", SWIFT_BACKTRACE="interactive=no")
    env.pop("COLUMNS", None)
    env.pop("LINES", None)
    app = subprocess.Popen(
        [args.binary, "dashboard", config, "--stdin", "--fps", "60"],
        stdin=flood.stdout, stdout=slave, stderr=slave, env=env, start_new_session=True,
        preexec_fn=lambda: fcntl.ioctl(1, termios.TIOCSCTTY, 0),
    )
    flood.stdout.close()
    os.close(slave)

    written = [0]

    def drain():
        while True:
            try:
                data = os.read(master, 65536)
            except OSError:
                return
            if not data:
                return
            written[0] += len(data)

    reader = threading.Thread(target=drain, daemon=True)
    reader.start()

    start = time.monotonic()
    samples = []
    failures = []
    print(f"soak: {COUNTERS} counters ({FED} fed by a stdin flood, 2 commands every 100 ms), "
          f"{cols}x{rows} pty, {args.minutes:g} min, sample every {args.sample:g} s", flush=True)
    print(f"{'min':>6} {'RSS MiB':>8} {'fds':>4} {'thr':>4} {'zomb':>4} {'kids':>4} {'CPU s':>8} {'MiB out':>8}",
          flush=True)
    deadline = start + args.minutes * 60
    previous_zombies = set()
    while True:
        if app.poll() is not None:
            failures.append(f"the app exited early with status {app.returncode}")
            break
        s = sample(app.pid, start)
        samples.append(s)
        print(f"{s['minute']:6.1f} {s['rss_kib'] / 1024:8.2f} {s['fds']:4d} {s['threads']:4d} "
              f"{len(s['zombies']):4d} {s['live_children']:4d} {s['cpu_s']:8.2f} {written[0] / 2**20:8.1f}",
              flush=True)
        lingering = previous_zombies & set(s["zombies"])
        if lingering:
            failures.append(f"minute {s['minute']:.1f}: zombie children not reaped: {sorted(lingering)}")
        previous_zombies = set(s["zombies"])
        if s["live_children"] > COMMANDS:
            failures.append(f"minute {s['minute']:.1f}: {s['live_children']} command children alive (at most {COMMANDS})")
        now = time.monotonic()
        if now >= deadline:
            break
        time.sleep(min(args.sample, deadline - now))

    if app.poll() is None:
        os.write(master, b"q")
        asked = time.monotonic()
        try:
            app.wait(timeout=5)
            quit_ms = (time.monotonic() - asked) * 1000
        except subprocess.TimeoutExpired:
            app.kill()
            app.wait()
            quit_ms = None
        if quit_ms is None or quit_ms > 200:
            failures.append(f"q took {'over 5 s' if quit_ms is None else f'{quit_ms:.0f} ms'} to end it")
        else:
            print(f"q ended it in {quit_ms:.0f} ms, status {app.returncode}")
        if app.returncode != 0:
            failures.append(f"exit status {app.returncode} after q")
    flood.kill()
    flood.wait()

    # The first minutes fill caches and fixed-size buffers (the frame-time sample fills in
    # 4096 frames): growth is judged from minute 5 on, and only on runs of 10 minutes or more.
    judge_memory = args.minutes >= 10
    warm = [s for s in samples if s["minute"] >= (5 if judge_memory else min(1, args.minutes / 2))]
    if not judge_memory:
        print("note: memory growth is judged on runs of 10 minutes or more; this run checks "
              "descriptors, threads, zombies and the exit")
    if len(warm) >= 2:
        slope = slope_per_hour([(s["minute"], s["rss_kib"]) for s in warm])
        growth = warm[-1]["rss_kib"] - warm[0]["rss_kib"]
        print(f"after warm-up (minute {warm[0]['minute']:.1f} on, {len(warm)} samples): RSS "
              f"{warm[0]['rss_kib'] / 1024:.2f} → {warm[-1]['rss_kib'] / 1024:.2f} MiB, slope {slope / 1024:+.3f} MiB/h, "
              f"fds {sorted({s['fds'] for s in warm})}, threads {sorted({s['threads'] for s in warm})}")
        if judge_memory and slope > 1024:
            failures.append(f"RSS grows {slope / 1024:.2f} MiB/h after warm-up (limit 1 MiB/h)")
        if judge_memory and growth > 2048:
            failures.append(f"RSS ended {growth / 1024:.2f} MiB above its warm-up level (limit 2 MiB)")
        # A command run holds its pipe for a moment (both ends while it is being started): the
        # floor must stay put, and the peaks may sit at most two per command source above it.
        thirds = [warm[i * len(warm) // 3:(i + 1) * len(warm) // 3] or warm for i in range(3)]
        floors = [min(s["fds"] for s in part) for part in thirds]
        # A leak raises the floor for good; short runs have too few samples to tell a raised
        # floor from runs caught in flight, so they only check the peaks.
        if judge_memory and floors[-1] > min(floors):
            failures.append(f"descriptor floor rose: {floors} (samples {[s['fds'] for s in warm]})")
        if max(s["fds"] for s in warm) > floors[0] + 2 * COMMANDS:
            failures.append(f"descriptors peaked at {max(s['fds'] for s in warm)}, floor {floors[0]}")
        if len({s["threads"] for s in warm}) > 1:
            failures.append(f"thread count changed: {[s['threads'] for s in warm]}")
    else:
        failures.append("too few samples after warm-up to judge growth (use a longer run or a shorter --sample)")
    if samples:
        last = samples[-1]
        print(f"CPU: {last['cpu_s']:.1f} s over {last['minute']:.1f} min "
              f"({last['cpu_s'] / max(last['minute'] * 60, 1e-9) * 100:.1f} % of a core); "
              f"{written[0] / 2**20:.1f} MiB written to the terminal")
    for failure in failures:
        print(f"FAIL: {failure}")
    print("soak: " + ("FAILED" if failures else "passed"))
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())
