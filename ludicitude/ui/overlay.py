"""A dialog a game screen opens over its table (Magouille's reveal, Quatre Cartes' round
summary): a scene of its own on the stack, just above its game, as the quit dialog is.

- It is put on the stack by ``GameScene.open_overlay`` just above its game (``SceneStack.
  insert_above``): pushed when the game is on top, else beneath what covers the game (the demo's
  caption, a curtain, the rules), where it goes on drawing with its game.
- It takes the input while it is up, under its game's input rules (``GameScene.input_held``:
  a tap during the game's animation only skips it, and input waits ``INPUT_GRACE`` after it);
  Esc, F1, F2 and L go to the game (the log, the rules, the phones, leaving), as on the table.
- It draws over the game's picture: the game's veil, then its still part (``draw_still``), then
  what moves (``draw_moving``), then what the game draws over everything (the log, L). The
  game's picture veiled with the still part is kept, and redrawn when the game's picture
  (``GameScene.picture_key``) or the dialog's input changes; while it is current the dialog is
  opaque and draws it alone, so the stack does not draw the game beneath it (one full-window blit
  a frame, as the game alone), as the closed curtain draws only itself.
- ``close`` takes it off the stack wherever it is; the game beneath resumes (its input waits);
  it leaves with its game (the demo's next game, "play again", back home).
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import TYPE_CHECKING

import pygame

from ludicitude.core.i18n import _, language
from ludicitude.ui.bindings import ENTER_KEYS
from ludicitude.ui.draw import veil
from ludicitude.ui.input_guard import ACTING_INPUT, VIEW_KEYS
from ludicitude.ui.still_picture import draw_in_part
from ludicitude.ui.widgets import Button, WidgetScene

if TYPE_CHECKING:
    from ludicitude.ui.game_scene import GameScene


class GameOverlay(WidgetScene):
    """A game's dialog over its table (see the module docstring). Subclasses set ``widgets``,
    place them in ``layout`` and draw in ``draw_still`` (and ``draw_moving``)."""

    passive = True  # the game beneath goes on: its clocks, its computers, its phones
    #: what Enter does: the dialog's one way on (set by a subclass: closing it)
    go_on: Callable[[], None] | None = None

    def __init__(self, game: GameScene) -> None:
        super().__init__(game.app)
        self.game = game
        self._picture: pygame.Surface | None = None  # the game's picture with this dialog over it
        self._picture_seen: object = None
        self._version = 0
        #: the window as this dialog left it and the areas what moved was drawn in (as
        #: ``StillPicture.left``, ``areas``: a dialog that says where what moves is, ``moving_areas``,
        #: has only those drawn again over its kept picture on the window's next drawing)
        self._left: tuple[pygame.Surface, tuple[int, int], int] | None = None
        self._areas: Sequence[pygame.Rect] = ()
        self.retained = False  # this frame's drawing is over the last one's (only the areas put back)

    # -- lifecycle --------------------------------------------------------------------------
    def close(self) -> None:
        """Take the dialog off the stack (wherever it is: beneath the demo's caption too)."""
        self.app.stack.remove(self)
        self.app.dirty = True

    def resume(self) -> None:
        # what was over the dialog (the quit question, the rules) has gone: as over the table,
        # the key that closed it must not act on the dialog it uncovers
        super().resume()
        self.game.resume()

    def leave(self) -> None:
        if self in self.game.overlays:
            self.game.overlays.remove(self)
        super().leave()

    # -- input ------------------------------------------------------------------------------
    def handle(self, event: pygame.event.Event) -> None:
        if event.type == pygame.KEYDOWN and event.key in VIEW_KEYS:
            self.game.handle(event)  # the log, the rules, the phones, leaving: the table's keys
            return
        if self.game.input_held(event):
            return
        super().handle(event)
        if event.type in ACTING_INPUT:
            self.still_changed()

    def back(self) -> None:
        self.game.back()

    def key(self, event: pygame.event.Event) -> None:
        if event.key in ENTER_KEYS and self.go_on is not None:
            self.go_on()  # Enter (or Space) reads on, wherever the focus is
            return
        super().key(event)

    # -- drawing ----------------------------------------------------------------------------
    def still_changed(self) -> None:
        """The dialog's still part has changed without input: redraw it, and the game's picture
        under it (a fresh drawing of both)."""
        self._version += 1
        self.game.still_changed()

    def still_key(self, surface: pygame.Surface) -> tuple[object, ...] | None:
        """What the kept picture depends on at ``surface``'s size: the game's picture and this
        dialog's input. None: it can't be kept (the game redraws every frame, or a second dialog
        of the game is open over this one)."""
        game_key = self.game.picture_key(surface)
        if game_key is None or self.game.overlays != [self]:
            return None
        focused = self.focus_shown
        return (game_key, self._version, focused, self.hover, language(),
                tuple((w, w.enabled, w.visible, tuple(w.rect)) for w in self.widgets))

    @property
    def opaque(self) -> bool:  # type: ignore[override]
        """True while the kept picture is current: the dialog then draws it alone (the game's
        picture is in it), and the stack does not draw the game beneath."""
        picture = self._picture
        return picture is not None and self._picture_seen is not None and (
            self.still_key(picture) == self._picture_seen)

    def draw(self, surface: pygame.Surface) -> None:
        """The kept picture when it is current (drawn alone: see ``opaque``), else the veil and
        the still part over the game's picture, which the stack has just drawn; then what moves;
        then the game's log, if this is its topmost dialog."""
        self._ensure_layout(surface)
        key = self.still_key(surface)
        picture = self._picture
        current = key is not None and key == self._picture_seen and picture is not None and (
            picture.get_size() == surface.get_size())
        game, app = self.game, self.app
        covered = bool(getattr(game, "show_log", False)) or getattr(game.coach, "key", None) is not None
        areas = self.moving_areas(surface) if current and not covered else None
        drawings, left = getattr(app, "drawings", None), self._left
        self.retained = areas is not None and left is not None and left[0] is surface and left[1:] == (
            surface.get_size(), drawings)
        if self.retained and picture is not None and areas is not None:
            draw_in_part(surface, picture, self._areas, areas, self.draw_moving)
        else:
            if current and picture is not None:
                surface.blit(picture, (0, 0))
            else:
                self.draw_picture(surface)
                if key is None:
                    self._picture = self._picture_seen = None
                elif picture is not None and picture.get_size() == surface.get_size():
                    picture.blit(surface, (0, 0))  # kept in the same surface: no new one per change
                    self._picture_seen = key
                else:
                    self._picture, self._picture_seen = surface.copy(), key
            self.draw_moving(surface)
        if game.overlays and game.overlays[-1] is self:
            game.draw_topmost(surface)
        last = areas is not None and drawings is not None and surface is app.screen and not getattr(
            app, "notices", None) and app.stack.visible()[-1] is self
        self._left = (surface, surface.get_size(), drawings + 1) if last and drawings is not None else None
        self._areas = tuple(r.copy() for r in areas) if areas is not None else ()
        self.retained = False

    def moving_areas(self, surface: pygame.Surface) -> Sequence[pygame.Rect] | None:
        """Hook: the rectangles that hold all that ``draw_moving`` draws this frame that was not on
        the window at the last one (None: it can't say; the kept picture is then blitted whole)."""
        return None

    def draw_picture(self, surface: pygame.Surface) -> None:
        """The dialog's still picture over the game's: the veil, the still part, the widgets."""
        surface.blit(veil(surface.get_size()), (0, 0))
        self.draw_still(surface)
        focused = self.focus_shown
        for w in self.widgets:
            if w.visible:
                w.draw(surface, w is focused, w is self.hover)

    def draw_still(self, surface: pygame.Surface) -> None:
        """Hook: the dialog's still part (its panel), over the veiled table."""

    def draw_moving(self, surface: pygame.Surface) -> None:
        """Hook: what moves in the dialog, drawn every frame."""


class WaitOverlay(GameOverlay):
    """A dialog that holds the table's wait for a person (a ``WaitForPerson`` beat: Magouille's
    reveal, Quatre Cartes' round summary): one primary button, worded by ``label``, that closes
    the wait (``GameScene.close_wait``), as Enter does; none in the demo, which goes on by itself
    (no key is meant there). Subclasses place ``go_on_button`` in ``layout`` and draw the rest."""

    def __init__(self, game: GameScene) -> None:
        super().__init__(game)
        self.go_on = game.close_wait
        self.go_on_button = Button(self.label, game.close_wait, style="primary")
        self.go_on_button.visible = not game.demo
        self.widgets = [self.go_on_button]

    def label(self) -> str:
        """The button's words: "See the final ranking" once the game is over, else the game's own."""
        return _("See the final ranking (Enter)") if self.game.end_pending else _("Go on (Enter)")
