"""A screen's keys, declared once: each ``Binding`` says which keys do what, when, with which
words, and whether it is costly or the screen's primary. From the declarations the base derives
the key dispatch (``KeyBindings.dispatch``), the buttons' captions with their key ("Reroll the
picked dice (R)", ``Binding.caption``), the key names the hint sentences use (``key_name``), the
primary button and where the focus starts. The table's rules are checked here, once for every
game: a costly binding is never primary, Enter belongs to the primary only, and Esc is for what
is topmost on the table (a choice open over it) before the screen's own "back".
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any, Protocol

import pygame

from ludicitude.core.i18n import _
from ludicitude.ui import draw
from ludicitude.ui.widgets import Button, Label, Widget

if TYPE_CHECKING:
    from ludicitude.ui.frame import ButtonView

#: the keys that press the focused widget (the primary, as a screen starts)
ENTER_KEYS = (pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_SPACE)

#: how a caption or a hint names a key that is not a letter or a digit (translated when shown)
_KEY_NAMES: dict[int, Label] = {
    pygame.K_RETURN: lambda: _("Enter"),
    pygame.K_KP_ENTER: lambda: _("Enter"),
    pygame.K_ESCAPE: lambda: _("Esc"),
    pygame.K_BACKSPACE: lambda: "⌫",
    pygame.K_UP: lambda: _("Up"),
    pygame.K_DOWN: lambda: _("Down"),
    pygame.K_LEFT: lambda: _("Left"),
    pygame.K_RIGHT: lambda: _("Right"),
}


def key_name(key: int) -> str:
    """``key`` as the screen names it: "R", "0", "Enter" (in the player's language)."""
    named = _KEY_NAMES.get(key)
    return named() if named is not None else pygame.key.name(key).upper()


def digit_keys(count: int, first: int = 0) -> dict[int, int]:
    """Keys 1 to ``count``, on the top row and the keypad, as the values ``first`` onwards
    (the dice of a tray, the faces of a die)."""
    keys = {getattr(pygame, f"K_{i}"): first + i - 1 for i in range(1, count + 1)}
    keys.update({getattr(pygame, f"K_KP{i}"): first + i - 1 for i in range(1, count + 1)})
    return keys


def _always() -> bool:
    return True


class BindingError(ValueError):
    """A declaration that breaks the table's rules (a costly primary, Enter on a costly choice)."""


@dataclass(eq=False)
class Binding:
    """One thing a player may do on a screen by key (and, with ``words``, by its button).

    ``keys`` do ``do`` while ``when()`` holds; with ``per_key``, ``do`` gets the key pressed (a
    die's letter, a face's digit). ``words`` are the button's caption without its key, which the
    caption names (``keys[0]``); ``worded`` places the key itself. ``costly``: a choice that can't
    be taken back (a reroll, a stop): never primary, never Enter's. ``primary``: the button drawn
    in yellow, which Enter presses and where the focus starts."""

    keys: tuple[int, ...]
    do: Callable[..., Any]
    words: Label | None = None
    #: a caption that places the key itself ("Take back (I): scores 0"), given the key's name
    worded: Callable[[str], str] | None = None
    when: Callable[[], bool] = _always
    costly: bool | Callable[[], bool] = False  # a callable: costly now (a Done that costs a grey box)
    primary: bool = False
    per_key: bool = False
    #: the button's look when not primary, or primary but costly now ("danger" for a bold choice,
    #: "main" for the turn's main step); a callable: its look now (Reroll main once dice are picked)
    style: str | Callable[[], str] = "normal"
    focusable: bool = True  # False: pressed by its key or a click only, never reached with Tab
    #: why the button is greyed now, in words (the rules' refusal of the action it would play),
    #: said when its key is pressed then; None: a generic line names the button
    why: Callable[[], str | None] | None = None
    #: while this is False the button is greyed (its key then says ``why``), read when drawn or
    #: pressed; None: as the screen sets ``button.enabled``
    enabled: Callable[[], bool] | None = None
    #: a die's face: the button is drawn as that die (lit while ``picked()``, focused or
    #: hovered), and its keys, unless given, are the face's digit on the top row and the keypad
    die: int | None = None
    picked: Callable[[], bool] | None = None
    #: the button is on show only while this holds (read as it is drawn or pressed, so a screen
    #: declares its widgets once); None: as the screen sets ``button.visible``
    shown: Callable[[], bool] | None = None
    button: BoundButton | None = field(default=None, init=False)
    #: the widget that shows this binding (its button, or a selector given its key): the key
    #: follows whether it is shown and enabled
    widget: Widget | None = field(default=None, init=False)

    def __post_init__(self) -> None:
        if self.die is not None and not self.keys:
            self.keys = (getattr(pygame, f"K_{self.die}"), getattr(pygame, f"K_KP{self.die}"))
        if self.costly is True and self.primary:
            raise BindingError("a costly choice is never the primary: Enter would make it")
        if any(k in ENTER_KEYS for k in self.keys) and not self.primary:
            raise BindingError("Enter presses the primary button only")
        if not self.keys and self.words is None and self.worded is None:
            raise BindingError("a binding is a key, a button, or both")

    def is_costly(self) -> bool:
        """True while this choice can't be taken back: it is then neither primary nor Enter's."""
        return self.costly() if callable(self.costly) else self.costly

    def key_label(self) -> str:
        """The key the caption and the hints name, in the player's language."""
        return key_name(self.keys[0]) if self.keys else ""

    def caption(self) -> str:
        """The button's caption: its words and its key, "Reroll the picked dice (R)"."""
        if self.worded is not None:
            return self.worded(self.key_label())
        words = self.words() if self.words is not None else ""
        if not words or not self.keys:
            return words  # (no words: a button not in use now, drawn nowhere)
        return _("{label} ({key})").format(label=words, key=self.key_label())

    def make_button(self) -> BoundButton:
        """The button of this binding (made once: the same widget on every refresh)."""
        if self.button is None:
            kind = DieButton if self.die is not None else ShownButton if self.shown is not None else BoundButton
            self.button = kind(self, self.style)
            self.button.focusable = self.focusable
            self.widget = self.button
        return self.button

    def refusal(self) -> str:
        """Why the key of a greyed button does not act: ``why()``, else a line naming the button."""
        said = self.why() if self.why is not None else None
        if said:
            return said
        words = self.words() if self.words is not None else self.caption()
        return _("{action}: not possible now.").format(action=words)


class BoundButton(Button):
    """A button whose caption, action and look come from its ``Binding``."""

    def __init__(self, binding: Binding, style: str | Callable[[], str]) -> None:
        self.binding = binding
        super().__init__(binding.caption, self._press_bound)
        self.style = style

    @property
    def style(self) -> str:
        """Primary while its binding is primary and not costly now; else its own look (a primary
        costly now: "main" if so declared)."""
        if self.binding.primary and not self.binding.is_costly():
            return "primary"
        style = self._style() if callable(self._style) else self._style
        return "normal" if style == "primary" else style

    @style.setter
    def style(self, style: str | Callable[[], str]) -> None:
        self._style = "normal" if style == "primary" else style

    @property
    def enabled(self) -> bool:
        """Greyed when the screen says so, or while its binding's ``enabled`` is False."""
        return self._enabled and (self.binding.enabled is None or self.binding.enabled())

    @enabled.setter
    def enabled(self, on: bool) -> None:
        self._enabled = on

    def _press_bound(self) -> None:
        if self.binding.per_key:
            self.binding.do(self.binding.keys[0])
        else:
            self.binding.do()


class ShownButton(BoundButton):
    """A bound button on show only while its binding's ``shown()`` holds (and the screen has not
    hidden it)."""

    @property
    def visible(self) -> bool:
        return self._visible and (self.binding.shown is None or self.binding.shown())

    @visible.setter
    def visible(self, on: bool) -> None:
        self._visible = on


class DieButton(ShownButton):
    """A bound button drawn as a die of its binding's face (``Binding.die``): a face to pick."""

    def draw(self, surface: pygame.Surface, focused: bool, hovered: bool) -> None:
        picked = self.binding.picked is not None and self.binding.picked()
        draw.die(surface, self.rect, self.binding.die, selected=picked or focused or hovered)


class Keyed(Protocol):
    """What has a key declared for it: a bound button, or a selector with its key (ui/selector.py)."""

    binding: Binding


class KeysOwner(Protocol):
    """What the keys' part reads of the screen that holds it."""

    widgets: list[Widget]

    @property
    def focused(self) -> Widget | None: ...

    def refuse_key(self, binding: Binding) -> None: ...


class KeyBindings:
    """A screen's declared keys (``bind``) and their dispatch: the part of a game screen that
    holds them (``GameScene.keys``; the screen's ``bind`` and ``button`` declare through it)."""

    def __init__(self, screen: KeysOwner) -> None:
        self.screen = screen
        self.keymap: list[Binding] = []

    def bind(self, keys: Sequence[int], do: Callable[..., Any], **how: Any) -> Binding:
        """Declare a key (or keys) of this screen; with ``words=``, ``button(...)`` gives its button."""
        binding = Binding(tuple(keys), do, **how)
        self.keymap.append(binding)
        return binding

    def button(self, keys: Sequence[int], do: Callable[..., Any], words: Label | None = None,
               **how: Any) -> BoundButton:
        """Declare a key and the button that does the same, captioned with its key."""
        return self.bind(keys, do, words=words, **how).make_button()

    @staticmethod
    def key_of(button: Keyed) -> str:
        """The key of ``button``'s binding as hints name it ("R", "Esc"): a hint says its key from
        the declaration, so the key is written in one place."""
        return button.binding.key_label()

    @staticmethod
    def binding_of(widget: Widget | None) -> Binding | None:
        """The binding ``widget`` is the button of, if any."""
        return widget.binding if isinstance(widget, BoundButton) else None

    def on_costly(self) -> bool:
        """True if the focus is on the button of a costly choice (where Enter must not be left)."""
        bound = self.binding_of(self.screen.focused)
        return bound is not None and bound.is_costly()

    def views(self, widgets: Sequence[Widget]) -> tuple[ButtonView, ...]:
        """The buttons among ``widgets`` as they stand, each with its key's caption (``Frame.buttons``)."""
        from ludicitude.ui.frame import ButtonView  # (a game's frame: not before the launcher's first one)

        views = []
        for button in (w for w in widgets if isinstance(w, Button)):
            bound, text, r = self.binding_of(button), button.text, button.rect
            views.append(ButtonView(text() if callable(text) else str(text), bound.key_label() if bound else "",
                                    (r.x, r.y, r.w, r.h), button.enabled, button.visible))
        return tuple(views)

    def shown(self, widget: Widget) -> bool:
        """True while ``widget`` is on the screen: visible, and one of its widgets."""
        return widget.visible and widget in self.screen.widgets

    def dispatch(self, event: pygame.event.Event) -> bool:
        """Do what the key of ``event`` is bound to now: the first binding of the key whose
        ``when`` holds and whose widget (if it has one) is shown; True if one took the key. A
        greyed widget's binding does not act: the screen says why (its ``refuse_key``). Enter is
        left to the focused widget: the primary as a screen starts (with nothing focused, the
        primary binding, if one holds now and is not costly)."""
        key = event.key
        if key in ENTER_KEYS and self.screen.focused is not None:
            return False
        for binding in self.keymap:
            if key not in binding.keys or not binding.when():
                continue
            if key in ENTER_KEYS and (not binding.primary or binding.is_costly()):
                continue
            widget = binding.widget
            if widget is not None and not self.shown(widget):
                continue  # a hidden button's key is not that button's now
            if widget is not None and not widget.enabled:
                self.screen.refuse_key(binding)
                return True
            binding.do(key) if binding.per_key else binding.do()
            return True
        return False
