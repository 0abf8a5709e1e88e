#!/usr/bin/env python3
"""Terminal benchmark: runs programs in a pseudo-terminal of fixed size, reads everything they
write, and reports wall time, CPU seconds, peak RSS, bytes, frames and frame pacing; then prints
counter-tui's ratios against the peers run in the same invocation.

  W1  counter-tui --from 0 --to 9999 --duration 10 --ease out --fps 100   (one counter)
  W2  a 16-counter dashboard, 4x4, each 0 → (i+1)·12345.67 with ,##0.00, 10 s, 60 fps
  board  256 such counters, 16 a row, in a 320x100 pty, 60 fps (reported as % of a core)
  clock  counter-tui --from 25m --to 0 --format mm:ss watched for the duration (q then), beside
         tty-clock -c (Debian package tty-clock; q at the same time): a picture that changes
         once a second
  time   counter-tui clock --seconds (big digits, the time of day) beside tty-clock -c -s, each
         for --clock-duration seconds (default 60), one run each, in the same pty: CPU seconds and
         bytes written (targets: CPU <= 1.5x tty-clock's, bytes <= tty-clock's)

Frames around the grid: each frame's offset from the nearest instant of the workload's period
grid (at the frames' mean phase), median, p99 and the spread p99 - median for counter-tui beside
the Dispatch floor (C dispatch), and the median distance of the frames that follow a skipped
instant (issue 34: those drifted off the grid).

Peers: a careful C + ncursesw program (scripts/peers/c_counter.c, compiled here with gcc into
.build/bench-peers), the same program ticked by a libdispatch timer on the main queue under
dispatch_main() ("C dispatch", scripts/peers/c_dispatch_counter.c, compiled with the Swift
toolchain's clang and libdispatch: the floor of counter-tui's design), Python's rich Live
(installed into a virtual environment this script makes) and a stdlib curses loop, doing the same
animation; tty-clock for the clock; with --baseline, another counter-tui build too (its rows are
named "baseline"), run interleaved with this one. Usage: bench_terminal.py BINARY [--baseline
BINARY] [--duration S] [--only W1|W2|board|clock|time] [--clock-duration S] [--runs N] [--size COLSxROWS]
[--style label|big|rolling]

--size sets the pty (default 80x24); --style runs W1 in that style (the peers always draw a label)
and --height its digit height (default auto).
"""
import argparse
import fcntl
import math
import os
import pty
import shutil
import select
import signal
import statistics
import struct
import subprocess
import sys
import termios
import time

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(HERE)
VENV = os.path.join(ROOT, ".build", "bench-venv")
PEERS_BUILD = os.path.join(ROOT, ".build", "bench-peers")
COLS, ROWS = 80, 24
FRAME_GAP = 0.003  # writes closer than this belong to one frame
# The programs of a workload, in the order each round runs them.
PROGRAMS = ["counter-tui", "baseline", "C", "C dispatch", "rich Live", "curses", "tty-clock"]
# Peers counter-tui is measured against (counter-tui / peer); the others are shown as peer / counter-tui.
REFERENCES = ["C", "C dispatch", "tty-clock"]


def ensure_rich():
    """A venv with rich, or None when it cannot be made (the rich rows are then skipped)."""
    python = os.path.join(VENV, "bin", "python")
    if not os.path.exists(python):
        if subprocess.call([sys.executable, "-m", "venv", VENV], stdout=subprocess.DEVNULL) != 0:
            return None
    if subprocess.call([python, "-c", "import rich"], stderr=subprocess.DEVNULL) != 0:
        if subprocess.call([python, "-m", "pip", "install", "-q", "rich"]) != 0:
            return None
    return python


def build_c_peer():
    """Compiles the C peer with gcc (-O2, ncursesw); None when it cannot be built."""
    source = os.path.join(HERE, "peers", "c_counter.c")
    binary = os.path.join(PEERS_BUILD, "c_counter")
    os.makedirs(PEERS_BUILD, exist_ok=True)
    command = ["gcc", "-O2", "-o", binary, source, "-lncursesw", "-lm"]
    if subprocess.call(command) != 0:
        return None
    return binary


