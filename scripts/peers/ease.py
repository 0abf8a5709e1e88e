"""Shared by the peer programs: the same ease-out (exponent 3) and rounding as counter-tui."""
import math


def ease_out(p):
    p = min(max(p, 0.0), 1.0)
    return 1 - (1 - p) ** 3


def value_at(t, start, end, duration):
    return start + (end - start) * ease_out(t / duration) if t < duration else end


def money(v):
    """,##0.00 rounded toward the start while counting up, like counter-tui."""
    cents = math.floor(v * 100 + 1e-9)
    return f"{cents // 100:,}.{cents % 100:02d}"
