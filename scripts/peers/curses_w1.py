"""Peer for W1 and W2: a stdlib curses loop doing the same animation (argv: w1|w2 [duration])."""
import curses
import sys
import time

from ease import money, value_at

workload = sys.argv[1] if len(sys.argv) > 1 else "w1"
duration = float(sys.argv[2]) if len(sys.argv) > 2 else 10.0


def main(screen):
    curses.curs_set(0)
    fps = 100 if workload == "w1" else 60
    targets = [(i + 1) * 12345.67 for i in range(16)]
    start = time.monotonic()
    frame = 0
    while True:
        t = time.monotonic() - start
        rows, cols = screen.getmaxyx()
        if workload == "w1":
            text = str(int(value_at(t, 0, 9999, duration)) if t < duration else 9999).rjust(4)
            screen.addstr(rows // 2, max((cols - 4) // 2, 0), text)
        else:
            for i, target in enumerate(targets):
                text = (money(value_at(t, 0, target, duration)) if t < duration else f"{target:,.2f}").rjust(16)
                screen.addstr(2 + (i // 4) * 3, 2 + (i % 4) * 19, text)
        screen.refresh()
        if t >= duration:
            break
        frame += 1
        time.sleep(max(start + frame / fps - time.monotonic(), 0))


curses.wrapper(main)