def swift_toolchain():
    """The Swift toolchain's usr/ directory (where swift on PATH lives), or /opt/swift/usr."""
    swift = shutil.which("swift")
    if swift:
        usr = os.path.dirname(os.path.dirname(os.path.realpath(swift)))
        if os.path.isdir(os.path.join(usr, "lib", "swift")):
            return usr
    return "/opt/swift/usr"


def build_c_dispatch_peer():
    """Compiles the Dispatch floor (scripts/peers/c_dispatch_counter.c: the C peer ticked by a
    libdispatch timer on the main queue under dispatch_main()) against the Swift toolchain's
    libdispatch, with the toolchain's clang (libdispatch's headers need clang); None when it
    cannot be built."""
    usr = swift_toolchain()
    include = os.path.join(usr, "lib", "swift")
    libs = os.path.join(usr, "lib", "swift", "linux")
    if not os.path.exists(os.path.join(include, "dispatch", "dispatch.h")) or \
            not os.path.exists(os.path.join(libs, "libdispatch.so")):
        return None
    clang = os.path.join(usr, "bin", "clang")
    if not os.path.exists(clang):
        clang = shutil.which("clang")
        if clang is None:
            return None
    source = os.path.join(HERE, "peers", "c_dispatch_counter.c")
    binary = os.path.join(PEERS_BUILD, "c_dispatch_counter")
    os.makedirs(PEERS_BUILD, exist_ok=True)
    command = [clang, "-O2", "-I", include, "-o", binary, source, "-L", libs, f"-Wl,-rpath,{libs}",
               "-ldispatch", "-lBlocksRuntime", "-lncursesw", "-lm"]
    if subprocess.call(command) != 0:
        return None
    return binary


def set_size(text):
    """Sets the pty size from COLSxROWS."""
    global COLS, ROWS
    cols, rows = text.lower().split("x")
    COLS, ROWS = int(cols), int(rows)


DA1_REQUEST = b"\x1b[c"
DA1_ANSWER = b"\x1b[?62;22c"


def run(argv, quit_after=None, env_extra=None):
    """Runs argv in a COLSxROWS pty; returns the measurements."""
    env = dict(os.environ, TERM="xterm-256color", LANG="C.UTF-8", COLUMNS=str(COLS), LINES=str(ROWS),
               SWIFT_BACKTRACE="interactive=no", PYTHONPATH=os.path.join(HERE, "peers"))
    env.update(env_extra or {})
    start = time.monotonic()
    pid, fd = pty.fork()
    if pid == 0:
        fcntl.ioctl(0, termios.TIOCSWINSZ, struct.pack("HHHH", ROWS, COLS, 0, 0))
        os.execvpe(argv[0], argv, env)
    fcntl.ioctl(fd, termios.TIOCSWINSZ, struct.pack("HHHH", ROWS, COLS, 0, 0))
    chunks = []
    tail = b""
    sent_quit = False
    on_cpu = 0.0
    peak_kib = 0
    while True:
        on_cpu = max(on_cpu, cpu_time(pid))
        if chunks:
            # It has written, so it has replaced the forked copy of this script (exec).
            peak_kib = max(peak_kib, peak_rss_kib(pid))
        now = time.monotonic()
        if quit_after is not None and not sent_quit and now - start >= quit_after:
            os.write(fd, b"q")
            sent_quit = True
        ready, _, _ = select.select([fd], [], [], 0.05)
        if ready:
            try:
                data = os.read(fd, 65536)
            except OSError:
                break
            if not data:
                break
            chunks.append((time.monotonic() - start, data))
            # Answer the device attributes request (`ESC [ c`) as a terminal does (xterm's
            # VT220 answer), so that a program asking its terminal something (counter-tui's
            # synchronized-output probe ends with one) is not left waiting for its timeout.
            asked = (tail + data).count(DA1_REQUEST)
            tail = data[-2:]
            if asked:
                os.write(fd, DA1_ANSWER * asked)
    # The exited child is not reaped yet: its scheduler statistics are still readable.
    on_cpu = max(on_cpu, cpu_time(pid))
    peak_kib = max(peak_kib, peak_rss_kib(pid))
    _, status, usage = os.wait4(pid, 0)
    end = time.monotonic() - start
    os.close(fd)
    result = measure(chunks, end, status, usage)
    # getrusage samples CPU at timer ticks (±10 ms per run here); the scheduler's own count of
    # nanoseconds on a CPU is exact, so use it when the kernel offers it.
    if on_cpu > 0:
        result["cpu_ticks"] = result["cpu"]
        result["cpu"] = on_cpu
    # ru_maxrss counts the forked copy of this script before exec (it grows as runs pile up);
    # VmHWM belongs to the program's own address space, which exec starts afresh.
    if peak_kib > 0:
        result["rss_mb"] = peak_kib / 1024
    return result


