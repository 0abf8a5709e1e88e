#!/usr/bin/env python3
"""Old binary against new, over hundreds of command lines: frames (`--frame-at`), plain output,
offline recordings, errors and exit statuses must be the same, byte for byte, but for timing.

Each case runs both binaries with the same arguments, standard input and environment, without a
terminal (stdin from a file or /dev/null, stdout and stderr to pipes). A case compares one of:
  exact   stdout, stderr and the exit status
  last    the exit status, stderr and the last line of stdout (the lines before depend on timing)
  status  the exit status, stdout's last line and stderr with each number blanked (rates, times)
  file    the exit status, stderr and the bytes of the file the run records
Cases whose output the refactor is meant to change are marked `changes`: their differences are
listed but do not fail the run.

Usage: differential.py OLD NEW [--list] [--only SUBSTRING]
Exits 1 when a case differs that is not marked `changes`.
"""
import argparse
import os
import re
import shutil
import subprocess
import sys
import tempfile

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
EX = os.path.join(ROOT, "boards")
# The time of day that clocks and `--until` see, stopped, when faketime is installed (make
# test-deps installs it).
FROZEN = "2026-06-01 11:59:30"


def cases():
    """(name, argv, stdin bytes or None, mode, changes) for every case."""
    out = []

    def add(args, mode="exact", stdin=None, changes=False):
        out.append((" ".join(args), args, stdin, mode, changes))

    # Frames of one counter: styles, formats, easings, locales, fonts, colours, timers.
    frame = ["--frame-at"]
    for style in ["label", "big", "rolling"]:
        for t in ["0", "0.7", "2.5s", "10"]:
            add(["--from", "0", "--to", "9999", "--duration", "10", "--ease", "out", "--style", style,
                 "--title", "Count", *frame, t, "--size", "60x12"])
    for fmt in ["int", "float", "percent", "compact", "bytes", "bytes-si", "si", ",##0.00", "#,##0", "0.0", "00000"]:
        add(["--from", "-3", "--to", "1234567.89", "--duration", "4", "--format", fmt, *frame, "1.3", "--size", "50x8"])
    for ease in ["linear", "in", "out", "in-out", "in-quad", "out-cubic", "in-out-quart", "out-quint", "in-sine",
                 "out-expo", "in-out-circ", "out-back", "in-elastic", "out-bounce", "cubic-bezier(0.25,0.1,0.25,1)",
                 "steps(5)", "spring", "spring(170,26)"]:
        add(["--to", "1000", "--duration", "2", "--ease", ease, *frame, "0.8", "--size", "40x6"])
    for locale in ["de_DE", "en_IN", "de_DE.UTF-8", "C", "POSIX", "fr_FR", "de_DE@euro"]:
        add(["--to", "1234567.89", "--duration", "1", "--locale", locale, *frame, "1", "--size", "50x6"])
    for extra in [["--prefix", "$"], ["--suffix", " pts"], ["--decimals", "3"], ["--exponent", "2"],
                  ["--font", "ascii"], ["--font", "box"], ["--color", "red"], ["--height", "5"],
                  ["--roll", "shortest", "--style", "rolling"], ["--roll", "up", "--style", "rolling"],
                  ["--roll", "down", "--style", "rolling"], ["--delay", "500ms"], ["--fps", "100"],
                  ["--prefix", "$", "--from", "-5", "--to", "-1234.5", "--format", ",##0.00"],
                  ["--end-text", "Done", "--flash-end"], ["--warn", "500", "--critical", "900"],
                  ["--warn", "500", "--critical", "100", "--below"]]:
        for t in ["0.3", "5"]:
            add(["--to", "999", "--duration", "1", *extra, *frame, t, "--size", "60x10"])
    for timer in [["25m"], ["1:30"], ["90s"], ["--from", "10m", "--to", "0", "--duration", "10m"],
                  ["--stopwatch"], ["--phase", "work=25m", "--phase", "rest=5m:green"],
                  ["--phase", "a=1s", "--phase", "b=2s", "--repeat", "3"], ["--stopwatch", "--style", "big"]]:
        for t in ["0", "1.5", "65", "1500"]:
            add([*timer, *frame, t, "--size", "60x12"])
    # Shorthands.
    for short in [["5"], ["10s"], ["0", "100"], ["100", "0"], ["1e3"]]:
        add([*short, *frame, "0.5", "--size", "40x6"])

    # Dashboards: every example, frames at several times and sizes; --counter boards.
    for name in sorted(os.listdir(EX)):
        if name.endswith((".yaml", ".yml", ".json")):
            for t in ["0", "1", "3"]:
                for size in ["80x24", "120x30"]:
                    add(["dashboard", os.path.join(EX, name), "--frame-at", t, "--size", size])
    for counter in ["to=100", "to=5e3,title=Big,style=big", "from=1,to=9,ease=linear,duration=2",
                    "to=1234.5,format=,##0.00,locale=de_DE", "to=50,warn=30,critical=45"]:
        add(["dashboard", "--counter", counter, "--counter", "to=7,title=Seven", "--frame-at", "1", "--size", "80x12"])

    # Plain output (stdout is a pipe): reduced motion and short runs, last line and status.
    for args in [["--to", "1234.5", "--no-animation"], ["--to", "10", "--duration", "0.2"],
                 ["--from", "5", "--to", "0", "--duration", "0.1", "--format", "float"],
                 ["--to", "1e6", "--duration", "0.1", "--format", "compact"], ["2s", "--no-animation"],
                 ["--to", "99", "--duration", "0.1", "--locale", "de_DE", "--format", "#,##0.00"]]:
        add(args, mode="last")
    add(["--stdin", "--duration", "0.05"], mode="last", stdin=b"1\n2\n3\n42\n")
    add(["--stdin", "--no-animation"], mode="last", stdin=b"7\n1,000\n8\n")
    add(["--stdin", "--no-animation"], mode="last", stdin=b"abc\n\n12.50\n")
    add(["--count-lines"], mode="status", stdin=b"a\n" * 1000)
    add(["--count-bytes", "--format", "bytes"], mode="status", stdin=b"x" * 100000)
    add(["--count-lines", "--expect", "10"], mode="status", stdin=b"a\n" * 10)
    add(["dashboard", "--counter", "to=5", "--no-animation"], mode="last")

    # Offline recordings: rendered from the animation's clock, byte-identical files.
    for rec in ["out.svg", "out.cast"]:
        for args in [["--to", "99", "--duration", "1", "--style", "big"], ["--to", "50", "--duration", "0.5"],
                     ["--from", "1990", "--to", "2026", "--duration", "1", "--style", "rolling", "--loop"]]:
            if "--loop" in args and rec.endswith(".cast"):
                continue
            add([*args, "--size", "40x8", "--fps", "10", "--record", rec], mode="file")
    add(["dashboard", os.path.join(EX, "sales.yaml"), "--size", "80x8", "--fps", "10", "--record", "out.svg"],
        mode="file")

    # Bad usage, bad data, missing files: messages and statuses.
    bad = [["--to"], ["--to", "abc"], ["--to", "nan"], ["--to", "inf"], ["--to", "1e400"], ["--from", "x", "--to", "1"],
           ["--to", "1", "--duration", "-1"], ["--to", "1", "--duration", "10x"], ["--to", "1", "--ease", "outt"],
           ["--to", "1", "--ease", "cubic-bezier(1,2)"], ["--to", "1", "--ease", "steps(0)"], ["--to", "1", "--fps", "0"],
           ["--to", "1", "--fps", "241"], ["--to", "1", "--format", "%%"], ["--to", "1", "--decimals", "21"],
           ["--to", "1", "--locale", "xx_YY"], ["--to", "1", "--style", "huge"], ["--to", "1", "--roll", "sideways"],
           ["--to", "1", "--font", "comic"], ["--to", "1", "--color", "mauve"], ["--to", "1", "--height", "0"],
           ["--to", "1", "--size", "10"], ["--to", "1", "--frame-at", "-1"], ["--to", "1", "--exponent", "0"],
           ["--to", "1", "--repeat", "2"], ["--phase", "bad"], ["--phase", "a=0s"], ["--until", "25:00"],
           ["--to", "1", "--tee"], ["--to", "1", "--expect", "5"], ["--count-lines", "--count-bytes"],
           ["--count-lines", "--stdin"], ["--to", "1", "--rate", "fortnight"], ["--to", "1", "--warn", "x"],
           ["--to", "1", "--history", "-3"], ["--command", "true", "--every", "-1s"],
           ["--to", "1", "--loop"], ["--to", "1", "--record", "x.txt"], ["--to", "1", "--record", "/nonexistent/dir/x.svg"],
           ["--to", "1", "--stats", "--record", "x.svg"], ["--to", "1", "--delay", "1e99"], ["--to", "1", "--bogus"],
           ["--to", "1", "--duration", "1e12"], ["--to", "1", "--ease", "spring(0,0)"], ["--to", "1", "--expect-size", "/nonexistent"],
           ["--stopwatch", "--to", "5"], ["--to", "1", "--window-title", "x"], ["1", "2", "3"],
           ["dashboard"], ["dashboard", "/nonexistent.yaml"], ["dashboard", "--counter", "to=abc"],
           ["dashboard", "--counter", "too=5"], ["dashboard", "--counter", "to=5", "--columns", "0"],
           ["dashboard", "--counter", "to=5,ease=outt"], ["dashboard", "--counter", "to=5", "--fps", "999"],
           ["dashboard", os.path.join(EX, "sales.yaml"), "--counter", "to=1", "--frame-at", "1"], ["count", "--to", "1", "--counter", "to=1"]]
    for args in bad:
        add(args, mode="status")
    # Issue 46: each value is read by its parser as the command line is parsed, so a bad value
    # is named before a combination it is in (`--every 0` without `--command`: the interval).
    for args in [["--to", "1", "--every", "0"], ["--to", "1", "--timeout", "0"]]:
        add(args, mode="status", changes=True)
    files = {
        "empty.yaml": "",
        "list.yaml": "- 1\n- 2\n",
        "badkey.yaml": "counters:\n  - to: 5\n    colour: red\n",
        "badval.yaml": "counters:\n  - to: abc\n",
        "dup.yaml": "counters:\n  - to: 5\n    to: 6\n",
        "tabs.yaml": "counters:\n\t- to: 5\n",
        "bad.json": "{\"counters\": [ {\"to\": 5,} ]}",
        "good.json": "{\"counters\": [ {\"to\": 5, \"title\": \"J\"} ]}",
        "deep.yaml": "counters:\n  - to: 5\n    phases: [1, 2]\n",
        "ok.yaml": "title: T\ncolumns: 2\ncounters:\n  - to: 5\n    title: A\n  - from: 9\n    to: 1\n    style: big\n",
    }
    for name in sorted(files):
        add(["dashboard", "@" + name, "--frame-at", "1", "--size", "60x10"], mode="status")

    # Help and the rest: the help of `count` is regrouped by design (issue 33).
    add(["--version"])
    add(["--help"])
    add(["help", "count"], changes=True)
    add(["help", "dashboard"], changes=True)
    add(["count", "--help"], changes=True)
    for shell in ["bash", "zsh", "fish"]:
        add(["--generate-completion-script", shell], changes=True)
    return out, files


