"""Peer for W2: rich Live with a 4x4 grid of 16 counters, 0 → (i+1)·12345.67, 10 s, 60 fps."""
import sys
import time

from rich.live import Live
from rich.table import Table

from ease import money, value_at

duration = float(sys.argv[1]) if len(sys.argv) > 1 else 10.0
fps = 60
targets = [(i + 1) * 12345.67 for i in range(16)]


def grid(t):
    table = Table.grid(padding=(0, 2))
    for _ in range(4):
        table.add_column(justify="right", width=16)
    for row in range(4):
        cells = []
        for col in range(4):
            target = targets[row * 4 + col]
            cells.append(money(value_at(t, 0, target, duration)) if t < duration else f"{target:,.2f}")
        table.add_row(*cells)
    return table


start = time.monotonic()
with Live(grid(0), refresh_per_second=fps, auto_refresh=False) as live:
    frame = 0
    while True:
        t = time.monotonic() - start
        live.update(grid(t), refresh=True)
        if t >= duration:
            break
        frame += 1
        time.sleep(max(start + frame / fps - time.monotonic(), 0))
