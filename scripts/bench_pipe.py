#!/usr/bin/env python3
"""Pipe benchmark: what a viewer in the middle of a pipeline costs the pipeline.

Runs, in one interleaved run, each of these pipelines with X in the middle:

  zeros   head -c 4G /dev/zero | X | cat > /dev/null
  random  cat RANDOM | X | cat > /dev/null     (RANDOM: 1 GiB of /dev/urandom, made once)
  lines   seq 1 20000000 | X | gzip -1 > /dev/null

with X, for bytes, `counter-tui --count-bytes --tee`, `pv -q` and `cat`, and, for lines,
`counter-tui --count-lines --tee`, `tee /dev/null` and `pv -l`. counter-tui and pv have a
pseudo-terminal as their controlling terminal and stderr (a person's terminal; pv -q draws
nothing on it) that answers the queries a terminal answers (ANSWERS); stdin and stdout are
the pipes. Reports each pipeline's wall time (until every
stage has exited) and X's own CPU seconds (user + system, all its threads, from wait4), the
medians of --runs runs, and counter-tui's ratios against the targets of issue 37: wall at most
1.0x pv's for bytes, at most 1.1x tee's for lines.

The random file is /tmp/counter-tui-bench-random-1G (--random PATH), made with head -c 1G
/dev/urandom the first time and kept for later runs (delete it to free the space).

Usage: bench_pipe.py BINARY [--runs N] [--only zeros|random|lines] [--random PATH]
"""
import argparse
import os
import shutil
import statistics
import subprocess
import sys
import threading
import time

RANDOM = "/tmp/counter-tui-bench-random-1G"

# name: (producer, consumer, counted unit, the peer counter-tui is held against, the most its ratio may be)
WORKLOADS = {
    "zeros": (["head", "-c", "4G", "/dev/zero"], ["cat"], "bytes", "pv -q", 1.0),
    "random": (["cat", RANDOM], ["cat"], "bytes", "pv -q", 1.0),
    "lines": (["seq", "1", "20000000"], ["gzip", "-1"], "lines", "tee", 1.1),
}


# What a person's terminal answers to the queries a program may send at start: the synchronized
# output mode (DECRQM 2026: not recognised), the device attributes (a VT220) and the cursor's
# place. Unanswered, counter-tui waits 300 ms for them, which no terminal makes it do.
ANSWERS = {b"\x1b[?2026$p": b"\x1b[?2026;0$y", b"\x1b[c": b"\x1b[?62;22c", b"\x1b[6n": b"\x1b[1;1R"}


def drain(fd):
    """Reads a pty master until it closes, so the viewer never waits on its display, and answers
    the queries a terminal answers (ANSWERS)."""
    def loop():
        tail = b""
        while True:
            try:
                chunk = os.read(fd, 65536)
            except OSError:
                break
            if not chunk:
                break
            seen = tail + chunk
            for query, answer in ANSWERS.items():
                # Each query once: one that ended in the tail kept from the last read was answered.
                at = seen.find(query)
                while at >= 0:
                    if at + len(query) > len(tail):
                        try:
                            os.write(fd, answer)
                        except OSError:
                            pass
                    at = seen.find(query, at + 1)
            tail = seen[-16:]
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


def viewers(binary, unit):
    """(label, argv, on a terminal) of each X for `unit`; pv's rows only when it is installed."""
    ours = [os.path.abspath(binary), f"--count-{unit}", "--tee"]
    if unit == "bytes":
        rows = [("counter-tui", ours, True), ("pv -q", ["pv", "-q"], True), ("cat", ["cat"], False)]
    else:
        rows = [("counter-tui", ours, True), ("tee", ["tee", "/dev/null"], False), ("pv -l", ["pv", "-l", "-f"], True)]
    return [row for row in rows if not row[1][0] == "pv" or shutil.which("pv")]


def make_random(path):
    """1 GiB of random bytes at `path`, made once."""
    if os.path.exists(path) and os.path.getsize(path) == 1 << 30:
        return
    print(f"making {path} (1 GiB of /dev/urandom, kept for later runs)", flush=True)
    subprocess.run(f"head -c 1G /dev/urandom > {path}.part && mv {path}.part {path}", shell=True, check=True)


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("binary")
    parser.add_argument("--runs", type=int, default=3)
    parser.add_argument("--only", choices=list(WORKLOADS))
    parser.add_argument("--random", default=RANDOM)
    args = parser.parse_args()
    if not shutil.which("pv"):
        print("pv is not installed (apt-get install pv): its rows are skipped")
    chosen = [name for name in WORKLOADS if not args.only or name == args.only]
    if "random" in chosen:
        make_random(args.random)
    print(f"pipe benchmark: {args.binary}, {args.runs} runs each, interleaved; medians")
    print(f"{'workload':8} {'viewer':12} {'wall s':>8} {'cpu s':>8}")
    met = True
    for name in chosen:
        producer, consumer, unit, peer, most = WORKLOADS[name]
        if name == "random":
            producer = ["cat", args.random]
        rows = viewers(args.binary, unit)
        results = {label: [] for label, _, _ in rows}
        for _ in range(args.runs):
            for label, argv, terminal in rows:
                results[label].append(run(producer, argv, consumer, terminal))
        medians = {}
        for label, runs in results.items():
            wall = statistics.median(r[0] for r in runs)
            cpu = statistics.median(r[1] for r in runs)
            medians[label] = (wall, cpu)
            print(f"{name:8} {label:12} {wall:8.2f} {cpu:8.3f}", flush=True)
        if peer not in medians:
            continue
        ratio = medians["counter-tui"][0] / medians[peer][0]
        ok = ratio <= most
        met = met and ok
        print(f"{name:8} counter-tui: wall {ratio:.2f}x {peer}'s (target at most {most:.1f}x: "
              f"{'met' if ok else 'NOT met'})", flush=True)
    print("every target met" if met else "some target NOT met")


if __name__ == "__main__":
    main()