def peak_rss_kib(pid):
    """The program's peak resident set (VmHWM) in KiB, 0 when it cannot be read."""
    try:
        with open(f"/proc/{pid}/status") as f:
            for line in f:
                if line.startswith("VmHWM:"):
                    return int(line.split()[1])
    except (OSError, ValueError, IndexError):
        pass
    return 0


def cpu_time(pid):
    """Seconds the process's threads have run on a CPU (from /proc/PID/task/*/schedstat)."""
    total = 0
    try:
        for task in os.listdir(f"/proc/{pid}/task"):
            with open(f"/proc/{pid}/task/{task}/schedstat") as f:
                total += int(f.read().split()[0])
    except (OSError, ValueError, IndexError):
        return 0.0
    return total / 1e9


def measure(chunks, end, status, usage):
    frames = []
    last = None
    for t, data in chunks:
        if last is None or t - last > FRAME_GAP:
            frames.append([t, len(data)])
        else:
            frames[-1][1] += len(data)
        last = t
    times = [f[0] for f in frames]
    intervals = [b - a for a, b in zip(times, times[1:])]
    total = sum(len(d) for _, d in chunks)
    out = b"".join(d for _, d in chunks)
    return {
        "status": os.waitstatus_to_exitcode(status),
        "wall": end,
        "cpu": usage.ru_utime + usage.ru_stime,
        "rss_mb": usage.ru_maxrss / 1024,
        "bytes": total,
        "frames": len(frames),
        "bytes_per_frame": total / len(frames) if frames else 0,
        "first_frame_ms": times[0] * 1000 if times else None,
        "median_ms": statistics.median(intervals) * 1000 if intervals else None,
        "p99_ms": sorted(intervals)[int(0.99 * (len(intervals) - 1))] * 1000 if intervals else None,
        "last_frame": times[-1] if times else None,
        "exit_after_last_ms": (end - times[-1]) * 1000 if times else None,
        "chunks": chunks,
        "frame_times": times,
        "output": out,
    }


def final_value_time(result, needle):
    """When the final value first appeared in the output (seconds from start)."""
    seen = b""
    for t, data in result["chunks"]:
        seen += data
        if needle in seen:
            return t
    return None


def grid_error_ms(result, period):
    """p99 of how far frames sit from the period grid started by the first frame."""
    times = [t for t, _ in result["chunks"]]
    if not times:
        return None
    first = times[0]
    errors = []
    for t in times:
        k = round((t - first) / period)
        errors.append(abs(t - first - k * period))
    return sorted(errors)[int(0.99 * (len(errors) - 1))] * 1000


