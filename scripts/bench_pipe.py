#!/usr/bin/env python3
"""Pipe benchmark: what a viewer in the middle of a pipeline costs the pipeline.

Runs, in one interleaved run, each of these pipelines with X in the middle:

  lines   seq 1 20000000 | X | gzip -1 > /dev/null
  zeros   head -c 2G /dev/zero | X | cat > /dev/null

with X = `counter-tui --count-lines --tee` (its display on a pseudo-terminal that is its
controlling terminal, as a person's terminal is; stdin and stdout are the pipes), `tee /dev/null`
and `pv -l` (its display on stderr, the pty too, when the Debian package is installed). Reports
each pipeline's wall time (until every stage has exited) and X's own CPU seconds (user + system,
all its threads, from wait4), the medians of --runs runs, and counter-tui's ratios: wall against
tee's, CPU against pv's.

Usage: bench_pipe.py BINARY [--runs N] [--only lines|zeros] [--size BYTES]
"""
import argparse
import os
import shutil
import statistics
import subprocess
import sys
import threading
import time

WORKLOADS = {
    "lines": (["seq", "1", "20000000"], ["gzip", "-1"]),
    "zeros": (["head", "-c", "2G", "/dev/zero"], ["cat"]),
}


def drain(fd):
    """Reads a pty master until it closes, so the viewer never waits on its display."""
    def loop():
        while True:
            try:
                if not os.read(fd, 65536):
                    break
            except OSError:
                break
    thread = threading.Thread(target=loop, daemon=True)
    thread.start()
    return thread


def run(producer, viewer, consumer, terminal):
    """One pipeline; (wall seconds, the viewer's CPU seconds)."""
    master = slave = None
    if terminal:
        master, slave = os.openpty()
        drain(master)

    def controlling():
        # The pty becomes the viewer's controlling terminal (/dev/tty), and stderr goes to it.
        os.setsid()
        import fcntl
        import termios
        fcntl.ioctl(slave, termios.TIOCSCTTY, 0)
        os.dup2(slave, 2)

    env = dict(os.environ, TERM="xterm-256color", LANG="C.UTF-8")
    env.pop("NO_COLOR", None)
    start = time.monotonic()
    first = subprocess.Popen(producer, stdout=subprocess.PIPE)
    middle = subprocess.Popen(viewer, stdin=first.stdout, stdout=subprocess.PIPE, env=env,
                              stderr=None if terminal else subprocess.DEVNULL,
                              preexec_fn=controlling if terminal else None)
    first.stdout.close()
    with open(os.devnull, "wb") as null:
        last = subprocess.Popen(consumer, stdin=middle.stdout, stdout=null)
    middle.stdout.close()
    _, status, usage = os.wait4(middle.pid, 0)
    middle.returncode = status
    first.wait()
    last.wait()
    wall = time.monotonic() - start
    if slave is not None:
        os.close(slave)
    if master is not None:
        os.close(master)
    if os.WEXITSTATUS(status) != 0 or os.WIFSIGNALED(status):
        sys.exit(f"{' '.join(viewer)} ended with status {status}")
    return wall, usage.ru_utime + usage.ru_stime


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("binary")
    parser.add_argument("--runs", type=int, default=3)
    parser.add_argument("--only", choices=list(WORKLOADS))
    args = parser.parse_args()
    viewers = [("counter-tui", [os.path.abspath(args.binary), "--count-lines", "--tee"], True),
               ("tee", ["tee", "/dev/null"], False)]
    if shutil.which("pv"):
        viewers.append(("pv -l", ["pv", "-l", "-f"], True))
    else:
        print("pv is not installed (apt-get install pv): its rows are skipped")
    print(f"pipe benchmark: {args.binary}, {args.runs} runs each, interleaved; medians")
    print(f"{'workload':8} {'viewer':12} {'wall s':>8} {'cpu s':>8}")
    for name, (producer, consumer) in WORKLOADS.items():
        if args.only and name != args.only:
            continue
        results = {label: [] for label, _, _ in viewers}
        for _ in range(args.runs):
            for label, argv, terminal in viewers:
                results[label].append(run(producer, argv, consumer, terminal))
        medians = {}
        for label, runs in results.items():
            wall = statistics.median(r[0] for r in runs)
            cpu = statistics.median(r[1] for r in runs)
            medians[label] = (wall, cpu)
            print(f"{name:8} {label:12} {wall:8.2f} {cpu:8.3f}", flush=True)
        ours = medians["counter-tui"]
        line = f"{name:8} counter-tui: wall {ours[0] / medians['tee'][0]:.2f}x tee's"
        if "pv -l" in medians:
            line += f", cpu {ours[1] / max(medians['pv -l'][1], 1e-9):.2f}x pv's"
        print(line, flush=True)


if __name__ == "__main__":
    main()
