"""Reusable widgets (button, choice, text entry) and a scene base that gives them focus.

Every widget works with the mouse and the keyboard: Tab / Shift+Tab and the arrow keys move the
focus, Enter or Space presses, Left / Right change a choice. Labels are callables, so they are
translated when drawn and a language change shows at once.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import TYPE_CHECKING, Any

import pygame

from ludicitude.core.i18n import _, language
from ludicitude.ui import draw, theme
from ludicitude.ui.scene import Scene

if TYPE_CHECKING:
    from ludicitude.ui.host import Host

Label = Callable[[], str]


def label(s: str) -> Label:
    """A label translated each time it is drawn (``s`` is the English source)."""
    return lambda: _(s)


class Widget:
    focusable = True
    #: its focus shows even while the focus ring is off (``WidgetScene.focus_shown``): a text
    #: field's caret says where typing goes, whatever put the focus there (a click, as well)
    focus_always_shown = False

    def __init__(self) -> None:
        self.rect = pygame.Rect(0, 0, 0, 0)
        self.enabled = True
        self.visible = True

    def press(self) -> None: ...

    def key(self, event: pygame.event.Event) -> bool:
        """Handle a key while focused; True if used."""
        return False

    def click(self, pos: tuple[int, int]) -> None:
        self.press()

    def typed(self, event: pygame.event.Event) -> bool:
        """True if the key ``event`` is text typed into this widget while focused (a letter, a
        space, Backspace): it leaves the focus ring as it is (``WidgetScene.handle``)."""
        return False

    def draw(self, surface: pygame.Surface, focused: bool, hovered: bool) -> None: ...

    def least_height(self, screen_h: int) -> int:
        """The least height at which its words fit (0: it says none)."""
        return 0


class Button(Widget):
    def __init__(self, text: Label, on_press: Callable[[], Any], *, style: str = "normal",
                 hint: Label | None = None) -> None:
        super().__init__()
        self.text = text
        self.on_press = on_press
        # normal; primary (yellow: the one Enter presses); main (gold words and a gold ring on
        # the green: the turn's main step, pressed by its key or the mouse, never Enter's); danger
        self.style = style
        self.hint = hint

    def press(self) -> None:
        if self.enabled:
            self.on_press()

    def draw(self, surface: pygame.Surface, focused: bool, hovered: bool) -> None:
        h = surface.get_height()
        radius = int(self.rect.h * 0.25)
        if not self.enabled:
            # not yet possible: sunk into its panel (darker than it, no lip), a thin edge so that it
            # still reads as a button on a panel of its colour, its words dim: from the back of a
            # room it can't be taken for one to press
            draw.panel(surface, self.rect, theme.BUTTON_OFF, radius=0.25, border=theme.PANEL_LIGHT,
                       width=theme.outline(h))
            draw.label(surface, self.text(), self.inner(), button_px(h), theme.BUTTON_OFF_TEXT, bold=True, lines=3)
            if focused:
                self._ring(surface)
            return
        base = {"primary": theme.ACCENT, "danger": theme.DANGER}.get(self.style, theme.BUTTON_FACE)
        fg = theme.BG_DARK if self.style == "primary" else theme.TEXT
        if hovered:
            base = tuple(min(255, c + 25) for c in base)  # type: ignore[assignment]
        # live: a raised key, lit from above, with a dark lip under it (a thing to press)
        lip = max(2, self.rect.h // 12)
        face = pygame.Rect(self.rect.x, self.rect.y, self.rect.w, self.rect.h - lip)
        pygame.draw.rect(surface, theme.BUTTON_LIP, self.rect, border_radius=radius)
        pygame.draw.rect(surface, base, face, border_radius=radius)
        light = tuple(min(255, c + (c + 40) // 3) for c in base)
        pygame.draw.rect(surface, light, face, max(1, theme.outline(h) // 2), border_radius=radius)
        if self.style == "main":  # gold words in a gold ring: the step to take, not Enter's yellow
            fg = theme.ACCENT
            pygame.draw.rect(surface, theme.ACCENT, face, max(3, theme.outline(h), face.h // 11), border_radius=radius)
        if focused:
            self._ring(surface)
        draw.label(surface, self.text(), self.inner().move(0, -(lip // 2)), button_px(h), fg, bold=True, lines=3)

    def _ring(self, surface: pygame.Surface) -> None:
        pygame.draw.rect(surface, theme.FOCUS, self.rect.inflate(8, 8), max(3, self.rect.h // 14),
                         border_radius=int(self.rect.h * 0.3))

    def inner(self) -> pygame.Rect:
        """The room of the label inside the button's panel."""
        return self.rect.inflate(-self.rect.h * PAD, -self.rect.h * 0.16)

    def width_for(self, screen_h: int, height: int, lines: int = 1) -> int:
        """The width this button needs, ``height`` pixels tall, for its label on one line (or on
        at most ``lines`` lines, its words never cut)."""
        px, text = button_px(screen_h), self.text()
        need = draw.label_width(text, px, True)
        if lines > 1:  # the narrowest width at which the words wrap onto that many lines
            low = min(need, max(draw.label_width(word, px, True) for word in text.split()))
            while low < need:
                mid = (low + need) // 2
                if len(theme.wrap(text, px, mid, True)) <= lines:
                    need = mid
                else:
                    low = mid + 1
        return need + int(height * ROOM) + 2

    def least_height(self, screen_h: int) -> int:
        """The least height at which a label of one line fits the button at its size."""
        return int(theme.font(button_px(screen_h), True).get_height() / 0.84) + 2

    def grow_to_fit(self, slot: pygame.Rect, screen_h: int) -> None:
        """Place the button in ``slot``, grown upward (its bottom kept) where its label needs more
        lines than the slot's height holds, up to three: the label keeps its size, the button
        makes room (French "Sans action 2 (-5)" in a narrow panel)."""
        self.rect = pygame.Rect(slot)
        most = slot.h * 2
        while not self.fits(screen_h) and self.rect.h < most:
            self.rect = pygame.Rect(slot.x, slot.bottom - self.rect.h - 2, slot.w, self.rect.h + 2)

    def fits(self, screen_h: int) -> bool:
        """Whether the label fits its place at the button size, on as many lines (up to three) as
        the button's height holds."""
        px, room = button_px(screen_h), self.inner()
        f = theme.font(px, True)
        lines = theme.wrap(self.text(), px, room.w, True)
        height = f.get_linesize() * len(lines) if len(lines) > 1 else f.get_height()
        return len(lines) <= 3 and height <= room.h + 1 and all(f.size(line)[0] <= room.w for line in lines)