def grid_spread_ms(result, period):
    """How tightly frames keep to a grid of `period`: each frame's signed offset from the nearest
    instant of the grid at the frames' own mean phase (the program's start is not known here, and
    a constant offset is no error), as (median, p99, p99 - median) in ms. The frame-time spread
    of issue 34 is the last; the first frame (the terminal's set-up) is left out."""
    times = result["frame_times"][1:]
    if len(times) < 2:
        return None
    angles = [2 * math.pi * (t % period) / period for t in times]
    phase = math.atan2(sum(math.sin(a) for a in angles), sum(math.cos(a) for a in angles)) / (2 * math.pi) * period
    offsets = [((t - phase + period / 2) % period) - period / 2 for t in times]
    # The sparse tail: frames after a skipped instant (the picture changed less often than
    # every tick), where frames set once used to drift off the grid.
    tail = sorted(abs(o) for o, gap in zip(offsets[1:], [b - a for a, b in zip(times, times[1:])]) if gap > 1.5 * period)
    offsets.sort()
    median = offsets[len(offsets) // 2]
    p99 = offsets[int(0.99 * (len(offsets) - 1))]
    tail_median = tail[len(tail) // 2] * 1000 if tail else None
    return median * 1000, p99 * 1000, (p99 - median) * 1000, tail_median


def fmt(v, unit="", digits=3):
    if v is None:
        return "n/a"
    return f"{v:.{digits}f}{unit}"


def main():
    global COLS, ROWS
    parser = argparse.ArgumentParser()
    parser.add_argument("binary")
    parser.add_argument("--duration", type=float, default=10.0)
    parser.add_argument("--only", choices=["W1", "W2", "board", "clock", "time"])
    parser.add_argument("--clock-duration", type=float, default=60.0, help="seconds of the time workload")
    parser.add_argument("--runs", type=int, default=3, help="runs per program; the median run is shown")
    parser.add_argument("--baseline", help="another counter-tui binary to measure beside this one")
    parser.add_argument("--size", default="80x24", help="pty size, COLSxROWS")
    parser.add_argument("--style", choices=["label", "big", "rolling"], default="label", help="counter-tui's style in W1")
    parser.add_argument("--height", default="auto", help="digit height for --style big/rolling in W1")
    args = parser.parse_args()
    set_size(args.size)
    d = args.duration
    rich_python = ensure_rich()
    c_peer = build_c_peer()
    if c_peer is None:
        print("note: could not compile scripts/peers/c_counter.c with gcc; the C rows are skipped", file=sys.stderr)
    c_dispatch = build_c_dispatch_peer()
    if c_dispatch is None:
        print("note: could not build scripts/peers/c_dispatch_counter.c against the Swift toolchain's "
              "libdispatch; the C dispatch rows are skipped", file=sys.stderr)
    tty_clock = shutil.which("tty-clock")
    if tty_clock is None:
        print("note: tty-clock is not installed (Debian package tty-clock); the clock workload has no peer",
              file=sys.stderr)
    if rich_python is None:
        print("note: could not set up rich in a virtual environment; its rows are skipped", file=sys.stderr)
    counters = []
    for i in range(16):
        counters += ["--counter", f"title=C{i + 1},to={(i + 1) * 12345.67:.2f},format=,##0.00,duration={d}s,ease=out"]
    dash = [args.binary, "dashboard", "--columns", "4", "--fps", "60"] + counters
    board_counters = []
    for i in range(256):
        board_counters += ["--counter", f"title=C{i + 1},to={(i + 1) * 12345.67:.2f},format=,##0.00,duration={d}s,ease=out"]
    board = [args.binary, "dashboard", "--columns", "16", "--fps", "60"] + board_counters
    w1 = ["--from", "0", "--to", "9999", "--duration", str(d), "--ease", "out", "--fps", "100"]
    clock = ["--from", "25m", "--to", "0", "--format", "mm:ss"]
    if args.style != "label":
        w1 += ["--style", args.style, "--height", args.height]
    workloads = {
        "W1": {
            "counter-tui": ([args.binary] + w1, None),
            "baseline": ([args.baseline] + w1, None) if args.baseline else None,
            "C": ([c_peer, "w1", str(d)], None) if c_peer else None,
            "C dispatch": ([c_dispatch, "w1", str(d)], None) if c_dispatch else None,
            "rich Live": ([rich_python, os.path.join(HERE, "peers", "rich_w1.py"), str(d)], None) if rich_python else None,
            "curses": ([sys.executable, os.path.join(HERE, "peers", "curses_w1.py"), "w1", str(d)], None),
            "needle": b"9999", "period": 0.01, "size": (COLS, ROWS),
        },
        "W2": {
            "counter-tui": (dash, d + 0.5),
            "baseline": ([args.baseline] + dash[1:], d + 0.5) if args.baseline else None,
            "C": ([c_peer, "board", "16", "4", "60", str(d)], None) if c_peer else None,
            "C dispatch": ([c_dispatch, "board", "16", "4", "60", str(d)], None) if c_dispatch else None,
            "rich Live": ([rich_python, os.path.join(HERE, "peers", "rich_w2.py"), str(d)], None) if rich_python else None,
            "curses": ([sys.executable, os.path.join(HERE, "peers", "curses_w1.py"), "w2", str(d)], None),
            "needle": b"197,530.72", "period": 1 / 60, "size": (80, 24),
        },
        "board": {
            "counter-tui": (board, d + 0.5),
            "baseline": ([args.baseline] + board[1:], d + 0.5) if args.baseline else None,
            "C": ([c_peer, "board", "256", "16", "60", str(d)], None) if c_peer else None,
            "C dispatch": ([c_dispatch, "board", "256", "16", "60", str(d)], None) if c_dispatch else None,
            "rich Live": None,
            "curses": None,
            "needle": b"3,160,491.52", "period": 1 / 60, "size": (320, 100),
        },
        # A 25-minute countdown watched for the duration: it changes once a second, as tty-clock.
        "clock": {
            "counter-tui": ([args.binary] + clock, d),
            "baseline": ([args.baseline] + clock, d) if args.baseline else None,
            "tty-clock": ([tty_clock, "-c"], d) if tty_clock else None,
            "needle": None, "period": 1.0, "size": (80, 24),
        },
        # The time of day, big, with seconds: counter-tui clock beside tty-clock -c -s (one run
        # each: a minute apiece).
        "time": {
            "counter-tui": ([args.binary, "clock", "--seconds"], args.clock_duration),
            "baseline": ([args.baseline, "clock", "--seconds"], args.clock_duration) if args.baseline else None,
            "tty-clock": ([tty_clock, "-c", "-s"], args.clock_duration) if tty_clock else None,
            "needle": None, "period": 1.0, "size": (80, 24), "runs": 1,
        },
    }
    print(f"terminal benchmark: {COLS}x{ROWS} pty (the board 320x100), duration {d} s, {os.cpu_count()} cores, "
          f"median of {max(args.runs, 1)} runs, W1 style {args.style}, load average "
          + " ".join(f"{x:.2f}" for x in os.getloadavg()))
    for name, w in workloads.items():
        if args.only and name != args.only:
            continue
        COLS, ROWS = w["size"]
        results = {}
        progs = [p for p in PROGRAMS if w.get(p) is not None]
        # Interleaved (one run of each program in turn), so a busy moment of the machine falls on
        # all of them alike; CPU time varies run to run: keep the run with the median CPU.
        collected = {p: [] for p in progs}
        for _ in range(max(w.get("runs", args.runs), 1)):
            for prog in progs:
                argv, quit_after = w[prog]
                collected[prog].append(run(argv, quit_after))
        for prog in progs:
            runs = sorted(collected[prog], key=lambda r: r["cpu"])
            results[prog] = runs[len(runs) // 2]
            results[prog]["cpu_runs"] = [r["cpu"] for r in runs]
        print(f"\n{name} (load average after: " + " ".join(f"{x:.2f}" for x in os.getloadavg()) + ")")
        print(f"{'program':12} {'wall s':>7} {'cpu s':>7} {'rss MB':>7} {'bytes':>9} {'frames':>7} {'B/frame':>8} "
              f"{'first ms':>9} {'med ms':>7} {'p99 ms':>7} {'exit ms':>8} {'status':>6}")
        for prog, r in results.items():
            print(f"{prog:12} {fmt(r['wall'], digits=2):>7} {fmt(r['cpu']):>7} {fmt(r['rss_mb'], digits=1):>7} "
                  f"{r['bytes']:>9} {r['frames']:>7} {fmt(r['bytes_per_frame'], digits=1):>8} "
                  f"{fmt(r['first_frame_ms'], digits=1):>9} {fmt(r['median_ms'], digits=2):>7} {fmt(r['p99_ms'], digits=2):>7} "
                  f"{fmt(r['exit_after_last_ms'], digits=1):>8} {r['status']:>6}")
        ours = results["counter-tui"]
        print("cpu of every run: " + "; ".join(f"{p} " + ", ".join(f"{c:.3f}" for c in r["cpu_runs"]) for p, r in results.items()))
        for prog in [p for p in ["counter-tui", "baseline"] if p in results and w["needle"]]:
            shown = final_value_time(results[prog], w["needle"])
            print(f"{prog}: final value on screen at {fmt(shown, ' s')} (target {d} s); frames off the "
                  f"{w['period'] * 1000:.1f} ms grid p99 {fmt(grid_error_ms(results[prog], w['period']), ' ms', 2)}")
        spreads = [(p, grid_spread_ms(results[p], w["period"])) for p in ["counter-tui", "baseline", "C dispatch", "C"]
                   if p in results]
        if w["needle"]:
            print(f"frames around the {w['period'] * 1000:.1f} ms grid (offset from the nearest instant, ms; "
                  f"spread = p99 - median, target for counter-tui <= 1 ms beside the Dispatch floor, C dispatch): "
                  + "; ".join(f"{p} median {fmt(g[0], digits=2)} p99 {fmt(g[1], digits=2)} spread {fmt(g[2], digits=2)} "
                              f"(after a skipped instant: median |offset| {fmt(g[3], digits=2)})"
                              for p, g in spreads if g))
        if "baseline" in results and results["baseline"]["cpu"] > 0:
            print(f"ratio counter-tui / baseline: cpu {ours['cpu'] / results['baseline']['cpu']:.2f}x, "
                  f"bytes {ours['bytes'] / max(results['baseline']['bytes'], 1):.2f}x")
        for peer in REFERENCES:
            if peer in results and results[peer]["cpu"] > 0:
                print(f"ratio counter-tui / {peer}: cpu {ours['cpu'] / results[peer]['cpu']:.2f}x, "
                      f"bytes {ours['bytes'] / max(results[peer]['bytes'], 1):.2f}x")
        if "C" in results and "C dispatch" in results and results["C"]["cpu"] > 0:
            print(f"ratio C dispatch / C: cpu {results['C dispatch']['cpu'] / results['C']['cpu']:.2f}x "
                  f"(what the Dispatch timer costs the C program)")
        if name == "time" and "tty-clock" in results and results["tty-clock"]["cpu"] > 0:
            cpu = ours["cpu"] / results["tty-clock"]["cpu"]
            size = ours["bytes"] / max(results["tty-clock"]["bytes"], 1)
            print(f"clock targets: cpu {cpu:.2f}x tty-clock's (target <= 1.5x: {'met' if cpu <= 1.5 else 'NOT met'}), "
                  f"bytes {size:.2f}x (target <= 1x: {'met' if size <= 1 else 'NOT met'})")
        if name == "board":
            # Share of one core while the board animates (CPU over the animation's duration).
            print("% of a core over the " + f"{d} s animation: " + ", ".join(
                f"{p} {100 * r['cpu'] / d:.1f} %" for p, r in results.items()))
        for prog, r in results.items():
            if prog in ("counter-tui", "baseline") or prog in REFERENCES:
                continue
            cpu = r["cpu"] / ours["cpu"] if ours["cpu"] > 0 else float("inf")
            size = r["bytes"] / ours["bytes"] if ours["bytes"] > 0 else float("inf")
            print(f"ratio {prog} / counter-tui: cpu {cpu:.1f}x, bytes {size:.1f}x")


if __name__ == "__main__":
    main()
