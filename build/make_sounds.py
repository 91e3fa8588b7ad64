"""Synthesise the program's sounds (our own, no samples): ``python build/make_sounds.py``.

Writes mono WAV files into ``assets/sounds/``, as ``ludicitude/ui/sound.py`` names them: dice
landing on wood (``roll_<size>_<take>``: noise bursts through a die's and the table's
resonances, each die bouncing to rest), coins (``coins_<size>_<take>``: strikes of a thin metal
disc's inharmonic partials), a pencil's two strokes (``cross_<take>``), a die set down
(``place_<take>``), a padlock's click (``lock``), a bust's sting (``sting``: a muted brass
falling), a snare's roll (``drumroll``) and the hit of faces shown (``reveal``, which ends the
roll), a bell's chime (``chime``), a brass fanfare (``fanfare``), the focus's tick, the
curtain's swish and an eight-second loop of plucked strings, bass and shaker (``music``),
seamless end to start.

Pure Python (``wave``-free: the files are 8-bit mu-law, or 4-bit IMA ADPCM for the sting and the
music, both of which SDL reads, a half and a quarter of the size of 16-bit samples). Seeded: the
same files on every run. Levels peak at most at -1 dBFS; ``sox FILE -n stat`` measures them.
"""

from __future__ import annotations

import math
import random
import struct
import sys
from pathlib import Path

RATE = 22050
OUT = Path(__file__).resolve().parent.parent / "assets" / "sounds"
TAU = 2 * math.pi
Samples = list[float]

# -- the file: IMA ADPCM -----------------------------------------------------------------------
STEPS = (7, 8, 9, 10, 11, 12, 13, 14, 16, 17, 19, 21, 23, 25, 28, 31, 34, 37, 41, 45, 50, 55, 60, 66, 73, 80,
         88, 97, 107, 118, 130, 143, 157, 173, 190, 209, 230, 253, 279, 307, 337, 371, 408, 449, 494, 544, 598,
         658, 724, 796, 876, 963, 1060, 1166, 1282, 1411, 1552, 1707, 1878, 2066, 2272, 2499, 2749, 3024, 3327,
         3660, 4026, 4428, 4871, 5358, 5894, 6484, 7132, 7845, 8630, 9493, 10442, 11487, 12635, 13899, 15289,
         16818, 18500, 20350, 22385, 24623, 27086, 29794, 32767)
INDEX_SHIFT = (-1, -1, -1, -1, 2, 4, 6, 8)
BLOCK = 256  # bytes a block
PER_BLOCK = (BLOCK - 4) * 2 + 1  # samples a block: the header's one, then two a byte


def adpcm_block(samples: list[int], index: int) -> tuple[bytes, int]:
    """One block of IMA ADPCM (the first sample in its header), and the step index after it."""
    predicted = samples[0]
    out = bytearray(struct.pack("<hBB", predicted, index, 0))
    codes = []
    for s in samples[1:]:
        diff = s - predicted
        code = 8 if diff < 0 else 0
        diff = abs(diff)
        step = STEPS[index]
        change = step >> 3
        for bit in (4, 2, 1):
            if diff >= step:
                code |= bit
                diff -= step
                change += step
            step >>= 1
        predicted = max(-32768, min(32767, predicted - change if code & 8 else predicted + change))
        index = max(0, min(88, index + INDEX_SHIFT[code & 7]))
        codes.append(code)
    for i in range(0, len(codes), 2):
        out.append(codes[i] | (codes[i + 1] << 4))
    return bytes(out), index


def ulaw(sample: int) -> int:
    """A 16-bit sample as an 8-bit mu-law byte (ITU G.711)."""
    sign = (sample >> 8) & 0x80
    magnitude = min(-sample if sign else sample, 32635) + 0x84
    exponent = max(0, ((magnitude >> 7) & 0xFF).bit_length() - 1)
    return ~(sign | (exponent << 4) | ((magnitude >> (exponent + 3)) & 0x0F)) & 0xFF


