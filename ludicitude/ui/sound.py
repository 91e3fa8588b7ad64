"""The program's sounds: short cues and a music loop; silent (never failing) with no audio device.

The cues are ``core/cues.py``'s ``SOUNDS`` (those a game's sounds declaration may name, and the
screens' ``tick`` and ``curtain``), made by ``build/make_sounds.py`` into ``assets/sounds/``.
Frequent cues come in takes: ``roll`` and ``coins`` by how many dice or coins (``SIZES``), three
takes of each size, ``cross`` and ``place`` three takes; each take is also kept a little lower
and a little higher (``PITCHES``: the same samples told a nearby rate, which the mixer resamples),
and every play picks a take and a pitch at random (never the take just heard) and a volume a
little under the setting's; a cue started twice in one frame is heard once.

Nothing is read from disk when a sound plays: ``load`` starts the mixer and reads every file
once (the app runs it in a thread after its first frame, ``preload``; a play before that loads
at once). A play is a look-up and a channel's start. The music loop has its own channel and
volume (``music_volume``) and plays while the screen on top asks for it (the launcher, the demo,
the settings: ``end_frame``). ``listeners`` are told every cue started (the tests' seam).
"""

from __future__ import annotations

import _thread
import random
from collections.abc import Callable
from typing import TYPE_CHECKING, Any

import pygame

from ludicitude.core.frozen import Frozen
from ludicitude.resources import asset_path

if TYPE_CHECKING:  # threading is imported when the sounds are loaded, after the first frame
    import threading

#: a sized cue's takes by how many dice or coins: the group of the largest threshold reached
SIZES = (1, 3, 6)
#: how many takes a varied cue has (of each size, for a sized one)
TAKES = 3
#: besides the sized cues (``VARIED``: ``SIZED`` and these)
ALSO_VARIED = ("cross", "place")
#: the pitches a varied take is kept at (the same samples at a rate a little off)
PITCHES = (0.94, 1.0, 1.06)
#: a play's volume is the setting's times a random factor from this to 1
QUIETEST = 0.8
#: a cue that ends another still sounding (the reveal's hit ends the drum roll under it: at any
#: animation speed the roll lasts until the faces show)
CUTS = {"reveal": "drumroll"}
CUT_MS = 40
#: a cue not started again while it still sounds (a win's fanfare asked for by the game's end and
#: by the end screen is heard once)
ONCE = ("fanfare",)
MUSIC = "music"
MUSIC_FADE_MS = 600


def __getattr__(name: str) -> object:
    """``SOUNDS``, ``SIZED`` (``core/cues.py``'s) and ``VARIED``, read when first asked for: the
    cues' module imports the rules' framework, which the launcher's first frame does not need."""
    if name not in ("SOUNDS", "SIZED", "VARIED"):
        raise AttributeError(name)
    return dict(zip(("SOUNDS", "SIZED", "VARIED"), _cues()))[name]


def _cues() -> tuple[Any, Any, Any]:
    """``SOUNDS``, ``SIZED`` and ``VARIED``."""
    from ludicitude.core.cues import SIZED, SOUNDS

    return SOUNDS, SIZED, (*SIZED, *ALSO_VARIED)


def file_names(name: str) -> list[str]:
    """The files (without ``.wav``) of one cue: ``roll_<size group>_<take>``, ``cross_<take>``,
    or the cue's name alone."""
    _, sized, varied = _cues()
    if name in sized:
        return [f"{name}_{g}_{k}" for g in range(1, len(SIZES) + 1) for k in range(1, TAKES + 1)]
    if name in varied:
        return [f"{name}_{k}" for k in range(1, TAKES + 1)]
    return [name]


def all_files() -> list[str]:
    """Every sound file the program plays (the build script makes them, the package ships them)."""
    return [f for name in _cues()[0] for f in file_names(name)] + [MUSIC]


def size_group(size: int) -> int:
    """The take group of a sized cue for ``size`` dice or coins (0: the fewest)."""
    return max(0, sum(1 for threshold in SIZES if size >= threshold) - 1)