PAD = 0.2  # a button's label keeps at least this much of the button's height free, left and right together
ROOM = 0.6  # and where a row is laid out by its labels, this much (a label never touches its edges)


def button_px(screen_h: int) -> int:
    """The one size of every button's and choice's label (``theme.BUTTON``)."""
    return theme.text_px(screen_h, theme.BUTTON)


def lay_row(buttons: Sequence[Button], rect: pygame.Rect, gap: int, screen_h: int) -> bool:
    """Place ``buttons`` side by side across ``rect``: each as wide as its label needs on one
    line, and what is left shared out equally. Where the row is too narrow for that, the widths
    keep to the labels' proportions (a label then wraps onto two lines at its size). Returns
    whether every label has its one line."""
    needs = [b.width_for(screen_h, rect.h) for b in buttons]
    room = rect.w - gap * (len(buttons) - 1)
    fits = sum(needs) <= room
    if fits:
        extra = (room - sum(needs)) / len(buttons)
        widths = [need + extra for need in needs]
    else:
        widths = [need * room / sum(needs) for need in needs]
    x = float(rect.x)
    for b, width in zip(buttons, widths):
        b.rect = pygame.Rect(round(x), rect.y, round(x + width) - round(x), rect.h)
        x += width + gap
    return fits


def lay_row_wrapped(buttons: Sequence[Button], rect: pygame.Rect, gap: int, screen_h: int) -> bool:
    """Place ``buttons`` side by side across ``rect`` where a row is too narrow for every label on
    one line: the longest labels go onto two lines (each button as wide as its label needs on
    two), the others keep their one line, and what is left is shared out equally. Returns whether
    every label fits its button so (``Button.fits``); the caller lays them out otherwise if not."""
    room = rect.w - gap * (len(buttons) - 1)
    one = [b.width_for(screen_h, rect.h) for b in buttons]
    two = [b.width_for(screen_h, rect.h, lines=2) for b in buttons]
    widths = list(one)
    for i in sorted(range(len(buttons)), key=lambda i: -one[i]):  # the longest first onto two lines
        if sum(widths) <= room:
            break
        widths[i] = min(one[i], two[i])
    extra = max(0.0, (room - sum(widths)) / len(buttons))
    x = float(rect.x)
    for b, width in zip(buttons, widths):
        b.rect = pygame.Rect(round(x), rect.y, round(x + width + extra) - round(x), rect.h)
        x += width + extra + gap
    return sum(widths) <= room and all(b.fits(screen_h) for b in buttons)


