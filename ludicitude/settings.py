"""The player's settings, kept between runs in the user's config folder."""

from __future__ import annotations

import os
from pathlib import Path
from typing import Any

from ludicitude import files
from ludicitude.core.i18n import LANGUAGES, _, system_language

ANIMATION_SPEEDS = {"slow": 1.6, "normal": 1.0, "fast": 0.5, "instant": 0.0}
VOLUMES = tuple(range(0, 101, 10))
MAX_DISPLAYS = 16  # more screens than any club has; a larger index in a file is damage


class Settings:
    """The player's choices (kept as JSON, ``to_dict``). A plain class that reads and compares as
    a dataclass would (made by keywords, equal by its fields, its fields listed in ``FIELDS``):
    building a dataclass costs the first frame about a millisecond."""

    #: the settings, in the file's order
    FIELDS = ("language", "fullscreen", "volume", "music", "animation", "reduced_motion", "projector",
              "secret_safe", "palette", "display", "phones_host", "club_folder")
    __slots__ = FIELDS

    def __init__(self, language: str = "en", fullscreen: bool = False, volume: int = 70, music: int = 40,
                 animation: str = "normal", reduced_motion: bool = False, projector: bool = False,
                 secret_safe: bool = False, palette: str = "standard", display: int = 0, phones_host: str = "",
                 club_folder: str = "") -> None:
        self.language = language
        self.fullscreen = fullscreen
        self.volume = volume
        #: the music loop's volume (the launcher, the demo), apart from the sounds'
        self.music = music
        self.animation = animation
        #: reduced motion: what the table moves (dice thrown, coins flying) fades in place instead
        self.reduced_motion = reduced_motion
        #: projector mode: large type, high contrast, secret input never drawn
        self.projector = projector
        #: projector-safe secret input on its own (keys 1-6 + Enter, nothing drawn)
        self.secret_safe = secret_safe
        self.palette = palette
        #: the screen to play on, by pygame's display index (0 = the first; docs/display.md)
        self.display = display
        #: the address players' phones join on: "" for every network of this computer, or one of
        #: its IP addresses (the club's Wi-Fi only, not the guest network; docs/phones.md)
        self.phones_host = phones_host
        #: the club folder every table's book goes into ("" : none; docs/club.md)
        self.club_folder = club_folder

    def _values(self) -> tuple[Any, ...]:
        return tuple(getattr(self, name) for name in self.FIELDS)

    def __eq__(self, other: object) -> bool:
        if other.__class__ is self.__class__:
            return self._values() == other._values()
        return NotImplemented

    __hash__ = None  # type: ignore[assignment]  # changed by the settings screen: no hash

    def __repr__(self) -> str:
        return "Settings(" + ", ".join(f"{name}={getattr(self, name)!r}" for name in self.FIELDS) + ")"

    def validate(self) -> None:
        """ValueError if a value is not one the settings screen could have chosen."""
        for text in (self.language, self.animation, self.palette):
            if not isinstance(text, str):
                raise ValueError("not text")
        if type(self.volume) is not int or type(self.music) is not int:
            raise ValueError("volume")
        if type(self.display) is not int or not 0 <= self.display < MAX_DISPLAYS:
            raise ValueError("display")
        if self.language not in LANGUAGES:
            raise ValueError("language")
        if self.animation not in ANIMATION_SPEEDS:
            raise ValueError("animation")
        if self.volume not in VOLUMES or self.music not in VOLUMES:
            raise ValueError("volume")
        if self.palette not in ("standard", "colourblind"):
            raise ValueError("palette")
        for flag in (self.fullscreen, self.projector, self.secret_safe, self.reduced_motion):
            if not isinstance(flag, bool):
                raise ValueError("flag")
        if not isinstance(self.club_folder, str) or len(self.club_folder) > 4096 or "\0" in self.club_folder:
            raise ValueError("club_folder")
        if not isinstance(self.phones_host, str) or (self.phones_host and not is_ip_address(self.phones_host)):
            raise ValueError("phones_host")

    @property
    def secret_input_hidden(self) -> bool:
        return self.projector or self.secret_safe

    def to_dict(self) -> dict[str, Any]:
        return {"format": 1, **{name: getattr(self, name) for name in self.FIELDS}}


def settings_path() -> Path:
    return files.config_dir() / "settings.json"


def load(path: Path | None = None) -> tuple[Settings, str | None]:
    """The saved settings, or defaults (language from the system) on a first start.

    A file that can't be used (damaged, not a regular file, too large...) is moved aside and
    defaults are used; the second value then says so in words. If it can't even be moved (a
    read-only folder), it is left where it is and ignored, and the words say that.
    """
    path = path or settings_path()
    defaults = Settings(language=system_language())
    if not os.path.lexists(path):
        return defaults, None
    try:
        data = files.read_json(path)
        if not isinstance(data, dict):
            raise ValueError("not an object")
        data.pop("format", None)
        s = Settings(**{k: v for k, v in data.items() if k in Settings.FIELDS})
        s.validate()
        return s, None
    except (OSError, ValueError, TypeError):
        aside = files.move_aside(path)
    if aside is None:
        return defaults, _("The settings file {name} could not be read, nor moved aside; it is ignored "
                           "and defaults are used.").format(name=path.name)
    return defaults, _("The settings file could not be read; it was kept as {name} and defaults are used.").format(
        name=aside.name)


def save(settings: Settings, path: Path | None = None) -> None:
    files.atomic_write_json(path or settings_path(), settings.to_dict())


def is_ip_address(text: str) -> bool:
    """True for an IPv4 or IPv6 address written out (never a name: the QR code shows it)."""
    import ipaddress

    try:
        ipaddress.ip_address(text)
    except ValueError:
        return False
    return True