def at_rate(data: bytes, factor: float) -> bytes:
    """A WAV file's bytes with its sample rate told ``factor`` times higher: the mixer, which
    converts every sound to its own rate, plays it that much higher and shorter."""
    import struct  # the sounds are read after the first frame

    at = data.find(b"fmt ", 12)
    if at < 0:
        return data
    rate_at = at + 12
    rate, byte_rate = struct.unpack_from("<II", data, rate_at)
    return data[:rate_at] + struct.pack("<II", round(rate * factor), round(byte_rate * factor)) + data[rate_at + 8:]


class Played(Frozen):
    """A cue started: its name, size, the take (0-based) and pitch chosen, and its volume (0-1).
    A ``Frozen`` value (``core/frozen.py``: no dataclass built before the first frame)."""

    FIELDS = ("name", "size", "take", "pitch", "volume")
    __slots__ = FIELDS
    name: str
    size: int
    take: int
    pitch: float
    volume: float

    def __init__(self, name: str, size: int, take: int, pitch: float, volume: float) -> None:
        for field, value in zip(self.FIELDS, (name, size, take, pitch, volume)):
            object.__setattr__(self, field, value)


class Sounds:
    def __init__(self, volume: int, music_volume: int = 0, seed: int | None = None) -> None:
        self.volume = volume
        self.music_volume = music_volume
        self.ok: bool | None = None  # unknown until loaded: False with no audio device (silent)
        self.rng = random.Random(seed)
        #: cue -> take group (by size; one for most) -> [(take, pitch, sound)]
        self._bank: dict[str, list[list[tuple[int, float, pygame.mixer.Sound]]]] = {}
        self._music: pygame.mixer.Sound | None = None
        self._music_channel: pygame.mixer.Channel | None = None
        self.music_playing = False
        self._lock = _thread.allocate_lock()  # threading.Lock, without importing threading yet
        self._loader: threading.Thread | None = None
        self._this_frame: set[str] = set()  # the cues started in this frame
        #: the channel of the last start of a cue ``CUTS`` may end or of a ``ONCE`` one
        self._sounding: dict[str, tuple[pygame.mixer.Channel, pygame.mixer.Sound]] = {}
        self._last_take: dict[str, int] = {}  # cue -> the take heard last
        #: told every cue started (what was chosen), the tests' seam
        self.listeners: list[Callable[[Played], None]] = []

    # -- loading, once ---------------------------------------------------------------------------
    def preload(self) -> None:
        """Start the mixer and read every sound in a thread (the app does it after its first
        frame, so that neither the start nor a frame waits for it)."""
        if self.ok is None and self._loader is None:
            import threading

            self._loader = threading.Thread(target=self.load, name="sounds", daemon=True)
            self._loader.start()

    def load(self) -> bool:
        """Start the mixer and read every sound into memory (at most once); False: silent."""
        with self._lock:
            if self.ok is not None:
                return self.ok
            try:
                if not pygame.mixer.get_init():
                    pygame.mixer.pre_init(44100, -16, 2, 512)  # ~12 ms of buffer: under a frame
                    pygame.mixer.init()
                pygame.mixer.set_num_channels(16)
                pygame.mixer.set_reserved(1)
                self._music_channel = pygame.mixer.Channel(0)
                for name in _cues()[0]:
                    self._bank[name] = self._read(name)
                self._music = self._sound(MUSIC, 1.0)
                self.ok = True
            except pygame.error:
                self.ok = False  # no audio device: stay silent
            return self.ok

    def _read(self, name: str) -> list[list[tuple[int, float, pygame.mixer.Sound]]]:
        files = file_names(name)
        _, sized, varied = _cues()
        groups = len(SIZES) if name in sized else 1
        pitches = PITCHES if name in varied else (1.0,)
        per = len(files) // groups
        out: list[list[tuple[int, float, pygame.mixer.Sound]]] = []
        for g in range(groups):
            takes = []
            for k, file in enumerate(files[g * per:(g + 1) * per]):
                for pitch in pitches:
                    snd = self._sound(file, pitch)
                    if snd is not None:
                        takes.append((k, pitch, snd))
            out.append(takes)
        return out

    @staticmethod
    def _sound(file: str, pitch: float) -> pygame.mixer.Sound | None:
        import io

        path = asset_path("sounds", f"{file}.wav")
        try:
            data = path.read_bytes()
            return pygame.mixer.Sound(file=io.BytesIO(at_rate(data, pitch) if pitch != 1.0 else data))
        except (OSError, pygame.error):
            return None  # a file missing or damaged in the install: that cue is silent

    def close(self) -> None:
        """Before pygame quits: the loader thread, if still reading, is waited for."""
        if self._loader is not None:
            self._loader.join(timeout=5.0)

    def _ready(self) -> bool:
        """Loaded and heard; a play before the loader thread ends is not heard (never waited for)."""
        if self.ok is None and (self._loader is None or not self._loader.is_alive()):
            self.load()
        return bool(self.ok)

    # -- cues ----------------------------------------------------------------------------------
    def play(self, name: str, size: int = 0) -> Played | None:
        """Start cue ``name`` (of ``size`` dice or coins for a sized one): a take at random, not
        the last one heard, at a pitch and a volume a little off; None when nothing is heard."""
        if self.volume <= 0 or not self._ready():
            return None
        groups = self._bank.get(name)
        if not groups:
            return None
        _, sized, varied = _cues()
        takes = groups[min(size_group(size), len(groups) - 1)] if name in sized else groups[0]
        if not takes:
            return None
        if name in self._this_frame:
            return None  # the same cue twice at once (a shared step's crosses) only sounds louder
        if name in ONCE and self._still_sounding(name):
            return None
        fresh = [t for t in takes if t[0] != self._last_take.get(name)] or takes
        take, pitch, snd = self.rng.choice(fresh)
        volume = self.volume / 100 * (self.rng.uniform(QUIETEST, 1.0) if name in varied else 1.0)
        if self._still_sounding(CUTS.get(name, "")):
            self._sounding.pop(CUTS[name])[0].fadeout(CUT_MS)
        channel = snd.play()
        if channel is not None:
            channel.set_volume(volume)
            if name in CUTS.values() or name in ONCE:
                self._sounding[name] = (channel, snd)
        self._this_frame.add(name)
        self._last_take[name] = take
        played = Played(name, size, take, pitch, volume)
        for listener in self.listeners:
            listener(played)
        return played

    def _still_sounding(self, name: str) -> bool:
        """Cue ``name`` (one of those ``CUTS`` ends, or ``ONCE``) is still heard."""
        last = self._sounding.get(name)
        return last is not None and last[0].get_busy() and last[0].get_sound() is last[1]

    def end_frame(self, music: bool) -> None:
        """A frame ends (the app's loop): a cue may start again in the next; the music plays
        while the screen on top asks for it (``music``)."""
        self._this_frame.clear()
        self.music(music)

    # -- music ---------------------------------------------------------------------------------
    def set_music_volume(self, volume: int) -> None:
        self.music_volume = volume
        if self._music_channel is not None:
            self._music_channel.set_volume(volume / 100)
        if volume <= 0:
            self.music(False)

    def music(self, on: bool) -> None:
        """The music loop plays (fading in) or stops (fading out); called every frame with what
        the screen on top asks for: a comparison when nothing changes."""
        on = on and self.music_volume > 0
        if on == self.music_playing:
            return
        if on and not self.ok:
            return  # not loaded yet (never loaded here: a frame does not wait for the files)
        channel, loop = self._music_channel, self._music
        if channel is None or loop is None:
            return
        self.music_playing = on
        if on:
            channel.play(loop, loops=-1)  # the loop starts softly by itself
            channel.set_volume(self.music_volume / 100)
        else:
            channel.fadeout(MUSIC_FADE_MS)
