"""The club folder in Settings (docs/club.md): set it, change it, or turn it off. A folder that is
not there, is not a folder or can't be written is said on the screen, and nothing changes; a
folder that can be used is remembered in the settings (``club_folder``) and used at once: the
tie to the old folder is closed (its last book finished, off the frame loop) and the new one is
read."""

from __future__ import annotations

import os
import tempfile
import threading
from collections.abc import Callable
from pathlib import Path
from typing import TYPE_CHECKING, Any

import pygame

from ludicitude.core.i18n import _
from ludicitude.ui import draw, theme
from ludicitude.ui.widgets import Button, TextEntry, WidgetScene, button_px, label

if TYPE_CHECKING:
    from ludicitude.ui.host import Host

#: a path longer than this is not one a system makes (settings.py refuses longer)
MAX_PATH = 4096


def folder_problem(text: str) -> tuple[Path | None, str | None]:
    """The folder ``text`` names (made absolute), or why it can't be the club folder, in words."""
    text = text.strip()
    if not text:
        return None, _("Type the club folder's path, or choose Turn off.")
    if len(text) > MAX_PATH or "\0" in text:
        return None, _("This is not a folder's path.")
    path = Path(text).expanduser()
    try:
        if not path.exists():
            return None, _("There is no folder {folder}.").format(folder=text)
        if not path.is_dir():
            return None, _("{folder} is a file, not a folder.").format(folder=text)
        path = path.resolve()
        # a file made and removed at once: the folder can be written (the book's temporary name starts so too)
        fd, probe = tempfile.mkstemp(prefix=".ludicitude-probe.", suffix=".tmp", dir=path)
        os.close(fd)
        os.unlink(probe)
    except OSError as exc:
        return None, _("The folder {folder} can't be written ({error}).").format(
            folder=text, error=exc.strerror or exc)
    return path, None


def use_club_folder(app: Host, folder: Path | None) -> threading.Thread | None:
    """Make ``folder`` (None: none) this table's club folder, now and at the next start; returns
    the thread closing the tie to the old folder, if there was one."""
    app.settings.club_folder = "" if folder is None else str(folder)
    app.save_settings()
    old, closing = app.club, None
    app.club = None
    if old is not None:  # its last book finished writing, on a thread of its own
        closing = threading.Thread(target=old.close, name="club-close", daemon=True)
        closing.start()
    if folder is not None:
        from ludicitude.club.link import ClubLink

        app.club = ClubLink(folder, wake=app.wake.set)
        app.club.read_soon()
    app.dirty = True
    return closing


