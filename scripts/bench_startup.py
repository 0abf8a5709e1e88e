#!/usr/bin/env python3
"""Start-up: time from exec to the first byte a program writes to its terminal (an 80x24 pty),
many runs, median and quartiles: counter-tui's W1 command line (0.2 s) beside the C peer's.

Usage: bench_startup.py BINARY [--runs N] [--baseline BINARY] [--floors]

--floors adds the smallest Swift programs built as the release is (scripts/peers/swift_floor):
one that prints a line, and one that formats a number with Foundation first.
"""
import argparse
import os
import statistics
import subprocess
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import bench_terminal  # noqa: E402


def first_byte_ms(argv):
    result = bench_terminal.run(argv)
    if result["status"] != 0 or not result["chunks"]:
        sys.exit(f"{argv[0]} failed (status {result['status']})")
    return result["chunks"][0][0] * 1000


def build_swift_floors():
    """Builds scripts/peers/swift_floor like `make release` builds counter-tui; its two binaries,
    or {} when they cannot be built."""
    package = os.path.join(os.path.dirname(os.path.abspath(__file__)), "peers", "swift_floor")
    scratch = os.path.join(bench_terminal.PEERS_BUILD, "swift_floor")
    command = ["swift", "build", "--package-path", package, "--scratch-path", scratch, "-c", "release",
               "--static-swift-stdlib", "-Xswiftc", "-use-ld=lld", "-Xlinker", "-z", "-Xlinker", "pack-relative-relocs"]
    if subprocess.call(command, stdout=subprocess.DEVNULL) != 0:
        return {}
    release = os.path.join(scratch, "release")
    return {"Swift hello": [os.path.join(release, "swift-hello")],
            "Foundation": [os.path.join(release, "foundation-hello")]}


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("binary")
    parser.add_argument("--runs", type=int, default=41)
    parser.add_argument("--baseline", help="another counter-tui binary, measured interleaved")
    parser.add_argument("--floors", action="store_true", help="add the smallest Swift programs (static runtime)")
    args = parser.parse_args()
    w1 = ["--from", "0", "--to", "9999", "--duration", "0.2", "--ease", "out", "--fps", "100"]
    programs = {"counter-tui": [args.binary] + w1}
    if args.baseline:
        programs["baseline"] = [args.baseline] + w1
    c_peer = bench_terminal.build_c_peer()
    if c_peer:
        programs["C"] = [c_peer, "w1", "0.2"]
    if args.floors:
        programs.update(build_swift_floors())
    times = {name: [] for name in programs}
    for _ in range(args.runs):
        for name, argv in programs.items():
            times[name].append(first_byte_ms(argv))
    print(f"exec to first byte in an 80x24 pty, {args.runs} runs each, interleaved, {os.cpu_count()} cores")
    for name, values in times.items():
        q = statistics.quantiles(values, n=4)
        print(f"{name:12} median {statistics.median(values):6.2f} ms   quartiles {q[0]:6.2f} – {q[2]:6.2f} ms   "
              f"min {min(values):6.2f} ms")


if __name__ == "__main__":
    main()
