"""Settings: language, full screen, the screen to play on, the sounds' and the music's volume,
animation speed, reduced motion, projector mode, secret input, player colours, the address
the players' phones reach, and the club folder (ui/club_folder_screen.py)."""

from __future__ import annotations

import functools

from typing import TYPE_CHECKING, Any

import pygame

from ludicitude.core.i18n import _
from ludicitude.phones.server import lan_addresses
from ludicitude.settings import VOLUMES
from ludicitude.ui.club_folder_screen import FolderRow
from ludicitude.ui import draw, theme
from ludicitude.ui.widgets import Button, Choice, WidgetScene, label

if TYPE_CHECKING:
    from ludicitude.ui.host import Host

ON_OFF = ((True, label("On")), (False, label("Off")))


def host_name(address: str) -> str:
    """Where the phones' server listens, as the setting reads: every network, or one address."""
    return address or _("Every network")


def screen_name(index: int, size: tuple[int, int]) -> str:
    """A screen as the player knows it: counted from 1, with its size ("Screen 2: 1920x1080")."""
    return _("Screen {n}: {w}x{h}").format(n=index + 1, w=size[0], h=size[1])


class SettingsScreen(WidgetScene):
    music = True  # the music's volume is heard as it is set

    def __init__(self, app: Host) -> None:
        super().__init__(app)
        s = app.settings
        self.language = Choice(label("Language"), (("en", lambda: "English"), ("fr", lambda: "Français")),
                               s.language, app.set_language)
        self.fullscreen = Choice(label("Full screen (F11)"), ON_OFF, app.fullscreen,
                                 lambda v: app.toggle_fullscreen() if v != app.fullscreen else None)
        # each screen with its size; choosing one puts the game full screen there (docs/display.md)
        screens = app.desktops()
        self.screen = Choice(label("Play on"), [(i, functools.partial(screen_name, i, size))
                                               for i, size in enumerate(screens)],
                             min(app.display, len(screens) - 1),
                             lambda v: app.set_display(v) if v != app.display else None)
        self.volume = Choice(label("Sound volume"), [(v, functools.partial("{} %".format, v)) for v in VOLUMES],
                             s.volume, app.set_volume)
        self.music_volume = Choice(label("Music volume"), [(v, functools.partial("{} %".format, v))
                                                           for v in VOLUMES], s.music, app.set_music_volume)
        self.animation = Choice(label("Animation speed"),
                                (("slow", label("Slow")), ("normal", label("Normal")),
                                 ("fast", label("Fast")), ("instant", label("Instant"))),
                                s.animation, lambda v: self._set("animation", v))
        # what moves on the table (dice thrown, coins flying) fades in place instead
        self.reduced_motion = Choice(label("Reduced motion"), ON_OFF, s.reduced_motion,
                                     lambda v: self._set("reduced_motion", v))
        self.projector = Choice(label("Projector mode"), ON_OFF, s.projector, app.set_projector)
        self.secret = Choice(label("Secret input never drawn"), ON_OFF, s.secret_safe,
                             lambda v: self._set("secret_safe", v))
        self.palette = Choice(label("Player colours"), (("standard", label("Standard")),
                                                        ("colourblind", label("Colour-blind friendly"))),
                              s.palette, app.set_palette)
        # where the phones' server listens: every network, or one address of this computer (a
        # laptop on the club's Wi-Fi and on a cable); the next phones game takes it
        hosts = list(dict.fromkeys(["", *lan_addresses(), *([s.phones_host] if s.phones_host else [])]))
        self.phones_host = Choice(label("Phones' network"), [(a, functools.partial(host_name, a)) for a in hosts],
                                  s.phones_host, self._set_phones_host)
        # every table's games in one shared folder (docs/club.md): set, changed or turned off on its own screen
        self.club_folder = FolderRow(app, self._open_club_folder)
        self.done = Button(label("Done"), self.back, style="primary")
        self.rows = [self.language, self.fullscreen, self.screen, self.volume, self.music_volume, self.animation,
                     self.reduced_motion, self.projector, self.secret, self.palette, self.phones_host,
                     self.club_folder]
        self.widgets = [*self.rows, self.done]

    def _open_club_folder(self) -> None:
        from ludicitude.ui.club_folder_screen import ClubFolderScreen

        self.app.stack.open(ClubFolderScreen(self.app))

    def _set_phones_host(self, host: str) -> None:
        self.app.phones_host = host
        self._set("phones_host", host)

    def _set(self, key: str, value: Any) -> None:
        setattr(self.app.settings, key, value)
        self.app.save_settings()

    def layout(self, rect: pygame.Rect) -> None:
        h = rect.h
        w = min(int(rect.w * 0.9), int(h * 1.2))
        x = rect.centerx - w // 2
        top = int(h * 0.16)
        # the rows share the room between the title and Done (at most 0.063 of the height each)
        pitch = min(h * 0.073, (h * 0.85 - top) / max(1, len(self.rows)))
        row_h, gap = int(pitch * 0.863), int(pitch * 0.137)
        for i, wgt in enumerate(self.rows):
            wgt.rect = pygame.Rect(x, top + i * (row_h + gap), w, row_h)
        self.done.rect = pygame.Rect(0, 0, int(w * 0.5), int(h * 0.09))
        self.done.rect.midbottom = (rect.centerx, h - int(h * 0.05))

    def draw_content(self, surface: pygame.Surface) -> None:
        self.fullscreen.index = 0 if self.app.fullscreen else 1
        self.screen.index = min(self.app.display, len(self.screen.options) - 1)
        rect = surface.get_rect()
        h = rect.h
        draw.text(surface, _("Settings"), (rect.centerx, h * 0.07), theme.text_px(h, 0.06), theme.ACCENT,
                  bold=True, anchor="center")
        draw.text(surface, _("Saved at once; Esc or Done to go back."), (rect.centerx, h * 0.125),
                  theme.text_px(h, 0.028), theme.TEXT_DIM, anchor="center")
