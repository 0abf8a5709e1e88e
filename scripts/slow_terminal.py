#!/usr/bin/env python3
"""A terminal that answers late or in pieces, for the end-to-end tests of issue 34.

Runs a command on the slave side of a new pty as its controlling terminal (its own session, in
the foreground, TERM=xterm-256color, 80x24), reads everything it writes, and answers the queries
a terminal answers:

  DA1            ESC [ c          ->  ESC [ ? 62 ; 22 c
  DECRQM 2026    ESC [ ? 2026 $ p ->  ESC [ ? 2026 ; 2 $ y
  DSR (cursor)   ESC [ 6 n        ->  ESC [ 1 ; 1 R

--late S    each answer is sent S seconds after its query (a slow ssh link)
--split S   each answer is sent in two pieces: ESC at once (after --late), the rest S seconds later
--type T    bytes typed into the terminal before the command starts (typeahead)
--press S:T bytes T typed S seconds after the start (a key pressed during the run; \e is Esc)

Answers still owed when the command exits are sent anyway, as a terminal would. Then what is left
in the terminal's input queue (what the shell would read next) is read back. Prints one JSON
object: status (exit status, or -signal), seconds (from start to exit), output (everything the
command wrote, latin-1), left (the bytes left in the input queue, latin-1), queries (how many
queries were seen).
"""
import argparse
import fcntl
import json
import os
import pty
import select
import signal
import struct
import sys
import termios
import time

QUERIES = [
    (b"\x1b[?2026$p", b"\x1b[?2026;2$y"),
    (b"\x1b[c", b"\x1b[?62;22c"),
    (b"\x1b[0c", b"\x1b[?62;22c"),
    (b"\x1b[6n", b"\x1b[1;1R"),
]


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--late", type=float, default=0.0)
    parser.add_argument("--split", type=float, default=None)
    parser.add_argument("--type", default="")
    parser.add_argument("--press", action="append", default=[])
    parser.add_argument("--timeout", type=float, default=20.0)
    parser.add_argument("command", nargs=argparse.REMAINDER)
    args = parser.parse_args()
    command = args.command[1:] if args.command[:1] == ["--"] else args.command

    master, slave = pty.openpty()
    fcntl.ioctl(slave, termios.TIOCSWINSZ, struct.pack("HHHH", 24, 80, 0, 0))
    slave_name = os.ttyname(slave)
    if args.type:
        # Typed before the command starts: in the queue, as after `sleep 1` with typing.
        os.write(master, args.type.encode("latin-1"))
        time.sleep(0.05)
    start = time.monotonic()
    pid = os.fork()
    if pid == 0:
        try:
            os.close(master)
            os.setsid()
            fcntl.ioctl(slave, termios.TIOCSCTTY, 0)
            for fd in (0, 1, 2):
                os.dup2(slave, fd)
            if slave > 2:
                os.close(slave)
            env = dict(os.environ)
            env["TERM"] = "xterm-256color"
            env["SWIFT_BACKTRACE"] = "interactive=no"
            env.setdefault("LANG", "C.UTF-8")
            env.pop("NO_COLOR", None)
            env.pop("COUNTER_TUI_ANIMATIONS", None)
            os.execvpe(command[0], command, env)
        finally:
            os._exit(127)

    output = bytearray()
    pending = []  # (time, bytes): answers, in the order the terminal sends them
    presses = []  # (time, bytes): keys the user presses
    for press in args.press:
        at, text = press.split(":", 1)
        presses.append((start + float(at), text.replace("\\e", "\x1b").encode("latin-1")))
    queries = 0
    scanned = 0
    status = None
    ended_at = None
    deadline = start + args.timeout

    def schedule(answer, now):
        # A terminal answers in order: an answer starts once the one before it is out.
        at = max(now + args.late, pending[-1][0] if pending else 0.0)
        if args.split is None:
            pending.append((at, answer))
        else:
            pending.append((at, answer[:1]))
            pending.append((at + args.split, answer[1:]))

    while True:
        now = time.monotonic()
        while pending and pending[0][0] <= now:
            _, data = pending.pop(0)
            os.write(master, data)
        while status is None and presses and presses[0][0] <= now:
            _, data = presses.pop(0)
            os.write(master, data)
        if status is None:
            done, wait_status = os.waitpid(pid, os.WNOHANG)
            if done:
                status = os.waitstatus_to_exitcode(wait_status)
                ended_at = now
        if status is not None and not pending:
            break
        if now > deadline:
            os.kill(pid, signal.SIGKILL)
            os.waitpid(pid, 0)
            status, ended_at = "timeout", now
            break
        wait = 0.01
        for queue in (pending, presses):
            if queue:
                wait = max(0.0, min(wait, queue[0][0] - now))
        ready, _, _ = select.select([master], [], [], wait)
        if ready:
            try:
                data = os.read(master, 65536)
            except OSError:
                data = b""
            if data:
                output += data
                # Queries may span reads: scan from a little before the new bytes.
                while True:
                    found = None
                    for query, answer in QUERIES:
                        index = output.find(query, scanned)
                        if index >= 0 and (found is None or index < found[0]):
                            found = (index, query, answer)
                    if found is None:
                        scanned = max(scanned, len(output) - 16)
                        break
                    queries += 1
                    schedule(found[2], time.monotonic())
                    scanned = found[0] + len(found[1])

    # What the shell would read next: the terminal's input queue, in non-canonical mode.
    time.sleep(0.05)
    attributes = termios.tcgetattr(slave)
    attributes[3] &= ~(termios.ICANON | termios.ECHO)
    attributes[6][termios.VMIN] = 0
    attributes[6][termios.VTIME] = 0
    termios.tcsetattr(slave, termios.TCSANOW, attributes)
    left = bytearray()
    while True:
        ready, _, _ = select.select([slave], [], [], 0.05)
        if not ready:
            break
        chunk = os.read(slave, 4096)
        if not chunk:
            break
        left += chunk
    try:
        while select.select([master], [], [], 0)[0]:
            chunk = os.read(master, 65536)
            if not chunk:
                break
            output += chunk
    except OSError:
        pass
    print(json.dumps({
        "status": status,
        "seconds": round(ended_at - start, 3),
        "output": output.decode("latin-1"),
        "left": left.decode("latin-1"),
        "queries": queries,
    }))


if __name__ == "__main__":
    sys.exit(main())