def write(name: str, samples: Samples, peak: float = 0.86, drive: float = 0.0, trim: bool = True,
          adpcm: bool = False) -> None:
    """``samples`` (floats) scaled to ``peak`` (under -1 dBFS, with room for the coding's error)
    as a WAV file: 8-bit mu-law (37 dB from the signal whatever its pitch: clicks, coins and
    bells, whose partials are high), or with ``adpcm`` 4-bit IMA ADPCM padded with silence to
    whole blocks (half the size, as faithful only for low partials: the sting and the music).
    ``drive``: a soft saturation first, which rounds the sharpest peaks off (a click's loudness is
    its body, not its spike); ``trim``: the silence at either end left out (50 dB under the
    peak): a cue is heard from its first sample, on its beat."""
    top = max(1e-9, max(abs(s) for s in samples))
    if trim:
        loud = [i for i, s in enumerate(samples) if abs(s) > top * 0.003]
        samples = fade_out(samples[loud[0]:min(len(samples), loud[-1] + int(0.01 * RATE))], 0.01)
    if drive:
        samples = [math.tanh(drive * s / top) for s in samples]
        top = math.tanh(drive)
    ints = [int(round(32767 * peak * s / top)) for s in samples]
    data = bytearray()
    if adpcm:
        ints += [0] * (-len(ints) % PER_BLOCK)
        index = 0
        for start in range(0, len(ints), PER_BLOCK):
            block, index = adpcm_block(ints[start:start + PER_BLOCK], index)
            data += block
        fmt = struct.pack("<HHIIHHHH", 0x11, 1, RATE, RATE * BLOCK // PER_BLOCK, BLOCK, 4, 2, PER_BLOCK)
    else:
        data += bytes(ulaw(s) for s in ints)
        fmt = struct.pack("<HHIIHHH", 7, 1, RATE, RATE, 1, 8, 0)
    chunks = (b"fmt " + struct.pack("<I", len(fmt)) + fmt + b"fact" + struct.pack("<II", 4, len(ints))
              + b"data" + struct.pack("<I", len(data)) + data + b"\0" * (len(data) % 2))
    OUT.mkdir(parents=True, exist_ok=True)
    (OUT / f"{name}.wav").write_bytes(b"RIFF" + struct.pack("<I", 4 + len(chunks)) + b"WAVE" + chunks)


# -- building blocks ---------------------------------------------------------------------------
def silence(seconds: float) -> Samples:
    return [0.0] * int(seconds * RATE)


def mix(out: Samples, part: Samples, at: float, gain: float = 1.0) -> None:
    """Add ``part`` into ``out`` from ``at`` seconds (what runs past the end is dropped)."""
    start = int(at * RATE)
    for i, s in enumerate(part[:max(0, len(out) - start)]):
        out[start + i] += gain * s


def biquad(x: Samples, kind: str, freq: float, q: float = 0.707) -> Samples:
    """The RBJ cookbook's band-pass (``bp``), low-pass (``lp``) or high-pass (``hp``) filter."""
    w = TAU * min(freq, RATE * 0.45) / RATE
    alpha, cos = math.sin(w) / (2 * q), math.cos(w)
    if kind == "bp":
        b = (alpha, 0.0, -alpha)
    elif kind == "lp":
        b = ((1 - cos) / 2, 1 - cos, (1 - cos) / 2)
    else:
        b = ((1 + cos) / 2, -(1 + cos), (1 + cos) / 2)
    a0, a1, a2 = 1 + alpha, -2 * cos, 1 - alpha
    b0, b1, b2 = (v / a0 for v in b)
    a1, a2 = a1 / a0, a2 / a0
    y: Samples = []
    x1 = x2 = y1 = y2 = 0.0
    for s in x:
        v = b0 * s + b1 * x1 + b2 * x2 - a1 * y1 - a2 * y2
        x2, x1, y2, y1 = x1, s, y1, v
        y.append(v)
    return y


def burst(seconds: float, decay: float, rng: random.Random) -> Samples:
    """White noise dying away with time constant ``decay`` (seconds)."""
    return [rng.uniform(-1, 1) * math.exp(-i / RATE / decay) for i in range(int(seconds * RATE))]


def partials(seconds: float, parts: list[tuple[float, float, float]], attack: float = 0.001) -> Samples:
    """A sum of sines, each ``(frequency, amplitude, decay in seconds)``, with a short attack."""
    n = int(seconds * RATE)
    out = [0.0] * n
    for f, amp, decay in parts:
        if f >= RATE / 2:
            continue
        step, k = TAU * f / RATE, math.exp(-1 / (RATE * decay))
        g = amp
        for i in range(n):
            out[i] += g * math.sin(step * i)
            g *= k
    a = max(1, int(attack * RATE))
    for i in range(min(a, n)):
        out[i] *= i / a
    return out


def resonant_hit(rng: random.Random, modes: list[tuple[float, float, float]], seconds: float = 0.06,
                 grain: float = 0.0012) -> Samples:
    """A knock: a noise burst of ``grain`` seconds through band-passes ``(freq, q, gain)``."""
    excite = burst(seconds, grain, rng)
    out = [0.0] * len(excite)
    for f, q, gain in modes:
        for i, v in enumerate(biquad(excite, "bp", f, q)):
            out[i] += gain * v
    return out


def fade_out(x: Samples, seconds: float) -> Samples:
    n = min(len(x), int(seconds * RATE))
    for i in range(n):
        x[len(x) - n + i] *= 1 - i / n
    return x


# -- dice, coins, pencil -----------------------------------------------------------------------
def die_hit(rng: random.Random, strength: float, body: float) -> Samples:
    """One die striking the wooden table: the die's bright click over the table's knock."""
    die = rng.uniform(2400, 3600) * body
    return resonant_hit(rng, [(die, 9, 1.0), (die * rng.uniform(1.45, 1.6), 12, 0.5),
                              (rng.uniform(700, 950), 6, 0.9), (rng.uniform(220, 300), 4, 0.5)],
                        seconds=0.07, grain=0.0009 + 0.0006 * strength)


def roll(dice: int, rng: random.Random) -> Samples:
    """``dice`` dice thrown on wood, as long as the table's tumble (0.6 s): each lands a little
    after the last and bounces ever lower and quicker, rolls on its edges in soft irregular clicks,
    and tips onto its face at the end (a click and a rock); now and then it knocks a neighbour."""
    seconds = 0.62
    out = silence(seconds + 0.1)
    for _ in range(dice):
        t = rng.uniform(0, 0.03 * min(dice, 5))
        gap, amp, body = rng.uniform(0.07, 0.1), rng.uniform(0.8, 1.0), rng.uniform(0.9, 1.1)
        for _bounce in range(rng.randint(3, 4)):  # bouncing
            mix(out, die_hit(rng, amp, body), t, amp)
            if dice > 1 and rng.random() < 0.3:  # knocks a neighbour: a higher, thinner click
                mix(out, resonant_hit(rng, [(rng.uniform(4200, 5200), 14, 1.0)], 0.03, 0.0005), t + 0.012,
                    amp * 0.35)
            t += gap
            gap *= rng.uniform(0.6, 0.75)
            amp *= rng.uniform(0.5, 0.65)
        settle = rng.uniform(0.46, 0.56)
        while t < settle - 0.03:  # rolling on its edges
            mix(out, die_hit(rng, 0.2, body * 1.1), t, rng.uniform(0.08, 0.2))
            t += rng.uniform(0.025, 0.07)
        mix(out, die_hit(rng, 0.4, body), settle, rng.uniform(0.25, 0.35))  # tips onto its face
        mix(out, die_hit(rng, 0.2, body), settle + rng.uniform(0.018, 0.03), rng.uniform(0.08, 0.14))
    return fade_out(out, 0.03)


def coin(rng: random.Random, size: float) -> Samples:
    """A coin struck: a thin disc's inharmonic partials, the high ones dying first."""
    f = rng.uniform(2100, 2700) / size
    parts = [(f * r, a * rng.uniform(0.7, 1.0), d * rng.uniform(0.8, 1.2))
             for r, a, d in ((1.0, 1.0, 0.22), (1.59, 0.55, 0.16), (2.14, 0.6, 0.12), (2.65, 0.35, 0.09),
                             (3.16, 0.3, 0.07), (3.9, 0.2, 0.05))]
    tone = partials(0.4, parts)
    click = resonant_hit(rng, [(6000, 3, 0.6)], 0.02, 0.0004)
    mix(tone, click, 0.0, 0.6)
    return tone


def coins(count: int, rng: random.Random) -> Samples:
    """``count`` coins dropped onto a pile: strikes at random moments, softer and quicker as
    they settle (a shower for many)."""
    span = 0.05 + 0.06 * min(count, 8)
    out = silence(span + 0.4)
    for k in range(count):
        t = span * (k / max(1, count - 1)) ** 0.8 + rng.uniform(-0.015, 0.015) if count > 1 else 0.0
        amp = rng.uniform(0.55, 1.0) * (1 - 0.35 * k / max(1, count))
        mix(out, coin(rng, rng.uniform(0.92, 1.1)), max(0.0, t), amp)
        if rng.random() < 0.5:  # it rings against a coin of the pile
            mix(out, coin(rng, rng.uniform(0.85, 1.0)), max(0.0, t) + rng.uniform(0.02, 0.05), amp * 0.3)
    return fade_out(out, 0.08)


def stroke(seconds: float, rng: random.Random) -> Samples:
    """A pencil's stroke on paper: graphite's grain, band-passed, swelling and fading."""
    n = int(seconds * RATE)
    grain = [rng.uniform(-1, 1) * (0.4 + 0.6 * abs(math.sin(i * rng.uniform(0.02, 0.03)))) for i in range(n)]
    body = biquad(biquad(grain, "bp", rng.uniform(2600, 3400), 0.9), "hp", 900)
    return [v * math.sin(math.pi * i / n) ** 0.6 for i, v in enumerate(body)]


def cross(rng: random.Random) -> Samples:
    """A cross: two strokes, the second a little quicker."""
    out = silence(0.22)
    mix(out, stroke(rng.uniform(0.075, 0.09), rng), 0.0)
    mix(out, stroke(rng.uniform(0.06, 0.075), rng), rng.uniform(0.11, 0.13), rng.uniform(0.8, 1.0))
    return out


def place(rng: random.Random) -> Samples:
    """A die set down on the table, a little bounce after it."""
    out = silence(0.16)
    body = rng.uniform(0.85, 1.0)
    mix(out, die_hit(rng, 0.6, body * 0.75), 0.0)
    mix(out, die_hit(rng, 0.3, body * 0.75), rng.uniform(0.035, 0.05), 0.25)
    return fade_out(out, 0.02)


# -- the moments -------------------------------------------------------------------------------
def lock(rng: random.Random) -> Samples:
    """A padlock snapping shut: the latch's bright click, the shackle's clack after it."""
    out = silence(0.26)
    mix(out, resonant_hit(rng, [(3800, 18, 1.0), (5600, 20, 0.6)], 0.05, 0.0004), 0.0)
    mix(out, partials(0.12, [(2870, 0.5, 0.03), (4130, 0.35, 0.02), (6290, 0.2, 0.012)]), 0.0, 0.5)
    mix(out, resonant_hit(rng, [(1250, 10, 1.0), (2350, 12, 0.7), (420, 5, 0.4)], 0.12, 0.001), 0.055, 0.9)
    return fade_out(out, 0.02)


def brass(freq: float, seconds: float, *, bend: float = 1.0, vibrato: float = 0.0, bright: float = 1.0,
          attack: float = 0.03, release: float = 0.08) -> Samples:
    """A brass-like note: harmonics whose brightness follows the breath (the louder, the
    brighter), bending by ``bend`` over the note, with a slow vibrato."""
    n = int(seconds * RATE)
    out = [0.0] * n
    phase = 0.0
    for i in range(n):
        t = i / RATE
        env = min(1.0, t / attack) * min(1.0, (seconds - t) / release) * (0.85 + 0.15 * math.exp(-t * 6))
        f = freq * (bend ** (t / seconds)) * (1 + vibrato * math.sin(TAU * 5.5 * t) * min(1.0, t / 0.25))
        phase += TAU * f / RATE
        level = env * bright
        s = 0.0
        for h in range(1, 9):
            if f * h >= RATE / 2:
                break
            s += math.sin(h * phase) * level ** (0.5 + 0.35 * h) / h
        out[i] = env * s
    return out


def sting(rng: random.Random) -> Samples:
    """A bust: a muted brass falling by half-steps, the last note sagging with a wobble, over a
    low thump."""
    out = silence(1.05)
    base = 233.08  # B flat
    for k, semis in enumerate((0, -1, -2)):
        mix(out, brass(base * 2 ** (semis / 12), 0.16, bright=0.7, attack=0.015, release=0.04), k * 0.17, 0.8)
    mix(out, brass(base * 2 ** (-3 / 12), 0.5, bend=0.94, vibrato=0.02, bright=0.75), 0.51, 0.9)
    mix(out, partials(0.3, [(70, 0.8, 0.12), (105, 0.3, 0.08)], attack=0.003), 0.0, 0.6)
    return biquad(fade_out(out, 0.06), "lp", 2600)


def snare(rng: random.Random, amp: float) -> Samples:
    """A snare stroke: the head's short tone and the wires' band of noise."""
    wires = biquad(burst(0.09, 0.035, rng), "bp", 4200, 0.7)
    head = partials(0.06, [(190, 0.9, 0.02), (330, 0.4, 0.015)], attack=0.001)
    out = [w * 0.9 for w in wires]
    mix(out, head, 0.0, 0.6)
    return [v * amp for v in out]


def drumroll(rng: random.Random) -> Samples:
    """A snare's roll growing louder under a reveal, then held (the reveal's hit ends it, when
    the faces show: about 0.65 s at normal speed, 1 s at slow)."""
    seconds, swell = 1.25, 0.6
    out = silence(seconds + 0.1)
    t, k = 0.0, 0
    while t < seconds:
        grow = 0.3 + 0.7 * min(1.0, t / swell) ** 1.5
        mix(out, snare(rng, grow * (1.0 if k % 2 == 0 else 0.8) * rng.uniform(0.9, 1.0)), t)
        t += 0.034 + rng.uniform(-0.003, 0.003)
        k += 1
    return fade_out(out, 0.15)


def bell(freq: float, seconds: float, decay: float = 0.8) -> Samples:
    """A small bell: inharmonic partials, the high ones short."""
    return partials(seconds, [(freq, 1.0, decay), (freq * 2.0, 0.45, decay * 0.6), (freq * 2.76, 0.35, decay * 0.4),
                              (freq * 5.4, 0.15, decay * 0.2)], attack=0.002)


def reveal(rng: random.Random) -> Samples:
    """The faces shown: a bright chord struck over a soft cymbal's splash."""
    out = silence(0.9)
    for f, gain in ((523.25, 1.0), (659.25, 0.8), (783.99, 0.8), (1046.5, 0.5)):
        mix(out, bell(f, 0.9, 0.45), 0.0, gain)
    splash = biquad(burst(0.7, 0.18, rng), "hp", 5000)
    mix(out, splash, 0.0, 0.5)
    mix(out, snare(rng, 1.0), 0.0, 0.8)
    return fade_out(out, 0.1)


def chime(rng: random.Random) -> Samples:
    """A round's scores: two bells, a fifth apart."""
    out = silence(1.0)
    mix(out, bell(1318.5, 0.9), 0.0)
    mix(out, bell(1975.5, 0.8), 0.12, 0.8)
    return fade_out(out, 0.1)


def fanfare(rng: random.Random) -> Samples:
    """A win: a brass call up the major chord, the last note held in harmony with a timpani roll
    under it."""
    out = silence(2.1)
    c = 261.63
    notes = ((0.0, c, 0.13), (0.15, c * 5 / 4, 0.13), (0.3, c * 3 / 2, 0.13), (0.45, c * 2, 1.4))
    for at, f, length in notes:
        last = length > 1
        mix(out, brass(f, length, vibrato=0.012 if last else 0.0, bright=1.0, attack=0.02,
                       release=0.35 if last else 0.04), at)
        if last:  # the harmony: a third and a fifth under it
            mix(out, brass(f * 5 / 8, length, vibrato=0.01, bright=0.8, attack=0.05, release=0.35), at, 0.6)
            mix(out, brass(f * 3 / 4, length, vibrato=0.01, bright=0.8, attack=0.05, release=0.35), at, 0.6)
    t = 0.45
    while t < 1.5:
        mix(out, partials(0.25, [(c / 2, 0.5 * (1.5 - t), 0.15), (c * 3 / 4, 0.2 * (1.5 - t), 0.1)], 0.004), t)
        t += 0.05
    return biquad(fade_out(out, 0.15), "lp", 5500)


# -- the screens' own --------------------------------------------------------------------------
def tick(rng: random.Random) -> Samples:
    return partials(0.035, [(1900, 1.0, 0.008), (3800, 0.3, 0.004)], attack=0.0005)


def curtain(rng: random.Random) -> Samples:
    """A soft swish: noise through a band sweeping up and down."""
    n = int(0.45 * RATE)
    noise = [rng.uniform(-1, 1) for _ in range(n)]
    out: Samples = []
    y1 = y2 = 0.0
    for i, s in enumerate(noise):  # a resonant low-pass whose cut-off follows the sweep
        x = i / n
        f = 500 + 2500 * math.sin(math.pi * x)
        w = TAU * f / RATE
        r = 0.9
        v = s * (1 - r) * 2 + 2 * r * math.cos(w) * y1 - r * r * y2
        y2, y1 = y1, v
        out.append(v * math.sin(math.pi * x) ** 2)
    return out


# -- the music ---------------------------------------------------------------------------------
def pluck(freq: float, seconds: float, rng: random.Random, damping: float = 0.996) -> Samples:
    """A plucked string (Karplus-Strong): a burst of noise in a delay line that loses its highs."""
    period = max(2, int(round(RATE / freq)))
    line = [rng.uniform(-1, 1) for _ in range(period)]
    line = biquad(line * 3, "lp", freq * 6)[-period:]
    out: Samples = []
    prev = 0.0
    for i in range(int(seconds * RATE)):
        s = line[i % period]
        line[i % period] = damping * 0.5 * (s + prev)
        prev = s
        out.append(s)
    return out


def midi(note: int) -> float:
    """A MIDI note's frequency (69: the A at 440 Hz)."""
    return 440.0 * 2 ** ((note - 69) / 12)


def music(rng: random.Random) -> Samples:
    """Eight seconds to loop: I-vi-IV-V in C, arpeggios on a plucked string, a round bass, a soft
    shaker; whatever rings past the end comes back at the start (the loop has no seam). Its
    length is whole ADPCM blocks, so no silence pads it."""
    length = (8 * RATE // PER_BLOCK) * PER_BLOCK
    beat = length / RATE / 16  # four bars of four beats
    out = [0.0] * (length + RATE)
    chords = ((48, (60, 64, 67, 72)), (45, (57, 60, 64, 69)), (41, (57, 60, 65, 69)), (43, (55, 59, 62, 67)))
    pattern = (0, 1, 2, 3, 2, 1, 2, 3)  # eighth notes through the chord
    for bar, (bass, notes) in enumerate(chords):
        start = bar * 4 * beat
        for k, idx in enumerate(pattern):
            at = start + k * beat / 2
            mix(out, pluck(midi(notes[idx]), 0.9, rng), at, 0.5 if k % 2 == 0 else 0.38)
        for b in (0, 2):
            tone = partials(beat * 1.8, [(midi(bass), 1.0, 0.5), (midi(bass) * 2, 0.25, 0.3)], attack=0.01)
            mix(out, fade_out(tone, 0.08), start + b * beat, 0.55)
        for b in range(4):  # the shaker on the off-beats
            mix(out, biquad(burst(0.06, 0.015, rng), "hp", 6000), start + (b + 0.5) * beat, 0.12)
    loop = out[:length]
    for i, v in enumerate(out[length:]):
        loop[i] += v
    return biquad(loop, "lp", 6000)


def main() -> None:
    rng = random.Random(37)
    for old in OUT.glob("*.wav"):
        old.unlink()
    dice_by_group = ((1, 2, 2), (3, 4, 5), (6, 7, 8))  # the takes of each size (ui/sound.py's SIZES)
    coins_by_group = ((1, 2, 1), (3, 4, 5), (7, 9, 12))
    for g, (dice, amounts) in enumerate(zip(dice_by_group, coins_by_group), 1):
        for k in range(3):
            write(f"roll_{g}_{k + 1}", roll(dice[k], rng), 0.64 + 0.04 * g, drive=3.0)
            write(f"coins_{g}_{k + 1}", coins(amounts[k], rng), 0.68 + 0.04 * g)
    for k in range(3):
        write(f"cross_{k + 1}", cross(rng), 0.6, drive=1.5)
        write(f"place_{k + 1}", place(rng), 0.7, drive=3.0)
    write("tick", tick(rng), 0.3)
    write("curtain", curtain(rng), 0.5)
    write("lock", lock(rng), 0.85)
    write("sting", sting(rng), 0.6, adpcm=True)
    write("drumroll", drumroll(rng), 0.7)
    write("reveal", reveal(rng), 0.85)
    write("chime", chime(rng), 0.7)
    write("fanfare", fanfare(rng), 0.85)
    write("music", music(rng), 0.6, trim=False, adpcm=True)
    total = sum(p.stat().st_size for p in OUT.glob("*.wav"))
    print(f"sounds written to {OUT.name}: {total // 1024} KB", file=sys.stderr)


if __name__ == "__main__":
    main()
