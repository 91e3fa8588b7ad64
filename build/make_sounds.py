"""Synthesise the sound effects (our own, no samples): ``python build/make_sounds.py``.

Writes 16-bit mono WAV files into ``assets/sounds/``: tick (focus), roll (dice), coin, cross
(a pen stroke), reveal (a short sting) and curtain (a soft swish). Seeded, so the files are the
same on every run.
"""

from __future__ import annotations

import math
import random
import struct
import wave
from pathlib import Path

RATE = 22050
OUT = Path(__file__).resolve().parent.parent / "assets" / "sounds"


def envelope(i: int, n: int, attack: float = 0.01, release: float = 0.6) -> float:
    t = i / RATE
    a = min(1.0, t / attack) if attack > 0 else 1.0
    tail = (n - i) / (n * release) if i > n * (1 - release) else 1.0
    return a * max(0.0, min(1.0, tail))


def tone(freqs, seconds, volume=0.5, decay=6.0):
    n = int(seconds * RATE)
    return [volume * math.exp(-decay * i / RATE) * sum(math.sin(2 * math.pi * f * i / RATE) for f in freqs)
            / len(freqs) * envelope(i, n, 0.005, 0.3) for i in range(n)]


def clicks(count, seconds, rng, volume=0.6):
    n = int(seconds * RATE)
    out = [0.0] * n
    for _ in range(count):
        start = rng.randrange(0, n - 800)
        f = rng.uniform(900, 2200)
        for j in range(700):
            out[start + j] += volume * math.exp(-j / 90) * math.sin(2 * math.pi * f * j / RATE) * rng.uniform(0.6, 1)
    return out


def noise(seconds, rng, volume=0.3, shape=lambda x: 1.0):
    n = int(seconds * RATE)
    prev = 0.0
    out = []
    for i in range(n):
        prev = 0.85 * prev + 0.15 * rng.uniform(-1, 1)  # low-passed: a soft swish
        out.append(volume * prev * shape(i / n))
    return out


def write(name, samples):
    OUT.mkdir(parents=True, exist_ok=True)
    peak = max(1e-9, max(abs(s) for s in samples))
    scale = min(1.0, 0.9 / peak)
    with wave.open(str(OUT / f"{name}.wav"), "wb") as w:
        w.setnchannels(1)
        w.setsampwidth(2)
        w.setframerate(RATE)
        w.writeframes(b"".join(struct.pack("<h", int(32767 * s * scale)) for s in samples))


def main() -> None:
    rng = random.Random(7)
    write("tick", tone([1800], 0.04, 0.3, 60))
    write("roll", clicks(14, 0.55, rng))
    write("coin", [a + b for a, b in zip(tone([2637, 3951], 0.35, 0.5, 9), tone([3136], 0.35, 0.3, 12))])
    write("cross", noise(0.18, rng, 0.8, lambda x: math.sin(math.pi * x)))
    write("reveal", tone([523.25, 659.25, 783.99], 0.7, 0.6, 3.5))
    write("curtain", noise(0.45, rng, 0.5, lambda x: math.sin(math.pi * x) ** 2))
    print("sounds written to", OUT.name)


if __name__ == "__main__":
    main()
