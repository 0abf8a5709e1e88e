#!/usr/bin/env python3
"""Writes zeros to stdout at a fixed pace, for tests of a pipe meter's rate.

    paced_writer.py [--wait-for-reader] RATE CHUNK SECONDS [PAUSE [SECONDS2]]

RATE bytes a second for SECONDS seconds, in writes of CHUNK bytes each (so RATE / CHUNK writes a
second: 10 ... 100,000), each at its own place on an absolute schedule (the n-th write is due at
n * CHUNK / RATE seconds after the start), so a late write never slows the average down; then,
with PAUSE, nothing for PAUSE seconds with stdout held open, then SECONDS2 more seconds at RATE
(default 0). With --wait-for-reader the schedule starts once the reader has taken the first
write (the pipe is empty again: FIONREAD), so a reader that starts later than the writer sees
the pace from its first read, not a backlog. RATE and CHUNK take k, M, G (binary, as pv: 1M = 1 MiB). A line on stderr at the
end says how many bytes went, and in how long.
"""

import array
import fcntl
import os
import sys
import termios
import time

SUFFIXES = {"k": 1 << 10, "K": 1 << 10, "m": 1 << 20, "M": 1 << 20, "g": 1 << 30, "G": 1 << 30}


def amount(text):
    """`40M` is 41,943,040; a plain number is itself."""
    if text and text[-1] in SUFFIXES:
        return int(float(text[:-1]) * SUFFIXES[text[-1]])
    return int(float(text))


def waiting(out):
    """Bytes written to the pipe `out` and not read yet."""
    count = array.array("i", [0])
    fcntl.ioctl(out, termios.FIONREAD, count, True)
    return count[0]


def stream(out, rate, chunk, seconds, wait_for_reader=False):
    """RATE bytes a second for SECONDS, in writes of CHUNK bytes on an absolute schedule."""
    block = b"\0" * chunk
    total = int(rate * seconds)
    start = time.monotonic()
    sent = 0
    if wait_for_reader and total > 0:
        sent = os.write(out, block[: min(chunk, total)])
        while waiting(out) > 0:
            time.sleep(0.001)
        start = time.monotonic() - sent / rate
    while sent < total:
        due = start + sent / rate
        wait = due - time.monotonic()
        if wait > 0:
            time.sleep(wait)
        piece = block if total - sent >= chunk else block[: total - sent]
        view = memoryview(piece)
        while view:
            view = view[os.write(out, view):]
        sent += len(piece)
    return sent


def main():
    args = sys.argv[1:]
    wait_for_reader = bool(args) and args[0] == "--wait-for-reader"
    if wait_for_reader:
        args = args[1:]
    if len(args) not in (3, 4, 5):
        sys.exit(__doc__)
    rate, chunk, seconds = amount(args[0]), amount(args[1]), float(args[2])
    pause = float(args[3]) if len(args) > 3 else 0.0
    again = float(args[4]) if len(args) > 4 else 0.0
    out = sys.stdout.fileno()
    began = time.monotonic()
    sent = stream(out, rate, chunk, seconds, wait_for_reader)
    if pause > 0:
        time.sleep(pause)
    if again > 0:
        sent += stream(out, rate, chunk, again)
    took = time.monotonic() - began
    sys.stderr.write("paced_writer: %d bytes in %.2f s\n" % (sent, took))


if __name__ == "__main__":
    try:
        main()
    except BrokenPipeError:
        sys.exit(1)
