"""Peer for W1: rich Live counting 0 → 9999 over 10 s with ease-out at 100 fps."""
import sys
import time

from rich.live import Live
from rich.text import Text

from ease import value_at

duration = float(sys.argv[1]) if len(sys.argv) > 1 else 10.0
fps = 100
start = time.monotonic()
with Live(Text("0"), refresh_per_second=fps, auto_refresh=False) as live:
    frame = 0
    while True:
        t = time.monotonic() - start
        v = int(value_at(t, 0, 9999, duration)) if t < duration else 9999
        live.update(Text(str(v)), refresh=True)
        if t >= duration:
            break
        frame += 1
        time.sleep(max(start + frame / fps - time.monotonic(), 0))