class FolderRow(Button):
    """The Settings row of the club folder, drawn as the other settings' rows: its name on the
    left, the folder's own name (or Off) on the right; pressed, it opens ``ClubFolderScreen``."""

    def __init__(self, app: Host, on_press: Callable[[], Any]) -> None:
        super().__init__(label("Club folder"), on_press)
        self.app = app

    def value(self) -> str:
        folder = self.app.settings.club_folder
        return (Path(folder).name or folder) if folder else _("Off")

    def draw(self, surface: pygame.Surface, focused: bool, hovered: bool) -> None:
        draw.panel(surface, self.rect, theme.PANEL_LIGHT if hovered else theme.PANEL, radius=0.25)
        if focused:
            pygame.draw.rect(surface, theme.FOCUS, self.rect.inflate(8, 8), max(3, self.rect.h // 14),
                             border_radius=int(self.rect.h * 0.3))
        px = button_px(surface.get_height())
        pad = int(self.rect.h * 0.3)
        name = self.text()
        name_w = min(draw.label_width(name, px), self.rect.w // 2 - pad)
        room = self.rect.w - name_w - 4 * pad
        draw.text(surface, draw.ellipsize(self.value(), px, room, bold=True),
                  (self.rect.right - pad, self.rect.centery), px, theme.TEXT, bold=True, anchor="midright")
        draw.text(surface, draw.ellipsize(name, px, name_w), (self.rect.x + pad, self.rect.centery), px,
                  theme.TEXT_DIM, anchor="midleft")


class PathEntry(TextEntry):
    """A text field for a path: a path longer than the field shows its end (the folder's own name)."""

    def draw(self, surface: pygame.Surface, focused: bool, hovered: bool) -> None:
        px = theme.text_px(surface.get_height(), theme.BODY)
        room = self.rect.w - int(self.rect.h * 0.7)
        full = self.value
        if theme.render(full + "▏", px).get_width() > room:
            shown = full
            while shown and theme.render("…" + shown + "▏", px).get_width() > room:
                shown = shown[1:]
            self.value = "…" + shown
            try:
                super().draw(surface, focused, hovered)
            finally:
                self.value = full
            return
        super().draw(surface, focused, hovered)


class ClubFolderScreen(WidgetScene):
    """The path typed in, then Use this folder, Turn off or Cancel (Esc)."""

    def __init__(self, app: Host) -> None:
        super().__init__(app)
        self.entry = PathEntry(app.settings.club_folder, self._typed, max_len=MAX_PATH,
                               placeholder=label("The club folder's path"))
        self.use_button = Button(label("Use this folder"), self.use, style="primary")
        self.off_button = Button(label("Turn off"), self.turn_off)
        self.cancel_button = Button(label("Cancel (Esc)"), self.back)
        self.widgets = [self.entry, self.use_button, self.off_button, self.cancel_button]
        self.off_button.visible = bool(app.settings.club_folder)
        self.problem = ""
        self.closing: threading.Thread | None = None  # the old folder's tie, being closed

    def _typed(self, _value: str) -> None:
        self.problem = ""
        self.app.dirty = True

    def key(self, event: pygame.event.Event) -> None:
        if self.focused is self.entry and event.key in (pygame.K_RETURN, pygame.K_KP_ENTER):
            self.use()  # (a folder set is undone here as easily)
            return
        super().key(event)

    def use(self) -> None:
        folder, problem = folder_problem(self.entry.value)
        if problem is not None:
            self.problem = problem
            self.app.dirty = True
            return
        self.closing = use_club_folder(self.app, folder)
        self.app.notice(_("The club folder is {folder}: this table's games are written there after each "
                          "game, and the season read from it.").format(folder=folder))
        self.back()

    def turn_off(self) -> None:
        self.closing = use_club_folder(self.app, None)
        self.app.notice(_("No club folder: this table's statistics are its own games."))
        self.back()

    def layout(self, rect: pygame.Rect) -> None:
        h = rect.h
        w = min(int(rect.w * 0.9), int(h * 1.2))
        x = rect.centerx - w // 2
        self.entry.rect = pygame.Rect(x, int(h * 0.36), w, int(h * 0.08))
        bw, bh, gap = int(w * 0.6), int(h * 0.085), int(h * 0.025)
        y = int(h * 0.58)
        for button in (self.use_button, self.off_button, self.cancel_button):
            button.rect = pygame.Rect(rect.centerx - bw // 2, y, bw, bh)
            y += bh + gap

    def draw_content(self, surface: pygame.Surface) -> None:
        rect = surface.get_rect()
        h = rect.h
        draw.text_fit(surface, _("Club folder"), pygame.Rect(rect.w * 0.05, h * 0.04, rect.w * 0.9, h * 0.08),
                      theme.text_px(h, 0.06), theme.ACCENT, bold=True, align="center")
        draw.text_fit(surface, _("A folder every table of the club reaches (Syncthing, Nextcloud, a network "
                                 "share, a USB stick): each table writes its games there and reads the "
                                 "others'. Type its path as this computer sees it."),
                      pygame.Rect(rect.w * 0.08, h * 0.14, rect.w * 0.84, h * 0.17), theme.text_px(h, 0.032),
                      theme.TEXT_DIM, align="center")
        if self.problem:
            draw.text_fit(surface, self.problem, pygame.Rect(rect.w * 0.05, h * 0.46, rect.w * 0.9, h * 0.1),
                          theme.text_px(h, 0.034), theme.TEXT, bold=True, align="center")
