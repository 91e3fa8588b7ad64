"""The coach on a game screen: K (or the "Advice (K)" chip in the banner) shows what the expert
would play for the person to act here, and one line of why, without playing it.

Asked on the worker thread the computers think on (``ui/thinking.py``), for a position: the
state object and the seat. An answer for a position that has gone (a move, a private screen
closed) is dropped; the advice on show goes as soon as the position changes. Who may be coached
is the game screen's to say (``GameScene.coach_seat``): a person playing at this screen, on
their own move, never during another seat's secret step, never in the demo. The words come from
the game's ``coach.py`` (pygame-free, ``core/coach.py``).
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import pygame

from ludicitude.core.coach import Advice
from ludicitude.core.game import GameState
from ludicitude.core.i18n import _
from ludicitude.ui import draw, theme
from ludicitude.ui.thinking import Thinker


COACH_KEY = pygame.K_k


def position_for(state: GameState, seat: int) -> GameState:
    """The position ``seat`` decides from: in a shared step (several seats at once, core
    ``SharedStep``) the seats before it in the step's order are taken to play its ``nothing``,
    on copies, so that ``seat`` is the one to act; else the state itself."""
    step = state.shared_step()
    if step is None or seat not in step.seats:
        return state
    for before in step.seats[:step.seats.index(seat)]:
        state = state.apply(before, step.nothing)
    return state


class Coach:
    """One game screen's coach: the advice asked for (``key``: position and seat) and on show."""

    def __init__(self, scene: Any) -> None:  # a GameScene (which imports this module)
        self.scene = scene
        self.thinker = Thinker(wait=scene.app.think_wait)
        self.key: tuple[Any, ...] | None = None  # the position asked about, while asked or shown
        self.advice: Advice | None = None
        self.chip: pygame.Rect | None = None  # the banner's "Advice (K)", where it was drawn
        self.wanted = False  # asked for from the rules screen (F1): shown once the table is back
        self.message = ""  # the banner's message when the advice was asked for (a new one shows instead)

    def position(self) -> tuple[Any, ...] | None:
        scene = self.scene
        seat = scene.coach_seat()
        if seat is None or scene.session.is_bot(seat) or scene.on_phone(seat) or scene.session.game.coach is None:
            return None  # never a computer's seat, never a phone's (whatever the game's screen says)
        return scene.state, seat

    @property
    def thinking(self) -> bool:
        return self.key is not None and self.advice is None

    def toggle(self) -> None:
        """K or a click on the chip: ask for the advice, or hide the advice on show. Where no
        advice may be given (module docstring) it does nothing at all: nothing is drawn."""
        if self.key is not None:
            self.hide()
            return
        key = self.position()
        if key is None:
            return
        state, seat = key
        view = position_for(state, seat).view(seat)  # taken here, in the loop: the worker reads a copy
        names, advise = tuple(self.scene.session.told_names), self.scene.session.game.coach()
        self.key, self.message = key, self.scene.message
        self.thinker.ask(key, lambda: lambda: advise(view, seat, names))
        self.scene.app.dirty = True

    def offer(self) -> Callable[[], None] | None:
        """For the rules screen (F1) over this table: its "Advice" button's action, if advice may
        be asked for now (the table is uncovered before it shows)."""
        if self.position() is None:
            return None

        def wanted() -> None:
            self.wanted = True

        return wanted

    def hide(self) -> None:
        if self.key is not None:
            self.thinker.drop()
            self.key = self.advice = None
            self.scene.app.dirty = True

    def update(self) -> None:
        """Each frame: drop what is not about the position on show any more, take an answer in."""
        if self.wanted and self.scene.is_active():
            self.wanted = False
            if self.key is None:
                self.toggle()
        if self.key is None:
            return
        now = self.position()
        if now is None or now[0] is not self.key[0] or now[1] != self.key[1] or self.scene.message != self.message:
            self.hide()  # the player moved, the screen is no longer theirs, or a refusal must be read
            return
        if self.advice is None:
            done, advice = self.thinker.ready(self.key)
            if done:
                self.advice = advice
                self.scene.app.dirty = True

    def draw_chip(self, surface: pygame.Surface, topright: tuple[int, int], room: float | None = None
                  ) -> pygame.Rect | None:
        """The banner's "Advice (K)" button, right-aligned at ``topright``, when advice may be
        asked for here and it fits in ``room`` pixels (if given: the banner's turn text comes
        first; K and the rules screen's button still work); its rect (a click on it is K), else None."""
        self.chip = None
        if self.position() is None:
            return None
        h = surface.get_height()
        px = theme.text_px(h, 0)
        # drawn as an ordinary button, not in the primary's gold: Enter never presses it
        label = theme.render(_("Advice (K)"), px, theme.TEXT, True)
        pad = px // 3
        rect = label.get_rect(topright=(topright[0] - pad, topright[1] + pad)).inflate(2 * pad, pad)
        if room is not None and rect.w + pad > room:
            return None
        draw.panel(surface, rect, theme.PANEL_LIGHT, radius=0.3)
        surface.blit(label, label.get_rect(center=rect.center))
        self.chip = rect
        return rect

    def draw(self, surface: pygame.Surface, banner: pygame.Rect) -> None:
        """The advice on show (or "thinking") in the place of the banner, whose turn and last move
        it covers while it is up (its title names the player); grown down only if it must be."""
        if self.key is None:
            return
        h = surface.get_height()
        pad, floor = int(h * 0.006), theme.text_px(h, 0)  # the border's breath, above and below
        title = _("The expert would play, for {name} (K hides):").format(name=self.scene.name(self.key[1]))
        advice = self.advice
        body = _("Thinking…") if advice is None else _("{what}. {why}").format(what=advice.what, why=advice.why)
        width = banner.w - 8 * pad

        def height(px: int) -> int:
            lines = len(theme.wrap(title, px, width, True)) + len(theme.wrap(body, px, width))
            return lines * theme.font(px).get_linesize() + 2 * pad

        px = theme.text_px(h, 0.03)
        while px > floor and height(px) > banner.h:
            px -= 1
        box = pygame.Rect(banner.x, banner.y, banner.w, max(banner.h, height(px)))
        draw.panel(surface, box, theme.BG_DARK, radius=0.0, border=theme.ACCENT, width=max(2, h // 300))
        inner = box.inflate(-8 * pad, -2 * pad)
        top = draw.text_fit(surface, title, inner, px, theme.ACCENT, bold=True, min_px=px)
        draw.text_fit(surface, body, pygame.Rect(inner.x, inner.y + top, inner.w, inner.h - top), px, theme.TEXT,
                      min_px=px)