def lay_rows(buttons: Sequence[Button], rect: pygame.Rect, gap: int, screen_h: int) -> int:
    """Place ``buttons`` in one row at ``rect`` where their labels fit on one line each, else in
    two rows: the first at ``rect``, the second ``rect.h + gap`` below it (the caller keeps room
    for it). Returns the number of rows."""
    one = pygame.Rect(rect)
    if lay_row(buttons, one, gap, screen_h) or len(buttons) < 2:
        return 1
    half = (len(buttons) + 1) // 2
    lay_row(buttons[:half], one, gap, screen_h)
    second = one.move(0, rect.h + gap)
    if len(buttons) - half < half:  # fewer below: as wide as as many above, centred
        second.w = (rect.w - gap * (half - 1)) * (len(buttons) - half) // half + gap * (len(buttons) - half - 1)
        second.centerx = rect.centerx
    if not lay_row(buttons[half:], second, gap, screen_h):
        lay_row(buttons[half:], one.move(0, rect.h + gap), gap, screen_h)
    return 2


class Target(Widget):
    """A focusable, clickable piece of a game table (a die, a card, a box) that its scene draws.

    Pressing it (click, or Enter when focused) calls ``on_press(piece)``; ``piece`` says which.
    """

    def __init__(self, piece: Any, on_press: Callable[[Any], Any]) -> None:
        super().__init__()
        self.piece = piece
        self.on_press = on_press

    def press(self) -> None:
        self.on_press(self.piece)