def run(binary, args, stdin, workdir, files):
    """(status, stdout, stderr, recorded file bytes) of one run in a fresh `workdir`."""
    for name, text in files.items():
        with open(os.path.join(workdir, name), "w") as f:
            f.write(text)
    argv = [binary] + [os.path.join(workdir, a[1:]) if a.startswith("@") else a for a in args]
    env = {"PATH": "/usr/bin:/bin", "LANG": "C.UTF-8", "LC_ALL": "C.UTF-8", "TZ": "UTC", "HOME": workdir,
           "SWIFT_BACKTRACE": "interactive=no", "NO_COLOR": "1"}
    # For what shows the time of day (clocks, `--until`) it stands still, the monotonic clock
    # running: both binaries see the same time, whenever each runs. (Not for the others: a run
    # drawn frame by frame waits on the wall clock's dispatch timers, which would not fire.)
    if shutil.which("faketime") and any("clock" in a or a == "--until" for a in args):
        argv = ["faketime", "-m", "-f", FROZEN] + argv
        env["FAKETIME_DONT_FAKE_MONOTONIC"] = "1"
    try:
        p = subprocess.run(argv, input=stdin if stdin is not None else b"", cwd=workdir, env=env,
                           stdout=subprocess.PIPE, stderr=subprocess.PIPE, timeout=30)
        status, out, err = p.returncode, p.stdout, p.stderr
    except subprocess.TimeoutExpired:
        status, out, err = "timeout", b"", b""
    recorded = None
    for name in ("out.svg", "out.cast"):
        path = os.path.join(workdir, name)
        if os.path.exists(path):
            with open(path, "rb") as f:
                recorded = f.read()
            os.remove(path)
    # The binary's own path appears in some messages (argument-parser's usage line).
    out, err = out.replace(binary.encode(), b"BIN"), err.replace(binary.encode(), b"BIN")
    out, err = out.replace(workdir.encode(), b"DIR"), err.replace(workdir.encode(), b"DIR")
    return status, out, err, recorded