class Choice(Widget):
    """A labelled value that cycles through ``options`` (pairs of value and label)."""

    def __init__(self, text: Label, options: Sequence[tuple[Any, Label]], value: Any,
                 on_change: Callable[[Any], Any] | None = None, *, show_label: bool = True) -> None:
        super().__init__()
        self.text = text
        self.show_label = show_label
        self.options = list(options)
        self.index = [v for v, _l in self.options].index(value)
        self.on_change = on_change
        self.left_room = 0  # pixels kept free at the left, for a mark drawn over it (a colour's symbol)

    @property
    def value(self) -> Any:
        return self.options[self.index][0]

    def step(self, delta: int) -> None:
        self.index = (self.index + delta) % len(self.options)
        if self.on_change:
            self.on_change(self.value)

    def press(self) -> None:
        self.step(1)

    def click(self, pos: tuple[int, int]) -> None:
        # a click on the left arrow (or left of it) steps back, anywhere else forward
        self.step(-1 if pos[0] < self._value_left + self.rect.h * 0.6 else 1)

    _value_left = 0

    def key(self, event: pygame.event.Event) -> bool:
        if event.key == pygame.K_LEFT:
            self.step(-1)
            return True
        if event.key == pygame.K_RIGHT:
            self.step(1)
            return True
        return False

    @staticmethod
    def shown(words: str) -> str:
        """A value as the choice draws it, between its arrows."""
        return "◀  {}  ▶".format(words)

    def width_for(self, words: str, screen_h: int, height: int) -> int:
        """The width a choice without its label needs, ``height`` pixels tall, to show ``words``."""
        return draw.label_width(self.shown(words), button_px(screen_h), True) + int(height * 0.3) + self.left_room

    def fits(self, words: str, screen_h: int) -> bool:
        """Whether ``words`` fit this choice (without its label) as it is now placed."""
        return self.width_for(words, screen_h, self.rect.h) <= self.rect.w

    def draw(self, surface: pygame.Surface, focused: bool, hovered: bool) -> None:
        base = theme.PANEL_LIGHT if hovered else theme.PANEL
        draw.panel(surface, self.rect, base, radius=0.25)
        if focused:
            pygame.draw.rect(surface, theme.FOCUS, self.rect.inflate(8, 8), max(3, self.rect.h // 14),
                             border_radius=int(self.rect.h * 0.3))
        px = button_px(surface.get_height())
        pad = int(self.rect.h * 0.3)
        value = self.shown(self.options[self.index][1]())
        if self.show_label:
            r = draw.text(surface, value, (self.rect.right - pad, self.rect.centery), px, theme.TEXT,
                          bold=True, anchor="midright")
            label, room = self.text(), r.x - self.rect.x - 2 * pad
            if draw.label_width(label, px) > room:
                theme.layout_fault(f"choice {label!r}: {value!r} at {px} px does not fit {self.rect.w}")
            if room > px:  # a long value shortens the label, never covers it
                draw.text(surface, draw.ellipsize(label, px, room), (self.rect.x + pad, self.rect.centery),
                          px, theme.TEXT_DIM, anchor="midleft")
        else:
            if not self.fits(self.options[self.index][1](), surface.get_height()):
                theme.layout_fault(f"choice {value!r} at {px} px does not fit {self.rect.w}")
            centre = (self.rect.centerx + self.left_room // 2, self.rect.centery)
            r = draw.text(surface, value, centre, px, theme.TEXT, bold=True, anchor="center")
        self._value_left = r.x


class TextEntry(Widget):
    """A one-line text field fed by pygame's text input (accents and all). Its text is selected
    when it gets the focus (a pre-filled "Player 1" is replaced by what is typed, not added to),
    and Ctrl+A selects it again; Backspace takes a letter (or the selection), Ctrl+Backspace a word."""

    focus_always_shown = True

    def __init__(self, value: str, on_change: Callable[[str], Any] | None = None, *,
                 max_len: int = 14, placeholder: Label | None = None) -> None:
        super().__init__()
        self.value = value
        self.on_change = on_change
        self.max_len = max_len
        self.placeholder = placeholder
        self.selected = bool(value)  # what typing replaces (see focus_gained)

    def focus_gained(self) -> None:
        self.selected = bool(self.value)

    def _set(self, value: str) -> None:
        self.selected = False
        if value != self.value:
            self.value = value
            if self.on_change:
                self.on_change(self.value)

    def text_input(self, s: str) -> None:
        s = "".join(ch for ch in s if ch.isprintable())
        if s:
            base = "" if self.selected else self.value
            if len(base) < self.max_len:
                self._set((base + s)[: self.max_len])

    def key(self, event: pygame.event.Event) -> bool:
        ctrl = bool(event.mod & pygame.KMOD_CTRL)
        if event.key == pygame.K_BACKSPACE:
            if self.selected:
                self._set("")
            elif ctrl:  # the last word, and the spaces after it
                kept = self.value.rstrip()
                self._set(kept[: kept.rfind(" ") + 1])
            else:
                self._set(self.value[:-1])
            return True
        if ctrl and event.key == pygame.K_a:
            self.selected = bool(self.value)
            return True
        # letters arrive as TEXTINPUT; swallow their KEYDOWN so they are not shortcuts
        return bool(event.unicode and event.unicode.isprintable() and event.key != pygame.K_SPACE)

    def typed(self, event: pygame.event.Event) -> bool:
        return event.key == pygame.K_BACKSPACE or bool(event.unicode and event.unicode.isprintable())

    def draw(self, surface: pygame.Surface, focused: bool, hovered: bool) -> None:
        draw.panel(surface, self.rect, theme.BG_DARK, radius=0.2,
                   border=theme.FOCUS if focused else theme.PANEL_LIGHT, width=max(2, self.rect.h // 16))
        px = theme.text_px(surface.get_height(), theme.BODY)
        pad = int(self.rect.h * 0.25)
        if not self.value and self.placeholder and not focused:
            draw.text(surface, self.placeholder(), (self.rect.x + pad, self.rect.centery), px,
                      theme.TEXT_DIM, anchor="midleft")
            return
        at = (self.rect.x + pad, self.rect.centery)
        if focused and self.selected:  # selected: light on dark, as text fields everywhere show it
            r = theme.render(self.value, px).get_rect(midleft=at).inflate(pad // 2, pad // 3)
            pygame.draw.rect(surface, theme.FOCUS, r.clip(self.rect), border_radius=max(2, pad // 4))
            draw.text(surface, self.value, at, px, theme.BG_DARK, anchor="midleft")
        else:
            draw.text(surface, self.value + ("▏" if focused else ""), at, px, theme.TEXT, anchor="midleft")


#: arrow key -> direction on screen (x, y)
ARROWS = {pygame.K_LEFT: (-1, 0), pygame.K_RIGHT: (1, 0), pygame.K_UP: (0, -1), pygame.K_DOWN: (0, 1)}


class WidgetScene(Scene):
    """A scene made of widgets, with focus handling for mouse and keyboard.

    Subclasses build ``self.widgets`` and place them in ``layout(rect)``; ``layout`` runs
    again whenever the window size changes. Esc calls ``back``.
    """

    #: what a key or a click chooses here is a secret (a private screen): the focus moves in
    #: silence, or the room could count the presses
    secret_input: bool = False

    def __init__(self, app: Host) -> None:
        super().__init__(app)
        self.widgets: list[Widget] = []
        self._focus_index = 0
        self._focus_widget: Widget | None = None  # focus follows a widget, not a place in the list
        self._no_focus = False  # nothing focused (``clear_focus``): Enter presses nothing
        #: the player has moved the focus (a key or a click) since the screen last placed it
        self.focus_moved = False
        self._focus_placed = 0  # how many times the screen placed it (``start_focus``)
        self.hover: Widget | None = None
        #: where the pointer was when this screen last opened or changed hands: until it moves
        #: from there it hovers nothing (the last player's pointer says nothing to the next)
        self._pointer_left_at: tuple[int, int] | None = None
        self._laid_for: tuple[int, int] | None = None
        self._laid_look: tuple[str, float] | None = None

    # -- to override
    def layout(self, rect: pygame.Rect) -> None: ...

    def back(self) -> None:
        self.app.stack.back()

    def draw_background(self, surface: pygame.Surface) -> None:
        surface.fill(theme.BG)

    def draw_content(self, surface: pygame.Surface) -> None: ...

    # -- machinery
    def enter(self) -> None:
        self.forget_pointer()

    def resume(self) -> None:
        self.forget_pointer()

    def forget_pointer(self) -> None:
        """The screen has opened (or changed hands): the pointer, where the last person left it,
        hovers nothing until it moves (a ring on a face the last player clicked would show it)."""
        self.hover = None
        self._pointer_left_at = self.app.pointer

    def relayout(self) -> None:
        self._laid_for = None

    def _ensure_layout(self, surface: pygame.Surface) -> None:
        # the labels' widths place the buttons: a new language or look lays the screen out again
        size, look = surface.get_size(), (language(), theme.text_scale)
        if self._laid_for != size or self._laid_look != look:
            self._laid_for, self._laid_look = size, look
            self.layout(surface.get_rect())

    def focusables(self) -> list[Widget]:
        return [w for w in self.widgets if w.visible and w.focusable and w.enabled]

    @property
    def focus(self) -> int:
        """The focused widget's place among the focusable ones. Focus follows the widget: when
        others before it appear or go, it stays on it (never slides onto a neighbour)."""
        f = self.focusables()
        if not f:
            return 0
        if self._focus_widget in f:
            self._focus_index = f.index(self._focus_widget)
        else:  # the focused widget has gone: the one now in its place
            self._focus_index %= len(f)
            self._focus_widget = f[self._focus_index]
        return self._focus_index

    @focus.setter
    def focus(self, index: int) -> None:
        self._no_focus = False
        f = self.focusables()
        before = self._focus_widget
        self._focus_index = index % len(f) if f else 0
        self._focus_widget = f[self._focus_index] if f else None
        if self._focus_widget is not before and isinstance(self._focus_widget, TextEntry):
            self._focus_widget.focus_gained()

    @property
    def focused(self) -> Widget | None:
        if self._no_focus:
            return None
        f = self.focusables()
        return f[self.focus] if f else None

    @property
    def focus_shown(self) -> Widget | None:
        """The focused widget as drawn: with its ring only while the keyboard is in use
        (``Host.keyboard_focus_visible``, as the web's ``:focus-visible``), else None, but for a
        widget whose focus always shows (a text field's caret). What Enter presses is ``focused``,
        ring or not."""
        w = self.focused
        return w if self.app.keyboard_focus_visible or (w is not None and w.focus_always_shown) else None

    def clear_focus(self) -> None:
        """Nothing focused: Enter presses nothing until Tab, an arrow or a click places the focus."""
        self._no_focus = True

    def primary(self) -> Widget | None:
        """The button drawn as primary now: the one Enter presses (docs/ui-guide.md, Input rules)."""
        return next((w for w in self.widgets if w.visible and w.enabled and getattr(w, "style", "") == "primary"),
                    None)

    def harmless_focus(self) -> Widget | None:
        """Hook: where the focus starts when no button is primary (Enter there costs nothing: a die
        to pick, Cancel); None: nowhere."""
        return None

    def start_focus(self) -> None:
        """Place the focus as a screen starts (or changes hands): on the primary button, which Enter
        presses; with none, on ``harmless_focus`` or nowhere (never on a box or die that Enter would
        cross or place). The ring and the primary stay one button until the player moves the focus."""
        primary, self.focus_moved = self.primary(), False
        self._focus_placed += 1
        place = primary if primary in self.focusables() else self.harmless_focus()
        if place is None:
            self.clear_focus()
        else:
            self.set_focus(place)

    def set_focus(self, widget: Widget) -> None:
        f = self.focusables()
        if widget in f:
            self.focus = f.index(widget)

    def move_focus(self, delta: int) -> None:
        f = self.focusables()
        if f:
            self.focus = (0 if delta > 0 else -1) if self._no_focus else (self.focus + delta) % len(f)
            self.focus_moved = True
            self.focus_tick()

    def move_focus_towards(self, dx: int, dy: int) -> None:
        """Arrow keys move on the screen as drawn: to the nearest widget that way (a grid's
        neighbour below, not the next in reading order); with none that way, to the next or
        previous one."""
        f = self.focusables()
        current = self.focused
        if current is None:
            self.move_focus(1 if dx + dy > 0 else -1)  # from nowhere: to the first (or last)
            return
        cur = current.rect
        best: tuple[tuple[bool, float], Widget] | None = None
        for w in f:
            r = w.rect
            ox, oy = r.centerx - cur.centerx, r.centery - cur.centery
            ahead = ox * dx + oy * dy  # how far that way
            if w is current or ahead <= 0:
                continue
            aside = abs(ox * dy) + abs(oy * dx)  # how far off the line
            if aside > 2 * ahead:
                continue  # more beside than ahead: not "that way"
            # a widget in line with this one (sharing its row, or its column) comes first
            in_line = (r.top < cur.bottom and cur.top < r.bottom) if dx else (r.left < cur.right and cur.left < r.right)
            score = (not in_line, ahead + 2 * aside)
            if best is None or score < best[0]:
                best = (score, w)
        if best is None:
            self.move_focus(1 if dx + dy > 0 else -1)
            return
        self.focus, self.focus_moved = f.index(best[1]), True
        self.focus_tick()

    def focus_tick(self) -> None:
        """The focus moved: a tick, unless the input here is a secret."""
        if not self.secret_input:
            self.app.sounds.play("tick")

    def widget_at(self, pos: tuple[int, int]) -> Widget | None:
        for w in reversed(self.widgets):
            if w.visible and w.enabled and w.rect.collidepoint(pos):
                return w
        return None

    def handle(self, event: pygame.event.Event) -> None:
        self._ensure_layout(self.app.screen)
        before, placed = self.focused, self._focus_placed
        if event.type == pygame.KEYDOWN and not (before is not None and before.typed(event)):
            # a key this screen takes (one its guard drops never gets here) shows the focus ring,
            # before it acts: a screen it opens starts without (``Navigation``)
            self.app.keyboard_focus_visible = True
        self._handle(event)
        if self._focus_placed == placed and self.focused is not before:
            self.focus_moved = True  # the player's key or click moved it (not the screen placing it)

    def _handle(self, event: pygame.event.Event) -> None:
        if event.type == pygame.MOUSEMOTION:
            if self._pointer_left_at is None or tuple(event.pos) != self._pointer_left_at:
                self._pointer_left_at = None  # it has moved: from now on it hovers what it is over
                self.hover = self.widget_at(event.pos)
        elif event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            w = self.widget_at(event.pos)
            if w is not None:
                if w.focusable:
                    self.set_focus(w)
                    self.focus_moved = True  # (before the click acts: it may place the focus itself)
                w.click(event.pos)
        elif event.type == pygame.TEXTINPUT:
            w = self.focused
            if isinstance(w, TextEntry):
                w.text_input(event.text)
        elif event.type == pygame.KEYDOWN:
            self.key(event)

    def key(self, event: pygame.event.Event) -> None:
        w = self.focused
        if w is not None and w.key(event):
            return
        if event.key == pygame.K_ESCAPE:
            self.back()
        elif event.key == pygame.K_TAB:
            self.move_focus(-1 if event.mod & pygame.KMOD_SHIFT else 1)
        elif event.key in ARROWS:
            self.move_focus_towards(*ARROWS[event.key])
        elif event.key in (pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_SPACE) and w is not None:
            w.press()

    def draw(self, surface: pygame.Surface) -> None:
        self._ensure_layout(surface)
        self.draw_background(surface)
        self.draw_content(surface)
        focused = self.focus_shown
        for w in self.widgets:
            if w.visible:
                w.draw(surface, w is focused, w is self.hover)