def view(result, mode):
    status, out, err, recorded = result
    last = out.rstrip(b"\n").split(b"\n")[-1]
    if mode == "exact":
        return status, out, err
    if mode == "last":
        return status, last, err
    if mode == "status":
        return status, re.sub(rb"[0-9][0-9,.]*", b"#", last), re.sub(rb"[0-9][0-9,.]*", b"#", err)
    return status, err, recorded


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("old")
    parser.add_argument("new")
    parser.add_argument("--list", action="store_true")
    parser.add_argument("--only")
    args = parser.parse_args()
    all_cases, files = cases()
    if args.only:
        all_cases = [c for c in all_cases if args.only in c[0]]
    if args.list:
        for name, *_ in all_cases:
            print(name)
        print(f"{len(all_cases)} cases")
        return 0
    old, new = os.path.abspath(args.old), os.path.abspath(args.new)
    failed, changed = [], []
    with tempfile.TemporaryDirectory() as a, tempfile.TemporaryDirectory() as b:
        for name, argv, stdin, mode, changes in all_cases:
            r_old = view(run(old, argv, stdin, a, files), mode)
            r_new = view(run(new, argv, stdin, b, files), mode)
            # The two binaries live in different places: their own names are blanked above.
            if r_old != r_new:
                (changed if changes else failed).append((name, mode, r_old, r_new))
    for name, mode, r_old, r_new in failed + changed:
        tag = "CHANGED (expected)" if (name, mode, r_old, r_new) in changed else "DIFFERS"
        print(f"{tag} [{mode}] {name}")
        for label, x, y in zip(("status", "out", "err"), r_old, r_new):
            if x != y:
                show = lambda v: (v[:300] + b"..." if isinstance(v, bytes) and len(v) > 300 else v)
                print(f"   {label}: old {show(x)!r}\n   {' ' * len(label)}  new {show(y)!r}")
    print(f"{len(all_cases)} cases: {len(all_cases) - len(failed) - len(changed)} same, "
          f"{len(changed)} changed as intended, {len(failed)} differ")
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
